/*
 * moves.c: the moves a computer player considers and the deals of its playouts.
 *
 * Everything here goes through the core's public API (game.h); the search's speed comes from
 * the core's tables (a random placement is a few table reads), from copying the state once per
 * playout, and from allocating nothing inside a playout.
 */
#include <stdlib.h>

#include "ai_module.h"

bool ai_moves_list(const ai_mods *mods, const carc_game *g, ai_moves *m)
{
    *m = (ai_moves){0};
    int np = carc_game_legal_placements(g, NULL, 0);
    if (np <= 0)
        return false;
    /* Per placement: the base options, and the modules' own steps (ai_module.h). */
    size_t options = AI_MAX_OPTIONS;
    for (int k = 0; k < mods->nsteps; k++)
        options += (size_t)mods->steps[k]->max_steps(g);
    carc_placement *all = malloc((size_t)np * sizeof *all);
    m->choices = malloc((size_t)np * sizeof *m->choices);
    m->moves = malloc((size_t)np * options * sizeof *m->moves);
    void *state[CARC_MODULES] = {0};
    bool ok = all && m->choices && m->moves;
    if (ok)
        carc_game_legal_placements(g, all, np);
    for (int k = 0; ok && k < mods->nsteps; k++)
        ok = mods->steps[k]->steps_begin(mods, g, all[0], &state[k]);
    if (!ok) {
        for (int k = 0; k < mods->nsteps; k++)
            mods->steps[k]->steps_end(state[k]);
        free(all);
        ai_moves_free(m);
        return false;
    }
    unsigned distinct = g->cat->types[carc_game_tile_in_hand(g)].distinct_rots;
    bool have[CARC_FIGURE_KINDS], any = false;
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        any |= have[k] = carc_game_supply(g, g->current, (carc_figure_kind)k) > 0;
    /* The figures the player may take back this turn (carc_game_may_take_back's):
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
        for (int k = 0; k < mods->nsteps; k++)
            m->nmoves += mods->steps[k]->steps(g, state[k], all[i], m->moves + m->nmoves);
        c->count = m->nmoves - c->first;
    }
    for (int k = 0; k < mods->nsteps; k++)
        mods->steps[k]->steps_end(state[k]);
    free(all);
    return true;
}

bool ai_follow_up(const ai_mods *mods, const carc_game *g, carc_action *out)
{
    for (int k = 0; k < mods->nfollow; k++)
        if (mods->follow[k]->follow_up(g, out))
            return true;
    return false;
}

void ai_play(const ai_mods *mods, carc_game *g, const carc_move *m)
{
    carc_game_play(g, m, NULL);
    carc_action step;
    while (ai_follow_up(mods, g, &step))
        carc_game_apply(g, &step, NULL);
}

bool ai_step_anywhere(const ai_mods *mods, const carc_action *a)
{
    for (int k = 0; k < mods->nanywhere; k++)
        if (mods->anywhere[k]->anywhere(a))
            return true;
    return false;
}

void ai_top_insert(int *top, double *worth, int *n, int wide, int c, double v)
{
    int k = *n < wide ? (*n)++ : wide;
    for (; k > 0 && v > worth[k - 1]; k--)
        if (k < wide) {
            top[k] = top[k - 1];
            worth[k] = worth[k - 1];
        }
    if (k < wide) {
        top[k] = c;
        worth[k] = v;
    }
}

void ai_moves_narrow(const ai_mods *mods, ai_moves *m, double *score, int wide)
{
    if (wide > AI_WIDE_MAX)
        wide = AI_WIDE_MAX;
    int top[AI_WIDE_MAX], ntop = 0;
    double worth[AI_WIDE_MAX];
    for (int c = 0; c < m->nchoices; c++) {
        const ai_choice *ch = &m->choices[c];
        double best = -1e300;
        for (int i = ch->first; i < ch->first + ch->count; i++)
            if (!ai_step_anywhere(mods, &m->moves[i].step) && score[i] > best)
                best = score[i];
        ai_top_insert(top, worth, &ntop, wide, c, best);
    }
    int n = 0;
    for (int c = 0; c < m->nchoices; c++) {
        ai_choice *ch = &m->choices[c];
        bool keep = false;
        for (int t = 0; t < ntop; t++)
            keep |= top[t] == c;
        /* Elsewhere the best of those steps only (the first of equals): a placement the search
           comes to prefer keeps the fairy's best move or the best figure taken back, where it
           would otherwise have only the moves on the tile (docs/ai.md). */
        const int first = ch->first;
        int lone = -1;
        for (int i = first; !keep && i < first + ch->count; i++)
            if (ai_step_anywhere(mods, &m->moves[i].step) && (lone < 0 || score[i] > score[lone]))
                lone = i;
        ch->first = n;
        for (int i = first; i < first + ch->count; i++)
            if (keep || i == lone || !ai_step_anywhere(mods, &m->moves[i].step)) {
                score[n] = score[i];
                m->moves[n++] = m->moves[i];
            }
        ch->count = n - ch->first;
    }
    m->nmoves = n;
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
