/*
 * test_ai_dragon.c: the computer players with the Princess & the Dragon (issue 19, RULES.md
 * 4.2 and 4.6). Hand-built positions where one move is clearly best (a princess removal that
 * wins a city, the fairy guarding a follower the dragon would eat), every candidate move the
 * AI lists passing the core's check, and whole games of every level with the set and other
 * sets, every step of every flight chosen by the player whose step it is.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "ai.h"
#include "ai_dragon.h"
#include "ai_module.h"
#include "fixture.h"
#include "mod_dragon.h"

/* The AI's hooks of the modules in play in g (the tests run on one thread). */
static const ai_mods *mods_of(const carc_game *g)
{
    static ai_mods mods;
    ai_mods_init(&mods, g->cat);
    return &mods;
}

/* The figure of player p on tile (x, y), which must be there. */
static const carc_figure *figure_at(const carc_game *g, int p, int x, int y)
{
    const int ti = carc_game_tile_at(g, x, y);
    for (int i = 0; i < carc_game_nfigures(g); i++) {
        const carc_figure *f = carc_game_figure(g, i);
        if (f->player == p && carc_game_figure_tile(g, f) == ti)
            return f;
    }
    ck_abort_msg("no figure of player %d at (%d,%d)", p, x, y);
    return NULL;
}

/* Every step of the flight the move starts, chosen by carc_ai_dragon_step for the player whose
   step it is; each must pass the core's check. */
static void finish_flight(carc_game *g)
{
    char reason[256];
    carc_action step;
    while (carc_ai_dragon_step(g, &step) == CARC_OK) {
        ck_assert_msg(carc_game_check_action(g, &step, reason, sizeof reason) == CARC_OK,
                      "a dragon step was refused: %s", reason);
        carc_game_apply(g, &step, NULL);
    }
}

/* Between two moves: the flight the last one started (finish_flight), then the discard of a
   tile that fits nowhere. True when the tile in hand waits for a move. */
static bool ready_for_move(carc_game *g)
{
    finish_flight(g);
    if (g->over)
        return false;
    if (carc_game_can_place(g))
        return true;
    char reason[256];
    ck_assert_msg(carc_game_discard(g, NULL, reason, sizeof reason) == CARC_OK, "%s", reason);
    return false;
}

static carc_move choose(const carc_game *g, carc_ai_level level)
{
    carc_ai_config cfg = carc_ai_default_config(level, 5);
    cfg.think = 0.25;
    cfg.cap_s = 120; /* the budget decides, not the machine's load */
    carc_move m;
    ck_assert_int_eq(carc_ai_choose(g, &cfg, &m, NULL, NULL), CARC_OK);
    char reason[256];
    ck_assert_msg(carc_game_check_move(g, &m, reason, sizeof reason) == CARC_OK, "%s", reason);
    return m;
}

/*
 * D is the start tile at (0,0), its city on the north side. Red (player 0) puts N (a city on
 * two sides, turned to east and south) at (0,-1) with a knight: it joins D's city, open to the
 * east. Blue puts K at (1,0) (its road meets D's, its city cap faces north) with a knight: a
 * city of its own, open to the north. Red holds PD28, a princess tile with a city on two sides:
 * at (1,-1) turned 270 degrees its city meets N's on the west and K's on the south and closes
 * one city of four tiles, 8 points (RULES.md 1.3), where both knights tie. Sending blue's knight
 * home with the princess (RULES.md 4.6) leaves red alone with those 8: a margin of 8, more than
 * any figure on the tile or the fairy's 3 can give. Every level takes it.
 */
