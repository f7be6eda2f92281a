/*
 * test_art.c: the committed art matches the shipped tile sets.
 *
 * The art is generated (tools/gen-art.sh) and committed; nothing rebuilds it during a build.
 * So a tile set file can change while its pictures and anchors stay behind. These checks read
 * what the UI reads: ASSETS/tiles/SET.json with one entry per tile that a game of all the
 * shipped sets holds, in the tile set file's order, anchors per feature of the tile as the
 * catalog resolves it (a garden tile has its plain tile's features and then the garden), and
 * the PNG files with their sizes, without decoding pixels (the PNG header gives the size).
 *
 * Built with the generator's drawing code (ART_GEOMETRY, when libpng is there), it also
 * redraws every tile's geometry, small and fast, and checks that the committed anchors are the
 * generator's, that every garden lies inside its field with the abbot's anchor on it and the
 * other followers off it, that no follower stands on a festival symbol, that every goods
 * symbol lies inside the city it names with no follower on it, and that the Princess & the
 * Dragon's marks (volcano, dragon, portal, princess) are where the art file says, on their
 * ground (a volcano on a field, the princess in her city), with no follower on them.
 */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "../read_file.h"
#include "mod_abbot.h"
#include "mod_dragon.h"
#include "mod_festival.h"
#include "mod_inns.h"
#include "mod_traders.h"
#include "module.h"
#include "tileset_io.h"
#ifdef ART_GEOMETRY
#include "abbot.h"
#include "dragon.h"
#include "festival.h"
#include "river.h"
#include "sets.h"
#include "tiledraw.h"
#include "traders.h"
#endif

static const char *const sets[] = {
    "base", "river", "inns-cathedrals", "abbot", "festival", "traders-builders", "princess-dragon"};
/* The marks' keys in the art file, in the order of TILE_MARK_VOLCANO .. TILE_MARK_PRINCESS. */
static const char *const mark_keys[4] = {"volcano", "dragon", "portal", "princess"};
enum { NSETS = sizeof sets / sizeof sets[0] };

static carc_catalog *cat; /* a game of every shipped set */

/* How far the facing pixels of two tile sides that meet may differ (0..255 a channel): on
   average over every pair of sides, and at any one pixel. */
#define SEAM_MEAN_MAX 1.0
#define SEAM_PIXEL_MAX 24.0

/* Width and height from a PNG's IHDR chunk; -1 when the file is missing or not a PNG. */
static int png_size(const char *path, int *w, int *h)
{
    static const uint8_t sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    uint8_t b[24];
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    size_t n = fread(b, 1, sizeof b, f);
    fclose(f);
    if (n != sizeof b || memcmp(b, sig, 8) != 0 || memcmp(b + 12, "IHDR", 4) != 0)
        return -1;
    *w = (int)((uint32_t)b[16] << 24 | (uint32_t)b[17] << 16 | (uint32_t)b[18] << 8 | b[19]);
    *h = (int)((uint32_t)b[20] << 24 | (uint32_t)b[21] << 16 | (uint32_t)b[22] << 8 | b[23]);
    return 0;
}

static cJSON *read_json(const char *path)
{
    char *text = test_read_file(path, NULL);
    cJSON *root = text ? cJSON_Parse(text) : NULL;
    free(text);
    return root;
}

static void setup(void)
{
    char err[512];
    cat = malloc(sizeof *cat);
    ck_assert(cat != NULL);
    ck_assert_msg(carc_catalog_load(cat, NULL, sets, NSETS, err, sizeof err) == 0, "%s", err);
}

static void teardown(void)
{
    free(cat);
    cat = NULL;
}

/* [x, y] of a JSON pair, both inside the tile. */
static void get_point(const cJSON *a, const char *what, double out[2])
{
    ck_assert_msg(cJSON_GetArraySize(a) == 2, "%s: not a point", what);
    for (int k = 0; k < 2; k++) {
        const cJSON *v = cJSON_GetArrayItem(a, k);
        ck_assert_msg(cJSON_IsNumber(v), "%s: not a point", what);
        out[k] = v->valuedouble;
        ck_assert_msg(out[k] > 0 && out[k] < 1, "%s: outside the tile", what);
    }
}

/* The mark a tile type carries: 1 volcano, 2 dragon, 3 portal, 4 princess, 0 none (the
   generator's TILE_MARK_* values). */
static int mark_of(const carc_tile_type *type)
{
    return carc_dragon_tile_volcano(type)                       ? 1
           : carc_dragon_tile_dragon(type)                      ? 2
           : carc_dragon_tile_portal(type)                      ? 3
           : carc_dragon_tile_princess(type) != CARC_NO_FEATURE ? 4
                                                                : 0;
}

