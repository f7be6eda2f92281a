/*
 * record.c: loading, writing and saving game records, the format's side (see record.h and
 * ../shared/spec/RECORD.md); record_game.c holds the game's side (replaying, recording).
 *
 * Loading checks everything that needs no tile set; replaying checks the rest through the core,
 * which is the only judge of legality. The writer emits one canonical layout by hand, rather
 * than through cJSON's printer, so that the bytes depend on nothing but the record: two-space
 * indentation, rules and each player and turn on one line, the deck sixteen ids to a line.
 */
#include "record.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datafile.h"
#include "json_read.h"
#include "module.h"
#include "readers.h"
#include "record_codec.h"

#define DECK_IDS_PER_LINE 16

/* The tile sets of version 1 (RECORD.md): the base game's and those of carc_record_v1_modules;
   any other needs version 2. */
static bool is_v1_set(const char *name)
{
    return strcmp(name, "base") == 0 || (carc_sets_find(name) & carc_record_v1_modules) != 0;
}

/* Whether version 1 knows figures of kind: the base game's (no module gives them) or a
   version-1 set's (carc_module.figures). */
static bool is_v1_figure(int kind)
{
    bool given = false;
    for (int m = 0; m < carc_module_count(); m++)
        if (carc_modules[m].figures[kind]) {
            if (carc_record_v1_modules >> m & 1u)
                return true;
            given = true;
        }
    return !given;
}

/* words as a list in words: "a, b, c" with last before the last one ("a, b or c"). */
static void words_list(char *out, size_t len, const char *const *words, int n, const char *last)
{
    size_t at = 0;
    out[0] = '\0';
    for (int i = 0; i < n && at < len; i++) {
        const int w = snprintf(out + at, len - at, "%s%s",
                               i == 0       ? ""
                               : i == n - 1 ? last
                                            : ", ",
                               words[i]);
        at += w > 0 ? (size_t)w : 0;
    }
}

/* The figure kinds' names in records as a list in words ("normal, big, ... or pig"). */
static void figure_names(char *out, size_t len)
{
    const char *names[CARC_FIGURE_KINDS];
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        names[k] = carc_figure_defs[k].name;
    words_list(out, len, names, CARC_FIGURE_KINDS, " or ");
}

static const char *const color_names[CARC_COLORS] = {"red",    "blue",  "green",
                                                     "yellow", "black", "pink"};
static const char *const farm_names[] = {"3rd", "2nd", "1st", "none"}; /* carc_farm_scoring */
/* The computer players' levels (src/ai's carc_ai_level_name) and carcassonne-cli simulate's
   random player. A level this program does not know is refused rather than taken as a person:
   the seat would change hands without a word. */
static const char *const ai_names[] = {"easy", "medium", "hard", "random"};
#define AI_NAMES ((int)(sizeof ai_names / sizeof ai_names[0]))
#define FARM_RULES ((int)(sizeof farm_names / sizeof farm_names[0]))

const char *carc_color_name(carc_color color)
{
    return (unsigned)color < CARC_COLORS ? color_names[color] : "?";
}

const char *carc_farms_name(carc_farm_scoring farms)
{
    return (unsigned)farms < FARM_RULES ? farm_names[farms] : "?";
}

int carc_farms_parse(const char *name)
{
    for (int i = 0; i < FARM_RULES; i++)
        if (strcmp(name, farm_names[i]) == 0)
            return i;
    return -1;
}

int carc_color_parse(const char *name)
{
    for (int i = 0; i < CARC_COLORS; i++)
        if (strcmp(name, color_names[i]) == 0)
            return i;
    return -1;
}

/* ---- loading ---- */

