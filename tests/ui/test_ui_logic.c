/*
 * test_ui_logic.c: Check tests of the game window's logic that needs no window (src/ui/view.c):
 * the camera's board <-> screen mapping at any zoom and pan, zooming toward the cursor, fitting
 * and keeping the board in view, hit-testing of cells and follower spots, cycling the tile in
 * hand through legal rotations only (against the core's legal placements on real games), mip
 * level choice, the layout of the panel and the 50-cell scoring track, the track's lap labels
 * kept apart and columns sized to what they show.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "figures.h"
#include "game.h"
#include "mod_abbot.h"
#include "mod_dragon.h"
#include "mod_river.h"
#include "module.h"
#include "tileset_io.h"
#include "view.h"

static ui_camera cam(double cx, double cy, double zoom)
{
    ui_camera c = {cx, cy, zoom, {40, 30, 1000, 700}};
    return c;
}

START_TEST(test_roundtrip)
{
    const double zooms[] = {12, 33.3, 64, 100, 256, 384};
    for (size_t z = 0; z < sizeof zooms / sizeof zooms[0]; z++)
        for (int k = 0; k < 50; k++) {
            ui_camera c = cam(-7.3 + k * .71, 3.9 - k * 1.3, zooms[z]);
            double sx, sy, bx, by;
            ui_cam_to_screen(&c, k * .37 - 4, 2.5 - k * .19, &sx, &sy);
            ui_cam_to_board(&c, sx, sy, &bx, &by);
            ck_assert_double_eq_tol(bx, k * .37 - 4, 1e-9);
            ck_assert_double_eq_tol(by, 2.5 - k * .19, 1e-9);
        }
}
END_TEST

/* Dialogs: centred in the window, and never closer than 10 pixels to its edges. */
START_TEST(test_rect_centred)
{
    ui_rect r = ui_rect_centred(1280, 800, 400, 300);
    ck_assert_int_eq(r.x, 440);
    ck_assert_int_eq(r.y, 250);
    ck_assert_int_eq(r.w, 400);
    ck_assert_int_eq(r.h, 300);
    r = ui_rect_centred(640, 480, 940, 700);
    ck_assert_int_eq(r.x, 10);
    ck_assert_int_eq(r.y, 10);
    ck_assert_int_eq(r.w, 620);
    ck_assert_int_eq(r.h, 460);
}
END_TEST

START_TEST(test_centre_and_cells)
{
    ui_camera c = cam(0.5, 0.5, 100);
    double sx, sy;
    ui_cam_to_screen(&c, 0.5, 0.5, &sx, &sy);
    ck_assert_double_eq_tol(sx, 40 + 500, 1e-9); /* the centre of the view */
    ck_assert_double_eq_tol(sy, 30 + 350, 1e-9);
    int x, y;
    ui_cam_cell_at(&c, 540, 380, &x, &y);
    ck_assert_int_eq(x, 0);
    ck_assert_int_eq(y, 0);
    ui_cam_cell_at(&c, 540 - 51, 380 - 51, &x, &y); /* just past the tile's top-left corner */
    ck_assert_int_eq(x, -1);
    ck_assert_int_eq(y, -1);
    ui_cam_cell_at(&c, 540 + 250, 380 + 149, &x, &y);
    ck_assert_int_eq(x, 3);
    ck_assert_int_eq(y, 1);
    ui_cam_cell_at(&c, 540 - 349, 380, &x, &y);
    ck_assert_int_eq(x, -3);
}
END_TEST

START_TEST(test_zoom_toward_cursor)
{
    ui_camera c = cam(2.2, -1.7, 80);
    double bx0, by0, bx1, by1;
    ui_cam_to_board(&c, 123, 456, &bx0, &by0);
    ui_cam_zoom_at(&c, 123, 456, 1.7);
    ck_assert_double_eq_tol(c.zoom, 136, 1e-9);
    ui_cam_to_board(&c, 123, 456, &bx1, &by1);
    ck_assert_double_eq_tol(bx0, bx1, 1e-9);
    ck_assert_double_eq_tol(by0, by1, 1e-9);
    for (int i = 0; i < 40; i++)
        ui_cam_zoom_at(&c, 700, 100, 1.5);
    ck_assert_double_eq(c.zoom, UI_ZOOM_MAX);
    ui_cam_to_board(&c, 700, 100, &bx0, &by0);
    for (int i = 0; i < 80; i++)
        ui_cam_zoom_at(&c, 700, 100, 0.5);
    ck_assert_double_eq(c.zoom, UI_ZOOM_MIN);
    ui_cam_to_board(&c, 700, 100, &bx1, &by1);
    ck_assert_double_eq_tol(bx0, bx1, 1e-9); /* even when clamped, the point stays put */
}
END_TEST

START_TEST(test_pan_follows_pointer)
{
    ui_camera c = cam(0, 0, 64);
    double bx0, by0, bx1, by1;
    ui_cam_to_board(&c, 300, 300, &bx0, &by0);
    ui_cam_pan(&c, 37, -12);
    ui_cam_to_board(&c, 300 + 37, 300 - 12, &bx1, &by1);
    ck_assert_double_eq_tol(bx0, bx1, 1e-9);
    ck_assert_double_eq_tol(by0, by1, 1e-9);
}
END_TEST

