/*
 * test_settings.c: the settings file (src/session/settings.c): where it lives (the XDG config
 * folder, HOME's .config without it), what a missing or damaged file gives, the round trip,
 * the private permissions, and the atomic write that leaves no temporary file.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "common.h"
#include "settings.h"

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

static int mode_of(const char *path)
{
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    return (int)(st.st_mode & 0777);
}

START_TEST(test_settings_path)
{
    char path[2100], err[256];
    setenv("XDG_CONFIG_HOME", "/somewhere/config", 1);
    ck_assert_int_eq(carc_settings_path(path, sizeof path, err, sizeof err), 0);
    ck_assert_str_eq(path, "/somewhere/config/carcassonne/settings.json");
    /* A relative XDG_CONFIG_HOME is ignored, as the base directory specification says. */
    setenv("XDG_CONFIG_HOME", "relative", 1);
    setenv("HOME", "/home/ana", 1);
    ck_assert_int_eq(carc_settings_path(path, sizeof path, err, sizeof err), 0);
    ck_assert_str_eq(path, "/home/ana/.config/carcassonne/settings.json");
    unsetenv("XDG_CONFIG_HOME");
    unsetenv("HOME");
    ck_assert_int_eq(carc_settings_path(path, sizeof path, err, sizeof err), -1);
}
END_TEST

START_TEST(test_settings_round_trip)
{
    char dir[1024], config[1100], err[512];
    test_tmpdir(dir, sizeof dir);
    /* Folders that do not exist yet: created, private. */
    snprintf(config, sizeof config, "%s/a/b", dir);
    setenv("XDG_CONFIG_HOME", config, 1);
    carc_settings s;
    ck_assert_int_eq(carc_settings_load(&s, err, sizeof err), 0);
    ck_assert_str_eq(s.language, "");
    snprintf(s.language, sizeof s.language, "de");
    ck_assert_msg(carc_settings_save(&s, err, sizeof err) == 0, "%s", err);
    carc_settings back;
    ck_assert_int_eq(carc_settings_load(&back, err, sizeof err), 0);
    ck_assert_str_eq(back.language, "de");
    char path[1300];
    snprintf(path, sizeof path, "%s/a/b/carcassonne", dir);
    ck_assert_int_eq(mode_of(path), 0700);
    snprintf(path, sizeof path, "%s/a", dir);
    ck_assert_int_eq(mode_of(path), 0700);
    snprintf(path, sizeof path, "%s/a/b/carcassonne/settings.json", dir);
    ck_assert_int_eq(mode_of(path), 0600);
    /* Written again over the old file, with nothing else left in the folder. */
    s.language[0] = '\0';
    ck_assert_int_eq(carc_settings_save(&s, err, sizeof err), 0);
    ck_assert_int_eq(carc_settings_load(&back, err, sizeof err), 0);
    ck_assert_str_eq(back.language, "");
    snprintf(path, sizeof path, "%s/a/b/carcassonne", dir);
    DIR *d = opendir(path);
    ck_assert_ptr_nonnull(d);
    int files = 0;
    for (const struct dirent *e; (e = readdir(d)) != NULL;)
        files += e->d_name[0] != '.';
    closedir(d);
    ck_assert_int_eq(files, 1);
    test_rmtree(dir);
}
END_TEST

/* A damaged file is reported with its path and gives the defaults; it is not fatal. */
START_TEST(test_settings_damaged)
{
    char dir[1024], path[1200], err[512];
    test_tmpdir(dir, sizeof dir);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(path, sizeof path, "%s/carcassonne", dir);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/carcassonne/settings.json", dir);
    static const char *const bad[] = {
        "not json",
        "{\"format\": \"carcassonne-record\", \"version\": 1, \"language\": \"de\"}",
        "{\"format\": \"carcassonne-settings\", \"version\": 2, \"language\": \"de\"}",
        "{\"format\": \"carcassonne-settings\", \"version\": 1, \"language\": 7}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        write_text(path, bad[i]);
        carc_settings s;
        ck_assert_int_eq(carc_settings_load(&s, err, sizeof err), -1);
        ck_assert_msg(strstr(err, path) != NULL, "%s", err);
        ck_assert_str_eq(s.language, "");
    }
    write_text(path, "{\"format\": \"carcassonne-settings\", \"version\": 1}");
    carc_settings s;
    ck_assert_int_eq(carc_settings_load(&s, err, sizeof err), 0);
    ck_assert_str_eq(s.language, "");
    test_rmtree(dir);
}
END_TEST

Suite *suite_settings(void)
{
    Suite *s = suite_create("settings");
    TCase *tc = tcase_create("settings");
    tcase_add_test(tc, test_settings_path);
    tcase_add_test(tc, test_settings_round_trip);
    tcase_add_test(tc, test_settings_damaged);
    suite_add_tcase(s, tc);
    return s;
}
