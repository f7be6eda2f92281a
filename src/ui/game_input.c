/*
 * game_input.c: the game screen's input and camera: the turn buttons, the clicks on the board,
 * keys, the wheel's zoom and the drag, and the layout of the button row.
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

/* ---- the button row ---- */

void buttons_for(const ui_play *p, int b[3])
{
    b[0] = b[1] = b[2] = BTN_NONE;
    if (seat_to_move(p)) {
        /* People watch: only what moves the view or opens the menu. */
        b[1] = BTN_FIT;
        b[2] = BTN_MENU;
        return;
    }
    switch (p->phase) {
    case PH_PLACE:
        b[0] = BTN_TURN;
        b[1] = BTN_FIT;
        b[2] = BTN_MENU;
        break;
    case PH_FOLLOWER: {
        /* A follower of any size (a kind with no sprite of its own), or another figure. */
        const ui_figure_kind *fk = ui_figure_kind_of(p->sel_kind);
        b[0] = BTN_BACK;
        b[1] = fk && fk->sprite ? BTN_SKIP_FIGURE : BTN_SKIP;
        b[2] = BTN_CONFIRM;
        break;
    }
    case PH_CONFIRM:
        b[0] = BTN_BACK;
        b[1] = BTN_FIT;
        b[2] = BTN_CONFIRM;
        break;
    case PH_DISCARD:
        b[1] = BTN_FIT;
        b[2] = BTN_DISCARD;
        break;
    case PH_STEP:
        b[1] = BTN_FIT;
        b[2] = BTN_MENU;
        break;
    case PH_FINAL:
        b[1] = BTN_RESULTS;
        b[2] = BTN_NEXT;
        break;
    default:
        b[2] = BTN_RESULTS;
        break;
    }
}

const char *button_label(int b)
{
    switch (b) {
    case BTN_TURN:
        return _("Turn (R)");
    case BTN_FIT:
        return _("Fit (F)");
    case BTN_MENU:
        return _("Menu");
    case BTN_BACK:
        return _("Take back");
    case BTN_SKIP:
        return _("No follower");
    case BTN_SKIP_FIGURE:
        /* TRANSLATORS: the button that places no figure when the abbot, the builder or the
           pig is chosen (short: a third of the panel's width). */
        return _("No figure");
    case BTN_CONFIRM:
        return _("Confirm");
    case BTN_DISCARD:
        return _("Discard");
    case BTN_NEXT:
        return _("Next");
    case BTN_RESULTS:
        return _("Results");
    default:
        return "";
    }
}

/* Space and Enter: the next step of the turn (a person's: a computer player takes its own). */
static void advance(ui_app *a)
{
    ui_play *p = a->play;
    if (seat_to_move(p))
        return;
    switch (p->phase) {
    case PH_FOLLOWER:
        p->sel_spot = -1;
        p->sel_back = -1;
        p->sel_other = false;
        p->phase = PH_CONFIRM;
        break;
    case PH_CONFIRM:
        commit_turn(a);
        break;
    case PH_DISCARD:
        discard_tile(a);
        break;
    case PH_FINAL:
        final_next(a);
        break;
    case PH_OVER:
        if (ui_top(a) == SCR_GAME)
            ui_push(a, SCR_END);
        break;
    default:
        break;
    }
}

static void press_button(ui_app *a, int b)
{
    ui_play *p = a->play;
    switch (b) {
    case BTN_TURN:
        rotate(a, 1);
        break;
    case BTN_FIT:
        cam_stop(p);
        cam_fit(a, 128);
        update_hover(a);
        compute_spots(a);
        break;
    case BTN_MENU:
        ui_push(a, SCR_MENU);
        break;
    case BTN_BACK:
        play_take_back(a);
        break;
    case BTN_SKIP:
    case BTN_SKIP_FIGURE:
        p->sel_spot = -1;
        p->sel_back = -1;
        p->sel_other = false;
        p->phase = PH_CONFIRM;
        break;
    case BTN_CONFIRM:
        if (p->phase == PH_CONFIRM)
            commit_turn(a);
        else
            advance(a);
        break;
    case BTN_DISCARD:
        discard_tile(a);
        break;
    case BTN_NEXT:
        final_next(a);
        break;
    case BTN_RESULTS:
        while (p->phase == PH_FINAL)
            final_next(a);
        if (ui_top(a) == SCR_GAME)
            ui_push(a, SCR_END);
        break;
    default:
        break;
    }
}