#ifdef ART_GEOMETRY
/* The extras the generator draws for tile type (of tile set ts), worked out here from the
   modules' queries, each set's part in its own struct. */
static void extras_of(const carc_tile_type *type, const carc_tileset *ts, tile_extras *ex)
{
    const carc_tile_def *t = &type->def;
    memset(ex, 0, sizeof *ex);
    ex->seed_id = t->variant_of[0] ? t->variant_of : NULL;
    river_tile_extras *river = tileart_extras_part(ex, &river_art);
    river->is_spring = strcmp(t->id, ts->start) == 0;
    abbot_tile_extras *abbot = tileart_extras_part(ex, &abbot_art);
    const bool garden = carc_abbot_garden(type) != CARC_NO_FEATURE;
    abbot->garden = garden ? carc_abbot_garden(type) : -1;
    abbot->garden_field = garden ? carc_abbot_garden_field(type) : -1;
    festival_tile_extras *festival = tileart_extras_part(ex, &festival_art);
    festival->festival = carc_festival_tile(type) != 0;
    traders_tile_extras *traders = tileart_extras_part(ex, &traders_art);
    traders->goods_city =
        carc_traders_goods_city(type) != CARC_NO_FEATURE ? carc_traders_goods_city(type) : -1;
    traders->goods = carc_traders_tile_goods(type);
    dragon_tile_extras *dragon = tileart_extras_part(ex, &dragon_art);
    dragon->mark = mark_of(type);
    dragon->mark_city =
        carc_dragon_tile_princess(type) != CARC_NO_FEATURE ? carc_dragon_tile_princess(type) : -1;
}

/* The generator's geometry of a tile, with the extras it draws for the tile type. */
static void redraw(const carc_tile_type *type, const carc_tileset *ts, tile_picture *pic,
                   signed char *owner)
{
    const carc_tile_def *t = &type->def;
    tile_extras ex;
    extras_of(type, ts, &ex);
    ck_assert_int_eq(TILE_MARK_PRINCESS, 4);
    ck_assert_str_eq(tile_mark_name(TILE_MARK_VOLCANO), mark_keys[0]);
    ck_assert_str_eq(tile_mark_name(TILE_MARK_PRINCESS), mark_keys[3]);
    memset(pic, 0, sizeof *pic);
    pic->owner = owner;
    ck_assert(tile_draw(t, &ex, 16, 1, pic) == 0);
    free(pic->rgba);
}

static int owner_at(const signed char *owner, double x, double y)
{
    int i = (int)(x * TILE_OWNER_N), j = (int)(y * TILE_OWNER_N);
    return owner[j * TILE_OWNER_N + i];
}

/* The garden lies inside its field: every cell next to it belongs to the field, none to a
   road, city, hedge, house or other feature. The abbot's anchor is on it; no other follower's
   anchor is on it or touching it. */
static void check_garden(const carc_tile_type *type, const tile_picture *pic,
                         const signed char *owner, double anchors[][2])
{
    const carc_tile_def *t = &type->def;
    const abbot_tile_picture *garden = tileart_picture_part(pic, &abbot_art);
    const int gi = carc_abbot_garden(type), n = TILE_OWNER_N;
    int cells = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            if (owner[j * n + i] != gi)
                continue;
            cells++;
            ck_assert_msg(i > 0 && j > 0 && i < n - 1 && j < n - 1,
                          "%s: the garden reaches the tile edge", t->id);
            const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
            for (int k = 0; k < 4; k++) {
                int o = owner[(j + dj[k]) * n + i + di[k]];
                ck_assert_msg(o == gi || o == carc_abbot_garden_field(type),
                              "%s: the garden touches %d, not only its field %d", t->id, o,
                              carc_abbot_garden_field(type));
            }
        }
    ck_assert_msg(cells > 0.02 * n * n, "%s: the garden is too small to see", t->id);
    ck_assert_msg(owner_at(owner, anchors[gi][0], anchors[gi][1]) == gi,
                  "%s: the abbot's anchor is not on the garden", t->id);
    for (int j = 0; j < t->nfeatures; j++) {
        if (j == gi || t->features[j].kind == CARC_RIVER)
            continue;
        double dx = fmax(fabs(anchors[j][0] - garden->garden_c[0]) - garden->garden_half, 0);
        double dy = fmax(fabs(anchors[j][1] - garden->garden_c[1]) - garden->garden_half, 0);
        ck_assert_msg(hypot(dx, dy) > 0.04, "%s: the follower of feature %d stands on the garden",
                      t->id, j);
    }
}
#endif

