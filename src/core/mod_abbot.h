/*
 * mod_abbot.h: the Abbot's words (module.h): its kind of figure, its score category, where an abbot
 * on a garden scores (RULES.md 4.3); and what it tells the other layers of a tile (its bytes of the
 * tile's part).
 */
#ifndef CARC_MOD_ABBOT_H
#define CARC_MOD_ABBOT_H

#include "module.h"

/* Its kind of figure (tile.h): the abbot, on a cloister or a garden. */
#define CARC_FIG_ABBOT 2

enum {
    CARC_CAT_GARDEN = CARC_CAT_MODULE(CARC_MOD_ABBOT, 0), /* abbots on gardens: "garden" */
};

/* The local index of tile type t's garden feature (the last of its features, of kind
   CARC_GARDEN, added by the tag "garden"), and of the field it lies in (for drawing);
   CARC_NO_FEATURE when the tile has no garden. */
int carc_abbot_garden(const carc_tile_type *t);
int carc_abbot_garden_field(const carc_tile_type *t);

/* Its entry in the table of modules (module.c), and for that table only: its words and its
   hooks (module.h says what each hook means). */
extern const carc_words mod_abbot_variants[];
extern const carc_words mod_abbot_words[];
void mod_abbot_tile_start(const carc_catalog *cat, carc_tile_type *t);
int mod_abbot_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);
bool mod_abbot_may_take_back(const carc_game *g, const carc_figure *f);
bool mod_abbot_stand_refusal(const carc_game *g, int kind, int fk, carc_reason *why);
void mod_abbot_take_back_refusal(const carc_game *g, carc_reason *why);
int mod_abbot_points(const carc_game *g, const carc_figure *f, int *points, unsigned *why);

#endif
