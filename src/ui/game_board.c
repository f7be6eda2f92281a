/*
 * game_board.c: the game screen's board view: tiles, figures, the spots and steps offered, the
 * scoring animations, the note of what a computer player does.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids_ui.h"
#include "app.h"
#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "game_screen.h"
#include "session.h"
#include "module.h"
#include "module_ui.h"
#include "text.h"
#include "tileset_io.h"

/* ---- what is under the pointer ---- */

/* The feature of the tile at (x, y) under board point (bx, by): the one whose figure would stand
   nearest, when the pointer is on its figure's place, else the one at the edge position (or the
   centre) under the pointer. -1 when there is none. */
int play_feature_under(const ui_app *a, int x, int y, double bx, double by)
{
    const carc_game *g = a->play->g;
    const int ti = carc_game_tile_at(g, x, y);
    if (ti < 0)
        return -1;
    const carc_placed *t = &g->tiles[ti];
    const carc_tile_type *type = &g->cat->types[t->type];
    const double u = bx - x, v = by - y;
    int best = -1;
    double bd = .12 * .12;
    for (int j = 0; j < type->def.nfeatures; j++) {
        double ax, ay;
        ui_art_anchor(&a->art, t->type, j, t->rot, &ax, &ay);
        const double d = (ax - u) * (ax - u) + (ay - v) * (ay - v);
        if (d < bd) {
            bd = d;
            best = j;
        }
    }
    if (best >= 0)
        return t->node0 + best;
    int pos;
    if (fabs(u - .5) < .2 && fabs(v - .5) < .2 &&
        carc_feature_at(g->cat, t->type, t->rot, CARC_CENTRE) >= 0) {
        pos = CARC_CENTRE;
    } else {
        /* The side nearest the pointer, and the third of it. */
        const double d[4] = {v, 1 - u, 1 - v, u};
        const double along[4] = {u, v, 1 - u, 1 - v};
        int side = 0;
        for (int k = 1; k < 4; k++)
            if (d[k] < d[side])
                side = k;
        int third = (int)(along[side] * 3);
        pos = 3 * side + (third > 2 ? 2 : third < 0 ? 0 : third);
    }
    const int f = carc_feature_at(g->cat, t->type, t->rot, pos);
    return f < 0 ? -1 : t->node0 + f;
}

/* ---- drawing the board ---- */

void tile_rect(const ui_camera *c, int x, int y, SDL_Rect *r)
{
    double sx0, sy0, sx1, sy1;
    ui_cam_to_screen(c, x, y, &sx0, &sy0);
    ui_cam_to_screen(c, x + 1, y + 1, &sx1, &sy1);
    r->x = (int)floor(sx0);
    r->y = (int)floor(sy0);
    r->w = (int)floor(sx1) - r->x;
    r->h = (int)floor(sy1) - r->y;
}

static bool visible(const ui_camera *c, const SDL_Rect *r)
{
    return r->x + r->w > c->view.x && r->y + r->h > c->view.y && r->x < c->view.x + c->view.w &&
           r->y < c->view.y + c->view.h;
}

void draw_tile(ui_app *a, int type, int rot, const SDL_Rect *r, Uint8 alpha)
{
    int level = ui_mip_level(r->w, UI_MIPS);
    SDL_Texture *t = ui_art_tile(&a->art, type, rot, level);
    if (!t)
        return;
    if (alpha != 255) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureAlphaMod(t, alpha);
    }
    SDL_RenderCopy(a->ren, t, NULL, r);
    if (alpha != 255) {
        SDL_SetTextureAlphaMod(t, 255);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    }
}

void frame_sdl(SDL_Renderer *ren, const SDL_Rect *r, int t, SDL_Color c)
{
    ui_rect u = {r->x, r->y, r->w, r->h};
    gfx_frame(ren, &u, t, c);
}

static double meeple_size(const ui_play *p)
{
    return fmax(12, p->cam.zoom * .38);
}

/* A figure of kind (carc_figure_kind): each kind its own sprite (figures_ui.c), a black one
   with a light rim; a follower lying for a farmer (a kind with a sprite of its own never
   lies); the mark sits on the body
   (docs/art-format.md). */
static void draw_meeple(ui_app *a, double sx, double sy, double size, int player, bool lying,
                        int kind, Uint8 alpha)
{
    ui_play *p = a->play;
    ui_draw_figure(a, sx, sy, size, play_colour(p, player), kind, lying, alpha);
}

