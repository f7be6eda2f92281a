/*
 * test_aids.c: the board-reading queries of aids.h on boards built by hand, with every figure
 * worked out from RULES.md (1.2-1.4) and TILES.md. The start tile D lies at (0,0): its city to
 * the north, its road running west-east, the narrow field F1 between them, F2 to the south.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "aids.h"
#include "fixture.h"
#include "mod_inns.h"
#include "mod_traders.h"

static carc_game *g, *scratch;

static void setup(void)
{
    g = malloc(sizeof *g);
    scratch = malloc(sizeof *scratch);
}

static void teardown(void)
{
    free(g);
    free(scratch);
}

/* The node of the feature at board position pos of the tile at (x, y). */
static uint16_t node_at(int x, int y, int pos)
{
    const int ti = carc_game_tile_at(g, x, y);
    ck_assert_int_ge(ti, 0);
    const carc_placed *t = &g->tiles[ti];
    const int f = carc_feature_at(g->cat, t->type, t->rot, pos);
    ck_assert_int_ge(f, 0);
    return (uint16_t)(t->node0 + f);
}

/* RECORD.md's board, turn by turn. Ana's thief on U (1,0) rot 90: the road D-U has 2 tiles, two
   open ends; scored now (at the end) 1 per tile = 2, completed as it is also 2. Luis's W at
   (-1,0) ends it at its village: 3 tiles, 1 open end, 3 points. D's city cap: 1 tile, open, 1
   at the end, 2 * 1 = 2 if completed; E (0,-1) rot 180 with Ana's farmer closes it: 2 tiles, 2 *
   2 = 4. Luis's monk on A (2,0) rot 90 closes the road (4 tiles, Ana 4 points) and has one
   neighbour, U to its west: 1 + 1 = 2 now and at the end, 9 if surrounded. */
START_TEST(report_road_city_cloister)
{
    fx_start(g, "base", FX_RULES_3RD, 2, "U W E A V");
    fx_play(g, "U 1 0 90 E", NULL);
    carc_report r;
    carc_game_report(g, node_at(0, 0, CARC_E), scratch, &r);
    ck_assert_int_eq(r.kind, CARC_ROAD);
    ck_assert(!r.complete);
    ck_assert_int_eq(r.tiles, 2);
    ck_assert_int_eq(r.open, 2);
    ck_assert_int_eq(r.strength[0], 1);
    ck_assert_int_eq(r.figures[0], 1);
    ck_assert_int_eq(r.strength[1], 0);
    ck_assert_int_eq(r.lead, 1);
    ck_assert_int_eq(r.now, 2);
    ck_assert_int_eq(r.if_completed, 2);
    ck_assert_int_eq(r.at_end, 2);
    ck_assert(r.why_end & CARC_WHY_INCOMPLETE);
    fx_play(g, "W -1 0 0", NULL);
    carc_game_report(g, node_at(1, 0, CARC_W), scratch, &r);
    ck_assert_int_eq(r.tiles, 3);
    ck_assert_int_eq(r.open, 1);
    ck_assert_int_eq(r.now, 3);

    carc_game_report(g, node_at(0, 0, CARC_N), scratch, &r);
    ck_assert_int_eq(r.kind, CARC_CITY);
    ck_assert_int_eq(r.tiles, 1);
    ck_assert_int_eq(r.lead, 0);
    ck_assert_int_eq(r.now, 1);
    ck_assert_int_eq(r.if_completed, 2);
    fx_play(g, "E 0 -1 180 N", NULL);
    carc_game_report(g, node_at(0, 0, CARC_N), scratch, &r);
    ck_assert(r.complete);
    ck_assert_int_eq(r.tiles, 2);
    ck_assert_int_eq(r.open, 0);
    ck_assert_int_eq(r.now, 4);
    ck_assert_int_eq(r.at_end, 4);

    fx_play(g, "A 2 0 90 C", NULL);
    ck_assert_int_eq(g->score[0], 4);
    carc_game_report(g, node_at(2, 0, CARC_CENTRE), scratch, &r);
    ck_assert_int_eq(r.kind, CARC_CLOISTER);
    ck_assert(!r.complete);
    ck_assert_int_eq(r.neighbours, 1);
    ck_assert_int_eq(r.around, 0x80); /* the west cell, last clockwise from the north-west */
    ck_assert_int_eq(r.strength[1], 1);
    ck_assert_int_eq(r.now, 2);
    ck_assert_int_eq(r.at_end, 2);
    ck_assert_int_eq(r.if_completed, 9);
}
END_TEST