/* A tile's "marks" (the window rings them when the pointer is on their feature): exactly one
   for each special mark the tile's definition gives it, each on the feature it belongs to (the
   inn on its inn road, the cathedral on its city, the chapel on the cloister, the garden on
   itself, the goods and the princess on their city) and inside the tile; the festival
   symbol's, the goods' and the Princess & the Dragon's mark exactly the disc their own keys
   give (so that the ring round it fits the symbol as drawn), the garden's round the whole
   square. disc[k] is {x, y, r} of the festival (k 0), the goods (1), the mark (2) and the
   garden's middle and half side (3); r 0 where the tile has none. */
static bool same_disc(const double at[2], double r, const double disc[3])
{
    return fabs(at[0] - disc[0]) < 1e-9 && fabs(at[1] - disc[1]) < 1e-9 && fabs(r - disc[2]) < 1e-9;
}

static void check_marks(const carc_tile_def *t, const carc_tile_type *type, const cJSON *marks,
                        double disc[4][3])
{
    int want = 0, got = 0;
    bool inn = false, cathedral = false, cloister = false;
    for (int j = 0; j < t->nfeatures; j++) {
        inn |= t->features[j].kind == CARC_ROAD && (t->features[j].flags & CARC_FLAG_INN);
        cathedral |=
            t->features[j].kind == CARC_CITY && (t->features[j].flags & CARC_FLAG_CATHEDRAL);
        cloister |= t->features[j].kind == CARC_CLOISTER;
    }
    want = inn + cathedral + cloister + (carc_abbot_garden(type) != CARC_NO_FEATURE) +
           (carc_festival_tile(type) != 0) + (carc_traders_goods_city(type) != CARC_NO_FEATURE) +
           (mark_of(type) != 0);
    bool seen_fest = false, seen_mark = false, seen_goods = false, seen_princess = false;
    bool seen_goods_disc = false;
    const cJSON *m;
    cJSON_ArrayForEach(m, marks)
    {
        got++;
        const int f = cJSON_GetObjectItemCaseSensitive(m, "feature")->valueint;
        double at[2];
        get_point(cJSON_GetObjectItemCaseSensitive(m, "at"), t->id, at);
        const double r = cJSON_GetObjectItemCaseSensitive(m, "radius")->valuedouble;
        ck_assert_msg(f >= -1 && f < t->nfeatures, "%s: a mark on feature %d", t->id, f);
        ck_assert_msg(r > 0.05 && r < 0.45, "%s: a mark of radius %.3f", t->id, r);
        if (f >= 0) {
            const int kind = t->features[f].kind;
            if (kind == CARC_ROAD)
                ck_assert_msg(t->features[f].flags & CARC_FLAG_INN, "%s: a mark on a road", t->id);
            if (kind == CARC_GARDEN)
                ck_assert_int_eq(f, carc_abbot_garden(type));
            seen_goods |= f == carc_traders_goods_city(type);
            seen_princess |= f == carc_dragon_tile_princess(type);
        }
        seen_fest |= disc[0][2] > 0 && same_disc(at, r, disc[0]);
        seen_goods_disc |= disc[1][2] > 0 && same_disc(at, r, disc[1]);
        seen_mark |= disc[2][2] > 0 && same_disc(at, r, disc[2]);
        if (f >= 0 && f == carc_abbot_garden(type))
            ck_assert_msg(fabs(at[0] - disc[3][0]) < 1e-9 && fabs(at[1] - disc[3][1]) < 1e-9 &&
                              r >= disc[3][2] * sqrt(2) - 0.001,
                          "%s: the garden's ring cuts its corners", t->id);
    }
    ck_assert_msg(got == want, "%s: %d marks listed for %d drawn", t->id, got, want);
    ck_assert_msg(!carc_festival_tile(type) || seen_fest, "%s: the festival symbol is not a mark",
                  t->id);
    ck_assert_msg(!mark_of(type) || seen_mark, "%s: the %s is not a mark", t->id,
                  mark_of(type) ? mark_keys[mark_of(type) - 1] : "");
    ck_assert_msg(carc_traders_goods_city(type) == CARC_NO_FEATURE || seen_goods,
                  "%s: no mark on the goods city", t->id);
    ck_assert_msg(carc_traders_goods_city(type) == CARC_NO_FEATURE || seen_goods_disc,
                  "%s: the goods' mark is not their symbol's disc", t->id);
    ck_assert_msg(carc_dragon_tile_princess(type) == CARC_NO_FEATURE || seen_princess,
                  "%s: no mark on the princess's city", t->id);
}

