/*
 * abbot.c: the Abbot's drawing: the garden (a variant tile's garden feature), where it
 * goes in its field and how it looks; and the abbot's figure.
 */
#include "figure.h"
#include "mod_abbot.h"
#include "abbot.h"
#include "sets.h"
#include "tilegeom.h"

#include <math.h>
#include <stdio.h>

#define PLOT_H_MAX 0.13  /* half the side of an abbot's garden, where the field has room */
#define PLOT_H_MIN 0.085 /* ... and where it has little */

/* The abbot's garden: the set's state for the tile being drawn (geom.set_state). */
typedef struct abbot_geom {
    int plot;       /* the abbot's garden: its feature, -1 */
    int plot_field; /* the field it lies in */
    vec2 plot_c;
    double plot_h; /* half its side */
} abbot_geom;
_Static_assert(sizeof(abbot_geom) <= SET_STATE_SIZE, "room in geom.set_state");

static abbot_geom *S(const geom *g)
{
    return tileart_state(g, &abbot_art);
}

static abbot_tile_extras *EX(const tile_extras *ex)
{
    return tileart_extras_part(ex, &abbot_art);
}

static abbot_tile_picture *PIC(const tile_picture *pic)
{
    return tileart_picture_part(pic, &abbot_art);
}

/* Distance from p to the square of half side h around c (0 inside). */
static double box_dist(vec2 p, vec2 c, double h)
{
    double dx = fmax(fabs(p.x - c.x) - h, 0), dy = fmax(fabs(p.y - c.y) - h, 0);
    return hypot(dx, dy);
}

/* How well a garden of half side h fits around cell k of its field: at least 0 when it stays
   clear of everything else (other features, hedges, houses, the tile edge) and of the
   followers' spots but that of feature skip, and of the trees when trees_too (otherwise they
   only count a little: they make way). */
static double plot_score(const geom *g, const tile_picture *pic, int k, double h, int skip,
                         bool trees_too)
{
    vec2 p = cell_centre(k % LM, k / LM);
    double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
    /* The square's corners, with the gravel walk round the hedge, reach (h + 0.013) *
       sqrt(2); walls and verges cast a shadow past their own cells. */
    double s = fmin(g->clear[k] - (h + 0.013) * 1.42 - 0.014, b - h - 0.035);
    for (int j = 0; j < g->t->nfeatures; j++)
        if (pic->has_anchor[j] && j != skip)
            s = fmin(s, box_dist(v2(pic->anchor[j][0], pic->anchor[j][1]), p, h) - FOLLOWER_R);
    for (int i = 0; i < g->ntree; i++) {
        double gap = box_dist(g->trees[i].c, p, h) - g->trees[i].r - 0.012;
        s = trees_too ? fmin(s, gap) : s - 0.2 * fmax(0, -gap);
    }
    return s;
}

/* The best place for a garden in its field, the largest that fits; returns its score. */
static double plot_find(const geom *g, const tile_picture *pic, int skip, bool trees_too, vec2 *c,
                        double *h)
{
    double best = -1e9;
    for (double hh = PLOT_H_MAX; hh >= PLOT_H_MIN - 1e-9 && best < 0; hh -= 0.01) {
        best = -1e9;
        for (int k = 0; k < LM * LM; k++) {
            if (g->label[k] != S(g)->plot_field)
                continue;
            double s = plot_score(g, pic, k, hh, skip, trees_too);
            if (s > best + 1e-9) {
                best = s;
                *c = cell_centre(k % LM, k / LM);
                *h = hh;
            }
        }
    }
    return best;
}

/*
 * The abbot's garden (a variant tile's garden feature): a square inside its field, clear of
 * roads, cities, hedges, houses and the tile edge. It goes beside the field's own follower
 * spot and the trees when the field has room for all, so the tile is its plain twin plus a
 * garden; else trees under the garden make way, and in a small field the field's spot moves
 * aside too. The
 * garden's anchor, where the abbot stands, is its middle.
 */
