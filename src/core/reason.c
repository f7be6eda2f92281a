/*
 * reason.c: the words of the base game's refusals, and the English of any refusal
 * (reason.h). These are the words the command line prints and the records' errors carry, which
 * the scenario tests compare, and the sentences the window translates.
 */
#include "reason.h"

#include <stdio.h>

#include "module.h"

/* Mark sentences for the window's catalogs (xgettext's keywords N_ and NP_:1,2): NP_ gives a
   count's singular and plural, as a carc_words entry holds them (reason.h). */
#define N_(s) (s)
#define NP_(one, many) many, one

static const carc_words base_words[] = {
    /* The tile in hand. */
    {CARC_WHY_NO_TILE, -1, 0, N_("the game is over: no tile is left to place"), NULL},
    {CARC_WHY_FIGURE_STEP, -1, 0, N_("the tile is already placed: this is the figure step"), NULL},
    {CARC_WHY_ROTATION, -1, 0, N_("a rotation must be 0, 90, 180 or 270 degrees"), NULL},
    {CARC_WHY_OCCUPIED, -1, 0, N_("a tile is already there"), NULL},
    {CARC_WHY_DETACHED, -1, 0, N_("it touches no placed tile"), NULL},
    /* TRANSLATORS: the north side of the tile being placed; the first %s is what lies along
       that side on the new tile, the second what lies along it on its neighbour (road, city,
       field, river). */
    {CARC_WHY_EDGES, 0, CARC_ARGS_EDGES, N_("north side: %s meets %s"), NULL},
    /* TRANSLATORS: as "north side: %s meets %s", for the east side. */
    {CARC_WHY_EDGES, 1, CARC_ARGS_EDGES, N_("east side: %s meets %s"), NULL},
    /* TRANSLATORS: as "north side: %s meets %s", for the south side. */
    {CARC_WHY_EDGES, 2, CARC_ARGS_EDGES, N_("south side: %s meets %s"), NULL},
    /* TRANSLATORS: as "north side: %s meets %s", for the west side. */
    {CARC_WHY_EDGES, 3, CARC_ARGS_EDGES, N_("west side: %s meets %s"), NULL},
    {CARC_WHY_GRID, -1, 0, N_("the board has grown as far as it can on that side"), NULL},
    {CARC_WHY_SETS_FORBID, -1, 0, N_("a rule of the tile sets in play forbids it"), NULL},
    {CARC_WHY_NO_DISCARD, -1, 0, N_("the game is over: no tile is left to discard"), NULL},
    /* The window names no tile by its id: the tile is the one in hand. */
    {CARC_WHY_TILE_FITS, -1, CARC_ARGS_TILE,
     "tile %s fits on the board, so it may not be discarded",
     N_("the tile fits on the board, so it may not be discarded")},
    /* The phases. */
    {CARC_WHY_OVER, -1, 0, N_("the game is over"), NULL},
    {CARC_WHY_PLACE_FIRST, -1, 0, N_("the tile must be placed first"), NULL},
    /* Where a figure may go. */
    {CARC_WHY_NO_FIGURE_KIND, -1, 0, N_("no such kind of figure"), NULL},
    {CARC_WHY_NO_FEATURE, -1, 0, N_("the tile has no such feature for a follower"), NULL},
    {CARC_WHY_ON_RIVER, -1, 0, N_("no follower may stand on the river"), NULL},
    /* The figure's sentence in the window need not name the feature: the player chose it. */
    {CARC_WHY_STANDS_ONLY, CARC_FIG_FOLLOWER, CARC_ARGS_KIND,
     "a follower stands only on a road, a city, a field or a cloister, not on a %s",
     N_("a follower stands only on a road, a city, a field or a cloister")},
    {CARC_WHY_NO_FARMERS, -1, 0, N_("farmers are not in play (farm scoring \"none\")"), NULL},
    {CARC_WHY_TAKEN, CARC_ROAD, 0, N_("the road there already has a follower"), NULL},
    {CARC_WHY_TAKEN, CARC_CITY, 0, N_("the city there already has a follower"), NULL},
    {CARC_WHY_TAKEN, CARC_FIELD, 0, N_("the field there already has a follower"), NULL},
    {CARC_WHY_TAKEN, CARC_CLOISTER, 0, N_("the cloister there already has a follower"), NULL},
    {CARC_WHY_SUPPLY, -1, 0, N_("the player has no follower left"), NULL},
    {CARC_WHY_COMPLETE, CARC_ROAD, 0, N_("the road there is complete"), NULL},
    {CARC_WHY_COMPLETE, CARC_CITY, 0, N_("the city there is complete"), NULL},
    {CARC_WHY_COMPLETE, CARC_FIELD, 0, N_("the field there is complete"), NULL},
    {CARC_WHY_COMPLETE, CARC_CLOISTER, 0, N_("the cloister there is complete"), NULL},
    {CARC_WHY_NOT_STEP, -1, 0, N_("that is not an action of the figure step"), NULL},
    /* Taking a figure back. */
    {CARC_WHY_NOT_ON_BOARD, -1, 0, N_("that figure is not on the board"), NULL},
    {CARC_WHY_NOT_YOURS, -1, 0, N_("a player takes back only their own figures"), NULL},
    {CARC_WHY_NO_TAKE_BACK, -1, 0, N_("no rule in play lets a figure be taken back"), NULL},
    /* A game's players. */
    {CARC_WHY_PLAYERS, -1, CARC_ARGS_COUNT,
     NP_("%d player: the tile sets in play allow %d to %d",
         "%d players: the tile sets in play allow %d to %d")},
    {0, -1, 0, NULL, NULL},
};

