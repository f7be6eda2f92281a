/*
 * tilegeom.h: what the tile drawing's files share (tiledraw.c draws what every tile has; each
 * set's own marks and features are drawn by its own file): the sizes in tile units, the
 * geometry of a tile being drawn (geom), the painter and the colours, and the helpers of
 * geometry and painting.
 */
#ifndef TILEART_TILEGEOM_H
#define TILEART_TILEGEOM_H

#include <stdbool.h>
#include <stdint.h>

#include <cairo.h>

#include "paint.h"
#include "tiledraw.h"

#define PI 3.14159265358979323846

/* Sizes in tile units, shared by every tile so that neighbours match. */
#define ROAD_HW 0.062 /* half the road width, verge included */
#define ROAD_VERGE 0.013
#define RIVER_HW 0.088 /* half the water width */
#define RIVER_BANK 0.024
#define CAP_DEPTH 0.29  /* how far a one-side city bulges into the tile */
#define FCAP_DEPTH 0.30 /* how far a field side bulges into a city that surrounds it */
#define BAND_BULGE 0.05
/* A wall is about 6 px wide at the 100 px a tile the board opens with, so that its lit top
   and shaded face still read there. */
#define WALL_OUT 0.010    /* dark outline of a city wall */
#define WALL_FACE 0.022   /* its outer face, courses of stone */
#define WALL_MERLON 0.014 /* the merlons along the walkway's outer edge */
#define WALL_WALK 0.024   /* the walkway, the wall's lit top */
#define WALL_TOP (WALL_FACE + WALL_MERLON + WALL_WALK)
#define WALL_IN 0.009   /* the inner face */
#define CAST_X 0.013    /* how far walls, houses and towers cast their shadow, east... */
#define CAST_Y 0.016    /* ... and south: the light comes from the upper left */
#define WALL_TAPER 0.16 /* walls narrow to nothing within this distance of a tile corner */
#define WALL_FULL 0.25  /* ... and reach their full width this far from it */
#define SHADOW 0.012    /* soft shadow cast on the field by walls and verges */
#define VILLAGE_R 0.1
#define CLOSE_H 0.22 /* half the size of a cloister's walled close */
#define HEDGE_HW 0.016
#define FOLLOWER_R 0.085          /* room a follower standing on its anchor takes */
#define BAND_GATES_BULGE 0.25     /* a band's wall bows out this far when two gates open in it */
#define DECK_HW (ROAD_HW + 0.018) /* half the width of a road bridge over a road */
#define TUNNEL_MOUTH 0.085        /* a tunnel's mouth lies this far before the wall it runs under */

#define SET_STATE_SIZE 256 /* the room of a set's own state in geom */
#define LM TILE_OWNER_N    /* label map resolution */
#define MAXPTS 48
#define MAXOBJ 192

enum { SHAPE_CAP, SHAPE_BAND, SHAPE_REST };
enum { END_THROUGH, END_VILLAGE, END_GATE, END_CLOISTER, END_HOUSE };
enum { L_FIELD = -1, L_RIVER = TILE_OWN_RIVER, L_OBJECT = TILE_OWN_OBJECT };
enum { ROOF_RED, ROOF_SLATE, ROOF_BROWN };

typedef struct city_geom {
    int feature;
    int shape;
    int sides; /* bit s: side s is city */
    int side;  /* SHAPE_CAP: the side; SHAPE_BAND: the first side clockwise */
    /* How far the wall bows out from the diagonal (SHAPE_BAND), and how deep the field cap on
       each side the city does not hold reaches into it (SHAPE_REST): less and deeper where
       another city on the tile leaves room for an inner field (FE1, FE2). */
    double bulge;
    double fcap[4];
    /* SHAPE_REST: the corner at the end of side `cut` (or -1), where the field caps on either
       side of it would meet: a spur of wall runs into the corner between them (TB4). */
    int cut;
} city_geom;

typedef struct line_geom {
    int feature;
    vec2 pts[MAXPTS];
    int n;
    int end; /* END_* for roads */
    int side;
} line_geom;

typedef struct house {
    vec2 c;
    double len, wid, ang; /* ridge along ang */
    int roof;
    bool hip;   /* a hipped roof (four faces) rather than a gable (two) */
    float tone; /* -1..1: this house's roof a little lighter or darker than its kind's */
} house;

typedef struct disc {
    vec2 c;
    double r;
} disc;

