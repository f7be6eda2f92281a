/*
 * record.h: the game record of ../shared/spec/RECORD.md: save file, replay file, scenario and
 * test fixture in one format.
 *
 * carc_record is the record as data: rules, players, seed, deck (tile ids) and turns, with no
 * pointers, so it can be copied and compared. Loading is strict (unknown keys are ignored, a
 * known key with a wrong type or value is an error) and reports one line "FILE: JSON.path:
 * reason". Writing is canonical: the same record always gives the same bytes, so save -> load
 * -> save is byte-identical, and saving is atomic (a temporary file in the same directory,
 * flushed to disk, then renamed over the target). Replaying builds the catalog of the record's
 * tile sets and applies every turn through the core's own legality checks; the first broken
 * turn gives "FILE: turn K: reason".
 */
#ifndef CARC_RECORD_H
#define CARC_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "tile.h"

#define CARC_RECORD_FORMAT "carcassonne-record"
#define CARC_RECORD_VERSION 2   /* the newest; version 1 records are read too */
#define CARC_RECORD_NAME_LEN 64 /* player names, UTF-8, terminator included */
#define CARC_RECORD_AI_LEN 16
#define CARC_RECORD_MAX_COORD 126        /* no connected board of 127 tiles reaches farther */
#define CARC_MAX_SEED 9007199254740991.0 /* 2^53 - 1: every integer up to it is exact in JSON */
#define CARC_RECORD_TURN_PART 16         /* bytes of a turn for the rule modules' keys */

/* The six follower colours of RECORD.md, in the order new games hand them out. */
typedef enum carc_color {
    CARC_RED,
    CARC_BLUE,
    CARC_GREEN,
    CARC_YELLOW,
    CARC_BLACK,
    CARC_PINK,
    CARC_COLORS
} carc_color;

typedef struct carc_record_player {
    char name[CARC_RECORD_NAME_LEN];
    carc_color color;
    char ai[CARC_RECORD_AI_LEN]; /* "" for a person */
} carc_record_player;

typedef struct carc_record_turn {
    char tile[CARC_ID_LEN];
    bool discard; /* the tile fitted nowhere; x, y, rot and meeple are unused */
    int x, y;
    int rot;         /* degrees clockwise: 0, 90, 180 or 270 */
    int meeple_at;   /* board position 0..13 of the figure placed, or -1 for none */
    int figure;      /* its carc_figure_kind */
    bool has_return; /* "return": the player takes back the figure at return_at of the tile at
                        (return_x, return_y) */
    int return_x, return_y, return_at;
    /* meeple.x, meeple.y: the figure goes on that tile rather than the one placed (a module's
       rule lets it: carc_action.elsewhere). */
    bool meeple_elsewhere;
    int meeple_x, meeple_y;
    /* The rule modules' keys of the turn, in bytes their record codecs own and lay out
       (record_codec.h); other layers read them through carc_record_turn_step and
       carc_record_turn_phase. All zero: none. */
    uint8_t part[CARC_RECORD_TURN_PART];
} carc_record_turn;

typedef struct carc_record {
    int ntilesets;
    char tilesets[CARC_MAX_SETS][CARC_NAME_LEN]; /* tilesets[0] is "base" */
    carc_rules rules;
    int nplayers;
    carc_record_player players[CARC_MAX_PLAYERS];
    bool has_seed;
    uint64_t seed;
    bool has_deck; /* without a deck the game shuffles its own from seed */
    /* "aids": whether the window's aids to read the board were on at any time of the game
       (issue 15); the window writes it, other writers leave it out (has_aids false). */
    bool has_aids, aids;
    int ndeck;
    char deck[CARC_MAX_DECK][CARC_ID_LEN];
    int nturns;
    carc_record_turn turns[CARC_MAX_DECK];
    /* A stack laid anew during the game by a module's rule (carc_game_restack): the turn that
       laid it (1-based, so that a record cleared to zero has none; 0 when none) and its tiles,
       first drawn first. The module's codec reads and writes it under its own key. */
    int restack_turn;
    int nrestack;
    char restack[CARC_MAX_DECK][CARC_ID_LEN];
} carc_record;

/* The colour's name in records ("red" ... "pink"), or "?" when out of range. */
const char *carc_color_name(carc_color color);

/* Parses a colour name; -1 when it is none of the six. */
int carc_color_parse(const char *name);

/* The name of a farm scoring rule in records and on the command line: "3rd", "2nd", "1st" or
   "none" (RECORD.md rules.farm_scoring); "?" when out of range. */
const char *carc_farms_name(carc_farm_scoring farms);

/* Parses a farm scoring name; -1 when it is none of the four. */
int carc_farms_parse(const char *name);