/* The turn buttons as wide as the longest label each of the three places shows in some phase
   (buttons_for), in the language shown, so that none is cut short while there is room; the
   places stay put from phase to phase. */
static void layout_buttons(ui_app *a)
{
    static const int shown[3][5] = {{BTN_TURN, BTN_BACK, BTN_NONE},
                                    {BTN_FIT, BTN_SKIP, BTN_SKIP_FIGURE, BTN_RESULTS, BTN_NONE},
                                    {BTN_MENU, BTN_CONFIRM, BTN_DISCARD, BTN_NEXT, BTN_RESULTS}};
    ui_rect *b = a->lay.button;
    const int gap = b[1].x - (b[0].x + b[0].w), row = b[2].x + b[2].w - b[0].x;
    int need[3], w[3];
    for (int i = 0; i < 3; i++) {
        need[i] = 0;
        for (int k = 0; k < 5 && shown[i][k] != BTN_NONE; k++) {
            /* gfx_button keeps the label clear of its rounded ends, 8 at scale 1 each. */
            int tw = gfx_text_w(a, FONT_BOLD, button_label(shown[i][k])) + (int)(22 * a->s);
            need[i] = tw > need[i] ? tw : need[i];
        }
    }
    ui_fit_columns(row - 2 * gap, 3, need, need[0], w);
    for (int i = 0, x = b[0].x; i < 3; x += w[i] + gap, i++) {
        b[i].x = x;
        b[i].w = w[i];
    }
}

void play_relayout(ui_app *a)
{
    int rows_w, rows_h;
    play_rows_need(a, &rows_w, &rows_h);
    ui_layout_game(a->w, a->h, a->s, rows_w, rows_h, &a->lay);
    int top = 0;
    ui_layout_scroll(&a->lay, a->play ? &a->play->panel_top : &top);
    layout_buttons(a);
    if (!a->play)
        return;
    ui_camera *c = &a->play->cam;
    int fr = (int)(6 * a->s);
    ui_rect v = {a->lay.board.x + fr, a->lay.board.y + fr, a->lay.board.w - 2 * fr,
                 a->lay.board.h - 2 * fr};
    if (c->zoom <= 0)
        c->zoom = 100;
    c->view = v;
}

/* ---- the view following play ---- */

#define GLIDE_MS 450 /* a glide of the view at the normal animation speed */

void cam_stop(ui_play *p)
{
    p->glide = GLIDE_NONE;
}

/* Whether the pointer rests on the board: a glide then waits for it to move, so that the cell
   a player is about to click never slides away under it. */
static bool pointer_on_board(const ui_app *a)
{
    return ui_rect_has(&a->play->cam.view, a->mx, a->my) && !a->opt.autoplay;
}

void cam_follow(ui_app *a, const int (*cells)[2], int n, double foot)
{
    ui_play *p = a->play;
    if (!a->cfg.follow || p->drag || n <= 0)
        return;
    /* From where the view is going, when it glides already. */
    ui_camera c = p->glide != GLIDE_NONE ? p->cam_to : p->cam;
    c.view = p->cam.view;
    ui_camera in = c; /* the view above the foot kept clear */
    in.view.h -= (int)foot;
    in.cy -= foot / 2.0 / c.zoom;
    if (!ui_cam_follow(&in, cells, n, .3))
        return;
    /* Not kept on the board's placed tiles (ui_cam_keep_on_board): a tile being put down, a
       cell where the tile fits, lies beside them. */
    c.cx = in.cx;
    c.cy = in.cy + foot / 2.0 / c.zoom;
    p->cam_to = c;
    p->glide = pointer_on_board(a) ? GLIDE_WAITS : GLIDE_READY;
}

/* The glide's next frame; true while the view moves. */
static bool cam_glide_step(ui_app *a)
{
    ui_play *p = a->play;
    if (!a->cfg.follow)
        p->glide = GLIDE_NONE; /* the settings have just turned the following off */
    if (p->glide == GLIDE_NONE || p->glide == GLIDE_WAITS)
        return false;
    if (p->glide == GLIDE_READY) {
        /* From wherever the view is now (undo and redo put it back where the player had it
           after the turn was rebuilt). */
        p->cam_from = p->cam;
        p->glide_t0 = a->now;
        p->glide = GLIDE_MOVES;
    }
    const uint32_t ms = ui_anim_ms(a, GLIDE_MS);
    const double t = ms ? (double)(a->now - p->glide_t0) / ms : 1;
    const ui_rect view = p->cam.view;
    p->cam = ui_cam_glide(&p->cam_from, &p->cam_to, t);
    p->cam.view = view;
    if (t >= 1)
        p->glide = GLIDE_NONE;
    update_hover(a);
    a->dirty = true;
    return p->glide != GLIDE_NONE;
}

