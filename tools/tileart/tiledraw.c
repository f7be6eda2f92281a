/*
 * tiledraw.c: a tile's picture from its definition.
 *
 * Three steps. (1) Geometry: each feature becomes a shape in tile units (x east, y south,
 * 0..1): a city is a cap, a diagonal band or "the tile minus field caps" with a signed distance
 * to its wall; a road or river is a centre line from a side's middle; a cloister, village,
 * inn and their keep-out circles are placed where they fit. (2) A coarse label map (which
 * feature owns each cell) splits the fields: connected field areas that the definition says
 * are several fields are divided by hedges along the bisector of their edge positions, and
 * follower anchors go to the point of each feature farthest from everything else. (3) Paint:
 * a per-pixel pass for ground, walls, roads and water (distance functions give verges, banks
 * and walls for free), then objects drawn over it (houses, chapel, shield, gates). What the
 * features alone do not say comes in tile_extras: the abbot's garden (a feature that lies in
 * a field without taking any edge position: placed last, so that the tile is its plain twin
 * plus the garden) and the festival symbol (a mark that no follower stands on).
 *
 * Seams: everything that reaches the tile edge is the same on every tile. Roads and rivers
 * cross the edge at right angles, centred on the side's middle, with fixed widths and
 * symmetric verges; city walls narrow to nothing at the tile corners, so along a city side the
 * edge is always city ground; low-frequency texture fades out near the edge.
 */
#include "tiledraw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paint.h"

#define PI 3.14159265358979323846

/* Sizes in tile units, shared by every tile so that neighbours match. */
#define ROAD_HW 0.062 /* half the road width, verge included */
#define ROAD_VERGE 0.013
#define RIVER_HW 0.088 /* half the water width */
#define RIVER_BANK 0.024
#define CAP_DEPTH 0.29  /* how far a one-side city bulges into the tile */
#define FCAP_DEPTH 0.30 /* how far a field side bulges into a city that surrounds it */
#define BAND_BULGE 0.05
/* A wall is about 6 px wide at the 100 px a tile the board opens with, so that its lit top
   and shaded face still read there. */
#define WALL_OUT 0.010    /* dark outline of a city wall */
#define WALL_FACE 0.022   /* its outer face, courses of stone */
#define WALL_MERLON 0.014 /* the merlons along the walkway's outer edge */
#define WALL_WALK 0.024   /* the walkway, the wall's lit top */
#define WALL_TOP (WALL_FACE + WALL_MERLON + WALL_WALK)
#define WALL_IN 0.009   /* the inner face */
#define CAST_X 0.013    /* how far walls, houses and towers cast their shadow, east... */
#define CAST_Y 0.016    /* ... and south: the light comes from the upper left */
#define WALL_TAPER 0.16 /* walls narrow to nothing within this distance of a tile corner */
#define WALL_FULL 0.25  /* ... and reach their full width this far from it */
#define SHADOW 0.012    /* soft shadow cast on the field by walls and verges */
#define VILLAGE_R 0.1
#define GARDEN_H 0.22 /* half the size of a cloister's garden */
#define HEDGE_HW 0.016
#define PLOT_H_MAX 0.13  /* half the side of an abbot's garden, where the field has room */
#define PLOT_H_MIN 0.085 /* ... and where it has little */
#define INN_SIGN_R 0.12  /* the inn's round sign: 24 px across at the default zoom */
#define FOLLOWER_R 0.085 /* room a follower standing on its anchor takes */
#define FEST_R_MAX 0.15  /* radius of the festival symbol */
#define FEST_R_MIN 0.1
#define GOODS_R_MAX 0.15 /* radius of a goods symbol's market square */
#define GOODS_R_MIN 0.09
#define BAND_GATES_BULGE 0.25     /* a band's wall bows out this far when two gates open in it */
#define DECK_HW (ROAD_HW + 0.018) /* half the width of a road bridge over a road */
#define TUNNEL_MOUTH 0.085        /* a tunnel's mouth lies this far before the wall it runs under */

#define LM TILE_OWNER_N /* label map resolution */
#define MAXPTS 48
#define MAXOBJ 192

enum { SHAPE_CAP, SHAPE_BAND, SHAPE_REST };
enum { END_THROUGH, END_VILLAGE, END_GATE, END_CLOISTER, END_HOUSE };
enum { L_FIELD = -1, L_RIVER = TILE_OWN_RIVER, L_OBJECT = TILE_OWN_OBJECT };
enum { ROOF_RED, ROOF_SLATE, ROOF_BROWN };

typedef struct city_geom {
    int feature;
    int shape;
    int sides; /* bit s: side s is city */
    int side;  /* SHAPE_CAP: the side; SHAPE_BAND: the first side clockwise */
    /* How far the wall bows out from the diagonal (SHAPE_BAND), and how deep the field cap on
       each side the city does not hold reaches into it (SHAPE_REST): less and deeper where
       another city on the tile leaves room for an inner field (FE1, FE2). */
    double bulge;
    double fcap[4];
    /* SHAPE_REST: the corner at the end of side `cut` (or -1), where the field caps on either
       side of it would meet: a spur of wall runs into the corner between them (TB4). */
    int cut;
} city_geom;

typedef struct line_geom {
    int feature;
    vec2 pts[MAXPTS];
    int n;
    int end; /* END_* for roads */
    int side;
} line_geom;

typedef struct house {
    vec2 c;
    double len, wid, ang; /* ridge along ang */
    int roof;
    bool hip;   /* a hipped roof (four faces) rather than a gable (two) */
    float tone; /* -1..1: this house's roof a little lighter or darker than its kind's */
} house;

typedef struct disc {
    vec2 c;
    double r;
} disc;

typedef struct geom {
    const carc_tile_def *t;
    uint32_t seed;
    int ncity;
    city_geom city[4];
    int nroad;
    line_geom road[4];
    bool river;
    line_geom riv;
    int pool; /* 0 none, 1 spring, 2 lake */
    vec2 pool_c;
    double pool_rx, pool_ry;
    int cloister; /* feature index or -1 */
    vec2 cl_c;
    double cl_s; /* scale of the garden */
    int cl_door; /* side the chapel door faces */
    bool village;
    vec2 vil_c;
    int cathedral; /* feature index or -1 */
    int nhouse;
    house houses[MAXOBJ];
    int nkeep;
    disc keep[MAXOBJ]; /* objects drawn on fields: no follower or texture there */
    bool inn;
    house inn_house;
    vec2 pond_c;
    double pond_r;
    int road_inn; /* road feature carrying the inn, -1 */
    vec2 shield[4];
    int nshield;
    int ntree;
    disc trees[4];
    int ntower;
    vec2 towers[8]; /* round towers along the walls */
    int plot;       /* the abbot's garden: its feature, -1 */
    int plot_field; /* the field it lies in */
    vec2 plot_c;
    double plot_h; /* half its side */
    bool fest;     /* the festival symbol */
    vec2 fest_c;
    double fest_r;
    int fest_feat;  /* the feature it stands on, -1 (the village square) */
    int goods_city; /* the city with a goods symbol (a feature), -1 */
    int goods;      /* its carc_goods */
    vec2 goods_c;
    double goods_r;
    /* A road that crosses another on a bridge (TB23, TB24): indices into road[], -1. */
    int bridge_top, bridge_bot;
    /* The Princess & the Dragon's mark (TILE_MARK_*), placed once the labels are known. */
    int mark, mark_city;
    bool has_mark;
    vec2 mark_c;
    double mark_r;
    int mark_feat; /* the feature it lies on */
    /* A road that runs under a city in a tunnel (PD15): its index in road[], -1; it shows
       from each of its sides for tunnel_len, up to the tunnel's mouth. */
    int tunnel;
    double tunnel_len;
    signed char label[LM * LM];
    float clear[LM * LM]; /* distance to a cell of another label, tile units */
    /* per field component: which fields it holds */
    int ncomp;
    short comp[LM * LM];
    uint16_t comp_fields[LM * LM / 4];
    int queue[LM * LM]; /* scratch space of the flood fill */
} geom;

static const vec2 side_mid[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
static const vec2 side_in[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
/* The corner at the clockwise end of each side. */
static const vec2 side_end[4] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};

static vec2 v2(double x, double y)
{
    vec2 v = {x, y};
    return v;
}

static double clampd(double v, double a, double b)
{
    return v < a ? a : v > b ? b : v;
}

static double smooth(double a, double b, double x)
{
    double t = clampd((x - a) / (b - a), 0, 1);
    return t * t * (3 - 2 * t);
}

static double dist2(vec2 a, vec2 b)
{
    return hypot(a.x - b.x, a.y - b.y);
}

static int sides_of(uint16_t mask)
{
    int s = 0;
    for (int d = 0; d < 4; d++)
        if (mask & (1u << (3 * d + 1)))
            s |= 1 << d;
    return s;
}

static int popcount4(int s)
{
    return (s & 1) + ((s >> 1) & 1) + ((s >> 2) & 1) + ((s >> 3) & 1);
}

/* ---- cities ---------------------------------------------------------------------------- */

/* Side-local coordinates: u runs clockwise along side d, v inward from it. */
static void side_local(int d, vec2 p, double *u, double *v)
{
    switch (d) {
    case 0:
        *u = p.x, *v = p.y;
        break;
    case 1:
        *u = p.y, *v = 1 - p.x;
        break;
    case 2:
        *u = 1 - p.x, *v = 1 - p.y;
        break;
    default:
        *u = 1 - p.y, *v = p.x;
        break;
    }
}

/* The tile point at side-local coordinates (u, v) of side d (inverse of side_local). */
static vec2 side_point(int d, double u, double v)
{
    switch (d) {
    case 0:
        return v2(u, v);
    case 1:
        return v2(1 - v, u);
    case 2:
        return v2(1 - u, 1 - v);
    default:
        return v2(v, 1 - u);
    }
}

/* Signed distance (positive inside) to a parabolic cap on side d, corner to corner. */
static double cap_sd(int d, vec2 p, double depth, double *along)
{
    double u, v;
    side_local(d, p, &u, &v);
    double h = depth * 4 * u * (1 - u), dh = depth * 4 * (1 - 2 * u);
    if (along)
        *along = u * 1.25;
    return (h - v) / sqrt(1 + dh * dh);
}

static double corner_taper(vec2 p)
{
    double d = fmin(fmin(dist2(p, v2(0, 0)), dist2(p, v2(1, 0))),
                    fmin(dist2(p, v2(0, 1)), dist2(p, v2(1, 1))));
    return fmin(1.0, d / WALL_TAPER);
}

/* How wide a wall is at p, as a fraction of its full width: it narrows to nothing in the
   corners like corner_taper, but over a longer stretch (WALL_FULL) and faster as it nears the
   corner, so that near the corners, where a tile meets neighbours of other shapes, the wall
   and the shade at its foot keep as far from the tile edge as a thin wall's would. */
static double wall_taper(vec2 p)
{
    double d = fmin(fmin(dist2(p, v2(0, 0)), dist2(p, v2(1, 0))),
                    fmin(dist2(p, v2(0, 1)), dist2(p, v2(1, 1))));
    double t = fmin(1.0, d / WALL_FULL);
    return t * (0.72 + 0.28 * t);
}

static double city_sd(const city_geom *c, vec2 p, double *along)
{
    double dummy;
    if (!along)
        along = &dummy;
    if (c->shape == SHAPE_CAP)
        return cap_sd(c->side, p, CAP_DEPTH, along);
    if (c->shape == SHAPE_BAND) {
        /* s along the first side from the shared corner... the corner is where side c->side
           starts, i.e. the end of the side before it. */
        double u1, v1, u2, v2_;
        side_local(c->side, p, &u1, &v1);
        side_local((c->side + 1) % 4, p, &u2, &v2_);
        /* Distances from the corner shared by the two sides along each of them. */
        double s = 1 - u1, t = u2;
        double bb = c->bulge;
        double F = s + t - 1 - bb * (1 - (s - t) * (s - t));
        double gs = 1 + 2 * bb * (s - t), gt = 1 - 2 * bb * (s - t);
        *along = (s - t + 1) * 0.75;
        return -F / sqrt(gs * gs + gt * gt);
    }
    double best = 1.0;
    for (int d = 0; d < 4; d++)
        if (!(c->sides & (1 << d))) {
            double a, sd = -cap_sd(d, p, c->fcap[d], &a);
            if (c->cut >= 0 && (d == c->cut || d == (c->cut + 1) % 4)) {
                /* Only this cap's own side of the diagonal through the cut corner. */
                vec2 k = side_end[c->cut], m = side_mid[d];
                double nx = k.y - 0.5, ny = 0.5 - k.x; /* normal to centre-corner */
                double l = hypot(nx, ny);
                nx /= l, ny /= l;
                if ((m.x - k.x) * nx + (m.y - k.y) * ny < 0)
                    nx = -nx, ny = -ny;
                /* The spur is a wall's width, narrowing toward the corner like every wall. */
                double w = fmax((WALL_OUT + WALL_TOP) * wall_taper(p), 0.008);
                sd = fmax(sd, w - ((p.x - k.x) * nx + (p.y - k.y) * ny));
            }
            if (sd < best) {
                best = sd;
                *along = a;
            }
        }
    return best;
}

/* The strongest city at p: its index in g->city, its signed distance, along-wall coordinate. */
static int city_at(const geom *g, vec2 p, double *sd_out, double *along)
{
    int best = -1;
    double bsd = -1e9;
    for (int i = 0; i < g->ncity; i++) {
        double a, sd = city_sd(&g->city[i], p, &a);
        if (sd > bsd) {
            bsd = sd;
            best = i;
            if (along)
                *along = a;
        }
    }
    *sd_out = bsd;
    return best;
}

/* ---- lines: roads and the river ---------------------------------------------------------- */

static void line_straight(line_geom *l, vec2 a, vec2 b)
{
    l->n = 12;
    for (int i = 0; i < l->n; i++) {
        double t = (double)i / (l->n - 1);
        l->pts[i] = v2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    }
}

/* Two sides: straight across, or a quarter circle around the shared corner. */
static void line_between(line_geom *l, int a, int b)
{
    if ((a + 2) % 4 == b) {
        line_straight(l, side_mid[a], side_mid[b]);
        return;
    }
    vec2 k = (b == (a + 1) % 4) ? side_end[a] : side_end[b];
    double a0 = atan2(side_mid[a].y - k.y, side_mid[a].x - k.x);
    double a1 = atan2(side_mid[b].y - k.y, side_mid[b].x - k.x);
    double da = a1 - a0;
    while (da > PI)
        da -= 2 * PI;
    while (da < -PI)
        da += 2 * PI;
    l->n = 24;
    for (int i = 0; i < l->n; i++) {
        double ang = a0 + da * i / (l->n - 1);
        l->pts[i] = v2(k.x + 0.5 * cos(ang), k.y + 0.5 * sin(ang));
    }
}

static double line_len(const line_geom *l)
{
    double s = 0;
    for (int i = 0; i + 1 < l->n; i++)
        s += dist2(l->pts[i], l->pts[i + 1]);
    return s;
}

/* The point at fraction f of the line's length, and the unit tangent there. */
static vec2 line_at(const line_geom *l, double f, vec2 *tangent)
{
    double want = f * line_len(l), s = 0;
    for (int i = 0; i + 1 < l->n; i++) {
        double d = dist2(l->pts[i], l->pts[i + 1]);
        if (s + d >= want || i + 2 == l->n) {
            double t = d > 0 ? clampd((want - s) / d, 0, 1) : 0;
            vec2 a = l->pts[i], b = l->pts[i + 1];
            if (tangent)
                *tangent = v2((b.x - a.x) / d, (b.y - a.y) / d);
            return v2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
        }
        s += d;
    }
    return l->pts[0];
}

/* The two visible ends of a road in a tunnel: from each side's middle to the mouth. */
static double tunnel_dist(const geom *g, vec2 p)
{
    const line_geom *l = &g->road[g->tunnel];
    vec2 a = l->pts[0], b = l->pts[l->n - 1];
    double len = dist2(a, b), k = g->tunnel_len / len;
    vec2 a1 = v2(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k);
    vec2 b1 = v2(b.x + (a.x - b.x) * k, b.y + (a.y - b.y) * k);
    return fmin(seg_dist(p, a, a1), seg_dist(p, b, b1));
}

static double road_dist(const geom *g, vec2 p, int *which)
{
    double best = 1e9;
    for (int i = 0; i < g->nroad; i++) {
        double d = i == g->tunnel ? tunnel_dist(g, p)
                                  : poly_dist(p, g->road[i].pts, g->road[i].n, NULL, NULL);
        if (d < best) {
            best = d;
            if (which)
                *which = i;
        }
    }
    return best;
}

/* Signed distance to the water's edge (negative in the water). */
static double river_sd(const geom *g, vec2 p)
{
    if (!g->river)
        return 1e9;
    double d = poly_dist(p, g->riv.pts, g->riv.n, NULL, NULL) - RIVER_HW;
    if (g->pool) {
        double dx = (p.x - g->pool_c.x) / g->pool_rx, dy = (p.y - g->pool_c.y) / g->pool_ry;
        double e = (sqrt(dx * dx + dy * dy) - 1) * fmin(g->pool_rx, g->pool_ry);
        d = fmin(d, e);
    }
    return d;
}

/* ---- what owns a point --------------------------------------------------------------------- */

static bool in_garden(const geom *g, vec2 p)
{
    if (g->cloister < 0)
        return false;
    double h = GARDEN_H * g->cl_s;
    return fabs(p.x - g->cl_c.x) <= h && fabs(p.y - g->cl_c.y) <= h;
}

/* The feature index at p, or L_FIELD / L_RIVER / L_OBJECT; fields are split later. */
static int owner_at(const geom *g, vec2 p)
{
    if (g->has_mark && dist2(p, g->mark_c) < g->mark_r + 0.012)
        return L_OBJECT;
    if (in_garden(g, p))
        return g->cloister;
    if (g->village && dist2(p, g->vil_c) < VILLAGE_R)
        return L_OBJECT;
    double sd;
    int c = city_at(g, p, &sd, NULL);
    if (c >= 0 && sd > 0)
        return g->city[c].feature;
    int r = -1;
    if (g->bridge_top >= 0) {
        const line_geom *top = &g->road[g->bridge_top];
        if (poly_dist(p, top->pts, top->n, NULL, NULL) < ROAD_HW)
            return top->feature; /* the bridge's deck */
    }
    if (road_dist(g, p, &r) < ROAD_HW)
        return g->road[r].feature;
    if (river_sd(g, p) < RIVER_BANK)
        return L_RIVER;
    for (int i = 0; i < g->nkeep; i++)
        if (dist2(p, g->keep[i].c) < g->keep[i].r)
            return L_OBJECT;
    return L_FIELD;
}

/* ---- building the geometry -------------------------------------------------------------- */

/* The feature at edge position pos, or -1. */
static int feature_at(const carc_tile_def *t, int pos)
{
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].mask & (1u << pos))
            return j;
    return -1;
}

