/*
 * game_pick.c: the game screen's figure-step picking: the spots of the tile put down for the kind
 * of figure chosen, the figures that may be taken back, the menu at a figure that offers several
 * choices, the steps of a module's phase under the pointer, the tile put down as the pending
 * preview.
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

/* The step whose cell is under the pointer: its index in p->steps, or -1. */
int step_at(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    if (p->phase != PH_STEP || !ui_rect_has(&p->cam.view, x, y))
        return -1;
    int cx, cy;
    ui_cam_cell_at(&p->cam, x, y, &cx, &cy);
    for (int i = 0; i < p->nsteps; i++) {
        int sx, sy;
        ui_step_cell(p->g, &p->steps[i], &sx, &sy);
        if (sx == cx && sy == cy)
            return i;
    }
    return -1;
}

/* The board point of spot i of the pending tile, where its figure stands. */
void spot_point(ui_app *a, int i, double *bx, double *by)
{
    ui_play *p = a->play;
    follower_point(a, p->pending.x, p->pending.y, carc_game_tile_in_hand(p->g), p->pending.rot,
                   p->spots[i].feature, bx, by);
}

/* Screen positions and sizes of the spots of the pending tile for the kind chosen in the
   panel's selector: one ring per feature, each on its tile (ui_fit_on_tile); and the screen
   positions of the figures that may be taken back. */
void compute_spots(ui_app *a)
{
    ui_play *p = a->play;
    p->nspot_px = 0;
    if (carc_game_tile_in_hand(p->g) < 0)
        return;
    const ui_figure_kind *fk = ui_figure_kind_of(p->sel_kind);
    double size =
        fmax(24 * a->s, p->cam.zoom * .27) * (fk && fk->spot_scale > 0 ? fk->spot_scale : 1.0);
    for (int i = 0; i < p->nspots; i++) {
        double bx, by;
        spot_point(a, i, &bx, &by);
        p->spot_sz[i] = size;
        ui_fit_on_tile(p->cam.zoom, .7, &bx, &by, &p->spot_sz[i]);
        ui_cam_to_screen(&p->cam, bx, by, &p->spot_px[i][0], &p->spot_px[i][1]);
    }
    p->nspot_px = p->nspots;
    figs_back_points(a);
}

/* The kind a figure kind's key (module_ui.h: B, the large follower) chooses, the selected one
   being kind: the kinds in play with that key and the follower, in turn, the next after kind
   with spots on the tile (none left or nowhere to stand: skipped); -1 when there is none. */
static int keyed_kind(const ui_figs *f, int key, int kind)
{
    int cycle[CARC_FIGURE_KINDS], n = 0, at = 0;
    cycle[n++] = CARC_FIG_FOLLOWER;
    for (int i = 0; i < f->nkinds; i++) {
        const ui_figure_kind *fk = ui_figure_kind_of(f->kinds[i]);
        if (fk && fk->key == key)
            cycle[n++] = f->kinds[i];
    }
    for (int i = 0; i < n; i++)
        if (cycle[i] == kind)
            at = i;
    for (int step = 1; step < n; step++) {
        const int k = cycle[(at + step) % n];
        if (f->nspots[k] > 0)
            return k;
    }
    return -1;
}

bool choose_kind_by_key(ui_app *a, int key)
{
    ui_play *p = a->play;
    bool keyed = false;
    for (int i = 0; i < p->figs.nkinds; i++) {
        const ui_figure_kind *fk = ui_figure_kind_of(p->figs.kinds[i]);
        keyed |= fk && fk->key == key;
    }
    if (!keyed)
        return false;
    if (seat_to_move(p) || (p->phase != PH_FOLLOWER && p->phase != PH_CONFIRM))
        return true;
    const int kind = keyed_kind(&p->figs, key, p->sel_kind);
    if (kind < 0)
        return true;
    int feature = p->phase == PH_CONFIRM && p->sel_spot >= 0 && p->sel_spot < p->nspots
                      ? p->spots[p->sel_spot].feature
                      : -1;
    figs_select(p, kind);
    p->sel_back = -1;
    p->sel_other = false;
    p->phase = PH_FOLLOWER;
    for (int i = 0; i < p->nspots && feature >= 0; i++)
        if (p->spots[i].feature == feature) {
            p->sel_spot = i;
            p->phase = PH_CONFIRM;
        }
    compute_spots(a);
    return true;
}

