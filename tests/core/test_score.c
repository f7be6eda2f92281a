/*
 * test_score.c: the score module, on boards worked out by hand from RULES.md sections 1.2-1.4
 * and the worked examples of ../shared/seeds/ and ../shared/spec/RECORD.md. Each test's comment
 * shows the board and the arithmetic; the start tile D lies at (0,0) with its city to the north
 * and its road running west-east.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "fixture.h"
#include "mod_inns.h"

static carc_game *g;

static void setup(void)
{
    g = malloc(sizeof *g);
}

static void teardown(void)
{
    free(g);
}

#define RULES(farms, small) ((carc_rules){(farms), (small)})

/* RECORD.md's example. Ana's thief on U (1,0) sits on the road W(-1,0)-D-U-A(2,0): W's village
   and A's cloister close it, 4 tiles, 4 points, closed by Luis. E caps D's city: 2 tiles, no
   follower, nothing. Luis's monk on A has one neighbour (U) at the end: 1 + 1 = 2. */
START_TEST(record_example)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U W E A");
    fx_play(g, "U 1 0 90 E", NULL);
    fx_play(g, "W -1 0 0", NULL);
    fx_play(g, "E 0 -1 180", NULL);
    ck_assert_int_eq(g->score[0], 0);
    fx_play(g, "A 2 0 90 C", NULL);
    ck_assert(g->over);
    ck_assert_int_eq(g->score[0], 4);
    ck_assert_int_eq(g->score[1], 2);
    ck_assert_int_eq(g->breakdown[0][CARC_CAT_ROAD], 4);
    ck_assert_int_eq(g->breakdown[1][CARC_CAT_CLOISTER], 2);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_FOLLOWER), 7);
    ck_assert_int_eq(carc_game_supply(g, 1, CARC_FIG_FOLLOWER), 6);
}
END_TEST

/* carc_game_feature_value, worked out from RULES.md 1.3/1.4 on the record example's board:
   after U (1,0), the road D-U is open, 2 tiles: 2 now; D's city cap is open, 1 tile: 1 now;
   E caps it: complete, 2 tiles, 2 * 2 = 4; A's cloister at (2,0) has one of its eight cells
   filled, U at (1,0): 1 + 1 = 2, not complete; a field has no value of its own: -1. */
START_TEST(feature_values)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U E A V");
    fx_play(g, "U 1 0 90", NULL);
    bool complete = true;
    const carc_placed *d = &g->tiles[carc_game_tile_at(g, 0, 0)];
    const int road = carc_feature_at(g->cat, d->type, d->rot, CARC_E);
    const int city = carc_feature_at(g->cat, d->type, d->rot, CARC_N);
    const int field = carc_feature_at(g->cat, d->type, d->rot, CARC_S);
    ck_assert_int_eq(carc_game_feature_value(g, (uint16_t)(d->node0 + road), &complete), 2);
    ck_assert(!complete);
    ck_assert_int_eq(carc_game_feature_value(g, (uint16_t)(d->node0 + city), &complete), 1);
    ck_assert(!complete);
    ck_assert_int_eq(carc_game_feature_value(g, (uint16_t)(d->node0 + field), NULL), -1);
    fx_play(g, "E 0 -1 180", NULL);
    ck_assert_int_eq(carc_game_feature_value(g, (uint16_t)(d->node0 + city), &complete), 4);
    ck_assert(complete);
    fx_play(g, "A 2 0 90", NULL);
    const carc_placed *a = &g->tiles[carc_game_tile_at(g, 2, 0)];
    const int cloister = carc_feature_at(g->cat, a->type, a->rot, CARC_CENTRE);
    ck_assert_int_eq(carc_game_feature_value(g, (uint16_t)(a->node0 + cloister), &complete), 2);
    ck_assert(!complete);
}
END_TEST

