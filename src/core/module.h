/*
 * module.h: the rule modules of the expansions, and the kinds of figure.
 *
 * The base game's rules live in board.c, rules.c and score.c. Each expansion is a module: a
 * name that tile sets give in their "modules" list, the figures it hands every player, the
 * tags it reads on tiles, and hooks that the engine calls at fixed points of a turn (where a
 * tile may go, what a feature is worth, which figures may be taken back, what a figure taken
 * back scores). A hook is NULL when the module has nothing to say there. The table of modules
 * is static and constant; a catalog records which are in play (carc_catalog.modules), and a
 * module's state, when it has one, is a plain part of the game value, so a game still copies
 * with memcpy.
 *
 * The base game's figure step (placing a follower) asks no module. The modules that add other
 * figure actions (the Abbot's recall, the Festival's return) set figure_step, and with one in
 * play the random turns take the general path through carc_game_legal_actions (game.c).
 */
#ifndef CARC_MODULE_H
#define CARC_MODULE_H

#include "game.h"

typedef enum carc_module_id {
    CARC_MOD_RIVER,    /* RULES.md 2 */
    CARC_MOD_INNS,     /* RULES.md 3: inns, cathedrals, the large follower, a sixth player */
    CARC_MOD_ABBOT,    /* RULES.md 4.3, 4.5: gardens, the abbot */
    CARC_MOD_FESTIVAL, /* RULES.md 4.4, 4.5: festival tiles */
    CARC_MODULES
} carc_module_id;

/* What a kind of figure is (RULES.md 4.5, "Figures"). */
typedef struct carc_figure_def {
    const char *name;  /* in records' meeple.kind: "normal", "big", "abbot" */
    uint8_t weight;    /* what it counts for a majority (RULES.md 1.2): 0 for none */
    uint8_t stands_on; /* bit k: it may stand on a feature of carc_kind k */
} carc_figure_def;

extern const carc_figure_def carc_figure_defs[CARC_FIGURE_KINDS];

/* The kind named name ("normal", "big", "abbot"), or -1. */
int carc_figure_parse(const char *name);

/* The slots of a kind in a player's figure ids: first, and how many the catalog gives (see
   CARC_FIGURE_SLOTS in game.h). The kinds' slots follow each other in carc_figure_kind
   order. */
void carc_figure_slots(const carc_catalog *cat, carc_figure_kind kind, int *first, int *count);

typedef struct carc_module {
    const char *name; /* as tile sets list it */
    uint8_t figures[CARC_FIGURE_KINDS]; /* what it gives every player */
    uint8_t max_players;                /* the players its figures allow, 0: no change */
    bool figure_step;                   /* it adds figure actions (see above) */
    const char *tags[2];                /* the tile tags it reads, NULL-terminated */

    /* Reads tag (one of its tags) on tile type t being built; 0, or -1 with a reason. */
    int (*read_tag)(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);

    /* The rotations of mask in which tile type may go at (x, y), where its sides match; and,
       for one rotation that mask refused, the reason. */
    unsigned (*filter_rotations)(const carc_game *g, int type, int x, int y, unsigned mask);
    void (*placement_reason)(const carc_game *g, int type, int x, int y, int rot, char *reason,
                             size_t len);

    /* The value of the road or city rooted at root, whose base value (RULES.md 1.3, 1.4) is
       value; why receives CARC_WHY_* flags. */
    int (*feature_value)(const carc_game *g, uint16_t root, int tiles, bool complete, int value,
                         unsigned *why);

    /* Whether the player whose turn it is may take back figure f in this turn's figure step,
       asked before or after the tile in hand is placed. */
    bool (*may_take_back)(const carc_game *g, const carc_figure *f);

    /* Points for a figure taken back (the abbot: its cloister or garden), scored before it
       leaves: returns the category, and the points in *points and the reason in *why; -1 when
       it scores nothing here. */
    int (*take_back_points)(const carc_game *g, const carc_figure *f, int *points,
                            unsigned *why);
} carc_module;

extern const carc_module carc_modules[CARC_MODULES];

/* The module named name, or -1. */
int carc_module_find(const char *name);

/* Whether module m is in play in g. */
static inline bool carc_module_on(const carc_game *g, carc_module_id m)
{
    return g->cat->modules >> m & 1u;
}

#endif
