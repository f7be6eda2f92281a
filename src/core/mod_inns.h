/*
 * mod_inns.h: Inns & Cathedrals' words (module.h): its kind of figure, the marks a feature of its
 * tiles carries, which a join gathers at the feature's root (carc_node.flags), and the reasons it
 * gives with a score (carc_event.why).
 */
#ifndef CARC_MOD_INNS_H
#define CARC_MOD_INNS_H

#include "module.h"

/* Its kind of figure (tile.h): the large follower, counting 2 in a majority. */
#define CARC_FIG_BIG 1

/* Its bits of a feature's flags (carc_module.marks: "inn" on a road, "cathedral" on a city in
   a tile set file). */
#define CARC_FLAG_INN 0x01u       /* a road with an inn */
#define CARC_FLAG_CATHEDRAL 0x02u /* a city with a cathedral */

/* Its reasons shown with a score (bits of CARC_WHY_MODULE_BITS). */
#define CARC_WHY_INN 0x01u       /* a completed road with an inn: 2 per tile */
#define CARC_WHY_CATHEDRAL 0x02u /* a completed city with a cathedral: 3 per tile/pennant */
#define CARC_WHY_INN_ZERO 0x04u  /* an unfinished road with an inn scores nothing */
#define CARC_WHY_CATHEDRAL_ZERO 0x08u

/* Its entry in the table of modules (module.c), and for that table only: its words and its
   hooks (module.h says what each hook means). */
extern const carc_words mod_inns_variants[];
int mod_inns_value(const carc_game *g, uint16_t root, int tiles, bool complete, int value,
                   unsigned *why);

#endif
