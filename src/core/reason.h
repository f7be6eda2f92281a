/*
 * reason.h: why the core refuses a placement, a figure, an action, a turn or a game's rules, as
 * data: a code and what it is about (the side and the edges that do not match, the kind of
 * feature, the figure...). Each code is worded once, in a table of carc_words: the base game's
 * codes in reason.c, an expansion's in its module (carc_module.words). The command line and the
 * records print carc_reason_english's wording ("east side: road meets city"); the window
 * translates the same table's sentences into the player's language (src/ui/i18n.c), so that no
 * front end reads English back and no sentence is written twice.
 */
#ifndef CARC_REASON_H
#define CARC_REASON_H

#include <stddef.h>
#include <stdint.h>

#include "tile.h"

/* The refusals, each with the fields of carc_reason it fills (none when not said). */
typedef enum carc_refusal {
    CARC_WHY_NONE, /* nothing was refused */
    /* The tile in hand. */
    CARC_WHY_NO_TILE,        /* the game is over: no tile is left to place */
    CARC_WHY_FIGURE_STEP,    /* the tile is already placed: this is the figure step */
    CARC_WHY_ROTATION,       /* a rotation out of 0..3 */
    CARC_WHY_OCCUPIED,       /* a tile is already there */
    CARC_WHY_DETACHED,       /* it touches no placed tile */
    CARC_WHY_EDGES,          /* side: the tile's edge there (edge) meets its neighbour's (other) */
    CARC_WHY_GRID,           /* the board has grown as far as it can on that side */
    CARC_WHY_SETS_FORBID,    /* a module refused the rotation without saying why */
    CARC_WHY_RIVER_CONTINUE, /* the river must continue the river on the board */
    CARC_WHY_RIVER_BACK,     /* the river may not turn back on itself */
    CARC_WHY_NO_DISCARD,     /* the game is over: no tile is left to discard */
    CARC_WHY_TILE_FITS,      /* tile fits on the board, so it may not be discarded */
    /* The phases. */
    CARC_WHY_OVER,        /* the game is over */
    CARC_WHY_PLACE_FIRST, /* the tile must be placed first */
    CARC_WHY_DRAGON_DUE,  /* the dragon is flying: a step is due */
    /* Where a figure may go. */
    CARC_WHY_NO_FIGURE_KIND, /* no such kind of figure */
    CARC_WHY_NO_FEATURE,     /* the tile has no such feature */
    CARC_WHY_ON_RIVER,       /* no follower on the river */
    CARC_WHY_GARDEN,         /* only an abbot on a garden */
    CARC_WHY_STANDS_ONLY,    /* figure does not stand on a feature of kind */
    CARC_WHY_NO_FARMERS,     /* farmers are not in play */
    CARC_WHY_NOT_IN_SETS,    /* figure is in no tile set in play */
    CARC_WHY_ESCORT,         /* figure (builder, pig) goes only beside its owner's follower */
    CARC_WHY_TAKEN,          /* the feature of kind there already has a follower */
    CARC_WHY_SUPPLY,         /* the player has no figure of that kind left */
    CARC_WHY_DRAGON_TILE,    /* no figure on the dragon's tile */
    CARC_WHY_PORTAL_ONLY,    /* a figure goes on another tile only through a magic portal */
    CARC_WHY_PORTAL_NO_TILE, /* no tile there for the portal */
    CARC_WHY_PORTAL_FIGURE,  /* only a follower or the abbot goes through a portal */
    CARC_WHY_COMPLETE,       /* the feature of kind there is complete */
    CARC_WHY_NOT_STEP,       /* that is not an action of the figure step */
    /* Taking a figure back. */
    CARC_WHY_NOT_ON_BOARD, /* that figure is not on the board */
    CARC_WHY_NOT_YOURS,    /* a player takes back only their own figures */
    CARC_WHY_ONLY_ABBOT,   /* only the abbot, unless the tile is a festival tile */
    CARC_WHY_NO_TAKE_BACK, /* no rule in play lets a figure be taken back */
    /* The dragon's flight: the cell (x, y) it may not fly to. */
    CARC_WHY_NOT_FLYING,     /* the dragon is not flying */
    CARC_WHY_DRAGON_NO_SIDE, /* no side of the dragon's tile */
    CARC_WHY_DRAGON_NO_TILE, /* no tile there */
    CARC_WHY_DRAGON_START,   /* where the flight started */
    CARC_WHY_DRAGON_FAIRY,   /* the fairy's tile */
    CARC_WHY_DRAGON_ENTERED, /* entered earlier in this flight */
    /* The fairy and the princess. */
    CARC_WHY_FAIRY_NONE,      /* no figure there for the fairy */
    CARC_WHY_FAIRY_NOT_YOURS, /* the fairy goes only next to one's own figure */
    CARC_WHY_FAIRY_ALREADY,   /* the fairy is already next to that figure */
    CARC_WHY_FAIRY_KIND,      /* the fairy goes only next to a follower or an abbot */
    CARC_WHY_NO_PRINCESS,     /* the tile has no princess */
    CARC_WHY_PRINCESS_CITY,   /* the princess sends home only a knight of her city */
    /* A game's rules and players. */
    CARC_WHY_TRADERS_FARMS, /* Traders & Builders with 1st-edition farms */
    CARC_WHY_PLAYERS,       /* players: the tile sets in play allow low to high */
    CARC_WHY_CODES
} carc_refusal;

