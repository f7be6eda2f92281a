/*
 * main.c: carc-tileart, the generator of all tile and follower art.
 *
 *   carc-tileart [--out ASSETS] [--preview DIR] [--sprites] [--icons DIR] TILESET.json...
 *
 * For each tile set file it draws every tile into ASSETS/tiles/SET/ID.png and writes the
 * follower anchors to ASSETS/tiles/SET.json (docs/art-format.md). The tiles are those of the
 * catalog the files build together, as the game resolves them: a variant has its plain
 * tile's features plus what its set's module adds, and a variant whose plain
 * tile is in none of the files is in no game with them, so it is left out (with a note).
 * --sprites also draws the followers, the player marks, the spot ring and each set's figures
 * (sets.h) into ASSETS/sprites/. --preview writes pictures for a person to look
 * at, never for the game: a contact sheet per set with the anchors marked (and the same at 32 px),
 * and a random board of fitting neighbours (at full size and at 32 px a tile) to check the seams.
 * --icons draws the application icon from the first set's start tile: DIR/NxN/carcassonne.png at
 * the sizes desktops ask for (the build installs them into the hicolor icon theme).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "module.h"
#include "paint.h"
#include "sets.h"
#include "sprites.h"
#include "tiledraw.h"
#include "tileset_io.h"

#define TILE_PX 256
#define SUPERSAMPLE 4

typedef struct drawn_set {
    carc_tileset set;
    /* def[i]: tile i as the catalog resolved it, NULL when it is left out */
    const carc_tile_def *def[CARC_MAX_SET_TILES];
    tile_picture pics[CARC_MAX_SET_TILES];
} drawn_set;

static int make_dir(const char *path)
{
    if (mkdir(path, 0755) == 0 || errno == EEXIST)
        return 0;
    perror(path);
    return -1;
}

static int write_anchors(const char *path, const drawn_set *ds)
{
    FILE *fp = fopen(path, "w");
    if (!fp) {
        perror(path);
        return -1;
    }
    fprintf(fp, "{\n  \"format\": \"carcassonne-art\",\n  \"version\": 1,\n");
    fprintf(fp, "  \"set\": \"%s\",\n  \"size\": %d,\n  \"tiles\": [\n", ds->set.name, TILE_PX);
    int last = -1;
    for (int i = 0; i < ds->set.ntiles; i++)
        if (ds->def[i])
            last = i;
    for (int i = 0; i < ds->set.ntiles; i++) {
        const carc_tile_def *t = ds->def[i];
        const tile_picture *p = &ds->pics[i];
        if (!t)
            continue;
        fprintf(fp, "    {\"id\": \"%s\", ", t->id);
        if (t->variant_of[0])
            fprintf(fp, "\"variant_of\": \"%s\", ", t->variant_of);
        fprintf(fp, "\"image\": \"%s/%s.png\", \"anchors\": [", ds->set.name, t->id);
        for (int j = 0; j < t->nfeatures; j++) {
            if (p->has_anchor[j])
                fprintf(fp, "%s[%.3f, %.3f]", j ? ", " : "", p->anchor[j][0], p->anchor[j][1]);
            else
                fprintf(fp, "%snull", j ? ", " : "");
        }
        fprintf(fp, "]");
        for (int s = 0; s < tileart_nsets; s++)
            if (tileart_sets[s]->write_keys)
                tileart_sets[s]->write_keys(fp, t, p);
        if (p->nmarks) {
            fprintf(fp, ", \"marks\": [");
            for (int k = 0; k < p->nmarks; k++)
                fprintf(fp, "%s{\"feature\": %d, \"at\": [%.3f, %.3f], \"radius\": %.3f}",
                        k ? ", " : "", p->marks[k].feature, p->marks[k].c[0], p->marks[k].c[1],
                        p->marks[k].r);
            fprintf(fp, "]");
        }
        fprintf(fp, "}%s\n", i < last ? "," : "");
    }
    fprintf(fp, "  ]\n}\n");
    if (fclose(fp) != 0) {
        perror(path);
        return -1;
    }
    return 0;
}

