/*
 * traders.c: Traders & Builders' drawing: the goods symbol inside its city (wine, grain
 * or cloth on a round market square), where it goes and how it looks; and the figures of
 * the builder and the pig.
 */
#include "figure.h"
#include "module.h"
#include "mod_traders.h"
#include "traders.h"
#include "sets.h"
#include "tilegeom.h"

#include <math.h>
#include <stdio.h>

#define GOODS_R_MAX 0.15 /* radius of a goods symbol's market square */
#define GOODS_R_MIN 0.09

/* The goods symbol: the set's state for the tile being drawn (geom.set_state). */
typedef struct traders_geom {
    int goods_city; /* the city with a goods symbol (a feature), -1 */
    int goods;      /* its carc_goods */
    vec2 goods_c;
    double goods_r;
} traders_geom;
_Static_assert(sizeof(traders_geom) <= SET_STATE_SIZE, "room in geom.set_state");

static traders_geom *S(const geom *g)
{
    return tileart_state(g, &traders_art);
}

static traders_tile_extras *EX(const tile_extras *ex)
{
    return tileart_extras_part(ex, &traders_art);
}

static traders_tile_picture *PIC(const tile_picture *pic)
{
    return tileart_picture_part(pic, &traders_art);
}

/* How well a goods symbol of radius r fits around cell k of its city: at least 0 when it
   clears the wall, its towers and gates, the tile edge and every follower's spot but skip's. */
static double goods_score(const geom *g, const tile_picture *pic, int k, double r, int skip)
{
    vec2 p = cell_centre(k % LM, k / LM);
    double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
    double s = fmin(g->clear[k] - r - 0.07, b - r - 0.05);
    for (int j = 0; j < g->t->nfeatures; j++)
        if (pic->has_anchor[j] && j != skip)
            s = fmin(s, dist2(p, v2(pic->anchor[j][0], pic->anchor[j][1])) - r - FOLLOWER_R);
    for (int i = 0; i < g->nshield; i++)
        s = fmin(s, dist2(p, g->shield[i]) - r - 0.1);
    /* Toward the middle of the tile a little, where it reads best. */
    return s - 0.02 * dist2(p, v2(0.5, 0.5));
}

static double goods_find(geom *g, const tile_picture *pic, int skip)
{
    double best = -1e9;
    for (double r = GOODS_R_MAX; r >= GOODS_R_MIN - 1e-9 && best < 0; r -= 0.005) {
        best = -1e9;
        for (int k = 0; k < LM * LM; k++) {
            if (g->label[k] != S(g)->goods_city)
                continue;
            double s = goods_score(g, pic, k, r, skip);
            if (s > best + 1e-9) {
                best = s;
                S(g)->goods_c = cell_centre(k % LM, k / LM);
                S(g)->goods_r = r;
            }
        }
    }
    return best;
}

/*
 * The goods symbol (Traders & Builders): a small market square inside its city with the good
 * on it, the largest that fits clear of the wall and of every follower's spot. When the city
 * is too narrow for both, the symbol takes the widest place and the city's follower moves to
 * the next. Placed before the houses, which keep off it.
 */
static void place_goods(geom *g, tile_picture *pic)
{
    if (S(g)->goods_city < 0)
        return;
    int f = S(g)->goods_city;
    if (goods_find(g, pic, -1) < 0) {
        if (goods_find(g, pic, f) < 0)
            fprintf(stderr, "%s: the goods symbol is crowded\n", g->t->id);
        double best = -1e9;
        vec2 bp = v2(pic->anchor[f][0], pic->anchor[f][1]);
        for (int k = 0; k < LM * LM; k++) {
            if (g->label[k] != f)
                continue;
            vec2 p = cell_centre(k % LM, k / LM);
            double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
            double sc =
                fmin(fmin(g->clear[k], b + 0.06), dist2(p, S(g)->goods_c) - S(g)->goods_r - 0.05);
            for (int j = 0; j < g->t->nfeatures; j++)
                if (pic->has_anchor[j] && j != f)
                    sc = fmin(sc, 0.5 * dist2(p, v2(pic->anchor[j][0], pic->anchor[j][1])));
            if (sc > best + 1e-9) {
                best = sc;
                bp = p;
            }
        }
        pic->anchor[f][0] = bp.x;
        pic->anchor[f][1] = bp.y;
    }
    PIC(pic)->has_goods = true;
    PIC(pic)->goods_city = f;
    PIC(pic)->goods = S(g)->goods;
    PIC(pic)->goods_c[0] = S(g)->goods_c.x;
    PIC(pic)->goods_c[1] = S(g)->goods_c.y;
    PIC(pic)->goods_r = S(g)->goods_r;
}

