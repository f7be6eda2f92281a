/*
 * board.c: placing a tile on the grid. Joins the new tile's features with its neighbours'
 * (union by size, lists of members spliced so a feature's segments can be walked), keeps the
 * open edge counts of roads and cities, and keeps the holes (empty cells next to the board)
 * with the edges their neighbours demand, so that finding where a tile fits reads one table
 * entry per hole.
 */
#include "board.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

/* Joins the sets of a (a node of the tile being placed) and b (a neighbour's) and returns the
   root. The counts move to the root of the larger set; the member lists are spliced. */
static inline __attribute__((always_inline)) uint16_t join(carc_node *restrict nodes,
                                                           int16_t *restrict link, uint16_t a,
                                                           uint16_t b)
{
    const uint16_t r = board_find_in(nodes, b);
    if (__builtin_expect(link[a] == 0, 1)) {
        /* a is still alone, as its tile brought it: it goes under b's root, with no search,
           no comparison (a set of one is never the larger) and no follower (a follower comes
           after the placement). Its list of one goes in after r. */
        carc_node *nr = &nodes[r], *na = &nodes[a];
        const int16_t d = (int16_t)(r - a);
        assert(na->weight == 0);
        na->up = d;
        nr->counts += na->counts;
        nr->flags |= na->flags;
        link[a] = (int16_t)(link[r] + d);
        link[r] = (int16_t)-d;
        return r;
    }
    uint16_t ra = board_find_in(nodes, a), rb = r;
    if (ra == rb)
        return ra;
    if (nodes[ra].segs < nodes[rb].segs) {
        rb = ra;
        ra = r;
    }
    carc_node *na = &nodes[ra], *nb = &nodes[rb];
    const int16_t d = (int16_t)(ra - rb);
    nb->up = d;
    na->counts += nb->counts;
    na->weight = (uint8_t)(na->weight + nb->weight);
    na->flags |= nb->flags;
    /* Swapping the two roots' successors splices the lists: in offsets, each moves by the
       distance between the roots. */
    const int16_t next = link[ra];
    link[ra] = (int16_t)(link[rb] - d);
    link[rb] = (int16_t)(next + d);
    return ra;
}

/* Adds a new neighbour's need (its digit of the hole code) to the empty cell c at position
   pos, making it a hole if it is not one yet. The cell is a hole exactly when the entry of
   hole_pos it names holds pos, whatever the count of holes (see game.h). */
static void add_hole_need(carc_game *g, unsigned c, unsigned pos, uint16_t need)
{
    const unsigned h = g->cell[c];
    if (__builtin_expect(g->hole_pos[h] == pos, 1)) {
        assert(h < g->nholes);
        g->hole_code[h] = (uint16_t)(g->hole_code[h] + need);
        return;
    }
    assert(g->nholes < CARC_MAX_HOLES);
    g->hole_pos[g->nholes] = (uint16_t)pos;
    g->hole_code[g->nholes] = need;
    g->cell[c] = (uint8_t)g->nholes++;
}

/* Joins the features that meet along side d of the new tile (node0, slot, edge) and the
   neighbour n beyond it, once per pair of features: a city side is one pair, a road or river
   side three (field, road or river, field), a field side one unless the catalog has a field
   side that holds more than one field (split_fields). Returns the root of the road or city the
   side closes an edge of when that closed its last edge, else CARC_NO_ROOT. */
#define CARC_NO_ROOT 0xFFFFu
static uint16_t join_side(carc_node *restrict nodes, int16_t *restrict link, const uint8_t *slot,
                          int edge, bool split_fields, int d, uint16_t node0,
                          const carc_placed *n, const uint8_t *nslot)
{
    const int mid = 3 * d + 1;
    const uint8_t a1 = slot[mid], f1 = nslot[carc_pos_facing(mid)];
    uint16_t r;
    if (edge == CARC_EDGE_FIELD && !split_fields) {
        join(nodes, link, (uint16_t)(node0 + a1), (uint16_t)(n->node0 + f1));
        return CARC_NO_ROOT;
    }
    if (edge == CARC_EDGE_CITY) {
        r = join(nodes, link, (uint16_t)(node0 + a1), (uint16_t)(n->node0 + f1));
        nodes[r].open = (uint8_t)(nodes[r].open - 2);
        return nodes[r].open ? CARC_NO_ROOT : r;
    }
    const uint8_t a0 = slot[3 * d], a2 = slot[3 * d + 2];
    const uint8_t f0 = nslot[carc_pos_facing(3 * d)], f2 = nslot[carc_pos_facing(3 * d + 2)];
    join(nodes, link, (uint16_t)(node0 + a0), (uint16_t)(n->node0 + f0));
    if (a2 != a1 || f2 != f1)
        join(nodes, link, (uint16_t)(node0 + a2), (uint16_t)(n->node0 + f2));
    if (a1 == a0 && f1 == f0)
        return CARC_NO_ROOT;
    r = join(nodes, link, (uint16_t)(node0 + a1), (uint16_t)(n->node0 + f1));
    if (edge != CARC_EDGE_ROAD)
        return CARC_NO_ROOT;
    nodes[r].open = (uint8_t)(nodes[r].open - 2);
    return nodes[r].open ? CARC_NO_ROOT : r;
}

