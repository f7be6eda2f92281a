/*
 * rng.h: the core's only source of randomness.
 *
 * PCG32: small, fast, statistically sound, and a 16-byte value that copies with the game state.
 * Whoever holds one (the game state for its deck, a simulation driver, a computer player) owns
 * its sequence, so every game and every search is reproducible from its seed. There is no
 * global generator anywhere in the core.
 */
#ifndef CARC_RNG_H
#define CARC_RNG_H

#include <stdint.h>

typedef struct carc_rng {
    uint64_t state;
    uint64_t inc;
} carc_rng;

/* Seeds the generator; the same seed always gives the same sequence. */
void carc_rng_seed(carc_rng *rng, uint64_t seed);

/* The next 32 random bits. */
uint32_t carc_rng_next(carc_rng *rng);

/* A uniformly distributed integer in [0, bound), bound > 0, without modulo bias (Lemire). */
uint32_t carc_rng_below(carc_rng *rng, uint32_t bound);

#endif