/* The Spanish guide's round (seeds/001): Marta and Luis each hold a city cap, (-1,1) facing
   east and (1,1) facing west; Ana's F at (0,1) joins and closes them: 3 tiles and 1 pennant,
   2*3 + 2*1 = 8 to each of the tied players. */
START_TEST(seed_joined_cities_tie)
{
    fx_start(g, "base", FX_RULES_3RD, 3, "V V E E E F");
    fx_play(g, "V -1 0 180", NULL); /* Marta */
    fx_play(g, "V 1 0 90", NULL);   /* Luis */
    fx_play(g, "E 0 -1 180", NULL); /* Ana closes D's city: no follower, no points */
    fx_play(g, "E -1 1 90 E", NULL);  /* Marta's knight */
    fx_play(g, "E 1 1 270 W", NULL);  /* Luis's knight */
    ck_assert_str_eq(fx_refusal(g, "F 0 1 0 W"), "the city there already has a follower");
    carc_events ev = {0};
    fx_play(g, "F 0 1 0", &ev); /* Ana */
    ck_assert_int_eq(g->score[0], 8);
    ck_assert_int_eq(g->score[1], 8);
    ck_assert_int_eq(g->score[2], 0);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_FOLLOWER), 7);
    ck_assert_int_eq(carc_game_supply(g, 1, CARC_FIG_FOLLOWER), 7);
    int scores = 0, returns = 0;
    for (int i = 0; i < ev.count; i++) {
        if (ev.ev[i].type == CARC_EV_SCORE) {
            scores++;
            ck_assert_int_eq(ev.ev[i].kind, CARC_CITY);
            ck_assert_int_eq(ev.ev[i].value, 8);
            ck_assert(!ev.ev[i].final);
            carc_segment seg[8];
            ck_assert_int_eq(carc_game_feature_segments(g, ev.ev[i].node, seg, 8), 3);
        }
        returns += ev.ev[i].type == CARC_EV_RETURN;
    }
    ck_assert_int_eq(scores, 1);
    ck_assert_int_eq(returns, 2);
}
END_TEST

/* The Spanish guide's last example: an incomplete city of three tiles with two pennants scores
   3 + 2 = 5 at the end. D (0,0), F turned to run north-south (0,-1, pennant), M (0,-2) turned
   so its city opens south and east (pennant). */
START_TEST(seed_incomplete_city)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "F M");
    fx_play(g, "F 0 -1 90 N", NULL);
    fx_play(g, "M 0 -2 90", NULL);
    ck_assert(g->over);
    ck_assert_int_eq(g->score[0], 5);
    ck_assert_int_eq(g->breakdown[0][CARC_CAT_CITY], 5);
    ck_assert_int_eq(g->score[1], 0);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_FOLLOWER), 6); /* final scoring moves no follower */
}
END_TEST

/* A follower on a feature its own tile completes scores and comes home the same turn: E caps
   D's city, 2 tiles, 4 points (3rd edition), or 2 with the small city rule. */
START_TEST(small_city)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "E U");
    fx_play(g, "E 0 -1 180 S", NULL);
    ck_assert_int_eq(g->score[0], 4);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_FOLLOWER), 7);

    fx_start(g, "base", RULES(CARC_FARMS_3RD, true), 2, "E U");
    carc_events ev = {0};
    fx_play(g, "E 0 -1 180 S", &ev);
    ck_assert_int_eq(g->score[0], 2);
    bool small = false;
    for (int i = 0; i < ev.count; i++)
        small = small || (ev.ev[i].type == CARC_EV_SCORE && (ev.ev[i].why & CARC_WHY_SMALL_CITY));
    ck_assert(small);

    /* Three tiles are no small city: D + F (0,-1, pennant) + E (0,-2): 2*3 + 2 = 8. */
    fx_start(g, "base", RULES(CARC_FARMS_3RD, true), 2, "F E");
    fx_play(g, "F 0 -1 90 N", NULL);
    fx_play(g, "E 0 -2 180", NULL);
    ck_assert_int_eq(g->score[0], 8);
}
END_TEST

