/*
 * test_scenarios.c: the puzzles shipped in assets/scenarios/ (issue 5).
 *
 * Every file there must open as an unfinished game, and each has a worked solution here that
 * plays it to its end with the score worked out by hand: the rulebook's first road (RECORD.md's
 * example, Ana closing the start tile's city with a knight), the Spanish guide's shared city
 * (Luis and Marta tie on a city of three tiles with a pennant: 8 each), and two farmers whose
 * fields touch finished cities (3 and 6, RULES.md 1.4). Those three are puzzles too
 * (test_puzzles.c); this plays them on to their end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "puzzle.h"
#include "saves.h"
#include "tileset_io.h"

typedef struct solution {
    const char *name;
    int nturns;
    carc_record_turn turns[8];
    int score[CARC_MAX_PLAYERS];
} solution;

static const solution solutions[] = {
    /* RECORD.md's example played on from the puzzle: Ana's cap closes the start tile's city
       with a knight (4), Luis's cloister closes her road of four (4) and has one neighbour at
       the end (1 + 1 = 2). */
    {"first-road",
     2,
     {{.tile = "E", .x = 0, .y = -1, .rot = 180, .meeple_at = CARC_S},
      {.tile = "A", .x = 2, .y = 0, .rot = 90, .meeple_at = CARC_CENTRE}},
     {8, 2}},
    /* Luis's F joins his city and Marta's: 3 tiles and a pennant, a tie, 8 each. */
    {"shared-city",
     2,
     {{.tile = "F", .x = 0, .y = 1, .rot = 0, .meeple_at = -1},
      {.tile = "U", .x = 3, .y = 0, .rot = 90, .meeple_at = -1}},
     {0, 8, 8}},
    /* The last tile touches no finished city: the farms as the puzzle asks, Ana 3, Luis 6. */
    {"farmers", 1, {{.tile = "K", .x = 1, .y = 1, .rot = 180, .meeple_at = -1}}, {3, 6}},
};

#define NSOLUTIONS ((int)(sizeof solutions / sizeof solutions[0]))

START_TEST(every_scenario_opens_unfinished)
{
    char dir[1024], err[512];
    snprintf(dir, sizeof dir, "%s/scenarios/", carc_assets_dir());
    carc_save_info *list;
    int n = carc_saves_list(dir, NULL, &list, err, sizeof err);
    ck_assert_msg(n >= NSOLUTIONS, "%d scenarios: %s", n, n < 0 ? err : "");
    for (int i = 0; i < n; i++) {
        ck_assert_msg(list[i].ok, "%s", list[i].error);
        ck_assert_msg(!list[i].finished, "%s is already over", list[i].name);
        ck_assert_int_lt(list[i].deck, 72); /* a short deck: a puzzle */
        bool solved = false;
        for (int k = 0; k < NSOLUTIONS; k++)
            solved = solved || strcmp(solutions[k].name, list[i].name) == 0;
        carc_puzzle pz; /* or its own, checked by test_puzzles.c */
        solved = solved || carc_puzzle_load(list[i].path, &pz, err, sizeof err) == 1;
        ck_assert_msg(solved, "%s has no worked solution in this test", list[i].name);
    }
    free(list);
}
END_TEST

START_TEST(scenario_solution_scores)
{
    const solution *s = &solutions[_i];
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/scenarios/%s.json", carc_assets_dir(), s->name);
    carc_record *rec = malloc(sizeof *rec);
    ck_assert_ptr_nonnull(rec);
    ck_assert_msg(carc_record_load(path, rec, err, sizeof err) == 0, "%s", err);
    for (int k = 0; k < s->nturns; k++)
        rec->turns[rec->nturns++] = s->turns[k];
    carc_history *h = carc_history_open(rec, path, NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    ck_assert(h->game.over);
    for (int i = 0; i < h->game.nplayers; i++)
        ck_assert_int_eq(h->game.score[i], s->score[i]);
    carc_history_free(h);
    free(rec);
}
END_TEST

Suite *suite_scenarios(void)
{
    Suite *s = suite_create("scenarios");
    TCase *tc = tcase_create("shipped");
    tcase_add_test(tc, every_scenario_opens_unfinished);
    tcase_add_loop_test(tc, scenario_solution_scores, 0, NSOLUTIONS);
    suite_add_tcase(s, tc);
    return s;
}
