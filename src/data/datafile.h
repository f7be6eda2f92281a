/*
 * datafile.h: loading a data file of either kind, told by its "format" key; writing one.
 *
 * Every JSON file of the project names its format (STYLE.md, "Data"), so a tool that accepts
 * any of them (carcassonne-cli validate) can pick the right loader without guessing from the
 * file name. The file is read and parsed once, whatever its kind.
 */
#ifndef CARC_DATAFILE_H
#define CARC_DATAFILE_H

#include <stddef.h>

#include "record.h"
#include "tile.h"

typedef enum carc_datafile_kind {
    CARC_DATAFILE_TILESET, /* "carcassonne-tileset", as carc_tileset_load reads it */
    CARC_DATAFILE_RECORD   /* "carcassonne-record", as carc_record_load reads it */
} carc_datafile_kind;

typedef struct carc_datafile {
    carc_datafile_kind kind;
    union {
        carc_tileset tileset;
        carc_record record;
    } as;
} carc_datafile;

/*
 * Reads the file at path, tells its kind and loads it with that kind's checks into *out.
 * Returns 0, or -1 with "FILE: reason" in err when it cannot be read, is not a JSON object, has
 * no known "format" or fails its loader; *out is then unspecified.
 */
int carc_datafile_load(const char *path, carc_datafile *out, char *err, size_t errlen);

/*
 * Writes text to path atomically: to a temporary file next to it, flushed and fsync'ed, then
 * renamed over path (and the directory synced), so that a crash leaves either the old file or
 * the new one. Returns 0, or -1 with "PATH: reason" in err; the temporary file is removed on
 * failure. Records, settings and any other file the program writes go through it.
 */
int carc_datafile_write(const char *path, const char *text, char *err, size_t errlen);

#endif
