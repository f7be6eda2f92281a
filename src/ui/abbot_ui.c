/*
 * abbot_ui.c: the Abbot (RULES.md 4.3) in the game window: its hooks of module_ui.h, its words.
 */
#include "i18n.h"
#include "module_ui.h"

static const ui_rules_page rules = {
    .adds =
        N_("Gardens lie in fields. Each player's abbot goes only on a cloister or a garden of the "
           "tile just placed. On any turn, instead of placing a figure, you may take your abbot "
           "back: it scores at once."),
    .tiles = {"Eg", "Vg", "Ug", "B"},
    .nfigures = 1,
    .figures = {{.kind = CARC_FIG_ABBOT}},
    .rows = {{N_("Garden"), N_("9 once surrounded"), N_("1 + the tiles around it")},
             {N_("Abbot taken back"), N_("1 + the tiles around it"), N_("Nothing")}},
};

const ui_module_hooks ui_abbot_hooks = {
    .title = N_("The Abbot"),
    .rules = &rules,
};
