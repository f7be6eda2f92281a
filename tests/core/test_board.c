/*
 * test_board.c: the board module's incremental feature tracking, checked against a plain
 * flood fill of the finished board: every road, city and field that the union-find joined is
 * exactly what walking the tiles edge by edge finds, with the same completeness, the same
 * distinct tile count and the same followers.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "mod_inns.h"
#include "tileset_io.h"

typedef struct walk {
    int tiles;   /* distinct tiles */
    int open;    /* road or city sides facing an empty cell */
    int weight;  /* followers, the large counting 2 */
    uint16_t nodes[CARC_MAX_NODES];
    int nnodes;
} walk;

static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};

static int tile_at(const carc_game *g, int x, int y)
{
    for (int t = 0; t < g->ntiles; t++)
        if (g->tiles[t].x == x && g->tiles[t].y == y)
            return t;
    return -1;
}

/* Flood fill from node start over the placed tiles only, without the union-find. */
static void flood(const carc_game *g, uint16_t start, walk *w)
{
    static bool seen[CARC_MAX_NODES], tile_seen[CARC_MAX_TILES];
    memset(seen, 0, sizeof seen);
    memset(tile_seen, 0, sizeof tile_seen);
    memset(w, 0, sizeof *w);
    w->nodes[w->nnodes++] = start;
    seen[start] = true;
    for (int q = 0; q < w->nnodes; q++) {
        uint16_t n = w->nodes[q];
        int t = g->node_tile[n];
        const carc_placed *pt = &g->tiles[t];
        const carc_tile_type *type = &g->cat->types[pt->type];
        int j = n - pt->node0;
        unsigned mask = type->turn[pt->rot].mask[j];
        int kind = type->def.features[j].kind;
        if (!tile_seen[t]) {
            tile_seen[t] = true;
            w->tiles++;
        }
        for (int i = 0; i < g->nfigures; i++)
            if (g->figures[i].node == n)
                w->weight += g->figures[i].kind == CARC_FIG_BIG ? 2 : 1;
        for (int d = 0; d < 4; d++) {
            int nt = tile_at(g, pt->x + dx[d], pt->y + dy[d]);
            for (int p = 3 * d; p < 3 * d + 3; p++) {
                if (!(mask >> p & 1u))
                    continue;
                if (nt < 0) {
                    if (p == 3 * d + 1 && (kind == CARC_ROAD || kind == CARC_CITY))
                        w->open++;
                    continue;
                }
                const carc_placed *np = &g->tiles[nt];
                uint16_t m = (uint16_t)(np->node0 + carc_feature_at(g->cat, np->type, np->rot,
                                                                    carc_pos_facing(p)));
                if (!seen[m]) {
                    seen[m] = true;
                    w->nodes[w->nnodes++] = m;
                }
            }
        }
    }
}

static void check_board(const carc_game *g)
{
    static walk w;
    for (uint16_t n = 0; n < g->nnodes; n++) {
        int kind = carc_node_kind(&g->nodes[n]);
        if (kind == CARC_CLOISTER || kind == CARC_RIVER)
            continue;
        flood(g, n, &w);
        uint16_t root = carc_game_root(g, n);
        for (int i = 0; i < w.nnodes; i++)
            ck_assert_int_eq(carc_game_root(g, w.nodes[i]), root);
        carc_segment seg[CARC_MAX_NODES];
        ck_assert_int_eq(carc_game_feature_segments(g, n, seg, CARC_MAX_NODES), w.nnodes);
        ck_assert_int_eq(carc_game_feature_tiles(g, n), w.tiles);
        ck_assert_int_eq(g->nodes[root].weight, w.weight);
        if (kind != CARC_FIELD) {
            ck_assert_int_eq(g->nodes[root].open, w.open);
            ck_assert_int_eq(carc_game_feature_complete(g, n), w.open == 0);
        }
    }
}

/* Plays g to the end with random turns, checking the board every ten turns and at the end. */
static void play_and_check(carc_game *g, carc_rng *rng)
{
    for (int turn = 0; carc_game_random_turn(g, rng, 60, NULL); turn++)
        if (turn % 10 == 0)
            check_board(g);
    check_board(g);
}

