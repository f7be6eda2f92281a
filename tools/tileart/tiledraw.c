/*
 * tiledraw.c: a tile's picture from its definition.
 *
 * Three steps. (1) Geometry: each feature becomes a shape in tile units (x east, y south,
 * 0..1): a city is a cap, a diagonal band or "the tile minus field caps" with a signed distance
 * to its wall; a road or river is a centre line from a side's middle; a cloister, a village
 * and their keep-out circles are placed where they fit. (2) A coarse label map (which
 * feature owns each cell) splits the fields: connected field areas that the definition says
 * are several fields are divided by hedges along the bisector of their edge positions, and
 * follower anchors go to the point of each feature farthest from everything else. (3) Paint:
 * a per-pixel pass for ground, walls, roads and water (distance functions give verges, banks
 * and walls for free), then objects drawn over it (houses, chapel, shield, gates). What the
 * features alone do not say comes in tile_extras, and what an expansion adds to a tile is
 * placed and drawn by the expansion's own file through its hooks (sets.h), which tile_draw
 * calls at fixed steps. Their places stay in the geometry the files share (tilegeom.h), which
 * the houses, trees and anchors placed here keep off.
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
#include "sets.h"
#include "tilegeom.h"

vec2 v2(double x, double y)
{
    vec2 v = {x, y};
    return v;
}

static double clampd(double v, double a, double b)
{
    return v < a ? a : v > b ? b : v;
}

double smooth(double a, double b, double x)
{
    double t = clampd((x - a) / (b - a), 0, 1);
    return t * t * (3 - 2 * t);
}

double dist2(vec2 a, vec2 b)
{
    return hypot(a.x - b.x, a.y - b.y);
}

int sides_of(uint16_t mask)
{
    int s = 0;
    for (int d = 0; d < 4; d++)
        if (mask & (1u << (3 * d + 1)))
            s |= 1 << d;
    return s;
}

void first_sides(uint16_t mask, int *a, int *b)
{
    const int s = sides_of(mask);
    *a = *b = -1;
    for (int d = 0; d < 4; d++)
        if (s & (1 << d)) {
            if (*a < 0)
                *a = d;
            else
                *b = d;
        }
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

void line_straight(line_geom *l, vec2 a, vec2 b)
{
    l->n = 12;
    for (int i = 0; i < l->n; i++) {
        double t = (double)i / (l->n - 1);
        l->pts[i] = v2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    }
}

/* Two sides: straight across, or a quarter circle around the shared corner. */
void line_between(line_geom *l, int a, int b)
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
vec2 line_at(const line_geom *l, double f, vec2 *tangent)
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
double river_sd(const geom *g, vec2 p)
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

static bool in_close(const geom *g, vec2 p)
{
    if (g->cloister < 0)
        return false;
    double h = CLOSE_H * g->cl_s;
    return fabs(p.x - g->cl_c.x) <= h && fabs(p.y - g->cl_c.y) <= h;
}

/* Whether set s has a disc on the tile (placed already): its centre and radius. */
static bool set_disc(const geom *g, int s, vec2 *c, double *r)
{
    return tileart_sets[s]->disc && tileart_sets[s]->disc(g, c, r);
}

