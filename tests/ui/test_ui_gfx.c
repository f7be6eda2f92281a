/*
 * test_ui_gfx.c: Check tests of the window's text drawing (src/ui/gfx.c) with the real fonts,
 * drawn by SDL's software renderer into a surface: wrapped text stays within its width even
 * when one word (a file under a long folder name) is wider than the line, and a one-line
 * label too long for its place is cut short inside it.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "app.h"
#include "gfx.h"

static ui_app app;
static SDL_Surface *surf;

static void setup(void)
{
    ck_assert_int_eq(TTF_Init(), 0);
    surf = SDL_CreateRGBSurfaceWithFormat(0, 800, 400, 32, SDL_PIXELFORMAT_ARGB8888);
    ck_assert_ptr_nonnull(surf);
    memset(&app, 0, sizeof app);
    app.ren = SDL_CreateSoftwareRenderer(surf);
    ck_assert_ptr_nonnull(app.ren);
    app.w = surf->w;
    app.h = surf->h;
    app.s = 1;
    const char *assets = getenv("CARC_ASSETS");
    app.assets = assets ? assets : "assets";
    ck_assert(gfx_fonts(&app));
    SDL_SetRenderDrawColor(app.ren, 0, 0, 0, 255);
    SDL_RenderClear(app.ren);
}

static void teardown(void)
{
    gfx_free(&app);
    for (int i = 0; i < FONT_COUNT; i++)
        TTF_CloseFont(app.font[i]);
    SDL_DestroyRenderer(app.ren);
    SDL_FreeSurface(surf);
    TTF_Quit();
}

/* Whether any pixel at or right of column x (from row y0 to y1) is lit. */
static bool lit_right_of(int x, int y0, int y1)
{
    for (int y = y0; y < y1; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)surf->pixels + y * surf->pitch);
        for (int i = x; i < surf->w; i++)
            if (row[i] & 0xFFFFFF)
                return true;
    }
    return false;
}

static const char long_path[] =
    "The file /home/someone/a-folder-with-a-very-long-name-that-goes-on-and-on-for-ever/"
    "saved-games/game-of-the-year.json cannot be read: it ends in the middle of a turn.";

START_TEST(test_wrap_cuts_long_words)
{
    const int x = 20, w = 300;
    int h = gfx_text_wrap(&app, FONT_BODY, long_path, x, 10, w, COL_WHITE);
    ck_assert_int_eq(h, gfx_text_wrap_h(&app, FONT_BODY, long_path, w));
    /* The path alone is well over two lines wide. */
    ck_assert_int_ge(h, 4 * gfx_font_h(&app, FONT_BODY));
    ck_assert(!lit_right_of(x + w + 1, 0, surf->h));
    ck_assert(lit_right_of(x + w - 60, 0, surf->h)); /* and the lines are used, not left short */
}
END_TEST

START_TEST(test_wrap_keeps_words)
{
    /* Words that fit are never cut: each line is a run of whole words. */
    int one = gfx_font_h(&app, FONT_BODY);
    ck_assert_int_eq(gfx_text_wrap_h(&app, FONT_BODY, "Player 1 wins", 600), one);
    int word = gfx_text_w(&app, FONT_BODY, "victory");
    ck_assert_int_eq(gfx_text_wrap_h(&app, FONT_BODY, "victory victory", word + 4), 2 * one);
    ck_assert_int_eq(gfx_text_wrap_h(&app, FONT_BODY, "", 100), 0);
}
END_TEST

START_TEST(test_label_cut_short)
{
    ui_rect r = {40, 100, 260, 60};
    int w = gfx_text_in(&app, FONT_HUGE, "Kunigunde & Bartholomew share the victory!", &r, COL_GOLD,
                        ALIGN_LEFT);
    ck_assert_int_le(w, r.w);
    ck_assert_int_gt(w, r.w / 2);
    ck_assert(!lit_right_of(r.x + r.w + 1, r.y, r.y + r.h));
    /* A label that fits is drawn whole. */
    ck_assert_int_eq(gfx_text_in(&app, FONT_BODY, "OK", &r, COL_GOLD, ALIGN_LEFT),
                     gfx_text_w(&app, FONT_BODY, "OK"));
}
END_TEST

static Suite *gfx_suite(void)
{
    Suite *s = suite_create("ui-gfx");
    TCase *t = tcase_create("text");
    tcase_add_checked_fixture(t, setup, teardown);
    tcase_add_test(t, test_wrap_cuts_long_words);
    tcase_add_test(t, test_wrap_keeps_words);
    tcase_add_test(t, test_label_cut_short);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *r = srunner_create(gfx_suite());
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
