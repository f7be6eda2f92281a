/*
 * screen_game.c: the game screen: the board, the turn (place, follower, confirm), the side
 * panel with the tile in hand, the players and the scoring track, and the animations that the
 * core's events drive.
 *
 * The game is the midend's (../session/midend.h): the window hands it the actions a person
 * chooses (act: the placement and the figure step when a turn is confirmed, a discard, each step
 * of a dragon's flight) and the answers of the computer seats once it has shown them, and
 * animates the events that come back. The midend records and autosaves the turns; the view
 * watches it (play_observer) for what it shows of the turns before (who put which tile down,
 * the log, the dragon's path) when a file is opened or the cursor moves. Nothing here changes
 * the game or the record.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids_ui.h"
#include "app.h"
#include "dragon_ui.h"
#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "session.h"
#include "module.h"
#include "text.h"
#include "tileset_io.h"

#define SCORE_MS 1700
#define FINAL_MS 1500
#define RETURN_MS 800
#define PLACE_MS 350
#define AI_POLL_MS 20   /* how often a search that may have ended is looked at */
#define AI_FRAME_MS 160 /* one step of the thinking indicator */
#define AI_FLY_MS 350   /* a computer's tile flies from the panel to its cell */

/* The frame of the tile being put down; gold frames the tile put down last, and only it. */
static const SDL_Color COL_HAND = {255, 250, 235, 255};

/* ---- colours and names ---- */

const char *ui_colour_label(int colour)
{
    static const char *n[CARC_COLORS] = {N_("Red"),    N_("Blue"),  N_("Green"),
                                         N_("Yellow"), N_("Black"), N_("Pink")};
    return colour >= 0 && colour < CARC_COLORS ? _(n[colour]) : "?";
}

/* Text over a player's colour: dark on the light colours, white on the others. */
static SDL_Color ink_on(int colour)
{
    return colour == CARC_YELLOW || colour == CARC_PINK ? COL_DARK : COL_WHITE;
}

/* A player's colour where it must stand out against the dark board and panel: black
   becomes light grey there. */
static SDL_Color edge_colour(int colour)
{
    return colour == CARC_BLACK ? (SDL_Color){200, 200, 205, 255} : ui_player_colour(colour);
}

/* What scored in the final scoring, one phrase per kind (an adjective agrees with its noun);
   a field's line says how many cities it fed instead. */
static const char *unfinished_label(int kind)
{
    switch (kind) {
    case CARC_ROAD:
        return _("Road (unfinished)");
    case CARC_CITY:
        return _("City (unfinished)");
    case CARC_CLOISTER:
        return _("Cloister (unfinished)");
    case CARC_GARDEN:
        return _("Garden (unfinished)");
    default:
        return _("Feature (unfinished)");
    }
}

const char *ui_kind_label(int kind)
{
    switch (kind) {
    case CARC_ROAD:
        return _("Road");
    case CARC_CITY:
        return _("City");
    case CARC_CLOISTER:
        return _("Cloister");
    case CARC_FIELD:
        return _("Field");
    case CARC_GARDEN:
        return _("Garden");
    default:
        return _("Feature");
    }
}

/* ---- turn flow ---- */

/* A short sound, when the settings have them on. */
static void sound(ui_app *a, int id)
{
    if (a->cfg.sound)
        ui_sounds_play(&a->snd, id);
}

static void set_msg(ui_app *a, const char *m)
{
    snprintf(a->play->msg, sizeof a->play->msg, "%s", m);
    a->play->msg_t = a->now;
}

static void cam_fit(ui_app *a, double max_zoom)
{
    ui_play *p = a->play;
    ui_cam_fit_board(&p->cam, p->g, max_zoom * a->s);
}

static void update_hover(ui_app *a);

/* Whether the decision to make is a computer player's: its turn not yet over, or its step
   of a dragon's flight (whoever's turn it is). */
static bool computer_to_move(const ui_play *p)
{
    if (!p || p->g->over || p->phase > PH_DRAGON)
        return false;
    const int who = p->phase == PH_DRAGON ? carc_game_actor(p->g) : p->g->current;
    return carc_midend_is_computer(p->mid, who);
}

bool play_computer_turn(const ui_app *a)
{
    return computer_to_move(a->play);
}

/* Whether any cell where the tile in hand fits is in view. */
static bool legal_in_view(const ui_play *p)
{
    for (int i = 0; i < p->nlegal; i++) {
        double sx, sy;
        ui_cam_to_screen(&p->cam, p->legal[i].x + .5, p->legal[i].y + .5, &sx, &sy);
        if (ui_rect_has(&p->cam.view, (int)sx, (int)sy))
            return true;
    }
    return false;
}

/* At the start of a person's turn the view follows play without fighting the player's own
   panning and zooming: it moves the least that shows every cell where the tile fits, when they
   fit at the present zoom, and otherwise only when none is in view, to their middle. It never
   zooms. */
static void show_legal(ui_app *a)
{
    ui_play *p = a->play;
    if (p->nlegal == 0)
        return;
    int minx = p->legal[0].x, maxx = minx, miny = p->legal[0].y, maxy = miny;
    for (int i = 1; i < p->nlegal; i++) {
        minx = p->legal[i].x < minx ? p->legal[i].x : minx;
        maxx = p->legal[i].x > maxx ? p->legal[i].x : maxx;
        miny = p->legal[i].y < miny ? p->legal[i].y : miny;
        maxy = p->legal[i].y > maxy ? p->legal[i].y : maxy;
    }
    if (!ui_cam_pan_to_show(&p->cam, minx, miny, maxx, maxy, .25) && !legal_in_view(p)) {
        p->cam.cx = (minx + maxx + 1) / 2.0;
        p->cam.cy = (miny + maxy + 1) / 2.0;
    }
}

static void begin_turn(ui_app *a)
{
    ui_play *p = a->play;
    p->ai_step = AI_IDLE;
    p->hover = false;
    p->why[0] = 0;
    p->sel_spot = -1;
    p->nspots = 0;
    p->nspot_px = 0;
    p->sel_back = -1;
    p->sel_other = false;
    p->hover_back = -1;
    p->nsteps = 0;
    p->hover_step = -1;
    memset(&p->figs, 0, sizeof p->figs);
    if (p->g->over) {
        /* The final scoring visits the whole board: show all of it. */
        cam_fit(a, 128);
        p->phase = PH_FINAL;
        p->final_step = p->final_first;
        p->final_t = 0;
        return;
    }
    p->nlegal = carc_game_legal_placements(p->g, p->legal, UI_MAX_LEGAL);
    if (p->nlegal > UI_MAX_LEGAL)
        p->nlegal = UI_MAX_LEGAL;
    /* The core says whether the tile goes down somewhere or must be discarded: then the
       discard is its only action. */
    carc_action first;
    const bool discard =
        carc_game_legal_actions(p->g, &first, 1) > 0 && first.type == CARC_ACT_DISCARD;
    p->phase = discard ? PH_DISCARD : PH_PLACE;
    if (p->phase == PH_DISCARD)
        set_msg(a, _("This tile fits nowhere on the board: it goes back to the box."));
    else if (!computer_to_move(p))
        show_legal(a);
    update_hover(a);
}

/* Starts an animation, as long as the chosen speed makes it (none with animations off). */
static void add_anim(ui_app *a, ui_anim *an)
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

/* The board point where a follower on feature f of placed tile ti stands. */
static void follower_point(ui_app *a, int x, int y, int type, int rot, int f, double *bx,
                           double *by)
{
    double ax, ay;
    ui_art_anchor(&a->art, type, f, rot, &ax, &ay);
    *bx = x + ax;
    *by = y + ay;
}

/* The fairy's points (event e) rising from her tile, drawn by dragon_draw_anim. */
static void fairy_anim(ui_app *a, const carc_event *e, uint32_t dur)
{
    ui_anim an;
    memset(&an, 0, sizeof an);
    an.type = ANIM_FAIRY;
    an.t0 = a->now;
    an.dur = dur;
    an.ev = *e;
    an.bx = e->x + .5;
    an.by = e->y + .5;
    add_anim(a, &an);
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

static void add_log(ui_play *p, int player, const char *text)
{
    memmove(p->log[1], p->log[0], sizeof p->log[0] * (UI_LOG_LINES - 1));
    memmove(p->log_player + 1, p->log_player, sizeof p->log_player[0] * (UI_LOG_LINES - 1));
    memmove(p->log_node + 1, p->log_node, sizeof p->log_node[0] * (UI_LOG_LINES - 1));
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
                 p->name[i], ui_kind_label(e->kind), e->points[i]);
        add_log(p, i, line);
        p->log_node[0] = e->node; /* the aids outline what scored (aids_ui.c) */
    }
}

