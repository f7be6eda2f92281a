/*
 * record.c: loading, writing, saving and replaying game records (see record.h and
 * ../shared/spec/RECORD.md).
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
#include "tileset_io.h"

#define DECK_IDS_PER_LINE 16
#define BIG_SET "inns-cathedrals" /* the set that brings the sixth colour (RULES.md 3.1) */

static const char *const color_names[CARC_COLORS] = {"red",    "blue",  "green",
                                                     "yellow", "black", "pink"};
static const char *const farm_names[] = {"3rd", "2nd", "1st", "none"}; /* carc_farm_scoring */
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
    if (carc_json_get_string(c, m, p, "at", true, at, sizeof at) < 0 ||
        carc_json_get_string(c, m, p, "kind", false, kind, sizeof kind) < 0)
        return -1;
    turn->meeple_at = carc_pos_parse(at);
    if (turn->meeple_at < 0)
        return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "at"),
                              "unknown position \"%s\"", at);
    if (strcmp(kind, "big") != 0 && strcmp(kind, "normal") != 0)
        return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "kind"),
                              "unknown kind \"%s\" (normal or big)", kind);
    turn->big = strcmp(kind, "big") == 0;
    return 0;
}

/* Reads one turn; c names the file and the turn ("game.json: turn 4"), path the JSON. */
static int parse_turn(const carc_json_ctx *c, const cJSON *t, const char *path,
                      carc_record_turn *turn)
{
    char p[64];
    static const char *const place_keys[] = {"x", "y", "rot", "meeple"};
    if (carc_json_check_object(c, t, path) != 0 ||
        carc_json_get_string(c, t, path, "tile", true, turn->tile, sizeof turn->tile) < 0 ||
        carc_json_get_bool(c, t, path, "discard", false, &turn->discard) < 0)
        return -1;
    turn->meeple_at = -1;
    if (turn->discard) {
        for (int i = 0; i < 4; i++)
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
    return parse_meeple(c, t, path, turn);
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
    int i = 0;
    for (const cJSON *e = turns->child; e != NULL; e = e->next, i++) {
        char file[4200], p[32];
        snprintf(file, sizeof file, "%s: turn %d", c->file, i + 1);
        carc_json_ctx tc = {file, c->err, c->errlen};
        carc_json_index_path(p, sizeof p, "turns", i);
        if (parse_turn(&tc, e, p, &rec->turns[i]) != 0)
            return -1;
    }
    return 0;
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
    if (version != CARC_RECORD_VERSION)
        return carc_json_fail(c, "version", "unsupported version %lld (this program reads %d)",
                              version, CARC_RECORD_VERSION);
    if (parse_rules(c, root, rec) != 0 || parse_players(c, root, rec) != 0 ||
        parse_deck(c, root, rec) != 0 || parse_turns(c, root, rec) != 0)
        return -1;
    for (int i = 0; i < rec->nturns; i++)
        if (rec->turns[i].big && !has_set(rec, BIG_SET)) {
            char file[4200];
            snprintf(file, sizeof file, "%s: turn %d", c->file, i + 1);
            carc_json_ctx tc = {file, c->err, c->errlen};
            return carc_json_fail(&tc, NULL, "turns[%d].meeple.kind: the large follower needs %s",
                                  i, BIG_SET);
        }
    return 0;
}

static int read_record(const carc_json_ctx *c, const cJSON *root, void *out)
{
    return parse_record(c, root, out);
}

int carc_record_parse(const char *text, size_t len, const char *file, carc_record *out, char *err,
                      size_t errlen)
{
    return carc_json_parse_into(text, len, file, read_record, out, sizeof *out, err, errlen);
}

int carc_record_load(const char *path, carc_record *out, char *err, size_t errlen)
{
    return carc_json_load_into(path, read_record, out, sizeof *out, err, errlen);
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

static void write_turn(strbuf *b, const carc_record_turn *t)
{
    sb_printf(b, "    {\"tile\": ");
    sb_string(b, t->tile);
    if (t->discard) {
        sb_printf(b, ", \"discard\": true}");
        return;
    }
    sb_printf(b, ", \"x\": %d, \"y\": %d, \"rot\": %d", t->x, t->y, t->rot);
    if (t->meeple_at >= 0)
        sb_printf(b, ", \"meeple\": {\"at\": \"%s\", \"kind\": \"%s\"}",
                  carc_pos_name(t->meeple_at), t->big ? "big" : "normal");
    sb_printf(b, "}");
}

char *carc_record_write(const carc_record *rec)
{
    strbuf b = {malloc(4096), 0, 4096, false};
    if (b.s == NULL)
        return NULL;
    sb_printf(&b, "{\n  \"format\": \"%s\",\n  \"version\": %d,\n", CARC_RECORD_FORMAT,
              CARC_RECORD_VERSION);
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
        write_turn(&b, &rec->turns[i]);
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

/* ---- replaying ---- */

int carc_record_start(const carc_record *rec, const char *file, const char *assets_dir,
                      carc_catalog *cat, carc_game *g, char *err, size_t errlen)
{
    char why[512];
    const char *names[CARC_MAX_SETS];
    for (int i = 0; i < rec->ntilesets; i++)
        names[i] = rec->tilesets[i];
    if (carc_catalog_load(cat, assets_dir, names, rec->ntilesets, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s: rules.tilesets: %s", file, why);
        return -1;
    }
    if (!rec->has_deck) {
        if (carc_game_init(g, cat, &rec->rules, rec->nplayers, rec->seed, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s: %s", file, why);
            return -1;
        }
        return 0;
    }
    uint8_t deck[CARC_MAX_DECK];
    for (int i = 0; i < rec->ndeck; i++) {
        int t = carc_catalog_find(cat, rec->deck[i]);
        if (t < 0) {
            snprintf(err, errlen, "%s: deck[%d]: no tile \"%s\" in the tile sets in play", file, i,
                     rec->deck[i]);
            return -1;
        }
        deck[i] = (uint8_t)t;
    }
    if (carc_game_init_deck(g, cat, &rec->rules, rec->nplayers, deck, rec->ndeck, why,
                            sizeof why) != 0) {
        snprintf(err, errlen, "%s: deck: %s", file, why);
        return -1;
    }
    return 0;
}

int carc_record_apply_turn(const carc_record *rec, int k, const char *file, carc_game *g,
                           carc_events *ev, char *err, size_t errlen)
{
    const carc_record_turn *t = &rec->turns[k];
    const carc_catalog *cat = g->cat;
    char why[512];
    int type = carc_game_tile_in_hand(g);
    if (type < 0) {
        snprintf(err, errlen, "%s: turn %d: the game is over: no tile is left to draw", file,
                 k + 1);
        return -1;
    }
    const char *id = cat->types[type].def.id;
    if (strcmp(t->tile, id) != 0) {
        snprintf(err, errlen, "%s: turn %d: the tile drawn is %s, not %s", file, k + 1, id,
                 t->tile);
        return -1;
    }
    if (t->discard) {
        if (carc_game_discard(g, ev, why, sizeof why) != CARC_OK) {
            snprintf(err, errlen, "%s: turn %d: discard: %s", file, k + 1, why);
            return -1;
        }
        return 0;
    }
    carc_move m = {{(int16_t)t->x, (int16_t)t->y, (uint8_t)(t->rot / 90)}, CARC_NONE, 0};
    if (t->meeple_at >= 0) {
        int f = carc_feature_at(cat, type, m.at.rot, t->meeple_at);
        if (f < 0 || f >= cat->types[type].def.nfeatures) {
            snprintf(err, errlen, "%s: turn %d: tile %s at (%d,%d) rot %d: no feature at %s", file,
                     k + 1, id, t->x, t->y, t->rot, carc_pos_name(t->meeple_at));
            return -1;
        }
        m.feature = (uint8_t)f;
        m.big = t->big;
    }
    if (carc_game_check_move(g, &m, why, sizeof why) != CARC_OK) {
        snprintf(err, errlen, "%s: turn %d: tile %s at (%d,%d) rot %d: %s", file, k + 1, id, t->x,
                 t->y, t->rot, why);
        return -1;
    }
    carc_game_play(g, &m, ev);
    return 0;
}

int carc_record_replay(const carc_record *rec, const char *file, const char *assets_dir,
                       carc_catalog *cat, carc_game *g, char *err, size_t errlen)
{
    if (carc_record_start(rec, file, assets_dir, cat, g, err, errlen) != 0)
        return -1;
    for (int k = 0; k < rec->nturns; k++)
        if (carc_record_apply_turn(rec, k, file, g, NULL, err, errlen) != 0)
            return -1;
    return 0;
}

int carc_record_add_turn(carc_record *rec, const carc_catalog *cat, const carc_events *ev)
{
    int added = 0;
    for (int i = 0; i < ev->count; i++) {
        const carc_event *e = &ev->ev[i];
        if (e->type == CARC_EV_PLACE || e->type == CARC_EV_DISCARD) {
            if (rec->nturns >= CARC_MAX_DECK)
                return -1;
            carc_record_turn *t = &rec->turns[rec->nturns++];
            memset(t, 0, sizeof *t);
            snprintf(t->tile, sizeof t->tile, "%s", cat->types[e->tile].def.id);
            t->discard = e->type == CARC_EV_DISCARD;
            t->x = e->x;
            t->y = e->y;
            t->rot = 90 * e->rot;
            t->meeple_at = -1;
            added++;
        } else if (e->type == CARC_EV_MEEPLE && added > 0) {
            carc_record_turn *t = &rec->turns[rec->nturns - 1];
            int type = carc_catalog_find(cat, t->tile);
            for (int p = 0; p < CARC_NPOS && t->meeple_at < 0; p++)
                if (carc_feature_at(cat, type, t->rot / 90, p) == e->feature)
                    t->meeple_at = p;
            t->big = e->big != 0;
        }
    }
    return added > 0 ? 0 : -1;
}