static void build_cities(geom *g)
{
    const carc_tile_def *t = g->t;
    for (int j = 0; j < t->nfeatures && g->ncity < 4; j++) {
        const carc_feature_def *f = &t->features[j];
        if (f->kind != CARC_CITY)
            continue;
        city_geom *c = &g->city[g->ncity++];
        c->feature = j;
        c->sides = sides_of(f->mask);
        int n = popcount4(c->sides);
        c->shape = SHAPE_REST;
        if (n == 1) {
            c->shape = SHAPE_CAP;
            for (int d = 0; d < 4; d++)
                if (c->sides & (1 << d))
                    c->side = d;
        } else if (n == 2 && c->sides != 5 && c->sides != 10) {
            c->shape = SHAPE_BAND;
            for (int d = 0; d < 4; d++)
                if ((c->sides & (1 << d)) && (c->sides & (1 << ((d + 1) % 4))))
                    c->side = d;
        }
        if (f->flags & CARC_FLAG_CATHEDRAL)
            g->cathedral = j;
        c->bulge = BAND_BULGE;
        c->cut = -1;
        for (int d = 0; d < 4; d++)
            c->fcap[d] = FCAP_DEPTH;
        if (c->shape != SHAPE_BAND)
            continue;
        /* The corner across from the band: when the fields on either side of it are two
           fields, the wall reaches that corner and cuts them apart (TB4, TB15, TB18), so the
           city fills the tile but for a field cap on each of the other two sides. */
        int d2 = (c->side + 2) % 4, d3 = (c->side + 3) % 4;
        int fa = feature_at(t, 3 * d2 + 2), fb = feature_at(t, 3 * d3);
        if (fa >= 0 && fb >= 0 && fa != fb && t->features[fa].kind == CARC_FIELD &&
            t->features[fb].kind == CARC_FIELD) {
            c->shape = SHAPE_REST;
            c->cut = d2;
            continue;
        }
        /* Two roads ending at gates in the band's wall, one from each other side (TB3): the
           wall bows out toward them so the two gates stand apart. */
        int gates = 0;
        for (int k = 0; k < t->nfeatures; k++)
            if (t->features[k].kind == CARC_ROAD && (sides_of(t->features[k].mask) == (1 << d2) ||
                                                     sides_of(t->features[k].mask) == (1 << d3)))
                gates++;
        bool cloister = false;
        for (int k = 0; k < t->nfeatures; k++)
            cloister |= t->features[k].kind == CARC_CLOISTER;
        if (gates == 2 && !cloister)
            c->bulge = BAND_GATES_BULGE;
    }
    /* An inner field (a field at the centre) between cities that would otherwise meet: the
       bands bow back from the diagonal and a city around a side another city holds leaves a
       deeper cap there, so a lens of field lies between the walls. */
    bool inner = false;
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].kind == CARC_FIELD && (t->features[j].mask & CARC_CENTRE_BIT))
            inner = true;
    if (!inner || g->ncity < 2)
        return;
    int all = 0;
    for (int i = 0; i < g->ncity; i++)
        all |= g->city[i].sides;
    for (int i = 0; i < g->ncity; i++) {
        city_geom *c = &g->city[i];
        c->bulge = -0.14;
        for (int d = 0; d < 4; d++)
            if ((all & ~c->sides) & (1 << d))
                c->fcap[d] = 0.47;
    }
}

static void build_river(geom *g, bool is_spring)
{
    const carc_tile_def *t = g->t;
    for (int j = 0; j < t->nfeatures; j++) {
        const carc_feature_def *f = &t->features[j];
        if (f->kind != CARC_RIVER)
            continue;
        int s = sides_of(f->mask), a = -1, b = -1;
        for (int d = 0; d < 4; d++)
            if (s & (1 << d)) {
                if (a < 0)
                    a = d;
                else
                    b = d;
            }
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

static void build_cloister(geom *g, int first_road_side)
{
    const carc_tile_def *t = g->t;
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].kind == CARC_CLOISTER)
            g->cloister = j;
    if (g->cloister < 0)
        return;
    g->cl_c = v2(0.5, 0.5);
    g->cl_s = 1.0;
    g->cl_door = first_road_side >= 0 ? first_road_side : CARC_SIDE_S;
    /* A city around three sides (PD10): the cloister stands inside it, in the corner between
       two of its sides, the north and west ones where it has them. */
    for (int i = 0; i < g->ncity; i++) {
        int s = g->city[i].sides;
        if (popcount4(s) != 3)
            continue;
        int d = (s & 9) == 9 ? 3 : (s & 3) == 3 ? 0 : (s & 6) == 6 ? 1 : 2;
        vec2 k = side_end[d];
        g->cl_c = v2(k.x + (k.x < 0.5 ? 0.31 : -0.31), k.y + (k.y < 0.5 ? 0.31 : -0.31));
        g->cl_s = 0.6;
    }
    if (g->river && first_road_side >= 0) {
        /* A river runs through the middle: the cloister moves to the far bank. */
        vec2 in = side_in[first_road_side];
        g->cl_c = v2(0.5 + in.x * 0.27, 0.5 + in.y * 0.27);
        g->cl_s = 0.72;
    }
}

/*
 * Two roads ending on the tile from adjacent sides, where the fields say they do not meet in a
 * village (the long way round from one to the other holds two fields, split at a city across
 * from one of them: TB23). That road runs to the city's gate; the other crosses it on a bridge
 * and ends at a house beyond. Sets *gate and *house_road to their features, or returns
 * false.
 */
static bool find_crossing(const geom *g, int *gate, int *house_road)
{
    const carc_tile_def *t = g->t;
    int lone[2], n = 0;
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].kind == CARC_ROAD && popcount4(sides_of(t->features[j].mask)) == 1) {
            if (n == 2)
                return false;
            lone[n++] = j;
        }
    if (n != 2 || g->cloister >= 0)
        return false;
    int sa = 0, sb = 0;
    for (int d = 0; d < 4; d++) {
        if (sides_of(t->features[lone[0]].mask) == 1 << d)
            sa = d;
        if (sides_of(t->features[lone[1]].mask) == 1 << d)
            sb = d;
    }
    if (sb == (sa + 1) % 4) {
        /* order them so that b follows a clockwise: the long way runs from b to a */
    } else if (sa == (sb + 1) % 4) {
        int k = sa;
        sa = sb, sb = k;
        k = lone[0], lone[0] = lone[1], lone[1] = k;
    } else {
        return false;
    }
    uint16_t fields = 0;
    for (int pos = 3 * sb + 2; pos != 3 * sa; pos = (pos + 1) % 12) {
        int f = feature_at(t, pos);
        if (f >= 0 && t->features[f].kind == CARC_FIELD)
            fields |= (uint16_t)(1u << f);
    }
    if (!(fields & (fields - 1)))
        return false;
    for (int k = 0; k < 2; k++) {
        int across = ((k ? sb : sa) + 2) % 4;
        for (int i = 0; i < g->ncity; i++)
            if (g->city[i].sides & (1 << across)) {
                *gate = lone[k];
                *house_road = lone[1 - k];
                return true;
            }
    }
    return false;
}

