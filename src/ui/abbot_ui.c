/*
 * abbot_ui.c: the Abbot (RULES.md 4.3) in the game window: its hooks of module_ui.h, its words.
 */
#include "i18n.h"
#include "module_ui.h"

const ui_module_hooks ui_abbot_hooks = {
    .title = N_("The Abbot"),
};