bool play_camera_moving(const ui_app *a)
{
    return a->play && (a->play->glide == GLIDE_READY || a->play->glide == GLIDE_MOVES);
}

void play_camera_settle(ui_app *a)
{
    ui_play *p = a->play;
    if (!p || p->glide == GLIDE_NONE)
        return;
    const ui_rect view = p->cam.view;
    p->cam = p->cam_to;
    p->cam.view = view;
    p->glide = GLIDE_NONE;
    update_hover(a);
    a->dirty = true;
}

/* ---- input ---- */

/* A click on a marked figure or a module's mark in the figure step: chooses what it offers
   (taking the figure back, a module's choice there); clicking again goes to its next offer,
   and after the last leaves it. Where it offers several, a menu at the figure lists them in
   words (game_pick.c), and a click on one of its rows chooses that one. False when nothing
   there is offered. */
static bool choose_target(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    carc_action c[UI_MENU_MAX];
    int b = back_at(a, x, y), n = 0;
    if (b >= 0)
        c[n++] = (carc_action){.type = CARC_ACT_RETURN, .figure = p->figs.back[b]};
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        if (h && h->targets_at)
            n += h->targets_at(a, x, y, c + n, UI_MENU_MAX - n);
    }
    if (n == 0)
        return false;
    int next = 0;
    for (int i = 0; i < n; i++)
        if (target_chosen(p, &c[i]))
            next = i + 1;
    p->sel_spot = -1;
    p->sel_back = -1;
    p->sel_other = false;
    p->phase = PH_FOLLOWER;
    p->nmenu = n;
    memcpy(p->menu, c, sizeof c[0] * (size_t)n);
    p->menu_x = x;
    p->menu_y = y;
    if (next < n)
        choose_target_action(p, &c[next]);
    return true;
}

static void click_board(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    if (seat_to_move(p))
        return;
    switch (p->phase) {
    case PH_PLACE:
        update_hover(a);
        if (p->hover)
            place_pending(a);
        else if (p->why[0])
            set_msg(a, p->why);
        break;
    case PH_FOLLOWER: {
        const int row = menu_at(a, x, y);
        if (row >= 0) { /* a row of the menu at a figure */
            choose_target_action(p, &p->menu[row]);
            break;
        }
        compute_spots(a);
        int k = ui_hit_point((const double(*)[2])p->spot_px, p->nspot_px, x, y, spot_reach(a));
        if (k >= 0) {
            p->sel_spot = k;
            p->sel_back = -1;
            p->sel_other = false;
            p->phase = PH_CONFIRM;
            break;
        }
        choose_target(a, x, y);
        break;
    }
    case PH_CONFIRM: {
        const int row = menu_at(a, x, y);
        if (row >= 0) {
            choose_target_action(p, &p->menu[row]);
            break;
        }
        /* Only the follower chosen answers a click, lifting it to choose again: a click
           elsewhere on the tile confirms, and never moves the follower to another spot. */
        compute_spots(a);
        int k = p->sel_spot;
        if (k >= 0 && k < p->nspot_px &&
            ui_hit_point((const double(*)[2])p->spot_px + k, 1, x, y, spot_reach(a)) == 0) {
            p->sel_spot = -1;
            p->phase = PH_FOLLOWER;
            break;
        }
        if (choose_target(a, x, y))
            break;
        int cx, cy;
        ui_cam_cell_at(&p->cam, x, y, &cx, &cy);
        if (cx == p->pending.x && cy == p->pending.y)
            commit_turn(a);
        break;
    }
    case PH_STEP:
        play_step(a, step_at(a, x, y));
        break;
    case PH_FINAL:
        final_next(a);
        break;
    default:
        break;
    }
}

static void zoom_by(ui_app *a, double sx, double sy, double f)
{
    ui_play *p = a->play;
    cam_stop(p);
    ui_cam_zoom_at(&p->cam, sx, sy, f);
    ui_cam_keep_on_board(&p->cam, p->g);
    update_hover(a);
    compute_spots(a);
}

