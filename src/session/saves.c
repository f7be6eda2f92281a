/*
 * saves.c: the saves folder, its listing and the autosave's retirement (see saves.h).
 *
 * Everything here reads or renames files; nothing writes a record's bytes but
 * carc_record_save, whose temporary-file-then-rename is what makes a save survive a crash.
 * Leftover temporary files of a save that was killed ("NAME.json.tmp-XXXXXX") do not end in
 * ".json" and are never listed.
 */
#include "saves.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "history.h"

#define NAME_MAX_BYTES 64
#define JSON_EXT ".json"
#define NAME_PLAYERS_BYTES 28 /* of a game's name: its players', then its sets' */
#define NAME_SETS_BYTES 16

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), m = strlen(tail);
    return n >= m && strcmp(s + n - m, tail) == 0;
}

/* mkdir that accepts a directory already there. */
static int make_dir(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (mkdir(path, 0700) != 0 && errno != EEXIST) {
        snprintf(err, errlen, "%s: cannot create the folder: %s", path, strerror(errno));
        return -1;
    }
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%s: not a folder", path);
        return -1;
    }
    return 0;
}

int carc_saves_dir(const char *base, char *out, size_t len, char *err, size_t errlen)
{
    const char *env = getenv("CARC_DATA_DIR");
    bool from_env = env != NULL && env[0] != '\0';
    const char *data = from_env ? env : base;
    if (data == NULL || data[0] == '\0') {
        snprintf(err, errlen, "saves: no data folder (set CARC_DATA_DIR)");
        return -1;
    }
    if (from_env && make_dir(data, err, errlen) != 0)
        return -1;
    const char *sep = ends_with(data, "/") ? "" : "/";
    if (snprintf(out, len, "%s%ssaves/", data, sep) >= (int)len) {
        snprintf(err, errlen, "%s: path too long", data);
        return -1;
    }
    return make_dir(out, err, errlen);
}

void carc_saves_autosave_path(const char *dir, char *out, size_t len)
{
    snprintf(out, len, "%s%s", dir, CARC_SAVES_AUTOSAVE);
}

/* Whether ch may stand in a save's file name: letters, digits, any UTF-8 beyond ASCII, and
   " -_.,()+", which every desktop's file system takes. */
static bool name_char(unsigned char ch)
{
    return ch >= 0x80 || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
           (ch >= '0' && ch <= '9') || (ch != '\0' && strchr(" -_.,()+", ch) != NULL);
}

/* The length of s cut to at most max bytes, never inside a UTF-8 character. */
static size_t utf8_cut(const char *s, size_t max)
{
    size_t n = strlen(s);
    if (n <= max)
        return n;
    n = max;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
        n--;
    return n;
}

/* Appends text to out (of len bytes, NUL-terminated), each character a file name cannot hold
   made '_'. */
static void put_clean(char *out, size_t len, const char *text, size_t n)
{
    size_t k = strlen(out);
    for (size_t i = 0; i < n && k + 1 < len; i++)
        out[k++] = name_char((unsigned char)text[i]) ? text[i] : '_';
    out[k] = '\0';
}