START_TEST(test_princess_wins_city)
{
    carc_game g;
    fx_start(&g, "base,princess-dragon", FX_RULES_3RD, 2, "N K PD28 U U U U");
    fx_play(&g, "N 0 -1 90 E", NULL);
    fx_play(&g, "K 1 0 0 N", NULL);
    const carc_figure *blue = figure_at(&g, 1, 1, 0);
    const int blue_id = blue->id;
    const carc_move want = fx_move(&g, "PD28 1 -1 270");
    const carc_move m = choose(&g, (carc_ai_level)_i);
    ck_assert_int_eq(m.step.type, CARC_ACT_PRINCESS);
    ck_assert_int_eq(m.step.figure, blue_id);
    ck_assert_int_eq(m.at.x, want.at.x);
    ck_assert_int_eq(m.at.y, want.at.y);
    ck_assert_int_eq(m.at.rot, want.at.rot);
    const int red0 = g.score[0], blue0 = g.score[1];
    carc_game_play(&g, &m, NULL);
    ck_assert_int_eq(g.score[0] - red0, 8);
    ck_assert_int_eq(g.score[1] - blue0, 0);
}
END_TEST

/*
 * Red puts the volcano PD1 at (0,1): the dragon lands there. Blue extends D's road with U at
 * (1,0), (2,0) (with a follower on the road) and (-1,0). Red puts N at (0,-1) with a knight (as
 * above) and the cloister B at (0,-2) with a monk. Red then holds PD15, a dragon tile with no
 * field side: it cannot touch the volcano (all fields) nor any other field side, so it goes at
 * an end of blue's road, (3,0) or (-2,0), where red may put a follower only on its city or
 * fields. The flight (RULES.md 4.6) starts at the volcano; steps 1, 3, 5 are red's, 2, 4, 6
 * blue's:
 *   - step 1 has one way, onto D; step 2, blue's, from D reaches the knight at (0,-1), which
 *     blue eats; step 3, red's, then has one way, onto the monk's cloister (0,-2): both eaten,
 *     whatever red put on PD15;
 *   - with the fairy next to the monk the knight is still eaten at step 2, and the flight
 *     stops there (the cloister is the fairy's, no other tile is next to (0,-1));
 *   - with the fairy next to the knight, (0,-1) is closed to the dragon: blue's step 2 goes
 *     along the road, and the cloister beyond the knight can no longer be reached.
 * So the fairy next to the knight keeps both figures (and scores the fairy's points), and
 * every level moves it there.
 */
START_TEST(test_fairy_guards_knight)
{
    carc_game g;
    fx_start(&g, "base,princess-dragon", FX_RULES_3RD, 2, "PD1 U N U B U PD15 U U U U U");
    fx_play(&g, "PD1 0 1 0", NULL);
    ck_assert_int_eq(carc_game_dragon_tile(&g), carc_game_tile_at(&g, 0, 1));
    fx_play(&g, "U 1 0 90", NULL);
    fx_play(&g, "N 0 -1 90 E", NULL);
    fx_play(&g, "U 2 0 90 E", NULL);
    fx_play(&g, "B 0 -2 0 C", NULL);
    fx_play(&g, "U -1 0 90", NULL);
    const int knight = figure_at(&g, 0, 0, -1)->id, monk = figure_at(&g, 0, 0, -2)->id;
    const carc_move m = choose(&g, (carc_ai_level)_i);
    ck_assert_int_eq(m.step.type, CARC_ACT_FAIRY);
    ck_assert_int_eq(m.step.figure, knight);
    carc_game_play(&g, &m, NULL);
    ck_assert_int_eq(carc_game_phase(&g), CARC_PHASE_DRAGON);
    finish_flight(&g);
    ck_assert_ptr_nonnull(carc_game_figure_by_id(&g, knight));
    ck_assert_ptr_nonnull(carc_game_figure_by_id(&g, monk));
}
END_TEST

/*
 * The flight in the game itself. Red puts the volcano PD1 at (0,1): the dragon lands there. Blue
 * extends D's road with U at (1,0); red puts N at (0,-1) with a knight (its city joins D's: two
 * tiles, open to the east); blue puts the cloister B at (0,-2) with a monk; red and blue extend
 * the road with U at (2,0) and (-1,0), red then PD15 at (3,0) (its road meets the road from the
 * west), no figure on any of these. PD15 is a dragon tile: the flight (RULES.md 4.6) starts at
 * the volcano, red's step 1 has one way, onto D, and blue's step 2 three:
 *   - north, onto red's knight, which is eaten; red's step 3 then has one way, onto the
 *     cloister (0,-2): blue's monk is eaten too, and the flight ends;
 *   - east or west along the road: nobody is eaten (east, the dragon goes on to (2,0) and PD15,
 *     where it stops; west it stops at (-1,0)).
 * North costs blue more than it costs red: the monk's cloister (two of its nine tiles: 2 points
 * now, 9 when surrounded) against the knight's city (two tiles: 2 points now, 4 when closed).
 * Easy steers one tile ahead by the figures on it and goes north; medium and hard weigh the
 * whole flight and keep both figures on the board.
 */
