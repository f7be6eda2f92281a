/*
 * test_module_parts.c: what a rule module owns of a tile and of a feature (issue 31), through a
 * module of the test's own, "toll", registered at the start with no change to any file of the
 * game.
 *
 * A toll on a road (the mark `"toll": true` of a road in a tile set file) makes the road worth
 * 3 a tile when completed and nothing while unfinished; the tag {"toll-booth": "R1"} names the
 * feature its booth stands on, kept in the module's byte of the tile type. Its tile set, "toll",
 * is one tile: a road from the west side ending on the tile, with the toll and the booth.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids.h"
#include "module.h"
#include "tileset_io.h"

#define TOLL_FLAG 0x20u

static int toll_id = -1;

static const char toll_set[] =
    "{\"format\": \"carcassonne-tileset\", \"version\": 2, \"name\": \"toll\","
    " \"modules\": [\"toll\"], \"tiles\": ["
    "{\"id\": \"TL1\", \"count\": 2, \"sides\": [\"field\", \"field\", \"field\", \"road\"],"
    " \"tags\": {\"toll-booth\": \"R1\"}, \"features\": ["
    "{\"id\": \"R1\", \"kind\": \"road\", \"at\": [\"W\"], \"toll\": true},"
    "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"NNW\", \"N\", \"NNE\", \"ENE\", \"E\","
    " \"ESE\", \"SSE\", \"S\", \"SSW\", \"WSW\", \"WNW\"]}]}"
    "]}";

static void toll_tile_start(const carc_catalog *cat, carc_tile_type *t)
{
    (void)cat;
    carc_module_tile_part(t, toll_id)[0] = CARC_NO_FEATURE;
}

static int toll_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len)
{
    for (int j = 0; j < t->def.nfeatures; j++)
        if (strcmp(t->def.features[j].label, tag->value) == 0) {
            carc_module_tile_part(t, toll_id)[0] = (uint8_t)j;
            return 0;
        }
    snprintf(err, len, "tile %s: toll-booth: no feature %s", t->def.id, tag->value);
    return -1;
}

static int toll_value(const carc_game *g, uint16_t root, int tiles, bool complete, int value,
                      unsigned *why)
{
    (void)why;
    ck_assert(g->nodes[root].flags & TOLL_FLAG); /* asked only of a road with a toll */
    (void)value;
    return complete ? 3 * tiles : 0;
}

static const carc_module toll_module = {
    .name = "toll",
    .tags = {"toll-booth", NULL},
    .marks = {{"toll", CARC_ROAD, TOLL_FLAG, "only roads have tolls"}},
    .tile_bytes = 1,
    .tile_start = toll_tile_start,
    .read_tag = toll_tag,
    .feature_value = toll_value,
};

static carc_tileset sets[2];

/* The catalog of base, and of the toll set when with_toll. */
static carc_catalog *build(bool with_toll)
{
    char err[512];
    ck_assert_msg(
        carc_tileset_load(TEST_ASSETS_DIR "/tilesets/base.json", &sets[0], err, sizeof err) == 0,
        "%s", err);
    ck_assert_msg(
        carc_tileset_parse(toll_set, strlen(toll_set), "toll.json", &sets[1], err, sizeof err) == 0,
        "%s", err);
    const carc_tileset *list[2] = {&sets[0], &sets[1]};
    carc_catalog *cat = malloc(sizeof *cat);
    ck_assert_ptr_nonnull(cat);
    ck_assert_msg(carc_catalog_build(cat, list, with_toll ? 2 : 1, err, sizeof err) == 0, "%s",
                  err);
    return cat;
}

/* Its bytes of a tile and its words of a report follow the expansions' without overlapping
   them; a mark's flag must be a module's bit that no other module's marks use. */
START_TEST(registered)
{
    ck_assert_int_eq(toll_id, CARC_MODULES);
    const carc_module *t = &carc_modules[toll_id];
    for (int m = 0; m < CARC_MODULES; m++) {
        const carc_module *e = &carc_modules[m];
        ck_assert(e->tile_part + e->tile_bytes <= t->tile_part);
        ck_assert(e->report_part + e->report_words <= t->report_part);
        ck_assert_uint_eq(carc_module_marks(e) & TOLL_FLAG, 0);
    }
    ck_assert_int_le(t->tile_part + t->tile_bytes, CARC_TILE_PART);
    carc_module inn = {.name = "inn-again", .marks = {{"inn2", CARC_ROAD, 0x01u, "no"}}};
    ck_assert_int_eq(carc_module_register(&inn), -1); /* Inns & Cathedrals' inn */
    carc_module kind = {.name = "kind-bit", .marks = {{"odd", CARC_ROAD, 0x04u, "no"}}};
    ck_assert_int_eq(carc_module_register(&kind), -1); /* a bit of the node's kind */
    carc_module wide = {.name = "wide", .tile_bytes = CARC_TILE_PART};
    ck_assert_int_eq(carc_module_register(&wide), -1);
    carc_module words = {.name = "words", .report_words = CARC_REPORT_PART};
    ck_assert_int_eq(carc_module_register(&words), -1);
}
END_TEST

