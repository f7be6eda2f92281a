/*
 * readers.h: the two loaders' readers of a parsed document (carc_json_reader), so that
 * datafile.c can parse a file once and hand the tree to the reader its "format" names.
 *
 * Internal to src/data: nothing outside the data layer includes it.
 */
#ifndef CARC_READERS_H
#define CARC_READERS_H

#include "json_read.h"

/* Reads a tile set document into a carc_tileset (tileset_io.c). */
int carc_tileset_reader(const carc_json_ctx *c, const cJSON *root, void *out);

/* Reads a record document into a carc_record (record.c). */
int carc_record_reader(const carc_json_ctx *c, const cJSON *root, void *out);

#endif
