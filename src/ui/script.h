/*
 * script.h: input events read from a file and played into the window (--events FILE); the
 * commands are listed in script.c.
 */
#ifndef CARC_UI_SCRIPT_H
#define CARC_UI_SCRIPT_H

#include <stdbool.h>

#include "app.h"

/* Reads the script; false with a message on stderr when the file cannot be read. */
bool script_load(const char *path);

/* Whether commands (or a wait) remain. */
bool script_running(const ui_app *a);

/* Milliseconds until the script's next command (0: at once, -1: none is left): the main loop
   wakes then, though a computer player's pace would let it sleep longer. */
int script_wait_ms(const ui_app *a);

/* Pushes the next command's events; *shot is set to a file name when the command asks for a
   screenshot, *redraw to whether of a frame drawn now ("shot") or of the frame the window
   shows already ("shown"). Returns false when the script is over or has failed. */
bool script_step(ui_app *a, const char **shot, bool *redraw);

/* Whether a line could not be carried out (the script then stops). */
bool script_failed(void);

void script_free(void);

#endif
