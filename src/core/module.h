/*
 * module.h: the rule modules of the expansions, and the kinds of figure.
 *
 * The base game's rules live in board.c, rules.c and score.c. Each expansion is a module: a
 * name that tile sets give in their "modules" list, the figures it hands every player, the
 * tags it reads on tiles, and hooks that the engine calls at fixed points of a turn (where a
 * tile may go, what a feature is worth, which figures may be taken back, what a figure taken
 * back scores). A hook is NULL when the module has nothing to say there. The table of modules
 * holds the expansions and may take a program's own (carc_module_register); a catalog records
 * which are in play (carc_catalog.modules), and a module's state, when it has one, is its own
 * slot of the game value (carc_game.slot: plain words, so a game still copies with memcpy),
 * which only its file reads and writes; the other layers ask the module's queries
 * (its mod_NAME.h).
 *
 * The base game's turn asks no module beyond where a tile goes and what a feature is worth. The
 * modules that act in a turn beyond that (a take-back, a phase of their own, a double turn,
 * points at a placement) set in_turn, and with one in play carc_game_play and the
 * random turns take the general path through the phases and actions (game.c).
 */
#ifndef CARC_MODULE_H
#define CARC_MODULE_H

#include "game.h"

typedef enum carc_module_id {
    CARC_MOD_RIVER,    /* RULES.md 2 */
    CARC_MOD_INNS,     /* RULES.md 3: inns, cathedrals, the large follower, a sixth player */
    CARC_MOD_ABBOT,    /* RULES.md 4.3, 4.5: gardens, the abbot */
    CARC_MOD_FESTIVAL, /* RULES.md 4.4, 4.5: festival tiles */
    CARC_MOD_TRADERS,  /* RULES.md 4.1, 4.5: goods, the builder, the pig */
    CARC_MOD_DRAGON,   /* RULES.md 4.2, 4.6: the Princess & the Dragon */
    CARC_MODULES
} carc_module_id;
_Static_assert(CARC_MODULES <= CARC_MAX_MODULES, "the modules' words are numbered in blocks");

/* A score category of a module (CARC_CAT_MODULE): its key in the records' and the command
   line's breakdown, which lists it after the base game's category `after` (the breakdown's
   keys keep RECORD.md's order); the points of features of kind `kind` go there (-1: none). */
typedef struct carc_category_def {
    const char *name;
    uint8_t after; /* carc_category of the base game */
    int8_t kind;   /* carc_kind, or -1 */
} carc_category_def;

/* A mark that a feature of a tile set file may carry (`"inn": true`): its key, the kind of
   feature that may carry it (carc_kind), the bit of the feature's flags it sets (one of
   CARC_FLAG_MODULE_BITS, which a join ORs at the feature's root), and the file reader's words
   when another kind carries it ("only roads have inns"). */
typedef struct carc_mark_def {
    const char *key;
    uint8_t kind;
    uint8_t flag;
    const char *refusal;
} carc_mark_def;

/* What a kind of figure is (RULES.md 4.5, "Figures"). */
typedef struct carc_figure_def {
    const char *name;  /* in records' meeple.kind: "normal", "big", "abbot", "builder", "pig" */
    const char *noun;  /* in the records' messages: "follower", "large follower"... */
    uint8_t weight;    /* what it counts for a majority (RULES.md 1.2): 0 for none */
    uint8_t stands_on; /* bit k: it may stand on a feature of carc_kind k */
    bool escorted;     /* it goes only where its owner has a follower (weight), and goes home
                          when none is left there (the builder, the pig) */
} carc_figure_def;

extern const carc_figure_def carc_figure_defs[CARC_FIGURE_KINDS];

/* The kind named name ("normal", "big", "abbot", "builder", "pig"), or -1. */
int carc_figure_parse(const char *name);

/* The slots of a kind in a player's figure ids: first, and how many the catalog gives (see
   CARC_FIGURE_SLOTS in game.h). The kinds' slots follow each other in carc_figure_kind
   order. */
