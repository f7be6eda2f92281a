/*
 * sets.h: each set's part of the art, as a table that the generic drawing loops over.
 *
 * tiledraw.c draws what every tile has (cities, roads, fields, the cloister, pennants,
 * houses, the ground and its shading) and calls each set's hooks at fixed steps of drawing a
 * tile, in the order of the table; main.c asks each set for its part of a tile's extras, its
 * keys in the art file and its dots on the preview's contact sheet; sprites.c writes each
 * set's figures. A set's hooks and figures live in its own file (river.c .. dragon.c), the
 * only place that names what the set adds. A NULL hook: the set does nothing at that step.
 */
#ifndef TILEART_SETS_H
#define TILEART_SETS_H

#include <stdbool.h>
#include <stdio.h>

#include "figure.h"
#include "tilegeom.h"

/* An owner hook's answer where the set has nothing at the point. */
#define SET_OWN_NONE (-100)
/* The most dots a set marks on one tile of the contact sheet. */
#define SET_MAX_DOTS 2

/* One of a set's figures: its sprite file (96 px) and how it is shaded; mark_at: where the
   preview puts a player's mark on it (pixels of the 96 px sprite), for figures tinted per
   player (figure.col NULL). */
typedef struct set_figure {
    const char *file;
    figure fg;
    int mark_at[2];
} set_figure;

typedef struct tileart_set {
    const char *module; /* the id of the set's module (module.h) */
    /* main.c: the set's part of a tile's extras from the tile as the catalog resolved it
       (type NULL: a tile without any of it; is_start: the tile is its tile set's start). */
    void (*extras)(const carc_tile_type *type, bool is_start, tile_extras *ex);
    /* tile_draw's steps. */
    /* Before any geometry: the set's state from g->ex, its entries of pic cleared. */
    void (*start)(geom *g, tile_picture *pic);
    /* After the cities, before the cloister and the roads: lines of its own across the tile. */
    void (*lines)(geom *g);
    /* After the roads, before the village: what stands by the roads. */
    void (*build)(geom *g);
    /* Once the labels are known, before the anchors: a disc the followers keep off; returns
       true when it placed one (the labels are then built again). */
    bool (*place_obstacle)(geom *g);
    /* Whether the set places feature j's anchor itself (place_last), not place_anchors. */
    bool (*own_anchor)(const geom *g, int j);
    /* The disc its symbol takes on the tile, once placed; false when it has none (yet). What
       this file places keeps off it: the middles of houses by the disc's radius, 0.6 of
       their length and house_gap (< 0: they need not), trees by the radii and tree_gap
       (< 0: they need not); an obstacle (placed before the anchors) is also left out of the
       label map (0.012 round it), the houses' corners keep 0.015 off it and a road's
       follower FOLLOWER_R. A disc on the village square takes the well's place. */
    bool (*disc)(const geom *g, vec2 *c, double *r);
    double house_gap, tree_gap;
    bool obstacle;
    /* After the anchors and the shields, before the houses (which keep off it). */
    void (*place)(geom *g, tile_picture *pic);
    /* After the houses and the trees. */
    void (*place_last)(geom *g, tile_picture *pic);
    /* Its buildings on the tile's features, listed in pic->marks before the cloister's. */
    void (*building_marks)(const geom *g, tile_picture *pic);
    /* The symbols it adds to the tile, listed in pic->marks after the cloister's. */
    void (*marks)(const geom *g, tile_picture *pic);
    /* The owner map's value at p where one of its things lies, else SET_OWN_NONE. */
    int (*owner)(const geom *g, vec2 p);
    /* The ground's colour at p (col: the grass and hedges there) with what the set paints on
       the ground itself, before the cities and roads; asked for every sample of the tile
       (win: 0 at the tile's edge to 1 inside, where low-frequency texture fades out; sp: the
       ground's fine speckle, -0.5 to 0.5). */
    rgba (*ground)(const geom *g, vec2 p, rgba col, double win, double sp);
    /* Painted over the ground's details, before the village and the houses. */
    void (*draw_ground)(const painter *pt, const geom *g);
    /* Painted after the cloister, before the pennants' shields. */
    void (*draw)(const painter *pt, const geom *g);
    /* main.c: its keys in the tile's entry of the art file (", \"key\": ..."). */
    void (*write_keys)(FILE *fp, const carc_tile_def *t, const tile_picture *p);
    /* main.c: the points the contact sheet marks with a white dot ({x, y, radius in px});
       returns how many. */
    int (*sheet_dots)(const tile_picture *p, double dots[SET_MAX_DOTS][3]);
    /* sprites.c: its figures. */
    const set_figure *figures;
    int nfigures;
} tileart_set;

extern const tileart_set *const tileart_sets[];
extern const int tileart_nsets;

/* Set set's own state for the tile g is drawing (SET_STATE_SIZE bytes, zeroed at the start;
   the set's file casts it to its own struct). */
void *tileart_state(const geom *g, const tileart_set *set);

/* Set set's part of a tile's extras and of its picture (TILE_SET_PART bytes; the set's file
   and its header cast them to its own structs). */
void *tileart_extras_part(const tile_extras *ex, const tileart_set *set);
void *tileart_picture_part(const tile_picture *pic, const tileart_set *set);

/* A tile's extras with nothing of any set (type NULL for every set's extras hook). */
void tileart_plain_extras(tile_extras *ex);

/* Every set's entry, in its own file. */
extern const tileart_set river_art, inns_art, abbot_art, festival_art, traders_art, dragon_art;

#endif
