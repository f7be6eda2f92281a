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

/* A position near the board as one number, x + 128 | (y + 128) << 8: a step to a neighbour
   adds or subtracts 1 or 256 without carrying from x into y (see game.h for the range). */
static inline unsigned board_pos(int x, int y)
{
    return (unsigned)(x + 128) | (unsigned)(y + 128) << 8;
}

static inline int board_pos_x(unsigned pos)
{
    return (int)(pos & 0xFFu) - 128;
}

static inline int board_pos_y(unsigned pos)
{
    return (int)(pos >> 8) - 128;
}

/* The grid cell of a position: its coordinates modulo CARC_GRID (128 is a multiple). */
static inline unsigned board_pos_cell(unsigned pos)
{
    return (pos & (CARC_GRID - 1u)) | (pos >> 1 & (CARC_GRID - 1u) << CARC_GRID_BITS);
}

/* Position steps beyond side d. */
static const int16_t board_pos_step[4] = {-256, 1, 256, -1};

/* The tile index at a board position, or -1 (see the grid's comment in game.h). */
static inline int board_tile(const carc_game *g, int x, int y)
{
    const unsigned t = g->cell[board_cell(x, y)];
    return t < g->ntiles && g->tiles[t].x == x && g->tiles[t].y == y ? (int)t : -1;
}

static inline bool board_occupied(const carc_game *g, int x, int y)
{
    return board_tile(g, x, y) >= 0;
}

/* The hole at a board position, or -1. */
static inline int board_hole(const carc_game *g, int x, int y)
{
    if (x < -127 || x > 127 || y < -127 || y > 127)
        return -1;
    const unsigned h = g->cell[board_cell(x, y)];
    return h < g->nholes && g->hole_pos[h] == board_pos(x, y) ? (int)h : -1;
}

/* The coordinates of a hole. */
static inline void board_hole_xy(const carc_game *g, int h, int *x, int *y)
{
    *x = board_pos_x(g->hole_pos[h]);
    *y = board_pos_y(g->hole_pos[h]);
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

/* What a placement did: where the tile went, and the roads and cities it completed (at most
   one per side). */
typedef struct board_closed {
    uint16_t pos; /* where the tile went (see board_pos) */
    uint16_t n;
    uint16_t root[4];
} board_closed;

/* Places the start tile of type at (0, 0), rotation 0, on an empty board: four holes around
   it. */
void board_start(carc_game *g, int type);

/* Places a tile into hole (its index), joining its features to its neighbours' and updating
   the holes; the placement must be legal. Returns the new tile's index; closed receives the
   roots of the roads and cities it completed. */
int board_place(carc_game *g, int type, int hole, int rot, board_closed *closed);

/* Puts the current player's figure of kind on feature j of tile ti (game.c). */
void game_put_figure(carc_game *g, int ti, unsigned j, unsigned kind, carc_events *ev);

/* Ends the turn after its figure step and any phase a module added there: the scoring of what
   the tile completed, the next turn (or a module's extra one), the next draw, the end of the
   game (game.c). */
void game_finish_turn(carc_game *g, carc_events *ev);

/* Ends the game: the final scoring (score_final), then the game is over (game.c; the aids'
   projection runs it on a copy). */
void game_finish(carc_game *g, carc_events *ev);

/* Distinct tiles of the set rooted at root. */
int board_feature_tiles(const carc_game *g, uint16_t root);

/* Placed tiles among the eight around (x, y). */
int board_neighbours(const carc_game *g, int x, int y);

#endif