static void build_roads(geom *g)
{
    const carc_tile_def *t = g->t;
    int ends = 0;
    for (int j = 0; j < t->nfeatures; j++)
        if (t->features[j].kind == CARC_ROAD && popcount4(sides_of(t->features[j].mask)) == 1)
            ends++;
    int cross_gate = -1, cross_house = -1;
    find_crossing(g, &cross_gate, &cross_house);
    for (int j = 0; j < t->nfeatures && g->nroad < 4; j++) {
        const carc_feature_def *f = &t->features[j];
        if (f->kind != CARC_ROAD)
            continue;
        line_geom *l = &g->road[g->nroad++];
        l->feature = j;
        if (f->flags & CARC_FLAG_INN)
            g->road_inn = g->nroad - 1;
        int s = sides_of(f->mask), a = -1, b = -1;
        for (int d = 0; d < 4; d++)
            if (s & (1 << d)) {
                if (a < 0)
                    a = d;
                else
                    b = d;
            }
        l->side = a;
        if (b >= 0) {
            l->end = END_THROUGH;
            line_between(l, a, b);
            continue;
        }
        vec2 m = side_mid[a], in = side_in[a];
        if (g->cloister >= 0) {
            double h = GARDEN_H * g->cl_s;
            l->end = END_CLOISTER;
            line_straight(l, m, v2(g->cl_c.x - in.x * h, g->cl_c.y - in.y * h));
            continue;
        }
        if (j == cross_house) {
            /* Over the other road on a bridge, to a house on the far side. */
            l->end = END_HOUSE;
            line_straight(l, m, v2(m.x + in.x * 0.72, m.y + in.y * 0.72));
            house *h = &g->houses[g->nhouse++];
            h->c = v2(m.x + in.x * 0.805, m.y + in.y * 0.805);
            h->len = 0.135;
            h->wid = 0.1;
            h->ang = atan2(in.y, in.x) + PI / 2;
            h->roof = ROOF_RED;
            g->keep[g->nkeep].c = h->c;
            g->keep[g->nkeep++].r = 0.085;
            continue;
        }
        /* A lone road runs until it meets a city wall (a gate); several roads meet in a
           village in the middle unless a wall comes first (I10's two gates). */
        double reach = ends == 1 || j == cross_gate ? 0.95 : 0.5 - VILLAGE_R;
        l->end = END_VILLAGE;
        for (double k = 0.02; k < reach; k += 0.002) {
            double sd;
            vec2 p = v2(m.x + in.x * k, m.y + in.y * k);
            if (city_at(g, p, &sd, NULL) >= 0 && sd > 0) {
                l->end = END_GATE;
                line_straight(l, m, p);
                break;
            }
        }
        /* A lone road with no wall ahead but a city on a side next to its own (TB21) bends
           toward that city's gate. */
        for (int i = 0; i < g->ncity && l->end == END_VILLAGE && ends == 1; i++) {
            const city_geom *cg = &g->city[i];
            if (cg->shape != SHAPE_CAP || (cg->side != (a + 1) % 4 && cg->side != (a + 3) % 4))
                continue;
            vec2 out = v2(-side_in[cg->side].x, -side_in[cg->side].y);
            const double run = 0.2, rad = 0.18;
            vec2 p1 = v2(m.x + in.x * run, m.y + in.y * run);
            vec2 k = v2(p1.x + out.x * rad, p1.y + out.y * rad);
            l->n = 0;
            l->pts[l->n++] = m;
            for (int st = 0; st <= 16; st++) {
                double th = st * PI / 32;
                l->pts[l->n++] = v2(k.x - out.x * rad * cos(th) + in.x * rad * sin(th),
                                    k.y - out.y * rad * cos(th) + in.y * rad * sin(th));
            }
            vec2 p2 = l->pts[l->n - 1];
            for (double d = 0.005; d < 0.5; d += 0.002) {
                double sd;
                vec2 p = v2(p2.x + out.x * d, p2.y + out.y * d);
                if (city_at(g, p, &sd, NULL) >= 0 && sd > 0) {
                    l->pts[l->n++] = p;
                    l->end = END_GATE;
                    break;
                }
            }
            if (l->end != END_GATE)
                l->n = 0;
        }
        if (l->end == END_VILLAGE) {
            g->village = true;
            g->vil_c = v2(0.5, 0.5);
            line_straight(l, m, g->vil_c);
        }
    }
    /* Roads that cross without meeting: the house road over the gate road (TB23), or the
       second of two straight roads across the tile over the first (TB24). */
    for (int r = 0; r < g->nroad; r++) {
        if (g->road[r].feature == cross_house)
            g->bridge_top = r;
        if (g->road[r].feature == cross_gate)
            g->bridge_bot = r;
    }
    for (int r = 0; r < g->nroad && g->bridge_top < 0; r++)
        for (int q = r + 1; q < g->nroad; q++) {
            int sr = sides_of(t->features[g->road[r].feature].mask);
            int sq = sides_of(t->features[g->road[q].feature].mask);
            if ((sr == 5 && sq == 10) || (sr == 10 && sq == 5)) {
                g->bridge_bot = r;
                g->bridge_top = q;
                break;
            }
        }
}

static bool free_disc(const geom *g, vec2 c, double r, double border)
{
    if (c.x - r < border || c.y - r < border || c.x + r > 1 - border || c.y + r > 1 - border)
        return false;
    for (int k = 0; k < 17; k++) {
        double a = k * 2 * PI / 8, rr = k < 8 ? r : r * 0.55;
        vec2 p = k == 16 ? c : v2(c.x + rr * cos(a), c.y + rr * sin(a));
        if (owner_at(g, p) != L_FIELD)
            return false;
    }
    return true;
}

/* Small houses around a village square, in the quarters no road runs through. */
static void build_village(geom *g)
{
    if (!g->village)
        return;
    for (int q = 0; q < 4; q++) {
        double a = PI / 4 + q * PI / 2;
        vec2 c = v2(g->vil_c.x + 0.2 * cos(a), g->vil_c.y + 0.2 * sin(a));
        if (!free_disc(g, c, 0.055, 0.04))
            continue;
        house *h = &g->houses[g->nhouse++];
        h->c = c;
        h->len = 0.095;
        h->wid = 0.065;
        h->ang = (q % 2) * PI / 2;
        h->roof = q % 2 ? ROOF_RED : ROOF_SLATE;
        g->keep[g->nkeep].c = c;
        g->keep[g->nkeep++].r = 0.06;
    }
}

/* An inn: a house beside its road, with a pond next to it, where both fit on the field. */
static void build_inn(geom *g)
{
    if (g->road_inn < 0)
        return;
    const line_geom *l = &g->road[g->road_inn];
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
                    g->inn = true;
                    g->inn_house.c = hc;
                    g->inn_house.len = 0.17;
                    g->inn_house.wid = 0.11;
                    g->inn_house.ang = atan2(tg.y, tg.x);
                    g->inn_house.roof = ROOF_BROWN;
                    g->pond_c = pc;
                    g->pond_r = 0.064;
                }
            }
    }
    if (g->inn) {
        g->keep[g->nkeep].c = g->inn_house.c;
        g->keep[g->nkeep++].r = INN_SIGN_R + 0.01;
        g->keep[g->nkeep].c = g->pond_c;
        g->keep[g->nkeep++].r = g->pond_r + 0.012;
    }
}

/* ---- label map, fields, anchors ------------------------------------------------------------ */

static vec2 cell_centre(int i, int j)
{
    return v2((i + 0.5) / LM, (j + 0.5) / LM);
}

/* Distance from p to the border segments of the edge positions of field feature f. */
static double field_seed_dist(const geom *g, int f, vec2 p)
{
    uint16_t mask = g->t->features[f].mask;
    double best = 1e9;
    for (int pos = 0; pos < 12; pos++) {
        if (!(mask & (1u << pos)))
            continue;
        int d = pos / 3, k = pos % 3;
        double u0 = k == 0 ? 0 : k == 1 ? 0.5 - ROAD_HW : 0.5 + ROAD_HW;
        double u1 = k == 0 ? 0.5 - ROAD_HW : k == 1 ? 0.5 + ROAD_HW : 1;
        vec2 a, b;
        vec2 s0 = side_end[(d + 3) % 4], s1 = side_end[d];
        a = v2(s0.x + (s1.x - s0.x) * u0, s0.y + (s1.y - s0.y) * u0);
        b = v2(s0.x + (s1.x - s0.x) * u1, s0.y + (s1.y - s0.y) * u1);
        best = fmin(best, seg_dist(p, a, b));
    }
    if (mask & CARC_CENTRE_BIT)
        best = fmin(best, dist2(p, v2(0.5, 0.5)));
    return best;
}

/* The field that owns field point p in component comp, and the margin to the next field. */
static int field_label(const geom *g, int comp, vec2 p, double *margin)
{
    uint16_t fs = g->comp_fields[comp];
    double d1 = 1e9, d2 = 1e9;
    int best = -1;
    for (int f = 0; f < g->t->nfeatures; f++) {
        if (!(fs & (1u << f)))
            continue;
        double d = field_seed_dist(g, f, p);
        if (d < d1) {
            d2 = d1;
            d1 = d;
            best = f;
        } else if (d < d2) {
            d2 = d;
        }
    }
    if (margin)
        *margin = (d2 - d1) / 2;
    return best;
}

/* The field at a border cell: the field feature at the edge position under it, if any. */
static int border_field(const geom *g, int i, int j)
{
    vec2 p = cell_centre(i, j);
    int d;
    double u;
    if (j == 0)
        d = 0, u = p.x;
    else if (i == LM - 1)
        d = 1, u = p.y;
    else if (j == LM - 1)
        d = 2, u = 1 - p.x;
    else
        d = 3, u = 1 - p.y;
    int k = u < 0.5 - ROAD_HW ? 0 : u > 0.5 + ROAD_HW ? 2 : 1;
    int order[3] = {k, u < 0.5 ? 0 : 2, 1};
    for (int o = 0; o < 3; o++) {
        int pos = 3 * d + order[o];
        for (int f = 0; f < g->t->nfeatures; f++)
            if (g->t->features[f].kind == CARC_FIELD && (g->t->features[f].mask & (1u << pos)))
                return f;
    }
    return -1;
}

static void chamfer(float *dist)
{
    const float a = 1.0f / LM, b = 1.41421356f / LM;
    for (int j = 0; j < LM; j++)
        for (int i = 0; i < LM; i++) {
            float *d = &dist[j * LM + i];
            if (i > 0)
                *d = fminf(*d, dist[j * LM + i - 1] + a);
            if (j > 0) {
                *d = fminf(*d, dist[(j - 1) * LM + i] + a);
                if (i > 0)
                    *d = fminf(*d, dist[(j - 1) * LM + i - 1] + b);
                if (i < LM - 1)
                    *d = fminf(*d, dist[(j - 1) * LM + i + 1] + b);
            }
        }
    for (int j = LM - 1; j >= 0; j--)
        for (int i = LM - 1; i >= 0; i--) {
            float *d = &dist[j * LM + i];
            if (i < LM - 1)
                *d = fminf(*d, dist[j * LM + i + 1] + a);
            if (j < LM - 1) {
                *d = fminf(*d, dist[(j + 1) * LM + i] + a);
                if (i < LM - 1)
                    *d = fminf(*d, dist[(j + 1) * LM + i + 1] + b);
                if (i > 0)
                    *d = fminf(*d, dist[(j + 1) * LM + i - 1] + b);
            }
        }
}

static void build_labels(geom *g)
{
    for (int j = 0; j < LM; j++)
        for (int i = 0; i < LM; i++)
            g->label[j * LM + i] = (signed char)owner_at(g, cell_centre(i, j));
    /* Connected field areas, and the fields whose edge positions each one reaches. */
    int *queue = g->queue;
    for (int k = 0; k < LM * LM; k++)
        g->comp[k] = -1;
    g->ncomp = 0;
    for (int k = 0; k < LM * LM; k++) {
        if (g->label[k] != L_FIELD || g->comp[k] >= 0)
            continue;
        int c = g->ncomp++, head = 0, tail = 0;
        g->comp_fields[c] = 0;
        g->comp[k] = (short)c;
        queue[tail++] = k;
        while (head < tail) {
            int q = queue[head++], i = q % LM, j = q / LM;
            if (i == 0 || j == 0 || i == LM - 1 || j == LM - 1) {
                int f = border_field(g, i, j);
                if (f >= 0)
                    g->comp_fields[c] |= (uint16_t)(1u << f);
            }
            const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
            for (int n = 0; n < 4; n++) {
                int ni = i + di[n], nj = j + dj[n];
                if (ni < 0 || nj < 0 || ni >= LM || nj >= LM)
                    continue;
                int nq = nj * LM + ni;
                if (g->label[nq] == L_FIELD && g->comp[nq] < 0) {
                    g->comp[nq] = (short)c;
                    queue[tail++] = nq;
                }
            }
        }
        if (!g->comp_fields[c]) {
            /* An enclosed pocket: the inner field (I3), or else any field of the tile. */
            for (int f = 0; f < g->t->nfeatures; f++)
                if (g->t->features[f].kind == CARC_FIELD &&
                    (g->t->features[f].mask & CARC_CENTRE_BIT))
                    g->comp_fields[c] |= (uint16_t)(1u << f);
            for (int f = 0; f < g->t->nfeatures && !g->comp_fields[c]; f++)
                if (g->t->features[f].kind == CARC_FIELD)
                    g->comp_fields[c] |= (uint16_t)(1u << f);
        }
    }
    /* An inner field that no enclosed pocket holds (PD25: the walls leave it open to the
       field along the west side) shares the area round the tile's middle with that field, a
       hedge between them. */
    for (int f = 0; f < g->t->nfeatures; f++) {
        if (g->t->features[f].kind != CARC_FIELD || !(g->t->features[f].mask & CARC_CENTRE_BIT))
            continue;
        /* (a sliver of field in a corner between two walls does not count) */
        bool held = false;
        for (int c = 0; c < g->ncomp && !held; c++) {
            if (!((g->comp_fields[c] >> f) & 1))
                continue;
            int cells = 0;
            for (int k = 0; k < LM * LM; k++)
                cells += g->comp[k] == c;
            held = cells > LM * LM / 50;
        }
        int mid = -1;
        double md = 1e9;
        for (int k = 0; k < LM * LM && !held; k++) {
            double d = dist2(cell_centre(k % LM, k / LM), v2(0.5, 0.5));
            if (g->comp[k] >= 0 && d < md)
                md = d, mid = g->comp[k];
        }
        if (!held && mid >= 0)
            g->comp_fields[mid] |= (uint16_t)(1u << f);
    }
    for (int j = 0; j < LM; j++)
        for (int i = 0; i < LM; i++) {
            int k = j * LM + i;
            if (g->label[k] == L_FIELD && g->comp[k] >= 0) {
                double margin;
                int f = field_label(g, g->comp[k], cell_centre(i, j), &margin);
                /* Hedges are obstacles too: anchors keep off them. */
                g->label[k] = (signed char)(margin < HEDGE_HW + 0.01 ? L_OBJECT : f);
            }
        }
}

/* Clearance of every cell to the nearest cell with another label. */
static void build_clearance(geom *g)
{
    for (int k = 0; k < LM * LM; k++) {
        int i = k % LM, j = k / LM;
        bool edge = false;
        const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
        for (int n = 0; n < 4; n++) {
            int ni = i + di[n], nj = j + dj[n];
            if (ni >= 0 && nj >= 0 && ni < LM && nj < LM && g->label[nj * LM + ni] != g->label[k])
                edge = true;
        }
        g->clear[k] = edge ? 0.0f : 1e9f;
    }
    chamfer(g->clear);
}

/* The cell of feature f that is farthest from other features, from the border (less so) and
   from the anchors already placed. */
static vec2 best_spot(const geom *g, int f, const tile_picture *pic, double border_bonus)
{
    double best = -1e9;
    vec2 bp = v2(0.5, 0.5);
    for (int k = 0; k < LM * LM; k++) {
        if (g->label[k] != f)
            continue;
        vec2 p = cell_centre(k % LM, k / LM);
        double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
        double s = fmin(g->clear[k], b + border_bonus);
        for (int j = 0; j < g->t->nfeatures; j++)
            if (pic->has_anchor[j])
                s = fmin(s, 0.5 * dist2(p, v2(pic->anchor[j][0], pic->anchor[j][1])));
        if (s > best + 1e-9) {
            best = s;
            bp = p;
        }
    }
    return bp;
}

