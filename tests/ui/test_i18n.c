/*
 * test_i18n.c: the window's words in every language (src/ui/i18n.c with the build tree's
 * compiled catalogs): the language chosen and the system's, plurals through ngettext, and the
 * rules engine's reasons for a refused move, collected from real games, worded in every
 * catalog.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "rng.h"
#include "tileset_io.h"

/* The system's language comes from the environment, read once when the window starts. */
START_TEST(test_system_language)
{
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "nl_BE.UTF-8", 1);
    ui_i18n_init("");
    ck_assert_str_eq(ui_i18n_current(), "nl");
    ck_assert_str_eq(ui_i18n_choice(), "");
    ck_assert_str_eq(_("Player %d"), "Speler %d");
    /* A choice overrides it, and "" goes back to the system's. */
    ui_i18n_set("it");
    ck_assert_str_eq(ui_i18n_current(), "it");
    ck_assert_str_eq(_("Player %d"), "Giocatore %d");
    ui_i18n_set("");
    ck_assert_str_eq(ui_i18n_current(), "nl");
    /* A language the game does not have is English; LANGUAGE's list is read in order. (The
       window sets LANGUAGE itself: each start here clears it, as a new process would have.) */
    unsetenv("LANGUAGE");
    setenv("LANG", "sv_SE.UTF-8", 1);
    ui_i18n_init("");
    ck_assert_str_eq(ui_i18n_current(), "en");
    ck_assert_str_eq(_("Player %d"), "Player %d");
    setenv("LANGUAGE", "sv:pt_BR:de", 1);
    ui_i18n_init("");
    ck_assert_str_eq(ui_i18n_current(), "pt");
    ui_i18n_init("fr");
    ck_assert_str_eq(ui_i18n_current(), "fr");
    ck_assert_str_eq(ui_i18n_choice(), "fr");
}
END_TEST

/* Plural forms come from each catalog's rule: French counts 0 as singular, German does not. */
START_TEST(test_plurals)
{
    ui_i18n_init("de");
    ck_assert_str_eq(P_("%d point", "%d points", 1), "%d Punkt");
    ck_assert_str_eq(P_("%d point", "%d points", 0), "%d Punkte");
    ck_assert_str_eq(P_("%d point", "%d points", 2), "%d Punkte");
    ui_i18n_set("fr");
    ck_assert_str_eq(P_("%d point", "%d points", 0), "%d point");
    ck_assert_str_eq(P_("%d point", "%d points", 2), "%d points");
    ui_i18n_set("en");
    ck_assert_str_eq(P_("and %d more", "and %d more", 5), "and %d more");
}
END_TEST

#define MAX_REASONS 96

static void add_reason(char seen[][160], int *n, const char *r)
{
    for (int i = 0; i < *n; i++)
        if (!strcmp(seen[i], r))
            return;
    if (*n < MAX_REASONS)
        snprintf(seen[(*n)++], 160, "%s", r);
}

/* Random games of every tile set: every refusal the core gives for placements beside the board
   (each cell next to a tile, each rotation), for placements on a tile and away from the
   board, for a rotation out of range, and for followers on every feature of a legal
   placement. */
