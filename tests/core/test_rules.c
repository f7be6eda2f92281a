/*
 * test_rules.c: the rules module: every refusal and its reason, the River's continuation rules,
 * follower spots, and that enumeration, random choice and checking agree with each other and
 * with a brute-force search of the board.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "mod_abbot.h"
#include "mod_dragon.h"
#include "mod_inns.h"
#include "mod_traders.h"
#include "module.h"

static carc_game *g;

static void setup(void)
{
    g = malloc(sizeof *g);
}

static void teardown(void)
{
    free(g);
}

START_TEST(placement_refusals)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U E U U");
    ck_assert_str_eq(fx_refusal(g, "U 0 0 0"), "a tile is already there");
    ck_assert_str_eq(fx_refusal(g, "U 5 5 0"), "it touches no placed tile");
    ck_assert_str_eq(fx_refusal(g, "U 1 1 0"), "it touches no placed tile"); /* corner only */
    ck_assert_str_eq(fx_refusal(g, "U 0 -1 0"), "south side: road meets city");
    ck_assert_str_eq(fx_refusal(g, "U 1 0 0"), "west side: field meets road");
    carc_move m = fx_move(g, "U 1 0 90");
    m.at.rot = 4;
    char reason[128];
    ck_assert_int_eq(carc_game_check_move(g, &m, reason, sizeof reason), CARC_ILLEGAL);
    ck_assert_str_eq(reason, "a rotation must be 0, 90, 180 or 270 degrees");
    fx_play(g, "U 1 0 90", NULL);
    /* E's city faces west into the hole (0,-1), above D's city: U's east road meets it. */
    fx_play(g, "E 1 -1 270", NULL);
    ck_assert_str_eq(fx_refusal(g, "U 0 -1 90"), "east side: road meets city");
}
END_TEST

START_TEST(follower_refusals)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U U U");
    carc_move m = carc_move_figure(fx_move(g, "U 1 0 90").at, CARC_FIG_FOLLOWER, 9);
    char reason[128];
    ck_assert_int_eq(carc_game_check_move(g, &m, reason, sizeof reason), CARC_ILLEGAL);
    ck_assert_str_eq(reason, "the tile has no such feature for a follower");
    ck_assert_str_eq(fx_refusal(g, "U 1 0 90 E big"),
                     "there is no large follower without Inns & Cathedrals");
    fx_play(g, "U 1 0 90 E", NULL);
    ck_assert_str_eq(fx_refusal(g, "U 2 0 90 E"), "the road there already has a follower");
    fx_play(g, "U 2 0 90 S", NULL); /* the field south of the road is free */
    g->home[0] &= (uint16_t)~0x7Fu; /* as if Ana's seven followers were all on the board */
    ck_assert(!carc_game_has_figure(g, CARC_FIG_FOLLOWER));
    ck_assert_str_eq(fx_refusal(g, "U -1 0 90 E"), "the player has no follower left");
}
END_TEST

START_TEST(large_follower_once)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "U U U");
    ck_assert(carc_game_has_figure(g, CARC_FIG_BIG));
    fx_play(g, "U 1 0 90 E big", NULL);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_FOLLOWER), 7);
    ck_assert_int_eq(carc_game_supply(g, 0, CARC_FIG_BIG), 0);
    fx_play(g, "U -1 0 90", NULL);
    ck_assert_str_eq(fx_refusal(g, "U 2 0 90 S big"), "the large follower is already on the board");
    fx_play(g, "U 2 0 90 S", NULL);
}
END_TEST

