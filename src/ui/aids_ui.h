/*
 * aids_ui.h: the window's help to read the board (issue 15), drawn over the game screen: a card
 * explaining the feature under the pointer (E toggles, or hold Alt), the projected final score
 * beside each score, the fit counts of the open cells (C toggles), why the tile in hand cannot
 * go on a cell, and a hint from the computer player (I). Every figure comes from the core's
 * queries (src/core/aids.h) and the computer player; nothing here recomputes a rule. The
 * answers are kept until the board changes (once a turn).
 */
#ifndef CARC_UI_AIDS_H
#define CARC_UI_AIDS_H

#include <stdbool.h>

#include "app.h"

/* Whether the aids are on for the game being played (the setup option and the menu toggle). */
bool aids_on(const ui_app *a);
void aids_set(ui_app *a, bool on);

/* A key or pointer event of the game screen for the aids; true when they took it. */
bool aids_event(ui_app *a, const SDL_Event *e);

/* Polls the hint's search; true while it runs (the main loop keeps turning). */
bool aids_update(ui_app *a);

/* Over the board (outlines, fit counts, the hint's tile) and over the panel (projected scores,
   cards), after the game screen drew both. */
void aids_draw(ui_app *a);

/* The projected final score of player i for the panel's row (draw_players lays it out with the
   name, the level and the score); false when the aids are off or the game is over. */
bool aids_projected(ui_app *a, int player, int *score);

/* The tiles-left list: whether a tile of type fits the empty cell next to the board that the
   pointer was last on, and which cell that was; false when there was none or the aids are off
   (with type -1: true when there was one). */
bool aids_fits_hovered(const ui_app *a, int type, int *x, int *y);

/* A game begins (new, loaded, or reloaded by undo and redo): the aids are on as its record says
   when it says, else as the setup chose. */
void aids_begin(ui_app *a);

/* Forgets everything kept about the game (a new game, a game loaded, undo) and stops a hint's
   search. */
void aids_reset(ui_app *a);

/* For the window's tests (script.c): the text of the card shown now ("" when none), whether the
   fit counts are shown, and the hint (waits for its search): false when there is none. */
const char *aids_card_text(const ui_app *a);
bool aids_fits_shown(const ui_app *a);
bool aids_hint_move(ui_app *a, carc_move *m, const char **sentence);

#endif