typedef struct carc_reason {
    carc_refusal code;
    uint8_t side;   /* 0 north, 1 east, 2 south, 3 west */
    uint8_t edge;   /* carc_edge: what the tile has along side */
    uint8_t other;  /* carc_edge: what its neighbour has there */
    uint8_t kind;   /* carc_kind of the feature */
    uint8_t figure; /* carc_figure_kind */
    int16_t x, y;   /* a cell */
    int players, low, high;
    char tile[CARC_ID_LEN]; /* a tile's id */
} carc_reason;

/* What of a carc_reason a sentence's printf directives take, in order. */
typedef enum carc_words_args {
    CARC_ARGS_NONE,
    CARC_ARGS_EDGES, /* %s %s: the names of edge and other */
    CARC_ARGS_TILE,  /* %s: tile */
    CARC_ARGS_KIND,  /* %s: the name of kind */
    CARC_ARGS_CELL,  /* %d %d: x, y */
    CARC_ARGS_COUNT  /* %d %d %d: players, low, high */
} carc_words_args;

/*
 * The words of a refusal. english is what the command line prints and the records' errors
 * carry, with the printf directives args says. window is the window's sentence where it says
 * less (the board shows the cell, the tile in hand, the feature chosen) and takes none of the
 * reason's fields; NULL when the window says english too, with the same fields (the window's
 * own words for edges). A count's window sentence is the singular of english (CARC_ARGS_COUNT).
 * A code whose sentence depends on a side (CARC_WHY_EDGES), a kind of feature (TAKEN,
 * COMPLETE) or a figure (STANDS_ONLY, NOT_IN_SETS, ESCORT, SUPPLY) has an entry for each
 * variant it words, and one of variant -1 for the others. A table ends with code
 * CARC_WHY_NONE. The window's catalogs take their strings from the tables (N_ marks them).
 */
typedef struct carc_words {
    carc_refusal code;
    int8_t variant;
    uint8_t args; /* carc_words_args */
    const char *english;
    const char *window;
} carc_words;

/* The words of the refusal why: the base game's table, then the modules'; a general sentence
   for a code that none words. Never NULL. */
const carc_words *carc_reason_words(const carc_reason *why);

/* The reason in English, as the command line prints it and records carry it, written to out
   (room for len); returns out. */
const char *carc_reason_english(const carc_reason *why, char *out, size_t len);

#endif