START_TEST(test_fit_and_keep)
{
    ui_camera c = cam(50, 50, 300);
    ui_cam_fit(&c, -6, -2, 8, 5, 1000);
    /* Every cell of the bounds is inside the viewport. */
    for (int y = -2; y <= 5; y++)
        for (int x = -6; x <= 8; x++) {
            double sx0, sy0, sx1, sy1;
            ui_cam_to_screen(&c, x, y, &sx0, &sy0);
            ui_cam_to_screen(&c, x + 1, y + 1, &sx1, &sy1);
            ck_assert(sx0 >= c.view.x - 1e-6 && sx1 <= c.view.x + c.view.w + 1e-6);
            ck_assert(sy0 >= c.view.y - 1e-6 && sy1 <= c.view.y + c.view.h + 1e-6);
        }
    ui_cam_fit(&c, 0, 0, 0, 0, 120); /* one tile: capped zoom, centred */
    ck_assert_double_eq(c.zoom, 120);
    ck_assert_double_eq(c.cx, 0.5);
    /* Panned far away, the view comes back to the board. */
    c = cam(500, -900, 64);
    ui_cam_keep_near(&c, -3, -3, 4, 4);
    int x, y, seen = 0;
    for (y = -3; y <= 4; y++)
        for (x = -3; x <= 4; x++) {
            double sx, sy;
            ui_cam_to_screen(&c, x + .5, y + .5, &sx, &sy);
            seen += ui_rect_has(&c.view, (int)sx, (int)sy);
        }
    ck_assert_int_gt(seen, 0);
}
END_TEST

START_TEST(test_mip_levels)
{
    ck_assert_int_eq(ui_mip_level(300, 4), 0);
    ck_assert_int_eq(ui_mip_level(256, 4), 0);
    ck_assert_int_eq(ui_mip_level(128, 4), 1);
    ck_assert_int_eq(ui_mip_level(100, 4), 1);
    ck_assert_int_eq(ui_mip_level(64, 4), 2);
    ck_assert_int_eq(ui_mip_level(40, 4), 3);
    ck_assert_int_eq(ui_mip_level(12, 4), 3);
    ck_assert_int_eq(ui_mip_level(0, 4), 3);
}
END_TEST

START_TEST(test_rotation_cycle)
{
    ck_assert_int_eq(ui_rot_cycle(0, 0, 1), -1);
    ck_assert_int_eq(ui_rot_cycle(1u << 2, 2, 1), 2);
    ck_assert_int_eq(ui_rot_cycle(0x5, 0, 1), 2);
    ck_assert_int_eq(ui_rot_cycle(0x5, 2, 1), 0);
    ck_assert_int_eq(ui_rot_cycle(0xB, 1, 1), 3);
    ck_assert_int_eq(ui_rot_cycle(0xB, 1, -1), 0);
    ck_assert_int_eq(ui_rot_cycle(0xB, 0, -1), 3);
    ck_assert_int_eq(ui_rot_pick(0x8, 0), 3);
    ck_assert_int_eq(ui_rot_pick(0x6, 2), 2);
    ck_assert_int_eq(ui_rot_pick(0x6, 3), 1);
    ck_assert_int_eq(ui_rot_pick(0, 1), -1);
}
END_TEST

/* On real games: turning on any cell visits exactly the rotations the core calls legal. */
START_TEST(test_rotation_cycle_legal_only)
{
    carc_catalog *cat = malloc(sizeof *cat);
    carc_game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(cat);
    ck_assert_ptr_nonnull(g);
    const char *names[] = {"base"};
    char err[256];
    ck_assert_msg(carc_catalog_load(cat, NULL, names, 1, err, sizeof err) == 0, "%s", err);
    carc_rules rules = {CARC_FARMS_3RD, false};
    static carc_placement legal[CARC_MAX_HOLES * 4];
    for (uint64_t seed = 1; seed <= 5; seed++) {
        ck_assert_int_eq(carc_game_init(g, cat, &rules, 3, seed, err, sizeof err), CARC_OK);
        carc_rng rng;
        carc_rng_seed(&rng, seed);
        while (!g->over) {
            int n = carc_game_legal_placements(g, legal, (int)(sizeof legal / sizeof legal[0]));
            for (int i = 0; i < n; i++) {
                unsigned mask = ui_rot_mask(legal, n, legal[i].x, legal[i].y);
                unsigned seen = 0;
                int r = ui_rot_pick(mask, 0);
                for (int k = 0; k < 8; k++) {
                    carc_placement p = {legal[i].x, legal[i].y, (uint8_t)r};
                    ck_assert_int_eq(carc_game_check_placement(g, &p, err, sizeof err), CARC_OK);
                    seen |= 1u << r;
                    r = ui_rot_cycle(mask, r, k < 4 ? 1 : -1);
                }
                ck_assert_uint_eq(seen, mask);
                /* And the rotations left out are illegal there. */
                for (int q = 0; q < 4; q++)
                    if (!(mask >> q & 1u)) {
                        carc_placement p = {legal[i].x, legal[i].y, (uint8_t)q};
                        ck_assert_int_ne(carc_game_check_placement(g, &p, err, sizeof err),
                                         CARC_OK);
                    }
            }
            carc_game_random_turn(g, &rng, 50, NULL);
        }
    }
    free(g);
    free(cat);
}
END_TEST

/* The figure step of the window (figures.c) on random games with the Abbot, the Festival and
   Traders & Builders: every spot of every kind and every take-back it offers is a move the
   core accepts, it offers all the core's figure actions, and a take-back's points are what
   playing it scores (an abbot: 1 + the tiles around it; anything else: nothing). */
