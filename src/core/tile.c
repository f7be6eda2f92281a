/*
 * tile.c: names of positions, sides and kinds, and the catalog: joining the tile sets in play
 * and precomputing the rotation and fit tables the engine's inner loops read.
 */
#include "tile.h"

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "module.h"

static const char *const pos_names[CARC_NPOS] = {"NNW", "N",   "NNE", "ENE", "E",
                                                 "ESE", "SSE", "S",   "SSW", "WSW",
                                                 "W",   "WNW", "C",   "G"};
static const char *const side_names[4] = {"north", "east", "south", "west"};
static const char *const edge_names[CARC_EDGE_KINDS] = {"field", "road", "city", "river"};
static const char *const kind_names[CARC_KINDS] = {"road",  "city",  "field",
                                                   "cloister", "river", "garden"};

const char *carc_pos_name(int pos)
{
    return pos >= 0 && pos < CARC_NPOS ? pos_names[pos] : "?";
}

int carc_pos_parse(const char *name)
{
    for (int p = 0; p < CARC_NPOS; p++)
        if (strcmp(name, pos_names[p]) == 0)
            return p;
    return -1;
}

const char *carc_side_name(int side)
{
    return side >= 0 && side < 4 ? side_names[side] : "?";
}

const char *carc_edge_name(carc_edge edge)
{
    return (unsigned)edge < CARC_EDGE_KINDS ? edge_names[edge] : "?";
}

const char *carc_kind_name(carc_kind kind)
{
    return (unsigned)kind < CARC_KINDS ? kind_names[kind] : "?";
}

static carc_edge edge_of_kind(int kind)
{
    switch (kind) {
    case CARC_ROAD:
        return CARC_EDGE_ROAD;
    case CARC_CITY:
        return CARC_EDGE_CITY;
    case CARC_RIVER:
        return CARC_EDGE_RIVER;
    default:
        return CARC_EDGE_FIELD;
    }
}

static uint16_t rotate_mask(uint16_t mask, int q)
{
    unsigned edges = mask & 0xFFFu;
    unsigned shift = (unsigned)(3 * q);
    edges = ((edges << shift) | (edges >> (12u - shift))) & 0xFFFu;
    return (uint16_t)(edges | (mask & ~0xFFFu)); /* the centre and the garden stay */
}

/*
 * A signature of the tile as it lies in rotation q, with features renumbered in order of first
 * appearance, so that two rotations giving the same tile (B, C, U...) compare equal.
 */
static void rotation_signature(const carc_tile_type *t, int q, uint32_t sig[CARC_NPOS])
{
    uint8_t renum[CARC_MAX_FEATURES];
    memset(renum, 0xFF, sizeof renum);
    uint8_t next = 0;
    for (int p = 0; p < CARC_NPOS; p++) {
        uint8_t f = t->turn[q].slot[p];
        if (f == CARC_NO_FEATURE) {
            sig[p] = 0xFFFFFFFFu;
            continue;
        }
        if (renum[f] == 0xFF)
            renum[f] = next++;
        const carc_feature_def *fd = &t->def.features[f];
        sig[p] = (uint32_t)renum[f] | (uint32_t)fd->kind << 4 | (uint32_t)fd->pennants << 8 |
                 (uint32_t)fd->flags << 12;
    }
    /* Field-city contacts, renumbered too. */
    for (int p = 0; p < CARC_NPOS; p++) {
        uint8_t f = t->turn[q].slot[p];
        if (f == CARC_NO_FEATURE)
            continue;
        uint32_t touches = 0;
        for (int j = 0; j < t->def.nfeatures; j++)
            if ((t->def.features[f].touches >> j & 1u) && renum[j] != 0xFF)
                touches |= 1u << renum[j];
        sig[p] |= touches << 16;
    }
}

/* Lets the modules in play read the tags of tile type t; a tag that no module in play owns is
   an error. */
