/*
 * test_tileset.c: the tile set loader (src/data/tileset_io.c).
 *
 * Every shipped tile set loads and says what TILES.md says (counts, features, pennants,
 * touches, the centre field of I3), the Princess & the Dragon what TILES-EXPANSIONS.md
 * section 4 says; the catalog of all sets builds; and a corpus of broken files, each made by
 * one edit of a valid one, gives exactly its expected one-line message and leaves the output
 * untouched.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mod_dragon.h"
#include "mod_inns.h"
#include "tileset_io.h"

/* One valid tile, the start tile D, as the files write it. */
#define TILE_D                                                                                     \
    "{\"id\": \"D\", \"count\": 4, \"sides\": [\"city\", \"road\", \"field\", \"road\"], "         \
    "\"features\": [{\"id\": \"C1\", \"kind\": \"city\", \"at\": [\"NNW\", \"N\", \"NNE\"], "      \
    "\"pennants\": 0}, {\"id\": \"R1\", \"kind\": \"road\", \"at\": [\"E\", \"W\"]}, "             \
    "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"ENE\", \"WNW\"], \"touches\": [\"C1\"]}, "   \
    "{\"id\": \"F2\", \"kind\": \"field\", \"at\": [\"ESE\", \"SSE\", \"S\", \"SSW\", \"WSW\"]}]}"

/* A cloister tile, B. */
#define TILE_B                                                                                     \
    "{\"id\": \"B\", \"count\": 4, \"sides\": [\"field\", \"field\", \"field\", \"field\"], "      \
    "\"features\": [{\"id\": \"M1\", \"kind\": \"cloister\", \"at\": [\"C\"]}, "                   \
    "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"NNW\", \"N\", \"NNE\", \"ENE\", \"E\", "     \
    "\"ESE\", \"SSE\", \"S\", \"SSW\", \"WSW\", \"W\", \"WNW\"]}]}"

#define HEAD                                                                                       \
    "{\"format\": \"carcassonne-tileset\", \"version\": 2, \"name\": \"t\", \"start\": \"D\", "
#define VALID HEAD "\"tiles\": [" TILE_D ", " TILE_B "]}"

static char *assets_path(const char *name)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/tilesets/%s.json", carc_assets_dir(), name);
    return path;
}

static int feature_index(const carc_tile_def *t, int pos)
{
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].mask & (1u << pos))
            return j;
    return -1;
}

static const carc_tile_def *find_tile(const carc_tileset *ts, const char *id)
{
    for (int i = 0; i < ts->ntiles; i++)
        if (strcmp(ts->tiles[i].id, id) == 0)
            return &ts->tiles[i];
    return NULL;
}

