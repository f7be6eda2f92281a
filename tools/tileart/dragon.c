/*
 * dragon.c: the Princess & the Dragon's drawing: the tile's mark (a volcano, the dragon
 * symbol, a magic portal or the princess), where it goes and how it looks; and the figures
 * of the dragon and the fairy.
 */
#include "figure.h"
#include "mod_dragon.h"
#include "dragon.h"
#include "sets.h"
#include "tilegeom.h"

#include <math.h>
#include <stdio.h>

/* The tile's mark (TILE_MARK_*), placed once the labels are known: the set's state for the tile
 * being drawn (geom.set_state). */
typedef struct dragon_geom {
    int mark, mark_city;
    bool has_mark;
    vec2 mark_c;
    double mark_r;
    int mark_feat; /* the feature it lies on */
} dragon_geom;
_Static_assert(sizeof(dragon_geom) <= SET_STATE_SIZE, "room in geom.set_state");

static dragon_geom *S(const geom *g)
{
    return tileart_state(g, &dragon_art);
}

static dragon_tile_extras *EX(const tile_extras *ex)
{
    return tileart_extras_part(ex, &dragon_art);
}

static dragon_tile_picture *PIC(const tile_picture *pic)
{
    return tileart_picture_part(pic, &dragon_art);
}

const char *tile_mark_name(int mark)
{
    static const char *const names[] = {NULL, "volcano", "dragon", "portal", "princess"};
    return mark > 0 && mark <= TILE_MARK_PRINCESS ? names[mark] : NULL;
}

/*
 * The mark's place, once the labels are known: the largest disc that fits in the kind of
 * ground it goes on, clear of everything else on the tile (a volcano on a field, toward the
 * tile's middle; a dragon or a portal on a field or in a city; the princess in her city).
 * Then the disc becomes an obstacle of the label map, so that every follower's anchor keeps
 * off it.
 */
static void place_mark(geom *g)
{
    if (S(g)->mark == TILE_MARK_NONE || S(g)->has_mark)
        return;
    double rmax = 0.11, rmin = 0.07, pull = 0.02;
    if (S(g)->mark == TILE_MARK_VOLCANO)
        rmax = 0.2, rmin = 0.1, pull = 0.12;
    else if (S(g)->mark != TILE_MARK_PRINCESS)
        rmax = 0.16, rmin = 0.11;
    /* The princess leaves her city's follower its best place where she is still large there
       (30 px across at the 100 px a tile the board opens with); else (a narrow cap: PD24)
       she takes the city's widest place, over the wall's inner face if need be, never under
       24 px across, and the follower stands beside her. */
    bool keep_spot = S(g)->mark == TILE_MARK_PRINCESS;
    vec2 spot = v2(0.5, 0.5);
    const double rmin_keep = 0.15;
    if (keep_spot) {
        static tile_picture none; /* no anchors yet */
        spot = best_spot(g, S(g)->mark_city, &none, 0.06);
        rmax = 0.16, rmin = 0.12;
    }
    double best = -1e9;
    for (int pass = keep_spot ? 0 : 1; pass < 2 && best < 0; pass++)
        for (double r = rmax; r >= (pass == 0 ? rmin_keep : rmin) - 1e-9 && best < 0; r -= 0.005) {
            best = -1e9;
            for (int k = 0; k < LM * LM; k++) {
                int lab = g->label[k];
                if (lab < 0 || lab == g->centre_city || lab == g->cloister)
                    continue;
                int kind = g->t->features[lab].kind;
                if (S(g)->mark == TILE_MARK_PRINCESS  ? lab != S(g)->mark_city
                    : S(g)->mark == TILE_MARK_VOLCANO ? kind != CARC_FIELD
                                                      : kind != CARC_FIELD && kind != CARC_CITY)
                    continue;
                vec2 p = cell_centre(k % LM, k / LM);
                double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
                double margin = kind != CARC_CITY ? 0.02 : keep_spot ? 0.025 : 0.07;
                double edge = b - r - (keep_spot ? 0.015 : 0.04);
                /* Never at the tile edge, even where the feature is crowded (a narrow cap):
                   the neighbour's side would not match (the seams). */
                if (edge < 0)
                    continue;
                double sc = fmin(g->clear[k] - r - margin, edge);
                if (pass == 0)
                    sc = fmin(sc, dist2(p, spot) - r - FOLLOWER_R);
                for (int i = 0; i < g->nshield; i++)
                    sc = fmin(sc, dist2(p, g->shield[i]) - r - 0.1);
                /* The feature keeps room for its follower beside the mark. */
                sc -= pull * dist2(p, v2(0.5, 0.5));
                if (sc > best + 1e-9) {
                    best = sc;
                    S(g)->mark_c = p;
                    S(g)->mark_r = r;
                    S(g)->mark_feat = lab;
                }
            }
        }
    if (best < 0)
        fprintf(stderr, "%s: the %s is crowded\n", g->t->id, tile_mark_name(S(g)->mark));
    S(g)->has_mark = true;
}

