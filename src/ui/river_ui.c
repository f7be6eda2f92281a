/*
 * river_ui.c: the River (RULES.md 2) in the game window: its hooks of module_ui.h, its words.
 */
#include "i18n.h"
#include "module_ui.h"

const ui_module_hooks ui_river_hooks = {
    .title = N_("The River"),
};
