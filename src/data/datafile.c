/*
 * datafile.c: loading a data file of either kind (see datafile.h).
 */
#include "datafile.h"

#include <stdlib.h>
#include <string.h>

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