static int read_tags(const carc_catalog *cat, carc_tile_type *t, char *err, size_t errlen)
{
    for (int i = 0; i < t->def.ntags; i++) {
        const carc_tag *tag = &t->def.tags[i];
        int owner = -1;
        for (int m = 0; m < carc_module_count() && owner < 0; m++)
            for (int k = 0; carc_modules[m].tags[k] != NULL; k++)
                if (strcmp(carc_modules[m].tags[k], tag->name) == 0)
                    owner = m;
        if (owner < 0 || !(cat->modules >> owner & 1u)) {
            snprintf(err, errlen, "tile %s: tag \"%s\" belongs to no rule module in play",
                     t->def.id, tag->name);
            return -1;
        }
        if (carc_modules[owner].read_tag(t, tag, err, errlen) != 0)
            return -1;
    }
    return 0;
}

/* Adds tile type def (of set) to the catalog, with its precomputed tables. */
static int build_type(carc_catalog *cat, const carc_tile_def *def, int set, char *err,
                      size_t errlen)
{
    if (cat->ntypes >= CARC_MAX_TYPES) {
        snprintf(err, errlen, "more than %d tile types", CARC_MAX_TYPES);
        return -1;
    }
    if (carc_catalog_find(cat, def->id) >= 0) {
        snprintf(err, errlen, "tile id %s appears in two tile sets", def->id);
        return -1;
    }
    carc_tile_type *t = &cat->types[cat->ntypes];
    memset(t, 0, sizeof *t);
    t->def = *def;
    t->set = set;
    t->deck_count = def->count;
    t->cloister = CARC_NO_FEATURE;
    for (int m = 0; m < carc_module_count(); m++)
        if (carc_modules[m].tile_start)
            carc_modules[m].tile_start(cat, t);
    if (read_tags(cat, t, err, errlen) != 0)
        return -1;
    def = &t->def; /* with what the tags added */

    uint8_t canon[CARC_NPOS];
    memset(canon, CARC_NO_FEATURE, sizeof canon);
    for (int j = 0; j < def->nfeatures; j++) {
        const carc_feature_def *f = &def->features[j];
        for (int p = 0; p < CARC_NPOS; p++)
            if (f->mask >> p & 1u)
                canon[p] = (uint8_t)j;
        if (f->kind == CARC_CLOISTER)
            t->cloister = (uint8_t)j;
        for (int k = 0; k < def->nfeatures; k++)
            if (k != j && def->features[k].kind == f->kind)
                t->multi |= (uint16_t)(1u << j);
    }
    for (int d = 0; d < 4; d++)
        if (def->features[canon[3 * d + 1]].kind == CARC_FIELD &&
            (canon[3 * d] != canon[3 * d + 1] || canon[3 * d + 2] != canon[3 * d + 1]))
            cat->split_fields = true;
    for (int q = 0; q < 4; q++) {
        for (int p = 0; p < CARC_NPOS; p++)
            t->turn[q].slot[carc_pos_rotate(p, q)] = canon[p];
        for (int d = 0; d < 4; d++) {
            uint8_t f = canon[3 * d + 1];
            t->turn[q].edge[(d + q) % 4] = (uint8_t)(f == CARC_NO_FEATURE
                                                    ? CARC_EDGE_FIELD
                                                    : edge_of_kind(def->features[f].kind));
        }
        for (int d = 0; d < 4; d++)
            t->turn[q].need[d] = (uint16_t)((t->turn[q].edge[d] + 1) * carc_hole_pow5[(d + 2) % 4]);
        for (int j = 0; j < def->nfeatures; j++)
            t->turn[q].mask[j] = rotate_mask(def->features[j].mask, q);
    }
    for (int j = 0; j < def->nfeatures; j++) {
        const carc_feature_def *f = &def->features[j];
        unsigned sides = 0;
        if (f->kind == CARC_ROAD || f->kind == CARC_CITY)
            for (int d = 0; d < 4; d++)
                sides += f->mask >> (3 * d + 1) & 1u;
        if (f->kind != CARC_RIVER && f->kind != CARC_GARDEN)
            t->spots |= (uint16_t)(1u << j);
        if (f->kind == CARC_CLOISTER || f->kind == CARC_GARDEN)
            t->monk_spots |= (uint16_t)(1u << j);
        if (f->kind == CARC_FIELD)
            t->fields |= (uint16_t)(1u << j);
        t->node[j] = (carc_node){
            .segs = 1,
            .open = (uint8_t)sides,
            .pennants = f->pennants,
            .flags = (uint8_t)(f->flags | (unsigned)f->kind << CARC_FLAG_KIND_SHIFT |
                               (((unsigned)t->multi >> j & 1u) ? CARC_FLAG_MULTI : 0u)),
        };
    }
    uint32_t sig[4][CARC_NPOS];
    for (int q = 0; q < 4; q++) {
        rotation_signature(t, q, sig[q]);
        bool dup = false;
        for (int q2 = 0; q2 < q && !dup; q2++)
            dup = memcmp(sig[q], sig[q2], sizeof sig[q]) == 0;
        if (!dup)
            t->distinct_rots |= (uint8_t)(1u << q);
    }
    cat->ntypes++;
    return 0;
}

