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

/* The next 32 random bits (PCG32, XSH-RR output). Inline: playouts call it in their inner
   loops. */
static inline uint32_t carc_rng_next(carc_rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ull + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

/* The slow path of carc_rng_below, when the first draw falls in the biased zone. */
uint32_t carc_rng_below_retry(carc_rng *rng, uint32_t bound, uint64_t m);

/* A uniformly distributed integer in [0, bound), bound > 0, without modulo bias (Lemire's
   multiply-and-reject: the division happens only in the rare retry). */
static inline uint32_t carc_rng_below(carc_rng *rng, uint32_t bound)
{
    uint64_t m = (uint64_t)carc_rng_next(rng) * bound;
    if (__builtin_expect((uint32_t)m < bound, 0))
        return carc_rng_below_retry(rng, bound, m);
    return (uint32_t)(m >> 32);
}

#endif
