/*
 * inns_ui.c: Inns & Cathedrals (RULES.md 3) in the game window: its hooks of module_ui.h, its
 * words.
 */
#include <stdio.h>

#include "i18n.h"
#include "mod_inns.h"
#include "module_ui.h"

static const ui_rules_page rules = {
    .adds =
        N_("An inn by a road or a cathedral in a city raises what it scores when completed, but it "
           "scores nothing if left open at the end. Each player has a large follower, which counts "
           "as two in a majority. A sixth player plays pink."),
    .tiles = {"I1", "I15", "I13", "I3"},
    .nfigures = 1,
    .figures = {{.kind = CARC_FIG_BIG}},
    .rows = {{N_("Road with an inn"), N_("2 per tile"), N_("Nothing")},
             {N_("City with a cathedral"), N_("3 per tile and per pennant"), N_("Nothing")}},
};

static int inns_card_lines(const carc_report *r, char *out, size_t len, int max)
{
    int n = 0;
    if ((r->marks & CARC_FLAG_INN) && n < max)
        snprintf(out + len * n++, len, "%s", _("An inn: double if completed, nothing if not"));
    if ((r->marks & CARC_FLAG_CATHEDRAL) && n < max)
        snprintf(out + len * n++, len, "%s", _("A cathedral: triple if completed, nothing if not"));
    return n;
}

/* A pink player given another colour when the set leaves the setup, one sentence per colour
   (the colour's word agrees with the sentence): %s the player's name. */
static const char *pink_gone(int colour)
{
    switch (colour) {
    case CARC_RED:
        return _("Pink comes with Inns & Cathedrals: %s plays red now.");
    case CARC_BLUE:
        return _("Pink comes with Inns & Cathedrals: %s plays blue now.");
    case CARC_GREEN:
        return _("Pink comes with Inns & Cathedrals: %s plays green now.");
    case CARC_YELLOW:
        return _("Pink comes with Inns & Cathedrals: %s plays yellow now.");
    default:
        return _("Pink comes with Inns & Cathedrals: %s plays black now.");
    }
}

/* Of a score, what an inn or a cathedral did to it (doubled, tripled, nothing). */
static const char *inns_score_why(unsigned why)
{
    if (why & CARC_WHY_INN_ZERO)
        return _("unfinished road with an inn: nothing");
    if (why & CARC_WHY_CATHEDRAL_ZERO)
        return _("unfinished city with a cathedral: nothing");
    if (why & CARC_WHY_INN)
        return _("inn: 2 per tile");
    if (why & CARC_WHY_CATHEDRAL)
        return _("cathedral: 3 per tile and pennant");
    return NULL;
}

/* A feature an inn or a cathedral left at nothing. */
static const char *inns_end_note(const carc_event *e)
{
    if (e->type != CARC_EV_SCORE)
        return NULL;
    if (e->why & CARC_WHY_INN_ZERO)
        return _("An unfinished road with an inn scored nothing.");
    if (e->why & CARC_WHY_CATHEDRAL_ZERO)
        return _("An unfinished city with a cathedral scored nothing.");
    return NULL;
}

static bool cathedral_met(const carc_game *g, const carc_tile_type *t)
{
    (void)g;
    for (int f = 0; f < t->def.nfeatures; f++)
        if (t->def.features[f].flags & CARC_FLAG_CATHEDRAL)
            return true;
    return false;
}

const ui_module_hooks ui_inns_hooks = {
    .title = N_("Inns & Cathedrals"),
    .rules = &rules,
    .figures = {{.kind = CARC_FIG_BIG,
                 .name = N_("Large follower"),
                 .scale = 1.4,
                 .spot_scale = 1.3,
                 .key = SDLK_b,
                 .fairy = N_("The fairy goes next to your large follower: she guards that tile."),
                 /* TRANSLATORS: %s the feature (Road, City...) the figure goes on through the
                    portal. */
                 .portal = N_("Through the portal: your large follower goes onto another tile "
                              "(%s)."),
                 .eaten = N_("%s: large follower eaten by the dragon"),
                 .sent_home = N_("%s: large follower sent home by the princess")}},
    .score_why = inns_score_why,
    .end_note = inns_end_note,
    .firsts = {{"cathedral",
                N_("A cathedral: its city scores 3 a tile and pennant when finished, and nothing "
                   "if still open at the end."),
                4, cathedral_met}},
    .seat_gone = N_("Without Inns & Cathedrals five play at most: %s left the table."),
    .colour_gone = pink_gone,
    .card_lines = inns_card_lines,
    .help = N_("B: the large follower or the other (Inns & Cathedrals)"),
    .puzzle = {"inns-end", N_("An inn and a cathedral left open"),
               N_("Ana's knight is in a city with a cathedral, Luis's thief on a road with an inn. "
                  "What would each score if the game ended now?"),
               N_("An unfinished city with a cathedral and an unfinished road with an inn score "
                  "nothing at the end. Ana's cloister has 2 tiles around it: 1 + 2 = 3."),
               UI_ASK_END},
};
