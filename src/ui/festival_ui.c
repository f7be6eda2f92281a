/*
 * festival_ui.c: the Festival (RULES.md 4.4) in the game window: its hooks of module_ui.h, its
 * words.
 */
#include "i18n.h"
#include "module_ui.h"

const ui_module_hooks ui_festival_hooks = {
    .title = N_("The Festival"),
};
