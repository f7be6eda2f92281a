/*
 * test_folder.c: the saves folder (src/session/saves.c): where it is, the names saves get,
 * the list the open dialog shows, how the autosave is kept when a new game takes its place, and
 * that the same game is not kept twice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "common.h"
#include "saves.h"

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

static void set_mtime(const char *path, time_t t)
{
    struct timespec ts[2] = {{t, 0}, {t, 0}};
    ck_assert_int_eq(utimensat(0, path, ts, 0), 0);
}

/* A random game of config c played for turns turns (to the end when turns < 0), saved. */
static void save_game(const char *path, int config, int turns, carc_game *out)
{
    static carc_record rec;
    test_config cfg[64];
    test_configs(cfg, 64);
    test_record_new(&rec, &cfg[config], (uint64_t)config + 11u);
    char err[512];
    carc_history *h = carc_history_open(&rec, path, NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, (uint64_t)turns + 1u);
    for (int i = 0; (turns < 0 || i < turns) && !h->game.over; i++)
        test_history_step(h, &rng);
    carc_history_record(h, &rec);
    ck_assert_msg(carc_record_save(&rec, path, err, sizeof err) == 0, "%s", err);
    if (out != NULL)
        carc_game_copy(out, &h->game);
    carc_history_free(h);
}

START_TEST(folder_from_env_or_base)
{
    char dir[512], data[700], out[1024], err[512];
    test_tmpdir(dir, sizeof dir);
    snprintf(data, sizeof data, "%s/data", dir);
    setenv("CARC_DATA_DIR", data, 1);
    ck_assert_msg(carc_saves_dir("/nonexistent/base/", out, sizeof out, err, sizeof err) == 0, "%s",
                  err);
    char want[1024];
    snprintf(want, sizeof want, "%s/saves/", data);
    ck_assert_str_eq(out, want);
    struct stat st;
    ck_assert_int_eq(stat(want, &st), 0);
    ck_assert(S_ISDIR(st.st_mode));
    unsetenv("CARC_DATA_DIR");
    snprintf(data, sizeof data, "%s/", dir); /* SDL_GetPrefPath ends in '/' */
    ck_assert_int_eq(carc_saves_dir(data, out, sizeof out, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/saves/", dir);
    ck_assert_str_eq(out, want);
    ck_assert_int_eq(carc_saves_dir(NULL, out, sizeof out, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "CARC_DATA_DIR"));
    /* A file where the folder should be. */
    snprintf(data, sizeof data, "%s/file", dir);
    write_text(data, "x");
    setenv("CARC_DATA_DIR", data, 1);
    ck_assert_int_eq(carc_saves_dir(NULL, out, sizeof out, err, sizeof err), -1);
    ck_assert_msg(strncmp(err, data, strlen(data)) == 0, "%s", err);
    unsetenv("CARC_DATA_DIR");
    test_rmtree(dir);
}
END_TEST

START_TEST(names_become_safe_file_names)
{
    char out[1024];
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "My game", out, sizeof out), 0);
    ck_assert_str_eq(out, "/d/My game.json");
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "../../etc/passwd", out, sizeof out), 0);
    ck_assert_str_eq(out, "/d/_.._etc_passwd.json");
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "Partida de José: 2ª", out, sizeof out), 0);
    ck_assert_str_eq(out, "/d/Partida de José_ 2ª.json");
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "x.json", out, sizeof out), 0);
    ck_assert_str_eq(out, "/d/x.json");
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "  .hidden  ", out, sizeof out), 0);
    ck_assert_str_eq(out, "/d/hidden.json");
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "Ana, Luis (river +2)", out, sizeof out), 0);
    ck_assert_str_eq(out, "/d/Ana, Luis (river +2).json");
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "", out, sizeof out), -1);
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "...", out, sizeof out), -1);
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "autosave", out, sizeof out), -1);
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "autosave.json", out, sizeof out), -1);
    /* Cut to 64 bytes, never inside a character: "a" and 40 two-byte letters keep 31. */
    char name[128] = "a";
    for (int i = 0; i < 40; i++)
        strcat(name, "é");
    ck_assert_int_eq(carc_saves_path_for_name("/d/", name, out, sizeof out), 0);
    ck_assert_uint_eq(strlen(out), strlen("/d/") + 63 + strlen(".json"));
    ck_assert_int_eq(carc_saves_path_for_name("/d/", name + 1, out, sizeof out), 0);
    ck_assert_uint_eq(strlen(out), strlen("/d/") + 64 + strlen(".json"));
    /* No room for the path. */
    ck_assert_int_eq(carc_saves_path_for_name("/d/", "name", out, 8), -1);
}
END_TEST

