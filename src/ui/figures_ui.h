/*
 * figures_ui.h: drawing and choosing the figures of every kind (figures_ui.c): each kind's
 * sprite, the panel's kind selector, the marks on the figures that may be taken back.
 */
#ifndef CARC_UI_FIGURES_UI_H
#define CARC_UI_FIGURES_UI_H

#include "app.h"

/* A figure of kind in player colour `colour`, centred at (sx, sy), size pixels tall; a
   follower lies when `lying` (a farmer). Each kind has its own sprite and outline, and a
   black one a light rim (ui_figure_scale: some kinds are drawn larger than size). */
void ui_draw_figure(ui_app *a, double sx, double sy, double size, int colour, int kind,
                    bool lying, Uint8 alpha);

/* How much taller than a follower a figure of kind is drawn (a module's kind: its scale). */
double ui_figure_scale(int kind);

/* The translated name of a kind of figure ("Follower", a module's kind: its name). */
const char *ui_figure_label(int kind);
/* The translated name of a scoring category (the base game's "Road" .. "Other", a module's as
   its window hooks name it), as the end table and the projected score's breakdown say it. */
const char *ui_category_label(int cat);

/* Chooses kind in the figure step: spots[] becomes that kind's spots, nothing chosen. */
void figs_select(ui_play *p, int kind);

/* The kind selector: the buttons' rectangles along the foot of the panel's info area (as many
   as f->nkinds), and its drawing and clicks (true when a click chose a kind). */
int figs_selector_rects(const ui_app *a, ui_rect out[CARC_FIGURE_KINDS]);
void figs_draw_selector(ui_app *a);
/* Whether figs_draw_selector draws it now (the figure step, or a computer's shown). */
bool figs_selector_shown(ui_app *a);
bool figs_selector_click(ui_app *a, int x, int y);
/* The panel's line on the figure to take back that is chosen or under the pointer, or on
   the kind chosen; NULL when there is nothing to say. */
const char *figs_panel_line(ui_app *a, char *buf, size_t len);

/* Screen positions of the figures that may be taken back (p->back_px). */
void figs_back_points(ui_app *a);
/* Their marks on the board: an arrow ring around each. */
void figs_draw_backs(ui_app *a);

#endif
