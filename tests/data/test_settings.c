/*
 * test_settings.c: Check tests of the window's remembered settings (src/data/settings.c): the
 * path from XDG_CONFIG_HOME or HOME, a save and load round trip through a folder that does not
 * exist yet (made private, with a private file), a missing file (a first run), and bad files: each wrong key keeps its default and
 * is named in the message while the others are read, and a file that is not settings at all
 * changes nothing.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "module.h"
#include "settings.h"

static char dir[64];

static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/carc-settings-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    ck_assert_int_eq(system(cmd), 0);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

START_TEST(test_path)
{
    char path[CARC_SETTINGS_PATH_LEN], err[256];
    setenv("XDG_CONFIG_HOME", "/somewhere/config", 1);
    ck_assert_int_eq(carc_settings_path(path, sizeof path, err, sizeof err), 0);
    ck_assert_str_eq(path, "/somewhere/config/" CARC_APP_ID "/settings.json");
    /* A relative XDG_CONFIG_HOME is to be ignored (XDG base directory specification). */
    setenv("XDG_CONFIG_HOME", "relative", 1);
    setenv("HOME", "/home/ana", 1);
    ck_assert_int_eq(carc_settings_path(path, sizeof path, err, sizeof err), 0);
    ck_assert_str_eq(path, "/home/ana/.config/" CARC_APP_ID "/settings.json");
    unsetenv("XDG_CONFIG_HOME");
    unsetenv("HOME");
    ck_assert_int_eq(carc_settings_path(path, sizeof path, err, sizeof err), -1);
    ck_assert(strstr(err, "HOME") != NULL);
}
END_TEST

/* An earlier version's folders, named "carcassonne", take the application id's name with what
   they hold; a folder of that name already there is not replaced. */
START_TEST(test_move_old_folders)
{
    char dir[] = "/tmp/carc-settings-move-XXXXXX", p[1024], note[2048];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(p, sizeof p, "%s/config", dir);
    setenv("XDG_CONFIG_HOME", p, 1);
    snprintf(p, sizeof p, "%s/data", dir);
    setenv("XDG_DATA_HOME", p, 1);
    ck_assert(!carc_settings_move_old(note, sizeof note)); /* nothing to move */
    const char *make[] = {
        "config",           "config/carcassonne",           "data",
        "data/carcassonne", "data/carcassonne/carcassonne", "data/carcassonne/carcassonne/saves"};
    for (size_t i = 0; i < sizeof make / sizeof make[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, make[i]);
        ck_assert_int_eq(mkdir(p, 0700), 0);
    }
    snprintf(p, sizeof p, "%s/config/carcassonne/settings.json", dir);
    write_file(p, "{}");
    snprintf(p, sizeof p, "%s/data/carcassonne/carcassonne/saves/game.json", dir);
    write_file(p, "{}");
    ck_assert(carc_settings_move_old(note, sizeof note));
    ck_assert(strstr(note, "moved to") != NULL);
    struct stat st;
    snprintf(p, sizeof p, "%s/config/" CARC_APP_ID "/settings.json", dir);
    ck_assert_int_eq(stat(p, &st), 0);
    snprintf(p, sizeof p, "%s/data/" CARC_APP_ID "/saves/game.json", dir);
    ck_assert_int_eq(stat(p, &st), 0);
    snprintf(p, sizeof p, "%s/data/carcassonne", dir); /* left empty: removed */
    ck_assert_int_ne(stat(p, &st), 0);
    snprintf(p, sizeof p, "%s/config/carcassonne", dir);
    ck_assert_int_ne(stat(p, &st), 0);
    /* Again, an old folder beside the new one: nothing is moved. */
    ck_assert_int_eq(mkdir(p, 0700), 0);
    ck_assert(!carc_settings_move_old(note, sizeof note));
    ck_assert_int_eq(stat(p, &st), 0);
    rmdir(p);
    const char *rm[] = {"config/" CARC_APP_ID "/settings.json",
                        "config/" CARC_APP_ID,
                        "config",
                        "data/" CARC_APP_ID "/saves/game.json",
                        "data/" CARC_APP_ID "/saves",
                        "data/" CARC_APP_ID,
                        "data",
                        ""};
    for (size_t i = 0; i < sizeof rm / sizeof rm[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, rm[i]);
        ck_assert_int_eq(remove(p), 0);
    }
    unsetenv("XDG_CONFIG_HOME");
    unsetenv("XDG_DATA_HOME");
}
END_TEST

