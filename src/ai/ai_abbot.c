/*
 * ai_abbot.c: the computer players' part of the Abbot (RULES.md 4.3, 4.5). The abbot on a
 * cloister or garden is among the figure spots the core lists, its recall among the figures it
 * may take back, and the evaluation counts it in supply as a follower (eval.c: it counts for a
 * majority); what is the module's own here: a recall hardly depends on where the tile goes, so
 * it is weighed under the best few placements only (ai_step_anywhere), and an abbot on the
 * board comes back whenever its owner recalls it, so the evaluation never counts it as stuck.
 */
#include "ai_module.h"
#include "mod_abbot.h"

static bool abbot_anywhere(const carc_action *a)
{
    return a->type == CARC_ACT_RETURN;
}

static bool abbot_at_will(const carc_figure *f)
{
    return f->kind == CARC_FIG_ABBOT;
}

const ai_module ai_abbot = {
    .anywhere = abbot_anywhere,
    .at_will = abbot_at_will,
};
