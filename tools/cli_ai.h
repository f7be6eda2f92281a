/*
 * cli_ai.h: the computer players in carcassonne-cli: the `tournament` command and the seats
 * of `simulate --ai`. Kept apart from carcassonne-cli.c so that the AI's part of the tool has
 * one owner.
 */
#ifndef CARC_CLI_AI_H
#define CARC_CLI_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"

/* A seat: 0 plays random turns (simulate's own players), 1 + carc_ai_level a computer level. */
#define CLI_AI_RANDOM 0

/* Parses "easy,hard" (one entry per seat from the first; "random" keeps simulate's random
   player) into seats[]; seats not listed stay random. Returns 0, or -1 for a bad list. */
int cli_ai_parse_seats(const char *list, uint8_t seats[CARC_MAX_PLAYERS]);

/* The name of a seat for game records: "random" or the level's name. */
const char *cli_ai_seat_name(uint8_t seat);

/* carcassonne-cli tournament OPTIONS (see cli_ai.c); returns the exit status. */
int cli_ai_tournament(int argc, char **argv);

/* The usage lines of the commands above, for carcassonne-cli help. */
const char *cli_ai_usage(void);

#endif
