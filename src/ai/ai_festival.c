/*
 * ai_festival.c: the computer players' part of the Festival (RULES.md 4.4, 4.5). On a festival
 * tile the player may take back any of their figures instead of placing one: the core lists
 * them (carc_game_may_take_back), and a return hardly depends on where the tile goes, so it is
 * weighed under the best few placements only (ai_step_anywhere).
 */
#include "ai_module.h"

static bool festival_anywhere(const carc_action *a)
{
    return a->type == CARC_ACT_RETURN;
}

const ai_module ai_festival = {
    .anywhere = festival_anywhere,
};
