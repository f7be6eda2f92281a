/*
 * game_events.c: the game screen's events to animations: what the core's events of a turn show on
 * the board (a tile put down, a feature scored, a figure back home, the next player's name) and
 * write in the panel's log, the final scoring a feature at a time, and the view watching the
 * midend for the turns before (play_observer). The rule modules show their own events through
 * their hooks (module_ui.h).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids_ui.h"
#include "app.h"
#include "gfx.h"
#include "i18n.h"
#include "game_screen.h"
#include "session.h"
#include "module.h"
#include "module_ui.h"
#include "text.h"
#include "tileset_io.h"

/* Starts an animation, as long as the chosen speed makes it (none with animations off). */
void add_anim(ui_app *a, ui_anim *an)
{
    ui_play *p = a->play;
    an->dur = ui_anim_ms(a, an->dur);
    if (an->dur == 0)
        return;
    if (p->nanim == UI_ANIM_MAX) {
        memmove(p->anim, p->anim + 1, sizeof p->anim[0] * (UI_ANIM_MAX - 1));
        p->nanim--;
    }
    p->anim[p->nanim++] = *an;
}

bool anim_at(const ui_app *a, const ui_anim *an, double *t, double *sx, double *sy)
{
    *t = (double)(a->now - an->t0) / an->dur;
    if (sx)
        ui_cam_to_screen(&a->play->cam, an->bx, an->by, sx, sy);
    return *t >= 0 && *t <= 1;
}

/* The board point where a follower on feature f of placed tile ti stands. */
void follower_point(ui_app *a, int x, int y, int type, int rot, int f, double *bx, double *by)
{
    double ax, ay;
    ui_art_anchor(&a->art, type, f, rot, &ax, &ay);
    *bx = x + ax;
    *by = y + ay;
}

static void score_anim(ui_app *a, const carc_event *e, uint32_t dur)
{
    ui_play *p = a->play;
    ui_anim an;
    memset(&an, 0, sizeof an);
    an.type = ANIM_SCORE;
    an.t0 = a->now;
    an.dur = dur;
    an.ev = *e;
    an.nseg = carc_game_feature_segments(p->g, e->node, an.seg, UI_ANIM_SEGS);
    if (an.nseg > UI_ANIM_SEGS)
        an.nseg = UI_ANIM_SEGS;
    double sx = 0, sy = 0;
    for (int i = 0; i < an.nseg; i++) {
        sx += an.seg[i].x + .5;
        sy += an.seg[i].y + .5;
    }
    an.bx = an.nseg ? sx / an.nseg : e->x + .5;
    an.by = an.nseg ? sy / an.nseg : e->y + .5;
    add_anim(a, &an);
}

void add_log(ui_play *p, int player, const char *text)
{
    memmove(p->log[1], p->log[0], sizeof p->log[0] * (UI_LOG_LINES - 1));
    memmove(p->log_player + 1, p->log_player, sizeof p->log_player[0] * (UI_LOG_LINES - 1));
    memmove(p->log_node + 1, p->log_node, sizeof p->log_node[0] * (UI_LOG_LINES - 1));
    memmove(p->log_ev + 1, p->log_ev, sizeof p->log_ev[0] * (UI_LOG_LINES - 1));
    snprintf(p->log[0], sizeof p->log[0], "%s", text);
    p->log_player[0] = (int8_t)player;
    p->log_node[0] = UI_LOG_NO_NODE;
    if (p->nlog < UI_LOG_LINES)
        p->nlog++;
}

static void log_score(ui_play *p, int nplayers, const carc_event *e)
{
    for (int i = 0; i < nplayers; i++) {
        if (e->points[i] <= 0)
            continue;
        char line[96];
        /* TRANSLATORS: a line of the panel's log: a player's name, what scored (Road, City,
           Cloister, Field) and the points. */
        snprintf(line, sizeof line, e->final ? _("%s: %s +%d (end)") : _("%s: %s +%d"),
                 play_name(p, i), ui_kind_label(e->kind), e->points[i]);
        add_log(p, i, line);
        p->log_node[0] = e->node; /* the aids outline what scored (aids_ui.c) */
        p->log_ev[0] = *e;
    }
}