/* Copies a tile picture into a larger RGBA image at (ox, oy), rotated q quarter turns
   clockwise. */
static void blit_rot(uint8_t *dst, int dw, int ox, int oy, const uint8_t *src, int n, int q)
{
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int sx = x, sy = y;
            /* The destination pixel (x, y) comes from the source rotated back. */
            for (int k = 0; k < q; k++) {
                int t = sx;
                sx = sy;
                sy = n - 1 - t;
            }
            memcpy(dst + ((size_t)(oy + y) * (size_t)dw + (size_t)(ox + x)) * 4,
                   src + ((size_t)sy * (size_t)n + (size_t)sx) * 4, 4);
        }
}

static void dot(uint8_t *img, int w, int cx, int cy, int r, const uint8_t col[3])
{
    for (int y = -r - 1; y <= r + 1; y++)
        for (int x = -r - 1; x <= r + 1; x++) {
            int d2 = x * x + y * y;
            if (d2 > (r + 1) * (r + 1))
                continue;
            uint8_t *p = img + ((size_t)(cy + y) * (size_t)w + (size_t)(cx + x)) * 4;
            if (d2 > r * r)
                p[0] = p[1] = p[2] = 0;
            else
                memcpy(p, col, 3);
            p[3] = 255;
        }
}

/* Box-filters an RGBA image down by an integer factor into a new one, NULL if out of memory. */
static uint8_t *shrink(const uint8_t *img, int w, int h, int f)
{
    int sw = w / f, sh = h / f;
    uint8_t *small = malloc((size_t)sw * (size_t)sh * 4);
    if (!small)
        return NULL;
    for (int y = 0; y < sh; y++)
        for (int x = 0; x < sw; x++)
            for (int k = 0; k < 4; k++) {
                int s = 0;
                for (int j = 0; j < f; j++)
                    for (int i = 0; i < f; i++)
                        s += img[((size_t)(y * f + j) * (size_t)w + (size_t)(x * f + i)) * 4 + k];
                small[((size_t)y * (size_t)sw + (size_t)x) * 4 + k] = (uint8_t)(s / (f * f));
            }
    return small;
}

/* Contact sheet: every tile of the set, anchors marked by kind; small_path (when not NULL)
   gets the same tiles at 32 px, unmarked. */
