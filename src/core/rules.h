/*
 * rules.h: where a tile fits, internal to the core. The random turn draws its placement with
 * the same code as carc_game_random_placement, inline, and places the tile straight into the
 * hole it drew.
 */
#ifndef CARC_RULES_H
#define CARC_RULES_H

#include <assert.h>

#include "board.h"

/* The rotations of tile type that fit hole h (bit q: rotation q), the modules' rules
   (filter_rotations) and the board's span included. */
unsigned rules_hole_rotations(const carc_game *g, int type, int h);

/* For a tile type marked filtered: the rotations of mask, which match the sides of the cell
   (x, y), that the modules and the board's span allow. */
unsigned rules_filter(const carc_game *g, int type, int x, int y, unsigned mask);

/* The features of tile type t that may take a follower under the game's rules, before asking
   whether one is already there (bit j: feature j): never a river or a garden, no field
   without farmers. */
static inline unsigned rules_spot_features(const carc_game *g, const carc_tile_type *t)
{
    return g->rules.farms == CARC_FARMS_NONE ? t->spots & ~t->fields : t->spots;
}

/* The action of index k (from 0) in carc_game_legal_actions' order, without listing the rest
   anywhere; false when there are no more than k. */
bool rules_action_at(const carc_game *g, int k, carc_action *out);

/* A refusal: returns CARC_ILLEGAL, filling the reason (reason.h) when the caller asks for one
   (why not NULL), since listing the legal actions tries every figure on every feature and
   needs no reason for the ones it leaves out. The arguments are the code, then the fields it
   fills: REFUSE(CARC_WHY_TAKEN, .kind = k). */
#define REFUSE(...)                                                                               \
    do {                                                                                          \
        if (why)                                                                                  \
            *why = (carc_reason){.code = __VA_ARGS__};                                            \
        return CARC_ILLEGAL;                                                                      \
    } while (0)

/* Refuses a figure of kind on a feature of kind fk that its figure's stands_on leaves out: with
   why not NULL, fills it with the words of a module in play (carc_module.stand_refusal), else
   CARC_WHY_STANDS_ONLY. Returns CARC_ILLEGAL. */
int rules_refuse_stand(const carc_game *g, unsigned kind, int fk, carc_reason *why);

/* rc, with the reason in English written to reason (room for len) when rc is a refusal: the
   checks that write their reason as text are these words of the checks that fill a reason. */
static inline int rules_english(int rc, const carc_reason *why, char *reason, size_t len)
{
    if (rc != CARC_OK && reason != NULL && len > 0)
        carc_reason_english(why, reason, len);
    return rc;
}

/* The k-th (from 0) set bit of a rotation mask. */
static inline unsigned rules_nth_rotation(unsigned mask, unsigned k)
{
    while (k--)
        mask &= mask - 1u;
    return (unsigned)__builtin_ctz(mask);
}

/* A uniformly random legal placement of tile type found by counting them all: its hole and
   rotation; false when there is none. */
bool rules_random_counted(const carc_game *g, carc_rng *rng, int type, unsigned *hole,
                          unsigned *rot);

/* A uniform draw below bound (at most 2^16) from 16 random bits, exact by Lemire's
   multiply-and-reject; false when the bits fall in the biased zone and must be redrawn. */
static inline bool rules_below16(uint32_t bits, uint32_t bound, uint32_t *out)
{
    const uint32_t m = bits * bound;
    if ((m & 0xFFFFu) < bound && (m & 0xFFFFu) < (65536u - bound) % bound)
        return false;
    *out = m >> 16;
    return true;
}

/*
 * A uniformly random legal placement of tile type: its hole and rotation; false when there is
 * none. Rejection sampling: draw a hole and k below the most rotations the tile fits into any
 * hole (span), and keep the draw when the hole has more than k fitting rotations, taking the
 * k-th of them. Every legal placement has the same chance per draw, and each 32-bit random
 * number gives two draws. A tile that fits in few places falls back to counting them all;
 * either way the choice is uniform.
 */
static inline bool rules_random_pick(const carc_game *g, carc_rng *rng, int type,
                                     unsigned *hole, unsigned *rot)
{
    const uint8_t *fit = g->cat->fit[type];
    const carc_tile_type *t = &g->cat->types[type];
    const bool filtered = t->filtered;
    const unsigned span = t->max_fit;
    /* A board has a hole beyond each of its outermost tiles, and a tile fits a hole that needs
       one of its own edges on one side. */
    assert(g->nholes >= 4 && span >= 1);
    /* r / span as (r * inverse) >> 16: exact for r < 4 * CARC_MAX_HOLES. */
    static const uint32_t inverse[5] = {0, 65536, 32768, 21846, 16384};
    const uint32_t bound = (uint32_t)g->nholes * span, inv = inverse[span];
    carc_rng local = *rng; /* in a local, the state is not reloaded after every store */
    for (int tries = 0; tries < 16; tries += 2) {
        const uint32_t bits = carc_rng_next(&local);
#pragma GCC unroll 2
        for (int half = 0; half < 2; half++) {
            uint32_t r;
            if (!rules_below16(half ? bits & 0xFFFFu : bits >> 16, bound, &r))
                continue;
            const uint32_t h = (r * inv) >> 16;
            const unsigned k = r - h * span, f = fit[g->hole_code[h]];
            if (k >= f >> 4)
                continue;
            const unsigned q = rules_nth_rotation(f & 15u, k);
            if (filtered && !(rules_hole_rotations(g, type, (int)h) >> q & 1u))
                continue;
            *rng = local;
            *hole = h;
            *rot = q;
            return true;
        }
    }
    *rng = local;
    return rules_random_counted(g, rng, type, hole, rot);
}

#endif
