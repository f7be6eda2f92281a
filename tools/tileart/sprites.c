/*
 * sprites.c: followers, marks and the spot ring, drawn from signed distance functions.
 *
 * A shape is a signed distance function (negative inside), which makes the dark outline a
 * plain band just inside the edge and lets the same meeple be drawn standing or, with its
 * coordinates turned a quarter, lying down. Shaded per sample (paint_shade) and filtered
 * down like the tiles.
 */
#include "sprites.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "paint.h"

#define SS 4
#define PI 3.14159265358979323846

typedef double (*sdf_fn)(vec2 p);

static double sd_circle(vec2 p, double cx, double cy, double r)
{
    return hypot(p.x - cx, p.y - cy) - r;
}

static double sd_box(vec2 p, double cx, double cy, double hx, double hy)
{
    double dx = fabs(p.x - cx) - hx, dy = fabs(p.y - cy) - hy;
    double ox = fmax(dx, 0), oy = fmax(dy, 0);
    return hypot(ox, oy) + fmin(fmax(dx, dy), 0);
}

/* Signed distance to a closed polygon (even-odd inside). */
static double sd_poly(vec2 p, const vec2 *v, int n)
{
    double d = 1e9;
    int inside = 0;
    for (int i = 0, j = n - 1; i < n; j = i++) {
        d = fmin(d, seg_dist(p, v[j], v[i]));
        if ((v[i].y > p.y) != (v[j].y > p.y) &&
            p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x)
            inside = !inside;
    }
    return inside ? -d : d;
}

/* A union that rounds the joins, as a meeple's arms flow into its body. */
static double smin(double a, double b, double k)
{
    double h = fmax(k - fabs(a - b), 0) / k;
    return fmin(a, b) - h * h * k * 0.25;
}

/* The classic meeple, standing, in a unit square (y down). */
static double sd_meeple(vec2 p)
{
    /* The body as a polygon grown by a radius (which rounds its corners), then the head. */
    static const vec2 body[16] = {{0.5, 0.33},  {0.36, 0.37}, {0.14, 0.43}, {0.12, 0.53},
                                  {0.33, 0.57}, {0.31, 0.66}, {0.165, 0.9}, {0.385, 0.9},
                                  {0.5, 0.75},  {0.615, 0.9}, {0.835, 0.9}, {0.69, 0.66},
                                  {0.67, 0.57}, {0.88, 0.53}, {0.86, 0.43}, {0.64, 0.37}};
    double d = sd_poly(p, body, 16) - 0.045;
    return smin(d, sd_circle(p, 0.5, 0.195, 0.16), 0.06);
}

