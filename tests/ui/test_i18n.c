/*
 * test_i18n.c: the window's words in every language (src/ui/i18n.c with the build tree's
 * compiled catalogs): the language chosen and the system's, plurals through ngettext, and the
 * rules engine's reasons for a refused move (reason.h) worded in every catalog: every code,
 * and those collected from real games.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "mod_abbot.h"
#include "mod_inns.h"
#include "module.h"
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
    ck_assert_str_eq(ui_i18n_current(), "pt_BR");
    ui_i18n_init("fr");
    ck_assert_str_eq(ui_i18n_current(), "fr");
    ck_assert_str_eq(ui_i18n_choice(), "fr");
}
END_TEST

/* Plural forms come from each catalog's rule: French and Brazilian Portuguese count 0 as
   singular, German does not. */
START_TEST(test_plurals)
{
    ui_i18n_init("de");
    ck_assert_str_eq(P_("%d point", "%d points", 1), "%d Punkt");
    ck_assert_str_eq(P_("%d point", "%d points", 0), "%d Punkte");
    ck_assert_str_eq(P_("%d point", "%d points", 2), "%d Punkte");
    ui_i18n_set("fr");
    ck_assert_str_eq(P_("%d point", "%d points", 0), "%d point");
    ck_assert_str_eq(P_("%d point", "%d points", 2), "%d points");
    /* Portuguese is the Brazilian catalog, whose rule counts 0 as singular too. */
    ui_i18n_set("pt");
    ck_assert_str_eq(ui_i18n_current(), "pt_BR");
    ck_assert_str_eq(P_("%d point", "%d points", 0), "%d ponto");
    ck_assert_str_eq(P_("%d point", "%d points", 2), "%d pontos");
    ui_i18n_set("en");
    ck_assert_str_eq(P_("%d more score", "%d more scores", 5), "%d more scores");
}
END_TEST

/* A list is joined with the language's own words: the winners of a shared victory, the figures
   the dragon would eat. */
START_TEST(test_lists)
{
    const char *names[] = {"Ana", "Bo", "Cy"};
    char out[64];
    ui_i18n_init("en");
    ui_i18n_list(names, 0, out, sizeof out);
    ck_assert_str_eq(out, "");
    ui_i18n_list(names, 1, out, sizeof out);
    ck_assert_str_eq(out, "Ana");
    ui_i18n_list(names, 2, out, sizeof out);
    ck_assert_str_eq(out, "Ana and Bo");
    ui_i18n_list(names, 3, out, sizeof out);
    ck_assert_str_eq(out, "Ana, Bo and Cy");
    ui_i18n_set("de");
    ui_i18n_list(names, 3, out, sizeof out);
    ck_assert_str_eq(out, "Ana, Bo und Cy");
    ui_i18n_set("es");
    ui_i18n_list(names, 2, out, sizeof out);
    ck_assert_str_eq(out, "Ana y Bo");
    /* Cut short, never past the buffer. */
    ui_i18n_list(names, 3, out, 8);
    ck_assert_str_eq(out, "Ana, Bo");
}
END_TEST

#define MAX_REASONS 160

/* The reasons are the same when they word the same: the tile's id and the cell (which the
   window does not show) aside. */
static bool same_reason(const carc_reason *a, const carc_reason *b)
{
    return a->code == b->code && a->side == b->side && a->edge == b->edge &&
           a->other == b->other && a->kind == b->kind && a->figure == b->figure &&
           a->players == b->players;
}

static void add_reason(carc_reason *seen, int *n, const carc_reason *r)
{
    for (int i = 0; i < *n; i++)
        if (same_reason(&seen[i], r))
            return;
    if (*n < MAX_REASONS)
        seen[(*n)++] = *r;
}

/* Random games of every tile set: every refusal the core gives for placements beside the board
   (each cell next to a tile, each rotation), for placements on a tile and away from the
   board, for a rotation out of range, and for followers on every feature of a legal
   placement. */