/*
 * The Princess & the Dragon's marks, each its own shape and colours so that it reads at 32 px
 * a tile: a volcano (a brown cone with a glowing orange crater and a grey plume), the dragon
 * symbol (a red dragon's head on a scorched dark disc), a magic portal (a ring glowing cyan
 * and violet) and the princess (a small figure in a rose gown under a golden crown).
 */
static void draw_volcano(const painter *pt, vec2 c, double R)
{
    ell(pt, v2(c.x + 0.01, c.y + 0.013), R, R, 0, 0x33402a);
    ell(pt, c, R, R, 0, 0x2a1d16);
    for (int k = 0; k <= 10; k++) {
        double f = 1 - k * 0.055;
        rgba col = rgb_mix(rgb_hex(0x6b4c38, 1), rgb_hex(0xa4805c, 1), (float)(k / 10.0));
        vec2 q = to_px(pt, v2(c.x - (1 - f) * R * 0.15, c.y - (1 - f) * R * 0.15));
        fill_ellipse(pt, q.x, q.y, (R - 0.008) * f * pt->scale, (R - 0.008) * f * pt->scale, 0,
                     col);
    }
    /* Gullies down the slopes, and a lava flow. */
    for (int k = 0; k < 9; k++) {
        double a = k * 2 * PI / 9 + 0.3 + 0.2 * hash01(k, 5, 99);
        vec2 seg[2] = {to_px(pt, v2(c.x + cos(a) * R * 0.5, c.y + sin(a) * R * 0.5)),
                       to_px(pt, v2(c.x + cos(a) * R * 0.9, c.y + sin(a) * R * 0.9))};
        stroke_line(pt, seg, 2, 0.007 * pt->scale, rgb_hex(0x4e372a, 1));
    }
    vec2 flow[4] = {to_px(pt, v2(c.x + R * 0.25, c.y + R * 0.32)),
                    to_px(pt, v2(c.x + R * 0.38, c.y + R * 0.55)),
                    to_px(pt, v2(c.x + R * 0.33, c.y + R * 0.72)),
                    to_px(pt, v2(c.x + R * 0.45, c.y + R * 0.86))};
    stroke_line(pt, flow, 4, 0.026 * pt->scale, rgb_hex(0x3a1a10, 1));
    stroke_line(pt, flow, 4, 0.015 * pt->scale, rgb_hex(0xf06a1c, 1));
    /* The crater: a dark rim around glowing lava. */
    ell(pt, c, R * 0.46, R * 0.46, 0, 0x2a1610);
    ell(pt, c, R * 0.38, R * 0.38, 0, 0xd8401a);
    ell(pt, v2(c.x + R * 0.03, c.y + R * 0.03), R * 0.25, R * 0.25, 0, 0xff9a2a);
    ell(pt, v2(c.x + R * 0.05, c.y + R * 0.05), R * 0.11, R * 0.11, 0, 0xffe890);
    /* The plume: puffs of smoke drifting north-east from the crater. */
    static const double puff[4][3] = {
        {-0.05, -0.12, 0.2}, {0.16, -0.3, 0.24}, {0.38, -0.5, 0.22}, {0.6, -0.62, 0.17}};
    for (int pass = 0; pass < 3; pass++)
        for (int k = 0; k < 4; k++) {
            double r = puff[k][2] * R;
            vec2 q = v2(c.x + puff[k][0] * R, c.y + puff[k][1] * R);
            if (pass == 0)
                ell(pt, v2(q.x + 0.004, q.y + 0.006), r + 0.007, r + 0.007, 0, 0x3c3836);
            else if (pass == 1)
                ell(pt, q, r, r, 0, 0x8d8a86);
            else
                ell(pt, v2(q.x - r * 0.25, q.y - r * 0.25), r * 0.55, r * 0.55, 0, 0xc9c6c0);
        }
}

