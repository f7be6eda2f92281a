/*
 * game_ai.c: the game screen's computer players: their seats in the midend, and the pace at which
 * the window shows a computer's answer (its thinking, its tile, its figure, its step of a flight)
 * before handing it back to the midend.
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
#include "text.h"
#include "tileset_io.h"

/* ---- computer players ---- */

/* The seed of the computer players' searches: the game's own, so that a game played again
   from its record (or the same turn after an undo) gives the same moves. The search mixes in
   the turn itself (docs/ai.md). A record without a seed is named by its deck instead, which
   the midend writes out in full when it opens the record. */
static uint64_t ai_seed(const ui_play *p)
{
    if (p->rec->has_seed)
        return p->rec->seed;
    uint64_t h = 1469598103934665603ull; /* FNV-1a over the deck's tile ids */
    for (int i = 0; i < p->rec->ndeck; i++)
        for (const char *c = p->rec->deck[i]; *c; c++) {
            h ^= (unsigned char)*c;
            h *= 1099511628211ull;
        }
    return h;
}

void play_seat(ui_app *a)
{
    ui_play *p = a->play;
    const carc_record *r = p->rec;
    for (int i = 0; i < r->nplayers; i++) {
        const carc_seat *now = p->mid->seat[i];
        if (now && now->kind != CARC_SEAT_PERSON && now->kind != CARC_SEAT_COMPUTER)
            continue; /* a script's or another machine's: whoever seated it keeps it */
        /* A level this window does not know (a tool's "random") is played by a person. */
        const int level = r->players[i].ai[0] ? carc_ai_level_parse(r->players[i].ai) : -1;
        carc_seat *seat = NULL;
        if (level >= 0) {
            carc_ai_config cfg = carc_ai_default_config((carc_ai_level)level, ai_seed(p));
            cfg.think = a->setup.think;
            cfg.cap_s = a->opt.ai_cap;
            seat = carc_seat_computer(&cfg, false, NULL, &p->ai_stats);
        }
        carc_midend_set_seat(p->mid, i, seat); /* NULL: a person (or no memory: played by one) */
    }
}

void play_ai_stop(ui_app *a)
{
    aids_reset(a); /* the hint's search too */
    ui_play *p = a->play;
    if (!p || !p->mid)
        return;
    carc_midend_drop(p->mid); /* the computer seat's search */
    if (p->ai_step == AI_TILE || p->ai_step == AI_FOLLOWER) {
        p->phase = PH_PLACE; /* the move shown was never played */
        p->sel_spot = -1;
        p->sel_other = false;
    }
    if (p->ai_step == AI_STEP)
        p->hover_step = -1; /* the step shown was never taken */
    p->ai_step = AI_IDLE;
}

/* How long the step under way is shown at least. A turn without a follower spends less time
   showing that there is none. */
static uint32_t ai_step_ms(const ui_app *a)
{
    const ui_play *p = a->play;
    uint32_t pace = (uint32_t)a->opt.ai_pace;
    return p->ai_step == AI_FOLLOWER && p->sel_spot < 0 ? pace / 2 : pace;
}

int play_wait_ms(const ui_app *a)
{
    const ui_play *p = a->play;
    if (!seat_to_move(p) || ui_top(a) != SCR_GAME)
        return -1;
    uint32_t since = a->now - p->ai_t, dur = ai_step_ms(a);
    if (p->ai_step == AI_IDLE)
        return 0;
    if (p->ai_step == AI_THINK) {
        /* The next frame of the indicator, and once the shortest thinking time is over, the
           next look at the search. */
        uint32_t next = AI_FRAME_MS - since % AI_FRAME_MS;
        uint32_t poll = dur < AI_POLL_MS ? 1 : AI_POLL_MS; /* unpaced (tests): look often */
        uint32_t check = since >= dur ? poll : dur - since;
        return (int)(check < next ? check : next);
    }
    return since >= dur ? 0 : (int)(dur - since);
}

/* How far a computer's tile has flown from the tile in hand in the panel to its cell: 0 as it
   leaves, 1 once it is there (at once when unpaced). */
double ai_fly(const ui_app *a)
{
    const ui_play *p = a->play;
    uint32_t dur = (uint32_t)a->opt.ai_pace / 2;
    if (dur > ui_anim_ms(a, AI_FLY_MS))
        dur = ui_anim_ms(a, AI_FLY_MS);
    if (!seat_to_move(p) || p->ai_step != AI_TILE || dur == 0)
        return 1;
    uint32_t since = a->now - p->ai_t;
    return since >= dur ? 1 : (double)since / dur;
}

/* Brings the cells the computer plays on into view when they lie outside, or under the note at
   the foot of the board that says what the computer does (draw_computer_note). */
static void ai_show_cells(ui_app *a, const int (*cells)[2], int n)
{
    cam_follow(a, cells, n, gfx_font_h(a, FONT_BOLD) + 48 * a->s);
}

/* The search is over: its decision (carc_ai_act: a placement and the figure step, or the
   discard, or a step of a module's phase of steps) is put down as a person's would be, tile first.
 */
