/*
 * test_puzzles.c: the puzzles that answer back (issue 26), every file of assets/scenarios/ with
 * a "puzzle" key (src/data/puzzle.h).
 *
 * For each: the answer worked out by hand in the file is the engine's (the final scoring's
 * points, the most a turn can score, the figure to take back), the right answer is accepted and
 * a wrong one refused with the scoring that explains the right one. Every rule set has one.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "mod_dragon.h"
#include "puzzle.h"
#include "tileset_io.h"

#define MAX_PUZZLES 32

static char names[MAX_PUZZLES][1400];
static int npuzzles;

static void list_puzzles(void)
{
    if (npuzzles)
        return;
    char dir[1024], path[1400], err[512];
    snprintf(dir, sizeof dir, "%s/scenarios", carc_assets_dir());
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    while ((e = readdir(d)) && npuzzles < MAX_PUZZLES) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".json") != 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        carc_puzzle pz;
        int has = carc_puzzle_load(path, &pz, err, sizeof err);
        ck_assert_msg(has >= 0, "%s", err);
        if (has)
            snprintf(names[npuzzles++], sizeof names[0], "%s", path);
    }
    closedir(d);
}

typedef struct fixture {
    carc_puzzle pz;
    carc_record *rec;
    carc_catalog *cat;
    carc_game *g, *after;
    carc_puzzle_answer *ans;
} fixture;

static void open_puzzle(fixture *f, const char *path)
{
    char err[512];
    f->rec = malloc(sizeof *f->rec);
    f->cat = malloc(sizeof *f->cat);
    f->g = malloc(sizeof *f->g);
    f->after = malloc(sizeof *f->after);
    f->ans = malloc(sizeof *f->ans);
    ck_assert(f->rec && f->cat && f->g && f->after && f->ans);
    ck_assert_int_eq(carc_puzzle_load(path, &f->pz, err, sizeof err), 1);
    ck_assert_msg(carc_record_load(path, f->rec, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(carc_record_replay(f->rec, path, NULL, f->cat, f->g, err, sizeof err) == 0, "%s",
                  err);
    ck_assert_msg(!f->g->over && carc_game_phase(f->g) == CARC_PHASE_TILE,
                  "%s: the puzzle must start with a tile in hand", path);
    ck_assert_msg(carc_puzzle_solve(&f->pz, f->g, f->ans, err, sizeof err) == 0, "%s: %s", path,
                  err);
}

static void close_puzzle(fixture *f)
{
    free(f->rec);
    free(f->cat);
    free(f->g);
    free(f->after);
    free(f->ans);
}

static int score_events(const carc_events *ev)
{
    int n = 0;
    for (int i = 0; i < ev->count; i++)
        n += ev->ev[i].type == CARC_EV_SCORE || ev->ev[i].type == CARC_EV_BONUS ||
             ev->ev[i].type == CARC_EV_FAIRY_POINTS;
    return n;
}

/* Plays move m from f->g into f->after; false when it is not legal. */
static bool play(fixture *f, const carc_move *m)
{
    carc_game_copy(f->after, f->g);
    carc_action place = {.type = CARC_ACT_PLACE, .at = m->at};
    if (carc_game_check_action(f->after, &place, NULL, 0) != 0)
        return false;
    carc_game_apply(f->after, &place, NULL);
    if (carc_game_check_action(f->after, &m->step, NULL, 0) != 0)
        return false;
    carc_game_apply(f->after, &m->step, NULL);
    return true;
}

