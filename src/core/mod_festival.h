/*
 * mod_festival.h: what the Festival tells the other layers of a tile (its byte of the tile's
 * part, module.h).
 */
#ifndef CARC_MOD_FESTIVAL_H
#define CARC_MOD_FESTIVAL_H

#include <stdbool.h>

#include "tile.h"

/* Whether tile type t is a festival tile (the tag "festival"). */
bool carc_festival_tile(const carc_tile_type *t);

#endif
