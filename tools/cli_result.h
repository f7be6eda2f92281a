/*
 * cli_result.h: the result line of `carcassonne-cli replay` (RECORD.md), shared by the commands
 * that print one.
 */
#ifndef CARC_CLI_RESULT_H
#define CARC_CLI_RESULT_H

#include "game.h"

/* Prints g's result after `turns` turns as one JSON line on stdout. */
void cli_print_result(const carc_game *g, int turns);

#endif