static void place_anchors(geom *g, tile_picture *pic)
{
    const carc_tile_def *t = g->t;
    for (int j = 0; j < t->nfeatures; j++)
        pic->has_anchor[j] = false;
    if (g->cloister >= 0) {
        pic->anchor[g->cloister][0] = g->cl_c.x;
        pic->anchor[g->cloister][1] = g->cl_c.y;
        pic->has_anchor[g->cloister] = true;
    }
    for (int r = 0; r < g->nroad; r++) {
        const line_geom *l = &g->road[r];
        double best = -1e9;
        vec2 bp = line_at(l, 0.5, NULL);
        double f0 = r == g->tunnel ? 0.06 : 0.25, f1 = r == g->tunnel ? 0.2 : 0.76;
        for (double f = f0; f <= f1; f += 0.01) {
            vec2 p = line_at(l, f, NULL);
            double s = -fabs(f - 0.5) * 0.3;
            s += fmin(0.0, river_sd(g, p) - RIVER_BANK - 0.06) * 10;
            /* Not on a bridge over the other road, nor under it. */
            if (g->bridge_top >= 0 && (r == g->bridge_top || r == g->bridge_bot)) {
                const line_geom *o = &g->road[r == g->bridge_top ? g->bridge_bot : g->bridge_top];
                s += fmin(0.0, poly_dist(p, o->pts, o->n, NULL, NULL) - DECK_HW - 0.09) * 10;
            }
            for (int j = 0; j < t->nfeatures; j++)
                if (pic->has_anchor[j])
                    s += fmin(0.0, dist2(p, v2(pic->anchor[j][0], pic->anchor[j][1])) - 0.2);
            if (g->has_mark)
                s += fmin(0.0, dist2(p, g->mark_c) - g->mark_r - FOLLOWER_R) * 10;
            if (r == g->tunnel && tunnel_dist(g, p) > 0.01)
                s -= 10;
            if (s > best) {
                best = s;
                bp = p;
            }
        }
        pic->anchor[l->feature][0] = bp.x;
        pic->anchor[l->feature][1] = bp.y;
        pic->has_anchor[l->feature] = true;
    }
    for (int c = 0; c < g->ncity; c++) {
        int f = g->city[c].feature;
        vec2 p = f == g->cathedral ? v2(0.5, 0.5) : best_spot(g, f, pic, 0.06);
        pic->anchor[f][0] = p.x;
        pic->anchor[f][1] = p.y;
        pic->has_anchor[f] = true;
    }
    for (int f = 0; f < t->nfeatures; f++) {
        if (t->features[f].kind != CARC_FIELD)
            continue;
        vec2 p = best_spot(g, f, pic, 0.035);
        pic->anchor[f][0] = p.x;
        pic->anchor[f][1] = p.y;
        pic->has_anchor[f] = true;
    }
}

/* The pennant shield: inside its city, clear of the follower's spot. */
static void place_shields(geom *g, const tile_picture *pic)
{
    for (int c = 0; c < g->ncity; c++) {
        int f = g->city[c].feature;
        if (!g->t->features[f].pennants || f == g->cathedral)
            continue;
        vec2 a = v2(pic->anchor[f][0], pic->anchor[f][1]);
        double best = -1e9;
        vec2 bp = a;
        for (int k = 0; k < LM * LM; k++) {
            if (g->label[k] != f)
                continue;
            vec2 p = cell_centre(k % LM, k / LM);
            double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
            double s = fmin(fmin(g->clear[k], b + 0.02), 0.5 * (dist2(p, a) - 0.06));
            /* The shield must not reach the tile edge, where the neighbour would cut it. */
            if (b < 0.13)
                s -= 1.0;
            if (s > best) {
                best = s;
                bp = p;
            }
        }
        if (g->nshield < 4)
            g->shield[g->nshield++] = bp;
    }
}

static void rect_pts(vec2 c, double len, double wid, double ang, vec2 out[4])
{
    double ca = cos(ang), sa = sin(ang);
    const double sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
    for (int i = 0; i < 4; i++) {
        double x = sx[i] * len / 2, y = sy[i] * wid / 2;
        out[i] = v2(c.x + x * ca - y * sa, c.y + x * sa + y * ca);
    }
}

/* Whether two houses, each grown by gap/2, overlap (separating axis test on rectangles). */
static bool houses_overlap(const house *a, const house *b, double gap)
{
    vec2 pa[4], pb[4];
    rect_pts(a->c, a->len + gap, a->wid + gap, a->ang, pa);
    rect_pts(b->c, b->len + gap, b->wid + gap, b->ang, pb);
    const double angs[4] = {a->ang, a->ang + PI / 2, b->ang, b->ang + PI / 2};
    for (int k = 0; k < 4; k++) {
        double ax = cos(angs[k]), ay = sin(angs[k]);
        double amin = 1e9, amax = -1e9, bmin = 1e9, bmax = -1e9;
        for (int i = 0; i < 4; i++) {
            double u = pa[i].x * ax + pa[i].y * ay, w = pb[i].x * ax + pb[i].y * ay;
            amin = fmin(amin, u), amax = fmax(amax, u);
            bmin = fmin(bmin, w), bmax = fmax(bmax, w);
        }
        if (amax < bmin || bmax < amin)
            return false;
    }
    return true;
}

/* Whether house h lies inside city ci, clear of its wall, the tile edge and the roads. */
static bool house_fits(const geom *g, int ci, const house *h)
{
    vec2 q[4];
    rect_pts(h->c, h->len, h->wid, h->ang, q);
    for (int i = 0; i < 9; i++) {
        vec2 p = i < 4 ? q[i]
                 : i < 8
                     ? v2((q[i - 4].x + q[(i - 3) % 4].x) / 2, (q[i - 4].y + q[(i - 3) % 4].y) / 2)
                     : h->c;
        double sd;
        if (city_at(g, p, &sd, NULL) != ci || sd < WALL_OUT + WALL_TOP + WALL_IN + 0.008)
            return false;
        /* Clear of the tile edge by more than a house's shadow: the neighbour's houses differ. */
        if (fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y)) < 0.036)
            return false;
        if (road_dist(g, p, NULL) < ROAD_HW + 0.02)
            return false;
        if (g->cloister >= 0 && fabs(p.x - g->cl_c.x) < GARDEN_H * g->cl_s + 0.015 &&
            fabs(p.y - g->cl_c.y) < GARDEN_H * g->cl_s + 0.015)
            return false;
        if (g->has_mark && dist2(p, g->mark_c) < g->mark_r + 0.015)
            return false;
        for (int r = 0; r < g->nroad; r++)
            if (g->road[r].end == END_GATE &&
                dist2(p, g->road[r].pts[g->road[r].n - 1]) < ROAD_HW + 0.065)
                return false; /* the gatehouse and its towers */
    }
    return true;
}

/* Whether house h may join city ci: inside its walls, clear of the marks, the shields and the
   houses already placed by a lane of gap. */
static bool house_free(const geom *g, int ci, const house *h, double gap)
{
    if (!house_fits(g, ci, h))
        return false;
    bool ok = !g->fest || dist2(h->c, g->fest_c) > g->fest_r + h->len * 0.6 + 0.012;
    if (g->goods_city >= 0)
        ok = ok && dist2(h->c, g->goods_c) > g->goods_r + h->len * 0.6 + 0.01;
    for (int s = 0; s < g->nshield && ok; s++)
        ok = dist2(h->c, g->shield[s]) > 0.1 + h->len * 0.45;
    for (int i = 0; i < g->nhouse && ok; i++)
        ok = !houses_overlap(h, &g->houses[i], gap);
    return ok;
}

static void house_roof(const geom *g, int k, house *h)
{
    double r = hash01(k, 7, g->seed);
    h->roof = r < 0.68 ? ROOF_RED : r < 0.9 ? ROOF_SLATE : ROOF_BROWN;
    h->hip = h->len < h->wid * 1.35 || hash01(k, 8, g->seed) < 0.3;
    h->tone = (float)(hash01(k, 9, g->seed) * 2 - 1);
}

/*
 * City houses. A town's middle first: blocks on a grid along the tile's axes, narrow alleys
 * between them, wherever the city is deep enough, so that at the zoom the board opens with a
 * town reads as roofs packed toward its centre rather than as ground with houses on it. Then
 * darts thrown by a seeded hash, biggest first, kept where they fit inside the walls without
 * touching each other: near a wall they line up with it, as streets follow a town's walls,
 * and leave a lane along it; deeper in they keep to the tile's axes and fill what the blocks
 * left.
 */
static void place_city_houses(geom *g)
{
    /* The grid is centred on the tile, so that a turned tile's blocks stand where another
       tile's would. */
    /* Blocks 0.14 of a tile apart (14 px at the default zoom, 7 at 50 px a tile): fewer,
       larger roofs, so that a town still reads as buildings when the board is zoomed out. */
    const double cell = 0.14;
    const int n = (int)ceil(0.5 / cell);
    for (int gy = -n; gy < n; gy++)
        for (int gx = -n; gx < n && g->nhouse < MAXOBJ; gx++) {
            int k = 100000 + (gy + n) * 2 * n + gx + n;
            house h;
            h.c = v2(0.5 + (gx + 0.5) * cell + (hash01(k, 1, g->seed) - 0.5) * 0.01,
                     0.5 + (gy + 0.5) * cell + (hash01(k, 2, g->seed) - 0.5) * 0.01);
            double sd;
            int ci = city_at(g, h.c, &sd, NULL);
            if (ci < 0 || sd < 0.12)
                continue;
            if (g->city[ci].feature == g->cathedral)
                continue;
            bool across = hash01(k, 5, g->seed) < 0.5;
            h.len = cell - 0.018 - 0.014 * hash01(k, 3, g->seed);
            h.wid = cell * (0.6 + 0.2 * hash01(k, 4, g->seed));
            h.ang = (across ? PI / 2 : 0) + (hash01(k, 6, g->seed) - 0.5) * 0.06;
            house_roof(g, k, &h);
            /* Blocks and their shadows keep off the tile edge, where the neighbour's differ. */
            double b = fmin(fmin(h.c.x, 1 - h.c.x), fmin(h.c.y, 1 - h.c.y));
            if (b < 0.045 + 0.5 * hypot(h.len, h.wid))
                continue;
            if (house_free(g, ci, &h, 0.006))
                g->houses[g->nhouse++] = h;
        }
    const int darts = 6000;
    for (int k = 0; k < darts && g->nhouse < MAXOBJ; k++) {
        house h;
        h.c = v2(0.03 + 0.94 * hash01(k, 1, g->seed), 0.03 + 0.94 * hash01(k, 2, g->seed));
        double big = 1.0 - (double)k / darts;
        h.len = 0.08 + 0.08 * big * hash01(k, 3, g->seed) + 0.025 * big;
        h.wid = 0.065 + 0.03 * hash01(k, 4, g->seed) * (0.5 + big);
        if (h.wid > h.len)
            h.wid = h.len;
        double sd;
        int ci = city_at(g, h.c, &sd, NULL);
        if (ci < 0 || sd <= 0)
            continue;
        if (g->city[ci].feature == g->cathedral && fabs(h.c.x - 0.5) < 0.3 + h.len / 2 &&
            fabs(h.c.y - 0.5) < 0.36 + h.len / 2)
            continue;
        double e = 0.004, gx, gy;
        city_at(g, v2(h.c.x + e, h.c.y), &gx, NULL);
        city_at(g, v2(h.c.x, h.c.y + e), &gy, NULL);
        h.ang = sd < 0.16 ? atan2(gy - sd, gx - sd) + PI / 2
                          : floor(hash01(k, 5, g->seed) * 2) * PI / 2;
        h.ang += (hash01(k, 6, g->seed) - 0.5) * 0.12;
        house_roof(g, k, &h);
        /* Lanes between the houses: wide near the wall, narrow alleys in the middle. */
        double gap = 0.006 + 0.012 * (1 - smooth(0.06, 0.2, sd));
        if (house_free(g, ci, &h, gap))
            g->houses[g->nhouse++] = h;
    }
}

/*
 * Round towers at the middle of each wall, where no gate stands: a long wall reads as a
 * fortification, and the middle of a wall is far from the corners where tiles join.
 */
static void place_towers(geom *g)
{
    const double in = WALL_OUT + WALL_TOP * 0.5;
    for (int c = 0; c < g->ncity; c++) {
        const city_geom *cg = &g->city[c];
        vec2 cand[4];
        int n = 0;
        if (cg->shape == SHAPE_CAP) {
            cand[n++] = side_point(cg->side, 0.5, CAP_DEPTH - in);
        } else if (cg->shape == SHAPE_BAND) {
            double m = (1 + cg->bulge) / 2 - in / sqrt(2.0);
            /* s along the first side from the shared corner, t along the second. */
            vec2 k = side_end[cg->side];
            vec2 a = side_in[cg->side], b = side_in[(cg->side + 1) % 4];
            /* Along side d from its end corner runs against its clockwise direction, which is
               the inward direction of the next side; and vice versa. */
            cand[n++] = v2(k.x + b.x * m + a.x * m, k.y + b.y * m + a.y * m);
        } else {
            for (int d = 0; d < 4; d++)
                if (!(cg->sides & (1 << d)))
                    cand[n++] = side_point(d, 0.5, cg->fcap[d] + in);
        }
        for (int i = 0; i < n && g->ntower < 8; i++) {
            if (road_dist(g, cand[i], NULL) < ROAD_HW + 0.06)
                continue;
            g->towers[g->ntower++] = cand[i];
        }
    }
}

/* A few trees on the larger fields, clear of followers' spots and of the tile edge. */
static void place_trees(geom *g, const tile_picture *pic)
{
    int want = (int)(hash01(0, 70, g->seed) * 3.2);
    for (int k = 0; k < 400 && g->ntree < want; k++) {
        vec2 c = v2(hash01(k, 71, g->seed), hash01(k, 72, g->seed));
        double r = 0.034 + 0.016 * hash01(k, 73, g->seed);
        int ci = (int)(c.x * LM), cj = (int)(c.y * LM);
        int lab = g->label[cj * LM + ci];
        if (lab < 0 || g->t->features[lab].kind != CARC_FIELD || g->clear[cj * LM + ci] < r + 0.03)
            continue;
        if (fmin(fmin(c.x, 1 - c.x), fmin(c.y, 1 - c.y)) < r + 0.04)
            continue;
        bool ok = !g->fest || dist2(c, g->fest_c) > r + g->fest_r + 0.02;
        for (int j = 0; j < g->t->nfeatures && ok; j++)
            if (pic->has_anchor[j])
                ok = dist2(c, v2(pic->anchor[j][0], pic->anchor[j][1])) > r + 0.09;
        for (int i = 0; i < g->ntree && ok; i++)
            ok = dist2(c, g->trees[i].c) > r + g->trees[i].r + 0.03;
        if (ok) {
            g->trees[g->ntree].c = c;
            g->trees[g->ntree++].r = r;
        }
    }
}