void carc_figure_slots(const carc_catalog *cat, carc_figure_kind kind, int *first, int *count);

/* Actions being listed: the ones of index first to first + max - 1 (counting from 0 over the
   whole listing) are written to out; n counts them all. */
typedef struct carc_action_list {
    carc_action *out;
    int first, max, n;
} carc_action_list;

static inline void carc_action_put(carc_action_list *l, carc_action a)
{
    if (l->n >= l->first && l->n - l->first < l->max)
        l->out[l->n - l->first] = a;
    l->n++;
}

typedef struct carc_module {
    const char *name; /* as tile sets list it */
    uint8_t figures[CARC_FIGURE_KINDS]; /* what it gives every player */
    uint8_t max_players;                /* the players its figures allow, 0: no change */
    bool in_turn;                       /* it acts in a turn beyond where tiles go and what
                                           features are worth (see above) */
    const char *tags[5];                /* the tile tags it reads, NULL-terminated */
    carc_mark_def marks[2];             /* the marks a feature may carry (key NULL: none) */
    /* The words of its refusals, CARC_WHY_MODULE(id, k) for k below CARC_MODULE_WHYS, each by
       its number k (reason.h); NULL when it has none. */
    const carc_words *words;
    /* Its words of the core's refusals where they are about its own figures or kinds of feature
       (a variant of CARC_WHY_STANDS_ONLY, TAKEN, SUPPLY...: reason.h), by the core's codes;
       NULL when it has none. */
    const carc_words *variants;
    /* Its score categories, CARC_CAT_MODULE(id, k) for k below ncategories (its other words,
       its action kinds, phases, event kinds and return causes, are numbers of its blocks that
       only its own files and header name: see CARC_MAX_MODULES). */
    uint8_t ncategories;
    carc_category_def categories[CARC_MODULE_CATS];
    const char *actions[CARC_MODULE_ACTS]; /* the names of its action kinds (carc_action_name) */
    /* Its own state: the words of carc_game.slot from slot to slot + slot_words - 1, which
       only its file reads and writes (0 words: none); carc_module_slot finds them. A registered
       module asks for slot_words, and carc_module_register sets slot. */
    uint8_t slot, slot_words;
    /* Its own bytes of each tile type: carc_tile_type.part from tile_part to tile_part +
       tile_bytes - 1, which only its tile_start and read_tag hooks write and its queries read
       (carc_module_tile_part finds them). A registered module asks for tile_bytes, and
       carc_module_register sets tile_part. */
    uint8_t tile_part, tile_bytes;
    /* Its words of a feature's report (aids.h, carc_report.part), from report_part to
       report_part + report_words - 1, which its report hook fills and its queries read;
       carc_module_register sets report_part. */
    uint8_t report_part, report_words;

    /* The seat whose decision its own phase is (carc_game_actor; NULL: the current player). */
    int (*actor)(const carc_game *g);

    /* When a game starts, after the counters are cleared (its slot is zero). */
    void (*start)(carc_game *g);

    /* Whether the rules (the farm edition) allow the module; 0, or -1 with the reason (why is
       never NULL). */
    int (*check_rules)(const carc_rules *rules, carc_reason *why);

    /* Sets its bytes of tile type t (carc_module_tile_part) to what a tile without its tags
       holds, before the tags are read: called for every tile type of a catalog, whether the
       module is in play or not, so that its queries answer for any tile (cat->modules says
       which modules are in play). NULL: its bytes start at zero. */
    void (*tile_start)(const carc_catalog *cat, carc_tile_type *t);

    /* Reads tag (one of its tags) on tile type t being built; 0, or -1 with a reason. */
    int (*read_tag)(carc_tile_type *t, const carc_tag *tag, char *err, size_t len);

    /* The rotations of mask in which tile type may go at (x, y), where its sides match; and,
       for one rotation that mask refused, the reason (why is never NULL). */
    unsigned (*filter_rotations)(const carc_game *g, int type, int x, int y, unsigned mask);
    void (*placement_reason)(const carc_game *g, int type, int x, int y, int rot,
                             carc_reason *why);

    /* After the tile in hand is placed, as tile ti, before the figure step. */
    void (*after_placement)(carc_game *g, int ti, carc_events *ev);

    /* The module's own actions (carc_action_type) in the current phase: list puts them in l;
       check returns CARC_OK or CARC_ILLEGAL with the reason when why is not NULL, or 1 for an
       action not its own; apply plays one that check accepts. */
    void (*list_actions)(const carc_game *g, carc_action_list *l);
    int (*check_action)(const carc_game *g, const carc_action *a, carc_reason *why);
    void (*apply_action)(carc_game *g, const carc_action *a, carc_events *ev);

    /* May refuse a figure of kind on feature j of tile ti; 0, or -1 with the reason given when
       why is not NULL. */
    int (*check_spot)(const carc_game *g, int ti, int j, int kind, carc_reason *why);
    /* Why a figure of kind may not stand on a feature of kind fk, which its figure's stands_on
       leaves out, in the module's words (a kind of feature of its own): true with why filled, or
       false for the core's CARC_WHY_STANDS_ONLY. Asked only for a reason (why is never NULL). */
    bool (*stand_refusal)(const carc_game *g, int kind, int fk, carc_reason *why);

    /* After the figure step, before the scoring: may open a phase of its own
       (CARC_PHASE_MODULE), which then ends the turn through carc_game_end_turn. */
    void (*after_figure_step)(carc_game *g, carc_events *ev);

    /* Before the next tile is drawn (and before the first): may take tiles off the stack (tiles
       its rule sets aside for now). Returns false when the stack holds no tile that can be
       drawn and kept: the game ends with those tiles undrawn. */
    bool (*before_draw)(carc_game *g, carc_events *ev);

    /* The tiles it holds off the stack that come back to it later (before_draw's): how many,
       their tile types in *tiles. */
    int (*set_aside)(const carc_game *g, const uint8_t **tiles);

    /* At the end of a turn, before the next tile is drawn: whether its player plays the next
       tile too (a double turn); never when the game is over. */
    bool (*extra_turn)(carc_game *g);

    /* When a player's turn starts (not an extra turn of extra_turn's). */
    void (*turn_start)(carc_game *g, carc_events *ev);

    /* Figure f is leaving the board, however. */
    void (*figure_left)(carc_game *g, const carc_figure *f);

    /* A feature rooted at root is being scored (completed, or at the end; a farm once). */
    void (*feature_scored)(carc_game *g, uint16_t root, bool final, carc_events *ev);

    /* A road or city rooted at root was completed by the tile just placed, whoever holds it;
       called before it is scored. */
    void (*completed)(carc_game *g, uint16_t root, carc_events *ev);

    /* What each completed city touching the farm rooted at root is worth to player, who wins
       it, instead of the base 3 (RULES.md 1.4); 0 when the module leaves it alone. kinds: the
       kinds of figure player has on the farm (bit k: kind k), which the final scoring has
       counted already. */
    int (*farm_city_value)(const carc_game *g, uint16_t root, int player, unsigned kinds);

    /* Fills its words of the report of the feature rooted at root (carc_game_report), which
       start at zero. */
    void (*report)(const carc_game *g, uint16_t root, int *words);

    /* The module's part of the final scoring, after the features and farms. */
    void (*final_scoring)(carc_game *g, carc_events *ev);

    /* The value of the road or city rooted at root, whose base value (RULES.md 1.3, 1.4) is
       value; why receives CARC_WHY_* flags. Asked only of a feature whose root carries one of
       its marks, when it has marks. */
    int (*feature_value)(const carc_game *g, uint16_t root, int tiles, bool complete, int value,
                         unsigned *why);

    /* Whether the player whose turn it is may take back figure f in this turn's figure step,
       asked before or after the tile in hand is placed. */
    bool (*may_take_back)(const carc_game *g, const carc_figure *f);
    /* Why no module in play lets the figure asked be taken back, when this one lets some be
       (may_take_back): fills why with its words. Of the modules in play the last one in the
       table says it, as a later module's exception names an earlier's rule (a module's
       take-back on its own tiles, beside another's of its own figure). Asked only for a reason
       (why is never NULL). */
    void (*take_back_refusal)(const carc_game *g, carc_reason *why);

    /* Points for a figure taken back (the abbot: its cloister or garden), scored before it
       leaves: returns the category, and the points in *points and the reason in *why; -1 when
       it scores nothing here. */
    int (*take_back_points)(const carc_game *g, const carc_figure *f, int *points,
                            unsigned *why);
} carc_module;

