/*
 * sets.c: the table of the sets' parts of the art (sets.h), in the order their hooks run
 * and their figures are written.
 */
#include "sets.h"

#include <string.h>

const tileart_set *const tileart_sets[] = {&river_art,    &inns_art,    &abbot_art,
                                           &festival_art, &traders_art, &dragon_art};
const int tileart_nsets = (int)(sizeof tileart_sets / sizeof tileart_sets[0]);

_Static_assert(sizeof tileart_sets / sizeof tileart_sets[0] <= TILEART_MAX_SETS,
               "geom has room for every set's state");

static int index_of(const tileart_set *set)
{
    int s = 0;
    while (s < tileart_nsets - 1 && tileart_sets[s] != set)
        s++;
    return s;
}

/* A set's state and parts are the set's to write even where the geometry, the extras or the
   picture is read only. */
void *tileart_state(const geom *g, const tileart_set *set)
{
    return (void *)g->set_state[index_of(set)];
}

void *tileart_extras_part(const tile_extras *ex, const tileart_set *set)
{
    return (void *)ex->set[index_of(set)];
}

void *tileart_picture_part(const tile_picture *pic, const tileart_set *set)
{
    return (void *)pic->set[index_of(set)];
}

void tileart_plain_extras(tile_extras *ex)
{
    memset(ex, 0, sizeof *ex);
    for (int s = 0; s < tileart_nsets; s++)
        if (tileart_sets[s]->extras)
            tileart_sets[s]->extras(NULL, false, ex);
}
