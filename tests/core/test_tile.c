/*
 * test_tile.c: the tile module: positions and rotations, the catalog of each combination of the
 * shipped sets (counts from TILES.md), rotation tables, symmetric rotations, and the fit table.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "fixture.h"
#include "mod_abbot.h"
#include "mod_inns.h"
#include "mod_traders.h"
#include "module.h"

START_TEST(positions)
{
    ck_assert_int_eq(carc_pos_rotate(CARC_NNW, 1), CARC_ENE);
    ck_assert_int_eq(carc_pos_rotate(CARC_WNW, 1), CARC_NNE);
    ck_assert_int_eq(carc_pos_rotate(CARC_N, 2), CARC_S);
    ck_assert_int_eq(carc_pos_rotate(CARC_CENTRE, 3), CARC_CENTRE);
    /* TILES.md: west-east pairs ENE-WNW, E-W, ESE-WSW; north-south SSE-NNE, S-N, SSW-NNW. */
    ck_assert_int_eq(carc_pos_facing(CARC_ENE), CARC_WNW);
    ck_assert_int_eq(carc_pos_facing(CARC_ESE), CARC_WSW);
    ck_assert_int_eq(carc_pos_facing(CARC_SSE), CARC_NNE);
    ck_assert_int_eq(carc_pos_facing(CARC_SSW), CARC_NNW);
    for (int p = 0; p < 12; p++)
        ck_assert_int_eq(carc_pos_facing(carc_pos_facing(p)), p);
    ck_assert_str_eq(carc_pos_name(CARC_WSW), "WSW");
    ck_assert_int_eq(carc_pos_parse("C"), CARC_CENTRE);
    ck_assert_int_eq(carc_pos_parse("NE"), -1);
}
END_TEST

START_TEST(catalog_sizes)
{
    const carc_catalog *base = fx_catalog("base");
    ck_assert_int_eq(base->ntypes, 24);
    ck_assert_int_eq(base->deck_size, 71); /* 72 tiles, one D starts */
    ck_assert_str_eq(base->types[base->start_type].def.id, "D");
    ck_assert_int_eq(base->types[carc_catalog_find(base, "D")].deck_count, 3);
    ck_assert_int_eq(base->max_players, 5);
    ck_assert_int_eq(base->figures[CARC_FIG_BIG], 0);
    ck_assert_int_eq(base->modules, 0);

    const carc_catalog *river = fx_catalog("base,river");
    ck_assert_int_eq(river->ntypes, 34);
    /* The spring starts and base D stays in the box: 71 + 11. */
    ck_assert_int_eq(river->deck_size, 82);
    ck_assert_str_eq(river->types[river->start_type].def.id, "R1");
    ck_assert_int_eq(river->types[carc_catalog_find(river, "D")].deck_count, 3);

    const carc_catalog *ic = fx_catalog("base,inns-cathedrals");
    ck_assert_int_eq(ic->ntypes, 41);
    ck_assert_int_eq(ic->deck_size, 89);
    ck_assert_int_eq(ic->max_players, 6);
    ck_assert_int_eq(ic->figures[CARC_FIG_BIG], 1);
    ck_assert_int_eq(ic->modules, 1u << CARC_MOD_INNS);

    const carc_catalog *all = fx_catalog("base,river,inns-cathedrals");
    ck_assert_int_eq(all->deck_size, 100);
}
END_TEST

/* The kinds of figure keep the numbers the game value and the records have always had (tile.h),
   each set's kinds in its own header; each module's figures are those of RULES.md 4.5
   ("Figures"): 7 followers a player, 1 large follower that counts 2 with Inns & Cathedrals, 1
   abbot with the Abbot, 1 builder and 1 pig with Traders & Builders, the base game's alone
   without a set. */
