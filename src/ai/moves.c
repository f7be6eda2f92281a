/*
 * moves.c: the moves a computer player considers and the deals of its playouts.
 *
 * Everything here goes through the core's public API (game.h); the search's speed comes from
 * the core's tables (a random placement is a few table reads), from copying the state once per
 * playout, and from allocating nothing inside a playout.
 */
#include <stdlib.h>

#include "ai_impl.h"

bool ai_moves_list(const carc_game *g, ai_moves *m)
{
    *m = (ai_moves){0};
    int np = carc_game_legal_placements(g, NULL, 0);
    if (np <= 0)
        return false;
    carc_placement *all = malloc((size_t)np * sizeof *all);
    m->choices = malloc((size_t)np * sizeof *m->choices);
    m->moves = malloc((size_t)np * AI_MAX_OPTIONS * sizeof *m->moves);
    if (!all || !m->choices || !m->moves) {
        free(all);
        ai_moves_free(m);
        return false;
    }
    carc_game_legal_placements(g, all, np);
    unsigned distinct = g->cat->types[carc_game_tile_in_hand(g)].distinct_rots;
    bool have[CARC_FIGURE_KINDS], any = false;
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        any |= have[k] = carc_game_supply(g, g->current, (carc_figure_kind)k) > 0;
    /* The figures the player may take back this turn (an abbot recall, a festival return):
       the same for every placement of the tile. */
    uint8_t back[CARC_FIGURE_SLOTS];
    int nback = 0;
    for (int f = 0; f < carc_game_nfigures(g); f++) {
        const carc_figure *fig = carc_game_figure(g, f);
        if (carc_game_may_take_back(g, fig->id))
            back[nback++] = fig->id;
    }
    for (int i = 0; i < np; i++) {
        /* A rotation that looks like a lower one gives the same board: search it once. */
        if (!(distinct >> all[i].rot & 1u))
            continue;
        ai_choice *c = &m->choices[m->nchoices++];
        c->at = all[i];
        c->first = m->nmoves;
        m->moves[m->nmoves++] = carc_move_tile(all[i]);
        /* Feature by feature, each kind of figure the player has that may stand there. */
        unsigned open[CARC_FIGURE_KINDS] = {0}, features = 0;
        for (int k = 0; any && k < CARC_FIGURE_KINDS; k++) {
            carc_spot spots[CARC_MAX_FEATURES];
            int ns = have[k] ? carc_game_figure_spots(g, &all[i], (carc_figure_kind)k, spots) : 0;
            for (int s = 0; s < ns; s++)
                open[k] |= 1u << spots[s].feature;
            features |= open[k];
        }
        for (; features; features &= features - 1) {
            const unsigned j = (unsigned)__builtin_ctz(features);
            for (int k = 0; k < CARC_FIGURE_KINDS; k++)
                if (open[k] >> j & 1u)
                    m->moves[m->nmoves++] = carc_move_figure(all[i], (carc_figure_kind)k, j);
        }
        for (int b = 0; b < nback; b++)
            m->moves[m->nmoves++] = carc_move_back(all[i], back[b]);
        c->count = m->nmoves - c->first;
    }
    free(all);
    return true;
}

void ai_play(carc_game *g, const carc_move *m)
{
    carc_game_play(g, m, NULL);
    carc_action step;
    while (carc_ai_dragon_step(g, &step) == CARC_OK)
        carc_game_apply(g, &step, NULL);
}

void ai_moves_free(ai_moves *m)
{
    free(m->choices);
    free(m->moves);
    *m = (ai_moves){0};
}

void ai_deal(const carc_game *g, carc_rng *rng, uint8_t *deal)
{
    /* The deck is stored group by group in draw order (game.c), so the groups of the unseen
       tiles are runs of equal draw_order: shuffle each run on its own. Which tiles remain,
       and in which group, is public; their order is not: each run is first sorted by tile
       type, so the deal depends on the counts only and the real order is never read. */
    int n = g->deck_len - g->deck_pos - 1;
    const uint8_t *rest = g->deck + g->deck_pos + 1;
    for (int start = 0; start < n;) {
        int order = g->cat->types[rest[start]].def.draw_order, end = start + 1;
        while (end < n && g->cat->types[rest[end]].def.draw_order == order)
            end++;
        int count[CARC_MAX_TYPES] = {0};
        for (int i = start; i < end; i++)
            count[rest[i]]++;
        int k = start;
        for (int t = 0; t < CARC_MAX_TYPES; t++)
            while (count[t]-- > 0)
                deal[k++] = (uint8_t)t;
        start = end;
    }
    for (int start = 0; start < n;) {
        int order = g->cat->types[deal[start]].def.draw_order, end = start + 1;
        while (end < n && g->cat->types[deal[end]].def.draw_order == order)
            end++;
        for (int i = end - 1; i > start; i--) {
            int j = start + (int)carc_rng_below(rng, (uint32_t)(i - start + 1));
            uint8_t t = deal[i];
            deal[i] = deal[j];
            deal[j] = t;
        }
        start = end;
    }
}
