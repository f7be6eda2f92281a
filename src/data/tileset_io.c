/*
 * tileset_io.c: the tile set file loader and the catalog helper (see tileset_io.h and
 * docs/tileset-format.md).
 *
 * Validation follows the geometry of ../shared/rules/TILES.md: the twelve edge positions of a
 * tile each belong to exactly one feature (the centre may hold a cloister or, as on I3, a
 * field); a side's kind is the kind at its middle position; a city side holds one city on all
 * three positions; the half positions of road, river and field sides are fields. Everything is
 * parsed into a scratch carc_tileset that is copied to the caller only when the whole file is
 * valid.
 */
#include "tileset_io.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "json_read.h"
#include "module.h"
#include "readers.h"
#include "tileset_find.h"

#define FEATURE_ID_LEN 16
#define MAX_DRAW_ORDER 9
#define MAX_PENNANTS 9
#define MAX_COPIES 99 /* copies of one tile in a set */
#define MAX_START_PRIORITY 100
#define DEFAULT_DRAW_ORDER 2
#define NO_OWNER (-1)

/* What the loader knows about one tile while it reads its features. */
typedef struct tile_scratch {
    char fid[CARC_MAX_FEATURES][FEATURE_ID_LEN];
    const cJSON *touches[CARC_MAX_FEATURES]; /* the "touches" arrays, resolved at the end */
    int owner[CARC_NPOS];                    /* feature index at each position, or NO_OWNER */
    int sides[4];                            /* carc_edge named by "sides" */
    bool has_cloister;
} tile_scratch;

static bool is_name_char(char ch, bool upper)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' ||
           (upper && ((ch >= 'A' && ch <= 'Z') || ch == '_'));
}

/* Set names become file names: lowercase letters, digits and '-' only, never empty. */
static bool is_set_name(const char *s)
{
    if (s[0] == '\0')
        return false;
    for (; *s != '\0'; s++)
        if (!is_name_char(*s, false))
            return false;
    return true;
}

/* Tile ids go into records: letters, digits, '-' and '_', never empty. */
static bool is_tile_id(const char *s)
{
    if (s[0] == '\0')
        return false;
    for (; *s != '\0'; s++)
        if (!is_name_char(*s, true))
            return false;
    return true;
}

/* The kinds a file may give a feature: a garden comes from a rule module's tag. */
static int parse_kind(const char *s)
{
    for (int k = 0; k < CARC_GARDEN; k++)
        if (strcmp(s, carc_kind_name((carc_kind)k)) == 0)
            return k;
    return -1;
}

static bool is_side_middle(int pos)
{
    return pos < 12 && pos % 3 == 1;
}

/* Checks that a feature of kind may stand at pos; -1 with a message at path otherwise. */
static int check_position(const carc_json_ctx *c, const char *path, int kind, int pos)
{
    const char *name = carc_pos_name(pos);
    if (pos == CARC_GARDEN_POS)
        return carc_json_fail(c, path,
                              "G is the garden's position: a garden comes from a rule "
                              "module's tag");
    switch (kind) {
    case CARC_CLOISTER:
        if (pos != CARC_CENTRE)
            return carc_json_fail(c, path, "a cloister stands at the centre \"C\", not %s", name);
        break;
    case CARC_ROAD:
    case CARC_RIVER:
        if (!is_side_middle(pos))
            return carc_json_fail(c, path, "a %s lists only side middles (N, E, S or W), not %s",
                                  carc_kind_name((carc_kind)kind), name);
        break;
    case CARC_CITY:
        if (pos == CARC_CENTRE)
            return carc_json_fail(c, path, "a city cannot stand at the centre");
        break;
    default:
        break;
    }
    return 0;
}

/* Reads feature j of a tile: id, kind, positions, pennants and the modules' marks; touches are
   kept. */
