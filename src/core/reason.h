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

/* The base game's refusals, each with the fields of carc_reason it fills (none when not said).
   A rule module's own refusals follow in a block of its own, numbered at build time by the
   module's id (CARC_WHY_MODULE), as its action kinds and events are (game.h): its header or
   file names them, its table of words (carc_module.words) words them, and none is a member of
   this enum. */
typedef enum carc_refusal {
    CARC_WHY_NONE, /* nothing was refused */
    /* The tile in hand. */
    CARC_WHY_NO_TILE,     /* the game is over: no tile is left to place */
    CARC_WHY_FIGURE_STEP, /* the tile is already placed: this is the figure step */
    CARC_WHY_ROTATION,    /* a rotation out of 0..3 */
    CARC_WHY_OCCUPIED,    /* a tile is already there */
    CARC_WHY_DETACHED,    /* it touches no placed tile */
    CARC_WHY_EDGES,       /* side: the tile's edge there (edge) meets its neighbour's (other) */
    CARC_WHY_GRID,        /* the board has grown as far as it can on that side */
    CARC_WHY_SETS_FORBID, /* a module refused the rotation without saying why */
    CARC_WHY_NO_DISCARD,  /* the game is over: no tile is left to discard */
    CARC_WHY_TILE_FITS,   /* tile fits on the board, so it may not be discarded */
    /* The phases. */
    CARC_WHY_OVER,        /* the game is over */
    CARC_WHY_PLACE_FIRST, /* the tile must be placed first */
    /* Where a figure may go. */
    CARC_WHY_NO_FIGURE_KIND, /* no such kind of figure */
    CARC_WHY_NO_FEATURE,     /* the tile has no such feature */
    CARC_WHY_ON_RIVER,       /* no figure on a feature of kind CARC_RIVER */
    CARC_WHY_STANDS_ONLY,    /* figure does not stand on a feature of kind */
    CARC_WHY_NO_FARMERS,     /* farmers are not in play */
    CARC_WHY_NOT_IN_SETS,    /* figure is in no tile set in play */
    CARC_WHY_ESCORT,         /* an escorted figure goes only beside its owner's follower */
    CARC_WHY_TAKEN,          /* the feature of kind there already has a follower */
    CARC_WHY_SUPPLY,         /* the player has no figure of that kind left */
    CARC_WHY_COMPLETE,       /* the feature of kind there is complete */
    CARC_WHY_NOT_STEP,       /* that is not an action of the figure step */
    /* Taking a figure back. */
    CARC_WHY_NOT_ON_BOARD, /* that figure is not on the board */
    CARC_WHY_NOT_YOURS,    /* a player takes back only their own figures */
    CARC_WHY_NO_TAKE_BACK, /* no rule in play lets a figure be taken back */
    /* A game's players. */
    CARC_WHY_PLAYERS, /* players: the tile sets in play allow low to high */
    CARC_WHY_MODULES  /* the first module's first refusal */
} carc_refusal;

/* The refusals a module may declare, and its k-th; the table of modules holds at most
   CARC_MAX_MODULES (game.h). */
#define CARC_MODULE_WHYS 24
#define CARC_WHY_MODULE(m, k) (CARC_WHY_MODULES + (m)*CARC_MODULE_WHYS + (k))
/* The number k of module m's refusal code, as its table of words gives it (carc_words). */
#define CARC_WHY_NUMBER(m, code) ((code)-CARC_WHY_MODULE(m, 0))

typedef struct carc_reason {
    int code;       /* carc_refusal, or a module's (CARC_WHY_MODULE) */
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
 * variant it words, and one of variant -1 for the others. The base game's table (reason.c)
 * gives carc_refusal codes, and a module words their variants about the figures it brings and
 * the kinds of feature its tiles have (carc_module.variants); a module's table of its own
 * refusals (carc_module.words) gives each by its number k in its block (CARC_WHY_MODULE(id, k)),
 * so that a module registered at run time words its refusals as the expansions do. A table ends
 * with an entry whose english is NULL. The window's catalogs take their strings from the tables
 * (N_ marks them).
 */
typedef struct carc_words {
    uint8_t code; /* carc_refusal, or in a module's table its number k */
    int8_t variant;
    uint8_t args; /* carc_words_args */
    const char *english;
    const char *window;
} carc_words;

/* The words of the refusal why: for the base game's codes, its variant's in the base game's
   table, else in a module's, else the code's general words there, else in a module's; for a
   module's code, its table's. NULL for a code no table words (a newer core's). */
const carc_words *carc_reason_words(const carc_reason *why);

/* The reason in English, as the command line prints it and records carry it, written to out
   (room for len); "refused (unknown reason)" for a code no table words. Returns out. */
const char *carc_reason_english(const carc_reason *why, char *out, size_t len);

#endif
