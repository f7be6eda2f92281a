/*
 * mod_traders.h: what the state of Traders & Builders tells the other layers. The state is the
 * module's own (its slot of the game value, mod_traders.c); these are its queries. With the
 * module not in play: no goods, no double turn.
 */
#ifndef CARC_MOD_TRADERS_H
#define CARC_MOD_TRADERS_H

#include <stdbool.h>

#include "module.h"

/* Its words (module.h). */
enum {
    CARC_CAT_GOODS = CARC_CAT_MODULE(CARC_MOD_TRADERS, 0), /* the goods majorities: "goods" */
    /* A player took goods tokens for a city they completed: player, x, y (the completing tile),
       feature (carc_goods), value (how many). */
    CARC_EV_GOODS = CARC_EV_MODULE(CARC_MOD_TRADERS, 0),
    /* Refused: Traders & Builders with 1st-edition farms (its pig has no rule there). */
    CARC_WHY_TRADERS_FARMS = CARC_WHY_MODULE(CARC_MOD_TRADERS, 0),
};

/* The goods tokens of a kind that player took (RULES.md 4.1). */
int carc_traders_goods(const carc_game *g, int player, carc_goods goods);

/* Whether the turn under way is a builder's double turn (the player's second tile). */
bool carc_traders_extra_turn(const carc_game *g);

#endif
