/*
 * puzzle.h: puzzles that answer back (issue 26). A puzzle is a game record (RECORD.md) whose
 * turns lead to a position, with one key added, "puzzle", that says what the player is asked
 * and the answer worked out by hand from the rules (RULES.md):
 *
 *     "puzzle": {"set": "abbot", "kind": "best", "points": 6, "solution": "..."}
 *
 * kind "end":  if the game ended now, what would each player score in the final scoring?
 *              "scores": [a, b, ...], one number per player.
 * kind "best": place the tile in hand (and choose the figure step) so as to score the most
 *              points in this turn. "points": that most.
 * kind "back": which of your figures do you take back? "x", "y": the tile it stands on.
 *
 * "solution" is the hand-worked reasoning, for whoever checks the file; the player's words are
 * the window's (translated). The checker here works the answer out again with the engine, so
 * that a test holds the file's hand-worked answer against the rules engine, and judges the
 * player's answer: scores typed in, or the turn the player played.
 */
#ifndef CARC_PUZZLE_H
#define CARC_PUZZLE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "record.h"

typedef enum carc_puzzle_kind {
    CARC_PUZZLE_END,
    CARC_PUZZLE_BEST,
    CARC_PUZZLE_BACK
} carc_puzzle_kind;

typedef struct carc_puzzle {
    carc_puzzle_kind kind;
    char set[CARC_NAME_LEN]; /* the tile set whose rule it teaches ("base", "river", ...) */
    int nscores;             /* END: the players' hand-worked points */
    int scores[CARC_MAX_PLAYERS];
    int points;         /* BEST: the most the player to move can score */
    int back_x, back_y; /* BACK: the tile of the figure to take back */
    char solution[1024];
} carc_puzzle;

/* Reads the "puzzle" key of the record file at path: 1 with out filled, 0 when the file has no
   such key (a plain record), -1 with "FILE: puzzle.KEY: reason" in err. */
int carc_puzzle_load(const char *path, carc_puzzle *out, char *err, size_t errlen);

/* The right answer as the engine works it out from the puzzle's position g (the record
   replayed: the tile in hand, its player to move), with the events that explain it. */
typedef struct carc_puzzle_answer {
    int mover;                    /* the player asked */
    int points[CARC_MAX_PLAYERS]; /* END: the final scoring's points; BEST: the best move's */
    int best;                     /* BEST: the most the mover scores in this turn */
    carc_move move;               /* BEST: one move that scores it; BACK: the figure taken back */
    int back_id;                  /* BACK: the id of the figure to take back, -1: none */
    carc_events ev;               /* the scoring of the right answer */
} carc_puzzle_answer;

/* Works out the answer (out is large: allocate it). 0, or -1 with a reason in err (a BACK
   puzzle with no figure of the mover at its tile, a BEST one whose tile fits nowhere). */
int carc_puzzle_solve(const carc_puzzle *pz, const carc_game *g, carc_puzzle_answer *out, char *err,
                      size_t errlen);

/* Whether the points typed in for each player (END) are right. */
bool carc_puzzle_check_scores(const carc_puzzle_answer *ans, int nplayers, const int *answer);

/* Whether the turn played from before to after (its record t) is a right answer (BEST: the
   mover scored the most; BACK: the right figure was taken back). *scored: what the mover
   scored in it. */
bool carc_puzzle_check_turn(const carc_puzzle *pz, const carc_puzzle_answer *ans,
                            const carc_game *before, const carc_game *after,
                            const carc_record_turn *t, int *scored);

#endif
