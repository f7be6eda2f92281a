/*
 * ai_abbot.c: the computer players' part of the Abbot (RULES.md 4.3, 4.5). The abbot on a
 * cloister or garden is among the figure spots the core lists, its recall among the figures it
 * may take back, and the evaluation counts it as a follower (eval.c); what is the module's own
 * here: a recall hardly depends on where the tile goes, so it is weighed under the best few
 * placements only (ai_step_anywhere).
 */
#include "ai_module.h"

static bool abbot_anywhere(const carc_action *a)
{
    return a->type == CARC_ACT_RETURN;
}

const ai_module ai_abbot = {
    .anywhere = abbot_anywhere,
};
