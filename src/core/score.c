/*
 * score.c: what features are worth and who gets the points. Completed roads, cities and
 * cloisters during play (RULES.md 1.3, with Inns & Cathedrals, section 3), and the final
 * scoring of unfinished features and farms under the three historical editions (1.4).
 */
#include "score.h"

#include <assert.h>
#include <string.h>

static void add_points(carc_game *g, int player, int points, carc_category cat)
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

/* The root of every follower's feature, in the order of g->meeples. Scoring joins nothing, so
   one pass serves a whole scoring step. */
static void meeple_roots(carc_game *g, uint16_t roots[CARC_MAX_MEEPLES])
{
    for (int i = 0; i < g->nmeeples; i++)
        roots[i] = board_find(g, g->meeples[i].node);
}

/* Follower weight per player on the set rooted at root (the large follower counts 2); returns
   the most any player has. */
static int weights(const carc_game *g, const uint16_t *roots, uint16_t root,
                   int w[CARC_MAX_PLAYERS])
{
    memset(w, 0, sizeof(int) * CARC_MAX_PLAYERS);
    int max = 0;
    for (int i = 0; i < g->nmeeples; i++) {
        if (roots[i] != root)
            continue;
        const carc_meeple *m = &g->meeples[i];
        w[m->player] += m->big ? 2 : 1;
        if (w[m->player] > max)
            max = w[m->player];
    }
    return max;
}

/* Awards value to every player with the most followers on the feature, max of them (RULES.md
   1.2, majority: ties all score in full). */
