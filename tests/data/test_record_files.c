/*
 * test_record_files.c: every game record on file reads and writes back the same: the reference
 * games (games/base-random/, games/expansions/, copied from ../shared/games/) and the scenarios
 * the game ships (assets/scenarios/). Each is parsed and written (carc_record_write), and
 *  - the text written holds the same JSON as the file (no key lost, none changed: the modules'
 *    keys of RECORD.md version 2 among them), but for "version", which the writer gives as the
 *    lowest that holds the record, and a scenario's "puzzle", which is the puzzles' (puzzle.c);
 *  - it reads and writes back to the same bytes;
 *  - its bytes are those the writer gave when the modules took over their own keys (issue 31):
 *    record-files.digests holds a 64-bit FNV-1a digest of each text written. With
 *    RECORD_DIGESTS=FILE in the environment the test writes that list to FILE instead, for a
 *    change of the format that means to change the bytes.
 */
#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "../read_file.h"
#include "record.h"

static FILE *digests_out;

static uint64_t fnv1a(const char *s)
{
    uint64_t h = 14695981039346656037u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

/* The digest recorded for name in record-files.digests. */
static uint64_t digest_of(const char *name)
{
    FILE *f = fopen(TEST_SOURCE_DIR "/data/record-files.digests", "r");
    ck_assert_msg(f != NULL, "record-files.digests: cannot open");
    char line[512], key[300];
    unsigned long long h;
    uint64_t found = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "%299s %llx", key, &h) == 2 && strcmp(key, name) == 0)
            found = h;
    fclose(f);
    ck_assert_msg(found != 0, "%s: no digest in record-files.digests", name);
    return found;
}

/* The records of dir, *.json but not *.expected.json, sorted by name: how many. */
static int list_records(const char *dir, char names[][256], int max)
{
    DIR *d = opendir(dir);
    ck_assert_msg(d != NULL, "%s: cannot open", dir);
    int n = 0;
    for (const struct dirent *e; (e = readdir(d)) != NULL;) {
        const size_t len = strlen(e->d_name);
        if (len < 6 || len >= 256 || strcmp(e->d_name + len - 5, ".json") != 0 ||
            (len > 14 && strcmp(e->d_name + len - 14, ".expected.json") == 0))
            continue;
        ck_assert_int_lt(n, max);
        memcpy(names[n++], e->d_name, len + 1);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    return n;
}

/* Reads and writes back every record of dir, named group/NAME in the digests; returns how
   many. */
static int round_trip_dir(const char *dir, const char *group)
{
    static char names[256][256];
    static carc_record rec;
    const int n = list_records(dir, names, 256);
    for (int i = 0; i < n; i++) {
        char path[1400], err[512], name[300];
        snprintf(path, sizeof path, "%s/%.255s", dir, names[i]);
        size_t len;
        char *text = test_read_file(path, &len);
        ck_assert_msg(text != NULL, "%s: cannot read", path);
        ck_assert_msg(carc_record_parse(text, len, path, &rec, err, sizeof err) == 0, "%s", err);
        char *back = carc_record_write(&rec);
        ck_assert_ptr_nonnull(back);
        cJSON *file = cJSON_Parse(text), *written = cJSON_Parse(back);
        ck_assert(file && written);
        cJSON_DeleteItemFromObjectCaseSensitive(file, "puzzle");
        cJSON_DeleteItemFromObjectCaseSensitive(file, "version");
        cJSON_DeleteItemFromObjectCaseSensitive(written, "version");
        ck_assert_msg(cJSON_Compare(file, written, true),
                      "%s: the text written is not the file's JSON", path);
        cJSON_Delete(file);
        cJSON_Delete(written);
        ck_assert_msg(carc_record_parse(back, strlen(back), path, &rec, err, sizeof err) == 0,
                      "%s", err);
        char *again = carc_record_write(&rec);
        ck_assert_ptr_nonnull(again);
        ck_assert_msg(strcmp(back, again) == 0, "%s: written back differently", path);
        snprintf(name, sizeof name, "%.40s/%.255s", group, names[i]);
        if (digests_out)
            fprintf(digests_out, "%s %016llx\n", name, (unsigned long long)fnv1a(back));
        else
            ck_assert_msg(fnv1a(back) == digest_of(name), "%s: not the bytes written before",
                          path);
        free(again);
        free(back);
        free(text);
    }
    return n;
}

START_TEST(reference_games)
{
    ck_assert_int_eq(round_trip_dir(TEST_SOURCE_DIR "/games/base-random", "base-random"), 100);
    ck_assert_int_eq(round_trip_dir(TEST_SOURCE_DIR "/games/expansions", "expansions"), 50);
}
END_TEST

START_TEST(scenarios)
{
    ck_assert_int_ge(round_trip_dir(TEST_ASSETS_DIR "/scenarios", "scenarios"), 10);
}
END_TEST

int main(void)
{
    const char *out = getenv("RECORD_DIGESTS");
    if (out && !(digests_out = fopen(out, "w"))) {
        perror(out);
        return EXIT_FAILURE;
    }
    Suite *s = suite_create("record-files");
    TCase *tc = tcase_create("round-trip");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, reference_games);
    tcase_add_test(tc, scenarios);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    const int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    if (digests_out)
        fclose(digests_out);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