/* A capsule: the segment a-b grown by r. */
static double sd_capsule(vec2 p, vec2 a, vec2 b, double r)
{
    return seg_dist(p, a, b) - r;
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

/*
 * The dragon (the Princess & the Dragon), seen from the side, facing east: a long body on
 * four short legs, a raised neck and horned head, a bat's wing up over its back and a tail
 * curling behind. Neutral: drawn in its own reds, never tinted. Feet on y 0.86.
 */
static const vec2 dragon_wing[7] = {{0.36, 0.52}, {0.24, 0.14}, {0.36, 0.26}, {0.46, 0.08},
                                    {0.52, 0.27}, {0.66, 0.16}, {0.6, 0.5}};

static double sd_dragon_body(vec2 p)
{
    double ex = (p.x - 0.46) / 0.23, ey = (p.y - 0.6) / 0.12;
    double d = (hypot(ex, ey) - 1) * 0.12;
    d = smin(d, sd_capsule(p, (vec2){0.62, 0.56}, (vec2){0.75, 0.34}, 0.055), 0.05);
    d = smin(d, sd_capsule(p, (vec2){0.76, 0.3}, (vec2){0.9, 0.33}, 0.05), 0.04);
    d = smin(d, sd_capsule(p, (vec2){0.9, 0.33}, (vec2){0.95, 0.35}, 0.032), 0.02);
    static const vec2 horn[3] = {{0.73, 0.27}, {0.66, 0.15}, {0.79, 0.26}};
    d = fmin(d, sd_poly(p, horn, 3) - 0.008);
    static const double lx[4] = {0.32, 0.4, 0.56, 0.63};
    for (int k = 0; k < 4; k++)
        d = smin(d, sd_capsule(p, (vec2){lx[k], 0.66}, (vec2){lx[k] - 0.01, 0.83}, 0.03), 0.03);
    /* The tail: from the rump down and round in a curl, narrowing to a barbed tip. */
    d = smin(d, sd_capsule(p, (vec2){0.26, 0.62}, (vec2){0.15, 0.7}, 0.04), 0.04);
    d = smin(d, sd_capsule(p, (vec2){0.15, 0.7}, (vec2){0.07, 0.62}, 0.03), 0.02);
    d = fmin(d, sd_capsule(p, (vec2){0.07, 0.62}, (vec2){0.08, 0.52}, 0.022));
    static const vec2 barb[3] = {{0.04, 0.52}, {0.08, 0.42}, {0.12, 0.52}};
    d = fmin(d, sd_poly(p, barb, 3) - 0.008);
    return d;
}

static double sd_dragon(vec2 p)
{
    return fmin(sd_dragon_body(p), sd_poly(p, dragon_wing, 7) - 0.012);
}

static double ink_dragon(vec2 p)
{
    double d = sd_circle(p, 0.82, 0.29, 0.018);
    d = fmin(d, sd_capsule(p, (vec2){0.86, 0.35}, (vec2){0.95, 0.355}, 0.007));
    /* the wing's ribs and where it meets the body */
    d = fmin(d, sd_capsule(p, (vec2){0.46, 0.5}, (vec2){0.36, 0.26}, 0.007));
    d = fmin(d, sd_capsule(p, (vec2){0.48, 0.5}, (vec2){0.52, 0.27}, 0.007));
    if (sd_dragon_body(p) < 0 && sd_poly(p, dragon_wing, 7) < 0.012 &&
        sd_poly(p, dragon_wing, 7) > -0.012)
        d = -1;
    /* the belly's scales */
    for (int k = 0; k < 4; k++)
        d = fmin(d,
                 sd_capsule(p, (vec2){0.36 + k * 0.07, 0.66}, (vec2){0.38 + k * 0.07, 0.7}, 0.006));
    return d;
}

static uint32_t col_dragon(vec2 p)
{
    if (sd_dragon_body(p) > 0 || (sd_poly(p, dragon_wing, 7) < 0 && p.y < 0.5))
        return 0x8e2a3a; /* the wing: a darker wine red */
    if (sd_poly(p, (const vec2[3]){{0.73, 0.27}, {0.66, 0.15}, {0.79, 0.26}}, 3) < 0.008 &&
        p.y < 0.28)
        return 0xf1e4c4; /* horn */
    if (p.y > 0.64 && p.x > 0.28 && p.x < 0.68 && (p.y < 0.7 || p.x < 0.0))
        return 0xf0b25a; /* belly */
    if (p.x > 0.83 && p.x < 0.96 && p.y > 0.34)
        return 0xf0b25a; /* the lower jaw */
    return 0xd8392e;
}

/*
 * The fairy (the Princess & the Dragon): a small figure in a leaf-green dress with four pale
 * wings spread wide and a wand with a star, in her own colours, never tinted. Smaller than a
 * follower (head at y 0.22, feet at y 0.86) and wider at the shoulders than at the hem.
 */
static double sd_fairy_wings(vec2 p)
{
    double d = 1e9;
    static const double w[4][5] = {{0.3, 0.34, 0.18, 0.1, -0.55},
                                   {0.7, 0.34, 0.18, 0.1, 0.55},
                                   {0.33, 0.55, 0.13, 0.07, 0.5},
                                   {0.67, 0.55, 0.13, 0.07, -0.5}};
    for (int k = 0; k < 4; k++) {
        double dx = p.x - w[k][0], dy = p.y - w[k][1], c = cos(w[k][4]), sn = sin(w[k][4]);
        double ex = (dx * c + dy * sn) / w[k][2], ey = (-dx * sn + dy * c) / w[k][3];
        d = fmin(d, (hypot(ex, ey) - 1) * w[k][3]);
    }
    return d;
}

static double sd_fairy_body(vec2 p)
{
    double d = sd_circle(p, 0.5, 0.3, 0.075);
    static const vec2 dress[4] = {{0.45, 0.4}, {0.55, 0.4}, {0.63, 0.72}, {0.37, 0.72}};
    d = smin(d, sd_poly(p, dress, 4) - 0.015, 0.03);
    d = fmin(d, sd_capsule(p, (vec2){0.46, 0.72}, (vec2){0.45, 0.85}, 0.02));
    d = fmin(d, sd_capsule(p, (vec2){0.54, 0.72}, (vec2){0.55, 0.85}, 0.02));
    d = fmin(d, sd_capsule(p, (vec2){0.55, 0.45}, (vec2){0.68, 0.4}, 0.02));
    d = fmin(d, sd_capsule(p, (vec2){0.68, 0.4}, (vec2){0.8, 0.2}, 0.012));
    vec2 star[10];
    for (int i = 0; i < 10; i++) {
        double a = -PI / 2 + i * PI / 5, r = i % 2 ? 0.025 : 0.06;
        star[i] = (vec2){0.81 + r * cos(a), 0.17 + r * sin(a)};
    }
    d = fmin(d, sd_poly(p, star, 10));
    return d;
}

static double sd_fairy(vec2 p)
{
    return fmin(sd_fairy_body(p), sd_fairy_wings(p));
}

static double ink_fairy(vec2 p)
{
    /* the eyes, the waist */
    double d = sd_circle(p, 0.475, 0.3, 0.011);
    d = fmin(d, sd_circle(p, 0.525, 0.3, 0.011));
    d = fmin(d, sd_capsule(p, (vec2){0.45, 0.47}, (vec2){0.55, 0.47}, 0.008));
    return d;
}

static uint32_t col_fairy(vec2 p)
{
    if (sd_fairy_body(p) > 0)
        return 0xd6eeff; /* the wings */
    if (hypot(p.x - 0.81, p.y - 0.17) < 0.07)
        return 0xffd84a; /* the star */
    if (p.y < 0.36 && hypot(p.x - 0.5, p.y - 0.3) < 0.08)
        return p.y < 0.27 || fabs(p.x - 0.5) > 0.055 ? 0xf2c23a : 0xf6d3b4; /* hair, face */
    if (p.x > 0.6 && p.y < 0.45)
        return p.x > 0.7 ? 0xb08a5a : 0xf6d3b4; /* the wand, the arm */
    if (p.y > 0.72)
        return 0xf6d3b4;
    return 0x5cb86a; /* the dress */
}

typedef uint32_t (*col_fn)(vec2 p);

/* How a figure is shaded: its shape, inner lines, colours (NULL: white, for the UI to tint),
   outline width, and the small shadow it casts on the tile. */
typedef struct figure {
    sdf_fn f, ink;
    col_fn col;
    double ow;    /* the dark outline's width, in units of the image */
    double feet;  /* the y of its feet: a soft oval shadow there; 0: no shadow */
    double halfw; /* half the shadow's width */
} figure;

/* The figure's outward normal at p, from the distance function's gradient. */
static vec2 sd_normal(sdf_fn f, vec2 p)
{
    const double e = 0.002;
    double gx = f((vec2){p.x + e, p.y}) - f((vec2){p.x - e, p.y});
    double gy = f((vec2){p.x, p.y + e}) - f((vec2){p.x, p.y - e});
    double l = hypot(gx, gy);
    return l > 0 ? (vec2){gx / l, gy / l} : (vec2){0, 0};
}

/*
 * One sample of a figure. Inside: its colour, lit from the upper left like the tiles: the
 * body is a soft cushion, its rim brighter where it faces the light and darker where it faces
 * away, and the whole figure a little darker toward the lower right. A dark outline and dark
 * inner lines over it. Outside: the shadow it casts, a soft dark oval at its feet offset away
 * from the light, or nothing.
 */
static rgba figure_shader(const void *ctx, vec2 p)
{
    const figure *fg = ctx;
    double d = fg->f(p);
    rgba shadow = {0, 0, 0, 0};
    if (fg->feet > 0) {
        double ex = (p.x - 0.52) / fg->halfw, ey = (p.y - fg->feet + 0.005) / 0.045;
        double r = hypot(ex, ey);
        shadow.a = (float)(0.5 * (1 - fmin(1.0, r * r)));
    }
    if (d > 0)
        return shadow;
    rgba dark = rgb_hex(0x1c1a22, 1);
    if (d > -fg->ow || (fg->ink && fg->ink(p) < 0))
        return dark;
    vec2 n = sd_normal(fg->f, p);
    /* n faces the light (-1, -1) / sqrt 2: lit; away: shaded; only near the rim. */
    double lit = -(n.x + n.y) * 0.70710678, rim = exp((d + fg->ow) / 0.07);
    double v = 0.93 + 0.2 * lit * rim - 0.14 * fmin(1.0, fmax(0.0, (p.x + p.y) * 0.5 - 0.3));
    v = fmin(1.0, v);
    rgba base = fg->col ? rgb_hex(fg->col(p), 1) : (rgba){1, 1, 1, 1};
    rgba c = {(float)(base.r * v), (float)(base.g * v), (float)(base.b * v), 1};
    return c;
}

static uint8_t *render_figure(int size, const figure *fg)
{
    cairo_surface_t *s = paint_surface(size * SS, size * SS);
    if (!s)
        return NULL;
    paint_shade(s, figure_shader, fg);
    uint8_t *px = paint_downsample(s, SS);
    cairo_surface_destroy(s);
    return px;
}

/* Lying on its back, head to the left. */
static double sd_meeple_lying(vec2 p)
{
    vec2 q = {1 - p.y, p.x};
    return sd_meeple(q);
}

static double sd_mark_dot(vec2 p)
{
    return sd_circle(p, 0.5, 0.5, 0.3);
}

static double sd_mark_stripe(vec2 p)
{
    return sd_box(p, 0.5, 0.5, 0.36, 0.11) - 0.04;
}

static double sd_mark_ring(vec2 p)
{
    return fabs(sd_circle(p, 0.5, 0.5, 0.27)) - 0.1;
}

static double sd_mark_star(vec2 p)
{
    vec2 v[10];
    for (int i = 0; i < 10; i++) {
        double a = -PI / 2 + i * PI / 5, r = i % 2 ? 0.2 : 0.45;
        v[i].x = 0.5 + r * cos(a);
        v[i].y = 0.53 + r * sin(a);
    }
    return sd_poly(p, v, 10);
}

static double sd_mark_cross(vec2 p)
{
    return fmin(sd_box(p, 0.5, 0.5, 0.37, 0.1), sd_box(p, 0.5, 0.5, 0.1, 0.37)) - 0.03;
}

static double sd_mark_square(vec2 p)
{
    return sd_box(p, 0.5, 0.5, 0.26, 0.26) - 0.03;
}

/* A soft white ring with a faint glow inside and out. */
static rgba spot_shader(const void *ctx, vec2 p)
{
    (void)ctx;
    double r = hypot(p.x - 0.5, p.y - 0.5);
    double ring = exp(-pow((r - 0.34) / 0.045, 2));
    double glow = r < 0.34 ? 0.28 : 0.28 * exp(-pow((r - 0.34) / 0.07, 2));
    rgba c = {1, 1, 1, (float)fmin(1.0, ring * 0.95 + glow)};
    return c;
}

static uint8_t *render_spot(int n)
{
    cairo_surface_t *s = paint_surface(n * SS, n * SS);
    if (!s)
        return NULL;
    paint_shade(s, spot_shader, NULL);
    uint8_t *px = paint_downsample(s, SS);
    cairo_surface_destroy(s);
    return px;
}

/* Draws src (sw x sw, tinted by tint as SDL's colour mod would) over dst at (ox, oy). */
static void over(uint8_t *dst, int dw, int dh, int ox, int oy, const uint8_t *src, int sw,
                 const float tint[3])
{
    for (int y = 0; y < sw; y++)
        for (int x = 0; x < sw; x++) {
            int X = ox + x, Y = oy + y;
            if (X < 0 || Y < 0 || X >= dw || Y >= dh)
                continue;
            const uint8_t *s = src + ((size_t)y * (size_t)sw + (size_t)x) * 4;
            uint8_t *d = dst + ((size_t)Y * (size_t)dw + (size_t)X) * 4;
            float a = s[3] / 255.0f;
            for (int k = 0; k < 3; k++)
                d[k] = (uint8_t)(s[k] * tint[k] * a + d[k] * (1 - a));
        }
}

/*
 * A picture for people, never for the game: the followers tinted in six player colours with
 * their marks, standing on grass, lying on city ground, and the spot ring on a road colour.
 */
static int write_preview(const char *path, uint8_t *const *img)
{
    enum { W = 6 * 110 + 10, H = 6 * 110 + 10 + 60 + 110 };
    static uint8_t px[W * H * 4];
    static const uint32_t bg[7] = {0x86b04f, 0xcfb185, 0xe9dbb0, 0x9a6b42,
                                   0xe9dbb0, 0x86b04f, 0x86b04f};
    static const float tints[6][3] = {{0.85f, 0.15f, 0.15f}, {0.2f, 0.4f, 0.9f},
                                      {0.95f, 0.85f, 0.2f},  {0.2f, 0.7f, 0.25f},
                                      {0.15f, 0.15f, 0.15f}, {0.6f, 0.3f, 0.8f}};
    static const float white[3] = {1, 1, 1};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uint32_t c = bg[y < 660 ? y / 110 : y < 720 ? 6 : 1 + ((x / 110) % 2)];
            uint8_t *d = px + ((size_t)y * W + (size_t)x) * 4;
            d[0] = (uint8_t)(c >> 16), d[1] = (uint8_t)(c >> 8), d[2] = (uint8_t)c, d[3] = 255;
        }
    for (int i = 0; i < 6; i++) {
        int ox = 10 + i * 110;
        over(px, W, H, ox, 10, img[0], 96, tints[i]);
        over(px, W, H, ox + 32, 10 + 36, img[2 + i], 32, white);
        over(px, W, H, ox, 120, img[1], 96, tints[i]);
        over(px, W, H, ox + 36, 120 + 32, img[2 + i], 32, white);
        over(px, W, H, ox + 16, 240, img[8], 64, tints[i]);
        over(px, W, H, ox, 340, img[9], 96, tints[i]);
        over(px, W, H, ox + 32, 340 + 47, img[2 + i], 32, white);
        over(px, W, H, ox, 450, img[10], 96, tints[i]);
        over(px, W, H, ox + 29, 450 + 37, img[2 + i], 32, white);
        over(px, W, H, ox, 560, img[11], 96, tints[i]);
        over(px, W, H, ox + 28, 560 + 36, img[2 + i], 32, white);
    }
    /* The neutral figures, untinted, on field, city and road ground. */
    for (int i = 0; i < 6; i++)
        over(px, W, H, 10 + i * 110, 730, img[12 + i % 2], 96, white);
    /* Meeple, abbot, builder, pig, dragon and fairy side by side at the sizes of a zoomed-out
       board. */
    static const int sizes[4] = {12, 16, 24, 32};
    static const int figs[6] = {0, 9, 10, 11, 12, 13};
    for (int k = 0, x = 6; k < 4; k++) {
        for (int f = 0; f < 6; f++) {
            int n = sizes[k];
            uint8_t *small = malloc((size_t)n * (size_t)n * 4);
            if (!small)
                return -1;
            const uint8_t *src = img[figs[f]];
            for (int y = 0; y < n; y++)
                for (int xx = 0; xx < n; xx++)
                    for (int c = 0; c < 4; c++) {
                        /* area average of the 96-px sprite */
                        int y0 = y * 96 / n, y1 = (y + 1) * 96 / n;
                        int x0 = xx * 96 / n, x1 = (xx + 1) * 96 / n, sum = 0, cnt = 0;
                        for (int sy = y0; sy < y1; sy++)
                            for (int sx = x0; sx < x1; sx++, cnt++)
                                sum += src[((size_t)sy * 96 + (size_t)sx) * 4 + c];
                        small[((size_t)y * (size_t)n + (size_t)xx) * 4 + c] = (uint8_t)(sum / cnt);
                    }
            over(px, W, H, x, 670 + (32 - n), small, n, f >= 4 ? white : tints[(k + f) % 6]);
            x += n + 3;
            free(small);
        }
        x += 14;
    }
    return png_write(path, px, W, H);
}

