/*
 * game.h: the state of a game of Carcassonne and the moves that change it.
 *
 * A carc_game is a plain value of fixed size with no pointers but one to its immutable catalog:
 * copying it with memcpy (or carc_game_copy, which skips unused space) gives an independent
 * game, which is how computer players search and how the UI keeps undo states. Everything is
 * deterministic: the deck is shuffled at creation by a generator whose state lives here.
 *
 * A turn is a sequence of decisions, each a phase: place the tile in hand (or discard it when
 * it fits nowhere), then the figure step (place a figure on the placed tile, take one back, or
 * nothing). The core says whose decision it is and what kind (carc_game_phase), lists the
 * legal actions for it, checks an action with the reason for a refusal (as data, reason.h, or
 * in English: each check comes in both forms), and applies it,
 * returning events (carc_game_apply). After the figure step the tile's features are scored
 * (RULES.md 1.2 step 3), the turn passes, and when the deck runs out the final scoring runs
 * (RULES.md 1.4). Every front end (the window, the computer players, carcassonne-cli, the
 * records) drives games through these; carc_game_play is the two decisions of a turn in one
 * call. The rules of the expansions are modules (module.h) that these functions consult.
 *
 * The board lives on a 128 x 128 grid whose coordinates wrap around. A game of at most 126
 * tiles spans at most 128 cells in each direction, holes included: two cells of that span
 * never share a grid cell, and a hole next to the board never sees a tile from the far side as
 * its neighbour. Tiles and holes keep their real coordinates (within -127..127), so a lookup by
 * coordinates far from the board never mistakes a grid cell's content for its own. A catalog
 * of more tiles (the expansions together) could outgrow this: there, a placement is refused
 * when one of the holes it would open lies beyond -127..127 or on the grid cell of a tile or
 * hole 128 cells away, or when it would make more than CARC_MAX_HOLES holes (rules.c). No
 * board of a real game comes near either (a board of 166 tiles would have to run 128 tiles in
 * a straight line).
 *
 * Features are tracked incrementally: every feature of every placed tile is a node of a
 * union-find forest; placing a tile joins its features to its neighbours' and keeps, at each
 * root, the open edges, the segment count, pennants, the modules' marks and the follower
 * weight on the feature; a list through each set's members lets a feature be walked. A road
 * or city is complete when its root has no open edge.
 */
#ifndef CARC_GAME_H
#define CARC_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "reason.h"
#include "rng.h"
#include "tile.h"

#define CARC_FOLLOWERS 7 /* playable followers per player: the eighth marks the score */
#define CARC_GRID_BITS 7
#define CARC_GRID (1 << CARC_GRID_BITS)
#define CARC_MAX_DECK (CARC_MAX_TILES - 1)
/* Empty cells next to the board: at most 2 * tiles + 2, so a game of at most 127 tiles never
   has more; with more, a placement that would make more is refused (see the grid below). */
#define CARC_MAX_HOLES 256
/* A player's figures have ids player * CARC_FIGURE_SLOTS + slot; the slots of each kind are
   consecutive (see carc_figure_slots). */
#define CARC_FIGURE_SLOTS 16
#define CARC_MAX_FIGURES (CARC_MAX_PLAYERS * CARC_FIGURE_SLOTS)
#define CARC_NONE 0xFFu
/* The words of carc_game.slot, the rule modules' own state (module.h): the expansions' (placed
   in mod_impl.h), then those carc_module_register hands the modules a program adds. */
#define CARC_SLOT_WORDS_BUILTIN 9
#define CARC_SLOT_WORDS_REGISTERED 4
#define CARC_SLOT_WORDS (CARC_SLOT_WORDS_BUILTIN + CARC_SLOT_WORDS_REGISTERED)

typedef enum carc_farm_scoring {
    CARC_FARMS_3RD, /* current rules: every field scores 3 per completed city it touches */
    CARC_FARMS_2ND, /* as 3rd, but a city scores at most once per player */
    CARC_FARMS_1ST, /* city-centred: the farmer majority around a completed city scores 4 */
    CARC_FARMS_NONE /* no farmers */
} carc_farm_scoring;

typedef struct carc_rules {
    carc_farm_scoring farms;
    bool small_city_two_points; /* 1st/2nd-edition: a completed two-tile city scores 1 per tile
                                   and 1 per pennant */
} carc_rules;

