/*
 * test_properties.c: properties of random games with every combination of the tile sets (the
 * base game with any of the River, Inns & Cathedrals, the Abbot and the Festival), played
 * through the core's phases and actions as a front end would:
 *
 * - figures are conserved: for every player and kind, those on the board and those in supply
 *   add up to what the catalog gives;
 * - every action carc_game_legal_actions lists passes carc_game_check_action, and every action
 *   it leaves out fails it (all placements of the tile in hand, all figures on all features,
 *   all figures taken back);
 * - the record written from the game's events replays to the same game.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "record.h"
#include "tileset_io.h"

static const char *const optional_sets[] = {"river",    "inns-cathedrals",  "abbot",
                                            "festival", "traders-builders", "princess-dragon"};
#define NOPTIONAL 6
#define COMBINATIONS (1 << NOPTIONAL)
#define MAX_ACTIONS 8192

typedef struct world {
    carc_catalog cat, cat2;
    carc_game game, replay;
    carc_record rec;
    carc_events ev;
    carc_action acts[MAX_ACTIONS];
} world;

static void load(world *w, int combo, carc_record *rec)
{
    const char *names[1 + NOPTIONAL] = {"base"};
    int n = 1;
    for (int i = 0; i < NOPTIONAL; i++)
        if (combo >> i & 1)
            names[n++] = optional_sets[i];
    char err[512];
    ck_assert_msg(carc_catalog_load(&w->cat, NULL, names, n, err, sizeof err) == 0, "%s", err);
    memset(rec, 0, sizeof *rec);
    rec->ntilesets = n;
    for (int i = 0; i < n; i++)
        snprintf(rec->tilesets[i], sizeof rec->tilesets[i], "%s", names[i]);
}

static bool listed(const carc_action *a, const carc_action *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i].type == a->type && list[i].figure == a->figure &&
            list[i].feature == a->feature && list[i].elsewhere == a->elsewhere &&
            list[i].at.x == a->at.x && list[i].at.y == a->at.y && list[i].at.rot == a->at.rot)
            return true;
    return false;
}

/* Every action of the phase that the list leaves out is refused, every listed one accepted. */
static void check_listing(const carc_game *g, const carc_action *list, int n)
{
    char reason[256];
    for (int i = 0; i < n; i++)
        ck_assert_msg(carc_game_check_action(g, &list[i], reason, sizeof reason) == CARC_OK,
                      "listed action %d refused: %s", i, reason);
    carc_action a;
    if (carc_game_phase(g) == CARC_PHASE_TILE) {
        int minx, miny, maxx, maxy;
        carc_game_bounds(g, &minx, &miny, &maxx, &maxy);
        for (int y = miny - 1; y <= maxy + 1; y++)
            for (int x = minx - 1; x <= maxx + 1; x++)
                for (int r = 0; r < 4; r++) {
                    a = (carc_action){.type = CARC_ACT_PLACE,
                                      .at = {(int16_t)x, (int16_t)y, (uint8_t)r}};
                    if (!listed(&a, list, n))
                        ck_assert(carc_game_check_action(g, &a, reason, sizeof reason) != CARC_OK);
                }
        a = (carc_action){.type = CARC_ACT_DISCARD};
        ck_assert_int_eq(carc_game_check_action(g, &a, reason, sizeof reason) == CARC_OK,
                         listed(&a, list, n));
        return;
    }
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        for (int j = 0; j < CARC_MAX_FEATURES; j++) {
            a = (carc_action){.type = CARC_ACT_FIGURE, .figure = (uint8_t)k, .feature = (uint8_t)j};
            if (!listed(&a, list, n))
                ck_assert(carc_game_check_action(g, &a, reason, sizeof reason) != CARC_OK);
        }
    static const uint8_t by_id[] = {CARC_ACT_RETURN, CARC_ACT_FAIRY, CARC_ACT_PRINCESS};
    for (int t = 0; t < 3; t++)
        for (int id = 0; id < CARC_MAX_FIGURES; id++) {
            a = (carc_action){.type = by_id[t], .figure = (uint8_t)id};
            ck_assert_int_eq(carc_game_check_action(g, &a, reason, sizeof reason) == CARC_OK,
                             listed(&a, list, n));
        }
    for (int d = 0; d <= 4; d++) {
        a = (carc_action){.type = CARC_ACT_DRAGON, .feature = (uint8_t)d};
        ck_assert_int_eq(carc_game_check_action(g, &a, reason, sizeof reason) == CARC_OK,
                         listed(&a, list, n));
    }
}

