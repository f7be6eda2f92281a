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

#include "ai_impl.h"
#include "mod_dragon.h"
#include "module.h"

/* The chance that one open edge of a feature is closed in time: grows with the tiles left;
   k is how many tiles make it an even bet. */
static double edge_chance(int remaining, double k)
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
static double close_chance(carc_kind kind, int open, int remaining)
{
    return pow_int(edge_chance(remaining, kind == CARC_CITY ? 10.0 : 6.0), open);
}

/* Values of a road or city: completed and unfinished (RULES.md 1.3 and 3). */
static void feature_values(const carc_game *g, uint16_t root, double *done, double *open)
{
    const carc_node *n = &g->nodes[root];
    int tiles = carc_game_feature_tiles(g, root);
    if (carc_node_kind(n) == CARC_ROAD) {
        bool inn = n->flags & CARC_FLAG_INN;
        *done = inn ? 2.0 * tiles : tiles;
        *open = inn ? 0 : tiles;
        return;
    }
    int units = tiles + n->pennants;
    if (n->flags & CARC_FLAG_CATHEDRAL) {
        *done = 3.0 * units;
        *open = 0;
    } else {
        *done = g->rules.small_city_two_points && tiles == 2 ? units : 2.0 * units;
        *open = units;
    }
}

/* The weighted followers of each player on each distinct feature that has followers. */
typedef struct holders {
    int n;
    uint16_t root[CARC_MAX_FIGURES];
    uint8_t w[CARC_MAX_FIGURES][CARC_MAX_PLAYERS];
} holders;

static void collect(const carc_game *g, holders *h)
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
static void award(const carc_game *g, const holders *h, int k, double v, double *value)
{
    int max = 0;
    for (int p = 0; p < g->nplayers; p++)
        if (h->w[k][p] > max)
            max = h->w[k][p];
    for (int p = 0; p < g->nplayers; p++)
        if (max > 0 && h->w[k][p] == max)
            value[p] += v;
}

/*
 * The Princess & the Dragon (RULES.md 4.6).
 *
 * The fairy: the copy's final scoring (when it ran) gave its figure's owner 3 points, as if the
 * fairy were sure to stay until that feature scores. It is not: any opponent may move it to their
 * own figure instead of placing one, and when each one does so half the time, it is still there at
 * its owner's next turn with the chance keep = 1/2^(opponents). Its worth is counted as its point
 * at the start of the owner's next two turns (keep, then keep^2) and the 3 points two rounds later
 * (3 keep^2). Counting the 3 points as sure made both players pass the fairy back and forth on
 * nearly every turn (85 fairy moves in a game of 101 turns), which scores nothing for either: moved
 * away before its owner's turn begins, it gives no point.
 *
 * The dragon: a flight comes with each dragon tile, and one within the next two rounds may eat
 * a figure near the dragon, the nearer the likelier (each player steers it one step in turn,
 * towards the others' figures). An eaten figure costs its owner the feature it held: the
 * points its holders stand to get, when without it the owner no longer has the most followers
 * there. The fairy's tile is safe. Distances are counted in steps across the grid, as the crow
 * flies: cheap, and a flight of six steps rarely has to go round.
 */
static double held_worth(const carc_game *g, uint16_t r, int remaining)
{
    const carc_node *n = &g->nodes[r];
    const carc_kind kind = carc_node_kind(n);
    if (kind == CARC_FIELD)
        return 3.0; /* about one completed city, for a farm's whole worth is not at hand */
    if (kind == CARC_CLOISTER || kind == CARC_GARDEN) {
        const carc_placed *t = &g->tiles[g->node_tile[r]];
        const int around = carc_game_neighbours(g, t->x, t->y);
        return 1 + around + (8 - around) * edge_chance(remaining, 12.0);
    }
    double done, open;
    feature_values(g, r, &done, &open);
    return open + close_chance(kind, n->open, remaining) * (done - open);
}