static int write_sheet(const char *path, const char *small_path, const drawn_set *ds)
{
    int cols = 8, pad = 8, cell = TILE_PX + pad;
    int ndrawn = 0;
    for (int i = 0; i < ds->set.ntiles; i++)
        ndrawn += ds->def[i] != NULL;
    int rows = (ndrawn + cols - 1) / cols;
    int w = cols * cell + pad, h = rows * cell + pad;
    uint8_t *img = malloc((size_t)w * (size_t)h * 4);
    if (!img)
        return -1;
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++) {
        img[i * 4] = img[i * 4 + 1] = img[i * 4 + 2] = 40;
        img[i * 4 + 3] = 255;
    }
    static const uint8_t kc[CARC_KINDS][3] = {{255, 140, 0},  {230, 30, 30}, {255, 240, 60},
                                              {230, 60, 230}, {0, 0, 0},     {40, 230, 240}};
    for (int i = 0, n = 0; i < ds->set.ntiles; i++) {
        const carc_tile_def *t = ds->def[i];
        if (!t)
            continue;
        int ox = pad + (n % cols) * cell, oy = pad + (n / cols) * cell;
        n++;
        blit_rot(img, w, ox, oy, ds->pics[i].rgba, TILE_PX, 0);
        if (small_path)
            continue;
        for (int j = 0; j < t->nfeatures; j++)
            if (ds->pics[i].has_anchor[j])
                dot(img, w, ox + (int)(ds->pics[i].anchor[j][0] * TILE_PX),
                    oy + (int)(ds->pics[i].anchor[j][1] * TILE_PX), 5, kc[t->features[j].kind]);
        /* A white dot in the middle of each set's symbol. */
        static const uint8_t white[3] = {255, 255, 255};
        for (int s = 0; s < tileart_nsets; s++) {
            double dots[SET_MAX_DOTS][3];
            int nd =
                tileart_sets[s]->sheet_dots ? tileart_sets[s]->sheet_dots(&ds->pics[i], dots) : 0;
            for (int k = 0; k < nd; k++)
                dot(img, w, ox + (int)(dots[k][0] * TILE_PX), oy + (int)(dots[k][1] * TILE_PX),
                    (int)dots[k][2], white);
        }
    }
    int rc = small_path ? 0 : png_write(path, img, w, h);
    if (small_path) {
        /* Shown three times larger, pixel for pixel, for a person to see the 32 px tiles. */
        int f = TILE_PX / 32, sw = w / f, sh = h / f;
        uint8_t *small = shrink(img, w, h, f), *big = malloc((size_t)sw * (size_t)sh * 36);
        if (small && big) {
            for (int y = 0; y < sh * 3; y++)
                for (int x = 0; x < sw * 3; x++)
                    memcpy(big + ((size_t)y * (size_t)sw * 3 + (size_t)x) * 4,
                           small + ((size_t)(y / 3) * (size_t)sw + (size_t)(x / 3)) * 4, 4);
            rc = png_write(small_path, big, sw * 3, sh * 3);
        } else {
            rc = -1;
        }
        free(small);
        free(big);
    }
    free(img);
    return rc;
}

static int side_kind(const carc_tile_def *t, int side, int q)
{
    int local = ((side - q) % 4 + 4) % 4;
    int pos = 3 * local + 1;
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].mask & (1u << pos))
            return t->features[j].kind == CARC_CLOISTER ? CARC_FIELD : t->features[j].kind;
    return CARC_FIELD;
}

/* A random board of tiles that fit their west and north neighbours, to look at the seams. */
static int write_board(const char *path, const char *small_path, drawn_set *const *sets, int n)
{
    enum { B = 6 };
    int w = B * TILE_PX;
    uint8_t *img = calloc((size_t)w * (size_t)w, 4);
    if (!img)
        return -1;
    const carc_tile_def *cell[B][B] = {{0}};
    int rot[B][B] = {{0}};
    uint32_t rng = 12345;
    for (int y = 0; y < B; y++)
        for (int x = 0; x < B; x++)
            for (int tries = 0; tries < 4000; tries++) {
                rng = rng * 1664525u + 1013904223u;
                int si = (int)((rng >> 8) % (uint32_t)n);
                int ti = (int)((rng >> 16) % (uint32_t)sets[si]->set.ntiles);
                int q = (int)((rng >> 4) & 3);
                const carc_tile_def *t = sets[si]->def[ti];
                if (!t)
                    continue;
                if (x > 0 && cell[y][x - 1] &&
                    side_kind(cell[y][x - 1], CARC_SIDE_E, rot[y][x - 1]) !=
                        side_kind(t, CARC_SIDE_W, q))
                    continue;
                if (y > 0 && cell[y - 1][x] &&
                    side_kind(cell[y - 1][x], CARC_SIDE_S, rot[y - 1][x]) !=
                        side_kind(t, CARC_SIDE_N, q))
                    continue;
                cell[y][x] = t;
                rot[y][x] = q;
                blit_rot(img, w, x * TILE_PX, y * TILE_PX, sets[si]->pics[ti].rgba, TILE_PX, q);
                break;
            }
    int rc = png_write(path, img, w, w);
    /* The same board at 32 px a tile, box-filtered as a mipmap would be. */
    int f = TILE_PX / 32, sw = w / f;
    uint8_t *small = malloc((size_t)sw * (size_t)sw * 4);
    if (small) {
        for (int y = 0; y < sw; y++)
            for (int x = 0; x < sw; x++)
                for (int k = 0; k < 4; k++) {
                    int s = 0;
                    for (int j = 0; j < f; j++)
                        for (int i = 0; i < f; i++)
                            s += img[((size_t)(y * f + j) * (size_t)w + (size_t)(x * f + i)) * 4 +
                                     k];
                    small[((size_t)y * (size_t)sw + (size_t)x) * 4 + k] = (uint8_t)(s / (f * f));
                }
        rc |= png_write(small_path, small, sw, sw);
        free(small);
    }
    free(img);
    return rc;
}