START_TEST(test_round_trip)
{
    carc_settings s, back;
    carc_settings_default(&s);
    s.anim_speed = 50;
    s.grid = true;
    s.follow = false;
    s.sound = false;
    s.think_longer = true;
    s.nplayers = 6;
    s.sets = 1u << CARC_MOD_INNS | 1u << CARC_MOD_RIVER | 1u << CARC_MOD_ABBOT |
             1u << CARC_MOD_TRADERS | 1u << CARC_MOD_DRAGON;
    s.safe_colours = true;
    s.ui_scale = 150;
    /* Red and pink swap their marks; blue takes the star, yellow blue's stripe. */
    s.marks[CARC_RED] = 5;
    s.marks[CARC_PINK] = 0;
    s.marks[CARC_BLUE] = 3;
    s.marks[CARC_YELLOW] = 1;
    s.rules.farms = CARC_FARMS_1ST;
    s.rules.small_city_two_points = true;
    snprintf(s.players[0].name, sizeof s.players[0].name, "Ana \"la\" Müller");
    snprintf(s.players[3].ai, sizeof s.players[3].ai, "hard");
    s.players[0].color = CARC_PINK;
    s.players[5].color = CARC_RED;
    snprintf(s.language, sizeof s.language, "de");
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/new/folder/settings.json", dir);
    ck_assert_msg(carc_settings_save(path, &s, err, sizeof err) == 0, "%s", err);
    carc_settings_default(&back);
    ck_assert_msg(carc_settings_load(path, &back, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(back.anim_speed, 50);
    ck_assert(back.grid && !back.follow && !back.sound && back.think_longer && back.safe_colours);
    /* The first start's offer of a lesson not answered yet: still false once written. */
    ck_assert(!back.learn_offered);
    ck_assert_int_eq(back.ui_scale, 150);
    ck_assert_uint_eq(back.sets, s.sets); /* all but the Festival */
    const int marks[CARC_COLORS] = {5, 3, 2, 1, 4, 0};
    ck_assert_mem_eq(back.marks, marks, sizeof marks);
    ck_assert_int_eq(back.rules.farms, CARC_FARMS_1ST);
    ck_assert(back.rules.small_city_two_points);
    ck_assert_int_eq(back.nplayers, 6);
    ck_assert_str_eq(back.players[0].name, "Ana \"la\" Müller");
    ck_assert_int_eq(back.players[0].color, CARC_PINK);
    ck_assert_int_eq(back.players[5].color, CARC_RED);
    ck_assert_str_eq(back.players[3].ai, "hard");
    ck_assert_str_eq(back.players[1].ai, "");
    ck_assert_str_eq(back.language, "de");
    /* The folders it made and the file are private (issue 17). */
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0600);
    char parent[256];
    snprintf(parent, sizeof parent, "%s/new", dir);
    ck_assert_int_eq(stat(parent, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0700);
    snprintf(parent, sizeof parent, "%s/new/folder", dir);
    ck_assert_int_eq(stat(parent, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0700);
    /* Saving what was loaded gives the same bytes; no temporary file is left beside it. */
    char *a = carc_settings_write(&s), *b = carc_settings_write(&back);
    ck_assert_str_eq(a, b);
    free(a);
    free(b);
    char folder[256];
    snprintf(folder, sizeof folder, "%s/new/folder", dir);
    char cmd[320];
    snprintf(cmd, sizeof cmd, "test \"$(ls '%s')\" = settings.json", folder);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(test_missing_file)
{
    carc_settings s, d;
    carc_settings_default(&s);
    carc_settings_default(&d);
    char path[256], err[256] = "";
    snprintf(path, sizeof path, "%s/none.json", dir);
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), 0);
    ck_assert_str_eq(err, "");
    ck_assert_mem_eq(&s, &d, sizeof s);
    ck_assert(!s.learn_offered); /* a new player: the window offers a lesson */
}
END_TEST

START_TEST(test_bad_keys_keep_defaults)
{
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1,\n"
                     " \"animation_speed\": 70, \"sound\": false, \"think_longer\": true, \"grid\": \"yes\",\n"
                     " \"farm_scoring\": \"2nd\", \"tilesets\": [\"river\"],\n"
                     " \"players\": [{\"name\": \"Ana\", \"color\": \"red\"},\n"
                     "             {\"name\": \"Luis\", \"color\": \"red\"}],\n"
                     " \"language\": \"de\"}\n");
    carc_settings s;
    carc_settings_default(&s);
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    /* The first wrong key, with the file's name. */
    ck_assert_msg(strstr(err, path) && strstr(err, "animation_speed"), "%s", err);
    ck_assert_int_eq(s.anim_speed, 100);
    ck_assert(!s.grid);
    ck_assert_str_eq(s.players[1].name, ""); /* two reds: the players stay the default */
    /* The right keys are read all the same; an unknown key is no error. */
    ck_assert(s.think_longer && !s.sound);
    ck_assert_int_eq(s.rules.farms, CARC_FARMS_2ND);
    ck_assert_uint_eq(s.sets, 1u << CARC_MOD_RIVER);
}
END_TEST

START_TEST(test_marks_and_sets)
{
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    /* Every expansion of the setup is remembered by its tile set's name. */
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1,\n"
                     " \"tilesets\": [\"festival\", \"abbot\", \"traders-builders\", "
                     "\"princess-dragon\"],\n"
                     " \"marks\": {\"red\": \"star\", \"blue\": \"stripe\", \"green\": "
                     "\"ring\", \"yellow\": \"dot\", \"black\": \"cross\", \"pink\": "
                     "\"square\"}}\n");
    carc_settings s;
    carc_settings_default(&s);
    ck_assert_msg(carc_settings_load(path, &s, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(s.sets, 1u << CARC_MOD_ABBOT | 1u << CARC_MOD_FESTIVAL |
                                  1u << CARC_MOD_TRADERS | 1u << CARC_MOD_DRAGON);
    ck_assert_int_eq(s.marks[CARC_RED], 3);
    ck_assert_int_eq(s.marks[CARC_YELLOW], 0);
    ck_assert(!s.safe_colours);
    /* A file from before the first start's offer of a lesson: its player is not new. */
    ck_assert(s.learn_offered);
    /* Two colours with one mark: the marks stay as they were, and the message says why. */
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1,\n"
                     " \"marks\": {\"red\": \"dot\", \"blue\": \"dot\", \"green\": "
                     "\"ring\", \"yellow\": \"star\", \"black\": \"cross\", \"pink\": "
                     "\"square\"}, \"safe_colours\": true}\n");
    carc_settings_default(&s);
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "marks") && strstr(err, "dot is the mark of two colours"), "%s",
                  err);
    ck_assert_int_eq(s.marks[CARC_BLUE], 1);
    ck_assert(s.safe_colours);
    /* A colour without a mark, a mark that is none, a set the setup does not offer. */
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1,\n"
                     " \"marks\": {\"red\": \"dot\"}}\n");
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "blue"), "%s", err);
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1,\n"
                     " \"marks\": {\"red\": \"moon\", \"blue\": \"stripe\", \"green\": "
                     "\"ring\", \"yellow\": \"star\", \"black\": \"cross\", \"pink\": "
                     "\"square\"}}\n");
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "\"moon\" is not a mark"), "%s", err);
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1,\n"
                     " \"tilesets\": [\"abbot\", \"base\"]}\n");
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "tilesets[1]") && strstr(err, "\"base\""), "%s", err);
    ck_assert(!(s.sets & 1u << CARC_MOD_ABBOT)); /* the sets stay as they were */
    /* The UI scale: 0 (automatic) or 100 to 200 percent; another keeps the one there was. */
    carc_settings_default(&s);
    ck_assert_int_eq(s.ui_scale, 0);
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1, \"ui_scale\": 175}");
    ck_assert_msg(carc_settings_load(path, &s, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(s.ui_scale, 175);
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1, \"ui_scale\": 50}");
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "ui_scale") && strstr(err, "50 is not 0"), "%s", err);
    write_file(path, "{\"format\": \"carcassonne-settings\", \"version\": 1, \"ui_scale\": 250}");
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "ui_scale"), "%s", err);
    ck_assert_int_eq(s.ui_scale, 175);
}
END_TEST