/*
 * A goods symbol: a round market square of pale paving with a dark rim, and on it the good,
 * each in its own shape and colour, outlined dark: wine as a bunch of purple grapes under a
 * green leaf, grain as a golden sheaf tied in the middle, cloth as a sea-green bolt with its end
 * unrolled. At 32 px a tile it reads as a light dot in the city with a purple, a golden or a
 * sea-green heart, unlike the houses' red and slate roofs and the pennants' blue and white.
 */
static void draw_goods(const painter *pt, const geom *g)
{
    const vec2 c = S(g)->goods_c;
    const double r = S(g)->goods_r, o = 0.0065; /* outline */
    draw_badge(pt, c, r, 0xfbf3dc, 0xd9c48e);
    const double u = r * 1.22; /* the good's own unit: it spans about +-0.62 u */
    if (S(g)->goods == CARC_WINE) {
        /* Wine: grapes in rows of 3, 2, 1 under a stem and a leaf. */
        static const double gx[6] = {-0.33, 0, 0.33, -0.165, 0.165, 0};
        static const double gy[6] = {-0.17, -0.17, -0.17, 0.12, 0.12, 0.41};
        const double gr = 0.19 * u;
        vec2 stem[2] = {to_px(pt, v2(c.x, c.y - 0.3 * u)),
                        to_px(pt, v2(c.x + 0.06 * u, c.y - 0.62 * u))};
        stroke_line(pt, stem, 2, 0.016 * pt->scale, rgb_hex(COL_OUTLINE, 1));
        stroke_line(pt, stem, 2, 0.007 * pt->scale, rgb_hex(0x7a5230, 1));
        vec2 lf = v2(c.x - 0.24 * u, c.y - 0.46 * u);
        ell(pt, lf, 0.25 * u + o, 0.13 * u + o, -0.35, 0x22381a);
        ell(pt, lf, 0.25 * u, 0.13 * u, -0.35, 0x4f9a34);
        for (int k = 0; k < 6; k++)
            ell(pt, v2(c.x + gx[k] * u, c.y + gy[k] * u), gr + o, gr + o, 0, 0x2a1234);
        for (int k = 0; k < 6; k++) {
            vec2 p = v2(c.x + gx[k] * u, c.y + gy[k] * u);
            ell(pt, p, gr, gr, 0, 0x7b2f9f);
            ell(pt, v2(p.x + 0.03 * u, p.y + 0.04 * u), gr * 0.7, gr * 0.7, 0, 0x62237f);
            ell(pt, v2(p.x - 0.06 * u, p.y - 0.06 * u), gr * 0.32, gr * 0.32, 0, 0xc99ae6);
        }
    } else if (S(g)->goods == CARC_GRAIN) {
        /* Grain: a sheaf, stalks fanning out above and below a band, ears at the top. */
        static const vec2 stalks[6] = {{-0.3, 0.62},  {0.3, 0.62},    {0.1, 0.12},
                                       {0.44, -0.32}, {-0.44, -0.32}, {-0.1, 0.12}};
        for (int k = 0; k < 5; k++) {
            double a = (k - 2) * 0.32;
            vec2 e = v2(c.x + sin(a) * 0.5 * u, c.y - 0.2 * u - cos(a) * 0.32 * u);
            ell(pt, e, 0.1 * u + o, 0.21 * u + o, a, 0x4a3210);
        }
        poly_at(pt, c, u, stalks, 6, o, 0x4a3210);
        poly_at(pt, c, u, stalks, 6, 0, 0xd9900f);
        for (int k = -2; k <= 2; k++) {
            vec2 ln[2] = {to_px(pt, v2(c.x + k * 0.06 * u, c.y + 0.6 * u)),
                          to_px(pt, v2(c.x + k * 0.12 * u, c.y - 0.3 * u))};
            stroke_line(pt, ln, 2, 0.004 * pt->scale, rgb_hex(0x9a5e0a, 1));
        }
        for (int k = 0; k < 5; k++) {
            double a = (k - 2) * 0.32;
            vec2 e = v2(c.x + sin(a) * 0.5 * u, c.y - 0.2 * u - cos(a) * 0.32 * u);
            ell(pt, e, 0.1 * u, 0.21 * u, a, 0xeba21a);
            ell(pt, v2(e.x - 0.02 * u, e.y - 0.04 * u), 0.04 * u, 0.11 * u, a, 0xf8d264);
        }
        fill_rect(pt, v2(c.x, c.y + 0.13 * u), 0.42 * u + 2 * o, 0.13 * u + 2 * o, 0,
                  rgb_hex(0x4a3210, 1));
        fill_rect(pt, v2(c.x, c.y + 0.13 * u), 0.42 * u, 0.13 * u, 0, rgb_hex(0x9c5a2a, 1));
    } else {
        /* Cloth: a bolt lying east-west, its end rolled, a length of it unrolled below. */
        static const vec2 flap[4] = {{-0.56, 0.14}, {0.3, 0.14}, {0.16, 0.58}, {-0.62, 0.5}};
        poly_at(pt, c, u, flap, 4, o, 0x12303a);
        poly_at(pt, c, u, flap, 4, 0, 0x16a08c);
        for (int k = 0; k < 2; k++) {
            vec2 ln[2] = {to_px(pt, v2(c.x - 0.58 * u, c.y + (0.28 + 0.14 * k) * u)),
                          to_px(pt, v2(c.x + (0.25 - 0.05 * k) * u, c.y + (0.3 + 0.14 * k) * u))};
            stroke_line(pt, ln, 2, 0.01 * pt->scale, rgb_hex(0xf1e6c6, 1));
        }
        fill_rect(pt, v2(c.x - 0.1 * u, c.y - 0.12 * u), 0.9 * u + 2 * o, 0.52 * u + 2 * o, 0,
                  rgb_hex(0x12303a, 1));
        fill_rect(pt, v2(c.x - 0.1 * u, c.y - 0.12 * u), 0.9 * u, 0.52 * u, 0,
                  rgb_hex(0x16a08c, 1));
        fill_rect(pt, v2(c.x - 0.1 * u, c.y - 0.26 * u), 0.9 * u, 0.1 * u, 0, rgb_hex(0x62d6bf, 1));
        fill_rect(pt, v2(c.x - 0.1 * u, c.y + 0.06 * u), 0.9 * u, 0.08 * u, 0,
                  rgb_hex(0x0f6a5c, 1));
        vec2 e = v2(c.x + 0.35 * u, c.y - 0.12 * u);
        ell(pt, e, 0.15 * u + o, 0.26 * u + o, 0, 0x12303a);
        ell(pt, e, 0.15 * u, 0.26 * u, 0, 0x4cc6ae);
        ell(pt, e, 0.09 * u, 0.16 * u, 0, 0x0f6a5c);
        ell(pt, e, 0.05 * u, 0.08 * u, 0, 0x4cc6ae);
    }
}

