/*
 * river_ui.c: the River (RULES.md 2) in the game window: its hooks of module_ui.h, its words.
 */
#include "i18n.h"
#include "mod_river.h"
#include "module_ui.h"

static const ui_rules_page rules = {
    .adds =
        N_("The twelve river tiles are laid first, from the spring to the lake. Each must continue "
           "the river, which may never turn back on itself. The river is no feature and scores "
           "nothing: it only separates fields."),
    .tiles = {"R1", "R8", "R6", "R2"},
    .rows = {{N_("River"), N_("Nothing"), N_("Nothing")}},
};

const ui_module_hooks ui_river_hooks = {
    .title = N_("The River"),
    .rules = &rules,
    /* The river is over for good once its tiles are drawn. */
    .spent_when_drawn = carc_river_tile,
    .puzzle = {"river-end", N_("A cloister by the river"),
               N_("The river is no feature: nobody scores it. Ana has a monk, Luis a knight. What "
                  "would each score if the game ended now?"),
               N_("The cloister has 2 tiles around it: 1 + 2 = 3. Luis's city is one open tile "
                  "without a pennant: 1."),
               UI_ASK_END},
};
