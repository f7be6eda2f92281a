/*
 * test_hostile.c: the loaders on files made to hurt (issue 18). Saves and puzzles are files
 * people send each other: a file must never cost seconds it does not need, memory far beyond
 * its size, a hang, or a message that drives the terminal.
 *
 * Each test here failed before its fix: 30,000 unknown keys took seconds to load (every pair
 * of keys was compared), an array of zeros cost forty times its size, a control character or a
 * \u0000 in a name went through, a FIFO blocked the loader for good, a 300-digit number was
 * echoed whole and an unknown computer level was taken for a person.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../record_example.h"
#include "record.h"
#include "saves.h"
#include "text.h"
#include "tileset_io.h"

static char dir[256];
static carc_record *rec;

static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/carc-hostile-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
    rec = calloc(1, sizeof *rec);
    ck_assert_ptr_nonnull(rec);
}

static void teardown(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    ck_assert_int_eq(system(cmd), 0);
    free(rec);
}

/* A growing string for building files. */
typedef struct text {
    char *s;
    size_t len, cap;
} text;

static void add(text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        t->cap = 2 * (t->len + n + 1);
        t->s = realloc(t->s, t->cap);
        ck_assert_ptr_nonnull(t->s);
    }
    memcpy(t->s + t->len, s, n + 1);
    t->len += n;
}

/* RECORD.md's example with extra text right after its opening brace. */
static void example_with(text *t, const char *extra)
{
    add(t, "{");
    add(t, extra);
    add(t, RECORD_EXAMPLE + 1);
}

static void write_file(const char *path, const char *s, size_t len)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(s, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The shortest of three loads of text, in seconds; each load must succeed. */
static double load_time(const text *t)
{
    double best = 1e9;
    for (int i = 0; i < 3; i++) {
        char err[512];
        double t0 = now();
        int rc = carc_record_parse(t->s, t->len, "g.json", rec, err, sizeof err);
        double dt = now() - t0;
        ck_assert_msg(rc == 0, "%s", err);
        best = dt < best ? dt : best;
    }
    return best;
}

/* 30,000 unknown keys against a file of the same size and as many values in one ignored
   array. Comparing every pair of keys made the first about 700 times slower (1.5 s against
   2 ms here, 15,000 comparisons a key). Now a key costs some 25 comparisons: about 15 to sort
   them, and one in each of the loader's lookups of the root's known keys, which come after
   them; the bound of 40 times leaves room for a loaded machine. */
START_TEST(many_keys_load_in_linear_time)
{
    enum { N = 30000 };
    text keys = {0}, array = {0}, k = {0}, a = {0};
    add(&a, "\"pad\": [");
    for (int i = 0; i < N; i++) {
        char item[32];
        snprintf(item, sizeof item, "\"k%05d\": 0, ", i); /* 13 bytes, one value */
        add(&k, item);
        snprintf(item, sizeof item, "%s\"k%08d\"", i ? ", " : "", i); /* 13 bytes, one value */
        add(&a, item);
    }
    add(&a, "], ");
    example_with(&keys, k.s);
    example_with(&array, a.s);
    /* The same size but for "pad": [] and the last ", " */
    ck_assert_uint_lt(keys.len > array.len ? keys.len - array.len : array.len - keys.len, 16);
    double tk = load_time(&keys), ta = load_time(&array);
    ck_assert_msg(tk < 40 * ta + 0.01, "30,000 keys: %.4f s, 30,000 array values: %.4f s", tk, ta);
    free(keys.s);
    free(array.s);
    free(k.s);
    free(a.s);
}
END_TEST

/* A duplicate key is still found among many, wherever it is. */
START_TEST(duplicate_among_many_keys)
{
    text t = {0}, k = {0};
    for (int i = 0; i < 5000; i++) {
        char item[32];
        snprintf(item, sizeof item, "\"k%05d\": 0, ", i == 4999 ? 17 : i);
        add(&k, item);
    }
    example_with(&t, k.s);
    char err[512];
    ck_assert_int_eq(carc_record_parse(t.s, t.len, "g.json", rec, err, sizeof err), -1);
    ck_assert_str_eq(err, "g.json: key \"k00017\" appears twice");
    free(t.s);
    free(k.s);
}
END_TEST

/* More values than any record or tile set holds are refused before they are parsed. */
START_TEST(too_many_values)
{
    text t = {0}, k = {0};
    for (int i = 0; i < 100000; i++) {
        char item[32];
        snprintf(item, sizeof item, "\"k%06d\": 0, ", i);
        add(&k, item);
    }
    example_with(&t, k.s);
    char err[512];
    ck_assert_int_eq(carc_record_parse(t.s, t.len, "g.json", rec, err, sizeof err), -1);
    /* The count is the root, the root's first key and one a comma: the 65,537th value is
       counted at the comma of key 65,534 (counted from 0), 12 bytes into its 14, after the
       brace: offset 1 + 14 * 65,534 + 12 = 917,489, column 917,490. */
    ck_assert_str_eq(err, "g.json: line 1, column 917490: more than 65,536 values, more than any "
                          "tile set or record holds");
    free(t.s);
    free(k.s);
}
END_TEST

/*
 * Loads path in a child process and returns how many MiB its peak resident size grew by during
 * the load (at most 255), with the loader's message in err. The growth is measured inside the
 * child, so what the test process had before does not count.
 */
static int load_growth_mib(const char *path, char *err, size_t errlen)
{
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        close(fds[0]);
        struct rusage before, after;
        getrusage(RUSAGE_SELF, &before);
        char msg[512] = "";
        carc_record_load(path, rec, msg, sizeof msg);
        getrusage(RUSAGE_SELF, &after);
        ssize_t n = write(fds[1], msg, strlen(msg) + 1);
        long kib = after.ru_maxrss - before.ru_maxrss;
        _exit(n > 0 ? (int)(kib / 1024 > 255 ? 255 : kib / 1024) : 255);
    }
    close(fds[1]);
    ssize_t n = read(fds[0], err, errlen - 1);
    err[n > 0 ? n : 0] = '\0';
    close(fds[0]);
    int status;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert(WIFEXITED(status));
    return WEXITSTATUS(status);
}

