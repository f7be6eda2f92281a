/*
 * fixture.h: helpers for the core's Check suites: the shipped tile sets as catalogs, and games
 * built and played from short strings, so that a hand-worked example reads like the rulebook:
 *
 *     fx_start(&g, "base", FX_RULES_3RD, 2, "E U B");
 *     fx_play(&g, "E 0 -1 180 S");    tile, x, y, rotation in degrees, follower position
 *     fx_play(&g, "U 1 0 90 N big");  ... with the large follower
 *
 * The follower position is a board position of the placed tile (RECORD.md's meeple.at). Every
 * helper fails the running test with a clear message instead of returning an error.
 */
#ifndef CARC_TEST_FIXTURE_H
#define CARC_TEST_FIXTURE_H

#include "game.h"

#define FX_RULES_3RD ((carc_rules){CARC_FARMS_3RD, false})

/* The catalog of a comma-separated list of sets, e.g. "base,river"; loaded once per list. */
const carc_catalog *fx_catalog(const char *sets);

/* Starts a game with a deck of space-separated tile ids ("" for an empty deck). */
void fx_start(carc_game *g, const char *sets, carc_rules rules, int nplayers, const char *deck);

/* Parses a turn "ID X Y ROT [POS [big]]" for the tile in hand into a move. */
carc_move fx_move(const carc_game *g, const char *turn);

/* Plays a turn that must be legal; events go to ev when it is not NULL. */
void fx_play(carc_game *g, const char *turn, carc_events *ev);

/* Checks a turn that must be refused and returns the reason (a static buffer). */
const char *fx_refusal(const carc_game *g, const char *turn);

/* The type index of a tile id in the game's catalog. */
int fx_type(const carc_game *g, const char *id);

#endif
