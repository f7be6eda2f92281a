/*
 * datafile.h: telling what kind of data file a path holds, from its "format" key; writing one.
 *
 * Every JSON file of the project names its format (STYLE.md, "Data"), so a tool that accepts
 * any of them (carcassonne-cli validate) can pick the right loader without guessing from the
 * file name.
 */
#ifndef CARC_DATAFILE_H
#define CARC_DATAFILE_H

#include <stddef.h>

typedef enum carc_datafile_kind {
    CARC_DATAFILE_TILESET, /* "carcassonne-tileset": load with carc_tileset_load */
    CARC_DATAFILE_RECORD   /* "carcassonne-record": load with carc_record_load */
} carc_datafile_kind;

/*
 * Reads the file at path and returns its kind, or -1 with "FILE: reason" in err when it cannot
 * be read, is not a JSON object, or has no known "format".
 */
int carc_datafile_detect(const char *path, char *err, size_t errlen);

/*
 * Writes text to path atomically: to a temporary file next to it, flushed and fsync'ed, then
 * renamed over path (and the directory synced), so that a crash leaves either the old file or
 * the new one. Returns 0, or -1 with "PATH: reason" in err; the temporary file is removed on
 * failure. Records, settings and any other file the program writes go through it.
 */
int carc_datafile_write(const char *path, const char *text, char *err, size_t errlen);

#endif
