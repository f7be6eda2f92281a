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

#include "figure.h"
#include "paint.h"
#include "sets.h"

#define SS 4
/* The followers' images before the sets' figures, and the most figures the sets have. */
#define BASE_IMG 9
#define MAX_FIGS 16
#define PI 3.14159265358979323846

double sd_circle(vec2 p, double cx, double cy, double r)
{
    return hypot(p.x - cx, p.y - cy) - r;
}

double sd_box(vec2 p, double cx, double cy, double hx, double hy)
{
    double dx = fabs(p.x - cx) - hx, dy = fabs(p.y - cy) - hy;
    double ox = fmax(dx, 0), oy = fmax(dy, 0);
    return hypot(ox, oy) + fmin(fmax(dx, dy), 0);
}

/* Signed distance to a closed polygon (even-odd inside). */
double sd_poly(vec2 p, const vec2 *v, int n)
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
double smin(double a, double b, double k)
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
double sd_capsule(vec2 p, vec2 a, vec2 b, double r)
{
    return seg_dist(p, a, b) - r;
}

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
 * their marks, standing on grass, lying on city ground, and the spot ring on a road colour;
 * then the sets' figures that are tinted per player, each on a row of its own with the marks;
 * the figures of the sizes of a zoomed-out board; and the neutral figures, untinted, on field,
 * city and road ground. img: the follower's images (BASE_IMG), then the sets' figures in the
 * table's order (fig[k]: the k-th).
 */
static int write_preview(const char *path, uint8_t *const *img, const set_figure *const *fig,
                         int nfig)
{
    int tinted[MAX_FIGS], ntinted = 0, neutral[MAX_FIGS], nneutral = 0;
    for (int k = 0; k < nfig; k++) {
        if (fig[k]->fg.col)
            neutral[nneutral++] = k;
        else
            tinted[ntinted++] = k;
    }
    const int W = 6 * 110 + 10, rows = 3 + ntinted, strip = rows * 110 + 10;
    const int H = strip + 60 + 110;
    uint8_t *px = malloc((size_t)W * (size_t)H * 4);
    if (!px)
        return -1;
    static const uint32_t bg[7] = {0x86b04f, 0xcfb185, 0xe9dbb0, 0x9a6b42,
                                   0xe9dbb0, 0x86b04f, 0x86b04f};
    static const float tints[6][3] = {{0.85f, 0.15f, 0.15f}, {0.2f, 0.4f, 0.9f},
                                      {0.95f, 0.85f, 0.2f},  {0.2f, 0.7f, 0.25f},
                                      {0.15f, 0.15f, 0.15f}, {0.6f, 0.3f, 0.8f}};
    static const float white[3] = {1, 1, 1};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int row = y / 110;
            uint32_t c = y < strip - 10   ? bg[row < 3 ? row : 3 + (row - 3) % 3]
                         : y < strip + 50 ? bg[6]
                                          : bg[1 + ((x / 110) % 2)];
            uint8_t *d = px + ((size_t)y * (size_t)W + (size_t)x) * 4;
            d[0] = (uint8_t)(c >> 16), d[1] = (uint8_t)(c >> 8), d[2] = (uint8_t)c, d[3] = 255;
        }
    for (int i = 0; i < 6; i++) {
        int ox = 10 + i * 110;
        over(px, W, H, ox, 10, img[0], 96, tints[i]);
        over(px, W, H, ox + 32, 10 + 36, img[2 + i], 32, white);
        over(px, W, H, ox, 120, img[1], 96, tints[i]);
        over(px, W, H, ox + 36, 120 + 32, img[2 + i], 32, white);
        over(px, W, H, ox + 16, 240, img[8], 64, tints[i]);
        for (int k = 0; k < ntinted; k++) {
            const set_figure *f = fig[tinted[k]];
            int oy = 340 + 110 * k;
            over(px, W, H, ox, oy, img[BASE_IMG + tinted[k]], 96, tints[i]);
            over(px, W, H, ox + f->mark_at[0], oy + f->mark_at[1], img[2 + i], 32, white);
        }
    }
    for (int i = 0; i < 6 && nneutral; i++)
        over(px, W, H, 10 + i * 110, strip + 60, img[BASE_IMG + neutral[i % nneutral]], 96, white);
    /* The meeple and every figure side by side at the sizes of a zoomed-out board. */
    static const int sizes[4] = {12, 16, 24, 32};
    for (int k = 0, x = 6; k < 4; k++) {
        for (int f = 0; f <= nfig; f++) {
            int n = sizes[k];
            uint8_t *small = malloc((size_t)n * (size_t)n * 4);
            if (!small) {
                free(px);
                return -1;
            }
            const uint8_t *src = img[f ? BASE_IMG + f - 1 : 0];
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
            bool plain = f && fig[f - 1]->fg.col;
            over(px, W, H, x, strip + (32 - n), small, n, plain ? white : tints[(k + f) % 6]);
            x += n + 3;
            free(small);
        }
        x += 14;
    }
    int rc = png_write(path, px, W, H);
    free(px);
    return rc;
}

int sprites_write(const char *dir, const char *preview)
{
    static const sdf_fn marks[6] = {sd_mark_dot,  sd_mark_stripe, sd_mark_ring,
                                    sd_mark_star, sd_mark_cross,  sd_mark_square};
    /* img: standing, lying, the six marks, the spot (BASE_IMG), then the sets' figures */
    const set_figure *fig[MAX_FIGS];
    int nfig = 0;
    for (int s = 0; s < tileart_nsets; s++)
        for (int k = 0; k < tileart_sets[s]->nfigures && nfig < MAX_FIGS; k++)
            fig[nfig++] = &tileart_sets[s]->figures[k];
    const int nimg = BASE_IMG + nfig;
    uint8_t *img[BASE_IMG + MAX_FIGS];
    img[0] = render_figure(96, &(figure){sd_meeple, NULL, NULL, 0.035, 0.955, 0.3});
    img[1] = render_figure(96, &(figure){sd_meeple_lying, NULL, NULL, 0.035, 0.9, 0.44});
    for (int i = 0; i < 6; i++)
        img[2 + i] = render_figure(32, &(figure){marks[i], NULL, NULL, 0.085, 0, 0});
    img[8] = render_spot(64);
    for (int k = 0; k < nfig; k++)
        img[BASE_IMG + k] = render_figure(96, &fig[k]->fg);
    int rc = 0;
    for (int i = 0; i < nimg; i++)
        if (!img[i])
            rc = -1;
    static const char *const named[BASE_IMG] = {
        "meeple.png", "meeple-lying.png", NULL, NULL, NULL, NULL, NULL, NULL, "spot.png"};
    for (int i = 0; i < nimg && rc == 0; i++) {
        char path[1024];
        if (i >= BASE_IMG)
            snprintf(path, sizeof path, "%s/%s", dir, fig[i - BASE_IMG]->file);
        else if (named[i])
            snprintf(path, sizeof path, "%s/%s", dir, named[i]);
        else
            snprintf(path, sizeof path, "%s/mark-%d.png", dir, i - 2);
        int n = i >= 2 && i < 8 ? 32 : i == 8 ? 64 : 96;
        rc |= png_write(path, img[i], n, n);
    }
    if (rc == 0 && preview) {
        char path[1024];
        snprintf(path, sizeof path, "%s/sprites.png", preview);
        rc |= write_preview(path, img, fig, nfig);
    }
    for (int i = 0; i < nimg; i++)
        free(img[i]);
    if (rc)
        fprintf(stderr, "%s: cannot write the sprites\n", dir);
    return rc ? -1 : 0;
}