/* A road that enters the same tile twice counts it once (RULES.md 1.2). W (0,1) is a village
   below D; its east road runs through V (1,1), V (1,2), V (0,2) and back into its south road:
   both ends at the village, 4 distinct tiles, 4 points, though W holds two of its segments. */
START_TEST(road_through_a_tile_twice)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "W V V V");
    fx_play(g, "W 0 1 0", NULL);
    fx_play(g, "V 1 1 0 S", NULL);
    fx_play(g, "V 1 2 90", NULL);
    uint16_t road = (uint16_t)(g->tiles[2].node0 +
                               carc_feature_at(g->cat, g->tiles[2].type, 0, CARC_S));
    ck_assert(!carc_game_feature_complete(g, road));
    fx_play(g, "V 0 2 180", NULL);
    ck_assert(carc_game_feature_complete(g, road));
    ck_assert_int_eq(carc_game_feature_tiles(g, road), 4);
    carc_segment seg[8];
    ck_assert_int_eq(carc_game_feature_segments(g, road, seg, 8), 5);
    ck_assert_int_eq(g->score[1], 4);
    ck_assert_int_eq(g->score[0], 0);
}
END_TEST

/* The seven tiles that, with the start tile D at (0,0), surround the cell (0,1): an order in
   which each fits whether or not a cloister already stands at (0,1). */
static const char *const ring[7] = {"V 1 0 90", "V -1 0 180", "B 1 1 0",  "B -1 1 0",
                                    "E 1 2 180", "E -1 2 180", "B 0 2 0"};

/* A cloister B (0,1) below D with Ana's monk; the ring's seventh tile is its eighth
   neighbour and completes it: 9 points, and the monk comes home. */
START_TEST(cloister_completed)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "B V V B B E E B");
    fx_play(g, "B 0 1 0 C", NULL);
    for (int i = 0; i < 6; i++)
        fx_play(g, ring[i], NULL);
    ck_assert_int_eq(g->score[0], 0);
    ck_assert_int_eq(carc_game_neighbours(g, 0, 1), 7);
    fx_play(g, ring[6], NULL);
    ck_assert_int_eq(g->score[0], 9);
    ck_assert_int_eq(g->breakdown[0][CARC_CAT_CLOISTER], 9);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_FOLLOWER), 7);
    ck_assert_int_eq(g->score[1], 0);
}
END_TEST

/* The ring laid first, then the cloister B in the middle with a monk: it has its eight
   neighbours as it is placed, so it scores 9 on that very turn (Luis's, the eighth) and the
   monk comes straight home. */
START_TEST(cloister_completed_as_placed)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "V V B B E E B B");
    for (int i = 0; i < 7; i++)
        fx_play(g, ring[i], NULL);
    ck_assert_int_eq(carc_game_neighbours(g, 0, 1), 8);
    fx_play(g, "B 0 1 0 C", NULL);
    ck_assert_int_eq(g->score[1], 9);
    ck_assert_int_eq(g->breakdown[1][CARC_CAT_CLOISTER], 9);
    ck_assert_int_eq(carc_game_supply(g, 1, CARC_FIG_FOLLOWER), 7);
    ck_assert_int_eq(g->monks, 0);
    ck_assert_int_eq(g->score[0], 0);
}
END_TEST

/* Majority (RULES.md 1.2): separately occupied roads joined later. The road along y = 1 gets
   Ana's thief on U (0,1), Luis's on U (2,1) and U (4,1); U (1,1) and U (3,1) join them. At the
   end it is unfinished, 5 tiles: Luis has 2 thieves to Ana's 1 and alone scores 5. The top row
   (U, U, D, D east of the start tile) only gives the lower tiles something to touch. */