/*
 * The words of the rule modules (module.h). The core's enums below hold the base game's action
 * kinds, phases, event kinds, score categories and causes of a figure's return; each rule module
 * declares its own in a block of each that follows the core's, numbered at build time by the
 * module's id (CARC_ACT_MODULE and the others): a module's header (mod_NAME.h) names them,
 * and no module's word is a member of these enums.
 * A block holds as many words as a module may declare of each; the modules' table may hold
 * CARC_MAX_MODULES modules (module.h).
 */
#define CARC_MAX_MODULES 8
#define CARC_MODULE_ACTS 4   /* action kinds a module may declare */
#define CARC_MODULE_PHASES 1 /* phases of a turn */
#define CARC_MODULE_EVENTS 8 /* event kinds */
#define CARC_MODULE_CATS 1   /* score categories */
#define CARC_MODULE_CAUSES 2 /* causes of a figure's return */

/* Where the points of a score go in the breakdown: the base game's, then the modules' (a
   module's category k is CARC_CAT_MODULE(module, k); module.h gives each its name). */
typedef enum carc_category {
    CARC_CAT_ROAD,
    CARC_CAT_CITY,
    CARC_CAT_CLOISTER,
    CARC_CAT_FIELD,
    CARC_CAT_OTHER,
    CARC_CAT_MODULES /* the first module's first category */
} carc_category;
#define CARC_CAT_MODULE(m, k) (CARC_CAT_MODULES + (m) * CARC_MODULE_CATS + (k))
#define CARC_CATEGORIES CARC_CAT_MODULE(CARC_MAX_MODULES, 0)

/* A tile placement: board cell and quarter turns clockwise (0..3). */
typedef struct carc_placement {
    int16_t x, y;
    uint8_t rot;
} carc_placement;

/* The phases of a turn: whose decision it is (carc_game_actor) and of what kind. */
typedef enum carc_phase {
    CARC_PHASE_TILE,   /* place the tile in hand, or discard it when it fits nowhere */
    CARC_PHASE_FIGURE, /* the figure step on the tile just placed */
    CARC_PHASE_OVER,   /* the deck ran out and the final scoring ran */
    CARC_PHASE_MODULES /* the first module's first phase: after the figure step, a module's own
                          (carc_module.after_figure_step opens it), whose actions only its
                          module lists, checks and applies, and whose actor it says
                          (carc_module.actor) */
} carc_phase;
#define CARC_PHASE_MODULE(m, k) (CARC_PHASE_MODULES + (m) * CARC_MODULE_PHASES + (k))

typedef enum carc_action_type {
    CARC_ACT_PLACE,   /* CARC_PHASE_TILE: the tile in hand at `at` */
    CARC_ACT_DISCARD, /* CARC_PHASE_TILE: the tile fits nowhere */
    CARC_ACT_FIGURE,  /* CARC_PHASE_FIGURE: a figure of kind `figure` on `feature` of the
                         placed tile */
    CARC_ACT_RETURN,  /* CARC_PHASE_FIGURE: take back the figure with id `figure` (as a
                         module allows: carc_module.may_take_back) */
    CARC_ACT_PASS,    /* CARC_PHASE_FIGURE: nothing */
    CARC_ACT_MODULES  /* the first module's first action kind (see CARC_MAX_MODULES) */
} carc_action_type;
#define CARC_ACT_MODULE(m, k) (CARC_ACT_MODULES + (m) * CARC_MODULE_ACTS + (k))
#define CARC_ACTION_TYPES CARC_ACT_MODULE(CARC_MAX_MODULES, 0)

/* One decision. */
typedef struct carc_action {
    uint8_t type;    /* carc_action_type */
    uint8_t figure;  /* FIGURE: carc_figure_kind; RETURN: the figure's id */
    uint8_t feature; /* FIGURE: local feature index of its tile; a module's action: its own */
    /* FIGURE: 1 when the figure goes on the tile at (at.x, at.y) rather than the one just
       placed (a spot elsewhere that a module offers: carc_module.list_actions); 0 leaves at
       unused. */
    uint8_t elsewhere;
    carc_placement at; /* PLACE; FIGURE elsewhere */
} carc_action;

