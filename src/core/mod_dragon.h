/*
 * mod_dragon.h: what the Princess & the Dragon's state tells the other layers. The state is the
 * module's own (its slot of the game value, mod_dragon.c); these are its queries. With the
 * module not in play, nothing of it is on the board: -1 and 0.
 */
#ifndef CARC_MOD_DRAGON_H
#define CARC_MOD_DRAGON_H

#include "module.h"

/* Its words (module.h). */
enum {
    /* A step of the dragon's flight, chosen by carc_game_actor. */
    CARC_PHASE_DRAGON = CARC_PHASE_MODULE(CARC_MOD_DRAGON, 0),

    /* CARC_PHASE_FIGURE: the fairy goes next to the figure with id `figure`. */
    CARC_ACT_FAIRY = CARC_ACT_MODULE(CARC_MOD_DRAGON, 0),
    /* CARC_PHASE_FIGURE: the princess sends home the follower with id `figure`. */
    CARC_ACT_PRINCESS = CARC_ACT_MODULE(CARC_MOD_DRAGON, 1),
    /* CARC_PHASE_DRAGON: the dragon steps beyond side `feature` (0 north, 1 east, 2 south,
       3 west). */
    CARC_ACT_DRAGON = CARC_ACT_MODULE(CARC_MOD_DRAGON, 2),

    /* A dragon tile drawn while the dragon is off the board: tile. */
    CARC_EV_SET_ASIDE = CARC_EV_MODULE(CARC_MOD_DRAGON, 0),
    /* The first volcano brought the set-aside tiles back: the stack was shuffled
       (carc_game_restack replaces the order). */
    CARC_EV_RESHUFFLE = CARC_EV_MODULE(CARC_MOD_DRAGON, 1),
    CARC_EV_DRAGON = CARC_EV_MODULE(CARC_MOD_DRAGON, 2), /* the dragon went to the tile at x, y
                                                             (a volcano, or a step) */
    /* The fairy went next to the figure with id, on the tile at x, y. */
    CARC_EV_FAIRY = CARC_EV_MODULE(CARC_MOD_DRAGON, 3),
    CARC_EV_FAIRY_POINTS = CARC_EV_MODULE(CARC_MOD_DRAGON, 4), /* the fairy gave player value
                                                                   points */

    CARC_CAT_FAIRY = CARC_CAT_MODULE(CARC_MOD_DRAGON, 0), /* the fairy's points: "fairy" */

    CARC_BACK_PRINCESS = CARC_BACK_MODULE(CARC_MOD_DRAGON, 0), /* the princess sent it home */
    CARC_BACK_EATEN = CARC_BACK_MODULE(CARC_MOD_DRAGON, 1),    /* the dragon ate it */

    /* Its refusals; a step of the dragon refused gives the cell (x, y) it may not fly to. */
    CARC_WHY_DRAGON_DUE =
        CARC_WHY_MODULE(CARC_MOD_DRAGON, 0), /* the dragon is flying: a step is due */
    CARC_WHY_DRAGON_TILE = CARC_WHY_MODULE(CARC_MOD_DRAGON, 1), /* no figure on the dragon's tile */
    CARC_WHY_PORTAL_ONLY = CARC_WHY_MODULE(
        CARC_MOD_DRAGON, 2), /* a figure goes on another tile only through a magic portal */
    CARC_WHY_PORTAL_NO_TILE =
        CARC_WHY_MODULE(CARC_MOD_DRAGON, 3), /* no tile there for the portal */
    CARC_WHY_PORTAL_FIGURE = CARC_WHY_MODULE(
        CARC_MOD_DRAGON, 4), /* only a follower or the abbot goes through a portal */
    CARC_WHY_NOT_FLYING = CARC_WHY_MODULE(CARC_MOD_DRAGON, 5), /* the dragon is not flying */
    CARC_WHY_DRAGON_NO_SIDE =
        CARC_WHY_MODULE(CARC_MOD_DRAGON, 6), /* no side of the dragon's tile */
    CARC_WHY_DRAGON_NO_TILE = CARC_WHY_MODULE(CARC_MOD_DRAGON, 7), /* no tile there */
    CARC_WHY_DRAGON_START = CARC_WHY_MODULE(CARC_MOD_DRAGON, 8),   /* where the flight started */
    CARC_WHY_DRAGON_FAIRY = CARC_WHY_MODULE(CARC_MOD_DRAGON, 9),   /* the fairy's tile */
    CARC_WHY_DRAGON_ENTERED =
        CARC_WHY_MODULE(CARC_MOD_DRAGON, 10),                   /* entered earlier in this flight */
    CARC_WHY_FAIRY_NONE = CARC_WHY_MODULE(CARC_MOD_DRAGON, 11), /* no figure there for the fairy */
    CARC_WHY_FAIRY_NOT_YOURS =
        CARC_WHY_MODULE(CARC_MOD_DRAGON, 12), /* the fairy goes only next to one's own figure */
    CARC_WHY_FAIRY_ALREADY =
        CARC_WHY_MODULE(CARC_MOD_DRAGON, 13), /* the fairy is already next to that figure */
    CARC_WHY_FAIRY_KIND = CARC_WHY_MODULE(
        CARC_MOD_DRAGON, 14), /* the fairy goes only next to a follower or an abbot */
    CARC_WHY_NO_PRINCESS = CARC_WHY_MODULE(CARC_MOD_DRAGON, 15), /* the tile has no princess */
    CARC_WHY_PRINCESS_CITY = CARC_WHY_MODULE(
        CARC_MOD_DRAGON, 16), /* the princess sends home only a knight of her city */
};

_Static_assert(CARC_WHY_PRINCESS_CITY < CARC_WHY_MODULE(CARC_MOD_DRAGON, CARC_MODULE_WHYS),
               "its refusals fit its block");

/* What tile type t bears (its tags, any catalog's, the module in play or not): a volcano, a
   dragon, a magic portal; the local index of the city of its princess segment, or
   CARC_NO_FEATURE. */
bool carc_dragon_tile_volcano(const carc_tile_type *t);
bool carc_dragon_tile_dragon(const carc_tile_type *t);
bool carc_dragon_tile_portal(const carc_tile_type *t);
int carc_dragon_tile_princess(const carc_tile_type *t);

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

/* Its entry in the table of modules (module.c), and for that table only: its words and its
   hooks (module.h says what each hook means). */
extern const carc_words mod_dragon_words[];
void mod_dragon_start(carc_game *g);
int mod_dragon_actor(const carc_game *g);
void mod_dragon_tile_start(const carc_catalog *cat, carc_tile_type *t);
int mod_dragon_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);
bool mod_dragon_draw(carc_game *g, carc_events *ev);
void mod_dragon_placed(carc_game *g, int ti, carc_events *ev);
int mod_dragon_spot(const carc_game *g, int ti, int j, int kind, carc_reason *why);
void mod_dragon_figure_step_done(carc_game *g, carc_events *ev);
void mod_dragon_list(const carc_game *g, carc_action_list *l);
int mod_dragon_check(const carc_game *g, const carc_action *a, carc_reason *why);
void mod_dragon_apply(carc_game *g, const carc_action *a, carc_events *ev);
void mod_dragon_turn_start(carc_game *g, carc_events *ev);
void mod_dragon_figure_left(carc_game *g, const carc_figure *f);
void mod_dragon_scored(carc_game *g, uint16_t root, bool final, carc_events *ev);

#endif