START_TEST(discard_only_when_nothing_fits)
{
    /* E caps D's city; then the only hole that needed a city is gone and the four-sided city C
       fits nowhere: it is discarded and the same player (Luis) draws U. */
    fx_start(g, "base", FX_RULES_3RD, 2, "E C U");
    char reason[128];
    ck_assert_int_eq(carc_game_discard(g, NULL, reason, sizeof reason), CARC_ILLEGAL);
    ck_assert_str_eq(reason, "tile E fits on the board, so it may not be discarded");
    fx_play(g, "E 0 -1 180", NULL);
    ck_assert_int_eq(g->current, 1);
    ck_assert(!carc_game_can_place(g));
    carc_placement p;
    carc_rng rng;
    carc_rng_seed(&rng, 1);
    ck_assert(!carc_game_random_placement(g, &rng, &p));
    ck_assert_int_eq(carc_game_legal_placements(g, &p, 1), 0);
    carc_events ev = {0};
    ck_assert_int_eq(carc_game_discard(g, &ev, reason, sizeof reason), CARC_OK);
    ck_assert_int_eq(ev.count, 1);
    ck_assert_int_eq(ev.ev[0].type, CARC_EV_DISCARD);
    ck_assert_int_eq(ev.ev[0].tile, fx_type(g, "C"));
    ck_assert_int_eq(g->current, 1);
    ck_assert_int_eq(carc_game_tile_in_hand(g), fx_type(g, "U"));
    fx_play(g, "U 1 0 90", NULL);
    ck_assert(g->over);
    ck_assert_int_eq(carc_game_tile_in_hand(g), -1);
    p = (carc_placement){2, 0, 1};
    ck_assert_int_eq(carc_game_check_placement(g, &p, reason, sizeof reason), CARC_ILLEGAL);
    ck_assert_str_eq(reason, "the game is over: no tile is left to place");
}
END_TEST

/* The River (RULES.md 2). The spring R1 lies at (0,0), its river flowing east. */
START_TEST(river_continues)
{
    fx_start(g, "base,river", FX_RULES_3RD, 2, "R7 R10 R10 R2");
    ck_assert_int_eq(g->tiles[0].type, fx_type(g, "R1"));
    /* Sides match below the spring, but the river would not continue. */
    ck_assert_str_eq(fx_refusal(g, "R7 0 1 0"),
                     "the river must continue the river already on the board");
    ck_assert_str_eq(fx_refusal(g, "R7 1 0 0 E"), "no follower may stand on the river");
    carc_placement p[16];
    /* R7 (straight) continues east in two rotations that are the same tile. */
    ck_assert_int_eq(carc_game_legal_placements(g, p, 16), 2);
    fx_play(g, "R7 1 0 0 N", NULL); /* a farmer north of the river */
    /* R10 turns the river south at (2,0). */
    fx_play(g, "R10 2 0 0", NULL);
    /* Turning west again at (2,1) would run back towards the spring's row: refused. */
    ck_assert_str_eq(fx_refusal(g, "R10 2 1 90"),
                     "the river may not turn back on itself or run towards other tiles");
    ck_assert_str_eq(fx_refusal(g, "R10 2 1 0"), "north side: field meets river");
    ck_assert_int_eq(carc_game_legal_placements(g, p, 16), 1);
    ck_assert_int_eq(p[0].x, 2);
    ck_assert_int_eq(p[0].y, 1);
    ck_assert_int_eq(p[0].rot, 2); /* turning east: an S-bend */
    fx_play(g, "R10 2 1 180", NULL);
    fx_play(g, "R2 3 1 0", NULL); /* the lake closes the river */
    ck_assert(g->over);
}
END_TEST

/* Every placement the brute force accepts is enumerated, and nothing else, on boards from
   random games; random placements are always among them. */