/* The pixels along side `side` of a picture, clockwise (as the positions run), averaged over
   the two outermost pixel rows. out holds n * 3 values. */
static void edge_profile(const uint8_t *px, int n, int side, double *out)
{
    for (int u = 0; u < n; u++)
        for (int k = 0; k < 3; k++) {
            double s = 0;
            for (int depth = 0; depth < 2; depth++) {
                int x, y;
                switch (side) {
                case CARC_SIDE_N:
                    x = u, y = depth;
                    break;
                case CARC_SIDE_E:
                    x = n - 1 - depth, y = u;
                    break;
                case CARC_SIDE_S:
                    x = n - 1 - u, y = n - 1 - depth;
                    break;
                default:
                    x = depth, y = n - 1 - u;
                    break;
                }
                s += px[((size_t)y * (size_t)n + (size_t)x) * 4 + k];
            }
            out[u * 3 + k] = s / 2;
        }
}

/*
 * Seam check: every pair of tile sides that may meet on the board (same kind) is compared
 * pixel by pixel along the edge, one side read backwards as it is when the tiles touch. Prints
 * the mean difference and the worst pairs, so a feature that meets an edge differently on two
 * tiles shows up as a number before anyone looks at a board.
 */
static void check_seams(drawn_set *const *sets, int n)
{
    enum { MAXSIDES = CARC_MAX_SETS * CARC_MAX_SET_TILES * 4 };
    typedef struct side_info {
        double prof[TILE_PX * 3];
        int kind, side;
        const char *name;
    } side_info;
    side_info *sd = malloc(sizeof *sd * MAXSIDES);
    if (!sd)
        return;
    int m = 0;
    for (int si = 0; si < n; si++)
        for (int ti = 0; ti < sets[si]->set.ntiles; ti++)
            for (int d = 0; d < 4 && sets[si]->def[ti]; d++) {
                edge_profile(sets[si]->pics[ti].rgba, TILE_PX, d, sd[m].prof);
                sd[m].kind = side_kind(sets[si]->def[ti], d, 0);
                sd[m].name = sets[si]->set.tiles[ti].id;
                sd[m].side = d;
                m++;
            }
    double worst[5] = {0};
    int wa[5] = {0}, wb[5] = {0};
    double total = 0;
    long pairs = 0;
    for (int a = 0; a < m; a++)
        for (int b = a; b < m; b++) {
            if (sd[a].kind != sd[b].kind)
                continue;
            double diff = 0;
            for (int u = 0; u < TILE_PX; u++)
                for (int k = 0; k < 3; k++)
                    diff += fabs(sd[a].prof[u * 3 + k] - sd[b].prof[(TILE_PX - 1 - u) * 3 + k]);
            diff /= TILE_PX * 3;
            total += diff;
            pairs++;
            for (int w = 0; w < 5; w++)
                if (diff > worst[w]) {
                    for (int v = 4; v > w; v--)
                        worst[v] = worst[v - 1], wa[v] = wa[v - 1], wb[v] = wb[v - 1];
                    worst[w] = diff, wa[w] = a, wb[w] = b;
                    break;
                }
        }
    static const char *sides = "NESW";
    printf("seams: %ld pairs of sides, mean difference %.2f / 255\n", pairs,
           pairs ? total / (double)pairs : 0.0);
    for (int w = 0; w < 5 && worst[w] > 0; w++)
        printf("  %s %c - %s %c: %.2f\n", sd[wa[w]].name, sides[sd[wa[w]].side], sd[wb[w]].name,
               sides[sd[wb[w]].side], worst[w]);
    free(sd);
}

