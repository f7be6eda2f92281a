/*
 * festival.c: the Festival's drawing: the festival symbol (a maypole on a dancing
 * ring), where it goes and how it looks.
 */
#include "mod_festival.h"
#include "festival.h"
#include "sets.h"
#include "tilegeom.h"

#include <math.h>
#include <stdio.h>

#define FEST_R_MAX 0.15 /* radius of the festival symbol */
#define FEST_R_MIN 0.1

/* The festival symbol: the set's state for the tile being drawn (geom.set_state). */
typedef struct festival_geom {
    bool fest; /* the festival symbol */
    vec2 fest_c;
    double fest_r;
    int fest_feat; /* the feature it stands on, -1 (the village square) */
} festival_geom;
_Static_assert(sizeof(festival_geom) <= SET_STATE_SIZE, "room in geom.set_state");

static festival_geom *S(const geom *g)
{
    return tileart_state(g, &festival_art);
}

static festival_tile_extras *EX(const tile_extras *ex)
{
    return tileart_extras_part(ex, &festival_art);
}

static festival_tile_picture *PIC(const tile_picture *pic)
{
    return tileart_picture_part(pic, &festival_art);
}

/*
 * The festival symbol: a disc on a field or inside a city that no follower's spot, pennant
 * shield or other feature touches, the largest that fits. Placed before the city's houses and
 * the trees, which keep off it.
 */
static void place_festival(geom *g, tile_picture *pic)
{
    if (!S(g)->fest)
        return;
    double best = -1e9;
    for (double r = FEST_R_MAX; r >= FEST_R_MIN - 1e-9 && best < 0; r -= 0.01) {
        best = -1e9;
        for (int k = 0; k < LM * LM; k++) {
            int lab = g->label[k];
            if (lab < 0)
                continue;
            int kind = g->t->features[lab].kind;
            if (kind != CARC_FIELD && kind != CARC_CITY)
                continue;
            if (lab == g->centre_city)
                continue;
            vec2 p = cell_centre(k % LM, k / LM);
            double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
            /* Inside a city the wall, its towers and gates take the first few hundredths. */
            double margin = kind == CARC_CITY ? 0.075 : 0.016;
            double s = fmin(g->clear[k] - r - margin, b - r - 0.04);
            for (int j = 0; j < g->t->nfeatures; j++)
                if (pic->has_anchor[j])
                    s = fmin(s,
                             dist2(p, v2(pic->anchor[j][0], pic->anchor[j][1])) - r - FOLLOWER_R);
            for (int i = 0; i < g->nshield; i++)
                s = fmin(s, dist2(p, g->shield[i]) - r - 0.1);
            /* Prefer the tile's middle a little, where the symbol reads best. */
            s -= 0.02 * dist2(p, v2(0.5, 0.5));
            if (s > best + 1e-9) {
                best = s;
                S(g)->fest_c = p;
                S(g)->fest_r = r;
                S(g)->fest_feat = lab;
            }
        }
    }
    if (best < 0 && g->village) {
        /* The village square has room: the maypole stands there instead of the well. */
        S(g)->fest_c = g->vil_c;
        S(g)->fest_r = VILLAGE_R - 0.006;
        S(g)->fest_feat = -1;
        best = 0;
    }
    if (best < 0)
        fprintf(stderr, "%s: the festival symbol is crowded\n", g->t->id);
    PIC(pic)->has_festival = true;
    PIC(pic)->festival_c[0] = S(g)->fest_c.x;
    PIC(pic)->festival_c[1] = S(g)->fest_c.y;
    PIC(pic)->festival_r = S(g)->fest_r;
}

/*
 * The festival symbol, seen from above: a maypole, its ribbons running out in the festival's
 * colours to a ring of bunting, small triangular flags on a string. At 32 px a tile it reads
 * as a bright, many-coloured wheel that nothing else on the board looks like.
 */
void draw_badge(const painter *pt, vec2 c, double r, uint32_t fill, uint32_t ring);

