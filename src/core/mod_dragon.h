/*
 * mod_dragon.h: what the Princess & the Dragon's state tells the other layers. The state is the
 * module's own (its slot of the game value, mod_dragon.c); these are its queries. With the
 * module not in play, nothing of it is on the board: -1 and 0.
 */
#ifndef CARC_MOD_DRAGON_H
#define CARC_MOD_DRAGON_H

#include "game.h"

/* The tile the dragon stands on (index in g->tiles), the fairy's, and the id of the figure the
   fairy is next to; -1 for none. */
int carc_game_dragon_tile(const carc_game *g);
int carc_game_fairy_tile(const carc_game *g);
int carc_game_fairy_figure(const carc_game *g);

/* The steps taken in the dragon's flight under way (CARC_PHASE_DRAGON; 0 before the first). */
int carc_dragon_steps(const carc_game *g);

/* The dragon tiles set aside while the dragon is off the board: how many, their tile types in
 *tiles, in the order they were drawn. */
int carc_dragon_set_aside(const carc_game *g, const uint8_t **tiles);

/* The deck index from which the last reshuffle (the first volcano's) laid the stack, or -1
   when there was none. */
int carc_dragon_restack_at(const carc_game *g);

/* Replaces the order of the stack that placing the first volcano just reshuffled (in the
   figure step of that turn) by stack, n tile types, first drawn first, as a record gives it; it
   must hold the same tiles. On refusal writes a reason. */
int carc_game_restack(carc_game *g, const uint8_t *stack, int n, char *reason, size_t len);

#endif
