/*
 * dragon.h: the Princess & the Dragon's part of a tile's extras and of its picture
 * (tiledraw.h's set parts, dragon.c).
 */
#ifndef TILEART_DRAGON_H
#define TILEART_DRAGON_H

#include "tiledraw.h"

/* The owner map's value on the mark. */
#define DRAGON_OWN (TILE_OWN_SETS - 2)

/* The set's marks: a tile carries at most one. */
enum { TILE_MARK_NONE, TILE_MARK_VOLCANO, TILE_MARK_DRAGON, TILE_MARK_PORTAL, TILE_MARK_PRINCESS };
/* The mark's name in the art file ("volcano", ...), NULL for TILE_MARK_NONE. */
const char *tile_mark_name(int mark);

typedef struct dragon_tile_extras {
    int mark;      /* TILE_MARK_*: a volcano, a dragon, a portal or the princess */
    int mark_city; /* TILE_MARK_PRINCESS: the local index of her city */
} dragon_tile_extras;

/* The mark (TILE_MARK_*): a disc of radius mark_r around mark_c; the princess's lies inside
   city mark_city. */
typedef struct dragon_tile_picture {
    int mark, mark_city;
    double mark_c[2], mark_r;
} dragon_tile_picture;

#endif