static void build_fit_table(carc_catalog *cat)
{
    for (int code = 0; code < CARC_HOLE_CODES; code++) {
        int need[4];
        unsigned sides = 0;
        for (int d = 0, c = code; d < 4; d++, c /= 5) {
            need[d] = c % 5;
            sides |= (need[d] != 0 ? 1u : 0u) << d;
        }
        cat->hole_sides[code] = (uint8_t)sides;
        for (int ti = 0; ti < cat->ntypes; ti++) {
            const carc_tile_type *t = &cat->types[ti];
            unsigned mask = 0, n = 0;
            for (int q = 0; q < 4; q++) {
                bool ok = true;
                for (int d = 0; d < 4 && ok; d++)
                    ok = need[d] == 0 || need[d] == t->turn[q].edge[d] + 1;
                if (ok) {
                    mask |= 1u << q;
                    n++;
                }
            }
            cat->fit[ti][code] = (uint8_t)(mask | n << 4);
            if (sides && n > cat->types[ti].max_fit)
                cat->types[ti].max_fit = (uint8_t)n;
        }
    }
}

/* The rule modules the sets name, the figures they give and the players they allow. */
static int read_modules(carc_catalog *cat, const carc_tileset *const *sets, int nsets, char *err,
                        size_t errlen)
{
    cat->figures[CARC_FIG_FOLLOWER] = CARC_FOLLOWERS;
    cat->max_players = CARC_BASE_PLAYERS;
    for (int k = 0; k < CARC_KINDS; k++)
        cat->category[k] = k == CARC_ROAD       ? CARC_CAT_ROAD
                           : k == CARC_CITY     ? CARC_CAT_CITY
                           : k == CARC_CLOISTER ? CARC_CAT_CLOISTER
                                                : CARC_CAT_FIELD;
    for (int s = 0; s < nsets; s++)
        for (int i = 0; i < sets[s]->nmodules; i++) {
            const int m = carc_module_find(sets[s]->modules[i]);
            if (m < 0) {
                snprintf(err, errlen, "tile set %s: unknown rule module \"%s\"", sets[s]->name,
                         sets[s]->modules[i]);
                return -1;
            }
            if (cat->modules >> m & 1u)
                continue;
            const carc_module *mod = &carc_modules[m];
            cat->modules |= 1u << m;
            cat->turn_modules = cat->turn_modules || mod->in_turn;
            for (int k = 0; k < CARC_FIGURE_KINDS; k++)
                cat->figures[k] = (uint8_t)(cat->figures[k] + mod->figures[k]);
            if (mod->feature_value) {
                const unsigned marks = carc_module_marks(mod);
                cat->value_modules |= 1u << m;
                cat->value_flags = (uint8_t)(cat->value_flags | (marks ? marks : 0xFFu));
            }
            if (mod->feature_scored)
                cat->scored_modules |= 1u << m;
            if (mod->farm_city_value)
                cat->farm_modules |= 1u << m;
            if (mod->max_players > cat->max_players)
                cat->max_players = mod->max_players;
            for (int c = 0; c < mod->ncategories; c++)
                if (mod->categories[c].kind >= 0)
                    cat->category[mod->categories[c].kind] = (uint8_t)CARC_CAT_MODULE(m, c);
        }
    int slots = 0;
    for (int k = 0; k < CARC_FIGURE_KINDS; k++) {
        slots += cat->figures[k];
        if (k != CARC_FIG_FOLLOWER && cat->figures[k] &&
            cat->kind_after_followers == CARC_FIG_FOLLOWER)
            cat->kind_after_followers = (uint8_t)k;
    }
    if (slots > CARC_FIGURE_SLOTS) {
        snprintf(err, errlen, "the rule modules in play give %d figures a player, more than %d",
                 slots, CARC_FIGURE_SLOTS);
        return -1;
    }
    return 0;
}