START_TEST(test_figure_step)
{
    carc_catalog *cat = malloc(sizeof *cat);
    carc_game *g = malloc(sizeof *g), *h = malloc(sizeof *h);
    ck_assert_ptr_nonnull(cat);
    ck_assert_ptr_nonnull(g);
    ck_assert_ptr_nonnull(h);
    const char *names[CARC_MODULES + 1];
    int nn = carc_sets_names(
        1u << CARC_MOD_ABBOT | 1u << CARC_MOD_FESTIVAL | 1u << CARC_MOD_TRADERS, names);
    ck_assert_int_eq(nn, 4);
    ck_assert_str_eq(names[3], "traders-builders");
    char err[256];
    ck_assert_msg(carc_catalog_load(cat, NULL, names, nn, err, sizeof err) == 0, "%s", err);
    carc_rules rules = {CARC_FARMS_3RD, false};
    carc_rules first = {CARC_FARMS_1ST, false};
    ck_assert_int_ne(carc_game_check_rules(cat, &first, err, sizeof err), CARC_OK);
    static carc_placement legal[CARC_MAX_HOLES * 4];
    static carc_events ev;
    static ui_figs f;
    int kinds_seen = 0, backs = 0, recalls = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        ck_assert_int_eq(carc_game_init(g, cat, &rules, 3, seed, err, sizeof err), CARC_OK);
        carc_rng rng;
        carc_rng_seed(&rng, seed);
        while (!g->over) {
            int n = carc_game_legal_placements(g, legal, (int)(sizeof legal / sizeof legal[0]));
            if (n == 0) {
                ck_assert_int_eq(carc_game_discard(g, NULL, err, sizeof err), CARC_OK);
                continue;
            }
            carc_placement at = legal[carc_rng_below(&rng, (uint32_t)n)];
            ui_figs_compute(&f, g, &at);
            ck_assert_int_eq(f.nkinds, 4); /* follower, abbot, builder, pig */
            int offered = f.nback;
            for (int k = 0; k < CARC_FIGURE_KINDS; k++) {
                offered += f.nspots[k];
                if (f.nspots[k])
                    kinds_seen |= 1 << k;
                for (int i = 0; i < f.nspots[k]; i++) {
                    carc_move m = ui_figs_move(at, k, f.spots[k][i].feature, CARC_NONE);
                    ck_assert_msg(carc_game_check_move(g, &m, err, sizeof err) == CARC_OK, "%s",
                                  err);
                }
            }
            carc_game_copy(h, g);
            carc_action place = {.type = CARC_ACT_PLACE, .at = at};
            carc_game_apply(h, &place, NULL);
            carc_action acts[64];
            ck_assert_int_eq(carc_game_legal_actions(h, acts, 64), offered + 1); /* + the pass */
            ck_assert_int_eq(ui_figs_any(&f), offered > 0);
            for (int b = 0; b < f.nback; b++) {
                carc_move m = ui_figs_move(at, CARC_FIG_FOLLOWER, CARC_NONE, f.back[b]);
                ck_assert_int_eq(carc_game_check_move(g, &m, err, sizeof err), CARC_OK);
                const carc_figure *fig = carc_game_figure_by_id(h, f.back[b]);
                ck_assert_ptr_nonnull(fig);
                ck_assert_int_eq(fig->player, g->current);
                const int fkind = fig->kind;
                carc_game_copy(h, g);
                ev.count = 0;
                carc_game_play(h, &m, &ev);
                int got = 0;
                for (int e = 0; e < ev.count; e++)
                    if (ev.ev[e].type == CARC_EV_SCORE && (ev.ev[e].why & CARC_WHY_RECALL))
                        got += ev.ev[e].points[g->current];
                ck_assert_int_eq(got, f.back_points[b]);
                if (fkind == CARC_FIG_ABBOT) {
                    ck_assert_int_ge(f.back_points[b], 1);
                    ck_assert_int_le(f.back_points[b], 9);
                    recalls++;
                } else {
                    ck_assert_int_eq(f.back_points[b], 0);
                    ck_assert_int_eq(f.back_kind[b], -1);
                }
                carc_game_copy(h, g);
                carc_game_apply(h, &place, NULL);
                backs++;
            }
            /* Tab goes through the kinds with a spot, and comes back. */
            int k0 = ui_figs_default_kind(&f), k = k0, with = 0;
            for (int i = 0; i < f.nkinds; i++)
                with += f.nspots[f.kinds[i]] > 0;
            for (int i = 0; i < with; i++) {
                k = ui_figs_next_kind(&f, k, 1);
                ck_assert(f.nspots[k] > 0);
            }
            ck_assert_int_eq(k, k0);
            if (with > 1)
                ck_assert_int_ne(ui_figs_next_kind(&f, k0, 1), k0);
            carc_game_random_turn(g, &rng, 70, NULL);
        }
    }
    ck_assert_int_eq(kinds_seen & 0x1D, 0x1D); /* follower, abbot, builder, pig all offered */
    ck_assert_int_gt(backs, 0);
    ck_assert_int_gt(recalls, 0);
    free(h);
    free(g);
    free(cat);
}
END_TEST

/* The figure step of the window with the Princess & the Dragon, on random games: it offers
   every action the core lists (the spots, the fairy next to each of the player's figures she may
   go to, the princess's knights, every portal spot), each of them a turn the core accepts, a
   portal's figure on a tile other than the one placed (RULES.md 4.6, "Magic portal"). */