static int parse_rules(const carc_json_ctx *c, const cJSON *root, carc_record *rec)
{
    const cJSON *rules, *sets;
    if (carc_json_get_object(c, root, "", "rules", true, &rules) < 0)
        return -1;
    if (carc_json_get_array(c, rules, "rules", "tilesets", true, &sets) < 0)
        return -1;
    int n = cJSON_GetArraySize(sets);
    if (n < 1 || n > CARC_MAX_SETS)
        return carc_json_fail(c, "rules.tilesets", "1 to %d tile sets, not %d", CARC_MAX_SETS, n);
    rec->ntilesets = n;
    int i = 0;
    bool has_base = false;
    for (const cJSON *e = sets->child; e != NULL; e = e->next, i++) {
        char p[64];
        carc_json_index_path(p, sizeof p, "rules.tilesets", i);
        if (carc_json_string_value(c, e, p, rec->tilesets[i], CARC_NAME_LEN) != 0)
            return -1;
        for (int k = 0; k < i; k++)
            if (strcmp(rec->tilesets[k], rec->tilesets[i]) == 0)
                return carc_json_fail(c, p, "\"%s\" is listed twice", rec->tilesets[i]);
        has_base = has_base || strcmp(rec->tilesets[i], "base") == 0;
    }
    if (!has_base)
        return carc_json_fail(c, "rules.tilesets", "\"base\" is always in play");
    if (strcmp(rec->tilesets[0], "base") != 0)
        return carc_json_fail(c, "rules.tilesets[0]", "\"base\" must come first");

    char farms[16] = "3rd";
    if (carc_json_get_string(c, rules, "rules", "farm_scoring", false, farms, sizeof farms) < 0)
        return -1;
    int f = carc_farms_parse(farms);
    if (f < 0)
        return carc_json_fail(c, "rules.farm_scoring",
                              "unknown value \"%s\" (3rd, 2nd, 1st or none)", farms);
    rec->rules.farms = (carc_farm_scoring)f;
    rec->rules.small_city_two_points = false;
    if (carc_json_get_bool(c, rules, "rules", "small_city_two_points", false,
                           &rec->rules.small_city_two_points) < 0)
        return -1;
    return 0;
}

static bool has_set(const carc_record *rec, const char *name)
{
    for (int i = 0; i < rec->ntilesets; i++)
        if (strcmp(rec->tilesets[i], name) == 0)
            return true;
    return false;
}

/* Whether rec's sets give a figure of kind, which the base game gives when no module does
   (carc_module.figures); otherwise the name of the first module that gives it in *needs. */
static bool has_figure(const carc_record *rec, int kind, const char **needs)
{
    *needs = NULL;
    for (int m = 0; m < carc_module_count(); m++)
        if (carc_modules[m].figures[kind]) {
            if (has_set(rec, carc_modules[m].name))
                return true;
            *needs = *needs ? *needs : carc_modules[m].name;
        }
    return *needs == NULL;
}

/* Whether rec's sets allow n players (carc_module.max_players; the base game's five colours),
   otherwise the name of the first module that brings enough colours in *needs. */
_Static_assert(CARC_MAX_PLAYERS == CARC_BASE_PLAYERS + 1, "one colour beyond the base game's");
static bool has_colours(const carc_record *rec, int n, const char **needs)
{
    *needs = NULL;
    if (n <= CARC_BASE_PLAYERS)
        return true;
    for (int m = 0; m < carc_module_count(); m++)
        if (carc_modules[m].max_players >= n) {
            if (has_set(rec, carc_modules[m].name))
                return true;
            *needs = *needs ? *needs : carc_modules[m].name;
        }
    return false;
}

