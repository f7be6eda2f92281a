/*
 * mod_river.c: The River (RULES.md 2). Its tiles are drawn first (their draw_order in the
 * tile set) and no follower stands on a river (the catalog leaves rivers out of the spots);
 * this module adds where a river tile may go: its river must continue the river on the board,
 * and each open river side must have room to go on.
 */
#include "board.h"
#include "mod_impl.h"
#include "mod_river.h"

/* Its refusals (reason.h). */
enum { RIVER_CONTINUE, RIVER_BACK, RIVER_REFUSALS };

const carc_words mod_river_words[] = {
    {RIVER_CONTINUE, -1, 0, N_("the river must continue the river already on the board"), NULL},
    {RIVER_BACK, -1, 0, N_("the river may not turn back on itself or run towards other tiles"),
     NULL},
    {0, -1, 0, NULL, NULL},
};
_Static_assert(RIVER_REFUSALS <= CARC_MODULE_WHYS, "its refusals fit its block");

/* Its words of the core's refusals about a river. */
const carc_words mod_river_variants[] = {
    {CARC_WHY_TAKEN, CARC_RIVER, 0, N_("the river there already has a follower"), NULL},
    {CARC_WHY_COMPLETE, CARC_RIVER, 0, N_("the river there is complete"), NULL},
    {0, -1, 0, NULL, NULL},
};

/* Its byte of a tile: 1 when a river crosses or ends on the tile. Where a river tile goes is
   checked beyond its sides (carc_tile_type.filtered) when the River is in play. */
void mod_river_tile_start(const carc_catalog *cat, carc_tile_type *t)
{
    bool river = false;
    for (int j = 0; j < t->def.nfeatures; j++)
        river = river || t->def.features[j].kind == CARC_RIVER;
    t->part[MOD_RIVER_PART] = river;
    if (river && (cat->modules >> CARC_MOD_RIVER & 1u))
        t->filtered = 1;
}

bool carc_river_tile(const carc_tile_type *t)
{
    return t->part[MOD_RIVER_PART] != 0;
}

/* The cells beyond an open river side that must be empty (RULES.md 2, JCloisterZone's reading):
   the cell beyond and the one after it, each with its two lateral neighbours. This forbids an
   immediate U-turn and the river running into other tiles. */
static bool river_side_clear(const carc_game *g, int x, int y, int d)
{
    int lx = board_dx[(d + 1) & 3], ly = board_dy[(d + 1) & 3];
    for (int step = 1; step <= 2; step++) {
        int cx = x + step * board_dx[d], cy = y + step * board_dy[d];
        for (int l = -1; l <= 1; l++)
            if (board_occupied(g, cx + l * lx, cy + l * ly))
                return false;
    }
    return true;
}

/* 0 when a river tile whose sides match may go at (x, y) in rotation rot, else 1 for "does not
   continue", 2 for "no room". A tile without a river side is never asked. */
static int river_problem(const carc_game *g, const carc_tile_type *t, int x, int y, int rot)
{
    bool continues = false;
    for (int d = 0; d < 4; d++) {
        if (t->turn[rot].edge[d] != CARC_EDGE_RIVER)
            continue;
        if (board_occupied(g, x + board_dx[d], y + board_dy[d]))
            continues = true;
        else if (!river_side_clear(g, x, y, d))
            return 2;
    }
    return continues ? 0 : 1;
}

unsigned mod_river_filter(const carc_game *g, int type, int x, int y, unsigned mask)
{
    const carc_tile_type *t = &g->cat->types[type];
    if (!carc_river_tile(t))
        return mask;
    for (int q = 0; q < 4; q++)
        if ((mask >> q & 1u) && river_problem(g, t, x, y, q))
            mask &= ~(1u << q);
    return mask;
}

void mod_river_reason(const carc_game *g, int type, int x, int y, int rot, carc_reason *why)
{
    const carc_tile_type *t = &g->cat->types[type];
    if (!carc_river_tile(t))
        return;
    const int problem = river_problem(g, t, x, y, rot);
    if (problem == 1)
        *why = (carc_reason){.code = CARC_WHY_MODULE(CARC_MOD_RIVER, RIVER_CONTINUE)};
    else if (problem == 2)
        *why = (carc_reason){.code = CARC_WHY_MODULE(CARC_MOD_RIVER, RIVER_BACK)};
}