START_TEST(test_flight_looks_ahead)
{
    carc_game g;
    fx_start(&g, "base,princess-dragon", FX_RULES_3RD, 2, "PD1 U N B U U PD15 U U U U U");
    fx_play(&g, "PD1 0 1 0", NULL);
    fx_play(&g, "U 1 0 90", NULL);
    fx_play(&g, "N 0 -1 90 E", NULL);
    fx_play(&g, "B 0 -2 0 C", NULL);
    fx_play(&g, "U 2 0 90", NULL);
    fx_play(&g, "U -1 0 90", NULL);
    const int knight = figure_at(&g, 0, 0, -1)->id, monk = figure_at(&g, 1, 0, -2)->id;
    fx_play(&g, "PD15 3 0 90", NULL);
    ck_assert_int_eq(carc_game_phase(&g), CARC_PHASE_DRAGON);
    const carc_ai_config cfg = carc_ai_default_config((carc_ai_level)_i, 5);
    carc_action step[2];
    char reason[256];
    for (int s = 0; carc_game_phase(&g) == CARC_PHASE_DRAGON; s++) {
        ck_assert_int_eq(carc_ai_act(&g, &cfg, step, NULL, NULL), 1);
        ck_assert_msg(carc_game_check_action(&g, &step[0], reason, sizeof reason) == CARC_OK,
                      "a dragon step was refused: %s", reason);
        carc_game_apply(&g, &step[0], NULL);
        if (s == 0)
            ck_assert_int_eq(carc_game_dragon_tile(&g), carc_game_tile_at(&g, 0, 0));
    }
    const bool easy = _i == CARC_AI_EASY;
    ck_assert_int_eq(carc_game_figure_by_id(&g, knight) == NULL, easy);
    ck_assert_int_eq(carc_game_figure_by_id(&g, monk) == NULL, easy);
}
END_TEST

static const char *const pd_sets[] = {
    "base,princess-dragon",
    "base,princess-dragon,inns-cathedrals,abbot",
    "base,river,princess-dragon,festival,traders-builders",
};

static carc_game *new_game(const char *sets, int nplayers, uint64_t seed)
{
    carc_game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(g);
    char err[256];
    const carc_rules rules = FX_RULES_3RD;
    ck_assert_int_eq(carc_game_init(g, fx_catalog(sets), &rules, nplayers, seed, err, sizeof err),
                     CARC_OK);
    return g;
}

/* The search's narrowing (ai_moves_narrow) on g's moves, each scored by a fixed scramble of
   its index: every placement keeps each of its moves but the steps that may go anywhere, and
   keeps all of those too exactly when it is one of the best 3 by its other moves' best score;
   any other placement keeps the best scored of them only (the first of equals). Returns how
   many such steps g's moves have, and adds to *dropped how many of them the narrowing left
   out. */