/*
 * The dragon symbol: a red dragon's head seen from the front, symmetric, so that it reads as
 * a face whichever way the tile is turned: two pale horns sweeping up and out, a
 * spiked frill at the cheeks, slanted golden eyes under dark brows, a pale muzzle with two
 * nostrils and two white fangs, on a scorched-dark disc in a ring of fire.
 */
static void draw_dragon_sign(const painter *pt, vec2 c, double R)
{
    draw_badge(pt, c, R, 0x3c2e28, 0xf07a2c); /* scorched ground in a ring of fire */
    const double u = R * 0.95, ow = 0.009;
    const uint32_t ink = 0x1e1612;
    static const vec2 horn[5] = {
        {-0.2, -0.42}, {-0.42, -0.7}, {-0.62, -0.8}, {-0.5, -0.62}, {-0.36, -0.32}};
    static const vec2 frill[5] = {
        {-0.44, -0.22}, {-0.86, -0.2}, {-0.6, 0.0}, {-0.8, 0.16}, {-0.42, 0.16}};
    static const vec2 head[12] = {{-0.4, -0.44}, {-0.14, -0.54}, {0.14, -0.54}, {0.4, -0.44},
                                  {0.52, -0.16}, {0.4, 0.2},     {0.3, 0.56},   {0.14, 0.7},
                                  {-0.14, 0.7},  {-0.3, 0.56},   {-0.4, 0.2},   {-0.52, -0.16}};
    vec2 mh[5], mf[5];
    for (int i = 0; i < 5; i++) {
        mh[i] = v2(-horn[i].x, horn[i].y);
        mf[i] = v2(-frill[i].x, frill[i].y);
    }
    /* Outlines first, then the fills over them, so the parts join without inner lines. */
    poly_at(pt, c, u, horn, 5, ow, ink);
    poly_at(pt, c, u, mh, 5, ow, ink);
    poly_at(pt, c, u, frill, 5, ow, ink);
    poly_at(pt, c, u, mf, 5, ow, ink);
    poly_at(pt, c, u, head, 12, ow, ink);
    poly_at(pt, c, u, horn, 5, 0, 0xf1e4c4);
    poly_at(pt, c, u, mh, 5, 0, 0xf1e4c4);
    poly_at(pt, c, u, frill, 5, 0, 0xa01e1c);
    poly_at(pt, c, u, mf, 5, 0, 0xa01e1c);
    poly_at(pt, c, u, head, 12, 0, 0xd9302a);
    /* The light from the upper left: a brighter brow, the muzzle's right side in shade. */
    ell(pt, v2(c.x - 0.12 * u, c.y - 0.36 * u), 0.26 * u, 0.1 * u, -0.2, 0xee5a44);
    ell_o(pt, v2(c.x, c.y + 0.44 * u), 0.27 * u, 0.22 * u, 0, 0xf0a07a, 0.006, ink);
    ell(pt, v2(c.x - 0.1 * u, c.y + 0.48 * u), 0.05 * u, 0.04 * u, 0, ink);
    ell(pt, v2(c.x + 0.1 * u, c.y + 0.48 * u), 0.05 * u, 0.04 * u, 0, ink);
    /* Fangs below the muzzle. */
    static const vec2 fang[3] = {{-0.2, 0.6}, {-0.1, 0.6}, {-0.15, 0.8}};
    vec2 fr[3];
    for (int i = 0; i < 3; i++)
        fr[i] = v2(-fang[i].x, fang[i].y);
    poly_at(pt, c, u, fang, 3, 0.004, ink);
    poly_at(pt, c, u, fr, 3, 0.004, ink);
    poly_at(pt, c, u, fang, 3, 0, 0xffffff);
    poly_at(pt, c, u, fr, 3, 0, 0xffffff);
    /* Slanted golden eyes with slit pupils under dark brows that meet toward the nose. */
    for (int side = -1; side <= 1; side += 2) {
        vec2 e = v2(c.x + side * 0.22 * u, c.y - 0.12 * u);
        ell_o(pt, e, 0.13 * u, 0.075 * u, side * 0.45, 0xffd23a, 0.005, ink);
        ell(pt, e, 0.025 * u, 0.07 * u, 0, ink);
        vec2 brow[2] = {to_px(pt, v2(c.x + side * 0.06 * u, c.y - 0.16 * u)),
                        to_px(pt, v2(c.x + side * 0.4 * u, c.y - 0.3 * u))};
        stroke_line(pt, brow, 2, 0.07 * u * pt->scale, rgb_hex(ink, 1));
    }
}

