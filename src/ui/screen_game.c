/*
 * screen_game.c: the game screen: the board, the turn (place, follower, confirm), the side
 * panel with the tile in hand, the players and the scoring track, and the animations that the
 * core's events drive.
 *
 * The game is the midend's (../session/midend.h): the window hands it the actions a person
 * chooses (act: the placement and the figure step when a turn is confirmed, a discard, each step
 * of a module's phase played a step at a time) and the answers of the computer seats once it
 * has shown them, and animates the events that come back. The midend records and autosaves the
 * turns; the view watches it (play_observer) for what it shows of the turns before (who put
 * which tile down, the log, what the modules keep) when a file is opened or the cursor moves.
 * What a rule module shows is its hooks' (module_ui.h). Nothing here changes the game or the
 * record.
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
#include "net_ui.h"
#include "session.h"
#include "module.h"
#include "module_ui.h"
#include "text.h"
#include "tileset_io.h"

/* ---- colours and names ---- */

const char *ui_colour_label(int colour)
{
    static const char *n[CARC_COLORS] = {N_("Red"),    N_("Blue"),  N_("Green"),
                                         N_("Yellow"), N_("Black"), N_("Pink")};
    /* The shades for colour-blind eyes draw red as vermilion: it is called what it looks. */
    if (colour == CARC_RED && ui_player_colours_safe())
        return _("Orange");
    return colour >= 0 && colour < CARC_COLORS ? _(n[colour]) : "?";
}

/* Text over a player's colour: dark on the light colours, white on the others. */
SDL_Color ink_on(int colour)
{
    return colour == CARC_YELLOW || colour == CARC_PINK ? COL_DARK : COL_WHITE;
}

/* A player's colour where it must stand out against the dark board and panel: black
   becomes light grey there. */
SDL_Color edge_colour(int colour)
{
    return colour == CARC_BLACK ? (SDL_Color){200, 200, 205, 255} : ui_player_colour(colour);
}

/* What scored in the final scoring, one phrase per kind (an adjective agrees with its noun);
   a field's line says how many cities it fed instead. */
const char *unfinished_label(int kind)
{
    switch (kind) {
    case CARC_ROAD:
        return _("Road (unfinished)");
    case CARC_CITY:
        return _("City (unfinished)");
    case CARC_CLOISTER:
        return _("Cloister (unfinished)");
    default: {
        const ui_feature_kind *fk = ui_feature_kind_of(kind);
        return fk ? fk->word(UI_WORD_UNFINISHED, 0) : _("Feature (unfinished)");
    }
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
    default: {
        const ui_feature_kind *fk = ui_feature_kind_of(kind);
        return fk ? fk->word(UI_WORD_NAME, 0) : _("Feature");
    }
    }
}

/* ---- turn flow ---- */

/* A short sound, when the settings have them on. */
void sound(ui_app *a, int id)
{
    if (a->cfg.sound)
        ui_sounds_play(&a->snd, id);
}

void set_msg(ui_app *a, const char *m)
{
    snprintf(a->play->msg, sizeof a->play->msg, "%s", m);
    a->play->msg_t = a->now;
}

void cam_fit(ui_app *a, double max_zoom)
{
    ui_play *p = a->play;
    cam_stop(p);
    ui_cam_fit_board(&p->cam, p->g, max_zoom * a->s);
}

/* Whether the decision to make is a seat's that answers by itself (a computer player, a
   script, a remote player: carc_midend_answers), not this screen's input: its turn not yet
   over, or its step of a module's phase of steps (whoever's turn it is). The window polls that seat
   and paces what it shows (game_ai.c). */
bool seat_to_move(const ui_play *p)
{
    if (!p || p->g->over || p->phase > PH_STEP)
        return false;
    const int who = p->phase == PH_STEP ? carc_game_actor(p->g) : p->g->current;
    return carc_midend_answers(p->mid, who);
}

bool play_seat_turn(const ui_app *a)
{
    return seat_to_move(a->play);
}

/* At the start of a person's turn the view follows play without fighting the player's own
   panning and zooming: it stays while every cell where the tile fits is in view; else it glides
   the least that shows them all when they fit at the present zoom, and otherwise only when none
   is in view, to the nearest. It never zooms. */