static void check_figures(const carc_game *g)
{
    for (int p = 0; p < g->nplayers; p++)
        for (int k = 0; k < CARC_FIGURE_KINDS; k++) {
            int on = 0;
            for (int i = 0; i < carc_game_nfigures(g); i++) {
                const carc_figure *f = carc_game_figure(g, i);
                on += f->player == p && f->kind == k;
            }
            ck_assert_int_eq(on + carc_game_supply(g, p, (carc_figure_kind)k),
                             g->cat->figures[k]);
        }
}

START_TEST(random_games)
{
    world *w = calloc(1, sizeof *w);
    ck_assert_ptr_nonnull(w);
    const int combo = _i % COMBINATIONS;
    load(w, combo, &w->rec);
    const int nplayers = 2 + _i % (w->cat.max_players - 1);
    char err[512];
    /* Every farm edition, but the 1st with Traders & Builders, which refuses it. */
    carc_farm_scoring farms = (carc_farm_scoring)((_i / COMBINATIONS + combo) % 4);
    if (farms == CARC_FARMS_1ST && (combo & 16))
        farms = CARC_FARMS_2ND;
    ck_assert(carc_game_init(&w->game, &w->cat, &(carc_rules){.farms = farms}, nplayers,
                             (uint64_t)_i + 1, err, sizeof err) == CARC_OK);
    w->rec.rules = w->game.rules;
    w->rec.nplayers = nplayers;
    for (int p = 0; p < nplayers; p++) {
        snprintf(w->rec.players[p].name, sizeof w->rec.players[p].name, "P%d", p + 1);
        w->rec.players[p].color = (carc_color)p;
    }
    w->rec.has_deck = true;
    /* The whole stack as dealt, the dragon tiles set aside before the first draw included. */
    w->rec.ndeck = w->game.deck_len;
    for (int i = 0; i < w->rec.ndeck; i++)
        snprintf(w->rec.deck[i], sizeof w->rec.deck[i], "%s",
                 w->cat.types[w->game.deck[i]].def.id);
    carc_rng rng;
    carc_rng_seed(&rng, (uint64_t)_i * 7919u);
    int returns = 0;
    while (carc_game_phase(&w->game) != CARC_PHASE_OVER) {
        w->ev.count = 0;
        do {
            const int n = carc_game_legal_actions(&w->game, w->acts, MAX_ACTIONS);
            ck_assert(n >= 1 && n <= MAX_ACTIONS);
            /* Every few turns the whole listing is checked against everything refused. */
            if (carc_rng_below(&rng, 8) == 0)
                check_listing(&w->game, w->acts, n);
            /* A figure step does something one time in two; abbots, builders, pigs and
               take-backs are favoured so that they come up. */
            int k = (int)carc_rng_below(&rng, (uint32_t)n);
            if (carc_game_phase(&w->game) == CARC_PHASE_FIGURE) {
                k = carc_rng_below(&rng, 2) ? 0 : k;
                for (int i = 1; i < n; i++)
                    if ((w->acts[i].type == CARC_ACT_RETURN ||
                         (w->acts[i].type == CARC_ACT_FIGURE &&
                          w->acts[i].figure >= CARC_FIG_ABBOT)) &&
                        carc_rng_below(&rng, 2) == 0)
                        k = i;
                returns += w->acts[k].type == CARC_ACT_RETURN;
            }
            carc_game_apply(&w->game, &w->acts[k], &w->ev);
            check_figures(&w->game);
        } while (carc_game_phase(&w->game) == CARC_PHASE_FIGURE ||
                 carc_game_phase(&w->game) == CARC_PHASE_DRAGON);
        ck_assert(carc_record_add_turn(&w->rec, &w->game, &w->ev) == 0);
    }
    if (combo & 12) /* the Abbot or the Festival: some figure was taken back */
        ck_assert_int_gt(returns, 0);
    /* Goods tokens: one per goods symbol of a completed city, 20 in all. */
    int tokens = 0;
    for (int p = 0; p < nplayers; p++)
        for (int k = 0; k < CARC_GOODS; k++)
            tokens += w->game.goods[p][k];
    ck_assert_int_le(tokens, combo & 16 ? 20 : 0);
    /* The record of the game replays to the same game. */
    ck_assert_msg(carc_record_replay(&w->rec, "p.json", NULL, &w->cat2, &w->replay, err,
                                     sizeof err) == 0,
                  "%s", err);
    ck_assert(w->replay.over);
    ck_assert_mem_eq(w->replay.score, w->game.score, sizeof w->game.score);
    ck_assert_mem_eq(w->replay.breakdown, w->game.breakdown, sizeof w->game.breakdown);
    ck_assert_mem_eq(w->replay.home, w->game.home, sizeof w->game.home);
    ck_assert_int_eq(w->replay.nfigures, w->game.nfigures);
    free(w);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("properties");
    TCase *tc = tcase_create("every-combination");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, random_games, 0, 2 * COMBINATIONS);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
