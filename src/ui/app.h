/*
 * app.h: the program's window, its screens and the UI state of a game.
 *
 * Ownership follows STYLE.md's "state vs UI": the game is the midend's (../session/midend.h),
 * which alone applies actions and writes the record; ui_play points at it read only, hands it
 * the actions a person chooses (a turn confirmed or discarded, each step of a module's phase)
 * and animates the events that come back. The hover cell, the rotation being tried, the pending
 * placement and follower, the camera and the animations live in ui_play and never leak into
 * the game. Screens form a small
 * stack (setup, game, end, with menu/help/tiles overlays on top); each has an event, an
 * update and a draw function, and the main loop redraws only when one of them says something
 * changed or an animation runs.
 *
 * A seat may be a computer player: its seat in the midend searches on a worker thread of src/ai,
 * and the window shows its answer a step at a time before handing it back to the midend.
 */
#ifndef CARC_UI_APP_H
#define CARC_UI_APP_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "ai.h"
#include "art.h"
#include "figures.h"
#include "game.h"
#include "midend.h"
#include "record.h"
#include "settings.h"
#include "sound.h"
#include "view.h"

enum ui_font { FONT_SMALL, FONT_BODY, FONT_BOLD, FONT_BIG, FONT_HUGE, FONT_COUNT };

enum ui_screen_id {
    SCR_SETUP, SCR_GAME, SCR_END, SCR_MENU, SCR_HELP, SCR_TILES, SCR_SETTINGS,
    SCR_RULES, /* screen_rules.h: the rules reference */
    /* session.h (screen_saves.c): saves, resume, replay */
    SCR_RESUME, SCR_OPEN, SCR_SAVEAS, SCR_REPLAY, SCR_NOTICE,
    SCR_NET /* net_ui.h (screen_net.c): joining or hosting a game across machines */
};

enum ui_phase {
    PH_PLACE,    /* choose a cell and rotation for the tile in hand */
    PH_FOLLOWER, /* the tile is down (pending): choose a spot or skip */
    PH_CONFIRM,  /* confirm the turn, or take it back */
    PH_DISCARD,  /* the tile fits nowhere: shown, then discarded */
    PH_STEP,     /* a step of a module's phase taken one at a time (its step hooks),
                    chosen by carc_game_actor */
    PH_FINAL,    /* the final scoring, one feature at a time */
    PH_OVER      /* the end screen is up */
};

/* ANIM_MODULE: a rule module's own (its `module` draws it, module_ui.h; `what` is the
   module's). */
enum ui_anim_type { ANIM_SCORE, ANIM_RETURN, ANIM_PLACE, ANIM_TURN, ANIM_MODULE };

#define UI_ANIM_MAX 48
#define UI_ANIM_SEGS 128
#define UI_MAX_LEGAL (CARC_MAX_HOLES * 4)
#define UI_NAME_LEN 20
#define UI_LOG_LINES 12
#define UI_LOG_NO_NODE 0xFFFFu
#define UI_MENU_MAX 4 /* the choices of one figure in the figure step, at the most */

typedef struct ui_anim {
    uint8_t type;
    uint8_t module, what; /* ANIM_MODULE: the module (carc_module_id) and its kind of animation */
    uint32_t t0, dur; /* milliseconds */
    carc_event ev;
    int nseg;
    carc_segment seg[UI_ANIM_SEGS]; /* the scored feature, copied: it may grow later */
    double bx, by;                  /* board point it starts from */
} ui_anim;

/* What "think longer" (setup screen, settings) multiplies the computer players' budget by. */
#define UI_THINK_LONGER 4.0