START_TEST(figure_kinds)
{
    ck_assert_int_eq(CARC_FIG_FOLLOWER, 0);
    ck_assert_int_eq(CARC_FIG_BIG, 1);
    ck_assert_int_eq(CARC_FIG_ABBOT, 2);
    ck_assert_int_eq(CARC_FIG_BUILDER, 3);
    ck_assert_int_eq(CARC_FIG_PIG, 4);
    ck_assert_int_eq(CARC_FIGURE_KINDS, 5);
    /* RECORD.md's meeple kinds, in the kinds' order. */
    static const char *const names[] = {"normal", "big", "abbot", "builder", "pig"};
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        ck_assert_int_eq(carc_figure_parse(names[k]), k);

    /* Each set's figures: the kinds it gives, how many of each, and what each counts for a
       majority (RULES.md 1.2, 4.5: the large follower 2, a follower or the abbot 1, the
       builder and the pig nothing), through the generic table. */
    static const struct {
        const char *sets;
        int kinds, figures, weight; /* kinds given, figures a player has, their weight summed */
    } want[] = {
        {"base", 1, 7, 7},
        {"base,inns-cathedrals", 2, 8, 9},
        {"base,abbot", 2, 8, 8},
        {"base,traders-builders", 3, 9, 7},
        {"base,river,festival,princess-dragon", 1, 7, 7},
        {"base,river,inns-cathedrals,abbot,festival,traders-builders,princess-dragon", 5, 11, 10},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const carc_catalog *cat = fx_catalog(want[i].sets);
        int kinds = 0, figures = 0, weight = 0;
        for (int k = 0; k < CARC_FIGURE_KINDS; k++) {
            kinds += cat->figures[k] > 0;
            figures += cat->figures[k];
            weight += cat->figures[k] * carc_figure_defs[k].weight;
        }
        ck_assert_msg(kinds == want[i].kinds && figures == want[i].figures &&
                          weight == want[i].weight,
                      "%s: %d kinds, %d figures, weight %d", want[i].sets, kinds, figures, weight);
        ck_assert_int_eq(cat->figures[CARC_FIG_FOLLOWER], 7);
    }

    /* The modules' own tables: the one large follower, weight 2; the one abbot; the one builder
       and the one pig; no other module gives a figure. */
    ck_assert_int_eq(carc_modules[CARC_MOD_INNS].figures[CARC_FIG_BIG], 1);
    ck_assert_int_eq(carc_figure_defs[CARC_FIG_BIG].weight, 2);
    ck_assert_int_eq(carc_modules[CARC_MOD_ABBOT].figures[CARC_FIG_ABBOT], 1);
    ck_assert_int_eq(carc_modules[CARC_MOD_TRADERS].figures[CARC_FIG_BUILDER], 1);
    ck_assert_int_eq(carc_modules[CARC_MOD_TRADERS].figures[CARC_FIG_PIG], 1);
    int given = 0;
    for (int m = 0; m < CARC_MODULES; m++)
        for (int k = 0; k < CARC_FIGURE_KINDS; k++)
            given += carc_modules[m].figures[k];
    ck_assert_int_eq(given, 4);
    ck_assert_int_eq(carc_figure_defs[CARC_FIG_FOLLOWER].weight, 1);
    ck_assert_int_eq(carc_figure_defs[CARC_FIG_ABBOT].weight, 1);
    ck_assert_int_eq(carc_figure_defs[CARC_FIG_BUILDER].weight, 0);
    ck_assert_int_eq(carc_figure_defs[CARC_FIG_PIG].weight, 0);
}
END_TEST

START_TEST(catalog_errors)
{
    static carc_catalog cat;
    static carc_tileset a, b;
    char err[256];
    memset(&a, 0, sizeof a);
    snprintf(a.name, sizeof a.name, "tiny");
    a.ntiles = 1;
    snprintf(a.tiles[0].id, sizeof a.tiles[0].id, "Z");
    a.tiles[0].count = 1;
    a.tiles[0].nfeatures = 1;
    a.tiles[0].features[0] = (carc_feature_def){.kind = CARC_FIELD, .mask = 0xFFF};
    const carc_tileset *sets[2] = {&a, &a};
    ck_assert_int_eq(carc_catalog_build(&cat, sets, 1, err, sizeof err), -1);
    ck_assert_str_eq(err, "no tile set in play has a start tile");
    ck_assert_int_eq(carc_catalog_build(&cat, sets, 2, err, sizeof err), -1);
    ck_assert_str_eq(err, "tile set tiny is listed twice");
    b = a;
    snprintf(b.name, sizeof b.name, "other");
    sets[1] = &b;
    ck_assert_int_eq(carc_catalog_build(&cat, sets, 2, err, sizeof err), -1);
    ck_assert_str_eq(err, "tile id Z appears in two tile sets");
    snprintf(a.start, sizeof a.start, "Z");
    ck_assert_int_eq(carc_catalog_build(&cat, sets, 1, err, sizeof err), 0);
    ck_assert_int_eq(cat.deck_size, 0);
}
END_TEST