void carc_saves_game_name(const carc_record *r, int64_t when, char *out, size_t len)
{
    char players[NAME_PLAYERS_BYTES * 3 + 1] = "", sets[NAME_SETS_BYTES * 3 + 1] = "";
    for (int i = 0; i < r->nplayers; i++) {
        if (i)
            put_clean(players, sizeof players, " - ", 3);
        put_clean(players, sizeof players, r->players[i].name, strlen(r->players[i].name));
    }
    /* The sets beside the base game, as many as the room takes, then how many more. */
    int shown = 0, beside = 0;
    for (int i = 0; i < r->ntilesets; i++) {
        if (strcmp(r->tilesets[i], "base") == 0)
            continue;
        beside++;
        if (strlen(sets) + strlen(r->tilesets[i]) + 2 <= NAME_SETS_BYTES && shown == beside - 1) {
            if (shown++)
                put_clean(sets, sizeof sets, ", ", 2);
            put_clean(sets, sizeof sets, r->tilesets[i], strlen(r->tilesets[i]));
        }
    }
    if (beside > shown) {
        size_t k = strlen(sets);
        snprintf(sets + k, sizeof sets - k, " +%d", beside - shown);
    }
    /* A long list of players is cut, between characters, and never begins with a dot. */
    const char *p = players;
    while (*p == '.' || *p == ' ')
        p++;
    size_t np = utf8_cut(p, NAME_PLAYERS_BYTES);
    while (np > 0 && (p[np - 1] == ' ' || p[np - 1] == '-'))
        np--;
    time_t t = (time_t)when;
    struct tm tm;
    char date[32] = "";
    if (localtime_r(&t, &tm) != NULL)
        strftime(date, sizeof date, "%Y-%m-%d %H.%M", &tm);
    snprintf(out, len, "%.*s%s%s%s%s%s", (int)np, p, np ? " " : "", sets[0] ? "(" : "", sets,
             sets[0] ? ") " : "", date);
}

int carc_saves_path_for_name(const char *dir, const char *name, char *out, size_t len)
{
    char clean[NAME_MAX_BYTES + 1];
    size_t n = 0;
    for (const unsigned char *s = (const unsigned char *)name; *s != '\0' && n < NAME_MAX_BYTES;
         s++) {
        unsigned char ch = *s;
        bool keep = name_char(ch);
        if (n == 0 && (ch == '.' || ch == ' '))
            continue;
        clean[n++] = keep ? (char)ch : '_';
    }
    /* Never end inside a UTF-8 character: drop a lead byte whose continuation was cut. */
    size_t lead = n;
    while (lead > 0 && ((unsigned char)clean[lead - 1] & 0xC0) == 0x80)
        lead--;
    if (lead > 0 && (unsigned char)clean[lead - 1] >= 0xC0) {
        unsigned char c = (unsigned char)clean[lead - 1];
        size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        if (n - (lead - 1) < need)
            n = lead - 1;
    }
    while (n > 0 && clean[n - 1] == ' ')
        n--;
    clean[n] = '\0';
    if (ends_with(clean, JSON_EXT)) {
        n -= strlen(JSON_EXT);
        clean[n] = '\0';
    }
    if (n == 0 || strcmp(clean, "autosave") == 0)
        return -1;
    return snprintf(out, len, "%s%s%s", dir, clean, JSON_EXT) < (int)len ? 0 : -1;
}

int carc_saves_inspect(const char *path, const char *assets_dir, carc_save_info *out)
{
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", path);
    const char *base = strrchr(path, '/');
    base = base != NULL ? base + 1 : path;
    size_t blen = strlen(base);
    if (ends_with(base, JSON_EXT))
        blen -= strlen(JSON_EXT);
    if (blen > sizeof out->name - 1)
        blen = sizeof out->name - 1;
    memcpy(out->name, base, blen);
    out->name[blen] = '\0';
    out->autosave = strcmp(base, CARC_SAVES_AUTOSAVE) == 0;
    struct stat st;
    if (stat(path, &st) == 0)
        out->mtime = (int64_t)st.st_mtime;
    carc_history *h = carc_history_load(path, assets_dir, out->error, sizeof out->error);
    if (h == NULL)
        return -1;
    const carc_record *r = &h->rec;
    out->ok = true;
    out->ntilesets = r->ntilesets;
    memcpy(out->tilesets, r->tilesets, sizeof out->tilesets);
    out->rules = r->rules;
    out->nplayers = r->nplayers;
    memcpy(out->players, r->players, sizeof out->players);
    for (int i = 0; i < r->nplayers; i++)
        out->score[i] = h->game.score[i];
    out->turns = r->nturns;
    out->deck = h->game.deck_len;
    out->finished = h->game.over != 0;
    const carc_game *g = &h->game;
    for (int t = 0; t < g->ntiles && t < CARC_MAX_TILES; t++) {
        const carc_placed *p = &g->tiles[t];
        const carc_tile_type *ty = &g->cat->types[p->type];
        carc_save_tile *b = &out->board[out->nboard++];
        b->x = p->x;
        b->y = p->y;
        memcpy(b->edge, ty->turn[p->rot & 3].edge, sizeof b->edge);
        b->cloister = ty->cloister != CARC_NO_FEATURE;
    }
    carc_history_free(h);
    return 0;
}

