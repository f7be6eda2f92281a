/*
 * test_rng.c: the generator: the same seed gives the same sequence, different seeds differ,
 * and bounded draws stay in range and are close to uniform.
 */
#include <check.h>

#include "rng.h"

START_TEST(deterministic)
{
    carc_rng a, b, c;
    carc_rng_seed(&a, 42);
    carc_rng_seed(&b, 42);
    carc_rng_seed(&c, 43);
    int same = 0;
    for (int i = 0; i < 1000; i++) {
        uint32_t x = carc_rng_next(&a);
        ck_assert_uint_eq(x, carc_rng_next(&b));
        same += x == carc_rng_next(&c);
    }
    ck_assert_int_lt(same, 3);
}
END_TEST

/* 60,000 draws below 6: each value 10,000 times expected, sd about 91; allow 5 sd. */
START_TEST(bounded_uniform)
{
    carc_rng r;
    carc_rng_seed(&r, 7);
    int counts[6] = {0};
    for (int i = 0; i < 60000; i++) {
        uint32_t v = carc_rng_below(&r, 6);
        ck_assert_uint_lt(v, 6);
        counts[v]++;
    }
    for (int v = 0; v < 6; v++) {
        ck_assert_int_gt(counts[v], 10000 - 455);
        ck_assert_int_lt(counts[v], 10000 + 455);
    }
    ck_assert_uint_eq(carc_rng_below(&r, 1), 0);
}
END_TEST

Suite *rng_suite(void);
Suite *rng_suite(void)
{
    Suite *s = suite_create("rng");
    TCase *tc = tcase_create("rng");
    tcase_add_test(tc, deterministic);
    tcase_add_test(tc, bounded_uniform);
    suite_add_tcase(s, tc);
    return s;
}
