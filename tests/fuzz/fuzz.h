/*
 * fuzz.h: what the fuzz targets share. Each target defines LLVMFuzzerTestOneInput; libFuzzer
 * calls it with generated inputs (meson -Dfuzz=enabled, with clang), and replay.c calls it with
 * the files of the seed corpora and the regressions in every other build.
 *
 * A target crashes (abort) when the program breaks a promise on its input: a loader that
 * accepts a file and then cannot write it back the same, a session whose cursor goes astray.
 * A loader refusing a file is the normal case, not a failure.
 */
#ifndef CARC_FUZZ_H
#define CARC_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with the broken promise when cond does not hold: assert() is off in release builds. */
#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: broken: %s\n", __FILE__, __LINE__, #cond);                    \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

/* FNV-1a of the input: seeds the games and the choices a target makes, so that the same input
   always runs the same way. */
static inline uint64_t fuzz_hash(const uint8_t *data, size_t size)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 1099511628211ull;
    return h;
}

#endif
