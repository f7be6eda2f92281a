/*
 * traders.h: Traders & Builders' part of a tile's extras and of its picture (tiledraw.h's set
 * parts, traders.c).
 */
#ifndef TILEART_TRADERS_H
#define TILEART_TRADERS_H

#include <stdbool.h>

#include "tiledraw.h"

/* The owner map's value on a goods symbol (it lies inside its city). */
#define TRADERS_OWN (TILE_OWN_SETS - 1)

typedef struct traders_tile_extras {
    int goods_city; /* local index of the city with a goods symbol, or -1 */
    int goods;      /* its carc_goods: wine, grain or cloth */
} traders_tile_extras;

/* The goods symbol: a disc of radius goods_r around goods_c inside city goods_city. */
typedef struct traders_tile_picture {
    bool has_goods;
    int goods_city, goods;
    double goods_c[2], goods_r;
} traders_tile_picture;

#endif
