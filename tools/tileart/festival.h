/*
 * festival.h: the Festival's part of a tile's extras and of its picture (tiledraw.h's set
 * parts, festival.c).
 */
#ifndef TILEART_FESTIVAL_H
#define TILEART_FESTIVAL_H

#include <stdbool.h>

#include "tiledraw.h"

/* The owner map's value on the festival symbol. */
#define FESTIVAL_OWN TILE_OWN_SETS

typedef struct festival_tile_extras {
    bool festival; /* draw the festival symbol */
} festival_tile_extras;

/* The festival symbol: a disc of radius festival_r around festival_c. */
typedef struct festival_tile_picture {
    bool has_festival;
    double festival_c[2], festival_r;
} festival_tile_picture;

#endif
