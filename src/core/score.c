/*
 * score.c: what features are worth and who gets the points. Completed roads, cities and
 * cloisters during play (RULES.md 1.3, with what the modules' value hooks change), and the final
 * scoring of unfinished features and farms under the three historical editions (1.4).
 */
#include "score.h"

#include <assert.h>
#include <string.h>

#include "module.h"

void score_add_points(carc_game *g, int player, int points, int cat)
{
    g->score[player] = (int16_t)(g->score[player] + points);
    g->breakdown[player][cat] = (int16_t)(g->breakdown[player][cat] + points);
}

carc_event *score_push_event(carc_events *ev)
{
    if (!ev || ev->count >= CARC_MAX_EVENTS)
        return NULL;
    carc_event *e = &ev->ev[ev->count++];
    memset(e, 0, sizeof *e);
    return e;
}

/* The root of every figure's feature, in the order of g->figures. Scoring joins nothing, so
   one pass serves a whole scoring step. */
static void figure_roots(carc_game *g, uint16_t roots[CARC_MAX_FIGURES])
{
    for (int i = 0; i < g->nfigures; i++)
        roots[i] = board_find(g, g->figures[i].node);
}

/* The weight of each player's figures on the set rooted at root (carc_figure_defs' weight of
   each kind); returns the most any player has. */
static int weights(const carc_game *g, const uint16_t *roots, uint16_t root,
                   int w[CARC_MAX_PLAYERS])
{
    memset(w, 0, sizeof(int) * CARC_MAX_PLAYERS);
    int max = 0;
    for (int i = 0; i < g->nfigures; i++) {
        if (roots[i] != root)
            continue;
        const carc_figure *f = &g->figures[i];
        w[f->player] += carc_figure_defs[f->kind].weight;
        if (w[f->player] > max)
            max = w[f->player];
    }
    return max;
}

/* Awards value to every player with the most followers on the feature, max of them (RULES.md
   1.2, majority: ties all score in full). */
static void award(carc_game *g, const int w[CARC_MAX_PLAYERS], int max, int value, int cat,
                  carc_event *e)
{
    for (int p = 0; p < g->nplayers; p++)
        if (max > 0 && w[p] == max) {
            score_add_points(g, p, value, cat);
            if (e)
                e->points[p] = (int16_t)value;
        }
}

static void fill_score_event(const carc_game *g, carc_event *e, uint16_t root, int value,
                             unsigned why, bool final)
{
    if (!e)
        return;
    const carc_placed *t = &g->tiles[g->node_tile[root]];
    e->type = CARC_EV_SCORE;
    e->kind = (uint8_t)carc_node_kind(&g->nodes[root]);
    e->why = (uint8_t)why;
    e->final = final;
    e->x = t->x;
    e->y = t->y;
    e->node = root;
    e->value = (int16_t)value;
}

void score_remove_figure(carc_game *g, int i, uint16_t root, int cause, carc_events *ev)
{
    const carc_figure f = g->figures[i];
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->figure_left)
            m->figure_left(g, &f);
    }
    g->home[f.player] |= (uint16_t)(1u << (f.id % CARC_FIGURE_SLOTS));
    g->nodes[root].weight = (uint8_t)(g->nodes[root].weight - carc_figure_defs[f.kind].weight);
    g->figures[i] = g->figures[--g->nfigures];
    carc_event *e = score_push_event(ev);
    if (e) {
        const carc_placed *t = &g->tiles[g->node_tile[f.node]];
        e->type = CARC_EV_RETURN;
        e->player = f.player;
        e->x = t->x;
        e->y = t->y;
        e->feature = (uint8_t)(f.node - t->node0);
        e->figure = f.kind;
        e->id = f.id;
        e->cause = (uint8_t)cause;
    }
}

