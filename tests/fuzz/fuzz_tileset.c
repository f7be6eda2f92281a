/*
 * fuzz_tileset.c: the tile set loader on any bytes. A set that loads is built into a catalog,
 * alone and after the base game, and each catalog that builds plays a few random games to
 * their end through the core, so that what the loader lets through is what the core can play.
 */
#include <string.h>

#include "fuzz.h"
#include "game.h"
#include "rng.h"
#include "tileset_io.h"

/* Plays three random games with the catalog; the core's own assertions are the checks. */
static void play_games(const carc_catalog *cat, uint64_t seed)
{
    static carc_game g;
    const carc_rules rules = {CARC_FARMS_3RD, false};
    for (int i = 0; i < 3; i++) {
        char why[256];
        int players = 2 + i % (cat->max_players - 1);
        if (carc_game_init(&g, cat, &rules, players, seed + (uint64_t)i, why, sizeof why) != 0)
            continue;
        carc_rng rng;
        carc_rng_seed(&rng, seed ^ (uint64_t)i);
        carc_game_random_finish(&g, &rng, 50);
        FUZZ_CHECK(g.over);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static carc_tileset set, base;
    static carc_catalog cat;
    static int have_base = -1;
    char err[512];
    if (have_base < 0) {
        char path[4096];
        snprintf(path, sizeof path, "%s/tilesets/base.json", carc_assets_dir());
        have_base = carc_tileset_load(path, &base, err, sizeof err) == 0;
        FUZZ_CHECK(have_base);
    }
    if (carc_tileset_parse((const char *)data, size, "fuzz.json", &set, err, sizeof err) != 0) {
        FUZZ_CHECK(strncmp(err, "fuzz.json: ", 11) == 0 && strchr(err, '\n') == NULL);
        return 0;
    }
    uint64_t seed = fuzz_hash(data, size);
    const carc_tileset *alone[1] = {&set};
    if (carc_catalog_build(&cat, alone, 1, err, sizeof err) == 0)
        play_games(&cat, seed);
    const carc_tileset *with_base[2] = {&base, &set};
    if (strcmp(set.name, "base") != 0 && carc_catalog_build(&cat, with_base, 2, err, sizeof err) == 0)
        play_games(&cat, seed);
    return 0;
}