START_TEST(rotations)
{
    const carc_catalog *cat = fx_catalog("base");
    const carc_tile_type *d = &cat->types[carc_catalog_find(cat, "D")];
    /* D: city N, road W-E, field S. */
    ck_assert_int_eq(d->turn[0].edge[CARC_SIDE_N], CARC_EDGE_CITY);
    ck_assert_int_eq(d->turn[0].edge[CARC_SIDE_E], CARC_EDGE_ROAD);
    ck_assert_int_eq(d->turn[0].edge[CARC_SIDE_S], CARC_EDGE_FIELD);
    ck_assert_int_eq(d->turn[1].edge[CARC_SIDE_E], CARC_EDGE_CITY);
    ck_assert_int_eq(d->turn[1].edge[CARC_SIDE_N], CARC_EDGE_ROAD);
    ck_assert_int_eq(d->turn[3].edge[CARC_SIDE_W], CARC_EDGE_CITY);
    int city = carc_feature_at(cat, carc_catalog_find(cat, "D"), 0, CARC_N);
    ck_assert_int_eq(d->def.features[city].kind, CARC_CITY);
    ck_assert_int_eq(carc_feature_at(cat, carc_catalog_find(cat, "D"), 1, CARC_E), city);
    ck_assert_int_eq(d->turn[1].mask[city], (1u << CARC_ENE) | (1u << CARC_E) | (1u << CARC_ESE));
    /* Symmetry: B and C look the same every way; U twice; D four ways. */
    ck_assert_int_eq(cat->types[carc_catalog_find(cat, "B")].distinct_rots, 0x1);
    ck_assert_int_eq(cat->types[carc_catalog_find(cat, "C")].distinct_rots, 0x1);
    ck_assert_int_eq(cat->types[carc_catalog_find(cat, "X")].distinct_rots, 0x1);
    ck_assert_int_eq(cat->types[carc_catalog_find(cat, "U")].distinct_rots, 0x3);
    ck_assert_int_eq(cat->types[carc_catalog_find(cat, "F")].distinct_rots, 0x3);
    ck_assert_int_eq(cat->types[carc_catalog_find(cat, "D")].distinct_rots, 0xF);
    /* H's two cities are separate features of one kind: a set may hold both. */
    const carc_tile_type *h = &cat->types[carc_catalog_find(cat, "H")];
    int east = carc_feature_at(cat, carc_catalog_find(cat, "H"), 0, CARC_E);
    ck_assert(h->multi >> east & 1u);
    ck_assert_int_eq(cat->types[carc_catalog_find(cat, "C")].multi, 0);
}
END_TEST

/* A hole that needs a city to its north and a road to its west: only D in rotation 0 fits (city
   north, road west-east); U never does. A hole that needs a road to its east takes U turned
   either way (90 or 270), and a hole with no needs takes any rotation. */
START_TEST(fit_table)
{
    const carc_catalog *cat = fx_catalog("base");
    int d = carc_catalog_find(cat, "D"), u = carc_catalog_find(cat, "U");
    int code = (1 + CARC_EDGE_CITY) * 1 + (1 + CARC_EDGE_ROAD) * 125;
    ck_assert_int_eq(cat->fit[d][code], 0x1 | 1 << 4);
    ck_assert_int_eq(cat->fit[u][code], 0);
    code = (1 + CARC_EDGE_ROAD) * 5;
    ck_assert_int_eq(cat->fit[u][code], 0xA | 2 << 4);
    ck_assert_int_eq(cat->fit[u][0], 0xF | 4 << 4);
}
END_TEST

Suite *tile_suite(void);
Suite *tile_suite(void)
{
    Suite *s = suite_create("tile");
    TCase *tc = tcase_create("catalog");
    tcase_add_test(tc, positions);
    tcase_add_test(tc, catalog_sizes);
    tcase_add_test(tc, figure_kinds);
    tcase_add_test(tc, catalog_errors);
    tcase_add_test(tc, rotations);
    tcase_add_test(tc, fit_table);
    suite_add_tcase(s, tc);
    return s;
}
