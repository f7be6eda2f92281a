/*
 * autoplay.c: a player with no person, for tests and screenshots.
 *
 * It plays random legal moves the way a person does, by input events pushed onto SDL's queue:
 * it moves the pointer over a cell, turns the tile with R or the right button until the
 * rotation it drew shows, clicks, clicks a follower spot (having pressed B for the large
 * follower, now and then, when the panel offers it) or presses Space, and confirms with
 * Enter or the Confirm button. So a whole game played this way runs through the same input
 * path, hit tests and camera as a mouse, and its record and scores can be checked against
 * carcassonne-cli. It looks at the UI only as a person looks at the screen: what is
 * highlighted, which rotation shows, where the spots glow. It plays the people's seats only:
 * during a computer player's turn the main loop does not call it.
 */
#include <math.h>
#include <string.h>

#include "app.h"
#include "module.h"
#include "module_ui.h"
#include "rng.h"
#include "synth.h"

static carc_rng rng;
static bool have_target, stopped;
static carc_placement target;
static int spot_choice = -2; /* -2: not decided for this follower step */
static bool fitted;          /* F was pressed to bring the point clicked next into view */
static int confirm_by_button = -1;
static bool key_decided;     /* whether to press a kind's key (B, the large follower) is decided */
static int step_choice = -1; /* the module's step to click, -1: not decided */

void autoplay_init(uint64_t seed)
{
    carc_rng_seed(&rng, seed ^ 0x9E3779B97F4A7C15ull);
    have_target = stopped = false;
    spot_choice = -2;
}

/* Moves the pointer to (x, y) first if it is not there; true when it already was. */
static bool pointer_at(const ui_app *a, double x, double y)
{
    int px = (int)((int)(x / a->ratio) * a->ratio), py = (int)((int)(y / a->ratio) * a->ratio);
    if (a->mx == px && a->my == py)
        return true;
    synth_motion(a, x, y);
    return false;
}

/* Whether the screen point (sx, sy) of the board lies in its view, at least `margin` pixels
   inside. When not, brings it nearer as a person would and returns false: fits the whole board
   (F) first; when that leaves it out (a board larger than the view at the smallest zoom: a long
   game in a small window, where cells at the board's ends stay outside), drags the board toward
   the view's middle, as far as the view less the margin reaches, and again on the next steps if
   needed. */
static bool brought_into_view(ui_app *a, int margin, double sx, double sy)
{
    const ui_rect *v = &a->play->cam.view;
    const ui_rect in = {v->x + margin, v->y + margin, v->w - 2 * margin, v->h - 2 * margin};
    if (ui_rect_has(&in, (int)sx, (int)sy))
        return true;
    if (!fitted) {
        synth_key(SDLK_f, KMOD_NONE);
        fitted = true;
        return false;
    }
    const double mx = v->x + v->w / 2.0, my = v->y + v->h / 2.0;
    /* Dragging from the middle by (dx, dy) moves the board, and the point, by as much. */
    const double dx = fmax(in.x + 1 - mx, fmin(mx - sx, in.x + in.w - 2 - mx));
    const double dy = fmax(in.y + 1 - my, fmin(my - sy, in.y + in.h - 2 - my));
    synth_drag(a, mx, my, mx + dx, my + dy);
    return false;
}

static bool turns_reached(const ui_app *a)
{
    return a->opt.turns >= 0 && a->play && play_turns(a->play) >= a->opt.turns;
}

static bool stop_wanted(const ui_app *a, const char *what)
{
    return a->opt.stop_at && strcmp(a->opt.stop_at, what) == 0 && turns_reached(a);
}