/* A file of zeros in an ignored array: cJSON spends about 80 bytes a value, so a 4 MB file
   cost 160 MB and the 16 MB file of the issue 640 MB. Now the first is refused after reading
   it (4 MB) and the second before. */
START_TEST(big_arrays_cost_little_memory)
{
    static const char head[] = "{\"format\": \"carcassonne-record\", \"pad\": [0";
    size_t sizes[] = {(4u << 20) - 64, 16u << 20};
    const char *want[] = {"more than 65,536 values", "larger than 4194304 bytes"};
    for (int i = 0; i < 2; i++) {
        size_t zeros = (sizes[i] - sizeof head) / 2;
        char *s = malloc(sizes[i] + 1);
        ck_assert_ptr_nonnull(s);
        memcpy(s, head, sizeof head - 1);
        size_t len = sizeof head - 1;
        for (size_t z = 0; z < zeros; z++, len += 2)
            memcpy(s + len, ",0", 2);
        memcpy(s + len, "]}", 2);
        len += 2;
        char path[300], err[512];
        snprintf(path, sizeof path, "%s/big.json", dir);
        write_file(path, s, len);
        free(s);
        int mib = load_growth_mib(path, err, sizeof err);
        ck_assert_msg(strstr(err, want[i]) != NULL, "%s", err);
        ck_assert_msg(strncmp(err, path, strlen(path)) == 0, "%s", err);
        /* The text itself, and room for the sanitizers' own bookkeeping. */
        ck_assert_msg(mib <= 24, "%zu bytes cost %d MiB: %s", len, mib, err);
    }
}
END_TEST

