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

/* Joins the sets of a and b and returns the root. The counts move to the root of the larger
   set; the member lists are spliced. */
static uint16_t join(carc_node *restrict nodes, uint16_t a, uint16_t b)
{
    uint16_t ra = board_find_in(nodes, a), rb = board_find_in(nodes, b);
    if (ra == rb)
        return ra;
    if (nodes[ra].segs < nodes[rb].segs) {
        uint16_t tr = ra;
        ra = rb;
        rb = tr;
    }
    carc_node *na = &nodes[ra], *nb = &nodes[rb];
    nb->parent = ra;
    na->segs = (uint16_t)(na->segs + nb->segs);
    na->open = (uint8_t)(na->open + nb->open);
    na->pennants = (uint8_t)(na->pennants + nb->pennants);
    na->weight = (uint8_t)(na->weight + nb->weight);
    na->flags |= nb->flags;
    uint16_t next = na->next;
    na->next = nb->next;
    nb->next = next;
    return ra;
}

static void add_hole_need(carc_game *g, unsigned c, int side, int edge)
{
    uint16_t need = (uint16_t)((edge + 1) * board_pow5[side]);
    int h = board_cell_hole(g, c);
    if (h >= 0) {
        g->hole_code[h] = (uint16_t)(g->hole_code[h] + need);
        return;
    }
    assert(g->nholes < CARC_MAX_HOLES);
    g->hole_cell[g->nholes] = (uint16_t)c;
    g->hole_code[g->nholes] = need;
    g->cell[c] = (uint8_t)g->nholes++;
}

static void remove_hole(carc_game *g, unsigned c)
{
    int h = board_cell_hole(g, c);
    if (h < 0)
        return; /* the start tile */
    uint16_t last = --g->nholes;
    if (h != last) {
        g->hole_cell[h] = g->hole_cell[last];
        g->hole_code[h] = g->hole_code[last];
        g->cell[g->hole_cell[h]] = (uint8_t)h;
    }
}

int board_place(carc_game *g, int type, int x, int y, int rot)
{
    /* Everything read in the loops below is copied to locals first: the stores into byte
       arrays (the grid, node counts) may alias anything as far as the compiler knows, and
       would otherwise make it reload the catalog and the state on every step. */
    const carc_catalog *cat = g->cat;
    const carc_tile_type *t = &cat->types[type];
    carc_node *restrict nodes = g->nodes;
    const int nf = t->def.nfeatures;
    assert(g->ntiles < CARC_MAX_TILES && g->nnodes + nf <= CARC_MAX_NODES);
    const unsigned c = board_cell(x, y);
    remove_hole(g, c);
    const int ti = g->ntiles++;
    const uint16_t node0 = g->nnodes;
    g->tiles[ti] = (carc_placed){(int16_t)x, (int16_t)y, (uint8_t)type, (uint8_t)rot, node0,
                                 (uint16_t)c};
    g->cell[c] = (uint8_t)ti;
    for (int j = 0; j < nf; j++) {
        /* Three stores per node: the links, the counts from the template, the tile. */
        carc_node *n = &nodes[node0 + j];
        const uint16_t self = (uint16_t)(node0 + j);
        const uint16_t links[2] = {self, self};
        memcpy(&n->parent, links, sizeof links);
        memcpy(&n->segs, &t->node[j].segs, offsetof(carc_node, tile) - offsetof(carc_node, segs));
        n->tile = (uint8_t)ti;
    }
    g->nnodes = (uint16_t)(node0 + nf);
    if (ti == 0) {
        g->minx = g->maxx = (int16_t)x;
        g->miny = g->maxy = (int16_t)y;
    } else {
        if (x < g->minx) g->minx = (int16_t)x;
        if (x > g->maxx) g->maxx = (int16_t)x;
        if (y < g->miny) g->miny = (int16_t)y;
        if (y > g->maxy) g->maxy = (int16_t)y;
    }

    uint8_t slot[12], edge[4];
    memcpy(slot, t->slot[rot], sizeof slot);
    memcpy(edge, t->edge[rot], sizeof edge);
    /* The neighbours' cells, wrapping like the grid. */
    const unsigned row = c & ~(CARC_GRID - 1u), all = CARC_GRID * CARC_GRID - 1u;
    const unsigned ncell[4] = {(c - CARC_GRID) & all, row | ((c + 1u) & (CARC_GRID - 1u)),
                               (c + CARC_GRID) & all, row | ((c - 1u) & (CARC_GRID - 1u))};
    for (int d = 0; d < 4; d++) {
        const unsigned nc = ncell[d];
        const int ni = board_cell_tile(g, nc);
        if (ni < 0) {
            add_hole_need(g, nc, (d + 2) & 3, edge[d]);
            continue;
        }
        const carc_placed n = g->tiles[ni];
        const uint8_t *nslot = cat->types[n.type].slot[n.rot];
        const int mid = 3 * d + 1;
        if (edge[d] == CARC_EDGE_CITY) {
            uint16_t r = join(nodes, (uint16_t)(node0 + slot[mid]),
                              (uint16_t)(n.node0 + nslot[carc_pos_facing(mid)]));
            nodes[r].open = (uint8_t)(nodes[r].open - 2);
            continue;
        }
        /* Join each pair of features that meet along this side, once per pair: a field side
           is one pair, a road or river side three (field, road or river, field). */
        const uint8_t f0 = nslot[carc_pos_facing(3 * d)], f1 = nslot[carc_pos_facing(mid)],
                      f2 = nslot[carc_pos_facing(3 * d + 2)];
        const uint8_t a0 = slot[3 * d], a1 = slot[mid], a2 = slot[3 * d + 2];
        join(nodes, (uint16_t)(node0 + a0), (uint16_t)(n.node0 + f0));
        if (a1 != a0 || f1 != f0) {
            uint16_t r = join(nodes, (uint16_t)(node0 + a1), (uint16_t)(n.node0 + f1));
            if (edge[d] == CARC_EDGE_ROAD)
                nodes[r].open = (uint8_t)(nodes[r].open - 2);
        }
        if (a2 != a1 || f2 != f1)
            join(nodes, (uint16_t)(node0 + a2), (uint16_t)(n.node0 + f2));
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
        unsigned t = g->nodes[m].tile;
        if (!(seen[t >> 6] >> (t & 63u) & 1u)) {
            seen[t >> 6] |= 1ull << (t & 63u);
            n++;
        }
        m = g->nodes[m].next;
    } while (m != root);
    return n;
}

int board_neighbours(const carc_game *g, int x, int y)
{
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && board_occupied(g, board_cell(x + dx, y + dy)))
                n++;
    return n;
}