START_TEST(test_figure_step_dragon)
{
    carc_catalog *cat = malloc(sizeof *cat);
    carc_game *g = malloc(sizeof *g), *h = malloc(sizeof *h);
    ck_assert_ptr_nonnull(cat);
    ck_assert_ptr_nonnull(g);
    ck_assert_ptr_nonnull(h);
    const char *names[CARC_MODULES + 1];
    int nn = carc_sets_names(1u << CARC_MOD_DRAGON, names);
    ck_assert_int_eq(nn, 2);
    ck_assert_str_eq(names[1], "princess-dragon");
    char err[256];
    ck_assert_msg(carc_catalog_load(cat, NULL, names, nn, err, sizeof err) == 0, "%s", err);
    carc_rules rules = {CARC_FARMS_3RD, false};
    static carc_placement legal[CARC_MAX_HOLES * 4];
    static carc_action acts[UI_MAX_ELSEWHERE + 256];
    static ui_figs f;
    int fairies = 0, princesses = 0, portals = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        ck_assert_int_eq(carc_game_init(g, cat, &rules, 3, seed, err, sizeof err), CARC_OK);
        carc_rng rng;
        carc_rng_seed(&rng, seed);
        while (!g->over) {
            int n = carc_game_legal_placements(g, legal, (int)(sizeof legal / sizeof legal[0]));
            if (n > 0) {
                carc_placement at = legal[carc_rng_below(&rng, (uint32_t)n)];
                ui_figs_compute(&f, g, &at);
                int offered = f.nback + f.nother + f.nelsewhere;
                for (int k = 0; k < CARC_FIGURE_KINDS; k++)
                    offered += f.nspots[k];
                carc_game_copy(h, g);
                carc_action place = {.type = CARC_ACT_PLACE, .at = at};
                carc_game_apply(h, &place, NULL);
                const int listed =
                    carc_game_legal_actions(h, acts, (int)(sizeof acts / sizeof acts[0]));
                ck_assert_int_eq(listed, offered + 1); /* + the pass */
                ck_assert_int_eq(ui_figs_any(&f), offered > 0);
                for (int i = 0; i < f.nother + f.nelsewhere; i++) {
                    carc_move m = {at, {0}};
                    if (i < f.nother) {
                        m.step = f.other[i];
                        ck_assert(m.step.type == CARC_ACT_FAIRY ||
                                  m.step.type == CARC_ACT_PRINCESS);
                        fairies += m.step.type == CARC_ACT_FAIRY;
                        princesses += m.step.type == CARC_ACT_PRINCESS;
                    } else {
                        m.step = f.elsewhere[i - f.nother];
                        ck_assert(m.step.elsewhere);
                        ck_assert(m.step.at.x != at.x || m.step.at.y != at.y);
                        portals++;
                    }
                    ck_assert_msg(carc_game_check_move(g, &m, err, sizeof err) == CARC_OK, "%s",
                                  err);
                }
            }
            carc_game_random_turn(g, &rng, 70, NULL);
        }
    }
    ck_assert_int_gt(fairies, 0);
    ck_assert_int_gt(princesses, 0);
    ck_assert_int_gt(portals, 0);
    free(h);
    free(g);
    free(cat);
}
END_TEST

START_TEST(test_spot_hits)
{
    double pts[3][2] = {{100, 100}, {130, 100}, {400, 50}};
    ck_assert_int_eq(ui_hit_point((const double(*)[2])pts, 3, 104, 98, 20), 0);
    ck_assert_int_eq(ui_hit_point((const double(*)[2])pts, 3, 118, 100, 20), 1); /* nearest wins */
    ck_assert_int_eq(ui_hit_point((const double(*)[2])pts, 3, 250, 250, 20), -1);
    ck_assert_int_eq(ui_hit_point((const double(*)[2])pts, 0, 100, 100, 20), -1);
    /* An anchor turned four quarter turns is back where it was; one turn: (x, y) -> (1-y, x). */
    double x, y;
    ui_anchor_rotate(.2, .1, 1, &x, &y);
    ck_assert_double_eq_tol(x, .9, 1e-12);
    ck_assert_double_eq_tol(y, .2, 1e-12);
    ui_anchor_rotate(.2, .1, 4, &x, &y);
    ck_assert_double_eq_tol(x, .2, 1e-12);
    ck_assert_double_eq_tol(y, .1, 1e-12);
    /* A spot anchored on a turned tile is hit through the camera. */
    ui_camera c = cam(0.5, 0.5, 128);
    ui_anchor_rotate(.5, .15, 1, &x, &y); /* a north city spot, turned east */
    double sx, sy;
    ui_cam_to_screen(&c, 0 + x, 0 + y, &sx, &sy);
    double spot[1][2] = {{sx, sy}};
    ck_assert_int_eq(ui_hit_point((const double(*)[2])spot, 1, 540 + 128 * .35 - 3, 380 + 2, 16),
                     0);
}
END_TEST

