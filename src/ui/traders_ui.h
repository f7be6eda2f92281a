/*
 * traders_ui.h: Traders & Builders in the game window (traders_ui.c): the goods tokens in the
 * players' rows and rising from a city that gave them, and their words.
 */
#ifndef CARC_UI_TRADERS_UI_H
#define CARC_UI_TRADERS_UI_H

#include "app.h"

/* The translated name of a kind of goods, as a label ("Wine", "Grain", "Cloth"). */
const char *ui_goods_label(int goods);
/* The formats of goods taken, one per kind of goods (the words agree with it): "+%d wine" over
   the board, "%1$s: +%2$d wine" in the log (a name, then n); and of the final scoring's bonus,
   "%1$s: most wine +%2$d (end)" (a name, the points). */
const char *ui_goods_gain(int goods, int n);
const char *ui_goods_log(int goods, int n);
const char *ui_goods_majority(int goods);
/* A player's goods tokens, right-aligned in rc (a row of the panel). */
void figs_draw_goods(ui_app *a, int player, const ui_rect *rc, SDL_Color ink);
/* The width figs_draw_goods takes for player's goods in a row of height h (0 without Traders &
   Builders). */
int figs_goods_w(ui_app *a, int player, int h);
/* "+1 wine" rising from the city that gave it (ANIM_GOODS). */
void figs_draw_goods_anim(ui_app *a, const ui_anim *an);

#endif