void score_send_home(carc_game *g, int i, int cause, carc_events *ev)
{
    const uint16_t node = g->figures[i].node;
    for (int k = 0; k < g->monks; k++)
        if (g->monk[k].node == node) {
            g->monk[k] = g->monk[--g->monks];
            break;
        }
    score_remove_figure(g, i, board_find(g, node), cause, ev);
    score_release_escorts(g, ev);
}

void score_feature_scored(carc_game *g, uint16_t root, bool final, carc_events *ev)
{
    for (unsigned mods = g->cat->scored_modules; mods; mods &= mods - 1)
        carc_modules[__builtin_ctz(mods)].feature_scored(g, root, final, ev);
}

void score_release_escorts(carc_game *g, carc_events *ev)
{
    for (int i = 0; i < g->nfigures;) {
        const carc_figure *f = &g->figures[i];
        if (!carc_figure_defs[f->kind].escorted) {
            i++;
            continue;
        }
        const uint16_t root = board_find(g, f->node);
        bool escorted = false;
        for (int k = 0; k < g->nfigures && !escorted; k++)
            escorted = g->figures[k].player == f->player &&
                       carc_figure_defs[g->figures[k].kind].weight &&
                       board_find(g, g->figures[k].node) == root;
        if (escorted)
            i++;
        else
            score_remove_figure(g, i, root, CARC_BACK_ALONE, ev); /* the last moves into i */
    }
}

/* Returns every figure on the set rooted at root to its owner, keeping roots in step with
   g->figures. */
static void return_figures(carc_game *g, uint16_t *roots, uint16_t root, carc_events *ev)
{
    for (int i = 0; i < g->nfigures;) {
        if (roots[i] != root) {
            i++;
            continue;
        }
        score_remove_figure(g, i, root, CARC_BACK_SCORED, ev);
        roots[i] = roots[g->nfigures];
    }
}

/* A road's or city's value from its count of distinct tiles, complete or unfinished, with what
   the modules in play change; why receives CARC_WHY_* flags. */
static inline int road_city_value(const carc_game *g, uint16_t root, int tiles, bool complete,
                                  unsigned *why)
{
    const carc_node *n = &g->nodes[root];
    *why = complete ? 0u : CARC_WHY_INCOMPLETE;
    int value;
    if (carc_node_kind(n) == CARC_ROAD) {
        value = tiles; /* RULES.md 1.3, 1.4: 1 per tile */
    } else {
        /* A city: 2 per tile and pennant when complete, 1 at the end (RULES.md 1.3, 1.4); a
           completed city of two tiles under the 1st/2nd-edition rule, 1. */
        const int units = tiles + n->pennants;
        value = complete ? 2 * units : units;
        if (complete && g->rules.small_city_two_points && tiles == 2) {
            *why |= CARC_WHY_SMALL_CITY;
            value = units;
        }
    }
    /* What the modules in play change, asked only when the root carries one of their marks
       (picked once a catalog: in a base game no flag calls for them, and nothing is looped). */
    if (n->flags & g->cat->value_flags)
        for (unsigned mods = g->cat->value_modules; mods; mods &= mods - 1) {
            const carc_module *m = &carc_modules[__builtin_ctz(mods)];
            const unsigned marks = carc_module_marks(m);
            if (marks == 0 || (n->flags & marks))
                value = m->feature_value(g, root, tiles, complete, value, why);
        }
    return value;
}

/* score_feature_value's body, inline in score_one, the playouts' final scoring: called there
   through score_feature_value as well as from the aids and the AI's evaluation, the compiler
   kept it out of line, which cost 4% of hard's instructions with the Princess & the Dragon. */
static inline int feature_value(const carc_game *g, uint16_t root, bool complete, unsigned *why)
{
    const carc_kind kind = carc_node_kind(&g->nodes[root]);
    if (kind == CARC_CLOISTER || kind == CARC_GARDEN) {
        *why = complete ? 0u : CARC_WHY_INCOMPLETE;
        /* Only a cloister or garden with a figure is scored, and its figure keeps the count
           (a garden scores like a cloister: RULES.md 4.5). */
        int i = 0;
        while (i < g->monks - 1 && g->monk[i].node != root)
            i++;
        assert(g->monk[i].node == root);
        return score_cloister_value(g->monk[i].around);
    }
    return road_city_value(g, root, board_feature_tiles(g, root), complete, why);
}

