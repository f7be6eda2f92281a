/*
 * test_flight.c: a session built up from actions, with the Princess & the Dragon's flights in
 * it (issue 19).
 *
 * Random games of the base game with the Princess & the Dragon (2 to 4 players), every
 * decision a random legal action applied through carc_history_apply. A turn enters the record
 * only when it is complete; the dragon's step i of a flight is the decision of the player at
 * seat (active + i) mod n (RULES.md 4.6, "Flight"). In the middle of a flight: undo takes back
 * the partial turn alone (the game as it was before the turn, the record as it was), the same
 * actions again give the same game, and the record saved then and opened again holds the
 * complete turns only, so it opens to the game before the turn. A complete flight's turn
 * lists its steps, undo and redo walk over it as one turn, and the whole record opens again to
 * the final game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "mod_dragon.h"

#define MAX_ACTS 512

static void record_new(carc_record *rec, int nplayers, uint64_t seed)
{
    memset(rec, 0, sizeof *rec);
    snprintf(rec->tilesets[rec->ntilesets++], CARC_NAME_LEN, "base");
    snprintf(rec->tilesets[rec->ntilesets++], CARC_NAME_LEN, "princess-dragon");
    rec->rules.farms = CARC_FARMS_3RD;
    rec->nplayers = nplayers;
    for (int i = 0; i < nplayers; i++) {
        snprintf(rec->players[i].name, sizeof rec->players[i].name, "P%d", i + 1);
        rec->players[i].color = (carc_color)i;
    }
    rec->has_seed = true;
    rec->seed = seed;
}

/* A random legal action of the current phase. */
static carc_action random_action(const carc_game *g, carc_rng *rng)
{
    static carc_action acts[MAX_ACTS];
    int n = carc_game_legal_actions(g, acts, MAX_ACTS);
    ck_assert_int_gt(n, 0);
    if (n > MAX_ACTS)
        n = MAX_ACTS;
    return acts[carc_rng_below(rng, (uint32_t)n)];
}

/* The record written out and read back, as a save and its reopening would. */
static carc_history *reopen(const carc_history *h, const char *name)
{
    static carc_record rec, back;
    carc_history_record(h, &rec);
    char *text = carc_record_write(&rec);
    ck_assert_ptr_nonnull(text);
    char err[512];
    ck_assert_msg(carc_record_parse(text, strlen(text), name, &back, err, sizeof err) == 0, "%s",
                  err);
    free(text);
    carc_history *again = carc_history_open(&back, name, NULL, err, sizeof err);
    ck_assert_msg(again != NULL, "%s", err);
    return again;
}

typedef struct flight_world {
    carc_record rec;
    carc_game before, mid, after;
    carc_action turn[16]; /* the actions of the turn under way */
} flight_world;