/* Follows the mouse while the board is held: a drag starts once it has moved a few pixels
   (or at once with the middle button), and then pans the board. */
static void drag_to_mouse(ui_app *a)
{
    ui_play *p = a->play;
    int dx = a->mx - p->last_x, dy = a->my - p->last_y;
    if (abs(a->mx - p->press_x) + abs(a->my - p->press_y) > 6 * a->s)
        p->dragged = true;
    if (p->dragged) {
        cam_stop(p);
        ui_cam_pan(&p->cam, dx, dy);
        ui_cam_keep_on_board(&p->cam, p->g);
        compute_spots(a);
    }
    p->last_x = a->mx;
    p->last_y = a->my;
}

static void hold_board(ui_app *a, bool middle)
{
    ui_play *p = a->play;
    p->drag = true;
    p->dragged = middle;
    p->press_x = p->last_x = a->mx;
    p->press_y = p->last_y = a->my;
}

bool play_drag_event(ui_app *a, const SDL_Event *e, const ui_rect *except)
{
    ui_play *p = a->play;
    switch (e->type) {
    case SDL_MOUSEBUTTONDOWN:
        if ((e->button.button != SDL_BUTTON_LEFT && e->button.button != SDL_BUTTON_MIDDLE) ||
            !ui_rect_has(&p->cam.view, a->mx, a->my) || ui_rect_has(except, a->mx, a->my))
            return false;
        hold_board(a, e->button.button == SDL_BUTTON_MIDDLE);
        return true;
    case SDL_MOUSEMOTION:
        if (!p->drag)
            return false;
        drag_to_mouse(a);
        return true;
    case SDL_MOUSEBUTTONUP:
        if (!p->drag ||
            (e->button.button != SDL_BUTTON_LEFT && e->button.button != SDL_BUTTON_MIDDLE))
            return false;
        p->drag = false;
        return true;
    default:
        return false;
    }
}