START_TEST(majority)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U U U U D D U U U");
    fx_play(g, "U 1 0 90", NULL);   /* Ana */
    fx_play(g, "U 2 0 90", NULL);   /* Luis */
    fx_play(g, "U 0 1 90 E", NULL); /* Ana's thief */
    fx_play(g, "U 2 1 90 E", NULL); /* Luis's thief */
    fx_play(g, "D 3 0 0", NULL);
    fx_play(g, "D 4 0 0", NULL);
    fx_play(g, "U 1 1 90", NULL);   /* Ana joins: one thief each */
    fx_play(g, "U 4 1 90 E", NULL); /* Luis's second thief, on a road of its own */
    fx_play(g, "U 3 1 90", NULL);   /* Ana joins: Luis 2, Ana 1 */
    ck_assert(g->over);
    ck_assert_int_eq(g->score[0], 0);
    ck_assert_int_eq(g->score[1], 5);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_FOLLOWER), 6);
    ck_assert_int_eq(carc_game_supply(g, 1, CARC_FIG_FOLLOWER), 5);
}
END_TEST

/* Farms under every edition (RULES.md 1.4). E (0,-1) caps D's city: a completed two-tile city
   with no knight. Ana's farmer stands in E's field (farm A, which touches the city); B (0,1) is
   Luis's neutral move; Ana's second farmer stands in U (1,0)'s north field, which joins D's small
   field beside the city (farm B, touching it too). The two farms do not meet.
     3rd: each farm scores 3 for the city: 6.
     2nd: the city scores once for Ana: 3.
     1st: the city's neighbouring farms hold 2 of Ana's farmers, none of Luis's: 4.
     none: no farmer may be placed. */
static void play_farms(carc_farm_scoring farms)
{
    fx_start(g, "base", RULES(farms, false), 2, "E B U");
    fx_play(g, "E 0 -1 180 N", NULL);
    fx_play(g, "B 0 1 0", NULL);
    fx_play(g, "U 1 0 90 N", NULL);
    ck_assert(g->over);
    ck_assert_int_eq(g->score[1], 0);
    ck_assert_int_eq(g->score[0], g->breakdown[0][CARC_CAT_FIELD]);
}

START_TEST(farms_3rd)
{
    play_farms(CARC_FARMS_3RD);
    ck_assert_int_eq(g->score[0], 6);
}
END_TEST

START_TEST(farms_2nd)
{
    play_farms(CARC_FARMS_2ND);
    ck_assert_int_eq(g->score[0], 3);
}
END_TEST

START_TEST(farms_1st)
{
    play_farms(CARC_FARMS_1ST);
    ck_assert_int_eq(g->score[0], 4);
}
END_TEST

START_TEST(farms_none)
{
    fx_start(g, "base", RULES(CARC_FARMS_NONE, false), 2, "E B U");
    ck_assert_str_eq(fx_refusal(g, "E 0 -1 180 N"),
                     "farmers are not in play (farm scoring \"none\")");
    carc_move m = fx_move(g, "E 0 -1 180");
    carc_spot spots[CARC_MAX_FEATURES];
    int n = carc_game_legal_spots(g, &m.at, spots);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(spots[0].kind, CARC_CITY);
}
END_TEST

/* Farms won by different players around one city: the board of play_farms, but Luis's farmer
   stands in farm A and Ana's in farm B. 3rd and 2nd editions: each farm scores 3 for its own
   winner. 1st edition: the city's farms hold one farmer of each: a tie, 4 each. */
static void play_farm_tie(carc_farm_scoring farms)
{
    fx_start(g, "base", RULES(farms, false), 2, "B E U");
    fx_play(g, "B 0 1 0", NULL);      /* Ana */
    fx_play(g, "E 0 -1 180 N", NULL); /* Luis: farm A */
    fx_play(g, "U 1 0 90 N", NULL);   /* Ana: farm B */
}