static void ai_show_move(ui_app *a, int count, const carc_action act[2], const carc_ai_stats *st)
{
    ui_play *p = a->play;
    if (st->capped)
        SDL_Log("computer player: search stopped by its time cap after %.3f s", st->seconds);
    if (count == 1 && act[0].type == CARC_ACT_DISCARD) {
        p->ai_step = AI_DISCARD; /* shown for a moment, then discarded (ai_update) */
        p->ai_t = a->now;
        return;
    }
    if (p->phase == PH_STEP) {
        /* Its step of the flight: shown on its cell for a moment, then taken (the first open
           step should the search have none). */
        p->hover_step = 0;
        for (int i = 0; i < p->nsteps && count == 1; i++)
            if (p->steps[i].type == act[0].type && p->steps[i].feature == act[0].feature)
                p->hover_step = i;
        p->ai_step = AI_STEP;
        p->ai_t = a->now;
        return;
    }
    carc_reason why = {0};
    if (count == 2)
        p->ai_move = (carc_move){act[0].at, act[1]};
    if (count != 2 || carc_game_check_move_why(p->g, &p->ai_move, &why) != CARC_OK) {
        /* Only when memory ran out: any fitting placement keeps the game going. */
        char said[192] = "out of memory";
        if (count == 2)
            carc_reason_english(&why, said, sizeof said);
        SDL_Log("computer player: no move from the search (%s); the first fitting placement "
                "is played",
                said);
        p->ai_move = carc_move_tile(p->legal[0]);
    }
    int keep = p->pref_rot; /* the person's preferred rotation is theirs */
    p->hx = p->ai_move.at.x;
    p->hy = p->ai_move.at.y;
    p->hrot = p->ai_move.at.rot;
    place_pending(a);
    p->pref_rot = keep;
    const int cell[1][2] = {{p->hx, p->hy}};
    ai_show_cells(a, cell, 1);
    compute_spots(a);
    p->ai_step = AI_TILE;
    p->ai_t = a->now;
}

/* Drives the computer player to move through its steps: think (on the worker thread), show
   the tile at its cell, then its follower, then confirm through the same commit_turn as a
   person's turn, so the record, the autosave and the scoring animations are the same. */
void ai_update(ui_app *a)
{
    ui_play *p = a->play;
    if (!seat_to_move(p) || ui_top(a) != SCR_GAME)
        return; /* an overlay is open: the search may go on, the move waits to be shown */
    uint32_t since = a->now - p->ai_t;
    if (p->ai_step != AI_IDLE && since < ai_step_ms(a)) {
        if (p->ai_step == AI_THINK && since / AI_FRAME_MS != p->ai_frame) {
            p->ai_frame = since / AI_FRAME_MS;
            a->dirty = true;
        }
        return;
    }
    int count = -1;
    carc_action acts[2];
    switch (p->ai_step) {
    case AI_IDLE:
        /* The seat is told the decision is its own: its search starts on its worker thread
           (or, with no thread to be had, runs here and the window waits for it). */
        p->ai_t = a->now;
        p->ai_frame = 0;
        p->ai_step = AI_THINK;
        count = carc_midend_poll(p->mid, acts);
        if (count != 0)
            ai_show_move(a, count, acts, &p->ai_stats);
        break;
    case AI_THINK:
        count = carc_midend_poll(p->mid, acts);
        if (count == 0) {
            uint32_t frame = since / AI_FRAME_MS;
            if (frame != p->ai_frame) {
                p->ai_frame = frame;
                a->dirty = true;
            }
            return;
        }
        ai_show_move(a, count, acts, &p->ai_stats);
        break;
    case AI_TILE: {
        const carc_action *step = &p->ai_move.step;
        const unsigned feature = carc_move_feature(&p->ai_move);
        figs_select(p, feature != CARC_NONE ? step->figure : p->sel_kind);
        p->sel_back = step->type == CARC_ACT_RETURN ? step->figure : -1;
        /* A module's choice (module_ui.h): anything but a figure on the tile placed, a
           take-back or nothing. */
        p->sel_other = step->type != CARC_ACT_PASS && step->type != CARC_ACT_RETURN &&
                       !(step->type == CARC_ACT_FIGURE && !step->elsewhere);
        p->other = *step;
        if (p->sel_other) { /* the figure the choice is about, or the spot elsewhere */
            const carc_figure *f = carc_game_figure_by_id(p->g, step->figure);
            const carc_placed *t = f ? &p->g->tiles[carc_game_figure_tile(p->g, f)] : NULL;
            int cells[2][2] = {{p->pending.x, p->pending.y},
                               {step->type == CARC_ACT_FIGURE ? step->at.x
                                : t                           ? t->x
                                                              : p->pending.x,
                                step->type == CARC_ACT_FIGURE ? step->at.y
                                : t                           ? t->y
                                                              : p->pending.y}};
            ai_show_cells(a, (const int(*)[2])cells, 2);
        }
        for (int i = 0; i < p->nspots && !p->sel_other; i++)
            if (feature != CARC_NONE && p->spots[i].feature == feature)
                p->sel_spot = i;
        p->phase = PH_CONFIRM;
        p->ai_step = AI_FOLLOWER;
        p->ai_t = a->now;
        break;
    }
    case AI_FOLLOWER:
        commit_turn(a); /* begins the next turn: ai_step is AI_IDLE again */
        break;
    case AI_STEP:
        play_step(a, p->hover_step); /* the next step, or the next turn: AI_IDLE again */
        break;
    default:
        discard_tile(a);
        break;
    }
    a->dirty = true;
}

uint64_t play_ai_seed(const ui_play *p)
{
    return ai_seed(p);
}
