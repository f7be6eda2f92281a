/*
 * seat.h: who plays a seat of the midend (midend.h): a controller behind one small table of
 * functions, in the manner of the kernel's operation tables (DESIGN.md, "A seat").
 *
 * The midend tells a controller that a decision is its own (the phase and whose step it is, as
 * the core says: carc_game_actor, so each step of a module's own phase goes to the seat whose
 * step it is), asks it whether an answer is ready (never blocking), tells it to drop what is
 * pending (undo, a new game, quitting) and tells it what happened (the events of every action
 * applied, whoever chose it). An answer is one action, or two: a placement and its figure step,
 * which the midend applies one after the other. A seat may answer a placement alone: the midend
 * then asks it for the figure step on a copy of the game with the tile down (midend.h's poll), so a
 * front end always gets a turn's answer whole.
 *
 * The kinds here: a person at this screen (never ready by itself: the window hands its actions
 * to the midend, carc_midend_act), a computer player (its search on a worker thread of src/ai,
 * or in the caller when no thread is to be had or the seat is made synchronous), a script (a
 * list of actions: puzzles, tutorials, tests) and carcassonne-cli's random player. A remote
 * player fits the same table: ready when its message has come.
 */
#ifndef CARC_SEAT_H
#define CARC_SEAT_H

#include <stdbool.h>
#include <stdint.h>

#include "ai.h"
#include "game.h"
#include "record.h"
#include "rng.h"

typedef struct carc_seat carc_seat;

typedef struct carc_seat_ops {
    /* The decision of g (carc_game_phase, carc_game_actor) is this seat's. */
    void (*decide)(carc_seat *s, const carc_game *g);
    /* Whether the answer is ready: writes one or two actions to out and returns their count,
       0 while not ready, -1 when the seat has no answer (a script run out, no memory). Never
       blocks (a synchronous computer seat searches here). */
    int (*poll)(carc_seat *s, const carc_game *g, carc_action out[2]);
    /* Forgets the decision it was told of (any search is stopped). */
    void (*drop)(carc_seat *s);
    /* The events of actions just applied, whoever chose them (NULL: not wanted). */
    void (*events)(carc_seat *s, const carc_game *g, const carc_events *ev);
    /* Frees the seat (after drop). */
    void (*free)(carc_seat *s);
} carc_seat_ops;

enum carc_seat_kind {
    CARC_SEAT_PERSON,
    CARC_SEAT_COMPUTER,
    CARC_SEAT_SCRIPT,
    CARC_SEAT_RANDOM,
    CARC_SEAT_REMOTE /* a player on another machine (src/net/remote.h) */
};

struct carc_seat {
    const carc_seat_ops *ops;
    int kind;  /* enum carc_seat_kind */
    int level; /* a computer seat's carc_ai_level, else -1 */
};

/* A person at this screen: never ready by itself. NULL when out of memory. */
carc_seat *carc_seat_person(void);

/*
 * A computer player of cfg's level. Its search runs on a worker thread (carc_ai_start) unless
 * sync is set, when poll searches in the caller (carcassonne-cli: no thread to wait for). When
 * seed_rng is not NULL, every decision's search is seeded by two draws from it (simulate's
 * players), else by cfg->seed. The statistics of the last search are kept in *stats when stats
 * is not NULL.
 */
carc_seat *carc_seat_computer(const carc_ai_config *cfg, bool sync, carc_rng *seed_rng,
                              carc_ai_stats *stats);

/* A script: the actions given, one per poll, in order; -1 once they are all played. The
   actions are copied. Its place follows the game (undo, redo, a replay's seek): asked at the
   start of a turn it has answered before, it answers that turn again. */
carc_seat *carc_seat_script(const carc_action *acts, int n);
/* How many of a script seat's actions are left. */
int carc_seat_script_left(const carc_seat *s);

/*
 * Moves rec's turns into a script for each of its players, which plays them again from the
 * game's start: every action of every turn (carc_record_turn_action on the game played along)
 * goes to the seat whose decision it is (carc_game_actor: a step of a module's own phase to
 * the seat whose step it is). out[p] for p < rec's players (the rest NULL); rec is left as the
 * game's start (no turns). 0, or -1 with one line in err ("FILE: reason", "FILE: turn K:
 * reason"), nothing in out and rec as it was.
 */
int carc_seat_scripts_from(carc_record *rec, const char *file, const char *assets_dir,
                           carc_seat *out[CARC_MAX_PLAYERS], char *err, size_t errlen);

/*
 * carcassonne-cli's random player (simulate): each turn exactly as carc_game_random_turn plays
 * it with rng and follower_percent (the same draws, so the same games as before the midend),
 * handed out an action at a time. One random player may sit on several seats (pass the same
 * seat to each: carc_midend_set_seat frees a shared seat once): the steps of a module's own
 * phase that fall to random seats are those carc_game_random_turn drew for the turn; a step of
 * another kind of seat is that seat's own, and the random player draws again after it.
 */
carc_seat *carc_seat_random(carc_rng *rng, unsigned follower_percent);

#endif
