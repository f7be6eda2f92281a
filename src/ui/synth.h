/*
 * synth.h: synthetic input. --autoplay and --events scripts drive the game through SDL's own
 * event queue, exactly as a person's keys and mouse would, so what they test is the real input
 * path. Positions are in pixels; SDL reports the pointer in window points, hence the ratio.
 */
#ifndef CARC_UI_SYNTH_H
#define CARC_UI_SYNTH_H

#include <SDL.h>

#include "app.h"

/* A key pressed and released, with modifiers (KMOD_NONE, KMOD_LCTRL...). */
void synth_key(SDL_Keycode key, Uint16 mod);

/* The pointer moved to pixel (x, y). */
void synth_motion(const ui_app *a, double x, double y);

/* A button pressed and released at pixel (x, y). */
void synth_click(const ui_app *a, double x, double y, Uint8 button);

/* The left button pressed at pixel (x0, y0), the pointer moved in steps to (x1, y1) and the
   button released there. */
void synth_drag(const ui_app *a, double x0, double y0, double x1, double y1);

#endif