START_TEST(enumeration_matches_brute_force)
{
    carc_rng rng;
    carc_rng_seed(&rng, 77);
    char reason[128];
    static carc_placement list[4 * 4 * CARC_MAX_HOLES];
    for (int game = 0; game < 12; game++) {
        const char *sets = game % 3 == 0 ? "base" : game % 3 == 1 ? "base,river"
                                                                  : "base,river,inns-cathedrals";
        ck_assert_int_eq(carc_game_init(g, fx_catalog(sets), &FX_RULES_3RD, 3, (uint64_t)game,
                                        reason, sizeof reason),
                         CARC_OK);
        while (!g->over) {
            int n = carc_game_legal_placements(g, list, (int)(sizeof list / sizeof list[0]));
            int brute = 0, minx, miny, maxx, maxy;
            carc_game_bounds(g, &minx, &miny, &maxx, &maxy);
            for (int y = miny - 2; y <= maxy + 2; y++)
                for (int x = minx - 2; x <= maxx + 2; x++)
                    for (int r = 0; r < 4; r++) {
                        carc_placement p = {(int16_t)x, (int16_t)y, (uint8_t)r};
                        if (carc_game_check_placement(g, &p, reason, sizeof reason) != CARC_OK)
                            continue;
                        brute++;
                        bool listed = false;
                        for (int i = 0; i < n && !listed; i++)
                            listed = list[i].x == x && list[i].y == y && list[i].rot == r;
                        ck_assert_msg(listed, "(%d,%d) rot %d legal but not enumerated", x, y, r);
                    }
            ck_assert_int_eq(brute, n);
            ck_assert_int_eq(carc_game_can_place(g), n > 0);
            carc_placement p;
            if (carc_game_random_placement(g, &rng, &p))
                ck_assert_int_eq(carc_game_check_placement(g, &p, reason, sizeof reason), CARC_OK);
            carc_game_random_turn(g, &rng, 40, NULL);
        }
    }
}
END_TEST

/* Draws 400 random placements per legal placement of the tile in hand and checks that each
   comes up between 300 and 500 times (a binomial with sd < 20: 5 sd either way). */
static void check_uniform(const carc_game *g, int min_legal)
{
    carc_placement list[64];
    int n = carc_game_legal_placements(g, list, 64);
    ck_assert_int_ge(n, min_legal);
    int counts[64] = {0};
    carc_rng rng;
    carc_rng_seed(&rng, 5);
    for (int k = 0; k < 400 * n; k++) {
        carc_placement p;
        ck_assert(carc_game_random_placement(g, &rng, &p));
        for (int i = 0; i < n; i++)
            if (list[i].x == p.x && list[i].y == p.y && list[i].rot == p.rot)
                counts[i]++;
    }
    for (int i = 0; i < n; i++) {
        ck_assert_int_gt(counts[i], 300);
        ck_assert_int_lt(counts[i], 500);
    }
}

/* Random placements are uniform over the legal ones, whichever way they are drawn: E fits in
   many places (the draws are mostly kept); C, a city on every side, fits only north of D, in
   4 rotations among 8 holes (the draws mostly fall back to counting); R10 after the spring
   must continue the river and has rotations that fit the sides but break the river rules. */
START_TEST(random_placement_uniform)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U V E");
    fx_play(g, "U 1 0 90", NULL);
    fx_play(g, "V 2 0 0", NULL);
    check_uniform(g, 5);

    fx_start(g, "base", FX_RULES_3RD, 2, "U V C");
    fx_play(g, "U 1 0 90", NULL);
    fx_play(g, "V 2 0 0", NULL);
    ck_assert_int_eq(carc_game_legal_placements(g, NULL, 0), 4);
    check_uniform(g, 4);

    fx_start(g, "base,river", FX_RULES_3RD, 2, "R10 R10");
    check_uniform(g, 1);
}
END_TEST

/* Follower spots: U placed east of D joins D's road and both its fields; nothing is occupied
   yet, so all three features are open. After a thief on that road, the next U further east
   offers only its two fields. */
START_TEST(spots)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U U");
    carc_spot spots[CARC_MAX_FEATURES];
    carc_move m = fx_move(g, "U 1 0 90");
    ck_assert_int_eq(carc_game_legal_spots(g, &m.at, spots), 3);
    fx_play(g, "U 1 0 90 E", NULL);
    m = fx_move(g, "U 2 0 90");
    int n = carc_game_legal_spots(g, &m.at, spots);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(spots[0].kind, CARC_FIELD);
    ck_assert_int_eq(spots[1].kind, CARC_FIELD);
}
END_TEST

/* A field joined through another field of the same tile. V (1,0) turned 90 runs its road from
   A's cloister (1,-1) to D's road; A's field wraps around A's road end and touches both of V's
   fields, the small one inside V's curve and the large one outside. The large one also touches
   D's field south of the road, where Ana's farmer on B (0,1) stands. Placed, V joins all of
   them into one field: its inner field is taken too, though no farmer touches it directly. */