static int parse_players(const carc_json_ctx *c, const cJSON *root, carc_record *rec)
{
    const cJSON *players;
    if (carc_json_get_array(c, root, "", "players", true, &players) < 0)
        return -1;
    int n = cJSON_GetArraySize(players);
    if (n < CARC_MIN_PLAYERS || n > CARC_MAX_PLAYERS)
        return carc_json_fail(c, "players", "a game has %d to %d players, not %d", CARC_MIN_PLAYERS,
                              CARC_MAX_PLAYERS, n);
    const char *needs;
    if (!has_colours(rec, n, &needs))
        return carc_json_fail(c, "players", "6 players need the sixth colour of %s",
                              needs ? needs : "a tile set");
    rec->nplayers = n;
    int i = 0;
    for (const cJSON *e = players->child; e != NULL; e = e->next, i++) {
        char p[64], q[80], color[16];
        carc_record_player *pl = &rec->players[i];
        carc_json_index_path(p, sizeof p, "players", i);
        if (carc_json_check_object(c, e, p) != 0 ||
            carc_json_get_string(c, e, p, "name", true, pl->name, sizeof pl->name) < 0 ||
            carc_json_get_string(c, e, p, "color", true, color, sizeof color) < 0 ||
            carc_json_get_string(c, e, p, "ai", false, pl->ai, sizeof pl->ai) < 0)
            return -1;
        carc_json_key_path(q, sizeof q, p, "color");
        int col = carc_color_parse(color);
        if (col < 0)
            return carc_json_fail(c, q, "unknown color \"%s\"", color);
        pl->color = (carc_color)col;
        for (int k = 0; k < i; k++)
            if (rec->players[k].color == pl->color)
                return carc_json_fail(c, q, "\"%s\" is already taken by players[%d]", color, k);
        if (pl->ai[0] == '\0' && cJSON_GetObjectItemCaseSensitive(e, "ai") != NULL)
            return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "ai"),
                                  "empty; leave \"ai\" out for a person");
        bool known = pl->ai[0] == '\0';
        for (int k = 0; k < AI_NAMES; k++)
            known = known || strcmp(pl->ai, ai_names[k]) == 0;
        if (!known)
            return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "ai"),
                                  "unknown level \"%s\" (easy, medium, hard or random)", pl->ai);
    }
    return 0;
}

static int parse_deck(const carc_json_ctx *c, const cJSON *root, carc_record *rec)
{
    long long seed;
    int r = carc_json_get_int(c, root, "", "seed", false, 0, CARC_MAX_SEED, &seed);
    if (r < 0)
        return -1;
    rec->has_seed = r > 0;
    rec->seed = rec->has_seed ? (uint64_t)seed : 0;
    r = carc_json_get_bool(c, root, "", "aids", false, &rec->aids);
    if (r < 0)
        return -1;
    rec->has_aids = r > 0;
    const cJSON *deck;
    r = carc_json_get_array(c, root, "", "deck", false, &deck);
    if (r < 0)
        return -1;
    rec->has_deck = r > 0;
    if (!rec->has_deck) {
        if (!rec->has_seed)
            return carc_json_fail(c, "seed", "required when there is no deck");
        return 0;
    }
    int n = cJSON_GetArraySize(deck);
    if (n > CARC_MAX_DECK)
        return carc_json_fail(c, "deck", "%d tiles; a deck holds at most %d", n, CARC_MAX_DECK);
    rec->ndeck = n;
    int i = 0;
    for (const cJSON *e = deck->child; e != NULL; e = e->next, i++) {
        char p[32];
        carc_json_index_path(p, sizeof p, "deck", i);
        if (carc_json_string_value(c, e, p, rec->deck[i], CARC_ID_LEN) != 0)
            return -1;
    }
    return 0;
}

static int parse_meeple(const carc_json_ctx *c, const cJSON *t, const char *path,
                        carc_record_turn *turn)
{
    const cJSON *m;
    char p[64], q[80], at[8], kind[16] = "normal";
    int r = carc_json_get_object(c, t, path, "meeple", false, &m);
    if (r <= 0)
        return r;
    carc_json_key_path(p, sizeof p, path, "meeple");
    if (carc_json_check_object(c, m, p) != 0 ||
        carc_json_get_string(c, m, p, "at", true, at, sizeof at) < 0 ||
        carc_json_get_string(c, m, p, "kind", false, kind, sizeof kind) < 0)
        return -1;
    turn->meeple_at = carc_pos_parse(at);
    if (turn->meeple_at < 0)
        return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "at"),
                              "unknown position \"%s\"", at);
    turn->figure = carc_figure_parse(kind);
    if (turn->figure < 0) {
        char names[100];
        figure_names(names, sizeof names);
        return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "kind"),
                              "unknown kind \"%s\" (%s)", kind, names);
    }
    long long x, y;
    const int rx = carc_json_get_int(c, m, p, "x", false, -CARC_RECORD_MAX_COORD,
                                     CARC_RECORD_MAX_COORD, &x);
    const int ry = rx < 0 ? -1
                          : carc_json_get_int(c, m, p, "y", false, -CARC_RECORD_MAX_COORD,
                                              CARC_RECORD_MAX_COORD, &y);
    if (ry < 0)
        return -1;
    if (rx != ry)
        return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, rx ? "y" : "x"),
                              "meeple.x and meeple.y go together");
    turn->meeple_elsewhere = rx > 0;
    turn->meeple_x = rx > 0 ? (int)x : 0;
    turn->meeple_y = rx > 0 ? (int)y : 0;
    return 1;
}

