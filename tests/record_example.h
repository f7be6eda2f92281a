/*
 * record_example.h: RECORD.md's example record as a string, for the suites that start from a
 * valid record (tests/data/test_record.c, tests/saves/test_corpus.c).
 */
#ifndef CARC_TEST_RECORD_EXAMPLE_H
#define CARC_TEST_RECORD_EXAMPLE_H

#define RECORD_EXAMPLE                                                                             \
    "{\"format\": \"carcassonne-record\", \"version\": 1, "                                        \
    "\"rules\": {\"tilesets\": [\"base\"], \"farm_scoring\": \"3rd\", "                            \
    "\"small_city_two_points\": false}, "                                                          \
    "\"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, "                                      \
    "{\"name\": \"Luis\", \"color\": \"blue\", \"ai\": \"hard\"}], "                               \
    "\"seed\": 1234, \"deck\": [\"U\", \"W\", \"E\", \"A\"], \"turns\": ["                         \
    "{\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 90, "                                          \
    "\"meeple\": {\"at\": \"E\", \"kind\": \"normal\"}}, "                                         \
    "{\"tile\": \"W\", \"x\": -1, \"y\": 0, \"rot\": 0}, "                                         \
    "{\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rot\": 180}, "                                       \
    "{\"tile\": \"A\", \"x\": 2, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"C\"}}]}\n"

#endif