/* Turns the events of a turn into animations and bookkeeping of who placed what. */
static void take_events(ui_app *a, const carc_events *ev)
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
            if (e->cause == CARC_BACK_EATEN || e->cause == CARC_BACK_PRINCESS) {
                /* The dragon's bite (or the princess's dismissal) where the figure stood. */
                an.type = ANIM_EATEN;
                an.dur = SCORE_MS;
                add_anim(a, &an);
                add_log(p, e->player, dragon_log_line(a, e));
            }
            break;
        }
        case CARC_EV_FAIRY_POINTS:
            if (p->final_first >= 0 && i >= p->final_first)
                break; /* the final scoring's: shown with it, step by step (final_next) */
            fairy_anim(a, e, SCORE_MS);
            add_log(p, e->player, dragon_log_line(a, e));
            break;
        case CARC_EV_FAIRY:
        case CARC_EV_SET_ASIDE:
        case CARC_EV_RESHUFFLE:
            add_log(p, e->type == CARC_EV_RESHUFFLE ? -1 : e->player, dragon_log_line(a, e));
            break;
        case CARC_EV_DRAGON:
            if (e->feature >= 4) /* not a step: it landed on a volcano */
                add_log(p, -1, dragon_log_line(a, e));
            break;
        case CARC_EV_GOODS: {
            char line[96];
            /* TRANSLATORS: a line of the panel's log: a name, then "+1 wine" */
            snprintf(line, sizeof line, _("%s: +%d %s"), p->name[e->player % CARC_MAX_PLAYERS],
                     e->value, ui_goods_label(e->feature));
            add_log(p, e->player, line);
            an.type = ANIM_GOODS;
            an.dur = SCORE_MS;
            an.bx = e->x + .5;
            an.by = e->y + .5;
            add_anim(a, &an);
            break;
        }
        case CARC_EV_EXTRA_TURN: {
            char line[96];
            snprintf(line, sizeof line, _("%s: the builder gives another tile"),
                     p->name[p->g->current % CARC_MAX_PLAYERS]);
            add_log(p, p->g->current, line);
            break;
        }
        case CARC_EV_DISCARD: {
            char line[96];
            snprintf(line, sizeof line, _("Tile %s fitted nowhere: discarded"),
                     e->tile < p->cat->ntypes ? p->cat->types[e->tile].def.id : "?");
            add_log(p, -1, line);
            break;
        }
        case CARC_EV_GAME_OVER:
            if (p->final_first < 0)
                p->final_first = i + 1;
            break;
        default:
            break;
        }
    }
}

static void note_placer(ui_play *p, const carc_game *g, int player, const carc_events *ev)
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

/* Whether event e of the final scoring gives points, one step of its count on the board: a
   feature scored, a goods majority, the fairy's 3. */
static bool final_points(const carc_event *e)
{
    return e->type == CARC_EV_SCORE || e->type == CARC_EV_BONUS ||
           e->type == CARC_EV_FAIRY_POINTS;
}

/* Scores before the final scoring, so the end can count up from them. */
static void final_prepare(ui_play *p)
{
    for (int i = 0; i < p->g->nplayers; i++)
        p->shown[i] = p->g->score[i];
    if (p->final_first < 0)
        p->final_first = p->ev.count;
    for (int k = p->final_first; k < p->ev.count; k++)
        if (final_points(&p->ev.ev[k]))
            for (int i = 0; i < p->g->nplayers; i++)
                p->shown[i] = (int16_t)(p->shown[i] - p->ev.ev[k].points[i]);
}

/* The next player's name, large over the board for a moment: whose turn it is shows from
   across the table. */
static void turn_anim(ui_app *a)
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

static void draw_turn_anim(ui_app *a, const ui_anim *an)
{
    ui_play *p = a->play;
    double t = (double)(a->now - an->t0) / an->dur;
    if (t < 0 || t > 1 || an->ev.player >= p->g->nplayers)
        return;
    int alpha = (int)(t < .6 ? 235 : 235 * (1 - t) / .4);
    char buf[96];
    snprintf(buf, sizeof buf, _("%s's turn"), p->name[an->ev.player]);
    int col = p->colour[an->ev.player];
    const ui_rect *v = &p->cam.view;
    int w = gfx_text_w(a, FONT_HUGE, buf) + (int)(60 * a->s);
    if (w > v->w - (int)(20 * a->s)) /* a long name: the box as wide as the board, cut short */
        w = v->w - (int)(20 * a->s);
    int h = gfx_font_h(a, FONT_HUGE) + (int)(30 * a->s);
    ui_rect box = {v->x + (v->w - w) / 2, v->y + (int)(24 * a->s), w, h};
    gfx_rounded(a->ren, &box, (int)(14 * a->s), gfx_alpha(ui_player_colour(col), alpha));
    SDL_Color ink = gfx_alpha(ink_on(col), alpha);
    ui_rect in = {box.x + (int)(30 * a->s), box.y, box.w - (int)(60 * a->s), box.h};
    gfx_text_in(a, FONT_HUGE, buf, &in, ink, ALIGN_CENTRE);
}

/* Hands n actions to the midend for the player whose decision it is; their events go to p->ev
   (for the animations: emptied here, for the actions shown together). False with the reason on
   the message line when refused, nothing applied. */
static bool act(ui_app *a, const carc_action *acts, int n)
{
    ui_play *p = a->play;
    carc_reason why;
    char err[256];
    p->ev.count = 0;
    if (carc_midend_act(p->mid, acts, n, &p->ev, &why, err, sizeof err) != 0) {
        char said[192];
        ui_i18n_reason(&why, said, sizeof said);
        set_msg(a, said);
        return false;
    }
    return true;
}

/* The player whose turn the next actions belong to (a step of a flight: the turn's player). */
static int turn_player(const ui_play *p)
{
    return carc_midend_in_turn(p->mid) ? carc_midend_history(p->mid)->turn_mover : p->g->current;
}

/* One more tile on the dragon's path as drawn: the tile it started from and its six steps at
   the most, which p->path holds. */
static void path_add(ui_play *p, int x, int y)
{
    if (p->npath >= (int)(sizeof p->path / sizeof p->path[0]))
        return;
    p->path[p->npath][0] = (int16_t)x;
    p->path[p->npath][1] = (int16_t)y;
    p->npath++;
}

/* A step of the dragon's flight is to be chosen: the steps that the player whose step it is
   may take, and the flight's path so far (from the tile it started on). */
static void begin_step(ui_app *a)
{
    ui_play *p = a->play;
    p->phase = PH_DRAGON;
    p->ai_step = AI_IDLE;
    p->nsteps = carc_game_legal_actions(p->g, p->steps, 4);
    p->hover_step = -1;
    const int ti = carc_game_dragon_tile(p->g);
    if (ti >= 0)
        path_add(p, p->g->tiles[ti].x, p->g->tiles[ti].y);
    update_hover(a);
}

/* After the actions just applied for player's turn: the next step of a flight under way, or
   the turn is over (the midend recorded and saved it) and the next one begun. */
static void after_action(ui_app *a, int player)
{
    ui_play *p = a->play;
    take_events(a, &p->ev);
    note_placer(p, p->g, player, &p->ev);
    if (carc_game_phase(p->g) == CARC_PHASE_DRAGON) {
        begin_step(a);
        a->dirty = true;
        return;
    }
    if (p->phase == PH_DRAGON) {
        /* The flight is over: the dragon stays where it ended, the path stays in view until
           the next turn is played. */
        const int ti = carc_game_dragon_tile(p->g);
        if (ti >= 0 && p->npath > 0 &&
            (p->path[p->npath - 1][0] != p->g->tiles[ti].x ||
             p->path[p->npath - 1][1] != p->g->tiles[ti].y))
            path_add(p, p->g->tiles[ti].x, p->g->tiles[ti].y);
    }
    session_turn_done(a); /* session.c: what the autosave did */
    if (p->g->over)
        final_prepare(p);
    else if (p->g->current != player)
        turn_anim(a);
    begin_turn(a);
    a->dirty = true;
}

/* The figure step's action as the player has chosen it. */
static carc_move chosen_move(const ui_play *p)
{
    if (p->sel_other)
        return (carc_move){p->pending, p->other};
    return ui_figs_move(p->pending, p->sel_kind,
                        p->sel_spot >= 0 && p->sel_spot < p->nspots ? p->spots[p->sel_spot].feature
                                                                    : CARC_NONE,
                        p->sel_back);
}

