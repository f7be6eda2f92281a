/*
 * game_pick.c: the game screen's figure-step picking: the spots of the tile put down for the kind
 * of figure chosen, the figures that may be taken back, the steps of a dragon's flight under the
 * pointer, the tile put down as the pending preview.
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
    double size = fmax(24 * a->s, p->cam.zoom * .27) * (p->sel_kind == CARC_FIG_BIG ? 1.3 : 1.0);
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

/* B: the large follower in the kind selector, or the follower again. A follower already
   chosen on the tile stays chosen, of the other size, where that one may stand too. */
void toggle_big(ui_app *a)
{
    ui_play *p = a->play;
    if (seat_to_move(p) || (p->phase != PH_FOLLOWER && p->phase != PH_CONFIRM))
        return;
    int kind = p->sel_kind == CARC_FIG_BIG ? CARC_FIG_FOLLOWER : CARC_FIG_BIG;
    if (p->figs.nspots[kind] == 0)
        return; /* not in play, none left, or nowhere to stand */
    int feature = p->phase == PH_CONFIRM && p->sel_spot >= 0 && p->sel_spot < p->nspots
                      ? p->spots[p->sel_spot].feature
                      : -1;
    figs_select(p, kind);
    p->sel_big = kind == CARC_FIG_BIG;
    p->sel_back = -1;
    p->sel_other = false;
    p->phase = PH_FOLLOWER;
    for (int i = 0; i < p->nspots && feature >= 0; i++)
        if (p->spots[i].feature == feature) {
            p->sel_spot = i;
            p->phase = PH_CONFIRM;
        }
    compute_spots(a);
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

void place_pending(ui_app *a)
{
    ui_play *p = a->play;
    p->pending.x = (int16_t)p->hx;
    p->pending.y = (int16_t)p->hy;
    p->pending.rot = (uint8_t)p->hrot;
    p->pref_rot = p->hrot;
    ui_figs_compute(&p->figs, p->g, &p->pending);
    figs_select(p, ui_figs_default_kind(&p->figs)); /* the follower, where it may stand */
    p->sel_big = false;
    p->sel_back = -1;
    p->sel_other = false;
    p->hover_back = -1;
    p->phase = ui_figs_any(&p->figs) ? PH_FOLLOWER : PH_CONFIRM;
    /* The tile put down at the edge of the view comes whole into it, with its spots. */
    const int cell[1][2] = {{p->hx, p->hy}};
    cam_follow(a, cell, 1, 0);
    compute_spots(a);
    p->hover_spot = -1;
}
