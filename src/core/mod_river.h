/*
 * mod_river.h: what the River tells the other layers of a tile (its byte of the tile's part,
 * module.h).
 */
#ifndef CARC_MOD_RIVER_H
#define CARC_MOD_RIVER_H

#include <stdbool.h>

#include "module.h"

/* Whether a river crosses or ends on tile type t (any catalog's, the River in play or not). */
bool carc_river_tile(const carc_tile_type *t);

/* Its entry in the table of modules (module.c), and for that table only: its words and its
   hooks (module.h says what each hook means). */
extern const carc_words mod_river_words[];
extern const carc_words mod_river_variants[];
void mod_river_tile_start(const carc_catalog *cat, carc_tile_type *t);
unsigned mod_river_filter(const carc_game *g, int type, int x, int y, unsigned mask);
void mod_river_reason(const carc_game *g, int type, int x, int y, int rot, carc_reason *why);

#endif
