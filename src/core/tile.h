/*
 * tile.h: tile definitions, tile sets and the catalog of tiles in play.
 *
 * A tile has twelve edge positions, clockwise from the north-west corner (see
 * ../shared/rules/TILES.md), plus the centre. Each position belongs to one feature of the tile:
 * a road, a city, a field or a river; a cloister (or, on I3, an inner field) sits at the centre.
 * A garden lies inside a field without splitting it, so it takes no edge position and no
 * centre: it has a position of its own, G, which no rotation moves. A feature is a 12-bit
 * position mask plus a centre bit and a garden bit. Rotating a tile a quarter turn clockwise
 * moves position i to (i + 3) mod 12.
 *
 * The kinds of feature are geometry, which the board tracks (joins, open edges, the watch on
 * cloisters and gardens) in three bits of every node on its hot path: a rule module gives a
 * kind its points and its figures (carc_category_def.kind, carc_figure_def.stands_on), not its
 * shape. What else a tile carries for a module is the module's: tags that its tag reader turns
 * into its bytes of the tile type (carc_tile_type.part, module.h), and marks of a feature that
 * set its bits of the feature's flags (carc_module.marks). A tile may be a variant of another,
 * taking its geometry and replacing copies of it.
 *
 * carc_tileset is what one tile set file describes (the data layer fills it from JSON).
 * carc_catalog joins the sets in play, numbers their tile types, and precomputes everything the
 * engine asks in its inner loops: the feature at each board position for each rotation, the
 * edges of each side, and which rotations of a tile fit a hole with given neighbours. A catalog
 * is immutable once built and shared, by pointer, by every game state that uses it.
 */
#ifndef CARC_TILE_H
#define CARC_TILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Edge positions, clockwise from the north-west corner; CARC_CENTRE is the middle. */
enum {
    CARC_NNW, CARC_N, CARC_NNE, CARC_ENE, CARC_E, CARC_ESE,
    CARC_SSE, CARC_S, CARC_SSW, CARC_WSW, CARC_W, CARC_WNW,
    CARC_CENTRE,
    CARC_GARDEN_POS, /* "G": the garden, wherever the tile lies */
    CARC_NPOS        /* 14 */
};
#define CARC_CENTRE_BIT (1u << CARC_CENTRE)
#define CARC_GARDEN_BIT (1u << CARC_GARDEN_POS)

/* Sides, clockwise; side d has the positions 3d, 3d+1 (its middle) and 3d+2. */
enum { CARC_SIDE_N, CARC_SIDE_E, CARC_SIDE_S, CARC_SIDE_W };

/* What a side of a tile shows; a side's kind is the kind of the feature at its middle. */
typedef enum carc_edge {
    CARC_EDGE_FIELD,
    CARC_EDGE_ROAD,
    CARC_EDGE_CITY,
    CARC_EDGE_RIVER,
    CARC_EDGE_KINDS
} carc_edge;

typedef enum carc_kind {
    CARC_ROAD,
    CARC_CITY,
    CARC_FIELD,
    CARC_CLOISTER,
    CARC_RIVER,
    CARC_GARDEN, /* scored like a cloister; who may stand on it is the figures' (module.h) */
    CARC_KINDS
} carc_kind;

/* A feature's flags: the rule modules' marks (carc_module.marks, each read by its
   module) in the bits CARC_FLAG_MODULE_BITS; in a node (carc_node.flags) also
   its carc_kind (see carc_node_kind), in bits 2 to 4, and CARC_FLAG_MULTI. */
#define CARC_FLAG_MODULE_BITS 0x63u
#define CARC_FLAG_KIND_SHIFT 2u
/* The feature shares its kind with another feature of its tile, so a set holding it may cross
   that tile twice and count it once (RULES.md 1.2, tile counting). */
#define CARC_FLAG_MULTI 0x80u

#define CARC_MAX_FEATURES 14 /* at most one feature per position, the centre and the garden */
#define CARC_ID_LEN 8        /* tile ids such as "I17", with room to spare */
#define CARC_NAME_LEN 32     /* tile set names (ours are up to 16 characters) */
#define CARC_MAX_SET_TILES 64
#define CARC_MAX_SETS 8
#define CARC_MAX_TYPES 160 /* tile types in one catalog: all seven sets are 150 */
#define CARC_MAX_TAGS 4    /* tags on one tile */
#define CARC_TAG_LEN 16
#define CARC_MAX_SET_MODULES 4 /* rule modules one tile set names */
#define CARC_TILE_PART 16      /* bytes of a tile type that the rule modules own */
#define CARC_NO_FEATURE 0xFFu

