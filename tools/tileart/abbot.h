/*
 * abbot.h: the Abbot's part of a tile's extras and of its picture (tiledraw.h's set parts,
 * abbot.c).
 */
#ifndef TILEART_ABBOT_H
#define TILEART_ABBOT_H

#include <stdbool.h>

typedef struct abbot_tile_extras {
    int garden;       /* local index of the garden feature, or -1 */
    int garden_field; /* the field it lies in */
} abbot_tile_extras;

/* The garden: a square of half side garden_half around garden_c (tile units). Its anchor is the
   middle of the garden, where the abbot stands. */
typedef struct abbot_tile_picture {
    bool has_garden;
    double garden_c[2], garden_half;
} abbot_tile_picture;

#endif