static bool rects_meet(const ui_rect *a, const ui_rect *b)
{
    return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

START_TEST(test_lap_labels_apart)
{
    /* "+50" 26 pixels wide over cells 18 apart (1024x640): two neighbours on the top row
       overlap by 26 - 18 = 8, and each is pushed out by half of that and half a pixel more
       (for rounding): centres 95.5 and 122.5, left edges 82 and 109, a pixel apart. */
    const double x[4] = {100, 118, 300, 300}, y[4] = {50, 50, 50, 80};
    const int w[4] = {26, 26, 26, 26};
    ui_rect at[4];
    ui_place_labels(2, x, y, w, 12, at);
    ck_assert(!rects_meet(&at[0], &at[1]));
    ck_assert_int_eq(at[0].x + at[0].w, at[1].x - 1);
    ck_assert_int_eq(at[0].x, 82);
    ck_assert_int_eq(at[0].y, 50);
    ck_assert_int_eq(at[1].y, 50);
    /* A lone label stays centred on its marker, and so does one on another line. */
    ui_place_labels(4, x, y, w, 12, at);
    ck_assert_int_eq(at[2].x, 300 - 13);
    ck_assert_int_eq(at[3].x, 300 - 13);
    ck_assert_int_eq(at[3].y, 80);
    /* Six players on six neighbouring cells past 100: no two labels meet, in order. */
    double x6[6], y6[6];
    int w6[6];
    for (int i = 0; i < 6; i++) {
        x6[i] = 200 + 18 * i;
        y6[i] = 40;
        w6[i] = 34;
    }
    ui_rect at6[6];
    ui_place_labels(6, x6, y6, w6, 12, at6);
    for (int i = 0; i < 6; i++)
        for (int k = i + 1; k < 6; k++) {
            ck_assert_msg(!rects_meet(&at6[i], &at6[k]), "labels %d and %d meet", i, k);
            ck_assert_int_lt(at6[i].x, at6[k].x);
        }
    /* The middle of the row stays where it was: the labels spread both ways. */
    const int mid = (at6[2].x + at6[3].x + at6[3].w) / 2;
    ck_assert_int_lt(abs(mid - (200 + 18 * 2 + 200 + 18 * 3) / 2), 2);
}
END_TEST

START_TEST(test_fit_columns)
{
    int out[4];
    /* Room to spare: each gets its need and an equal part of the rest (the last the odd
       pixels): 300 - 230 = 70, 17 each and 2 more for the last. */
    const int need[4] = {100, 50, 40, 40};
    ui_fit_columns(300, 4, need, 60, out);
    ck_assert_int_eq(out[0], 117);
    ck_assert_int_eq(out[1], 67);
    ck_assert_int_eq(out[2], 57);
    ck_assert_int_eq(out[3], 59);
    /* Too narrow: the first (the names) gives up room, the others keep their needs. */
    ui_fit_columns(200, 4, need, 60, out);
    ck_assert_int_eq(out[0], 70);
    ck_assert_int_eq(out[1], 50);
    ck_assert_int_eq(out[2], 40);
    ck_assert_int_eq(out[3], 40);
    /* Narrower than even that: all shrink in proportion, the first counted at its least,
       60 + 130 = 190 shared out over 95: halves, the last taking what rounding left. */
    ui_fit_columns(95, 4, need, 60, out);
    ck_assert_int_eq(out[0], 30);
    ck_assert_int_eq(out[1], 25);
    ck_assert_int_eq(out[2], 20);
    ck_assert_int_eq(out[3], 20);
    ck_assert_int_eq(out[0] + out[1] + out[2] + out[3], 95);
}
END_TEST

START_TEST(test_ui_scale)
{
    /* The window's own scale: 1 at 1400x900 points (also 2800x1800 pixels at a pixel ratio of
       2); at 1024x640 not 0.71 (640 / 900) but as large as the screens fit, 640 / 760. */
    ck_assert_double_eq_tol(ui_scale_for(1400, 900, 1.0, 1.0), 1.0, 1e-9);
    ck_assert_double_eq_tol(ui_scale_for(2800, 1800, 2.0, 1.0), 2.0, 1e-9);
    ck_assert_double_eq_tol(ui_scale_for(1024, 640, 1.0, 1.0), 640 / 760.0, 1e-9);
    /* 200% at 1024x640 fits no more than that; at 1400x900, 900 / 760 (1400 / 1180 is more). */
    ck_assert_double_eq_tol(ui_scale_for(1024, 640, 1.0, 2.0), 640 / 760.0, 1e-9);
    ck_assert_double_eq_tol(ui_scale_for(1400, 900, 1.0, 2.0), 900 / 760.0, 1e-9);
    /* 150% at 1920x1080: 1.2 * 1.5 = 1.8 is more than 1080 / 760. */
    ck_assert_double_eq_tol(ui_scale_for(1920, 1080, 1.0, 1.5), 1080 / 760.0, 1e-9);
    ck_assert_double_eq_tol(ui_scale_for(1920, 1080, 1.0, 1.1), 1.2 * 1.1, 1e-9);
    /* A 4K screen: its own scale stops at 2, 200% at what fits, 2160 / 760. */
    ck_assert_double_eq_tol(ui_scale_for(3840, 2160, 1.0, 1.0), 2.0, 1e-9);
    ck_assert_double_eq_tol(ui_scale_for(3840, 2160, 1.0, 2.0), 2160 / 760.0, 1e-9);
    /* A small window: 500 / 760, above the floor of 0.6. */
    ck_assert_double_eq_tol(ui_scale_for(800, 500, 1.0, 1.0), 500 / 760.0, 1e-9);
}
END_TEST

START_TEST(test_layout_and_track)
{
    const int sizes[][2] = {{1400, 900}, {1920, 1080}, {1024, 700}, {2800, 1800}, {800, 600}};
    for (size_t k = 0; k < 3 * sizeof sizes / sizeof sizes[0]; k++) {
        /* Each size at the UI scale 100%, 150% and 200%. */
        int w = sizes[k / 3][0], h = sizes[k / 3][1];
        ui_layout l;
        ui_layout_game(w, h, ui_scale_for(w, h, w >= 2800 ? 2.0 : 1.0, 1.0 + k % 3 * .5), 0, 0, &l);
        ck_assert_int_eq(l.board.w + l.panel.w, w);
        ck_assert_int_le(l.track.y + l.track.h, l.hint.y);
        ck_assert_int_le(l.track.x + l.track.w, w);
        ck_assert_int_le(l.button[2].x + l.button[2].w, w);
        ck_assert_int_ge(l.hand.x, l.panel.x);
        /* Undo and redo in the panel, between the log and the key line, side by side. */
        for (int i = 0; i < 2; i++) {
            ck_assert_int_ge(l.history[i].x, l.panel.x);
            ck_assert_int_le(l.history[i].x + l.history[i].w, w);
            ck_assert_int_ge(l.history[i].y, l.log.y + l.log.h);
            ck_assert_int_le(l.history[i].y + l.history[i].h, l.hint.y);
            ck_assert_int_gt(l.history[i].h, 0);
        }
        ck_assert_int_le(l.history[0].x + l.history[0].w, l.history[1].x);
        /* 50 distinct cells around the edge of the track, clockwise from the top left. */
        for (int i = 0; i < UI_TRACK_CELLS; i++) {
            ui_rect a = ui_track_cell(&l.track, l.cell, i);
            ck_assert(a.x == l.track.x || a.y == l.track.y || a.x + a.w == l.track.x + l.track.w ||
                      a.y + a.h == l.track.y + l.track.h);
            ui_rect b = ui_track_cell(&l.track, l.cell, i + 1);
            ck_assert_int_eq(abs(a.x - b.x) + abs(a.y - b.y), l.cell); /* neighbours touch */
            for (int j = 0; j < i; j++) {
                ui_rect c = ui_track_cell(&l.track, l.cell, j);
                ck_assert(c.x != a.x || c.y != a.y);
            }
            ck_assert(!ui_rect_has(&l.players, a.x + a.w / 2, a.y + a.h / 2));
        }
        ui_rect z = ui_track_cell(&l.track, l.cell, 0), f = ui_track_cell(&l.track, l.cell, 50);
        ck_assert_int_eq(z.x, f.x);
        ck_assert_int_eq(z.y, f.y);
    }
}
END_TEST

/* Six players' rows with every set at 1024x640 want more than the track holds above a log of a
   line: the track keeps their height, the log four lines, and both scroll under the buttons, as
   far as the log's end and no further. Two players' rows fit: nothing scrolls. */
START_TEST(test_layout_scrolls)
{
    const double s = ui_scale_for(1024, 640, 1.0, 1.0);
    ui_layout l, fits;
    ui_layout_game(1024, 640, s, 283, 240, &l);
    ck_assert_int_gt(l.scroll.w, 0);
    ck_assert_int_ge(l.players.h, 240);
    ck_assert_int_eq(l.log.h, (int)(120 * s));
    ck_assert_int_eq(l.scroll.y, l.track.y);
    ck_assert_int_le(l.scroll.y + l.scroll.h, l.history[0].y);
    ck_assert_int_eq(l.scroll_h, l.log.y + l.log.h - l.track.y);
    ck_assert_int_gt(l.scroll_h, l.scroll.h);
    ui_layout moved = l;
    int top = 100000;
    ui_layout_scroll(&moved, &top);
    ck_assert_int_eq(top, l.scroll_h - l.scroll.h);
    ck_assert_int_eq(moved.log.y + moved.log.h, l.scroll.y + l.scroll.h); /* the log's end */
    ck_assert_int_eq(moved.track.y, l.track.y - top);
    ck_assert_int_eq(moved.players.y, l.players.y - top);
    ck_assert_int_eq(moved.history[0].y, l.history[0].y); /* the buttons stay */
    moved = l;
    top = -20;
    ui_layout_scroll(&moved, &top);
    ck_assert_int_eq(top, 0);
    ck_assert_int_eq(moved.track.y, l.track.y);
    ui_layout_game(1024, 640, s, 283, 80, &fits);
    ck_assert_int_eq(fits.scroll.w, 0);
    top = 30;
    ui_layout_scroll(&fits, &top);
    ck_assert_int_eq(top, 0);
    ck_assert_int_eq(fits.track.y, l.track.y);
}
END_TEST

/* The view follows play only when what matters is not all in view: the least pan that shows
   it all, else (too wide for the zoom) nothing while one of it is in view, else the least pan
   to the one nearest the view's centre; never a zoom. And a glide eases from one to the other. */
START_TEST(test_follow)
{
    ui_camera c = cam(0.5, 0.5, 100); /* 10 x 7 cells: x -4.5..5.5, y -3..4 */
    const int near[2][2] = {{0, 0}, {1, 1}};
    ck_assert(ui_cam_shows(&c, 0, 0, 1, 1));
    ck_assert(!ui_cam_follow(&c, near, 2, .3));
    ck_assert_double_eq(c.cx, .5);
    ck_assert_double_eq(c.cy, .5);
    const int east[1][2] = {{7, 0}}; /* cell 7..8: past the right edge 5.5 */
    ck_assert(!ui_cam_shows(&c, 7, 0, 7, 0));
    ck_assert(ui_cam_follow(&c, east, 1, .3));
    ck_assert_double_eq_tol(c.cx, 8.3 - 5, 1e-9); /* its right edge and the margin at 5 right */
    ck_assert_double_eq(c.cy, .5);
    ck_assert_double_eq(c.zoom, 100);
    ck_assert(ui_cam_shows(&c, 7, 0, 7, 0));
    /* 41 cells across do not fit 10: cell 0 is in view, so the view stays. */
    c = cam(0.5, 0.5, 100);
    const int wide[3][2] = {{-20, 0}, {0, 0}, {20, 0}};
    ck_assert(!ui_cam_follow(&c, wide, 3, .3));
    ck_assert_double_eq(c.cx, .5);
    /* None in view from (100, 100): the least pan to (20, 0), the nearest. */
    c = cam(100, 100, 100);
    ck_assert(ui_cam_follow(&c, wide, 3, .3));
    ck_assert_double_eq_tol(c.cx, 100 + (19.7 - 95), 1e-9);
    ck_assert_double_eq_tol(c.cy, 100 + (-.3 - 96.5), 1e-9);
    ck_assert_double_eq(c.zoom, 100);
    ck_assert(ui_cam_shows(&c, 20, 0, 20, 0));
    ck_assert(!ui_cam_follow(&c, wide, 0, .3));
    /* The glide: smoothstep from one centre to the other. */
    ui_camera from = cam(0, 0, 100), to = cam(10, -4, 100);
    ck_assert_double_eq(ui_cam_glide(&from, &to, 0).cx, 0);
    ck_assert_double_eq_tol(ui_cam_glide(&from, &to, .25).cx, 10 * .15625, 1e-9);
    ck_assert_double_eq_tol(ui_cam_glide(&from, &to, .5).cy, -2, 1e-9);
    ck_assert_double_eq(ui_cam_glide(&from, &to, 1).cx, 10);
    ck_assert_double_eq(ui_cam_glide(&from, &to, 3).cy, -4);
}
END_TEST

/* Bringing cells into view pans the least, never zooms, and leaves a view they cannot fit. */
START_TEST(test_pan_to_show)
{
    ui_camera c = cam(0.5, 0.5, 100); /* 1000 x 700 px: 10 x 7 cells, x -4.5..5.5 */
    ck_assert(ui_cam_pan_to_show(&c, 0, 0, 1, 1, .25));
    ck_assert_double_eq(c.cx, .5); /* already in view: no move */
    ck_assert_double_eq(c.cy, .5);
    ck_assert(ui_cam_pan_to_show(&c, 7, -1, 7, 0, .25));
    ck_assert_double_eq(c.zoom, 100);
    ck_assert_double_eq_tol(c.cx + 5, 8.25, 1e-9); /* its right edge, the margin beyond it */
    ck_assert_double_eq(c.cy, .5);
    double sx, sy;
    ui_cam_to_screen(&c, 7, -1, &sx, &sy);
    ck_assert(ui_rect_has(&c.view, (int)sx, (int)sy));
    ck_assert(ui_cam_pan_to_show(&c, -3, -9, -3, -9, .25)); /* up and left at once */
    ck_assert_double_eq_tol(c.cx - 5, -3.25, 1e-9);
    ck_assert_double_eq_tol(c.cy - 3.5, -9.25, 1e-9);
    ui_camera before = c;
    ck_assert(!ui_cam_pan_to_show(&c, -20, 0, 20, 0, .25)); /* 41 cells in 10 */
    ck_assert_mem_eq(&c, &before, sizeof c);
}
END_TEST

/* A figure at any anchor and zoom keeps within its tile, smaller only near the edge, and moves
   no more than it must. */
START_TEST(test_fit_on_tile)
{
    const double zooms[] = {24, 40, 64, 100, 256};
    const double anchors[][2] = {{.5, .5}, {.457, .113}, {.105, .293}, {.02, .98}, {.9, .5}};
    for (size_t z = 0; z < sizeof zooms / sizeof zooms[0]; z++)
        for (size_t k = 0; k < sizeof anchors / sizeof anchors[0]; k++)
            for (int tx = -2; tx <= 1; tx++) {
                double want = fmax(12, zooms[z] * .38) * 1.4; /* a large follower */
                double bx = tx + anchors[k][0], by = 3 + anchors[k][1], size = want;
                ui_fit_on_tile(zooms[z], .6, &bx, &by, &size);
                ck_assert(size <= want + 1e-9 && size >= .6 * want - 1e-9);
                double half = size / 2 / zooms[z];
                ck_assert_msg(bx - half >= tx - 1e-9 && bx + half <= tx + 1 + 1e-9 &&
                                  by - half >= 3 - 1e-9 && by + half <= 4 + 1e-9,
                              "zoom %g, anchor %zu, tile %d: over the edge", zooms[z], k, tx);
            }
    /* In the middle of a large tile nothing changes. */
    double bx = .5, by = .5, size = 30;
    ui_fit_on_tile(200, .6, &bx, &by, &size);
    ck_assert_double_eq(size, 30);
    ck_assert_double_eq(bx, .5);
    ck_assert_double_eq(by, .5);
    /* Near the edge at a large zoom: smaller, not moved. */
    bx = .457, by = .113, size = 90;
    ui_fit_on_tile(256, .6, &bx, &by, &size);
    ck_assert_double_eq_tol(size, 2 * .113 * 256, 1e-9);
    ck_assert_double_eq_tol(by, .113, 1e-9);
}
END_TEST

/* A road's course: curves are quarter circles round their corner, from side to side, as the
   tile art draws them; straight roads go across; a road that ends goes to the middle. */
START_TEST(test_road_course)
{
    static const double mid[4][2] = {{.5, 0}, {1, .5}, {.5, 1}, {0, .5}};
    static const double corner[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}}; /* after side d */
    double pts[UI_ROAD_POINTS][2];
    for (int d = 0; d < 4; d++) {
        int e = (d + 1) % 4;
        int n = ui_road_course(1u << d | 1u << e, pts);
        ck_assert_int_ge(n, 8);
        for (int i = 0; i < n; i++)
            ck_assert_double_eq_tol(hypot(pts[i][0] - corner[d][0], pts[i][1] - corner[d][1]), .5,
                                    1e-9);
        /* From one side's middle to the other's, the short way round. */
        bool ends = (fabs(pts[0][0] - mid[d][0]) + fabs(pts[0][1] - mid[d][1]) < 1e-9 &&
                     fabs(pts[n - 1][0] - mid[e][0]) + fabs(pts[n - 1][1] - mid[e][1]) < 1e-9);
        ck_assert_msg(ends, "curve %d-%d", d, e);
        for (int i = 0; i < n; i++)
            ck_assert(pts[i][0] > -1e-9 && pts[i][0] < 1 + 1e-9 && pts[i][1] > -1e-9 &&
                      pts[i][1] < 1 + 1e-9);
    }
    ck_assert_int_eq(ui_road_course(1u << 0 | 1u << 2, pts), 2); /* north to south */
    ck_assert_double_eq(pts[0][0], .5);
    ck_assert_double_eq(pts[1][1], 1);
    ck_assert_int_eq(ui_road_course(1u << 3, pts), 2); /* from the west to the middle */
    ck_assert_double_eq(pts[0][0], 0);
    ck_assert_double_eq(pts[1][0], .5);
    ck_assert_double_eq(pts[1][1], .5);
}
END_TEST