/* A whole turn of the two phases, for carc_game_play: a placement, then the figure step's
   action (CARC_ACT_PASS, FIGURE, RETURN, or a module's own action of the figure step; see
   carc_action). */
typedef struct carc_move {
    carc_placement at;
    carc_action step;
} carc_move;

/* A move that places the tile and nothing else. */
static inline carc_move carc_move_tile(carc_placement at)
{
    return (carc_move){at, {.type = CARC_ACT_PASS}};
}

/* A move that places the tile and a figure of kind on its feature (local index). */
static inline carc_move carc_move_figure(carc_placement at, carc_figure_kind kind, unsigned feature)
{
    return (carc_move){
        at, {.type = CARC_ACT_FIGURE, .figure = (uint8_t)kind, .feature = (uint8_t)feature}};
}

/* A move that places the tile and takes back the figure with id. */
static inline carc_move carc_move_back(carc_placement at, unsigned id)
{
    return (carc_move){at, {.type = CARC_ACT_RETURN, .figure = (uint8_t)id}};
}

/* The figure a move puts on the placed tile, with its kind: the feature's local index, or
   CARC_NONE when the move puts none there (a pass, a take-back, a module's own action, a
   figure elsewhere). */
static inline unsigned carc_move_feature(const carc_move *m)
{
    return m->step.type == CARC_ACT_FIGURE && !m->step.elsewhere ? m->step.feature : CARC_NONE;
}

/* A spot where a figure may stand on a placement. */
typedef struct carc_spot {
    uint8_t feature; /* local feature index */
    uint8_t kind;    /* carc_kind */
} carc_spot;

/* What a turn did, for the UI to show and tests to check. */
typedef enum carc_event_type {
    CARC_EV_PLACE,      /* a tile was placed: x, y, tile, rot */
    CARC_EV_DISCARD,    /* the tile fitted nowhere and went back to the box: tile */
    CARC_EV_MEEPLE,     /* a figure was placed: player, x, y, feature, figure, id */
    CARC_EV_SCORE,      /* a feature was scored: node, kind, value, points[], reason flags */
    CARC_EV_RETURN,     /* a figure went home: player, x, y, feature, figure, id; taken: the
                           player took it back (CARC_ACT_RETURN) */
    CARC_EV_BONUS,      /* points for no feature (a module's, such as a majority it scores):
                           kind (carc_category), feature (the module's), value, points[] */
    CARC_EV_EXTRA_TURN, /* the player plays the next tile too (carc_module.extra_turn) */
    CARC_EV_GAME_OVER,  /* the deck ran out; the final scoring events follow (final = true) */
    CARC_EV_MODULES     /* the first module's first event kind (see CARC_MAX_MODULES) */
} carc_event_type;
#define CARC_EV_MODULE(m, k) (CARC_EV_MODULES + (m) * CARC_MODULE_EVENTS + (k))

/* Why a figure went home (CARC_EV_RETURN): the base game's causes, then the modules'. */
typedef enum carc_return_cause {
    CARC_BACK_SCORED, /* its feature was scored */
    CARC_BACK_TAKEN,  /* its owner took it back (CARC_ACT_RETURN) */
    CARC_BACK_ALONE,  /* an escorted figure (carc_figure_def.escorted) whose owner has no
                         follower left in its feature */
    CARC_BACK_MODULES /* the first module's first cause (see CARC_MAX_MODULES) */
} carc_return_cause;
#define CARC_BACK_MODULE(m, k) (CARC_BACK_MODULES + (m) * CARC_MODULE_CAUSES + (k))

/* Reasons shown with a score: bits 0 to 3 (CARC_WHY_MODULE_BITS) are for the modules' value
   hooks (carc_module.feature_value), the others the core's. */
#define CARC_WHY_MODULE_BITS 0x0Fu
#define CARC_WHY_SMALL_CITY 0x10u   /* the two-point small city rule */
#define CARC_WHY_INCOMPLETE 0x20u   /* end-of-game scoring of an unfinished feature */
#define CARC_WHY_RECALL 0x40u       /* a figure taken back scores (take_back_points) */