bool autoplay_done(const ui_app *a)
{
    if (stopped)
        return true;
    const ui_play *p = a->play;
    if (!p || ui_top(a) != SCR_GAME)
        return false;
    if (stop_wanted(a, "score")) {
        /* Halfway through the first city scored with points. */
        for (int i = 0; i < p->nanim; i++) {
            const ui_anim *an = &p->anim[i];
            if (an->type != ANIM_SCORE || an->ev.kind != CARC_CITY)
                continue;
            for (int k = 0; k < p->g->nplayers; k++)
                if (an->ev.points[k] > 0 && a->now - an->t0 >= an->dur / 3)
                    return true;
        }
    }
    /* A computer player thinking (long enough for its indicator to turn, unless --ai-pace
       makes the thinking shorter), or showing its move before it is confirmed. */
    if (stop_wanted(a, "think") && play_seat_turn(a) && p->ai_step == AI_THINK &&
        a->now - p->ai_t >= (uint32_t)(a->opt.ai_pace < 400 ? a->opt.ai_pace : 400))
        return true;
    if (stop_wanted(a, "move") && play_seat_turn(a) && p->ai_step == AI_FOLLOWER)
        return true;
    if (stop_wanted(a, "final") && p->phase == PH_FINAL && p->final_step > p->final_first + 2) {
        for (int i = 0; i < p->nanim; i++)
            if (p->anim[i].type == ANIM_SCORE && a->now - p->anim[i].t0 >= p->anim[i].dur / 3)
                return true;
    }
    return false;
}