/* A figure of kind standing at board point (bx, by): inside its tile, near the tile's edge a
   little smaller (ui_fit_on_tile), at any zoom. */
static void draw_meeple_at(ui_app *a, double bx, double by, int player, bool lying, int kind,
                           Uint8 alpha)
{
    ui_play *p = a->play;
    double grow = ui_figure_scale(kind), size = meeple_size(p) * grow, sx, sy;
    ui_fit_on_tile(p->cam.zoom, .6, &bx, &by, &size);
    ui_cam_to_screen(&p->cam, bx, by, &sx, &sy);
    draw_meeple(a, sx, sy, size / grow, player, lying, kind, alpha);
}

/* Every figure on the board, where its feature is drawn on its tile; farmers lie. */
/*
 * The special marks of the feature under the pointer (a cloister's chapel, the signs a set's
 * tiles carry on a feature or on the ground they lie on: the art file's "marks"), ringed on
 * every tile of that feature, so
 * that a player sees what the feature holds; a mark of the tile itself (a maypole on a village
 * square) when the pointer is on its tile.
 */
static void draw_hovered_marks(ui_app *a)
{
    ui_play *p = a->play;
    const ui_camera *c = &p->cam;
    if (p->dragged || !ui_rect_has(&c->view, a->mx, a->my))
        return;
    double bx, by;
    ui_cam_to_board(c, a->mx, a->my, &bx, &by);
    const int hx = (int)floor(bx), hy = (int)floor(by);
    const int node = play_feature_under(a, hx, hy, bx, by);
    if (node < 0)
        return;
    const carc_game *g = p->g;
    const uint16_t root = carc_game_root(g, (uint16_t)node);
    const double th = fmax(2, c->zoom * .025);
    for (int i = 0; i < g->ntiles; i++) {
        const carc_placed *t = &g->tiles[i];
        int n;
        const ui_tile_mark *m = ui_art_marks(&a->art, t->type, &n);
        for (int k = 0; k < n; k++) {
            if (m[k].feature < 0 ? t->x != hx || t->y != hy
                                 : carc_game_root(g, (uint16_t)(t->node0 + m[k].feature)) != root)
                continue;
            double u, v, sx, sy;
            ui_anchor_rotate(m[k].x, m[k].y, t->rot, &u, &v);
            ui_cam_to_screen(c, t->x + u, t->y + v, &sx, &sy);
            const double rad = m[k].r * c->zoom + th;
            gfx_ring(a->ren, sx, sy, rad + th * .5, th * 2, (SDL_Color){20, 18, 16, 170});
            gfx_ring(a->ren, sx, sy, rad, th, COL_GOLD);
        }
    }
}

static void draw_meeples(ui_app *a)
{
    ui_play *p = a->play;
    for (int i = 0; i < carc_game_nfigures(p->g); i++) {
        const carc_figure *m = carc_game_figure(p->g, i);
        const carc_placed *t = &p->g->tiles[p->g->node_tile[m->node]];
        int f = m->node - t->node0;
        double bx, by;
        follower_point(a, t->x, t->y, t->type, t->rot, f, &bx, &by);
        int kind = p->cat->types[t->type].def.features[f].kind;
        draw_meeple_at(a, bx, by, m->player, kind == CARC_FIELD, m->kind, 255);
    }
}

/* The border point where position p's stretch of side begins (k = 0) or ends (k = 1). */
static void pos_corner(int pos, int k, double *u, double *v)
{
    int side = pos / 3;
    double t = (pos % 3 + k) / 3.0;
    switch (side) {
    case 0:
        *u = t;
        *v = 0;
        break;
    case 1:
        *u = 1;
        *v = t;
        break;
    case 2:
        *u = 1 - t;
        *v = 1;
        break;
    default:
        *u = 0;
        *v = 1 - t;
        break;
    }
}

static bool seg_has(const ui_anim *an, int x, int y, int pos)
{
    for (int i = 0; i < an->nseg; i++)
        if (an->seg[i].x == x && an->seg[i].y == y)
            return an->seg[i].mask >> pos & 1u;
    return false;
}

/* Outlines a scored feature: every edge position of it on every tile is a wedge from the
   tile's centre; the wedges are tinted and the edges of their union drawn. */