static int narrowed(const carc_game *g, long *dropped)
{
    ai_moves all, kept;
    ck_assert(ai_moves_list(mods_of(g), g, &all));
    ck_assert(ai_moves_list(mods_of(g), g, &kept));
    double *score = malloc((size_t)all.nmoves * sizeof *score);
    double *best = malloc((size_t)all.nchoices * sizeof *best);
    ck_assert(score && best);
    for (int i = 0; i < all.nmoves; i++)
        score[i] = (double)((i * 37) % 101);
    int *lone = malloc((size_t)all.nchoices * sizeof *lone);
    ck_assert_ptr_nonnull(lone);
    int anywhere = 0;
    for (int c = 0; c < all.nchoices; c++) {
        best[c] = -1e300;
        lone[c] = -1;
        for (int i = all.choices[c].first; i < all.choices[c].first + all.choices[c].count; i++) {
            if (!ai_step_anywhere(mods_of(g), &all.moves[i].step)) {
                if (score[i] > best[c])
                    best[c] = score[i];
            } else {
                anywhere++;
                if (lone[c] < 0 || score[i] > score[lone[c]])
                    lone[c] = i;
            }
        }
    }
    ai_moves_narrow(mods_of(g), &kept, score, 3);
    ck_assert_int_eq(kept.nchoices, all.nchoices);
    int with = 0;
    for (int c = 0; c < all.nchoices; c++) {
        /* Placements better than c, or as good and listed before it. */
        int better = 0;
        for (int d = 0; d < all.nchoices; d++)
            better += best[d] > best[c] || (best[d] == best[c] && d < c);
        const ai_choice *a = &all.choices[c], *k = &kept.choices[c];
        int j = k->first;
        int any = 0;
        for (int i = a->first; i < a->first + a->count; i++) {
            if (ai_step_anywhere(mods_of(g), &all.moves[i].step) && better >= 3 && i != lone[c]) {
                (*dropped)++;
                continue;
            }
            ck_assert_int_lt(j, k->first + k->count);
            ck_assert_int_eq(kept.moves[j].step.type, all.moves[i].step.type);
            ck_assert_int_eq(kept.moves[j].step.figure, all.moves[i].step.figure);
            ck_assert(score[j] == (double)((i * 37) % 101));
            any += ai_step_anywhere(mods_of(g), &all.moves[i].step);
            j++;
        }
        ck_assert_int_eq(j, k->first + k->count);
        /* A placement with such steps keeps at least one; more only among the best 3. */
        ck_assert_int_eq(any > 0, lone[c] >= 0);
        with += any > 1;
    }
    ck_assert_int_le(with, 3);
    free(lone);
    free(score);
    free(best);
    ai_moves_free(&all);
    ai_moves_free(&kept);
    return anywhere;
}

/*
 * Hard's greedy turns weigh the fairy, portals and figures taken back only under the best few
 * placements (ai_greedy's wide). Over whole games with the set and others: when the best of all
 * moves is a step of any other kind (a figure on the tile, a princess removal, no figure), the
 * narrowed turn finds the same move, since it weighs every such move in the same order; it
 * weighs fewer moves in all. The search's own narrowing is checked on the same positions
 * (narrowed), some of which have steps that may go anywhere and some such steps left out, so
 * that check is not vacuous.
 */
START_TEST(test_greedy_wide)
{
    carc_game *w = calloc(1, sizeof *w);
    ck_assert_ptr_nonnull(w);
    long all = 0, narrow = 0, anywhere_best = 0, turns = 0, with_anywhere = 0, dropped = 0;
    const ai_eval_params hard = {.stuck = true, .supply = 3.0};
    for (int k = 0; k < 3; k++) {
        carc_game *g = new_game(pd_sets[k], 2, 400u + (uint64_t)k);
        while (!g->over) {
            if (!ready_for_move(g))
                continue;
            const int left = g->deck_len - g->deck_pos - 1;
            carc_ai_stats st = {0};
            carc_move full, some;
            const int n0 = ai_greedy(mods_of(g), g, left, &hard, 0, 1e300, w, &full, &st);
            const int n3 = ai_greedy(mods_of(g), g, left, &hard, 3, 1e300, w, &some, &st);
            ck_assert_int_gt(n0, 0);
            ck_assert_int_le(n3, n0);
            all += n0;
            narrow += n3;
            turns++;
            const int t = full.step.type;
            if (t == CARC_ACT_FAIRY || t == CARC_ACT_RETURN ||
                (t == CARC_ACT_FIGURE && full.step.elsewhere)) {
                anywhere_best++;
            } else {
                ck_assert_int_eq(some.at.x, full.at.x);
                ck_assert_int_eq(some.at.y, full.at.y);
                ck_assert_int_eq(some.at.rot, full.at.rot);
                ck_assert_int_eq(some.step.type, full.step.type);
                ck_assert_int_eq(some.step.figure, full.step.figure);
                ck_assert_int_eq(some.step.feature, full.step.feature);
            }
            with_anywhere += narrowed(g, &dropped) > 0;
            const carc_move m = choose(g, CARC_AI_EASY);
            carc_game_play(g, &m, NULL);
        }
        free(g);
    }
    ck_assert_int_gt(turns, 100);
    ck_assert_int_gt(anywhere_best, 0);
    ck_assert_int_gt(with_anywhere, 0);
    ck_assert_int_gt(dropped, 0);
    ck_assert_int_lt(narrow * 10, all * 8); /* at least a fifth fewer */
    free(w);
}
END_TEST

