/*
 * test_game.c: the game module: the deck, turn order, events, copies, random turns played to
 * the end in one call, and a property test over a thousand seeded random games with every
 * combination of tile sets, farm editions and player counts: every move is legal, followers
 * are conserved, scores never go down, the breakdown adds up, and replaying the moves
 * reproduces the game exactly.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "mod_inns.h"
#include "mod_river.h"

static carc_game *g;

static void setup(void)
{
    g = malloc(sizeof *g);
}

static void teardown(void)
{
    free(g);
}

START_TEST(deck_from_seed)
{
    const carc_catalog *cat = fx_catalog("base");
    char reason[128];
    ck_assert_int_eq(carc_game_init(g, cat, &FX_RULES_3RD, 2, 9, reason, sizeof reason), CARC_OK);
    ck_assert_int_eq(carc_game_tiles_left(g), 71);
    int counts[CARC_MAX_TYPES] = {0};
    for (int i = 0; i < g->deck_len; i++)
        counts[g->deck[i]]++;
    for (int t = 0; t < cat->ntypes; t++)
        ck_assert_int_eq(counts[t], cat->types[t].deck_count);
    uint8_t first[CARC_MAX_DECK];
    memcpy(first, g->deck, g->deck_len);
    carc_game_init(g, cat, &FX_RULES_3RD, 2, 9, reason, sizeof reason);
    ck_assert_mem_eq(first, g->deck, 71);
    carc_game_init(g, cat, &FX_RULES_3RD, 2, 10, reason, sizeof reason);
    ck_assert(memcmp(first, g->deck, 71) != 0);
}
END_TEST

/* RULES.md 2: the ten river tiles first, the lake eleventh, then the rest. */
START_TEST(deck_river_order)
{
    const carc_catalog *cat = fx_catalog("base,river,inns-cathedrals");
    char reason[128];
    ck_assert_int_eq(carc_game_init(g, cat, &FX_RULES_3RD, 6, 3, reason, sizeof reason), CARC_OK);
    ck_assert_int_eq(g->deck_len, 100);
    for (int i = 0; i < 10; i++) {
        const carc_tile_type *t = &cat->types[g->deck[i]];
        ck_assert_msg(carc_river_tile(t) && strcmp(t->def.id, "R2") != 0, "deck[%d] = %s", i,
                      t->def.id);
    }
    ck_assert_str_eq(cat->types[g->deck[10]].def.id, "R2");
    for (int i = 11; i < 100; i++)
        ck_assert(!carc_river_tile(&cat->types[g->deck[i]]));
}
END_TEST

START_TEST(init_refusals)
{
    const carc_catalog *cat = fx_catalog("base");
    char reason[128];
    ck_assert_int_eq(carc_game_init(g, cat, &FX_RULES_3RD, 1, 0, reason, sizeof reason),
                     CARC_ILLEGAL);
    ck_assert_str_eq(reason, "1 players: the tile sets in play allow 2 to 5");
    ck_assert_int_eq(carc_game_init(g, cat, &FX_RULES_3RD, 6, 0, reason, sizeof reason),
                     CARC_ILLEGAL);
    uint8_t d = (uint8_t)carc_catalog_find(cat, "D");
    uint8_t deck[4] = {d, d, d, d};
    ck_assert_int_eq(carc_game_init_deck(g, cat, &FX_RULES_3RD, 2, deck, 4, reason, sizeof reason),
                     CARC_ILLEGAL);
    ck_assert_str_eq(reason, "the deck holds 4 copies of tile D; the tile sets in play have 3");
    ck_assert_int_eq(carc_game_init_deck(g, cat, &FX_RULES_3RD, 2, deck, 0, reason, sizeof reason),
                     CARC_OK);
    ck_assert(g->over); /* an empty scenario is over at once */
}
END_TEST

/* Events of one turn, in order: the tile, the follower, the score, the follower going home;
   then, the deck being empty, the end of the game. */
START_TEST(events)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "E");
    carc_events ev = {0};
    fx_play(g, "E 0 -1 180 S", &ev);
    ck_assert_int_eq(ev.count, 5);
    ck_assert_int_eq(ev.ev[0].type, CARC_EV_PLACE);
    ck_assert_int_eq(ev.ev[0].x, 0);
    ck_assert_int_eq(ev.ev[0].y, -1);
    ck_assert_int_eq(ev.ev[0].rot, 2);
    ck_assert_int_eq(ev.ev[1].type, CARC_EV_MEEPLE);
    ck_assert_int_eq(ev.ev[2].type, CARC_EV_SCORE);
    ck_assert_int_eq(ev.ev[2].points[0], 4);
    ck_assert_int_eq(ev.ev[2].points[1], 0);
    ck_assert_int_eq(ev.ev[3].type, CARC_EV_RETURN);
    ck_assert_int_eq(ev.ev[3].player, 0);
    ck_assert_int_eq(ev.ev[4].type, CARC_EV_GAME_OVER);
}
END_TEST