/* ---- the abbot's garden and the festival symbol --------------------------------------------- */

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
            if (g->label[k] != g->plot_field)
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
    if (g->plot < 0)
        return;
    vec2 c = v2(0.5, 0.5);
    double h = PLOT_H_MIN;
    bool moved = false;
    if (plot_find(g, pic, -1, true, &c, &h) < 0 && plot_find(g, pic, -1, false, &c, &h) < 0) {
        moved = true;
        if (plot_find(g, pic, g->plot_field, false, &c, &h) < 0)
            fprintf(stderr, "%s: the garden is crowded in field %d\n", g->t->id, g->plot_field);
    }
    g->plot_c = c;
    g->plot_h = h;
    pic->has_garden = true;
    pic->garden_c[0] = c.x;
    pic->garden_c[1] = c.y;
    pic->garden_half = h;
    pic->anchor[g->plot][0] = c.x;
    pic->anchor[g->plot][1] = c.y;
    pic->has_anchor[g->plot] = true;
    if (moved) {
        /* The field's follower goes where the field is widest, away from the garden. */
        int f = g->plot_field;
        double best = -1e9;
        vec2 bp = v2(pic->anchor[f][0], pic->anchor[f][1]);
        for (int k = 0; k < LM * LM; k++) {
            if (g->label[k] != f)
                continue;
            vec2 p = cell_centre(k % LM, k / LM);
            double b = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
            double s = fmin(fmin(g->clear[k], b + 0.035), box_dist(p, c, h) - 0.05);
            for (int j = 0; j < g->t->nfeatures; j++)
                if (pic->has_anchor[j] && j != f && j != g->plot)
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
    vec2 fa = v2(pic->anchor[g->plot_field][0], pic->anchor[g->plot_field][1]);
    for (int i = 0; i < g->ntree; i++) {
        const disc *t = &g->trees[i];
        if (box_dist(t->c, c, h) < t->r + 0.012 || (moved && dist2(t->c, fa) < t->r + 0.07))
            continue;
        g->trees[n++] = *t;
    }
    g->ntree = n;
}

/*
 * The festival symbol: a disc on a field or inside a city that no follower's spot, pennant
 * shield or other feature touches, the largest that fits. Placed before the city's houses and
 * the trees, which keep off it.
 */
static void place_festival(geom *g, tile_picture *pic)
{
    if (!g->fest)
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
            if (lab == g->cathedral)
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
                g->fest_c = p;
                g->fest_r = r;
                g->fest_feat = lab;
            }
        }
    }
    if (best < 0 && g->village) {
        /* The village square has room: the maypole stands there instead of the well. */
        g->fest_c = g->vil_c;
        g->fest_r = VILLAGE_R - 0.006;
        g->fest_feat = -1;
        best = 0;
    }
    if (best < 0)
        fprintf(stderr, "%s: the festival symbol is crowded\n", g->t->id);
    pic->has_festival = true;
    pic->festival_c[0] = g->fest_c.x;
    pic->festival_c[1] = g->fest_c.y;
    pic->festival_r = g->fest_r;
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
            if (g->label[k] != g->goods_city)
                continue;
            double s = goods_score(g, pic, k, r, skip);
            if (s > best + 1e-9) {
                best = s;
                g->goods_c = cell_centre(k % LM, k / LM);
                g->goods_r = r;
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
    if (g->goods_city < 0)
        return;
    int f = g->goods_city;
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
            double sc = fmin(fmin(g->clear[k], b + 0.06), dist2(p, g->goods_c) - g->goods_r - 0.05);
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
    pic->has_goods = true;
    pic->goods_city = f;
    pic->goods = g->goods;
    pic->goods_c[0] = g->goods_c.x;
    pic->goods_c[1] = g->goods_c.y;
    pic->goods_r = g->goods_r;
}

/* ---- the Princess & the Dragon ------------------------------------------------------------ */

const char *tile_mark_name(int mark)
{
    static const char *const names[] = {NULL, "volcano", "dragon", "portal", "princess"};
    return mark > 0 && mark <= TILE_MARK_PRINCESS ? names[mark] : NULL;
}

/*
 * A road straight across the tile under a city that holds the other two sides (PD15) runs in
 * a tunnel: it shows from each side up to a mouth a little before the wall, and the field
 * goes on round the mouth between it and the wall.
 */
static void find_tunnel(geom *g)
{
    for (int r = 0; r < g->nroad; r++) {
        int s = sides_of(g->t->features[g->road[r].feature].mask);
        if (s != 5 && s != 10)
            continue;
        for (int i = 0; i < g->ncity; i++)
            if (g->city[i].sides == (s ^ 15)) {
                g->tunnel = r;
                int d = s == 5 ? CARC_SIDE_N : CARC_SIDE_E;
                g->tunnel_len = g->city[i].fcap[d] - TUNNEL_MOUTH;
            }
    }
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
    if (g->mark == TILE_MARK_NONE || g->has_mark)
        return;
    double rmax = 0.11, rmin = 0.07, pull = 0.02;
    if (g->mark == TILE_MARK_VOLCANO)
        rmax = 0.2, rmin = 0.1, pull = 0.12;
    else if (g->mark != TILE_MARK_PRINCESS)
        rmax = 0.16, rmin = 0.11;
    /* The princess leaves her city's follower its best place where she is still large there
       (30 px across at the 100 px a tile the board opens with); else (a narrow cap: PD24)
       she takes the city's widest place, over the wall's inner face if need be, never under
       24 px across, and the follower stands beside her. */
    bool keep_spot = g->mark == TILE_MARK_PRINCESS;
    vec2 spot = v2(0.5, 0.5);
    const double rmin_keep = 0.15;
    if (keep_spot) {
        static tile_picture none; /* no anchors yet */
        spot = best_spot(g, g->mark_city, &none, 0.06);
        rmax = 0.16, rmin = 0.12;
    }
    double best = -1e9;
    for (int pass = keep_spot ? 0 : 1; pass < 2 && best < 0; pass++)
        for (double r = rmax; r >= (pass == 0 ? rmin_keep : rmin) - 1e-9 && best < 0; r -= 0.005) {
            best = -1e9;
            for (int k = 0; k < LM * LM; k++) {
                int lab = g->label[k];
                if (lab < 0 || lab == g->cathedral || lab == g->cloister)
                    continue;
                int kind = g->t->features[lab].kind;
                if (g->mark == TILE_MARK_PRINCESS  ? lab != g->mark_city
                    : g->mark == TILE_MARK_VOLCANO ? kind != CARC_FIELD
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
                    g->mark_c = p;
                    g->mark_r = r;
                    g->mark_feat = lab;
                }
            }
        }
    if (best < 0)
        fprintf(stderr, "%s: the %s is crowded\n", g->t->id, tile_mark_name(g->mark));
    g->has_mark = true;
}

/* ---- painting -------------------------------------------------------------------------- */

typedef struct painter {
    cairo_t *cr;
    double scale; /* surface pixels per tile unit */
} painter;

/* Shapes in surface pixels, filled or stroked (round joins and caps) with a colour. */
static void fill_poly(const painter *pt, const vec2 *q, int n, rgba col)
{
    cairo_t *cr = pt->cr;
    cairo_move_to(cr, q[0].x, q[0].y);
    for (int i = 1; i < n; i++)
        cairo_line_to(cr, q[i].x, q[i].y);
    cairo_close_path(cr);
    paint_source(cr, col);
    cairo_fill(cr);
}

static void fill_ellipse(const painter *pt, double cx, double cy, double rx, double ry, double ang,
                         rgba col)
{
    cairo_t *cr = pt->cr;
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_rotate(cr, ang);
    cairo_scale(cr, rx, ry);
    cairo_arc(cr, 0, 0, 1, 0, 2 * PI);
    cairo_restore(cr);
    paint_source(cr, col);
    cairo_fill(cr);
}

static void stroke_line(const painter *pt, const vec2 *q, int n, double width, rgba col)
{
    cairo_t *cr = pt->cr;
    cairo_move_to(cr, q[0].x, q[0].y);
    for (int i = 1; i < n; i++)
        cairo_line_to(cr, q[i].x, q[i].y);
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    paint_source(cr, col);
    cairo_stroke(cr);
}

static vec2 to_px(const painter *pt, vec2 p)
{
    return v2(p.x * pt->scale, p.y * pt->scale);
}

static const uint32_t COL_GRASS = 0x86b04f, COL_GRASS_DARK = 0x6a9a3e, COL_GRASS_LIGHT = 0x9cc25e;
static const uint32_t COL_GRASS_SUN = 0xa4bf58, COL_GRASS_DEEP = 0x6f9e48;
static const uint32_t COL_ROAD = 0xe9dbb0, COL_ROAD_RUT = 0xd8c693, COL_VERGE = 0xa88d5c;
static const uint32_t COL_CITY = 0xcfb185, COL_CITY_DARK = 0xb99a6c;
static const uint32_t COL_WALL = 0xeedfc0, COL_WALL_SHADE = 0xb5a282, COL_OUTLINE = 0x3a2d24;
static const uint32_t COL_WALL_LIT = 0xe3c898, COL_WALL_DARK = 0x8f7656;
static const uint32_t COL_WATER = 0x3f97d6, COL_WATER_DEEP = 0x2f7fc4, COL_WATER_LIGHT = 0x8fd0f2;
static const uint32_t COL_BANK = 0xd8d09a, COL_HEDGE = 0x4b7a32;

