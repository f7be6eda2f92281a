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
   water and its banks; TILE_OWN_SETS and below: a set's own symbol (each set's value in its
   header beside its file, where the symbol lies inside a feature). */
enum { TILE_OWN_OBJECT = -3, TILE_OWN_RIVER = -2, TILE_OWN_SETS = -4 };

#define TILE_MAX_MARKS 6

/* The sets of the art's table (sets.c), and the bytes of each set's part of a tile's extras and
   of its picture (tile_extras.set, tile_picture.set), which only the set's file (and its
   header's struct) reads: sets.h's tileart_extras_part and tileart_picture_part find them. */
#define TILEART_MAX_SETS 8
#define TILE_SET_PART 64

/* What the tile's definition does not say by its features alone. */
typedef struct tile_extras {
    const char *seed_id; /* the id the texture is seeded from: a variant takes its plain tile's,
                            so that it looks the same but for what a set adds; NULL: the
                            tile's id */
    _Alignas(16) unsigned char set[TILEART_MAX_SETS][TILE_SET_PART]; /* each set's part */
} tile_extras;

typedef struct tile_picture {
    int size;      /* width and height in pixels */
    uint8_t *rgba; /* size * size * 4 straight RGBA, owned by the picture */
    /* anchor[j]: where a follower on feature j stands, as fractions of the tile (x east,
       y south); has_anchor[j] is false for rivers, where no follower may stand. A set that
       places a feature's anchor itself (sets.h, own_anchor) says where. */
    double anchor[CARC_MAX_FEATURES][2];
    bool has_anchor[CARC_MAX_FEATURES];
    /* Each set's part: where its symbols lie (its header's struct). */
    _Alignas(16) unsigned char set[TILEART_MAX_SETS][TILE_SET_PART];
    /* Every special mark of the tile, for the window to point at: the cloister's chapel and
       each set's buildings and symbols (sets.h: building_marks, marks), with the feature they
       lie on; feature -1: the tile's own (a symbol on a village square or at a road's end). */
    int nmarks;
    struct {
        int feature;
        double c[2], r;
    } marks[TILE_MAX_MARKS];
    /* When not NULL (TILE_OWNER_N squared cells, the caller's): which feature owns each cell
       of the finished picture, row by row from the north-west: a feature index, or a
       TILE_OWN_* value. A set's feature's cells are the feature's, a symbol's the symbol's. */
    signed char *owner;
} tile_picture;

/*
 * Draws tile t in its canonical orientation at size x size pixels, supersampled ss times per
 * axis (the geometry and the anchors do not depend on either). ex may be NULL for a plain
 * tile. Returns 0, or -1 when out of memory; on success the caller frees pic->rgba.
 */
int tile_draw(const carc_tile_def *t, const tile_extras *ex, int size, int ss, tile_picture *pic);

#endif
