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