void draw_feature(ui_app *a, const ui_anim *an, Uint8 alpha)
{
    ui_camera *c = &a->play->cam;
    SDL_Color fill = {255, 230, 120, (Uint8)(alpha * 110 / 255)};
    SDL_Color line = {255, 220, 60, alpha};
    double lw = fmax(2, c->zoom * .035);
    for (int i = 0; i < an->nseg; i++) {
        const carc_segment *s = &an->seg[i];
        double ox, oy;
        ui_cam_to_screen(c, s->x, s->y, &ox, &oy);
        double z = c->zoom, mx = ox + z / 2, my = oy + z / 2;
        if (s->mask & CARC_CENTRE_BIT) {
            ui_rect r = {(int)(ox + z * .28), (int)(oy + z * .28), (int)(z * .44), (int)(z * .44)};
            gfx_fill(a->ren, &r, fill);
            gfx_frame(a->ren, &r, (int)lw, line);
        }
        if (an->ev.kind == CARC_ROAD) {
            /* A road: along its course as the art draws it, curves included. */
            unsigned sides = 0;
            for (int side = 0; side < 4; side++)
                sides |= (s->mask >> (3 * side + 1) & 1u) << side;
            double pts[UI_ROAD_POINTS][2];
            int n = ui_road_course(sides, pts);
            for (int k = 0; k + 1 < n; k++)
                gfx_line(a->ren, ox + pts[k][0] * z, oy + pts[k][1] * z, ox + pts[k + 1][0] * z,
                         oy + pts[k + 1][1] * z, z * .16, gfx_alpha(line, alpha * 200 / 255));
            continue;
        }
        int sides = 0, one = -1;
        for (int side = 0; side < 4; side++)
            if ((s->mask >> (3 * side) & 7u) == 7u) {
                sides++;
                one = side;
            }
        if (an->ev.kind == CARC_CITY && sides == 1 && (s->mask & 0xFFFu) == 7u << (3 * one)) {
            /* A city on one side is a cap against that side, not a wedge to the middle. */
            double c0u, c0v, c1u, c1v;
            pos_corner(3 * one, 0, &c0u, &c0v);
            pos_corner(3 * one + 2, 1, &c1u, &c1v);
            double au = .5 + (c0u + c1u - 1) * .2, av = .5 + (c0v + c1v - 1) * .2;
            double tri[3][2] = {{ox + au * z, oy + av * z},
                                {ox + c0u * z, oy + c0v * z},
                                {ox + c1u * z, oy + c1v * z}};
            gfx_triangle(a->ren, tri, fill);
            gfx_line(a->ren, tri[0][0], tri[0][1], tri[1][0], tri[1][1], lw, line);
            gfx_line(a->ren, tri[0][0], tri[0][1], tri[2][0], tri[2][1], lw, line);
            continue;
        }
        for (int pos = 0; pos < 12; pos++) {
            if (!(s->mask >> pos & 1u))
                continue;
            double u0, v0, u1, v1;
            pos_corner(pos, 0, &u0, &v0);
            pos_corner(pos, 1, &u1, &v1);
            double tri[3][2] = {{mx, my}, {ox + u0 * z, oy + v0 * z}, {ox + u1 * z, oy + v1 * z}};
            gfx_triangle(a->ren, tri, fill);
            if (!(s->mask >> ((pos + 11) % 12) & 1u))
                gfx_line(a->ren, mx, my, tri[1][0], tri[1][1], lw, line);
            if (!(s->mask >> ((pos + 1) % 12) & 1u))
                gfx_line(a->ren, mx, my, tri[2][0], tri[2][1], lw, line);
            static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
            int side = pos / 3;
            if (!seg_has(an, s->x + dx[side], s->y + dy[side], carc_pos_facing(pos)))
                gfx_line(a->ren, tri[1][0], tri[1][1], tri[2][0], tri[2][1], lw, line);
        }
    }
}