static int by_date(const void *pa, const void *pb)
{
    const carc_save_info *a = pa, *b = pb;
    if (a->mtime != b->mtime)
        return a->mtime > b->mtime ? -1 : 1;
    return strcmp(a->name, b->name);
}

int carc_saves_list(const char *dir, const char *assets_dir, carc_save_info **out, char *err,
                    size_t errlen)
{
    *out = NULL;
    DIR *d = opendir(dir);
    if (d == NULL) {
        snprintf(err, errlen, "%s: cannot read the folder: %s", dir, strerror(errno));
        return -1;
    }
    carc_save_info *list = NULL;
    int n = 0, cap = 0;
    const struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || !ends_with(e->d_name, JSON_EXT))
            continue;
        char path[CARC_SAVES_PATH_LEN];
        if (snprintf(path, sizeof path, "%s%s", dir, e->d_name) >= (int)sizeof path)
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 16;
            carc_save_info *grown = realloc(list, (size_t)cap * sizeof *list);
            if (grown == NULL) {
                snprintf(err, errlen, "%s: out of memory", dir);
                free(list);
                closedir(d);
                return -1;
            }
            list = grown;
        }
        carc_saves_inspect(path, assets_dir, &list[n++]);
    }
    closedir(d);
    if (n > 1)
        qsort(list, (size_t)n, sizeof *list, by_date);
    *out = list;
    return n;
}

void carc_saves_format_date(int64_t mtime, char *out, size_t len)
{
    time_t t = (time_t)mtime;
    struct tm tm;
    if (len == 0)
        return;
    if (localtime_r(&t, &tm) == NULL || strftime(out, len, "%Y-%m-%d %H:%M", &tm) == 0)
        out[0] = '\0';
}

/* Whether the files at a and b hold the same bytes (false when either cannot be read). */
static bool same_bytes(const char *a, const char *b)
{
    FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
    bool same = fa != NULL && fb != NULL;
    while (same) {
        char ba[4096], bb[4096];
        size_t na = fread(ba, 1, sizeof ba, fa), nb = fread(bb, 1, sizeof bb, fb);
        same = na == nb && memcmp(ba, bb, na) == 0;
        if (na < sizeof ba)
            break;
    }
    if (fa != NULL)
        fclose(fa);
    if (fb != NULL)
        fclose(fb);
    return same;
}

/* Whether s (n bytes) is "YYYY-MM-DD HH.MM". */
static bool stamp_at(const char *s, size_t n)
{
    static const char shape[] = "0000-00-00 00.00";
    if (n != sizeof shape - 1)
        return false;
    for (size_t i = 0; i < n; i++)
        if (shape[i] == '0' ? s[i] < '0' || s[i] > '9' : s[i] != shape[i])
            return false;
    return true;
}

/* Whether name is one carc_saves_retire_autosave gives: "PLAYERS (SETS) YYYY-MM-DD HH.MM" with
   " (K)" when taken, or an earlier version's "game-YYYY-MM-DD-HHMMSS[-K]", then ".json". */
static bool retired_name(const char *name)
{
    int y, mo, d, hms, n = 0;
    if (sscanf(name, "game-%4d-%2d-%2d-%6d%n", &y, &mo, &d, &hms, &n) == 4 && n == 22 &&
        ends_with(name, JSON_EXT))
        return true;
    if (!ends_with(name, JSON_EXT))
        return false;
    size_t end = strlen(name) - strlen(JSON_EXT);
    if (end > 0 && name[end - 1] == ')') { /* " (K)" */
        size_t open = end - 1;
        while (open > 0 && name[open - 1] >= '0' && name[open - 1] <= '9')
            open--;
        if (open == end - 1 || open < 2 || name[open - 1] != '(' || name[open - 2] != ' ')
            return false;
        end = open - 2;
    }
    return end >= 16 && stamp_at(name + end - 16, 16);
}

