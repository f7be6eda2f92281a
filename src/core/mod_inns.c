/*
 * mod_inns.c: Inns & Cathedrals (RULES.md 3). The large follower (counting 2) and the sixth
 * player are in the module's table entry, and so are its marks of a feature (an inn on a road,
 * a cathedral on a city: flags of the feature that the tile set file gives and a join gathers
 * at the feature's root); this file has what they do to a feature's value, and the words of the
 * core's refusals about the large follower.
 */
#include "mod_impl.h"
#include "mod_inns.h"

/* Its words of the core's refusals about the large follower. */
const carc_words mod_inns_variants[] = {
    {CARC_WHY_STANDS_ONLY, CARC_FIG_BIG, CARC_ARGS_KIND,
     "the large follower stands only on a road, a city, a field or a cloister, not on a %s",
     N_("the large follower stands only on a road, a city, a field or a cloister")},
    {CARC_WHY_NOT_IN_SETS, CARC_FIG_BIG, 0,
     N_("there is no large follower without Inns & Cathedrals"), NULL},
    {CARC_WHY_SUPPLY, CARC_FIG_BIG, 0, N_("the large follower is already on the board"), NULL},
    {0, -1, 0, NULL, NULL},
};

int mod_inns_value(const carc_game *g, uint16_t root, int tiles, bool complete, int value,
                   unsigned *why)
{
    const carc_node *n = &g->nodes[root];
    const carc_kind kind = carc_node_kind(n);
    /* A road with an inn: 2 per tile when complete, nothing at the end (RULES.md 3.2). */
    if (kind == CARC_ROAD && (n->flags & CARC_FLAG_INN)) {
        *why |= complete ? CARC_WHY_INN : CARC_WHY_INN_ZERO;
        return complete ? 2 * tiles : 0;
    }
    /* A city with a cathedral: 3 per tile and pennant when complete, nothing at the end (RULES.md
       3.3); the small-city rule does not apply to it. */
    if (kind == CARC_CITY && (n->flags & CARC_FLAG_CATHEDRAL)) {
        *why = (*why & ~(unsigned)CARC_WHY_SMALL_CITY) |
               (complete ? CARC_WHY_CATHEDRAL : CARC_WHY_CATHEDRAL_ZERO);
        return complete ? 3 * (tiles + n->pennants) : 0;
    }
    return value;
}
