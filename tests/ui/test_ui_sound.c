/*
 * test_ui_sound.c: Check tests of the window's sounds (src/ui/sound.c): with SDL's dummy audio
 * driver every committed sound of assets/sounds loads, plays and closes; with no audio device,
 * or no sound files, the window is silent and playing does no harm; and a turn sounds the most
 * telling of what it did.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "sound.h"

START_TEST(test_sounds_play_on_dummy_audio)
{
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    ui_sounds s;
    ck_assert(ui_sounds_open(&s, getenv("CARC_ASSETS")));
    for (int id = 0; id < SND_COUNT; id++) {
        ck_assert_msg(s.pcm[id] != NULL, "sound %d did not load", id);
        /* Longer than 50 ms, shorter than a second, whatever the device's format. */
        ck_assert_uint_gt(s.bytes[id], 22050 / 20 * 2);
        ui_sounds_play(&s, id);
        /* Each sound takes the place of the one before: never more queued than it. */
        ck_assert_uint_le(SDL_GetQueuedAudioSize(s.dev), s.bytes[id]);
    }
    ui_sounds_close(&s);
    ck_assert_uint_eq(s.dev, 0);
    ui_sounds_play(&s, SND_PLACE); /* closed: silence, no harm */
    SDL_Quit();
}
END_TEST

START_TEST(test_silent_without_device_or_files)
{
    ui_sounds s;
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    ck_assert(!ui_sounds_open(&s, "/nonexistent"));
    ck_assert_uint_eq(s.dev, 0);
    ui_sounds_play(&s, SND_SCORE);
    SDL_setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    ck_assert(!ui_sounds_open(&s, getenv("CARC_ASSETS")));
    ck_assert_uint_eq(s.dev, 0);
    ui_sounds_play(&s, SND_FOLLOWER);
    ui_sounds_close(&s);
    SDL_Quit();
}
END_TEST

static void add(carc_events *ev, int type, bool final)
{
    memset(&ev->ev[ev->count], 0, sizeof ev->ev[0]);
    ev->ev[ev->count].type = (uint8_t)type;
    ev->ev[ev->count++].final = final;
}

START_TEST(test_sound_for_turn)
{
    static carc_events ev;
    ev.count = 0;
    ck_assert_int_eq(ui_sound_for_turn(&ev), -1);
    add(&ev, CARC_EV_DISCARD, false);
    ck_assert_int_eq(ui_sound_for_turn(&ev), -1);
    ev.count = 0;
    add(&ev, CARC_EV_PLACE, false);
    ck_assert_int_eq(ui_sound_for_turn(&ev), SND_PLACE);
    add(&ev, CARC_EV_MEEPLE, false); /* a knight on the city the tile closes... */
    ck_assert_int_eq(ui_sound_for_turn(&ev), SND_FOLLOWER);
    add(&ev, CARC_EV_SCORE, false); /* ...scores it, and goes home */
    add(&ev, CARC_EV_RETURN, false);
    ck_assert_int_eq(ui_sound_for_turn(&ev), SND_SCORE);
    /* The last tile: the final scoring's features sound one at a time as they are shown. */
    ev.count = 0;
    add(&ev, CARC_EV_PLACE, false);
    add(&ev, CARC_EV_MEEPLE, false);
    add(&ev, CARC_EV_GAME_OVER, false);
    add(&ev, CARC_EV_SCORE, true);
    ck_assert_int_eq(ui_sound_for_turn(&ev), SND_FOLLOWER);
    /* A builder's second tile: the first tile's figure, then the second tile. */
    ev.count = 0;
    add(&ev, CARC_EV_PLACE, false);
    add(&ev, CARC_EV_MEEPLE, false);
    add(&ev, CARC_EV_EXTRA_TURN, false);
    add(&ev, CARC_EV_PLACE, false);
    ck_assert_int_eq(ui_sound_for_turn(&ev), SND_FOLLOWER);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ui-sound");
    TCase *t = tcase_create("sound");
    tcase_add_test(t, test_sounds_play_on_dummy_audio);
    tcase_add_test(t, test_silent_without_device_or_files);
    tcase_add_test(t, test_sound_for_turn);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