START_TEST(farm_tie)
{
    play_farm_tie(CARC_FARMS_3RD);
    ck_assert_int_eq(g->score[0], 3);
    ck_assert_int_eq(g->score[1], 3);
    play_farm_tie(CARC_FARMS_2ND);
    ck_assert_int_eq(g->score[0], 3);
    ck_assert_int_eq(g->score[1], 3);
    play_farm_tie(CARC_FARMS_1ST);
    ck_assert_int_eq(g->score[0], 4);
    ck_assert_int_eq(g->score[1], 4);
}
END_TEST

/* Inns & Cathedrals (RULES.md 3). I15 is a straight road with an inn. */

/* W (-1,0) and W (2,0) close the road W-D-I15-W at their villages: 4 tiles, with an inn
   2 per tile: 8. */
START_TEST(inn_completed)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "I15 W W");
    fx_play(g, "I15 1 0 0 E", NULL);
    fx_play(g, "W 2 0 0", NULL);
    carc_events ev = {0};
    fx_play(g, "W -1 0 0", &ev);
    ck_assert_int_eq(g->score[0], 8);
    bool why = false;
    for (int i = 0; i < ev.count; i++)
        why = why || (ev.ev[i].type == CARC_EV_SCORE && (ev.ev[i].why & CARC_WHY_INN));
    ck_assert(why);
}
END_TEST

/* Unfinished at the end, the road D-I15 (2 tiles) would score 2; with the inn it scores 0. */
START_TEST(inn_unfinished)
{
    carc_events ev = {0};
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "I15");
    fx_play(g, "I15 1 0 0 E", &ev);
    ck_assert(g->over);
    ck_assert_int_eq(g->score[0], 0);
    bool zero = false;
    for (int i = 0; i < ev.count; i++)
        zero = zero || (ev.ev[i].type == CARC_EV_SCORE && ev.ev[i].final &&
                        (ev.ev[i].why & CARC_WHY_INN_ZERO) && ev.ev[i].value == 0);
    ck_assert(zero);
}
END_TEST

/* The cathedral I1 (0,-1) above D, closed by three E caps: 5 tiles, no pennant, 3 per tile:
   15. Unfinished (I1 and D alone) it scores 0 where a plain city would score 2. */
START_TEST(cathedral)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "I1 E E E");
    fx_play(g, "I1 0 -1 0 N", NULL);
    fx_play(g, "E -1 -1 90", NULL);
    fx_play(g, "E 1 -1 270", NULL);
    fx_play(g, "E 0 -2 180", NULL);
    ck_assert_int_eq(g->score[0], 15);

    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "I1");
    fx_play(g, "I1 0 -1 0 N", NULL);
    ck_assert_int_eq(g->score[0], 0);
}
END_TEST

/* The large follower counts 2 for the majority, 1 figure otherwise. The joined-cities board
   of the Spanish example with two players: Ana's large knight against Luis's knight; F joins
   them into 3 tiles and a pennant: 8 to Ana alone. */
START_TEST(large_follower_wins_city)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "V V E E F");
    fx_play(g, "V -1 0 180", NULL);
    fx_play(g, "V 1 0 90", NULL);
    fx_play(g, "E -1 1 90 E big", NULL);
    fx_play(g, "E 1 1 270 W", NULL);
    fx_play(g, "F 0 1 0", NULL);
    ck_assert_int_eq(g->score[0], 8);
    ck_assert_int_eq(g->score[1], 0);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_BIG), 1);
    ck_assert_int_eq(carc_game_supply(g, 1, CARC_FIG_FOLLOWER), 7);
}
END_TEST

/* Ana's large knight on the cap west of C's hole against Luis's two knights on the caps east
   and north of it; C (four-sided, pennant) joins them with D's city: D, C and three caps,
   5 tiles and a pennant, 2 * 6 = 12 to each of the tied players (2 against 2). */