int score_feature_value(const carc_game *g, uint16_t root, bool complete, unsigned *why)
{
    return feature_value(g, root, complete, why);
}

void score_feature_worths(const carc_game *g, uint16_t root, int *complete, int *unfinished)
{
    /* The walk over the feature's tiles once for both values. */
    const int tiles = board_feature_tiles(g, root);
    unsigned why;
    *complete = road_city_value(g, root, tiles, true, &why);
    *unfinished = road_city_value(g, root, tiles, false, &why);
}

/* Scores one completed or (final) unfinished road, city or cloister with followers on it,
   given each player's follower weight on it and the most any player has. */
static inline void score_one(carc_game *g, uint16_t root, bool complete,
                             const int w[CARC_MAX_PLAYERS], int max, carc_events *ev)
{
    unsigned why;
    int value = feature_value(g, root, complete, &why);
    carc_event *e = score_push_event(ev);
    fill_score_event(g, e, root, value, why, !complete);
    award(g, w, max, value, g->cat->category[carc_node_kind(&g->nodes[root])], e);
}

/* Scores a feature that a placement completed and returns its followers. */
static void score_closed(carc_game *g, uint16_t *roots, uint16_t root, carc_events *ev)
{
    int w[CARC_MAX_PLAYERS];
    const int max = weights(g, roots, root, w);
    score_one(g, root, true, w, max, ev);
    score_feature_scored(g, root, false, ev);
    return_figures(g, roots, root, ev);
}

void score_completed(carc_game *g, const board_closed *closed, carc_events *ev)
{
    uint16_t roots[CARC_MAX_FIGURES];
    bool have_roots = false;
    for (int i = 0; i < closed->n; i++) {
        const uint16_t r = closed->root[i];
        for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
            const carc_module *m = &carc_modules[__builtin_ctz(mods)];
            if (m->completed)
                m->completed(g, r, ev);
        }
        if (!g->nodes[r].weight)
            continue;
        if (!have_roots) {
            figure_roots(g, roots);
            have_roots = true;
        }
        score_closed(g, roots, r, ev);
    }
    /* Cloisters and gardens with a figure and eight neighbours. Neither is ever joined to
       anything: its node is its root. */
    for (int i = 0; i < g->monks;) {
        if (g->monk[i].around == 8) {
            const uint16_t node = g->monk[i].node;
            if (!have_roots) {
                figure_roots(g, roots);
                have_roots = true;
            }
            score_closed(g, roots, node, ev);
            g->monk[i] = g->monk[--g->monks]; /* look at i again */
            continue;
        }
        i++;
    }
}

/* A feature with figures at the end of the game: its root, the weight of each player's
   figures on it (by carc_figure_defs' weight of each kind) and the kinds each has there. */
typedef struct tally {
    uint16_t root;
    int max; /* the most any player has */
    int w[CARC_MAX_PLAYERS];
    unsigned kinds[CARC_MAX_PLAYERS]; /* bit k: kind k */
} tally;

/* The features with figures, each once, in the order of their first figure in g->figures;
   returns how many. The final scoring joins nothing: its searches for roots leave the paths
   as they are (nothing comes after to use a shorter path), and once every follower's root is
   found, each root's parent offset (0 at a root) can hold the index of its tally, plus one,
   until the tallies are done. */