typedef struct carc_event {
    uint8_t type;    /* carc_event_type */
    uint8_t player;  /* CARC_EV_MEEPLE, CARC_EV_RETURN */
    uint8_t kind;    /* CARC_EV_SCORE: carc_kind */
    uint8_t why;     /* CARC_EV_SCORE: CARC_WHY_* */
    uint8_t tile;    /* tile type (PLACE, DISCARD) */
    uint8_t rot;
    uint8_t feature; /* local feature index (MEEPLE, RETURN) */
    uint8_t figure;  /* carc_figure_kind (MEEPLE, RETURN) */
    uint8_t id;      /* the figure's id (MEEPLE, RETURN) */
    uint8_t cause;   /* RETURN: carc_return_cause */
    bool final;      /* part of the end-of-game scoring */
    int16_t x, y;    /* the tile concerned (for SCORE: a tile of the feature) */
    uint16_t node;   /* CARC_EV_SCORE: the feature, for carc_game_feature_segments */
    int16_t value;   /* CARC_EV_SCORE: what the feature is worth to each winner */
    int16_t points[CARC_MAX_PLAYERS]; /* CARC_EV_SCORE: points each player gained */
    uint16_t cities; /* CARC_EV_SCORE of a field: completed cities counted */
} carc_event;

#define CARC_MAX_EVENTS 400

typedef struct carc_events {
    int count;
    carc_event ev[CARC_MAX_EVENTS];
} carc_events;

/* One segment of a feature: a placed tile and the board positions of the feature on it. */
typedef struct carc_segment {
    int16_t x, y;
    uint16_t mask;
} carc_segment;

/* A figure on the board. */
typedef struct carc_figure {
    uint16_t node;    /* the feature node it stands on */
    uint8_t feature;  /* that node's local index on its tile */
    uint8_t player;
    uint8_t kind;   /* carc_figure_kind */
    uint8_t id;     /* player * CARC_FIGURE_SLOTS + slot: stays with the figure while it is on
                       the board */
} carc_figure;
_Static_assert(sizeof(carc_figure) == 6, "a figure has no padding: games compare with memcmp");

/* A figure on a cloister or a garden: its node, its tile's position (x + 128 | (y + 128) << 8)
   and how many of the eight cells around that tile hold tiles, so that a placement completes
   it by counting to 8. */
typedef struct carc_monk {
    uint16_t node;
    uint16_t pos;
    uint8_t around;
} carc_monk;

/* Read-only view of a placed tile, for drawing. */
typedef struct carc_placed {
    int16_t x, y;
    uint8_t type, rot;
    uint16_t node0; /* node of local feature 0; feature j is node0 + j */
} carc_placed;

typedef struct carc_game {
    const carc_catalog *cat;
    carc_rules rules;
    carc_rng rng;
    uint8_t nplayers;
    uint8_t current;  /* whose turn it is */
    uint8_t over;     /* the deck ran out and final scoring ran */
    uint8_t phase;    /* carc_phase */
    uint8_t nfigures;
    /* The rule modules' own state: each module that has one keeps it in its words of slot
       (module.h, carc_module.slot), which only its own file reads and writes; the other layers
       ask the module's queries. Zero when a game starts, before the modules' start hooks. */
    uint64_t slot[CARC_SLOT_WORDS];
    uint8_t deck_len, deck_pos; /* the tile in hand is deck[deck_pos] */
    uint8_t ntiles;
    uint8_t monks; /* figures on cloisters and gardens, listed in monk[] */
    uint16_t nnodes, nholes;
    /* CARC_PHASE_FIGURE: what the placement did (board.h), kept for the scoring after the
       figure step. */
    uint16_t closed_pos, nclosed, closed_root[4];
    int16_t score[CARC_MAX_PLAYERS];
    int16_t breakdown[CARC_MAX_PLAYERS][CARC_CATEGORIES];
    /* Bit s of home[p]: player p's figure of slot s is not on the board (carc_figure_slots
       says which slots each kind has). */
    uint16_t home[CARC_MAX_PLAYERS];
    /* Where each hole is: x + 128 | (y + 128) << 8; cleared with the counters and copied
       whole (see the grid's comment below). */
    uint16_t hole_pos[CARC_MAX_HOLES];
    uint8_t deck[CARC_MAX_DECK];
    carc_figure figures[CARC_MAX_FIGURES];
    carc_monk monk[CARC_MAX_FIGURES]; /* the cloisters and gardens with a figure, checked each
                                         turn */
    carc_placed tiles[CARC_MAX_TILES];
    uint16_t hole_code[CARC_MAX_HOLES]; /* each hole's needs, 0 .. CARC_HOLE_CODES-1 */
    /* Room for a whole tile's nodes past the last one: placing a tile copies all
       CARC_MAX_FEATURES of its type's fresh nodes at once. */
    carc_node nodes[CARC_MAX_NODES + CARC_MAX_FEATURES];
    /* Each node's next member of its set, as an offset from the node (the list is circular;
       0 when the node is alone), and its index in tiles[]. */
    int16_t link[CARC_MAX_NODES + CARC_MAX_FEATURES];
    uint8_t node_tile[CARC_MAX_NODES + CARC_MAX_FEATURES];
    /* The grid: a tile's cell holds its index in tiles[], a hole's its index in hole_pos[].
       Neither needs clearing: a cell holds tile t only if t < ntiles and tiles[t] lies there,
       and hole h only if hole_pos[h] is there, whatever else it holds. The latter holds
       because hole_pos[] is cleared when a game starts (0 is no position near the board) and
       copied whole: past h < nholes, an entry holds 0 or where a hole of this game was, which
       is now a tile or the hole whose own index the grid holds. */
    uint8_t cell[CARC_GRID * CARC_GRID];
} carc_game;