/* Markers of tied players on one track cell: inside it, and none over another. */
START_TEST(test_track_markers_apart)
{
    const ui_rect cells[] = {{100, 40, 23, 23}, {0, 0, 40, 40}, {10, 10, 31, 28}};
    for (size_t c = 0; c < sizeof cells / sizeof cells[0]; c++)
        for (int n = 1; n <= CARC_MAX_PLAYERS; n++) {
            double x[CARC_MAX_PLAYERS], y[CARC_MAX_PLAYERS], r[CARC_MAX_PLAYERS];
            for (int k = 0; k < n; k++) {
                ui_track_marker(&cells[c], k, n, &x[k], &y[k], &r[k]);
                ck_assert(r[k] >= 2);
                ck_assert(x[k] - r[k] >= cells[c].x - 1e-9);
                ck_assert(x[k] + r[k] <= cells[c].x + cells[c].w + 1e-9);
                ck_assert(y[k] - r[k] >= cells[c].y - 1e-9);
                ck_assert(y[k] + r[k] <= cells[c].y + cells[c].h + 1e-9);
                for (int j = 0; j < k; j++)
                    ck_assert_msg(hypot(x[k] - x[j], y[k] - y[j]) >= r[k] + r[j] - 1e-9,
                                  "cell %zu, %d markers: %d and %d overlap", c, n, j, k);
            }
        }
}
END_TEST