static int collect_reasons(carc_reason *seen)
{
    carc_catalog *cat = malloc(sizeof *cat);
    carc_game *g = malloc(sizeof *g);
    static carc_placement legal[CARC_MAX_HOLES * 4];
    ck_assert_ptr_nonnull(cat);
    ck_assert_ptr_nonnull(g);
    const char *names[] = {"base", "river", "inns-cathedrals"};
    char err[256];
    carc_reason why;
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
                        if (carc_game_check_placement_why(g, &p, &why) != CARC_OK)
                            add_reason(seen, &n, &why);
                    }
            carc_placement far = {60, 60, 0};
            if (carc_game_check_placement_why(g, &far, &why) != CARC_OK)
                add_reason(seen, &n, &why);
            int nl = carc_game_legal_placements(g, legal, (int)(sizeof legal / sizeof legal[0]));
            carc_events ev;
            ev.count = 0;
            if (nl == 0) {
                carc_game_discard(g, &ev, err, sizeof err);
                continue;
            }
            if (carc_game_check_discard_why(g, &why) != CARC_OK)
                add_reason(seen, &n, &why);
            carc_move m = carc_move_tile(legal[carc_rng_below(&rng, (uint32_t)nl)]);
            for (uint8_t f = 0; f <= CARC_MAX_FEATURES; f++)
                for (uint8_t big = 0; big < 2; big++) {
                    carc_move t = carc_move_figure(m.at, big ? CARC_FIG_BIG : CARC_FIG_FOLLOWER, f);
                    if (carc_game_check_move_why(g, &t, &why) != CARC_OK)
                        add_reason(seen, &n, &why);
                    else if (carc_rng_below(&rng, 3) == 0)
                        m = t;
                }
            carc_game_play(g, &m, &ev);
        }
        carc_placement p = {0, 0, 0};
        if (carc_game_check_placement_why(g, &p, &why) != CARC_OK)
            add_reason(seen, &n, &why);
    }
    free(g);
    free(cat);
    return n;
}

/* Every reason the core gave in those games is worded in every catalog. */
START_TEST(test_core_reasons_translated)
{
    static carc_reason seen[MAX_REASONS];
    int n = collect_reasons(seen);
    bool side = false, taken = false;
    char en[320], out[320];
    for (int i = 0; i < n; i++) {
        printf("core reason: %s\n", carc_reason_english(&seen[i], en, sizeof en));
        side = side || seen[i].code == CARC_WHY_EDGES;
        taken = taken || seen[i].code == CARC_WHY_TAKEN;
    }
    ck_assert_msg(n >= 10 && side && taken, "only %d kinds of reasons seen", n);
    for (int k = 1; k < UI_LANGUAGES; k++)
        for (int i = 0; i < n; i++) {
            ui_i18n_init("en");
            ck_assert(ui_i18n_reason(&seen[i], en, sizeof en));
            ui_i18n_init(ui_i18n_code(k));
            ck_assert(ui_i18n_reason(&seen[i], out, sizeof out));
            ck_assert_msg(strcmp(out, en) != 0 && out[0] != '\0', "%s: \"%s\" is not translated",
                          ui_i18n_code(k), en);
        }
}
END_TEST

/* The reasons of code c with every value of the argument its words depend on; returns how
   many, written to out (room for 64). */
static int variants(int c, carc_reason *out)
{
    int n = 0;
    switch (c) {
    case CARC_WHY_EDGES:
        for (uint8_t d = 0; d < 4; d++)
            for (uint8_t e = 0; e < CARC_EDGE_KINDS; e++)
                out[n++] = (carc_reason){.code = c, .side = d, .edge = e,
                                         .other = (uint8_t)((e + 1) % CARC_EDGE_KINDS)};
        break;
    case CARC_WHY_TAKEN:
    case CARC_WHY_COMPLETE:
        for (uint8_t k = 0; k < CARC_KINDS; k++)
            out[n++] = (carc_reason){.code = c, .kind = k};
        break;
    case CARC_WHY_STANDS_ONLY:
    case CARC_WHY_NOT_IN_SETS:
    case CARC_WHY_ESCORT:
    case CARC_WHY_SUPPLY:
        for (uint8_t f = 0; f < CARC_FIGURE_KINDS; f++)
            out[n++] = (carc_reason){.code = c, .figure = f, .kind = CARC_CLOISTER};
        break;
    case CARC_WHY_PLAYERS:
        out[n++] = (carc_reason){.code = c, .players = 1, .low = 2, .high = 5};
        out[n++] = (carc_reason){.code = c, .players = 7, .low = 2, .high = 6};
        break;
    default:
        out[n++] = (carc_reason){.code = c, .tile = "E", .x = 3, .y = -2};
        break;
    }
    return n;
}

/* The codes of the base game and those the modules' tables word; returns how many, written to
   out (room for CODES). */