/* What the setup screen edits and a new game starts from. */
typedef struct ui_setup {
    int nplayers;
    char name[CARC_MAX_PLAYERS][UI_NAME_LEN];
    int colour[CARC_MAX_PLAYERS]; /* carc_color */
    int ai[CARC_MAX_PLAYERS];     /* each seat's computer level (carc_ai_level), -1: a person */
    double think; /* carc_ai_config.think of the computer players: 1, or more to think longer */
    bool aids;    /* the aids to read the board are on in the new game (aids_ui.h) */
    carc_rules rules;
    unsigned sets;     /* the expansions: bit m for rule module m (module.h, carc_sets_names) */
    /* The player's own tile sets in play (tileset_find.h), by name, in the order of files. */
    int nown;
    char own[CARC_MAX_SETS][CARC_NAME_LEN];
    struct carc_set_file *files; /* the own tile sets found, good and bad (malloc'ed) */
    int nfiles;
    int set_first;     /* the first row of the tile sets shown: the list scrolls */
    char refused[320]; /* why the chosen sets and rules cannot start, or "" */
    int editing;    /* the player whose name is being typed, or -1 */
    size_t caret;   /* where typing goes in that name (a byte offset) */
    bool all;       /* the whole name is selected: typing replaces it */
    char note[160]; /* what the last change did that the player may not expect, or "" */
    int deck_size; /* of the chosen sets, -1 when they do not load */
} ui_setup;

/* The view's glide to what play brings (game_input.c). */
enum ui_glide {
    GLIDE_NONE,
    GLIDE_WAITS, /* the pointer rests on the board: the view waits for it to move */
    GLIDE_READY, /* to begin from wherever the view is at the next frame */
    GLIDE_MOVES  /* under way */
};

/* The steps of a computer player's turn, paced so that people can follow them. */
enum ui_ai_step {
    AI_IDLE,     /* no computer player is acting */
    AI_THINK,    /* the search runs on its worker thread */
    AI_TILE,     /* its tile is shown at its cell (the preview a person sees) */
    AI_FOLLOWER, /* then its follower (or none), before the turn is confirmed */
    AI_DISCARD,  /* its tile fits nowhere: shown, then discarded */
    AI_STEP      /* its step of a module's phase (its step hooks): the cells shown, then
                    the step */
};

/* The UI of one game: a view of the midend's game, and everything that is only about showing
   it. The game, its record and its catalog are the midend's (read only here); the names and
   colours are the record's (play_name, play_colour). */
typedef struct ui_play {
    carc_midend *mid;        /* the game's owner (../session/midend.h) */
    const carc_catalog *cat; /* the midend's, as are g and rec */
    const carc_game *g;      /* the game in play */
    const carc_record *rec;  /* its record: what --record-out writes and a save holds */
    int phase;
    ui_camera cam;
    carc_placement legal[UI_MAX_LEGAL];
    int nlegal;
    bool hover;          /* the pointer is over a cell where the tile fits */
    int hx, hy, hrot;    /* that cell and the rotation shown there */
    int pref_rot;        /* the rotation the player last chose; kept from cell to cell */
    char why[128];       /* why the tile does not fit on the hovered cell */
    int bad_x, bad_y;
    carc_placement pending;
    carc_spot spots[CARC_MAX_FEATURES];
    int nspots;
    double spot_px[CARC_MAX_FEATURES][2]; /* spot centres on screen, one per spot */
    double spot_sz[CARC_MAX_FEATURES];    /* and the size of each ring, kept on its tile */
    int nspot_px;
    int sel_spot; /* index into spots, -1 for none */
    /* The figure step (figures.h): what the player may do, the kind chosen in the panel's
       selector (spots[] holds its spots), the figure chosen to take back (an id, -1: none),
       and where the figures that may be taken back stand on screen. */
    ui_figs figs;
    int sel_kind;
    int sel_back;
    double back_px[CARC_FIGURE_SLOTS][2];
    int hover_back;
    int hover_spot; /* index into spot_px, -1 */
    /* The rule modules' part (module_ui.h): the figure step's choice a module offers (its
       target hooks) when sel_other is set; the path of a phase of steps (its step hooks) and the
       steps the player whose step it is may take. */
    bool sel_other;
    carc_action other;
    /* The menu at a figure that offers several choices (game_pick.c): them, in the order a
       click goes through them, and the point it hangs from (shown while one of them is the
       choice made). */
    int nmenu;
    carc_action menu[UI_MENU_MAX];
    double menu_x, menu_y;
    int npath;
    int16_t path[7][2];
    int nsteps;
    carc_action steps[4];
    int hover_step; /* index into steps, -1 */
    uint16_t serial[CARC_MAX_TILES]; /* placement number of each tile (0 for the start) */
    uint8_t placer[CARC_MAX_TILES];
    uint16_t nserial;
    uint16_t last_serial[CARC_MAX_PLAYERS]; /* the serial of each player's last placement */
    ui_anim anim[UI_ANIM_MAX];
    int nanim;
    carc_events ev;
    int final_first, final_step; /* index of the next final-scoring event */
    uint32_t final_t;
    int16_t shown[CARC_MAX_PLAYERS]; /* scores as the final scoring has shown them so far */
    char log[UI_LOG_LINES][96]; /* newest first: who scored what, discards */
    int8_t log_player[UI_LOG_LINES];
    uint16_t log_node[UI_LOG_LINES]; /* the feature a score line is about (a node of it), or
                                        UI_LOG_NO_NODE: the aids outline it on hover */
    carc_event log_ev[UI_LOG_LINES]; /* and its scoring, which the aids' card shows as it was */
    int nlog;
    int panel_top; /* how far the track and the log are scrolled, when they scroll (view.h) */
    char msg[400];
    uint32_t msg_t;
    int msg_bottom; /* where the board's notes at its top ended, as last drawn (0: none there): the
                       aids' cards keep below it */
    bool drag, dragged;
    int press_x, press_y, last_x, last_y;
    /* The view following play (game_input.c): a glide (enum ui_glide) toward cam_to, from
       cam_from since glide_t0. */
    int glide;
    ui_camera cam_from, cam_to;
    uint32_t glide_t0;
    bool grid;
    /* The computer player to move (screen_game.c): the step of its answer shown (its search
       is its seat's, in the midend). */
    int ai_step;       /* enum ui_ai_step */
    carc_ai_stats ai_stats; /* its last search's (a search its time cap stopped is logged) */
    uint32_t ai_t;     /* when the step began */
    uint32_t ai_frame; /* the thinking indicator's frame last drawn */
    carc_move ai_move;
} ui_play;

