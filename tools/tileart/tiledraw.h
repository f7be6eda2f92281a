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

typedef struct tile_picture {
    int size;      /* width and height in pixels */
    uint8_t *rgba; /* size * size * 4 straight RGBA, owned by the picture */
    /* anchor[j]: where a follower on feature j stands, as fractions of the tile (x east,
       y south); has_anchor[j] is false for rivers, where no follower may stand. */
    double anchor[CARC_MAX_FEATURES][2];
    bool has_anchor[CARC_MAX_FEATURES];
} tile_picture;

/*
 * Draws tile t in its canonical orientation at size x size pixels, supersampled ss times per
 * axis. is_spring tells a one-sided river that it is the set's spring (otherwise it ends in a
 * lake). Returns 0, or -1 when out of memory; on success the caller frees pic->rgba.
 */
int tile_draw(const carc_tile_def *t, bool is_spring, int size, int ss, tile_picture *pic);

#endif