static void draw_score_anim(ui_app *a, const ui_anim *an)
{
    ui_play *p = a->play;
    double t, sx, sy;
    if (!anim_at(a, an, &t, &sx, &sy))
        return;
    Uint8 alpha = (Uint8)(t < .7 ? 255 : 255 * (1 - t) / .3);
    draw_feature(a, an, alpha);
    sy -= t * 70 * a->s;
    int fh = gfx_font_h(a, FONT_HUGE);
    int winners = 0;
    for (int i = 0; i < p->g->nplayers; i++)
        if (an->ev.points[i] > 0)
            winners++;
    char buf[64];
    int k = 0;
    double wstep = 90 * a->s;
    for (int i = 0; i < p->g->nplayers; i++) {
        if (an->ev.points[i] <= 0)
            continue;
        snprintf(buf, sizeof buf, "+%d", an->ev.points[i]);
        double x = sx + (k - (winners - 1) / 2.0) * wstep;
        gfx_text_outlined(a, FONT_HUGE, buf, (int)x, (int)(sy - fh), edge_colour(play_colour(p, i)),
                          alpha);
        k++;
    }
    /* Why it scored what it did: doubled, tripled, nothing (the rules of the sets in play:
       their score_why), a small city. */
    const char *why = NULL;
    for (int m = 0; m < CARC_MODULES && !why; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        if (h && h->score_why)
            why = h->score_why(an->ev.why);
    }
    if (!why && an->ev.why & CARC_WHY_SMALL_CITY)
        why = _("small city: 1 per tile");
    char line[160];
    if (winners == 0 && !why)
        return;
    const char *what = an->ev.final ? unfinished_label(an->ev.kind) : ui_kind_label(an->ev.kind);
    snprintf(line, sizeof line, "%s%s%s", what, why ? " · " : "", why ? why : "");
    if (an->ev.kind == CARC_FIELD && an->ev.final)
        snprintf(line, sizeof line,
                 P_("Field: %d completed city", "Field: %d completed cities", an->ev.cities),
                 an->ev.cities);
    gfx_text_outlined(a, FONT_BOLD, line, (int)sx, (int)sy + fh / 8, COL_WHITE, alpha);
}

static void draw_return_anim(ui_app *a, const ui_anim *an)
{
    ui_play *p = a->play;
    double t, sx, sy;
    if (!anim_at(a, an, &t, &sx, &sy))
        return;
    /* Toward the player's row in the panel. */
    int pl = an->ev.player < p->g->nplayers ? an->ev.player : 0;
    const ui_rect *pr = &a->lay.players;
    double rh = pr->h / (double)(p->g->nplayers ? p->g->nplayers : 1);
    double tx = pr->x + 20 * a->s, ty = pr->y + rh * (pl + .5);
    double e = t * t * (3 - 2 * t);
    double size = meeple_size(p) * (1 - .5 * e);
    draw_meeple(a, sx + (tx - sx) * e, sy + (ty - sy) * e - sin(e * 3.14159) * 60 * a->s, size, pl,
                false, an->ev.figure, (Uint8)(255 * (1 - .6 * e)));
}

static void draw_spots(ui_app *a)
{
    ui_play *p = a->play;
    compute_spots(a);
    SDL_Color pc = edge_colour(play_colour(p, p->g->current));
    for (int k = 0; k < p->nspot_px; k++) {
        int spot = k;
        bool chosen = p->phase == PH_CONFIRM && p->sel_spot == spot;
        double sx = p->spot_px[k][0], sy = p->spot_px[k][1], bx, by;
        spot_point(a, spot, &bx, &by);
        bool lying = p->spots[spot].kind == CARC_FIELD;
        if (chosen) {
            draw_meeple_at(a, bx, by, p->g->current, lying, p->sel_kind, 255);
            continue;
        }
        if (p->phase == PH_CONFIRM)
            continue; /* the choice is made: only the follower chosen shows (a click lifts it) */
        bool hot = k == p->hover_spot;
        double sz = p->spot_sz[k] * (hot ? 1.25 : 1.0);
        SDL_Texture *t = ui_art_sprite(&a->art, &a->art.spot, sz);
        if (t) {
            SDL_SetTextureColorMod(t, 255, 240, 170);
            SDL_SetTextureAlphaMod(t, hot ? 255 : 200);
            SDL_FRect d = {(float)(sx - sz / 2), (float)(sy - sz / 2), (float)sz, (float)sz};
            SDL_RenderCopyF(a->ren, t, NULL, &d);
        }
        gfx_disc(a->ren, sx, sy, sz * .42, (SDL_Color){255, 250, 230, 90});
        /* A dark rim under the player's colour keeps the ring visible on a field of the same
           colour (green on grass, yellow on sand). */
        gfx_ring(a->ren, sx, sy, sz * .42, fmax(4.5, 5.5 * a->s), (SDL_Color){20, 18, 16, 200});
        gfx_ring(a->ren, sx, sy, sz * .42, fmax(2.5, 3 * a->s), gfx_alpha(pc, 255));
        /* Under the pointer, the follower itself shows what the click puts there. */
        if (hot)
            draw_meeple_at(a, bx, by, p->g->current, lying, p->sel_kind, 210);
    }
}

