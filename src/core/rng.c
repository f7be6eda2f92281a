/*
 * rng.c: PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically Good
 * Algorithms for Random Number Generation", 2014), XSH-RR output, and Lemire's nearly
 * division-free bounded integers.
 */
#include "rng.h"

void carc_rng_seed(carc_rng *rng, uint64_t seed)
{
    rng->state = 0;
    rng->inc = (seed << 1u) | 1u;
    (void)carc_rng_next(rng);
    rng->state += seed ^ 0x9e3779b97f4a7c15ull;
    (void)carc_rng_next(rng);
}

uint32_t carc_rng_next(carc_rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ull + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

uint32_t carc_rng_below(carc_rng *rng, uint32_t bound)
{
    uint64_t m = (uint64_t)carc_rng_next(rng) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)carc_rng_next(rng) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}
