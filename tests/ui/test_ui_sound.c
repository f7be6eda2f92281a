/*
 * test_ui_sound.c: Check tests of the window's sounds (src/ui/sound.c): each is short, audible,
 * never clipped, and starts and ends in silence (no click at either end); and with SDL's dummy
 * audio driver they open, play and close.
 */
#include <check.h>
#include <stdlib.h>

#include <SDL.h>

#include "sound.h"

START_TEST(test_sounds_shaped)
{
    for (int id = 0; id < SND_COUNT; id++) {
        uint32_t n;
        int16_t *pcm = ui_sound_make(id, 22050, &n);
        ck_assert_ptr_nonnull(pcm);
        ck_assert_uint_gt(n, 22050 / 20); /* longer than 50 ms */
        ck_assert_uint_lt(n, 22050);      /* shorter than a second */
        int peak = 0;
        for (uint32_t i = 0; i < n; i++)
            peak = abs(pcm[i]) > peak ? abs(pcm[i]) : peak;
        ck_assert_int_gt(peak, 32767 / 8);
        ck_assert_int_lt(peak, 32767);
        ck_assert_int_lt(abs(pcm[0]), 200);
        ck_assert_int_lt(abs(pcm[n - 1]), 200);
        free(pcm);
    }
    uint32_t n;
    ck_assert_ptr_null(ui_sound_make(SND_COUNT, 22050, &n));
    ck_assert_uint_eq(n, 0);
}
END_TEST

START_TEST(test_sounds_play_on_dummy_audio)
{
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    ui_sounds s;
    ck_assert(ui_sounds_open(&s));
    for (int id = 0; id < SND_COUNT; id++) {
        ui_sounds_play(&s, id);
        /* Each sound takes the place of the one before: never more queued than the longest. */
        ck_assert_uint_le(SDL_GetQueuedAudioSize(s.dev), s.bytes[id]);
    }
    ui_sounds_close(&s);
    ck_assert_uint_eq(s.dev, 0);
    ui_sounds_play(&s, SND_PLACE); /* closed: silence, no harm */
    SDL_Quit();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ui-sound");
    TCase *t = tcase_create("sound");
    tcase_add_test(t, test_sounds_shaped);
    tcase_add_test(t, test_sounds_play_on_dummy_audio);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
