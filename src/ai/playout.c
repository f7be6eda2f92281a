/*
 * playout.c: the turns a playout plays after the move and the greedy replies (search.c).
 *
 * Without a module that has a playout policy (ai_module.h) they are the core's light random
 * turns (carc_game_random_finish: a random placement, a follower about a third of the time),
 * which the published playout studies found stronger at equal time than heavier heuristic ones.
 *
 * A module whose figures a uniform draw among the figure step's actions plays as no player
 * would (its module file says why) gives a playout policy: its playout_figure and follow_up
 * hooks. A playout's turns then play the figures the way the players do:
 *   - the modules' own choice first (playout_figure);
 *   - otherwise, follower_percent of the time, a figure on the placed tile or taking one back
 *     (carc_game_tile_step_actions), drawn uniformly; never a figure put elsewhere than on the
 *     tile nor a module's own action;
 *   - in a phase of a module's own, the module's step (follow_up) for the player whose step it
 *     is, as in the move's own turn (ai_play).
 */
#include "ai_module.h"

/* A uniformly drawn one of acts[0..n) that `want` accepts, into *out; false when none does. */
static bool draw_action(const carc_action *acts, int n, bool (*want)(const carc_action *),
                        carc_rng *rng, carc_action *out)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        count += want(&acts[i]);
    if (count == 0)
        return false;
    int k = (int)carc_rng_below(rng, (uint32_t)count);
    for (int i = 0;; i++)
        if (want(&acts[i]) && k-- == 0) {
            *out = acts[i];
            return true;
        }
}

static bool is_figure_here(const carc_action *a)
{
    return (a->type == CARC_ACT_FIGURE && !a->elsewhere) || a->type == CARC_ACT_RETURN;
}

carc_action ai_playout_step(const ai_mods *mods, carc_game *g, carc_rng *rng,
                            unsigned follower_percent, carc_action acts[AI_PLAYOUT_ACTIONS])
{
    carc_action a = {.type = CARC_ACT_PASS};
    switch (carc_game_phase(g)) {
    case CARC_PHASE_TILE:
        a.type = carc_game_random_placement(g, rng, &a.at) ? CARC_ACT_PLACE : CARC_ACT_DISCARD;
        break;
    case CARC_PHASE_FIGURE: {
        /* Only the actions a playout may draw are listed, never the whole step's: a step that
           may put a figure elsewhere than on the tile lists hundreds of spots, which made the
           listing most of a playout's time (docs/ai.md). The draws are the same as from the
           whole list. */
        bool chosen = false;
        for (int k = 0; k < mods->nplayout && !chosen; k++)
            chosen = mods->playout[k]->playout_figure(g, rng, acts, &a);
        if (!chosen && carc_rng_below(rng, 100) < follower_percent) {
            int n = carc_game_tile_step_actions(g, acts, AI_PLAYOUT_ACTIONS);
            if (n > AI_PLAYOUT_ACTIONS)
                n = AI_PLAYOUT_ACTIONS;
            if (!draw_action(acts, n, is_figure_here, rng, &a))
                a = (carc_action){.type = CARC_ACT_PASS};
        }
        break;
    }
    default:
        /* A phase of a module's own, or the game is over. */
        if (!ai_follow_up(mods, g, &a))
            return a;
    }
    carc_game_apply(g, &a, NULL);
    return a;
}

void ai_playout_finish(const ai_mods *mods, carc_game *g, carc_rng *rng, unsigned follower_percent,
                       carc_action acts[AI_PLAYOUT_ACTIONS])
{
    if (!mods->own_turns) {
        carc_game_random_finish(g, rng, follower_percent);
        return;
    }
    while (!g->over)
        ai_playout_step(mods, g, rng, follower_percent, acts);
}
