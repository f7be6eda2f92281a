/*
 * datafile.c: detecting a data file's kind from its "format" key (see datafile.h).
 */
#include "datafile.h"

#include <stdlib.h>
#include <string.h>

#include "json_read.h"
#include "record.h"
#include "tileset_io.h"

int carc_datafile_detect(const char *path, char *err, size_t errlen)
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
    int kind = -1;
    if (carc_json_get_string(&c, root, "", "format", true, format, sizeof format) > 0) {
        if (strcmp(format, CARC_TILESET_FORMAT) == 0)
            kind = CARC_DATAFILE_TILESET;
        else if (strcmp(format, CARC_RECORD_FORMAT) == 0)
            kind = CARC_DATAFILE_RECORD;
        else
            carc_json_fail(&c, "format", "unknown format \"%s\" (expected \"%s\" or \"%s\")",
                           format, CARC_TILESET_FORMAT, CARC_RECORD_FORMAT);
    }
    cJSON_Delete(root);
    return kind;
}