static void dragon_terms(const carc_game *g, int remaining, const holders *h,
                         double value[CARC_MAX_PLAYERS])
{
    const int np = g->nplayers;
    const carc_figure *ff = carc_game_figure_by_id(g, carc_game_fairy_figure(g));
    if (ff) {
        const double keep = 1.0 / (double)(1u << (np - 1));
        const double turns = (double)remaining / np; /* the owner's turns still to come */
        value[ff->player] += (g->over ? -3.0 : 0.0) + 3.0 * keep * keep + (turns >= 1 ? keep : 0) +
                             (turns >= 2 ? keep * keep : 0);
    }
    const int dt = carc_game_dragon_tile(g);
    if (dt < 0)
        return;
    int dragons = 0;
    for (int t = 0; t < g->cat->ntypes; t++)
        if (g->cat->types[t].dragon)
            dragons += g->cat->types[t].deck_count;
    const int turns = remaining < 2 * np ? remaining : 2 * np;
    const double flight = 1.0 - pow_int(1.0 - (double)dragons / (double)g->cat->deck_size, turns);
    const int ft = carc_game_fairy_tile(g);
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *f = &g->figures[i];
        const int wf = carc_figure_defs[f->kind].weight;
        const int ti = g->node_tile[f->node];
        const int d = abs(g->tiles[ti].x - g->tiles[dt].x) + abs(g->tiles[ti].y - g->tiles[dt].y);
        if (wf == 0 || ti == ft || d == 0 || d > 6)
            continue;
        const uint16_t r = carc_game_root(g, f->node);
        int k = 0;
        while (h->root[k] != r)
            k++;
        int others = 0;
        for (int p = 0; p < np; p++)
            if (p != f->player && h->w[k][p] > others)
                others = h->w[k][p];
        const int mine = h->w[k][f->player];
        /* Not a holder, or still one without it: nothing lost. */
        if (mine < others || (mine - wf >= others && mine - wf > 0))
            continue;
        const double risk = flight * (d <= 2 ? 0.6 : d <= 4 ? 0.35 : 0.15);
        value[f->player] -= risk * held_worth(g, r, remaining);
    }
}

void ai_eval(const carc_game *g, int remaining, const ai_eval_params *ep,
             double value[CARC_MAX_PLAYERS])
{
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        value[p] = p < g->nplayers ? g->score[p] : 0;
    if (remaining <= 0)
        return;
    /* A follower is worth most early and nothing at the end. */
    double follower = ep->supply * (remaining >= 40 ? 1.0 : remaining / 40.0);
    /* The large follower weighs 1.5 followers; the abbot, which goes only on cloisters and
       gardens, one. */
    for (int p = 0; p < g->nplayers; p++)
        value[p] += follower * (carc_game_supply(g, p, CARC_FIG_FOLLOWER) +
                                1.5 * carc_game_supply(g, p, CARC_FIG_BIG) +
                                carc_game_supply(g, p, CARC_FIG_ABBOT));
    holders h;
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
        if (kind == CARC_CLOISTER || kind == CARC_GARDEN) { /* a garden scores like one */
            const carc_placed *t = &g->tiles[g->node_tile[r]];
            int missing = 8 - carc_game_neighbours(g, t->x, t->y);
            chance[k] = pow_int(edge_chance(remaining, 4.0), missing);
            award(g, &h, k, missing * edge_chance(remaining, 12.0), value);
        } else if (kind != CARC_FIELD) {
            double done, open;
            feature_values(g, r, &done, &open);
            chance[k] = close_chance(kind, n->open, remaining);
            award(g, &h, k, chance[k] * (done - open), value);
        }
    }
    /* Followers on the board come back when their feature closes. Without the stuck-follower
       term every one but a farmer counts as coming back, halfway through what is left. */
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *m = &g->figures[i];
        if (carc_node_kind(&g->nodes[m->node]) == CARC_FIELD)
            continue;
        uint16_t r = carc_game_root(g, m->node);
        int k = 0;
        while (h.root[k] != r)
            k++;
        /* An abbot comes back whenever its owner recalls it (RULES.md 4.5). */
        double back = ep->stuck && m->kind != CARC_FIG_ABBOT ? chance[k] : 1.0;
        value[m->player] += 0.5 * follower * back * (m->kind == CARC_FIG_BIG ? 1.5 : 1.0);
    }
    if (carc_module_on(g, CARC_MOD_DRAGON))
        dragon_terms(g, remaining, &h, value);
}

double ai_margin(const double value[CARC_MAX_PLAYERS], int nplayers, int me)
{
    double best = -1e9;
    for (int p = 0; p < nplayers; p++)
        if (p != me && value[p] > best)
            best = value[p];
    return value[me] - best;
}
