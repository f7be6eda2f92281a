/*
 * playout.c: the turns a playout plays after the move and the greedy replies (search.c).
 *
 * Without the Princess & the Dragon they are the core's light random turns
 * (carc_game_random_finish: a random placement, a follower about a third of the time), which
 * the published playout studies found stronger at equal time than heavier heuristic ones.
 *
 * With the set, the core's uniform draw among the figure step's actions misleads the search
 * (docs/ai.md has the measurements). The fairy is one action among many, so a random player
 * seldom moves it, and a move that puts the fairy next to a follower sees it stay for most of
 * the playout, a point at the start of each of its owner's turns; players take it back at once,
 * to guard their own figures and take its points: medium, which searched with those playouts,
 * lost to easy, which looks one move deep. A portal tile's draw is nearly always a portal spot
 * (hundreds of them, against a few on the tile), which flings figures onto far features no
 * player would claim, and random flights eat figures no player would let the dragon eat. So a
 * playout's turns with the set play its figures the way the players do:
 *   - the fairy: a player whose figure it is not next to takes it, to one of their own figures
 *     drawn at random, AI_FAIRY_TAKE percent of the time;
 *   - otherwise, follower_percent of the time, a figure on the placed tile or taking one back
 *     (the actions of the base game and of the other sets), drawn uniformly; never a portal
 *     spot elsewhere nor the princess;
 *   - each dragon step is carc_ai_dragon_step's for the player whose step it is, as in the
 *     move's own turn (ai_play).
 */
#include "ai_impl.h"
#include "mod_dragon.h"
#include "module.h"

enum { AI_FAIRY_TAKE = 90 };

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

/* The fairy's moves open to the player to move: next to each of their figures it may go to,
   in the order of the figures on the board (as carc_game_legal_actions lists them). */
static int fairy_actions(const carc_game *g, carc_action *acts)
{
    int n = 0;
    carc_reason why;
    for (int i = 0; i < carc_game_nfigures(g); i++) {
        const carc_figure *f = carc_game_figure(g, i);
        const carc_action a = {.type = CARC_ACT_FAIRY, .figure = f->id};
        if (f->player == g->current && carc_game_check_action_why(g, &a, &why) == CARC_OK)
            acts[n++] = a;
    }
    return n;
}

static bool is_any(const carc_action *a)
{
    (void)a;
    return true;
}

carc_action ai_playout_step(carc_game *g, carc_rng *rng, unsigned follower_percent,
                            carc_action acts[AI_PLAYOUT_ACTIONS])
{
    carc_action a = {.type = CARC_ACT_PASS};
    switch (carc_game_phase(g)) {
    case CARC_PHASE_TILE:
        a.type = carc_game_random_placement(g, rng, &a.at) ? CARC_ACT_PLACE : CARC_ACT_DISCARD;
        break;
    case CARC_PHASE_FIGURE: {
        /* Only the actions a playout may draw are listed, never the whole step's: on a portal
           tile that is hundreds of spots elsewhere, which made the listing most of a playout's
           time (docs/ai.md). The draws are the same as from the whole list. */
        const carc_figure *ff = carc_game_figure_by_id(g, carc_game_fairy_figure(g));
        bool chosen = false;
        if ((!ff || ff->player != g->current) && carc_rng_below(rng, 100) < AI_FAIRY_TAKE)
            chosen = draw_action(acts, fairy_actions(g, acts), is_any, rng, &a);
        if (!chosen && carc_rng_below(rng, 100) < follower_percent) {
            int n = carc_game_tile_step_actions(g, acts, AI_PLAYOUT_ACTIONS);
            if (n > AI_PLAYOUT_ACTIONS)
                n = AI_PLAYOUT_ACTIONS;
            if (!draw_action(acts, n, is_figure_here, rng, &a))
                a = (carc_action){.type = CARC_ACT_PASS};
        }
        break;
    }
    case CARC_PHASE_DRAGON:
        carc_ai_dragon_step(g, &a);
        break;
    default:
        return a;
    }
    carc_game_apply(g, &a, NULL);
    return a;
}

void ai_playout_finish(carc_game *g, carc_rng *rng, unsigned follower_percent,
                       carc_action acts[AI_PLAYOUT_ACTIONS])
{
    if (!carc_module_on(g, CARC_MOD_DRAGON)) {
        carc_game_random_finish(g, rng, follower_percent);
        return;
    }
    while (!g->over)
        ai_playout_step(g, rng, follower_percent, acts);
}