/*
 * Loads the record at path. Returns 0, or -1 with one line in err and *out unchanged. The
 * checks are those that need no tile set: format and version, types, ranges, 2..6 players
 * (6 only with a set that brings a sixth colour), colours (each used once), rotations, positions,
 * meeple kinds. Whether tile ids exist and turns are legal is up to carc_record_replay.
 */
int carc_record_load(const char *path, carc_record *out, char *err, size_t errlen);

/* As carc_record_load, from len bytes of JSON text; file names the text in messages. */
int carc_record_parse(const char *text, size_t len, const char *file, carc_record *out, char *err,
                      size_t errlen);

/*
 * The canonical text of a record: a NUL-terminated, malloc'ed string the caller frees, or NULL
 * when out of memory. Deterministic: equal records give equal bytes.
 */
char *carc_record_write(const carc_record *rec);

/*
 * Writes the canonical text to path atomically: to a temporary file next to it, flushed and
 * fsync'ed, then renamed over path (and the directory synced), so that a crash leaves either
 * the old file or the new one. Returns 0, or -1 with "PATH: reason" in err; the temporary file
 * is removed on failure.
 */
int carc_record_save(const carc_record *rec, const char *path, char *err, size_t errlen);

/*
 * Builds the catalog of rec's tile sets (from assets_dir, NULL for carc_assets_dir()) and starts
 * the game: with rec's deck when it has one, otherwise a deck shuffled with its seed. file
 * names the record in messages. cat and g are the caller's (allocate them: they are large); g
 * keeps a pointer to cat. Returns 0, or -1 with "FILE: reason" in err.
 */
int carc_record_start(const carc_record *rec, const char *file, const char *assets_dir,
                      carc_catalog *cat, carc_game *g, char *err, size_t errlen);

/* carc_record_start after the catalog: cat is the catalog of rec's tile sets already loaded
   (carc_record_sets_are says whether it is). The same failures. */
int carc_record_start_game(const carc_record *rec, const char *file, const carc_catalog *cat,
                           carc_game *g, char *err, size_t errlen);
/* Whether cat holds rec's tile sets, in rec's order. */
bool carc_record_sets_are(const carc_record *rec, const carc_catalog *cat);

/*
 * Applies turn k (0-based) of rec to g, which must be the game after turns 0..k-1, through
 * the core's actions: the placement or the discard, then the figure step (a figure, a figure
 * taken back, or nothing). Events are appended to ev when it is not NULL. Returns 0, or -1
 * with "FILE: turn K: reason" (K = k + 1) and g and ev unchanged.
 */
int carc_record_apply_turn(const carc_record *rec, int k, const char *file, carc_game *g,
                           carc_events *ev, char *err, size_t errlen);

/*
 * The action turn t takes at g's phase, g being the game before t with the actions of t applied
 * so far: the placement or the discard, then the figure step, then each step of a module's
 * own phase. Checked by the core. Returns 0, or -1 with the reason (no file, no turn) in why.
 */
int carc_record_turn_action(const carc_record_turn *t, const carc_game *g, carc_action *a,
                            char *why, size_t len);

/*
 * The figure step's action of turn t when a rule module's key names it: its action kind (a
 * module's, CARC_ACT_MODULE), and the figure's spot, position at of the tile at (x, y); -1 when no
 * module's key names it (a figure placed or taken back, or nothing).
 */
int carc_record_turn_step(const carc_record_turn *t, int *x, int *y, int *at);

/*
 * The steps of a module's own phase that turn t lists, at most max of them, into acts: how many it
 * lists, or -1 when the turn lists no such phase.
 */
int carc_record_turn_phase(const carc_record_turn *t, carc_action *acts, int max);

/* carc_record_start followed by every turn of rec; the same failures. */
int carc_record_replay(const carc_record *rec, const char *file, const char *assets_dir,
                       carc_catalog *cat, carc_game *g, char *err, size_t errlen);

/*
 * Appends to rec the turns that ev records: one turn per CARC_EV_PLACE or CARC_EV_DISCARD, with
 * the figure of a CARC_EV_MEEPLE that follows a placement, or the figure taken back of a
 * CARC_EV_RETURN marked taken (each recorded at the first board position of its feature on its
 * tile). g is the game after the events (it says where the tiles lie). Returns 0, or -1 when
 * rec already holds CARC_MAX_DECK turns or ev holds no placement or discard.
 */
int carc_record_add_turn(carc_record *rec, const carc_game *g, const carc_events *ev);

/* The keys of g's result that the modules in play add (RECORD.md's `replay` contract), each
   as ", \"KEY\": VALUE", in the table's order: a malloc'ed string the caller frees ("" when
   none), or NULL when out of memory. */
char *carc_record_result_keys(const carc_game *g);

/* The version a record is written with: 2 when it uses anything of RECORD.md's version 2 (a
   tile set or a figure kind that version 1 does not have, a figure taken back, a module's
   keys), else 1. */
int carc_record_version(const carc_record *rec);

#endif
