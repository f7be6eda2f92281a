/*
 * common.h: helpers shared by the saves and session suites: random records of every tile set
 * and rule option, random legal moves, and a comparison of two games that looks only at the
 * state that means something (a carc_game leaves unused space uncleared, see game.h).
 */
#ifndef CARC_TEST_SAVES_COMMON_H
#define CARC_TEST_SAVES_COMMON_H

#include <check.h>
#include <stdbool.h>

#include "../read_file.h"
#include "game.h"
#include "history.h"
#include "module.h"
#include "record.h"

/* One combination of tile sets and rules; test_configs lists every one the suites play. */
typedef struct test_config {
    unsigned sets; /* the expansions (module.h's carc_sets_names): the River, Inns & Cathedrals */
    carc_farm_scoring farms;
    bool small_city;
    int nplayers;
} test_config;

/* Every combination of sets, farm edition and small-city rule, with 2 to 5 (or 6) players
   spread over them; returns how many were written (at most max). */
int test_configs(test_config *out, int max);

/* A record with no turns for a config and seed: player names with quotes, backslashes and
   UTF-8 so that escaping is exercised, a computer player on one seat. */
void test_record_new(carc_record *rec, const test_config *c, uint64_t seed);

/* Chooses a random legal move for the tile in hand (a follower about half the time, the large
   one now and then); false when the tile fits nowhere. */
bool test_random_move(const carc_game *g, carc_rng *rng, carc_move *m);

/* One random turn through the session (a move, or a discard when nothing fits, and a dragon's
   flight when the tile starts one). */
void test_history_step(carc_history *h, carc_rng *rng);
/* The steps of a dragon's flight under way, each a random legal step, until it is over. */
void test_history_fly(carc_history *h, carc_rng *rng);

/* Whether two games hold the same state (scores, followers, deck, board, features, turn); the
   catalog pointer and the generator that shuffled the deck are not compared, so that games of
   two sessions compare too. */
bool test_game_equal(const carc_game *a, const carc_game *b);

/* A temporary directory made for the test (mkdtemp under TMPDIR or /tmp); the caller frees
   nothing; test_rmtree removes it and everything in it. */
void test_tmpdir(char *out, size_t len);
void test_rmtree(const char *dir);

/* test_read_file: the whole contents of a file (../read_file.h). */

/* Suites. */
Suite *suite_roundtrip(void);
Suite *suite_history(void);
Suite *suite_flight(void);
Suite *suite_kill(void);
Suite *suite_corpus(void);
Suite *suite_folder(void);
Suite *suite_scenarios(void);
Suite *suite_puzzles(void);
Suite *suite_midend(void);

#endif
