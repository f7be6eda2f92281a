/*
 * test_history.c: undo, redo, replay and "play from here" over random games (issue 5).
 *
 * For every configuration of test_configs: at every turn, undo gives back the game as it was
 * before the turn and redo the game after it, with the same events; at the end, undoing every
 * turn walks back through every earlier state to the initial one (equal to a freshly started
 * game), and redoing them all comes back to the end. A move played after an undo drops the
 * turns that waited to be redone.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"

#define MAX_CONFIGS 64

/* The events that matter to a player: what happened, to whom, where, and the points. */
static void assert_events_equal(const carc_events *a, const carc_events *b)
{
    ck_assert_int_eq(a->count, b->count);
    for (int i = 0; i < a->count; i++) {
        const carc_event *x = &a->ev[i], *y = &b->ev[i];
        ck_assert_int_eq(x->type, y->type);
        ck_assert_int_eq(x->player, y->player);
        ck_assert_int_eq(x->tile, y->tile);
        ck_assert_int_eq(x->x, y->x);
        ck_assert_int_eq(x->y, y->y);
        ck_assert_int_eq(x->final, y->final);
        if (x->type == CARC_EV_SCORE) {
            ck_assert_int_eq(x->kind, y->kind);
            ck_assert_int_eq(x->value, y->value);
            ck_assert_int_eq(memcmp(x->points, y->points, sizeof x->points), 0);
        }
    }
}

/* A heap world: one snapshot and one event list per turn. */
typedef struct world {
    carc_game snap[CARC_MAX_TILES + 1]; /* snap[k]: the game after k turns */
    carc_events played[CARC_MAX_TILES]; /* played[k]: the events of turn k */
    carc_events ev;
    carc_game fresh;
    carc_catalog cat;
    carc_record rec;
} world;

