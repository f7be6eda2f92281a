/*
 * river.h: the River's part of a tile's extras (tiledraw.h's tile_extras.set, river.c).
 */
#ifndef TILEART_RIVER_H
#define TILEART_RIVER_H

#include <stdbool.h>

typedef struct river_tile_extras {
    bool is_spring; /* a one-sided river is the set's spring (otherwise it ends in a lake) */
} river_tile_extras;

#endif