typedef struct ui_text_entry ui_text_entry;

/* The aid at a first meeting (firsts.h): the things met so far in the game on screen (bits), the
   note shown (-1: none) and the turn it came on. */
typedef struct ui_firsts {
    const carc_midend *mid;
    unsigned seen;
    int shown, turn;
} ui_firsts;

/* Command line choices. */
typedef struct ui_options {
    const char *screenshot;
    const char *record_in;
    bool script_seats; /* --script-seats: record_in's game from its start, its seats scripts */
    const char *record_out;
    const char *events; /* --events: a script of input events (script.c) */
    bool autoplay;
    uint64_t seed;
    bool has_seed;
    int players;
    int nseats; /* --seats: the players of a new game, person or computer level */
    int seat_ai[CARC_MAX_PLAYERS];
    double think;  /* --think: carc_ai_config.think (0: the setup screen's choice) */
    double ai_cap; /* --ai-cap: carc_ai_config.cap_s (0: the level's own) */
    int ai_pace;   /* --ai-pace: each step of a computer player's turn shows this long (ms) */
    unsigned sets; /* --tilesets: the expansions a new game starts with (as ui_setup.sets) */
    int nown;      /* --tilesets: the player's own sets named (as ui_setup.own) */
    char own[CARC_MAX_SETS][CARC_NAME_LEN];
    int turns;       /* autoplay: stop after this many turns (-1: play to the end) */
    const char *stop_at; /* autoplay: place, follower, score, final, end, think or move */
    int bench_frames;
    int ui_scale; /* --ui-scale: percent as carc_settings.ui_scale (0: automatic), -1: the
                     settings' */
    bool software;
    bool fullscreen;
    bool quit_at_end;
    int win_w, win_h;
    /* A game across machines (net_ui.h): --host SEATS on --port, or --join HOST:PORT --code. */
    const char *host_seats, *join, *code;
    int port;
} ui_options;