/*
 * The builder (Traders & Builders): a stout worker in a brimmed hat and an apron, a big
 * mallet raised over his head in his right hand (to the east). A square body on two short
 * legs under a wide hat brim, with the mallet's head standing out above the shoulder: no
 * outstretched arms and no round head on narrow shoulders, so it never reads as a meeple or
 * the abbot, down to 12 px. Same box: hat at the top, feet on y 0.95.
 */
static double sd_builder(vec2 p)
{
    static const vec2 body[8] = {{0.3, 0.4},   {0.58, 0.4},  {0.64, 0.46}, {0.64, 0.76},
                                 {0.26, 0.76}, {0.24, 0.62}, {0.24, 0.46}, {0.27, 0.42}};
    double d = sd_poly(p, body, 8) - 0.03;
    /* Legs, apart, with boots. */
    d = smin(d, sd_box(p, 0.35, 0.85, 0.065, 0.09) - 0.015, 0.03);
    d = smin(d, sd_box(p, 0.55, 0.85, 0.065, 0.09) - 0.015, 0.03);
    d = fmin(d, sd_box(p, 0.33, 0.925, 0.095, 0.025) - 0.01);
    d = fmin(d, sd_box(p, 0.57, 0.925, 0.095, 0.025) - 0.01);
    /* Head, and the hat: a crown on a wide brim. */
    d = smin(d, sd_circle(p, 0.44, 0.3, 0.1), 0.04);
    d = fmin(d, sd_box(p, 0.44, 0.2, 0.18, 0.022) - 0.01);
    d = fmin(d, sd_box(p, 0.44, 0.145, 0.1, 0.05) - 0.02);
    /* The raised arm, the mallet's handle and its head. */
    d = smin(d, sd_capsule(p, (vec2){0.6, 0.47}, (vec2){0.76, 0.36}, 0.05), 0.03);
    d = fmin(d, sd_capsule(p, (vec2){0.76, 0.44}, (vec2){0.76, 0.14}, 0.024));
    d = fmin(d, sd_box(p, 0.76, 0.11, 0.15, 0.07) - 0.02);
    return d;
}

