/*
 * midend.h: the one owner of a game in play (DESIGN.md, "the midend"): its catalog, game,
 * record and the cursor over the record's turns (history.h: undo, redo, replay, seek, play from
 * here), the turn under way, the autosave and the seats. It is the only code that changes the
 * game in play and the only code that writes turns into a record; it knows no SDL and draws
 * nothing.
 *
 * An action's way: a front end (the window's click, carcassonne-cli, a test) or the seat whose
 * decision it is (seat.h: carc_midend_poll, then carc_midend_act; carc_midend_step does both)
 * gives an action; the core checks and applies it (through history.h, which records the turn
 * once it is complete); every seat is told the events; the autosave is written after every
 * complete turn, undo and redo. The window paces what it shows: it polls the seat, shows the
 * answer, then hands it back to carc_midend_act.
 *
 * Undo and redo are a player's: with computer seats at the table, undo takes back the last
 * turn of a seat that is not a computer together with the computers' turns after it (a computer
 * given its turn back would play the same move: its search is seeded by the game), and redo
 * plays them again up to the next such seat's turn. A turn under way (its placement applied,
 * or part of a module's own phase) is taken back whole first (a computer's together with the
 * turns back to a player's); the record holds complete turns
 * only, so the autosave never holds a partial turn and a killed process resumes at the start of
 * the turn it was in.
 */
#ifndef CARC_MIDEND_H
#define CARC_MIDEND_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "history.h"
#include "record.h"
#include "saves.h"
#include "seat.h"

typedef struct carc_midend {
    carc_history *h;                   /* the record, the game and the cursor */
    carc_seat *seat[CARC_MAX_PLAYERS]; /* owned; NULL: a person */
    int asked;                         /* the seat told of the decision under way, or -1 */
    /* A placement answered alone, held until its seat answers the figure step (poll). */
    bool held;
    carc_action held_place;
    carc_game *scratch; /* the game with the held tile down, the seat's view of the step */
    /* The autosave (carc_midend_autosave_in). */
    bool autosave_on;
    char dir[CARC_SAVES_PATH_LEN];
    char autosave[CARC_SAVES_PATH_LEN];
    char *header;     /* the game the autosave holds: its record's text without turns */
    bool save_failed; /* the last autosave failed (save_err says why) */
    int save_fails;   /* how many autosaves failed in a row */
    char save_err[1200];
    char kept[CARC_SAVES_PATH_LEN]; /* the last autosave kept under a name of its own, or "" */
} carc_midend;

/*
 * Opens a midend on a record (history.h's carc_history_open: every turn checked and applied)
 * or on a record file (carc_history_load). Every seat is a person until carc_midend_set_seat.
 * NULL with one line in err: "FILE: reason" or "FILE: turn K: reason".
 */
carc_midend *carc_midend_open(const carc_record *rec, const char *file, const char *assets_dir,
                              char *err, size_t errlen);
carc_midend *carc_midend_load(const char *path, const char *assets_dir, char *err, size_t errlen);
/* carc_midend_open with history.h's carc_history_open_with: the catalog of the record's tile
   sets already loaded (known: copied, not read again; NULL: read), for front ends that play many
   games, and an observer of the turns (obs, NULL for none; the window's view), which sees the
   record replayed once, as it is checked. carc_midend_load_with: the same from a file. */
carc_midend *carc_midend_open_with(const carc_record *rec, const char *file, const char *assets_dir,
                                   const carc_catalog *known, const carc_turn_observer *obs,
                                   char *err, size_t errlen);
carc_midend *carc_midend_load_with(const char *path, const char *assets_dir,
                                   const carc_turn_observer *obs, char *err, size_t errlen);

/* Frees the midend, its seats (each once) and its catalog; NULL is allowed. */
void carc_midend_free(carc_midend *m);

/* The game in play, the record of its complete turns, the cursor's session (read only). */
const carc_game *carc_midend_game(const carc_midend *m);
const carc_record *carc_midend_record(const carc_midend *m);
const carc_history *carc_midend_history(const carc_midend *m);

/* Gives seat p to a controller (NULL: a person), which the midend owns from now on. The same
   controller may be given to several seats (carc_seat_random); it is freed once. */
void carc_midend_set_seat(carc_midend *m, int p, carc_seat *s);
/* The controller of the seat whose decision it is now (NULL: a person, or the game is over),
   and whether seat p answers by itself: a controller that is not a person at this screen (a
   computer player, a script, a remote player). Undo and redo (below) go back to a turn of a
   seat that does not. */
