/*
 * inns.c: Inns & Cathedrals' drawing: the inn beside its road (a thatched house with its
 * round sign and a pond) and the cathedral in the middle of its city.
 */
#include "mod_inns.h"
#include "sets.h"
#include "tilegeom.h"

#include <math.h>
#include <stdio.h>

#define INN_SIGN_R 0.12 /* the inn's round sign: 24 px across at the default zoom */

/* The inn beside its road: the set's state for the tile being drawn (geom.set_state). */
typedef struct inns_geom {
    bool inn;
    house inn_house;
    vec2 pond_c;
    double pond_r;
    int road_inn; /* road feature carrying the inn, -1 */
} inns_geom;
_Static_assert(sizeof(inns_geom) <= SET_STATE_SIZE, "room in geom.set_state");

static inns_geom *S(const geom *g)
{
    return tileart_state(g, &inns_art);
}

/* An inn: a house beside its road, with a pond next to it, where both fit on the field. */
static void build_inn(geom *g)
{
    if (S(g)->road_inn < 0)
        return;
    const line_geom *l = &g->road[S(g)->road_inn];
    double best = -1;
    for (int i = 0; i < 9; i++) {
        double f = 0.3 + 0.05 * i;
        if (l->end == END_VILLAGE || l->end == END_GATE)
            f = 0.2 + 0.04 * i;
        for (int side = -1; side <= 1; side += 2)
            for (int pside = -1; pside <= 1; pside++) {
                vec2 tg, p = line_at(l, f, &tg);
                vec2 nrm = v2(-tg.y * side, tg.x * side);
                double off = ROAD_HW + 0.1;
                vec2 hc = v2(p.x + nrm.x * off, p.y + nrm.y * off);
                /* The pond beside the house along the road, or behind it. */
                double along = 0.165 * pside, out = pside ? 0.025 : 0.15;
                vec2 pc = v2(hc.x + tg.x * along + nrm.x * out, hc.y + tg.y * along + nrm.y * out);
                /* The sign may hang over the road's verge. */
                if (!free_disc(g, hc, 0.09, 0.04) || !free_disc(g, pc, 0.07, 0.035))
                    continue;
                /* Prefer the middle of the road and room around the pair. */
                double score = -fabs(f - 0.5);
                for (double r = 0.07; r < 0.2; r += 0.02)
                    if (free_disc(g, hc, r, 0.0))
                        score += 0.1;
                if (score > best) {
                    best = score;
                    S(g)->inn = true;
                    S(g)->inn_house.c = hc;
                    S(g)->inn_house.len = 0.17;
                    S(g)->inn_house.wid = 0.11;
                    S(g)->inn_house.ang = atan2(tg.y, tg.x);
                    S(g)->inn_house.roof = ROOF_BROWN;
                    S(g)->pond_c = pc;
                    S(g)->pond_r = 0.064;
                }
            }
    }
    if (S(g)->inn) {
        g->keep[g->nkeep].c = S(g)->inn_house.c;
        g->keep[g->nkeep++].r = INN_SIGN_R + 0.01;
        g->keep[g->nkeep].c = S(g)->pond_c;
        g->keep[g->nkeep++].r = S(g)->pond_r + 0.012;
    }
}

/* A mug of beer seen from the side, in units u around c: the inn's sign. */
static void draw_mug(cairo_t *cr, vec2 c, double u)
{
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_scale(cr, u, u);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    /* the handle */
    cairo_new_sub_path(cr);
    cairo_arc(cr, 0.3, 0.08, 0.2, -PI / 2, PI / 2);
    cairo_set_line_width(cr, 0.2);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, 0.09);
    paint_source(cr, rgb_hex(0xf6e7b8, 1));
    cairo_stroke(cr);
    /* the body, amber, and the foam over its rim */
    cairo_rectangle(cr, -0.34, -0.22, 0.62, 0.72);
    paint_source(cr, rgb_hex(0xe8961e, 1));
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 0.09);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    cairo_rectangle(cr, -0.24, -0.1, 0.1, 0.5);
    paint_source(cr, rgb_hex(0xf7c45a, 1));
    cairo_fill(cr);
    cairo_new_sub_path(cr);
    cairo_arc(cr, -0.22, -0.26, 0.17, 0, 2 * PI);
    cairo_new_sub_path(cr);
    cairo_arc(cr, 0.0, -0.32, 0.19, 0, 2 * PI);
    cairo_new_sub_path(cr);
    cairo_arc(cr, 0.2, -0.25, 0.16, 0, 2 * PI);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_set_line_width(cr, 0.09);
    cairo_stroke_preserve(cr);
    paint_source(cr, rgb_hex(0xfffdf4, 1));
    cairo_fill(cr);
    cairo_restore(cr);
}

