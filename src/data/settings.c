/*
 * settings.c: the game window's remembered settings (see settings.h).
 *
 * Each key is read on its own into a copy, and the copy replaces the caller's value only when
 * it is right; the first wrong key's message is the one reported.
 */
#include "settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "datafile.h"
#include "json_read.h"
#include "module.h"

const int carc_anim_speeds[CARC_ANIM_SPEEDS] = {0, 50, 100, 200};
const char *const carc_mark_names[CARC_MARKS] = {"dot",  "stripe", "ring",
                                                 "star", "cross",  "square"};

void carc_settings_default(carc_settings *s)
{
    memset(s, 0, sizeof *s);
    s->anim_speed = 100;
    s->sound = true;
    s->follow = true;
    s->aids = true;
    s->nplayers = 2;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        s->players[i].color = (carc_color)i; /* the names empty: the window's defaults */
    for (int c = 0; c < CARC_COLORS; c++)
        s->marks[c] = c;
    s->rules.farms = CARC_FARMS_3RD;
}

bool carc_xdg_base(const char *var, const char *fallback, char *out, size_t len)
{
    const char *xdg = getenv(var), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, len, "%s", xdg);
    else if (home && home[0])
        n = snprintf(out, len, "%s/%s", home, fallback);
    else
        return false;
    return n >= 0 && (size_t)n < len;
}

int carc_settings_path(char *out, size_t len, char *err, size_t errlen)
{
    char base[CARC_SETTINGS_PATH_LEN];
    if (!carc_xdg_base("XDG_CONFIG_HOME", ".config", base, sizeof base)) {
        snprintf(err, errlen, "settings: neither XDG_CONFIG_HOME nor HOME names a folder");
        return -1;
    }
    int n = snprintf(out, len, "%s/%s/settings.json", base, CARC_APP_ID);
    if (n < 0 || (size_t)n >= len) {
        snprintf(err, errlen, "settings: the folder's path is too long");
        return -1;
    }
    return 0;
}

/* Renames folder `old` (under base) to CARC_APP_ID when that does not exist yet; then removes
   `parent` (under base) if the move left it empty. A line in note says what happened. */
static void move_folder(const char *base, const char *old, const char *parent, char *note,
                        size_t len)
{
    char from[CARC_SETTINGS_PATH_LEN + 64], to[CARC_SETTINGS_PATH_LEN + 64];
    struct stat st;
    snprintf(from, sizeof from, "%s/%s", base, old);
    snprintf(to, sizeof to, "%s/%s", base, CARC_APP_ID);
    if (stat(from, &st) != 0 || !S_ISDIR(st.st_mode) || stat(to, &st) == 0)
        return;
    size_t at = strlen(note);
    if (rename(from, to) == 0) {
        snprintf(note + at, len - at, "%s%s moved to %s", at ? "; " : "", from, to);
        if (parent) {
            snprintf(from, sizeof from, "%s/%s", base, parent);
            rmdir(from); /* only when empty: anything else in it stays */
        }
    } else {
        snprintf(note + at, len - at, "%s%s could not be moved to %s (%s): it is left as it is",
                 at ? "; " : "", from, to, strerror(errno));
    }
}

bool carc_settings_move_old(char *note, size_t len)
{
    char base[CARC_SETTINGS_PATH_LEN];
    note[0] = '\0';
    if (carc_xdg_base("XDG_CONFIG_HOME", ".config", base, sizeof base))
        move_folder(base, "carcassonne", NULL, note, len);
    if (carc_xdg_base("XDG_DATA_HOME", ".local/share", base, sizeof base))
        move_folder(base, "carcassonne/carcassonne", "carcassonne", note, len);
    return note[0] != '\0';
}

/* Keeps the first problem: later keys are still read, into a scratch message. */
typedef struct reading {
    carc_json_ctx first, scratch;
    char buf[512];
    bool bad;
} reading;

static const carc_json_ctx *ctx(reading *r)
{
    return r->bad ? &r->scratch : &r->first;
}

static void note(reading *r, int got)
{
    if (got < 0)
        r->bad = true;
}