enum { CODES = CARC_WHY_MODULES + CARC_MODULES * CARC_MODULE_WHYS };
static int codes(int *out)
{
    int n = 0;
    for (int c = CARC_WHY_NONE + 1; c < CARC_WHY_MODULES; c++)
        out[n++] = c;
    for (int m = 0; m < CARC_MODULES; m++)
        for (int k = 0; k < CARC_MODULE_WHYS; k++)
            for (const carc_words *w = carc_modules[m].words; w && w->english; w++)
                if (w->code == k) {
                    out[n++] = CARC_WHY_MODULE(m, k);
                    break;
                }
    return n;
}

/* Every code of the core and the modules, with every value of what its words depend on, has
   English words and the window's words in every language: none falls through to the core's
   English. */
START_TEST(test_every_code_worded)
{
    static char en[CODES][64][320];
    static int code[CODES];
    const int ncodes = codes(code);
    ck_assert_int_ge(ncodes, CARC_WHY_MODULES - 1 + 20);
    char out[320];
    carc_reason r[64];
    for (int k = 0; k < UI_LANGUAGES; k++) {
        ui_i18n_init(ui_i18n_code(k));
        for (int ci = 0; ci < ncodes; ci++) {
            const int c = code[ci];
            const int n = variants(c, r);
            for (int i = 0; i < n; i++) {
                ck_assert_msg(ui_i18n_reason(&r[i], out, sizeof out), "code %d has no words", c);
                ck_assert_msg(out[0] != '\0' && strchr(out, '%') == NULL, "code %d: \"%s\"", c,
                              out);
                if (k == 0)
                    snprintf(en[ci][i], sizeof en[ci][i], "%s", out);
                else
                    ck_assert_msg(strcmp(out, en[ci][i]) != 0, "%s: \"%s\" is not translated",
                                  ui_i18n_code(k), out);
            }
        }
    }
    /* A code beyond the table (a newer core) shows the core's English. */
    ui_i18n_init("de");
    carc_reason beyond = {.code = CARC_WHY_MODULE(CARC_MAX_MODULES, 0)};
    ck_assert(!ui_i18n_reason(&beyond, out, sizeof out));
    ck_assert_str_eq(out, "refused (unknown reason)");
}
END_TEST

/* The words place what the reason says: the side, then what the new tile has there, then its
   neighbour; the kind of feature chooses the sentence; the count chooses the plural. */
START_TEST(test_reason_arguments)
{
    char out[320];
    ui_i18n_init("de");
    carc_reason edges = {.code = CARC_WHY_EDGES, .side = 1, .edge = CARC_EDGE_ROAD,
                         .other = CARC_EDGE_CITY};
    ui_i18n_reason(&edges, out, sizeof out);
    ck_assert_str_eq(out, "Ostseite: Straße trifft auf Stadt");
    carc_reason taken = {.code = CARC_WHY_TAKEN, .kind = CARC_CLOISTER};
    ui_i18n_reason(&taken, out, sizeof out);
    ck_assert_str_eq(out, "in diesem Kloster steht schon ein Gefolgsmann");
    ui_i18n_init("it");
    edges = (carc_reason){.code = CARC_WHY_EDGES, .side = 2, .edge = CARC_EDGE_FIELD,
                          .other = CARC_EDGE_RIVER};
    ui_i18n_reason(&edges, out, sizeof out);
    ck_assert_str_eq(out, "lato sud: campo contro fiume");
    carc_reason supply = {.code = CARC_WHY_SUPPLY, .figure = CARC_FIG_ABBOT};
    ui_i18n_reason(&supply, out, sizeof out);
    ck_assert_str_eq(out, "l’abate è già sul tavolo");
    ui_i18n_init("fr");
    carc_reason players = {.code = CARC_WHY_PLAYERS, .players = 1, .low = 2, .high = 5};
    ui_i18n_reason(&players, out, sizeof out);
    ck_assert_str_eq(out, "1 joueur : les jeux de tuiles choisis en permettent de 2 à 5");
    players.players = 7;
    players.high = 6;
    ui_i18n_reason(&players, out, sizeof out);
    ck_assert_str_eq(out, "7 joueurs : les jeux de tuiles choisis en permettent de 2 à 6");
    /* In English the window's words are the core's where the core's speak to a player. */
    ui_i18n_init("en");
    char core[320];
    ui_i18n_reason(&taken, out, sizeof out);
    ck_assert_str_eq(out, carc_reason_english(&taken, core, sizeof core));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("i18n");
    TCase *tc = tcase_create("i18n");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_system_language);
    tcase_add_test(tc, test_plurals);
    tcase_add_test(tc, test_lists);
    tcase_add_test(tc, test_core_reasons_translated);
    tcase_add_test(tc, test_every_code_worded);
    tcase_add_test(tc, test_reason_arguments);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
