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

void synth_click(const ui_app *a, double x, double y, Uint8 button)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = button;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = (int)(x / a->ratio);
    e.button.y = (int)(y / a->ratio);
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}