static int parse_feature(const carc_json_ctx *c, const cJSON *jf, const char *path, int j,
                         carc_tile_def *t, tile_scratch *s)
{
    char p[160], q[160];
    carc_feature_def *f = &t->features[j];
    if (carc_json_check_object(c, jf, path) != 0)
        return -1;
    if (carc_json_get_string(c, jf, path, "id", true, s->fid[j], FEATURE_ID_LEN) < 0)
        return -1;
    carc_json_key_path(p, sizeof p, path, "id");
    if (s->fid[j][0] == '\0')
        return carc_json_fail(c, p, "a feature id cannot be empty");
    if (strlen(s->fid[j]) >= sizeof f->label)
        return carc_json_fail(c, p, "feature id \"%s\" is longer than %zu bytes", s->fid[j],
                              sizeof f->label - 1);
    for (int k = 0; k < j; k++)
        if (strcmp(s->fid[k], s->fid[j]) == 0)
            return carc_json_fail(c, p, "feature id \"%s\" is already used by features[%d]",
                                  s->fid[j], k);
    snprintf(f->label, sizeof f->label, "%s", s->fid[j]);

    char kind_s[16];
    if (carc_json_get_string(c, jf, path, "kind", true, kind_s, sizeof kind_s) < 0)
        return -1;
    int kind = parse_kind(kind_s);
    carc_json_key_path(p, sizeof p, path, "kind");
    if (kind < 0)
        return carc_json_fail(c, p, "unknown kind \"%s\" (road, city, field, cloister or river)",
                              kind_s);
    if (kind == CARC_CLOISTER) {
        if (s->has_cloister)
            return carc_json_fail(c, p, "a tile has at most one cloister");
        s->has_cloister = true;
    }
    f->kind = (uint8_t)kind;

    const cJSON *at;
    if (carc_json_get_array(c, jf, path, "at", true, &at) < 0)
        return -1;
    carc_json_key_path(p, sizeof p, path, "at");
    if (cJSON_GetArraySize(at) == 0)
        return carc_json_fail(c, p, "a feature needs at least one position");
    int k = 0;
    for (const cJSON *e = at->child; e != NULL; e = e->next, k++) {
        char name[8];
        carc_json_index_path(q, sizeof q, p, k);
        if (carc_json_string_value(c, e, q, name, sizeof name) != 0)
            return -1;
        int pos = carc_pos_parse(name);
        if (pos < 0)
            return carc_json_fail(c, q, "unknown position \"%s\"", name);
        if (s->owner[pos] != NO_OWNER)
            return carc_json_fail(c, q, "position %s already belongs to feature %s", name,
                                  s->fid[s->owner[pos]]);
        if (check_position(c, q, kind, pos) != 0)
            return -1;
        s->owner[pos] = j;
        f->mask = (uint16_t)(f->mask | (1u << pos));
    }

    long long pennants = 0;
    int r = carc_json_get_int(c, jf, path, "pennants", false, 0, MAX_PENNANTS, &pennants);
    if (r < 0)
        return -1;
    if (r > 0 && kind != CARC_CITY)
        return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, "pennants"),
                              "only cities have pennants");
    f->pennants = (uint8_t)pennants;

    /* The rule modules' marks (carc_module.marks: `"inn": true` on a road). */
    for (int m = 0; m < carc_module_count(); m++)
        for (int i = 0; i < 2 && carc_modules[m].marks[i].key; i++) {
            const carc_mark_def *mark = &carc_modules[m].marks[i];
            bool flag = false;
            r = carc_json_get_bool(c, jf, path, mark->key, false, &flag);
            if (r < 0)
                return -1;
            if (r > 0 && kind != mark->kind)
                return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, mark->key), "%s",
                                      mark->refusal);
            if (r > 0 && flag)
                f->flags |= mark->flag;
        }

    r = carc_json_get_array(c, jf, path, "touches", false, &s->touches[j]);
    if (r < 0)
        return -1;
    if (r > 0 && kind != CARC_FIELD)
        return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, "touches"),
                              "only fields touch cities");
    return 0;
}