/* The tiles-left list: the River's tiles while they last, never after; the base game's always,
   those all drawn among them. */
START_TEST(test_tiles_to_show)
{
    carc_catalog *cat = malloc(sizeof *cat);
    carc_game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(cat);
    ck_assert_ptr_nonnull(g);
    const char *names[] = {"base", "river"};
    char err[256];
    ck_assert_msg(carc_catalog_load(cat, NULL, names, 2, err, sizeof err) == 0, "%s", err);
    carc_rules rules = {CARC_FARMS_3RD, false};
    ck_assert_int_eq(carc_game_init(g, cat, &rules, 2, 9, err, sizeof err), CARC_OK);
    int shown[CARC_MAX_TYPES], left[CARC_MAX_TYPES];
    int n = ui_tiles_to_show(g, carc_river_tile, shown, left), river = 0;
    for (int k = 0; k < n; k++) {
        const carc_tile_type *t = &cat->types[shown[k]];
        ck_assert_int_gt(t->deck_count, 0);
        river += carc_river_tile(t);
        if (carc_river_tile(t))
            ck_assert_int_gt(left[shown[k]], 0);
    }
    ck_assert_int_gt(river, 0);
    carc_rng rng;
    carc_rng_seed(&rng, 9);
    carc_game_random_finish(g, &rng, 40);
    n = ui_tiles_to_show(g, carc_river_tile, shown, left);
    int base = 0;
    for (int i = 0; i < cat->ntypes; i++)
        base += cat->types[i].deck_count > 0 && !carc_river_tile(&cat->types[i]);
    ck_assert_int_eq(n, base);
    for (int k = 0; k < n; k++) {
        ck_assert(!carc_river_tile(&cat->types[shown[k]]));
        ck_assert_int_eq(left[shown[k]], 0);
    }
    free(g);
    free(cat);
}
END_TEST

