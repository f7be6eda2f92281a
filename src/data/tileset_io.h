/*
 * tileset_io.h: loading tile set files (docs/tileset-format.md) into the core's carc_tileset,
 * and building the catalog of the sets in play from the assets directory.
 *
 * A tile set file is data, not code: a broken one must never crash the program or exit it.
 * Every loader here checks the whole file (format and version, ids, positions, kinds, sides
 * against features, "touches", pennants and the rule modules' marks) and either fills the output
 * completely or leaves it untouched, writing one line "FILE: JSON.path: reason" to err.
 */
#ifndef CARC_TILESET_IO_H
#define CARC_TILESET_IO_H

#include <stddef.h>

#include "tile.h"

/* The "format" string every tile set file carries, and the version this code reads. */
#define CARC_TILESET_FORMAT "carcassonne-tileset"
#define CARC_TILESET_VERSION 2

/*
 * Loads and validates the tile set file at path into *out. Returns 0, or -1 with a message in
 * err (errlen bytes, always NUL-terminated when errlen > 0) and *out unchanged. Nothing is kept
 * after the call; the caller owns out.
 */
int carc_tileset_load(const char *path, carc_tileset *out, char *err, size_t errlen);

/*
 * As carc_tileset_load, from len bytes of JSON text in memory; file is the name used in
 * messages (for tests and for data that does not come from a file).
 */
int carc_tileset_parse(const char *text, size_t len, const char *file, carc_tileset *out, char *err,
                       size_t errlen);

/*
 * Splits a comma-separated list of tile set names ("base,river") into names (room for
 * CARC_MAX_SETS). Returns how many there are, or -1 when the list has an empty or too long
 * name or too many names. Whether the sets exist is up to carc_catalog_load.
 */
int carc_tileset_names_parse(const char *list, char names[][CARC_NAME_LEN]);

/*
 * The assets directory: the environment variable CARC_ASSETS when it is set and not empty,
 * otherwise, for an installed program, DATADIR/carcassonne found from the program's own folder
 * (CARC_BIN_TO_DATA), otherwise the directory compiled in by meson (CARC_ASSETS_DIR: the source
 * tree's assets/). The returned string is static or the environment's; do not free it.
 */
const char *carc_assets_dir(void);

/*
 * The folder of the compiled message catalogs (LANG/LC_MESSAGES/carcassonne.mo): for an
 * installed program the locale directory found from its own folder (CARC_BIN_TO_LOCALE), else
 * the build tree's po/ (CARC_LOCALE_BUILD_DIR). Static; do not free it.
 */
const char *carc_locale_dir(void);

/*
 * Loads the named tile sets (files ASSETS/tilesets/NAME.json, else NAME.json in the user's
 * folder of tile sets: tileset_find.h; names made of a-z, 0-9 and '-') and builds the catalog
 * with carc_catalog_build. assets_dir NULL means carc_assets_dir().
 * Each file's "name" must match the name it was asked by. Returns 0, or -1 with one line in err
 * (the file's loader message, or the catalog's reason). cat is the caller's (it is large:
 * allocate it); on failure its contents are unspecified.
 */
int carc_catalog_load(carc_catalog *cat, const char *assets_dir, const char *const *names, int n,
                      char *err, size_t errlen);

#endif
