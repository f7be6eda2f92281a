/*
 * rules.c: what is legal. Where the tile in hand fits (RULES.md 1.2 step 1, and the River's
 * continuation rules of RULES.md 2), where a follower may stand (1.2 step 2), and the readable
 * reason when a placement or a move is refused. Enumeration, random choice and checking all
 * read the same hole table and the same river test, so they cannot disagree.
 */
#include "rules.h"

#include <stdio.h>

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

/* The River's extra test for a tile whose sides already match: its river must continue from a
   placed tile, and each open river side must have room to go on. 0 when fine, else 1 for "does
   not continue", 2 for "no room". */
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

unsigned rules_hole_rotations(const carc_game *g, int type, int h)
{
    const carc_tile_type *t = &g->cat->types[type];
    unsigned mask = g->cat->fit[type][g->hole_code[h]] & 15u;
    if (t->has_river && mask) {
        int x, y;
        board_hole_xy(g, h, &x, &y);
        for (int q = 0; q < 4; q++)
            if ((mask >> q & 1u) && river_problem(g, t, x, y, q))
                mask &= ~(1u << q);
    }
    return mask;
}

int carc_game_check_placement(const carc_game *g, const carc_placement *p, char *reason,
                              size_t len)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0) {
        snprintf(reason, len, "the game is over: no tile is left to place");
        return CARC_ILLEGAL;
    }
    if (p->rot > 3) {
        snprintf(reason, len, "a rotation must be 0, 90, 180 or 270 degrees");
        return CARC_ILLEGAL;
    }
    if (board_tile(g, p->x, p->y) >= 0) {
        snprintf(reason, len, "a tile is already there");
        return CARC_ILLEGAL;
    }
    int h = board_hole(g, p->x, p->y);
    if (h < 0) {
        snprintf(reason, len, "it touches no placed tile");
        return CARC_ILLEGAL;
    }
    const carc_tile_type *t = &g->cat->types[type];
    unsigned code = g->hole_code[h];
    for (int d = 0; d < 4; d++) {
        unsigned need = code / carc_hole_pow5[d] % 5u;
        unsigned have = t->turn[p->rot].edge[d];
        if (need && need != have + 1) {
            snprintf(reason, len, "%s side: %s meets %s", carc_side_name(d),
                     carc_edge_name((carc_edge)have), carc_edge_name((carc_edge)(need - 1)));
            return CARC_ILLEGAL;
        }
    }
    if (t->has_river) {
        int why = river_problem(g, t, p->x, p->y, p->rot);
        if (why == 1) {
            snprintf(reason, len, "the river must continue the river already on the board");
            return CARC_ILLEGAL;
        }
        if (why == 2) {
            snprintf(reason, len,
                     "the river may not turn back on itself or run towards other tiles");
            return CARC_ILLEGAL;
        }
    }
    return CARC_OK;
}

int carc_game_legal_placements(const carc_game *g, carc_placement *out, int max)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0)
        return 0;
    int n = 0;
    for (int h = 0; h < g->nholes; h++) {
        unsigned mask = rules_hole_rotations(g, type, h);
        if (!mask)
            continue;
        int x, y;
        board_hole_xy(g, h, &x, &y);
        for (int q = 0; q < 4; q++)
            if (mask >> q & 1u) {
                if (n < max)
                    out[n] = (carc_placement){(int16_t)x, (int16_t)y, (uint8_t)q};
                n++;
            }
    }
    return n;
}

bool carc_game_can_place(const carc_game *g)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0)
        return false;
    for (int h = 0; h < g->nholes; h++)
        if (rules_hole_rotations(g, type, h))
            return true;
    return false;
}

bool rules_random_counted(const carc_game *g, carc_rng *rng, int type, unsigned *hole,
                          unsigned *rot)
{
    const uint8_t *fit = g->cat->fit[type];
    const bool river = g->cat->types[type].has_river;
    uint32_t total = 0;
    for (int h = 0; h < g->nholes; h++)
        total += river ? (uint32_t)__builtin_popcount(rules_hole_rotations(g, type, h))
                       : (uint32_t)(fit[g->hole_code[h]] >> 4);
    if (total == 0)
        return false;
    uint32_t k = carc_rng_below(rng, total);
    for (int h = 0;; h++) {
        const unsigned f = fit[g->hole_code[h]];
        const unsigned mask = river ? rules_hole_rotations(g, type, h) : f & 15u;
        const unsigned n = river ? (unsigned)__builtin_popcount(mask) : f >> 4;
        if (k < n) {
            *hole = (unsigned)h;
            *rot = rules_nth_rotation(mask, k);
            return true;
        }
        k -= n;
    }
}