/* The middle of the inn's sign, over the roof's western half (the chimney has the other). */
static vec2 inn_sign_c(const house *h)
{
    return v2(h->c.x - cos(h->ang) * h->len * 0.12, h->c.y - sin(h->ang) * h->len * 0.12);
}

/*
 * An inn: a thatched house beside its road with a chimney, a big round golden sign with a mug
 * of beer on its roof, so that it reads as the inn at a glance, and a pond beside it.
 */
static void draw_inn(const painter *pt, const geom *g)
{
    cairo_t *cr = tile_units(pt);
    vec2 pc = S(g)->pond_c;
    double r = S(g)->pond_r;
    /* The pond: a sandy shore, water darker under the bank that the light comes over. */
    cairo_save(cr);
    cairo_translate(cr, pc.x, pc.y);
    cairo_rotate(cr, 0.3);
    cairo_scale(cr, 1.25, 0.95);
    cairo_arc(cr, 0, 0, r, 0, 2 * PI);
    cairo_restore(cr);
    paint_source(cr, rgb_hex(COL_BANK, 1));
    cairo_fill(cr);
    cairo_save(cr);
    cairo_translate(cr, pc.x, pc.y);
    cairo_rotate(cr, 0.3);
    cairo_scale(cr, 1.05, 0.8);
    cairo_arc(cr, 0, 0, r, 0, 2 * PI);
    cairo_pattern_t *wg = cairo_pattern_create_linear(-r, -r, r, r);
    cairo_pattern_add_color_stop_rgb(wg, 0, 0.16, 0.42, 0.68);
    cairo_pattern_add_color_stop_rgb(wg, 0.5, 0.25, 0.59, 0.84);
    cairo_pattern_add_color_stop_rgb(wg, 1, 0.45, 0.75, 0.92);
    cairo_set_source(cr, wg);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(wg);
    cairo_restore(cr);
    cairo_set_line_width(cr, 0.004);
    paint_source(cr, rgb_hex(0x7a6a48, 1));
    cairo_stroke(cr);
    cairo_move_to(cr, pc.x - r * 0.55, pc.y - r * 0.1);
    cairo_line_to(cr, pc.x - r * 0.1, pc.y - r * 0.32);
    cairo_move_to(cr, pc.x + r * 0.05, pc.y + r * 0.22);
    cairo_line_to(cr, pc.x + r * 0.45, pc.y + r * 0.05);
    cairo_set_line_width(cr, 0.006);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.7);
    cairo_stroke(cr);
    cairo_restore(cr);
    const house *h = &S(g)->inn_house;
    draw_house(pt, h);
    double ca = cos(h->ang), sa = sin(h->ang);
    /* The chimney, at one end of the ridge. */
    vec2 ch = v2(h->c.x + ca * h->len * 0.3, h->c.y + sa * h->len * 0.3);
    house chimney = {
        .c = ch, .len = 0.024, .wid = 0.024, .ang = h->ang, .roof = ROOF_RED, .hip = true};
    draw_house(pt, &chimney);
    /* The sign: a golden disc with a mug, over the roof's other half. */
    vec2 sc = inn_sign_c(h);
    double sr = INN_SIGN_R;
    draw_badge(pt, sc, sr, 0xf6cf52, 0xfbe7a0);
    cr = tile_units(pt);
    draw_mug(cr, v2(sc.x - sr * 0.06, sc.y + sr * 0.06), sr * 1.05);
    cairo_restore(cr);
}

/*
 * A cathedral: a cross-shaped church with a round apse to the north, a crossing tower and two
 * towers at its south front, filling the middle of its city; slate roofs lit like the houses',
 * each part casting its shadow.
 */