START_TEST(undo_redo_every_turn)
{
    world *w = calloc(1, sizeof *w);
    ck_assert_ptr_nonnull(w);
    test_config cfg[MAX_CONFIGS];
    test_configs(cfg, MAX_CONFIGS);
    test_record_new(&w->rec, &cfg[_i], 500u + (uint64_t)_i);
    char err[512];
    carc_history *h = carc_history_open(&w->rec, "undo.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 9u + (uint64_t)_i);
    ck_assert(!carc_history_can_undo(h));
    ck_assert_int_eq(carc_history_undo(h, NULL), -1);
    carc_game_copy(&w->snap[0], &h->game);
    int k = 0;
    while (!h->game.over) {
        carc_move m;
        w->played[k].count = 0;
        if (test_random_move(&h->game, &rng, &m))
            ck_assert_msg(carc_history_play(h, &m, &w->played[k], err, sizeof err) == 0, "%s", err);
        else
            ck_assert_msg(carc_history_apply(h, &(carc_action){.type = CARC_ACT_DISCARD},
                                             &w->played[k], err, sizeof err) == 0,
                          "%s", err);
        k++;
        carc_game_copy(&w->snap[k], &h->game);
        ck_assert_int_eq(h->cursor, k);
        ck_assert(!carc_history_can_redo(h));
        /* Take the turn back and play it again. */
        ck_assert_int_eq(carc_history_undo(h, &w->ev), 0);
        ck_assert_int_eq(h->cursor, k - 1);
        ck_assert(test_game_equal(&h->game, &w->snap[k - 1]));
        ck_assert(carc_history_can_redo(h));
        ck_assert_int_eq(carc_history_redo(h, &w->ev), 0);
        ck_assert(test_game_equal(&h->game, &w->snap[k]));
        assert_events_equal(&w->ev, &w->played[k - 1]);
    }
    int n = k;
    ck_assert_int_eq(h->rec.nturns, n);
    ck_assert_int_eq(carc_history_redo(h, NULL), -1);
    /* Every turn back to the start, through every earlier state. */
    for (k = n - 1; k >= 0; k--) {
        ck_assert_int_eq(carc_history_undo(h, NULL), 0);
        ck_assert(test_game_equal(&h->game, &w->snap[k]));
    }
    ck_assert(!carc_history_can_undo(h));
    ck_assert(test_game_equal(&h->game, &h->start));
    ck_assert_msg(
        carc_record_start(&w->rec, "undo.json", NULL, &w->cat, &w->fresh, err, sizeof err) == 0,
        "%s", err);
    ck_assert(test_game_equal(&h->game, &w->fresh));
    /* ... and forward again to the end, seeking too. */
    for (k = 1; k <= n; k++) {
        ck_assert_int_eq(carc_history_redo(h, &w->ev), 0);
        ck_assert(test_game_equal(&h->game, &w->snap[k]));
        assert_events_equal(&w->ev, &w->played[k - 1]);
    }
    for (int i = 0; i < 20; i++) {
        k = (int)carc_rng_below(&rng, (uint32_t)n + 1);
        ck_assert_int_eq(carc_history_seek(h, k, &w->ev), 0);
        ck_assert(test_game_equal(&h->game, &w->snap[k]));
        if (k > 0)
            assert_events_equal(&w->ev, &w->played[k - 1]);
        else
            ck_assert_int_eq(w->ev.count, 0);
    }
    ck_assert_int_eq(carc_history_seek(h, -1, NULL), -1);
    ck_assert_int_eq(carc_history_seek(h, n + 1, NULL), -1);
    carc_history_free(h);
    free(w);
}
END_TEST

START_TEST(new_move_after_undo_drops_redo)
{
    static carc_record rec, out;
    test_config cfg[MAX_CONFIGS];
    test_configs(cfg, MAX_CONFIGS);
    test_record_new(&rec, &cfg[3], 42);
    char err[512];
    carc_history *h = carc_history_open(&rec, "branch.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 4);
    for (int i = 0; i < 20; i++)
        test_history_step(h, &rng);
    ck_assert_int_eq(carc_history_seek(h, 12, NULL), 0);
    carc_history_record(h, &out);
    ck_assert_int_eq(out.nturns, 12);
    ck_assert_int_eq(h->rec.nturns, 20); /* the redo tail is kept until a new move */
    test_history_step(h, &rng);
    ck_assert_int_eq(h->rec.nturns, 13);
    ck_assert_int_eq(h->cursor, 13);
    ck_assert(!carc_history_can_redo(h));
    /* "Play from here" forgets the tail at once. */
    ck_assert_int_eq(carc_history_seek(h, 5, NULL), 0);
    carc_history_branch(h);
    ck_assert_int_eq(h->rec.nturns, 5);
    ck_assert(!carc_history_can_redo(h));
    ck_assert(carc_history_can_undo(h));
    carc_history_free(h);
}
END_TEST

START_TEST(mover_is_recorded)
{
    static carc_record rec;
    test_config cfg[MAX_CONFIGS];
    test_configs(cfg, MAX_CONFIGS);
    test_record_new(&rec, &cfg[5], 7);
    char err[512];
    carc_history *h = carc_history_open(&rec, "m.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 8);
    for (int i = 0; i < 30; i++) {
        int who = h->game.current;
        test_history_step(h, &rng);
        ck_assert_int_eq(h->mover[i], who);
    }
    /* Reopening the record finds the same players. */
    static carc_record again;
    carc_history_record(h, &again);
    carc_history *h2 = carc_history_open(&again, "m.json", NULL, err, sizeof err);
    ck_assert_msg(h2 != NULL, "%s", err);
    ck_assert_int_eq(memcmp(h->mover, h2->mover, 30), 0);
    carc_history_free(h2);
    carc_history_free(h);
}
END_TEST

Suite *suite_history(void)
{
    Suite *s = suite_create("history");
    TCase *tc = tcase_create("undo-redo");
    tcase_set_timeout(tc, 300);
    test_config cfg[MAX_CONFIGS];
    tcase_add_loop_test(tc, undo_redo_every_turn, 0, test_configs(cfg, MAX_CONFIGS));
    tcase_add_test(tc, new_move_after_undo_drops_redo);
    tcase_add_test(tc, mover_is_recorded);
    suite_add_tcase(s, tc);
    return s;
}