typedef struct geom {
    const carc_tile_def *t;
    const tile_extras *ex; /* what the sets add to the tile (tile_draw's argument) */
    uint32_t seed;
    int ncity;
    city_geom city[4];
    int nroad;
    line_geom road[4];
    bool river;
    line_geom riv;
    int pool; /* 0 none, 1 spring, 2 lake */
    vec2 pool_c;
    double pool_rx, pool_ry;
    int cloister; /* feature index or -1 */
    vec2 cl_c;
    double cl_s; /* scale of the close */
    int cl_door; /* side the chapel door faces */
    bool village;
    vec2 vil_c;
    /* A city whose middle a set's building fills (feature index, -1): its follower stands in
       the middle, it bears no pennants' shield, its houses keep off the middle. */
    int centre_city;
    int nhouse;
    house houses[MAXOBJ];
    int nkeep;
    disc keep[MAXOBJ]; /* objects drawn on fields: no follower or texture there */
    vec2 shield[4];
    int nshield;
    int ntree;
    disc trees[4];
    int ntower;
    vec2 towers[8]; /* round towers along the walls */
    /* A road that crosses another on a bridge (TB23, TB24): indices into road[], -1. */
    int bridge_top, bridge_bot;
    /* A road that runs under a city in a tunnel (PD15): its index in road[], -1; it shows
       from each of its sides for tunnel_len, up to the tunnel's mouth. */
    int tunnel;
    double tunnel_len;
    /* Each set's own state for the tile (a struct of the set's file, through tileart_state),
       zeroed when the tile's drawing starts. */
    _Alignas(16) unsigned char set_state[TILEART_MAX_SETS][SET_STATE_SIZE];
    signed char label[LM * LM];
    float clear[LM * LM]; /* distance to a cell of another label, tile units */
    /* per field component: which fields it holds */
    int ncomp;
    short comp[LM * LM];
    uint16_t comp_fields[LM * LM / 4];
    int queue[LM * LM]; /* scratch space of the flood fill */
} geom;

static const vec2 side_mid[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
static const vec2 side_in[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
/* The corner at the clockwise end of each side. */
static const vec2 side_end[4] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};

typedef struct painter {
    cairo_t *cr;
    double scale; /* surface pixels per tile unit */
} painter;

static const uint32_t COL_GRASS = 0x86b04f, COL_GRASS_DARK = 0x6a9a3e, COL_GRASS_LIGHT = 0x9cc25e;
static const uint32_t COL_GRASS_SUN = 0xa4bf58, COL_GRASS_DEEP = 0x6f9e48;
static const uint32_t COL_ROAD = 0xe9dbb0, COL_ROAD_RUT = 0xd8c693, COL_VERGE = 0xa88d5c;
static const uint32_t COL_CITY = 0xcfb185, COL_CITY_DARK = 0xb99a6c;
static const uint32_t COL_WALL = 0xeedfc0, COL_WALL_SHADE = 0xb5a282, COL_OUTLINE = 0x3a2d24;
static const uint32_t COL_WALL_LIT = 0xe3c898, COL_WALL_DARK = 0x8f7656;
static const uint32_t COL_WATER = 0x3f97d6, COL_WATER_DEEP = 0x2f7fc4, COL_WATER_LIGHT = 0x8fd0f2;
static const uint32_t COL_BANK = 0xd8d09a, COL_HEDGE = 0x4b7a32;

/* tiledraw.c: geometry and painting every tile shares */
vec2 v2(double x, double y);
double dist2(vec2 a, vec2 b);
int sides_of(uint16_t mask);
/* The first and the second side (0 north .. 3 west) a feature's mask touches, -1 for none. */
void first_sides(uint16_t mask, int *a, int *b);
void line_straight(line_geom *l, vec2 a, vec2 b);
void line_between(line_geom *l, int a, int b);
vec2 line_at(const line_geom *l, double f, vec2 *tangent);
double river_sd(const geom *g, vec2 p);
/* Smoothstep of x from a (0) to b (1). */
double smooth(double a, double b, double x);
bool free_disc(const geom *g, vec2 c, double r, double border);
vec2 cell_centre(int i, int j);
vec2 best_spot(const geom *g, int f, const tile_picture *pic, double border_bonus);
void fill_poly(const painter *pt, const vec2 *q, int n, rgba col);
void fill_ellipse(const painter *pt, double cx, double cy, double rx, double ry, double ang,
                  rgba col);
void stroke_line(const painter *pt, const vec2 *q, int n, double width, rgba col);
vec2 to_px(const painter *pt, vec2 p);
void fill_rect(const painter *pt, vec2 c, double len, double wid, double ang, rgba col);
cairo_t *tile_units(const painter *pt);
void cast_shadow(cairo_t *cr, double k);
void draw_house(const painter *pt, const house *h);
void draw_tower(const painter *pt, vec2 c, double half, double ang, int roof);
void ell(const painter *pt, vec2 c, double rx, double ry, double ang, uint32_t hex);
void poly_at(const painter *pt, vec2 c, double u, const vec2 *v, int n, double outline,
             uint32_t hex);
void ell_o(const painter *pt, vec2 c, double rx, double ry, double ang, uint32_t hex, double ow,
           uint32_t ink);
void draw_badge(const painter *pt, vec2 c, double r, uint32_t fill, uint32_t ring);
/* Adds a mark (tile_picture.marks): a disc round something drawn on feature. */
void tile_add_mark(tile_picture *pic, int feature, vec2 c, double r);

#endif