/* Turns the events of a turn into animations and bookkeeping of who placed what. */
void take_events(ui_app *a, const carc_events *ev)
{
    ui_play *p = a->play;
    p->final_first = -1;
    int heard = ui_sound_for_turn(ev);
    if (heard >= 0)
        sound(a, heard);
    for (int i = 0; i < ev->count; i++) {
        const carc_event *e = &ev->ev[i];
        ui_anim an;
        memset(&an, 0, sizeof an);
        an.t0 = a->now;
        an.ev = *e;
        switch (e->type) {
        case CARC_EV_PLACE: {
            int ti = carc_game_tile_at(p->g, e->x, e->y);
            if (ti >= 0)
                p->serial[ti] = ++p->nserial;
            an.type = ANIM_PLACE;
            an.dur = PLACE_MS;
            an.bx = e->x;
            an.by = e->y;
            add_anim(a, &an);
            break;
        }
        case CARC_EV_SCORE:
            if (e->final) {
                if (p->final_first < 0)
                    p->final_first = i;
            } else {
                score_anim(a, e, SCORE_MS);
                log_score(p, p->g->nplayers, e);
            }
            break;
        case CARC_EV_RETURN: {
            if (e->final)
                break;
            int ti = carc_game_tile_at(p->g, e->x, e->y);
            an.type = ANIM_RETURN;
            an.dur = RETURN_MS;
            if (ti >= 0)
                follower_point(a, e->x, e->y, p->g->tiles[ti].type, p->g->tiles[ti].rot, e->feature,
                               &an.bx, &an.by);
            add_anim(a, &an);
            break;
        }
        case CARC_EV_DISCARD: {
            add_log(p, -1, _("A tile fitted nowhere: discarded"));
            break;
        }
        case CARC_EV_GAME_OVER:
            if (p->final_first < 0)
                p->final_first = i + 1;
            break;
        default:
            break;
        }
        /* What the modules in play show of it (the final scoring's part step by step later:
           final_next). */
        const bool final_part = p->final_first >= 0 && i >= p->final_first;
        for (int m = 0; m < CARC_MODULES; m++) {
            const ui_module_hooks *h = ui_module_in_play(p->g, m);
            if (h && h->event)
                h->event(a, e, final_part);
        }
    }
}

void note_placer(ui_play *p, const carc_game *g, int player, const carc_events *ev)
{
    for (int i = 0; i < ev->count; i++)
        if (ev->ev[i].type == CARC_EV_PLACE) {
            int ti = carc_game_tile_at(g, ev->ev[i].x, ev->ev[i].y);
            if (ti >= 0) {
                p->placer[ti] = (uint8_t)player;
                p->last_serial[player] = p->serial[ti];
            }
        }
}

/* The module in play that shows event e of the final scoring as a step of its count, or NULL. */
static const ui_module_hooks *final_module(const carc_game *g, const carc_event *e)
{
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(g, m);
        if (h && h->final_points && h->final_show && h->final_points(e))
            return h;
    }
    return NULL;
}

/* Whether event e of the final scoring gives points, one step of its count on the board: a
   feature scored, or what a module counts as one. */
static bool final_points(const carc_game *g, const carc_event *e)
{
    return e->type == CARC_EV_SCORE || final_module(g, e);
}

/* Scores before the final scoring, so the end can count up from them. */
void final_prepare(ui_play *p)
{
    for (int i = 0; i < p->g->nplayers; i++)
        p->shown[i] = p->g->score[i];
    if (p->final_first < 0)
        p->final_first = p->ev.count;
    for (int k = p->final_first; k < p->ev.count; k++)
        if (final_points(p->g, &p->ev.ev[k]))
            for (int i = 0; i < p->g->nplayers; i++)
                p->shown[i] = (int16_t)(p->shown[i] - p->ev.ev[k].points[i]);
}

/* The next player's name, large over the board for a moment: whose turn it is shows from
   across the table. */
void turn_anim(ui_app *a)
{
    ui_play *p = a->play;
    ui_anim an;
    memset(&an, 0, sizeof an);
    an.type = ANIM_TURN;
    an.t0 = a->now;
    an.dur = 1200;
    an.ev.player = p->g->current;
    add_anim(a, &an);
}

static void turn_words(const ui_play *p, const ui_anim *an, char *buf, size_t len)
{
    snprintf(buf, len, _("%s's turn"), play_name(p, an->ev.player));
}