static int read_players(const carc_json_ctx *c, const cJSON *list, carc_settings *s)
{
    int n = cJSON_GetArraySize(list);
    if (n < 2 || n > CARC_MAX_PLAYERS)
        return carc_json_fail(c, "players", "%d players (2 to %d are played)", n, CARC_MAX_PLAYERS);
    carc_record_player pl[CARC_MAX_PLAYERS];
    memset(pl, 0, sizeof pl);
    bool used[CARC_COLORS] = {false};
    for (int i = 0; i < n; i++) {
        char path[32], color[16];
        carc_json_index_path(path, sizeof path, "players", i);
        const cJSON *o = cJSON_GetArrayItem(list, i);
        if (!cJSON_IsObject(o))
            return carc_json_fail(c, path, "expected an object");
        if (carc_json_get_string(c, o, path, "name", true, pl[i].name, sizeof pl[i].name) < 0 ||
            carc_json_get_string(c, o, path, "color", true, color, sizeof color) < 0 ||
            carc_json_get_string(c, o, path, "ai", false, pl[i].ai, sizeof pl[i].ai) < 0)
            return -1;
        int col = carc_color_parse(color);
        if (col < 0)
            return carc_json_fail(c, path, "\"%s\" is not a colour of the game", color);
        if (used[col])
            return carc_json_fail(c, path, "%s is taken by another player", color);
        used[col] = true;
        pl[i].color = (carc_color)col;
    }
    s->nplayers = n;
    memcpy(s->players, pl, sizeof pl[0] * (size_t)n);
    return 0;
}

static int read_tilesets(const carc_json_ctx *c, const cJSON *list, carc_settings *s)
{
    unsigned sets = 0;
    int n = cJSON_GetArraySize(list);
    for (int i = 0; i < n; i++) {
        char path[32], name[32];
        carc_json_index_path(path, sizeof path, "tilesets", i);
        if (carc_json_string_value(c, cJSON_GetArrayItem(list, i), path, name, sizeof name) != 0)
            return -1;
        const unsigned set = carc_sets_find(name);
        if (!set)
            return carc_json_fail(c, path, "\"%s\" is not a tile set of the window's setup", name);
        sets |= set;
    }
    s->sets = sets;
    return 0;
}

/* "own_tilesets": the player's own tile sets, by name (whether they are still there is the
   window's to see). */
static int read_own_tilesets(const carc_json_ctx *c, const cJSON *list, carc_settings *s)
{
    int n = cJSON_GetArraySize(list);
    if (n > CARC_MAX_SETS)
        return carc_json_fail(c, "own_tilesets", "at most %d sets, not %d", CARC_MAX_SETS, n);
    char names[CARC_MAX_SETS][CARC_NAME_LEN];
    for (int i = 0; i < n; i++) {
        char path[32];
        carc_json_index_path(path, sizeof path, "own_tilesets", i);
        if (carc_json_string_value(c, cJSON_GetArrayItem(list, i), path, names[i],
                                   sizeof names[i]) != 0)
            return -1;
    }
    s->nown = n;
    memcpy(s->own, names, sizeof names[0] * (size_t)n);
    return 0;
}

/* The name of the first set that allows n players, for a refusal. */
static const char *set_for_players(int n)
{
    for (int m = 0; m < CARC_MODULES; m++)
        if (carc_sets_max_players(1u << m) >= n)
            return carc_modules[m].name;
    return "more colours";
}

/* "marks": an object naming the mark of every colour, each mark once. */
static int read_marks(const carc_json_ctx *c, const cJSON *root, int marks[CARC_COLORS])
{
    const cJSON *o;
    const int got = carc_json_get_object(c, root, "", "marks", false, &o);
    if (got <= 0)
        return got;
    int m[CARC_COLORS];
    bool used[CARC_MARKS] = {false};
    for (int col = 0; col < CARC_COLORS; col++) {
        char name[16];
        if (carc_json_get_string(c, o, "marks", carc_color_name((carc_color)col), true, name,
                                 sizeof name) < 0)
            return -1;
        int k = 0;
        while (k < CARC_MARKS && strcmp(name, carc_mark_names[k]) != 0)
            k++;
        if (k == CARC_MARKS)
            return carc_json_fail(c, "marks", "\"%s\" is not a mark (dot, stripe, ring, star, "
                                  "cross or square)", name);
        if (used[k])
            return carc_json_fail(c, "marks", "%s is the mark of two colours", name);
        used[k] = true;
        m[col] = k;
    }
    memcpy(marks, m, sizeof m);
    return 1;
}