/* Rounds the corners of an n x n picture (radius n/8), the edge anti-aliased over 4 x 4
   samples a pixel. */
static void round_corners(uint8_t *px, int n)
{
    double r = n / 8.0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int in = 0;
            for (int j = 0; j < 4; j++)
                for (int i = 0; i < 4; i++) {
                    double sx = x + (i + 0.5) / 4, sy = y + (j + 0.5) / 4;
                    double cx = sx < r ? r : sx > n - r ? n - r : sx;
                    double cy = sy < r ? r : sy > n - r ? n - r : sy;
                    in += (sx - cx) * (sx - cx) + (sy - cy) * (sy - cy) <= r * r;
                }
            uint8_t *a = px + ((size_t)y * (size_t)n + (size_t)x) * 4 + 3;
            *a = (uint8_t)(*a * in / 16);
        }
}

/* The application icon: the set's start tile drawn at each size (so that small icons stay
   sharp) with rounded corners, into dir/NxN/carcassonne.png. */
static int write_icons(const char *dir, const drawn_set *ds)
{
    static const int sizes[] = {16, 24, 32, 48, 64, 128, 256};
    const carc_tile_def *t = NULL;
    for (int i = 0; i < ds->set.ntiles; i++)
        if (strcmp(ds->set.tiles[i].id, ds->set.start) == 0)
            t = &ds->set.tiles[i];
    if (t == NULL) {
        fprintf(stderr, "%s: no start tile to draw the icon from\n", ds->set.name);
        return -1;
    }
    if (make_dir(dir) < 0)
        return -1;
    int rc = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int n = sizes[k];
        char path[1024];
        tile_picture pic = {0};
        tile_extras start;
        tileart_plain_extras(&start);
        for (int s = 0; s < tileart_nsets; s++)
            if (tileart_sets[s]->extras)
                tileart_sets[s]->extras(NULL, true, &start);
        if (tile_draw(t, &start, n, SUPERSAMPLE, &pic) < 0) {
            fprintf(stderr, "icon: out of memory\n");
            return -1;
        }
        round_corners(pic.rgba, n);
        snprintf(path, sizeof path, "%s/%dx%d", dir, n, n);
        if (make_dir(path) < 0)
            rc = -1;
        snprintf(path, sizeof path, "%s/%dx%d/carcassonne.png", dir, n, n);
        rc |= png_write(path, pic.rgba, n, n);
        free(pic.rgba);
    }
    return rc;
}

static void usage(void)
{
    fprintf(stderr, "usage: carc-tileart [--out ASSETS] [--preview DIR] [--sprites] "
                    "[--icons DIR] TILESET.json...\n");
}

