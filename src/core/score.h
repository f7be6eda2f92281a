/*
 * score.h: scoring, internal to the core (front ends see its effects through game.h: scores,
 * breakdowns, supplies and score events).
 */
#ifndef CARC_SCORE_H
#define CARC_SCORE_H

#include "board.h"

/* A cleared event appended to ev, or NULL when ev is NULL or full. */
carc_event *score_push_event(carc_events *ev);

/* Scores the roads and cities that placing tile ti completed (closed, from board_place) and
   the cloisters it completes, and returns their followers (RULES.md 1.2 step 3). */
void score_completed(carc_game *g, int ti, const board_closed *closed, carc_events *ev);

/* The end-of-game scoring (RULES.md 1.4): unfinished features, then farms. Moves no follower. */
void score_final(carc_game *g, carc_events *ev);

/* What the road, city or cloister rooted at root is worth, complete (during play) or not (at
   the end); why receives CARC_WHY_* flags. */
int score_feature_value(const carc_game *g, uint16_t root, bool complete, unsigned *why);

#endif