static void place_garden(geom *g, tile_picture *pic)
{
    if (S(g)->plot < 0)
        return;
    vec2 c = v2(0.5, 0.5);
    double h = PLOT_H_MIN;
    bool moved = false;
    if (plot_find(g, pic, -1, true, &c, &h) < 0 && plot_find(g, pic, -1, false, &c, &h) < 0) {
        moved = true;
        if (plot_find(g, pic, S(g)->plot_field, false, &c, &h) < 0)
            fprintf(stderr, "%s: the garden is crowded in field %d\n", g->t->id, S(g)->plot_field);
    }
    S(g)->plot_c = c;
    S(g)->plot_h = h;
    PIC(pic)->has_garden = true;
    PIC(pic)->garden_c[0] = c.x;
    PIC(pic)->garden_c[1] = c.y;
    PIC(pic)->garden_half = h;
    pic->anchor[S(g)->plot][0] = c.x;
    pic->anchor[S(g)->plot][1] = c.y;
    pic->has_anchor[S(g)->plot] = true;
    if (moved) {
        /* The field's follower goes where the field is widest, away from the garden. */
        int f = S(g)->plot_field;
        double best = -1e9;
        vec2 bp = v2(pic->anchor[f][0], pic->anchor[f][1]);
        for (int k = 0; k < LM * LM; k++) {
            if (g->label[k] != f)
                continue;
            vec2 p = cell_centre(k % LM, k / LM);
            double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
            double s = fmin(fmin(g->clear[k], b + 0.035), box_dist(p, c, h) - 0.05);
            for (int j = 0; j < g->t->nfeatures; j++)
                if (pic->has_anchor[j] && j != f && j != S(g)->plot)
                    s = fmin(s, 0.5 * dist2(p, v2(pic->anchor[j][0], pic->anchor[j][1])));
            if (s > best + 1e-9) {
                best = s;
                bp = p;
            }
        }
        pic->anchor[f][0] = bp.x;
        pic->anchor[f][1] = bp.y;
    }
    /* Trees make way for the garden and for a field follower that moved. */
    int n = 0;
    vec2 fa = v2(pic->anchor[S(g)->plot_field][0], pic->anchor[S(g)->plot_field][1]);
    for (int i = 0; i < g->ntree; i++) {
        const disc *t = &g->trees[i];
        if (box_dist(t->c, c, h) < t->r + 0.012 || (moved && dist2(t->c, fa) < t->r + 0.07))
            continue;
        g->trees[n++] = *t;
    }
    g->ntree = n;
}

/*
 * The abbot's garden, seen from above: a square of clipped hedge around four vegetable and
 * flower beds, parted by a cross of sand paths with a round herb bed where they meet, and a
 * gap in the hedge for a gate. At 32 px a tile it reads as a dark green square with a bright,
 * many-coloured inside, unlike the cloister's lawn and red chapel.
 */
