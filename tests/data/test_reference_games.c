/*
 * test_reference_games.c: the differential test. Each of the 100 random base games in
 * games/base-random/ (copied from ../shared/games/, see games/README.md) is replayed with the
 * full rules through the data layer and the core, and must end with exactly the final scores
 * that independent implementations agree on (gNNN.expected.json).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "../read_file.h"
#include "record.h"

#define GAMES 100

typedef struct world {
    carc_catalog cat;
    carc_game game;
    carc_record rec;
} world;

/* Reads gNNN.expected.json: {"scores": [...], "finished": true}. */
static void read_expected(const char *path, int *scores, int *n)
{
    char *text = test_read_file(path, NULL);
    ck_assert_msg(text != NULL, "%s: cannot read", path);
    cJSON *root = cJSON_Parse(text);
    free(text);
    ck_assert_msg(root != NULL, "%s: invalid JSON", path);
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(root, "scores");
    ck_assert(cJSON_IsArray(arr));
    *n = 0;
    for (const cJSON *e = arr->child; e != NULL && *n < CARC_MAX_PLAYERS; e = e->next)
        scores[(*n)++] = e->valueint;
    ck_assert(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(root, "finished")));
    cJSON_Delete(root);
}

START_TEST(reference_game)
{
    char path[4096], expected[4096], err[1024];
    snprintf(path, sizeof path, "%s/g%03d.json", TEST_GAMES_DIR, _i);
    snprintf(expected, sizeof expected, "%s/g%03d.expected.json", TEST_GAMES_DIR, _i);
    int want[CARC_MAX_PLAYERS], n;
    read_expected(expected, want, &n);

    world *w = calloc(1, sizeof *w);
    ck_assert_ptr_nonnull(w);
    int rc = carc_record_load(path, &w->rec, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    rc = carc_record_replay(&w->rec, path, NULL, &w->cat, &w->game, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    ck_assert_msg(w->game.over, "g%03d: the game is not over after its last turn", _i);
    ck_assert_int_eq(n, w->game.nplayers);
    for (int p = 0; p < n; p++)
        ck_assert_msg(w->game.score[p] == want[p], "g%03d: player %d scores %d, expected %d", _i,
                      p + 1, w->game.score[p], want[p]);
    free(w);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("reference-games");
    TCase *tc = tcase_create("base-random");
    tcase_add_loop_test(tc, reference_game, 0, GAMES);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
