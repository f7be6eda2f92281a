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
    bool normal = carc_game_has_follower(g, false), big = carc_game_has_follower(g, true);
    for (int i = 0; i < np; i++) {
        /* A rotation that looks like a lower one gives the same board: search it once. */
        if (!(distinct >> all[i].rot & 1u))
            continue;
        ai_choice *c = &m->choices[m->nchoices++];
        c->at = all[i];
        c->first = m->nmoves;
        m->moves[m->nmoves++] = (carc_move){all[i], CARC_NONE, CARC_FIG_FOLLOWER};
        if (normal || big) {
            carc_spot spots[CARC_MAX_FEATURES];
            int ns = carc_game_legal_spots(g, &all[i], spots);
            for (int s = 0; s < ns; s++) {
                if (normal)
                    m->moves[m->nmoves++] = (carc_move){all[i], spots[s].feature, CARC_FIG_FOLLOWER};
                if (big)
                    m->moves[m->nmoves++] = (carc_move){all[i], spots[s].feature, CARC_FIG_BIG};
            }
        }
        c->count = m->nmoves - c->first;
    }
    free(all);
    return true;
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
