/*
 * mod_impl.h: the hooks of the rule modules, internal to the core (module.c puts them in the
 * table of modules; see module.h for what each hook means).
 */
#ifndef CARC_MOD_IMPL_H
#define CARC_MOD_IMPL_H

#include "module.h"

/* Marks a sentence of a module's words (carc_words) for the window's catalogs (xgettext's N_
   keyword); the core itself translates nothing. */
#define N_(s) (s)

extern const carc_words mod_river_words[];
extern const carc_words mod_river_variants[];
extern const carc_words mod_inns_variants[];
extern const carc_words mod_abbot_variants[];
extern const carc_words mod_traders_variants[];
extern const carc_words mod_abbot_words[];
extern const carc_words mod_festival_words[];
extern const carc_words mod_traders_words[];
extern const carc_words mod_dragon_words[];

void mod_river_tile_start(const carc_catalog *cat, carc_tile_type *t);
unsigned mod_river_filter(const carc_game *g, int type, int x, int y, unsigned mask);
void mod_river_reason(const carc_game *g, int type, int x, int y, int rot, carc_reason *why);

int mod_inns_value(const carc_game *g, uint16_t root, int tiles, bool complete, int value,
                   unsigned *why);

void mod_abbot_tile_start(const carc_catalog *cat, carc_tile_type *t);
int mod_abbot_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);
bool mod_abbot_may_take_back(const carc_game *g, const carc_figure *f);
bool mod_abbot_stand_refusal(const carc_game *g, int kind, int fk, carc_reason *why);
void mod_abbot_take_back_refusal(const carc_game *g, carc_reason *why);
int mod_abbot_points(const carc_game *g, const carc_figure *f, int *points, unsigned *why);

void mod_traders_tile_start(const carc_catalog *cat, carc_tile_type *t);
int mod_traders_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);
int mod_traders_rules(const carc_rules *rules, carc_reason *why);
void mod_traders_placed(carc_game *g, int ti, carc_events *ev);
void mod_traders_report(const carc_game *g, uint16_t root, int *words);
void mod_traders_completed(carc_game *g, uint16_t root, carc_events *ev);
int mod_traders_farm_value(const carc_game *g, uint16_t root, int player);
void mod_traders_final(carc_game *g, carc_events *ev);
bool mod_traders_extra_turn(carc_game *g);

/* Where each module's state lies in carc_game.slot: fixed here, so that each module's file
   finds its own at build time (mod_dragon.c checks that its state fits). */
#define MOD_DRAGON_SLOT 0
#define MOD_DRAGON_SLOT_WORDS 6
#define MOD_TRADERS_SLOT 6
#define MOD_TRADERS_SLOT_WORDS 3
_Static_assert(MOD_TRADERS_SLOT + MOD_TRADERS_SLOT_WORDS <= CARC_SLOT_WORDS_BUILTIN,
               "the modules' state fits carc_game.slot");

/* Where each module's bytes lie in carc_tile_type.part (module.h). */
#define MOD_RIVER_PART 0 /* a river on the tile */
#define MOD_ABBOT_PART 1 /* the garden feature, the field it lies in */
#define MOD_FESTIVAL_PART 3
#define MOD_TRADERS_PART 4 /* the city with goods, its goods */
#define MOD_DRAGON_PART 6  /* a volcano, a dragon, a portal, the princess's city */
#define MOD_PART_BUILTIN 10
/* Where each module's words lie in a feature's report (carc_report.part). */
#define MOD_TRADERS_REPORT 0 /* the goods on a city, by kind */
#define MOD_REPORT_BUILTIN 3
_Static_assert(MOD_PART_BUILTIN <= CARC_TILE_PART, "the modules' bytes fit a tile's part");

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

int mod_festival_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);
bool mod_festival_may_take_back(const carc_game *g, const carc_figure *f);
void mod_festival_take_back_refusal(const carc_game *g, carc_reason *why);

#endif
