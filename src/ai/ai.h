/*
 * ai.h: the computer players. A front end over the core like the UI and the CLI: it reads a
 * game state, never changes it, and returns one legal move for the player to move.
 *
 * Three levels (docs/ai.md):
 *   easy    one move deep: every placement and follower choice scored by the points it gains
 *           now and an estimate of what open features are worth;
 *   medium  Monte Carlo tree search over placements, then the follower choice under each, with
 *           short random playouts scored by a simple evaluation;
 *   hard    the same search with more playouts, more deals, a stronger evaluation (followers
 *           stuck in features unlikely to close count as lost), and playouts whose first two
 *           turns after the move are the players' best one-move-deep moves, not random ones,
 *           cut shorter (two random turns after those, where medium plays ten);
 *           and exact at the end: with carc_ai_exact_tiles() tiles left or fewer, the move best
 *           over every order of the tiles still to come, the other players' replies included.
 *
 * Hidden information: a computer player sees what a person sees. The tile in hand is known; the
 * order of the rest of the deck is not: the search samples deals by shuffling the tiles still
 * in the deck (their counts are public) into its own copies, keeping the deck groups in order
 * (a set's group before the rest, RULES.md 2). It never reads the real order.
 *
 * Determinism: the budget is a number of playouts derived from the level (times a "think"
 * factor), not a wall-clock time, and every random choice comes from a generator seeded by
 * carc_ai_config.seed and the turn number: the same state, seed and settings give the same move
 * on every machine. A wall-clock safety cap stops a search that runs too long (a slow machine,
 * a huge board); only then may the move differ, and carc_ai_stats.capped says so. Hard also
 * stops at a budget of processor time (carc_ai_config.cpu_s), which the expansions' dearer
 * playouts reach and the base game's hardly ever; where it ends a search
 * (carc_ai_stats.budgeted) the move depends on the machine's speed too.
 *
 * Threads: carc_ai_choose() blocks; carc_ai_start() runs the same search on a worker thread of
 * its own (POSIX threads) on a private copy of the game, so the caller may change or free its
 * game at once. Nothing here has global state; concurrent searches are independent.
 */
#ifndef CARC_AI_H
#define CARC_AI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "game.h"

typedef enum carc_ai_level {
    CARC_AI_EASY,
    CARC_AI_MEDIUM,
    CARC_AI_HARD,
    CARC_AI_LEVELS
} carc_ai_level;

typedef struct carc_ai_config {
    carc_ai_level level;
    uint64_t seed; /* with the turn number, seeds every random choice of the search */
    double think;  /* budget factor: 1 (or 0) is the level's budget; 4 thinks four times longer */
    double cap_s;  /* wall-clock safety cap in seconds; 0 means the level's default cap */
    double cpu_s;  /* hard's budget of processor time for a move in seconds: 0 is the level's
                      (0.45 s times think), negative none (the counts alone: reproducible) */
} carc_ai_config;

/* What a search did, for the CLI to print and the UI to show. */
typedef struct carc_ai_stats {
    long playouts;      /* playouts run (0 for easy) */
    long evaluations;   /* positions evaluated (moves for easy; playouts and the moves of greedy
                           turns for the search) */
    int moves;          /* distinct candidate moves at the root */
    double seconds;     /* wall-clock time of the search */
    double cpu_seconds; /* processor time of the searching thread (speed on a busy machine) */
    bool capped;        /* the safety cap or a cancel stopped the search early */
    bool budgeted;      /* hard's budget of processor time ended the search before its counts
                           did (the expansions' dearer playouts: docs/ai.md) */
    bool exact;         /* the move is best over every order of the tiles left and every reply
                           (hard at the end of the game: no playouts, evaluations are the moves
                           played to the end) */
} carc_ai_stats;

/* Hard plays exactly (carc_ai_stats.exact) when this many tiles are left or fewer, the tile in
   hand included, unless the board is too large for the solver's bound (docs/ai.md): 3, or 2 with
   the sets that act in a turn (the catalog's turn_modules), whose moves are more and dearer to
   list. */
int carc_ai_exact_tiles(const carc_game *g);

/* "easy", "medium", "hard". */
const char *carc_ai_level_name(carc_ai_level level);

/* The level of a name (as above), or -1. */
int carc_ai_level_parse(const char *name);

/* The level's default configuration: think 1, the level's cap, the given seed. */
carc_ai_config carc_ai_default_config(carc_ai_level level, uint64_t seed);

/*
 * Chooses a move for the player to move: the search behind carc_ai_act's tile phase. The game
 * must be in the tile phase and the tile in hand must fit somewhere. Returns CARC_OK and a
 * move that carc_game_check_move accepts, or CARC_ILLEGAL when there is nothing to choose (the
 * game is over, the tile fits nowhere) or memory ran out. stats may be NULL. cancel, when not
 * NULL, is read between playouts: once it is true the search stops and returns the best move
 * found so far. The caller owns everything; nothing is kept after the call.
 */
int carc_ai_choose(const carc_game *g, const carc_ai_config *cfg, carc_move *out,
                   carc_ai_stats *stats, const atomic_bool *cancel);

/*
 * The computer's decision for the current phase, for the player whose decision it is
 * (carc_game_actor), as actions for carc_game_apply, in order: in the tile phase the placement
 * and the figure step after it (2), or the discard when the tile fits nowhere (1); in the
 * figure step of a tile already placed, the step (1); in a module's own phase, the actor's step
 * (1, the module's hooks: ai_module.h; medium and hard weigh it further ahead where the module
 * can, such as the rest of the dragon's flight). Front ends drive a computer's turn with it:
 * apply what it returns until the actor is a person or the game is over. Returns the count, or
 * -1 when the game is over, the level is unknown or memory ran out. stats and cancel as for
 * carc_ai_choose.
 */
int carc_ai_act(const carc_game *g, const carc_ai_config *cfg, carc_action out[2],
                carc_ai_stats *stats, const atomic_bool *cancel);

/* A search running on its own thread. */
typedef struct carc_ai_job carc_ai_job;

/*
 * Starts carc_ai_act on a worker thread with a private copy of g (the caller may change g
 * at once; g's catalog must outlive the job). Returns NULL when the thread or memory cannot be
 * had. The caller must end every job with carc_ai_finish.
 */
carc_ai_job *carc_ai_start(const carc_game *g, const carc_ai_config *cfg);

/* Whether the job has finished; when it has, writes its result like carc_ai_act (the count to
 *count, the actions to out; any pointer may be NULL) and returns true. Never blocks. */
bool carc_ai_poll(carc_ai_job *job, int *count, carc_action out[2], carc_ai_stats *stats);

/* Asks the job to stop soon with the best move found so far; never blocks. */
void carc_ai_cancel(carc_ai_job *job);

/* Waits for the job's thread, writes its result as carc_ai_poll (any pointer may be NULL), and
   frees the job. Cancel first to end a job quickly. */
void carc_ai_finish(carc_ai_job *job, int *count, carc_action out[2], carc_ai_stats *stats);

#endif