START_TEST(field_taken_through_the_tile)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "E A B V");
    fx_play(g, "E 0 -1 180", NULL);
    fx_play(g, "A 1 -1 0", NULL);
    fx_play(g, "B 0 1 0 N", NULL);
    carc_move m = fx_move(g, "V 1 0 90");
    carc_spot spots[CARC_MAX_FEATURES];
    ck_assert_int_eq(carc_game_legal_spots(g, &m.at, spots), 1);
    ck_assert_int_eq(spots[0].kind, CARC_ROAD);
    ck_assert_str_eq(fx_refusal(g, "V 1 0 90 NNW"), "the field there already has a follower");
    ck_assert_str_eq(fx_refusal(g, "V 1 0 90 SSE"), "the field there already has a follower");
    fx_play(g, "V 1 0 90 N", NULL);
}
END_TEST

/* The reason refusing move m, which must be refused. */
static carc_reason why_move(const carc_game *game, carc_move m)
{
    carc_reason why;
    ck_assert_int_eq(carc_game_check_move_why(game, &m, &why), CARC_ILLEGAL);
    return why;
}

/* The refusals as data (reason.h): the code and what it is about, on boards built by hand.
   D (0,0) has its city north and its road east-west; U turned 90 continues the road east at
   (1,0), with a field north and south of it. */
START_TEST(reasons_as_data)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U E U U");
    /* U unturned at (0,-1): its south end is a road, D's north side a city. */
    carc_reason why = why_move(g, fx_move(g, "U 0 -1 0"));
    ck_assert_int_eq(why.code, CARC_WHY_EDGES);
    ck_assert_int_eq(why.side, 2);
    ck_assert_int_eq(why.edge, CARC_EDGE_ROAD);
    ck_assert_int_eq(why.other, CARC_EDGE_CITY);
    /* Unturned at (1,0): its west side is a field, D's east side a road. */
    why = why_move(g, fx_move(g, "U 1 0 0"));
    ck_assert_int_eq(why.code, CARC_WHY_EDGES);
    ck_assert_int_eq(why.side, 3);
    ck_assert_int_eq(why.edge, CARC_EDGE_FIELD);
    ck_assert_int_eq(why.other, CARC_EDGE_ROAD);
    ck_assert_int_eq(why_move(g, fx_move(g, "U 5 5 0")).code, CARC_WHY_DETACHED);
    /* A caller that needs no reason asks for none. */
    const carc_move far = fx_move(g, "U 5 5 0");
    ck_assert_int_eq(carc_game_check_move_why(g, &far, NULL), CARC_ILLEGAL);
    ck_assert_int_eq(why_move(g, fx_move(g, "U 0 0 0")).code, CARC_WHY_OCCUPIED);
    why = why_move(g, fx_move(g, "U 1 0 90 E big"));
    ck_assert_int_eq(why.code, CARC_WHY_NOT_IN_SETS);
    ck_assert_int_eq(why.figure, CARC_FIG_BIG);
    fx_play(g, "U 1 0 90 E", NULL);
    /* E's city caps D's; then U at (2,0) joins the road Ana's follower holds. */
    fx_play(g, "E 0 -1 180", NULL);
    why = why_move(g, fx_move(g, "U 2 0 90 E"));
    ck_assert_int_eq(why.code, CARC_WHY_TAKEN);
    ck_assert_int_eq(why.kind, CARC_ROAD);
    /* The same words as before, now worded from the data. */
    char text[128];
    ck_assert_str_eq(carc_reason_english(&why, text, sizeof text),
                     "the road there already has a follower");
    /* The tile fits, so it may not be discarded: the reason names it. */
    ck_assert_int_eq(carc_game_check_discard_why(g, &why), CARC_ILLEGAL);
    ck_assert_int_eq(why.code, CARC_WHY_TILE_FITS);
    ck_assert_str_eq(why.tile, "U");
}
END_TEST