/*
 * Every candidate move the AI weighs, over whole games by easy with the set and others (two to
 * four players): each passes carc_game_check_move, and the fairy, the princess and the portals
 * are all among them.
 */
START_TEST(test_candidates_legal)
{
    long fairy = 0, princess = 0, portal = 0;
    char reason[256];
    for (int k = 0; k < 6; k++) {
        carc_game *g = new_game(pd_sets[k % 3], 2 + k % 3, 300u + (uint64_t)k);
        while (!g->over) {
            if (!ready_for_move(g))
                continue;
            ai_moves mv;
            ck_assert(ai_moves_list(mods_of(g), g, &mv));
            for (int i = 0; i < mv.nmoves; i++) {
                const carc_move *m = &mv.moves[i];
                ck_assert_msg(carc_game_check_move(g, m, reason, sizeof reason) == CARC_OK,
                              "candidate %d (step %d) refused: %s", i, m->step.type, reason);
                fairy += m->step.type == CARC_ACT_FAIRY;
                princess += m->step.type == CARC_ACT_PRINCESS;
                portal += m->step.type == CARC_ACT_FIGURE && m->step.elsewhere;
            }
            ai_moves_free(&mv);
            const carc_move m = choose(g, CARC_AI_EASY);
            carc_game_play(g, &m, NULL);
        }
        free(g);
    }
    ck_assert_int_gt(fairy, 0);
    ck_assert_int_gt(princess, 0);
    ck_assert_int_gt(portal, 0);
}
END_TEST

/* Whole games with the set, 2 to 6 players: every level at the table, every move and step
   checked. */
START_TEST(test_whole_games)
{
    const carc_ai_level mix[] = {CARC_AI_EASY, CARC_AI_MEDIUM, CARC_AI_HARD};
    const int nplayers = 2 + _i % (fx_catalog(pd_sets[_i % 3])->max_players - 1);
    carc_game *g = new_game(pd_sets[_i % 3], nplayers, 700u + (uint64_t)_i);
    char reason[256];
    for (int t = 0; !g->over; t++) {
        if (!ready_for_move(g))
            continue;
        carc_ai_config cfg =
            carc_ai_default_config(mix[(g->current + _i) % 3], (uint64_t)(_i * 1000 + t));
        cfg.think = 0.02;
        carc_move m;
        ck_assert_int_eq(carc_ai_choose(g, &cfg, &m, NULL, NULL), CARC_OK);
        ck_assert_msg(carc_game_check_move(g, &m, reason, sizeof reason) == CARC_OK,
                      "%s returned an illegal move: %s", carc_ai_level_name(cfg.level), reason);
        carc_game_play(g, &m, NULL);
    }
    free(g);
}
END_TEST

/*
 * The playouts' turns with the set (playout.c), over whole games played by them alone, two to
 * four players: a player whose figure the fairy is not next to takes it nine times in ten when
 * they can; a figure goes only on the placed tile, never through a portal, and the princess
 * sends nobody home; every dragon step is the one carc_ai_dragon_step chooses for its player.
 */