/* The feature index at p, or L_FIELD / L_RIVER / L_OBJECT; fields are split later. */
static int owner_at(const geom *g, vec2 p)
{
    vec2 dc;
    double dr;
    for (int s = 0; s < tileart_nsets; s++)
        if (tileart_sets[s]->obstacle && set_disc(g, s, &dc, &dr) && dist2(p, dc) < dr + 0.012)
            return L_OBJECT;
    if (in_close(g, p))
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
        int a, b;
        first_sides(f->mask, &a, &b);
        l->side = a;
        if (b >= 0) {
            l->end = END_THROUGH;
            line_between(l, a, b);
            continue;
        }
        vec2 m = side_mid[a], in = side_in[a];
        if (g->cloister >= 0) {
            double h = CLOSE_H * g->cl_s;
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

bool free_disc(const geom *g, vec2 c, double r, double border)
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

/* ---- label map, fields, anchors ------------------------------------------------------------ */

vec2 cell_centre(int i, int j)
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
vec2 best_spot(const geom *g, int f, const tile_picture *pic, double border_bonus)
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
            vec2 dc;
            double dr;
            for (int k = 0; k < tileart_nsets; k++)
                if (tileart_sets[k]->obstacle && set_disc(g, k, &dc, &dr))
                    s += fmin(0.0, dist2(p, dc) - dr - FOLLOWER_R) * 10;
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
        vec2 p = f == g->centre_city ? v2(0.5, 0.5) : best_spot(g, f, pic, 0.06);
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
        if (!g->t->features[f].pennants || f == g->centre_city)
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
        if (g->cloister >= 0 && fabs(p.x - g->cl_c.x) < CLOSE_H * g->cl_s + 0.015 &&
            fabs(p.y - g->cl_c.y) < CLOSE_H * g->cl_s + 0.015)
            return false;
        vec2 dc;
        double dr;
        for (int s = 0; s < tileart_nsets; s++)
            if (tileart_sets[s]->obstacle && set_disc(g, s, &dc, &dr) && dist2(p, dc) < dr + 0.015)
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
    bool ok = true;
    vec2 dc;
    double dr;
    for (int s = 0; s < tileart_nsets && ok; s++)
        if (tileart_sets[s]->house_gap >= 0 && set_disc(g, s, &dc, &dr))
            ok = dist2(h->c, dc) > dr + h->len * 0.6 + tileart_sets[s]->house_gap;
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
            if (g->city[ci].feature == g->centre_city)
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
        if (g->city[ci].feature == g->centre_city && fabs(h.c.x - 0.5) < 0.3 + h.len / 2 &&
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
        bool ok = true;
        vec2 dc;
        double dr;
        for (int s = 0; s < tileart_nsets && ok; s++)
            if (tileart_sets[s]->tree_gap >= 0 && set_disc(g, s, &dc, &dr))
                ok = dist2(c, dc) > r + dr + tileart_sets[s]->tree_gap;
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

/* ---- painting -------------------------------------------------------------------------- */

/* Shapes in surface pixels, filled or stroked (round joins and caps) with a colour. */
void fill_poly(const painter *pt, const vec2 *q, int n, rgba col)
{
    cairo_t *cr = pt->cr;
    cairo_move_to(cr, q[0].x, q[0].y);
    for (int i = 1; i < n; i++)
        cairo_line_to(cr, q[i].x, q[i].y);
    cairo_close_path(cr);
    paint_source(cr, col);
    cairo_fill(cr);
}

void fill_ellipse(const painter *pt, double cx, double cy, double rx, double ry, double ang,
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

void stroke_line(const painter *pt, const vec2 *q, int n, double width, rgba col)
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

vec2 to_px(const painter *pt, vec2 p)
{
    return v2(p.x * pt->scale, p.y * pt->scale);
}

/* The ground colour at p: grass, hedges, what the sets paint there, city, road, bridge. */
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

    /* What the sets paint on the ground itself (sets.h: ground). */
    for (int k = 0; k < tileart_nsets; k++)
        if (tileart_sets[k]->ground)
            col = tileart_sets[k]->ground(g, p, col, win, sp);

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
        const double rs = river_sd(g, p);
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

void fill_rect(const painter *pt, vec2 c, double len, double wid, double ang, rgba col)
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
cairo_t *tile_units(const painter *pt)
{
    cairo_save(pt->cr);
    cairo_scale(pt->cr, pt->scale, pt->scale);
    return pt->cr;
}

/* The soft shadow an object casts on the ground, east and south of it: its shape (the current
   path, in tile units) filled twice, offset, the second time farther and fainter. */
void cast_shadow(cairo_t *cr, double k)
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
void draw_house(const painter *pt, const house *h)
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
    vec2 dc;
    double dr;
    for (int s = 0; s < tileart_nsets; s++)
        if (set_disc(g, s, &dc, &dr) && dist2(dc, g->vil_c) < 1e-9)
            return; /* a set's symbol stands where the well would */
    /* The well in the square. */
    double w = 0.03 * pt->scale;
    fill_ellipse(pt, c.x + 0.004 * pt->scale, c.y + 0.006 * pt->scale, w, w, 0,
                 rgb_hex(0x1f1a10, 0.3f));
    fill_ellipse(pt, c.x, c.y, w, w, 0, rgb_hex(COL_OUTLINE, 1));
    fill_ellipse(pt, c.x, c.y, w * 0.78, w * 0.78, 0, rgb_hex(0xbdb4a4, 1));
    fill_ellipse(pt, c.x, c.y, w * 0.45, w * 0.45, 0, rgb_hex(0x2a4f73, 1));
}

/* A square tower seen from above: a pyramid roof of four faces, lit like a house's. */
void draw_tower(const painter *pt, vec2 c, double half, double ang, int roof)
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
    double s = g->cl_s, h = CLOSE_H * s;
    vec2 c = g->cl_c;
    /* The close: a low stone wall around a lighter lawn, open toward the road. */
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
    /* Flower beds in the close's corners. */
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

void ell(const painter *pt, vec2 c, double rx, double ry, double ang, uint32_t hex)
{
    vec2 q = to_px(pt, c);
    fill_ellipse(pt, q.x, q.y, rx * pt->scale, ry * pt->scale, ang, rgb_hex(hex, 1));
}

/* A polygon given in units u around c; with outline > 0, only its outline (a stroke that wide
   outside the edge, round joins), to draw before the fill. */
void poly_at(const painter *pt, vec2 c, double u, const vec2 *v, int n, double outline,
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
void ell_o(const painter *pt, vec2 c, double rx, double ry, double ang, uint32_t hex, double ow,
           uint32_t ink)
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
void draw_badge(const painter *pt, vec2 c, double r, uint32_t fill, uint32_t ring)
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
void tile_add_mark(tile_picture *pic, int feature, vec2 c, double r)
{
    if (pic->nmarks < TILE_MAX_MARKS) {
        pic->marks[pic->nmarks].feature = feature;
        pic->marks[pic->nmarks].c[0] = c.x;
        pic->marks[pic->nmarks].c[1] = c.y;
        pic->marks[pic->nmarks++].r = r;
    }
}

/* The sets' buildings on the features, the cloister, then the symbols the sets add. */
static void list_marks(const geom *g, tile_picture *pic)
{
    pic->nmarks = 0;
    for (int s = 0; s < tileart_nsets; s++)
        if (tileart_sets[s]->building_marks)
            tileart_sets[s]->building_marks(g, pic);
    if (g->cloister >= 0)
        tile_add_mark(pic, g->cloister, g->cl_c, CLOSE_H * g->cl_s * 1.42); /* the wall's corners */
    for (int s = 0; s < tileart_nsets; s++)
        if (tileart_sets[s]->marks)
            tileart_sets[s]->marks(g, pic);
}

/* Runs one of the sets' hooks (a member of tileart_set taking the arguments given) for every
   set that has it, in the table's order. */
#define EACH_SET(hook, ...)                                                                        \
    for (int s_ = 0; s_ < tileart_nsets; s_++)                                                     \
        if (tileart_sets[s_]->hook)                                                                \
    tileart_sets[s_]->hook(__VA_ARGS__)

/* Whether a set places feature j's anchor itself. */
static bool set_anchor(const geom *g, int j)
{
    for (int s = 0; s < tileart_nsets; s++)
        if (tileart_sets[s]->own_anchor && tileart_sets[s]->own_anchor(g, j))
            return true;
    return false;
}

int tile_draw(const carc_tile_def *t, const tile_extras *ex, int size, int ss, tile_picture *pic)
{
    tile_extras plain;
    if (!ex) {
        tileart_plain_extras(&plain);
        ex = &plain;
    }
    geom *g = calloc(1, sizeof *g);
    if (!g)
        return -1;
    g->t = t;
    g->ex = ex;
    g->seed = hash_str(ex->seed_id ? ex->seed_id : t->id);
    g->cloister = g->centre_city = -1;
    g->bridge_top = g->bridge_bot = -1;
    g->tunnel = -1;
    EACH_SET(start, g, pic);
    build_cities(g);
    EACH_SET(lines, g);
    int first_road_side = -1;
    for (int j = 0; j < t->nfeatures && first_road_side < 0; j++)
        if (t->features[j].kind == CARC_ROAD)
            for (int d = 3; d >= 0; d--)
                if (sides_of(t->features[j].mask) & (1 << d))
                    first_road_side = d;
    build_cloister(g, first_road_side);
    build_roads(g);
    find_tunnel(g);
    EACH_SET(build, g);
    build_village(g);
    build_labels(g);
    build_clearance(g);
    for (int s = 0; s < tileart_nsets; s++)
        if (tileart_sets[s]->place_obstacle && tileart_sets[s]->place_obstacle(g)) {
            build_labels(g);
            build_clearance(g);
        }
    place_anchors(g, pic);
    /* Every follower must stand on its own feature: say so if geometry and anchors disagree. */
    for (int j = 0; j < t->nfeatures; j++)
        if (pic->has_anchor[j] && !set_anchor(g, j) &&
            owner_at(g, v2(pic->anchor[j][0], pic->anchor[j][1])) != j &&
            g->label[(int)(pic->anchor[j][1] * LM) * LM + (int)(pic->anchor[j][0] * LM)] != j)
            fprintf(stderr, "%s: the anchor of feature %d lies outside it\n", t->id, j);
    place_shields(g, pic);
    EACH_SET(place, g, pic);
    place_city_houses(g);
    place_towers(g);
    place_trees(g, pic);
    /* After the trees: what a set adds there takes the plain twin's trees but those it covers. */
    EACH_SET(place_last, g, pic);
    list_marks(g, pic);
    if (pic->owner)
        for (int k = 0; k < LM * LM; k++) {
            vec2 p = cell_centre(k % LM, k / LM);
            int lab = g->label[k], own = SET_OWN_NONE;
            for (int s = 0; s < tileart_nsets && own == SET_OWN_NONE; s++)
                if (tileart_sets[s]->owner)
                    own = tileart_sets[s]->owner(g, p);
            if (own != SET_OWN_NONE)
                lab = own;
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
    EACH_SET(draw_ground, &pt, g);
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
    EACH_SET(draw, &pt, g);
    for (int s = 0; s < g->nshield; s++)
        draw_shield(&pt, g->shield[s], 0.16);

    pic->size = size;
    cairo_destroy(cr);
    pic->rgba = paint_downsample(surf, ss);
    cairo_surface_destroy(surf);
    free(g);
    return pic->rgba ? 0 : -1;
}