int record_parse_spot(const carc_json_ctx *c, const cJSON *t, const char *path, const char *key,
                      int *x, int *y, int *at)
{
    const cJSON *m;
    char p[64], q[80], name[8];
    int r = carc_json_get_object(c, t, path, key, false, &m);
    if (r <= 0)
        return r;
    carc_json_key_path(p, sizeof p, path, key);
    long long lx, ly;
    if (carc_json_check_object(c, m, p) != 0 ||
        carc_json_get_int(c, m, p, "x", true, -CARC_RECORD_MAX_COORD, CARC_RECORD_MAX_COORD,
                          &lx) < 0 ||
        carc_json_get_int(c, m, p, "y", true, -CARC_RECORD_MAX_COORD, CARC_RECORD_MAX_COORD,
                          &ly) < 0 ||
        carc_json_get_string(c, m, p, "at", true, name, sizeof name) < 0)
        return -1;
    *at = carc_pos_parse(name);
    if (*at < 0)
        return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "at"),
                              "unknown position \"%s\"", name);
    *x = (int)lx;
    *y = (int)ly;
    return 1;
}

/* The keys that name the figure step's action, "meeple", "return" and the modules' own, as a list
   in words ("meeple, return, fairy and princess"). */
static void step_key_names(char *out, size_t len)
{
    const char *names[2 + 2 * CARC_MODULES] = {"meeple", "return"};
    int n = 2;
    for (int m = 0; m < CARC_MODULES; m++)
        for (int k = 0; carc_record_codecs[m] && k < 2 && carc_record_codecs[m]->step_keys[k]; k++)
            names[n++] = carc_record_codecs[m]->step_keys[k];
    words_list(out, len, names, n, " and ");
}

/* Reads turn i; c names the file and the turn ("game.json: turn 4"), path the JSON. */
static int parse_turn(const carc_json_ctx *c, const cJSON *t, const char *path, carc_record *rec,
                      int i)
{
    carc_record_turn *turn = &rec->turns[i];
    char p[64];
    static const char *const place_keys[] = {"x", "y", "rot", "meeple", "return"};
    if (carc_json_check_object(c, t, path) != 0 ||
        carc_json_get_string(c, t, path, "tile", true, turn->tile, sizeof turn->tile) < 0 ||
        carc_json_get_bool(c, t, path, "discard", false, &turn->discard) < 0)
        return -1;
    turn->meeple_at = -1;
    if (turn->discard) {
        for (int m = -1; m < CARC_MODULES; m++) {
            const char *const *keys = m < 0                   ? place_keys
                                      : carc_record_codecs[m] ? carc_record_codecs[m]->turn_keys
                                                              : NULL;
            const int n = m < 0 ? (int)(sizeof place_keys / sizeof place_keys[0]) : 4;
            for (int k = 0; keys && k < n && keys[k]; k++)
                if (cJSON_GetObjectItemCaseSensitive(t, keys[k]) != NULL)
                    return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, keys[k]),
                                          "a discarded tile is not placed");
        }
        return 0;
    }
    long long x, y, rot;
    if (carc_json_get_int(c, t, path, "x", true, -CARC_RECORD_MAX_COORD, CARC_RECORD_MAX_COORD,
                          &x) < 0 ||
        carc_json_get_int(c, t, path, "y", true, -CARC_RECORD_MAX_COORD, CARC_RECORD_MAX_COORD,
                          &y) < 0 ||
        carc_json_get_int(c, t, path, "rot", true, 0, 270, &rot) < 0)
        return -1;
    if (rot % 90 != 0)
        return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, "rot"),
                              "%lld is not 0, 90, 180 or 270", rot);
    turn->x = (int)x;
    turn->y = (int)y;
    turn->rot = (int)rot;
    const int meeple = parse_meeple(c, t, path, turn);
    if (meeple < 0)
        return -1;
    const int ret =
        record_parse_spot(c, t, path, "return", &turn->return_x, &turn->return_y, &turn->return_at);
    if (ret < 0)
        return -1;
    turn->has_return = ret > 0;
    /* The figure step's action: at most one of "meeple", "return" and the modules' own. */
    int steps = meeple + ret;
    const char *last = ret ? "return" : NULL;
    for (int m = 0; m < CARC_MODULES; m++) {
        const carc_record_codec *codec = carc_record_codecs[m];
        if (!codec || !codec->parse_turn)
            continue;
        const int n = codec->parse_turn(c, t, path, rec, i, &last);
        if (n < 0)
            return -1;
        steps += n;
    }
    if (steps > 1) {
        char names[160];
        step_key_names(names, sizeof names);
        return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, last ? last : "return"),
                              "a turn has at most one of %s", names);
    }
    return 0;
}