/* Status codes. A check refusing something fills a carc_reason (reason.h) in its _why form, and
   writes that reason's English words (carc_reason_english) to a caller's buffer in the other;
   either may be NULL (the buffer with len 0) when the caller needs no reason. */
#define CARC_OK 0
#define CARC_ILLEGAL (-1)

/* Whether the rule modules of the catalog allow the rules (carc_module.check_rules: a module
   may refuse an edition's farms); on refusal gives the reason. */
int carc_game_check_rules_why(const carc_catalog *cat, const carc_rules *rules, carc_reason *why);
int carc_game_check_rules(const carc_catalog *cat, const carc_rules *rules, char *reason,
                          size_t len);

/*
 * Starts a game: places the catalog's start tile at (0, 0), rotation 0, and builds the deck
 * from the catalog, shuffled with seed. Deck groups (draw_order) are shuffled separately and
 * drawn in order. nplayers must be within 2..cat->max_players; returns CARC_ILLEGAL with a
 * reason otherwise. The game keeps the catalog pointer: the catalog must outlive it.
 */
int carc_game_init(carc_game *g, const carc_catalog *cat, const carc_rules *rules, int nplayers,
                   uint64_t seed, char *reason, size_t len);

/*
 * As carc_game_init, with a given draw order (tile type indices, first drawn first). A deck may
 * be short (a scenario) but may hold no more copies of a tile than the sets hold.
 */
int carc_game_init_deck(carc_game *g, const carc_catalog *cat, const carc_rules *rules,
                        int nplayers, const uint8_t *deck, int ndeck, char *reason, size_t len);

/* Copies a game (faster than assigning the struct: skips unused nodes and holes). */
void carc_game_copy(carc_game *dst, const carc_game *src);

/* The type of the tile in hand, or -1 when the game is over. */
int carc_game_tile_in_hand(const carc_game *g);

/* Tiles not yet drawn, the one in hand included. */
int carc_game_tiles_left(const carc_game *g);

/* Checks a placement of the tile in hand; on refusal gives the reason, such as
   "east side: road meets city" (CARC_WHY_EDGES, side 1, edge CARC_EDGE_ROAD, other
   CARC_EDGE_CITY). */
int carc_game_check_placement_why(const carc_game *g, const carc_placement *p,
                                  carc_reason *why);
int carc_game_check_placement(const carc_game *g, const carc_placement *p, char *reason,
                              size_t len);

/* Every legal placement of the tile in hand, written to out (room for max); returns how many
   there are (which may exceed max; only max are written). */
int carc_game_legal_placements(const carc_game *g, carc_placement *out, int max);

/* Whether the tile in hand fits anywhere (if not, it must be discarded). */
bool carc_game_can_place(const carc_game *g);

/* A uniformly random legal placement of the tile in hand; false when there is none. */
bool carc_game_random_placement(const carc_game *g, carc_rng *rng, carc_placement *out);