START_TEST(test_six_players_need_inns)
{
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    write_file(path,
               "{\"format\": \"carcassonne-settings\", \"version\": 1, \"players\": ["
               "{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"},"
               "{\"name\": \"C\", \"color\": \"green\"}, {\"name\": \"D\", \"color\": "
               "\"yellow\"}, {\"name\": \"E\", \"color\": \"black\"}, {\"name\": \"F\", "
               "\"color\": \"pink\"}]}");
    carc_settings s;
    carc_settings_default(&s);
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "inns-cathedrals") != NULL, "%s", err);
    ck_assert_int_eq(s.nplayers, 2);
}
END_TEST

START_TEST(test_not_settings)
{
    static const char *const texts[] = {
        "{\"format\": \"carcassonne-record\", \"version\": 1}",
        "{\"format\": \"carcassonne-settings\", \"version\": 9, \"grid\": true}",
        "{\"format\": \"carcassonne-settings\", \"grid\": true}",
        "[1, 2]",
        "{\"format\": \"carcassonne-settings\", \"version\": 1, \"grid\": tru",
        "",
    };
    static const char *const why[] = {"format", "newer",        "version",
                                      "object", "invalid JSON", "invalid JSON"};
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        write_file(path, texts[i]);
        carc_settings s, d;
        carc_settings_default(&s);
        carc_settings_default(&d);
        err[0] = 0;
        ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
        ck_assert_msg(strstr(err, why[i]) != NULL, "text %zu: %s", i, err);
        ck_assert_mem_eq(&s, &d, sizeof s);
    }
    /* A folder where the file should be. */
    unlink(path);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    carc_settings s;
    carc_settings_default(&s);
    ck_assert_int_eq(carc_settings_load(path, &s, err, sizeof err), -1);
    ck_assert_int_eq(carc_settings_save(path, &s, err, sizeof err), -1);
    ck_assert(strstr(err, path) != NULL);
}
END_TEST

static Suite *settings_suite(void)
{
    Suite *s = suite_create("settings");
    TCase *t = tcase_create("settings");
    tcase_add_checked_fixture(t, setup, teardown);
    tcase_add_test(t, test_path);
    tcase_add_test(t, test_move_old_folders);
    tcase_add_test(t, test_round_trip);
    tcase_add_test(t, test_missing_file);
    tcase_add_test(t, test_bad_keys_keep_defaults);
    tcase_add_test(t, test_marks_and_sets);
    tcase_add_test(t, test_six_players_need_inns);
    tcase_add_test(t, test_not_settings);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *r = srunner_create(settings_suite());
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