/* Turns the "touches" names of field j into a bit set of local city indices. */
static int resolve_touches(const carc_json_ctx *c, const char *path, int j, carc_tile_def *t,
                           const tile_scratch *s)
{
    char p[160], q[160];
    snprintf(p, sizeof p, "%s.features[%d].touches", path, j);
    int k = 0;
    for (const cJSON *e = s->touches[j]->child; e != NULL; e = e->next, k++) {
        char name[FEATURE_ID_LEN];
        carc_json_index_path(q, sizeof q, p, k);
        if (carc_json_string_value(c, e, q, name, sizeof name) != 0)
            return -1;
        int city = -1;
        for (int f = 0; f < t->nfeatures; f++)
            if (strcmp(s->fid[f], name) == 0)
                city = f;
        if (city < 0)
            return carc_json_fail(c, q, "no feature \"%s\" on this tile", name);
        if (t->features[city].kind != CARC_CITY)
            return carc_json_fail(c, q, "feature %s is a %s, not a city", name,
                                  carc_kind_name((carc_kind)t->features[city].kind));
        uint16_t bit = (uint16_t)(1u << city);
        if (t->features[j].touches & bit)
            return carc_json_fail(c, q, "city %s is listed twice", name);
        t->features[j].touches = (uint16_t)(t->features[j].touches | bit);
    }
    return 0;
}

/* Checks every position is covered and each side agrees with the features along it. */
static int check_sides(const carc_json_ctx *c, const char *path, const carc_tile_def *t,
                       const tile_scratch *s)
{
    char p[160];
    for (int pos = 0; pos < 12; pos++)
        if (s->owner[pos] == NO_OWNER)
            return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, "features"),
                                  "position %s belongs to no feature", carc_pos_name(pos));
    /* A side's kind is the kind of the feature at its middle; the names of the four side
       kinds (carc_edge_name) are those of the four feature kinds that can lie there. */
    for (int d = 0; d < 4; d++) {
        snprintf(p, sizeof p, "%s.sides[%d]", path, d);
        int mid = s->owner[3 * d + 1];
        const char *kind = carc_kind_name((carc_kind)t->features[mid].kind);
        const char *side = carc_edge_name((carc_edge)s->sides[d]);
        if (strcmp(kind, side) != 0)
            return carc_json_fail(c, p, "%s side is \"%s\" but %s belongs to %s %s",
                                  carc_side_name(d), side, carc_pos_name(3 * d + 1), kind,
                                  s->fid[mid]);
        for (int h = 3 * d; h <= 3 * d + 2; h += 2) {
            int o = s->owner[h];
            const char *half = carc_kind_name((carc_kind)t->features[o].kind);
            if (s->sides[d] == CARC_EDGE_CITY && o != mid)
                return carc_json_fail(c, p, "%s side is a city, but %s belongs to %s %s, not %s",
                                      carc_side_name(d), carc_pos_name(h), half, s->fid[o],
                                      s->fid[mid]);
            if (s->sides[d] != CARC_EDGE_CITY && t->features[o].kind != CARC_FIELD)
                return carc_json_fail(c, p, "%s side is a %s, but %s belongs to %s %s, not a field",
                                      carc_side_name(d), side, carc_pos_name(h), half, s->fid[o]);
        }
    }
    return 0;
}

/* Reads a tile's "tags": an object of names and values (strings, or true), which the rule
   module owning each name checks when the catalog is built (module.h). */
