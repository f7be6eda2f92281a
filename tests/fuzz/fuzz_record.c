/*
 * fuzz_record.c: the record loader on any bytes. A record that loads must write to text that
 * loads again to the same record and writes to the same bytes (the canonical writer's promise,
 * which saves rely on), and is then replayed through the core with the shipped tile sets.
 */
#include <string.h>

#include "fuzz.h"
#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static carc_record rec, again;
    static carc_catalog cat;
    static carc_game g;
    char err[1024];
    if (carc_record_parse((const char *)data, size, "fuzz.json", &rec, err, sizeof err) != 0) {
        FUZZ_CHECK(strncmp(err, "fuzz.json: ", 11) == 0);
        return 0;
    }
    char *text = carc_record_write(&rec);
    FUZZ_CHECK(text != NULL);
    int rc = carc_record_parse(text, strlen(text), "written.json", &again, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "%s\n", err);
    FUZZ_CHECK(rc == 0);
    char *text2 = carc_record_write(&again);
    FUZZ_CHECK(text2 != NULL && strcmp(text, text2) == 0);
    free(text);
    free(text2);
    if (carc_record_replay(&rec, "fuzz.json", NULL, &cat, &g, err, sizeof err) != 0)
        FUZZ_CHECK(strncmp(err, "fuzz.json: ", 11) == 0);
    else
        FUZZ_CHECK(g.over || carc_game_tile_in_hand(&g) >= 0);
    return 0;
}
