/*
 * traders_ui.h: the words of Traders & Builders' goods, for the window's cards and verdicts
 * (traders_ui.c; the set's hooks are module_ui.h's).
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

#endif