static int parse_tags(const carc_json_ctx *c, const cJSON *jt, const char *path, carc_tile_def *t)
{
    const cJSON *tags;
    char p[160], q[200];
    int r = carc_json_get_object(c, jt, path, "tags", false, &tags);
    if (r <= 0)
        return r;
    carc_json_key_path(p, sizeof p, path, "tags");
    if (carc_json_check_object(c, tags, p) != 0)
        return -1;
    for (const cJSON *e = tags->child; e != NULL; e = e->next) {
        /* A tag's name goes into messages: only plain names, checked before it is quoted. */
        carc_tag *tag = &t->tags[t->ntags];
        bool plain = e->string[0] != '\0' && strlen(e->string) < sizeof tag->name;
        for (const char *ch = e->string; plain && *ch; ch++)
            plain = is_name_char(*ch, false) || *ch == '_';
        if (!plain)
            return carc_json_fail(c, p, "a tag's name is 1 to %zu lowercase letters, digits, "
                                        "'-' or '_'",
                                  sizeof tag->name - 1);
        carc_json_key_path(q, sizeof q, p, e->string);
        if (t->ntags == CARC_MAX_TAGS)
            return carc_json_fail(c, q, "a tile has at most %d tags", CARC_MAX_TAGS);
        snprintf(tag->name, sizeof tag->name, "%s", e->string);
        if (cJSON_IsTrue(e))
            snprintf(tag->value, sizeof tag->value, "true");
        else if (carc_json_string_value(c, e, q, tag->value, sizeof tag->value) != 0)
            return -1;
        t->ntags++;
    }
    return 0;
}

static int parse_tile(const carc_json_ctx *c, const cJSON *jt, const char *path, carc_tile_def *t)
{
    char p[160], q[160];
    tile_scratch s;
    memset(&s, 0, sizeof s);
    for (int pos = 0; pos < CARC_NPOS; pos++)
        s.owner[pos] = NO_OWNER;

    if (carc_json_check_object(c, jt, path) != 0)
        return -1;
    if (carc_json_get_string(c, jt, path, "id", true, t->id, sizeof t->id) < 0)
        return -1;
    if (!is_tile_id(t->id))
        return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, "id"),
                              "tile id \"%s\" must be letters, digits, '-' or '_'", t->id);
    long long v;
    if (carc_json_get_int(c, jt, path, "count", true, 1, MAX_COPIES, &v) < 0)
        return -1;
    t->count = (int)v;
    v = DEFAULT_DRAW_ORDER;
    if (carc_json_get_int(c, jt, path, "draw_order", false, 0, MAX_DRAW_ORDER, &v) < 0)
        return -1;
    t->draw_order = (int)v;
    if (parse_tags(c, jt, path, t) != 0)
        return -1;
    if (carc_json_get_string(c, jt, path, "variant_of", false, t->variant_of,
                             sizeof t->variant_of) < 0)
        return -1;
    if (t->variant_of[0] != '\0') {
        /* A variant takes its geometry and draw order from its plain tile (tile.h). */
        static const char *const own[] = {"sides", "features", "draw_order"};
        for (int i = 0; i < 3; i++)
            if (cJSON_GetObjectItemCaseSensitive(jt, own[i]) != NULL)
                return carc_json_fail(c, carc_json_key_path(p, sizeof p, path, own[i]),
                                      "a variant takes this from %s", t->variant_of);
        return 0;
    }

    const cJSON *sides;
    if (carc_json_get_array(c, jt, path, "sides", true, &sides) < 0)
        return -1;
    carc_json_key_path(p, sizeof p, path, "sides");
    if (cJSON_GetArraySize(sides) != 4)
        return carc_json_fail(c, p, "expected 4 sides (north, east, south, west), got %d",
                              cJSON_GetArraySize(sides));
    int d = 0;
    for (const cJSON *e = sides->child; e != NULL; e = e->next, d++) {
        char name[16];
        carc_json_index_path(q, sizeof q, p, d);
        if (carc_json_string_value(c, e, q, name, sizeof name) != 0)
            return -1;
        s.sides[d] = -1;
        for (int k = 0; k < CARC_EDGE_KINDS; k++)
            if (strcmp(name, carc_edge_name((carc_edge)k)) == 0)
                s.sides[d] = k;
        if (s.sides[d] < 0)
            return carc_json_fail(c, q, "unknown side \"%s\" (field, road, city or river)", name);
    }

    const cJSON *features;
    if (carc_json_get_array(c, jt, path, "features", true, &features) < 0)
        return -1;
    carc_json_key_path(p, sizeof p, path, "features");
    int n = cJSON_GetArraySize(features);
    if (n == 0 || n > CARC_MAX_FEATURES)
        return carc_json_fail(c, p, "a tile has 1 to %d features, not %d", CARC_MAX_FEATURES, n);
    t->nfeatures = n;
    int j = 0;
    for (const cJSON *e = features->child; e != NULL; e = e->next, j++) {
        carc_json_index_path(q, sizeof q, p, j);
        if (parse_feature(c, e, q, j, t, &s) != 0)
            return -1;
    }
    for (j = 0; j < n; j++)
        if (s.touches[j] != NULL && resolve_touches(c, path, j, t, &s) != 0)
            return -1;
    return check_sides(c, path, t, &s);
}