/* Adds the variants of the sets whose plain tile is in play: a variant has
   the plain tile's geometry and draw order, and each of its copies replaces one of the plain
   tile's. */
static int build_variants(carc_catalog *cat, const carc_tileset *const *sets, int nsets,
                          char *err, size_t errlen)
{
    for (int s = 0; s < nsets; s++)
        for (int i = 0; i < sets[s]->ntiles; i++) {
            const carc_tile_def *v = &sets[s]->tiles[i];
            if (v->variant_of[0] == '\0')
                continue;
            const int plain = carc_catalog_find(cat, v->variant_of);
            if (plain < 0)
                continue; /* its set is not in play */
            carc_tile_type *p = &cat->types[plain];
            if (p->def.variant_of[0] != '\0' || p->deck_count < v->count) {
                snprintf(err, errlen, "tile %s: %s has no %d copies for it to replace", v->id,
                         v->variant_of, v->count);
                return -1;
            }
            carc_tile_def def = p->def;
            snprintf(def.id, sizeof def.id, "%s", v->id);
            snprintf(def.variant_of, sizeof def.variant_of, "%s", p->def.id);
            def.count = v->count;
            /* The plain tile's tags and the variant's own. */
            if (p->def.ntags + v->ntags > CARC_MAX_TAGS) {
                snprintf(err, errlen, "tile %s: more than %d tags with those of %s", v->id,
                         CARC_MAX_TAGS, v->variant_of);
                return -1;
            }
            memcpy(def.tags + def.ntags, v->tags, (size_t)v->ntags * sizeof v->tags[0]);
            def.ntags += v->ntags;
            p->deck_count -= v->count;
            p->def.count -= v->count;
            if (build_type(cat, &def, s, err, errlen) < 0)
                return -1;
        }
    return 0;
}

