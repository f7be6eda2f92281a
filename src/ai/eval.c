/*
 * eval.c: what a position is worth to each player when the game is cut short.
 *
 * A playout does not run to the last tile: it stops after a few turns by cutting its own copy
 * of the deck, so the core's final scoring (RULES.md 1.4) scores the copy as if the game ended
 * there: every unfinished road, city and cloister at its end-of-game value, every farm at its
 * edition's value. That is exact for what is on the board but blind to the future, so this
 * file adds, for the tiles the real game still has to come:
 *   - the chance that an open road or city closes (its completed value replaces its unfinished
 *     one) and that an open cloister fills up, from its open edges and the tiles left;
 *   - the worth of followers: those in supply will score again; those on the board come back
 *     only when their feature closes (hard counts followers stuck in features unlikely to
 *     close as lost, the "stuck follower" term of the published evaluations).
 * The chances are simple closed forms in the open edges and the tiles left, not lookahead:
 * the search supplies the lookahead.
 */
#include <stdlib.h>
#include <string.h>

#include "ai_module.h"

/* The chance that one open edge of a feature is closed in time: grows with the tiles left;
   k is how many tiles make it an even bet. */
double ai_edge_chance(int remaining, double k)
{
    return (double)remaining / ((double)remaining + k);
}

static double pow_int(double x, int n)
{
    double r = 1;
    while (n-- > 0)
        r *= x;
    return r;
}

/* The chance that a road or city with `open` open edges closes before the end. */
double ai_close_chance(carc_kind kind, int open, int remaining)
{
    return pow_int(ai_edge_chance(remaining, kind == CARC_CITY ? 10.0 : 6.0), open);
}

/* Values of a road or city: completed and unfinished (RULES.md 1.3, 1.4 and what the modules
   in play change, as the core's scoring counts them). */
void ai_feature_values(const carc_game *g, uint16_t root, double *done, double *open)
{
    int complete, unfinished;
    carc_game_feature_worth(g, root, &complete, &unfinished);
    *done = complete;
    *open = unfinished;
}

static void collect(const carc_game *g, ai_holders *h)
{
    h->n = 0;
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *m = &g->figures[i];
        uint16_t r = carc_game_root(g, m->node);
        int k = 0;
        while (k < h->n && h->root[k] != r)
            k++;
        if (k == h->n) {
            h->root[k] = r;
            memset(h->w[k], 0, sizeof h->w[k]);
            h->n++;
        }
        h->w[k][m->player] = (uint8_t)(h->w[k][m->player] + carc_figure_defs[m->kind].weight);
    }
}

/* Adds v to every player with the most followers on feature k (ties all score, RULES.md 1.2). */
int ai_holders_find(const ai_holders *h, uint16_t root)
{
    int k = 0;
    while (h->root[k] != root)
        k++;
    return k;
}

static void award(const carc_game *g, const ai_holders *h, int k, double v, double *value)
{
    int max = 0;
    for (int p = 0; p < g->nplayers; p++)
        if (h->w[k][p] > max)
            max = h->w[k][p];
    for (int p = 0; p < g->nplayers; p++)
        if (max > 0 && h->w[k][p] == max)
            value[p] += v;
}

void ai_eval(const ai_mods *mods, const carc_game *g, int remaining, const ai_eval_params *ep,
             double value[CARC_MAX_PLAYERS])
{
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        value[p] = p < g->nplayers ? g->score[p] : 0;
    if (remaining <= 0)
        return;
    /* A follower is worth most early and nothing at the end. */
    double follower = ep->supply * (remaining >= 40 ? 1.0 : remaining / 40.0);
    /* Every figure that counts for a majority is worth a follower, one that counts 2 (the large
       follower) 1.5; the escorts (weight 0) only go where their owner has a follower, and count
       nothing. */
    for (int p = 0; p < g->nplayers; p++) {
        double n = 0;
        for (int kind = 0; kind < CARC_FIGURE_KINDS; kind++)
            if (carc_figure_defs[kind].weight > 0)
                n += (carc_figure_defs[kind].weight > 1 ? 1.5 : 1.0) * carc_game_supply(g, p, kind);
        value[p] += follower * n;
    }
    ai_holders h;
    collect(g, &h);
    double chance[CARC_MAX_FIGURES];
    for (int k = 0; k < h.n; k++) {
        uint16_t r = h.root[k];
        const carc_node *n = &g->nodes[r];
        /* Farmers never come back, and a farm is worth what the final scoring gave it: counting
           the open cities next to it by their chance to close made hard much weaker (docs/ai.md).
         */
        chance[k] = 0;
        const carc_kind kind = carc_node_kind(n);
        if (kind == CARC_ROAD || kind == CARC_CITY) {
            double done, open;
            ai_feature_values(g, r, &done, &open);
            chance[k] = ai_close_chance(kind, n->open, remaining);
            award(g, &h, k, chance[k] * (done - open), value);
        } else if (kind != CARC_FIELD) { /* a cloister, or a feature scored like one */
            const carc_placed *t = &g->tiles[g->node_tile[r]];
            int missing = 8 - carc_game_neighbours(g, t->x, t->y);
            chance[k] = pow_int(ai_edge_chance(remaining, 4.0), missing);
            award(g, &h, k, missing * ai_edge_chance(remaining, 12.0), value);
        }
    }
    /* Followers on the board come back when their feature closes. Without the stuck-follower
       term every one but a farmer counts as coming back, halfway through what is left. */
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *m = &g->figures[i];
        if (carc_node_kind(&g->nodes[m->node]) == CARC_FIELD)
            continue;
        uint16_t r = carc_game_root(g, m->node);
        const int k = ai_holders_find(&h, r);
        /* A figure its owner may take back at any time comes back whatever its feature does. */
        double back = ep->stuck && !ai_at_will(mods, m) ? chance[k] : 1.0;
        value[m->player] +=
            0.5 * follower * back * (carc_figure_defs[m->kind].weight > 1 ? 1.5 : 1.0);
    }
    for (int k = 0; k < mods->neval; k++)
        mods->eval[k]->eval(g, remaining, &h, mods->prepared[k], value);
}

double ai_margin(const double value[CARC_MAX_PLAYERS], int nplayers, int me)
{
    double best = -1e9;
    for (int p = 0; p < nplayers; p++)
        if (p != me && value[p] > best)
            best = value[p];
    return value[me] - best;
}
