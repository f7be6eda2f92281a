/*
 * test_record.c: game records (src/data/record.c).
 *
 * Strict loading gives one exact message per kind of mistake; writing is canonical, so save ->
 * load -> save is byte-identical for every scenario and reference game; saving is atomic and
 * leaves no temporary file behind, even when it fails; and random games recorded turn by turn
 * from the core's events replay to the same scores.
 */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../read_file.h"
#include "../record_example.h"
#include "record.h"
#include "tileset_io.h"

/* A heap copy of the big structures, so that no test puts a catalog on the stack. */
typedef struct world {
    carc_catalog cat;
    carc_game game;
    carc_record rec, rec2;
    carc_events ev;
} world;

static world *w;

static void setup(void)
{
    w = calloc(1, sizeof *w);
    ck_assert_ptr_nonnull(w);
}

static void teardown(void)
{
    free(w);
}

static int parse(const char *text, carc_record *rec, char *err, size_t errlen)
{
    return carc_record_parse(text, strlen(text), "g.json", rec, err, errlen);
}

START_TEST(valid_record_replays)
{
    char err[512];
    ck_assert_msg(parse(RECORD_EXAMPLE, &w->rec, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(w->rec.nplayers, 2);
    ck_assert_str_eq(w->rec.players[1].ai, "hard");
    ck_assert_int_eq(w->rec.players[1].color, CARC_BLUE);
    ck_assert_int_eq(w->rec.turns[0].meeple_at, CARC_E);
    ck_assert_int_eq(w->rec.turns[3].meeple_at, CARC_CENTRE);
    ck_assert_int_eq(w->rec.turns[3].figure, CARC_FIG_FOLLOWER);
    int rc = carc_record_replay(&w->rec, "g.json", NULL, &w->cat, &w->game, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    ck_assert(w->game.over);
    ck_assert_int_eq(w->game.score[0], 4);
    ck_assert_int_eq(w->game.score[1], 2);
}
END_TEST

typedef struct broken {
    const char *from, *to, *message;
} broken;

static const broken corpus[] = {
    {"\"carcassonne-record\"", "\"carcassonne-tileset\"",
     "g.json: format: expected \"carcassonne-record\", got \"carcassonne-tileset\""},
    {"\"version\": 1", "\"version\": 3",
     "g.json: version: unsupported version 3 (this program reads 1 to 2)"},
    {"\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}",
     "\"return\": {\"x\": 0, \"y\": 0, \"at\": \"N\"}",
     "g.json: turn 1: turns[0]: return needs \"version\": 2"},
    {"\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}",
     "\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}, \"return\": {\"x\": 0, \"y\": 0, \"at\": \"N\"}",
     "g.json: turn 1: turns[0].return: a turn has at most one of meeple, return, fairy and princess"},
    {"\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}",
     "\"return\": {\"x\": 0, \"y\": 0, \"at\": \"Q\"}",
     "g.json: turn 1: turns[0].return.at: unknown position \"Q\""},
    {"\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}", "\"return\": {\"x\": 0, \"y\": 0}",
     "g.json: turn 1: turns[0].return.at: required key is missing"},
    {"\"kind\": \"normal\"", "\"kind\": \"abbot\"",
     "g.json: turn 1: turns[0].meeple.kind: the abbot needs abbot"},
    /* The Princess & the Dragon's set and keys need version 2 (RECORD.md). */
    {"[\"base\"]", "[\"base\", \"princess-dragon\"]",
     "g.json: rules.tilesets: princess-dragon needs \"version\": 2"},
    {"\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}", "\"fairy\": {\"x\": 0, \"y\": 0, \"at\": \"N\"}",
     "g.json: turn 1: turns[0]: fairy needs \"version\": 2"},
    {"\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}", "\"princess\": {\"x\": 0, \"y\": 0, \"at\": \"N\"}",
     "g.json: turn 1: turns[0]: princess needs \"version\": 2"},
    {"\"rot\": 90, \"meeple\"", "\"rot\": 90, \"dragon\": [], \"meeple\"",
     "g.json: turn 1: turns[0]: dragon needs \"version\": 2"},
    {"\"rot\": 90, \"meeple\"", "\"rot\": 90, \"reshuffle\": [\"W\"], \"meeple\"",
     "g.json: turn 1: turns[0]: reshuffle needs \"version\": 2"},
    {"\"kind\": \"normal\"}", "\"kind\": \"normal\", \"x\": 0, \"y\": 0}",
     "g.json: turn 1: turns[0]: meeple.x needs \"version\": 2"},
    {"\"version\": 1", "\"version\": true", "g.json: version: expected an integer, got a boolean"},
    {"\"rules\": {", "\"rules\": 1, \"x\": {", "g.json: rules: expected an object, got a number"},
    {"[\"base\"]", "[]", "g.json: rules.tilesets: 1 to 8 tile sets, not 0"},
    {"[\"base\"]", "[\"river\"]", "g.json: rules.tilesets: \"base\" is always in play"},
    {"[\"base\"]", "[\"river\", \"base\"]", "g.json: rules.tilesets[0]: \"base\" must come first"},
    {"[\"base\"]", "[\"base\", \"base\"]", "g.json: rules.tilesets[1]: \"base\" is listed twice"},
    {"[\"base\"]", "[\"base\", 3]", "g.json: rules.tilesets[1]: expected a string, got a number"},
    {"\"3rd\"", "\"4th\"",
     "g.json: rules.farm_scoring: unknown value \"4th\" (3rd, 2nd, 1st or none)"},
    {"false}", "0}", "g.json: rules.small_city_two_points: expected true or false, got a number"},
    {"\"blue\"", "\"purple\"", "g.json: players[1].color: unknown color \"purple\""},
    {"\"blue\"", "\"red\"", "g.json: players[1].color: \"red\" is already taken by players[0]"},
    {"{\"name\": \"Ana\", \"color\": \"red\"}, ", "",
     "g.json: players: a game has 2 to 6 players, not 1"},
    {"\"name\": \"Ana\", ", "", "g.json: players[0].name: required key is missing"},
    {"\"ai\": \"hard\"", "\"ai\": \"\"",
     "g.json: players[1].ai: empty; leave \"ai\" out for a person"},
    {"\"seed\": 1234", "\"seed\": -1", "g.json: seed: -1 is out of range (0 to 9007199254740991)"},
    {"\"seed\": 1234", "\"seed\": 12.5", "g.json: seed: expected an integer, got 12.5"},
    {"\"seed\": 1234, \"deck\": [\"U\", \"W\", \"E\", \"A\"], ", "",
     "g.json: seed: required when there is no deck"},
    {"\"deck\": [\"U\"", "\"deck\": [7", "g.json: deck[0]: expected a string, got a number"},
    {"\"turns\": [", "\"turns\": {\"a\": 1}, \"x\": [",
     "g.json: turns: expected an array, got an object"},
    {"\"rot\": 180", "\"rot\": 45", "g.json: turn 3: turns[2].rot: 45 is not 0, 90, 180 or 270"},
    {"\"rot\": 180", "\"rot\": 360",
     "g.json: turn 3: turns[2].rot: 360 is out of range (0 to 270)"},
    {"\"x\": -1", "\"x\": -1.5", "g.json: turn 2: turns[1].x: expected an integer, got -1.5"},
    {"\"x\": -1", "\"x\": 200", "g.json: turn 2: turns[1].x: 200 is out of range (-126 to 126)"},
    {"\"x\": -1, ", "", "g.json: turn 2: turns[1].x: required key is missing"},
    {"\"tile\": \"W\", ", "", "g.json: turn 2: turns[1].tile: required key is missing"},
    {"\"tile\": \"W\", ", "\"tile\": \"W\", \"discard\": true, ",
     "g.json: turn 2: turns[1].x: a discarded tile is not placed"},
    {"\"tile\": \"W\", ", "\"tile\": \"W\", \"discard\": 1, ",
     "g.json: turn 2: turns[1].discard: expected true or false, got a number"},
    {"\"at\": \"E\"", "\"at\": \"EE\"",
     "g.json: turn 1: turns[0].meeple.at: unknown position \"EE\""},
    {"\"kind\": \"normal\"", "\"kind\": \"giant\"",
     "g.json: turn 1: turns[0].meeple.kind: unknown kind \"giant\" (normal, big, abbot, builder or pig)"},
    {"\"kind\": \"normal\"", "\"kind\": \"big\"",
     "g.json: turn 1: turns[0].meeple.kind: the large follower needs inns-cathedrals"},
    {"\"meeple\": {\"at\": \"C\"}", "\"meeple\": \"C\"",
     "g.json: turn 4: turns[3].meeple: expected an object, got a string"},
    {"\"deck\": [\"U\", \"W\", \"E\", \"A\"]", "\"deck\": [\"U\", \"W\", \"E\"]",
     "g.json: turn 4: turns[3]: no tile is left to draw: the deck holds only 3 tiles"},
};

START_TEST(broken_records)
{
    const broken *b = &corpus[_i];
    const char *valid = RECORD_EXAMPLE;
    const char *at = strstr(valid, b->from);
    ck_assert_msg(at != NULL, "corpus entry %d: \"%s\" is not in the valid record", _i, b->from);
    char text[4096], err[512];
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - valid), valid, b->to, at + strlen(b->from));
    memset(&w->rec, 0x5A, sizeof w->rec);
    w->rec2 = w->rec;
    ck_assert_int_eq(parse(text, &w->rec, err, sizeof err), -1);
    ck_assert_str_eq(err, b->message);
    ck_assert_msg(memcmp(&w->rec, &w->rec2, sizeof w->rec) == 0,
                  "a failed load changed its output");
}
END_TEST

START_TEST(unknown_keys_are_ignored)
{
    static const char text[] =
        "{\"format\": \"carcassonne-record\", \"version\": 1, \"comment\": [1, {\"a\": null}], "
        "\"rules\": {\"tilesets\": [\"base\"], \"timer\": 30}, "
        "\"players\": [{\"name\": \"A\", \"color\": \"red\", \"avatar\": 3}, "
        "{\"name\": \"B\", \"color\": \"pink\"}], \"seed\": 5, \"turns\": []}";
    char err[512];
    ck_assert_msg(parse(text, &w->rec, err, sizeof err) == 0, "%s", err);
    ck_assert(!w->rec.has_deck);
    ck_assert_int_eq(w->rec.rules.farms, CARC_FARMS_3RD);
    ck_assert_int_eq(w->rec.seed, 5);
}
END_TEST

/* The window's "aids" key (issue 15): read when present and written back as read; a record
   without it writes none (the other writers' records stay as they were); anything but true or
   false is refused. */
START_TEST(aids_key)
{
    static const char head[] =
        "{\"format\": \"carcassonne-record\", \"version\": 1, \"rules\": {\"tilesets\": "
        "[\"base\"]}, \"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", "
        "\"color\": \"blue\"}], \"seed\": 5, ";
    char text[512], err[512];
    snprintf(text, sizeof text, "%s\"aids\": false, \"turns\": []}", head);
    ck_assert_msg(parse(text, &w->rec, err, sizeof err) == 0, "%s", err);
    ck_assert(w->rec.has_aids && !w->rec.aids);
    char *out = carc_record_write(&w->rec);
    ck_assert_ptr_nonnull(strstr(out, "\"aids\": false,"));
    free(out);
    snprintf(text, sizeof text, "%s\"turns\": []}", head);
    ck_assert_msg(parse(text, &w->rec, err, sizeof err) == 0, "%s", err);
    ck_assert(!w->rec.has_aids);
    out = carc_record_write(&w->rec);
    ck_assert_ptr_null(strstr(out, "aids"));
    free(out);
    snprintf(text, sizeof text, "%s\"aids\": 1, \"turns\": []}", head);
    ck_assert_int_eq(parse(text, &w->rec, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "aids"));
}
END_TEST

/* Without a deck, the game shuffles its own from the seed: the same seed, the same deck. */
START_TEST(deck_from_seed)
{
    static const char text[] =
        "{\"format\": \"carcassonne-record\", \"version\": 1, \"rules\": {\"tilesets\": "
        "[\"base\", \"river\"]}, \"players\": [{\"name\": \"A\", \"color\": \"red\"}, "
        "{\"name\": \"B\", \"color\": \"blue\"}], \"seed\": 99, \"turns\": []}";
    char err[512];
    ck_assert_msg(parse(text, &w->rec, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(carc_record_start(&w->rec, "g.json", NULL, &w->cat, &w->game, err, sizeof err),
                     0);
    uint8_t first[CARC_MAX_DECK];
    int n = w->game.deck_len;
    ck_assert_int_eq(n, 82);
    memcpy(first, w->game.deck, (size_t)n);
    /* River first: the first tile drawn is a river tile, and the lake R2 is the eleventh. */
    ck_assert_str_eq(w->cat.types[first[10]].def.id, "R2");
    ck_assert_int_eq(carc_record_start(&w->rec, "g.json", NULL, &w->cat, &w->game, err, sizeof err),
                     0);
    ck_assert_mem_eq(first, w->game.deck, (size_t)n);
}
END_TEST

START_TEST(unknown_tile_set)
{
    static const char text[] =
        "{\"format\": \"carcassonne-record\", \"version\": 1, \"rules\": {\"tilesets\": "
        "[\"base\", \"Bad Name\"]}, \"players\": [{\"name\": \"A\", \"color\": \"red\"}, "
        "{\"name\": \"B\", \"color\": \"blue\"}], \"seed\": 99, \"turns\": []}";
    char err[512];
    ck_assert_msg(parse(text, &w->rec, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(carc_record_start(&w->rec, "g.json", NULL, &w->cat, &w->game, err, sizeof err),
                     -1);
    ck_assert_str_eq(err, "g.json: rules.tilesets: \"Bad Name\" is not a tile set name");
}
END_TEST

/* Write, parse, write: the two texts must be the same bytes. */
static void check_round_trip(const char *path)
{
    char err[512];
    int rc = carc_record_load(path, &w->rec, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    char *first = carc_record_write(&w->rec);
    ck_assert_ptr_nonnull(first);
    rc = parse(first, &w->rec2, err, sizeof err);
    ck_assert_msg(rc == 0, "%s: rewritten: %s", path, err);
    char *second = carc_record_write(&w->rec2);
    ck_assert_ptr_nonnull(second);
    ck_assert_msg(strcmp(first, second) == 0, "%s: save -> load -> save differs", path);
    free(first);
    free(second);
}

START_TEST(round_trip_reference_games)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/games/base-random/g%03d.json", TEST_SOURCE_DIR, _i);
    check_round_trip(path);
}
END_TEST

START_TEST(round_trip_scenarios)
{
    static const char *const names[] = {"record-example", "cities-joined-tie",
                                        "farm-1st",       "unfinished",
                                        "reject-discard", "reject-river-meeple"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/scenarios/%s.json", TEST_SOURCE_DIR, names[i]);
        check_round_trip(path);
    }
}
END_TEST

START_TEST(names_with_special_characters)
{
    char err[512];
    ck_assert_int_eq(parse(RECORD_EXAMPLE, &w->rec, err, sizeof err), 0);
    snprintf(w->rec.players[0].name, CARC_RECORD_NAME_LEN, "A \"quoted\" \\ name/ \xc3\xbc");
    char *text = carc_record_write(&w->rec);
    ck_assert_msg(parse(text, &w->rec2, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(w->rec2.players[0].name, w->rec.players[0].name);
    free(text);
}
END_TEST

/* The canonical layout itself, so that a change to it is a deliberate one. */
START_TEST(canonical_layout)
{
    char err[512];
    ck_assert_int_eq(parse(RECORD_EXAMPLE, &w->rec, err, sizeof err), 0);
    w->rec.turns[1].discard = true;
    char *text = carc_record_write(&w->rec);
    ck_assert_str_eq(text, "{\n"
                           "  \"format\": \"carcassonne-record\",\n"
                           "  \"version\": 1,\n"
                           "  \"rules\": {\"tilesets\": [\"base\"], \"farm_scoring\": \"3rd\", "
                           "\"small_city_two_points\": false},\n"
                           "  \"players\": [\n"
                           "    {\"name\": \"Ana\", \"color\": \"red\"},\n"
                           "    {\"name\": \"Luis\", \"color\": \"blue\", \"ai\": \"hard\"}\n"
                           "  ],\n"
                           "  \"seed\": 1234,\n"
                           "  \"deck\": [\n"
                           "    \"U\", \"W\", \"E\", \"A\"\n"
                           "  ],\n"
                           "  \"turns\": [\n"
                           "    {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 90, \"meeple\": "
                           "{\"at\": \"E\", \"kind\": \"normal\"}},\n"
                           "    {\"tile\": \"W\", \"discard\": true},\n"
                           "    {\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rot\": 180},\n"
                           "    {\"tile\": \"A\", \"x\": 2, \"y\": 0, \"rot\": 90, \"meeple\": "
                           "{\"at\": \"C\", \"kind\": \"normal\"}}\n"
                           "  ]\n"
                           "}\n");
    free(text);
}
END_TEST

/* How many entries of dir hold ".tmp-" (leftover temporary files). */
static int leftovers(const char *dir)
{
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        n += strstr(e->d_name, ".tmp-") != NULL;
    closedir(d);
    return n;
}

START_TEST(atomic_save)
{
    char dir[] = "/tmp/carc-record-test-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[256], path2[256], sub[256], err[512];
    snprintf(path, sizeof path, "%s/a.json", dir);
    snprintf(path2, sizeof path2, "%s/b.json", dir);
    snprintf(sub, sizeof sub, "%s/sub", dir);

    ck_assert_int_eq(parse(RECORD_EXAMPLE, &w->rec, err, sizeof err), 0);
    /* An old file is replaced as a whole. */
    FILE *f = fopen(path, "w");
    fputs("old contents, much longer than nothing at all", f);
    fclose(f);
    ck_assert_msg(carc_record_save(&w->rec, path, err, sizeof err) == 0, "%s", err);
    char *text = carc_record_write(&w->rec);
    char *saved = test_read_file(path, NULL);
    ck_assert_ptr_nonnull(saved);
    ck_assert_str_eq(saved, text);
    free(saved);
    /* save -> load -> save through real files. */
    ck_assert_int_eq(carc_record_load(path, &w->rec2, err, sizeof err), 0);
    ck_assert_int_eq(carc_record_save(&w->rec2, path2, err, sizeof err), 0);
    saved = test_read_file(path2, NULL);
    ck_assert_ptr_nonnull(saved);
    ck_assert_str_eq(saved, text);
    free(saved);
    free(text);
    ck_assert_int_eq(leftovers(dir), 0);

    /* Failures: no directory; a directory where the file should go. Nothing is left behind. */
    char missing[300];
    snprintf(missing, sizeof missing, "%s/none/c.json", dir);
    ck_assert_int_eq(carc_record_save(&w->rec, missing, err, sizeof err), -1);
    char want[700];
    snprintf(want, sizeof want, "%s: cannot create a temporary file: No such file or directory",
             missing);
    ck_assert_str_eq(err, want);
    ck_assert_int_eq(mkdir(sub, 0700), 0);
    ck_assert_int_eq(carc_record_save(&w->rec, sub, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s: cannot rename the temporary file over it: Is a directory",
             sub);
    ck_assert_str_eq(err, want);
    ck_assert_int_eq(leftovers(dir), 0);

    rmdir(sub);
    unlink(path);
    unlink(path2);
    ck_assert_int_eq(rmdir(dir), 0);
}
END_TEST

/* Random games recorded from the core's events replay to the same result. */
static void simulate_and_replay(const char *const *sets, int nsets, int players, uint64_t seed)
{
    char err[512];
    ck_assert_int_eq(carc_catalog_load(&w->cat, NULL, sets, nsets, err, sizeof err), 0);
    carc_rules rules = {CARC_FARMS_3RD, false};
    ck_assert_int_eq(carc_game_init(&w->game, &w->cat, &rules, players, seed, err, sizeof err), 0);
    carc_record *rec = &w->rec;
    memset(rec, 0, sizeof *rec);
    rec->ntilesets = nsets;
    for (int i = 0; i < nsets; i++)
        snprintf(rec->tilesets[i], CARC_NAME_LEN, "%s", sets[i]);
    rec->rules = rules;
    rec->nplayers = players;
    for (int p = 0; p < players; p++) {
        snprintf(rec->players[p].name, CARC_RECORD_NAME_LEN, "P%d", p + 1);
        rec->players[p].color = (carc_color)p;
    }
    rec->has_seed = true;
    rec->seed = seed;
    rec->has_deck = true;
    rec->ndeck = w->game.deck_len;
    for (int i = 0; i < rec->ndeck; i++)
        snprintf(rec->deck[i], CARC_ID_LEN, "%s", w->cat.types[w->game.deck[i]].def.id);
    carc_rng rng;
    carc_rng_seed(&rng, seed + 1);
    w->ev.count = 0;
    while (carc_game_random_turn(&w->game, &rng, 70, &w->ev)) {
        ck_assert_int_eq(carc_record_add_turn(rec, &w->game, &w->ev), 0);
        w->ev.count = 0;
    }
    int16_t want[CARC_MAX_PLAYERS];
    memcpy(want, w->game.score, sizeof want);

    char *text = carc_record_write(rec);
    ck_assert_int_eq(parse(text, &w->rec2, err, sizeof err), 0);
    free(text);
    int rc = carc_record_replay(&w->rec2, "sim.json", NULL, &w->cat, &w->game, err, sizeof err);
    ck_assert_msg(rc == 0, "seed %llu: %s", (unsigned long long)seed, err);
    ck_assert(w->game.over);
    ck_assert_mem_eq(want, w->game.score, sizeof want);
}

START_TEST(simulated_base_games_replay)
{
    const char *sets[] = {"base"};
    simulate_and_replay(sets, 1, 2 + _i % 4, (uint64_t)_i);
}
END_TEST

START_TEST(simulated_expansion_games_replay)
{
    const char *sets[] = {"base", "river", "inns-cathedrals"};
    simulate_and_replay(sets, 3, 2 + _i % 5, 1000 + (uint64_t)_i);
}
END_TEST

static Suite *record_suite(void)
{
    Suite *s = suite_create("record");
    TCase *load = tcase_create("load");
    tcase_add_checked_fixture(load, setup, teardown);
    tcase_add_test(load, valid_record_replays);
    tcase_add_loop_test(load, broken_records, 0, (int)(sizeof corpus / sizeof corpus[0]));
    tcase_add_test(load, unknown_keys_are_ignored);
    tcase_add_test(load, aids_key);
    tcase_add_test(load, deck_from_seed);
    tcase_add_test(load, unknown_tile_set);
    suite_add_tcase(s, load);

    TCase *save = tcase_create("save");
    tcase_add_checked_fixture(save, setup, teardown);
    tcase_add_loop_test(save, round_trip_reference_games, 0, 100);
    tcase_add_test(save, round_trip_scenarios);
    tcase_add_test(save, names_with_special_characters);
    tcase_add_test(save, canonical_layout);
    tcase_add_test(save, atomic_save);
    suite_add_tcase(s, save);

    TCase *sim = tcase_create("simulate");
    tcase_add_checked_fixture(sim, setup, teardown);
    tcase_set_timeout(sim, 60);
    tcase_add_loop_test(sim, simulated_base_games_replay, 0, 20);
    tcase_add_loop_test(sim, simulated_expansion_games_replay, 0, 20);
    suite_add_tcase(s, sim);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(record_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
