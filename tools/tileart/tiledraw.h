/*
 * tiledraw.h: drawing one tile from its definition, and where its followers stand.
 *
 * The picture is derived only from the carc_tile_def (features, positions, pennants, flags)
 * and never from a per-tile table, so a new tile set gets art without new code. Every feature
 * meets the tile edge in the same way on every tile (roads and rivers centred on a side's
 * middle with fixed widths, city walls ending in the corners), which is what lets neighbouring
 * tiles join seamlessly on the board.
 */
#ifndef TILEART_TILEDRAW_H
#define TILEART_TILEDRAW_H

#include <stdbool.h>
#include <stdint.h>

#include "tile.h"

/* The label map's resolution: tile_picture.owner has TILE_OWNER_N x TILE_OWNER_N cells. */
#define TILE_OWNER_N 128
/* Cells of the owner map that belong to no feature: a field hedge or a house (an object),
   water and its banks, the festival symbol, a goods symbol (it lies inside its city). */
enum {
    TILE_OWN_OBJECT = -3,
    TILE_OWN_RIVER = -2,
    TILE_OWN_FESTIVAL = -4,
    TILE_OWN_GOODS = -5,
    TILE_OWN_MARK = -6
};

#define TILE_MAX_MARKS 6

/* The Princess & the Dragon's marks: a tile carries at most one (tile_extras.mark). */
enum { TILE_MARK_NONE, TILE_MARK_VOLCANO, TILE_MARK_DRAGON, TILE_MARK_PORTAL, TILE_MARK_PRINCESS };
/* The mark's name in the art file ("volcano", ...), NULL for TILE_MARK_NONE. */
const char *tile_mark_name(int mark);

/* What the tile's definition does not say by its features alone. */
typedef struct tile_extras {
    bool is_spring;      /* a one-sided river is the set's spring (otherwise it ends in a lake) */
    const char *seed_id; /* the id the texture is seeded from: a variant takes its plain tile's,
                            so that it looks the same but for its garden; NULL: the tile's id */
    int garden;          /* local index of the garden feature (the Abbot), or -1 */
    int garden_field;    /* the field it lies in */
    bool festival;       /* draw the festival symbol (the Festival) */
    int goods_city;      /* local index of the city with a goods symbol (Traders & Builders),
                            or -1 */
    int goods;           /* its carc_goods: wine, grain or cloth */
    int mark;            /* TILE_MARK_*: a volcano, a dragon, a portal or the princess */
    int mark_city;       /* TILE_MARK_PRINCESS: the local index of her city */
} tile_extras;

typedef struct tile_picture {
    int size;      /* width and height in pixels */
    uint8_t *rgba; /* size * size * 4 straight RGBA, owned by the picture */
    /* anchor[j]: where a follower on feature j stands, as fractions of the tile (x east,
       y south); has_anchor[j] is false for rivers, where no follower may stand. The garden's
       anchor is the middle of the garden, where the abbot stands. */
    double anchor[CARC_MAX_FEATURES][2];
    bool has_anchor[CARC_MAX_FEATURES];
    /* The garden: a square of half side garden_half around garden_c (tile units). */
    bool has_garden;
    double garden_c[2], garden_half;
    /* The festival symbol: a disc of radius festival_r around festival_c. */
    bool has_festival;
    double festival_c[2], festival_r;
    /* The goods symbol: a disc of radius goods_r around goods_c inside city goods_city. */
    bool has_goods;
    int goods_city, goods;
    double goods_c[2], goods_r;
    /* The Princess & the Dragon's mark (TILE_MARK_*): a disc of radius mark_r around mark_c;
       the princess's lies inside city mark_city. */
    int mark, mark_city;
    double mark_c[2], mark_r;
    /* Every special mark of the tile, for the window to point at: the inn (on its road), the
       cathedral (its city), the cloister's chapel, the garden, the goods (their city), the
       festival symbol and the Princess & the Dragon's mark (the feature they lie on; the
       princess's city). feature -1: the tile's own (the maypole on a village square, the volcano at
       a road's end). */
    int nmarks;
    struct {
        int feature;
        double c[2], r;
    } marks[TILE_MAX_MARKS];
    /* When not NULL (TILE_OWNER_N squared cells, the caller's): which feature owns each cell
       of the finished picture, row by row from the north-west: a feature index, or a
       TILE_OWN_* value. The garden's cells are the garden's, the symbol's the symbol's. */
    signed char *owner;
} tile_picture;

/*
 * Draws tile t in its canonical orientation at size x size pixels, supersampled ss times per
 * axis (the geometry and the anchors do not depend on either). ex may be NULL for a plain
 * tile. Returns 0, or -1 when out of memory; on success the caller frees pic->rgba.
 */
int tile_draw(const carc_tile_def *t, const tile_extras *ex, int size, int ss, tile_picture *pic);

#endif
