/*
 * dragon_ui.h: the Princess & the Dragon in the game window (screen_dragon.c): the dragon and
 * the fairy on the board, the dragon's flight (the cells of the steps that may be taken, what
 * each would eat, the path so far), the figure step's other choices (the fairy moved next to one
 * of the player's figures, the princess's removal of a knight, a figure through a magic portal
 * onto any open feature of the board), the dragon tiles set aside beside the stack, and the
 * lines and animations of what the dragon, the princess and the fairy do. The turn flow that
 * applies these actions is screen_game.c's; everything here only looks at the game.
 */
#ifndef CARC_UI_DRAGON_UI_H
#define CARC_UI_DRAGON_UI_H

#include "app.h"

/* The board cell a step of the dragon's flight (CARC_ACT_DRAGON) goes to. */
void dragon_step_cell(const carc_game *g, const carc_action *step, int *x, int *y);

/* The figure step's choices at the pointer (x, y) other than a take-back: the fairy next to the
   figure there, the princess's removal of it, a figure of the kind chosen through the portal
   onto the feature there. Writes up to max, returns how many. */
int dragon_targets_at(ui_app *a, int x, int y, carc_action *out, int max);

/* The figure step's choice k of those (the fairy's, then the princess's, then the portal's for
   the kind chosen) and its point on screen; false past the last. */
bool dragon_target(ui_app *a, int k, carc_action *act, double *sx, double *sy);

/* Where those choices are on screen (each figure marked for the fairy or the princess, each
   portal spot of the kind chosen): writes up to max points, returns how many. */
int dragon_target_points(ui_app *a, double (*pts)[2], int max);

/* On the board: the path of the flight, the cells of the steps open (a flight's step), the
   dragon and the fairy. */
void dragon_draw_board(ui_app *a);
/* In the figure step: the marks on the figures the fairy may go next to and on the knights the
   princess may send home, and the portal's spots for the kind chosen. */
void dragon_draw_targets(ui_app *a);
/* ANIM_FAIRY (the fairy's points rising from its tile) and ANIM_EATEN (a figure eaten or sent
   home by the princess). */
void dragon_draw_anim(ui_app *a, const ui_anim *an);
/* The panel's hand box during a flight: the dragon, and the step under way. */
void dragon_draw_hand(ui_app *a, const ui_rect *r);
/* The dragon tiles set aside, as a row of small tiles from (x, y) in a width w of the panel,
   while there are any; returns the y below them (y when none). */
int dragon_draw_set_aside(ui_app *a, int x, int y, int w);
/* The height dragon_draw_set_aside takes in a width w (0 when there are none). */
int dragon_set_aside_h(ui_app *a, int w);

/* The banner during a flight: who chooses the step. */
void dragon_banner(ui_app *a, char *buf, size_t len);
/* The line over the board during a flight: who chooses, and what the step under the pointer
   (or the computer's) would eat. Returns buf. */
const char *dragon_step_line(ui_app *a, char *buf, size_t len);
/* A flight just over after `steps` steps: why it stopped before the sixth (no tile next to the
   dragon it may enter), in full for the board or short for the log; NULL when it flew all
   six. */
const char *dragon_stop_line(int steps, bool full, char *buf, size_t len);
/* The panel's line in the figure step on the fairy, the princess or the portal: the choice
   made, or what the marks offer; NULL when there is nothing to say. */
const char *dragon_panel_line(ui_app *a, char *buf, size_t len);
/* Appends to the replay's line on turn t (whose events are ev) what the set's figures did:
   the fairy moved, the princess's removal, the dragon's steps and what it ate. */
void dragon_replay_note(const carc_record_turn *t, const carc_events *ev, char *line, size_t len);
/* The log line of an event of the set: a figure eaten or sent home by the princess, the
   fairy's points or move, a tile set aside, the reshuffle, the dragon on a volcano
   (translated; a static buffer). */
const char *dragon_log_line(ui_app *a, const carc_event *e);

#endif
