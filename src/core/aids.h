/*
 * aids.h: queries that help a player read the board (issue 15): what a feature is and is
 * worth, what the final scoring of the current board would give, what can still fit where,
 * and why the tile in hand cannot go on a cell. They read a game and never change it; the
 * figures come from the scoring and legality code itself (score.c, rules.c and the modules),
 * so a rule lives in one place. Each is cheap enough for a front end to call when the board
 * changes (once a turn) and keep the answer: a report or a projection copies the game once
 * into scratch space the caller gives (the core allocates nothing), a fit table reads the
 * precomputed fit tables of the catalog for every hole.
 */
#ifndef CARC_AIDS_H
#define CARC_AIDS_H

#include "game.h"
#include "reason.h"

/* Completed cities a field's report lists at most (a field of a real game touches far fewer). */
#define CARC_REPORT_CITIES 48
/* The words of a report that the rule modules own (carc_module.report). */
#define CARC_REPORT_PART 8

/* Everything about one feature of the board. */
typedef struct carc_report {
    uint16_t root; /* the feature's root node (carc_game_feature_segments walks it) */
    uint8_t kind;  /* carc_kind */
    bool complete; /* a road or city with no open edge; a cloister or garden with eight
                      neighbours; a field never */
    int tiles;     /* distinct tiles (a tile crossed twice counts once) */
    int segments;  /* members, a tile crossed twice counting twice */
    int open;      /* roads and cities: open road ends or city edges */
    int pennants;
    uint8_t marks; /* the modules' marks it carries (CARC_FLAG_MODULE_BITS: carc_module.marks) */
    /* The modules' own words of the report (carc_module.report), read through their queries
       (each module's mod_NAME.h). */
    int part[CARC_REPORT_PART];
    /* Who holds it: each player's strength (carc_figure_def.weight: RULES.md 1.2, 4.5), figures of
       any kind on it, and the most strength any player has (0: nobody holds it; the players with
       that much would score). */
    int strength[CARC_MAX_PLAYERS];
    int figures[CARC_MAX_PLAYERS];
    int lead;
    /* Points for each player with the lead (roads, cities, cloisters, gardens; -1 for a field
       or a river): now, scored as it stands (a complete feature's value, else the end's);
       if_completed, if it were completed as it is, with no more tiles (a cloister or garden:
       9); at_end, at the end of the game if left as it is. why_*: CARC_WHY_* of each. */
    int now, if_completed, at_end;
    unsigned why_completed, why_end;
    /* Cloisters and gardens: the placed tiles around it, and which (bit k: the k-th cell
       clockwise from the north-west one: NW, N, NE, E, SE, S, SW, W). */
    int neighbours;
    uint8_t around;
    /* Fields: the completed cities it touches (their roots), what each completed city scores
       for its winners under the game's edition (RULES.md 1.4: 3, or 4 in the 1st edition), and
       what the final scoring of the board as it stands would give each player for them (the
       field's own score; in the 1st edition the scores of the cities it touches). */
    int ncities;                         /* how many */
    uint16_t cities[CARC_REPORT_CITIES]; /* the first CARC_REPORT_CITIES of them */
    int city_points;
    int field_points[CARC_MAX_PLAYERS];
} carc_report;

/* The report of the feature of node. scratch (a game the caller owns, overwritten) holds the
   copy on which a field's final scoring runs; NULL leaves field_points at 0. */
void carc_game_report(const carc_game *g, uint16_t node, carc_game *scratch, carc_report *out);

/* The final scoring of the current board (RULES.md 1.4), run on a copy in scratch as if the
   deck ran out now. In the figure step the tile just placed is scored first as if no figure
   were put on it. score: what each player would end with. ev, when not NULL, receives the
   events of the scoring (the breakdown by feature). gain: by category,
   what the projection adds to the game's scores now (the tile just placed included). */
typedef struct carc_projection {
    int16_t score[CARC_MAX_PLAYERS];
    int16_t gain[CARC_MAX_PLAYERS][CARC_CATEGORIES];
} carc_projection;

void carc_game_project(const carc_game *g, carc_game *scratch, carc_projection *out,
                       carc_events *ev);

/* What can still fit on one open cell next to the board. */
typedef struct carc_cell_fit {
    int16_t x, y;
    uint8_t tiles;   /* tiles still to come (copies) that fit in some rotation */
    uint8_t types;   /* distinct tile types among them */
    uint8_t catalog; /* tile types of the catalog whose sides match the cell in some rotation,
                        whether or not a copy is left: 0 means no tile of the sets in play can
                        ever fill it, more with tiles 0 means only tiles already used could */
} carc_cell_fit;

/* The tiles still to come: the stack, the tile in hand when with_hand is true and there is one
   (never in the figure step: the tile in hand is on the board then), and the tiles set aside
   that come back (carc_module.set_aside). counts[type] receives how many copies of each
   type (room for g->cat->ntypes); returns the total. */
int carc_game_remaining(const carc_game *g, bool with_hand, int *counts);

/* For every open cell (hole) next to the board, what of the tiles still to come
   (carc_game_remaining) fits there, in the order of the holes; writes up to max, returns how
   many holes there are. A tile fits when it could be placed there in some rotation if it were
   in hand now: sides and the modules' rules (filter_rotations) both. A cell with tiles 0 is dead:
   a road or city that runs into it can never be completed. */
int carc_game_fit_cells(const carc_game *g, bool with_hand, carc_cell_fit *out, int max);

/* The rotations (bit q) in which a tile of type could be placed at (x, y) now, as if it were in
   hand; 0 when (x, y) is no open cell. */
unsigned carc_game_type_fits(const carc_game *g, int type, int x, int y);

/* Why the tile in hand cannot go on (x, y), rotation by rotation: returns the rotations that
   are legal (bit q) and gives, for each other one, the reason carc_game_check_placement_why
   gives (north side: city meets field, as data: carc_reason_english words it); why[q].code is
   CARC_WHY_NONE for a legal rotation. */
unsigned carc_game_why_not(const carc_game *g, int x, int y, carc_reason why[4]);

#endif
