/*
 * sound.h: the window's few short sounds, made by the program itself (no sound files): a tile
 * put down, points scored, the end of the game. They play through SDL's audio queue, each new
 * one in place of what is left of the last; with no audio device the game is silent, and the
 * settings (ui_app.cfg.sound) turn them off.
 */
#ifndef CARC_UI_SOUND_H
#define CARC_UI_SOUND_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

enum ui_sound_id { SND_PLACE, SND_SCORE, SND_END, SND_COUNT };

typedef struct ui_sounds {
    SDL_AudioDeviceID dev; /* 0: no audio */
    int16_t *pcm[SND_COUNT];
    uint32_t bytes[SND_COUNT];
} ui_sounds;

/* Opens the audio device and makes the sounds; false (and silence) when there is no audio. */
bool ui_sounds_open(ui_sounds *s);
/* Plays sound id, cutting short the one playing. */
void ui_sounds_play(ui_sounds *s, int id);
void ui_sounds_close(ui_sounds *s);

/* For tests: the samples of sound id at rate samples a second, malloc'ed (the caller frees
   them), their count in *n. */
int16_t *ui_sound_make(int id, int rate, uint32_t *n);

#endif
