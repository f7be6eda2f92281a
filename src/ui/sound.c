/*
 * sound.c: the window's short sounds (see sound.h), read with SDL_LoadWAV and converted once
 * to the format the device was opened with, so that playing one is a single queue call.
 */
#include "sound.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const files[SND_COUNT] = {"place.wav", "follower.wav", "score.wav",
                                             "end.wav"};

/* Sound id from ASSETS/sounds in the format have, or NULL (said in the log). */
static uint8_t *load(const char *assets, int id, const SDL_AudioSpec *have, uint32_t *bytes)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/sounds/%s", assets, files[id]);
    SDL_AudioSpec spec;
    uint8_t *buf;
    uint32_t len;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) {
        SDL_Log("sound: %s", SDL_GetError());
        return NULL;
    }
    SDL_AudioCVT cvt;
    int need = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, have->format,
                                 have->channels, have->freq);
    uint8_t *out = NULL;
    if (need >= 0 && (out = malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1)))) {
        memcpy(out, buf, len);
        cvt.buf = out;
        cvt.len = (int)len;
        if (need == 0)
            *bytes = len;
        else if (SDL_ConvertAudio(&cvt) == 0)
            *bytes = (uint32_t)cvt.len_cvt;
        else {
            free(out);
            out = NULL;
        }
    }
    if (!out)
        SDL_Log("sound: %s: %s", path, need < 0 ? SDL_GetError() : "cannot convert it");
    SDL_FreeWAV(buf);
    return out;
}

int ui_sound_for_turn(const carc_events *ev)
{
    int heard = -1;
    for (int i = 0; i < ev->count; i++)
        if (ev->ev[i].type == CARC_EV_PLACE && heard < 0)
            heard = SND_PLACE;
        else if (ev->ev[i].type == CARC_EV_MEEPLE && heard != SND_SCORE)
            heard = SND_FOLLOWER;
        else if (ev->ev[i].type == CARC_EV_SCORE && !ev->ev[i].final)
            heard = SND_SCORE;
    return heard;
}

bool ui_sounds_open(ui_sounds *s, const char *assets)
{
    memset(s, 0, sizeof *s);
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("sound: %s", SDL_GetError());
        return false;
    }
    /* The files' own format; the device may differ, and then each sound is converted. */
    SDL_AudioSpec want = {0}, have;
    want.freq = 22050;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512;
    s->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, SDL_AUDIO_ALLOW_ANY_CHANGE);
    if (s->dev == 0) {
        SDL_Log("sound: %s", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    int loaded = 0;
    for (int id = 0; id < SND_COUNT; id++)
        if ((s->pcm[id] = load(assets, id, &have, &s->bytes[id])))
            loaded++;
    if (loaded == 0) {
        ui_sounds_close(s);
        return false;
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