typedef struct ui_app {
    SDL_Window *win;
    SDL_Renderer *ren;
    int w, h;     /* output size in pixels */
    double ratio; /* pixels per window point */
    double s;     /* UI scale */
    bool dirty, quit;
    uint32_t now;
    const char *assets;
    TTF_Font *font[FONT_COUNT];
    double font_s;
    ui_text_entry *cache;
    ui_art art;
    int stack[8];
    int depth;
    ui_setup setup;
    ui_play *play;
    ui_layout lay;
    int mx, my;     /* pointer in pixels */
    ui_options opt;
    struct ui_session *sess; /* session.c: autosave, undo/redo, open, replay */
    struct ui_puzzle *puzzle; /* puzzle_ui.c: the puzzle being played, or NULL */
    struct ui_lesson *lesson; /* lesson.c: the guided first game, or NULL */
    ui_firsts firsts;         /* firsts.c: the aid at a first meeting */
    carc_settings cfg; /* prefs.c: the settings, remembered between runs */
    ui_sounds snd;     /* sound.c: silent when there is no audio device */
    char cfg_path[CARC_SETTINGS_PATH_LEN]; /* where they are kept, or "" (tests: nowhere) */
} ui_app;

/* Player colours on screen, by carc_color, in the shades the settings chose (prefs.c). */
SDL_Color ui_player_colour(int colour);
/* Whether the settings chose the shades for colour-blind eyes (ui_colour_label names them). */
bool ui_player_colours_safe(void);
/* The mark (art.mark[K]) the figures of a colour carry, as the settings chose (prefs.c). */
int ui_player_mark(const ui_app *a, int colour);
const char *ui_colour_label(int colour); /* translated */
/* A computer player's level as the window names it: "Easy", "Medium", "Hard" (translated). */
const char *ui_level_label(int level);

/* The translated name of a feature kind ("Road", "City", ...) for score lines. */
const char *ui_kind_label(int kind);

/* Screen stack. */
void ui_push(ui_app *a, int screen);
void ui_pop(ui_app *a);
int ui_top(const ui_app *a);

/* Screens (screen_*.c). Event handlers receive mouse positions already in pixels. */
void setup_init(ui_app *a);
void setup_event(ui_app *a, const SDL_Event *e);
void setup_draw(ui_app *a);
/* Seat i's name when nobody typed one ("Player 2", "Computer 2"), in the player's language;
   and whether seat i has it. The settings keep an empty name for it. */
void setup_default_name(const ui_setup *s, int i, char *buf, size_t len);
bool setup_default_named(const ui_setup *s, int i);
/* The names of the tile sets the setup puts in play: "base", the rule modules' in the table's
   order, then the player's own; returns how many. */
int setup_set_names(const ui_setup *s, const char **names); /* room: CARC_MAX_SETS + 6 */
/* A tile set's title for people: a rule set's in the player's language, an own set's from its
   file, else its name. */
const char *setup_set_title(const ui_app *a, const char *name);
/* The language button (setup screen, settings): the system's language, then each of the
   game's (dir -1 backwards), written to the settings file; names nobody typed follow it. And
   the button's label. */
void setup_cycle_language(ui_app *a, int dir);
void setup_language_label(char *buf, size_t len);

/* Starts a game from the setup; false with a message on the setup screen when it cannot. */
bool play_start(ui_app *a, uint64_t seed);
/* Opens a record file on a new midend (checked and replayed once, the view watching) and
   shows it; false with err, the game on screen as it was. rules, unless NULL, replace the
   file's (a lesson played under the setup's farm edition). */
bool play_load(ui_app *a, const char *path, bool scripted, const carc_rules *rules, char *err,
               size_t len);
/* Opens rec (name names it in messages) as play_load opens a file (a game across machines:
   the host's view, net_ui.c). */
bool play_open_record(ui_app *a, const carc_record *rec, const char *name, char *err, size_t len);
/* The view follows the midend after it moved other than by the window's own actions (undo,
   redo, the replay's seek, play from here): the turn to play, the final scoring's start. */
void play_resync(ui_app *a);
/* The turn observer the view watches the midend with (its reset and turns; session.c). */
const carc_turn_observer *play_observer(ui_app *a);
/* How many turns of the record are in effect (the midend's cursor). */
int play_turns(const ui_play *p);
/* Seat i's name and colour (carc_color) as the game's record has them. */
const char *play_name(const ui_play *p, int i);
int play_colour(const ui_play *p, int i);
/* Seat i's computer level (carc_ai_level) as its seat in the midend says, -1 for a person. */
int play_level(const ui_play *p, int i);
/* The seats of the game on screen from the levels of its record: a computer player (searching
   with the setup's "think longer" and --ai-cap) or a person. Again after "think longer". */