/* What one game can hold; the game state's fixed arrays are sized by these. A game has fewer
   than 127 tiles so that its board fits a 128-cell wrapping grid (see game.h). */
#define CARC_MAX_TILES 168 /* tiles in play, start tile included: all seven sets are 167 */
#define CARC_MAX_NODES 1024 /* features on all placed tiles */
#define CARC_MAX_OPEN 255  /* road or city sides of all tiles: open edges fit a byte */
#define CARC_MIN_PLAYERS 2
#define CARC_MAX_PLAYERS 6
#define CARC_BASE_PLAYERS 5 /* the base game's five colours; a module may bring more */

typedef struct carc_feature_def {
    char label[8];    /* the tile set's id of the feature ("C1", "F2"), for tags that name it */
    uint8_t kind;     /* carc_kind */
    uint8_t pennants; /* cities: pennants (coats of arms) */
    uint8_t flags;    /* the modules' marks (CARC_FLAG_MODULE_BITS) */
    uint16_t mask;    /* bit p: position p (0..11) or CARC_CENTRE belongs to this feature */
    uint16_t touches; /* fields: bit j set when the field borders city feature j of this tile */
} carc_feature_def;

/* A tag on a tile, for the rule module that owns its name (carc_module.tags): a name and a
   value, such as a feature's label or "true". */
typedef struct carc_tag {
    char name[CARC_TAG_LEN];
    char value[CARC_TAG_LEN];
} carc_tag;

/* One tile type in its canonical orientation (rotation 0). */
typedef struct carc_tile_def {
    char id[CARC_ID_LEN];
    int count;      /* copies in the set, start tile included */
    int draw_order; /* deck groups: lower groups are drawn first (2 unless the file says) */
    /* A variant has no features of its own: it takes those of the tile it is a variant of (its
       tags add to them), and each of its copies replaces one copy of that tile. With that tile
       out of play, the variant is too. "" for an ordinary tile. */
    char variant_of[CARC_ID_LEN];
    int ntags;
    carc_tag tags[CARC_MAX_TAGS];
    int nfeatures;
    carc_feature_def features[CARC_MAX_FEATURES];
} carc_tile_def;

/* One tile set as its file describes it. */
typedef struct carc_tileset {
    char name[CARC_NAME_LEN];
    char title[64]; /* the name to show people, "" when the file gives none */
    int version;
    char start[CARC_ID_LEN]; /* id of the set's start tile, "" when it has none */
    int start_priority;      /* the highest priority start tile among the sets in play starts */
    int nmodules;            /* the rule modules its tiles need (module.h) */
    char modules[CARC_MAX_SET_MODULES][CARC_NAME_LEN];
    int ntiles;
    carc_tile_def tiles[CARC_MAX_SET_TILES];
} carc_tileset;

/*
 * A node of the feature forest (see game.h): one per feature of every placed tile. Only the
 * root's counts mean anything for the whole feature. The parent is an offset from the node's
 * own index, so a tile type's fresh nodes are the same wherever the tile goes: placing it
 * copies them as they are. Eight bytes, so that the engine indexes nodes without a multiply;
 * the lists of a set's members are kept beside the nodes (carc_game.link).
 */
typedef struct carc_node {
    /* The counts a join adds up, also as one word: none can carry into the next (a catalog
       has at most CARC_MAX_NODES segments and CARC_MAX_OPEN road and city sides). */
    union {
        struct {
            uint16_t segs; /* member segments (a tile crossed twice counts twice: see game.h) */
            uint8_t open;  /* open road ends or city edges */
            uint8_t pennants;
        };
        uint32_t counts;
    };
    int16_t up;     /* offset to the parent; 0 at a root */
    uint8_t weight; /* followers on the feature, the large one counting 2 */
    /* The modules' marks of the features joined (ORed: CARC_FLAG_MODULE_BITS), the engine's
       own flags, and the kind (every member of a set has the same kind, so the flags of a
       join, ORed, keep it) */
    uint8_t flags;
} carc_node;
_Static_assert(sizeof(carc_node) == 8, "a node is eight bytes");
_Static_assert(CARC_KINDS <= 8 && (CARC_FLAG_MODULE_BITS & 7u << CARC_FLAG_KIND_SHIFT) == 0 &&
                   (CARC_FLAG_MODULE_BITS & CARC_FLAG_MULTI) == 0 &&
                   CARC_FLAG_MULTI >> CARC_FLAG_KIND_SHIFT >= 8,
               "a node's kind fits its three bits of the flags");

