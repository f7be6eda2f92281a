/*
 * tileset_find.c: where tile set files are found, and the listing of a player's own tile sets
 * (see tileset_find.h).
 */
#include "tileset_find.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "module.h"
#include "settings.h"
#include "tileset_io.h"

#define JSON_EXT ".json"

int carc_tilesets_user_dir(char *out, size_t len)
{
    const char *env = getenv("CARC_DATA_DIR");
    int n;
    if (env != NULL && env[0] != '\0') {
        n = snprintf(out, len, "%s%stilesets/", env, env[strlen(env) - 1] == '/' ? "" : "/");
    } else {
        char base[CARC_SET_PATH_LEN];
        if (!carc_xdg_base("XDG_DATA_HOME", ".local/share", base, sizeof base))
            return -1;
        n = snprintf(out, len, "%s/%s/tilesets/", base, CARC_APP_ID);
    }
    return n >= 0 && (size_t)n < len ? 0 : -1;
}

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && !S_ISDIR(st.st_mode);
}

int carc_tileset_find(const char *assets_dir, const char *name, char *out, size_t len, char *err,
                      size_t errlen)
{
    if (assets_dir == NULL)
        assets_dir = carc_assets_dir();
    if (name[0] == '\0' || strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen(name)) {
        snprintf(err, errlen, "\"%s\" is not a tile set name", name);
        return -1;
    }
    if (snprintf(out, len, "%s/tilesets/%s%s", assets_dir, name, JSON_EXT) >= (int)len) {
        snprintf(err, errlen, "%s: assets directory path too long", assets_dir);
        return -1;
    }
    if (is_file(out))
        return 0;
    char user[CARC_SET_PATH_LEN];
    if (carc_tilesets_user_dir(user, sizeof user) != 0) {
        snprintf(err, errlen, "the tile set \"%s\" is missing: get its file %s%s", name, name,
                 JSON_EXT);
        return -1;
    }
    int n = snprintf(out, len, "%s%s%s", user, name, JSON_EXT);
    if (n >= 0 && (size_t)n < len && is_file(out))
        return 0;
    snprintf(err, errlen, "the tile set \"%s\" is missing: get its file %s%s and put it in %s",
             name, name, JSON_EXT, user);
    return -1;
}

/* Whether name is the base game's set or a rule module's own. */
static bool shipped_set(const char *name)
{
    return strcmp(name, "base") == 0 || carc_sets_find(name) != 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The "*.json" files of dir, sorted by name, into a malloc'ed array of malloc'ed names. */
static int json_files(const char *dir, char ***out)
{
    *out = NULL;
    DIR *d = opendir(dir);
    if (d == NULL)
        return 0;
    char **names = NULL;
    int n = 0, cap = 0;
    const struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (e->d_name[0] == '.' || l <= strlen(JSON_EXT) ||
            strcmp(e->d_name + l - strlen(JSON_EXT), JSON_EXT) != 0)
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 16;
            char **grown = realloc(names, (size_t)cap * sizeof *names);
            if (grown == NULL)
                break;
            names = grown;
        }
        names[n] = strdup(e->d_name);
        if (names[n] != NULL)
            n++;
    }
    closedir(d);
    if (n > 1)
        qsort(names, (size_t)n, sizeof *names, by_name);
    *out = names;
    return n;
}

/* Lists the own sets of dir into out from k on; returns the new count. */
static int scan_dir(const char *assets_dir, const char *dir, bool user, carc_tileset *ts,
                    carc_set_file *out, int k, int max)
{
    char **files;
    int n = json_files(dir, &files);
    for (int i = 0; i < n; i++) {
        char name[CARC_NAME_LEN];
        size_t l = strlen(files[i]) - strlen(JSON_EXT);
        snprintf(name, sizeof name, "%.*s", (int)(l < sizeof name ? l : sizeof name - 1), files[i]);
        if (k == max || (!user && shipped_set(name)))
            continue;
        carc_set_file *f = &out[k++];
        memset(f, 0, sizeof *f);
        snprintf(f->name, sizeof f->name, "%s", name);
        snprintf(f->title, sizeof f->title, "%s", name);
        snprintf(f->path, sizeof f->path, "%s%s", dir, files[i]);
        f->user = user;
        char shadow[CARC_SET_PATH_LEN], err[8];
        if (l >= CARC_NAME_LEN) {
            snprintf(f->error, sizeof f->error, "%s: the file's name is longer than %d bytes",
                     f->path, CARC_NAME_LEN - 1);
        } else if (user && shipped_set(name)) {
            snprintf(f->error, sizeof f->error, "%s: \"%s\" is the name of one of the game's sets",
                     f->path, name);
        } else if (user &&
                   carc_tileset_find(assets_dir, name, shadow, sizeof shadow, err, sizeof err) ==
                       0 &&
                   strcmp(shadow, f->path) != 0) {
            snprintf(f->error, sizeof f->error, "%s: the game's assets hold a set of that name",
                     f->path);
        } else if (carc_tileset_load(f->path, ts, f->error, sizeof f->error) == 0) {
            if (strcmp(ts->name, name) != 0) {
                snprintf(f->error, sizeof f->error, "%s: name: \"%s\" does not match the file name",
                         f->path, ts->name);
            } else {
                f->ok = true;
                if (ts->title[0])
                    snprintf(f->title, sizeof f->title, "%s", ts->title);
            }
        }
    }
    for (int i = 0; i < n; i++)
        free(files[i]);
    free(files);
    return k;
}

int carc_tilesets_scan(const char *assets_dir, carc_set_file *out, int max)
{
    if (assets_dir == NULL)
        assets_dir = carc_assets_dir();
    carc_tileset *ts = malloc(sizeof *ts);
    if (ts == NULL)
        return 0;
    char dir[CARC_SET_PATH_LEN];
    int k = 0;
    if (snprintf(dir, sizeof dir, "%s/tilesets/", assets_dir) < (int)sizeof dir)
        k = scan_dir(assets_dir, dir, false, ts, out, k, max);
    if (carc_tilesets_user_dir(dir, sizeof dir) == 0)
        k = scan_dir(assets_dir, dir, true, ts, out, k, max);
    free(ts);
    return k;
}
