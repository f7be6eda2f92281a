/*
 * test_roundtrip.c: save -> load -> save is byte-identical for random games at every stage,
 * with every tile set, farm edition, small-city rule and player count (issue 5).
 *
 * At every turn the session's record is written, parsed back and written again: the bytes must
 * not change. Every fifth turn and at the end it also goes through files (saved, loaded, saved
 * again: the same bytes) and is opened as a new session, which must reach the same game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

#define MAX_CONFIGS 64

/* The record of h written, parsed, written again (equal); when on_disk, also saved, loaded,
   saved again (equal) and opened as a new session that reaches the same game. */
static void check_roundtrip(const carc_history *h, const char *dir, bool on_disk)
{
    static carc_record rec, back;
    char err[512], path[1024], path2[1024];
    carc_history_record(h, &rec);
    char *text = carc_record_write(&rec);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(carc_record_parse(text, strlen(text), "mem.json", &back, err, sizeof err) == 0,
                  "%s", err);
    char *again = carc_record_write(&back);
    ck_assert_ptr_nonnull(again);
    ck_assert_str_eq(text, again);
    free(again);
    if (!on_disk) {
        free(text);
        return;
    }

    snprintf(path, sizeof path, "%s/game.json", dir);
    snprintf(path2, sizeof path2, "%s/game2.json", dir);
    ck_assert_msg(carc_record_save(&rec, path, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(carc_record_load(path, &back, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(carc_record_save(&back, path2, err, sizeof err) == 0, "%s", err);
    size_t n1, n2;
    char *f1 = test_read_file(path, &n1), *f2 = test_read_file(path2, &n2);
    ck_assert_ptr_nonnull(f1);
    ck_assert_ptr_nonnull(f2);
    ck_assert_uint_eq(n1, n2);
    ck_assert_int_eq(memcmp(f1, f2, n1), 0);
    ck_assert_str_eq(f1, text);

    carc_history *h2 = carc_history_load(path2, NULL, err, sizeof err);
    ck_assert_msg(h2 != NULL, "%s", err);
    ck_assert(test_game_equal(&h->game, &h2->game));
    static carc_record rec2;
    carc_history_record(h2, &rec2);
    char *text2 = carc_record_write(&rec2);
    ck_assert_str_eq(text, text2);
    free(text2);
    carc_history_free(h2);
    free(f1);
    free(f2);
    free(text);
}

START_TEST(random_games_round_trip)
{
    test_config cfg[MAX_CONFIGS];
    int n = test_configs(cfg, MAX_CONFIGS);
    ck_assert_int_ge(n, 32);
    const test_config *c = &cfg[_i];
    static carc_record rec;
    test_record_new(&rec, c, 1000u + (uint64_t)_i);
    char err[512], dir[512];
    test_tmpdir(dir, sizeof dir);
    carc_history *h = carc_history_open(&rec, "new.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 77u + (uint64_t)_i);
    check_roundtrip(h, dir, true);
    int turns = 0;
    while (!h->game.over) {
        test_history_step(h, &rng);
        turns++;
        check_roundtrip(h, dir, turns % 5 == 0 || h->game.over);
    }
    ck_assert_int_eq(h->rec.nturns, turns);
    carc_history_free(h);
    test_rmtree(dir);
}
END_TEST

Suite *suite_roundtrip(void)
{
    Suite *s = suite_create("roundtrip");
    TCase *tc = tcase_create("random-games");
    tcase_set_timeout(tc, 300);
    test_config cfg[MAX_CONFIGS];
    tcase_add_loop_test(tc, random_games_round_trip, 0, test_configs(cfg, MAX_CONFIGS));
    suite_add_tcase(s, tc);
    return s;
}