/* The kind of a node's feature. */
static inline carc_kind carc_node_kind(const carc_node *n)
{
    return (carc_kind)(n->flags >> CARC_FLAG_KIND_SHIFT & 7u);
}

/* A tile type turned some quarter turns clockwise: what placing it reads, in one block of 64
   bytes. */
typedef struct carc_turned {
    /* board position -> local feature, or CARC_NO_FEATURE */
    _Alignas(64) uint8_t slot[CARC_NPOS];
    uint8_t edge[4];                  /* board side -> carc_edge */
    uint16_t need[4];                 /* side d -> what the tile adds to the code of the hole
                                         beyond it (CARC_HOLE_CODES) */
    uint16_t mask[CARC_MAX_FEATURES]; /* feature -> board position mask */
} carc_turned;

/* A tile type of a catalog, with its precomputed rotations. */
typedef struct carc_tile_type {
    /* Fresh nodes of the features, unused ones zero; first and aligned, for placing's copy. */
    _Alignas(16) carc_node node[CARC_MAX_FEATURES];
    carc_tile_def def;
    int set;                     /* index of its set in the catalog */
    int deck_count;              /* copies that go into the deck (the start tile's are fewer) */
    uint8_t cloister;            /* local index of the cloister feature, CARC_NO_FEATURE if none */
    /* The rule modules' own bytes of the tile (carc_module.tile_part): each module's are set by
       its tile_start hook and its tag reader when the catalog is built, and read through its
       queries (mod_abbot.h, mod_dragon.h...). */
    uint8_t part[CARC_TILE_PART];
    uint8_t filtered;            /* where it goes is checked beyond its sides: a tile a module
                                    in play filters (its tile_start says so: a river tile), or
                                    any tile when the grid may run out (game.h, rules.c) */
    uint8_t distinct_rots;       /* bit q: rotation q differs from every rotation below q */
    uint8_t max_fit;             /* the most rotations that fit any one hole */
    uint16_t multi;              /* bit j: feature j shares its kind with another of the tile */
    uint16_t spots;              /* bit j: a follower may stand on feature j (not a river, not
                                    a garden) */
    uint16_t monk_spots;         /* bit j: feature j is a cloister or a garden (an abbot's) */
    uint16_t fields;             /* bit j: feature j is a field */
    carc_turned turn[4];         /* turned 0 to 3 quarter turns clockwise */
} carc_tile_type;

/* Needs of a hole on the board: per side 0 = no neighbour, else 1 + the carc_edge it needs. */
#define CARC_HOLE_CODES 625 /* 5^4 */
/* The digit of side d is worth carc_hole_pow5[d] in a hole's code. */
static const uint16_t carc_hole_pow5[4] = {1, 5, 25, 125};

/* A kind of figure (module.h gives each its properties, carc_figure_defs). The base game's is the
   follower; the other kinds are their sets' (mod_inns.h, mod_abbot.h, mod_traders.h). Their
   numbers and count are fixed: kinds index arrays (carc_catalog.figures, carc_figure_defs), a
   figure carries its kind in the game value, and a player's figure slots, whose numbers are
   the figures' ids, follow each other in kind order (carc_figure_slots); so the kinds keep the
   numbers 0 to 4 they have always had, and the game value, the saves and the records stay the
   same byte for byte. */
typedef int carc_figure_kind;
#define CARC_FIG_FOLLOWER 0 /* the base game's seven */
#define CARC_FIGURE_KINDS 5