START_TEST(test_playout_turns)
{
    carc_action acts[AI_PLAYOUT_ACTIONS];
    long could_take = 0, took = 0, placed = 0, steps = 0;
    for (int k = 0; k < 12; k++) {
        carc_game *g = new_game("base,princess-dragon", 2 + k % 3, 900u + (uint64_t)k);
        carc_rng rng;
        carc_rng_seed(&rng, 40u + (uint64_t)k);
        while (!g->over) {
            const int phase = carc_game_phase(g);
            const carc_figure *ff = carc_game_figure_by_id(g, carc_game_fairy_figure(g));
            const bool others = ff == NULL || ff->player != carc_game_actor(g);
            bool can_take = false;
            carc_action want = {.type = CARC_ACT_PASS};
            if (phase == CARC_PHASE_FIGURE) {
                const int n = carc_game_legal_actions(g, acts, AI_PLAYOUT_ACTIONS);
                for (int i = 0; i < n && i < AI_PLAYOUT_ACTIONS; i++)
                    can_take = can_take || acts[i].type == CARC_ACT_FAIRY;
            } else if (phase == CARC_PHASE_DRAGON) {
                ck_assert_int_eq(carc_ai_dragon_step(g, &want), CARC_OK);
            }
            const carc_action a = ai_playout_step(mods_of(g), g, &rng, 30, acts);
            if (phase == CARC_PHASE_FIGURE) {
                if (others && can_take) {
                    could_take++;
                    took += a.type == CARC_ACT_FAIRY;
                }
                ck_assert_int_ne(a.type, CARC_ACT_PRINCESS);
                ck_assert(a.type != CARC_ACT_FIGURE || !a.elsewhere);
                placed += a.type == CARC_ACT_FIGURE;
            } else if (phase == CARC_PHASE_DRAGON) {
                ck_assert_int_eq(a.type, CARC_ACT_DRAGON);
                ck_assert_int_eq(a.feature, want.feature);
                steps++;
            }
        }
        free(g);
    }
    /* Nine in ten: over some nine hundred chances, well inside 85% .. 95%. */
    ck_assert_int_gt(could_take, 500);
    ck_assert_int_gt(took * 100, could_take * 85);
    ck_assert_int_lt(took * 100, could_take * 95);
    ck_assert_int_gt(placed, 0);
    ck_assert_int_gt(steps, 0);
}
END_TEST

/* Without the set the playouts' turns are the core's random turns, draw for draw. */
START_TEST(test_playout_base)
{
    carc_action acts[AI_PLAYOUT_ACTIONS];
    for (int k = 0; k < 3; k++) {
        static const char *const sets[] = {"base", "base,abbot,festival", "base,traders-builders"};
        carc_game *a = new_game(sets[k], 3, 50u + (uint64_t)k);
        carc_game *b = new_game(sets[k], 3, 50u + (uint64_t)k);
        carc_rng ra, rb;
        carc_rng_seed(&ra, 7);
        carc_rng_seed(&rb, 7);
        ai_playout_finish(mods_of(a), a, &ra, 30, acts);
        carc_game_random_finish(b, &rb, 30);
        ck_assert(a->over && b->over);
        ck_assert_int_eq(a->ntiles, b->ntiles);
        for (int p = 0; p < 3; p++)
            ck_assert_int_eq(a->score[p], b->score[p]);
        ck_assert_uint_eq(carc_rng_next(&ra), carc_rng_next(&rb));
        free(a);
        free(b);
    }
}
END_TEST

static Suite *ai_dragon_suite(void)
{
    Suite *s = suite_create("ai-dragon");
    TCase *tc = tcase_create("ai-dragon");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, test_princess_wins_city, 0, CARC_AI_LEVELS);
    tcase_add_loop_test(tc, test_fairy_guards_knight, 0, CARC_AI_LEVELS);
    tcase_add_loop_test(tc, test_flight_looks_ahead, 0, CARC_AI_LEVELS);
    tcase_add_test(tc, test_candidates_legal);
    tcase_add_test(tc, test_greedy_wide);
    tcase_add_loop_test(tc, test_whole_games, 0, 9);
    tcase_add_test(tc, test_playout_turns);
    tcase_add_test(tc, test_playout_base);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(ai_dragon_suite());
    srunner_run_all(sr, CK_NORMAL);
    const int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
