/*
 * mod_festival.c: the Festival (RULES.md 4.4, with the decisions of 4.5). Its tiles carry the
 * tag "festival" (a mark on the tile, not a feature: it splits and joins nothing). After
 * placing one, the player may, instead of placing a figure, take back any one of their own
 * figures from the board; it scores nothing (the abbot excepted: mod_abbot.c scores it).
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "mod_festival.h"
#include "mod_impl.h"

/* Its refusals (reason.h). */
enum { FESTIVAL_ONLY_BACK, FESTIVAL_NOT_FESTIVAL, FESTIVAL_REFUSALS };
_Static_assert(FESTIVAL_REFUSALS <= CARC_MODULE_WHYS, "its refusals fit its block");

/* A take-back it refuses: with the Abbot in play, its exception to the abbot's recall (it
   follows the Abbot in the table of modules, so with both in play these are the words of a
   refused take-back: carc_module.take_back_refusal); alone, its own rule. */
const carc_words mod_festival_words[] = {
    {FESTIVAL_ONLY_BACK, -1, 0,
     N_("only the abbot may be taken back, unless the tile is a festival tile"), NULL},
    {FESTIVAL_NOT_FESTIVAL, -1, 0,
     N_("a figure may be taken back only on a turn that places a festival tile"), NULL},
    {0, -1, 0, NULL, NULL},
};

void mod_festival_take_back_refusal(const carc_game *g, carc_reason *why)
{
    const bool abbot = g->cat->modules >> CARC_MOD_ABBOT & 1u;
    *why = (carc_reason){.code = CARC_WHY_MODULE(CARC_MOD_FESTIVAL, abbot ? FESTIVAL_ONLY_BACK
                                                                          : FESTIVAL_NOT_FESTIVAL)};
}

int mod_festival_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len)
{
    if (strcmp(tag->value, "true") != 0) {
        snprintf(err, len, "tile %s: festival: expected true", t->def.id);
        return -1;
    }
    t->part[MOD_FESTIVAL_PART] = 1;
    return 0;
}

bool carc_festival_tile(const carc_tile_type *t)
{
    return t->part[MOD_FESTIVAL_PART] != 0;
}

bool mod_festival_may_take_back(const carc_game *g, const carc_figure *f)
{
    (void)f;
    /* before or after placing it */
    return carc_festival_tile(&g->cat->types[carc_game_tile_in_hand(g)]);
}
