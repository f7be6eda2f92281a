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

#define DECK_IDS_PER_LINE 16
#define BIG_SET "inns-cathedrals" /* the set that brings the sixth colour (RULES.md 3.1) */
#define ABBOT_SET "abbot"
#define TRADERS_SET "traders-builders"
#define PD_SET "princess-dragon"

/* The tile sets of version 1 (RECORD.md); any other needs version 2. */
static bool is_v1_set(const char *name)
{
    return strcmp(name, "base") == 0 || strcmp(name, "river") == 0 ||
           strcmp(name, BIG_SET) == 0;
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

static int parse_players(const carc_json_ctx *c, const cJSON *root, carc_record *rec)
{
    const cJSON *players;
    if (carc_json_get_array(c, root, "", "players", true, &players) < 0)
        return -1;
    int n = cJSON_GetArraySize(players);
    if (n < CARC_MIN_PLAYERS || n > CARC_MAX_PLAYERS)
        return carc_json_fail(c, "players", "a game has %d to %d players, not %d", CARC_MIN_PLAYERS,
                              CARC_MAX_PLAYERS, n);
    if (n == CARC_MAX_PLAYERS && !has_set(rec, BIG_SET))
        return carc_json_fail(c, "players", "6 players need the sixth colour of %s", BIG_SET);
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
    if (turn->figure < 0)
        return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "kind"),
                              "unknown kind \"%s\" (normal, big, abbot, builder or pig)", kind);
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

/* A turn's {"x", "y", "at"} under key ("return", "fairy", "princess"): a feature of a placed
   tile. Returns 1 when the key is there, 0 when not, -1 on an error. */