void autoplay_step(ui_app *a)
{
    int top = ui_top(a);
    if (top == SCR_SETUP) {
        synth_key(SDLK_RETURN, KMOD_NONE);
        return;
    }
    if (top == SCR_MENU || top == SCR_HELP || top == SCR_TILES || top == SCR_RULES) {
        synth_key(SDLK_ESCAPE, KMOD_NONE);
        return;
    }
    ui_play *p = a->play;
    if (play_camera_moving(a))
        return; /* the view glides to what play brings: look once it stops */
    if (top == SCR_END || !p) {
        stopped = true;
        if (a->opt.quit_at_end) {
            SDL_Event q;
            memset(&q, 0, sizeof q);
            q.type = SDL_QUIT;
            SDL_PushEvent(&q);
        }
        return;
    }
    if (stop_wanted(a, "score")) {
        /* Wait for the scoring animation to get going before acting again. */
        for (int i = 0; i < p->nanim; i++)
            if (p->anim[i].type == ANIM_SCORE)
                return;
    }
    switch (p->phase) {
    case PH_PLACE: {
        if (turns_reached(a) && (!a->opt.stop_at || strcmp(a->opt.stop_at, "place") == 0)) {
            stopped = true;
            return;
        }
        if (!have_target || ui_rot_mask(p->legal, p->nlegal, target.x, target.y) == 0) {
            target = p->legal[carc_rng_below(&rng, (uint32_t)p->nlegal)];
            have_target = true;
            fitted = false;
        }
        double sx, sy;
        ui_cam_to_screen(&p->cam, target.x + .5, target.y + .5, &sx, &sy);
        if (!brought_into_view(a, 8, sx, sy))
            return;
        if (!pointer_at(a, sx, sy))
            return;
        if (!p->hover || p->hx != target.x || p->hy != target.y) {
            synth_motion(a, sx + 1, sy); /* nudge: the hover follows motion */
            return;
        }
        if (p->hrot != target.rot) {
            if (carc_rng_below(&rng, 2))
                synth_key(SDLK_r, KMOD_NONE);
            else
                synth_click(a, sx, sy, SDL_BUTTON_RIGHT);
            return;
        }
        synth_click(a, sx, sy, SDL_BUTTON_LEFT);
        have_target = false;
        spot_choice = -2;
        confirm_by_button = -1;
        key_decided = false;
        return;
    }
    case PH_FOLLOWER:
        if (stop_wanted(a, "follower")) {
            stopped = true;
            return;
        }
        if (!key_decided) {
            /* A kind's key (module_ui.h: B, the large follower) chooses it, as the help says: one
               time in three. */
            key_decided = true;
            for (int i = 0; i < p->figs.nkinds; i++) {
                const ui_figure_kind *fk = ui_figure_kind_of(p->figs.kinds[i]);
                if (fk && fk->key && p->sel_kind != fk->kind && p->figs.nspots[fk->kind] > 0 &&
                    carc_rng_below(&rng, 3) == 0) {
                    synth_key(fk->key, KMOD_NONE);
                    return;
                }
            }
        }
        if (spot_choice == -2 && p->figs.nkinds > 1 && carc_rng_below(&rng, 100) < 30) {
            /* Another kind of figure first, with Tab, as a person would choose it. */
            synth_key(SDLK_TAB, KMOD_NONE);
            return;
        }
        /* The modules' choices (module_ui.h's target). */
        static double other[UI_MAX_ELSEWHERE + UI_MAX_OTHER][2];
        int nother = 0;
        for (int m = 0; m < CARC_MODULES; m++) {
            const ui_module_hooks *h = ui_module_in_play(p->g, m);
            if (h && h->target_points)
                nother +=
                    h->target_points(a, other + nother, UI_MAX_ELSEWHERE + UI_MAX_OTHER - nother);
        }
        const int nchoice = p->nspot_px + p->figs.nback + nother;
        if (spot_choice == -2) {
            spot_choice = nchoice > 0 && carc_rng_below(&rng, 100) < 60
                              ? (int)carc_rng_below(&rng, (uint32_t)nchoice)
                              : -1;
            fitted = false;
        }
        if (spot_choice < 0 || spot_choice >= nchoice) {
            synth_key(SDLK_SPACE, KMOD_NONE);
            return;
        }
        /* A spot on the tile, a figure taken back (a module's may_take_back) or a module's own
           choice (its target): a click on it, brought into view when it lies outside. */
        const int k = spot_choice - p->nspot_px;
        const double *at = k < 0               ? p->spot_px[spot_choice]
                           : k < p->figs.nback ? p->back_px[k]
                                               : other[k - p->figs.nback];
        if (!brought_into_view(a, 4, at[0], at[1]) || !pointer_at(a, at[0], at[1]))
            return;
        synth_click(a, at[0], at[1], SDL_BUTTON_LEFT);
        return;
    case PH_CONFIRM: {
        if (confirm_by_button < 0)
            confirm_by_button = (int)carc_rng_below(&rng, 2);
        if (!confirm_by_button) {
            synth_key(SDLK_RETURN, KMOD_NONE);
            return;
        }
        const ui_rect *b = &a->lay.button[2];
        double bx = b->x + b->w / 2.0, by = b->y + b->h / 2.0;
        if (pointer_at(a, bx, by))
            synth_click(a, bx, by, SDL_BUTTON_LEFT);
        return;
    }
    case PH_STEP: {
        /* A step of a module's phase (its step hooks): a click on one of its cells, brought
           into view when it lies outside (brought_into_view). */
        if (p->nsteps == 0)
            return;
        const ui_module_hooks *h = ui_step_module(p->g);
        if (h && h->stop_at && stop_wanted(a, h->stop_at) && h->steps_taken(p->g) >= 2) {
            stopped = true; /* the phase under way, two steps taken */
            return;
        }
        if (step_choice < 0 || step_choice >= p->nsteps) {
            step_choice = (int)carc_rng_below(&rng, (uint32_t)p->nsteps);
            fitted = false;
        }
        int cx, cy;
        double sx, sy;
        ui_step_cell(p->g, &p->steps[step_choice], &cx, &cy);
        ui_cam_to_screen(&p->cam, cx + .5, cy + .5, &sx, &sy);
        if (!brought_into_view(a, 0, sx, sy) || !pointer_at(a, sx, sy))
            return;
        synth_click(a, sx, sy, SDL_BUTTON_LEFT);
        step_choice = -1;
        return;
    }
    case PH_DISCARD:
    case PH_FINAL:
        if (p->phase == PH_FINAL && stop_wanted(a, "final"))
            return; /* let the final scoring play at its own pace until autoplay_done */
        synth_key(SDLK_RETURN, KMOD_NONE);
        return;
    default:
        return;
    }
}