static int parse_turns(const carc_json_ctx *c, const cJSON *root, carc_record *rec)
{
    const cJSON *turns;
    if (carc_json_get_array(c, root, "", "turns", true, &turns) < 0)
        return -1;
    int n = cJSON_GetArraySize(turns);
    if (n > CARC_MAX_DECK)
        return carc_json_fail(c, "turns", "%d turns; a game has at most %d", n, CARC_MAX_DECK);
    if (rec->has_deck && n > rec->ndeck) {
        /* Named like a broken turn (RECORD.md): the first turn with no tile left to draw. */
        char file[4200], p[32];
        snprintf(file, sizeof file, "%s: turn %d", c->file, rec->ndeck + 1);
        carc_json_ctx tc = {file, c->err, c->errlen};
        carc_json_index_path(p, sizeof p, "turns", rec->ndeck);
        return carc_json_fail(&tc, p, "no tile is left to draw: the deck holds only %d tile%s",
                              rec->ndeck, rec->ndeck == 1 ? "" : "s");
    }
    rec->nturns = n;
    for (int m = 0; m < CARC_MODULES; m++)
        if (carc_record_codecs[m] && carc_record_codecs[m]->clear_turns)
            carc_record_codecs[m]->clear_turns(rec);
    int i = 0;
    for (const cJSON *e = turns->child; e != NULL; e = e->next, i++) {
        char file[4200], p[32];
        snprintf(file, sizeof file, "%s: turn %d", c->file, i + 1);
        carc_json_ctx tc = {file, c->err, c->errlen};
        carc_json_index_path(p, sizeof p, "turns", i);
        if (parse_turn(&tc, e, p, rec, i) != 0)
            return -1;
        for (int m = 0; m < CARC_MODULES; m++)
            if (carc_record_codecs[m] && carc_record_codecs[m]->parse_turn_record &&
                carc_record_codecs[m]->parse_turn_record(&tc, e, p, rec, i) != 0)
                return -1;
    }
    return 0;
}

/* The first key of version 2 (RECORD.md) that turn i of rec uses, or NULL: what makes a
   record version 2 and what a version-1 record may not have. */
static const char *turn_v2_key(const carc_record *rec, int i)
{
    const carc_record_turn *t = &rec->turns[i];
    if (t->has_return)
        return "return";
    for (int m = 0; m < CARC_MODULES; m++) {
        const char *key = carc_record_codecs[m] && carc_record_codecs[m]->v2_key
                              ? carc_record_codecs[m]->v2_key(rec, i)
                              : NULL;
        if (key)
            return key;
    }
    return t->meeple_elsewhere              ? "meeple.x"
           : t->meeple_at < 0               ? NULL
           : !is_v1_figure(t->figure)       ? carc_figure_defs[t->figure].name
                                            : NULL;
}