/* The thinking indicator: three dots, one lit after the other, a step per AI_FRAME_MS. */
void draw_dots(ui_app *a, double cx, double cy, SDL_Color c)
{
    const ui_play *p = a->play;
    double r = 4.5 * a->s, step = 13 * a->s;
    for (int i = 0; i < 3; i++)
        gfx_disc(a->ren, cx + (i - 1) * step, cy, i == (int)(p->ai_frame % 3) ? r * 1.3 : r,
                 gfx_alpha(c, i == (int)(p->ai_frame % 3) ? 255 : 110));
}

/* What the computer player to move is doing, at the foot of the board: people follow the
   turn there without looking away to the panel. */
static void draw_computer_note(ui_app *a)
{
    ui_play *p = a->play;
    const ui_camera *c = &p->cam;
    int cur = p->phase == PH_STEP ? carc_game_actor(p->g) : p->g->current;
    char buf[160];
    const ui_module_hooks *steps = p->ai_step == AI_STEP ? ui_step_module(p->g) : NULL;
    const char *what = p->ai_step == AI_THINK ? _("%s is thinking")
                       : p->ai_step == AI_STEP
                           ? (steps && steps->step_doing ? steps->step_doing() : "%s")
                       : p->ai_step == AI_TILE    ? _("%s places the tile")
                       : p->ai_step == AI_DISCARD ? _("%s cannot place the tile: it is discarded")
                       : p->sel_spot >= 0         ? _("%s places a follower")
                                                  : _("%s places no follower");
    snprintf(buf, sizeof buf, what, play_name(p, cur));
    bool dots = p->ai_step == AI_THINK;
    int pad = (int)(16 * a->s), dw = dots ? (int)(48 * a->s) : 0;
    int w = gfx_text_w(a, FONT_BOLD, buf) + 2 * pad + dw;
    int h = gfx_font_h(a, FONT_BOLD) + (int)(16 * a->s);
    ui_rect box = {c->view.x + (c->view.w - w) / 2, c->view.y + c->view.h - h - (int)(24 * a->s), w,
                   h};
    gfx_rounded(a->ren, &box, (int)(8 * a->s), (SDL_Color){20, 18, 16, 225});
    ui_rect bar = {box.x, box.y, (int)(6 * a->s), box.h};
    gfx_fill(a->ren, &bar, edge_colour(play_colour(p, cur)));
    ui_rect t = {box.x + pad, box.y, box.w - 2 * pad - dw, box.h};
    gfx_text_in(a, FONT_BOLD, buf, &t, COL_TEXT, ALIGN_LEFT);
    if (dots)
        draw_dots(a, box.x + box.w - pad - dw / 2.0, box.y + box.h / 2.0, COL_GOLD);
}

/* ---- the board's notes ---- */

/* The board's notes, in one place and by priority: the message (why the tile does not fit, a
   refusal, a discard, who takes a module's step) over the banner of the player whose turn begins,
   stacked at the top of the board; at its foot instead, above the note of what a computer
   does, while the cell under the pointer lies where they would stand (the tile about to be
   put down is never hidden). The aids' cards keep below them (msg_bottom). */
