/*
 * score.h: scoring, internal to the core (front ends see its effects through game.h: scores,
 * breakdowns, supplies and score events).
 */
#ifndef CARC_SCORE_H
#define CARC_SCORE_H

#include "board.h"

/* Adds points to a player's score and to its category in the breakdown. */
void score_add_points(carc_game *g, int player, int points, int cat);

/* A cleared event appended to ev, or NULL when ev is NULL or full. */
carc_event *score_push_event(carc_events *ev);

/* Counts the tile just placed at tile_pos (see board_pos) among the neighbours of every
   cloister or garden with a figure that it touches (its own excepted); returns whether one of them now
   has all eight. */
static inline bool score_count_around(carc_game *g, unsigned tile_pos)
{
    if (g->monks == 0)
        return false;
    /* A figure put on a cloister or garden this turn may have eight neighbours from the start;
       it is the last in the list. Any other cloister with eight was scored on the turn it got them. */
    bool complete = g->monk[g->monks - 1].around == 8;
    const unsigned pos = tile_pos - 0x0101u;
    for (int i = 0; i < g->monks; i++) {
        carc_monk *c = &g->monk[i];
        /* Tile ti is one of the cells around when each of its coordinates is within one of
           the cloister's, but not both equal: both bytes of d within 0..2, with no borrow
           between them (the coordinates of placed tiles differ by less than 255), and d is
           not 0x0101. */
        const unsigned d = c->pos - pos;
        if (d <= 0x0202u && (d & 0xFFu) <= 2u && d != 0x0101u && ++c->around == 8)
            complete = true;
    }
    return complete;
}

/* Takes figure i, standing on the set rooted at root, off the board to its owner's supply, for
   a carc_return_cause or a module's (CARC_BACK_MODULE). The last figure moves into place i. */
void score_remove_figure(carc_game *g, int i, uint16_t root, int cause, carc_events *ev);

/* Sends figure i home unscored for cause (not a scoring): off the watch on cloisters and
   gardens too, and then every escorted figure left without a follower. */
void score_send_home(carc_game *g, int i, int cause, carc_events *ev);

/* Tells the modules in play that the feature rooted at root is being scored
   (feature_scored). */
void score_feature_scored(carc_game *g, uint16_t root, bool final, carc_events *ev);

/* Sends home every escorted figure (carc_figure_def.escorted) whose owner has no follower left
   in its feature (RULES.md 4.5), after a figure left the board other than by a scoring. */
void score_release_escorts(carc_game *g, carc_events *ev);

/* Scores the roads and cities that a placement completed (closed, from board_place) and the
   cloisters with eight neighbours (see score_count_around), and returns their followers
   (RULES.md 1.2 step 3). */
void score_completed(carc_game *g, const board_closed *closed, carc_events *ev);

/* The end-of-game scoring (RULES.md 1.4): unfinished features, then farms. Moves no follower. */
void score_final(carc_game *g, carc_events *ev);

/* What the road, city or cloister rooted at root is worth, complete (during play) or not (at
   the end); why receives CARC_WHY_* flags. A cloister must have a follower on it (its count of
   tiles around is the follower's, in g->monk). */
int score_feature_value(const carc_game *g, uint16_t root, bool complete, unsigned *why);

/* What the road or city rooted at root is worth complete and unfinished (score_feature_value's
   two values, its tiles counted once). */
void score_feature_worths(const carc_game *g, uint16_t root, int *complete, int *unfinished);

/* What a cloister or garden with around tiles around it is worth (RULES.md 1.3, 1.4, 4.5): 1
   for itself and 1 per tile around, 9 when surrounded. */
static inline int score_cloister_value(int around)
{
    return 1 + around;
}

/* What each completed city a farm touches scores for the farm's winners before any module
   changes it (RULES.md 1.4): 3, or in the 1st edition 4 for the majority around the city. */
static inline int score_farm_city_points(const carc_game *g)
{
    return g->rules.farms == CARC_FARMS_1ST ? 4 : 3;
}

/* Marks in set (bit c: node c, CARC_MAX_NODES bits, cleared by the caller) the roots of the
   completed cities the field rooted at root touches; returns how many it marked. */
int score_field_cities(const carc_game *g, uint16_t root, uint64_t *set);

#endif
