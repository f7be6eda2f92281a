/*
 * mod_abbot.c: the Abbot and the gardens (RULES.md 4.3, with the decisions of 4.5). A garden
 * is a feature of its own inside a field (the tag "garden" names the field): it joins nothing,
 * splits no field, takes only an abbot, and scores like a cloister. The abbot's placement and
 * scoring on a cloister or garden are the engine's, through the figure table (module.c) and
 * the watch on cloisters (score.c); this file has the garden tag and the recall: instead of a
 * figure, the player may take the abbot back, and it scores at once 1 + the tiles around it.
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "mod_abbot.h"
#include "mod_impl.h"

/* Its refusals (reason.h). */
enum { ABBOT_GARDEN, ABBOT_ONLY_BACK, ABBOT_REFUSALS };
_Static_assert(ABBOT_REFUSALS <= CARC_MODULE_WHYS, "its refusals fit its block");

const carc_words mod_abbot_words[] = {
    {ABBOT_GARDEN, -1, 0, N_("only an abbot may stand on a garden"), NULL},
    {ABBOT_ONLY_BACK, -1, 0, N_("only the abbot may be taken back"), NULL},
    {0, -1, 0, NULL, NULL},
};

/* Its bytes of a tile: the garden feature and the field it lies in, CARC_NO_FEATURE for
   none. */
void mod_abbot_tile_start(const carc_catalog *cat, carc_tile_type *t)
{
    (void)cat;
    t->part[MOD_ABBOT_PART] = t->part[MOD_ABBOT_PART + 1] = CARC_NO_FEATURE;
}

int carc_abbot_garden(const carc_tile_type *t)
{
    return t->part[MOD_ABBOT_PART];
}

int carc_abbot_garden_field(const carc_tile_type *t)
{
    return t->part[MOD_ABBOT_PART + 1];
}

/* Its words of the core's refusals about the abbot and the garden. */
const carc_words mod_abbot_variants[] = {
    {CARC_WHY_STANDS_ONLY, CARC_FIG_ABBOT, CARC_ARGS_KIND,
     "an abbot stands only on a cloister or a garden, not on a %s",
     N_("an abbot stands only on a cloister or a garden")},
    {CARC_WHY_NOT_IN_SETS, CARC_FIG_ABBOT, 0, N_("there is no abbot without the Abbot"), NULL},
    {CARC_WHY_TAKEN, CARC_GARDEN, 0, "the garden there already has a follower",
     N_("the garden there already has an abbot")},
    {CARC_WHY_SUPPLY, CARC_FIG_ABBOT, 0, N_("the abbot is already on the board"), NULL},
    {CARC_WHY_COMPLETE, CARC_GARDEN, 0, N_("the garden there is complete"), NULL},
    {0, -1, 0, NULL, NULL},
};

bool mod_abbot_stand_refusal(const carc_game *g, int kind, int fk, carc_reason *why)
{
    (void)g;
    (void)kind; /* a figure that may not stand on a garden is no abbot */
    if (fk != CARC_GARDEN)
        return false;
    *why = (carc_reason){.code = CARC_WHY_MODULE(CARC_MOD_ABBOT, ABBOT_GARDEN)};
    return true;
}

void mod_abbot_take_back_refusal(const carc_game *g, carc_reason *why)
{
    (void)g;
    *why = (carc_reason){.code = CARC_WHY_MODULE(CARC_MOD_ABBOT, ABBOT_ONLY_BACK)};
}

int mod_abbot_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len)
{
    carc_tile_def *d = &t->def;
    int field = -1;
    for (int j = 0; j < d->nfeatures; j++)
        if (strcmp(d->features[j].label, tag->value) == 0)
            field = j;
    if (field < 0 || d->features[field].kind != CARC_FIELD) {
        snprintf(err, len, "tile %s: garden: \"%s\" is not a field of the tile", d->id,
                 tag->value);
        return -1;
    }
    if (carc_abbot_garden(t) != CARC_NO_FEATURE || d->nfeatures >= CARC_MAX_FEATURES) {
        snprintf(err, len, "tile %s: garden: the tile has room for no other garden", d->id);
        return -1;
    }
    const int j = d->nfeatures++;
    d->features[j] = (carc_feature_def){.kind = CARC_GARDEN, .mask = CARC_GARDEN_BIT};
    snprintf(d->features[j].label, sizeof d->features[j].label, "G");
    t->part[MOD_ABBOT_PART] = (uint8_t)j;
    t->part[MOD_ABBOT_PART + 1] = (uint8_t)field;
    return 0;
}

bool mod_abbot_may_take_back(const carc_game *g, const carc_figure *f)
{
    (void)g;
    return f->kind == CARC_FIG_ABBOT;
}

/* An abbot taken back, by a recall or a festival return, scores its cloister or garden as at
   the end of the game: 1 + the tiles around it, at most 9 (RULES.md 4.5). */
int mod_abbot_points(const carc_game *g, const carc_figure *f, int *points, unsigned *why)
{
    if (f->kind != CARC_FIG_ABBOT)
        return -1;
    const carc_placed *t = &g->tiles[g->node_tile[f->node]];
    *points = 1 + board_neighbours(g, t->x, t->y);
    *why = CARC_WHY_RECALL;
    return carc_node_kind(&g->nodes[f->node]) == CARC_GARDEN ? CARC_CAT_GARDEN
                                                              : CARC_CAT_CLOISTER;
}
