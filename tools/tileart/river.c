/*
 * river.c: the River's drawing: the river's course from its sides (a one-sided river
 * ends in the spring or a lake) and the details of its spring or lake.
 */
#include "river.h"
#include "sets.h"
#include "tilegeom.h"

#include <math.h>
#include <stdio.h>

static void build_river(geom *g, bool is_spring)
{
    const carc_tile_def *t = g->t;
    for (int j = 0; j < t->nfeatures; j++) {
        const carc_feature_def *f = &t->features[j];
        if (f->kind != CARC_RIVER)
            continue;
        int a, b;
        first_sides(f->mask, &a, &b);
        g->river = true;
        g->riv.feature = j;
        if (b >= 0) {
            line_between(&g->riv, a, b);
        } else if (is_spring) {
            g->pool = 1;
            g->pool_c = v2(0.5, 0.5);
            g->pool_rx = g->pool_ry = 0.11;
            line_straight(&g->riv, side_mid[a], g->pool_c);
        } else {
            g->pool = 2;
            g->pool_c = v2(0.5 + side_in[a].x * 0.08, 0.5 + side_in[a].y * 0.08);
            g->pool_rx = side_in[a].x != 0 ? 0.3 : 0.26;
            g->pool_ry = side_in[a].x != 0 ? 0.26 : 0.3;
            line_straight(&g->riv, side_mid[a], g->pool_c);
        }
        return;
    }
}

/* Spring: a pool among rocks. Lake: reeds along its shore. */
static void draw_pool_details(const painter *pt, const geom *g)
{
    if (!g->pool)
        return;
    for (int k = 0; k < 9; k++) {
        double a = (k + 0.5) * 2 * PI / 9 + hash01(k, 8, g->seed);
        double rr = 1.0 + 0.18 * hash01(k, 9, g->seed);
        vec2 p = v2(g->pool_c.x + cos(a) * g->pool_rx * rr, g->pool_c.y + sin(a) * g->pool_ry * rr);
        if (river_sd(g, v2(g->pool_c.x + cos(a) * (g->pool_rx + 0.04),
                           g->pool_c.y + sin(a) * (g->pool_ry + 0.04))) < 0)
            continue; /* not where the river flows out */
        vec2 q = to_px(pt, p);
        if (g->pool == 1) {
            double r = (0.018 + 0.014 * hash01(k, 10, g->seed)) * pt->scale;
            fill_ellipse(pt, q.x + r * 0.2, q.y + r * 0.3, r, r * 0.8, a, rgb_hex(0x1f1a10, 0.3f));
            fill_ellipse(pt, q.x, q.y, r, r * 0.8, a, rgb_hex(COL_OUTLINE, 1));
            fill_ellipse(pt, q.x - r * 0.1, q.y - r * 0.1, r * 0.8, r * 0.6, a,
                         rgb_hex(0xa9a39a, 1));
            fill_ellipse(pt, q.x - r * 0.3, q.y - r * 0.3, r * 0.35, r * 0.25, a,
                         rgb_hex(0xcdc8bd, 1));
        } else {
            for (int b = 0; b < 4; b++) {
                double ox = (hash01(k, 20 + b, g->seed) - 0.5) * 0.03;
                double oy = (hash01(k, 30 + b, g->seed) - 0.5) * 0.03;
                vec2 s0 = to_px(pt, v2(p.x + ox, p.y + oy + 0.012));
                vec2 s1 = to_px(pt, v2(p.x + ox * 1.3, p.y + oy - 0.014));
                vec2 seg[2] = {s0, s1};
                stroke_line(pt, seg, 2, 0.005 * pt->scale, rgb_hex(0x4f7a2e, 1));
                fill_ellipse(pt, s1.x, s1.y, 0.004 * pt->scale, 0.009 * pt->scale, 0,
                             rgb_hex(0x6b4a2a, 1));
            }
        }
    }
    if (g->pool == 1) {
        /* Ripples where the water wells up. */
        vec2 c = to_px(pt, g->pool_c);
        for (int k = 0; k < 2; k++) {
            double r = (0.025 + 0.03 * k) * pt->scale;
            fill_ellipse(pt, c.x, c.y, r + 0.005 * pt->scale, r + 0.005 * pt->scale, 0,
                         rgb_hex(COL_WATER_LIGHT, 0.9f));
            fill_ellipse(pt, c.x, c.y, r, r, 0, rgb_hex(COL_WATER, 1));
        }
    }
}