static void draw_garden(const painter *pt, const geom *g)
{
    vec2 c = S(g)->plot_c;
    double h = S(g)->plot_h, s = h / PLOT_H_MAX;
    uint32_t seed = g->seed + 101;
    /* A pale gravel walk round the hedge with a dark edge: the garden stands out from the
       grass at the default zoom. */
    fill_rect(pt, v2(c.x + 0.007, c.y + 0.009), 2 * h + 0.026, 2 * h + 0.026, 0,
              rgb_hex(0x1f1a10, 0.3f));
    fill_rect(pt, c, 2 * h + 0.026, 2 * h + 0.026, 0, rgb_hex(COL_OUTLINE, 1));
    fill_rect(pt, c, 2 * h + 0.018, 2 * h + 0.018, 0, rgb_hex(0xeadcb0, 1));
    fill_rect(pt, c, 2 * h + 0.008, 2 * h + 0.008, 0, rgb_hex(0x22381a, 1));
    fill_rect(pt, c, 2 * h - 0.002, 2 * h - 0.002, 0, rgb_hex(0x3d7330, 1));
    /* The hedge's leafy top: lighter clumps along it. */
    vec2 q = to_px(pt, c);
    double hp = (h - 0.012) * pt->scale;
    for (int k = 0; k < 32; k++) {
        double t = (k % 8 + 0.5) / 8.0; /* 0..1 along one side */
        int side = k / 8;
        double u = (t - 0.5) * 2 * hp;
        double x = side == 0 ? u : side == 1 ? hp : side == 2 ? -u : -hp;
        double y = side == 0 ? -hp : side == 1 ? u : side == 2 ? hp : -u;
        double r = (0.0085 + 0.003 * hash01(k, 3, seed)) * pt->scale * s;
        fill_ellipse(pt, q.x + x - r * 0.2, q.y + y - r * 0.25, r, r * 0.85, 0,
                     rgb_hex(0x5c9a40, 1));
    }
    double in = h - 0.022 * s;
    fill_rect(pt, c, 2 * in, 2 * in, 0, rgb_hex(0x22381a, 1));
    fill_rect(pt, c, 2 * in - 0.006, 2 * in - 0.006, 0, rgb_hex(0x8a5a34, 1));
    /* The gate: a gap in the hedge, south, with a path through it. */
    double pw = 0.026 * s;
    fill_rect(pt, v2(c.x, c.y + h - 0.01 * s), pw + 0.008, 0.03 * s, 0, rgb_hex(0x22381a, 1));
    fill_rect(pt, v2(c.x, c.y + h - 0.008 * s), pw, 0.034 * s, 0, rgb_hex(0xe6d7a8, 1));
    /* The beds: rows of vegetables and flowers, a different crop in each quarter. */
    static const uint32_t crop[4][2] = {
        {0x4f9a34, 0x86c85a}, /* cabbages */
        {0xd8463c, 0xf2d04a}, /* flowers, red and yellow */
        {0x9a5fc0, 0xf4f0e6}, /* lavender and white */
        {0x6aaa3a, 0xe07a2a}, /* carrots and pumpkins */
    };
    double bed = in - pw / 2 - 0.004; /* a bed's side */
    for (int b = 0; b < 4; b++) {
        double bx = c.x + (b & 1 ? 1 : -1) * (pw / 2 + bed / 2 + 0.001);
        double by = c.y + (b & 2 ? 1 : -1) * (pw / 2 + bed / 2 + 0.001);
        fill_rect(pt, v2(bx, by), bed, bed, 0, rgb_hex(0x6e4426, 1));
        int rows = 3;
        for (int r = 0; r < rows; r++) {
            double ry = by - bed / 2 + bed * (r + 0.5) / rows;
            fill_rect(pt, v2(bx, ry), bed * 0.9, bed / rows * 0.55, 0, rgb_hex(crop[b][0], 1));
            for (int k = 0; k < 3; k++) {
                double rx = bx - bed / 2 + bed * (k + 0.5) / 3;
                vec2 d = to_px(pt, v2(rx, ry));
                double rr = bed / rows * (0.3 + 0.08 * hash01(b * 9 + r * 3 + k, 5, seed));
                fill_ellipse(pt, d.x, d.y, rr * pt->scale, rr * pt->scale, 0,
                             rgb_hex(crop[b][(r + k) % 2], 1));
            }
        }
    }
    /* The round herb bed where the paths cross. */
    fill_ellipse(pt, q.x, q.y, (pw * 0.95) * pt->scale, (pw * 0.95) * pt->scale, 0,
                 rgb_hex(0x22381a, 1));
    fill_ellipse(pt, q.x, q.y, (pw * 0.75) * pt->scale, (pw * 0.75) * pt->scale, 0,
                 rgb_hex(0x4f9a34, 1));
    fill_ellipse(pt, q.x, q.y, (pw * 0.3) * pt->scale, (pw * 0.3) * pt->scale, 0,
                 rgb_hex(0xf2d04a, 1));
}

/*
 * The abbot: a monk in a long habit with a pointed hood, holding a crozier (a staff with a
 * curled head) to his left. Its outline is a narrow cowl on a bell that widens to the hem, with
 * a tall staff beside it: no outstretched arms and no legs, so it never reads as a meeple, at
 * any size. Same box as the meeple: head at the top, hem on y 0.95.
 */
static double sd_abbot(vec2 p)
{
    static const vec2 habit[12] = {{0.5, 0.33},  {0.37, 0.36}, {0.31, 0.44}, {0.29, 0.58},
                                   {0.25, 0.76}, {0.2, 0.9},   {0.5, 0.915}, {0.8, 0.9},
                                   {0.75, 0.76}, {0.71, 0.58}, {0.69, 0.44}, {0.63, 0.36}};
    static const vec2 cowl[3] = {{0.395, 0.16}, {0.5, 0.035}, {0.605, 0.16}};
    static const vec2 drape[4] = {{0.36, 0.24}, {0.64, 0.24}, {0.69, 0.42}, {0.31, 0.42}};
    double d = sd_poly(p, habit, 12) - 0.035;
    double hood = smin(sd_circle(p, 0.5, 0.235, 0.135), sd_poly(p, cowl, 3) - 0.02, 0.05);
    hood = smin(hood, sd_poly(p, drape, 4) - 0.02, 0.05);
    d = smin(d, hood, 0.04);
    /* The arm out to the staff, and the hand on it. */
    d = smin(d, sd_capsule(p, (vec2){0.62, 0.5}, (vec2){0.8, 0.5}, 0.048), 0.03);
    d = fmin(d, sd_circle(p, 0.83, 0.5, 0.045));
    /* The crozier: the staff, and its head curling over to the west. */
    double staff = sd_box(p, 0.83, 0.56, 0.022, 0.385);
    double ring = fabs(sd_circle(p, 0.765, 0.175, 0.065)) - 0.022;
    if (p.y > 0.175 && p.x < 0.83)
        ring = fmax(ring, 0.7 - p.x); /* open below, toward the west */
    ring = fmin(ring, sd_circle(p, 0.7, 0.2, 0.026));
    d = fmin(d, fmin(staff, ring));
    return d;
}

