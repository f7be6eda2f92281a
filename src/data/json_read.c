/*
 * json_read.c: reading files, parsing JSON and typed, path-aware getters that turn every
 * problem into one "FILE: JSON.path: reason" line (see json_read.h).
 */
#include "json_read.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text.h"

/* Valid files are far smaller: a record of a whole game takes about 10 KB, a tile set of 64
   tiles with every feature listed a few hundred, and 4 MiB leaves room for keys a later version
   may add. What a file may cost in memory follows from this and CARC_JSON_MAX_VALUES. */
#define MAX_FILE_BYTES (4u << 20)

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
    /* A message may quote what no loader checked (a key, a file name): one line, always. */
    carc_text_one_line(c->err, c->errlen);
    return -1;
}

char *carc_json_read_file(const carc_json_ctx *c, size_t *len)
{
    /* O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever when
       there is none; the file's type is known only once it is open. */
    int fd = open(c->file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        carc_json_fail(c, NULL, "cannot open: %s", strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        carc_json_fail(c, NULL, "cannot read: %s", strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        carc_json_fail(c, NULL, "not a regular file");
        close(fd);
        return NULL;
    }
    if (st.st_size > (off_t)MAX_FILE_BYTES) {
        carc_json_fail(c, NULL, "larger than %u bytes", MAX_FILE_BYTES);
        close(fd);
        return NULL;
    }
    /* The size is only a first guess: the file may grow while it is read. The buffer holds
       one byte more than the limit, so that reading it tells a file of the limit's size from a
       larger one. */
    size_t cap = (size_t)st.st_size + 2, used = 0;
    char *buf = malloc(cap);
    while (buf != NULL) {
        if (used > MAX_FILE_BYTES) {
            carc_json_fail(c, NULL, "larger than %u bytes", MAX_FILE_BYTES);
            break;
        }
        if (used + 1 >= cap) {
            size_t more = cap * 2 > MAX_FILE_BYTES + 2 ? MAX_FILE_BYTES + 2 : cap * 2;
            char *bigger = realloc(buf, more);
            if (bigger == NULL) {
                carc_json_fail(c, NULL, "out of memory");
                break;
            }
            buf = bigger;
            cap = more;
        }
        ssize_t got = read(fd, buf + used, cap - used - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            carc_json_fail(c, NULL, "cannot read: %s", strerror(errno));
            break;
        }
        used += (size_t)got;
        if (got == 0) {
            buf[used] = '\0';
            close(fd);
            *len = used;
            return buf;
        }
    }
    if (buf == NULL)
        carc_json_fail(c, NULL, "out of memory");
    free(buf);
    close(fd);
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

/* The line and column of end in text, for messages. */
static void text_position(const char *text, const char *end, int *line, int *col)
{
    *line = 1;
    *col = 1;
    for (const char *p = text; p < end; p++) {
        if (*p == '\n') {
            (*line)++;
            *col = 1;
        } else {
            (*col)++;
        }
    }
}

/*
 * What cJSON cannot be trusted with, found before it allocates anything: more values than any
 * valid file holds (each costs a node of about a hundred bytes, forty times its text in an
 * array of zeros), and \u0000, which it decodes into a terminator that silently cuts the
 * string. The count is an upper bound: every value but the root either follows a comma or is
 * the first in its array or object, counted at the opening bracket. The scan reads strings as
 * cJSON does (a quote ends one unless escaped), so up to where cJSON would stop on an error it
 * counts at least what cJSON allocates. Returns 0, or -1 with "FILE: line L, column C: reason".
 */
static int prescan(const carc_json_ctx *c, const char *text, size_t len)
{
    size_t values = 1;
    bool in_string = false;
    for (size_t i = 0; i < len; i++) {
        char ch = text[i];
        const char *why = NULL;
        size_t at = i;
        if (in_string) {
            if (ch == '"') {
                in_string = false;
            } else if (ch == '\\' && i + 1 < len) {
                i++; /* the escaped character, which may be a quote */
                if (text[i] == 'u' && len - i > 4 && memcmp(text + i + 1, "0000", 4) == 0)
                    why = "\\u0000 (a NUL character) in a string";
            }
        } else if (ch == '"') {
            in_string = true;
        } else if ((ch == ',' || ch == '[' || ch == '{') && ++values > CARC_JSON_MAX_VALUES) {
            why = "more than " CARC_JSON_MAX_VALUES_TEXT
                  " values, more than any tile set or record holds";
        }
        if (why != NULL) {
            int line, col;
            text_position(text, text + at, &line, &col);
            return carc_json_fail(c, NULL, "line %d, column %d: %s", line, col, why);
        }
    }
    return 0;
}

cJSON *carc_json_parse(const carc_json_ctx *c, const char *text, size_t len)
{
    if (prescan(c, text, len) != 0)
        return NULL;
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
        int line, col;
        text_position(text, end, &line, &col);
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

static int compare_keys(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int carc_json_check_object(const carc_json_ctx *c, const cJSON *obj, const char *path)
{
    if (!cJSON_IsObject(obj))
        return carc_json_fail(c, path, "expected an object, got %s", type_name(obj));
    /* Sorted, equal keys are neighbours: n log n for any object, where comparing every pair
       took seconds for a file of a few thousand unknown keys. */
    size_t n = 0;
    for (const cJSON *a = obj->child; a != NULL; a = a->next)
        n++;
    if (n < 2)
        return 0;
    const char **keys = malloc(n * sizeof *keys);
    if (keys == NULL)
        return carc_json_fail(c, path, "out of memory");
    size_t i = 0;
    for (const cJSON *a = obj->child; a != NULL; a = a->next)
        keys[i++] = a->string;
    qsort(keys, n, sizeof *keys, compare_keys);
    int rc = 0;
    for (i = 1; i < n && rc == 0; i++)
        if (strcmp(keys[i - 1], keys[i]) == 0)
            rc = carc_json_fail(c, path, "key \"%s\" appears twice", keys[i]);
    free(keys);
    return rc;
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
    /* Beyond 15 digits a number is shown in short: a file may hold one of 300 digits. */
    if (v < lo || v > hi)
        return carc_json_fail(c, kpath, fabs(v) < 1e15 ? "%.0f is out of range (%.0f to %.0f)"
                                                         : "%.3g is out of range (%.0f to %.0f)",
                              v, lo, hi);
    *out = (long long)v;
    return 1;
}

int carc_json_string_value(const carc_json_ctx *c, const cJSON *item, const char *path, char *out,
                           size_t cap)
{
    if (!cJSON_IsString(item))
        return carc_json_fail(c, path, "expected a string, got %s", type_name(item));
    /* Strings are names that reach the screen, the terminal and messages. */
    uint32_t cp;
    carc_text_fault bad = carc_text_check(item->valuestring, &cp);
    if (bad == CARC_TEXT_CONTROL)
        return carc_json_fail(c, path, "holds a control character (U+%04X)", (unsigned)cp);
    if (bad == CARC_TEXT_NOT_UTF8)
        return carc_json_fail(c, path, "not valid UTF-8");
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

int carc_json_read_tree(const carc_json_ctx *c, const cJSON *root, carc_json_reader read,
                        void *out, size_t size)
{
    void *scratch = calloc(1, size);
    int rc = -1;
    if (scratch == NULL)
        carc_json_fail(c, NULL, "out of memory");
    else if (read(c, root, scratch) == 0) {
        memcpy(out, scratch, size);
        rc = 0;
    }
    free(scratch);
    return rc;
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
    int rc = carc_json_read_tree(&c, root, read, out, size);
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