void board_start(carc_game *g, int type)
{
    const carc_tile_type *t = &g->cat->types[type];
    const unsigned pos = board_pos(0, 0);
    assert(g->ntiles == 0 && g->nnodes == 0 && g->nholes == 0);
    g->ntiles = 1;
    g->nnodes = (uint16_t)t->def.nfeatures;
    g->tiles[0] = (carc_placed){0, 0, (uint8_t)type, 0, 0};
    g->cell[board_pos_cell(pos)] = 0;
    memcpy(g->nodes, t->node, sizeof t->node);
    memset(g->link, 0, CARC_MAX_FEATURES * sizeof g->link[0]);
    memset(g->node_tile, 0, CARC_MAX_FEATURES);
    for (int d = 0; d < 4; d++) {
        const unsigned npos = pos + (unsigned)board_pos_step[d];
        g->hole_pos[d] = (uint16_t)npos;
        g->hole_code[d] = t->turn[0].need[d];
        g->cell[board_pos_cell(npos)] = (uint8_t)d;
    }
    g->nholes = 4;
}

int board_place(carc_game *g, int type, int hole, int rot, board_closed *closed)
{
    const carc_catalog *cat = g->cat;
    const carc_tile_type *t = &cat->types[type];
    carc_node *restrict nodes = g->nodes;
    int16_t *restrict link = g->link;
    const int nf = t->def.nfeatures;
    assert(g->ntiles < CARC_MAX_TILES && g->nnodes + nf <= CARC_MAX_NODES);
    const int ti = g->ntiles;
    /* The hole the tile fills: its code tells which sides have neighbours. */
    const int h = hole;
    assert(ti > 0 && h >= 0 && h < g->nholes);
    const unsigned pos = g->hole_pos[h], sides = cat->hole_sides[g->hole_code[h]];
    const uint16_t last = --g->nholes;
    g->hole_pos[h] = g->hole_pos[last];
    g->hole_code[h] = g->hole_code[last];
    g->cell[board_pos_cell(g->hole_pos[h])] = (uint8_t)h;
    const unsigned c = board_pos_cell(pos);
    const uint16_t node0 = g->nnodes;
    closed->n = 0;
    closed->pos = (uint16_t)pos;
    g->ntiles = (uint8_t)(ti + 1);
    g->nnodes = (uint16_t)(node0 + nf);
    g->tiles[ti] = (carc_placed){(int16_t)board_pos_x(pos), (int16_t)board_pos_y(pos),
                                 (uint8_t)type, (uint8_t)rot, node0};
    g->cell[c] = (uint8_t)ti;
    /* The type's fresh nodes, whole: a fixed-size copy (see the slack in game.h), short for
       the usual tile of at most 8 features. */
    if (__builtin_expect(nf <= 8, 1)) {
        memcpy(&nodes[node0], t->node, 8 * sizeof t->node[0]);
        memset(&link[node0], 0, 8 * sizeof link[0]);
        memset(&g->node_tile[node0], ti, 8);
    } else {
        memcpy(&nodes[node0], t->node, sizeof t->node);
        memset(&link[node0], 0, CARC_MAX_FEATURES * sizeof link[0]);
        memset(&g->node_tile[node0], ti, CARC_MAX_FEATURES);
    }

    const carc_turned *o = &t->turn[rot];
    /* The neighbours' cells, wrapping like the grid. */
    const unsigned row = c & ~(CARC_GRID - 1u), all = CARC_GRID * CARC_GRID - 1u;
    const unsigned ncell[4] = {(c - CARC_GRID) & all, row | ((c + 1u) & (CARC_GRID - 1u)),
                               (c + CARC_GRID) & all, row | ((c - 1u) & (CARC_GRID - 1u))};
#pragma GCC unroll 4
    for (int d = 0; d < 4; d++) {
        if (!(sides >> d & 1u)) {
            add_hole_need(g, ncell[d], pos + (unsigned)board_pos_step[d], o->need[d]);
            continue;
        }
        const carc_placed *n = &g->tiles[g->cell[ncell[d]]];
        const uint16_t r =
            join_side(nodes, link, o->slot, o->edge[d], cat->split_fields, d, node0, n,
                      cat->types[n->type].turn[n->rot].slot);
        if (__builtin_expect(r != CARC_NO_ROOT, 0))
            closed->root[closed->n++] = r;
    }
    return ti;
}

int board_feature_tiles(const carc_game *g, uint16_t root)
{
    const carc_node *r = &g->nodes[root];
    if (!(r->flags & CARC_FLAG_MULTI))
        return r->segs;
    uint64_t seen[(CARC_MAX_TILES + 63) / 64] = {0};
    int n = 0;
    uint16_t m = root;
    do {
        unsigned t = g->node_tile[m];
        if (!(seen[t >> 6] >> (t & 63u) & 1u)) {
            seen[t >> 6] |= 1ull << (t & 63u);
            n++;
        }
        m = board_next(g, m);
    } while (m != root);
    return n;
}

int board_neighbours(const carc_game *g, int x, int y)
{
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && board_occupied(g, x + dx, y + dy))
                n++;
    return n;
}