static int tally_figures(carc_game *g, tally *t)
{
    uint16_t root[CARC_MAX_FIGURES];
    for (int i = 0; i < g->nfigures; i++)
        root[i] = board_find_const(g, g->figures[i].node);
    int n = 0;
    for (int i = 0; i < g->nfigures; i++) {
        carc_node *r = &g->nodes[root[i]];
        if (r->up == 0) {
            t[n] = (tally){.root = root[i]};
            r->up = (int16_t)++n;
        }
        tally *f = &t[r->up - 1];
        const carc_figure *fig = &g->figures[i];
        f->kinds[fig->player] |= 1u << fig->kind;
        const int w = f->w[fig->player] += carc_figure_defs[fig->kind].weight;
        if (w > f->max)
            f->max = w;
    }
    for (int k = 0; k < n; k++)
        g->nodes[t[k].root].up = 0;
    return n;
}

/* A farm with farmers: its followers, and the completed cities it touches. */
typedef struct farm {
    const tally *t;
    uint64_t cities[(CARC_MAX_NODES + 63) / 64]; /* roots of completed cities */
    int ncities;
} farm;

int score_field_cities(const carc_game *g, uint16_t root, uint64_t *set)
{
    int n = 0;
    uint16_t m = root;
    do {
        const carc_placed *t = &g->tiles[g->node_tile[m]];
        const carc_tile_type *type = &g->cat->types[t->type];
        for (unsigned touches = type->def.features[(uint16_t)(m - t->node0)].touches; touches;
             touches &= touches - 1) {
            const unsigned j = (unsigned)__builtin_ctz(touches);
            const uint16_t c = board_find_const(g, (uint16_t)(t->node0 + j));
            if (g->nodes[c].open)
                continue;
            if (!(set[c >> 6] >> (c & 63u) & 1u)) {
                set[c >> 6] |= 1ull << (c & 63u);
                n++;
            }
        }
        m = board_next(g, m);
    } while (m != root);
    return n;
}

static void farm_cities(const carc_game *g, farm *f)
{
    f->ncities += score_field_cities(g, f->t->root, f->cities);
}

static int popcount_set(const uint64_t *set, int words)
{
    int n = 0;
    for (int i = 0; i < words; i++)
        n += __builtin_popcountll(set[i]);
    return n;
}

#define SET_WORDS ((CARC_MAX_NODES + 63) / 64)

/* What each completed city of the farm tallied in t is worth to player, who wins it: 3
   (RULES.md 1.4, score_farm_city_points), or what a module in play says (farm_city_value). */
static int farm_city_value(const carc_game *g, const tally *t, int player)
{
    for (unsigned mods = g->cat->farm_modules; mods; mods &= mods - 1) {
        const int v =
            carc_modules[__builtin_ctz(mods)].farm_city_value(g, t->root, player, t->kinds[player]);
        if (v)
            return v;
    }
    return score_farm_city_points(g);
}

/* 3rd edition: each farm scores 3 per completed city it touches, for its majority. 2nd
   edition: the same, but a city scores at most once for each player; a city is worth 4 to a
   player when one of the farms that give it to them is worth 4 to them (a module's
   farm_city_value: RULES.md 4.5). */
static void score_farms_per_field(carc_game *g, farm *farms, int nfarms, bool once_per_player,
                                  carc_events *ev)
{
    uint64_t counted[CARC_MAX_PLAYERS][SET_WORDS]; /* 2nd edition: cities each has scored */
    uint64_t dear[CARC_MAX_PLAYERS][SET_WORDS];    /* 2nd edition: cities worth 4 to each */
    if (once_per_player) {
        memset(counted, 0, sizeof counted);
        memset(dear, 0, sizeof dear);
        for (int k = 0; g->cat->farm_modules && k < nfarms; k++)
            for (int p = 0; p < g->nplayers; p++)
                if (farms[k].t->max && farms[k].t->w[p] == farms[k].t->max &&
                    farm_city_value(g, farms[k].t, p) == 4)
                    for (int i = 0; i < SET_WORDS; i++)
                        dear[p][i] |= farms[k].cities[i];
    }
    for (int k = 0; k < nfarms; k++) {
        farm *f = &farms[k];
        carc_event *e = score_push_event(ev);
        fill_score_event(g, e, f->t->root, score_farm_city_points(g) * f->ncities, 0, true);
        if (e)
            e->cities = (uint16_t)f->ncities;
        for (int p = 0; p < g->nplayers; p++) {
            if (f->t->w[p] != f->t->max || f->t->max == 0)
                continue;
            int points;
            if (once_per_player) {
                uint64_t fresh[SET_WORDS], fresh_dear[SET_WORDS];
                for (int i = 0; i < SET_WORDS; i++) {
                    fresh[i] = f->cities[i] & ~counted[p][i];
                    fresh_dear[i] = fresh[i] & dear[p][i];
                    counted[p][i] |= fresh[i];
                }
                points = score_farm_city_points(g) * popcount_set(fresh, SET_WORDS) +
                         popcount_set(fresh_dear, SET_WORDS);
            } else {
                points = farm_city_value(g, f->t, p) * f->ncities;
            }
            score_add_points(g, p, points, CARC_CAT_FIELD);
            if (e)
                e->points[p] = (int16_t)points;
        }
    }
}