static int parse_root(const carc_json_ctx *c, const cJSON *root, carc_tileset *ts)
{
    char fmt[32], p[32], q[64];
    if (carc_json_check_object(c, root, "") != 0)
        return -1;
    if (carc_json_get_string(c, root, "", "format", true, fmt, sizeof fmt) < 0)
        return -1;
    if (strcmp(fmt, CARC_TILESET_FORMAT) != 0)
        return carc_json_fail(c, "format", "expected \"%s\", got \"%s\"", CARC_TILESET_FORMAT, fmt);
    long long v;
    if (carc_json_get_int(c, root, "", "version", true, 0, 1e9, &v) < 0)
        return -1;
    if (v != CARC_TILESET_VERSION)
        return carc_json_fail(c, "version", "unsupported version %lld (this program reads %d)", v,
                              CARC_TILESET_VERSION);
    ts->version = (int)v;
    if (carc_json_get_string(c, root, "", "name", true, ts->name, sizeof ts->name) < 0)
        return -1;
    if (!is_set_name(ts->name))
        return carc_json_fail(c, "name", "\"%s\" must be lowercase letters, digits or '-'",
                              ts->name);
    if (carc_json_get_string(c, root, "", "title", false, ts->title, sizeof ts->title) < 0)
        return -1;
    if (carc_json_get_string(c, root, "", "start", false, ts->start, sizeof ts->start) < 0)
        return -1;
    v = 0;
    if (carc_json_get_int(c, root, "", "start_priority", false, 0, MAX_START_PRIORITY, &v) < 0)
        return -1;
    ts->start_priority = (int)v;
    const cJSON *mods;
    int r = carc_json_get_array(c, root, "", "modules", false, &mods);
    if (r < 0)
        return -1;
    if (r > 0) {
        if (cJSON_GetArraySize(mods) > CARC_MAX_SET_MODULES)
            return carc_json_fail(c, "modules", "a set names at most %d rule modules",
                                  CARC_MAX_SET_MODULES);
        for (const cJSON *e = mods->child; e != NULL; e = e->next) {
            carc_json_index_path(p, sizeof p, "modules", ts->nmodules);
            char *name = ts->modules[ts->nmodules++];
            if (carc_json_string_value(c, e, p, name, CARC_NAME_LEN) != 0)
                return -1;
            if (carc_module_find(name) < 0)
                return carc_json_fail(c, p, "unknown rule module \"%s\"", name);
        }
    }

    const cJSON *tiles;
    if (carc_json_get_array(c, root, "", "tiles", true, &tiles) < 0)
        return -1;
    int n = cJSON_GetArraySize(tiles);
    if (n == 0 || n > CARC_MAX_SET_TILES)
        return carc_json_fail(c, "tiles", "a set has 1 to %d tiles, not %d", CARC_MAX_SET_TILES, n);
    ts->ntiles = n;
    int i = 0;
    for (const cJSON *e = tiles->child; e != NULL; e = e->next, i++) {
        carc_json_index_path(p, sizeof p, "tiles", i);
        if (parse_tile(c, e, p, &ts->tiles[i]) != 0)
            return -1;
        for (int k = 0; k < i; k++)
            if (strcmp(ts->tiles[k].id, ts->tiles[i].id) == 0)
                return carc_json_fail(c, carc_json_key_path(q, sizeof q, p, "id"),
                                      "tile id \"%s\" is already used by tiles[%d]",
                                      ts->tiles[i].id, k);
    }
    if (ts->start[0] != '\0') {
        bool found = false;
        for (i = 0; i < n; i++)
            found = found || strcmp(ts->tiles[i].id, ts->start) == 0;
        if (!found)
            return carc_json_fail(c, "start", "no tile \"%s\" in this set", ts->start);
    }
    return 0;
}

