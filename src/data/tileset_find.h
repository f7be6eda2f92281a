/*
 * tileset_find.h: where tile set files are found, and the tile sets a player may add to a game
 * beside the rule modules' own.
 *
 * A tile set named NAME is the file ASSETS/tilesets/NAME.json (the game's own sets), else
 * USER/NAME.json in the user's folder of tile sets: DATA/tilesets/, where DATA is the
 * environment variable CARC_DATA_DIR when it is set (tests, portable installs), otherwise
 * $XDG_DATA_HOME/CARC_APP_ID (or $HOME/.local/share/CARC_APP_ID), the folder the saves are in.
 * A player's own set needs no new rule: its tiles join the deck of the base game and of the
 * rule sets chosen beside it, and a rule module its file names in "modules" is played with it
 * as with any set (docs/tileset-format.md, "A player's own tile sets").
 */
#ifndef CARC_TILESET_FIND_H
#define CARC_TILESET_FIND_H

#include <stdbool.h>
#include <stddef.h>

#include "tile.h"

#define CARC_SET_FILES 48 /* own tile sets listed at most */
#define CARC_SET_PATH_LEN 1024

/* One tile set file that is not the base game's or a rule module's own. */
typedef struct carc_set_file {
    char name[CARC_NAME_LEN]; /* the file name without ".json" (its set's name when ok) */
    char title[64];           /* the file's "title", else its name */
    char path[CARC_SET_PATH_LEN];
    bool user;                           /* found in the user's folder, not in the assets */
    bool ok;                             /* the loader took it */
    char error[CARC_SET_PATH_LEN + 256]; /* when !ok: "FILE: JSON.path: reason", one line */
} carc_set_file;

/* The user's folder of tile sets ("DATA/tilesets/", with a trailing slash), which need not
   exist. Returns 0, or -1 when neither CARC_DATA_DIR, XDG_DATA_HOME nor HOME names a folder. */
int carc_tilesets_user_dir(char *out, size_t len);

/*
 * The path of the tile set named name: ASSETS/tilesets/NAME.json when that file exists, else
 * the user's folder's NAME.json when it exists. Returns 0, or -1 with one line in err saying
 * which file the set needs and where it may go. assets_dir NULL means carc_assets_dir().
 */
int carc_tileset_find(const char *assets_dir, const char *name, char *out, size_t len, char *err,
                      size_t errlen);

/*
 * The own tile sets a player may choose: the files of ASSETS/tilesets/ that are neither the
 * base game's nor a rule module's set, by file name, then those of the user's folder, by file
 * name, each checked by the loader (a bad file is listed with its reason; a user's file named as
 * a set of the assets is listed as bad too, since the assets' set is the one a record gets).
 * Fills out (room for max) and returns how many; files beyond max are left out.
 */
int carc_tilesets_scan(const char *assets_dir, carc_set_file *out, int max);

#endif
