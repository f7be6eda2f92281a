/*
 * ai_module.h: the computer players' part of each rule module (issue 31): what a module adds to
 * the moves a player weighs, to the evaluation of a position and to the playouts' turns, as a
 * table of hooks indexed by module (ai_modules.c). The search, the greedy turns, the exact end
 * and the evaluation loop over the hooks of the modules in play and name none of them; each
 * module's hooks live in its own file, ai_<set>.c.
 *
 * Which modules are in play is read once per decision from the catalog (ai_mods_init, at the
 * start of carc_ai_choose and carc_ai_act), and every hook of a kind is kept in its own short
 * list: a loop in a playout or an evaluation only walks the modules that have that hook, so the
 * base game's loops are empty.
 */
#ifndef CARC_AI_MODULE_H
#define CARC_AI_MODULE_H

#include "ai_impl.h"
#include "module.h"

/* The weighted followers of each player on each distinct feature that has followers. */
typedef struct ai_holders {
    int n;
    uint16_t root[CARC_MAX_FIGURES];
    uint8_t w[CARC_MAX_FIGURES][CARC_MAX_PLAYERS];
} ai_holders;

/* The index of root in h (it must be there). */
int ai_holders_find(const ai_holders *h, uint16_t root);

/* What eval.c knows of open features, for the modules' terms: the chance that one open edge is
   closed in time (k tiles make it an even bet), the chance that a road or city with `open`
   open edges closes, and a road's or city's completed and unfinished values. */
double ai_edge_chance(int remaining, double k);
double ai_close_chance(carc_kind kind, int open, int remaining);
void ai_feature_values(const carc_game *g, uint16_t root, double *done, double *open);

typedef struct ai_module {
    /* Candidate steps beyond a figure on the tile and a figure taken back (the core's own): the
       most it adds under one placement; its per-turn preparation with ref, a legal placement of
       the tile in hand (*state is its own, freed by steps_end; false when out of memory); and
       its steps under placement at, appended to out (returns how many). */
    int (*max_steps)(const carc_game *g);
    bool (*steps_begin)(const ai_mods *mods, const carc_game *g, carc_placement ref, void **state);
    int (*steps)(const carc_game *g, void *state, carc_placement at, carc_move *out);
    void (*steps_end)(void *state);

    /* Whether step a is one of the module's whose worth hardly depends on where the tile goes
       (ai_step_anywhere): weighed under the best few placements only. */
    bool (*anywhere)(const carc_action *a);

    /* Whether its owner may take figure f back at any time (RULES.md 4.5's recall): the
       evaluation then counts it as coming back, whether or not its feature closes. */
    bool (*at_will)(const carc_figure *f);

    /* What its evaluation needs of the catalog, worked out once per decision (ai_mods_init)
       rather than in every evaluation (such as a share of the deck's tiles). */
    double (*prepare)(const carc_catalog *cat);

    /* Its terms of the evaluation (ai_eval), added after the base game's; h holds the
       followers' features of g, prepared what prepare returned (0 without it). */
    void (*eval)(const carc_game *g, int remaining, const ai_holders *h, double prepared,
                 double value[CARC_MAX_PLAYERS]);

    /* In a phase of its own after the figure step: the step the AI plays
       for the player whose step it is, into *out; false when the phase is not the module's. */
    bool (*follow_up)(const carc_game *g, carc_action *out);

    /* In a phase of its own, the step a searching level (medium, hard) takes in the game itself,
       weighed further ahead than follow_up's with the level's evaluation ep (out of memory, it
       may leave the step to follow_up); false when the phase is not the module's. */
    bool (*decide)(const ai_mods *mods, const carc_game *g, const ai_eval_params *ep,
                   carc_action *out);

    /* A playout's figure step: the module's own choice, played before the light draw of a
       figure on the tile (acts is scratch room); false to leave the step to that draw. A
       module with this hook or follow_up has the playouts play their turns through the AI's
       own step (playout.c) instead of the core's random turns. */
    bool (*playout_figure)(carc_game *g, carc_rng *rng, carc_action acts[AI_PLAYOUT_ACTIONS],
                           carc_action *out);
} ai_module;

/* The table, indexed by module (carc_module_id); NULL for a module the AI has nothing for. */
extern const ai_module *const ai_modules[CARC_MODULES];

/* The hooks of the modules in play, one list per kind of hook, in the table's order. */
struct ai_mods {
    int nsteps, nanywhere, nat_will, neval, nfollow, ndecide, nplayout;
    const ai_module *steps[CARC_MODULES];
    const ai_module *anywhere[CARC_MODULES];
    const ai_module *at_will[CARC_MODULES];
    const ai_module *eval[CARC_MODULES];
    double prepared[CARC_MODULES]; /* eval[k]'s prepare's value */
    const ai_module *follow[CARC_MODULES];
    const ai_module *decide[CARC_MODULES];
    const ai_module *playout[CARC_MODULES];
    bool own_turns; /* a playout plays its turns through ai_playout_step */
};

/* Whether a module in play lets f's owner take it back at any time (its at_will hook). */
static inline bool ai_at_will(const ai_mods *mods, const carc_figure *f)
{
    for (int k = 0; k < mods->nat_will; k++)
        if (mods->at_will[k]->at_will(f))
            return true;
    return false;
}

#endif