static Suite *ui_suite(void)
{
    Suite *s = suite_create("ui-logic");
    TCase *t = tcase_create("view");
    tcase_add_test(t, test_roundtrip);
    tcase_add_test(t, test_rect_centred);
    tcase_add_test(t, test_centre_and_cells);
    tcase_add_test(t, test_zoom_toward_cursor);
    tcase_add_test(t, test_pan_follows_pointer);
    tcase_add_test(t, test_fit_and_keep);
    tcase_add_test(t, test_mip_levels);
    tcase_add_test(t, test_rotation_cycle);
    tcase_add_test(t, test_rotation_cycle_legal_only);
    tcase_add_test(t, test_spot_hits);
    tcase_add_test(t, test_figure_step);
    tcase_add_test(t, test_figure_step_dragon);
    tcase_add_test(t, test_ui_scale);
    tcase_add_test(t, test_layout_and_track);
    tcase_add_test(t, test_layout_scrolls);
    tcase_add_test(t, test_tiles_to_show);
    tcase_add_test(t, test_track_markers_apart);
    tcase_add_test(t, test_lap_labels_apart);
    tcase_add_test(t, test_fit_columns);
    tcase_add_test(t, test_pan_to_show);
    tcase_add_test(t, test_follow);
    tcase_add_test(t, test_road_course);
    tcase_add_test(t, test_fit_on_tile);
    tcase_set_timeout(t, 120);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *r = srunner_create(ui_suite());
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