/* The builder's inner lines: the hat band, the apron's edge and pocket, the belt. */
static double ink_builder(vec2 p)
{
    double d = sd_box(p, 0.44, 0.178, 0.1, 0.009);
    static const vec2 apron[4] = {{0.32, 0.52}, {0.58, 0.52}, {0.6, 0.75}, {0.3, 0.75}};
    double a = fabs(sd_poly(p, apron, 4)) - 0.008;
    d = fmin(d, a);
    d = fmin(d, sd_box(p, 0.45, 0.5, 0.18, 0.008));
    d = fmin(d, sd_capsule(p, (vec2){0.45, 0.76}, (vec2){0.45, 0.93}, 0.008));
    /* the mallet's head: its two faces */
    d = fmin(d, sd_box(p, 0.69, 0.11, 0.008, 0.075));
    d = fmin(d, sd_box(p, 0.83, 0.11, 0.008, 0.075));
    return d;
}

/*
 * The pig (Traders & Builders), seen from the side, facing east: a round barrel of a body on
 * four short legs, a big head with a flat snout and a floppy ear, a curled tail. Wider than
 * tall, with no head on top, so it never reads as a standing figure. Feet on y 0.86.
 */
static double sd_pig(vec2 p)
{
    double ex = (p.x - 0.46) / 0.36, ey = (p.y - 0.55) / 0.22;
    double d = (hypot(ex, ey) - 1) * 0.22;
    d = smin(d, sd_circle(p, 0.78, 0.48, 0.15), 0.06);
    d = smin(d, sd_box(p, 0.93, 0.53, 0.05, 0.065) - 0.02, 0.03);
    static const vec2 ear[3] = {{0.69, 0.36}, {0.8, 0.3}, {0.79, 0.44}};
    d = fmin(d, sd_poly(p, ear, 3) - 0.02);
    for (int k = 0; k < 4; k++) {
        static const double lx[4] = {0.22, 0.35, 0.58, 0.7};
        d = smin(d, sd_box(p, lx[k], 0.78, 0.04, 0.07) - 0.012, 0.03);
    }
    /* The tail: a small curl at the back. */
    double tail = fabs(sd_circle(p, 0.07, 0.44, 0.04)) - 0.014;
    if (p.x > 0.07 && p.y > 0.44)
        tail = 1;
    d = fmin(d, fmin(tail, sd_capsule(p, (vec2){0.08, 0.48}, (vec2){0.12, 0.5}, 0.014)));
    return d;
}

