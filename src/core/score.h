/*
 * score.h: scoring, internal to the core (front ends see its effects through game.h: scores,
 * breakdowns, supplies and score events).
 */
#ifndef CARC_SCORE_H
#define CARC_SCORE_H

#include "board.h"

/* A cleared event appended to ev, or NULL when ev is NULL or full. */
carc_event *score_push_event(carc_events *ev);

/* Counts tile ti among the neighbours of every cloister with a follower that it touches (its
   own excepted); returns whether one of them now has all eight. */
static inline bool score_count_around(carc_game *g, int ti)
{
    const carc_placed *t = &g->tiles[ti];
    bool complete = false;
    for (int i = 0; i < g->monks; i++) {
        carc_monk *c = &g->monk[i];
        const unsigned dx = (unsigned)(c->x - t->x + 1), dy = (unsigned)(c->y - t->y + 1);
        if (dx <= 2u && dy <= 2u && (dx != 1u || dy != 1u))
            c->around++;
        complete |= c->around == 8; /* or placed this turn among eight tiles */
    }
    return complete;
}

/* Scores the roads and cities that a placement completed (closed, from board_place) and the
   cloisters with eight neighbours (see score_count_around), and returns their followers
   (RULES.md 1.2 step 3). */
void score_completed(carc_game *g, const board_closed *closed, carc_events *ev);

/* The end-of-game scoring (RULES.md 1.4): unfinished features, then farms. Moves no follower. */
void score_final(carc_game *g, carc_events *ev);

/* What the road, city or cloister rooted at root is worth, complete (during play) or not (at
   the end); why receives CARC_WHY_* flags. */
int score_feature_value(const carc_game *g, uint16_t root, bool complete, unsigned *why);

#endif