static void award(carc_game *g, const int w[CARC_MAX_PLAYERS], int max, int value,
                  carc_category cat, carc_event *e)
{
    for (int p = 0; p < g->nplayers; p++)
        if (max > 0 && w[p] == max) {
            add_points(g, p, value, cat);
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
    e->kind = carc_node_kind(&g->nodes[root]);
    e->why = (uint8_t)why;
    e->final = final;
    e->x = t->x;
    e->y = t->y;
    e->node = root;
    e->value = (int16_t)value;
}

/* Returns every follower on the set rooted at root to its owner, keeping roots in step with
   g->meeples. */
static void return_followers(carc_game *g, uint16_t *roots, uint16_t root, carc_events *ev)
{
    for (int i = 0; i < g->nmeeples;) {
        carc_meeple m = g->meeples[i];
        if (roots[i] != root) {
            i++;
            continue;
        }
        if (m.big)
            g->big_supply[m.player] = 1;
        else
            g->supply[m.player]++;
        g->nodes[root].weight = (uint8_t)(g->nodes[root].weight - (m.big ? 2 : 1));
        g->meeples[i] = g->meeples[--g->nmeeples];
        roots[i] = roots[g->nmeeples];
        carc_event *e = score_push_event(ev);
        if (e) {
            const carc_placed *t = &g->tiles[g->node_tile[m.node]];
            e->type = CARC_EV_RETURN;
            e->player = m.player;
            e->x = t->x;
            e->y = t->y;
            e->feature = (uint8_t)(m.node - t->node0);
            e->big = m.big;
        }
    }
}

int score_feature_value(const carc_game *g, uint16_t root, bool complete, unsigned *why)
{
    const carc_node *n = &g->nodes[root];
    *why = complete ? 0u : CARC_WHY_INCOMPLETE;
    const carc_kind kind = carc_node_kind(n);
    if (kind == CARC_CLOISTER) {
        /* Only a cloister with a follower is scored, and its follower keeps the count. */
        int i = 0;
        while (i < g->monks - 1 && g->monk[i].node != root)
            i++;
        assert(g->monk[i].node == root);
        return 1 + g->monk[i].around;
    }
    int tiles = board_feature_tiles(g, root);
    if (kind == CARC_ROAD) {
        if (n->flags & CARC_FLAG_INN) {
            *why |= complete ? CARC_WHY_INN : CARC_WHY_INN_ZERO;
            return complete ? 2 * tiles : 0;
        }
        return tiles;
    }
    /* A city. */
    int units = tiles + n->pennants;
    if (n->flags & CARC_FLAG_CATHEDRAL) {
        *why |= complete ? CARC_WHY_CATHEDRAL : CARC_WHY_CATHEDRAL_ZERO;
        return complete ? 3 * units : 0;
    }
    if (!complete)
        return units;
    if (g->rules.small_city_two_points && tiles == 2) {
        *why |= CARC_WHY_SMALL_CITY;
        return units;
    }
    return 2 * units;
}

static carc_category category_of(int kind)
{
    switch (kind) {
    case CARC_ROAD:
        return CARC_CAT_ROAD;
    case CARC_CITY:
        return CARC_CAT_CITY;
    case CARC_CLOISTER:
        return CARC_CAT_CLOISTER;
    default:
        return CARC_CAT_FIELD;
    }
}

/* Scores one completed or (final) unfinished road, city or cloister with followers on it,
   given each player's follower weight on it and the most any player has. */
static inline void score_one(carc_game *g, uint16_t root, bool complete,
                             const int w[CARC_MAX_PLAYERS], int max, carc_events *ev)
{
    unsigned why;
    int value = score_feature_value(g, root, complete, &why);
    carc_event *e = score_push_event(ev);
    fill_score_event(g, e, root, value, why, !complete);
    award(g, w, max, value, category_of(carc_node_kind(&g->nodes[root])), e);
}

/* Scores a feature that a placement completed and returns its followers. */
static void score_closed(carc_game *g, uint16_t *roots, uint16_t root, carc_events *ev)
{
    int w[CARC_MAX_PLAYERS];
    const int max = weights(g, roots, root, w);
    score_one(g, root, true, w, max, ev);
    return_followers(g, roots, root, ev);
}

void score_completed(carc_game *g, const board_closed *closed, carc_events *ev)
{
    uint16_t roots[CARC_MAX_MEEPLES];
    bool have_roots = false;
    for (int i = 0; i < closed->n; i++) {
        const uint16_t r = closed->root[i];
        if (!g->nodes[r].weight)
            continue;
        if (!have_roots) {
            meeple_roots(g, roots);
            have_roots = true;
        }
        score_closed(g, roots, r, ev);
    }
    /* Cloisters with a follower and eight neighbours. A cloister is never joined to anything:
       its node is its root. */
    for (int i = 0; i < g->monks;) {
        if (g->monk[i].around == 8) {
            const uint16_t node = g->monk[i].node;
            if (!have_roots) {
                meeple_roots(g, roots);
                have_roots = true;
            }
            score_closed(g, roots, node, ev);
            g->monk[i] = g->monk[--g->monks]; /* look at i again */
            continue;
        }
        i++;
    }
}

/* A feature with followers at the end of the game: its root and each player's follower weight
   on it (the large follower counts 2). */
typedef struct tally {
    uint16_t root;
    int max; /* the most any player has */
    int w[CARC_MAX_PLAYERS];
} tally;

/* The features with followers, each once, in the order of their first follower in g->meeples;
   returns how many. The final scoring joins nothing: its searches for roots leave the paths
   as they are (nothing comes after to use a shorter path), and once every follower's root is
   found, each root's parent offset (0 at a root) can hold the index of its tally, plus one,
   until the tallies are done. */
static int tally_followers(carc_game *g, tally *t)
{
    uint16_t root[CARC_MAX_MEEPLES];
    for (int i = 0; i < g->nmeeples; i++)
        root[i] = board_find_const(g, g->meeples[i].node);
    int n = 0;
    for (int i = 0; i < g->nmeeples; i++) {
        carc_node *r = &g->nodes[root[i]];
        if (r->up == 0) {
            t[n] = (tally){.root = root[i]};
            r->up = (int16_t)++n;
        }
        tally *f = &t[r->up - 1];
        const carc_meeple *m = &g->meeples[i];
        const int w = f->w[m->player] += m->big ? 2 : 1;
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

static void farm_cities(carc_game *g, farm *f)
{
    const uint16_t root = f->t->root;
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
            if (!(f->cities[c >> 6] >> (c & 63u) & 1u)) {
                f->cities[c >> 6] |= 1ull << (c & 63u);
                f->ncities++;
            }
        }
        m = board_next(g, m);
    } while (m != root);
}

static int popcount_set(const uint64_t *set, int words)
{
    int n = 0;
    for (int i = 0; i < words; i++)
        n += __builtin_popcountll(set[i]);
    return n;
}

#define SET_WORDS ((CARC_MAX_NODES + 63) / 64)

/* 3rd edition: each farm scores 3 per completed city it touches, for its majority. 2nd
   edition: the same, but a city scores at most once for each player. */
static void score_farms_per_field(carc_game *g, farm *farms, int nfarms, bool once_per_player,
                                  carc_events *ev)
{
    uint64_t counted[CARC_MAX_PLAYERS][SET_WORDS]; /* 2nd edition: cities each has scored */
    if (once_per_player)
        memset(counted, 0, sizeof counted);
    for (int k = 0; k < nfarms; k++) {
        farm *f = &farms[k];
        carc_event *e = score_push_event(ev);
        fill_score_event(g, e, f->t->root, 3 * f->ncities, 0, true);
        if (e)
            e->cities = (uint16_t)f->ncities;
        for (int p = 0; p < g->nplayers; p++) {
            if (f->t->w[p] != f->t->max)
                continue;
            int cities = f->ncities;
            if (once_per_player) {
                uint64_t fresh[SET_WORDS];
                for (int i = 0; i < SET_WORDS; i++) {
                    fresh[i] = f->cities[i] & ~counted[p][i];
                    counted[p][i] |= fresh[i];
                }
                cities = popcount_set(fresh, SET_WORDS);
            }
            add_points(g, p, 3 * cities, CARC_CAT_FIELD);
            if (e)
                e->points[p] = (int16_t)(3 * cities);
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
        fill_score_event(g, e, (uint16_t)c, 4, 0, true);
        if (e) {
            e->kind = CARC_FIELD;
            e->cities = 1;
        }
        for (int p = 0; p < g->nplayers; p++)
            if (max > 0 && w[p] == max) {
                add_points(g, p, 4, CARC_CAT_FIELD);
                if (e)
                    e->points[p] = 4;
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
    tally t[CARC_MAX_MEEPLES];
    const int n = tally_followers(g, t);
    /* Unfinished roads, cities and cloisters first, then farms (there are none when farmers
       are not in play). */
    farm farms[CARC_MAX_MEEPLES];
    int nfarms = 0;
    for (int k = 0; k < n; k++) {
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
    if (nfarms == 0)
        return;
    if (g->rules.farms == CARC_FARMS_1ST)
        score_farms_per_city(g, farms, nfarms, ev);
    else
        score_farms_per_field(g, farms, nfarms, g->rules.farms == CARC_FARMS_2ND, ev);
}