/* The same board, the field of E (0,-1) rot 180 with Ana's farmer: it touches one completed
   city, D + E. 3rd and 2nd editions: 3 per city, Ana 3; 1st edition: 4 for the farmer majority
   around the city, Ana 4. D's southern field F2 runs on under U (1,0), around A's cloister
   (2,0), back over U's northern half to D's strip F1 along the city: it touches the city too,
   but nobody farms it, so it scores nothing. */
static void farm_board(carc_farm_scoring farms)
{
    fx_start(g, "base", (carc_rules){farms, false}, 2, "U W E A V");
    fx_play(g, "U 1 0 90 E", NULL);
    fx_play(g, "W -1 0 0", NULL);
    fx_play(g, "E 0 -1 180 N", NULL);
    fx_play(g, "A 2 0 90 C", NULL);
}

START_TEST(report_field)
{
    static const struct {
        carc_farm_scoring farms;
        int points;
    } editions[] = {{CARC_FARMS_3RD, 3}, {CARC_FARMS_2ND, 3}, {CARC_FARMS_1ST, 4}};
    for (size_t i = 0; i < sizeof editions / sizeof editions[0]; i++) {
        farm_board(editions[i].farms);
        carc_report r;
        carc_game_report(g, node_at(0, -1, CARC_N), scratch, &r);
        ck_assert_int_eq(r.kind, CARC_FIELD);
        ck_assert(!r.complete);
        ck_assert_int_eq(r.now, -1);
        ck_assert_int_eq(r.strength[0], 1);
        ck_assert_int_eq(r.ncities, 1);
        ck_assert_uint_eq(r.cities[0], carc_game_root(g, node_at(0, 0, CARC_N)));
        ck_assert_int_eq(r.city_points, editions[i].points);
        ck_assert_int_eq(r.field_points[0], editions[i].points);
        ck_assert_int_eq(r.field_points[1], 0);
        carc_game_report(g, node_at(0, 0, CARC_S), scratch, &r);
        ck_assert_int_eq(r.ncities, 1);
        ck_assert_uint_eq(r.root, carc_game_root(g, node_at(0, 0, CARC_ENE)));
        ck_assert_int_eq(r.lead, 0);
        ck_assert_int_eq(r.field_points[0], 0);
    }
}
END_TEST

/* The final scoring of that board now, V in Ana's hand: Ana has 4 (the road) and adds 3 for
   her farm (3rd edition); Luis's monk adds 1 + 1 = 2. In the figure step of a turn, the tile
   just placed is scored first: A placed without the monk closes the road (Ana 4 more) and the
   projection holds nothing for Luis. */
START_TEST(projection)
{
    farm_board(CARC_FARMS_3RD);
    carc_projection pr;
    carc_game_project(g, scratch, &pr, NULL);
    ck_assert_int_eq(pr.score[0], 7);
    ck_assert_int_eq(pr.score[1], 2);
    ck_assert_int_eq(pr.gain[0][CARC_CAT_FIELD], 3);
    ck_assert_int_eq(pr.gain[0][CARC_CAT_ROAD], 0);
    ck_assert_int_eq(pr.gain[1][CARC_CAT_CLOISTER], 2);
    ck_assert(!g->over); /* the game itself is untouched */
    ck_assert_int_eq(g->score[0], 4);

    fx_start(g, "base", FX_RULES_3RD, 2, "U W E A V");
    fx_play(g, "U 1 0 90 E", NULL);
    fx_play(g, "W -1 0 0", NULL);
    fx_play(g, "E 0 -1 180 N", NULL);
    const carc_action place = {.type = CARC_ACT_PLACE, .at = {2, 0, 1}};
    carc_game_apply(g, &place, NULL);
    ck_assert_int_eq(carc_game_phase(g), CARC_PHASE_FIGURE);
    carc_events ev;
    ev.count = 0;
    carc_game_project(g, scratch, &pr, &ev);
    ck_assert_int_eq(pr.score[0], 4 + 3);
    ck_assert_int_eq(pr.gain[0][CARC_CAT_ROAD], 4);
    ck_assert_int_eq(pr.score[1], 0);
    int fields = 0;
    for (int i = 0; i < ev.count; i++)
        if (ev.ev[i].type == CARC_EV_SCORE && ev.ev[i].kind == CARC_FIELD) {
            fields++;
            ck_assert_int_eq(ev.ev[i].points[0], 3);
        }
    ck_assert_int_eq(fields, 1);
}
END_TEST