/* The ground colour at p: grass, hedges, water, city, road, bridge. */
static rgba ground_at(const geom *g, vec2 p)
{
    uint32_t seed = g->seed;
    double edge = fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y));
    double win = smooth(0.0, 0.12, edge); /* low-frequency texture fades out at the edge */

    /* Grass: a calm green that varies gently inside the tile, brighter and yellower in some
       patches, deeper in others (meadow, pasture), fine speckle everywhere. */
    double n = fbm(p.x * 5, p.y * 5, seed) - 0.5;
    double hue = fbm(p.x * 3.2 + 7, p.y * 3.2 + 3, seed + 21) - 0.5;
    rgba col = rgb_shade(rgb_hex(COL_GRASS, 1), (float)(1 + n * 0.18 * win));
    col = hue > 0 ? rgb_mix(col, rgb_hex(COL_GRASS_SUN, 1), (float)(hue * 1.1 * win))
                  : rgb_mix(col, rgb_hex(COL_GRASS_DEEP, 1), (float)(-hue * 1.0 * win));
    double sp = hash01((int)(p.x * 512), (int)(p.y * 512), 77) - 0.5;

    /* Hedges between fields that nothing else divides. */
    int ci = (int)clampd(p.x * LM, 0, LM - 1), cj = (int)clampd(p.y * LM, 0, LM - 1);
    int comp = g->comp[cj * LM + ci];
    for (int k = 0; k < 9 && comp < 0; k++) {
        int ni = (int)clampd(ci + k % 3 - 1, 0, LM - 1),
            nj = (int)clampd(cj + k / 3 - 1, 0, LM - 1);
        comp = g->comp[nj * LM + ni];
    }
    /* Hedges stop short of the tile edge: the neighbour's field goes on without one. */
    if (comp >= 0 && (g->comp_fields[comp] & (g->comp_fields[comp] - 1)) && edge > 0.03) {
        double margin;
        field_label(g, comp, p, &margin);
        double bush = (fbm(p.x * 60, p.y * 60, seed + 9) - 0.5) * 0.012;
        if (margin < HEDGE_HW + bush + 0.004) {
            rgba h = rgb_shade(rgb_hex(COL_HEDGE, 1),
                               (float)(0.8 + 0.5 * fbm(p.x * 80, p.y * 80, seed + 3)));
            col = margin < HEDGE_HW + bush ? h : rgb_shade(col, 0.75f);
        }
    }

    /* Water, banks and the shade under them. */
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

    /* City: the wall from outside in, then the ground inside it; outside, the shadow the
       wall casts away from the light (which comes from the upper left). */
    double sd, along = 0;
    int c = city_at(g, p, &sd, &along);
    if (c >= 0 && sd > -0.04) {
        double tp = corner_taper(p), wt = wall_taper(p);
        double o = WALL_OUT * wt, face = o + WALL_FACE * wt, merl = face + WALL_MERLON * wt;
        double top = merl + WALL_WALK * wt, in = top + WALL_IN * wt;
        if (sd < 0) {
            /* Shadow: the wall stands up-left of this point. */
            double sh;
            city_at(g, v2(p.x - CAST_X * tp, p.y - CAST_Y * tp), &sh, NULL);
            if (sh > 0)
                col = rgb_shade(col, (float)(0.66 + 0.34 * smooth(0, 0.012, -sd) *
                                                        (1 - smooth(-0.004, 0.004, sh))));
        } else if (sd < o) {
            col = rgb_hex(COL_OUTLINE, 1);
        } else if (sd < in) {
            /* The wall's outward normal, to light its faces from the upper left. */
            double e = 0.002, sx, sy;
            sx = city_sd(&g->city[c], v2(p.x + e, p.y), NULL) -
                 city_sd(&g->city[c], v2(p.x - e, p.y), NULL);
            sy = city_sd(&g->city[c], v2(p.x, p.y + e), NULL) -
                 city_sd(&g->city[c], v2(p.x, p.y - e), NULL);
            double l = hypot(sx, sy);
            /* -grad points out of the city; light from (-1, -1). */
            double lit = l > 0 ? (sx + sy) / l * 0.70710678 : 0;
            if (sd < face) {
                /* The outer face: courses of stone, lit or shaded by where it faces. */
                rgba fc = rgb_mix(rgb_hex(COL_WALL_DARK, 1), rgb_hex(COL_WALL_LIT, 1),
                                  (float)(0.5 + 0.5 * lit));
                double row = (sd - o) / (face - o) * 3.0, brick = along * 55 + floor(row) * 0.5;
                if (fmod(row, 1.0) < 0.16 || fmod(brick, 1.0) < 0.1)
                    fc = rgb_shade(fc, 0.8f);
                col = rgb_shade(fc, (float)(1 + sp * 0.1));
            } else if (sd < merl) {
                /* Merlons along the outer edge of the walkway, their gaps in shade. */
                double m = fmod(along * 20.0, 1.0);
                col = m < 0.45 ? rgb_shade(rgb_hex(COL_WALL_DARK, 1), 0.85f)
                               : rgb_shade(rgb_hex(COL_WALL, 1), (float)(1.04 + sp * 0.08));
            } else if (sd < top) {
                /* The walkway: the wall's lit top. */
                col = rgb_shade(rgb_hex(COL_WALL, 1), (float)(1 + sp * 0.1));
            } else {
                /* The inner face: lit where the outer one is shaded. */
                col = rgb_mix(rgb_hex(COL_WALL_DARK, 1), rgb_hex(COL_WALL_SHADE, 1),
                              (float)(0.5 - 0.5 * lit));
            }
        } else {
            double cn = fbm(p.x * 7, p.y * 7, seed + 11) - 0.5;
            col = rgb_mix(rgb_hex(COL_CITY, 1), rgb_hex(COL_CITY_DARK, 1), (float)(0.5 + cn * win));
            /* Cobbles: a faint cell pattern. */
            /* A square grid, centred so that it looks the same in every rotation and meets
               the neighbour's grid at the edge. */
            double cx = p.x * 64, cy = p.y * 64;
            double fx = cx - floor(cx), fy = cy - floor(cy);
            if (fabs(fx - 0.5) > 0.44 || fabs(fy - 0.5) > 0.44)
                col = rgb_shade(col, 0.94f);
            /* The foot of the wall in its own shade. */
            double foot = 0.016 * tp;
            if (sd < in + foot)
                col = rgb_shade(col, (float)(0.8 + 0.2 * (sd - in) / foot));
        }
    }

    /* Road: verge, surface with two faint ruts; over water it becomes a bridge. */
    int ri = -1;
    double rd = road_dist(g, p, &ri);
    /* A road over another (TB23, TB24): near the lower road the deck is drawn below, and
       around it the lower road is drawn as if alone. */
    double dt = 1e9, db = 1e9;
    if (g->bridge_top >= 0) {
        const line_geom *top = &g->road[g->bridge_top], *bot = &g->road[g->bridge_bot];
        dt = poly_dist(p, top->pts, top->n, NULL, NULL);
        db = poly_dist(p, bot->pts, bot->n, NULL, NULL);
        if (db < ROAD_HW + 0.045 && dt < DECK_HW)
            rd = 1e9; /* the deck, drawn below */
        else if (db < ROAD_HW + SHADOW && db <= dt + 0.03)
            ri = g->bridge_bot, rd = db;
    }
    if (rd < ROAD_HW + SHADOW) {
        bool bridge = g->river && rs < RIVER_BANK + 0.03;
        if (bridge) {
            if (rd < ROAD_HW - 0.018)
                col = rgb_shade(rgb_hex(0xc9a57a, 1), (float)(1 + sp * 0.1));
            else if (rd < ROAD_HW + 0.006)
                col = rd < ROAD_HW - 0.012 || rd > ROAD_HW ? rgb_hex(COL_OUTLINE, 1)
                                                           : rgb_hex(0xd9d0bd, 1);
            else if (rs < 0)
                col = rgb_shade(col, 0.7f);
            /* Planks across the deck. */
            if (rd < ROAD_HW - 0.018) {
                int s;
                double ts;
                poly_dist(p, g->road[ri].pts, g->road[ri].n, &s, &ts);
                double a = (s + ts) / (g->road[ri].n - 1) * line_len(&g->road[ri]);
                if (fmod(a * 60, 1.0) < 0.14)
                    col = rgb_shade(col, 0.82f);
            }
        } else {
            /* Worn verges: inside the tile the road's edges wander a little and the grass
               reaches into the verge here and there; at the tile edge they are exact, so the
               neighbour's road goes on. */
            double wob = (value_noise(p.x * 40, p.y * 40, seed + 31) - 0.5) * 0.016 * win;
            double rw = rd + wob;
            if (rw >= ROAD_HW) {
                col = rgb_shade(col, (float)(0.86 + 0.14 * smooth(0, SHADOW, rw - ROAD_HW)));
            } else if (rw >= ROAD_HW - ROAD_VERGE) {
                double worn = value_noise(p.x * 90, p.y * 90, seed + 33) * win;
                col = rgb_shade(rgb_hex(COL_VERGE, 1), (float)(1 + sp * 0.15));
                if (worn > 0.55)
                    col = rgb_mix(col, rgb_shade(rgb_hex(COL_GRASS_DARK, 1), 0.9f),
                                  (float)smooth(0.55, 0.75, worn) * 0.8f);
            } else {
                col = rgb_shade(rgb_hex(COL_ROAD, 1), (float)(1 + sp * 0.08));
                /* Darker toward the verges, where carts wear it less. */
                col = rgb_mix(col, rgb_hex(COL_ROAD_RUT, 1),
                              (float)(0.5 * smooth(ROAD_HW * 0.45, ROAD_HW - ROAD_VERGE, rw)));
                if (fabs(rd - ROAD_HW * 0.42) < 0.006)
                    col = rgb_mix(col, rgb_hex(COL_ROAD_RUT, 1), 0.8f);
            }
        }
    }

    if (g->bridge_top >= 0 && db < ROAD_HW + 0.045) {
        const line_geom *top = &g->road[g->bridge_top];
        vec2 sh = v2(p.x - 0.012, p.y - 0.016);
        if (dt < DECK_HW) {
            /* The deck: the road's surface between stone parapets, joints across it. */
            if (dt > DECK_HW - 0.016)
                col = rgb_hex(COL_OUTLINE, 1);
            else if (dt > DECK_HW - 0.032)
                col = rgb_shade(rgb_hex(0xe4dccb, 1), (float)(1 + sp * 0.1));
            else if (dt > DECK_HW - 0.038)
                col = rgb_hex(0x6a5a48, 1);
            else {
                col = rgb_shade(rgb_hex(0xdccb9c, 1), (float)(1 + sp * 0.08));
                int sg;
                double ts;
                poly_dist(p, top->pts, top->n, &sg, &ts);
                double a = (sg + ts) / (top->n - 1) * line_len(top);
                if (fmod(a * 55, 1.0) < 0.12)
                    col = rgb_shade(col, 0.85f);
            }
        } else if (poly_dist(sh, top->pts, top->n, NULL, NULL) < DECK_HW + 0.01 ||
                   dt < DECK_HW + 0.02) {
            col = rgb_shade(col, 0.5f); /* the shadow under the bridge */
        }
    }

    /* A faint frame so tiles can be counted; the UI may draw its own grid too. */
    if (edge < 0.004)
        col = rgb_shade(col, 0.84f);
    return col;
}

static rgba ground_shader(const void *ctx, vec2 p)
{
    return ground_at(ctx, p);
}

static void fill_rect(const painter *pt, vec2 c, double len, double wid, double ang, rgba col)
{
    vec2 q[4];
    rect_pts(to_px(pt, c), len * pt->scale, wid * pt->scale, ang, q);
    fill_poly(pt, q, 4, col);
}

static void roof_colours(int roof, float tone, rgba *light, rgba *dark)
{
    switch (roof) {
    case ROOF_RED:
        *light = rgb_hex(0xde7047, 1), *dark = rgb_hex(0x98402a, 1);
        break;
    case ROOF_SLATE:
        *light = rgb_hex(0x8e99a8, 1), *dark = rgb_hex(0x4f5866, 1);
        break;
    default:
        *light = rgb_hex(0xd6a85e, 1), *dark = rgb_hex(0x8e6434, 1); /* thatch */
        break;
    }
    *light = rgb_shade(*light, 1 + tone * 0.07f);
    *dark = rgb_shade(*dark, 1 + tone * 0.07f);
}

/* How much of the light from the upper left falls on a face whose outward normal is at
   angle a: 0 facing away, 1 facing it. */
static float facing(double a)
{
    return (float)(0.5 - 0.5 * (cos(a) + sin(a)) * 0.70710678);
}

/* Sets cr's matrix so that one unit is one tile, and returns cr. */
static cairo_t *tile_units(const painter *pt)
{
    cairo_save(pt->cr);
    cairo_scale(pt->cr, pt->scale, pt->scale);
    return pt->cr;
}

/* The soft shadow an object casts on the ground, east and south of it: its shape (the current
   path, in tile units) filled twice, offset, the second time farther and fainter. */
static void cast_shadow(cairo_t *cr, double k)
{
    cairo_path_t *path = cairo_copy_path(cr);
    cairo_new_path(cr);
    for (int i = 0; i < 2; i++) {
        cairo_save(cr);
        cairo_translate(cr, CAST_X * k * (i ? 1.0 : 0.6), CAST_Y * k * (i ? 1.0 : 0.6));
        cairo_append_path(cr, path);
        cairo_set_source_rgba(cr, 0.1, 0.08, 0.04, i ? 0.16 : 0.22);
        cairo_fill(cr);
        cairo_restore(cr);
    }
    cairo_path_destroy(path);
}

/*
 * A house seen from above: its shadow on the ground, then the roof: a gable (two faces either
 * side of the ridge) or a hipped roof (four faces), each face lit by where it looks, courses
 * of tiles along it, a dark eave all round and a lighter ridge.
 */
static void draw_house(const painter *pt, const house *h)
{
    cairo_t *cr = tile_units(pt);
    cairo_translate(cr, h->c.x, h->c.y);
    cairo_rotate(cr, h->ang);
    double L = h->len / 2, W = h->wid / 2;
    double R = !h->hip ? L : h->len < h->wid * 1.05 ? 0 : fmax(L - W * 0.9, 0);
    /* the shadow: the footprint, in the tile's frame */
    cairo_rectangle(cr, -L, -W, 2 * L, 2 * W);
    cairo_save(cr);
    cairo_rotate(cr, -h->ang); /* the shadow falls the same way whatever the house's angle */
    cast_shadow(cr, 1.0);
    cairo_restore(cr);
    rgba light, dark;
    roof_colours(h->roof, h->tone, &light, &dark);
    /* The faces: (outward angle in the house's frame, polygon). */
    const vec2 north[4] = {{-L, -W}, {L, -W}, {R, 0}, {-R, 0}};
    const vec2 south[4] = {{L, W}, {-L, W}, {-R, 0}, {R, 0}};
    const vec2 east[3] = {{L, -W}, {L, W}, {R, 0}};
    const vec2 west[3] = {{-L, W}, {-L, -W}, {-R, 0}};
    const struct {
        const vec2 *v;
        int n;
        double a;
    } faces[4] = {{north, 4, -PI / 2}, {south, 4, PI / 2}, {east, 3, 0}, {west, 3, PI}};
    for (int f = 0; f < (h->hip ? 4 : 2); f++) {
        cairo_move_to(cr, faces[f].v[0].x, faces[f].v[0].y);
        for (int i = 1; i < faces[f].n; i++)
            cairo_line_to(cr, faces[f].v[i].x, faces[f].v[i].y);
        cairo_close_path(cr);
        paint_source(cr, rgb_mix(dark, light, facing(faces[f].a + h->ang)));
        cairo_fill_preserve(cr);
        /* Courses of tiles along the eave (a darker line across the face every few px). */
        cairo_save(cr);
        cairo_clip(cr);
        cairo_set_line_width(cr, 0.0025);
        cairo_set_source_rgba(cr, 0, 0, 0, 0.16);
        for (double t = 0.3; t < 1; t += 0.3) {
            if (f < 2) {
                double y = (f ? 1 : -1) * W * t;
                cairo_move_to(cr, -L, y);
                cairo_line_to(cr, L, y);
            } else {
                double x = (f == 2 ? 1 : -1) * (R + (L - R) * t);
                cairo_move_to(cr, x, -W);
                cairo_line_to(cr, x, W);
            }
        }
        cairo_stroke(cr);
        cairo_restore(cr);
    }
    if (!h->hip) {
        /* The gable ends: a thin dark line where the roof stops. */
        cairo_rectangle(cr, -L, -W, 2 * L, 2 * W);
    } else {
        cairo_move_to(cr, -L, -W), cairo_line_to(cr, -R, 0), cairo_line_to(cr, -L, W);
        cairo_move_to(cr, L, -W), cairo_line_to(cr, R, 0), cairo_line_to(cr, L, W);
    }
    cairo_set_line_width(cr, 0.002);
    paint_source(cr, rgb_shade(dark, 0.75f));
    cairo_stroke(cr);
    cairo_move_to(cr, -R, 0);
    cairo_line_to(cr, R, 0);
    cairo_set_line_width(cr, 0.0035);
    paint_source(cr, rgb_shade(light, 1.12f));
    cairo_stroke(cr);
    cairo_rectangle(cr, -L, -W, 2 * L, 2 * W);
    cairo_set_line_width(cr, 0.0045);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    cairo_restore(cr);
}

static void draw_shield(const painter *pt, vec2 c, double size)
{
    vec2 base[16];
    int n = 0;
    double w = size * 0.5, top = -size * 0.55, mid = size * 0.05, bot = size * 0.62;
    base[n++] = v2(-w, top);
    base[n++] = v2(w, top);
    base[n++] = v2(w, mid);
    for (int i = 1; i <= 4; i++) {
        double t = i / 5.0;
        base[n++] = v2(w * (1 - t) * (1 - t * 0.3), mid + (bot - mid) * sin(t * PI / 2));
    }
    base[n++] = v2(0, bot);
    for (int i = 4; i >= 1; i--) {
        double t = i / 5.0;
        base[n++] = v2(-w * (1 - t) * (1 - t * 0.3), mid + (bot - mid) * sin(t * PI / 2));
    }
    base[n++] = v2(-w, mid);
    const double scales[3] = {1.22, 1.0, 0.7};
    const uint32_t cols[3] = {0x1d2233, 0xf3f3ee, 0x2d5fb0};
    vec2 pc = to_px(pt, c);
    for (int k = 0; k < 3; k++) {
        vec2 q[16];
        for (int i = 0; i < n; i++)
            q[i] = v2(pc.x + base[i].x * scales[k] * pt->scale,
                      pc.y + (base[i].y * scales[k] + (k == 2 ? -size * 0.04 : 0)) * pt->scale);
        if (k == 0)
            for (int i = 0; i < n; i++)
                q[i].y += size * 0.02 * pt->scale;
        fill_poly(pt, q, n, rgb_hex(cols[k], 1));
    }
    /* A white cross on the blue. */
    fill_rect(pt, v2(c.x, c.y - size * 0.05), size * 0.09, size * 0.62, 0, rgb_hex(0xf3f3ee, 1));
    fill_rect(pt, v2(c.x, c.y - size * 0.12), size * 0.5, size * 0.09, 0, rgb_hex(0xf3f3ee, 1));
}