START_TEST(puzzle_answers)
{
    list_puzzles();
    if (_i >= npuzzles)
        return;
    const char *path = names[_i];
    fixture f;
    open_puzzle(&f, path);
    int n = f.g->nplayers;
    switch (f.pz.kind) {
    case CARC_PUZZLE_END: {
        ck_assert_int_eq(f.pz.nscores, n);
        for (int i = 0; i < n; i++)
            ck_assert_msg(f.ans->points[i] == f.pz.scores[i], "%s: player %d: engine %d, file %d",
                          path, i, f.ans->points[i], f.pz.scores[i]);
        ck_assert(carc_puzzle_check_scores(f.ans, n, f.pz.scores));
        int wrong[CARC_MAX_PLAYERS];
        memcpy(wrong, f.pz.scores, sizeof wrong);
        wrong[0]++;
        ck_assert(!carc_puzzle_check_scores(f.ans, n, wrong));
        ck_assert_int_gt(score_events(&f.ans->ev), 0); /* the explanation */
        break;
    }
    case CARC_PUZZLE_BEST: {
        ck_assert_msg(f.ans->best == f.pz.points, "%s: engine %d, file %d", path, f.ans->best,
                      f.pz.points);
        int got;
        ck_assert(play(&f, &f.ans->move));
        ck_assert(carc_puzzle_check_turn(&f.pz, f.ans, f.g, f.after, NULL, &got));
        ck_assert_int_eq(got, f.pz.points);
        ck_assert_int_gt(score_events(&f.ans->ev), 0);
        /* A wrong answer: the first placement that, with no figure, scores less than the best
           (the best may need no figure: the shared city). */
        carc_placement pl[CARC_MAX_HOLES * 4];
        int np = carc_game_legal_placements(f.g, pl, CARC_MAX_HOLES * 4);
        bool refused = false;
        for (int k = 0; k < np && !refused; k++) {
            carc_move weak = carc_move_tile(pl[k]);
            ck_assert(play(&f, &weak));
            bool right = carc_puzzle_check_turn(&f.pz, f.ans, f.g, f.after, NULL, &got);
            ck_assert_int_eq(right, got == f.pz.points);
            refused = !right && got < f.pz.points;
        }
        ck_assert_msg(refused, "%s: every placement with no figure scores the best", path);
        break;
    }
    case CARC_PUZZLE_BACK: {
        /* The right figure taken back after some placement, and a pass refused. */
        carc_placement pl[CARC_MAX_HOLES * 4];
        int np = carc_game_legal_placements(f.g, pl, CARC_MAX_HOLES * 4);
        bool tried = false;
        for (int k = 0; k < np && !tried; k++) {
            carc_move m = {pl[k], f.ans->move.step};
            if (!play(&f, &m))
                continue;
            tried = true;
            carc_record_turn t = {
                .has_return = true, .return_x = f.pz.back_x, .return_y = f.pz.back_y};
            int got;
            ck_assert(carc_puzzle_check_turn(&f.pz, f.ans, f.g, f.after, &t, &got));
            t.has_return = false;
            ck_assert(!carc_puzzle_check_turn(&f.pz, f.ans, f.g, f.after, &t, &got));
            t = (carc_record_turn){
                .has_return = true, .return_x = f.pz.back_x + 1, .return_y = f.pz.back_y};
            ck_assert(!carc_puzzle_check_turn(&f.pz, f.ans, f.g, f.after, &t, &got));
        }
        ck_assert_msg(tried, "%s: the figure can never be taken back this turn", path);
        break;
    }
    }
    close_puzzle(&f);
}
END_TEST

/* One puzzle at least for each of the seven rule sets. */
START_TEST(every_set_has_a_puzzle)
{
    static const char *sets[] = {"base",           "river",    "inns-cathedrals",
                                 "abbot",          "festival", "traders-builders",
                                 "princess-dragon"};
    list_puzzles();
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
        bool found = false;
        for (int i = 0; i < npuzzles; i++) {
            carc_puzzle pz;
            char err[256];
            ck_assert_int_eq(carc_puzzle_load(names[i], &pz, err, sizeof err), 1);
            found = found || strcmp(pz.set, sets[s]) == 0;
        }
        ck_assert_msg(found, "no puzzle teaches %s", sets[s]);
    }
}
END_TEST

Suite *suite_puzzles(void)
{
    Suite *s = suite_create("puzzles");
    TCase *tc = tcase_create("answers");
    tcase_add_loop_test(tc, puzzle_answers, 0, MAX_PUZZLES);
    tcase_add_test(tc, every_set_has_a_puzzle);
    suite_add_tcase(s, tc);
    return s;
}