static void draw_portal(const painter *pt, vec2 c, double R)
{
    /* A soft glow on the ground, then a ring of pale stone that shines. */
    for (int k = 0; k < 6; k++) {
        vec2 q = to_px(pt, c);
        double r = R * (1.0 - k * 0.03);
        fill_ellipse(pt, q.x, q.y, r * pt->scale, r * pt->scale, 0, rgb_hex(0xb57cff, 0.12f));
    }
    ell(pt, c, R * 0.86, R * 0.86, 0, 0x1e1438);
    ell(pt, c, R * 0.8, R * 0.8, 0, 0x8ff0ff);
    ell(pt, c, R * 0.68, R * 0.68, 0, 0xd2fbff);
    ell(pt, c, R * 0.6, R * 0.6, 0, 0x1e1438);
    ell(pt, c, R * 0.55, R * 0.55, 0, 0x4a2a9a);
    /* A swirl inside. */
    for (int k = 0; k < 3; k++) {
        vec2 arc[9];
        for (int i = 0; i < 9; i++) {
            double a = k * 2 * PI / 3 + i * 0.28, r = R * (0.08 + i * 0.045);
            arc[i] = to_px(pt, v2(c.x + cos(a) * r, c.y + sin(a) * r));
        }
        stroke_line(pt, arc, 9, 0.012 * pt->scale, rgb_hex(0xb89cff, 1));
    }
    ell(pt, c, R * 0.12, R * 0.12, 0, 0xf4eeff);
    /* Sparkles around the ring. */
    for (int k = 0; k < 6; k++) {
        double a = k * PI / 3 + 0.4, r = R * 0.93;
        vec2 q = v2(c.x + cos(a) * r, c.y + sin(a) * r);
        double s = (k % 2 ? 0.016 : 0.022);
        fill_rect(pt, q, s * 2, s * 0.45, 0, rgb_hex(0xffffff, 1));
        fill_rect(pt, q, s * 0.45, s * 2, 0, rgb_hex(0xffffff, 1));
    }
}

