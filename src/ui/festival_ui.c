/*
 * festival_ui.c: the Festival (RULES.md 4.4) in the game window: its hooks of module_ui.h, its
 * words.
 */
#include "i18n.h"
#include "mod_festival.h"
#include "module_ui.h"

static const ui_rules_page rules = {
    .adds =
        N_("Ten festival tiles. After placing one, instead of placing a figure you may take one of "
           "your figures back from anywhere on the board. It scores nothing, except an abbot, "
           "which scores as when taken back."),
    .tiles = {"FE1", "FE7", "FE3", "FE10"},
    .nfigures = 1,
    .figures = {{.kind = CARC_FIG_FOLLOWER}},
    .rows = {{N_("Figure taken back"), N_("Nothing"), N_("Nothing")}},
};

static bool festival_met(const carc_game *g, const carc_tile_type *t)
{
    (void)g;
    return carc_festival_tile(t);
}

const ui_module_hooks ui_festival_hooks = {
    .title = N_("The Festival"),
    .rules = &rules,
    .firsts = {{"festival",
                N_("A festival tile: instead of placing a figure, you may take one of yours back "
                   "from the board, unscored."),
                0, festival_met}},
    .puzzle = {"festival-back", N_("The festival's choice"),
               N_("Ana draws a festival tile. Place it, then take back the figure she should."),
               N_("A figure taken back scores nothing. The monk will score its cloister; the "
                  "farmer's field touches no finished city and is worth 0: take back the farmer."),
               UI_ASK_BACK},
};