int carc_tileset_reader(const carc_json_ctx *c, const cJSON *root, void *out)
{
    return parse_root(c, root, out);
}

int carc_tileset_parse(const char *text, size_t len, const char *file, carc_tileset *out, char *err,
                       size_t errlen)
{
    return carc_json_parse_into(text, len, file, carc_tileset_reader, out, sizeof *out, err, errlen);
}

int carc_tileset_load(const char *path, carc_tileset *out, char *err, size_t errlen)
{
    return carc_json_load_into(path, carc_tileset_reader, out, sizeof *out, err, errlen);
}

/* The folder rel leads to from the running program's folder (rel as meson computed it from
   bindir, or an absolute path), into out, when it holds probe: an installed program's data,
   wherever its prefix or DESTDIR put it. */
static bool installed_dir(const char *rel, const char *probe, char *out, size_t len)
{
    char exe[2048];
    ssize_t n = rel[0] == '/' ? 0 : readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n < 0)
        return false;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash != NULL)
        *slash = '\0';
    char path[4096];
    if (snprintf(out, len, "%s%s%s", exe, n > 0 ? "/" : "", rel) >= (int)len ||
        snprintf(path, sizeof path, "%s/%s", out, probe) >= (int)sizeof path)
        return false;
    return access(path, R_OK) == 0;
}

const char *carc_assets_dir(void)
{
    const char *env = getenv("CARC_ASSETS");
    if (env != NULL && env[0] != '\0')
        return env;
    static char installed[2048];
    if (installed_dir(CARC_BIN_TO_DATA, "tilesets/base.json", installed, sizeof installed))
        return installed;
    return CARC_ASSETS_DIR;
}

const char *carc_locale_dir(void)
{
    static char installed[2048];
    if (installed_dir(CARC_BIN_TO_LOCALE, ".", installed, sizeof installed))
        return installed;
    return CARC_LOCALE_BUILD_DIR;
}

int carc_catalog_load(carc_catalog *cat, const char *assets_dir, const char *const *names, int n,
                      char *err, size_t errlen)
{
    if (assets_dir == NULL)
        assets_dir = carc_assets_dir();
    if (n < 1 || n > CARC_MAX_SETS) {
        snprintf(err, errlen, "between 1 and %d tile sets can be in play, not %d", CARC_MAX_SETS,
                 n);
        return -1;
    }
    carc_tileset *sets = calloc((size_t)n, sizeof *sets);
    const carc_tileset *ptrs[CARC_MAX_SETS];
    if (sets == NULL) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        char path[4096];
        ptrs[i] = &sets[i];
        if (!is_set_name(names[i])) {
            snprintf(err, errlen, "\"%s\" is not a tile set name", names[i]);
            rc = -1;
        } else if (carc_tileset_find(assets_dir, names[i], path, sizeof path, err, errlen) != 0) {
            rc = -1;
        } else if (carc_tileset_load(path, &sets[i], err, errlen) != 0) {
            rc = -1;
        } else if (strcmp(sets[i].name, names[i]) != 0) {
            snprintf(err, errlen, "%s: name: \"%s\" does not match the file name", path,
                     sets[i].name);
            rc = -1;
        }
    }
    if (rc == 0)
        rc = carc_catalog_build(cat, ptrs, n, err, errlen);
    free(sets);
    return rc;
}

int carc_tileset_names_parse(const char *list, char names[][CARC_NAME_LEN])
{
    int n = 0;
    for (const char *p = list;;) {
        size_t len = strcspn(p, ",");
        if (len == 0 || len >= CARC_NAME_LEN || n == CARC_MAX_SETS)
            return -1;
        memcpy(names[n], p, len);
        names[n++][len] = '\0';
        if (p[len] == '\0')
            return n;
        p += len + 1;
    }
}