START_TEST(test_tiles_and_anchors)
{
    const char *set = sets[_i];
    const char *assets = carc_assets_dir();
    char path[1024], err[512];
    static carc_tileset ts;
    snprintf(path, sizeof path, "%s/tilesets/%s.json", assets, set);
    ck_assert_msg(carc_tileset_load(path, &ts, err, sizeof err) == 0, "%s", err);

    snprintf(path, sizeof path, "%s/tiles/%s.json", assets, set);
    cJSON *root = read_json(path);
    ck_assert_msg(root != NULL, "%s: missing or not JSON", path);
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    ck_assert(cJSON_IsString(format) && strcmp(format->valuestring, "carcassonne-art") == 0);
    ck_assert_int_eq(cJSON_GetObjectItemCaseSensitive(root, "version")->valueint, 1);
    ck_assert_str_eq(cJSON_GetObjectItemCaseSensitive(root, "set")->valuestring, set);
    const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(root, "tiles");

    int e_i = 0;
    for (int i = 0; i < ts.ntiles; i++) {
        const int ti = carc_catalog_find(cat, ts.tiles[i].id);
        if (ti < 0) {
            /* Only a variant of a tile no shipped set has is in no game, and has no art. */
            ck_assert_msg(ts.tiles[i].variant_of[0] != '\0', "%s: not in the catalog",
                          ts.tiles[i].id);
            continue;
        }
        const carc_tile_type *type = &cat->types[ti];
        const carc_tile_def *t = &type->def;
        const cJSON *e = cJSON_GetArrayItem(tiles, e_i++);
        ck_assert_msg(e != NULL, "%s: no entry in %s.json", t->id, set);
        ck_assert_str_eq(cJSON_GetObjectItemCaseSensitive(e, "id")->valuestring, t->id);
        const cJSON *image = cJSON_GetObjectItemCaseSensitive(e, "image");
        ck_assert(cJSON_IsString(image));
        int w = 0, h = 0;
        snprintf(path, sizeof path, "%s/tiles/%s", assets, image->valuestring);
        ck_assert_msg(png_size(path, &w, &h) == 0, "%s: missing or not a PNG", path);
        ck_assert_int_eq(w, 256);
        ck_assert_int_eq(h, 256);
        const cJSON *anchors = cJSON_GetObjectItemCaseSensitive(e, "anchors");
        ck_assert_msg(cJSON_GetArraySize(anchors) == t->nfeatures, "%s: %d anchors for %d features",
                      t->id, cJSON_GetArraySize(anchors), t->nfeatures);
        double an[CARC_MAX_FEATURES][2] = {{0}};
        for (int j = 0; j < t->nfeatures; j++) {
            const cJSON *a = cJSON_GetArrayItem(anchors, j);
            if (t->features[j].kind == CARC_RIVER) {
                ck_assert_msg(cJSON_IsNull(a), "%s: a river has no follower spot", t->id);
                continue;
            }
            char what[64];
            snprintf(what, sizeof what, "%s: anchor %d", t->id, j);
            get_point(a, what, an[j]);
        }
        /* A garden tile: the garden is the last feature, its anchor the garden's middle. */
        const cJSON *garden = cJSON_GetObjectItemCaseSensitive(e, "garden");
        if (carc_abbot_garden(type) != CARC_NO_FEATURE) {
            ck_assert_int_eq(carc_abbot_garden(type), t->nfeatures - 1);
            ck_assert_int_eq(t->features[carc_abbot_garden(type)].kind, CARC_GARDEN);
            ck_assert_msg(cJSON_IsObject(garden), "%s: no garden entry", t->id);
            ck_assert_int_eq(cJSON_GetObjectItemCaseSensitive(garden, "feature")->valueint,
                             carc_abbot_garden(type));
            double at[2];
            get_point(cJSON_GetObjectItemCaseSensitive(garden, "at"), t->id, at);
            ck_assert(fabs(at[0] - an[carc_abbot_garden(type)][0]) < 1e-9 &&
                      fabs(at[1] - an[carc_abbot_garden(type)][1]) < 1e-9);
            const cJSON *vo = cJSON_GetObjectItemCaseSensitive(e, "variant_of");
            ck_assert(cJSON_IsString(vo) && strcmp(vo->valuestring, t->variant_of) == 0);
        } else {
            ck_assert_msg(garden == NULL, "%s: a garden on a tile without one", t->id);
        }
        const cJSON *fest = cJSON_GetObjectItemCaseSensitive(e, "festival");
        double fc[2] = {0}, fr = 0;
        if (carc_festival_tile(type)) {
            ck_assert_msg(cJSON_IsObject(fest), "%s: no festival symbol", t->id);
            get_point(cJSON_GetObjectItemCaseSensitive(fest, "at"), t->id, fc);
            fr = cJSON_GetObjectItemCaseSensitive(fest, "radius")->valuedouble;
            ck_assert(fr > 0.05 && fr < 0.2);
            for (int j = 0; j < t->nfeatures; j++)
                if (t->features[j].kind != CARC_RIVER)
                    ck_assert_msg(hypot(an[j][0] - fc[0], an[j][1] - fc[1]) > fr + 0.04,
                                  "%s: the follower of feature %d stands on the festival symbol",
                                  t->id, j);
        } else {
            ck_assert_msg(fest == NULL, "%s: a festival symbol on a tile without one", t->id);
        }
        /* A goods tile (Traders & Builders, and the garden tiles made from them): its symbol
           names the good and the city, inside the tile, no follower on it. */
        const cJSON *goods = cJSON_GetObjectItemCaseSensitive(e, "goods");
        double gc[2] = {0}, gr = 0;
        if (carc_traders_goods_city(type) != CARC_NO_FEATURE) {
            ck_assert_msg(cJSON_IsObject(goods), "%s: no goods entry", t->id);
            const cJSON *kind = cJSON_GetObjectItemCaseSensitive(goods, "kind");
            ck_assert(cJSON_IsString(kind));
            ck_assert_str_eq(kind->valuestring,
                             carc_goods_name((carc_goods)carc_traders_tile_goods(type)));
            ck_assert_int_eq(cJSON_GetObjectItemCaseSensitive(goods, "feature")->valueint,
                             carc_traders_goods_city(type));
            get_point(cJSON_GetObjectItemCaseSensitive(goods, "at"), t->id, gc);
            gr = cJSON_GetObjectItemCaseSensitive(goods, "radius")->valuedouble;
            ck_assert(gr > 0.05 && gr < 0.17);
            for (int j = 0; j < t->nfeatures; j++)
                if (t->features[j].kind != CARC_RIVER)
                    ck_assert_msg(hypot(an[j][0] - gc[0], an[j][1] - gc[1]) > gr + 0.04,
                                  "%s: the follower of feature %d stands on the goods", t->id, j);
        } else {
            ck_assert_msg(goods == NULL, "%s: goods on a tile without them", t->id);
        }
        /* The Princess & the Dragon: each mark under its own key, a disc inside the tile with
           no follower on it; none on other tiles. */
        const int mark = mark_of(type);
        double mc[2] = {0}, mr = 0;
        for (int k = 0; k < 4; k++) {
            const cJSON *m = cJSON_GetObjectItemCaseSensitive(e, mark_keys[k]);
            if (k + 1 != mark) {
                ck_assert_msg(m == NULL, "%s: a %s on a tile without one", t->id, mark_keys[k]);
                continue;
            }
            ck_assert_msg(cJSON_IsObject(m), "%s: no %s entry", t->id, mark_keys[k]);
            get_point(cJSON_GetObjectItemCaseSensitive(m, "at"), t->id, mc);
            mr = cJSON_GetObjectItemCaseSensitive(m, "radius")->valuedouble;
            ck_assert_msg(mr > 0.06 && mr < (k == 0 ? 0.21 : 0.17), "%s: radius %.3f", t->id, mr);
            ck_assert(mc[0] - mr > 0 && mc[0] + mr < 1 && mc[1] - mr > 0 && mc[1] + mr < 1);
            for (int j = 0; j < t->nfeatures; j++)
                if (t->features[j].kind != CARC_RIVER)
                    ck_assert_msg(hypot(an[j][0] - mc[0], an[j][1] - mc[1]) > mr + 0.04,
                                  "%s: the follower of feature %d stands on the %s", t->id, j,
                                  mark_keys[k]);
        }
        double disc[4][3] = {{fc[0], fc[1], fr}, {gc[0], gc[1], gr}, {mc[0], mc[1], mr}, {0}};
        if (cJSON_IsObject(garden)) {
            get_point(cJSON_GetObjectItemCaseSensitive(garden, "at"), t->id, disc[3]);
            disc[3][2] = cJSON_GetObjectItemCaseSensitive(garden, "half")->valuedouble;
        }
        const cJSON *marks = cJSON_GetObjectItemCaseSensitive(e, "marks");
        check_marks(t, type, marks, disc);
#ifdef ART_GEOMETRY
        static signed char owner[TILE_OWNER_N * TILE_OWNER_N];
        tile_picture pic;
        redraw(type, &ts, &pic, owner);
        for (int j = 0; j < t->nfeatures; j++) {
            ck_assert_msg(pic.has_anchor[j] == (t->features[j].kind != CARC_RIVER),
                          "%s: feature %d", t->id, j);
            if (pic.has_anchor[j])
                ck_assert_msg(fabs(pic.anchor[j][0] - an[j][0]) < 0.0015 &&
                                  fabs(pic.anchor[j][1] - an[j][1]) < 0.0015,
                              "%s: anchor %d is not the generator's: run tools/gen-art.sh", t->id,
                              j);
        }
        if (carc_abbot_garden(type) != CARC_NO_FEATURE)
            check_garden(type, &pic, owner, an);
        /* The marks the window rings are the generator's, in its order: the inn's disc round
           its house and sign, the cathedral's round the church, the rest as checked above. */
        ck_assert_msg(cJSON_GetArraySize(marks) == pic.nmarks,
                      "%s: %d marks listed, the generator draws %d: run tools/gen-art.sh", t->id,
                      cJSON_GetArraySize(marks), pic.nmarks);
        for (int k = 0; k < pic.nmarks; k++) {
            const cJSON *m = cJSON_GetArrayItem(marks, k);
            double at[2];
            get_point(cJSON_GetObjectItemCaseSensitive(m, "at"), t->id, at);
            ck_assert_int_eq(cJSON_GetObjectItemCaseSensitive(m, "feature")->valueint,
                             pic.marks[k].feature);
            ck_assert_msg(fabs(at[0] - pic.marks[k].c[0]) < 0.0015 &&
                              fabs(at[1] - pic.marks[k].c[1]) < 0.0015 &&
                              fabs(cJSON_GetObjectItemCaseSensitive(m, "radius")->valuedouble -
                                   pic.marks[k].r) < 0.0015,
                          "%s: mark %d is not the generator's: run tools/gen-art.sh", t->id, k);
        }
        const festival_tile_picture *festival = tileart_picture_part(&pic, &festival_art);
        const traders_tile_picture *symbol = tileart_picture_part(&pic, &traders_art);
        const dragon_tile_picture *dragon = tileart_picture_part(&pic, &dragon_art);
        ck_assert(festival->has_festival == (carc_festival_tile(type) != 0));
        if (carc_festival_tile(type))
            for (int j = 0; j < t->nfeatures; j++)
                if (t->features[j].kind != CARC_RIVER)
                    ck_assert_msg(owner_at(owner, an[j][0], an[j][1]) != FESTIVAL_OWN,
                                  "%s: anchor %d on the festival symbol", t->id, j);
        ck_assert(symbol->has_goods == (carc_traders_goods_city(type) != CARC_NO_FEATURE));
        if (symbol->has_goods) {
            /* The symbol lies inside its own city: every cell around it is the city's. */
            ck_assert(fabs(symbol->goods_c[0] - gc[0]) < 0.0015 &&
                      fabs(symbol->goods_c[1] - gc[1]) < 0.0015);
            const int n = TILE_OWNER_N;
            for (int k = 0; k < 16; k++) {
                double a = k * 3.14159265358979 / 8, rr = gr + 1.5 / n;
                int o = owner_at(owner, gc[0] + rr * cos(a), gc[1] + rr * sin(a));
                ck_assert_msg(o == carc_traders_goods_city(type) || o == TRADERS_OWN,
                              "%s: the goods symbol reaches out of city %d (%d)", t->id,
                              carc_traders_goods_city(type), o);
            }
            ck_assert_int_eq(owner_at(owner, gc[0], gc[1]), TRADERS_OWN);
            for (int j = 0; j < t->nfeatures; j++)
                if (t->features[j].kind != CARC_RIVER)
                    ck_assert_msg(owner_at(owner, an[j][0], an[j][1]) != TRADERS_OWN,
                                  "%s: anchor %d on the goods symbol", t->id, j);
        }
        ck_assert_int_eq(dragon->mark, mark);
        if (mark) {
            ck_assert(fabs(dragon->mark_c[0] - mc[0]) < 0.0015 &&
                      fabs(dragon->mark_c[1] - mc[1]) < 0.0015);
            ck_assert(fabs(dragon->mark_r - mr) < 0.0015);
            ck_assert_int_eq(owner_at(owner, mc[0], mc[1]), DRAGON_OWN);
            /* Its ground all round: a field for a volcano (PD2's road runs up to it), the
               princess's own city, one field or city for a dragon or a portal. */
            int ground = -1;
            for (int k = 0; k < 16; k++) {
                double a = k * 3.14159265358979 / 8, rr = mr + 0.02;
                int o = owner_at(owner, mc[0] + rr * cos(a), mc[1] + rr * sin(a));
                if (mark == 1 && o >= 0 && t->features[o].kind == CARC_ROAD)
                    continue;
                ck_assert_msg(o >= 0, "%s: the %s touches %d", t->id, mark_keys[mark - 1], o);
                int kind = t->features[o].kind;
                if (mark == 1)
                    ck_assert_msg(kind == CARC_FIELD, "%s: the volcano is not on a field", t->id);
                else if (mark == 4)
                    ck_assert_msg(o == carc_dragon_tile_princess(type),
                                  "%s: the princess is out of her city", t->id);
                else
                    ck_assert_msg(ground < 0 || o == ground, "%s: the %s lies on two features",
                                  t->id, mark_keys[mark - 1]);
                ground = o;
            }
            for (int j = 0; j < t->nfeatures; j++)
                if (t->features[j].kind != CARC_RIVER)
                    ck_assert_msg(owner_at(owner, an[j][0], an[j][1]) != DRAGON_OWN,
                                  "%s: anchor %d on the mark", t->id, j);
        }
#endif
    }
    ck_assert_msg(cJSON_GetArraySize(tiles) == e_i, "%s.json: %d entries for %d tiles", set,
                  cJSON_GetArraySize(tiles), e_i);
    cJSON_Delete(root);
}
END_TEST