static void commit_turn(ui_app *a)
{
    ui_play *p = a->play;
    carc_move m = chosen_move(p);
    carc_reason why;
    char said[192];
    if (carc_game_check_move_why(p->g, &m, &why) != CARC_OK) {
        ui_i18n_reason(&why, said, sizeof said);
        set_msg(a, said);
        begin_turn(a);
        return;
    }
    const int player = turn_player(p);
    const carc_action acts[2] = {{.type = CARC_ACT_PLACE, .at = m.at}, m.step};
    if (!act(a, acts, 2)) {
        begin_turn(a);
        return;
    }
    p->npath = 0; /* the last flight's path goes */
    p->msg[0] = 0;
    after_action(a, player);
}

static void discard_tile(ui_app *a)
{
    ui_play *p = a->play;
    const carc_action discard = {.type = CARC_ACT_DISCARD};
    const int player = turn_player(p);
    if (!act(a, &discard, 1))
        return;
    after_action(a, player);
    if (p->phase != PH_DISCARD)
        p->msg[0] = 0;
}

/* Step i of p->steps, by the player whose step it is. */
static void dragon_step(ui_app *a, int i)
{
    ui_play *p = a->play;
    if (p->phase != PH_DRAGON || i < 0 || i >= p->nsteps)
        return;
    const int player = turn_player(p);
    if (!act(a, &p->steps[i], 1))
        return;
    sound(a, SND_PLACE);
    after_action(a, player);
}

/* The step whose cell is under the pointer: its index in p->steps, or -1. */
static int step_at(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    if (p->phase != PH_DRAGON || !ui_rect_has(&p->cam.view, x, y))
        return -1;
    int cx, cy;
    ui_cam_cell_at(&p->cam, x, y, &cx, &cy);
    for (int i = 0; i < p->nsteps; i++) {
        int sx, sy;
        dragon_step_cell(p->g, &p->steps[i], &sx, &sy);
        if (sx == cx && sy == cy)
            return i;
    }
    return -1;
}

/* The board point of spot i of the pending tile, where its figure stands. */
static void spot_point(ui_app *a, int i, double *bx, double *by)
{
    ui_play *p = a->play;
    follower_point(a, p->pending.x, p->pending.y, carc_game_tile_in_hand(p->g), p->pending.rot,
                   p->spots[i].feature, bx, by);
}

/* Screen positions and sizes of the spots of the pending tile for the kind chosen in the
   panel's selector: one ring per feature, each on its tile (ui_fit_on_tile); and the screen
   positions of the figures that may be taken back. */
static void compute_spots(ui_app *a)
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
static void toggle_big(ui_app *a)
{
    ui_play *p = a->play;
    if (computer_to_move(p) || (p->phase != PH_FOLLOWER && p->phase != PH_CONFIRM))
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
static double spot_reach(const ui_app *a)
{
    return fmax(14 * a->s, a->play->cam.zoom * .16);
}

/* The pointer over a figure that may be taken back: its index in p->figs.back, or -1. */
static int back_at(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    figs_back_points(a);
    return ui_hit_point((const double(*)[2])p->back_px, p->figs.nback, x, y,
                        fmax(16 * a->s, p->cam.zoom * .2));
}

static void place_pending(ui_app *a)
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
    ui_cam_pan_to_show(&p->cam, p->hx, p->hy, p->hx, p->hy, .15);
    compute_spots(a);
    p->hover_spot = -1;
}

void play_take_back(ui_app *a)
{
    ui_play *p = a->play;
    if ((p->phase != PH_FOLLOWER && p->phase != PH_CONFIRM) || computer_to_move(p))
        return;
    p->phase = PH_PLACE;
    p->sel_spot = -1;
    p->sel_back = -1;
    p->sel_other = false;
    update_hover(a);
}

static bool has_neighbour(const carc_game *g, int x, int y)
{
    return carc_game_tile_at(g, x + 1, y) >= 0 || carc_game_tile_at(g, x - 1, y) >= 0 ||
           carc_game_tile_at(g, x, y + 1) >= 0 || carc_game_tile_at(g, x, y - 1) >= 0;
}

static void update_hover(ui_app *a)
{
    ui_play *p = a->play;
    p->why[0] = 0;
    p->hover = false;
    if (p->phase != PH_PLACE || computer_to_move(p) || !ui_rect_has(&p->cam.view, a->mx, a->my))
        return;
    int x, y;
    ui_cam_cell_at(&p->cam, a->mx, a->my, &x, &y);
    unsigned mask = ui_rot_mask(p->legal, p->nlegal, x, y);
    if (mask) {
        p->hover = true;
        p->hx = x;
        p->hy = y;
        p->hrot = ui_rot_pick(mask, p->pref_rot);
    } else if (carc_game_tile_at(p->g, x, y) < 0 && has_neighbour(p->g, x, y)) {
        /* An empty cell beside the board where the tile fits in no rotation: say why, for the
           rotation the player has chosen. */
        carc_placement t = {(int16_t)x, (int16_t)y, (uint8_t)p->pref_rot};
        carc_reason why;
        char said[240];
        if (carc_game_check_placement_why(p->g, &t, &why) != CARC_OK) {
            ui_i18n_reason(&why, said, sizeof said);
            snprintf(p->why, sizeof p->why, _("The tile does not fit here: %s"), said);
        }
        p->bad_x = x;
        p->bad_y = y;
    }
}

static void rotate(ui_app *a, int dir)
{
    ui_play *p = a->play;
    if (p->phase != PH_PLACE || computer_to_move(p))
        return;
    if (p->hover) {
        unsigned mask = ui_rot_mask(p->legal, p->nlegal, p->hx, p->hy);
        p->hrot = ui_rot_cycle(mask, p->hrot, dir);
        p->pref_rot = p->hrot;
    } else {
        p->pref_rot = (p->pref_rot + (dir < 0 ? 3 : 1)) & 3;
        update_hover(a);
    }
}

/* Advances the final scoring by one feature; the end screen after the last. */
static void final_next(ui_app *a)
{
    ui_play *p = a->play;
    while (p->final_step < p->ev.count && !final_points(&p->ev.ev[p->final_step]))
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
    if (e->type == CARC_EV_FAIRY_POINTS) {
        /* The fairy's 3 for the feature of her figure just scored. */
        fairy_anim(a, e, FINAL_MS);
        add_log(p, e->player, dragon_log_line(a, e));
    } else if (e->type == CARC_EV_BONUS) {
        /* Traders & Builders: the majority of a kind of goods, in the log ("wine +10"). */
        for (int i = 0; i < p->g->nplayers; i++)
            if (e->points[i] > 0) {
                char line[96];
                snprintf(line, sizeof line, _("%s: %s +%d (end)"), p->name[i],
                         ui_goods_label(e->feature), e->points[i]);
                add_log(p, i, line);
            }
    } else {
        score_anim(a, e, FINAL_MS);
        log_score(p, p->g->nplayers, e);
    }
    p->final_t = a->now;
}

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
    if (p->ai_step == AI_DRAGON)
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
    if (!computer_to_move(p) || ui_top(a) != SCR_GAME)
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
static double ai_fly(const ui_app *a)
{
    const ui_play *p = a->play;
    uint32_t dur = (uint32_t)a->opt.ai_pace / 2;
    if (dur > ui_anim_ms(a, AI_FLY_MS))
        dur = ui_anim_ms(a, AI_FLY_MS);
    if (!computer_to_move(p) || p->ai_step != AI_TILE || dur == 0)
        return 1;
    uint32_t since = a->now - p->ai_t;
    return since >= dur ? 1 : (double)since / dur;
}

/* Brings a cell the computer plays on into view when it lies outside, or under the note at
   the foot of the board that says what the computer does (draw_computer_note). */
static void ai_show_cell(ui_app *a, int x, int y)
{
    ui_camera *c = &a->play->cam;
    double x0, y0, x1, y1;
    ui_cam_to_screen(c, x, y, &x0, &y0);
    ui_cam_to_screen(c, x + 1, y + 1, &x1, &y1);
    double foot = gfx_font_h(a, FONT_BOLD) + 48 * a->s;
    if (x0 < c->view.x || y0 < c->view.y || x1 > c->view.x + c->view.w ||
        y1 > c->view.y + c->view.h - foot) {
        c->cx = x + .5;
        c->cy = y + .5;
    }
}

/* The search is over: its decision (carc_ai_act: a placement and the figure step, or the
   discard, or a step of the dragon's flight) is put down as a person's would be, tile first. */
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
    if (p->phase == PH_DRAGON) {
        /* Its step of the flight: shown on its cell for a moment, then taken (the first open
           step should the search have none). */
        p->hover_step = 0;
        for (int i = 0; i < p->nsteps && count == 1; i++)
            if (act[0].type == CARC_ACT_DRAGON && p->steps[i].feature == act[0].feature)
                p->hover_step = i;
        p->ai_step = AI_DRAGON;
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
    ai_show_cell(a, p->hx, p->hy);
    compute_spots(a);
    p->ai_step = AI_TILE;
    p->ai_t = a->now;
}