int main(int argc, char **argv)
{
    const char *out = "assets", *preview = NULL, *icons = NULL;
    bool sprites = false;
    const char *files[CARC_MAX_SETS];
    int nfiles = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (strcmp(argv[i], "--preview") == 0 && i + 1 < argc)
            preview = argv[++i];
        else if (strcmp(argv[i], "--sprites") == 0)
            sprites = true;
        else if (strcmp(argv[i], "--icons") == 0 && i + 1 < argc)
            icons = argv[++i];
        else if (argv[i][0] == '-' || nfiles == CARC_MAX_SETS) {
            usage();
            return 2;
        } else
            files[nfiles++] = argv[i];
    }
    if (!nfiles && !sprites) {
        usage();
        return 2;
    }
    char path[1024];
    if (preview && make_dir(preview) < 0)
        return 1;
    if (sprites) {
        snprintf(path, sizeof path, "%s/sprites", out);
        if (make_dir(path) < 0 || sprites_write(path, preview) < 0)
            return 1;
    }
    drawn_set *sets[CARC_MAX_SETS];
    const carc_tileset *tsets[CARC_MAX_SETS];
    int rc = 0;
    char err[512];
    for (int s = 0; s < nfiles; s++) {
        drawn_set *ds = calloc(1, sizeof *ds);
        if (!ds)
            return 1;
        sets[s] = ds;
        tsets[s] = &ds->set;
        if (carc_tileset_load(files[s], &ds->set, err, sizeof err) < 0) {
            fprintf(stderr, "%s\n", err);
            return 1;
        }
    }
    /* The tiles as a game of all these sets resolves them (variants, what the modules add). */
    carc_catalog *cat = nfiles ? malloc(sizeof *cat) : NULL;
    if (nfiles && (!cat || carc_catalog_build(cat, tsets, nfiles, err, sizeof err) < 0)) {
        fprintf(stderr, "carc-tileart: %s\n", cat ? err : "out of memory");
        return 1;
    }
    for (int s = 0; s < nfiles; s++) {
        drawn_set *ds = sets[s];
        snprintf(path, sizeof path, "%s/tiles", out);
        if (make_dir(path) < 0)
            return 1;
        snprintf(path, sizeof path, "%s/tiles/%s", out, ds->set.name);
        if (make_dir(path) < 0)
            return 1;
        int drawn = 0;
        for (int i = 0; i < ds->set.ntiles; i++) {
            const carc_tile_def *st = &ds->set.tiles[i];
            int ti = carc_catalog_find(cat, st->id);
            if (ti < 0) {
                printf("%s: %s left out: it is a variant of %s, a tile of none of the sets "
                       "given\n",
                       ds->set.name, st->id, st->variant_of);
                continue;
            }
            const carc_tile_type *type = &cat->types[ti];
            const carc_tile_def *t = ds->def[i] = &type->def;
            tile_extras ex = {.seed_id = t->variant_of[0] ? t->variant_of : NULL};
            for (int k = 0; k < tileart_nsets; k++)
                if (tileart_sets[k]->extras)
                    tileart_sets[k]->extras(type, strcmp(t->id, ds->set.start) == 0, &ex);
            if (tile_draw(t, &ex, TILE_PX, SUPERSAMPLE, &ds->pics[i]) < 0) {
                fprintf(stderr, "%s: out of memory\n", t->id);
                return 1;
            }
            snprintf(path, sizeof path, "%s/tiles/%s/%s.png", out, ds->set.name, t->id);
            rc |= png_write(path, ds->pics[i].rgba, TILE_PX, TILE_PX);
            drawn++;
        }
        snprintf(path, sizeof path, "%s/tiles/%s.json", out, ds->set.name);
        rc |= write_anchors(path, ds);
        if (preview) {
            snprintf(path, sizeof path, "%s/%s-sheet.png", preview, ds->set.name);
            rc |= write_sheet(path, NULL, ds);
            char small[1024];
            snprintf(small, sizeof small, "%s/%s-sheet-32.png", preview, ds->set.name);
            rc |= write_sheet(path, small, ds);
        }
        printf("%s: %d tiles\n", ds->set.name, drawn);
    }
    if (icons && nfiles)
        rc |= write_icons(icons, sets[0]);
    if (preview && nfiles) {
        char small[1024];
        snprintf(path, sizeof path, "%s/board.png", preview);
        snprintf(small, sizeof small, "%s/board-32.png", preview);
        rc |= write_board(path, small, sets, nfiles);
        check_seams(sets, nfiles);
    }
    for (int s = 0; s < nfiles; s++) {
        for (int i = 0; i < sets[s]->set.ntiles; i++)
            free(sets[s]->pics[i].rgba);
        free(sets[s]);
    }
    free(cat);
    return rc ? 1 : 0;
}