START_TEST(large_follower_ties_city)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "V V E E B E C");
    fx_play(g, "V -1 0 270", NULL);
    fx_play(g, "V 1 0 0", NULL);
    fx_play(g, "E -1 -1 90 E big", NULL);
    fx_play(g, "E 1 -1 270 W", NULL);
    fx_play(g, "B 1 -2 0", NULL);
    fx_play(g, "E 0 -2 180 S", NULL);
    fx_play(g, "C 0 -1 0", NULL);
    ck_assert_int_eq(g->score[0], 12);
    ck_assert_int_eq(g->score[1], 12);
}
END_TEST

/* In a field too: Ana's large farmer in E's field (0,-1) and Luis's farmer north of U (1,0)
   end in one field when B (1,-1) joins them. It touches the completed city D+E: 3 to Ana
   alone (2 against 1) under the 3rd edition, 4 under the 1st. */
START_TEST(large_follower_wins_field)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "E U B");
    fx_play(g, "E 0 -1 180 N big", NULL);
    fx_play(g, "U 1 0 90 N", NULL);
    fx_play(g, "B 1 -1 0", NULL);
    ck_assert_int_eq(g->score[0], 3);
    ck_assert_int_eq(g->score[1], 0);

    fx_start(g, "base,inns-cathedrals", RULES(CARC_FARMS_1ST, false), 2, "E U B");
    fx_play(g, "E 0 -1 180 N big", NULL);
    fx_play(g, "U 1 0 90 N", NULL);
    fx_play(g, "B 1 -1 0", NULL);
    ck_assert_int_eq(g->score[0], 4);
    ck_assert_int_eq(g->score[1], 0);
}
END_TEST

/* I3's inner field (position C) touches its four caps. Above D, its south cap closes D's
   city; E (1,-1) closes its east cap: the farmer scores 3 for each of the two completed
   cities: 6. */
START_TEST(inner_field)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "I3 E");
    fx_play(g, "I3 0 -1 0 C", NULL);
    ck_assert_int_eq(carc_node_kind(&g->nodes[g->figures[0].node]), CARC_FIELD);
    fx_play(g, "E 1 -1 270", NULL);
    ck_assert_int_eq(g->score[0], 6);
    ck_assert_int_eq(g->breakdown[0][CARC_CAT_FIELD], 6);
}
END_TEST

/* Six players take turns in order with Inns & Cathedrals. */
START_TEST(six_players)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 6, "U U U U U U U");
    for (int i = 0; i < 6; i++) {
        ck_assert_int_eq(g->current, i);
        char turn[32];
        snprintf(turn, sizeof turn, "U %d 0 90", i + 1);
        fx_play(g, turn, NULL);
    }
    ck_assert_int_eq(g->current, 0);
}
END_TEST

Suite *score_suite(void);
Suite *score_suite(void)
{
    Suite *s = suite_create("score");
    TCase *tc = tcase_create("scenarios");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, record_example);
    tcase_add_test(tc, feature_values);
    tcase_add_test(tc, seed_joined_cities_tie);
    tcase_add_test(tc, seed_incomplete_city);
    tcase_add_test(tc, small_city);
    tcase_add_test(tc, road_through_a_tile_twice);
    tcase_add_test(tc, cloister_completed);
    tcase_add_test(tc, cloister_completed_as_placed);
    tcase_add_test(tc, majority);
    tcase_add_test(tc, farms_3rd);
    tcase_add_test(tc, farms_2nd);
    tcase_add_test(tc, farms_1st);
    tcase_add_test(tc, farms_none);
    tcase_add_test(tc, farm_tie);
    suite_add_tcase(s, tc);
    TCase *ic = tcase_create("inns-cathedrals");
    tcase_add_checked_fixture(ic, setup, teardown);
    tcase_add_test(ic, inn_completed);
    tcase_add_test(ic, inn_unfinished);
    tcase_add_test(ic, cathedral);
    tcase_add_test(ic, large_follower_wins_city);
    tcase_add_test(ic, large_follower_ties_city);
    tcase_add_test(ic, large_follower_wins_field);
    tcase_add_test(ic, inner_field);
    tcase_add_test(ic, six_players);
    suite_add_tcase(s, ic);
    return s;
}