START_TEST(incremental_matches_flood_fill)
{
    static const char *const sets[3] = {"base", "base,river", "base,river,inns-cathedrals"};
    carc_game *g = malloc(sizeof *g);
    carc_rng rng;
    carc_rng_seed(&rng, 2024);
    char reason[128];
    for (int game = 0; game < 30; game++) {
        ck_assert_int_eq(carc_game_init(g, fx_catalog(sets[game % 3]), &FX_RULES_3RD,
                                        2 + game % 4, (uint64_t)game, reason, sizeof reason),
                         CARC_OK);
        play_and_check(g, &rng);
    }
    free(g);
}
END_TEST

/* Holes: after D alone there are four, each needing what D shows it. */
START_TEST(holes)
{
    carc_game *g = malloc(sizeof *g);
    fx_start(g, "base", FX_RULES_3RD, 2, "U");
    ck_assert_int_eq(g->nholes, 4);
    ck_assert_int_eq(carc_game_tile_at(g, 0, 0), 0);
    ck_assert_int_eq(carc_game_tile_at(g, 1, 0), -1);
    ck_assert_int_eq(carc_game_tile_at(g, 128, 0), -1); /* the grid wraps; the board does not */
    fx_play(g, "U 1 0 90", NULL);
    /* (1,0) filled; (2,0), (1,-1), (1,1) added. */
    ck_assert_int_eq(g->nholes, 6);
    ck_assert_int_eq(carc_game_tile_at(g, 1, 0), 1);
    free(g);
}
END_TEST

/* A field side may hold more than one field (the loader allows it; no shipped tile has one):
   base with its cloister B split into a western field (NNW, N, S, SSW and the west side) and
   an eastern one (NNE, the east side, SSE), so that its north and south sides each hold both.
   Placing it joins every field of a side with the field it meets, as the flood fill finds. */
START_TEST(split_field_sides)
{
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/tilesets/base.json", carc_assets_dir());
    carc_tileset *set = malloc(sizeof *set);
    ck_assert_msg(carc_tileset_load(path, set, err, sizeof err) == 0, "%s", err);
    carc_tile_def *b = NULL;
    for (int i = 0; i < set->ntiles; i++)
        if (strcmp(set->tiles[i].id, "B") == 0)
            b = &set->tiles[i];
    ck_assert_ptr_nonnull(b);
    ck_assert_int_eq(b->nfeatures, 2);
    int field = b->features[0].kind == CARC_FIELD ? 0 : 1;
    b->features[field].mask = 1u << 0 | 1u << 1 | 1u << 7 | 1u << 8 | 1u << 9 | 1u << 10 |
                              1u << 11;
    b->features[2] = b->features[field];
    b->features[2].mask = 1u << 2 | 1u << 3 | 1u << 4 | 1u << 5 | 1u << 6;
    b->nfeatures = 3;
    const carc_tileset *sets[1] = {set};
    carc_catalog *cat = malloc(sizeof *cat);
    ck_assert_msg(carc_catalog_build(cat, sets, 1, err, sizeof err) == 0, "%s", err);
    ck_assert(cat->split_fields);
    ck_assert(!fx_catalog("base")->split_fields);

    carc_game *g = malloc(sizeof *g);
    carc_rng rng;
    carc_rng_seed(&rng, 7);
    for (int game = 0; game < 20; game++) {
        ck_assert_int_eq(carc_game_init(g, cat, &FX_RULES_3RD, 2, (uint64_t)game, err,
                                        sizeof err),
                         CARC_OK);
        play_and_check(g, &rng);
    }
    free(g);
    free(cat);
    free(set);
}
END_TEST

Suite *board_suite(void);
Suite *board_suite(void)
{
    Suite *s = suite_create("board");
    TCase *tc = tcase_create("features");
    tcase_add_test(tc, holes);
    tcase_add_test(tc, incremental_matches_flood_fill);
    tcase_add_test(tc, split_field_sides);
    tcase_set_timeout(tc, 120);
    suite_add_tcase(s, tc);
    return s;
}
