/*
 * inns_ui.c: Inns & Cathedrals (RULES.md 3) in the game window: its hooks of module_ui.h, its
 * words.
 */
#include "i18n.h"
#include "module_ui.h"

const ui_module_hooks ui_inns_hooks = {
    .title = N_("Inns & Cathedrals"),
};
