/*
 * json_read.h: strict, path-aware reading of JSON documents for the data layer's loaders.
 *
 * The tile set loader and the record loader share one way of reporting what is wrong with a
 * file: a single line "FILE: JSON.path: reason" (STYLE.md, "Errors"). This module reads a whole
 * file into memory, parses it with cJSON, and offers typed getters that check a key's presence,
 * type, integrality and range, writing that line into the caller's buffer on the first problem.
 * Unknown keys are never looked at (RECORD.md: a reader ignores keys it does not know), but a
 * known key with the wrong type is always an error, and a key given twice in one object is too,
 * since which of the two wins would be up to the parser.
 *
 * Internal to src/data: nothing outside the data layer includes it.
 */
#ifndef CARC_JSON_READ_H
#define CARC_JSON_READ_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

/* Where errors go: the file name used as the prefix of every message, and the caller's buffer. */
typedef struct carc_json_ctx {
    const char *file;
    char *err;
    size_t errlen;
} carc_json_ctx;

/*
 * Reads a whole file into a NUL-terminated buffer that the caller frees with free(). Returns
 * NULL and writes "FILE: reason" when the file cannot be opened or read (from errno), is not a
 * regular file (a FIFO, a folder, a device: refused without waiting on it), or is larger than
 * 4 MiB.
 */
char *carc_json_read_file(const carc_json_ctx *c, size_t *len);

/* At most this many values (objects, arrays, strings, numbers, literals) in one file: a valid
   tile set holds at most about 11,000 (64 tiles of 13 features), a record about 1,200. */
#define CARC_JSON_MAX_VALUES 65536
#define CARC_JSON_MAX_VALUES_TEXT "65,536"

/*
 * Parses text (len bytes; it need not be NUL-terminated) into a cJSON tree that the caller
 * frees with cJSON_Delete(). On a syntax error returns NULL with "FILE: line L, column C:
 * invalid JSON"; before parsing, a text of more than CARC_JSON_MAX_VALUES values or with a
 * \u0000 in a string is refused the same way. A top-level value that is not an object is also
 * refused.
 */
cJSON *carc_json_parse(const carc_json_ctx *c, const char *text, size_t len);

/* A loader's reading of a parsed document into its output (of size bytes): 0, or -1 with a
   message. */
typedef int (*carc_json_reader)(const carc_json_ctx *c, const cJSON *root, void *out);

/*
 * The all-or-nothing frame of every loader: reads the parsed tree into a zeroed scratch copy of
 * size bytes with read, and copies that to out only when it succeeded. Returns 0, or -1 with
 * one line in c's buffer and out untouched. carc_json_parse_into parses text first (file names
 * it in messages); the same failures.
 */
int carc_json_read_tree(const carc_json_ctx *c, const cJSON *root, carc_json_reader read,
                        void *out, size_t size);

int carc_json_parse_into(const char *text, size_t len, const char *file, carc_json_reader read,
                         void *out, size_t size, char *err, size_t errlen);

/* As carc_json_parse_into, from the file at path. */
int carc_json_load_into(const char *path, carc_json_reader read, void *out, size_t size,
                        char *err, size_t errlen);

/* Writes "FILE: PATH: reason" (or "FILE: reason" when path is empty) and returns -1. */
int carc_json_fail(const carc_json_ctx *c, const char *path, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Joins a parent path and a key ("tiles[3]" + "id" -> "tiles[3].id") into buf. */
const char *carc_json_key_path(char *buf, size_t len, const char *parent, const char *key);

/* Joins a parent path and an index ("tiles" + 3 -> "tiles[3]") into buf. */
const char *carc_json_index_path(char *buf, size_t len, const char *parent, int index);

/*
 * Checks that obj (found at path) is an object whose keys are all distinct; -1 with a message
 * otherwise.
 */
int carc_json_check_object(const carc_json_ctx *c, const cJSON *obj, const char *path);

/*
 * Typed getters of obj[key]. Each returns 1 when the key is present and valid (the value is
 * written to *out), 0 when the key is absent and not required (*out is untouched), and -1 with
 * a message when the key is absent but required, has the wrong type, or is out of range.
 * Integers must be integral numbers within [lo, hi]; strings must fit in cap bytes including the
 * terminator. Arrays and objects are returned as borrowed pointers into the tree.
 */
int carc_json_get_int(const carc_json_ctx *c, const cJSON *obj, const char *path, const char *key,
                      bool required, double lo, double hi, long long *out);
int carc_json_get_string(const carc_json_ctx *c, const cJSON *obj, const char *path,
                         const char *key, bool required, char *out, size_t cap);
int carc_json_get_bool(const carc_json_ctx *c, const cJSON *obj, const char *path, const char *key,
                       bool required, bool *out);
int carc_json_get_array(const carc_json_ctx *c, const cJSON *obj, const char *path, const char *key,
                        bool required, const cJSON **out);
int carc_json_get_object(const carc_json_ctx *c, const cJSON *obj, const char *path,
                         const char *key, bool required, const cJSON **out);

/*
 * Reads item (at path) as a string that fits in cap bytes and is valid UTF-8 without control
 * characters (text.h); 0 on success, -1 with a message.
 * For array elements, whose path the caller has already built.
 */
int carc_json_string_value(const carc_json_ctx *c, const cJSON *item, const char *path, char *out,
                           size_t cap);

#endif