/* The table of modules by id: the expansions' (CARC_MODULES of them), then those a program
   adds with carc_module_register. */
extern const carc_module *const carc_modules;

/* Adds module m (copied) to the table with the next id, from CARC_MODULES on, so that a tile
   set may name it (carc_catalog_load, carc_catalog_build): a program's own rule module, added
   at its start before any catalog is built, as the table serves the whole process. Its words
   are numbered by that id (CARC_ACT_MODULE(id, k)...), and its state, when it asks for
   slot_words, is given words of carc_game.slot after the expansions' (m->slot is ignored:
   carc_module_slot finds them), and likewise its tile_bytes of carc_tile_type.part
   (carc_module_tile_part) and its report_words of a report (carc_report.part). Its marks' flags
   must be bits of CARC_FLAG_MODULE_BITS that no other module's marks use. Returns the id, or -1
   when the table is full (CARC_MAX_MODULES), a module has that name, the registered modules' words
   (CARC_SLOT_WORDS_REGISTERED), tiles' bytes or reports' words cannot hold its part, or a mark's
   flag is taken. */
int carc_module_register(const carc_module *m);

/* How many modules the table holds: CARC_MODULES and those registered. */
int carc_module_count(void);

/* The name of an action kind: the base game's ("place", "discard", "figure", "return", "pass")
   or a module's (carc_module.actions); "?" for none. */