static void draw_cathedral(const painter *pt)
{
    const double cx = 0.5;
    cairo_t *cr = tile_units(pt);
    /* Forecourt before the towers. */
    cairo_rectangle(cr, cx - 0.17, 0.78, 0.34, 0.1);
    paint_source(cr, rgb_hex(0xe0cfa4, 1));
    cairo_fill(cr);
    /* The apse: half a cone, lit from the upper left. */
    cairo_arc(cr, cx, 0.26, 0.11, 0, 2 * PI);
    cast_shadow(cr, 1.6);
    cairo_pattern_t *gr = cairo_pattern_create_linear(cx - 0.08, 0.18, cx + 0.08, 0.34);
    cairo_pattern_add_color_stop_rgb(gr, 0, 0.6, 0.65, 0.74);
    cairo_pattern_add_color_stop_rgb(gr, 1, 0.29, 0.33, 0.41);
    cairo_arc(cr, cx, 0.26, 0.11, 0, 2 * PI);
    cairo_set_source(cr, gr);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(gr);
    cairo_set_line_width(cr, 0.006);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.0025);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.25);
    for (int k = 0; k < 7; k++) {
        double a = PI + k * PI / 6;
        cairo_move_to(cr, cx, 0.26);
        cairo_line_to(cr, cx + 0.11 * cos(a), 0.26 + 0.11 * sin(a));
    }
    cairo_stroke(cr);
    cairo_restore(cr);
    /* Nave (ridge north-south) and transept (ridge east-west). */
    house nave = {.c = v2(cx, 0.5), .len = 0.5, .wid = 0.22, .ang = PI / 2, .roof = ROOF_SLATE};
    house transept = {.c = v2(cx, 0.41), .len = 0.52, .wid = 0.17, .roof = ROOF_SLATE};
    draw_house(pt, &nave);
    draw_house(pt, &transept);
    /* Crossing tower with a golden cross; the two towers of the front. */
    draw_tower(pt, v2(cx, 0.41), 0.06, 0, ROOF_SLATE);
    cr = tile_units(pt);
    cairo_move_to(cr, cx, 0.36);
    cairo_line_to(cr, cx, 0.46);
    cairo_move_to(cr, cx - 0.03, 0.39);
    cairo_line_to(cr, cx + 0.03, 0.39);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_width(cr, 0.03);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, 0.016);
    paint_source(cr, rgb_hex(0xf2cf5a, 1));
    cairo_stroke(cr);
    cairo_restore(cr);
    for (int sd = -1; sd <= 1; sd += 2)
        draw_tower(pt, v2(cx + sd * 0.095, 0.76), 0.058, 0, ROOF_SLATE);
    /* The portal between the towers. */
    cr = tile_units(pt);
    cairo_rectangle(cr, cx - 0.026, 0.76, 0.052, 0.035);
    paint_source(cr, rgb_hex(0x4a3a2c, 1));
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 0.006);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* ---- the set's hooks (sets.h) ---------------------------------------------------------- */

/* The tile's features that carry the set's buildings: the city with the cathedral (in the
   middle of its city, as the first four cities are drawn) and the road with the inn (the
   flags CARC_FLAG_CATHEDRAL and CARC_FLAG_INN are read here only). */
static void inns_start(geom *g, tile_picture *pic)
{
    (void)pic;
    S(g)->road_inn = -1;
    for (int j = 0, ncity = 0; j < g->t->nfeatures && ncity < 4; j++) {
        const carc_feature_def *f = &g->t->features[j];
        if (f->kind != CARC_CITY)
            continue;
        ncity++;
        if (f->flags & CARC_FLAG_CATHEDRAL)
            g->centre_city = j;
    }
}

static void inns_build(geom *g)
{
    for (int r = 0; r < g->nroad; r++)
        if (g->t->features[g->road[r].feature].flags & CARC_FLAG_INN)
            S(g)->road_inn = r;
    build_inn(g);
    if (S(g)->road_inn >= 0 && !S(g)->inn)
        fprintf(stderr, "%s: no room for the inn beside its road\n", g->t->id);
}

static void inns_marks(const geom *g, tile_picture *pic)
{
    if (S(g)->inn)
        /* The disc round the house (its corners) and its sign, which overhangs the roof. */
        tile_add_mark(pic, g->road[S(g)->road_inn].feature, S(g)->inn_house.c,
                      fmax(0.5 * hypot(S(g)->inn_house.len, S(g)->inn_house.wid),
                           dist2(inn_sign_c(&S(g)->inn_house), S(g)->inn_house.c) + INN_SIGN_R));
    if (g->centre_city >= 0)
        tile_add_mark(pic, g->centre_city, v2(0.5, 0.52), 0.4); /* to the forecourt's corners */
}

static void inns_draw(const painter *pt, const geom *g)
{
    if (S(g)->inn)
        draw_inn(pt, g);
    if (g->centre_city >= 0)
        draw_cathedral(pt);
}

const tileart_set inns_art = {
    .module = "inns-cathedrals",
    .start = inns_start,
    .build = inns_build,
    .building_marks = inns_marks,
    .draw = inns_draw,
};