/* Every tile type of a game of all the shipped sets has its picture (the UI looks them up by
   id in the art file of the type's set). */
START_TEST(test_catalog_covered)
{
    ck_assert_int_gt(cat->ntypes, 60);
    int gardens = 0, festivals = 0, goods[CARC_GOODS] = {0}, marks[5] = {0};
    for (int ti = 0; ti < cat->ntypes; ti++) {
        const carc_tile_type *type = &cat->types[ti];
        char path[1024];
        int w = 0, h = 0;
        snprintf(path, sizeof path, "%s/tiles/%s/%s.png", carc_assets_dir(),
                 cat->set_names[type->set], type->def.id);
        ck_assert_msg(png_size(path, &w, &h) == 0, "%s: missing or not a PNG", path);
        gardens += carc_abbot_garden(type) != CARC_NO_FEATURE;
        festivals += carc_festival_tile(type) != 0;
        if (carc_traders_goods_city(type) != CARC_NO_FEATURE)
            goods[carc_traders_tile_goods(type)]++;
        marks[mark_of(type)]++;
    }
    /* The shipped sets hold the plain tiles of all 15 garden tiles (TILES-EXPANSIONS.md
       section 1), PD7g and PD28g those of the Princess & the Dragon. */
    ck_assert_int_eq(gardens, 15);
    /* Section 4: tile kinds with a volcano PD1-6, a dragon PD7-17 and PD7g, a portal PD18-23,
       the princess PD24-29 and PD28g. */
    ck_assert_int_eq(marks[1], 6);
    ck_assert_int_eq(marks[2], 12);
    ck_assert_int_eq(marks[3], 6);
    ck_assert_int_eq(marks[4], 7);
    ck_assert_int_eq(festivals, 10);
    /* 9 wine, 6 grain, 5 cloth (section 3), and TB3g (wine) and TB20g (cloth) keep theirs. */
    ck_assert_int_eq(goods[CARC_WINE], 10);
    ck_assert_int_eq(goods[CARC_GRAIN], 6);
    ck_assert_int_eq(goods[CARC_CLOTH], 6);
}
END_TEST