/* A game's name: its players, the sets beside the base game, the date; safe as a file name,
   cut when long. */
START_TEST(games_are_named_by_players_and_sets)
{
    setenv("TZ", "UTC", 1);
    tzset();
    static carc_record r;
    memset(&r, 0, sizeof r);
    r.nplayers = 2;
    snprintf(r.players[0].name, sizeof r.players[0].name, "Ana");
    snprintf(r.players[1].name, sizeof r.players[1].name, "Luis");
    r.ntilesets = 3;
    snprintf(r.tilesets[0], sizeof r.tilesets[0], "base");
    snprintf(r.tilesets[1], sizeof r.tilesets[1], "river");
    snprintf(r.tilesets[2], sizeof r.tilesets[2], "abbot");
    char name[CARC_SAVES_NAME_LEN];
    carc_saves_game_name(&r, 86400 + 3723, name, sizeof name);
    ck_assert_str_eq(name, "Ana - Luis (river, abbot) 1970-01-02 01.02");
    /* The base game alone: no sets named. */
    r.ntilesets = 1;
    carc_saves_game_name(&r, 86400 + 3723, name, sizeof name);
    ck_assert_str_eq(name, "Ana - Luis 1970-01-02 01.02");
    /* What a file name cannot hold becomes '_', and it never begins with a dot. */
    snprintf(r.players[0].name, sizeof r.players[0].name, "..A/n:a*");
    carc_saves_game_name(&r, 86400 + 3723, name, sizeof name);
    ck_assert_str_eq(name, "A_n_a_ - Luis 1970-01-02 01.02");
    /* Six long names are cut to 28 bytes (never inside a character), and sets beyond 16 bytes
       are counted. */
    r.nplayers = 6;
    for (int i = 0; i < 6; i++)
        snprintf(r.players[i].name, sizeof r.players[i].name, "Žofie %d", i + 1);
    r.ntilesets = 5;
    snprintf(r.tilesets[1], sizeof r.tilesets[1], "river");
    snprintf(r.tilesets[2], sizeof r.tilesets[2], "inns-cathedrals");
    snprintf(r.tilesets[3], sizeof r.tilesets[3], "abbot");
    snprintf(r.tilesets[4], sizeof r.tilesets[4], "festival");
    carc_saves_game_name(&r, 86400 + 3723, name, sizeof name);
    /* "Žofie 1 - Žofie 2 - Žofie 3" is 29 bytes (Ž is two): cut before its last '3', then the
       trailing space. */
    ck_assert_str_eq(name, "Žofie 1 - Žofie 2 - Žofie (river +3) 1970-01-02 01.02");
    ck_assert_uint_le(strlen(name), 64);
    char out[256];
    ck_assert_int_eq(carc_saves_path_for_name("/d/", name, out, sizeof out), 0);
    ck_assert_str_eq(out + 3, "Žofie 1 - Žofie 2 - Žofie (river +3) 1970-01-02 01.02.json");
}
END_TEST

