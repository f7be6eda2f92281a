/*
 * synth.c: synthetic key and mouse events pushed on SDL's queue (see synth.h).
 */
#include "synth.h"

#include <string.h>

void synth_key(SDL_Keycode key, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

void synth_motion(const ui_app *a, double x, double y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)(x / a->ratio);
    e.motion.y = (int)(y / a->ratio);
    SDL_PushEvent(&e);
}

static void push_button(const ui_app *a, double x, double y, Uint8 button, bool down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.button = button;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = (int)(x / a->ratio);
    e.button.y = (int)(y / a->ratio);
    SDL_PushEvent(&e);
}

void synth_click(const ui_app *a, double x, double y, Uint8 button)
{
    push_button(a, x, y, button, true);
    push_button(a, x, y, button, false);
}

void synth_drag(const ui_app *a, double x0, double y0, double x1, double y1)
{
    enum { STEPS = 8 };
    push_button(a, x0, y0, SDL_BUTTON_LEFT, true);
    for (int i = 1; i <= STEPS; i++)
        synth_motion(a, x0 + (x1 - x0) * i / STEPS, y0 + (y1 - y0) * i / STEPS);
    push_button(a, x1, y1, SDL_BUTTON_LEFT, false);
}
