/*
 * puzzle_ui.h: a puzzle that answers back, in the window (issue 26). A game opened from a record
 * with a "puzzle" key (../data/puzzle.h) shows its goal in a box over the board for as long as it
 * is played. A question on the final scoring is answered in the box (each player's points, with
 * the mouse or typed); the best turn or the figure to take back by playing the turn. Then the box
 * says whether the answer is right, gives the right one and explains it with the score lines of
 * its scoring; "Try again" takes a played turn back.
 */
#ifndef CARC_UI_PUZZLE_H
#define CARC_UI_PUZZLE_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"

/* The game just opened from path: a puzzle when the file says so (else nothing changes). */
void puzzle_begin(ui_app *a, const char *path);
/* Whether a puzzle is on screen (its box drawn over the game). */
bool puzzle_active(const ui_app *a);
/* The box's input on the game screen: true when the event was the puzzle's. */
bool puzzle_event(ui_app *a, const SDL_Event *e);
/* Judges a turn played since the puzzle began (once); forgets a puzzle whose game was left. */
void puzzle_update(ui_app *a);
void puzzle_draw(ui_app *a);
/* Whether the panel keeps the projected scores (the aids) to itself: they would give away the
   answer of a question on the final scoring not yet answered. */
bool puzzle_hides_projection(const ui_app *a);
void puzzle_free(ui_app *a);

/* The translated title of a shipped puzzle (by file name without .json) and its question in a
   line (for the open dialog's list), or NULL for another file. */
const char *puzzle_title(const char *name);
const char *puzzle_about(const char *name);
/* Where a puzzle comes in the open dialog's list: a shipped one by its place among them (easiest
   first), any other after them. */
int puzzle_rank(const char *name);

#endif
