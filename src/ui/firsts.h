/*
 * firsts.h: the aid at a first meeting (issue 26). When a person at this screen meets something
 * new in a game (a thing of a set in play: its module's firsts in module_ui.h), a short note at
 * the board's foot says what it does, with "Read the rules" opening that set's page of the rules
 * reference. Once per thing per game; none with the aids off, and none during a lesson (its
 * coach speaks there).
 */
#ifndef CARC_UI_FIRSTS_H
#define CARC_UI_FIRSTS_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"

/* The note's buttons: true when the event was its. */
bool firsts_event(ui_app *a, const SDL_Event *e);
/* Looks at the turn under way (once a frame) and draws the note over the board. */
void firsts_draw(ui_app *a);

#endif