static int parse_record(const carc_json_ctx *c, const cJSON *root, carc_record *rec)
{
    char fmt[32];
    long long version;
    if (carc_json_check_object(c, root, "") != 0 ||
        carc_json_get_string(c, root, "", "format", true, fmt, sizeof fmt) < 0)
        return -1;
    if (strcmp(fmt, CARC_RECORD_FORMAT) != 0)
        return carc_json_fail(c, "format", "expected \"%s\", got \"%s\"", CARC_RECORD_FORMAT, fmt);
    if (carc_json_get_int(c, root, "", "version", true, 0, 1e9, &version) < 0)
        return -1;
    if (version < 1 || version > CARC_RECORD_VERSION)
        return carc_json_fail(c, "version", "unsupported version %lld (this program reads 1 to %d)",
                              version, CARC_RECORD_VERSION);
    if (parse_rules(c, root, rec) != 0 || parse_players(c, root, rec) != 0 ||
        parse_deck(c, root, rec) != 0 || parse_turns(c, root, rec) != 0)
        return -1;
    /* RECORD.md: a record that names a set whose module needs it (one whose stack is no longer
       drawn turn by turn from the deck) or uses its keys says version 2. */
    for (int m = 0; m < CARC_MODULES; m++)
        if (version < 2 && carc_record_codecs[m] && carc_record_codecs[m]->needs_v2 &&
            has_set(rec, carc_modules[m].name))
            return carc_json_fail(c, "rules.tilesets", "%s needs \"version\": 2",
                                  carc_modules[m].name);
    for (int i = 0; i < rec->nturns; i++) {
        const carc_record_turn *t = &rec->turns[i];
        char file[4200];
        snprintf(file, sizeof file, "%s: turn %d", c->file, i + 1);
        carc_json_ctx tc = {file, c->err, c->errlen};
        const char *needs;
        if (t->meeple_at >= 0 && !has_figure(rec, t->figure, &needs))
            return carc_json_fail(&tc, NULL, "turns[%d].meeple.kind: the %s needs %s", i,
                                  carc_figure_defs[t->figure].noun, needs);
        const char *v2 = turn_v2_key(rec, i);
        if (version < 2 && v2 != NULL)
            return carc_json_fail(&tc, NULL, "turns[%d]: %s needs \"version\": 2", i, v2);
    }
    return 0;
}

int carc_record_reader(const carc_json_ctx *c, const cJSON *root, void *out)
{
    return parse_record(c, root, out);
}

int carc_record_parse(const char *text, size_t len, const char *file, carc_record *out, char *err,
                      size_t errlen)
{
    return carc_json_parse_into(text, len, file, carc_record_reader, out, sizeof *out, err, errlen);
}

int carc_record_load(const char *path, carc_record *out, char *err, size_t errlen)
{
    return carc_json_load_into(path, carc_record_reader, out, sizeof *out, err, errlen);
}

/* ---- writing ---- */

void record_sb_printf(strbuf *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->oom = true;
            return;
        }
        if ((size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap * 2 + (size_t)n;
        char *s = realloc(b->s, cap);
        if (s == NULL) {
            b->oom = true;
            return;
        }
        b->s = s;
        b->cap = cap;
    }
}

void record_sb_string(strbuf *b, const char *s)
{
    record_sb_printf(b, "\"");
    for (; *s != '\0'; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            record_sb_printf(b, "\\%c", ch);
        else if (ch == '\n')
            record_sb_printf(b, "\\n");
        else if (ch == '\t')
            record_sb_printf(b, "\\t");
        else if (ch < 0x20)
            record_sb_printf(b, "\\u%04x", ch);
        else
            record_sb_printf(b, "%c", ch);
    }
    record_sb_printf(b, "\"");
}

