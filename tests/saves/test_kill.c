/*
 * test_kill.c: a save killed at any moment leaves the previous save or the new one, whole
 * (issue 5).
 *
 * A child process saves two different records over the same file in a loop; the parent kills
 * it with SIGKILL after a random delay, again and again, and after every kill the file must be
 * byte for byte one of the two complete versions. The temporary files a killed save leaves
 * behind must not show up in the saves list.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "common.h"
#include "saves.h"

#define KILLS 300

/* Saves a and b over path in turn until killed. */
static _Noreturn void save_forever(const carc_record *a, const carc_record *b, const char *path)
{
    char err[512];
    for (unsigned i = 0;; i++)
        if (carc_record_save(i % 2 ? a : b, path, err, sizeof err) != 0)
            _exit(3);
}

START_TEST(killed_save_leaves_old_or_new)
{
    static carc_record a, b;
    test_config cfg[64];
    test_configs(cfg, 64);
    test_record_new(&a, &cfg[12], 31);
    char err[512], dir[512], sdir[600], path[1024];
    carc_history *h = carc_history_open(&a, "a.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 5);
    while (!h->game.over)
        test_history_step(h, &rng);
    carc_history_record(h, &b);
    carc_history_record(h, &a);
    a.nturns = 3; /* a short and a long version, so that a cut one cannot pass for either */
    carc_history_free(h);
    char *ta = carc_record_write(&a), *tb = carc_record_write(&b);
    ck_assert_ptr_nonnull(ta);
    ck_assert_ptr_nonnull(tb);

    test_tmpdir(dir, sizeof dir);
    snprintf(sdir, sizeof sdir, "%s/", dir);
    carc_saves_autosave_path(sdir, path, sizeof path);
    ck_assert_msg(carc_record_save(&a, path, err, sizeof err) == 0, "%s", err);
    int seen_a = 0, seen_b = 0;
    for (int i = 0; i < KILLS; i++) {
        pid_t pid = fork();
        ck_assert_int_ge(pid, 0);
        /* Children start with either version, and a kill falls up to 12 ms after the start:
           a loaded machine may take that long for one save (it syncs to disk), and a kill
           that fell before any save completed would leave the same version every time. */
        if (pid == 0)
            save_forever(i % 2 ? &a : &b, i % 2 ? &b : &a, path);
        struct timespec ts = {0, (long)carc_rng_below(&rng, 12000) * 1000};
        nanosleep(&ts, NULL);
        kill(pid, SIGKILL);
        int status;
        ck_assert_int_eq(waitpid(pid, &status, 0), pid);
        ck_assert_msg(WIFSIGNALED(status), "the saving child failed (exit %d)",
                      WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        size_t n;
        char *now = test_read_file(path, &n);
        ck_assert_msg(now != NULL, "kill %d: the save is gone", i);
        bool is_a = strcmp(now, ta) == 0, is_b = strcmp(now, tb) == 0;
        ck_assert_msg(is_a || is_b, "kill %d: the save is neither version (%zu bytes)", i, n);
        seen_a += is_a;
        seen_b += is_b;
        static carc_record back;
        ck_assert_msg(carc_record_load(path, &back, err, sizeof err) == 0, "%s", err);
        free(now);
    }
    ck_assert_msg(seen_a > 0 && seen_b > 0, "the kills never fell between saves (%d, %d)", seen_a,
                  seen_b);
    /* Whatever the kills left lying around, the list holds the one good save. */
    carc_save_info *list;
    int n = carc_saves_list(sdir, NULL, &list, err, sizeof err);
    ck_assert_int_eq(n, 1);
    ck_assert(list[0].ok);
    ck_assert(list[0].autosave);
    free(list);
    free(ta);
    free(tb);
    test_rmtree(dir);
}
END_TEST

Suite *suite_kill(void)
{
    Suite *s = suite_create("kill");
    TCase *tc = tcase_create("atomic-save");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, killed_save_leaves_old_or_new);
    suite_add_tcase(s, tc);
    return s;
}