int carc_catalog_build(carc_catalog *cat, const carc_tileset *const *sets, int nsets, char *err,
                       size_t errlen)
{
    memset(cat, 0, offsetof(carc_catalog, hole_sides));
    if (nsets < 1 || nsets > CARC_MAX_SETS) {
        snprintf(err, errlen, "between 1 and %d tile sets must be in play", CARC_MAX_SETS);
        return -1;
    }
    cat->start_type = -1;
    int start_priority = 0;
    for (int s = 0; s < nsets; s++) {
        for (int k = 0; k < s; k++)
            if (strcmp(cat->set_names[k], sets[s]->name) == 0) {
                snprintf(err, errlen, "tile set %s is listed twice", sets[s]->name);
                return -1;
            }
        snprintf(cat->set_names[s], sizeof cat->set_names[s], "%s", sets[s]->name);
    }
    cat->nsets = nsets;
    if (read_modules(cat, sets, nsets, err, errlen) != 0)
        return -1;
    for (int s = 0; s < nsets; s++) {
        const carc_tileset *set = sets[s];
        for (int i = 0; i < set->ntiles; i++)
            if (set->tiles[i].variant_of[0] == '\0' &&
                build_type(cat, &set->tiles[i], s, err, errlen) < 0)
                return -1;
        if (set->start[0]) {
            int st = carc_catalog_find(cat, set->start);
            if (st < 0 || cat->types[st].set != s) {
                snprintf(err, errlen, "tile set %s: start tile %s is not one of its tiles",
                         set->name, set->start);
                return -1;
            }
            /* Every set's start tile leaves the deck once: the one that starts lies at (0, 0),
               the others stay in the box (RULES.md 2: a set's start tile may replace D). */
            cat->types[st].deck_count--;
            if (cat->start_type < 0 || set->start_priority > start_priority) {
                cat->start_type = st;
                start_priority = set->start_priority;
            }
        }
    }
    if (cat->start_type < 0) {
        snprintf(err, errlen, "no tile set in play has a start tile");
        return -1;
    }
    if (build_variants(cat, sets, nsets, err, errlen) != 0)
        return -1;

    int tiles = 1, nodes = 0, road_sides = 0, city_sides = 0;
    for (int ti = 0; ti < cat->ntypes; ti++) {
        const carc_tile_type *t = &cat->types[ti];
        int copies = t->deck_count + (ti == cat->start_type);
        cat->deck_size += t->deck_count;
        tiles += t->deck_count;
        nodes += copies * t->def.nfeatures;
        for (int d = 0; d < 4; d++) {
            road_sides += copies * (t->turn[0].edge[d] == CARC_EDGE_ROAD);
            city_sides += copies * (t->turn[0].edge[d] == CARC_EDGE_CITY);
        }
    }
    cat->max_nodes = nodes;
    /* A board of more tiles than 126 may run out of room on the grid (game.h): then every
       placement is checked for it. */
    cat->wide = tiles > CARC_GRID - 2;
    for (int ti = 0; ti < cat->ntypes; ti++)
        cat->types[ti].filtered = cat->types[ti].filtered || cat->wide;
    /* The state's fixed arrays (see game.h) bound what a game can hold. */
    if (tiles > CARC_MAX_TILES || nodes > CARC_MAX_NODES || road_sides > CARC_MAX_OPEN ||
        city_sides > CARC_MAX_OPEN) {
        snprintf(err, errlen,
                 "the tile sets in play are too large for one game (%d tiles, %d features)",
                 tiles, nodes);
        return -1;
    }
    /* Deck groups in draw order (RULES.md 2: a set's tiles may be drawn before the others). */
    int n = 0;
    for (int order = -1;;) {
        int next = -1;
        for (int ti = 0; ti < cat->ntypes; ti++) {
            int o = cat->types[ti].def.draw_order;
            if (o > order && (next < 0 || o < next))
                next = o;
        }
        if (next < 0)
            break;
        for (int ti = 0; ti < cat->ntypes; ti++)
            if (cat->types[ti].def.draw_order == next)
                for (int k = 0; k < cat->types[ti].deck_count; k++)
                    cat->deck[n++] = (uint8_t)ti;
        cat->group_end[cat->ngroups++] = (uint8_t)n;
        order = next;
    }
    build_fit_table(cat);
    return 0;
}

int carc_catalog_find(const carc_catalog *cat, const char *id)
{
    for (int i = 0; i < cat->ntypes; i++)
        if (strcmp(cat->types[i].def.id, id) == 0)
            return i;
    return -1;
}

int carc_catalog_find_set(const carc_catalog *cat, const char *name)
{
    for (int i = 0; i < cat->nsets; i++)
        if (strcmp(cat->set_names[i], name) == 0)
            return i;
    return -1;
}
