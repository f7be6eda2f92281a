/*
 * ai_traders.c: the computer players' part of Traders & Builders (RULES.md 4.1, 4.5): its terms
 * of the evaluation. The builder and the pig are among the figure spots the core lists, and the
 * cut game's final scoring already counts the goods majorities as they stand and the pig's 4
 * points a city on a farm its owner wins. What that scoring cannot see, as it scores the board
 * as if the game ended there:
 *   - goods in open cities: a completed city's tokens go to the player whose tile completes it,
 *     most often one of its holders; each token counts AI_GOODS_TOKEN points (a kind's
 *     majority is worth 10, and a two-player game deals each kind out in a few cities) times
 *     the chance that the city closes, for every player with the most followers there;
 *   - the builder on an open road or city: each of its owner's tiles that extends that feature
 *     brings another turn (never two in a row), worth about AI_TURN_WORTH points, a turn's
 *     share of a game's score. The owner's turns left, at most the feature's open edges and
 *     at most AI_BUILDER_TURNS, each extending it half the time.
 * docs/ai.md has the measurements.
 */
#include "ai_module.h"
#include "mod_traders.h"

enum { AI_BUILDER_TURNS = 2 };
static const double AI_GOODS_TOKEN = 2.0, AI_TURN_WORTH = 3.0, AI_EXTEND = 0.5;

static void traders_terms(const carc_game *g, int remaining, const ai_holders *h, double prepared,
                          double value[CARC_MAX_PLAYERS])
{
    (void)prepared;
    const int np = g->nplayers;
    for (int k = 0; k < h->n; k++) {
        const uint16_t r = h->root[k];
        const carc_node *n = &g->nodes[r];
        if (carc_node_kind(n) != CARC_CITY || n->open == 0)
            continue;
        int tokens = 0;
        uint16_t m = r;
        do {
            const carc_placed *t = &g->tiles[g->node_tile[m]];
            tokens += carc_traders_goods_city(&g->cat->types[t->type]) == m - t->node0;
            m = (uint16_t)(m + g->link[m]);
        } while (m != r);
        if (tokens == 0)
            continue;
        int max = 0;
        for (int p = 0; p < np; p++)
            if (h->w[k][p] > max)
                max = h->w[k][p];
        const double v = AI_GOODS_TOKEN * tokens * ai_close_chance(CARC_CITY, n->open, remaining);
        for (int p = 0; p < np && max > 0; p++)
            if (h->w[k][p] == max)
                value[p] += v;
    }
    const int turns = remaining / np; /* each player's turns still to come, about */
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *f = &g->figures[i];
        if (f->kind != CARC_FIG_BUILDER)
            continue;
        const carc_node *n = &g->nodes[carc_game_root(g, f->node)];
        int ext = n->open < turns ? n->open : turns;
        if (ext > AI_BUILDER_TURNS)
            ext = AI_BUILDER_TURNS;
        value[f->player] += AI_TURN_WORTH * AI_EXTEND * ext;
    }
}

const ai_module ai_traders = {
    .eval = traders_terms,
};