/* A city gate: two round towers flanking a dark arch where the road meets the wall. */
static void draw_round_tower(const painter *pt, vec2 c, double r);

static void draw_gate(const painter *pt, const line_geom *l)
{
    vec2 e = l->pts[l->n - 1], f = l->pts[l->n - 2];
    double len = dist2(e, f);
    vec2 in = v2((e.x - f.x) / len, (e.y - f.y) / len);
    vec2 nrm = v2(-in.y, in.x);
    double hw = ROAD_HW + 0.004, ang = atan2(in.y, in.x);
    vec2 c = v2(e.x + in.x * 0.012, e.y + in.y * 0.012);
    /* The gatehouse: a block of stone across the road, lit on its top, with a dark arch and
       the wooden gate swung open inside it. */
    cairo_t *cr = tile_units(pt);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, ang);
    cairo_rectangle(cr, -0.028, -hw - 0.006, 0.056, 2 * hw + 0.012);
    cairo_save(cr);
    cairo_rotate(cr, -ang);
    cast_shadow(cr, 1.0);
    cairo_restore(cr);
    cairo_rectangle(cr, -0.028, -hw - 0.006, 0.056, 2 * hw + 0.012);
    paint_source(cr, rgb_hex(COL_WALL, 1));
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 0.006);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    cairo_rectangle(cr, -0.022, -hw + 0.008, 0.044, 2 * hw - 0.016);
    paint_source(cr, rgb_hex(0x3a2c22, 1));
    cairo_fill(cr);
    cairo_rectangle(cr, -0.022, -hw + 0.008, 0.012, 2 * hw - 0.016);
    paint_source(cr, rgb_hex(0x8a6a3c, 1));
    cairo_fill(cr);
    cairo_restore(cr);
    for (int s = -1; s <= 1; s += 2)
        draw_round_tower(pt, v2(c.x + nrm.x * s * (hw + 0.016), c.y + nrm.y * s * (hw + 0.016)),
                         0.04);
}

static void draw_village(const painter *pt, const geom *g)
{
    vec2 c = to_px(pt, g->vil_c);
    double r = VILLAGE_R * pt->scale;
    fill_ellipse(pt, c.x, c.y, r + 0.004 * pt->scale, r + 0.004 * pt->scale, 0,
                 rgb_hex(COL_VERGE, 1));
    fill_ellipse(pt, c.x, c.y, r - ROAD_VERGE * pt->scale * 0.7, r - ROAD_VERGE * pt->scale * 0.7,
                 0, rgb_hex(COL_ROAD, 1));
    if (g->fest && dist2(g->fest_c, g->vil_c) < 1e-9)
        return; /* the maypole stands where the well would */
    /* The well in the square. */
    double w = 0.03 * pt->scale;
    fill_ellipse(pt, c.x + 0.004 * pt->scale, c.y + 0.006 * pt->scale, w, w, 0,
                 rgb_hex(0x1f1a10, 0.3f));
    fill_ellipse(pt, c.x, c.y, w, w, 0, rgb_hex(COL_OUTLINE, 1));
    fill_ellipse(pt, c.x, c.y, w * 0.78, w * 0.78, 0, rgb_hex(0xbdb4a4, 1));
    fill_ellipse(pt, c.x, c.y, w * 0.45, w * 0.45, 0, rgb_hex(0x2a4f73, 1));
}

/* A square tower seen from above: a pyramid roof of four faces, lit like a house's. */
static void draw_tower(const painter *pt, vec2 c, double half, double ang, int roof)
{
    house h = {.c = c, .len = 2 * half, .wid = 2 * half, .ang = ang, .roof = roof, .hip = true};
    draw_house(pt, &h);
}

/*
 * A round tower seen from above: its shadow on the ground, a ring of stone and a conical
 * roof, lit from the upper left (a gradient across it), its tiles running to the tip.
 */
static void draw_round_tower(const painter *pt, vec2 c, double r)
{
    cairo_t *cr = tile_units(pt);
    cairo_arc(cr, c.x, c.y, r, 0, 2 * PI);
    cast_shadow(cr, 1.3);
    cairo_arc(cr, c.x, c.y, r, 0, 2 * PI);
    paint_source(cr, rgb_hex(COL_WALL, 1));
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 0.006);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    double rr = r * 0.78;
    cairo_pattern_t *g = cairo_pattern_create_linear(c.x - rr, c.y - rr, c.x + rr, c.y + rr);
    cairo_pattern_add_color_stop_rgb(g, 0.0, 0.93, 0.52, 0.34);
    cairo_pattern_add_color_stop_rgb(g, 0.45, 0.78, 0.36, 0.22);
    cairo_pattern_add_color_stop_rgb(g, 1.0, 0.5, 0.2, 0.12);
    cairo_arc(cr, c.x, c.y, rr, 0, 2 * PI);
    cairo_set_source(cr, g);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    cairo_set_line_width(cr, 0.004);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.0022);
    cairo_set_source_rgba(cr, 0.2, 0.08, 0.04, 0.45);
    for (int k = 0; k < 8; k++) {
        double a = k * PI / 4;
        cairo_move_to(cr, c.x, c.y);
        cairo_line_to(cr, c.x + rr * cos(a), c.y + rr * sin(a));
    }
    cairo_stroke(cr);
    cairo_arc(cr, c.x, c.y, r * 0.12, 0, 2 * PI);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_fill(cr);
    cairo_restore(cr);
}

static void draw_wall_tower(const painter *pt, vec2 c)
{
    draw_round_tower(pt, c, 0.052);
}

static void draw_tree(const painter *pt, const disc *t, uint32_t seed)
{
    vec2 q = to_px(pt, t->c);
    double r = t->r * pt->scale;
    fill_ellipse(pt, q.x + r * 0.3, q.y + r * 0.4, r, r * 0.9, 0, rgb_hex(0x1f2a10, 0.35f));
    /* A canopy of a few overlapping blobs. */
    for (int pass = 0; pass < 3; pass++)
        for (int k = 0; k < 5; k++) {
            double a = k * 2 * PI / 5 + hash01(k, 80, seed) * 0.8;
            double br = r * (0.55 + 0.15 * hash01(k, 81, seed));
            double ox = cos(a) * r * 0.42, oy = sin(a) * r * 0.42;
            if (pass == 0)
                fill_ellipse(pt, q.x + ox, q.y + oy, br + 0.006 * pt->scale, br + 0.006 * pt->scale,
                             0, rgb_hex(0x2c4a1e, 1));
            else if (pass == 1)
                fill_ellipse(pt, q.x + ox, q.y + oy, br, br, 0, rgb_hex(0x4f8a34, 1));
            else if (k < 3)
                fill_ellipse(pt, q.x + ox - br * 0.25, q.y + oy - br * 0.3, br * 0.45, br * 0.4, 0,
                             rgb_hex(0x77b24c, 1));
        }
}

static void draw_cloister(const painter *pt, const geom *g)
{
    double s = g->cl_s, h = GARDEN_H * s;
    vec2 c = g->cl_c;
    /* Garden wall: a low stone wall around a lighter lawn, open toward the road. */
    fill_rect(pt, v2(c.x + 0.006, c.y + 0.008), 2 * h, 2 * h, 0, rgb_hex(0x1f1a10, 0.25f));
    fill_rect(pt, c, 2 * h, 2 * h, 0, rgb_hex(COL_OUTLINE, 1));
    fill_rect(pt, c, 2 * h - 0.01, 2 * h - 0.01, 0, rgb_hex(0xd9ceb2, 1));
    fill_rect(pt, c, 2 * h - 0.03, 2 * h - 0.03, 0, rgb_hex(COL_OUTLINE, 1));
    fill_rect(pt, c, 2 * h - 0.036, 2 * h - 0.036, 0, rgb_hex(0xa5cf72, 1));
    for (int r = 0; r < g->nroad; r++) {
        const line_geom *l = &g->road[r];
        if (l->end != END_CLOISTER)
            continue;
        vec2 e = l->pts[l->n - 1], in = side_in[l->side];
        fill_rect(pt, v2(e.x + in.x * 0.014, e.y + in.y * 0.014), 0.04, (ROAD_HW - 0.01) * 2,
                  atan2(in.y, in.x), rgb_hex(COL_ROAD, 1));
        /* A path from the gate to the chapel door. */
        fill_rect(pt, v2(c.x - in.x * h * 0.55, c.y - in.y * h * 0.55), h * 0.9, 0.04 * s,
                  atan2(in.y, in.x), rgb_hex(0xe2d3a6, 1));
    }
    /* Flower beds in the garden's corners. */
    for (int k = 0; k < 4; k++) {
        double dx = (k & 1 ? 1 : -1) * h * 0.66, dy = (k & 2 ? 1 : -1) * h * 0.66;
        vec2 b = to_px(pt, v2(c.x + dx, c.y + dy));
        fill_ellipse(pt, b.x, b.y, 0.03 * s * pt->scale, 0.03 * s * pt->scale, 0,
                     rgb_hex(0x5d8f3a, 1));
        for (int f = 0; f < 5; f++) {
            double a = f * 2 * PI / 5 + k;
            fill_ellipse(pt, b.x + cos(a) * 0.016 * s * pt->scale,
                         b.y + sin(a) * 0.016 * s * pt->scale, 0.007 * pt->scale, 0.007 * pt->scale,
                         0, rgb_hex(f % 2 ? 0xf2d04a : 0xf4f0e6, 1));
        }
    }
    /* The chapel: a red-roofed nave along the door's axis, a bell tower at the door, and a
       cross on the roof. */
    vec2 in = side_in[g->cl_door];
    double ang = atan2(in.y, in.x);
    house nave = {.c = c, .len = 0.3 * s, .wid = 0.17 * s, .ang = ang, .roof = ROOF_RED};
    draw_house(pt, &nave);
    vec2 tw = v2(c.x - in.x * 0.15 * s, c.y - in.y * 0.15 * s);
    draw_tower(pt, tw, 0.046 * s, 0, ROOF_RED);
    vec2 cr = v2(c.x + in.x * 0.05 * s, c.y + in.y * 0.05 * s);
    fill_rect(pt, cr, 0.14 * s, 0.044 * s, ang, rgb_hex(COL_OUTLINE, 1));
    fill_rect(pt, v2(cr.x + in.x * 0.025 * s, cr.y + in.y * 0.025 * s), 0.044 * s, 0.105 * s, ang,
              rgb_hex(COL_OUTLINE, 1));
    fill_rect(pt, cr, 0.122 * s, 0.022 * s, ang, rgb_hex(0xf7f3e8, 1));
    fill_rect(pt, v2(cr.x + in.x * 0.025 * s, cr.y + in.y * 0.025 * s), 0.022 * s, 0.087 * s, ang,
              rgb_hex(0xf7f3e8, 1));
}

/*
 * The abbot's garden, seen from above: a square of clipped hedge around four vegetable and
 * flower beds, parted by a cross of sand paths with a round herb bed where they meet, and a
 * gap in the hedge for a gate. At 32 px a tile it reads as a dark green square with a bright,
 * many-coloured inside, unlike the cloister's lawn and red chapel.
 */