/* The expansions' refusals: the figure and the kind of feature are in the reason. */
START_TEST(expansion_reasons_as_data)
{
    fx_start(g, "base,abbot,traders-builders", FX_RULES_3RD, 2, "U U");
    const carc_placement at = fx_move(g, "U 1 0 90").at;
    const int u = fx_type(g, "U");
    const unsigned south = (unsigned)carc_feature_at(g->cat, u, 1, carc_pos_parse("S"));
    const unsigned east = (unsigned)carc_feature_at(g->cat, u, 1, carc_pos_parse("E"));
    /* An abbot on the field south of the road. */
    carc_reason why = why_move(g, carc_move_figure(at, CARC_FIG_ABBOT, south));
    ck_assert_int_eq(why.code, CARC_WHY_STANDS_ONLY);
    ck_assert_int_eq(why.figure, CARC_FIG_ABBOT);
    ck_assert_int_eq(why.kind, CARC_FIELD);
    char text[128];
    ck_assert_str_eq(carc_reason_english(&why, text, sizeof text),
                     "an abbot stands only on a cloister or a garden, not on a field");
    /* A builder on that field: its own words, not the abbot's. */
    why = why_move(g, carc_move_figure(at, CARC_FIG_BUILDER, south));
    ck_assert_int_eq(why.code, CARC_WHY_STANDS_ONLY);
    ck_assert_int_eq(why.figure, CARC_FIG_BUILDER);
    ck_assert_str_eq(carc_reason_english(&why, text, sizeof text),
                     "a builder stands only on a road or a city, not on a field");
    /* A pig on the field, and a builder on the road, with no follower of Ana's there. */
    why = why_move(g, carc_move_figure(at, CARC_FIG_PIG, south));
    ck_assert_int_eq(why.code, CARC_WHY_ESCORT);
    ck_assert_int_eq(why.figure, CARC_FIG_PIG);
    why = why_move(g, carc_move_figure(at, CARC_FIG_BUILDER, east));
    ck_assert_int_eq(why.code, CARC_WHY_ESCORT);
    ck_assert_int_eq(why.figure, CARC_FIG_BUILDER);
    /* Nothing to take back yet. */
    ck_assert_int_eq(why_move(g, carc_move_back(at, 3)).code, CARC_WHY_NOT_ON_BOARD);
    /* Traders & Builders refuses 1st-edition farms. */
    const carc_rules first = {CARC_FARMS_1ST, false};
    ck_assert_int_eq(carc_game_check_rules_why(g->cat, &first, &why), CARC_ILLEGAL);
    ck_assert_int_eq(why.code, CARC_WHY_TRADERS_FARMS);
    ck_assert_int_eq(carc_game_check_rules_why(g->cat, &first, NULL), CARC_ILLEGAL);
    /* The Princess & the Dragon: no dragon flies before a volcano, no fairy before the tile. */
    fx_start(g, "base,princess-dragon", FX_RULES_3RD, 2, "U U");
    const carc_action dragon = {.type = CARC_ACT_DRAGON, .feature = 1};
    ck_assert_int_eq(carc_game_check_action_why(g, &dragon, &why), CARC_ILLEGAL);
    ck_assert_int_eq(why.code, CARC_WHY_NOT_FLYING);
    const carc_action fairy = {.type = CARC_ACT_FAIRY, .figure = 0};
    ck_assert_int_eq(carc_game_check_action_why(g, &fairy, &why), CARC_ILLEGAL);
    ck_assert_int_eq(why.code, CARC_WHY_PLACE_FIRST);
    const carc_action place = {.type = CARC_ACT_PLACE, .at = at};
    carc_game_apply(g, &place, NULL);
    ck_assert_int_eq(carc_game_check_action_why(g, &fairy, &why), CARC_ILLEGAL);
    ck_assert_int_eq(why.code, CARC_WHY_FAIRY_NONE);
}
END_TEST