/* A copy is a game of its own: continuing both with the same choices gives the same game, and
   playing on the copy leaves the original as it was. */
START_TEST(copy)
{
    const carc_catalog *cat = fx_catalog("base,inns-cathedrals");
    char reason[128];
    carc_game *h = malloc(sizeof *h), *before = malloc(sizeof *before);
    carc_rng r1, r2;
    carc_rng_seed(&r1, 11);
    carc_game_init(g, cat, &FX_RULES_3RD, 3, 11, reason, sizeof reason);
    for (int i = 0; i < 30; i++)
        carc_game_random_turn(g, &r1, 50, NULL);
    memcpy(before, g, sizeof *g);
    /* A copy into memory that held another game. */
    carc_game_init(h, cat, &FX_RULES_3RD, 4, 99, reason, sizeof reason);
    carc_rng_seed(&r2, 5);
    while (carc_game_random_turn(h, &r2, 50, NULL))
        ;
    carc_game_copy(h, g);
    r2 = r1;
    while (carc_game_random_turn(h, &r2, 50, NULL))
        ;
    ck_assert_mem_eq(g, before, sizeof *g);
    while (carc_game_random_turn(g, &r1, 50, NULL))
        ;
    ck_assert_mem_eq(g->score, h->score, sizeof g->score);
    ck_assert_mem_eq(g->breakdown, h->breakdown, sizeof g->breakdown);
    ck_assert_mem_eq(g->home, h->home, sizeof g->home);
    ck_assert_int_eq(g->ntiles, h->ntiles);
    free(h);
    free(before);
}
END_TEST

/* carc_game_random_finish plays the same turns as carc_game_random_turn called until it returns
   false, from the first turn or from the middle of a game, and leaves the generator where
   those calls leave it; on a game that is over it does nothing. All the sets (the River's
   rules, the large follower), farm editions, player counts and follower rates. */
START_TEST(random_finish)
{
    static const char *const sets[4] = {"base", "base,river", "base,inns-cathedrals",
                                        "base,river,inns-cathedrals"};
    carc_game *h = malloc(sizeof *h);
    char reason[128];
    for (int game = 0; game < 48; game++) {
        const carc_catalog *cat = fx_catalog(sets[game % 4]);
        const carc_rules rules = {(carc_farm_scoring)(game / 4 % 4), game % 5 == 0};
        const int nplayers = 2 + game % (cat->max_players - 1);
        const unsigned percent = (unsigned)(game * 37 % 101);
        ck_assert_int_eq(
            carc_game_init(g, cat, &rules, nplayers, (uint64_t)game, reason, sizeof reason),
            CARC_OK);
        carc_rng r1, r2;
        carc_rng_seed(&r1, (uint64_t)game);
        for (int turn = 0; turn < game % 3 * 20; turn++)
            carc_game_random_turn(g, &r1, percent, NULL);
        carc_game_copy(h, g);
        r2 = r1;
        while (carc_game_random_turn(g, &r1, percent, NULL))
            ;
        carc_game_random_finish(h, &r2, percent);
        ck_assert(h->over);
        ck_assert_mem_eq(&r1, &r2, sizeof r1);
        ck_assert_mem_eq(g->score, h->score, sizeof g->score);
        ck_assert_mem_eq(g->breakdown, h->breakdown, sizeof g->breakdown);
        ck_assert_mem_eq(g->home, h->home, sizeof g->home);
        ck_assert_int_eq(g->deck_pos, h->deck_pos);
        ck_assert_int_eq(g->nfigures, h->nfigures);
        ck_assert_mem_eq(g->figures, h->figures, g->nfigures * sizeof g->figures[0]);
        ck_assert_int_eq(g->ntiles, h->ntiles);
        ck_assert_mem_eq(g->tiles, h->tiles, g->ntiles * sizeof g->tiles[0]);
        carc_game_random_finish(h, &r2, percent);
        ck_assert_mem_eq(&r1, &r2, sizeof r1);
    }
    free(h);
}
END_TEST

typedef struct played {
    bool discard;
    carc_move m;
} played;

