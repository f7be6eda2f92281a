/*
 * board.c: placing a tile on the grid. Joins the new tile's features with its neighbours'
 * (union by size, lists of members spliced so a feature's segments can be walked), keeps the
 * open edge counts of roads and cities, and keeps the holes (empty cells next to the board)
 * with the edges their neighbours demand, so that finding where a tile fits reads one table
 * entry per hole.
 */
#include "board.h"

#include <assert.h>

static const uint16_t pow5[4] = {1, 5, 25, 125};

static uint16_t join(carc_game *g, uint16_t a, uint16_t b)
{
    uint16_t ra = board_find(g, a), rb = board_find(g, b);
    if (ra == rb)
        return ra;
    carc_node *na = &g->nodes[ra], *nb = &g->nodes[rb];
    if (na->segs < nb->segs) {
        carc_node *tn = na;
        na = nb;
        nb = tn;
        uint16_t tr = ra;
        ra = rb;
        rb = tr;
    }
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
    uint16_t need = (uint16_t)((edge + 1) * pow5[side]);
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
    const carc_tile_type *t = &g->cat->types[type];
    assert(g->ntiles < CARC_MAX_TILES && g->nnodes + t->def.nfeatures <= CARC_MAX_NODES);
    unsigned c = board_cell(x, y);
    remove_hole(g, c);
    int ti = g->ntiles++;
    uint16_t node0 = g->nnodes;
    g->tiles[ti] = (carc_placed){(int16_t)x, (int16_t)y, (uint8_t)type, (uint8_t)rot, node0};
    g->cell[c] = (uint8_t)ti;
    /* Local copies: stores to the nodes could alias the catalog as far as the compiler
       knows, which would reload every field on every iteration. */
    const int nf = t->def.nfeatures;
    const carc_node *restrict tmpl = t->node;
    carc_node *restrict dst = g->nodes + node0;
    for (int j = 0; j < nf; j++) {
        carc_node n = tmpl[j];
        n.parent = n.next = (uint16_t)(node0 + j);
        n.tile = (uint8_t)ti;
        dst[j] = n;
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

    const uint8_t *slot = t->slot[rot];
    for (int d = 0; d < 4; d++) {
        unsigned nc = board_cell(x + board_dx[d], y + board_dy[d]);
        int edge = t->edge[rot][d];
        int ni = board_cell_tile(g, nc);
        if (ni < 0) {
            add_hole_need(g, nc, (d + 2) & 3, edge);
            continue;
        }
        const carc_placed *n = &g->tiles[ni];
        const uint8_t *nslot = g->cat->types[n->type].slot[n->rot];
        int mid = 3 * d + 1;
        if (edge == CARC_EDGE_CITY) {
            uint16_t r = join(g, (uint16_t)(node0 + slot[mid]),
                              (uint16_t)(n->node0 + nslot[carc_pos_facing(mid)]));
            g->nodes[r].open = (uint8_t)(g->nodes[r].open - 2);
            continue;
        }
        /* Join each pair of features that meet along this side, once per pair: a field side
           is one pair, a road or river side three (field, road or river, field). */
        unsigned prev = 0xFFFFu;
        for (int p = 3 * d; p < 3 * d + 3; p++) {
            unsigned a = slot[p], b = nslot[carc_pos_facing(p)];
            if ((a << 8 | b) == prev)
                continue;
            prev = a << 8 | b;
            uint16_t r = join(g, (uint16_t)(node0 + a), (uint16_t)(n->node0 + b));
            if (p == mid && edge == CARC_EDGE_ROAD)
                g->nodes[r].open = (uint8_t)(g->nodes[r].open - 2);
        }
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