/* Whether the code c is one of the base game's or one a module's table words. */
static bool declared(int c)
{
    if (c > CARC_WHY_NONE && c < CARC_WHY_MODULES)
        return true;
    for (int m = 0; m < CARC_MODULES; m++)
        for (const carc_words *w = carc_modules[m].words; w && w->english; w++)
            if (CARC_WHY_MODULE(m, w->code) == c)
                return true;
    return false;
}

/* Every code has English words, whatever figure or kind of feature it is about. */
START_TEST(every_reason_has_english)
{
    char text[200];
    int codes = 0;
    for (int c = CARC_WHY_NONE + 1; c < CARC_WHY_MODULE(CARC_MODULES, 0); c++) {
        if (!declared(c))
            continue;
        codes++;
        for (uint8_t f = 0; f < CARC_FIGURE_KINDS; f++)
            for (uint8_t k = 0; k < CARC_KINDS; k++) {
                const carc_reason why = {.code = (carc_refusal)c, .figure = f, .kind = k,
                                         .tile = "E"};
                carc_reason_english(&why, text, sizeof text);
                ck_assert_msg(text[0] != '\0' && strcmp(text, "refused (unknown reason)") != 0 &&
                                  strchr(text, '%') == NULL && strchr(text, '?') == NULL,
                              "code %d: \"%s\"", c, text);
            }
    }
    ck_assert_int_ge(codes, CARC_WHY_MODULES - 1 + 20);
    const carc_reason beyond = {.code = CARC_WHY_MODULE(CARC_MAX_MODULES, 0)};
    ck_assert_str_eq(carc_reason_english(&beyond, text, sizeof text), "refused (unknown reason)");
}
END_TEST

/* A module's refusals are worded in its own table alone: each entry of it is the words the core
   finds for its code and variant, shadowed by no other table. */
START_TEST(module_words_are_its_own)
{
    int entries = 0;
    for (int m = 0; m < CARC_MODULES; m++)
        for (const carc_words *w = carc_modules[m].words; w && w->english; w++) {
            const uint8_t v = w->variant < 0 ? CARC_NONE : (uint8_t)w->variant;
            const carc_reason why = {
                .code = CARC_WHY_MODULE(m, w->code), .figure = v, .kind = v, .side = v};
            ck_assert_msg(carc_reason_words(&why) == w, "%s: code %d", carc_modules[m].name,
                          w->code);
            entries++;
        }
    ck_assert_int_ge(entries, 20); /* the River's, the Abbot's, Traders & Builders', the dragon's */
    /* And its words of the core's codes about its own figures and features (the large
       follower's, the garden's...). */
    entries = 0;
    for (int m = 0; m < CARC_MODULES; m++)
        for (const carc_words *w = carc_modules[m].variants; w && w->english; w++) {
            const uint8_t v = w->variant < 0 ? CARC_NONE : (uint8_t)w->variant;
            const carc_reason why = {.code = w->code, .figure = v, .kind = v, .side = v};
            ck_assert_msg(carc_reason_words(&why) == w, "%s: code %d", carc_modules[m].name,
                          w->code);
            entries++;
        }
    ck_assert_int_eq(entries, 17);
}
END_TEST

Suite *rules_suite(void);
Suite *rules_suite(void)
{
    Suite *s = suite_create("rules");
    TCase *tc = tcase_create("refusals");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, placement_refusals);
    tcase_add_test(tc, follower_refusals);
    tcase_add_test(tc, large_follower_once);
    tcase_add_test(tc, discard_only_when_nothing_fits);
    tcase_add_test(tc, river_continues);
    tcase_add_test(tc, enumeration_matches_brute_force);
    tcase_add_test(tc, random_placement_uniform);
    tcase_add_test(tc, spots);
    tcase_add_test(tc, field_taken_through_the_tile);
    tcase_add_test(tc, reasons_as_data);
    tcase_add_test(tc, expansion_reasons_as_data);
    tcase_add_test(tc, every_reason_has_english);
    tcase_add_test(tc, module_words_are_its_own);
    tcase_set_timeout(tc, 120);
    suite_add_tcase(s, tc);
    return s;
}