/* What picks the variant of a code's sentence (reason.h, carc_words). */
static int variant_of(const carc_reason *why)
{
    switch (why->code) {
    case CARC_WHY_EDGES:
        return why->side;
    case CARC_WHY_TAKEN:
    case CARC_WHY_COMPLETE:
        return why->kind;
    case CARC_WHY_STANDS_ONLY:
    case CARC_WHY_NOT_IN_SETS:
    case CARC_WHY_ESCORT:
    case CARC_WHY_SUPPLY:
        return why->figure;
    default:
        return -1;
    }
}

/* The entry of table for code: its variant's, else the code's general one; NULL for none. */
static const carc_words *find(const carc_words *table, int code, int variant)
{
    const carc_words *any = NULL;
    for (const carc_words *w = table; w && w->english; w++)
        if (w->code == code) {
            if (w->variant == variant && variant >= 0)
                return w;
            if (w->variant < 0 && !any)
                any = w;
        }
    return any;
}

const carc_words *carc_reason_words(const carc_reason *why)
{
    const int variant = variant_of(why);
    if (why->code <= CARC_WHY_NONE)
        return NULL;
    if (why->code < CARC_WHY_MODULES) {
        const int n = carc_module_count();
        const carc_words *w = find(base_words, why->code, variant);
        for (int m = 0; m < n && (!w || w->variant != variant); m++) {
            const carc_words *own = find(carc_modules[m].variants, why->code, variant);
            if (own && own->variant == variant)
                return own;
        }
        for (int m = 0; m < n && !w; m++)
            w = find(carc_modules[m].variants, why->code, variant);
        return w;
    }
    const int m = (why->code - CARC_WHY_MODULES) / CARC_MODULE_WHYS;
    const int k = (why->code - CARC_WHY_MODULES) % CARC_MODULE_WHYS;
    return m < carc_module_count() ? find(carc_modules[m].words, k, variant) : NULL;
}

/* Sentences with printf directives come from the tables above and the modules': the
   directives are the ones args says. */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

const char *carc_reason_english(const carc_reason *why, char *out, size_t len)
{
    const carc_words *w = carc_reason_words(why);
    if (!w) {
        snprintf(out, len, "refused (unknown reason)");
        return out;
    }
    switch ((carc_words_args)w->args) {
    case CARC_ARGS_EDGES:
        snprintf(out, len, w->english, carc_edge_name((carc_edge)why->edge),
                 carc_edge_name((carc_edge)why->other));
        break;
    case CARC_ARGS_TILE:
        snprintf(out, len, w->english, why->tile);
        break;
    case CARC_ARGS_KIND:
        snprintf(out, len, w->english, carc_kind_name((carc_kind)why->kind));
        break;
    case CARC_ARGS_CELL:
        snprintf(out, len, w->english, why->x, why->y);
        break;
    case CARC_ARGS_COUNT:
        snprintf(out, len, w->english, why->players, why->low, why->high);
        break;
    default:
        snprintf(out, len, "%s", w->english);
        break;
    }
    return out;
}
