/*
 * game_screen.h: what the files of the game screen share among themselves (screen_game.c, the
 * turn flow; game_events.c, game_pick.c, game_ai.c, game_input.c, game_board.c, game_panel.c)
 * and with the rule modules' window parts (module_ui.h). The screen's public functions are
 * app.h's; nothing else includes this one.
 */
#ifndef CARC_UI_GAME_SCREEN_H
#define CARC_UI_GAME_SCREEN_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"

#define SCORE_MS 1700
#define FINAL_MS 1500
#define RETURN_MS 800
#define PLACE_MS 350
#define AI_POLL_MS 20   /* how often a search that may have ended is looked at */
#define AI_FRAME_MS 160 /* one step of the thinking indicator */
#define AI_FLY_MS 350   /* a computer's tile flies from the panel to its cell */

/* The frame of the tile being put down; gold frames the tile put down last, and only it. */
static const SDL_Color COL_HAND = {255, 250, 235, 255};

enum {
    BTN_NONE,
    BTN_TURN,
    BTN_FIT,
    BTN_MENU,
    BTN_BACK,
    BTN_SKIP,
    BTN_SKIP_FIGURE, /* BTN_SKIP when another kind than a follower is chosen */
    BTN_CONFIRM,
    BTN_DISCARD,
    BTN_NEXT,
    BTN_RESULTS
};

/* the turn flow and the names (screen_game.c) */
SDL_Color ink_on(int colour);
SDL_Color edge_colour(int colour);
const char *unfinished_label(int kind);
void sound(ui_app *a, int id);
void set_msg(ui_app *a, const char *m);
/* A line of the panel's Latest, of player (-1: nobody's), newest first, and an animation
   started, as long as the chosen speed makes it (game_events.c). */
void add_log(ui_play *p, int player, const char *text);
void add_anim(ui_app *a, ui_anim *an);
/* Where an animation is at now: its progress t, from 0 as it starts to 1 as it ends, and, when
   sx is not NULL, its board point (bx, by) on screen. False when it has not begun or is over:
   nothing to draw. */
bool anim_at(const ui_app *a, const ui_anim *an, double *t, double *sx, double *sy);
void cam_fit(ui_app *a, double max_zoom);
/* The view follows play (game_input.c): it glides the least that shows the n cells that
   matter (ui_cam_follow), keeping `foot` pixels at the board's foot clear, when the settings
   have it follow; cam_stop ends a glide (the player moves the view). */
void cam_follow(ui_app *a, const int (*cells)[2], int n, double foot);
void cam_stop(ui_play *p);
bool seat_to_move(const ui_play *p);
void commit_turn(ui_app *a);
void discard_tile(ui_app *a);
void play_step(ui_app *a, int i);
void update_hover(ui_app *a);
/* game_panel.c: the width and height the players' rows want inside the track, their figures and
   the modules' things at their least size on one line (0, 0 without a game). */
void play_rows_need(ui_app *a, int *w, int *h);
void rotate(ui_app *a, int dir);

/* events to animations, the final scoring, the view's observer (game_events.c) */
void follower_point(ui_app *a, int x, int y, int type, int rot, int f, double *bx, double *by);
void take_events(ui_app *a, const carc_events *ev);
void note_placer(ui_play *p, const carc_game *g, int player, const carc_events *ev);
void final_prepare(ui_play *p);
void turn_anim(ui_app *a);
/* The banner of the player whose turn begins: its size (false once it has faded), and drawn
   in box at (the board's notes place it, game_board.c). */
bool turn_anim_size(ui_app *a, const ui_anim *an, int *w, int *h);
void draw_turn_anim(ui_app *a, const ui_anim *an, const ui_rect *at);
void final_next(ui_app *a);
void view_reset(void *ctx, const carc_game *start);
void view_turn(void *ctx, int k, int mover, const carc_game *g, const carc_events *ev,
               bool replayed);

/* figure-step picking (game_pick.c) */
int step_at(ui_app *a, int x, int y);
void spot_point(ui_app *a, int i, double *bx, double *by);
void compute_spots(ui_app *a);
/* A key of a kind of figure in play (module_ui.h's key: B, the large follower): in the
   player's figure step, the next kind with that key in the selector, or the follower again; a
   figure already chosen on the tile stays chosen, of the new kind, where that one may stand
   too. Returns whether key is such a key. */
bool choose_kind_by_key(ui_app *a, int key);
double spot_reach(const ui_app *a);
int back_at(ui_app *a, int x, int y);
/* The figure step's choices at one figure (a take-back, the modules' own): whether c is the
   one chosen; the menu at a figure that offers several: whether it shows, its row at (x, y)
   (-1: none), c chosen, and the menu drawn. */
bool target_chosen(const ui_play *p, const carc_action *c);
bool menu_shown(const ui_app *a);
int menu_at(ui_app *a, int x, int y);
void choose_target_action(ui_play *p, const carc_action *c);
void draw_target_menu(ui_app *a);
void place_pending(ui_app *a);

/* the computer players' pace (game_ai.c) */
double ai_fly(const ui_app *a);
void ai_update(ui_app *a);

/* input and the button row (game_input.c) */
void buttons_for(const ui_play *p, int b[3]);
const char *button_label(int b);

/* the board view (game_board.c) */
void tile_rect(const ui_camera *c, int x, int y, SDL_Rect *r);
void draw_tile(ui_app *a, int type, int rot, const SDL_Rect *r, Uint8 alpha);
void frame_sdl(SDL_Renderer *ren, const SDL_Rect *r, int t, SDL_Color c);
void draw_feature(ui_app *a, const ui_anim *an, Uint8 alpha);
void draw_dots(ui_app *a, double cx, double cy, SDL_Color c);
void draw_board(ui_app *a);

#endif