/* 1st edition: for each completed city, the players with the most farmers on all the farms
   that touch it score 4. */
static void score_farms_per_city(carc_game *g, farm *farms, int nfarms, carc_events *ev)
{
    uint64_t all[SET_WORDS] = {0};
    for (int k = 0; k < nfarms; k++)
        for (int i = 0; i < SET_WORDS; i++)
            all[i] |= farms[k].cities[i];
    for (int c = 0; c < CARC_MAX_NODES; c++) {
        if (!(all[c >> 6] >> (c & 63) & 1u))
            continue;
        int w[CARC_MAX_PLAYERS] = {0}, max = 0;
        for (int k = 0; k < nfarms; k++) {
            if (!(farms[k].cities[c >> 6] >> (c & 63) & 1u))
                continue;
            for (int p = 0; p < g->nplayers; p++) {
                w[p] += farms[k].t->w[p];
                if (w[p] > max)
                    max = w[p];
            }
        }
        carc_event *e = score_push_event(ev);
        fill_score_event(g, e, (uint16_t)c, score_farm_city_points(g), 0, true);
        if (e) {
            e->kind = CARC_FIELD;
            e->cities = 1;
        }
        for (int p = 0; p < g->nplayers; p++)
            if (max > 0 && w[p] == max) {
                score_add_points(g, p, score_farm_city_points(g), CARC_CAT_FIELD);
                if (e)
                    e->points[p] = (int16_t)score_farm_city_points(g);
            }
    }
}

/* Not inlined: it runs once a game, and kept out of carc_game_random_finish's flattened loop
   it leaves the turn's code smaller. */
__attribute__((noinline)) void score_final(carc_game *g, carc_events *ev)
{
    carc_event *e = score_push_event(ev);
    if (e)
        e->type = CARC_EV_GAME_OVER;
    tally t[CARC_MAX_FIGURES];
    const int n = tally_figures(g, t);
    /* Unfinished roads, cities, cloisters and gardens first, then farms (there are none when
       farmers are not in play). */
    farm farms[CARC_MAX_FIGURES];
    int nfarms = 0;
    for (int k = 0; k < n; k++) {
        score_feature_scored(g, t[k].root, true, ev); /* a farm too, once, in every edition */
        if (carc_node_kind(&g->nodes[t[k].root]) != CARC_FIELD) {
            score_one(g, t[k].root, false, t[k].w, t[k].max, ev);
            continue;
        }
        farm *f = &farms[nfarms++];
        memset(f->cities, 0, sizeof f->cities);
        f->t = &t[k];
        f->ncities = 0;
        farm_cities(g, f);
    }
    if (nfarms > 0) {
        if (g->rules.farms == CARC_FARMS_1ST)
            score_farms_per_city(g, farms, nfarms, ev);
        else
            score_farms_per_field(g, farms, nfarms, g->rules.farms == CARC_FARMS_2ND, ev);
    }
    /* Then what the modules in play add (their final_scoring hooks). */
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->final_scoring)
            m->final_scoring(g, ev);
    }
}