carc_seat *carc_midend_actor_seat(const carc_midend *m);
bool carc_midend_answers(const carc_midend *m, int p);

/*
 * Asks the seat whose decision it is (telling it first, once per decision) whether its answer
 * is ready: writes it to out and returns its count (1 or 2), 0 while it is not ready (or the
 * seat is a person's), -1 when the seat has no answer. Nothing is applied. An answer in the
 * tile phase is always whole: the placement with its figure step (2), or the discard (1). A
 * seat that answers a placement alone (a script, the random player, a remote player whose
 * messages come a step at a time) is asked for the figure step on a copy of the game with the
 * tile down, and the placement is held until that answer is ready.
 */
int carc_midend_poll(carc_midend *m, carc_action out[2]);

/*
 * Applies n actions (1 or 2) for the player whose decision it is, one after the other, each
 * checked by the core; every seat is told the events, which are appended to ev when it is not
 * NULL; a turn completed is recorded and autosaved. Returns 0, or -1 with the reason of the
 * first action refused (in English, the core's words) in err and, when why is not NULL, as data;
 * the actions before it stay applied only when they were a placement (the turn under way).
 */
int carc_midend_act(carc_midend *m, const carc_action *acts, int n, carc_events *ev,
                    carc_reason *why, char *err, size_t errlen);

/* carc_midend_poll then carc_midend_act: 1 when an answer was applied, 0 while none is ready,
   -1 when the seat has none or its answer was refused (err says why). Applied at once, so a
   placement a seat answers alone is applied alone (no copy of the game to pair it). */
int carc_midend_step(carc_midend *m, carc_events *ev, char *err, size_t errlen);

/* Plays every seat's decisions until the game is over: carc_midend_step in a loop, for seats
   that answer in the caller (scripts, random and synchronous computer seats). 0, or -1 with
   err when a seat has no answer (a person's seat never answers). */
int carc_midend_run(carc_midend *m, char *err, size_t errlen);

/* Every seat forgets the decision it was told of (a computer's search stops): the window
   leaves the game, or another front end takes the decision over. */
void carc_midend_drop(carc_midend *m);

/* Who watches the turns from now on (history.h's observer; NULL: nobody). */
void carc_midend_observe(carc_midend *m, const carc_turn_observer *obs);

/* The record's "aids" key (docs/saves.md): the aids were on at some time of the game. */
void carc_midend_note_aids(carc_midend *m, bool on);

/* Whether a turn is under way (some of its actions applied, not yet recorded). */
bool carc_midend_in_turn(const carc_midend *m);

/* Takes back the turn under way (the tile put down but not confirmed, or a flight begun):
   the game is the game before it. -1 when no turn is under way. */
int carc_midend_take_back(carc_midend *m);

/* Undo and redo as a player's (see the file comment; "computer" there is any seat that
   answers by itself); the events of the last turn in effect
   go to ev as carc_history_seek gives them. Whether they would do anything; 0 or -1. */
bool carc_midend_can_undo(const carc_midend *m);
bool carc_midend_can_redo(const carc_midend *m);
int carc_midend_undo(carc_midend *m, carc_events *ev);
int carc_midend_redo(carc_midend *m, carc_events *ev);

/* The replay: the game after turn k of the record (a turn under way is dropped), and "play
   from here": the turns after the cursor forgotten, a new game from this position (the
   autosave's old game is kept under its own name before the new one is written). */
int carc_midend_seek(carc_midend *m, int k, carc_events *ev);
void carc_midend_branch(carc_midend *m);

/* Who played turn k of the record (0 <= k < rec.nturns), and who plays after the last: the
   game's own order, which discards and the modules' extra turns do not make a simple
   rotation. */
int carc_midend_mover(const carc_midend *m, int k);

/*
 * Writes the autosave in the saves folder dir (saves.h) after every complete turn, undo and
 * redo from now on. held: the autosave already holds this game (it was opened from it), so it
 * is written over; otherwise the autosave's old game is kept under a name of its own before
 * this one first takes its place. A finished game is kept likewise as soon as it is saved.
 * A failed save is kept in save_failed and save_err, and every later turn tries again.
 */
void carc_midend_autosave_in(carc_midend *m, const char *dir, bool held);
/* Writes the autosave now (when on); 0, or -1 with save_err. */
int carc_midend_autosave(carc_midend *m);

/* Saves the record of the complete turns to path (atomically, carc_record_save); 0 or -1. */
int carc_midend_save(const carc_midend *m, const char *path, char *err, size_t errlen);

#endif