static void draw_princess(const painter *pt, vec2 c, double R)
{
    const double u = R;
    const uint32_t ink = 0x2a1a24;
    draw_badge(pt, c, R * 0.98, 0xfbeef2, 0xe27aa8);
    /* The gown: a bell from the waist to the hem, with puffed sleeves. */
    static const vec2 gown[6] = {{-0.16, -0.1}, {0.16, -0.1},  {0.3, 0.3},
                                 {0.56, 0.72},  {-0.56, 0.72}, {-0.3, 0.3}};
    poly_at(pt, c, u, gown, 6, 0.008, ink);
    ell(pt, v2(c.x - 0.24 * u, c.y - 0.06 * u), 0.14 * u + 0.006, 0.11 * u + 0.006, 0.4, ink);
    ell(pt, v2(c.x + 0.24 * u, c.y - 0.06 * u), 0.14 * u + 0.006, 0.11 * u + 0.006, -0.4, ink);
    poly_at(pt, c, u, gown, 6, 0, 0xd83a8a);
    ell(pt, v2(c.x - 0.24 * u, c.y - 0.06 * u), 0.14 * u, 0.11 * u, 0.4, 0xe866a4);
    ell(pt, v2(c.x + 0.24 * u, c.y - 0.06 * u), 0.14 * u, 0.11 * u, -0.4, 0xe866a4);
    fill_rect(pt, v2(c.x, c.y + 0.32 * u), 0.5 * u, 0.06 * u, 0, rgb_hex(0xf5c518, 1));
    /* The head, the hair and the crown. */
    ell_o(pt, v2(c.x, c.y - 0.3 * u), 0.2 * u, 0.2 * u, 0, 0xf3c9a2, 0.012, ink);
    ell(pt, v2(c.x - 0.15 * u, c.y - 0.24 * u), 0.07 * u, 0.16 * u, 0.2, 0xe0a830);
    ell(pt, v2(c.x + 0.15 * u, c.y - 0.24 * u), 0.07 * u, 0.16 * u, -0.2, 0xe0a830);
    static const vec2 crown[7] = {{-0.24, -0.46}, {-0.3, -0.76}, {-0.12, -0.58}, {0, -0.82},
                                  {0.12, -0.58},  {0.3, -0.76},  {0.24, -0.46}};
    poly_at(pt, c, u, crown, 7, 0.008, ink);
    poly_at(pt, c, u, crown, 7, 0, 0xf7c51e);
    ell(pt, v2(c.x, c.y - 0.58 * u), 0.05 * u, 0.05 * u, 0, 0xd8302a);
}