START_TEST(list_newest_first_with_progress)
{
    char dir[512], sdir[600], p[1024], err[512];
    test_tmpdir(dir, sizeof dir);
    snprintf(sdir, sizeof sdir, "%s/", dir);
    static carc_game g1, g2, g3;
    snprintf(p, sizeof p, "%sold.json", sdir);
    save_game(p, 0, -1, &g1); /* finished */
    set_mtime(p, 1000000);
    snprintf(p, sizeof p, "%sautosave.json", sdir);
    save_game(p, 28, 15, &g2);
    set_mtime(p, 3000000);
    snprintf(p, sizeof p, "%smiddle.json", sdir);
    save_game(p, 9, 30, &g3);
    set_mtime(p, 2000000);
    snprintf(p, sizeof p, "%sbroken.json", sdir);
    write_text(p, "{\"format\": \"carcassonne-record\", \"vers");
    set_mtime(p, 1500000);
    snprintf(p, sizeof p, "%snotes.txt", sdir);
    write_text(p, "not a save");
    snprintf(p, sizeof p, "%s.hidden.json", sdir);
    write_text(p, "{}");
    snprintf(p, sizeof p, "%smiddle.json.tmp-Ab12Cd", sdir);
    write_text(p, "{\"format\": \"carc");

    carc_save_info *list;
    int n = carc_saves_list(sdir, NULL, &list, err, sizeof err);
    ck_assert_int_eq(n, 4);
    ck_assert_str_eq(list[0].name, "autosave");
    ck_assert_str_eq(list[1].name, "middle");
    ck_assert_str_eq(list[2].name, "broken");
    ck_assert_str_eq(list[3].name, "old");
    ck_assert(list[0].autosave && !list[1].autosave);
    ck_assert(list[0].ok && list[1].ok && !list[2].ok && list[3].ok);
    ck_assert_int_eq(list[0].mtime, 3000000);
    ck_assert_int_eq(list[0].turns, 15);
    ck_assert_int_eq(list[1].turns, 30);
    ck_assert(!list[0].finished && !list[1].finished && list[3].finished);
    ck_assert_int_eq(list[3].turns, list[3].deck);
    ck_assert_int_eq(list[0].nplayers, g2.nplayers);
    ck_assert_str_eq(list[0].players[0].name, "Ana");
    ck_assert_str_eq(list[0].players[1].ai, "medium");
    for (int i = 0; i < g1.nplayers; i++)
        ck_assert_int_eq(list[3].score[i], g1.score[i]);
    for (int i = 0; i < g3.nplayers; i++)
        ck_assert_int_eq(list[1].score[i], g3.score[i]);
    ck_assert_int_eq(list[0].ntilesets, 3);
    ck_assert_str_eq(list[0].tilesets[1], "river");
    ck_assert_ptr_nonnull(strstr(list[2].error, "broken.json: "));
    free(list);

    /* A folder that is not there. */
    snprintf(p, sizeof p, "%snope/", sdir);
    ck_assert_int_eq(carc_saves_list(p, NULL, &list, err, sizeof err), -1);
    ck_assert_ptr_null(list);
    ck_assert_msg(strncmp(err, p, strlen(p)) == 0, "%s", err);
    test_rmtree(dir);
}
END_TEST

START_TEST(retiring_the_autosave_keeps_it)
{
    char dir[512], sdir[600], auto_path[1024], kept[1024], err[512];
    test_tmpdir(dir, sizeof dir);
    snprintf(sdir, sizeof sdir, "%s/", dir);
    carc_saves_autosave_path(sdir, auto_path, sizeof auto_path);
    setenv("TZ", "UTC", 1);
    tzset();
    /* Nothing to keep. */
    ck_assert_int_eq(carc_saves_retire_autosave(sdir, kept, sizeof kept, err, sizeof err), 0);
    ck_assert_str_eq(kept, "");
    /* A game with no turn is simply removed. */
    save_game(auto_path, 1, 0, NULL);
    ck_assert_int_eq(carc_saves_retire_autosave(sdir, kept, sizeof kept, err, sizeof err), 0);
    ck_assert_str_eq(kept, "");
    ck_assert_int_ne(access(auto_path, F_OK), 0);
    /* A game in progress gets a name from its date, and a second one from the same second
       another. */
    char want[1024];
    for (int k = 0; k < 3; k++) {
        save_game(auto_path, 2, 10 + k, NULL);
        set_mtime(auto_path, 86400 + 3723);
        static carc_record rec;
        ck_assert_int_eq(carc_record_load(auto_path, &rec, err, sizeof err), 0);
        ck_assert_msg(carc_saves_retire_autosave(sdir, kept, sizeof kept, err, sizeof err) == 0,
                      "%s", err);
        char name[CARC_SAVES_NAME_LEN];
        carc_saves_game_name(&rec, 86400 + 3723, name, sizeof name);
        ck_assert_ptr_nonnull(strstr(name, " 1970-01-02 01.02"));
        if (k == 0)
            snprintf(want, sizeof want, "%s%s.json", sdir, name);
        else
            snprintf(want, sizeof want, "%s%s (%d).json", sdir, name, k + 1);
        ck_assert_str_eq(kept, want);
        ck_assert_int_ne(access(auto_path, F_OK), 0);
        ck_assert_int_eq(access(kept, F_OK), 0);
    }
    /* A broken autosave is kept, byte for byte. */
    write_text(auto_path, "{\"format\": \"carcassonne-record\", \"version\": 1, \"rules\"");
    ck_assert_int_eq(carc_saves_retire_autosave(sdir, kept, sizeof kept, err, sizeof err), 0);
    ck_assert_str_ne(kept, "");
    char *back = test_read_file(kept, NULL);
    ck_assert_str_eq(back, "{\"format\": \"carcassonne-record\", \"version\": 1, \"rules\"");
    free(back);
    char date[32];
    carc_saves_format_date(86400 + 3723, date, sizeof date);
    ck_assert_str_eq(date, "1970-01-02 01:02");
    test_rmtree(dir);
}
END_TEST