const char *carc_action_name(int type);

/* The module named name, or -1. */
int carc_module_find(const char *name);

/*
 * The expansions of a setup as one list (the settings, the window's setup screen, its command
 * line): bit m for module m, whose own tile set bears the module's name. The base game's tile
 * set, "base", is always in play and has no bit.
 */

/* The tile set names of sets: "base" first, then each module's in the table's order (the order
   records list them); returns how many, at most CARC_MODULES + 1. */
int carc_sets_names(unsigned sets, const char *names[CARC_MODULES + 1]);

/* The set of the module named name; 0 when no module has that name. */
unsigned carc_sets_find(const char *name);

/* The most players sets allow: the base game's five colours, or more with a module that brings
   more (carc_module.max_players), as the catalog counts them (carc_catalog.max_players). */
int carc_sets_max_players(unsigned sets);

/* Module id's state in g: its words of carc_game.slot (carc_module.slot), for its own file
   only. */
static inline uint64_t *carc_module_slot(carc_game *g, int id)
{
    return g->slot + carc_modules[id].slot;
}

static inline const uint64_t *carc_module_slot_of(const carc_game *g, int id)
{
    return g->slot + carc_modules[id].slot;
}

/* Module id's bytes of tile type t (carc_module.tile_part), for its own file only. */
static inline uint8_t *carc_module_tile_part(carc_tile_type *t, int id)
{
    return t->part + carc_modules[id].tile_part;
}

static inline const uint8_t *carc_module_tile_part_of(const carc_tile_type *t, int id)
{
    return t->part + carc_modules[id].tile_part;
}

/* The flags of module m's marks (carc_module.marks), 0 when it has none. */
static inline unsigned carc_module_marks(const carc_module *m)
{
    return (m->marks[0].key ? m->marks[0].flag : 0u) | (m->marks[1].key ? m->marks[1].flag : 0u);
}

/* Whether module m is in play in g. */
static inline bool carc_module_on(const carc_game *g, carc_module_id m)
{
    return g->cat->modules >> m & 1u;
}

#endif
