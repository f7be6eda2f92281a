/*
 * read_file.h: the whole of a file read for a test, the one way every suite reads one (the
 * record files, the saves suites, the committed sounds and art, the reference games' expected
 * results, the fuzz targets' replay).
 */
#ifndef CARC_TEST_READ_FILE_H
#define CARC_TEST_READ_FILE_H

#include <stdio.h>
#include <stdlib.h>

/* The whole contents of a file, malloc'ed and NUL-terminated (a text is a string; a binary
   file's length is len's), or NULL when it cannot be opened or memory runs out. len may be
   NULL. */
static inline char *test_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t cap = 4096, n = 0;
    char *s = malloc(cap + 1);
    size_t got;
    while (s != NULL && (got = fread(s + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *t = realloc(s, 2 * cap + 1);
            if (t == NULL) {
                free(s);
                s = NULL;
                break;
            }
            s = t;
            cap *= 2;
        }
    }
    fclose(f);
    if (s != NULL) {
        s[n] = '\0';
        if (len != NULL)
            *len = n;
    }
    return s;
}

#endif