/* Every key of the file, each into a copy of its value that replaces it when it is right. */
static void read_settings(reading *r, const cJSON *root, carc_settings *s)
{
    long long speed = s->anim_speed;
    int got = carc_json_get_int(ctx(r), root, "", "animation_speed", false, 0, 1000, &speed);
    if (got > 0) {
        bool known = false;
        for (int i = 0; i < CARC_ANIM_SPEEDS; i++)
            known = known || carc_anim_speeds[i] == speed;
        if (known)
            s->anim_speed = (int)speed;
        else
            got = carc_json_fail(ctx(r), "animation_speed", "%lld is not 0, 50, 100 or 200", speed);
    }
    note(r, got);
    note(r, carc_json_get_bool(ctx(r), root, "", "sound", false, &s->sound));
    char language[sizeof s->language] = "";
    const int lang = carc_json_get_string(ctx(r), root, "", "language", false, language,
                                          sizeof language);
    note(r, lang);
    if (lang > 0)
        snprintf(s->language, sizeof s->language, "%s", language);
    note(r, carc_json_get_bool(ctx(r), root, "", "grid", false, &s->grid));
    note(r, carc_json_get_bool(ctx(r), root, "", "follow", false, &s->follow));
    note(r, carc_json_get_bool(ctx(r), root, "", "think_longer", false, &s->think_longer));
    note(r, carc_json_get_bool(ctx(r), root, "", "safe_colours", false, &s->safe_colours));
    note(r, read_marks(ctx(r), root, s->marks));
    note(r, carc_json_get_bool(ctx(r), root, "", "aids", false, &s->aids));
    s->learn_offered = true; /* a settings file: not a new player's first start */
    note(r, carc_json_get_bool(ctx(r), root, "", "learn_offered", false, &s->learn_offered));
    long long scale = s->ui_scale;
    got = carc_json_get_int(ctx(r), root, "", "ui_scale", false, 0, CARC_UI_SCALE_MAX, &scale);
    if (got > 0 && scale != 0 && scale < CARC_UI_SCALE_MIN)
        got = carc_json_fail(ctx(r), "ui_scale", "%lld is not 0 (automatic) or %d to %d", scale,
                             CARC_UI_SCALE_MIN, CARC_UI_SCALE_MAX);
    if (got > 0)
        s->ui_scale = (int)scale;
    note(r, got);
    char farms[16];
    got = carc_json_get_string(ctx(r), root, "", "farm_scoring", false, farms, sizeof farms);
    if (got > 0 && carc_farms_parse(farms) < 0)
        got = carc_json_fail(ctx(r), "farm_scoring", "\"%s\" is not 3rd, 2nd, 1st or none", farms);
    if (got > 0)
        s->rules.farms = (carc_farm_scoring)carc_farms_parse(farms);
    note(r, got);
    note(r, carc_json_get_bool(ctx(r), root, "", "small_city_two_points", false,
                               &s->rules.small_city_two_points));
    const cJSON *list;
    got = carc_json_get_array(ctx(r), root, "", "tilesets", false, &list);
    if (got > 0)
        got = read_tilesets(ctx(r), list, s);
    note(r, got);
    got = carc_json_get_array(ctx(r), root, "", "own_tilesets", false, &list);
    if (got > 0)
        got = read_own_tilesets(ctx(r), list, s);
    note(r, got);
    carc_settings players = *s;
    got = carc_json_get_array(ctx(r), root, "", "players", false, &list);
    if (got > 0)
        got = read_players(ctx(r), list, &players);
    if (got >= 0 && players.nplayers > carc_sets_max_players(s->sets))
        got = carc_json_fail(ctx(r), "players", "%d players need %s", players.nplayers,
                             set_for_players(players.nplayers));
    if (got >= 0) {
        s->nplayers = players.nplayers;
        memcpy(s->players, players.players, sizeof s->players);
    }
    note(r, got);
}

int carc_settings_load(const char *path, carc_settings *s, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0 && errno == ENOENT)
        return 0; /* a first run */
    reading r = {{path, err, errlen}, {path, NULL, 0}, "", false};
    r.scratch.err = r.buf;
    r.scratch.errlen = sizeof r.buf;
    size_t len;
    char *text = carc_json_read_file(&r.first, &len);
    if (!text)
        return -1;
    cJSON *root = carc_json_parse(&r.first, text, len);
    free(text);
    if (!root)
        return -1;
    char format[64] = "";
    long long version = 0;
    int rc = -1;
    if (carc_json_check_object(&r.first, root, "") == 0 &&
        carc_json_get_string(&r.first, root, "", "format", true, format, sizeof format) > 0 &&
        carc_json_get_int(&r.first, root, "", "version", true, 1, 1000, &version) > 0) {
        if (strcmp(format, CARC_SETTINGS_FORMAT) != 0)
            carc_json_fail(&r.first, "format", "\"%s\" is not %s", format, CARC_SETTINGS_FORMAT);
        else if (version > CARC_SETTINGS_VERSION)
            carc_json_fail(&r.first, "version", "version %lld is newer than this program's %d",
                           version, CARC_SETTINGS_VERSION);
        else {
            read_settings(&r, root, s);
            rc = r.bad ? -1 : 0;
        }
    }
    cJSON_Delete(root);
    return rc;
}