#ifdef ART_GEOMETRY
/* The kind a side shows its neighbour: the kind at the side's middle position (a road or a
   river between two fields is a road or river side; a cloister never reaches an edge). */
static int side_kind(const carc_tile_def *t, int side)
{
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].mask & (1u << (3 * side + 1)))
            return t->features[j].kind;
    return CARC_FIELD;
}

enum { SEAM_PX = 64, SEAM_SS = 2, SEAM_CORNER = 3 };

/* The outermost pixel row along side `side` of an n x n picture, clockwise (as the edge
   positions run), smoothed over 3 pixels along the edge so that single-pixel speckle of the
   texture does not count: n * 3 values. */
static void seam_profile(const uint8_t *px, int n, int side, double *out)
{
    for (int u = 0; u < n; u++)
        for (int k = 0; k < 3; k++) {
            double sum = 0;
            int cnt = 0;
            for (int v = u - 1; v <= u + 1; v++) {
                if (v < 0 || v >= n)
                    continue;
                int x = side == 0 ? v : side == 1 ? n - 1 : side == 2 ? n - 1 - v : 0;
                int y = side == 0 ? 0 : side == 1 ? v : side == 2 ? n - 1 : n - 1 - v;
                sum += px[((size_t)y * (size_t)n + (size_t)x) * 4 + k];
                cnt++;
            }
            out[u * 3 + k] = sum / cnt;
        }
}

