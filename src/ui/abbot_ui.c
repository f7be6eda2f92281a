/*
 * abbot_ui.c: the Abbot (RULES.md 4.3) in the game window: its hooks of module_ui.h, its words.
 */
#include <math.h>

#include "i18n.h"
#include "mod_abbot.h"
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

/* The abbot: a pointed hood on a bell-shaped habit, and a staff beside it. */
static int abbot_shape(float u, float v)
{
    float dx = u - .45f;
    if (v > .08f && v < .95f && fabsf(u - .82f) < .035f)
        return 1; /* the staff */
    if (v > .1f && v < .36f && fabsf(dx) < (v - .1f) * .55f)
        return 1;                                                        /* the hood */
    return v >= .36f && v < .95f && fabsf(dx) < .14f + (v - .36f) * .4f; /* the habit */
}

static ui_mipmap *abbot_sprite(ui_app *a)
{
    return ui_module_sprite(a, CARC_MOD_ABBOT, 0);
}

/* The garden's words, each agreeing with its noun. */
static const char *garden_word(ui_feature_word w, int n)
{
    switch (w) {
    case UI_WORD_NAME:
        return _("Garden");
    case UI_WORD_UNFINISHED:
        return _("Garden (unfinished)");
    case UI_WORD_COMPLETE:
        return _("Garden · complete");
    case UI_WORD_OPEN:
        return _("Garden · not complete");
    case UI_WORD_COMPLETES:
        return P_("The move completes your garden: %d point.",
                  "The move completes your garden: %d points.", n);
    default:
        return _("The figure claims a garden: worth %d now, at least %d if completed.");
    }
}

static const char *abbot_score_why(unsigned why)
{
    return why & CARC_WHY_RECALL ? _("abbot taken back: 1 + tiles around") : NULL;
}

static bool garden_met(const carc_game *g, const carc_tile_type *t)
{
    (void)g;
    return carc_abbot_garden(t) != CARC_NO_FEATURE;
}

const ui_module_hooks ui_abbot_hooks = {
    .title = N_("The Abbot"),
    .rules = &rules,
    .categories = {N_("Garden")},
    .feature = {CARC_GARDEN, true, garden_word},
    .sprites = {{"abbot.png", 96, abbot_shape}},
    .figures = {{.kind = CARC_FIG_ABBOT,
                 .name = N_("Abbot"),
                 .sprite = abbot_sprite,
                 .mark_x = .5,
                 .mark_y = .66,
                 .fairy = N_("The fairy goes next to your abbot: she guards that tile."),
                 .portal = N_("Through the portal: your abbot goes onto another tile (%s)."),
                 .eaten = N_("%s: abbot eaten by the dragon"),
                 .sent_home = N_("%s: abbot sent home by the princess")}},
    .score_why = abbot_score_why,
    .firsts = {{"garden",
                N_("A garden: only an abbot may stand in it, and it scores like a cloister."), 5,
                garden_met}},
    .puzzle = {"abbot-best", N_("Calling the abbot home"),
               N_("Ana's abbot stands on a cloister. Play the turn that scores her the most."),
               N_("Put the tile next to the cloister first, then take the abbot back: it scores 1 "
                  "+ the 5 tiles around it = 6."),
               UI_ASK_BEST},
};
