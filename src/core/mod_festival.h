/*
 * mod_festival.h: what the Festival tells the other layers of a tile (its byte of the tile's
 * part, module.h).
 */
#ifndef CARC_MOD_FESTIVAL_H
#define CARC_MOD_FESTIVAL_H

#include <stdbool.h>

#include "module.h"

/* Whether tile type t is a festival tile (the tag "festival"). */
bool carc_festival_tile(const carc_tile_type *t);

/* Its entry in the table of modules (module.c), and for that table only: its words and its
   hooks (module.h says what each hook means). */
extern const carc_words mod_festival_words[];
int mod_festival_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);
bool mod_festival_may_take_back(const carc_game *g, const carc_figure *f);
void mod_festival_take_back_refusal(const carc_game *g, carc_reason *why);

#endif