static void load_set(const char *name, carc_tileset *ts)
{
    char err[512];
    int rc = carc_tileset_load(assets_path(name), ts, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
}

static void totals(const carc_tileset *ts, int *tiles, int *pennants, int *cloisters)
{
    *tiles = *pennants = *cloisters = 0;
    for (int i = 0; i < ts->ntiles; i++) {
        const carc_tile_def *t = &ts->tiles[i];
        *tiles += t->count;
        for (int j = 0; j < t->nfeatures; j++) {
            *pennants += t->count * t->features[j].pennants;
            *cloisters += t->count * (t->features[j].kind == CARC_CLOISTER);
        }
    }
}

START_TEST(base_set_matches_tiles_md)
{
    carc_tileset ts;
    load_set("base", &ts);
    int tiles, pennants, cloisters;
    totals(&ts, &tiles, &pennants, &cloisters);
    ck_assert_int_eq(ts.ntiles, 24);
    ck_assert_int_eq(tiles, 72);
    ck_assert_int_eq(pennants, 10);
    ck_assert_int_eq(cloisters, 6);
    ck_assert_str_eq(ts.name, "base");
    ck_assert_str_eq(ts.start, "D");
    ck_assert_int_eq(ts.nmodules, 0);

    const carc_tile_def *d = find_tile(&ts, "D");
    ck_assert_ptr_nonnull(d);
    ck_assert_int_eq(d->nfeatures, 4);
    ck_assert_int_eq(d->draw_order, 2);
    ck_assert_int_eq(d->features[0].kind, CARC_CITY);
    ck_assert_uint_eq(d->features[0].mask, 0x007u);
    ck_assert_int_eq(d->features[1].kind, CARC_ROAD);
    ck_assert_uint_eq(d->features[1].mask, (1u << CARC_E) | (1u << CARC_W));
    ck_assert_uint_eq(d->features[2].touches, 1u);
    ck_assert_uint_eq(d->features[3].touches, 0u);

    /* H: two separate city caps, and the field between them touches both. */
    const carc_tile_def *h = find_tile(&ts, "H");
    ck_assert_ptr_nonnull(h);
    int f = feature_index(h, CARC_N);
    ck_assert_int_eq(h->features[f].kind, CARC_FIELD);
    ck_assert_uint_eq(h->features[f].touches,
                      (1u << feature_index(h, CARC_E)) | (1u << feature_index(h, CARC_W)));
    ck_assert_int_ne(feature_index(h, CARC_E), feature_index(h, CARC_W));

    /* A: the cloister at the centre; the field goes all round but the road. */
    const carc_tile_def *a = find_tile(&ts, "A");
    ck_assert_int_eq(a->features[feature_index(a, CARC_CENTRE)].kind, CARC_CLOISTER);
    ck_assert_uint_eq(a->features[feature_index(a, CARC_N)].mask, 0xFFFu & ~(1u << CARC_S));
}
END_TEST

START_TEST(river_set_matches_tiles_md)
{
    carc_tileset ts;
    load_set("river", &ts);
    int tiles, pennants, cloisters;
    totals(&ts, &tiles, &pennants, &cloisters);
    ck_assert_int_eq(ts.ntiles, 10);
    ck_assert_int_eq(tiles, 12);
    ck_assert_int_eq(cloisters, 1);
    ck_assert_int_eq(pennants, 0);
    ck_assert_str_eq(ts.start, "R1");
    ck_assert_int_eq(ts.start_priority, 1);
    ck_assert_int_eq(find_tile(&ts, "R2")->draw_order, 1);
    for (int i = 0; i < ts.ntiles; i++)
        if (strcmp(ts.tiles[i].id, "R2") != 0)
            ck_assert_int_eq(ts.tiles[i].draw_order, 0);
    const carc_tile_def *r1 = find_tile(&ts, "R1");
    ck_assert_int_eq(r1->features[feature_index(r1, CARC_E)].kind, CARC_RIVER);
}
END_TEST

START_TEST(inns_cathedrals_set_matches_tiles_md)
{
    carc_tileset ts;
    load_set("inns-cathedrals", &ts);
    int tiles, pennants, cloisters, inns = 0, cathedrals = 0;
    totals(&ts, &tiles, &pennants, &cloisters);
    for (int i = 0; i < ts.ntiles; i++)
        for (int j = 0; j < ts.tiles[i].nfeatures; j++) {
            inns += ts.tiles[i].count * !!(ts.tiles[i].features[j].flags & CARC_FLAG_INN);
            cathedrals +=
                ts.tiles[i].count * !!(ts.tiles[i].features[j].flags & CARC_FLAG_CATHEDRAL);
        }
    ck_assert_int_eq(ts.ntiles, 17);
    ck_assert_int_eq(tiles, 18);
    ck_assert_int_eq(pennants, 3);
    ck_assert_int_eq(cloisters, 1);
    ck_assert_int_eq(inns, 6);
    ck_assert_int_eq(cathedrals, 2);
    ck_assert_str_eq(ts.start, "");
    ck_assert_int_eq(ts.nmodules, 1);
    ck_assert_str_eq(ts.modules[0], "inns-cathedrals");

    /* I3: four city caps around an inner field at the centre that touches all four. */
    const carc_tile_def *i3 = find_tile(&ts, "I3");
    int f = feature_index(i3, CARC_CENTRE);
    ck_assert_int_eq(i3->features[f].kind, CARC_FIELD);
    ck_assert_uint_eq(i3->features[f].mask, CARC_CENTRE_BIT);
    ck_assert_uint_eq(i3->features[f].touches, 0xFu);

    /* I14: the inn is on the east road only. */
    const carc_tile_def *i14 = find_tile(&ts, "I14");
    ck_assert_uint_eq(i14->features[feature_index(i14, CARC_E)].flags, CARC_FLAG_INN);
    ck_assert_uint_eq(i14->features[feature_index(i14, CARC_W)].flags, 0u);
}
END_TEST

/* The type of a catalog named id, or NULL. */
static const carc_tile_type *find_type(const carc_catalog *cat, const char *id)
{
    for (int i = 0; i < cat->ntypes; i++)
        if (strcmp(cat->types[i].def.id, id) == 0)
            return &cat->types[i];
    return NULL;
}

#define BIT(p) (1u << (p))

/* TILES-EXPANSIONS.md section 4, the C2 tiles (RULES.md 4.6): 30 tiles, 6 volcanoes PD1-PD6,
   12 dragon tiles PD7-PD17 (two PD11), 6 portals PD18-PD23, 6 princesses PD24-PD29; pennants on
   PD14 and PD25 only (none on PD20); cloisters on PD8 and PD10; with the Abbot PD7g and PD28g
   for PD7 and PD28. */
START_TEST(princess_dragon_set_matches_tiles_expansions_md)
{
    carc_catalog *cat = malloc(sizeof *cat);
    char err[512];
    const char *sets[] = {"base", "princess-dragon", "abbot"};
    ck_assert_msg(carc_catalog_load(cat, NULL, sets, 2, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(cat->deck_size, 71 + 30);
    int volcano = 0, dragon = 0, portal = 0, princess = 0, pennants = 0, cloisters = 0;
    for (int i = 0; i < cat->ntypes; i++) {
        const carc_tile_type *t = &cat->types[i];
        if (strncmp(t->def.id, "PD", 2) != 0)
            continue;
        const int n = atoi(t->def.id + 2);
        volcano += t->deck_count * carc_dragon_tile_volcano(t);
        dragon += t->deck_count * carc_dragon_tile_dragon(t);
        portal += t->deck_count * carc_dragon_tile_portal(t);
        princess += t->deck_count * (carc_dragon_tile_princess(t) != CARC_NO_FEATURE);
        ck_assert_int_eq(carc_dragon_tile_volcano(t), n <= 6);
        ck_assert_int_eq(carc_dragon_tile_dragon(t), n >= 7 && n <= 17);
        ck_assert_int_eq(carc_dragon_tile_portal(t), n >= 18 && n <= 23);
        ck_assert_int_eq(carc_dragon_tile_princess(t) != CARC_NO_FEATURE, n >= 24);
        ck_assert_int_eq(t->deck_count, n == 11 ? 2 : 1);
        for (int j = 0; j < t->def.nfeatures; j++) {
            pennants += t->def.features[j].pennants;
            cloisters += t->def.features[j].kind == CARC_CLOISTER;
        }
    }
    ck_assert_int_eq(volcano, 6);
    ck_assert_int_eq(dragon, 12);
    ck_assert_int_eq(portal, 6);
    ck_assert_int_eq(princess, 6);
    ck_assert_int_eq(pennants, 2);
    ck_assert_int_eq(cloisters, 2);
    const carc_tile_def *pd20 = &find_type(cat, "PD20")->def;
    ck_assert_int_eq(pd20->features[feature_index(pd20, CARC_N)].pennants, 0);

    /* PD15: one road N-S under the city W+E, and two fields, each touching the city. */
    const carc_tile_def *pd15 = &find_type(cat, "PD15")->def;
    const int road = feature_index(pd15, CARC_N), city = feature_index(pd15, CARC_W);
    ck_assert_int_eq(pd15->features[road].kind, CARC_ROAD);
    ck_assert_uint_eq(pd15->features[road].mask, BIT(CARC_N) | BIT(CARC_S));
    ck_assert_int_eq(feature_index(pd15, CARC_E), city);
    const int north = feature_index(pd15, CARC_NNW), south = feature_index(pd15, CARC_SSE);
    ck_assert_int_ne(north, south);
    ck_assert_uint_eq(pd15->features[north].mask, BIT(CARC_NNW) | BIT(CARC_NNE));
    ck_assert_uint_eq(pd15->features[south].mask, BIT(CARC_SSE) | BIT(CARC_SSW));
    ck_assert_uint_eq(pd15->features[north].touches, BIT(city));
    ck_assert_uint_eq(pd15->features[south].touches, BIT(city));

    /* PD10: the cloister is a feature of its own, apart from the city round it. */
    const carc_tile_type *pd10 = find_type(cat, "PD10");
    ck_assert_int_ne(pd10->cloister, CARC_NO_FEATURE);
    ck_assert_int_ne(feature_index(&pd10->def, CARC_N), pd10->cloister);
    ck_assert_int_eq(pd10->def.features[feature_index(&pd10->def, CARC_N)].kind, CARC_CITY);

    /* PD25: the princess is on the north cap, not on the pennant city E+S. */
    const carc_tile_type *pd25 = find_type(cat, "PD25");
    ck_assert_int_eq(carc_dragon_tile_princess(pd25), feature_index(&pd25->def, CARC_N));
    ck_assert_uint_eq(pd25->def.features[carc_dragon_tile_princess(pd25)].mask,
                      BIT(CARC_NNW) | BIT(CARC_N) | BIT(CARC_NNE));
    ck_assert_int_eq(pd25->def.features[feature_index(&pd25->def, CARC_E)].pennants, 1);

    /* With the Abbot, PD7 and PD28 are the garden tiles PD7g and PD28g. */
    ck_assert_msg(carc_catalog_load(cat, NULL, sets, 3, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(cat->deck_size, 71 + 30);
    ck_assert_int_eq(find_type(cat, "PD7g")->deck_count, 1);
    ck_assert_int_eq(find_type(cat, "PD28g")->deck_count, 1);
    ck_assert(find_type(cat, "PD7") == NULL || find_type(cat, "PD7")->deck_count == 0);
    ck_assert(find_type(cat, "PD28") == NULL || find_type(cat, "PD28")->deck_count == 0);
    ck_assert(carc_dragon_tile_dragon(find_type(cat, "PD7g")));
    ck_assert_int_ne(carc_dragon_tile_princess(find_type(cat, "PD28g")), CARC_NO_FEATURE);
    free(cat);
}
END_TEST

START_TEST(catalog_of_every_set)
{
    carc_catalog *cat = malloc(sizeof *cat);
    char err[512];
    const char *all[] = {"base", "river", "inns-cathedrals"};
    ck_assert_int_eq(carc_catalog_load(cat, NULL, all, 1, err, sizeof err), 0);
    ck_assert_int_eq(cat->deck_size, 71);
    ck_assert_str_eq(cat->types[cat->start_type].def.id, "D");
    int rc = carc_catalog_load(cat, NULL, all, 3, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    ck_assert_str_eq(cat->types[cat->start_type].def.id, "R1");
    ck_assert_int_eq(cat->deck_size, 71 + 11 + 18);
    ck_assert_int_eq(cat->figures[CARC_FIG_BIG], 1);
    ck_assert_int_eq(cat->max_players, 6);

    const char *bad[] = {"base", "../base"};
    ck_assert_int_eq(carc_catalog_load(cat, NULL, bad, 2, err, sizeof err), -1);
    ck_assert_str_eq(err, "\"../base\" is not a tile set name");
    free(cat);
}
END_TEST

START_TEST(assets_dir_from_environment)
{
    setenv("CARC_ASSETS", "/somewhere/else", 1);
    ck_assert_str_eq(carc_assets_dir(), "/somewhere/else");
    setenv("CARC_ASSETS", "", 1);
    ck_assert_str_eq(carc_assets_dir(), CARC_ASSETS_DIR);
}
END_TEST

START_TEST(missing_file)
{
    carc_tileset ts;
    char err[512];
    ck_assert_int_eq(carc_tileset_load("/nonexistent/t.json", &ts, err, sizeof err), -1);
    ck_assert_str_eq(err, "/nonexistent/t.json: cannot open: No such file or directory");
}
END_TEST

START_TEST(valid_corpus_base)
{
    carc_tileset ts;
    char err[512];
    int rc = carc_tileset_parse(VALID, strlen(VALID), "t.json", &ts, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    ck_assert_int_eq(ts.ntiles, 2);
}
END_TEST

/* One broken file: the valid one with its first occurrence of `from` replaced by `to`. */
typedef struct broken {
    const char *from, *to, *message;
} broken;

static const broken corpus[] = {
    {"]}]}", "]}],}", "t.json: line 1, column 432: invalid JSON"},
    {"{\"format\"", "[{\"format\"", "t.json: line 1, column 681: invalid JSON"},
    {"\"carcassonne-tileset\"", "\"carcassonne-record\"",
     "t.json: format: expected \"carcassonne-tileset\", got \"carcassonne-record\""},
    {"\"format\": \"carcassonne-tileset\", ", "", "t.json: format: required key is missing"},
    {"\"version\": 2", "\"version\": 1",
     "t.json: version: unsupported version 1 (this program reads 2)"},
    {"\"version\": 2", "\"version\": \"2\"", "t.json: version: expected an integer, got a string"},
    {"\"version\": 2", "\"version\": 1.5", "t.json: version: expected an integer, got 1.5"},
    {"\"name\": \"t\", ", "", "t.json: name: required key is missing"},
    {"\"name\": \"t\"", "\"name\": \"Base\"",
     "t.json: name: \"Base\" must be lowercase letters, digits or '-'"},
    {"\"start\": \"D\"", "\"start\": \"Z\"", "t.json: start: no tile \"Z\" in this set"},
    {"\"start\": \"D\"", "\"start\": \"D\", \"modules\": \"abbot\"",
     "t.json: modules: expected an array, got a string"},
    {"\"start\": \"D\"", "\"start\": \"D\", \"modules\": [\"dragons\"]",
     "t.json: modules[0]: unknown rule module \"dragons\""},
    {"\"count\": 4", "\"count\": 4, \"tags\": [\"festival\"]",
     "t.json: tiles[0].tags: expected an object, got an array"},
    {"\"count\": 4", "\"count\": 4, \"tags\": {\"festival\": 1}",
     "t.json: tiles[0].tags.festival: expected a string, got a number"},
    {"\"count\": 4", "\"count\": 4, \"variant_of\": \"E\"",
     "t.json: tiles[0].sides: a variant takes this from E"},
    {"\"kind\": \"cloister\"", "\"kind\": \"garden\"",
     "t.json: tiles[1].features[0].kind: unknown kind \"garden\" (road, city, field, cloister or river)"},
    {"\"tiles\": [", "\"tiles\": 3, \"x\": [", "t.json: tiles: expected an array, got a number"},
    {"\"tiles\": [{\"id\": \"D\"", "\"tiles\": [7, {\"id\": \"D\"",
     "t.json: tiles[0]: expected an object, got a number"},
    {"\"count\": 4", "\"count\": 0", "t.json: tiles[0].count: 0 is out of range (1 to 99)"},
    {"\"count\": 4", "\"count\": \"4\"",
     "t.json: tiles[0].count: expected an integer, got a string"},
    {"\"count\": 4", "\"count\": 4, \"count\": 3", "t.json: tiles[0]: key \"count\" appears twice"},
    {"\"id\": \"B\"", "\"id\": \"D\"",
     "t.json: tiles[1].id: tile id \"D\" is already used by tiles[0]"},
    {"\"id\": \"D\"", "\"id\": \"D D\"",
     "t.json: tiles[0].id: tile id \"D D\" must be letters, digits, '-' or '_'"},
    {"\"id\": \"D\", \"count\": 4, ", "\"count\": 4, ",
     "t.json: tiles[0].id: required key is missing"},
    {"\"field\", \"road\"]", "\"field\"]",
     "t.json: tiles[0].sides: expected 4 sides (north, east, south, west), got 3"},
    {"\"city\", \"road\", \"field\"", "\"city\", \"road\", \"water\"",
     "t.json: tiles[0].sides[2]: unknown side \"water\" (field, road, city or river)"},
    {"\"city\", \"road\", \"field\"", "\"city\", \"city\", \"field\"",
     "t.json: tiles[0].sides[1]: east side is \"city\" but E belongs to road R1"},
    {"\"at\": [\"E\", \"W\"]", "\"at\": [\"E\", \"W\", \"NNE\"]",
     "t.json: tiles[0].features[1].at[2]: position NNE already belongs to feature C1"},
    {"\"at\": [\"E\", \"W\"]", "\"at\": [\"NE\", \"W\"]",
     "t.json: tiles[0].features[1].at[0]: unknown position \"NE\""},
    {"\"at\": [\"E\", \"W\"]", "\"at\": [\"E\", 4]",
     "t.json: tiles[0].features[1].at[1]: expected a string, got a number"},
    {"\"at\": [\"E\", \"W\"]", "\"at\": []",
     "t.json: tiles[0].features[1].at: a feature needs at least one position"},
    {"\"SSW\", \"WSW\"]", "\"WSW\"]",
     "t.json: tiles[0].features: position SSW belongs to no feature"},
    {"\"at\": [\"E\", \"W\"]}, {\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"ENE\", ",
     "\"at\": [\"E\", \"W\", \"ENE\"]}, {\"id\": \"F1\", \"kind\": \"field\", \"at\": [",
     "t.json: tiles[0].features[1].at[2]: a road lists only side middles (N, E, S or W), not ENE"},
    {"\"kind\": \"road\"", "\"kind\": \"lake\"",
     "t.json: tiles[0].features[1].kind: unknown kind \"lake\" (road, city, field, cloister or "
     "river)"},
    {"\"kind\": \"road\"", "\"kind\": \"river\"",
     "t.json: tiles[0].sides[1]: east side is \"road\" but E belongs to river R1"},
    {"\"kind\": \"road\", \"at\": [\"E\", \"W\"]",
     "\"kind\": \"road\", \"at\": [\"E\", \"W\"], \"pennants\": 0",
     "t.json: tiles[0].features[1].pennants: only cities have pennants"},
    {"\"pennants\": 0", "\"pennants\": -1",
     "t.json: tiles[0].features[0].pennants: -1 is out of range (0 to 9)"},
    {"\"pennants\": 0", "\"pennants\": 0, \"inn\": true",
     "t.json: tiles[0].features[0].inn: only roads have inns"},
    {"\"at\": [\"E\", \"W\"]", "\"at\": [\"E\", \"W\"], \"cathedral\": false",
     "t.json: tiles[0].features[1].cathedral: only cities have cathedrals"},
    {"\"touches\": [\"C1\"]", "\"touches\": [\"R1\"]",
     "t.json: tiles[0].features[2].touches[0]: feature R1 is a road, not a city"},
    {"\"touches\": [\"C1\"]", "\"touches\": [\"C9\"]",
     "t.json: tiles[0].features[2].touches[0]: no feature \"C9\" on this tile"},
    {"\"touches\": [\"C1\"]", "\"touches\": [\"C1\", \"C1\"]",
     "t.json: tiles[0].features[2].touches[1]: city C1 is listed twice"},
    {"\"pennants\": 0", "\"pennants\": 0, \"touches\": []",
     "t.json: tiles[0].features[0].touches: only fields touch cities"},
    {"{\"id\": \"R1\"", "{\"id\": \"C1\"",
     "t.json: tiles[0].features[1].id: feature id \"C1\" is already used by features[0]"},
    {"{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"NNW\"",
     "{\"id\": \"M2\", \"kind\": \"cloister\", \"at\": [\"C\"]}, "
     "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"NNW\"",
     "t.json: tiles[1].features[1].kind: a tile has at most one cloister"},
    {"\"cloister\", \"at\": [\"C\"]", "\"cloister\", \"at\": [\"N\"]",
     "t.json: tiles[1].features[0].at[0]: a cloister stands at the centre \"C\", not N"},
    {"\"features\": [{\"id\": \"M1\"", "\"features\": [], \"x\": [{\"id\": \"M1\"",
     "t.json: tiles[1].features: a tile has 1 to 14 features, not 0"},
};

START_TEST(broken_corpus)
{
    const broken *b = &corpus[_i];
    const char *valid = VALID;
    const char *at = strstr(valid, b->from);
    ck_assert_msg(at != NULL, "corpus entry %d: \"%s\" is not in the valid file", _i, b->from);
    char text[4096];
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - valid), valid, b->to, at + strlen(b->from));
    carc_tileset ts, before;
    memset(&ts, 0xA5, sizeof ts);
    before = ts;
    char err[512];
    ck_assert_int_eq(carc_tileset_parse(text, strlen(text), "t.json", &ts, err, sizeof err), -1);
    ck_assert_str_eq(err, b->message);
    ck_assert_msg(memcmp(&ts, &before, sizeof ts) == 0, "a failed load changed its output");
}
END_TEST

START_TEST(broken_city_side)
{
    static const char text[] =
        HEAD "\"tiles\": [{\"id\": \"E\", \"count\": 5, "
             "\"sides\": [\"city\", \"field\", \"field\", \"field\"], \"features\": ["
             "{\"id\": \"C1\", \"kind\": \"city\", \"at\": [\"N\", \"NNE\"]}, "
             "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"NNW\", \"ENE\", \"E\", \"ESE\", "
             "\"SSE\", \"S\", \"SSW\", \"WSW\", \"W\", \"WNW\"]}]}]}";
    carc_tileset ts;
    char err[512];
    ck_assert_int_eq(carc_tileset_parse(text, strlen(text), "t.json", &ts, err, sizeof err), -1);
    ck_assert_str_eq(err, "t.json: tiles[0].sides[0]: north side is a city, but NNW belongs to "
                          "field F1, not C1");
}
END_TEST

START_TEST(broken_road_side)
{
    static const char text[] =
        HEAD "\"tiles\": [{\"id\": \"U\", \"count\": 8, "
             "\"sides\": [\"road\", \"field\", \"road\", \"field\"], \"features\": ["
             "{\"id\": \"R1\", \"kind\": \"road\", \"at\": [\"N\", \"S\"]}, "
             "{\"id\": \"C1\", \"kind\": \"city\", \"at\": [\"NNE\"]}, "
             "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"NNW\", \"ENE\", \"E\", \"ESE\", "
             "\"SSE\", \"SSW\", \"WSW\", \"W\", \"WNW\"]}]}]}";
    carc_tileset ts;
    char err[512];
    ck_assert_int_eq(carc_tileset_parse(text, strlen(text), "t.json", &ts, err, sizeof err), -1);
    ck_assert_str_eq(err, "t.json: tiles[0].sides[0]: north side is a road, but NNE belongs to "
                          "city C1, not a field");
}
END_TEST

START_TEST(not_an_object)
{
    carc_tileset ts;
    char err[512];
    ck_assert_int_eq(carc_tileset_parse("[1, 2]", 6, "t.json", &ts, err, sizeof err), -1);
    ck_assert_str_eq(err, "t.json: expected a JSON object at the top level, got an array");
    ck_assert_int_eq(carc_tileset_parse("{} x", 4, "t.json", &ts, err, sizeof err), -1);
    ck_assert_str_eq(err, "t.json: line 1, column 4: invalid JSON");
    ck_assert_int_eq(carc_tileset_parse("", 0, "t.json", &ts, err, sizeof err), -1);
    ck_assert_str_eq(err, "t.json: line 1, column 1: invalid JSON");
}
END_TEST

static Suite *tileset_suite(void)
{
    Suite *s = suite_create("tileset");
    TCase *shipped = tcase_create("shipped");
    tcase_add_test(shipped, base_set_matches_tiles_md);
    tcase_add_test(shipped, river_set_matches_tiles_md);
    tcase_add_test(shipped, inns_cathedrals_set_matches_tiles_md);
    tcase_add_test(shipped, princess_dragon_set_matches_tiles_expansions_md);
    tcase_add_test(shipped, catalog_of_every_set);
    tcase_add_test(shipped, assets_dir_from_environment);
    suite_add_tcase(s, shipped);
    TCase *broken_tc = tcase_create("broken");
    tcase_add_test(broken_tc, missing_file);
    tcase_add_test(broken_tc, valid_corpus_base);
    tcase_add_loop_test(broken_tc, broken_corpus, 0, (int)(sizeof corpus / sizeof corpus[0]));
    tcase_add_test(broken_tc, broken_city_side);
    tcase_add_test(broken_tc, broken_road_side);
    tcase_add_test(broken_tc, not_an_object);
    suite_add_tcase(s, broken_tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(tileset_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