void play_seat(ui_app *a);
/* Takes back the tile put down and not yet confirmed (a preview: nothing was applied). */
void play_take_back(ui_app *a);
/* The middle of row k of the menu at a figure in the figure step, while it shows (for
   scripts); false when it does not or has no row k. */
bool play_menu_point(ui_app *a, int k, double *x, double *y);
void play_event(ui_app *a, const SDL_Event *e);
/* Dragging the board with the left or middle button and nothing else, for the replay view: a
   press outside `except` starts a drag; true when the event was part of one. */
bool play_drag_event(ui_app *a, const SDL_Event *e, const ui_rect *except);
bool play_update(ui_app *a); /* true while something moves */
/* Whether the view glides to what play brings (the autoplayer waits for it to stop, as an eye
   does), and the glide finished at once (a script points at cells where they end up). */
bool play_camera_moving(const ui_app *a);
void play_camera_settle(ui_app *a);
void play_draw(ui_app *a);
void play_relayout(ui_app *a);
/* Whether the game screen waits for a seat that answers by itself (a computer player's search
   or its move being shown, a script, a remote player): then the input that would change the
   game is ignored. */
bool play_seat_turn(const ui_app *a);
/* Milliseconds until a computer player's turn needs the main loop again (to poll the search,
   show the next step, turn the thinking indicator), or -1 when none is under way. */
int play_wait_ms(const ui_app *a);
/* Cancels and joins the search of a computer player and withdraws a move being shown (undo,
   a new game, another game loaded, quitting). The game itself is not changed. */
void play_ai_stop(ui_app *a);
bool play_write_record(ui_app *a, const char *path);
/* For the aids (aids_ui.c): a feature's outline as the scoring draws it (segments of a feature
   of carc_kind kind), a tile drawn on the board, and the seed the computer players search
   with. */
void play_outline(ui_app *a, const carc_segment *seg, int n, int kind, Uint8 alpha);
void play_tile(ui_app *a, int type, int rot, const SDL_Rect *r, Uint8 alpha);
uint64_t play_ai_seed(const ui_play *p);
/* The line of the panel's "Latest" at window pixel (x, y) (an index into ui_play.log), or -1. */
int play_log_line_at(ui_app *a, int x, int y);
/* The feature node under board point (bx, by) on the tile at (x, y), -1 when none. */
int play_feature_under(const ui_app *a, int x, int y, double bx, double by);

void end_event(ui_app *a, const SDL_Event *e);
void end_draw(ui_app *a);

/* The window's size and scale as they are now: the output size, the UI scale (ui_scale_for
   with ui_scale_factor), the fonts and the game's layout (main.c). */
void ui_update_size(ui_app *a);
/* The UI scale's factor the player chose (--ui-scale, else the settings'), or with Automatic
   the desktop's (ui_scale_desktop), 1 to 2. */
double ui_scale_factor(const ui_app *a);
/* The percent the desktop asks for beyond the window's pixel ratio: 100, or more where the
   display's DPI says it is a high-density screen the desktop did not scale (main.c). */
int ui_scale_desktop(const ui_app *a);

void overlay_event(ui_app *a, int screen, const SDL_Event *e);
void overlay_draw(ui_app *a, int screen);

/* The remembered settings (prefs.c). ui_prefs_load reads them (the defaults with --autoplay or
   --bench-frames, which never touch the player's files) and returns false with a message in
   err when some could not be read; ui_prefs_save keeps the setup screen's choices and the
   window's settings. */
bool ui_prefs_load(ui_app *a, char *err, size_t len);
void ui_prefs_save(ui_app *a);
/* Animation durations at the chosen speed: ms scaled, 0 when animations are off. */
uint32_t ui_anim_ms(const ui_app *a, uint32_t ms);

/* The autoplayer: pushes the next input event a random player would make. */
void autoplay_step(ui_app *a);
void autoplay_init(uint64_t seed);
bool autoplay_done(const ui_app *a);

#endif