/*
 * Seams: every side of every tile against every side of every tile that may lie next to it
 * (the same kind: city to city, road to road, field to field, river to river), in every
 * rotation, one side read backwards as it is when the tiles touch. Where neighbours meet, the
 * same feature must cross the edge at the same places in the same colours: no pixel of one
 * edge may differ from the facing pixel of the other by more than a small tolerance.
 */
START_TEST(test_seams)
{
    typedef struct side_px {
        double prof[SEAM_PX * 3];
        int kind;
        const char *id;
        int side;
    } side_px;
    side_px *sd = malloc(sizeof *sd * (size_t)cat->ntypes * 4);
    ck_assert(sd != NULL);
    memset(sd, 0, sizeof *sd * (size_t)cat->ntypes * 4);
    int m = 0;
    for (int ti = 0; ti < cat->ntypes; ti++) {
        const carc_tile_type *type = &cat->types[ti];
        static carc_tileset ts;
        char path[1024], err[512];
        snprintf(path, sizeof path, "%s/tilesets/%s.json", carc_assets_dir(),
                 cat->set_names[type->set]);
        ck_assert_msg(carc_tileset_load(path, &ts, err, sizeof err) == 0, "%s", err);
        tile_extras ex;
        extras_of(type, &ts, &ex);
        tile_picture pic;
        memset(&pic, 0, sizeof pic);
        ck_assert(tile_draw(&type->def, &ex, SEAM_PX, SEAM_SS, &pic) == 0);
        for (int d = 0; d < 4; d++, m++) {
            seam_profile(pic.rgba, SEAM_PX, d, sd[m].prof);
            sd[m].kind = side_kind(&type->def, d);
            sd[m].id = type->def.id;
            sd[m].side = d;
        }
        free(pic.rgba);
    }
    double worst = 0, total = 0;
    long pairs = 0;
    int wa = 0, wb = 0, wu = 0;
    for (int a = 0; a < m; a++)
        for (int b = a; b < m; b++) {
            if (sd[a].kind != sd[b].kind)
                continue;
            double mean = 0;
            /* The last pixels at either end lie at a tile corner, where four tiles meet and a
               wall narrows to nothing: what meets there is the corner's business. */
            for (int u = SEAM_CORNER; u < SEAM_PX - SEAM_CORNER; u++)
                for (int k = 0; k < 3; k++) {
                    double diff =
                        fabs(sd[a].prof[u * 3 + k] - sd[b].prof[(SEAM_PX - 1 - u) * 3 + k]);
                    mean += diff;
                    if (diff > worst)
                        worst = diff, wa = a, wb = b, wu = u;
                }
            total += mean / ((SEAM_PX - 2 * SEAM_CORNER) * 3);
            pairs++;
        }
    static const char sides[] = "NESW";
    printf("seams: %ld pairs of sides that may meet, mean difference %.2f / 255, worst %.1f "
           "(%s %c - %s %c, pixel %d of %d)\n",
           pairs, total / (double)pairs, worst, sd[wa].id, sides[sd[wa].side], sd[wb].id,
           sides[sd[wb].side], wu, SEAM_PX);
    ck_assert_msg(pairs > 10000, "only %ld pairs of sides", pairs);
    /* Colour channels 0..255: a step a player would see along a long city or road is far
       larger than these. */
    ck_assert_msg(total / (double)pairs < SEAM_MEAN_MAX, "the seams differ by %.2f on average",
                  total / (double)pairs);
    ck_assert_msg(worst < SEAM_PIXEL_MAX, "a seam: %s %c against %s %c differ by %.1f at pixel %d",
                  sd[wa].id, sides[sd[wa].side], sd[wb].id, sides[sd[wb].side], worst, wu);
    free(sd);
}
END_TEST
#endif

