/*
 * test_sounds.c: the committed sounds (the WAV files of assets/sounds) are what carc-sounds writes, byte
 * for byte, so that regenerating them (tools/gen-sounds.sh) changes nothing until the
 * generator does; and each sound is short, audible, never clipped, quiet beside full scale, and
 * starts and ends in silence (no click at either end).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../read_file.h"
#include "synth.h"

START_TEST(test_committed_files_are_the_tools)
{
    const char *assets = getenv("CARC_ASSETS");
    ck_assert_ptr_nonnull(assets);
    for (int id = 0; id < CARC_SOUND_COUNT; id++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/sounds/%s", assets, carc_sound_files[id]);
        size_t len, want_len;
        uint8_t *have = (uint8_t *)test_read_file(path, &len);
        ck_assert_msg(have != NULL, "%s is missing: run tools/gen-sounds.sh", path);
        uint8_t *want = carc_sound_wav(id, &want_len);
        ck_assert_ptr_nonnull(want);
        ck_assert_msg(len == want_len && memcmp(have, want, len) == 0,
                      "%s is not what carc-sounds writes: run tools/gen-sounds.sh", path);
        free(have);
        free(want);
    }
}
END_TEST

START_TEST(test_wav_header)
{
    size_t len;
    uint8_t *w = carc_sound_wav(0, &len);
    ck_assert_ptr_nonnull(w);
    uint32_t n;
    int16_t *pcm = carc_sound_make(0, &n);
    /* RIFF size, PCM mono 22050 Hz 16-bit (44100 bytes a second), the data chunk's size. */
    ck_assert_mem_eq(w, "RIFF", 4);
    ck_assert_uint_eq(w[4] | w[5] << 8 | w[6] << 16 | (uint32_t)w[7] << 24, len - 8);
    ck_assert_mem_eq(w + 8, "WAVEfmt ", 8);
    static const uint8_t fmt[] = {16, 0, 0, 0, 1, 0, 1, 0, 0x22, 0x56, 0, 0, 0x44, 0xac, 0, 0,
                                  2, 0, 16, 0};
    ck_assert_mem_eq(w + 16, fmt, sizeof fmt);
    ck_assert_mem_eq(w + 36, "data", 4);
    ck_assert_uint_eq(w[40] | w[41] << 8 | w[42] << 16 | (uint32_t)w[43] << 24, 2 * n);
    ck_assert_uint_eq(len, 44 + 2 * (size_t)n);
    ck_assert_int_eq((int16_t)(w[44 + 2 * 100] | w[45 + 2 * 100] << 8), pcm[100]);
    free(pcm);
    free(w);
}
END_TEST

START_TEST(test_sounds_shaped)
{
    for (int id = 0; id < CARC_SOUND_COUNT; id++) {
        uint32_t n;
        int16_t *pcm = carc_sound_make(id, &n);
        ck_assert_ptr_nonnull(pcm);
        ck_assert_uint_gt(n, CARC_SOUND_RATE / 20); /* longer than 50 ms */
        ck_assert_uint_lt(n, CARC_SOUND_RATE);      /* shorter than a second */
        int peak = 0;
        for (uint32_t i = 0; i < n; i++)
            peak = abs(pcm[i]) > peak ? abs(pcm[i]) : peak;
        ck_assert_int_gt(peak, 32767 / 8);
        ck_assert_int_lt(peak, 32767 / 2); /* quiet: under half of full scale */
        ck_assert_int_lt(abs(pcm[0]), 200);
        ck_assert_int_lt(abs(pcm[n - 1]), 200);
        free(pcm);
    }
    uint32_t n;
    ck_assert_ptr_null(carc_sound_make(CARC_SOUND_COUNT, &n));
    ck_assert_uint_eq(n, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("sounds");
    TCase *t = tcase_create("sounds");
    tcase_add_test(t, test_committed_files_are_the_tools);
    tcase_add_test(t, test_wav_header);
    tcase_add_test(t, test_sounds_shaped);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
