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

uint32_t carc_rng_below_retry(carc_rng *rng, uint32_t bound, uint64_t m)
{
    uint32_t threshold = (uint32_t)(-bound) % bound;
    while ((uint32_t)m < threshold)
        m = (uint64_t)carc_rng_next(rng) * bound;
    return (uint32_t)(m >> 32);
}
