/*
 * main.c: runs the core's Check suites, one per module, and prints Check's summary. Each suite
 * can also be run alone: test-core SUITE (rng, tile, board, rules, score, game, aids).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

Suite *rng_suite(void);
Suite *tile_suite(void);
Suite *board_suite(void);
Suite *rules_suite(void);
Suite *score_suite(void);
Suite *game_suite(void);
Suite *aids_suite(void);

int main(int argc, char **argv)
{
    static const struct {
        const char *name;
        Suite *(*make)(void);
    } suites[] = {{"rng", rng_suite},     {"tile", tile_suite},   {"board", board_suite},
                  {"rules", rules_suite}, {"score", score_suite}, {"game", game_suite},
                  {"aids", aids_suite}};
    SRunner *sr = NULL;
    for (size_t i = 0; i < sizeof suites / sizeof suites[0]; i++) {
        if (argc > 1 && strcmp(argv[1], suites[i].name) != 0)
            continue;
        if (!sr)
            sr = srunner_create(suites[i].make());
        else
            srunner_add_suite(sr, suites[i].make());
    }
    if (!sr)
        return EXIT_FAILURE;
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