char *carc_settings_write(const carc_settings *s)
{
    cJSON *root = cJSON_CreateObject();
    cJSON *players = cJSON_CreateArray();
    cJSON *sets = cJSON_CreateArray();
    cJSON *marks = cJSON_CreateObject();
    bool ok = root && players && sets && marks;
    if (ok) {
        cJSON_AddStringToObject(root, "format", CARC_SETTINGS_FORMAT);
        cJSON_AddNumberToObject(root, "version", CARC_SETTINGS_VERSION);
        cJSON_AddNumberToObject(root, "animation_speed", s->anim_speed);
        cJSON_AddBoolToObject(root, "sound", s->sound);
        cJSON_AddStringToObject(root, "language", s->language);
        cJSON_AddBoolToObject(root, "grid", s->grid);
        cJSON_AddBoolToObject(root, "follow", s->follow);
        cJSON_AddBoolToObject(root, "think_longer", s->think_longer);
        cJSON_AddBoolToObject(root, "safe_colours", s->safe_colours);
        for (int c = 0; c < CARC_COLORS; c++) {
            const int k = s->marks[c] >= 0 && s->marks[c] < CARC_MARKS ? s->marks[c] : c;
            cJSON_AddStringToObject(marks, carc_color_name((carc_color)c), carc_mark_names[k]);
        }
        cJSON_AddBoolToObject(root, "aids", s->aids);
        cJSON_AddBoolToObject(root, "learn_offered", s->learn_offered);
        cJSON_AddNumberToObject(root, "ui_scale", s->ui_scale);
        cJSON_AddStringToObject(root, "farm_scoring", carc_farms_name(s->rules.farms));
        cJSON_AddBoolToObject(root, "small_city_two_points", s->rules.small_city_two_points);
        const char *names[CARC_MODULES + 1];
        const int n = carc_sets_names(s->sets, names);
        for (int k = 1; k < n; k++) /* "base" is always in play: not listed */
            cJSON_AddItemToArray(sets, cJSON_CreateString(names[k]));
        if (s->nown > 0) {
            cJSON *own = cJSON_AddArrayToObject(root, "own_tilesets");
            for (int k = 0; own && k < s->nown && k < CARC_MAX_SETS; k++)
                cJSON_AddItemToArray(own, cJSON_CreateString(s->own[k]));
        }
        for (int i = 0; i < s->nplayers && i < CARC_MAX_PLAYERS; i++) {
            cJSON *p = cJSON_CreateObject();
            if (!p) {
                ok = false;
                break;
            }
            cJSON_AddStringToObject(p, "name", s->players[i].name);
            cJSON_AddStringToObject(p, "color", carc_color_name(s->players[i].color));
            if (s->players[i].ai[0])
                cJSON_AddStringToObject(p, "ai", s->players[i].ai);
            cJSON_AddItemToArray(players, p);
        }
    }
    if (ok) {
        cJSON_AddItemToObject(root, "marks", marks);
        cJSON_AddItemToObject(root, "tilesets", sets);
        cJSON_AddItemToObject(root, "players", players);
        sets = players = marks = NULL;
    }
    char *text = ok ? cJSON_Print(root) : NULL;
    cJSON_Delete(sets);
    cJSON_Delete(players);
    cJSON_Delete(marks);
    cJSON_Delete(root);
    if (!text)
        return NULL;
    /* A file ends with a newline; cJSON's text does not. */
    size_t n = strlen(text);
    char *out = malloc(n + 2);
    if (out) {
        memcpy(out, text, n);
        memcpy(out + n, "\n", 2);
    }
    cJSON_free(text);
    return out;
}

/* Creates path's folder and those above it that are missing. */
static int make_parents(const char *path, char *err, size_t errlen)
{
    char dir[CARC_SETTINGS_PATH_LEN];
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) {
        snprintf(err, errlen, "%s: path too long", path);
        return -1;
    }
    char *slash = strrchr(dir, '/');
    if (!slash || slash == dir)
        return 0;
    *slash = '\0';
    for (char *p = dir + 1;; p++) {
        bool end = *p == '\0';
        if (*p == '/' || end) {
            *p = '\0';
            if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
                snprintf(err, errlen, "%s: cannot create the folder: %s", dir, strerror(errno));
                return -1;
            }
            if (end)
                return 0;
            *p = '/';
        }
    }
}

int carc_settings_save(const char *path, const carc_settings *s, char *err, size_t errlen)
{
    if (make_parents(path, err, errlen) != 0)
        return -1;
    char *text = carc_settings_write(s);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    int rc = carc_datafile_write(path, text, err, errlen);
    free(text);
    return rc;
}