START_TEST(test_sprites)
{
    static const struct {
        const char *name;
        int size;
    } sprites[] = {{"meeple.png", 96}, {"meeple-lying.png", 96}, {"abbot.png", 96},
                   {"mark-0.png", 32}, {"mark-1.png", 32},       {"mark-2.png", 32},
                   {"mark-3.png", 32}, {"mark-4.png", 32},       {"mark-5.png", 32},
                   {"spot.png", 64},   {"builder.png", 96},      {"pig.png", 96},
                   {"dragon.png", 96}, {"fairy.png", 96}};
    for (size_t i = 0; i < sizeof sprites / sizeof sprites[0]; i++) {
        char path[1024];
        int w = 0, h = 0;
        snprintf(path, sizeof path, "%s/sprites/%s", carc_assets_dir(), sprites[i].name);
        ck_assert_msg(png_size(path, &w, &h) == 0, "%s: missing or not a PNG", path);
        ck_assert_int_eq(w, sprites[i].size);
        ck_assert_int_eq(h, sprites[i].size);
    }
}
END_TEST

static Suite *art_suite(void)
{
    Suite *s = suite_create("art");
    TCase *tc = tcase_create("files");
    tcase_add_unchecked_fixture(tc, setup, teardown);
    tcase_add_loop_test(tc, test_tiles_and_anchors, 0, NSETS);
    tcase_add_test(tc, test_catalog_covered);
    tcase_add_test(tc, test_sprites);
#ifdef ART_GEOMETRY
    tcase_add_test(tc, test_seams);
#endif
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(art_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
