/*
 * datafile.c: loading a data file of either kind, and writing a data file atomically (see
 * datafile.h).
 */
#include "datafile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json_read.h"
#include "readers.h"
#include "tileset_io.h"

int carc_datafile_load(const char *path, carc_datafile *out, char *err, size_t errlen)
{
    carc_json_ctx c = {path, err, errlen};
    size_t len;
    char *text = carc_json_read_file(&c, &len);
    if (text == NULL)
        return -1;
    cJSON *root = carc_json_parse(&c, text, len);
    free(text);
    if (root == NULL)
        return -1;
    char format[64];
    int rc = -1;
    if (carc_json_get_string(&c, root, "", "format", true, format, sizeof format) > 0) {
        if (strcmp(format, CARC_TILESET_FORMAT) == 0) {
            out->kind = CARC_DATAFILE_TILESET;
            rc = carc_json_read_tree(&c, root, carc_tileset_reader, &out->as.tileset,
                                     sizeof out->as.tileset);
        } else if (strcmp(format, CARC_RECORD_FORMAT) == 0) {
            out->kind = CARC_DATAFILE_RECORD;
            rc = carc_json_read_tree(&c, root, carc_record_reader, &out->as.record,
                                     sizeof out->as.record);
        } else {
            carc_json_fail(&c, "format", "unknown format \"%s\" (expected \"%s\" or \"%s\")",
                           format, CARC_TILESET_FORMAT, CARC_RECORD_FORMAT);
        }
    }
    cJSON_Delete(root);
    return rc;
}

static void dir_of(const char *path, char *dir, size_t len)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL)
        snprintf(dir, len, ".");
    else if (slash == path)
        snprintf(dir, len, "/");
    else
        snprintf(dir, len, "%.*s", (int)(slash - path), path);
}

int carc_datafile_write(const char *path, const char *text, char *err, size_t errlen)
{
    char tmp[4200], dir[4200];
    dir_of(path, dir, sizeof dir);
    if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= (int)sizeof tmp) {
        snprintf(err, errlen, "%s: path too long", path);
        return -1;
    }
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot create a temporary file: %s", path, strerror(errno));
        return -1;
    }
    FILE *f = fdopen(fd, "wb");
    const char *step = NULL;
    size_t len = strlen(text);
    if (f == NULL)
        step = "cannot open the temporary file";
    else if (fwrite(text, 1, len, f) != len)
        step = "cannot write";
    else if (fflush(f) != 0)
        step = "cannot flush";
    else if (fsync(fileno(f)) != 0)
        step = "cannot sync";
    int saved = errno;
    if (f == NULL)
        close(fd);
    else if (fclose(f) != 0 && step == NULL) {
        step = "cannot close";
        saved = errno;
    }
    if (step == NULL && rename(tmp, path) != 0) {
        step = "cannot rename the temporary file over it";
        saved = errno;
    }
    if (step != NULL) {
        unlink(tmp);
        snprintf(err, errlen, "%s: %s: %s", path, step, strerror(saved));
        return -1;
    }
    /* The rename is durable once the directory entry is on disk; a failure here loses nothing
       that a crash would not, so it is not reported. */
    int dfd = open(dir, O_RDONLY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    return 0;
}