/* Drives the computer player to move through its steps: think (on the worker thread), show
   the tile at its cell, then its follower, then confirm through the same commit_turn as a
   person's turn, so the record, the autosave and the scoring animations are the same. */
static void ai_update(ui_app *a)
{
    ui_play *p = a->play;
    if (!computer_to_move(p) || ui_top(a) != SCR_GAME)
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
        p->sel_big = feature != CARC_NONE && step->figure == CARC_FIG_BIG;
        figs_select(p, feature != CARC_NONE ? step->figure : p->sel_kind);
        p->sel_back = step->type == CARC_ACT_RETURN ? step->figure : -1;
        /* The fairy moved, the princess's removal, a figure through a portal. */
        p->sel_other = step->type == CARC_ACT_FAIRY || step->type == CARC_ACT_PRINCESS ||
                       (step->type == CARC_ACT_FIGURE && step->elsewhere);
        p->other = *step;
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
    case AI_DRAGON:
        dragon_step(a, p->hover_step); /* the next step, or the next turn: AI_IDLE again */
        break;
    default:
        discard_tile(a);
        break;
    }
    a->dirty = true;
}

/* ---- the button row ---- */

enum {
    BTN_NONE,
    BTN_TURN,
    BTN_FIT,
    BTN_MENU,
    BTN_BACK,
    BTN_SKIP,
    BTN_CONFIRM,
    BTN_DISCARD,
    BTN_NEXT,
    BTN_RESULTS
};

