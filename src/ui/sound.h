/*
 * sound.h: the window's few short sounds: a tile put down, a figure put down, points scored,
 * the end of the game. They are WAV files of assets/sounds, drawn by the project's own tool
 * (tools/sounds, tools/gen-sounds.sh), and play through SDL's audio queue, each new one in
 * place of what is left of the last. With no audio device, or a file missing, the game is
 * silent (for that sound) and otherwise the same; the settings (ui_app.cfg.sound) turn them off.
 */
#ifndef CARC_UI_SOUND_H
#define CARC_UI_SOUND_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "game.h"

/* In the order of the files of tools/sounds/synth.h. */
enum ui_sound_id { SND_PLACE, SND_FOLLOWER, SND_SCORE, SND_END, SND_COUNT };

typedef struct ui_sounds {
    SDL_AudioDeviceID dev; /* 0: no audio */
    uint8_t *pcm[SND_COUNT]; /* in the device's format; NULL: that sound is silent */
    uint32_t bytes[SND_COUNT];
} ui_sounds;

/* The one sound a turn's events make, the most telling of them: points scored (not the final
   scoring's, which sounds a feature at a time) over a figure put down, a figure over the
   knock of the tile; -1 for none (a discard). */
int ui_sound_for_turn(const carc_events *ev);

/* Opens the audio device and reads the sounds from ASSETS/sounds; false (and silence) when
   there is no audio device, or no sound could be read. */
bool ui_sounds_open(ui_sounds *s, const char *assets);
/* Plays sound id, cutting short the one playing. */
void ui_sounds_play(ui_sounds *s, int id);
void ui_sounds_close(ui_sounds *s);

#endif