static int parse_spot(const carc_json_ctx *c, const cJSON *t, const char *path, const char *key,
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

/* A turn's "dragon": the flight's steps, "N", "E", "S" or "W", at most six. */
static int parse_dragon(const carc_json_ctx *c, const cJSON *t, const char *path,
                        carc_record_turn *turn)
{
    static const char sides[] = "NESW";
    const cJSON *steps;
    char p[64], q[80];
    int r = carc_json_get_array(c, t, path, "dragon", false, &steps);
    if (r <= 0)
        return r;
    carc_json_key_path(p, sizeof p, path, "dragon");
    if (cJSON_GetArraySize(steps) > 6)
        return carc_json_fail(c, p, "a flight has at most 6 steps, not %d",
                              cJSON_GetArraySize(steps));
    turn->has_dragon = true;
    for (const cJSON *e = steps->child; e != NULL; e = e->next) {
        char name[4];
        carc_json_index_path(q, sizeof q, p, turn->ndragon);
        if (carc_json_string_value(c, e, q, name, sizeof name) != 0)
            return -1;
        const char *d = strlen(name) == 1 ? strchr(sides, name[0]) : NULL;
        if (d == NULL)
            return carc_json_fail(c, q, "\"%s\" is not N, E, S or W", name);
        turn->dragon[turn->ndragon++] = (uint8_t)(d - sides);
    }
    return 1;
}

/* Reads one turn; c names the file and the turn ("game.json: turn 4"), path the JSON. */
static int parse_turn(const carc_json_ctx *c, const cJSON *t, const char *path,
                      carc_record_turn *turn)
{
    char p[64];
    static const char *const place_keys[] = {"x",    "y",     "rot",      "meeple",
                                             "return", "fairy", "princess", "dragon"};
    if (carc_json_check_object(c, t, path) != 0 ||
        carc_json_get_string(c, t, path, "tile", true, turn->tile, sizeof turn->tile) < 0 ||
        carc_json_get_bool(c, t, path, "discard", false, &turn->discard) < 0)
        return -1;
    turn->meeple_at = -1;
    if (turn->discard) {
        for (size_t i = 0; i < sizeof place_keys / sizeof place_keys[0]; i++)
            if (cJSON_GetObjectItemCaseSensitive(t, place_keys[i]) != NULL)
                return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, place_keys[i]),
                                      "a discarded tile is not placed");
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
    const int ret = parse_spot(c, t, path, "return", &turn->return_x, &turn->return_y,
                               &turn->return_at);
    const int fairy = ret < 0 ? -1
                              : parse_spot(c, t, path, "fairy", &turn->fairy_x, &turn->fairy_y,
                                           &turn->fairy_at);
    const int princess = fairy < 0 ? -1
                                   : parse_spot(c, t, path, "princess", &turn->princess_x,
                                                &turn->princess_y, &turn->princess_at);
    if (princess < 0 || parse_dragon(c, t, path, turn) < 0)
        return -1;
    turn->has_return = ret > 0;
    turn->has_fairy = fairy > 0;
    turn->has_princess = princess > 0;
    if (meeple + ret + fairy + princess > 1)
        return carc_json_fail(c, carc_json_key_path(p, sizeof p, path,
                                                    princess ? "princess"
                                                    : fairy  ? "fairy"
                                                             : "return"),
                              "a turn has at most one of meeple, return, fairy and princess");
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
    rec->reshuffle_turn = 0;
    int i = 0;
    for (const cJSON *e = turns->child; e != NULL; e = e->next, i++) {
        char file[4200], p[32];
        snprintf(file, sizeof file, "%s: turn %d", c->file, i + 1);
        carc_json_ctx tc = {file, c->err, c->errlen};
        carc_json_index_path(p, sizeof p, "turns", i);
        if (parse_turn(&tc, e, p, &rec->turns[i]) != 0)
            return -1;
        const cJSON *stack;
        int r = carc_json_get_array(&tc, e, p, "reshuffle", false, &stack);
        if (r < 0)
            return -1;
        if (r > 0) {
            char q[64];
            carc_json_key_path(q, sizeof q, p, "reshuffle");
            if (rec->reshuffle_turn > 0)
                return carc_json_fail(&tc, q, "the stack was reshuffled already in turn %d",
                                      rec->reshuffle_turn);
            if (cJSON_GetArraySize(stack) > CARC_MAX_DECK)
                return carc_json_fail(&tc, q, "%d tiles; a stack holds at most %d",
                                      cJSON_GetArraySize(stack), CARC_MAX_DECK);
            rec->reshuffle_turn = i + 1;
            rec->nreshuffle = 0;
            for (const cJSON *id = stack->child; id != NULL; id = id->next) {
                char qi[80];
                carc_json_index_path(qi, sizeof qi, q, rec->nreshuffle);
                if (carc_json_string_value(&tc, id, qi, rec->reshuffle[rec->nreshuffle++],
                                           CARC_ID_LEN) != 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* The first key of version 2 (RECORD.md) that turn i of rec uses, or NULL: what makes a
   record version 2 and what a version-1 record may not have. */
static const char *turn_v2_key(const carc_record *rec, int i)
{
    const carc_record_turn *t = &rec->turns[i];
    return t->has_return                  ? "return"
           : t->has_fairy                 ? "fairy"
           : t->has_princess              ? "princess"
           : t->has_dragon                ? "dragon"
           : rec->reshuffle_turn == i + 1 ? "reshuffle"
           : t->meeple_elsewhere          ? "meeple.x"
           : t->meeple_at < 0             ? NULL
           : t->figure >= CARC_FIG_ABBOT  ? carc_figure_defs[t->figure].name
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
    /* RECORD.md: a record that names the Princess & the Dragon or uses its keys says version 2
       (its stack is no longer drawn turn by turn from the deck). */
    if (version < 2 && has_set(rec, PD_SET))
        return carc_json_fail(c, "rules.tilesets", "%s needs \"version\": 2", PD_SET);
    for (int i = 0; i < rec->nturns; i++) {
        const carc_record_turn *t = &rec->turns[i];
        char file[4200];
        snprintf(file, sizeof file, "%s: turn %d", c->file, i + 1);
        carc_json_ctx tc = {file, c->err, c->errlen};
        if (t->meeple_at >= 0 && t->figure == CARC_FIG_BIG && !has_set(rec, BIG_SET))
            return carc_json_fail(&tc, NULL, "turns[%d].meeple.kind: the large follower needs %s",
                                  i, BIG_SET);
        if (t->meeple_at >= 0 && t->figure == CARC_FIG_ABBOT && !has_set(rec, ABBOT_SET))
            return carc_json_fail(&tc, NULL, "turns[%d].meeple.kind: the abbot needs %s", i,
                                  ABBOT_SET);
        if (t->meeple_at >= 0 && (t->figure == CARC_FIG_BUILDER || t->figure == CARC_FIG_PIG) &&
            !has_set(rec, TRADERS_SET))
            return carc_json_fail(&tc, NULL, "turns[%d].meeple.kind: the %s needs %s", i,
                                  carc_figure_defs[t->figure].name, TRADERS_SET);
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

/* A growing string; after a failed allocation every append is a no-op and oom stays set. */
typedef struct strbuf {
    char *s;
    size_t len, cap;
    bool oom;
} strbuf;

static void sb_printf(strbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void sb_printf(strbuf *b, const char *fmt, ...)
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

/* A JSON string literal: quotes, backslashes and control characters escaped, UTF-8 kept. */
static void sb_string(strbuf *b, const char *s)
{
    sb_printf(b, "\"");
    for (; *s != '\0'; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            sb_printf(b, "\\%c", ch);
        else if (ch == '\n')
            sb_printf(b, "\\n");
        else if (ch == '\t')
            sb_printf(b, "\\t");
        else if (ch < 0x20)
            sb_printf(b, "\\u%04x", ch);
        else
            sb_printf(b, "%c", ch);
    }
    sb_printf(b, "\"");
}

static void write_turn(strbuf *b, const carc_record *rec, int k)
{
    const carc_record_turn *t = &rec->turns[k];
    sb_printf(b, "    {\"tile\": ");
    sb_string(b, t->tile);
    if (t->discard) {
        sb_printf(b, ", \"discard\": true}");
        return;
    }
    sb_printf(b, ", \"x\": %d, \"y\": %d, \"rot\": %d", t->x, t->y, t->rot);
    if (t->meeple_at >= 0) {
        sb_printf(b, ", \"meeple\": {\"at\": \"%s\", \"kind\": \"%s\"",
                  carc_pos_name(t->meeple_at), carc_figure_defs[t->figure].name);
        if (t->meeple_elsewhere)
            sb_printf(b, ", \"x\": %d, \"y\": %d", t->meeple_x, t->meeple_y);
        sb_printf(b, "}");
    }
    if (t->has_return)
        sb_printf(b, ", \"return\": {\"x\": %d, \"y\": %d, \"at\": \"%s\"}", t->return_x,
                  t->return_y, carc_pos_name(t->return_at));
    if (t->has_fairy)
        sb_printf(b, ", \"fairy\": {\"x\": %d, \"y\": %d, \"at\": \"%s\"}", t->fairy_x,
                  t->fairy_y, carc_pos_name(t->fairy_at));
    if (t->has_princess)
        sb_printf(b, ", \"princess\": {\"x\": %d, \"y\": %d, \"at\": \"%s\"}",
                  t->princess_x, t->princess_y, carc_pos_name(t->princess_at));
    if (t->has_dragon) {
        sb_printf(b, ", \"dragon\": [");
        for (int i = 0; i < t->ndragon; i++)
            sb_printf(b, "%s\"%c\"", i ? ", " : "", "NESW"[t->dragon[i]]);
        sb_printf(b, "]");
    }
    if (k + 1 == rec->reshuffle_turn) {
        sb_printf(b, ", \"reshuffle\": [");
        for (int i = 0; i < rec->nreshuffle; i++) {
            sb_printf(b, i ? ", " : "");
            sb_string(b, rec->reshuffle[i]);
        }
        sb_printf(b, "]");
    }
    sb_printf(b, "}");
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
    sb_printf(&b, "{\n  \"format\": \"%s\",\n  \"version\": %d,\n", CARC_RECORD_FORMAT,
              carc_record_version(rec));
    sb_printf(&b, "  \"rules\": {\"tilesets\": [");
    for (int i = 0; i < rec->ntilesets; i++) {
        sb_printf(&b, i ? ", " : "");
        sb_string(&b, rec->tilesets[i]);
    }
    sb_printf(&b, "], \"farm_scoring\": \"%s\", \"small_city_two_points\": %s},\n",
              carc_farms_name(rec->rules.farms),
              rec->rules.small_city_two_points ? "true" : "false");
    sb_printf(&b, "  \"players\": [\n");
    for (int i = 0; i < rec->nplayers; i++) {
        const carc_record_player *p = &rec->players[i];
        sb_printf(&b, "    {\"name\": ");
        sb_string(&b, p->name);
        sb_printf(&b, ", \"color\": \"%s\"", carc_color_name(p->color));
        if (p->ai[0] != '\0') {
            sb_printf(&b, ", \"ai\": ");
            sb_string(&b, p->ai);
        }
        sb_printf(&b, "}%s\n", i + 1 < rec->nplayers ? "," : "");
    }
    sb_printf(&b, "  ],\n");
    if (rec->has_seed)
        sb_printf(&b, "  \"seed\": %llu,\n", (unsigned long long)rec->seed);
    if (rec->has_aids)
        sb_printf(&b, "  \"aids\": %s,\n", rec->aids ? "true" : "false");
    if (rec->has_deck) {
        sb_printf(&b, "  \"deck\": [");
        for (int i = 0; i < rec->ndeck; i++) {
            sb_printf(&b, "%s", i == 0 ? "\n    " : i % DECK_IDS_PER_LINE ? ", " : ",\n    ");
            sb_string(&b, rec->deck[i]);
        }
        sb_printf(&b, rec->ndeck ? "\n  ],\n" : "],\n");
    }
    sb_printf(&b, "  \"turns\": [");
    for (int i = 0; i < rec->nturns; i++) {
        sb_printf(&b, i ? ",\n" : "\n");
        write_turn(&b, rec, i);
    }
    sb_printf(&b, rec->nturns ? "\n  ]\n}\n" : "]\n}\n");
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