typedef struct carc_catalog {
    int nsets;
    char set_names[CARC_MAX_SETS][CARC_NAME_LEN];
    int ntypes;
    carc_tile_type types[CARC_MAX_TYPES];
    int start_type;     /* the tile placed at (0, 0) before the first turn */
    int deck_size;      /* tiles in a full deck (start tile excluded) */
    unsigned modules;   /* bit m: rule module m is in play (module.h) */
    /* Picked once a catalog, for score_feature_value: the modules in play with a feature_value
       hook, and the flags of a feature's root that call for them (their marks; all bits when
       one has no marks, and asks of every road and city). */
    unsigned value_modules;
    uint8_t value_flags;
    /* Picked once a catalog, for the final scoring that ends every playout of the AI's search:
       the modules in play with a feature_scored hook (asked of every feature with figures)
       and with a farm_city_value hook (asked of every farm's winners). */
    unsigned scored_modules;
    unsigned farm_modules;
    /* The modules in play that act in a turn beyond where tiles go and what features are worth
       (module.h): without them a turn is the base game's, and the random turns and
       carc_game_play take their fast path (game.c). */
    bool turn_modules;
    uint8_t figures[CARC_FIGURE_KINDS]; /* how many of each kind every player has */
    /* The kind whose slots follow the followers' (carc_figure_slots): the first other kind
       every player has, or CARC_FIG_FOLLOWER when there is none. The random turns' fast path
       places it (game.c). */
    uint8_t kind_after_followers;
    /* The score category (carc_category) of each kind of feature: the base game's, or that of
       a module in play that claims the kind (carc_category_def.kind). */
    uint8_t category[CARC_KINDS];
    bool split_fields;  /* some field side holds more than one field */
    bool wide;          /* more tiles than the grid holds in a line (game.h) */
    int max_players;    /* 5, or 6 with a module that brings a sixth colour */
    int max_nodes;      /* features on all tiles of a full game: bounds the state's arrays */
    /* The deck before shuffling: tile types by draw_order group, then by type; each group
       ends before group_end[k] and is shuffled on its own. */
    uint8_t deck[CARC_MAX_TILES];
    int ngroups;
    uint8_t group_end[CARC_MAX_TILES];
    /* hole_sides[hole code]: bit d set when the hole has a neighbour beyond side d */
    uint8_t hole_sides[CARC_HOLE_CODES];
    /* fit[type][hole code]: bits 0-3 the rotations that fit, bits 4-6 how many they are */
    uint8_t fit[CARC_MAX_TYPES][CARC_HOLE_CODES];
} carc_catalog;

/* Rotating a position q quarter turns clockwise. */
static inline int carc_pos_rotate(int pos, int q)
{
    return pos >= CARC_CENTRE ? pos : (pos + 3 * q) % 12;
}

/* The position of the neighbouring tile that meets position pos (0..11) of this tile. */
static inline int carc_pos_facing(int pos)
{
    static const uint8_t facing[12] = {8, 7, 6, 11, 10, 9, 2, 1, 0, 5, 4, 3};
    return facing[pos];
}

/* Names: "NNW" ... "WNW", "C" for the centre, "G" for the garden; "north" ... "west"; "field"
   ... "garden". */
const char *carc_pos_name(int pos);
int carc_pos_parse(const char *name); /* -1 when the name is not a position */
const char *carc_side_name(int side);
const char *carc_edge_name(carc_edge edge);
const char *carc_kind_name(carc_kind kind);

/*
 * Builds a catalog from the tile sets in play (sets[0] should be "base"). Numbers the tile
 * types in set order, picks the start tile (highest start_priority; every set's own start tile
 * is left out of the deck once, so a set's start tile that outranks the base game's leaves D in
 * the box), puts
 * in the variants whose plain tile is in play (each copy replacing one of it), lets the rule
 * modules the sets name read their tags, and precomputes the rotation tables. The definitions
 * must already be valid (the data layer checks them); returns 0, or -1 with a reason in err
 * when the combination is impossible (too many types, no start tile, duplicate ids across sets,
 * an unknown module, a tag no module in play owns or one its module refuses). The caller owns
 * cat (it is large: allocate it, do not put it on the stack).
 */
int carc_catalog_build(carc_catalog *cat, const carc_tileset *const *sets, int nsets, char *err,
                       size_t errlen);

/* The type index of a tile id, or -1. */
int carc_catalog_find(const carc_catalog *cat, const char *id);

/* The index of a set in the catalog by name, or -1. */
int carc_catalog_find_set(const carc_catalog *cat, const char *name);

#endif