/* ---- the set's hooks (sets.h) ---------------------------------------------------------- */

static river_tile_extras *EX(const tile_extras *ex)
{
    return tileart_extras_part(ex, &river_art);
}

static void river_extras(const carc_tile_type *type, bool is_start, tile_extras *ex)
{
    (void)type;
    EX(ex)->is_spring = is_start;
}

static void river_lines(geom *g)
{
    build_river(g, EX(g->ex)->is_spring);
}

/* The water, its banks and the shade under them, over the grass and hedges (the ground's
   hook: win fades the texture out at the tile's edge, sp is its fine speckle). */
static rgba river_ground(const geom *g, vec2 p, rgba col, double win, double sp)
{
    const uint32_t seed = g->seed;
    double rs = river_sd(g, p);
    if (rs < RIVER_BANK + SHADOW + 0.01) {
        /* The bank's edge on the grass wanders inside the tile, exact at its edge. */
        double rb = rs + (value_noise(p.x * 36, p.y * 36, seed + 41) - 0.5) * 0.016 * win;
        if (rb >= RIVER_BANK) {
            col = rgb_shade(col, (float)(0.86 + 0.14 * smooth(0, SHADOW, rb - RIVER_BANK)));
        } else if (rs >= 0) {
            col = rgb_shade(rgb_hex(COL_BANK, 1), (float)(1 + sp * 0.1));
            if (rs < 0.006)
                col = rgb_shade(col, 0.86f);
        } else {
            double depth = smooth(0, RIVER_HW, -rs);
            col = rgb_mix(rgb_hex(COL_WATER, 1), rgb_hex(COL_WATER_DEEP, 1), (float)depth);
            if (-rs < 0.03) {
                /* Along the banks: in the bank's shade where the light comes over it (from
                   the upper left), bright shallows on the other side. */
                const double e = 0.002;
                double gx = river_sd(g, v2(p.x + e, p.y)) - river_sd(g, v2(p.x - e, p.y));
                double gy = river_sd(g, v2(p.x, p.y + e)) - river_sd(g, v2(p.x, p.y - e));
                double l = hypot(gx, gy), f = 1 - smooth(0, 0.03, -rs);
                double toward = l > 0 ? -(gx + gy) / l * 0.70710678 : 0; /* bank up-left: > 0 */
                col = toward > 0
                          ? rgb_shade(col, (float)(1 - 0.3 * toward * f))
                          : rgb_mix(col, rgb_hex(COL_WATER_LIGHT, 1), (float)(-toward * f * 0.45));
            }
            /* Ripples: short streaks along the current, from noise stretched along the river
               (in a lake, small round glints). */
            int s;
            double ts, w;
            double dl = poly_dist(p, g->riv.pts, g->riv.n, &s, &ts);
            double ex = (p.x - g->pool_c.x) / g->pool_rx, ey = (p.y - g->pool_c.y) / g->pool_ry;
            if (!g->pool || ex * ex + ey * ey > 1.0) {
                double al = ts * dist2(g->riv.pts[s], g->riv.pts[s + 1]);
                for (int i = 0; i < s; i++)
                    al += dist2(g->riv.pts[i], g->riv.pts[i + 1]);
                w = value_noise(al * 9, dl * 75, seed + 5);
            } else {
                w = value_noise(p.x * 20, p.y * 80, seed + 6) * 0.98;
            }
            if (w > 0.72 && -rs > 0.01)
                col = rgb_mix(col, rgb_hex(COL_WATER_LIGHT, 1),
                              (float)(smooth(0.72, 0.8, w) * 0.75 * win));
        }
    }
    return col;
}

const tileart_set river_art = {
    .module = "river",
    .extras = river_extras,
    .lines = river_lines,
    .ground = river_ground,
    .draw_ground = draw_pool_details,
};
