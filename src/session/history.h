/*
 * history.h: one game as a session: its record, the game it leads to, and a cursor over the
 * record's turns for undo, redo, replay and "play from here".
 *
 * Following the puzzle collection's midend (STYLE.md), the record's move list is the history:
 * turns [0, cursor) are in effect, turns [cursor, nturns) have been taken back and wait to be
 * redone. A turn is built up from its actions (carc_history_apply: the placement, the figure
 * step, each step of a module's own phase by the player whose step it is) and enters the record
 * when it is complete; until then the game holds the partial turn, and undo, redo, seek and
 * the record know only whole turns. Moving the cursor back rebuilds the game from the state before
 * the first turn by replaying turns 0..cursor-1 through the core (a whole game replays in well
 * under a millisecond), so there are no hand-written inverse moves and no per-turn copies; moving
 * it forward applies the next turns. A new move while turns wait to be redone drops them, as in any
 * editor. Every turn the session holds has passed the core's legality checks, either when it was
 * played or when the record was opened, so moving the cursor cannot fail.
 *
 * A session owns its catalog (loaded from the record's tile sets) and the game points into it,
 * so a game copied out of a session is valid while the session lives. Nothing here draws or
 * writes; it reads only a record and its tile sets: the UI shows, the data layer saves.
 */
#ifndef CARC_HISTORY_H
#define CARC_HISTORY_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "record.h"
#include "tile.h"

#define CARC_HISTORY_FILE_LEN 1024

/*
 * Who watches the turns go by (the window's view: which tile each player put down, the log,
 * the paths of the modules' figures): reset when the game is rebuilt from its first turn (a file
 * opened, the cursor moved back), then told of each turn the cursor passes over with its events
 * (replayed: true), and of each turn the actions complete (replayed: false: the actions' events
 * went to whoever applied them). Either function may be NULL.
 */
typedef struct carc_turn_observer {
    void (*reset)(void *ctx, const carc_game *start);
    void (*turn)(void *ctx, int k, int mover, const carc_game *after, const carc_events *ev,
                 bool replayed);
    void *ctx;
} carc_turn_observer;

typedef struct carc_history {
    carc_record rec; /* every turn: those at cursor and after are the ones taken back */
    int cursor;      /* how many turns are in effect, 0..rec.nturns */
    uint8_t mover[CARC_MAX_DECK];     /* the player who played each turn of rec */
    carc_catalog *cat;                /* owned; the games below point into it */
    carc_game start;                  /* the game before the first turn */
    carc_game game;                   /* the game after turns 0..cursor-1, and the actions
                                         of the turn under way */
    carc_events turn;                 /* the events of the turn under way (count 0: none) */
    int turn_mover;                   /* the player whose turn that is */
    char file[CARC_HISTORY_FILE_LEN]; /* names the record in messages */
    carc_turn_observer obs;           /* none: both functions NULL */
} carc_history;

/*
 * Opens a session on a record: loads the catalog of its tile sets from assets_dir (NULL for
 * carc_assets_dir()), starts the game and applies every turn; the cursor ends after the last.
 * file names the record in messages. Returns a new session the caller frees with
 * carc_history_free, or NULL with one line in err: "FILE: reason", or "FILE: turn K: reason"
 * for the first turn that breaks a rule (K counted from 1). The message is always one line:
 * control characters quoted from the file become spaces.
 */
carc_history *carc_history_open(const carc_record *rec, const char *file, const char *assets_dir,
                                char *err, size_t errlen);

/* carc_history_open with a catalog already loaded: when known holds the record's tile sets
   (carc_record_sets_are) it is copied rather than read again (carcassonne-cli's many games of
   one set); otherwise, or when NULL, the sets are loaded. obs (when not NULL) watches the turns
   from the first one on: the record is replayed once, for the checks and the view together. */
carc_history *carc_history_open_with(const carc_record *rec, const char *file,
                                     const char *assets_dir, const carc_catalog *known,
                                     const carc_turn_observer *obs, char *err, size_t errlen);

/* carc_record_load followed by carc_history_open; the same ownership and messages. */
carc_history *carc_history_load(const char *path, const char *assets_dir, char *err, size_t errlen);

/* Frees a session and its catalog; NULL is allowed. */
void carc_history_free(carc_history *h);

/*
 * Applies an action of the current phase (carc_game_phase) for the player whose decision it is
 * (carc_game_actor): checks it with the core, drops any turns waiting to be redone when it
 * begins a turn, applies it and, when it completes the turn (the game is back in the tile
 * phase, or over), appends the turn to the record. The action's events are appended to ev
 * when it is not NULL. Returns 0, or -1 with the core's reason in err and nothing changed.
 */
int carc_history_apply(carc_history *h, const carc_action *a, carc_events *ev, char *err,
                       size_t errlen);

/* Whether a turn is under way: some of its actions applied, the turn not yet recorded. */
bool carc_history_in_turn(const carc_history *h);

/*
 * The two phases of a turn in one call: the placement, then the figure step, each through
 * carc_history_apply. When a module's own phase follows (carc_game_actor), the turn is
 * recorded once its steps are applied. Returns 0, or -1 with the core's reason in err and
 * nothing changed.
 */
int carc_history_play(carc_history *h, const carc_move *m, carc_events *ev, char *err,
                      size_t errlen);

/*
 * Moves the cursor to turn k (0 <= k <= rec.nturns): the game becomes the game after turns
 * 0..k-1, and a turn under way is dropped. When ev is not NULL it receives the events of turn k-1
 * (what the last turn in effect did; nothing for k = 0), and, when that turn ended the game, the
 * final scoring. Returns 0, or -1 when k is out of range (nothing changes).
 */
int carc_history_seek(carc_history *h, int k, carc_events *ev);

/* Whether a turn can be taken back (a turn under way counts) / a taken-back turn can be played
   again (never while a turn is under way: its first action dropped them). */
bool carc_history_can_undo(const carc_history *h);
bool carc_history_can_redo(const carc_history *h);

/* carc_history_seek to cursor - 1 and cursor + 1, -1 when there is nothing to undo / redo;
   undo during a turn under way takes back that partial turn alone (a seek to cursor). */
int carc_history_undo(carc_history *h, carc_events *ev);
int carc_history_redo(carc_history *h, carc_events *ev);

/*
 * "Play from here": forgets the turns after the cursor, so that the session continues as a new
 * game from this position (a what-if branch). The caller saves it under a new name.
 */
void carc_history_branch(carc_history *h);

/* The record of the game as it stands: rec with the turns after the cursor left out (and
   nothing of a turn under way: a save mid-turn saves the complete turns). */
void carc_history_record(const carc_history *h, carc_record *out);

#endif
