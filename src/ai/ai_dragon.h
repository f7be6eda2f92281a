/*
 * ai_dragon.h: the computer players' part of the Princess & the Dragon that a program may ask
 * for by itself (ai_dragon.c).
 */
#ifndef CARC_AI_DRAGON_H
#define CARC_AI_DRAGON_H

#include "game.h"

/*
 * A step of the dragon's flight (the Princess & the Dragon) for the player whose step it is
 * (carc_game_actor): the legal step onto the tile whose figures weigh most for that player,
 * each opponent's figure counting for it and each of its own against it (a follower 1, the
 * large follower 2, an abbot 1, a builder or pig a half), the first such step on ties. Returns
 * CARC_ILLEGAL when the game is not in a flight. It is easy's step and the playouts'; medium and
 * hard weigh the rest of the flight instead (carc_ai_act).
 */
int carc_ai_dragon_step(const carc_game *g, carc_action *out);

#endif
