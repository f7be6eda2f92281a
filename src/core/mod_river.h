/*
 * mod_river.h: what the River tells the other layers of a tile (its byte of the tile's part,
 * module.h).
 */
#ifndef CARC_MOD_RIVER_H
#define CARC_MOD_RIVER_H

#include <stdbool.h>

#include "tile.h"

/* Whether a river crosses or ends on tile type t (any catalog's, the River in play or not). */
bool carc_river_tile(const carc_tile_type *t);

#endif