static int collect_reasons(char seen[][160])
{
    carc_catalog *cat = malloc(sizeof *cat);
    carc_game *g = malloc(sizeof *g);
    static carc_placement legal[CARC_MAX_HOLES * 4];
    ck_assert_ptr_nonnull(cat);
    ck_assert_ptr_nonnull(g);
    const char *names[] = {"base", "river", "inns-cathedrals"};
    char err[256], why[160];
    int n = 0;
    ck_assert_msg(carc_catalog_load(cat, NULL, names, 3, err, sizeof err) == 0, "%s", err);
    carc_rules rules[2] = {{CARC_FARMS_3RD, false}, {CARC_FARMS_NONE, false}};
    for (uint64_t seed = 1; seed <= 4; seed++) {
        ck_assert_int_eq(carc_game_init(g, cat, &rules[seed % 2], 3, seed, err, sizeof err),
                         CARC_OK);
        carc_rng rng;
        carc_rng_seed(&rng, seed);
        while (!g->over) {
            for (int y = -12; y <= 12; y++)
                for (int x = -12; x <= 12; x++)
                    for (uint8_t q = 0; q < 5; q++) {
                        carc_placement p = {(int16_t)x, (int16_t)y, q};
                        if (carc_game_check_placement(g, &p, why, sizeof why) != CARC_OK)
                            add_reason(seen, &n, why);
                    }
            carc_placement far = {60, 60, 0};
            if (carc_game_check_placement(g, &far, why, sizeof why) != CARC_OK)
                add_reason(seen, &n, why);
            int nl = carc_game_legal_placements(g, legal, (int)(sizeof legal / sizeof legal[0]));
            carc_events ev;
            ev.count = 0;
            if (nl == 0) {
                carc_game_discard(g, &ev, err, sizeof err);
                continue;
            }
            carc_move m = carc_move_tile(legal[carc_rng_below(&rng, (uint32_t)nl)]);
            for (uint8_t f = 0; f <= CARC_MAX_FEATURES; f++)
                for (uint8_t big = 0; big < 2; big++) {
                    carc_move t = carc_move_figure(m.at, big ? CARC_FIG_BIG : CARC_FIG_FOLLOWER, f);
                    if (carc_game_check_move(g, &t, why, sizeof why) != CARC_OK)
                        add_reason(seen, &n, why);
                    else if (carc_rng_below(&rng, 3) == 0)
                        m = t;
                }
            carc_game_play(g, &m, &ev);
        }
        carc_placement p = {0, 0, 0};
        if (carc_game_check_placement(g, &p, why, sizeof why) != CARC_OK)
            add_reason(seen, &n, why);
    }
    free(g);
    free(cat);
    return n;
}

/* Every reason the core gave is worded in every catalog (the window's table knows each of
   the core's shapes), and in English it is the core's own text. */
START_TEST(test_core_reasons_translated)
{
    static char seen[MAX_REASONS][160];
    int n = collect_reasons(seen);
    bool side = false, taken = false;
    for (int i = 0; i < n; i++) {
        printf("core reason: %s\n", seen[i]);
        side = side || strstr(seen[i], " side: ") != NULL;
        taken = taken || strstr(seen[i], " there already has a follower") != NULL;
    }
    ck_assert_msg(n >= 10 && side && taken, "only %d kinds of reasons seen", n);
    char out[320];
    for (int k = 0; k < UI_LANGUAGES; k++) {
        ui_i18n_init(ui_i18n_code(k));
        for (int i = 0; i < n; i++) {
            ui_i18n_reason(seen[i], out, sizeof out);
            if (k == 0)
                ck_assert_str_eq(out, seen[i]);
            else
                ck_assert_msg(strcmp(out, seen[i]) != 0 && out[0] != '\0',
                              "%s: \"%s\" is not translated", ui_i18n_code(k), seen[i]);
        }
    }
    /* The shapes place the words: side, then what the new tile has, then its neighbour. */
    ui_i18n_init("de");
    ui_i18n_reason("east side: road meets city", out, sizeof out);
    ck_assert_str_eq(out, "Ostseite: Straße trifft auf Stadt");
    ui_i18n_reason("the cloister there already has a follower", out, sizeof out);
    ck_assert_str_eq(out, "in diesem Kloster steht schon ein Gefolgsmann");
    /* A reason of another shape is shown as the core wrote it. */
    ui_i18n_reason("east side: road meets city wall", out, sizeof out);
    ck_assert_str_eq(out, "east side: road meets city wall");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("i18n");
    TCase *tc = tcase_create("i18n");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_system_language);
    tcase_add_test(tc, test_plurals);
    tcase_add_test(tc, test_core_reasons_translated);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
