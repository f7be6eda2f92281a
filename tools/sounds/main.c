/*
 * main.c: carc-sounds --out FOLDER writes the window's sounds (synth.h) as FOLDER/place.wav,
 * follower.wav, score.wav and end.wav. tools/gen-sounds.sh runs it into assets/sounds.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "synth.h"

int main(int argc, char **argv)
{
    if (argc != 3 || strcmp(argv[1], "--out") != 0) {
        fprintf(stderr, "usage: carc-sounds --out FOLDER\n");
        return 2;
    }
    for (int id = 0; id < CARC_SOUND_COUNT; id++) {
        char path[4096];
        if (snprintf(path, sizeof path, "%s/%s", argv[2], carc_sound_files[id]) >=
            (int)sizeof path) {
            fprintf(stderr, "carc-sounds: %s: path too long\n", argv[2]);
            return 1;
        }
        size_t len;
        uint8_t *wav = carc_sound_wav(id, &len);
        FILE *f = wav ? fopen(path, "wb") : NULL;
        bool ok = f && fwrite(wav, 1, len, f) == len;
        if (f && fclose(f) != 0)
            ok = false;
        free(wav);
        if (!ok) {
            fprintf(stderr, "carc-sounds: cannot write %s\n", path);
            return 1;
        }
    }
    return 0;
}
