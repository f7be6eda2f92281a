/*
 * sound.c: the window's short sounds (see sound.h), made as decaying sine tones: a low knock
 * for a tile put down, two rising notes for points, three for the end of the game.
 */
#include "sound.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define RATE 22050

/* A note: its pitch, when it starts and how long it rings (seconds). */
typedef struct note {
    double hz, at, len;
} note;

static const note knock[] = {{150, 0, .09}, {310, 0, .03}};
static const note chime[] = {{660, 0, .16}, {990, .09, .24}};
static const note fanfare[] = {{523, 0, .2}, {659, .14, .2}, {784, .28, .5}};

static const struct {
    const note *n;
    int count;
    double gain;
} sounds[SND_COUNT] = {{knock, 2, .35}, {chime, 2, .22}, {fanfare, 3, .22}};

int16_t *ui_sound_make(int id, int rate, uint32_t *n)
{
    *n = 0;
    if (id < 0 || id >= SND_COUNT || rate <= 0)
        return NULL;
    double end = 0;
    for (int k = 0; k < sounds[id].count; k++)
        end = fmax(end, sounds[id].n[k].at + sounds[id].n[k].len);
    uint32_t len = (uint32_t)(end * rate) + 1;
    int16_t *pcm = calloc(len, sizeof *pcm);
    if (!pcm)
        return NULL;
    static const double pi = 3.14159265358979323846;
    for (uint32_t i = 0; i < len; i++) {
        double t = (double)i / rate, v = 0;
        for (int k = 0; k < sounds[id].count; k++) {
            const note *o = &sounds[id].n[k];
            double u = t - o->at;
            if (u < 0 || u > o->len)
                continue;
            /* A 4 ms attack, then a decay that reaches silence at the note's end. */
            double env = fmin(1, u / .004) * exp(-4 * u / o->len) * (1 - u / o->len);
            v += sin(2 * pi * o->hz * u) * env;
        }
        v *= sounds[id].gain;
        pcm[i] = (int16_t)lround(fmax(-1, fmin(1, v)) * 32767);
    }
    *n = len;
    return pcm;
}

bool ui_sounds_open(ui_sounds *s)
{
    memset(s, 0, sizeof *s);
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("sound: %s", SDL_GetError());
        return false;
    }
    SDL_AudioSpec want = {0}, have;
    want.freq = RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512;
    s->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (s->dev == 0) {
        SDL_Log("sound: %s", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    for (int id = 0; id < SND_COUNT; id++) {
        uint32_t n;
        s->pcm[id] = ui_sound_make(id, RATE, &n);
        s->bytes[id] = n * (uint32_t)sizeof(int16_t);
    }
    SDL_PauseAudioDevice(s->dev, 0);
    return true;
}

void ui_sounds_play(ui_sounds *s, int id)
{
    if (s->dev == 0 || id < 0 || id >= SND_COUNT || !s->pcm[id])
        return;
    SDL_ClearQueuedAudio(s->dev);
    if (SDL_QueueAudio(s->dev, s->pcm[id], s->bytes[id]) != 0)
        SDL_Log("sound: %s", SDL_GetError());
}

void ui_sounds_close(ui_sounds *s)
{
    if (s->dev != 0) {
        SDL_CloseAudioDevice(s->dev);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    for (int id = 0; id < SND_COUNT; id++)
        free(s->pcm[id]);
    memset(s, 0, sizeof *s);
}