/* How far from a spot's centre a click still takes it. */
double spot_reach(const ui_app *a)
{
    return fmax(14 * a->s, a->play->cam.zoom * .16);
}

/* The pointer over a figure that may be taken back: its index in p->figs.back, or -1. */
int back_at(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    figs_back_points(a);
    return ui_hit_point((const double(*)[2])p->back_px, p->figs.nback, x, y,
                        fmax(16 * a->s, p->cam.zoom * .2));
}

/* ---- the menu at a figure ---- */

bool target_chosen(const ui_play *p, const carc_action *c)
{
    if (c->type == CARC_ACT_RETURN)
        return !p->sel_other && p->sel_back == c->figure;
    const carc_action *o = &p->other;
    return p->sel_other && o->type == c->type && o->figure == c->figure &&
           o->feature == c->feature && o->elsewhere == c->elsewhere &&
           (!c->elsewhere || (o->at.x == c->at.x && o->at.y == c->at.y));
}

void choose_target_action(ui_play *p, const carc_action *c)
{
    p->sel_spot = -1;
    p->sel_back = -1;
    p->sel_other = false;
    if (c->type == CARC_ACT_RETURN) {
        p->sel_back = c->figure;
    } else {
        p->sel_other = true;
        p->other = *c;
    }
    p->phase = PH_CONFIRM;
}

bool menu_shown(const ui_app *a)
{
    const ui_play *p = a->play;
    if (p->nmenu < 2 || (p->phase != PH_FOLLOWER && p->phase != PH_CONFIRM) || seat_to_move(p))
        return false;
    for (int i = 0; i < p->nmenu; i++)
        if (target_chosen(p, &p->menu[i]))
            return true;
    return false;
}

/* The words of choice c: a take-back's, or the module's whose choice it is. */
static const char *menu_label(ui_app *a, const carc_action *c, char *buf, size_t len)
{
    if (c->type == CARC_ACT_RETURN)
        return _("Take this figure back");
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(a->play->g, m);
        if (h && h->target_label && h->target_label(a, c, buf, len))
            return buf;
    }
    return "?";
}

/* The menu's rows: beside the point it hangs from, inside the board's view. */
static int menu_rects(ui_app *a, ui_rect r[UI_MENU_MAX], char labels[UI_MENU_MAX][160])
{
    ui_play *p = a->play;
    const ui_rect *v = &p->cam.view;
    const int pad = (int)(10 * a->s), rh = gfx_font_h(a, FONT_SMALL) + (int)(10 * a->s);
    int w = 0;
    for (int i = 0; i < p->nmenu; i++) {
        const char *l = menu_label(a, &p->menu[i], labels[i], sizeof labels[i]);
        if (l != labels[i])
            snprintf(labels[i], sizeof labels[i], "%s", l);
        w = (int)fmax(w, gfx_text_w(a, FONT_SMALL, labels[i]));
    }
    w += 2 * pad + rh; /* room for the mark of the choice made */
    if (w > v->w - 2 * pad)
        w = v->w - 2 * pad;
    const int gap = (int)(18 * a->s), h = rh * p->nmenu;
    int x = (int)p->menu_x + gap, y = (int)p->menu_y - h / 2;
    if (x + w > v->x + v->w - pad) /* no room on the right: on the left of the figure */
        x = (int)p->menu_x - gap - w;
    x = (int)fmax(v->x + pad, x);
    y = (int)fmin(fmax(v->y + pad, y), v->y + v->h - pad - h);
    for (int i = 0; i < p->nmenu; i++)
        r[i] = (ui_rect){x, y + i * rh, w, rh};
    return p->nmenu;
}

