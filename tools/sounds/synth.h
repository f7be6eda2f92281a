/*
 * synth.h: the window's short sounds, drawn as decaying sine tones by carc-sounds (the sound
 * counterpart of carc-tileart). Its WAV files are committed under assets/sounds/, so players
 * never run it; tests/sounds checks that it still writes exactly those files.
 */
#ifndef CARC_SOUNDS_SYNTH_H
#define CARC_SOUNDS_SYNTH_H

#include <stddef.h>
#include <stdint.h>

/* The sounds, in the order of their files' names: a tile put down, a figure put down, a
   feature scored, the end of the game. */
enum { CARC_SOUND_COUNT = 4 };
extern const char *const carc_sound_files[CARC_SOUND_COUNT]; /* "place.wav"... */

/* The sample rate of the files: mono, 16-bit. */
#define CARC_SOUND_RATE 22050

/* The samples of sound id, malloc'ed (the caller frees them), their count in *n; NULL when id
   is not a sound or memory runs out. */
int16_t *carc_sound_make(int id, uint32_t *n);

/* Sound id as a WAV file (RIFF, PCM, mono, 16-bit little-endian), malloc'ed, its size in
   *len; NULL as carc_sound_make. */
uint8_t *carc_sound_wav(int id, size_t *len);

#endif