/* Copies the file at from to to, byte for byte. */
static void copy_file(const char *from, const char *to)
{
    size_t len;
    char *text = test_read_file(from, &len);
    ck_assert_ptr_nonnull(text);
    FILE *f = fopen(to, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, len, f), len);
    fclose(f);
    free(text);
}

/* The same game is never listed twice: an autosave another save holds byte for byte is not
   kept again, and a save under a name takes the place of the autosave kept before with the
   same bytes (and of nothing else). */
START_TEST(no_duplicate_saves)
{
    char dir[512], sdir[600], auto_path[1024], kept[1024], err[512], named[1024], other[1024];
    test_tmpdir(dir, sizeof dir);
    snprintf(sdir, sizeof sdir, "%s/", dir);
    carc_saves_autosave_path(sdir, auto_path, sizeof auto_path);
    snprintf(named, sizeof named, "%sfinal.json", sdir);
    snprintf(other, sizeof other, "%sanother name.json", sdir);
    /* Saved under a name at its end, then the autosave of the same game is retired. */
    save_game(named, 3, -1, NULL);
    copy_file(named, auto_path);
    ck_assert_int_eq(carc_saves_retire_autosave(sdir, kept, sizeof kept, err, sizeof err), 0);
    ck_assert_str_eq(kept, "");
    ck_assert_int_ne(access(auto_path, F_OK), 0);
    ck_assert_int_eq(access(named, F_OK), 0);
    carc_save_info *list;
    ck_assert_int_eq(carc_saves_list(sdir, NULL, &list, err, sizeof err), 1);
    free(list);
    /* Kept at its end first, then saved under a name: the kept copy goes, other names stay. */
    save_game(auto_path, 4, -1, NULL);
    ck_assert_int_eq(carc_saves_retire_autosave(sdir, kept, sizeof kept, err, sizeof err), 0);
    ck_assert_str_ne(kept, "");
    copy_file(kept, other);
    save_game(named, 4, -1, NULL); /* the same game and turns: the same bytes */
    ck_assert_int_eq(carc_saves_drop_copies(sdir, named), 2);
    ck_assert_int_ne(access(kept, F_OK), 0);
    ck_assert_int_eq(access(other, F_OK), 0);
    ck_assert_int_eq(access(named, F_OK), 0);
    /* A game with more turns than the named save is another state of it: kept. */
    save_game(auto_path, 4, 20, NULL);
    ck_assert_int_eq(carc_saves_retire_autosave(sdir, kept, sizeof kept, err, sizeof err), 0);
    ck_assert_str_ne(kept, "");
    ck_assert_int_eq(carc_saves_drop_copies(sdir, named), 1); /* "another name" alone */
    ck_assert_int_eq(access(kept, F_OK), 0);
    test_rmtree(dir);
}
END_TEST

Suite *suite_folder(void)
{
    Suite *s = suite_create("folder");
    TCase *tc = tcase_create("saves-folder");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, folder_from_env_or_base);
    tcase_add_test(tc, names_become_safe_file_names);
    tcase_add_test(tc, games_are_named_by_players_and_sets);
    tcase_add_test(tc, list_newest_first_with_progress);
    tcase_add_test(tc, retiring_the_autosave_keeps_it);
    tcase_add_test(tc, no_duplicate_saves);
    suite_add_tcase(s, tc);
    return s;
}
