/*
 * board.h: the core's internal view of the board: the wrapping grid, the holes around the
 * board, and the union-find forest of features. Only the core's own modules include it; front
 * ends use game.h.
 */
#ifndef CARC_BOARD_H
#define CARC_BOARD_H

#include "game.h"

static inline unsigned board_cell(int x, int y)
{
    return ((unsigned)y & (CARC_GRID - 1u)) << CARC_GRID_BITS | ((unsigned)x & (CARC_GRID - 1u));
}

/* The tile in a grid cell, or -1 (see the grid's comment in game.h). */
static inline int board_cell_tile(const carc_game *g, unsigned cell)
{
    unsigned t = g->cell[cell];
    return t < g->ntiles && g->tiles[t].cell == cell ? (int)t : -1;
}

static inline bool board_occupied(const carc_game *g, unsigned cell)
{
    return board_cell_tile(g, cell) >= 0;
}

/* The hole in a grid cell, or -1. */
static inline int board_cell_hole(const carc_game *g, unsigned cell)
{
    unsigned h = g->cell[cell];
    return h < g->nholes && g->hole_cell[h] == cell ? (int)h : -1;
}

/* Whether (x, y) lies within one cell of the placed tiles: only such cells map to the grid
   without ambiguity (see game.h). */
static inline bool board_near(const carc_game *g, int x, int y)
{
    return x >= g->minx - 1 && x <= g->maxx + 1 && y >= g->miny - 1 && y <= g->maxy + 1;
}

/* The tile index at a board position, or -1. */
static inline int board_tile(const carc_game *g, int x, int y)
{
    return board_near(g, x, y) ? board_cell_tile(g, board_cell(x, y)) : -1;
}

/* The real coordinates of a hole (its grid cell is unambiguous near the board). */
static inline void board_hole_xy(const carc_game *g, int h, int *x, int *y)
{
    unsigned c = g->hole_cell[h];
    *x = g->minx - 1 + (int)(((c & (CARC_GRID - 1u)) - (unsigned)(g->minx - 1)) & (CARC_GRID - 1u));
    *y = g->miny - 1 + (int)(((c >> CARC_GRID_BITS) - (unsigned)(g->miny - 1)) & (CARC_GRID - 1u));
}

/* Union-find root, compressing the path as it goes (by path halving). */
static inline uint16_t board_find_in(carc_node *restrict nodes, uint16_t n)
{
    int16_t up;
    while ((up = nodes[n].up) != 0) {
        const uint16_t p = (uint16_t)(n + up);
        const int16_t pup = nodes[p].up;
        nodes[n].up = (int16_t)(up + pup);
        n = (uint16_t)(p + pup);
    }
    return n;
}

static inline uint16_t board_find(carc_game *g, uint16_t n)
{
    return board_find_in(g->nodes, n);
}

/* Union-find root without writing (for const queries). */
static inline uint16_t board_find_const(const carc_game *g, uint16_t n)
{
    while (g->nodes[n].up)
        n = (uint16_t)(n + g->nodes[n].up);
    return n;
}

/* The next member of a node's set (its list is circular). */
static inline uint16_t board_next(const carc_game *g, uint16_t n)
{
    return (uint16_t)(n + g->link[n]);
}

/* The cell beyond side d of (x, y). */
static const int8_t board_dx[4] = {0, 1, 0, -1};
static const int8_t board_dy[4] = {-1, 0, 1, 0};

/* The roads and cities a placement completed: at most one per side. */
typedef struct board_closed {
    int n;
    uint16_t root[4];
} board_closed;

/* Places a tile into hole (its index), or the start tile at (0, 0) for hole -1, joining its
   features to its neighbours' and updating the holes; the placement must be legal. Returns the
   new tile's index; closed receives the roots of the roads and cities it completed. */
int board_place(carc_game *g, int type, int hole, int rot, board_closed *closed);

/* Distinct tiles of the set rooted at root. */
int board_feature_tiles(const carc_game *g, uint16_t root);

/* Placed tiles among the eight around (x, y). */
int board_neighbours(const carc_game *g, int x, int y);

#endif