static void draw_festival(const painter *pt, const geom *g)
{
    static const uint32_t cols[5] = {0xe0362c, 0xf5c82a, 0x2f6fd0, 0xf7f3e8, 0x3aa04a};
    vec2 c = to_px(pt, S(g)->fest_c);
    double R = S(g)->fest_r * pt->scale, u = pt->scale;
    /* A dancing ring of trodden pale earth with a dark rim, so that the ribbons stand out
       from grass and city ground alike at the default zoom. */
    draw_badge(pt, S(g)->fest_c, S(g)->fest_r * 0.97, 0xe8d9aa, 0xf7eccb);
    /* Ribbons from the pole to the ring. */
    for (int k = 0; k < 8; k++) {
        double a = k * PI / 4 + PI / 8;
        vec2 seg[2] = {c, v2(c.x + cos(a) * R * 0.8, c.y + sin(a) * R * 0.8)};
        stroke_line(pt, seg, 2, 0.016 * u, rgb_hex(0x2a2320, 1));
        stroke_line(pt, seg, 2, 0.009 * u, rgb_hex(cols[k % 4], 1));
    }
    /* The bunting: a dark string in a circle, with a flag pointing out at every step. */
    int nflag = 14;
    for (int k = 0; k < nflag; k++) {
        double a0 = k * 2 * PI / nflag, a1 = (k + 1) * 2 * PI / nflag;
        vec2 seg[2] = {v2(c.x + cos(a0) * R * 0.8, c.y + sin(a0) * R * 0.8),
                       v2(c.x + cos(a1) * R * 0.8, c.y + sin(a1) * R * 0.8)};
        stroke_line(pt, seg, 2, 0.006 * u, rgb_hex(0x2a2320, 1));
    }
    for (int k = 0; k < nflag; k++) {
        double a = (k + 0.5) * 2 * PI / nflag, w = PI / nflag * 0.8;
        for (int pass = 0; pass < 2; pass++) {
            double grow = pass == 0 ? 0.006 * u : 0;
            double r0 = R * 0.8 - grow * 0.5, r1 = R * 1.0 + grow;
            vec2 tri[3] = {v2(c.x + cos(a - w) * r0, c.y + sin(a - w) * r0),
                           v2(c.x + cos(a + w) * r0, c.y + sin(a + w) * r0),
                           v2(c.x + cos(a) * r1, c.y + sin(a) * r1)};
            fill_poly(pt, tri, 3, pass == 0 ? rgb_hex(0x2a2320, 1) : rgb_hex(cols[k % 5], 1));
        }
    }
    /* The pole with its wreath and golden top. */
    fill_ellipse(pt, c.x + 0.006 * u, c.y + 0.008 * u, 0.03 * u, 0.03 * u, 0,
                 rgb_hex(0x1f1a10, 0.3f));
    fill_ellipse(pt, c.x, c.y, 0.032 * u, 0.032 * u, 0, rgb_hex(0x22381a, 1));
    fill_ellipse(pt, c.x, c.y, 0.025 * u, 0.025 * u, 0, rgb_hex(0x4f9a34, 1));
    for (int k = 0; k < 6; k++) {
        double a = k * PI / 3;
        fill_ellipse(pt, c.x + cos(a) * 0.018 * u, c.y + sin(a) * 0.018 * u, 0.006 * u, 0.006 * u,
                     0, rgb_hex(cols[k % 2 ? 0 : 3], 1));
    }
    fill_ellipse(pt, c.x, c.y, 0.012 * u, 0.012 * u, 0, rgb_hex(0x2a2320, 1));
    fill_ellipse(pt, c.x - 0.002 * u, c.y - 0.002 * u, 0.008 * u, 0.008 * u, 0,
                 rgb_hex(0xf2cf5a, 1));
}

/* ---- the set's hooks (sets.h) ---------------------------------------------------------- */

static void festival_extras(const carc_tile_type *type, bool is_start, tile_extras *ex)
{
    (void)is_start;
    EX(ex)->festival = type && carc_festival_tile(type) != 0;
}

static void festival_start(geom *g, tile_picture *pic)
{
    S(g)->fest = EX(g->ex)->festival;
    PIC(pic)->has_festival = false;
}

static void festival_marks(const geom *g, tile_picture *pic)
{
    if (S(g)->fest)
        tile_add_mark(pic, S(g)->fest_feat, S(g)->fest_c, S(g)->fest_r);
}

static int festival_owner(const geom *g, vec2 p)
{
    return S(g)->fest && dist2(p, S(g)->fest_c) <= S(g)->fest_r ? FESTIVAL_OWN : SET_OWN_NONE;
}

static bool festival_disc(const geom *g, vec2 *c, double *r)
{
    *c = S(g)->fest_c, *r = S(g)->fest_r;
    return S(g)->fest;
}

static void festival_draw(const painter *pt, const geom *g)
{
    if (S(g)->fest)
        draw_festival(pt, g);
}

static void festival_keys(FILE *fp, const carc_tile_def *t, const tile_picture *p)
{
    (void)t;
    if (PIC(p)->has_festival)
        fprintf(fp, ", \"festival\": {\"at\": [%.3f, %.3f], \"radius\": %.3f}",
                PIC(p)->festival_c[0], PIC(p)->festival_c[1], PIC(p)->festival_r);
}

static int festival_dots(const tile_picture *p, double dots[SET_MAX_DOTS][3])
{
    if (!PIC(p)->has_festival)
        return 0;
    dots[0][0] = PIC(p)->festival_c[0], dots[0][1] = PIC(p)->festival_c[1], dots[0][2] = 3;
    return 1;
}

const tileart_set festival_art = {
    .module = "festival",
    .extras = festival_extras,
    .start = festival_start,
    .disc = festival_disc,
    .house_gap = 0.012,
    .tree_gap = 0.02,
    .place = place_festival,
    .marks = festival_marks,
    .owner = festival_owner,
    .draw = festival_draw,
    .write_keys = festival_keys,
    .sheet_dots = festival_dots,
};
