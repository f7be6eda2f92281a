/*
 * lesson.h: the guided first game (issue 26): you against Luis, a patient computer player, with
 * the Spanish starter guide's rules (the base game, no farmers) and a prepared deck
 * (assets/lessons/first-game.json, a game record of the whole lesson), so that each lesson
 * comes in order: matching sides, a follower on a road, a road Luis closes that still scores for
 * you, a city and its pennant, a cloister and its eight neighbours, two cities joined into a
 * shared majority (the guide's example round), and the final scoring of what is left open.
 *
 * It is a game like any other, through the midend: Luis's seat is a script of his turns in the
 * lesson (carc_seat_scripts_from), yours a person's. A coach says one short thing at a time in a
 * box over the board, rings the cell where it happens and waits for you; a tile put elsewhere is
 * refused with a word (a turn confirmed there is taken back). "Leave the lesson" hides the coach
 * and gives Luis's seat to the easy computer player, and the game goes on freely.
 */
#ifndef CARC_UI_LESSON_H
#define CARC_UI_LESSON_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"

/* The lessons: the guided first game, then farmers (assets/lessons/farmers.json: a farmer on a
   field, fields bounded by roads and cities, a field shared, and the farms' final scoring under
   the setup's edition, the 3rd when it has none). */
enum { LESSON_FIRST_GAME, LESSON_FARMERS, LESSONS };

/* Starts a lesson (from the setup screen, or the next from the end of the first); false with a
   notice when its file cannot be opened. */
bool lesson_start(ui_app *a, int which);
/* Whether the coach is on (the lesson's game on screen, not left). */
bool lesson_active(const ui_app *a);
/* The coach's box: true when the event was its (its button). */
bool lesson_event(ui_app *a, const SDL_Event *e);
/* Follows the game: takes back a turn confirmed off the lesson's cell; forgets a lesson whose
   game was left. */
void lesson_update(ui_app *a);
void lesson_draw(ui_app *a);
void lesson_free(ui_app *a);

/* For the results at the end of a lesson's game (screen_end.c), which show the coach's last
   words and the way on beside the table: those words, or NULL when no lesson's game is over on
   screen; *title: the lesson's; *next: the next lesson's button, NULL after the last. */
const char *lesson_end_words(const ui_app *a, const char **title, const char **next);
/* Starts the lesson after the one whose game is over on screen (its button). */
void lesson_next(ui_app *a);

#endif