/* The follower spots open on a legal placement of the tile in hand, whatever the supply:
   features of the placed tile with no follower anywhere on them (never a river or a garden,
   never a field without farmers, never where a module refuses it: carc_module.check_spot):
   carc_game_figure_spots for a
   follower. Returns the count, at most CARC_MAX_FEATURES. */
int carc_game_legal_spots(const carc_game *g, const carc_placement *p, carc_spot *out);

/* The spots where a figure of kind may stand on a legal placement of the tile in hand, whatever
   the supply (for a follower, what carc_game_legal_spots lists; for an abbot, the tile's
   cloister or garden). Returns the count, at most CARC_MAX_FEATURES. */
int carc_game_figure_spots(const carc_game *g, const carc_placement *p, carc_figure_kind kind,
                           carc_spot *out);

/* Whether the current player may take back the figure with id in this turn's figure step
   (asked before or after the tile in hand is placed): as a module in play allows
   (carc_module.may_take_back). */
bool carc_game_may_take_back(const carc_game *g, int id);

/* The phase of the game: a carc_phase, or a module's own (CARC_PHASE_MODULE), hence an
   int. */
int carc_game_phase(const carc_game *g);

/* The seat whose decision the phase is (the player whose turn it is). */
int carc_game_actor(const carc_game *g);

/* CARC_PHASE_FIGURE: the index in g->tiles of the tile just placed; -1 in other phases. */
int carc_game_placed_tile(const carc_game *g);

/* How many figures of a kind a player has off the board (0 for a kind not in play). */
int carc_game_supply(const carc_game *g, int player, carc_figure_kind kind);

/* Whether the current player has a figure of a kind off the board while the game goes on. */
bool carc_game_has_figure(const carc_game *g, carc_figure_kind kind);

/* The figures on the board: how many, and the i-th (0 <= i < carc_game_nfigures). */
int carc_game_nfigures(const carc_game *g);
const carc_figure *carc_game_figure(const carc_game *g, int i);

/* The tile (index in g->tiles) figure f stands on. */
int carc_game_figure_tile(const carc_game *g, const carc_figure *f);

/* The figure with an id, or NULL when it is not on the board. */
const carc_figure *carc_game_figure_by_id(const carc_game *g, int id);

/* The figure on the feature of local index feature of placed tile ti, or NULL. */
const carc_figure *carc_game_figure_on(const carc_game *g, int ti, int feature);

/* Every legal action of the current phase, written to out (room for max); returns how many
   there are (which may exceed max; only max are written). CARC_PHASE_TILE lists every
   placement, or the discard when there is none; CARC_PHASE_FIGURE lists CARC_ACT_PASS first,
   then every figure the player may place, then every figure they may take back. */
int carc_game_legal_actions(const carc_game *g, carc_action *out, int max);

/* The first part of carc_game_legal_actions in CARC_PHASE_FIGURE, in the same order: the pass,
   the figures the player may place on the tile just placed, the figures they may take back;
   not the modules' own actions (carc_module.list_actions) nor figures elsewhere, which can be
   hundreds. 0 in any other phase. For the computer players' playouts, which draw among these
   and list a module's own actions by its AI hooks. */
int carc_game_tile_step_actions(const carc_game *g, carc_action *out, int max);

/* Checks an action in the current phase; on refusal gives the reason, such as "east side: road
   meets city", or a module's words (carc_module.words). */
int carc_game_check_action_why(const carc_game *g, const carc_action *a, carc_reason *why);
int carc_game_check_action(const carc_game *g, const carc_action *a, char *reason, size_t len);

/*
 * Applies an action that carc_game_check_action accepts (checked with assert only). A
 * placement moves to the figure step; the figure step scores what the tile completed, returns
 * the figures of scored features, passes the turn and, when the deck is exhausted, runs the
 * final scoring; a discard keeps the player, who draws again. Events are appended to ev when it
 * is not NULL.
 */
void carc_game_apply(carc_game *g, const carc_action *a, carc_events *ev);

/*
 * Look-ahead on a copy of the game (the computer players' samples, src/ai). These change what
 * the game will draw, never what has happened: use them on a copy, never on the game played.
 */