START_TEST(flights_undo_redo_save)
{
    flight_world *w = calloc(1, sizeof *w);
    ck_assert_ptr_nonnull(w);
    const int nplayers = 2 + _i % 3;
    record_new(&w->rec, nplayers, 1900u + (uint64_t)_i);
    char err[512];
    carc_history *h = carc_history_open(&w->rec, "flight.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 77u + (uint64_t)_i);
    int flights = 0, alternating = 0;
    while (!h->game.over) {
        const int k = h->cursor;
        const int active = h->game.current;
        carc_game_copy(&w->before, &h->game);
        ck_assert(!carc_history_in_turn(h));
        int nacts = 0, steps = 0;
        bool undone = false;
        do {
            const carc_action a = random_action(&h->game, &rng);
            if (a.type == CARC_ACT_DRAGON) {
                /* RULES.md 4.6: step i by the player at seat (active + i) mod n. */
                ck_assert_int_eq(carc_game_actor(&h->game), (active + steps) % nplayers);
                steps++;
            }
            ck_assert_int_lt(nacts, 16);
            w->turn[nacts++] = a;
            ck_assert_msg(carc_history_apply(h, &a, NULL, err, sizeof err) == 0, "%s", err);
            if (carc_game_phase(&h->game) != CARC_PHASE_DRAGON || steps != 1 || undone)
                continue;
            /* One step into a flight: nothing of the turn is recorded yet. */
            undone = true;
            ck_assert(carc_history_in_turn(h));
            ck_assert_int_eq(h->cursor, k);
            ck_assert_int_eq(h->rec.nturns, k);
            ck_assert(!carc_history_can_redo(h));
            carc_game_copy(&w->mid, &h->game);
            /* A save now keeps the complete turns: it opens to the game before this turn. */
            carc_history *saved = reopen(h, "mid-flight.json");
            ck_assert_int_eq(saved->cursor, k);
            ck_assert(test_game_equal(&saved->game, &w->before));
            carc_history_free(saved);
            /* Undo takes back the partial turn alone. */
            ck_assert(carc_history_can_undo(h));
            ck_assert_int_eq(carc_history_undo(h, NULL), 0);
            ck_assert(!carc_history_in_turn(h));
            ck_assert_int_eq(h->cursor, k);
            ck_assert(test_game_equal(&h->game, &w->before));
            /* The same actions again lead to the same place. */
            for (int i = 0; i < nacts; i++)
                ck_assert_msg(carc_history_apply(h, &w->turn[i], NULL, err, sizeof err) == 0, "%s",
                              err);
            ck_assert(test_game_equal(&h->game, &w->mid));
        } while (carc_history_in_turn(h));
        ck_assert_int_eq(h->cursor, k + 1);
        ck_assert_int_eq(h->rec.nturns, k + 1);
        ck_assert_int_eq(h->mover[k], active);
        const carc_record_turn *t = &h->rec.turns[k];
        if (steps > 0) {
            flights++;
            alternating += steps > 1;
            carc_action flight[8];
            ck_assert_int_eq(carc_record_turn_phase(t, flight, 8), steps);
            for (int i = 0, s = 0; i < nacts; i++)
                if (w->turn[i].type == CARC_ACT_DRAGON) {
                    ck_assert_int_eq(flight[s].type, CARC_ACT_DRAGON);
                    ck_assert_int_eq(flight[s++].feature, w->turn[i].feature);
                }
            /* Undo and redo walk over the whole flight at once. */
            carc_game_copy(&w->after, &h->game);
            ck_assert_int_eq(carc_history_undo(h, NULL), 0);
            ck_assert(test_game_equal(&h->game, &w->before));
            ck_assert_int_eq(carc_history_redo(h, NULL), 0);
            ck_assert(test_game_equal(&h->game, &w->after));
        }
    }
    /* Seeds chosen so that every game has flights of more than one step, hence more than one
       player choosing. */
    ck_assert_int_gt(flights, 0);
    ck_assert_int_gt(alternating, 0);
    carc_history *again = reopen(h, "end.json");
    ck_assert_int_eq(again->cursor, h->cursor);
    ck_assert(test_game_equal(&again->game, &h->game));
    carc_history_free(again);
    carc_history_free(h);
    free(w);
}
END_TEST

/* A move through carc_history_play on a dragon tile leaves the flight under way: the steps
   follow as actions, and the turn is recorded after the last. */
START_TEST(play_then_fly)
{
    static carc_record rec;
    record_new(&rec, 3, 4242);
    char err[512];
    carc_history *h = carc_history_open(&rec, "play.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, 5);
    int flights = 0;
    while (!h->game.over) {
        const int k = h->cursor;
        carc_move m;
        if (!test_random_move(&h->game, &rng, &m)) {
            /* Nothing fits: the core lists the discard as the only action. */
            carc_action only[2];
            ck_assert_int_eq(carc_game_legal_actions(&h->game, only, 2), 1);
            ck_assert_int_eq(only[0].type, CARC_ACT_DISCARD);
            ck_assert_int_eq(carc_history_apply(h, &only[0], NULL, err, sizeof err), 0);
            continue;
        }
        ck_assert_msg(carc_history_play(h, &m, NULL, err, sizeof err) == 0, "%s", err);
        if (carc_game_phase(&h->game) == CARC_PHASE_DRAGON) {
            flights++;
            ck_assert_int_eq(h->cursor, k);
            test_history_fly(h, &rng);
        }
        ck_assert_int_eq(h->cursor, k + 1);
    }
    ck_assert_int_gt(flights, 0);
    carc_history_free(h);
}
END_TEST

Suite *suite_flight(void)
{
    Suite *s = suite_create("flight");
    TCase *tc = tcase_create("flight");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, flights_undo_redo_save, 0, 6);
    tcase_add_test(tc, play_then_fly);
    suite_add_tcase(s, tc);
    return s;
}
