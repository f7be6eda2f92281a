/*
 * mod_traders.h: what the state of Traders & Builders tells the other layers. The state is the
 * module's own (its slot of the game value, mod_traders.c); these are its queries. With the
 * module not in play: no goods, no double turn.
 */
#ifndef CARC_MOD_TRADERS_H
#define CARC_MOD_TRADERS_H

#include <stdbool.h>

#include "aids.h"
#include "module.h"

/* Its kinds of figure (tile.h). */
#define CARC_FIG_BUILDER 3 /* on a road or city with its owner's follower */
#define CARC_FIG_PIG 4     /* on a field with its owner's farmer */

/* The goods of its tiles' cities. */
typedef enum carc_goods { CARC_WINE, CARC_GRAIN, CARC_CLOTH, CARC_GOODS } carc_goods;

/* The name of a kind of goods ("wine", "grain", "cloth"), or "?". */
const char *carc_goods_name(carc_goods goods);

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

/* The local index of the city of tile type t that bears a goods symbol, CARC_NO_FEATURE when
   none does; and those goods. */
int carc_traders_goods_city(const carc_tile_type *t);
carc_goods carc_traders_tile_goods(const carc_tile_type *t);

/* The goods symbols of a kind on the city of a feature's report (carc_game_report). */
int carc_traders_report_goods(const carc_report *r, carc_goods goods);

/* Whether the turn under way is a builder's double turn (the player's second tile). */
bool carc_traders_extra_turn(const carc_game *g);

/* Its entry in the table of modules (module.c), and for that table only: its words and its
   hooks (module.h says what each hook means). */
extern const carc_words mod_traders_variants[];
extern const carc_words mod_traders_words[];
void mod_traders_tile_start(const carc_catalog *cat, carc_tile_type *t);
int mod_traders_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);
int mod_traders_rules(const carc_rules *rules, carc_reason *why);
void mod_traders_placed(carc_game *g, int ti, carc_events *ev);
void mod_traders_report(const carc_game *g, uint16_t root, int *words);
void mod_traders_completed(carc_game *g, uint16_t root, carc_events *ev);
int mod_traders_farm_value(const carc_game *g, uint16_t root, int player, unsigned kinds);
void mod_traders_final(carc_game *g, carc_events *ev);
bool mod_traders_extra_turn(carc_game *g);

#endif