/* The pig's inner lines: the eye, the snout's end with its nostrils, the ear's edge. */
static double ink_pig(vec2 p)
{
    double d = sd_circle(p, 0.8, 0.43, 0.022);
    d = fmin(d, sd_capsule(p, (vec2){0.905, 0.475}, (vec2){0.905, 0.585}, 0.008));
    d = fmin(d, sd_circle(p, 0.945, 0.505, 0.013));
    d = fmin(d, sd_circle(p, 0.945, 0.555, 0.013));
    d = fmin(d, sd_capsule(p, (vec2){0.7, 0.37}, (vec2){0.785, 0.43}, 0.008));
    /* where the hind and front legs meet the body */
    d = fmin(d, sd_capsule(p, (vec2){0.2, 0.69}, (vec2){0.26, 0.72}, 0.007));
    d = fmin(d, sd_capsule(p, (vec2){0.6, 0.72}, (vec2){0.66, 0.69}, 0.007));
    return d;
}

/* ---- the set's hooks (sets.h) ---------------------------------------------------------- */

static void traders_extras(const carc_tile_type *type, bool is_start, tile_extras *ex)
{
    (void)is_start;
    EX(ex)->goods_city = type && carc_traders_goods_city(type) != CARC_NO_FEATURE
                             ? carc_traders_goods_city(type)
                             : -1;
    EX(ex)->goods = type ? carc_traders_tile_goods(type) : 0;
}

static void traders_start(geom *g, tile_picture *pic)
{
    S(g)->goods_city = EX(g->ex)->goods_city;
    S(g)->goods = EX(g->ex)->goods;
    PIC(pic)->has_goods = false;
}

static void traders_marks(const geom *g, tile_picture *pic)
{
    if (S(g)->goods_city >= 0)
        tile_add_mark(pic, S(g)->goods_city, S(g)->goods_c, S(g)->goods_r);
}

static int traders_owner(const geom *g, vec2 p)
{
    return S(g)->goods_city >= 0 && dist2(p, S(g)->goods_c) <= S(g)->goods_r ? TRADERS_OWN
                                                                             : SET_OWN_NONE;
}

static bool traders_disc(const geom *g, vec2 *c, double *r)
{
    *c = S(g)->goods_c, *r = S(g)->goods_r;
    return S(g)->goods_city >= 0;
}

static void traders_draw(const painter *pt, const geom *g)
{
    if (S(g)->goods_city >= 0)
        draw_goods(pt, g);
}

static void traders_keys(FILE *fp, const carc_tile_def *t, const tile_picture *p)
{
    (void)t;
    if (PIC(p)->has_goods)
        fprintf(fp,
                ", \"goods\": {\"kind\": \"%s\", \"feature\": %d, \"at\": [%.3f, %.3f], "
                "\"radius\": %.3f}",
                carc_goods_name((carc_goods)PIC(p)->goods), PIC(p)->goods_city, PIC(p)->goods_c[0],
                PIC(p)->goods_c[1], PIC(p)->goods_r);
}

static int traders_dots(const tile_picture *p, double dots[SET_MAX_DOTS][3])
{
    if (!PIC(p)->has_goods)
        return 0;
    dots[0][0] = PIC(p)->goods_c[0], dots[0][1] = PIC(p)->goods_c[1], dots[0][2] = 2;
    return 1;
}

static const set_figure traders_figures[] = {
    {"builder.png", {sd_builder, ink_builder, NULL, 0.035, 0.95, 0.3}, {29, 37}},
    {"pig.png", {sd_pig, ink_pig, NULL, 0.035, 0.86, 0.34}, {28, 36}},
};

const tileart_set traders_art = {
    .module = "traders-builders",
    .extras = traders_extras,
    .start = traders_start,
    .disc = traders_disc,
    .house_gap = 0.01,
    .tree_gap = -1,
    .place = place_goods,
    .marks = traders_marks,
    .owner = traders_owner,
    .draw = traders_draw,
    .write_keys = traders_keys,
    .sheet_dots = traders_dots,
    .figures = traders_figures,
    .nfigures = 2,
};
