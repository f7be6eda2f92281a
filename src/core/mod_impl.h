/*
 * mod_impl.h: what the expansions' rule modules share inside the core: the mark of their words
 * for the catalogs, and the table of their places in the game value, a tile type and a report
 * (one line each, so that two never overlap and each module's file finds its own at build
 * time). Each module's hooks are declared in its own header (mod_river.h ..), for the table of
 * modules (module.c) only.
 */
#ifndef CARC_MOD_IMPL_H
#define CARC_MOD_IMPL_H

#include "module.h"

/* Marks a sentence of a module's words (carc_words) for the window's catalogs (xgettext's N_
   keyword); the core itself translates nothing. */
#define N_(s) (s)

/* Where each module's state lies in carc_game.slot (each module's file checks that its state
   fits). */
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

#endif
