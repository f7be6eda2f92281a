/*
 * test_art.c: the committed art matches the shipped tile sets.
 *
 * The art is generated (tools/gen-art.sh) and committed; nothing rebuilds it during a build.
 * So a tile set file can change while its pictures and anchors stay behind. These checks read
 * what the UI reads: ASSETS/tiles/SET.json with one entry per tile, in order, anchors per
 * feature, and the PNG files with their sizes, without decoding pixels (the PNG header gives
 * the size).
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "tileset_io.h"

static const char *const sets[] = {"base", "river", "inns-cathedrals"};

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
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)len + 1);
    cJSON *root = NULL;
    if (buf && fread(buf, 1, (size_t)len, f) == (size_t)len) {
        buf[len] = 0;
        root = cJSON_Parse(buf);
    }
    free(buf);
    fclose(f);
    return root;
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
    ck_assert_int_eq(cJSON_GetArraySize(tiles), ts.ntiles);

    for (int i = 0; i < ts.ntiles; i++) {
        const carc_tile_def *t = &ts.tiles[i];
        const cJSON *e = cJSON_GetArrayItem(tiles, i);
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
        for (int j = 0; j < t->nfeatures; j++) {
            const cJSON *a = cJSON_GetArrayItem(anchors, j);
            if (t->features[j].kind == CARC_RIVER) {
                ck_assert_msg(cJSON_IsNull(a), "%s: a river has no follower spot", t->id);
                continue;
            }
            ck_assert_msg(cJSON_GetArraySize(a) == 2, "%s: feature %d has no anchor", t->id, j);
            for (int k = 0; k < 2; k++) {
                double v = cJSON_GetArrayItem(a, k)->valuedouble;
                ck_assert_msg(v > 0 && v < 1, "%s: feature %d anchor outside the tile", t->id, j);
            }
        }
    }
    cJSON_Delete(root);
}
END_TEST

START_TEST(test_sprites)
{
    static const struct {
        const char *name;
        int size;
    } sprites[] = {{"meeple.png", 96}, {"meeple-lying.png", 96}, {"mark-0.png", 32},
                   {"mark-1.png", 32}, {"mark-2.png", 32},       {"mark-3.png", 32},
                   {"mark-4.png", 32}, {"mark-5.png", 32},       {"spot.png", 64}};
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
    tcase_add_loop_test(tc, test_tiles_and_anchors, 0, (int)(sizeof sets / sizeof sets[0]));
    tcase_add_test(tc, test_sprites);
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
