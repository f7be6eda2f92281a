/*
 * screen_rules.h: the rules reference (issue 26): a page for each of the seven rule sets, in the
 * window's language: what the set adds, its figures and tiles drawn by the game's own renderer,
 * and how each feature scores during play and at the end, for the scoring edition chosen.
 * Opened from the setup screen's "?" beside each set (rules_open) and from the help (H, then R)
 * with the sets in play first.
 */
#ifndef CARC_UI_SCREEN_RULES_H
#define CARC_UI_SCREEN_RULES_H

#include <SDL.h>

#include "app.h"
#include "module.h"

/* The pages: the base game's, then each expansion's in the order of the modules (module.h),
   its words in its window hooks (module_ui.h). */
#define RULES_BASE 0
#define RULES_MODULE(m) (1 + (m)) /* the page of the set of module m (carc_module_id) */
#define RULES_PAGES RULES_MODULE(CARC_MODULES)

/* Opens the reference on the page of a set (RULES_BASE, RULES_MODULE); from a game, its sets
   come first. */
void rules_open(ui_app *a, int page);
void rules_event(ui_app *a, const SDL_Event *e);
void rules_draw(ui_app *a);
void rules_free(ui_app *a);

#endif