/* dead_cell_board, a board around the cell (0,1): U (-1,0) and U (1,0) rot 90 carry D's road on; E (-1,1) rot
   90 and E (1,1) rot 270 turn their cities to it, B (1,2) and U (0,2) rot 0 close it from the
   south with a road. (0,1) needs field to the north (D), city to the east and the west, road
   to the south: of the tiles with cities on two opposite sides (C, F, G, H, Q, R, S, T), none
   has a field and a road on its other two, so no tile of the set fits, ever. The cell (0,-1) above D's
   city needs a city to the south: every type with a city side fits it (C to T: 18 types), but
   only the two V (field, field, road, road) are left. The cell (-2,0) needs a road to the east:
   V fits there turned 180 or 270 degrees, so both copies. */
static void dead_cell_board(carc_game *game)
{
    fx_start(game, "base", FX_RULES_3RD, 2, "U U E E B U V V");
    fx_play(game, "U -1 0 90", NULL);
    fx_play(game, "U 1 0 90", NULL);
    fx_play(game, "E -1 1 90", NULL);
    fx_play(game, "E 1 1 270", NULL);
    fx_play(game, "B 1 2 0", NULL);
    fx_play(game, "U 0 2 0", NULL);
}

START_TEST(fits_and_dead_cells)
{
    dead_cell_board(g);
    int counts[CARC_MAX_TYPES];
    ck_assert_int_eq(carc_game_remaining(g, true, counts), 2);
    ck_assert_int_eq(counts[fx_type(g, "V")], 2);
    ck_assert_int_eq(carc_game_remaining(g, false, counts), 1);

    carc_cell_fit cells[CARC_MAX_HOLES];
    const int n = carc_game_fit_cells(g, true, cells, CARC_MAX_HOLES);
    ck_assert_int_eq(n, g->nholes);
    bool seen[3] = {false, false, false};
    for (int i = 0; i < n; i++) {
        const carc_cell_fit *c = &cells[i];
        if (c->x == 0 && c->y == 1) {
            seen[0] = true;
            ck_assert_int_eq(c->tiles, 0);
            ck_assert_int_eq(c->catalog, 0);
        } else if (c->x == 0 && c->y == -1) {
            seen[1] = true;
            ck_assert_int_eq(c->tiles, 0);
            ck_assert_int_eq(c->catalog, 18);
        } else if (c->x == -2 && c->y == 0) {
            seen[2] = true;
            ck_assert_int_eq(c->tiles, 2);
            ck_assert_int_eq(c->types, 1);
        }
    }
    ck_assert(seen[0] && seen[1] && seen[2]);
    ck_assert_uint_eq(carc_game_type_fits(g, fx_type(g, "V"), -2, 0), 0xCu);
    ck_assert_uint_eq(carc_game_type_fits(g, fx_type(g, "V"), 0, 0), 0u); /* a tile is there */
    /* (0,-1) is a cell only used tiles could fill: the two E of this deck, both on the board,
       would (turned 180 degrees, city south), but no V does. */
    ck_assert_uint_eq(carc_game_type_fits(g, fx_type(g, "E"), 0, -1), 0x4u);
    ck_assert_uint_eq(carc_game_type_fits(g, fx_type(g, "V"), 0, -1), 0u);
    /* Without the tile in hand one V is left: the cell west of the board has one tile. */
    ck_assert_int_eq(carc_game_fit_cells(g, false, cells, CARC_MAX_HOLES), n);
    bool west = false;
    for (int i = 0; i < n; i++)
        if (cells[i].x == -2 && cells[i].y == 0) {
            west = true;
            ck_assert_int_eq(cells[i].tiles, 1);
        }
    ck_assert(west);
}
END_TEST

/* On dead_cell_board: why V (field, field, road south, road west) cannot go above D's city,
   rotation by rotation: the cell needs a city to the south, where V turned 0 or 270 degrees
   has a road and turned 90 or 180 a field. West of the board, 180 and 270 are legal; at 0 and
   90 a field meets U's road. */
