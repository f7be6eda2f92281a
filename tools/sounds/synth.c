/*
 * synth.c: the sounds of synth.h as sums of notes: a low knock for a tile, a light double tap
 * for a figure, two rising notes for points, three for the end of the game. Each note starts
 * in 4 ms and decays to silence at its end, so no sound clicks at either end. The gains keep
 * the sounds quiet beside other programs'.
 */
#include "synth.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *const carc_sound_files[CARC_SOUND_COUNT] = {"place.wav", "follower.wav",
                                                        "score.wav", "end.wav"};

/* A note: its pitch, when it starts and how long it rings (seconds). */
typedef struct note {
    double hz, at, len;
} note;

static const note knock[] = {{150, 0, .09}, {310, 0, .03}};
static const note tap[] = {{880, 0, .04}, {1320, 0, .02}, {990, .06, .06}};
static const note chime[] = {{660, 0, .16}, {990, .09, .24}};
static const note fanfare[] = {{523, 0, .2}, {659, .14, .2}, {784, .28, .5}};

static const struct {
    const note *n;
    int count;
    double gain;
} sounds[CARC_SOUND_COUNT] = {{knock, 2, .35}, {tap, 3, .18}, {chime, 2, .22}, {fanfare, 3, .22}};

int16_t *carc_sound_make(int id, uint32_t *n)
{
    *n = 0;
    if (id < 0 || id >= CARC_SOUND_COUNT)
        return NULL;
    double end = 0;
    for (int k = 0; k < sounds[id].count; k++)
        end = fmax(end, sounds[id].n[k].at + sounds[id].n[k].len);
    uint32_t len = (uint32_t)(end * CARC_SOUND_RATE) + 1;
    int16_t *pcm = calloc(len, sizeof *pcm);
    if (!pcm)
        return NULL;
    static const double pi = 3.14159265358979323846;
    for (uint32_t i = 0; i < len; i++) {
        double t = (double)i / CARC_SOUND_RATE, v = 0;
        for (int k = 0; k < sounds[id].count; k++) {
            const note *o = &sounds[id].n[k];
            double u = t - o->at;
            if (u < 0 || u > o->len)
                continue;
            double env = fmin(1, u / .004) * exp(-4 * u / o->len) * (1 - u / o->len);
            v += sin(2 * pi * o->hz * u) * env;
        }
        v *= sounds[id].gain;
        pcm[i] = (int16_t)lround(fmax(-1, fmin(1, v)) * 32767);
    }
    *n = len;
    return pcm;
}

static uint8_t *put32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        *p++ = (uint8_t)(v >> (8 * k));
    return p;
}

static uint8_t *put16(uint8_t *p, uint16_t v)
{
    *p++ = (uint8_t)v;
    *p++ = (uint8_t)(v >> 8);
    return p;
}

uint8_t *carc_sound_wav(int id, size_t *len)
{
    *len = 0;
    uint32_t n;
    int16_t *pcm = carc_sound_make(id, &n);
    if (!pcm)
        return NULL;
    const uint32_t data = n * 2;
    uint8_t *wav = malloc(44 + (size_t)data);
    if (wav) {
        /* The canonical 44-byte header: RIFF, a 16-byte fmt chunk (PCM), the data chunk. */
        uint8_t *p = wav;
        memcpy(p, "RIFF", 4);
        p = put32(p + 4, 36 + data);
        memcpy(p, "WAVEfmt ", 8);
        p = put32(p + 8, 16);
        p = put16(p, 1); /* PCM */
        p = put16(p, 1); /* mono */
        p = put32(p, CARC_SOUND_RATE);
        p = put32(p, CARC_SOUND_RATE * 2); /* bytes a second */
        p = put16(p, 2);                   /* bytes a frame */
        p = put16(p, 16);                  /* bits a sample */
        memcpy(p, "data", 4);
        p = put32(p + 4, data);
        for (uint32_t i = 0; i < n; i++)
            p = put16(p, (uint16_t)pcm[i]);
        *len = 44 + (size_t)data;
    }
    free(pcm);
    return wav;
}
