/*
 * session.h: no game is ever lost (issue 5): the autosave after every turn, the resume prompt,
 * save as and open, undo and redo, the replay viewer and the scenarios, in the game window.
 *
 * The game, its record, undo, redo and the autosave are the midend's (../session/midend.h):
 * undo and redo move its cursor, the replay viewer seeks it to any turn, and the view follows
 * through its observer (play_resync). Every file is checked with the strict loader and replayed
 * once (play_load, the view watching) before it replaces the game on screen, so a bad file is
 * reported (in the window and on stderr) and the game in progress stays as it was. The saves
 * folder and its listing are ../session/saves.h's.
 *
 * The screens here (resume prompt, open dialog, save-as entry, replay bar, notices) follow
 * app.h's screen stack; their events and drawing are in screen_saves.c.
 */
#ifndef CARC_UI_SESSION_H
#define CARC_UI_SESSION_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"
#include "saves.h"

#define UI_REPLAY_BAR_H 174 /* the replay bar and its margins, at scale 1 */

typedef struct ui_session {
    bool ready; /* the saves folder exists and saving is on */
    char dir[CARC_SAVES_PATH_LEN];
    char autosave[CARC_SAVES_PATH_LEN];
    bool save_failed;               /* the last autosave failed, and the player has been told */
    char name[CARC_SAVES_PATH_LEN]; /* the file the game was opened from or saved to, or "" */
    /* Notice (SCR_NOTICE): a message the player has to acknowledge. */
    char notice_title[128];
    char notice[768];
    bool notice_bad;
    /* Resume prompt (SCR_RESUME). */
    carc_save_info resume;
    /* Open dialog (SCR_OPEN): saved games or scenarios. */
    bool scenarios;
    carc_save_info *list;
    int nlist, sel, first;
    int confirm_delete; /* the row whose deletion waits for a second press, or -1 */
    uint32_t click_t;   /* the last click on a row, for double clicks */
    /* Save as (SCR_SAVEAS). */
    char entry[96];
    bool entry_all; /* the name offered is selected: typing replaces it */
    bool confirm_replace;
    /* Replay (SCR_REPLAY): the midend's cursor moved to turn `shown` of the first replay_end. */
    bool replaying;
    int replay_end;
    int shown;
} ui_session;

/*
 * Finds the saves folder (CARC_DATA_DIR, else session_folder()'s saves/),
 * then opens what the command line names or offers to resume an unfinished autosave. With
 * --autoplay or --bench-frames and no CARC_DATA_DIR nothing is saved, so that tests never
 * touch the player's folder. Call once, after the setup screen is initialised.
 */
void session_init(ui_app *a);

/* Frees the session. */
void session_free(ui_app *a);

/* Global keys: Ctrl+S save as, Ctrl+O open, Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo.
   Returns true when the event was one of them. */
bool session_key(ui_app *a, const SDL_Event *e);

/* Called after every confirmed turn (or discard), undo and redo, once the midend wrote the
   autosave: says once when saving fails (and on stderr when it works again), logs a game kept
   under a name of its own. */
void session_turn_done(ui_app *a);

/* A new game on screen (play_start): the midend autosaves it in the saves folder, and the
   autosave's old game is kept under a name of its own first. */
void session_game_started(ui_app *a);

/* Opens a record file: checks it whole first; a bad file gives a notice (and a line on
   stderr) and leaves the game on screen as it was. A finished game opens in the replay. */
void session_open_file(ui_app *a, const char *path);

/* The save-as name entry (with a game on screen) and the open dialog, as Ctrl+S and Ctrl+O. */
void session_save_dialog(ui_app *a);
void session_open_dialog(ui_app *a);

/* Takes back the last turn (or the tile not yet confirmed); redoes one taken back. */
void session_undo(ui_app *a);
void session_redo(ui_app *a);

/* Starts the replay of the game on screen, from its first turn, over the board alone. */
void session_replay(ui_app *a);
/* Whether the replay is on screen (the game screen then shows a turn of the record). */
bool session_replaying(const ui_app *a);
/* The user's data folder, $XDG_DATA_HOME/CARC_APP_ID/ (SDL_GetPrefPath: made when missing;
   SDL_free it), or NULL. */
char *session_folder(void);
/* Whether the game was opened from the puzzles (assets/scenarios/): its table is the puzzle's,
   not the player's. */
bool session_puzzle(const ui_app *a);

/* The game's "Undo" and "Redo" buttons (at the panel's foot, acting while a tile waits to be
   placed): drawn, and a mouse press or release on them, which they take (true). */
void session_board_buttons_draw(ui_app *a);
bool session_board_buttons_event(ui_app *a, const SDL_Event *e);

/* The end screen's replay button, in the top right corner of its box: where it lies (as wide
   as its label needs), drawn, and a click at the pointer, which starts the replay when it hits
   the button (true). */
ui_rect session_end_button(ui_app *a, const ui_rect *box);
void session_end_button_draw(ui_app *a, const ui_rect *box);
bool session_end_button_click(ui_app *a, const ui_rect *box);

/* The setup screen's "Open a game or puzzle" button, in the lower left of its box: drawn, and
   a click at the pointer, which opens the open dialog when it hits the button (true). */
void session_setup_button_draw(ui_app *a, const ui_rect *box);
bool session_setup_button_click(ui_app *a, const ui_rect *box);

/* Screens of this module (SCR_RESUME and after): events and drawing, in screen_saves.c. */
void saves_event(ui_app *a, int screen, const SDL_Event *e);
void saves_draw(ui_app *a, int screen);

/* For session.c: orders the puzzles as screen_saves.c's table does, easiest first. */
void saves_sort_puzzles(carc_save_info *list, int n);
/* For screen_saves.c: the open dialog's list (re)read from the folder or the scenarios. */
void session_list(ui_app *a, bool scenarios);
/* For screen_saves.c: saves the game under the name typed; false with a notice. */
bool session_save_as(ui_app *a, const char *name, bool replace);
/* For screen_saves.c: the replay shows the first k turns (clamped). */
void session_replay_show(ui_app *a, int k);
/* For screen_saves.c: ends the replay, playing on from the turn shown (a new branch) or going
   back to the whole game. */
void session_replay_close(ui_app *a, bool play_from_here);
/* For screen_saves.c: shows a notice with a title over the current screen (and prints its
   text on stderr when bad). */
void session_notice(ui_app *a, const char *title, const char *text, bool bad);
/* For screen_saves.c: the resume prompt's answer. */
void session_resume(ui_app *a, bool yes);

#endif