static void draw_notes(ui_app *a, bool fits_out_of_view)
{
    ui_play *p = a->play;
    const ui_camera *c = &p->cam;
    char step_line[400];
    const ui_module_hooks *steps = p->phase == PH_STEP ? ui_step_module(p->g) : NULL;
    const char *msg = p->msg[0]                           ? p->msg
                      : p->phase == PH_PLACE && p->why[0] ? p->why
                      : p->phase == PH_STEP && steps && steps->step_line
                          ? steps->step_line(a, step_line, sizeof step_line)
                      : fits_out_of_view
                          ? _("The tile fits only out of view: press F to see the whole board")
                          : NULL;
    const ui_anim *turn = NULL;
    int bw = 0, bh = 0;
    for (int i = p->nanim - 1; i >= 0 && !turn; i--) /* the newest, should turns go fast */
        if (p->anim[i].type == ANIM_TURN && turn_anim_size(a, &p->anim[i], &bw, &bh))
            turn = &p->anim[i];
    /* One line when it fits the board, else wrapped in a box as wide as the board. */
    const int pad = (int)(15 * a->s), gap = (int)(8 * a->s), most = c->view.w - 4 * pad;
    int mw = 0, mh = 0;
    if (msg) {
        const int tw = gfx_text_w(a, FONT_BOLD, msg);
        mw = tw <= most ? tw : most;
        mh = gfx_text_wrap_h(a, FONT_BOLD, msg, mw) + (int)(16 * a->s);
    }
    const int total = (msg ? mh : 0) + (msg && turn ? gap : 0) + (turn ? bh : 0);
    p->msg_bottom = 0;
    if (total == 0)
        return;
    int y = c->view.y + (int)(14 * a->s);
    if (ui_rect_has(&c->view, a->mx, a->my)) {
        SDL_Rect cell;
        int cx, cy;
        ui_cam_cell_at(c, a->mx, a->my, &cx, &cy);
        tile_rect(c, cx, cy, &cell);
        const int wide = mw + 2 * pad > bw ? mw + 2 * pad : bw,
                  x = c->view.x + (c->view.w - wide) / 2;
        if (cell.y < y + total && cell.y + cell.h > y && cell.x < x + wide && cell.x + cell.w > x) {
            const int foot =
                seat_to_move(p) ? gfx_font_h(a, FONT_BOLD) + (int)(48 * a->s) : (int)(14 * a->s);
            y = c->view.y + c->view.h - foot - total;
        }
    }
    const bool top = y < c->view.y + c->view.h / 2;
    if (msg) {
        ui_rect box = {c->view.x + (c->view.w - mw) / 2 - pad, y, mw + 2 * pad, mh};
        gfx_rounded(a->ren, &box, (int)(8 * a->s), (SDL_Color){20, 18, 16, 220});
        gfx_text_wrap(a, FONT_BOLD, msg, box.x + pad, box.y + (int)(8 * a->s), mw, COL_TEXT);
        y += mh + gap;
    }
    if (turn) {
        const ui_rect box = {c->view.x + (c->view.w - bw) / 2, y, bw, bh};
        draw_turn_anim(a, turn, &box);
        y += bh;
    }
    if (top)
        p->msg_bottom = y;
}