START_TEST(why_not_here)
{
    dead_cell_board(g);
    carc_reason why[4];
    char said[4][96];
    ck_assert_uint_eq(carc_game_why_not(g, 0, -1, why), 0u);
    for (int q = 0; q < 4; q++) {
        ck_assert_int_eq(why[q].code, CARC_WHY_EDGES);
        ck_assert_int_eq(why[q].side, CARC_SIDE_S);
        carc_reason_english(&why[q], said[q], sizeof said[q]);
    }
    ck_assert_str_eq(said[0], "south side: road meets city");
    ck_assert_str_eq(said[1], "south side: field meets city");
    ck_assert_str_eq(said[2], "south side: field meets city");
    ck_assert_str_eq(said[3], "south side: road meets city");
    ck_assert_uint_eq(carc_game_why_not(g, -2, 0, why), 0xCu);
    ck_assert_str_eq(carc_reason_english(&why[0], said[0], sizeof said[0]),
                     "east side: field meets road");
    ck_assert_str_eq(carc_reason_english(&why[1], said[1], sizeof said[1]),
                     "east side: field meets road");
    ck_assert_int_eq(why[2].code, CARC_WHY_NONE);
    ck_assert_int_eq(why[3].code, CARC_WHY_NONE);
}
END_TEST

/* Inns & Cathedrals (RULES.md 3). The cathedral I1 (city on all four sides) above D with Ana's
   large knight: the city D + I1 has 2 tiles, 3 open sides (I1's west, north and east), no
   pennant; Ana's strength is 2 with one figure. Unfinished with a cathedral it scores 0 now and
   at the end; completed as it is, 3 per tile: 6. The inn I15 (road west-east) east of D with a
   thief: the road D + I15 has 2 tiles and 2 open ends; unfinished with an inn, 0; completed,
   2 per tile: 4. */
START_TEST(report_inn_cathedral)
{
    fx_start(g, "base,inns-cathedrals", FX_RULES_3RD, 2, "I1 I15 V");
    fx_play(g, "I1 0 -1 0 N big", NULL);
    carc_report r;
    carc_game_report(g, node_at(0, 0, CARC_N), scratch, &r);
    ck_assert(r.marks & CARC_FLAG_CATHEDRAL);
    ck_assert(!(r.marks & CARC_FLAG_INN));
    ck_assert_int_eq(r.tiles, 2);
    ck_assert_int_eq(r.open, 3);
    ck_assert_int_eq(r.pennants, 0);
    ck_assert_int_eq(r.strength[0], 2);
    ck_assert_int_eq(r.figures[0], 1);
    ck_assert_int_eq(r.lead, 2);
    ck_assert_int_eq(r.now, 0);
    ck_assert_int_eq(r.at_end, 0);
    ck_assert(r.why_end & CARC_WHY_CATHEDRAL_ZERO);
    ck_assert_int_eq(r.if_completed, 6);
    ck_assert(r.why_completed & CARC_WHY_CATHEDRAL);
    fx_play(g, "I15 1 0 0 E", NULL);
    carc_game_report(g, node_at(0, 0, CARC_E), scratch, &r);
    ck_assert(r.marks & CARC_FLAG_INN);
    ck_assert_int_eq(r.tiles, 2);
    ck_assert_int_eq(r.open, 2);
    ck_assert_int_eq(r.strength[1], 1);
    ck_assert_int_eq(r.now, 0);
    ck_assert(r.why_end & CARC_WHY_INN_ZERO);
    ck_assert_int_eq(r.if_completed, 4);
}
END_TEST

/* Traders & Builders (RULES.md 4.1): TB1 (city north and west, wine on it) turned 180 degrees
   above D joins D's city: one wine on the city, 2 tiles, TB1's east side open. */
START_TEST(report_goods)
{
    fx_start(g, "base,traders-builders", FX_RULES_3RD, 2, "TB1 V");
    fx_play(g, "TB1 0 -1 180", NULL);
    carc_report r;
    carc_game_report(g, node_at(0, 0, CARC_N), scratch, &r);
    ck_assert_int_eq(carc_traders_report_goods(&r, CARC_WINE), 1);
    ck_assert_int_eq(carc_traders_report_goods(&r, CARC_GRAIN), 0);
    ck_assert_int_eq(carc_traders_report_goods(&r, CARC_CLOTH), 0);
    ck_assert_int_eq(r.tiles, 2);
    ck_assert_int_eq(r.open, 1);
    ck_assert_int_eq(r.lead, 0);
}
END_TEST

Suite *aids_suite(void);

Suite *aids_suite(void)
{
    Suite *s = suite_create("aids");
    TCase *tc = tcase_create("queries");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, report_road_city_cloister);
    tcase_add_test(tc, report_field);
    tcase_add_test(tc, projection);
    tcase_add_test(tc, fits_and_dead_cells);
    tcase_add_test(tc, why_not_here);
    tcase_add_test(tc, report_inn_cathedral);
    tcase_add_test(tc, report_goods);
    suite_add_tcase(s, tc);
    return s;
}