/* Replaces the order of the n tiles still to be drawn after the tile in hand (n is
   carc_game_tiles_left - 1) with order, a permutation of them (checked with assert only: the
   caller shuffled the game's own tiles). */
void carc_game_deal(carc_game *g, const uint8_t *order, int n);

/* Ends the game sooner: after `tiles` more tiles have been drawn (the tile in hand is the
   first), the final scoring runs, as if the deck ended there. Never lengthens the deck. */
void carc_game_shorten(carc_game *g, int tiles);

/* Checks a whole turn (a placement, then a figure, a figure taken back or neither); on refusal
   gives the reason. */
int carc_game_check_move_why(const carc_game *g, const carc_move *m, carc_reason *why);
int carc_game_check_move(const carc_game *g, const carc_move *m, char *reason, size_t len);

/* Plays a move that carc_game_check_move accepts: the placement and the figure step in one
   call, as carc_game_apply would. */
void carc_game_play(carc_game *g, const carc_move *m, carc_events *ev);

/* Whether the tile in hand may be discarded (only when it fits nowhere); on refusal gives the
   reason. */
int carc_game_check_discard_why(const carc_game *g, carc_reason *why);

/*
 * Discards the tile in hand; legal only when it fits nowhere (returns CARC_ILLEGAL with a reason
 * otherwise). The same player draws the next tile. Runs final scoring if the deck is exhausted.
 */
int carc_game_discard(carc_game *g, carc_events *ev, char *reason, size_t len);

/*
 * One random turn for simulations and playouts: discards the tile in hand if it fits nowhere,
 * otherwise plays a uniformly random legal placement and, with probability
 * follower_percent/100 when the player has a figure to place or take back, a uniformly random
 * figure action (without modules that act in a turn: a random open spot, a module's kind of
 * figure, when available, one time in two; with them, a uniformly random action other than
 * the pass, and any action of a module's own phase).
 * Returns false when the game was already over.
 */
bool carc_game_random_turn(carc_game *g, carc_rng *rng, unsigned follower_percent,
                           carc_events *ev);

/* Random turns (as carc_game_random_turn, without events) until the game is over and its final
   scoring done: the same turns, and the same state of rng after them, as calling
   carc_game_random_turn until it returns false, only faster. For playouts and benchmarks. */
void carc_game_random_finish(carc_game *g, carc_rng *rng, unsigned follower_percent);

/* The tile at (x, y) as an index into g->tiles, or -1 when the cell is empty. */
int carc_game_tile_at(const carc_game *g, int x, int y);

/* The smallest rectangle holding every placed tile (cells, inclusive). */
void carc_game_bounds(const carc_game *g, int *minx, int *miny, int *maxx, int *maxy);

/* The root node of a feature node. */
uint16_t carc_game_root(const carc_game *g, uint16_t node);

/* Whether the road or city of a node is complete; cloisters and gardens: surrounded; fields:
   never. */
bool carc_game_feature_complete(const carc_game *g, uint16_t node);

/* What the road, city, cloister or garden of node is worth as it stands (RULES.md 1.3, 1.4 and
   the modules' value hooks): its value if scored now, complete or, when not, at the end;
   *complete (when not NULL) says which. A field's worth is the final scoring's, player by
   player, and a river scores nothing: -1 for both. */
int carc_game_feature_value(const carc_game *g, uint16_t node, bool *complete);

/* What the road or city rooted at root would be worth completed as it is (*complete) and
   unfinished at the end (*unfinished), with what the modules in play change
   (carc_module.feature_value): one query for both, its tiles counted once. */
void carc_game_feature_worth(const carc_game *g, uint16_t root, int *complete, int *unfinished);

/* Distinct tiles of the feature of node (a tile crossed twice counts once, RULES.md 1.2). */
int carc_game_feature_tiles(const carc_game *g, uint16_t node);

/* The segments of the feature of node: writes up to max, returns how many there are. */
int carc_game_feature_segments(const carc_game *g, uint16_t node, carc_segment *out, int max);

/* The placed tiles around a cloister tile, 0..8. */
int carc_game_neighbours(const carc_game *g, int x, int y);

/* The local feature of the tile type at a board position (0..12) for a rotation. */
int carc_feature_at(const carc_catalog *cat, int type, int rot, int pos);

#endif