static void draw_garden(const painter *pt, const geom *g)
{
    vec2 c = g->plot_c;
    double h = g->plot_h, s = h / PLOT_H_MAX;
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
 * The festival symbol, seen from above: a maypole, its ribbons running out in the festival's
 * colours to a ring of bunting, small triangular flags on a string. At 32 px a tile it reads
 * as a bright, many-coloured wheel that nothing else on the board looks like.
 */
static void draw_badge(const painter *pt, vec2 c, double r, uint32_t fill, uint32_t ring);

static void draw_festival(const painter *pt, const geom *g)
{
    static const uint32_t cols[5] = {0xe0362c, 0xf5c82a, 0x2f6fd0, 0xf7f3e8, 0x3aa04a};
    vec2 c = to_px(pt, g->fest_c);
    double R = g->fest_r * pt->scale, u = pt->scale;
    /* A dancing ring of trodden pale earth with a dark rim, so that the ribbons stand out
       from grass and city ground alike at the default zoom. */
    draw_badge(pt, g->fest_c, g->fest_r * 0.97, 0xe8d9aa, 0xf7eccb);
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

static void ell(const painter *pt, vec2 c, double rx, double ry, double ang, uint32_t hex)
{
    vec2 q = to_px(pt, c);
    fill_ellipse(pt, q.x, q.y, rx * pt->scale, ry * pt->scale, ang, rgb_hex(hex, 1));
}

/* A polygon given in units u around c; with outline > 0, only its outline (a stroke that wide
   outside the edge, round joins), to draw before the fill. */
static void poly_at(const painter *pt, vec2 c, double u, const vec2 *v, int n, double outline,
                    uint32_t hex)
{
    cairo_t *cr = tile_units(pt);
    for (int i = 0; i < n; i++)
        cairo_line_to(cr, c.x + v[i].x * u, c.y + v[i].y * u);
    cairo_close_path(cr);
    paint_source(cr, rgb_hex(hex, 1));
    if (outline > 0) {
        cairo_set_line_width(cr, 2 * outline);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        cairo_stroke(cr);
    } else {
        cairo_fill(cr);
    }
    cairo_restore(cr);
}

/* An ellipse in tile units, filled, with a dark outline ow wide when ow > 0. */
static void ell_o(const painter *pt, vec2 c, double rx, double ry, double ang, uint32_t hex,
                  double ow, uint32_t ink)
{
    cairo_t *cr = tile_units(pt);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, ang);
    cairo_scale(cr, rx, ry);
    cairo_arc(cr, 0, 0, 1, 0, 2 * PI);
    cairo_restore(cr);
    cr = tile_units(pt);
    paint_source(cr, rgb_hex(hex, 1));
    cairo_fill_preserve(cr);
    if (ow > 0) {
        cairo_set_line_width(cr, ow);
        paint_source(cr, rgb_hex(ink, 1));
        cairo_stroke(cr);
    }
    cairo_new_path(cr);
    cairo_restore(cr);
}

/*
 * A round badge on the ground, the base of the marks a player must find at a glance: its
 * shadow, a disc of `fill`, a light inner ring and a dark rim, so it stands out from grass,
 * city ground and roofs alike.
 */
static void draw_badge(const painter *pt, vec2 c, double r, uint32_t fill, uint32_t ring)
{
    cairo_t *cr = tile_units(pt);
    cairo_arc(cr, c.x, c.y, r, 0, 2 * PI);
    cast_shadow(cr, 1.0);
    cairo_arc(cr, c.x, c.y, r - 0.004, 0, 2 * PI);
    paint_source(cr, rgb_hex(fill, 1));
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 0.008);
    paint_source(cr, rgb_hex(COL_OUTLINE, 1));
    cairo_stroke(cr);
    cairo_arc(cr, c.x, c.y, r - 0.0125, 0, 2 * PI);
    cairo_set_line_width(cr, 0.004);
    paint_source(cr, rgb_hex(ring, 1));
    cairo_stroke(cr);
    cairo_restore(cr);
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
    const vec2 c = g->goods_c;
    const double r = g->goods_r, o = 0.0065; /* outline */
    draw_badge(pt, c, r, 0xfbf3dc, 0xd9c48e);
    const double u = r * 1.22; /* the good's own unit: it spans about +-0.62 u */
    if (g->goods == CARC_WINE) {
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
    } else if (g->goods == CARC_GRAIN) {
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
 * A tunnel's two mouths (PD15): where the road stops short of the wall, a dark arch in a ring
 * of stone facing the road, with grass between it and the wall.
 */
static void draw_tunnel(const painter *pt, const geom *g)
{
    const line_geom *l = &g->road[g->tunnel];
    vec2 a = l->pts[0], b = l->pts[l->n - 1];
    double len = dist2(a, b);
    for (int e = 0; e < 2; e++) {
        vec2 from = e ? b : a, to = e ? a : b;
        vec2 dir = v2((to.x - from.x) / len, (to.y - from.y) / len);
        vec2 m = v2(from.x + dir.x * g->tunnel_len, from.y + dir.y * g->tunnel_len);
        double ang = atan2(dir.y, dir.x);
        /* A mound over the mouth, then the stone ring and the dark opening. */
        ell(pt, v2(m.x + dir.x * 0.012 + 0.005, m.y + dir.y * 0.012 + 0.007), 0.05, ROAD_HW + 0.03,
            ang, 0x4d6b30);
        ell(pt, v2(m.x + dir.x * 0.012, m.y + dir.y * 0.012), 0.048, ROAD_HW + 0.028, ang,
            0x6f9a45);
        ell(pt, m, 0.034, ROAD_HW + 0.014, ang, COL_OUTLINE);
        ell(pt, m, 0.028, ROAD_HW + 0.008, ang, 0x9e9384);
        fill_rect(pt, v2(m.x - dir.x * 0.012, m.y - dir.y * 0.012), 0.026, 2 * ROAD_HW - 0.006, ang,
                  rgb_hex(COL_ROAD, 1));
        ell(pt, v2(m.x + dir.x * 0.004, m.y + dir.y * 0.004), 0.02, ROAD_HW - 0.01, ang, 0x1c1612);
    }
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
    switch (g->mark) {
    case TILE_MARK_VOLCANO:
        draw_volcano(pt, g->mark_c, g->mark_r);
        break;
    case TILE_MARK_DRAGON:
        draw_dragon_sign(pt, g->mark_c, g->mark_r);
        break;
    case TILE_MARK_PORTAL:
        draw_portal(pt, g->mark_c, g->mark_r);
        break;
    case TILE_MARK_PRINCESS:
        draw_princess(pt, g->mark_c, g->mark_r);
        break;
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
    vec2 pc = g->pond_c;
    double r = g->pond_r;
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
    const house *h = &g->inn_house;
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

/* Grass tufts and flowers, only well inside fields so they never cross a tile edge. */
static void draw_field_details(const painter *pt, const geom *g)
{
    for (int k = 0; k < 160; k++) {
        vec2 p = v2(hash01(k, 40, g->seed), hash01(k, 41, g->seed));
        int ci = (int)(p.x * LM), cj = (int)(p.y * LM);
        int lab = g->label[cj * LM + ci];
        if (lab < 0 || g->t->features[lab].kind != CARC_FIELD || g->clear[cj * LM + ci] < 0.03)
            continue;
        if (fmin(fmin(p.x, 1 - p.x), fmin(p.y, 1 - p.y)) < 0.035)
            continue;
        vec2 q = to_px(pt, p);
        double u = pt->scale / 256.0;
        if (k % 9 == 0) {
            static const uint32_t fc[4] = {0xf4f0e6, 0xf2d04a, 0xe0707a, 0x9fb5ec};
            rgba col = rgb_hex(fc[(k / 9) % 4], 1);
            for (int f = 0; f < 3; f++) {
                double ox = (hash01(k, 50 + f, g->seed) - 0.5) * 10 * u;
                double oy = (hash01(k, 60 + f, g->seed) - 0.5) * 10 * u;
                fill_ellipse(pt, q.x + ox, q.y + oy + 0.6 * u, 1.4 * u, 1.4 * u, 0,
                             rgb_hex(0x3e6b2a, 0.6f));
                fill_ellipse(pt, q.x + ox, q.y + oy, 1.3 * u, 1.3 * u, 0, col);
            }
        } else {
            /* A tuft: three short blades. */
            rgba col = k % 3 ? rgb_hex(COL_GRASS_DARK, 1) : rgb_hex(COL_GRASS_LIGHT, 1);
            for (int b = -1; b <= 1; b++) {
                vec2 seg[2] = {v2(q.x + b * 1.2 * u, q.y + 2.5 * u),
                               v2(q.x + b * 2.6 * u, q.y - (b ? 1.5 : 3) * u)};
                stroke_line(pt, seg, 2, 0.9 * u, col);
            }
        }
    }
}

/* The tile's special marks as discs round what is drawn (tile_picture.marks). */
static void add_mark(tile_picture *pic, int feature, vec2 c, double r)
{
    if (pic->nmarks < TILE_MAX_MARKS) {
        pic->marks[pic->nmarks].feature = feature;
        pic->marks[pic->nmarks].c[0] = c.x;
        pic->marks[pic->nmarks].c[1] = c.y;
        pic->marks[pic->nmarks++].r = r;
    }
}

static void list_marks(const geom *g, tile_picture *pic)
{
    pic->nmarks = 0;
    if (g->inn)
        /* The disc round the house (its corners) and its sign, which overhangs the roof. */
        add_mark(pic, g->road[g->road_inn].feature, g->inn_house.c,
                 fmax(0.5 * hypot(g->inn_house.len, g->inn_house.wid),
                      dist2(inn_sign_c(&g->inn_house), g->inn_house.c) + INN_SIGN_R));
    if (g->cathedral >= 0)
        add_mark(pic, g->cathedral, v2(0.5, 0.52), 0.4); /* to the forecourt's corners */
    if (g->cloister >= 0)
        add_mark(pic, g->cloister, g->cl_c, GARDEN_H * g->cl_s * 1.42); /* the wall's corners */
    if (g->plot >= 0)
        add_mark(pic, g->plot, g->plot_c, g->plot_h * 1.42); /* the square's corners */
    if (g->fest)
        add_mark(pic, g->fest_feat, g->fest_c, g->fest_r);
    if (g->goods_city >= 0)
        add_mark(pic, g->goods_city, g->goods_c, g->goods_r);
    if (g->has_mark)
        add_mark(pic, g->mark == TILE_MARK_PRINCESS ? g->mark_city : g->mark_feat, g->mark_c,
                 g->mark_r);
}

int tile_draw(const carc_tile_def *t, const tile_extras *ex, int size, int ss, tile_picture *pic)
{
    static const tile_extras plain = {false, NULL, -1, -1, false, -1, 0, TILE_MARK_NONE, -1};
    if (!ex)
        ex = &plain;
    const bool is_spring = ex->is_spring;
    geom *g = calloc(1, sizeof *g);
    if (!g)
        return -1;
    g->t = t;
    g->seed = hash_str(ex->seed_id ? ex->seed_id : t->id);
    g->cloister = g->cathedral = g->road_inn = -1;
    g->bridge_top = g->bridge_bot = -1;
    g->goods_city = ex->goods_city;
    g->goods = ex->goods;
    g->plot = ex->garden;
    g->plot_field = ex->garden_field;
    g->fest = ex->festival;
    g->mark = ex->mark;
    g->mark_city = ex->mark_city;
    g->tunnel = -1;
    pic->has_garden = pic->has_festival = pic->has_goods = false;
    pic->mark = TILE_MARK_NONE;
    pic->mark_city = -1;
    build_cities(g);
    build_river(g, is_spring);
    int first_road_side = -1;
    for (int j = 0; j < t->nfeatures && first_road_side < 0; j++)
        if (t->features[j].kind == CARC_ROAD)
            for (int d = 3; d >= 0; d--)
                if (sides_of(t->features[j].mask) & (1 << d))
                    first_road_side = d;
    build_cloister(g, first_road_side);
    build_roads(g);
    build_inn(g);
    find_tunnel(g);
    if (g->mark == TILE_MARK_VOLCANO && g->village) {
        /* A road that ends on a volcano tile (PD2) runs up to the crater, in the middle. */
        g->village = false;
        g->has_mark = true;
        g->mark_c = g->vil_c;
        g->mark_r = 0.19;
        g->mark_feat = -1; /* the tile's own, where the road and the field meet */
        for (int r = 0; r < g->nroad; r++) {
            line_geom *l = &g->road[r];
            if (l->end != END_VILLAGE)
                continue;
            vec2 m = side_mid[l->side], in = side_in[l->side];
            l->end = END_THROUGH;
            line_straight(
                l, m,
                v2(g->mark_c.x - in.x * g->mark_r * 0.7, g->mark_c.y - in.y * g->mark_r * 0.7));
        }
    }
    build_village(g);
    if (g->road_inn >= 0 && !g->inn)
        fprintf(stderr, "%s: no room for the inn beside its road\n", t->id);
    build_labels(g);
    build_clearance(g);
    if (g->mark != TILE_MARK_NONE && !g->has_mark) {
        place_mark(g);
        build_labels(g);
        build_clearance(g);
    }
    place_anchors(g, pic);
    /* Every follower must stand on its own feature: say so if geometry and anchors disagree. */
    for (int j = 0; j < t->nfeatures; j++)
        if (pic->has_anchor[j] && j != g->plot &&
            owner_at(g, v2(pic->anchor[j][0], pic->anchor[j][1])) != j &&
            g->label[(int)(pic->anchor[j][1] * LM) * LM + (int)(pic->anchor[j][0] * LM)] != j)
            fprintf(stderr, "%s: the anchor of feature %d lies outside it\n", t->id, j);
    place_shields(g, pic);
    place_festival(g, pic);
    place_goods(g, pic);
    place_city_houses(g);
    place_towers(g);
    place_trees(g, pic);
    /* After the trees, which are then those of the plain twin but for the ones it covers. */
    place_garden(g, pic);
    if (g->has_mark) {
        pic->mark = g->mark;
        pic->mark_city = g->mark == TILE_MARK_PRINCESS ? g->mark_city : -1;
        pic->mark_c[0] = g->mark_c.x;
        pic->mark_c[1] = g->mark_c.y;
        pic->mark_r = g->mark_r;
    }
    list_marks(g, pic);
    if (pic->owner)
        for (int k = 0; k < LM * LM; k++) {
            vec2 p = cell_centre(k % LM, k / LM);
            int lab = g->label[k];
            if (g->plot >= 0 && fabs(p.x - g->plot_c.x) <= g->plot_h &&
                fabs(p.y - g->plot_c.y) <= g->plot_h)
                lab = g->plot;
            else if (g->fest && dist2(p, g->fest_c) <= g->fest_r)
                lab = TILE_OWN_FESTIVAL;
            else if (g->goods_city >= 0 && dist2(p, g->goods_c) <= g->goods_r)
                lab = TILE_OWN_GOODS;
            else if (g->has_mark && dist2(p, g->mark_c) <= g->mark_r)
                lab = TILE_OWN_MARK;
            else if (lab == L_FIELD)
                lab = L_OBJECT; /* never left so: every field cell gets its field */
            pic->owner[k] = (signed char)lab;
        }

    cairo_surface_t *surf = paint_surface(size * ss, size * ss);
    if (!surf) {
        free(g);
        return -1;
    }
    paint_shade(surf, ground_shader, g);
    cairo_t *cr = cairo_create(surf);
    painter pt = {cr, (double)size * ss};
    draw_field_details(&pt, g);
    draw_pool_details(&pt, g);
    if (g->village)
        draw_village(&pt, g);
    if (g->tunnel >= 0)
        draw_tunnel(&pt, g);
    for (int h = 0; h < g->nhouse; h++)
        draw_house(&pt, &g->houses[h]);
    for (int r = 0; r < g->nroad; r++)
        if (g->road[r].end == END_GATE)
            draw_gate(&pt, &g->road[r]);
    for (int k = 0; k < g->ntower; k++)
        draw_wall_tower(&pt, g->towers[k]);
    for (int k = 0; k < g->ntree; k++)
        draw_tree(&pt, &g->trees[k], g->seed + (uint32_t)k);
    if (g->cloister >= 0)
        draw_cloister(&pt, g);
    if (g->inn)
        draw_inn(&pt, g);
    if (g->cathedral >= 0)
        draw_cathedral(&pt);
    if (g->plot >= 0)
        draw_garden(&pt, g);
    if (g->fest)
        draw_festival(&pt, g);
    if (g->goods_city >= 0)
        draw_goods(&pt, g);
    if (g->has_mark)
        draw_mark(&pt, g);
    for (int s = 0; s < g->nshield; s++)
        draw_shield(&pt, g->shield[s], 0.16);

    pic->size = size;
    cairo_destroy(cr);
    pic->rgba = paint_downsample(surf, ss);
    cairo_surface_destroy(surf);
    free(g);
    return pic->rgba ? 0 : -1;
}