START_TEST(random_games_properties)
{
    static const char *const sets[4] = {"base", "base,river", "base,inns-cathedrals",
                                        "base,river,inns-cathedrals"};
    static played moves[CARC_MAX_DECK];
    carc_game *replay = malloc(sizeof *replay);
    carc_rng rng;
    carc_rng_seed(&rng, 1);
    char reason[128];
    for (int game = 0; game < 1000; game++) {
        const carc_catalog *cat = fx_catalog(sets[game % 4]);
        carc_rules rules = {(carc_farm_scoring)(game / 4 % 4), game % 7 == 0};
        int nplayers = 2 + game % (cat->max_players - 1);
        ck_assert_int_eq(
            carc_game_init(g, cat, &rules, nplayers, (uint64_t)game, reason, sizeof reason),
            CARC_OK);
        uint8_t deck[CARC_MAX_DECK];
        memcpy(deck, g->deck, g->deck_len);
        int ndeck = g->deck_len, nmoves = 0;
        unsigned percent = carc_rng_below(&rng, 101);
        while (!g->over) {
            int16_t before[CARC_MAX_PLAYERS];
            memcpy(before, g->score, sizeof before);
            played *p = &moves[nmoves++];
            memset(p, 0, sizeof *p);
            p->m = carc_move_tile(p->m.at);
            if (!carc_game_random_placement(g, &rng, &p->m.at)) {
                p->discard = true;
                ck_assert_int_eq(carc_game_discard(g, NULL, reason, sizeof reason), CARC_OK);
            } else {
                carc_spot spots[CARC_MAX_FEATURES];
                int n = carc_game_legal_spots(g, &p->m.at, spots);
                bool big = carc_game_has_figure(g, CARC_FIG_BIG) && carc_rng_below(&rng, 3) == 0;
                if (n && (big || carc_game_has_figure(g, CARC_FIG_FOLLOWER)) &&
                    carc_rng_below(&rng, 100) < percent) {
                    p->m = carc_move_figure(p->m.at, big ? CARC_FIG_BIG : CARC_FIG_FOLLOWER,
                                            spots[carc_rng_below(&rng, (uint32_t)n)].feature);
                }
                ck_assert_msg(carc_game_check_move(g, &p->m, reason, sizeof reason) == CARC_OK,
                              "game %d: %s", game, reason);
                carc_game_play(g, &p->m, NULL);
            }
            for (int pl = 0; pl < nplayers; pl++) {
                ck_assert_int_ge(g->score[pl], before[pl]);
                int normal = 0, large = 0, sum = 0;
                for (int i = 0; i < g->nfigures; i++)
                    if (g->figures[i].player == pl) {
                        normal += g->figures[i].kind == CARC_FIG_FOLLOWER;
                        large += g->figures[i].kind == CARC_FIG_BIG;
                    }
                ck_assert_int_eq(carc_game_supply(g, pl, CARC_FIG_FOLLOWER) + normal,
                                 CARC_FOLLOWERS);
                ck_assert_int_eq(carc_game_supply(g, pl, CARC_FIG_BIG) + large,
                                 cat->figures[CARC_FIG_BIG]);
                for (int c = 0; c < CARC_CATEGORIES; c++)
                    sum += g->breakdown[pl][c];
                ck_assert_int_eq(sum, g->score[pl]);
            }
        }
        ck_assert_int_eq(
            carc_game_init_deck(replay, cat, &rules, nplayers, deck, ndeck, reason, sizeof reason),
            CARC_OK);
        for (int i = 0; i < nmoves; i++) {
            if (moves[i].discard) {
                ck_assert_int_eq(carc_game_discard(replay, NULL, reason, sizeof reason), CARC_OK);
                continue;
            }
            ck_assert_int_eq(carc_game_check_move(replay, &moves[i].m, reason, sizeof reason),
                             CARC_OK);
            carc_game_play(replay, &moves[i].m, NULL);
        }
        ck_assert(replay->over);
        ck_assert_mem_eq(replay->score, g->score, sizeof g->score);
        ck_assert_mem_eq(replay->breakdown, g->breakdown, sizeof g->breakdown);
        ck_assert_mem_eq(replay->home, g->home, sizeof g->home);
    }
    free(replay);
}
END_TEST

Suite *game_suite(void);
Suite *game_suite(void)
{
    Suite *s = suite_create("game");
    TCase *tc = tcase_create("game");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, deck_from_seed);
    tcase_add_test(tc, deck_river_order);
    tcase_add_test(tc, init_refusals);
    tcase_add_test(tc, events);
    tcase_add_test(tc, copy);
    tcase_add_test(tc, random_finish);
    tcase_add_test(tc, random_games_properties);
    tcase_set_timeout(tc, 300);
    suite_add_tcase(s, tc);
    return s;
}