int menu_at(ui_app *a, int x, int y)
{
    if (!menu_shown(a))
        return -1;
    ui_rect r[UI_MENU_MAX];
    static char labels[UI_MENU_MAX][160];
    const int n = menu_rects(a, r, labels);
    for (int i = 0; i < n; i++)
        if (ui_rect_has(&r[i], x, y))
            return i;
    return -1;
}

bool play_menu_point(ui_app *a, int k, double *x, double *y)
{
    ui_rect r[UI_MENU_MAX];
    static char labels[UI_MENU_MAX][160];
    if (!a->play || !menu_shown(a) || k < 0 || k >= menu_rects(a, r, labels))
        return false;
    *x = r[k].x + r[k].w / 2.0;
    *y = r[k].y + r[k].h / 2.0;
    return true;
}

void draw_target_menu(ui_app *a)
{
    ui_play *p = a->play;
    if (!menu_shown(a))
        return;
    ui_rect r[UI_MENU_MAX];
    static char labels[UI_MENU_MAX][160];
    const int n = menu_rects(a, r, labels);
    const int pad = (int)(10 * a->s);
    ui_rect box = {r[0].x - (int)(3 * a->s), r[0].y - (int)(3 * a->s), r[0].w + (int)(6 * a->s),
                   r[n - 1].y + r[n - 1].h - r[0].y + (int)(6 * a->s)};
    gfx_rounded(a->ren, &box, (int)(8 * a->s), (SDL_Color){20, 18, 16, 235});
    /* A thin line from the figure to the menu, so that it reads as the figure's. */
    const double ex = box.x > p->menu_x ? box.x : box.x + box.w;
    gfx_line(a->ren, p->menu_x, p->menu_y, ex, fmin(fmax(p->menu_y, box.y), box.y + box.h),
             fmax(1.5, 2 * a->s), (SDL_Color){20, 18, 16, 235});
    for (int i = 0; i < n; i++) {
        const bool chosen = target_chosen(p, &p->menu[i]);
        const bool hot = ui_rect_has(&r[i], a->mx, a->my);
        if (hot || chosen) {
            ui_rect in = {r[i].x + (int)(2 * a->s), r[i].y + (int)(1 * a->s),
                          r[i].w - (int)(4 * a->s), r[i].h - (int)(2 * a->s)};
            gfx_rounded(a->ren, &in, (int)(6 * a->s),
                        hot ? (SDL_Color){70, 64, 56, 255} : (SDL_Color){48, 44, 38, 255});
        }
        const int mark = r[i].h;
        if (chosen)
            gfx_disc(a->ren, r[i].x + pad + mark * .25, r[i].y + r[i].h / 2.0, mark * .16,
                     COL_GOLD);
        ui_rect t = {r[i].x + pad + mark / 2 + (int)(4 * a->s), r[i].y,
                     r[i].w - 2 * pad - mark / 2 - (int)(4 * a->s), r[i].h};
        gfx_text_in(a, FONT_SMALL, labels[i], &t, chosen ? COL_GOLD : COL_TEXT, ALIGN_LEFT);
    }
}

void place_pending(ui_app *a)
{
    ui_play *p = a->play;
    p->pending.x = (int16_t)p->hx;
    p->pending.y = (int16_t)p->hy;
    p->pending.rot = (uint8_t)p->hrot;
    p->pref_rot = p->hrot;
    ui_figs_compute(&p->figs, p->g, &p->pending);
    figs_select(p, ui_figs_default_kind(&p->figs)); /* the follower, where it may stand */
    p->sel_back = -1;
    p->sel_other = false;
    p->nmenu = 0; /* a menu of the tile's last place goes */
    p->hover_back = -1;
    p->phase = ui_figs_any(&p->figs) ? PH_FOLLOWER : PH_CONFIRM;
    /* The tile put down at the edge of the view comes whole into it, with its spots. */
    const int cell[1][2] = {{p->hx, p->hy}};
    cam_follow(a, cell, 1, 0);
    compute_spots(a);
    p->hover_spot = -1;
}