void draw_board(ui_app *a)
{
    ui_play *p = a->play;
    ui_camera *c = &p->cam;
    SDL_Rect clip = {c->view.x, c->view.y, c->view.w, c->view.h};
    SDL_RenderSetClipRect(a->ren, &clip);
    gfx_fill(a->ren, &c->view, COL_BG);
    SDL_Rect r;
    for (int i = 0; i < p->g->ntiles; i++) {
        const carc_placed *t = &p->g->tiles[i];
        tile_rect(c, t->x, t->y, &r);
        if (visible(c, &r))
            draw_tile(a, t->type, t->rot, &r, 255);
    }
    if (p->grid || c->zoom < 40) {
        SDL_Color gl = {0, 0, 0, 60};
        for (int i = 0; i < p->g->ntiles; i++) {
            tile_rect(c, p->g->tiles[i].x, p->g->tiles[i].y, &r);
            if (visible(c, &r))
                frame_sdl(a->ren, &r, 1, gl);
        }
    }
    /* The tiles placed since the current player's last turn, in their placers' colours; the
       very last one also in gold. */
    int cur = p->g->current;
    for (int i = 1; i < p->g->ntiles; i++) {
        if (p->placer[i] == 0xFF || p->serial[i] <= p->last_serial[cur] || p->placer[i] == cur)
            continue;
        tile_rect(c, p->g->tiles[i].x, p->g->tiles[i].y, &r);
        int th = (int)fmax(2, c->zoom * .04);
        SDL_Color pc = edge_colour(play_colour(p, p->placer[i]));
        frame_sdl(a->ren, &r, th, pc);
        if (p->serial[i] == p->nserial) {
            SDL_Rect in = {r.x + th, r.y + th, r.w - 2 * th, r.h - 2 * th};
            frame_sdl(a->ren, &in, th, COL_GOLD);
        }
    }
    int hand = carc_game_tile_in_hand(p->g);
    bool computer = seat_to_move(p), out_of_view = false;
    if (p->phase == PH_PLACE && !computer) {
        /* Every cell where the tile fits. */
        SDL_Color hl = {255, 240, 190, 22}, hb = {255, 240, 190, 200};
        int shown = 0;
        for (int i = 0; i < p->nlegal; i++) {
            if (i > 0 && p->legal[i].x == p->legal[i - 1].x && p->legal[i].y == p->legal[i - 1].y)
                continue;
            tile_rect(c, p->legal[i].x, p->legal[i].y, &r);
            if (!visible(c, &r))
                continue;
            shown++;
            SDL_Rect in = {r.x + 2, r.y + 2, r.w - 4, r.h - 4};
            ui_rect u = {in.x, in.y, in.w, in.h};
            gfx_fill(a->ren, &u, hl);
            frame_sdl(a->ren, &in, (int)fmax(1, c->zoom * .02), hb);
        }
        out_of_view = shown == 0 && p->nlegal > 0; /* said in the notes: press F */
        if (p->hover && hand >= 0) {
            tile_rect(c, p->hx, p->hy, &r);
            draw_tile(a, hand, p->hrot, &r, 200);
            frame_sdl(a->ren, &r, (int)fmax(2, c->zoom * .04), COL_HAND);
        } else if (p->why[0]) {
            tile_rect(c, p->bad_x, p->bad_y, &r);
            SDL_Color red = {230, 60, 50, 200};
            gfx_line(a->ren, r.x + r.w * .3, r.y + r.h * .3, r.x + r.w * .7, r.y + r.h * .7,
                     fmax(2, c->zoom * .05), red);
            gfx_line(a->ren, r.x + r.w * .7, r.y + r.h * .3, r.x + r.w * .3, r.y + r.h * .7,
                     fmax(2, c->zoom * .05), red);
        }
    }
    bool landed = ai_fly(a) >= 1; /* a computer's tile still in flight is drawn by play_draw */
    if ((p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) && hand >= 0 && landed) {
        tile_rect(c, p->pending.x, p->pending.y, &r);
        draw_tile(a, hand, p->pending.rot, &r, 255);
        frame_sdl(a->ren, &r, (int)fmax(2, c->zoom * .04), COL_HAND);
    }
    draw_hovered_marks(a);
    draw_meeples(a);
    for (int m = 0; m < CARC_MODULES; m++) { /* the modules' own pieces (module_ui.h) */
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        if (h && h->draw_board)
            h->draw_board(a);
    }
    if ((p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) && landed) {
        draw_spots(a);
        figs_draw_backs(a);
        for (int m = 0; m < CARC_MODULES; m++) {
            const ui_module_hooks *h = ui_module_in_play(p->g, m);
            if (h && h->draw_targets)
                h->draw_targets(a);
        }
        draw_target_menu(a); /* the choices of a figure that offers several (game_pick.c) */
    }
    for (int i = 0; i < p->nanim; i++) {
        const ui_anim *an = &p->anim[i];
        if (an->type == ANIM_SCORE)
            draw_score_anim(a, an);
        else if (an->type == ANIM_RETURN)
            draw_return_anim(a, an);
        else if (an->type == ANIM_MODULE) {
            const ui_module_hooks *h = ui_module_hooks_of(an->module);
            if (h && h->draw_anim)
                h->draw_anim(a, an);
        } else if (an->type == ANIM_PLACE) {
            double t;
            (void)anim_at(a, an, &t, NULL, NULL); /* drawn until it is dropped */
            tile_rect(c, (int)an->bx, (int)an->by, &r);
            SDL_Rect g = {r.x - 4, r.y - 4, r.w + 8, r.h + 8};
            frame_sdl(a->ren, &g, (int)fmax(2, 6 * (1 - t)),
                      gfx_alpha(COL_WHITE, (int)(255 * (1 - t))));
        }
    }
    if (computer && ui_top(a) != SCR_REPLAY)
        draw_computer_note(a);
    SDL_RenderSetClipRect(a->ren, NULL);
    /* A frame in the current player's colour around the board: whose turn it is shows from
       across the table. */
    int fr = (int)(6 * a->s);
    SDL_Color pc = p->g->over ? COL_GOLD : ui_player_colour(play_colour(p, cur));
    gfx_frame(a->ren, &a->lay.board, fr, pc);
    if (!p->g->over && play_colour(p, cur) == CARC_BLACK) {
        ui_rect in = {a->lay.board.x + fr, a->lay.board.y + fr, a->lay.board.w - 2 * fr,
                      a->lay.board.h - 2 * fr};
        gfx_frame(a->ren, &in, (int)fmax(2, 2 * a->s), edge_colour(CARC_BLACK));
    }
    draw_notes(a, out_of_view);
}
