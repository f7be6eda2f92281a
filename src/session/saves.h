/*
 * saves.h: the folder of saved games: where it is, what each file in it holds, the autosave,
 * and the file name a save gets.
 *
 * The folder is DATA/saves/, where DATA is the environment variable CARC_DATA_DIR when it is
 * set (tests and portable installs), otherwise the directory the caller passes (the UI passes
 * SDL_GetPrefPath("carcassonne", "carcassonne")). Every game in it is a record of RECORD.md,
 * written atomically by carc_record_save. The game in progress is DATA/saves/autosave.json,
 * rewritten after every turn. No game is ever lost: before a new game takes the autosave's
 * place, the old autosave is kept under a name of its own (carc_saves_retire_autosave), and a
 * finished game is retired the same way, so it stays in the list for replay.
 *
 * Listing reads every save with the strict loader and replays it through the core, so the
 * list shows players, progress and scores for good files and the loader's one-line message
 * for bad ones; a bad file is listed, never fatal, and never written over.
 */
#ifndef CARC_SAVES_H
#define CARC_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "record.h"

#define CARC_SAVES_PATH_LEN 1024
#define CARC_SAVES_AUTOSAVE "autosave.json"
#define CARC_SAVES_NAME_LEN 80 /* room for carc_saves_game_name's names */

/* A tile of a saved game's board, for the open dialog's picture: its cell, what each side
   shows on the board (carc_edge: north, east, south, west, turned as it lies) and whether it
   holds a cloister. */
typedef struct carc_save_tile {
    int16_t x, y;
    uint8_t edge[4];
    bool cloister;
} carc_save_tile;

/* What the open dialog shows about one saved game. */
typedef struct carc_save_info {
    char path[CARC_SAVES_PATH_LEN];
    char name[256];  /* the file name without ".json" */
    int64_t mtime;   /* last written, seconds since 1970 */
    bool autosave;   /* the game in progress */
    bool ok;         /* the record loads and every turn is legal */
    char error[512]; /* when !ok: "FILE: reason" or "FILE: turn K: reason" */
    /* The rest is set when ok. */
    int ntilesets;
    char tilesets[CARC_MAX_SETS][CARC_NAME_LEN];
    carc_rules rules;
    int nplayers;
    carc_record_player players[CARC_MAX_PLAYERS];
    int score[CARC_MAX_PLAYERS];
    int turns;     /* turns played (discards included) */
    int deck;      /* tiles in the deck */
    bool finished; /* every tile of the deck was played */
    int nboard;    /* the tiles on its board, as its last turn left them */
    carc_save_tile board[CARC_MAX_TILES];
} carc_save_info;

/*
 * The saves folder, "DATA/saves/" with a trailing slash, created when missing (DATA too when it
 * comes from CARC_DATA_DIR). base is the caller's data directory (it may end in '/'); NULL is
 * allowed when CARC_DATA_DIR is set. Returns 0, or -1 with "FOLDER: reason" in err.
 */
int carc_saves_dir(const char *base, char *out, size_t len, char *err, size_t errlen);

/* The autosave's path in the saves folder dir (as carc_saves_dir gives it). */
void carc_saves_autosave_path(const char *dir, char *out, size_t len);

/*
 * A game's name for its save: its players, the tile sets beside the base game and the date,
 * "Ana - Luis (river, abbot) 2026-12-03 15.48" (when: seconds since 1970, local time; no
 * parentheses for the base game alone). Safe as a file name: the players' names keep the
 * characters carc_saves_path_for_name keeps (others become '_'), never begin with a
 * dot and are cut to 28 bytes between characters; the sets that do not fit in 16 bytes are
 * counted ("+2"). At most 64 bytes without ".json", as carc_saves_path_for_name keeps.
 */
void carc_saves_game_name(const carc_record *r, int64_t when, char *out, size_t len);

/*
 * The path of a save named by a player: dir + name + ".json", where the name keeps letters,
 * digits, any UTF-8 beyond ASCII and " -_.,()+", turns other characters into '_',
 * drops leading dots and spaces and is cut to 64 bytes (never inside a UTF-8 character).
 * Returns 0, or -1 when nothing usable is left or the name is the autosave's.
 */
int carc_saves_path_for_name(const char *dir, const char *name, char *out, size_t len);

/*
 * Reads the record at path with the strict loader and replays it (tile sets from assets_dir,
 * NULL for carc_assets_dir()), filling *out. Returns 0 when the file is good, -1 when it is not
 * (out->ok false, out->error says why); out is filled either way.
 */
int carc_saves_inspect(const char *path, const char *assets_dir, carc_save_info *out);

/*
 * Lists the saved games of dir: every "*.json" file, newest first (then by name), each
 * inspected with carc_saves_inspect. *out receives a malloc'ed array the caller frees with
 * free() (NULL when there are none). Returns the count, or -1 with "FOLDER: reason" in err when
 * the folder cannot be read.
 */
int carc_saves_list(const char *dir, const char *assets_dir, carc_save_info **out, char *err,
                    size_t errlen);

/*
 * Keeps the autosave under a name of its own so that a new game can take its place: renames
 * DIR/autosave.json to DIR/NAME.json, NAME its carc_saves_game_name at its last write ("Ana -
 * Luis (river) 2026-12-03 15.48"; " (2)", " (3)", ... when that is taken; the date alone for a
 * file that is no good record), or removes it when it is a valid record of a game with no turn
 * played, or when another save of DIR holds the very same bytes (nothing is lost, and the list
 * shows no duplicate). The new path is written to kept (when not NULL; "" when nothing was
 * kept). Returns 0, also when there is no autosave, or -1 with "PATH: reason" in err.
 */
int carc_saves_retire_autosave(const char *dir, char *kept, size_t keptlen, char *err,
                               size_t errlen);

/*
 * After a save to path (in dir): removes the autosaves kept before (named as
 * carc_saves_retire_autosave names them, or an earlier version's game-YYYY-MM-DD-HHMMSS.json) that
 * hold the very same bytes, so that the game saved under a name at its end is listed once. Other
 * saves are never touched. Returns how many saves of dir held those bytes.
 */
int carc_saves_drop_copies(const char *dir, const char *path);

/* A save's date for the list, "YYYY-MM-DD HH:MM" in local time, into out. */
void carc_saves_format_date(int64_t mtime, char *out, size_t len);

#endif