int sprites_write(const char *dir, const char *preview)
{
    static const sdf_fn marks[6] = {sd_mark_dot,  sd_mark_stripe, sd_mark_ring,
                                    sd_mark_star, sd_mark_cross,  sd_mark_square};
    /* img: standing, lying, the six marks, the spot, the abbot, the builder, the pig, the
       dragon, the fairy */
    enum { NIMG = 14 };
    uint8_t *img[NIMG];
    img[0] = render_figure(96, &(figure){sd_meeple, NULL, NULL, 0.035, 0.955, 0.3});
    img[1] = render_figure(96, &(figure){sd_meeple_lying, NULL, NULL, 0.035, 0.9, 0.44});
    for (int i = 0; i < 6; i++)
        img[2 + i] = render_figure(32, &(figure){marks[i], NULL, NULL, 0.085, 0, 0});
    img[8] = render_spot(64);
    img[9] = render_figure(96, &(figure){sd_abbot, ink_abbot, NULL, 0.035, 0.95, 0.3});
    img[10] = render_figure(96, &(figure){sd_builder, ink_builder, NULL, 0.035, 0.95, 0.3});
    img[11] = render_figure(96, &(figure){sd_pig, ink_pig, NULL, 0.035, 0.86, 0.34});
    img[12] = render_figure(96, &(figure){sd_dragon, ink_dragon, col_dragon, 0.03, 0.86, 0.36});
    img[13] = render_figure(96, &(figure){sd_fairy, ink_fairy, col_fairy, 0.028, 0.86, 0.16});
    int rc = 0;
    for (int i = 0; i < NIMG; i++)
        if (!img[i])
            rc = -1;
    static const char *const named[NIMG] = {"meeple.png",  "meeple-lying.png",
                                            NULL,          NULL,
                                            NULL,          NULL,
                                            NULL,          NULL,
                                            "spot.png",    "abbot.png",
                                            "builder.png", "pig.png",
                                            "dragon.png",  "fairy.png"};
    for (int i = 0; i < NIMG && rc == 0; i++) {
        char path[1024];
        if (named[i])
            snprintf(path, sizeof path, "%s/%s", dir, named[i]);
        else
            snprintf(path, sizeof path, "%s/mark-%d.png", dir, i - 2);
        int n = i >= 2 && i < 8 ? 32 : i == 8 ? 64 : 96;
        rc |= png_write(path, img[i], n, n);
    }
    if (rc == 0 && preview) {
        char path[1024];
        snprintf(path, sizeof path, "%s/sprites.png", preview);
        rc |= write_preview(path, img);
    }
    for (int i = 0; i < NIMG; i++)
        free(img[i]);
    if (rc)
        fprintf(stderr, "%s: cannot write the sprites\n", dir);
    return rc ? -1 : 0;
}
