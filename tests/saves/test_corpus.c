/*
 * test_corpus.c: damaged records never crash the loader and always say which file, which turn
 * and why, in one line (issue 5).
 *
 * The corpus: a valid record cut at every byte; hand-made mistakes (not JSON, another format
 * or version, wrong types, unknown tiles, illegal turns); random byte damage. Each goes through
 * the whole path a saved game takes when it is opened (parse, then the session, which replays
 * every turn through the core) and, written to a file, through the saves list, which must
 * report it and leave its bytes alone. The suite also runs under the sanitizer build.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../record_example.h"
#include "common.h"
#include "saves.h"
#include "tileset_io.h"

static char corpus_dir[512];

static void corpus_setup(void)
{
    test_tmpdir(corpus_dir, sizeof corpus_dir);
}

static void corpus_teardown(void)
{
    test_rmtree(corpus_dir);
}

/*
 * Opens text as a saved game the way the game does: written to the file name in the test's
 * folder, then carc_history_load (strict parse, then a session that replays every turn).
 * Returns 0 when it opens; otherwise checks that the message is one line naming the file, and
 * returns -1 with it in err.
 */
static int open_text(const char *text, size_t len, const char *name, char *err, size_t errlen)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", corpus_dir, name);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
    carc_history *h = carc_history_load(path, NULL, err, errlen);
    if (h != NULL) {
        carc_history_free(h);
        return 0;
    }
    ck_assert_msg(strncmp(err, path, strlen(path)) == 0 && err[strlen(path)] == ':',
                  "the message does not name the file: %s", err);
    ck_assert_msg(strchr(err, '\n') == NULL, "the message is not one line: %s", err);
    ck_assert_msg(strlen(err) > strlen(path) + 3, "no reason given: %s", err);
    return -1;
}