/* Calls visit on every other save of dir ("*.json" but path itself) with the same bytes as
   path, until it returns false; returns how many it visited. */
static int each_copy(const char *dir, const char *path, bool (*visit)(const char *, const char *))
{
    DIR *d = opendir(dir);
    if (d == NULL)
        return 0;
    int n = 0;
    const struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        char other[CARC_SAVES_PATH_LEN];
        if (e->d_name[0] == '.' || !ends_with(e->d_name, JSON_EXT) ||
            snprintf(other, sizeof other, "%s%s", dir, e->d_name) >= (int)sizeof other ||
            strcmp(other, path) == 0 || !same_bytes(path, other))
            continue;
        n++;
        if (!visit(other, e->d_name))
            break;
    }
    closedir(d);
    return n;
}

static bool stop_at_first(const char *path, const char *name)
{
    (void)path;
    (void)name;
    return false;
}

static bool remove_if_retired(const char *path, const char *name)
{
    if (retired_name(name))
        remove(path);
    return true;
}

int carc_saves_drop_copies(const char *dir, const char *path)
{
    return each_copy(dir, path, remove_if_retired);
}

int carc_saves_retire_autosave(const char *dir, char *kept, size_t keptlen, char *err,
                               size_t errlen)
{
    char path[CARC_SAVES_PATH_LEN];
    carc_saves_autosave_path(dir, path, sizeof path);
    if (kept != NULL && keptlen > 0)
        kept[0] = '\0';
    struct stat st;
    if (stat(path, &st) != 0) {
        if (errno == ENOENT)
            return 0;
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    carc_save_info *info = malloc(sizeof *info);
    if (info == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    bool empty = carc_saves_inspect(path, NULL, info) == 0 && info->turns == 0;
    free(info);
    /* A game with no turn played is nothing to keep, nor is one another save holds already
       (the same game saved under a name at its end): the list would show it twice. */
    if (empty || each_copy(dir, path, stop_at_first) > 0) {
        if (remove(path) != 0) {
            snprintf(err, errlen, "%s: cannot remove: %s", path, strerror(errno));
            return -1;
        }
        return 0;
    }
    /* Named by its players, sets and last write; a broken one by its last write alone. */
    char stamp[CARC_SAVES_NAME_LEN] = "";
    carc_record *rec = malloc(sizeof *rec);
    char why[256];
    if (rec != NULL && carc_record_load(path, rec, why, sizeof why) == 0) {
        carc_saves_game_name(rec, (int64_t)st.st_mtime, stamp, sizeof stamp);
    } else {
        time_t t = st.st_mtime;
        struct tm tm;
        if (localtime_r(&t, &tm) != NULL)
            strftime(stamp, sizeof stamp, "%Y-%m-%d %H.%M", &tm);
    }
    free(rec);
    char dest[CARC_SAVES_PATH_LEN];
    for (int k = 1;; k++) {
        int w = k == 1 ? snprintf(dest, sizeof dest, "%s%s%s", dir, stamp, JSON_EXT)
                       : snprintf(dest, sizeof dest, "%s%s (%d)%s", dir, stamp, k, JSON_EXT);
        if (w >= (int)sizeof dest) {
            snprintf(err, errlen, "%s: path too long", dir);
            return -1;
        }
        struct stat taken;
        if (stat(dest, &taken) != 0)
            break;
    }
    if (rename(path, dest) != 0) {
        snprintf(err, errlen, "%s: cannot rename to %s: %s", path, dest, strerror(errno));
        return -1;
    }
    if (kept != NULL)
        snprintf(kept, keptlen, "%s", dest);
    return 0;
}
