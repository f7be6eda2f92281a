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

void *tileart_state(const geom *g, const tileart_set *set)
{
    int s = 0;
    while (s < tileart_nsets - 1 && tileart_sets[s] != set)
        s++;
    /* The state is the set's to write even where the geometry is read only. */
    return (void *)g->set_state[s];
}

void tileart_plain_extras(tile_extras *ex)
{
    memset(ex, 0, sizeof *ex);
    for (int s = 0; s < tileart_nsets; s++)
        if (tileart_sets[s]->extras)
            tileart_sets[s]->extras(NULL, false, ex);
}