bool turn_anim_size(ui_app *a, const ui_anim *an, int *w, int *h)
{
    ui_play *p = a->play;
    double t;
    if (!anim_at(a, an, &t, NULL, NULL) || an->ev.player >= p->g->nplayers)
        return false;
    char buf[96];
    turn_words(p, an, buf, sizeof buf);
    const ui_rect *v = &p->cam.view;
    *w = gfx_text_w(a, FONT_HUGE, buf) + (int)(60 * a->s);
    if (*w > v->w - (int)(20 * a->s)) /* a long name: the box as wide as the board, cut short */
        *w = v->w - (int)(20 * a->s);
    *h = gfx_font_h(a, FONT_HUGE) + (int)(30 * a->s);
    return true;
}

void draw_turn_anim(ui_app *a, const ui_anim *an, const ui_rect *at)
{
    ui_play *p = a->play;
    double t;
    if (!anim_at(a, an, &t, NULL, NULL) || an->ev.player >= p->g->nplayers)
        return;
    int alpha = (int)(t < .6 ? 235 : 235 * (1 - t) / .4);
    char buf[96];
    turn_words(p, an, buf, sizeof buf);
    int col = play_colour(p, an->ev.player);
    ui_rect box = *at;
    gfx_rounded(a->ren, &box, (int)(14 * a->s), gfx_alpha(ui_player_colour(col), alpha));
    SDL_Color ink = gfx_alpha(ink_on(col), alpha);
    ui_rect in = {box.x + (int)(30 * a->s), box.y, box.w - (int)(60 * a->s), box.h};
    gfx_text_in(a, FONT_HUGE, buf, &in, ink, ALIGN_CENTRE);
}

/* Advances the final scoring by one feature; the end screen after the last. */
void final_next(ui_app *a)
{
    ui_play *p = a->play;
    while (p->final_step < p->ev.count && !final_points(p->g, &p->ev.ev[p->final_step]))
        p->final_step++;
    if (p->final_step >= p->ev.count) {
        for (int i = 0; i < p->g->nplayers; i++)
            p->shown[i] = p->g->score[i];
        p->phase = PH_OVER;
        p->nanim = 0;
        if (ui_top(a) == SCR_GAME)
            ui_push(a, SCR_END);
        sound(a, SND_END);
        return;
    }
    const carc_event *e = &p->ev.ev[p->final_step++];
    sound(a, SND_SCORE);
    for (int i = 0; i < p->g->nplayers; i++)
        p->shown[i] = (int16_t)(p->shown[i] + e->points[i]);
    const ui_module_hooks *h = e->type == CARC_EV_SCORE ? NULL : final_module(p->g, e);
    if (h) {
        h->final_show(a, e);
    } else {
        score_anim(a, e, FINAL_MS);
        log_score(p, p->g->nplayers, e);
    }
    p->final_t = a->now;
}

/* ---- the view watching the midend (play_observer) ---- */

/* The game is rebuilt from its first turn: what the view knew of the turns goes. */
void view_reset(void *ctx, const carc_game *start)
{
    (void)start;
    ui_play *p = ctx;
    p->nserial = 0;
    memset(p->serial, 0, sizeof p->serial);
    memset(p->placer, 0xFF, sizeof p->placer);
    memset(p->last_serial, 0, sizeof p->last_serial);
    p->nlog = 0;
    p->ev.count = 0;
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_hooks_of(m);
        if (h && h->view_reset)
            h->view_reset(p);
    }
}

/* A turn the cursor passed over (a file opened, undo, redo, the replay): which tile it put
   down and by whom, its scores in the panel's "Latest" as if the game had been here, what the
   modules keep of it (the last flight's path), and its events, for the final scoring's count
   when it ended the game. A turn the window's own actions completed was shown as it was
   played. */
void view_turn(void *ctx, int k, int mover, const carc_game *g, const carc_events *ev,
               bool replayed)
{
    (void)k;
    ui_play *p = ctx;
    if (!replayed)
        return;
    for (int i = 0; i < ev->count; i++) {
        const carc_event *e = &ev->ev[i];
        if (e->type == CARC_EV_PLACE) {
            int ti = carc_game_tile_at(g, e->x, e->y);
            if (ti >= 0)
                p->serial[ti] = ++p->nserial;
        } else if (e->type == CARC_EV_SCORE && !e->final) {
            log_score(p, g->nplayers, e);
        }
    }
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(g, m);
        if (h && h->view_turn)
            h->view_turn(p, g, ev);
    }
    note_placer(p, g, mover, ev);
    p->ev = *ev;
}

static carc_turn_observer view_observer = {view_reset, view_turn, NULL};

const carc_turn_observer *play_observer(ui_app *a)
{
    view_observer.ctx = a->play;
    return &view_observer;
}