static void show_legal(ui_app *a)
{
    ui_play *p = a->play;
    /* What the turns before brought (a computer's tile) matters no more: a move that waited
       for the pointer goes, and the view is weighed as the player sees it. */
    if (p->glide == GLIDE_WAITS)
        cam_stop(p);
    static int cells[UI_MAX_LEGAL][2];
    int n = 0;
    for (int i = 0; i < p->nlegal; i++)
        if (n == 0 || cells[n - 1][0] != p->legal[i].x || cells[n - 1][1] != p->legal[i].y) {
            cells[n][0] = p->legal[i].x; /* a cell's rotations come together */
            cells[n][1] = p->legal[i].y;
            n++;
        }
    cam_follow(a, (const int(*)[2])cells, n, 0);
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
    p->nmenu = 0;
    p->hover_back = -1;
    p->nsteps = 0;
    p->hover_step = -1;
    memset(&p->figs, 0, sizeof p->figs);
    if (p->g->over) {
        /* The final scoring visits the whole board: show all of it. The last turn's message
           (why a module's phase of steps ended, say) is of that turn, which no next turn
           clears now: it goes. */
        p->msg[0] = 0;
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
    else if (!seat_to_move(p))
        show_legal(a);
    update_hover(a);
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
    const int who = carc_game_actor(p->g);
    if (carc_midend_act(p->mid, acts, n, &p->ev, &why, err, sizeof err) != 0) {
        char said[192];
        ui_i18n_reason(&why, said, sizeof said);
        set_msg(a, said);
        return false;
    }
    net_acted(a, who, acts, n); /* a game across machines: the host is told */
    return true;
}

/* The player whose turn the next actions belong to (a step of a flight: the turn's player). */
static int turn_player(const ui_play *p)
{
    return carc_midend_in_turn(p->mid) ? carc_midend_history(p->mid)->turn_mover : p->g->current;
}

/* A step of module h's phase of steps is to be chosen: the steps that the player whose step it
   is may take; what the module keeps of the phase, and what it shows and the cells the steps
   go to stay in view. */
static void begin_step(ui_app *a, const ui_module_hooks *h)
{
    ui_play *p = a->play;
    p->phase = PH_STEP;
    p->ai_step = AI_IDLE;
    p->nsteps = carc_game_legal_actions(p->g, p->steps, 4);
    p->hover_step = -1;
    int cells[5][2], n = h->step_begin ? h->step_begin(a, cells, 1) : 0;
    for (int i = 0; i < p->nsteps && n < 5; i++, n++)
        ui_step_cell(p->g, &p->steps[i], &cells[n][0], &cells[n][1]);
    cam_follow(a, (const int(*)[2])cells, n, 0);
    update_hover(a);
}

/* After the actions just applied for player's turn: the next step of a flight under way, or
   the turn is over (the midend recorded and saved it) and the next one begun. */
static void after_action(ui_app *a, int player)
{
    ui_play *p = a->play;
    take_events(a, &p->ev);
    note_placer(p, p->g, player, &p->ev);
    const ui_module_hooks *steps = ui_step_module(p->g);
    if (steps) {
        begin_step(a, steps);
        a->dirty = true;
        return;
    }
    if (p->phase == PH_STEP) /* the phase of steps is over: its module says what it left */
        for (int m = 0; m < CARC_MODULES; m++) {
            const ui_module_hooks *h = ui_module_in_play(p->g, m);
            if (h && h->step_phase && h->steps_over)
                h->steps_over(a);
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

void commit_turn(ui_app *a)
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
    for (int k = 0; k < CARC_MODULES; k++) { /* what the last phase of steps left goes */
        const ui_module_hooks *h = ui_module_in_play(p->g, k);
        if (h && h->turn_played)
            h->turn_played(p);
    }
    p->msg[0] = 0;
    after_action(a, player);
}

void discard_tile(ui_app *a)
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

/* Step i of p->steps (a module's phase of steps), by the player whose step it is. */
void play_step(ui_app *a, int i)
{
    ui_play *p = a->play;
    if (p->phase != PH_STEP || i < 0 || i >= p->nsteps)
        return;
    const int player = turn_player(p);
    if (!act(a, &p->steps[i], 1))
        return;
    sound(a, SND_PLACE);
    after_action(a, player);
}

void play_take_back(ui_app *a)
{
    ui_play *p = a->play;
    if ((p->phase != PH_FOLLOWER && p->phase != PH_CONFIRM) || seat_to_move(p))
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

void update_hover(ui_app *a)
{
    ui_play *p = a->play;
    p->why[0] = 0;
    p->hover = false;
    if (p->phase != PH_PLACE || seat_to_move(p) || !ui_rect_has(&p->cam.view, a->mx, a->my))
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

void rotate(ui_app *a, int dir)
{
    ui_play *p = a->play;
    if (p->phase != PH_PLACE || seat_to_move(p))
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

/* ---- starting a game ---- */

/* What only the view holds of the game on screen, cleared for another game or a rebuilt one
   (what the observer fills, which turn each tile was, the log, what the modules keep, is
   view_reset's). */
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

int play_level(const ui_play *p, int i)
{
    const carc_seat *s = p->mid && i >= 0 && i < CARC_MAX_PLAYERS ? p->mid->seat[i] : NULL;
    return s && s->kind == CARC_SEAT_COMPUTER ? s->level : -1;
}

const char *play_name(const ui_play *p, int i)
{
    return p->rec && i >= 0 && i < p->rec->nplayers ? p->rec->players[i].name : "?";
}

int play_colour(const ui_play *p, int i)
{
    return p->rec && i >= 0 && i < p->rec->nplayers ? (int)p->rec->players[i].color : 0;
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
    stage->rec = rec; /* the log names the players (play_name) */
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
    net_close(); /* a game here ends the one across machines (its seat can be taken back) */
    ui_setup *s = &a->setup;
    const char *names[CARC_MAX_SETS + CARC_MODULES];
    int n = setup_set_names(s, names);
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

bool play_load(ui_app *a, const char *path, bool scripted, const carc_rules *rules, char *err,
               size_t len)
{
    carc_record *r = malloc(sizeof *r);
    if (!r) {
        snprintf(err, len, "out of memory");
        return false;
    }
    carc_seat *scripts[CARC_MAX_PLAYERS] = {0};
    bool ok = carc_record_load(path, r, err, len) == 0;
    if (ok && rules)
        r->rules = *rules;
    if (ok && scripted) {
        /* The game from its start, each seat played by a script of its actions in the file. */
        ok = carc_seat_scripts_from(r, path, a->assets, scripts, err, len) == 0;
    }
    if (ok)
        ok = open_record(a, r, path, err, len);
    else
        carc_text_one_line(err, len); /* one line on screen and stderr */
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        if (ok && scripts[i])
            carc_midend_set_seat(a->play->mid, i, scripts[i]); /* the midend owns it */
        else if (scripts[i])
            scripts[i]->ops->free(scripts[i]);
    }
    free(r);
    return ok;
}

bool play_open_record(ui_app *a, const carc_record *rec, const char *name, char *err, size_t len)
{
    return open_record(a, rec, name, err, len);
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
