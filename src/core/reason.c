/*
 * reason.c: the core's refusals worded in English (reason.h). These are the words the command
 * line prints and the records' errors carry, which the scenario tests compare.
 */
#include "reason.h"

#include <stdio.h>

/* The sentence of a code that depends on a figure kind. */
static const char *figure_sentence(carc_refusal code, unsigned figure)
{
    switch (code) {
    case CARC_WHY_STANDS_ONLY:
        return figure == CARC_FIG_BUILDER ? "a builder stands only on a road or a city, not on a %s"
               : figure == CARC_FIG_PIG   ? "a pig stands only on a field, not on a %s"
                                          : "an abbot stands only on a cloister or a garden, "
                                            "not on a %s";
    case CARC_WHY_NOT_IN_SETS:
        return figure == CARC_FIG_BIG     ? "there is no large follower without Inns & Cathedrals"
               : figure == CARC_FIG_ABBOT ? "there is no abbot without the Abbot"
                                          : "there is no builder or pig without Traders & Builders";
    case CARC_WHY_ESCORT:
        return figure == CARC_FIG_PIG ? "a pig goes only on a field with its owner's farmer"
                                      : "a builder goes only on a road or city with its owner's "
                                        "follower";
    default: /* CARC_WHY_SUPPLY */
        return figure == CARC_FIG_BIG       ? "the large follower is already on the board"
               : figure == CARC_FIG_ABBOT   ? "the abbot is already on the board"
               : figure == CARC_FIG_BUILDER ? "the builder is already on the board"
               : figure == CARC_FIG_PIG     ? "the pig is already on the board"
                                            : "the player has no follower left";
    }
}

/* The text of the codes that say no more than their name; NULL for the others. */
static const char *fixed(carc_refusal code)
{
    switch (code) {
    case CARC_WHY_NO_TILE:
        return "the game is over: no tile is left to place";
    case CARC_WHY_FIGURE_STEP:
        return "the tile is already placed: this is the figure step";
    case CARC_WHY_ROTATION:
        return "a rotation must be 0, 90, 180 or 270 degrees";
    case CARC_WHY_OCCUPIED:
        return "a tile is already there";
    case CARC_WHY_DETACHED:
        return "it touches no placed tile";
    case CARC_WHY_GRID:
        return "the board has grown as far as it can on that side";
    case CARC_WHY_SETS_FORBID:
        return "a rule of the tile sets in play forbids it";
    case CARC_WHY_RIVER_CONTINUE:
        return "the river must continue the river already on the board";
    case CARC_WHY_RIVER_BACK:
        return "the river may not turn back on itself or run towards other tiles";
    case CARC_WHY_NO_DISCARD:
        return "the game is over: no tile is left to discard";
    case CARC_WHY_OVER:
        return "the game is over";
    case CARC_WHY_PLACE_FIRST:
        return "the tile must be placed first";
    case CARC_WHY_DRAGON_DUE:
        return "the dragon is flying: a step is due";
    case CARC_WHY_NO_FIGURE_KIND:
        return "no such kind of figure";
    case CARC_WHY_NO_FEATURE:
        return "the tile has no such feature for a follower";
    case CARC_WHY_ON_RIVER:
        return "no follower may stand on the river";
    case CARC_WHY_GARDEN:
        return "only an abbot may stand on a garden";
    case CARC_WHY_NO_FARMERS:
        return "farmers are not in play (farm scoring \"none\")";
    case CARC_WHY_DRAGON_TILE:
        return "no figure may be placed on the dragon's tile";
    case CARC_WHY_PORTAL_ONLY:
        return "a figure goes on another tile only through a magic portal";
    case CARC_WHY_PORTAL_NO_TILE:
        return "no tile there for the portal to send a figure to";
    case CARC_WHY_PORTAL_FIGURE:
        return "only a follower or the abbot goes through a portal";
    case CARC_WHY_NOT_STEP:
        return "that is not an action of the figure step";
    case CARC_WHY_NOT_ON_BOARD:
        return "that figure is not on the board";
    case CARC_WHY_NOT_YOURS:
        return "a player takes back only their own figures";
    case CARC_WHY_ONLY_ABBOT:
        return "only the abbot may be taken back, unless the tile is a festival tile";
    case CARC_WHY_NO_TAKE_BACK:
        return "no rule in play lets a figure be taken back";
    case CARC_WHY_NOT_FLYING:
        return "the dragon is not flying";
    case CARC_WHY_FAIRY_NONE:
        return "no figure there for the fairy";
    case CARC_WHY_FAIRY_NOT_YOURS:
        return "the fairy goes only next to one's own follower or abbot";
    case CARC_WHY_FAIRY_ALREADY:
        return "the fairy is already next to that figure";
    case CARC_WHY_FAIRY_KIND:
        return "the fairy goes only next to a follower or an abbot";
    case CARC_WHY_NO_PRINCESS:
        return "the tile has no princess";
    case CARC_WHY_PRINCESS_CITY:
        return "the princess sends home only a knight of the city she joins";
    case CARC_WHY_TRADERS_FARMS:
        return "Traders & Builders is not played with 1st-edition farms (the pig has no rule "
               "there)";
    default:
        return NULL;
    }
}

const char *carc_reason_english(const carc_reason *why, char *out, size_t len)
{
    const char *text = fixed(why->code);
    switch (why->code) {
    case CARC_WHY_EDGES:
        snprintf(out, len, "%s side: %s meets %s", carc_side_name(why->side),
                 carc_edge_name((carc_edge)why->edge), carc_edge_name((carc_edge)why->other));
        break;
    case CARC_WHY_TILE_FITS:
        snprintf(out, len, "tile %s fits on the board, so it may not be discarded", why->tile);
        break;
    case CARC_WHY_STANDS_ONLY:
        snprintf(out, len, figure_sentence(why->code, why->figure),
                 carc_kind_name((carc_kind)why->kind));
        break;
    case CARC_WHY_NOT_IN_SETS:
    case CARC_WHY_ESCORT:
    case CARC_WHY_SUPPLY:
        snprintf(out, len, "%s", figure_sentence(why->code, why->figure));
        break;
    case CARC_WHY_TAKEN:
        snprintf(out, len, "the %s there already has a follower",
                 carc_kind_name((carc_kind)why->kind));
        break;
    case CARC_WHY_COMPLETE:
        snprintf(out, len, "the %s there is complete", carc_kind_name((carc_kind)why->kind));
        break;
    case CARC_WHY_DRAGON_NO_SIDE:
        snprintf(out, len, "(%d,%d) is no side", why->x, why->y);
        break;
    case CARC_WHY_DRAGON_NO_TILE:
        snprintf(out, len, "(%d,%d) holds no tile", why->x, why->y);
        break;
    case CARC_WHY_DRAGON_START:
        snprintf(out, len, "(%d,%d) is where the flight started", why->x, why->y);
        break;
    case CARC_WHY_DRAGON_FAIRY:
        snprintf(out, len, "(%d,%d) is the fairy's tile", why->x, why->y);
        break;
    case CARC_WHY_DRAGON_ENTERED:
        snprintf(out, len, "(%d,%d) was entered earlier in this flight", why->x, why->y);
        break;
    case CARC_WHY_PLAYERS:
        snprintf(out, len, "%d players: the tile sets in play allow %d to %d", why->players,
                 why->low, why->high);
        break;
    default:
        snprintf(out, len, "%s", text ? text : "refused (unknown reason)");
        break;
    }
    return out;
}