static void write_turn(strbuf *b, const carc_record *rec, int k)
{
    const carc_record_turn *t = &rec->turns[k];
    record_sb_printf(b, "    {\"tile\": ");
    record_sb_string(b, t->tile);
    if (t->discard) {
        record_sb_printf(b, ", \"discard\": true}");
        return;
    }
    record_sb_printf(b, ", \"x\": %d, \"y\": %d, \"rot\": %d", t->x, t->y, t->rot);
    if (t->meeple_at >= 0) {
        record_sb_printf(b, ", \"meeple\": {\"at\": \"%s\", \"kind\": \"%s\"",
                         carc_pos_name(t->meeple_at), carc_figure_defs[t->figure].name);
        if (t->meeple_elsewhere)
            record_sb_printf(b, ", \"x\": %d, \"y\": %d", t->meeple_x, t->meeple_y);
        record_sb_printf(b, "}");
    }
    if (t->has_return)
        record_sb_printf(b, ", \"return\": {\"x\": %d, \"y\": %d, \"at\": \"%s\"}", t->return_x,
                         t->return_y, carc_pos_name(t->return_at));
    for (int m = 0; m < CARC_MODULES; m++)
        if (carc_record_codecs[m] && carc_record_codecs[m]->write_turn)
            carc_record_codecs[m]->write_turn(b, rec, k);
    record_sb_printf(b, "}");
}

int carc_record_version(const carc_record *rec)
{
    for (int i = 0; i < rec->ntilesets; i++)
        if (!is_v1_set(rec->tilesets[i]))
            return 2;
    for (int i = 0; i < rec->nturns; i++)
        if (turn_v2_key(rec, i))
            return 2;
    return 1;
}

char *carc_record_write(const carc_record *rec)
{
    strbuf b = {malloc(4096), 0, 4096, false};
    if (b.s == NULL)
        return NULL;
    record_sb_printf(&b, "{\n  \"format\": \"%s\",\n  \"version\": %d,\n", CARC_RECORD_FORMAT,
                     carc_record_version(rec));
    record_sb_printf(&b, "  \"rules\": {\"tilesets\": [");
    for (int i = 0; i < rec->ntilesets; i++) {
        record_sb_printf(&b, i ? ", " : "");
        record_sb_string(&b, rec->tilesets[i]);
    }
    record_sb_printf(&b, "], \"farm_scoring\": \"%s\", \"small_city_two_points\": %s},\n",
                     carc_farms_name(rec->rules.farms),
                     rec->rules.small_city_two_points ? "true" : "false");
    record_sb_printf(&b, "  \"players\": [\n");
    for (int i = 0; i < rec->nplayers; i++) {
        const carc_record_player *p = &rec->players[i];
        record_sb_printf(&b, "    {\"name\": ");
        record_sb_string(&b, p->name);
        record_sb_printf(&b, ", \"color\": \"%s\"", carc_color_name(p->color));
        if (p->ai[0] != '\0') {
            record_sb_printf(&b, ", \"ai\": ");
            record_sb_string(&b, p->ai);
        }
        record_sb_printf(&b, "}%s\n", i + 1 < rec->nplayers ? "," : "");
    }
    record_sb_printf(&b, "  ],\n");
    if (rec->has_seed)
        record_sb_printf(&b, "  \"seed\": %llu,\n", (unsigned long long)rec->seed);
    if (rec->has_aids)
        record_sb_printf(&b, "  \"aids\": %s,\n", rec->aids ? "true" : "false");
    if (rec->has_deck) {
        record_sb_printf(&b, "  \"deck\": [");
        for (int i = 0; i < rec->ndeck; i++) {
            record_sb_printf(&b, "%s",
                             i == 0                  ? "\n    "
                             : i % DECK_IDS_PER_LINE ? ", "
                                                     : ",\n    ");
            record_sb_string(&b, rec->deck[i]);
        }
        record_sb_printf(&b, rec->ndeck ? "\n  ],\n" : "],\n");
    }
    record_sb_printf(&b, "  \"turns\": [");
    for (int i = 0; i < rec->nturns; i++) {
        record_sb_printf(&b, i ? ",\n" : "\n");
        write_turn(&b, rec, i);
    }
    record_sb_printf(&b, rec->nturns ? "\n  ]\n}\n" : "]\n}\n");
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s;
}

/* The directory part of path ("." when there is none), for the temporary file and its sync. */
int carc_record_save(const carc_record *rec, const char *path, char *err, size_t errlen)
{
    char *text = carc_record_write(rec);
    if (text == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    int rc = carc_datafile_write(path, text, err, errlen);
    free(text);
    return rc;
}