static void buttons_for(const ui_play *p, int b[3])
{
    b[0] = b[1] = b[2] = BTN_NONE;
    if (computer_to_move(p)) {
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
    case PH_FOLLOWER:
        b[0] = BTN_BACK;
        b[1] = BTN_SKIP;
        b[2] = BTN_CONFIRM;
        break;
    case PH_CONFIRM:
        b[0] = BTN_BACK;
        b[1] = BTN_FIT;
        b[2] = BTN_CONFIRM;
        break;
    case PH_DISCARD:
        b[1] = BTN_FIT;
        b[2] = BTN_DISCARD;
        break;
    case PH_DRAGON:
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

static const char *button_label(int b)
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
    if (computer_to_move(p))
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

/* ---- starting a game ---- */

/* What only the view holds of the game on screen, cleared for another game or a rebuilt one
   (what the observer fills, which turn each tile was, the log, the path, is view_reset's). */
static void play_reset_ui(ui_app *a)
{
    ui_play *p = a->play;
    p->nanim = 0;
    p->pref_rot = 0;
    p->msg[0] = 0;
    p->final_first = -1;
    p->drag = p->dragged = false;
    p->grid = a->cfg.grid;
    aids_begin(a);
    play_relayout(a);
    cam_fit(a, 128);
}

/* ---- the view watching the midend (play_observer) ---- */

/* The game is rebuilt from its first turn: what the view knew of the turns goes. */
static void view_reset(void *ctx, const carc_game *start)
{
    (void)start;
    ui_play *p = ctx;
    p->nserial = 0;
    memset(p->serial, 0, sizeof p->serial);
    memset(p->placer, 0xFF, sizeof p->placer);
    memset(p->last_serial, 0, sizeof p->last_serial);
    p->nlog = 0;
    p->npath = 0;
    p->ev.count = 0;
}

/* A turn the cursor passed over (a file opened, undo, redo, the replay): which tile it put
   down and by whom, its scores in the panel's "Latest" as if the game had been here, its
   dragon's path (the last one stays drawn), and its events, for the final scoring's count when
   it ended the game. A turn the window's own actions completed was shown as it was played. */
static void view_turn(void *ctx, int k, int mover, const carc_game *g, const carc_events *ev,
                      bool replayed)
{
    (void)k;
    ui_play *p = ctx;
    if (!replayed)
        return;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0}; /* the sides N, E, S, W */
    bool flew = false;
    p->npath = 0; /* the path drawn is the last turn's flight's */
    for (int i = 0; i < ev->count; i++) {
        const carc_event *e = &ev->ev[i];
        if (e->type == CARC_EV_DRAGON && e->feature < 4) {
            if (!flew) /* the path starts where the dragon was: a step back from the first */
                path_add(p, e->x - dx[e->feature], e->y - dy[e->feature]);
            flew = true;
            path_add(p, e->x, e->y);
        } else if (e->type == CARC_EV_PLACE) {
            int ti = carc_game_tile_at(g, e->x, e->y);
            if (ti >= 0)
                p->serial[ti] = ++p->nserial;
        } else if (e->type == CARC_EV_SCORE && !e->final) {
            log_score(p, g->nplayers, e);
        }
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

int play_level(const ui_play *p, int i)
{
    const carc_seat *s = p->mid && i >= 0 && i < CARC_MAX_PLAYERS ? p->mid->seat[i] : NULL;
    return s && s->kind == CARC_SEAT_COMPUTER ? s->level : -1;
}

int play_turns(const ui_play *p)
{
    return p->mid ? carc_midend_history(p->mid)->cursor : 0;
}

void play_resync(ui_app *a)
{
    ui_play *p = a->play;
    play_reset_ui(a);
    if (p->g->over) {
        /* A finished game opens on its result. */
        for (int i = 0; i < p->ev.count; i++)
            if (p->ev.ev[i].type == CARC_EV_GAME_OVER)
                p->final_first = i + 1;
        final_prepare(p);
    }
    begin_turn(a);
}

/* The game on screen becomes midend m's (opened with the view watching it): its names and
   colours, its seats, its tile art (kept when keep_art: the same tile sets). */
static void attach(ui_app *a, carc_midend *m)
{
    ui_play *p = a->play;
    play_ai_stop(a); /* its search reads the game about to go */
    aids_reset(a);
    carc_midend_free(p->mid);
    p->mid = m;
    p->g = carc_midend_game(m);
    p->rec = carc_midend_record(m);
    p->cat = p->g->cat;
    carc_midend_observe(m, play_observer(a));
    for (int i = 0; i < p->rec->nplayers; i++) {
        snprintf(p->name[i], sizeof p->name[i], "%s", p->rec->players[i].name);
        p->colour[i] = p->rec->players[i].color;
    }
    play_seat(a);
    ui_art_load_tiles(&a->art, a->assets, p->cat);
    play_resync(a);
}

/* Opens rec (file names it in messages) on a new midend with the view watching it: the record
   is checked and replayed once. The view's part is built on a copy of ui_play, so that a
   refused record leaves the game on screen as it was. */
static bool open_record(ui_app *a, const carc_record *rec, const char *file, char *err, size_t len)
{
    ui_play *stage = calloc(1, sizeof *stage);
    if (stage && !a->play)
        a->play = calloc(1, sizeof *a->play);
    if (!stage || !a->play) {
        snprintf(err, len, "out of memory");
        free(stage);
        return false;
    }
    *stage = *a->play;
    for (int i = 0; i < rec->nplayers; i++) /* the log names the players */
        snprintf(stage->name[i], sizeof stage->name[i], "%s", rec->players[i].name);
    carc_turn_observer obs = {view_reset, view_turn, stage};
    carc_midend *m = carc_midend_open_with(rec, file, a->assets, NULL, &obs, err, len);
    if (m) {
        play_ai_stop(a);
        carc_midend *old = a->play->mid;
        a->play->mid = NULL;
        *a->play = *stage;
        a->play->mid = old; /* attach frees it */
        attach(a, m);
    } else if (!a->play->mid) {
        free(a->play); /* no game on screen before: none now either */
        a->play = NULL;
    }
    free(stage);
    return m != NULL;
}

bool play_start(ui_app *a, uint64_t seed)
{
    ui_setup *s = &a->setup;
    const char *names[7];
    int n =
        ui_tileset_names(s->river, s->inns, s->abbot, s->festival, s->traders, s->dragon, names);
    carc_record *r = calloc(1, sizeof *r);
    if (!r)
        return false;
    r->ntilesets = n;
    for (int i = 0; i < n; i++)
        snprintf(r->tilesets[i], sizeof r->tilesets[i], "%s", names[i]);
    r->rules = s->rules;
    r->nplayers = s->nplayers;
    for (int i = 0; i < s->nplayers; i++) {
        snprintf(r->players[i].name, sizeof r->players[i].name, "%s", s->name[i]);
        r->players[i].color = (carc_color)s->colour[i];
        if (s->ai[i] >= 0)
            snprintf(r->players[i].ai, sizeof r->players[i].ai, "%s",
                     carc_ai_level_name((carc_ai_level)s->ai[i]));
    }
    /* The deck shuffled from the seed: the midend writes it out in full. */
    r->has_seed = true;
    r->seed = seed;
    char err[512];
    const bool ok = open_record(a, r, "new game", err, sizeof err);
    free(r);
    if (!ok) {
        SDL_Log("new game: %s", err);
        return false;
    }
    session_game_started(a);
    return true;
}

bool play_load(ui_app *a, const char *path, char *err, size_t len)
{
    carc_record *r = malloc(sizeof *r);
    if (!r) {
        snprintf(err, len, "out of memory");
        return false;
    }
    bool ok = carc_record_load(path, r, err, len) == 0;
    if (ok)
        ok = open_record(a, r, path, err, len);
    else
        carc_text_one_line(err, len); /* one line on screen and stderr */
    free(r);
    return ok;
}

bool play_write_record(ui_app *a, const char *path)
{
    char err[256];
    if (!a->play || !a->play->mid || carc_midend_save(a->play->mid, path, err, sizeof err) != 0) {
        SDL_Log("record: %s", a->play && a->play->mid ? err : "no game");
        return false;
    }
    return true;
}

/* The turn buttons as wide as the longest label each of the three places shows in some phase
   (buttons_for), in the language shown, so that none is cut short while there is room; the
   places stay put from phase to phase. */
static void layout_buttons(ui_app *a)
{
    static const int shown[3][5] = {{BTN_TURN, BTN_BACK, BTN_NONE},
                                    {BTN_FIT, BTN_SKIP, BTN_RESULTS, BTN_NONE},
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
    ui_layout_game(a->w, a->h, a->s, &a->lay);
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

/* ---- input ---- */

/* Whether the figure step's choice a is the one chosen. */
static bool is_chosen(const ui_play *p, const carc_action *c)
{
    if (c->type == CARC_ACT_RETURN)
        return !p->sel_other && p->sel_back == c->figure;
    const carc_action *o = &p->other;
    return p->sel_other && o->type == c->type && o->figure == c->figure &&
           o->feature == c->feature && o->elsewhere == c->elsewhere &&
           (!c->elsewhere || (o->at.x == c->at.x && o->at.y == c->at.y));
}

/* A click on a marked figure or a portal's spot in the figure step: chooses what it offers
   (taking the figure back, the fairy next to it, the princess's removal, a figure through the
   portal); clicking again goes to its next offer, and after the last leaves it. False when
   nothing there is offered. */
static bool choose_target(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    carc_action c[4];
    int b = back_at(a, x, y), n = 0;
    if (b >= 0)
        c[n++] = (carc_action){.type = CARC_ACT_RETURN, .figure = p->figs.back[b]};
    n += dragon_targets_at(a, x, y, c + n, 4 - n);
    if (n == 0)
        return false;
    int next = 0;
    for (int i = 0; i < n; i++)
        if (is_chosen(p, &c[i]))
            next = i + 1;
    p->sel_spot = -1;
    p->sel_back = -1;
    p->sel_other = false;
    p->phase = PH_FOLLOWER;
    if (next < n) {
        if (c[next].type == CARC_ACT_RETURN) {
            p->sel_back = c[next].figure;
        } else {
            p->sel_other = true;
            p->other = c[next];
        }
        p->phase = PH_CONFIRM;
    }
    return true;
}

static void click_board(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    if (computer_to_move(p))
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
        compute_spots(a);
        int k = ui_hit_point((const double(*)[2])p->spot_px, p->nspot_px, x, y, spot_reach(a));
        if (k >= 0) {
            p->sel_spot = k;
            p->sel_big = p->sel_kind == CARC_FIG_BIG;
            p->sel_back = -1;
            p->sel_other = false;
            p->phase = PH_CONFIRM;
            break;
        }
        choose_target(a, x, y);
        break;
    }
    case PH_CONFIRM: {
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
    case PH_DRAGON:
        dragon_step(a, step_at(a, x, y));
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
        if (p->phase == PH_DRAGON && !computer_to_move(p))
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
        else if (ui_rect_has(&p->cam.view, a->mx, a->my))
            zoom_by(a, a->mx, a->my, pow(1.15, wy));
        a->dirty = true;
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = e->key.keysym.sym;
        double step = 80 * a->s;
        double cx = p->cam.view.x + p->cam.view.w / 2.0, cy = p->cam.view.y + p->cam.view.h / 2.0;
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
        case SDLK_b:
            toggle_big(a);
            break;
        case SDLK_g:
            p->grid = a->cfg.grid = !p->grid;
            ui_prefs_save(a); /* the next game starts with the grid as it is now */
            break;
        case SDLK_TAB:
            /* In the figure step Tab goes through the kinds of figure (Shift: backwards). */
            if ((p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) && !computer_to_move(p) &&
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
            return;
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
    return p->nanim > 0 || p->phase == PH_FINAL || ai_fly(a) < 1 || hinting;
}

/* ---- drawing the board ---- */

static void tile_rect(const ui_camera *c, int x, int y, SDL_Rect *r)
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

static void draw_tile(ui_app *a, int type, int rot, const SDL_Rect *r, Uint8 alpha)
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

static void frame_sdl(SDL_Renderer *ren, const SDL_Rect *r, int t, SDL_Color c)
{
    ui_rect u = {r->x, r->y, r->w, r->h};
    gfx_frame(ren, &u, t, c);
}

static double meeple_size(const ui_play *p)
{
    return fmax(12, p->cam.zoom * .38);
}

/* A black figure on the dark panel: the same sprite a little larger in light grey behind it,
   a rim that keeps its outline readable (ui_draw_figure draws its own). */
static void black_halo(ui_app *a, SDL_Texture *t, const SDL_FRect *d, Uint8 alpha)
{
    float grow = fmaxf(1.5f, d->w * .09f);
    SDL_FRect h = {d->x - grow, d->y - grow, d->w + 2 * grow, d->h + 2 * grow};
    SDL_Color e = edge_colour(CARC_BLACK);
    SDL_SetTextureColorMod(t, e.r, e.g, e.b);
    SDL_SetTextureAlphaMod(t, (Uint8)(alpha * 3 / 4));
    SDL_RenderCopyF(a->ren, t, NULL, &h);
}

/* A figure of kind (carc_figure_kind): each kind its own sprite (figures_ui.c), a black one
   with a light rim; a follower lying for a farmer; the mark sits on the body
   (docs/art-format.md). */
static void draw_meeple(ui_app *a, double sx, double sy, double size, int player, bool lying,
                        int kind, Uint8 alpha)
{
    ui_play *p = a->play;
    ui_draw_figure(a, sx, sy, size, p->colour[player], kind,
                   lying && kind != CARC_FIG_PIG && kind != CARC_FIG_ABBOT, alpha);
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
static void draw_feature(ui_app *a, const ui_anim *an, Uint8 alpha)
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
    double t = (double)(a->now - an->t0) / an->dur;
    if (t < 0 || t > 1)
        return;
    Uint8 alpha = (Uint8)(t < .7 ? 255 : 255 * (1 - t) / .3);
    draw_feature(a, an, alpha);
    double sx, sy;
    ui_cam_to_screen(&p->cam, an->bx, an->by, &sx, &sy);
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
        gfx_text_outlined(a, FONT_HUGE, buf, (int)x, (int)(sy - fh), edge_colour(p->colour[i]),
                          alpha);
        k++;
    }
    /* Why it scored what it did: doubled, tripled, nothing, unfinished. */
    const char *why = NULL;
    if (an->ev.why & CARC_WHY_INN_ZERO)
        why = _("unfinished road with an inn: nothing");
    else if (an->ev.why & CARC_WHY_CATHEDRAL_ZERO)
        why = _("unfinished city with a cathedral: nothing");
    else if (an->ev.why & CARC_WHY_INN)
        why = _("inn: 2 per tile");
    else if (an->ev.why & CARC_WHY_CATHEDRAL)
        why = _("cathedral: 3 per tile and pennant");
    else if (an->ev.why & CARC_WHY_SMALL_CITY)
        why = _("small city: 1 per tile");
    else if (an->ev.why & CARC_WHY_RECALL)
        why = _("abbot taken back: 1 + tiles around");
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
    double t = (double)(a->now - an->t0) / an->dur;
    if (t < 0 || t > 1)
        return;
    double sx, sy;
    ui_cam_to_screen(&p->cam, an->bx, an->by, &sx, &sy);
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
    SDL_Color pc = edge_colour(p->colour[p->g->current]);
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
static void draw_dots(ui_app *a, double cx, double cy, SDL_Color c)
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
    int cur = p->phase == PH_DRAGON ? carc_game_actor(p->g) : p->g->current;
    char buf[160];
    const char *what = p->ai_step == AI_THINK     ? _("%s is thinking")
                       : p->ai_step == AI_DRAGON  ? _("%s moves the dragon")
                       : p->ai_step == AI_TILE    ? _("%s places the tile")
                       : p->ai_step == AI_DISCARD ? _("%s cannot place the tile: it is discarded")
                       : p->sel_spot >= 0         ? _("%s places a follower")
                                                  : _("%s places no follower");
    snprintf(buf, sizeof buf, what, p->name[cur]);
    bool dots = p->ai_step == AI_THINK;
    int pad = (int)(16 * a->s), dw = dots ? (int)(48 * a->s) : 0;
    int w = gfx_text_w(a, FONT_BOLD, buf) + 2 * pad + dw;
    int h = gfx_font_h(a, FONT_BOLD) + (int)(16 * a->s);
    ui_rect box = {c->view.x + (c->view.w - w) / 2, c->view.y + c->view.h - h - (int)(24 * a->s), w,
                   h};
    gfx_rounded(a->ren, &box, (int)(8 * a->s), (SDL_Color){20, 18, 16, 225});
    ui_rect bar = {box.x, box.y, (int)(6 * a->s), box.h};
    gfx_fill(a->ren, &bar, edge_colour(p->colour[cur]));
    ui_rect t = {box.x + pad, box.y, box.w - 2 * pad - dw, box.h};
    gfx_text_in(a, FONT_BOLD, buf, &t, COL_TEXT, ALIGN_LEFT);
    if (dots)
        draw_dots(a, box.x + box.w - pad - dw / 2.0, box.y + box.h / 2.0, COL_GOLD);
}

static void draw_board(ui_app *a)
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
        SDL_Color pc = edge_colour(p->colour[p->placer[i]]);
        frame_sdl(a->ren, &r, th, pc);
        if (p->serial[i] == p->nserial) {
            SDL_Rect in = {r.x + th, r.y + th, r.w - 2 * th, r.h - 2 * th};
            frame_sdl(a->ren, &in, th, COL_GOLD);
        }
    }
    int hand = carc_game_tile_in_hand(p->g);
    bool computer = computer_to_move(p);
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
        if (shown == 0 && p->nlegal > 0) {
            /* Every cell where the tile fits is off screen: say how to find them. */
            const char *t = _("The tile fits only out of view: press F to see the whole board");
            int w = gfx_text_w(a, FONT_BOLD, t) + (int)(30 * a->s);
            ui_rect box = {c->view.x + (c->view.w - w) / 2,
                           c->view.y + c->view.h - (int)(70 * a->s), w,
                           gfx_font_h(a, FONT_BOLD) + (int)(16 * a->s)};
            gfx_rounded(a->ren, &box, (int)(8 * a->s), (SDL_Color){20, 18, 16, 220});
            gfx_text_in(a, FONT_BOLD, t, &box, COL_GOLD, ALIGN_CENTRE);
        }
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
    draw_meeples(a);
    dragon_draw_board(a); /* the dragon, the fairy, the flight (screen_dragon.c) */
    if ((p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) && landed) {
        draw_spots(a);
        figs_draw_backs(a);
        dragon_draw_targets(a);
    }
    for (int i = 0; i < p->nanim; i++) {
        const ui_anim *an = &p->anim[i];
        if (an->type == ANIM_SCORE)
            draw_score_anim(a, an);
        else if (an->type == ANIM_RETURN)
            draw_return_anim(a, an);
        else if (an->type == ANIM_GOODS)
            figs_draw_goods_anim(a, an);
        else if (an->type == ANIM_FAIRY || an->type == ANIM_EATEN)
            dragon_draw_anim(a, an);
        else if (an->type == ANIM_TURN)
            draw_turn_anim(a, an);
        else if (an->type == ANIM_PLACE) {
            double t = (double)(a->now - an->t0) / an->dur;
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
    SDL_Color pc = p->g->over ? COL_GOLD : ui_player_colour(p->colour[cur]);
    gfx_frame(a->ren, &a->lay.board, fr, pc);
    if (!p->g->over && p->colour[cur] == CARC_BLACK) {
        ui_rect in = {a->lay.board.x + fr, a->lay.board.y + fr, a->lay.board.w - 2 * fr,
                      a->lay.board.h - 2 * fr};
        gfx_frame(a->ren, &in, (int)fmax(2, 2 * a->s), edge_colour(CARC_BLACK));
    }
    /* Messages: the reason a cell refuses the tile, discards, notes. */
    char step_line[400];
    const char *msg = p->msg[0]                           ? p->msg
                      : p->phase == PH_PLACE && p->why[0] ? p->why
                      : p->phase == PH_DRAGON ? dragon_step_line(a, step_line, sizeof step_line)
                                              : NULL;
    if (msg) {
        /* One line when it fits the board, else wrapped in a box as wide as the board. */
        int pad = (int)(15 * a->s), most = c->view.w - 4 * pad;
        int tw = gfx_text_w(a, FONT_BOLD, msg);
        int w = tw <= most ? tw : most;
        int h = gfx_text_wrap_h(a, FONT_BOLD, msg, w);
        ui_rect box = {c->view.x + (c->view.w - w) / 2 - pad, c->view.y + (int)(14 * a->s),
                       w + 2 * pad, h + (int)(16 * a->s)};
        gfx_rounded(a->ren, &box, (int)(8 * a->s), (SDL_Color){20, 18, 16, 220});
        gfx_text_wrap(a, FONT_BOLD, msg, box.x + pad, box.y + (int)(8 * a->s), w, COL_TEXT);
    }
}

/* ---- drawing the panel ---- */

static void draw_mark_disc(ui_app *a, double cx, double cy, double r, int player)
{
    ui_play *p = a->play;
    SDL_Color c = ui_player_colour(p->colour[player]);
    gfx_disc(a->ren, cx, cy, r + fmax(1, r * .15),
             p->colour[player] == CARC_BLACK ? edge_colour(CARC_BLACK) : COL_DARK);
    gfx_disc(a->ren, cx, cy, r, c);
    SDL_Texture *mk =
        ui_art_sprite(&a->art, &a->art.mark[ui_player_mark(a, p->colour[player])], r * 1.3);
    if (mk) {
        SDL_FRect d = {(float)(cx - r * .65), (float)(cy - r * .65), (float)(r * 1.3),
                       (float)(r * 1.3)};
        SDL_RenderCopyF(a->ren, mk, NULL, &d);
    }
}

static int shown_score(const ui_play *p, int i)
{
    return p->phase == PH_FINAL || (p->phase == PH_OVER && p->final_first >= 0) ? p->shown[i]
                                                                                : p->g->score[i];
}

/* The track's lap labels, placed with its markers and drawn after the players' list, over
   whose edge they reach. */
typedef struct lap_labels {
    int n;
    char text[CARC_MAX_PLAYERS][8];
    ui_rect at[CARC_MAX_PLAYERS];
} lap_labels;

static void draw_track(ui_app *a, lap_labels *laps)
{
    ui_play *p = a->play;
    ui_layout *l = &a->lay;
    gfx_fill(a->ren, &l->track, (SDL_Color){60, 54, 46, 255});
    for (int i = 0; i < UI_TRACK_CELLS; i++) {
        ui_rect c = ui_track_cell(&l->track, l->cell, i);
        ui_rect in = {c.x + 1, c.y + 1, c.w - 2, c.h - 2};
        gfx_fill(a->ren, &in,
                 i % 5 == 0 ? (SDL_Color){214, 196, 160, 255} : (SDL_Color){178, 160, 126, 255});
        if (i % 10 == 0) {
            char b[8];
            snprintf(b, sizeof b, "%d", i);
            gfx_text_in(a, FONT_SMALL, b, &in, COL_DARK, ALIGN_CENTRE);
        }
    }
    /* Markers: players on the same cell stand side by side, none hiding another. */
    int count[UI_TRACK_CELLS] = {0}, seen[UI_TRACK_CELLS] = {0};
    for (int i = 0; i < p->g->nplayers; i++)
        count[((shown_score(p, i) % 50) + 50) % 50]++;
    /* The laps past 50 ("+50"), under the marker on the upper half of the track and over it
       on the lower half (inside the track), pushed apart where neighbours' would meet. */
    double lx[CARC_MAX_PLAYERS], ly[CARC_MAX_PLAYERS];
    int lw[CARC_MAX_PLAYERS], nlap = 0;
    const int lh = gfx_font_h(a, FONT_SMALL), outline = a->s > 1.4 ? 3 : 2;
    for (int i = 0; i < p->g->nplayers; i++) {
        int sc = shown_score(p, i);
        int cell = ((sc % 50) + 50) % 50;
        ui_rect c = ui_track_cell(&l->track, l->cell, cell);
        double cx, cy, r;
        ui_track_marker(&c, seen[cell]++, count[cell], &cx, &cy, &r);
        draw_mark_disc(a, cx, cy, r, i);
        if (sc >= 50) {
            snprintf(laps->text[nlap], sizeof laps->text[nlap], "+%d", sc / 50 * 50);
            bool low = cy > l->track.y + l->track.h / 2.0;
            lx[nlap] = cx;
            ly[nlap] = low ? cy - r * .6 - lh : cy + r * .6;
            /* The outline on both sides, and a little room between neighbours. */
            lw[nlap] = gfx_text_w(a, FONT_SMALL, laps->text[nlap]) + 2 * outline + (int)(4 * a->s);
            nlap++;
        }
    }
    laps->n = nlap;
    ui_place_labels(nlap, lx, ly, lw, lh, laps->at);
}

static void draw_laps(ui_app *a, const lap_labels *laps)
{
    for (int k = 0; k < laps->n; k++)
        gfx_text_outlined(a, FONT_SMALL, laps->text[k], laps->at[k].x + laps->at[k].w / 2,
                          laps->at[k].y, COL_WHITE, 255);
}

static void draw_players(ui_app *a)
{
    ui_play *p = a->play;
    ui_rect *pr = &a->lay.players;
    int n = p->g->nplayers;
    int rh = pr->h / (n > 0 ? n : 1);
    if (rh > (int)(62 * a->s))
        rh = (int)(62 * a->s);
    for (int i = 0; i < n; i++) {
        ui_rect row = {pr->x, pr->y + i * rh, pr->w, rh - (int)(4 * a->s)};
        bool cur = i == p->g->current && !p->g->over;
        SDL_Color pc = ui_player_colour(p->colour[i]);
        gfx_rounded(a->ren, &row, (int)(6 * a->s),
                    cur ? gfx_alpha(pc, 255) : (SDL_Color){44, 40, 35, 255});
        SDL_Color ink = cur ? ink_on(p->colour[i]) : COL_TEXT;
        double r = fmin(row.h * .3, 14 * a->s);
        draw_mark_disc(a, row.x + r + 8 * a->s, row.y + row.h / 2.0, r, i);
        int tx = row.x + (int)(2 * r + 16 * a->s);
        char sc[16];
        snprintf(sc, sizeof sc, "%d", shown_score(p, i));
        ui_rect scr = {row.x, row.y, row.w - (int)(8 * a->s), row.h};
        int sw = gfx_text_in(a, FONT_BIG, sc, &scr, ink, ALIGN_RIGHT);
        /* The name up to the score, cut short when it is longer. */
        ui_rect top = {tx, row.y + (int)(2 * a->s), row.x + row.w - (int)(16 * a->s) - sw - tx,
                       row.h / 2};
        int nw = gfx_text_in(a, cur ? FONT_BOLD : FONT_BODY, p->name[i], &top, ink, ALIGN_LEFT);
        if (play_level(p, i) >= 0) {
            /* Which seats the computer plays, and how well: in full where there is room
               between the name and the score, else the level alone. */
            char lv[48];
            snprintf(lv, sizeof lv, _("computer, %s"), ui_level_label(play_level(p, i)));
            int room = row.x + row.w - (int)(16 * a->s) - sw - (top.x + nw + (int)(8 * a->s));
            const char *show = gfx_text_w(a, FONT_SMALL, lv) <= room ? lv
                               : gfx_text_w(a, FONT_SMALL, ui_level_label(play_level(p, i))) <= room
                                   ? ui_level_label(play_level(p, i))
                                   : NULL;
            ui_rect lt = {top.x + nw + (int)(8 * a->s), top.y, room, top.h};
            gfx_text_in(a, FONT_SMALL, show, &lt, cur ? ink : COL_DIM, ALIGN_LEFT);
        }
        /* Followers left: small meeples, the placed ones as empty outlines. */
        double ms = fmin(row.h * .38, 16 * a->s);
        SDL_Texture *t = ui_art_sprite(&a->art, &a->art.meeple, ms);
        for (int k = 0; k < CARC_FOLLOWERS + (p->cat->figures[CARC_FIG_BIG] ? 1 : 0) && t; k++) {
            bool big = k == CARC_FOLLOWERS;
            bool home = big ? carc_game_supply(p->g, i, CARC_FIG_BIG) > 0
                            : k < carc_game_supply(p->g, i, CARC_FIG_FOLLOWER);
            double sz = big ? ms * 1.3 : ms;
            SDL_FRect d = {(float)(tx + k * ms * .8 + (big ? ms * .3 : 0)),
                           (float)(row.y + row.h - sz - 3 * a->s), (float)sz, (float)sz};
            SDL_Color mc = cur ? ink_on(p->colour[i]) : pc;
            if (!cur && p->colour[i] == CARC_BLACK)
                black_halo(a, t, &d, home ? 255 : 50);
            SDL_SetTextureColorMod(t, mc.r, mc.g, mc.b);
            SDL_SetTextureAlphaMod(t, home ? 255 : 50);
            SDL_RenderCopyF(a->ren, t, NULL, &d);
            SDL_SetTextureAlphaMod(t, 255);
        }
        /* The expansions' figures after them, each its own sprite, faint while on the board;
           the goods tokens right of them (Traders & Builders). */
        double fx = tx + (CARC_FOLLOWERS + (p->cat->figures[CARC_FIG_BIG] ? 1.6 : .4)) * ms * .8;
        for (int k = CARC_FIG_ABBOT; k < CARC_FIGURE_KINDS && t; k++)
            if (p->cat->figures[k]) {
                ui_draw_figure(a, fx + ms / 2, row.y + row.h - ms / 2 - 3 * a->s, ms * 1.1,
                               p->colour[i], k, false,
                               carc_game_supply(p->g, i, (carc_figure_kind)k) > 0 ? 255 : 60);
                fx += ms * 1.15;
            }
        ui_rect gr = {(int)fx, row.y + row.h / 2, row.x + row.w - (int)(8 * a->s) - sw - (int)fx,
                      row.h / 2};
        figs_draw_goods(a, i, &gr, ink);
    }
}

/* The latest scores, newest on top, each with its player's mark. */
static void draw_log(ui_app *a)
{
    ui_play *p = a->play;
    const ui_rect *l = &a->lay.log;
    int lh = gfx_font_h(a, FONT_SMALL) + (int)(4 * a->s);
    if (l->h < 2 * lh)
        return;
    gfx_text(a, FONT_BOLD, _("Latest"), l->x, l->y, COL_DIM, ALIGN_LEFT);
    int y = l->y + gfx_font_h(a, FONT_BOLD) + (int)(4 * a->s);
    for (int i = 0; i < p->nlog && y + lh <= l->y + l->h; i++, y += lh) {
        double r = lh * .32;
        if (p->log_player[i] >= 0)
            draw_mark_disc(a, l->x + r + 2, y + lh / 2.0, r, p->log_player[i]);
        gfx_text(a, FONT_SMALL, p->log[i], l->x + (int)(2 * r + 10 * a->s), y + (int)(2 * a->s),
                 i == 0 ? COL_TEXT : COL_DIM, ALIGN_LEFT);
    }
}

static const char *phase_help(const ui_app *a)
{
    const ui_play *p = a->play;
    if (session_replaying(a))
        return _("The game as it stood after the turn the replay shows: step through it with "
                 "the bar below the board.");
    if (computer_to_move(p)) {
        bool person = false; /* someone at the table whose last turn undo gives back */
        for (int i = 0; i < p->g->nplayers; i++)
            person = person || play_level(p, i) < 0;
        if (p->phase == PH_DRAGON)
            return _("The computer player chooses its step of the dragon's flight. Watch it; "
                     "Esc opens the menu.");
        if (p->ai_step != AI_THINK)
            return _("The computer player puts its tile down, then its follower, as you "
                     "would. Watch it; Esc opens the menu.");
        return person ? _("The computer player is thinking. Move and zoom the board as you "
                          "like; Esc opens the menu, Ctrl+Z takes back your last turn.")
                      : _("The computer player is thinking. Move and zoom the board as you "
                          "like; Esc opens the menu.");
    }
    switch (p->phase) {
    case PH_PLACE:
        return _(
            "Click a highlighted cell to place the tile. Right-click, R or Ctrl+wheel turns it.");
    case PH_FOLLOWER:
        return p->figs.nkinds > 1
                   ? _("Choose a figure below (Tab), click a glowing spot to place it, or none "
                       "(Space).")
                   : _("Click a glowing spot to place a follower, or choose no follower (Space).");
    case PH_CONFIRM:
        return _("Confirm the turn (Enter or click the tile), or take it back (Backspace).");
    case PH_DISCARD:
        return _("This tile fits nowhere. It goes back to the box and you draw again.");
    case PH_DRAGON:
        return _("The dragon flies: click a red cell next to it. It eats every figure on the "
                 "tile it enters; it never goes back over its path nor onto the fairy's tile.");
    case PH_FINAL:
        return _("Final scoring: unfinished features, then farms.");
    default:
        return _("The game is over. Results (Enter) shows the scores.");
    }
}

static void draw_panel(ui_app *a)
{
    ui_play *p = a->play;
    ui_layout *l = &a->lay;
    gfx_fill(a->ren, &l->panel, COL_PANEL);
    /* The banner names whose decision it is: in a dragon's flight, the step's player. */
    int cur = p->phase == PH_DRAGON ? carc_game_actor(p->g) : p->g->current;
    char buf[160];
    if (p->g->over) {
        gfx_rounded(a->ren, &l->banner, (int)(8 * a->s), COL_GOLD);
        gfx_text_in(a, FONT_BIG, p->phase == PH_FINAL ? _("Final scoring") : _("Game over"),
                    &l->banner, COL_DARK, ALIGN_CENTRE);
    } else {
        SDL_Color pc = ui_player_colour(p->colour[cur]);
        if (p->colour[cur] == CARC_BLACK) {
            /* A black banner on a dark panel needs a light rim to read as a banner. */
            ui_rect rim = {l->banner.x - 2, l->banner.y - 2, l->banner.w + 4, l->banner.h + 4};
            gfx_rounded(a->ren, &rim, (int)(9 * a->s), edge_colour(CARC_BLACK));
        }
        gfx_rounded(a->ren, &l->banner, (int)(8 * a->s), pc);
        if (p->phase == PH_DRAGON)
            dragon_banner(a, buf, sizeof buf);
        else if (p->g->extra == 2)
            /* TRANSLATORS: the banner during a builder's double turn */
            snprintf(buf, sizeof buf, _("%s again: builder's tile"), p->name[cur]);
        else
            snprintf(buf, sizeof buf, _("%s's turn"), p->name[cur]);
        double r = l->banner.h * .3;
        draw_mark_disc(a, l->banner.x + r + 12 * a->s, l->banner.y + l->banner.h / 2.0, r, cur);
        ui_rect t = {l->banner.x + (int)(2 * r + 20 * a->s), l->banner.y,
                     l->banner.w - (int)(2 * r + 20 * a->s), l->banner.h};
        int tw = gfx_text_in(a, FONT_BIG, buf, &t, ink_on(p->colour[cur]), ALIGN_LEFT);
        /* A computer player thinking: the indicator after its name, where there is room. */
        if (computer_to_move(p) && p->ai_step == AI_THINK && tw + 60 * a->s < t.w)
            draw_dots(a, t.x + tw + 34 * a->s, t.y + t.h / 2.0, ink_on(p->colour[cur]));
    }
    /* The tile in hand, large, turned as it would go down. */
    int hand = carc_game_tile_in_hand(p->g);
    if (hand >= 0)
        gfx_fill(a->ren, &l->hand, (SDL_Color){20, 18, 16, 255});
    if (p->phase == PH_DRAGON) {
        dragon_draw_hand(a, &l->hand); /* the tile is down: the dragon flies */
    } else if (hand >= 0 && ai_fly(a) >= 1) {
        int rot = p->phase == PH_PLACE     ? (p->hover ? p->hrot : p->pref_rot)
                  : p->phase == PH_DISCARD ? p->pref_rot
                                           : p->pending.rot;
        SDL_Rect r = {l->hand.x + 4, l->hand.y + 4, l->hand.w - 8, l->hand.h - 8};
        draw_tile(a, hand, rot, &r, 255);
        if (p->phase == PH_DISCARD) {
            SDL_Color red = {230, 60, 50, 230};
            gfx_line(a->ren, r.x, r.y, r.x + r.w, r.y + r.h, 6 * a->s, red);
            gfx_line(a->ren, r.x + r.w, r.y, r.x, r.y + r.h, 6 * a->s, red);
        }
    }
    /* With no tile in hand (the game is over) the text takes the tile's place too. */
    ui_rect info = hand >= 0 ? l->info
                             : (ui_rect){l->hand.x, l->hand.y, l->info.x + l->info.w - l->hand.x,
                                         l->info.h};
    int y = info.y;
    snprintf(buf, sizeof buf, _("Tiles left: %d"), carc_game_tiles_left(p->g));
    gfx_text(a, FONT_BOLD, buf, info.x, y, COL_TEXT, ALIGN_LEFT);
    y += gfx_font_h(a, FONT_BOLD) + (int)(4 * a->s);
    y = dragon_draw_set_aside(a, info.x, y, info.w); /* beside the stack, until the dragon */
    y += gfx_text_wrap(a, FONT_SMALL, phase_help(a), info.x, y, info.w, COL_DIM);
    /* The figure step: what a take-back scores, and the kind selector (figures_ui.c). */
    char fl[160];
    const char *line = dragon_panel_line(a, fl, sizeof fl); /* the fairy, princess, portal */
    if (!line)
        line = figs_panel_line(a, fl, sizeof fl);
    if (line)
        gfx_text_wrap(a, FONT_SMALL, line, info.x, y + (int)(2 * a->s), info.w, COL_GOLD);
    figs_draw_selector(a);
    int b[3];
    buttons_for(p, b);
    for (int i = 0; i < 3 && !session_replaying(a); i++) { /* the replay bar has its own */
        if (b[i] == BTN_NONE)
            continue;
        bool enabled = !(b[i] == BTN_CONFIRM && p->phase == PH_FOLLOWER);
        bool primary = b[i] == BTN_CONFIRM || b[i] == BTN_DISCARD || b[i] == BTN_NEXT ||
                       b[i] == BTN_SKIP;
        gfx_button(a, &l->button[i], button_label(b[i]), enabled, primary && enabled);
    }
    lap_labels laps;
    draw_track(a, &laps);
    draw_players(a);
    draw_laps(a, &laps);
    draw_log(a);
    gfx_text_in(a, FONT_SMALL, _("H help · T tiles left · F fit · G grid · Esc menu"), &l->hint,
                COL_DIM, ALIGN_CENTRE);
}

/* A computer's tile on its way from the panel to its cell, over both, so that the eye
   follows it to where it goes down. */
static void draw_flying_tile(ui_app *a)
{
    ui_play *p = a->play;
    double t = ai_fly(a);
    int hand = carc_game_tile_in_hand(p->g);
    if (t >= 1 || hand < 0)
        return;
    double e = t * t * (3 - 2 * t);
    SDL_Rect to;
    tile_rect(&p->cam, p->pending.x, p->pending.y, &to);
    const ui_rect *h = &a->lay.hand;
    double fx = h->x + 4, fy = h->y + 4, fw = h->w - 8, fh = h->h - 8;
    SDL_Rect r = {(int)(fx + (to.x - fx) * e), (int)(fy + (to.y - fy) * e),
                  (int)(fw + (to.w - fw) * e), (int)(fh + (to.h - fh) * e)};
    draw_tile(a, hand, p->pending.rot, &r, 255);
    frame_sdl(a->ren, &r, (int)fmax(2, r.w * .04), COL_HAND);
}

void play_draw(ui_app *a)
{
    draw_board(a);
    draw_panel(a);
    draw_flying_tile(a);
    aids_draw(a); /* aids_ui.c */
    session_board_buttons_draw(a); /* session.c: undo and redo */
}

void play_outline(ui_app *a, const carc_segment *seg, int n, int kind, Uint8 alpha)
{
    static ui_anim an; /* large; drawn at once */
    an.nseg = n < UI_ANIM_SEGS ? n : UI_ANIM_SEGS;
    memcpy(an.seg, seg, sizeof an.seg[0] * (size_t)an.nseg);
    an.ev.kind = (uint8_t)kind;
    draw_feature(a, &an, alpha);
}

void play_tile(ui_app *a, int type, int rot, const SDL_Rect *r, Uint8 alpha)
{
    draw_tile(a, type, rot, r, alpha);
}

uint64_t play_ai_seed(const ui_play *p)
{
    return ai_seed(p);
}