void play_event(ui_app *a, const SDL_Event *e)
{
    ui_play *p = a->play;
    ui_layout *l = &a->lay;
    if (session_board_buttons_event(a, e)) /* session.c: undo and redo */
        return;
    if (aids_event(a, e)) /* aids_ui.c: the keys of the aids; the card follows the pointer */
        return;
    switch (e->type) {
    case SDL_MOUSEMOTION:
        if (p->glide == GLIDE_WAITS)
            p->glide = GLIDE_READY; /* the pointer no longer rests: the view may go */
        if (p->drag)
            drag_to_mouse(a);
        update_hover(a);
        if (p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) {
            p->hover_spot = p->phase == PH_FOLLOWER
                                ? ui_hit_point((const double(*)[2])p->spot_px, p->nspot_px, a->mx,
                                               a->my, spot_reach(a))
                                : -1;
            p->hover_back = p->hover_spot < 0 ? back_at(a, a->mx, a->my) : -1;
        }
        if (p->phase == PH_STEP && !seat_to_move(p))
            p->hover_step = step_at(a, a->mx, a->my);
        a->dirty = true;
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button == SDL_BUTTON_LEFT || e->button.button == SDL_BUTTON_MIDDLE) {
            if (ui_rect_has(&p->cam.view, a->mx, a->my))
                hold_board(a, e->button.button == SDL_BUTTON_MIDDLE);
        } else if (e->button.button == SDL_BUTTON_RIGHT) {
            rotate(a, 1);
        }
        a->dirty = true;
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT) {
            bool was_drag = p->drag && p->dragged;
            bool on_board = p->drag;
            p->drag = false;
            if (!was_drag && on_board) {
                click_board(a, a->mx, a->my);
            } else if (!on_board && figs_selector_click(a, a->mx, a->my)) {
                compute_spots(a);
            } else if (!on_board) {
                int b[3];
                buttons_for(p, b);
                for (int i = 0; i < 3; i++)
                    if (b[i] != BTN_NONE && ui_rect_has(&l->button[i], a->mx, a->my))
                        press_button(a, b[i]);
                if (ui_rect_has(&l->hand, a->mx, a->my))
                    rotate(a, 1);
            }
        } else if (e->button.button == SDL_BUTTON_MIDDLE) {
            p->drag = false;
        }
        a->dirty = true;
        break;
    case SDL_MOUSEWHEEL: {
        float wy = e->wheel.preciseY;
        if (wy == 0)
            break;
        if (SDL_GetModState() & (KMOD_CTRL | KMOD_SHIFT | KMOD_ALT))
            rotate(a, wy > 0 ? -1 : 1);
        else if (a->lay.scroll.w && ui_rect_has(&a->lay.scroll, a->mx, a->my)) {
            p->panel_top -= (int)(wy * 40 * a->s); /* the players' rows and the log scroll */
            play_relayout(a);
        } else if (ui_rect_has(&p->cam.view, a->mx, a->my))
            zoom_by(a, a->mx, a->my, pow(1.15, wy));
        a->dirty = true;
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = e->key.keysym.sym;
        double step = 80 * a->s;
        double cx = p->cam.view.x + p->cam.view.w / 2.0, cy = p->cam.view.y + p->cam.view.h / 2.0;
        if (k == SDLK_LEFT || k == SDLK_a || k == SDLK_RIGHT || k == SDLK_d || k == SDLK_UP ||
            k == SDLK_w || k == SDLK_DOWN || k == SDLK_s)
            cam_stop(p); /* the player moves the view */
        switch (k) {
        case SDLK_LEFT:
        case SDLK_a:
            ui_cam_pan(&p->cam, step, 0);
            break;
        case SDLK_RIGHT:
        case SDLK_d:
            ui_cam_pan(&p->cam, -step, 0);
            break;
        case SDLK_UP:
        case SDLK_w:
            ui_cam_pan(&p->cam, 0, step);
            break;
        case SDLK_DOWN:
        case SDLK_s:
            ui_cam_pan(&p->cam, 0, -step);
            break;
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS:
            zoom_by(a, cx, cy, 1.25);
            break;
        case SDLK_MINUS:
        case SDLK_KP_MINUS:
            zoom_by(a, cx, cy, 0.8);
            break;
        case SDLK_f:
        case SDLK_HOME:
            press_button(a, BTN_FIT);
            break;
        case SDLK_r:
            rotate(a, (SDL_GetModState() & KMOD_SHIFT) ? -1 : 1);
            break;
        case SDLK_SPACE:
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            advance(a);
            break;
        case SDLK_BACKSPACE:
        case SDLK_u:
            play_take_back(a);
            break;
        case SDLK_g:
            p->grid = a->cfg.grid = !p->grid;
            ui_prefs_save(a); /* the next game starts with the grid as it is now */
            break;
        case SDLK_TAB:
            /* In the figure step Tab goes through the kinds of figure (Shift: backwards). */
            if ((p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) && !seat_to_move(p) &&
                p->figs.nkinds > 1) {
                figs_select(p, ui_figs_next_kind(&p->figs, p->sel_kind,
                                                 (SDL_GetModState() & KMOD_SHIFT) ? -1 : 1));
                p->sel_back = -1;
                p->sel_other = false;
                p->phase = PH_FOLLOWER;
                break;
            }
            ui_push(a, SCR_TILES);
            break;
        case SDLK_t:
            ui_push(a, SCR_TILES);
            break;
        case SDLK_h:
        case SDLK_F1:
            ui_push(a, SCR_HELP);
            break;
        case SDLK_ESCAPE:
            ui_push(a, SCR_MENU);
            break;
        default:
            if (!choose_kind_by_key(a, (int)k))
                return;
            break;
        }
        ui_cam_keep_on_board(&p->cam, p->g);
        update_hover(a);
        compute_spots(a);
        a->dirty = true;
        break;
    }
    default:
        break;
    }
}

bool play_update(ui_app *a)
{
    ui_play *p = a->play;
    if (!p)
        return false;
    ai_update(a);
    const bool gliding = cam_glide_step(a);
    int n = 0;
    for (int i = 0; i < p->nanim; i++)
        if (a->now - p->anim[i].t0 < p->anim[i].dur)
            p->anim[n++] = p->anim[i];
    p->nanim = n;
    if (p->phase == PH_FINAL &&
        (p->final_t == 0 || a->now - p->final_t >= ui_anim_ms(a, FINAL_MS))) {
        final_next(a);
        a->dirty = true;
    }
    /* A message stays until the player acts after it has been read a while. */
    if (p->msg[0] && a->now - p->msg_t > 6000 && p->phase != PH_DISCARD) {
        p->msg[0] = 0;
        a->dirty = true;
    }
    const bool hinting = aids_update(a);
    return p->nanim > 0 || p->phase == PH_FINAL || ai_fly(a) < 1 || hinting || gliding;
}
