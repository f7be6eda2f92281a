/*
 * test_puzzles.c: the puzzles that answer back (issue 26), every file of assets/scenarios/ with
 * a "puzzle" key (src/data/puzzle.h).
 *
 * For each: the answer worked out by hand in the file is the engine's (the final scoring's
 * points, the most a turn can score, the figure to take back), the right answer is accepted and
 * a wrong one refused with the scoring that explains the right one. Every rule set has one.
 *
 * The files hold the answers; the working by hand from ../shared/rules/RULES.md is here, by
 * file (the players' explanations are puzzle_ui.c's, in the catalogs). Cells are (x, y), y
 * growing southward; the start tile D is at (0,0).
 *
 * abbot-best.json: The Abbot (RULES.md 4.3, 4.5): instead of placing a figure, take the abbot
 *   back and score 1 + the tiles around its cloister. Around B (0,1) lie D (0,0), U (1,0), U
 *   (-1,0) and B (1,1): 4, so 5 now. The tile is placed first: E put beside the cloister, e.g.
 *   at (-1,1) with its city turned south, makes 5 neighbours, and the recall then scores 1 + 5
 *   = 6. Nothing else scores for Ana this turn: E can close the start tile's city only with no
 *   knight of hers in it.
 *
 * base-end.json: Final scoring (RULES.md 1.3, 1.4, 3rd edition). Ana's road runs from U (-1,0)
 *   through the start tile D to V (1,0), where it bends south: both ends open, 3 tiles, 1 per
 *   tile: Ana 3. Luis's farmer lies in the field north of that road (V's big field, D's strip
 *   beside its city, U's north half). The city of D and E (0,-1) is completed and touches D's
 *   strip: 3 per completed city: Luis 3. Nobody has a figure in anything else.
 *
 * dragon-end.json: The Princess & the Dragon (RULES.md 4.2, 4.6). Ana's knight holds the city
 *   of D and F (0,-1), open to the north: 2 tiles and 1 pennant, 1 each at the end: 3. The
 *   fairy stands next to that knight: when its feature is scored, final scoring included, its
 *   owner scores 3 more: Ana 6. Luis has no figure on the board.
 *
 * farmers.json: Farms, 3rd edition (RULES.md 1.4): each field scores 3 per completed city it
 *   touches, to the player with the most farmers in it. Two cities are completed: A, the start
 *   tile D and the cap E (0,-1); B, the caps E (1,-1) and E (2,-1). Luis's farmer lies on V
 *   (1,0), north of its road: that field runs west along D's strip beside A and the north half
 *   of U (-1,0), and north into the field of E (1,-1), which borders B (and E (0,-1)'s field
 *   beside A). It touches A and B: Luis 6. Ana's farmer lies in the field of E (2,-1), cut off
 *   from Luis's by B's wall and by the empty cells around it: it touches B only: Ana 3. A
 *   completed city counts for every field that touches it. The open road of U, D and V holds
 *   nobody; nothing else scores.
 *
 * festival-back.json: The Festival (RULES.md 4.4, 4.5): after placing a festival tile you may
 *   take back one of your figures; it scores nothing. Ana's monk on B (0,1) has 3 tiles around
 *   it: 4 points at the end, 9 when surrounded; taking it back throws that away. Her farmer on
 *   U (-1,0) lies in the field south of the road, which touches no city (the only completed
 *   city, D and E, borders the strip north of the road): it is worth 0. Take back the farmer.
 *
 * first-road.json: RECORD.md's example, at its third tile (RULES.md 1.2, 1.3, 3rd edition). Ana
 *   holds E, a city cap. Her road (W, D, U) is closed at W and open east of U (1,0): a cap has
 *   no road, so nothing of hers scores this turn. The start tile's city is open to the north
 *   and nobody is in it: E at (0,-1), its city turned south, completes it; a knight put on E in
 *   that turn holds the city alone, and a completed city scores 2 per tile, 2 tiles: Ana 4, and
 *   the knight comes home. No other place completes anything: 4 is the most.
 *
 * inns-end.json: Inns & Cathedrals (RULES.md 3). Ana's knight is in the city of D and the
 *   cathedral I1 (0,-1), open on three sides: an incomplete city with a cathedral scores 0.
 *   Luis's thief is on the road of D and the inn I15 (1,0), open at both ends: an incomplete
 *   road with an inn scores 0. Ana's monk on B (0,1) has D (0,0) and I15 (1,0) around it: 1 + 2
 *   = 3.
 *
 * river-end.json: The River (RULES.md 2): the spring starts the board, the river is no feature.
 *   Final scoring (1.3): Ana's monk on the cloister of R5 (1,0) has 2 tiles around it (the
 *   spring at (0,0) and R3 at (2,0)): 1 + 2 = 3. Luis's knight on R3's north city cap: an
 *   incomplete city of 1 tile, no pennant: 1.
 *
 * shared-city.json: The Spanish guide's round (RULES.md 1.3, 3rd edition). Luis's knight holds
 *   the city cap E at (-1,1), open to the east; Marta's holds E at (1,1), open to the west; the
 *   cell between them, (0,1), is empty. Luis holds F, a city running west to east with a
 *   pennant. At (0,1) it joins both caps into one completed city of 3 tiles and 1 pennant: 2
 *   per tile and 2 per pennant, 8. It holds one knight of Luis and one of Marta: a tie, and
 *   tied players all score the whole city, 8 each. He can put no knight on F there (the city is
 *   held already), and nowhere else does F complete anything: 8 is the most. (F is not the last
 *   tile: no final scoring comes in this turn.)
 *
 * traders-end.json: Traders & Builders (RULES.md 4.1, 4.5). Luis's E (0,-2) completed the city
 *   of D, TB7 and E: Ana's knight scored it (3 tiles, 6), but the wine of TB7 went to Luis, who
 *   placed the completing tile. At the end, the most wine tokens (Luis 1, Ana 0) score 10: Luis
 *   10. Ana's farmer on V (1,0) lies in the field north of the road, which takes in D's strip
 *   beside that completed city: 3 per completed city: Ana 3.
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