bool carc_game_random_placement(const carc_game *g, carc_rng *rng, carc_placement *out)
{
    const int type = carc_game_tile_in_hand(g);
    unsigned h, q;
    if (type < 0 || !rules_random_pick(g, rng, type, &h, &q))
        return false;
    int x, y;
    board_hole_xy(g, (int)h, &x, &y);
    *out = (carc_placement){(int16_t)x, (int16_t)y, (uint8_t)q};
    return true;
}

/*
 * Bit j set: feature j of a tile placed at p would be part of a feature that has a follower.
 * A feature of the tile joins the neighbours' features it touches; two features of the tile
 * that touch the same neighbouring feature (a field wrapping around a road end, say) end up as
 * one, so a follower reachable through either occupies both.
 */
static unsigned occupied_features(const carc_game *g, const carc_tile_type *t,
                                  const carc_placement *p)
{
    const int h = board_hole(g, p->x, p->y);
    if (h < 0)
        return 0; /* not a legal placement: nothing to join */
    /* The pairs (feature of the tile, neighbouring root) that placing it would join, each
       once: a field or city side is usually one pair, a road side three. */
    uint16_t root[12];
    uint8_t feat[12];
    int n = 0;
    unsigned taken = 0;
    const unsigned sides = g->cat->hole_sides[g->hole_code[h]];
    const uint8_t *slot = t->turn[p->rot].slot;
    for (unsigned rest = sides; rest; rest &= rest - 1) {
        const int d = __builtin_ctz(rest);
        const unsigned nc = board_cell(p->x + board_dx[d], p->y + board_dy[d]);
        const carc_placed *nt = &g->tiles[g->cell[nc]];
        const uint8_t *nslot = g->cat->types[nt->type].turn[nt->rot].slot;
        unsigned last_a = CARC_NO_FEATURE, last_f = CARC_NO_FEATURE;
        for (int pos = 3 * d; pos < 3 * d + 3; pos++) {
            const unsigned a = slot[pos], f = nslot[carc_pos_facing(pos)];
            if (a == last_a && f == last_f)
                continue;
            last_a = a;
            last_f = f;
            const uint16_t r = board_find_const(g, (uint16_t)(nt->node0 + f));
            root[n] = r;
            feat[n++] = (uint8_t)a;
            if (g->nodes[r].weight)
                taken |= 1u << a;
        }
    }
    /* Spread occupation between features of the tile that share a neighbouring feature,
       until nothing changes. */
    for (bool changed = taken != 0 && n > 1; changed;) {
        changed = false;
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n; b++)
                if (root[a] == root[b] && (taken >> feat[a] & 1u) && !(taken >> feat[b] & 1u)) {
                    taken |= 1u << feat[b];
                    changed = true;
                }
    }
    return taken;
}

int carc_game_legal_spots(const carc_game *g, const carc_placement *p, carc_spot *out)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0)
        return 0;
    const carc_tile_type *t = &g->cat->types[type];
    unsigned open = rules_spot_features(g, t) & ~occupied_features(g, t, p);
    int n = 0;
    for (; open; open &= open - 1) {
        const int j = __builtin_ctz(open);
        out[n++] = (carc_spot){(uint8_t)j, carc_node_kind(&t->node[j])};
    }
    return n;
}

bool carc_game_has_follower(const carc_game *g, bool big)
{
    if (g->over)
        return false;
    if (big)
        return g->cat->big_follower && g->big_supply[g->current];
    return g->supply[g->current] > 0;
}

int carc_game_check_move(const carc_game *g, const carc_move *m, char *reason, size_t len)
{
    if (carc_game_check_placement(g, &m->at, reason, len) != CARC_OK)
        return CARC_ILLEGAL;
    if (m->feature == CARC_NONE)
        return CARC_OK;
    const carc_tile_type *t = &g->cat->types[carc_game_tile_in_hand(g)];
    if (m->feature >= t->def.nfeatures) {
        snprintf(reason, len, "the tile has no such feature for a follower");
        return CARC_ILLEGAL;
    }
    int kind = t->def.features[m->feature].kind;
    if (kind == CARC_RIVER) {
        snprintf(reason, len, "no follower may stand on the river");
        return CARC_ILLEGAL;
    }
    if (kind == CARC_FIELD && g->rules.farms == CARC_FARMS_NONE) {
        snprintf(reason, len, "farmers are not in play (farm scoring \"none\")");
        return CARC_ILLEGAL;
    }
    if (m->big && !g->cat->big_follower) {
        snprintf(reason, len, "there is no large follower without Inns & Cathedrals");
        return CARC_ILLEGAL;
    }
    if (!carc_game_has_follower(g, m->big)) {
        snprintf(reason, len, m->big ? "the large follower is already on the board"
                                     : "the player has no follower left");
        return CARC_ILLEGAL;
    }
    if (occupied_features(g, t, &m->at) >> m->feature & 1u) {
        snprintf(reason, len, "the %s there already has a follower",
                 carc_kind_name((carc_kind)kind));
        return CARC_ILLEGAL;
    }
    return CARC_OK;
}