static void draw_mark(const painter *pt, const geom *g)
{
    switch (S(g)->mark) {
    case TILE_MARK_VOLCANO:
        draw_volcano(pt, S(g)->mark_c, S(g)->mark_r);
        break;
    case TILE_MARK_DRAGON:
        draw_dragon_sign(pt, S(g)->mark_c, S(g)->mark_r);
        break;
    case TILE_MARK_PORTAL:
        draw_portal(pt, S(g)->mark_c, S(g)->mark_r);
        break;
    case TILE_MARK_PRINCESS:
        draw_princess(pt, S(g)->mark_c, S(g)->mark_r);
        break;
    }
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

/* ---- the set's hooks (sets.h) ---------------------------------------------------------- */

static void dragon_extras(const carc_tile_type *type, bool is_start, tile_extras *ex)
{
    (void)is_start;
    EX(ex)->mark = !type                                                ? TILE_MARK_NONE
                   : carc_dragon_tile_volcano(type)                     ? TILE_MARK_VOLCANO
                   : carc_dragon_tile_dragon(type)                      ? TILE_MARK_DRAGON
                   : carc_dragon_tile_portal(type)                      ? TILE_MARK_PORTAL
                   : carc_dragon_tile_princess(type) != CARC_NO_FEATURE ? TILE_MARK_PRINCESS
                                                                        : TILE_MARK_NONE;
    EX(ex)->mark_city = type && carc_dragon_tile_princess(type) != CARC_NO_FEATURE
                            ? carc_dragon_tile_princess(type)
                            : -1;
}

static void dragon_start(geom *g, tile_picture *pic)
{
    S(g)->mark = EX(g->ex)->mark;
    S(g)->mark_city = EX(g->ex)->mark_city;
    PIC(pic)->mark = TILE_MARK_NONE;
    PIC(pic)->mark_city = -1;
}

static void dragon_build(geom *g)
{
    if (S(g)->mark != TILE_MARK_VOLCANO || !g->village)
        return;
    /* A road that ends on a volcano tile (PD2) runs up to the crater, in the middle. */
    g->village = false;
    S(g)->has_mark = true;
    S(g)->mark_c = g->vil_c;
    S(g)->mark_r = 0.19;
    S(g)->mark_feat = -1; /* the tile's own, where the road and the field meet */
    for (int r = 0; r < g->nroad; r++) {
        line_geom *l = &g->road[r];
        if (l->end != END_VILLAGE)
            continue;
        vec2 m = side_mid[l->side], in = side_in[l->side];
        l->end = END_THROUGH;
        line_straight(l, m,
                      v2(S(g)->mark_c.x - in.x * S(g)->mark_r * 0.7,
                         S(g)->mark_c.y - in.y * S(g)->mark_r * 0.7));
    }
}

static bool dragon_obstacle(geom *g)
{
    if (S(g)->mark == TILE_MARK_NONE || S(g)->has_mark)
        return false;
    place_mark(g);
    return true;
}

static void dragon_place_last(geom *g, tile_picture *pic)
{
    if (!S(g)->has_mark)
        return;
    PIC(pic)->mark = S(g)->mark;
    PIC(pic)->mark_city = S(g)->mark == TILE_MARK_PRINCESS ? S(g)->mark_city : -1;
    PIC(pic)->mark_c[0] = S(g)->mark_c.x;
    PIC(pic)->mark_c[1] = S(g)->mark_c.y;
    PIC(pic)->mark_r = S(g)->mark_r;
}

static void dragon_marks(const geom *g, tile_picture *pic)
{
    if (S(g)->has_mark)
        tile_add_mark(pic, S(g)->mark == TILE_MARK_PRINCESS ? S(g)->mark_city : S(g)->mark_feat,
                      S(g)->mark_c, S(g)->mark_r);
}

static int dragon_owner(const geom *g, vec2 p)
{
    return S(g)->has_mark && dist2(p, S(g)->mark_c) <= S(g)->mark_r ? DRAGON_OWN : SET_OWN_NONE;
}

static bool dragon_disc(const geom *g, vec2 *c, double *r)
{
    *c = S(g)->mark_c, *r = S(g)->mark_r;
    return S(g)->has_mark;
}

static void dragon_draw(const painter *pt, const geom *g)
{
    if (S(g)->has_mark)
        draw_mark(pt, g);
}

static void dragon_keys(FILE *fp, const carc_tile_def *t, const tile_picture *p)
{
    (void)t;
    if (PIC(p)->mark != TILE_MARK_NONE)
        fprintf(fp, ", \"%s\": {\"at\": [%.3f, %.3f], \"radius\": %.3f}",
                tile_mark_name(PIC(p)->mark), PIC(p)->mark_c[0], PIC(p)->mark_c[1], PIC(p)->mark_r);
}

static int dragon_dots(const tile_picture *p, double dots[SET_MAX_DOTS][3])
{
    if (PIC(p)->mark == TILE_MARK_NONE)
        return 0;
    dots[0][0] = PIC(p)->mark_c[0], dots[0][1] = PIC(p)->mark_c[1], dots[0][2] = 2;
    return 1;
}

static const set_figure dragon_figures[] = {
    {"dragon.png", {sd_dragon, ink_dragon, col_dragon, 0.03, 0.86, 0.36}, {0, 0}},
    {"fairy.png", {sd_fairy, ink_fairy, col_fairy, 0.028, 0.86, 0.16}, {0, 0}},
};

const tileart_set dragon_art = {
    .module = "princess-dragon",
    .extras = dragon_extras,
    .start = dragon_start,
    .build = dragon_build,
    .place_obstacle = dragon_obstacle,
    .disc = dragon_disc,
    .house_gap = -1,
    .tree_gap = -1,
    .obstacle = true,
    .place_last = dragon_place_last,
    .marks = dragon_marks,
    .owner = dragon_owner,
    .draw = dragon_draw,
    .write_keys = dragon_keys,
    .sheet_dots = dragon_dots,
    .figures = dragon_figures,
    .nfigures = 2,
};
