/*
 * json_read.c: reading files, parsing JSON and typed, path-aware getters that turn every
 * problem into one "FILE: JSON.path: reason" line (see json_read.h).
 */
#include "json_read.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FILE_BYTES (16u << 20)

int carc_json_fail(const carc_json_ctx *c, const char *path, const char *fmt, ...)
{
    if (c->err == NULL || c->errlen == 0)
        return -1;
    int n;
    if (path != NULL && path[0] != '\0')
        n = snprintf(c->err, c->errlen, "%s: %s: ", c->file, path);
    else
        n = snprintf(c->err, c->errlen, "%s: ", c->file);
    if (n < 0 || (size_t)n >= c->errlen)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err + n, c->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

char *carc_json_read_file(const carc_json_ctx *c, size_t *len)
{
    FILE *f = fopen(c->file, "rb");
    if (f == NULL) {
        carc_json_fail(c, NULL, "cannot open: %s", strerror(errno));
        return NULL;
    }
    size_t cap = 4096, used = 0;
    char *buf = malloc(cap);
    while (buf != NULL) {
        if (used + 1 >= cap) {
            if (cap >= MAX_FILE_BYTES) {
                carc_json_fail(c, NULL, "larger than %u bytes", MAX_FILE_BYTES);
                break;
            }
            char *bigger = realloc(buf, cap * 2);
            if (bigger == NULL)
                break;
            buf = bigger;
            cap *= 2;
        }
        size_t got = fread(buf + used, 1, cap - used - 1, f);
        used += got;
        if (got == 0) {
            if (ferror(f)) {
                carc_json_fail(c, NULL, "cannot read: %s", strerror(errno));
                break;
            }
            buf[used] = '\0';
            fclose(f);
            *len = used;
            return buf;
        }
    }
    if (buf == NULL)
        carc_json_fail(c, NULL, "out of memory");
    free(buf);
    fclose(f);
    return NULL;
}

static const char *type_name(const cJSON *item)
{
    if (cJSON_IsNumber(item))
        return "a number";
    if (cJSON_IsString(item))
        return "a string";
    if (cJSON_IsBool(item))
        return "a boolean";
    if (cJSON_IsNull(item))
        return "null";
    if (cJSON_IsArray(item))
        return "an array";
    return "an object";
}

cJSON *carc_json_parse(const carc_json_ctx *c, const char *text, size_t len)
{
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, false);
    if (root != NULL) {
        /* Only white space may follow the value (cJSON's own check wants a NUL inside len). */
        while (end < text + len && (*end == ' ' || *end == '\t' || *end == '\n' || *end == '\r'))
            end++;
        if (end < text + len) {
            cJSON_Delete(root);
            root = NULL;
        }
    }
    if (root == NULL) {
        if (end == NULL || end < text || end > text + len)
            end = text;
        int line = 1, col = 1;
        for (const char *p = text; p < end; p++) {
            if (*p == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        carc_json_fail(c, NULL, "line %d, column %d: invalid JSON", line, col);
        return NULL;
    }
    if (!cJSON_IsObject(root)) {
        carc_json_fail(c, NULL, "expected a JSON object at the top level, got %s", type_name(root));
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}

const char *carc_json_key_path(char *buf, size_t len, const char *parent, const char *key)
{
    if (parent == NULL || parent[0] == '\0')
        snprintf(buf, len, "%s", key);
    else
        snprintf(buf, len, "%s.%s", parent, key);
    return buf;
}

const char *carc_json_index_path(char *buf, size_t len, const char *parent, int index)
{
    snprintf(buf, len, "%s[%d]", parent, index);
    return buf;
}

int carc_json_check_object(const carc_json_ctx *c, const cJSON *obj, const char *path)
{
    if (!cJSON_IsObject(obj))
        return carc_json_fail(c, path, "expected an object, got %s", type_name(obj));
    for (const cJSON *a = obj->child; a != NULL; a = a->next)
        for (const cJSON *b = a->next; b != NULL; b = b->next)
            if (strcmp(a->string, b->string) == 0)
                return carc_json_fail(c, path, "key \"%s\" appears twice", a->string);
    return 0;
}

/* Finds obj[key]: 1 found, 0 absent and optional, -1 absent and required. */
static int lookup(const carc_json_ctx *c, const cJSON *obj, const char *path, const char *key,
                  bool required, const cJSON **item, char *kpath, size_t kplen)
{
    carc_json_key_path(kpath, kplen, path, key);
    *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (*item != NULL)
        return 1;
    if (required)
        return carc_json_fail(c, kpath, "required key is missing");
    return 0;
}

int carc_json_get_int(const carc_json_ctx *c, const cJSON *obj, const char *path, const char *key,
                      bool required, double lo, double hi, long long *out)
{
    char kpath[160];
    const cJSON *item;
    int r = lookup(c, obj, path, key, required, &item, kpath, sizeof kpath);
    if (r <= 0)
        return r;
    if (!cJSON_IsNumber(item))
        return carc_json_fail(c, kpath, "expected an integer, got %s", type_name(item));
    double v = item->valuedouble;
    if (floor(v) != v)
        return carc_json_fail(c, kpath, "expected an integer, got %g", v);
    if (v < lo || v > hi)
        return carc_json_fail(c, kpath, "%.0f is out of range (%.0f to %.0f)", v, lo, hi);
    *out = (long long)v;
    return 1;
}

int carc_json_string_value(const carc_json_ctx *c, const cJSON *item, const char *path, char *out,
                           size_t cap)
{
    if (!cJSON_IsString(item))
        return carc_json_fail(c, path, "expected a string, got %s", type_name(item));
    size_t n = strlen(item->valuestring);
    if (n >= cap)
        return carc_json_fail(c, path, "longer than %zu bytes", cap - 1);
    memcpy(out, item->valuestring, n + 1);
    return 0;
}

int carc_json_get_string(const carc_json_ctx *c, const cJSON *obj, const char *path,
                         const char *key, bool required, char *out, size_t cap)
{
    char kpath[160];
    const cJSON *item;
    int r = lookup(c, obj, path, key, required, &item, kpath, sizeof kpath);
    if (r <= 0)
        return r;
    return carc_json_string_value(c, item, kpath, out, cap) == 0 ? 1 : -1;
}

int carc_json_get_bool(const carc_json_ctx *c, const cJSON *obj, const char *path, const char *key,
                       bool required, bool *out)
{
    char kpath[160];
    const cJSON *item;
    int r = lookup(c, obj, path, key, required, &item, kpath, sizeof kpath);
    if (r <= 0)
        return r;
    if (!cJSON_IsBool(item))
        return carc_json_fail(c, kpath, "expected true or false, got %s", type_name(item));
    *out = cJSON_IsTrue(item);
    return 1;
}

int carc_json_get_array(const carc_json_ctx *c, const cJSON *obj, const char *path, const char *key,
                        bool required, const cJSON **out)
{
    char kpath[160];
    const cJSON *item;
    int r = lookup(c, obj, path, key, required, &item, kpath, sizeof kpath);
    if (r <= 0)
        return r;
    if (!cJSON_IsArray(item))
        return carc_json_fail(c, kpath, "expected an array, got %s", type_name(item));
    *out = item;
    return 1;
}

int carc_json_get_object(const carc_json_ctx *c, const cJSON *obj, const char *path,
                         const char *key, bool required, const cJSON **out)
{
    char kpath[160];
    const cJSON *item;
    int r = lookup(c, obj, path, key, required, &item, kpath, sizeof kpath);
    if (r <= 0)
        return r;
    if (carc_json_check_object(c, item, kpath) != 0)
        return -1;
    *out = item;
    return 1;
}

int carc_json_parse_into(const char *text, size_t len, const char *file, carc_json_reader read,
                         void *out, size_t size, char *err, size_t errlen)
{
    carc_json_ctx c = {file, err, errlen};
    if (err != NULL && errlen > 0)
        err[0] = '\0';
    cJSON *root = carc_json_parse(&c, text, len);
    if (root == NULL)
        return -1;
    void *scratch = calloc(1, size);
    int rc = -1;
    if (scratch == NULL)
        carc_json_fail(&c, NULL, "out of memory");
    else if (read(&c, root, scratch) == 0) {
        memcpy(out, scratch, size);
        rc = 0;
    }
    free(scratch);
    cJSON_Delete(root);
    return rc;
}

int carc_json_load_into(const char *path, carc_json_reader read, void *out, size_t size,
                        char *err, size_t errlen)
{
    carc_json_ctx c = {path, err, errlen};
    size_t len;
    char *text = carc_json_read_file(&c, &len);
    if (text == NULL)
        return -1;
    int rc = carc_json_parse_into(text, len, path, read, out, size, err, errlen);
    free(text);
    return rc;
}