/* The colour of the issue, which forged an "ok" line and cleared the terminal. */
START_TEST(control_characters_in_strings)
{
    static const struct {
        const char *from, *to, *want;
    } cases[] = {
        {"\"color\": \"red\"", "\"color\": \"\\nx.json: ok\\u001b[2J\"",
         "g.json: players[0].color: holds a control character (U+000A)"},
        {"\"name\": \"Ana\"", "\"name\": \"A\\u001b[2Jna\"",
         "g.json: players[0].name: holds a control character (U+001B)"},
        {"\"name\": \"Ana\"", "\"name\": \"A\\u009bna\"",
         "g.json: players[0].name: holds a control character (U+009B)"},
        {"\"name\": \"Ana\"", "\"name\": \"A\\u007fna\"",
         "g.json: players[0].name: holds a control character (U+007F)"},
        {"\"name\": \"Ana\"", "\"name\": \"A\xffna\"", "g.json: players[0].name: not valid UTF-8"},
        {"\"name\": \"Ana\"", "\"name\": \"A\xc3\"", "g.json: players[0].name: not valid UTF-8"},
        {"\"name\": \"Ana\"", "\"name\": \"\xed\xa0\x80\"", /* a surrogate, U+D800 */
         "g.json: players[0].name: not valid UTF-8"},
        {"\"tile\": \"W\"", "\"tile\": \"W\\t\"",
         "g.json: turn 2: turns[1].tile: holds a control character (U+0009)"},
        /* Before, the name was silently cut to "Ana". The \u0000 starts at column 161: the
           example's first 160 bytes are 47 (format and version), 55 (rules up to its last
           key), 33 (that key) and 25 (up to and with "Ana). */
        {"\"name\": \"Ana\"", "\"name\": \"Ana\\u0000Bob\"",
         "g.json: line 1, column 161: \\u0000 (a NUL character) in a string"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *at = strstr(RECORD_EXAMPLE, cases[i].from);
        ck_assert_ptr_nonnull(at);
        text t = {0};
        char *head = strndup(RECORD_EXAMPLE, (size_t)(at - RECORD_EXAMPLE));
        add(&t, head);
        add(&t, cases[i].to);
        add(&t, at + strlen(cases[i].from));
        char err[512];
        ck_assert_int_eq(carc_record_parse(t.s, t.len, "g.json", rec, err, sizeof err), -1);
        ck_assert_str_eq(err, cases[i].want);
        free(head);
        free(t.s);
    }
    /* Names beyond ASCII stay as they are. */
    text t = {0};
    char *head = strndup(RECORD_EXAMPLE, (size_t)(strstr(RECORD_EXAMPLE, "Ana") - RECORD_EXAMPLE));
    add(&t, head);
    add(&t, "Zo\xc3\xab \xe2\x98\xba\\u00e9");
    add(&t, strstr(RECORD_EXAMPLE, "Ana") + 3);
    char err[512];
    ck_assert_msg(carc_record_parse(t.s, t.len, "g.json", rec, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(rec->players[0].name, "Zo\xc3\xab \xe2\x98\xba\xc3\xa9");
    free(head);
    free(t.s);
}
END_TEST

START_TEST(one_line_cleans_messages)
{
    char s[] = "a\nb\x1b[2J\xc2\x9b" "c\xff\xc3";
    carc_text_one_line(s, sizeof s);
    ck_assert_str_eq(s, "a b [2J  c??");
    char u[] = "Zo\xc3\xab \xe2\x98\xba";
    carc_text_one_line(u, sizeof u);
    ck_assert_str_eq(u, "Zo\xc3\xab \xe2\x98\xba");
}
END_TEST

/* A FIFO blocked the open for good (the test's time limit catches a hang), and the saves
   folder lists one, and a folder named like a save, as bad files. */
START_TEST(fifo_and_folder_refused)
{
    char path[300], err[512];
    snprintf(path, sizeof path, "%s/autosave.json", dir);
    ck_assert_int_eq(mkfifo(path, 0600), 0);
    ck_assert_int_eq(carc_record_load(path, rec, err, sizeof err), -1);
    char want[400];
    snprintf(want, sizeof want, "%s: not a regular file", path);
    ck_assert_str_eq(err, want);
    carc_tileset *ts = malloc(sizeof *ts);
    ck_assert_int_eq(carc_tileset_load(path, ts, err, sizeof err), -1);
    ck_assert_str_eq(err, want);
    free(ts);

    snprintf(path, sizeof path, "%s/folder.json", dir);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    char saves[300];
    snprintf(saves, sizeof saves, "%s/", dir);
    carc_save_info *list;
    int n = carc_saves_list(saves, NULL, &list, err, sizeof err);
    ck_assert_int_eq(n, 2);
    for (int i = 0; i < n; i++) {
        ck_assert(!list[i].ok);
        ck_assert_msg(strstr(list[i].error, ": not a regular file") != NULL, "%s", list[i].error);
    }
    free(list);
}
END_TEST

/* A number of 300 digits was echoed whole. */
START_TEST(long_numbers_shown_short)
{
    text t = {0}, n = {0};
    add(&n, "\"version\": 1");
    for (int i = 0; i < 299; i++)
        add(&n, "0");
    const char *at = strstr(RECORD_EXAMPLE, "\"version\": 1");
    char *head = strndup(RECORD_EXAMPLE, (size_t)(at - RECORD_EXAMPLE));
    add(&t, head);
    add(&t, n.s);
    add(&t, at + strlen("\"version\": 1"));
    char err[512];
    ck_assert_int_eq(carc_record_parse(t.s, t.len, "g.json", rec, err, sizeof err), -1);
    ck_assert_str_eq(err, "g.json: version: 1e+299 is out of range (0 to 1000000000)");
    free(head);
    free(t.s);
    free(n.s);
}
END_TEST

/* An unknown computer level was taken for a person. */
START_TEST(unknown_ai_level)
{
    text t = {0};
    const char *at = strstr(RECORD_EXAMPLE, "\"hard\"");
    char *head = strndup(RECORD_EXAMPLE, (size_t)(at - RECORD_EXAMPLE));
    add(&t, head);
    add(&t, "\"expert\"");
    add(&t, at + strlen("\"hard\""));
    char err[512];
    ck_assert_int_eq(carc_record_parse(t.s, t.len, "g.json", rec, err, sizeof err), -1);
    ck_assert_str_eq(err,
                     "g.json: players[1].ai: unknown level \"expert\" (easy, medium, hard or random)");
    free(head);
    free(t.s);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hostile");
    TCase *tc = tcase_create("hostile");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, many_keys_load_in_linear_time);
    tcase_add_test(tc, duplicate_among_many_keys);
    tcase_add_test(tc, too_many_values);
    tcase_add_test(tc, big_arrays_cost_little_memory);
    tcase_add_test(tc, control_characters_in_strings);
    tcase_add_test(tc, one_line_cleans_messages);
    tcase_add_test(tc, long_numbers_shown_short);
    tcase_add_test(tc, unknown_ai_level);
    suite_add_tcase(s, tc);
    TCase *fifo = tcase_create("fifo");
    tcase_add_checked_fixture(fifo, setup, teardown);
    tcase_set_timeout(fifo, 5); /* a FIFO that blocks the loader fails here, not hangs */
    tcase_add_test(fifo, fifo_and_folder_refused);
    suite_add_tcase(s, fifo);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