/* The abbot's inner lines, drawn dark like the outline: the shadow inside the hood, the
   hood's edge on the shoulders, the other arm folded across the chest, folds at the hem. */
static double ink_abbot(vec2 p)
{
    double ex = (p.x - 0.5) / 0.072, ey = (p.y - 0.255) / 0.083;
    double d = (hypot(ex, ey) - 1) * 0.072;
    static const vec2 edge[5] = {
        {0.36, 0.33}, {0.42, 0.385}, {0.5, 0.405}, {0.58, 0.385}, {0.64, 0.33}};
    d = fmin(d, poly_dist(p, edge, 5, NULL, NULL) - 0.011);
    d = fmin(d, sd_capsule(p, (vec2){0.34, 0.46}, (vec2){0.55, 0.53}, 0.01));
    d = fmin(d, sd_capsule(p, (vec2){0.41, 0.85}, (vec2){0.395, 0.925}, 0.009));
    d = fmin(d, sd_capsule(p, (vec2){0.59, 0.85}, (vec2){0.605, 0.925}, 0.009));
    return d;
}

/* ---- the set's hooks (sets.h) ---------------------------------------------------------- */

static void abbot_extras(const carc_tile_type *type, bool is_start, tile_extras *ex)
{
    (void)is_start;
    bool has = type && carc_abbot_garden(type) != CARC_NO_FEATURE;
    EX(ex)->garden = has ? carc_abbot_garden(type) : -1;
    EX(ex)->garden_field = has ? carc_abbot_garden_field(type) : -1;
}

static void abbot_start(geom *g, tile_picture *pic)
{
    S(g)->plot = EX(g->ex)->garden;
    S(g)->plot_field = EX(g->ex)->garden_field;
    PIC(pic)->has_garden = false;
}

static bool abbot_own_anchor(const geom *g, int j)
{
    return j == S(g)->plot;
}

static void abbot_marks(const geom *g, tile_picture *pic)
{
    if (S(g)->plot >= 0)
        tile_add_mark(pic, S(g)->plot, S(g)->plot_c,
                      S(g)->plot_h * 1.42); /* the square's corners */
}

static int abbot_owner(const geom *g, vec2 p)
{
    if (S(g)->plot >= 0 && fabs(p.x - S(g)->plot_c.x) <= S(g)->plot_h &&
        fabs(p.y - S(g)->plot_c.y) <= S(g)->plot_h)
        return S(g)->plot;
    return SET_OWN_NONE;
}

static void abbot_draw(const painter *pt, const geom *g)
{
    if (S(g)->plot >= 0)
        draw_garden(pt, g);
}

static void abbot_keys(FILE *fp, const carc_tile_def *t, const tile_picture *p)
{
    if (PIC(p)->has_garden)
        fprintf(fp, ", \"garden\": {\"feature\": %d, \"at\": [%.3f, %.3f], \"half\": %.3f}",
                t->nfeatures - 1, PIC(p)->garden_c[0], PIC(p)->garden_c[1], PIC(p)->garden_half);
}

static const set_figure abbot_figures[] = {
    {"abbot.png", {sd_abbot, ink_abbot, NULL, 0.035, 0.95, 0.3}, {32, 47}},
};

const tileart_set abbot_art = {
    .module = "abbot",
    .extras = abbot_extras,
    .start = abbot_start,
    .own_anchor = abbot_own_anchor,
    .place_last = place_garden,
    .marks = abbot_marks,
    .owner = abbot_owner,
    .draw = abbot_draw,
    .write_keys = abbot_keys,
    .figures = abbot_figures,
    .nfigures = 1,
};