/* The file reader reads a registered module's mark like any other: on a road it sets the
   module's flag; on another kind it refuses the file with the module's words. */
START_TEST(mark_in_file)
{
    free(build(false)); /* parses both sets */
    ck_assert_uint_eq(sets[1].tiles[0].features[0].flags, TOLL_FLAG);
    ck_assert_uint_eq(sets[1].tiles[0].features[1].flags, 0);
    static const char bad[] =
        "{\"format\": \"carcassonne-tileset\", \"version\": 2, \"name\": \"t\", \"tiles\": ["
        "{\"id\": \"X\", \"count\": 1, \"sides\": [\"city\", \"city\", \"city\", \"city\"],"
        " \"features\": [{\"id\": \"C1\", \"kind\": \"city\", \"toll\": true, \"at\": [\"NNW\","
        " \"N\", \"NNE\", \"ENE\", \"E\", \"ESE\", \"SSE\", \"S\", \"SSW\", \"WSW\", \"W\","
        " \"WNW\"]}]}]}";
    carc_tileset *ts = malloc(sizeof *ts);
    char err[512];
    ck_assert_int_ne(carc_tileset_parse(bad, strlen(bad), "t.json", ts, err, sizeof err), 0);
    ck_assert_str_eq(err, "t.json: tiles[0].features[0].toll: only roads have tolls");
    free(ts);
}
END_TEST

/* Its byte of every tile type: the booth's feature on its tile, none on the base game's (its
   tile_start ran on every tile); the mark is in the node's flags; the catalog picks it as the
   one module to ask for a value, for roads with a toll. */
START_TEST(catalog)
{
    carc_catalog *cat = build(true);
    const int tl = carc_catalog_find(cat, "TL1");
    ck_assert_int_ge(tl, 0);
    ck_assert_uint_eq(carc_module_tile_part_of(&cat->types[tl], toll_id)[0], 0);
    ck_assert_uint_eq(cat->types[tl].node[0].flags & CARC_FLAG_MODULE_BITS, TOLL_FLAG);
    const int d = carc_catalog_find(cat, "D");
    ck_assert_uint_eq(carc_module_tile_part_of(&cat->types[d], toll_id)[0], CARC_NO_FEATURE);
    ck_assert_uint_eq(cat->value_modules, 1u << toll_id);
    ck_assert_uint_eq(cat->value_flags, TOLL_FLAG);
    free(cat);
    /* Not in play: its bytes still say "none", and no module is asked for a value. */
    cat = build(false);
    ck_assert_int_eq(carc_catalog_find(cat, "D"), d);
    ck_assert_uint_eq(carc_module_tile_part_of(&cat->types[d], toll_id)[0], CARC_NO_FEATURE);
    ck_assert_uint_eq(cat->value_modules, 0);
    ck_assert_uint_eq(cat->value_flags, 0);
    free(cat);
}
END_TEST

/* D's road is worth 1 a tile unfinished (RULES.md 1.4); TL1 east of D extends it to 2 tiles
   and brings the toll to its root: unfinished, it is worth nothing, and the report carries
   the mark. */
START_TEST(value)
{
    carc_catalog *cat = build(true);
    const uint8_t deck[1] = {(uint8_t)carc_catalog_find(cat, "TL1")};
    carc_game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    carc_rules rules = {.farms = CARC_FARMS_3RD};
    char reason[256];
    ck_assert_int_eq(carc_game_init_deck(g, cat, &rules, 2, deck, 1, reason, sizeof reason),
                     CARC_OK);
    const carc_tile_type *d = &cat->types[cat->start_type];
    ck_assert_str_eq(d->def.id, "D");
    const uint16_t road = (uint16_t)(g->tiles[0].node0 + d->turn[0].slot[CARC_E]);
    bool complete;
    ck_assert_int_eq(carc_game_feature_value(g, road, &complete), 1);
    ck_assert(!complete);
    carc_events ev = {0};
    const carc_move m = carc_move_tile((carc_placement){1, 0, 0});
    carc_game_play(g, &m, &ev);
    ck_assert_int_eq(g->ntiles, 2);
    ck_assert_int_eq(carc_game_feature_tiles(g, road), 2);
    ck_assert_int_eq(carc_game_feature_value(g, road, &complete), 0);
    carc_game *scratch = malloc(sizeof *scratch);
    carc_report r;
    carc_game_report(g, road, scratch, &r);
    ck_assert_uint_eq(r.marks, TOLL_FLAG);
    ck_assert_int_eq(r.at_end, 0);
    free(scratch);
    free(g);
    free(cat);
}
END_TEST

int main(void)
{
    toll_id = carc_module_register(&toll_module);
    Suite *s = suite_create("module_parts");
    TCase *tc = tcase_create("parts");
    tcase_add_test(tc, registered);
    tcase_add_test(tc, mark_in_file);
    tcase_add_test(tc, catalog);
    tcase_add_test(tc, value);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