/* A long valid record: a whole random game with every set. */
static char *long_record(void)
{
    static carc_record rec;
    test_config c = {1u << CARC_MOD_RIVER | 1u << CARC_MOD_INNS, CARC_FARMS_3RD, false, 4};
    test_record_new(&rec, &c, 99);
    char err[512];
    carc_history *h = carc_history_open(&rec, "long.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 3);
    while (!h->game.over)
        test_history_step(h, &rng);
    carc_history_record(h, &rec);
    carc_history_free(h);
    char *text = carc_record_write(&rec);
    ck_assert_ptr_nonnull(text);
    return text;
}

/* Cutting a valid record anywhere before its closing brace gives an error, never a crash. */
static void check_every_cut(const char *text)
{
    size_t len = strlen(text);
    size_t end = (size_t)(strrchr(text, '}') - text) + 1;
    char err[512];
    ck_assert_int_eq(open_text(text, len, "whole.json", err, sizeof err), 0);
    for (size_t i = 0; i < len; i++) {
        char *cut = malloc(i + 1);
        ck_assert_ptr_nonnull(cut);
        memcpy(cut, text, i);
        cut[i] = '\0';
        int rc = open_text(cut, i, "cut.json", err, sizeof err);
        ck_assert_msg(i >= end ? rc == 0 : rc != 0, "cut at %zu of %zu: rc %d", i, len, rc);
        free(cut);
    }
}

START_TEST(truncated_at_every_byte)
{
    check_every_cut(RECORD_EXAMPLE);
    char *text = long_record();
    check_every_cut(text);
    free(text);
}
END_TEST

/* A mistake made by replacing the first occurrence of find in RECORD_EXAMPLE by repl. */
typedef struct damage {
    const char *find, *repl;
    const char *expect; /* a part of the message */
} damage;

static const damage damages[] = {
    /* Not a record at all. */
    {NULL, "", "g.json: "},
    {NULL, "hello", "g.json: "},
    {NULL, "[]", "g.json: "},
    {NULL, "null", "g.json: "},
    {NULL, "42", "g.json: "},
    {NULL, "\"carcassonne-record\"", "g.json: "},
    {NULL, "{}", "format"},
    {NULL, "{\"format\": \"carcassonne-tileset\", \"version\": 1, \"tiles\": []}", "format"},
    {NULL, "\xef\xbb\xbf\xff\xfe{", "g.json: "},
    /* Another format or version. */
    {"\"carcassonne-record\"", "\"carcassonne-save\"", "format"},
    {"\"version\": 1", "\"version\": 3", "version"},
    {"\"version\": 1", "\"version\": \"1\"", "version"},
    {"\"version\": 1", "\"version\": 1.5", "version"},
    {"\"version\": 1", "\"version\": -1", "version"},
    {"\"version\": 1", "\"version\": 1e999", "version"},
    /* Wrong types and values. */
    {"\"rules\": {", "\"rules\": 3, \"x\": {", "rules"},
    {"[\"base\"]", "\"base\"", "rules.tilesets"},
    {"[\"base\"]", "[]", "rules.tilesets"},
    {"[\"base\"]", "[\"river\"]", "rules.tilesets"},
    {"[\"base\"]", "[\"base\", \"nope\"]", "nope"},
    {"[\"base\"]", "[\"base\", \"../../etc\"]", "rules.tilesets"},
    {"\"3rd\"", "3", "rules.farm_scoring"},
    {"\"3rd\"", "\"4th\"", "rules.farm_scoring"},
    {"false}", "\"no\"}", "small_city_two_points"},
    {"\"players\": [", "\"players\": {\"a\": 1}, \"p\": [", "players"},
    {"{\"name\": \"Ana\", \"color\": \"red\"}, ", "", "players"},
    {"\"name\": \"Ana\"", "\"name\": 5", "players[0].name"},
    {"\"color\": \"red\"", "\"color\": \"purple\"", "players[0].color"},
    {"\"color\": \"blue\"", "\"color\": \"red\"", "players[1].color"},
    {"\"ai\": \"hard\"", "\"ai\": true", "players[1].ai"},
    {"\"seed\": 1234", "\"seed\": -1", "seed"},
    {"\"seed\": 1234", "\"seed\": 0.5", "seed"},
    {"\"seed\": 1234", "\"seed\": \"1234\"", "seed"},
    {"\"deck\": [\"U\", \"W\", \"E\", \"A\"]", "\"deck\": \"UWEA\"", "deck"},
    {"\"deck\": [\"U\", \"W\", \"E\", \"A\"]", "\"deck\": [1, 2]", "deck[0]"},
    {"\"turns\": [", "\"turns\": {}, \"t\": [", "turns"},
    {"\"x\": 1", "\"x\": \"1\"", "turns[0].x"},
    {"\"x\": 1", "\"x\": 1.25", "turns[0].x"},
    {"\"x\": 1", "\"x\": 100000", "turns[0].x"},
    {"\"rot\": 90", "\"rot\": 45", "turns[0].rot"},
    {"\"at\": \"E\"", "\"at\": \"Q\"", "turns[0].meeple.at"},
    {"\"at\": \"E\"", "\"at\": 4", "turns[0].meeple.at"},
    {"\"kind\": \"normal\"", "\"kind\": \"huge\"", "turns[0].meeple.kind"},
    {"\"kind\": \"normal\"", "\"kind\": \"big\"", "inns-cathedrals"},
    {"\"meeple\": {\"at\": \"E\"", "\"meeple\": [\"at\", \"E\"], \"m\": {\"at\": \"E\"",
     "turns[0].meeple"},
    /* Tiles that do not exist. */
    {"\"deck\": [\"U\", \"W\"", "\"deck\": [\"U\", \"ZZ\"", "deck[1]"},
    {"\"deck\": [\"U\", \"W\"", "\"deck\": [\"U\", \"R3\"", "deck[1]"},
    {"{\"tile\": \"W\"", "{\"tile\": \"ZZ\"", "turn 2"},
    {"\"deck\": [\"U\", \"W\", \"E\", \"A\"]",
     "\"deck\": [\"U\", \"U\", \"U\", \"U\", \"U\", "
     "\"U\", \"U\", \"U\", \"U\", \"W\"]",
     "deck"},
    /* Illegal turns. */
    {"{\"tile\": \"U\"", "{\"tile\": \"W\"", "turn 1"},
    {"\"x\": 1, \"y\": 0, \"rot\": 90", "\"x\": 1, \"y\": 0, \"rot\": 0", "turn 1"},
    {"\"x\": 1, \"y\": 0, \"rot\": 90", "\"x\": 5, \"y\": 5, \"rot\": 90", "turn 1"},
    {"\"x\": -1, \"y\": 0", "\"x\": 1, \"y\": 0", "turn 2"},
    {"\"x\": 0, \"y\": -1, \"rot\": 180", "\"x\": 0, \"y\": -1, \"rot\": 0", "turn 3"},
    {"\"rot\": 0}", "\"rot\": 0, \"meeple\": {\"at\": \"E\"}}", "turn 2"},
    {"{\"tile\": \"W\", \"x\": -1, \"y\": 0, \"rot\": 0}", "{\"tile\": \"W\", \"discard\": true}",
     "turn 2"},
    {"\"meeple\": {\"at\": \"C\"}}]",
     "\"meeple\": {\"at\": \"C\"}}, {\"tile\": \"A\", \"x\": 3, "
     "\"y\": 0, \"rot\": 0}]",
     "the deck holds only 4"},
};

START_TEST(each_damage_is_reported)
{
    const damage *d = &damages[_i];
    char *text;
    if (d->find == NULL) {
        text = strdup(d->repl);
    } else {
        const char *at = strstr(RECORD_EXAMPLE, d->find);
        ck_assert_msg(at != NULL, "case %d: \"%s\" not in the record", _i, d->find);
        size_t pre = (size_t)(at - RECORD_EXAMPLE), flen = strlen(d->find), rlen = strlen(d->repl);
        text = malloc(strlen(RECORD_EXAMPLE) - flen + rlen + 1);
        ck_assert_ptr_nonnull(text);
        memcpy(text, RECORD_EXAMPLE, pre);
        memcpy(text + pre, d->repl, rlen);
        strcpy(text + pre + rlen, at + flen);
    }
    char err[512];
    ck_assert_msg(open_text(text, strlen(text), "g.json", err, sizeof err) != 0,
                  "case %d opened: %s", _i, text);
    ck_assert_msg(strstr(err, d->expect) != NULL, "case %d: \"%s\" lacks \"%s\"", _i, err,
                  d->expect);

    /* The same file in a saves folder: listed as bad, with the path, and left as it was. */
    char dir[512], sdir[600], path[1024];
    test_tmpdir(dir, sizeof dir);
    snprintf(sdir, sizeof sdir, "%s/", dir);
    snprintf(path, sizeof path, "%sbad.json", sdir);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fwrite(text, 1, strlen(text), f);
    fclose(f);
    carc_save_info *list;
    ck_assert_int_eq(carc_saves_list(sdir, NULL, &list, err, sizeof err), 1);
    ck_assert(!list[0].ok);
    ck_assert_msg(strncmp(list[0].error, path, strlen(path)) == 0, "%s", list[0].error);
    ck_assert_str_eq(list[0].name, "bad");
    free(list);
    size_t n;
    char *after = test_read_file(path, &n);
    ck_assert_ptr_nonnull(after);
    ck_assert_uint_eq(n, strlen(text));
    ck_assert_int_eq(memcmp(after, text, n), 0);
    free(after);
    test_rmtree(dir);
    free(text);
}
END_TEST

START_TEST(nesting_and_nul_bytes)
{
    char err[512];
    size_t deep = 200000;
    char *text = malloc(deep + 1);
    ck_assert_ptr_nonnull(text);
    memset(text, '[', deep);
    text[deep] = '\0';
    ck_assert_int_ne(open_text(text, deep, "deep.json", err, sizeof err), 0);
    memset(text, '{', deep);
    ck_assert_int_ne(open_text(text, deep, "deep.json", err, sizeof err), 0);
    free(text);
    /* A NUL byte inside the text: never a crash, and a message of one line when refused. */
    char nul[] = RECORD_EXAMPLE;
    size_t len = sizeof nul - 1;
    for (size_t i = 0; i < len; i++) {
        char saved = nul[i];
        nul[i] = '\0';
        open_text(nul, len, "nul.json", err, sizeof err);
        nul[i] = saved;
    }
}
END_TEST

START_TEST(files_that_are_not_there)
{
    char err[512], dir[512], path[1024];
    test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/missing.json", dir);
    ck_assert_ptr_null(carc_history_load(path, NULL, err, sizeof err));
    ck_assert_msg(strncmp(err, path, strlen(path)) == 0, "%s", err);
    ck_assert_ptr_null(carc_history_load(dir, NULL, err, sizeof err));
    ck_assert_msg(strncmp(err, dir, strlen(dir)) == 0, "%s", err);
    /* A tile set file is a good file of another format. */
    snprintf(path, sizeof path, "%s/tilesets/base.json", carc_assets_dir());
    ck_assert_ptr_null(carc_history_load(path, NULL, err, sizeof err));
    ck_assert_msg(strstr(err, "format") != NULL, "%s", err);
    test_rmtree(dir);
}
END_TEST

/* Random damage: bytes replaced, deleted or inserted, a few at a time. */
START_TEST(random_damage)
{
    char *good = long_record();
    size_t len = strlen(good);
    carc_rng rng;
    carc_rng_seed(&rng, 2024);
    char *buf = malloc(len + 64);
    ck_assert_ptr_nonnull(buf);
    int opened = 0;
    for (int i = 0; i < 3000; i++) {
        memcpy(buf, good, len + 1);
        size_t n = len;
        int hits = 1 + (int)carc_rng_below(&rng, 4);
        for (int k = 0; k < hits && n > 1; k++) {
            size_t at = carc_rng_below(&rng, (uint32_t)n);
            switch (carc_rng_below(&rng, 3)) {
            case 0:
                buf[at] = (char)carc_rng_below(&rng, 256);
                break;
            case 1:
                memmove(buf + at, buf + at + 1, n - at);
                n--;
                break;
            default:
                memmove(buf + at + 1, buf + at, n - at + 1);
                buf[at] = "0123456789{}[]\",: -.eEtrufalsn\\"[carc_rng_below(&rng, 31)];
                n++;
                break;
            }
        }
        char err[512];
        opened += open_text(buf, n, "damaged.json", err, sizeof err) == 0;
    }
    ck_assert_int_lt(opened, 3000); /* most damage is noticed; what opens was still legal */
    free(buf);
    free(good);
}
END_TEST

Suite *suite_corpus(void)
{
    Suite *s = suite_create("corpus");
    TCase *tc = tcase_create("damaged-records");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, corpus_setup, corpus_teardown);
    tcase_add_test(tc, truncated_at_every_byte);
    tcase_add_loop_test(tc, each_damage_is_reported, 0, (int)(sizeof damages / sizeof damages[0]));
    tcase_add_test(tc, nesting_and_nul_bytes);
    tcase_add_test(tc, files_that_are_not_there);
    tcase_add_test(tc, random_damage);
    suite_add_tcase(s, tc);
    return s;
}
