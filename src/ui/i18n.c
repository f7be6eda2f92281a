/*
 * i18n.c: gettext binding for the UI's strings and the choice of language (see i18n.h). glibc
 * carries libintl, so no extra library is needed on Debian.
 *
 * The language is set through GNU gettext's LANGUAGE variable, so that a choice made in the
 * window applies at once without a locale of that language installed; LC_MESSAGES is moved off
 * the "C" locale (which ignores LANGUAGE) to C.UTF-8 when the system has none of its own.
 */
#include "i18n.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "tileset_io.h"

#define DOMAIN "carcassonne"

/* The catalogs' names (po/LINGUAS). Portuguese is Brazilian (the rule documents the words come
   from are), and any Portuguese locale or choice shows it: a language is known by its first two
   letters. */
static const char *const codes[UI_LANGUAGES] = {"en", "de", "es", "fr", "it", "nl", "pt_BR"};
static const char *const natives[UI_LANGUAGES] = {"English",  "Deutsch",    "Español",  "Français",
                                                  "Italiano", "Nederlands", "Português"};

static char choice[8];        /* "" for the system's language */
static const char *in_use;    /* one of codes[] */
static const char *system_is; /* the system's, read before LANGUAGE is set here */

const char *ui_i18n_code(int i)
{
    return i >= 0 && i < UI_LANGUAGES ? codes[i] : codes[0];
}

const char *ui_i18n_native(int i)
{
    return i >= 0 && i < UI_LANGUAGES ? natives[i] : natives[0];
}

/* The game's language whose code starts s ("de_AT.UTF-8" is German, "pt" and "pt_PT" are the
   Brazilian catalog), or NULL. */
static const char *known(const char *s)
{
    for (int i = 0; s != NULL && i < UI_LANGUAGES; i++)
        if (!strncmp(s, codes[i], 2) && (s[2] == '\0' || strchr("_.@:", s[2])))
            return codes[i];
    return NULL;
}

/* The system's language: the first of LANGUAGE's list the game has, else the locale's
   (LC_ALL, LC_MESSAGES, LANG, the first that is set), else English. */
static const char *system_language(void)
{
    const char *list = getenv("LANGUAGE");
    for (const char *s = list; s != NULL && *s != '\0';
         s = strchr(s, ':') ? strchr(s, ':') + 1 : "")
        if (known(s))
            return known(s);
    const char *vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (int i = 0; i < 3; i++) {
        const char *v = getenv(vars[i]);
        if (v != NULL && v[0] != '\0')
            return known(v) ? known(v) : codes[0];
    }
    return codes[0];
}

void ui_i18n_init(const char *code)
{
    setlocale(LC_ALL, "");
    /* Numbers in records and logs stay in the C locale's format whatever the language. */
    setlocale(LC_NUMERIC, "C");
    const char *msgs = setlocale(LC_MESSAGES, NULL);
    if (msgs == NULL || !strcmp(msgs, "C") || !strcmp(msgs, "POSIX"))
        setlocale(LC_MESSAGES, "C.UTF-8");
    bindtextdomain(DOMAIN, carc_locale_dir());
    bind_textdomain_codeset(DOMAIN, "UTF-8");
    system_is = system_language();
    ui_i18n_set(code);
}

void ui_i18n_set(const char *code)
{
    const char *lang = known(code);
    snprintf(choice, sizeof choice, "%s", lang ? lang : "");
    in_use = lang ? lang : system_is;
    setenv("LANGUAGE", in_use, 1);
    /* Setting the text domain tells gettext that the catalogs changed (it drops its cache). */
    textdomain(DOMAIN);
}

const char *ui_i18n_choice(void)
{
    return choice;
}

const char *ui_i18n_current(void)
{
    return in_use ? in_use : codes[0];
}

const char *ui_tr(const char *msgid)
{
    return dgettext(DOMAIN, msgid);
}

const char *ui_trn(const char *one, const char *many, unsigned long n)
{
    return dngettext(DOMAIN, one, many, n);
}

void ui_i18n_list(const char *const *item, int n, char *out, size_t len)
{
    if (len == 0)
        return;
    /* TRANSLATORS: joins the items of a list that goes on ("Ana, Bo"): %1$s the items so far,
       %2$s the next one. */
    const char *const go_on = _("%1$s, %2$s");
    /* TRANSLATORS: joins the last item to a list ("Ana, Bo and Cy"). */
    const char *const last = _("%1$s and %2$s");
    snprintf(out, len, "%s", n > 0 ? item[0] : "");
    for (int i = 1; i < n; i++) {
        char head[512];
        snprintf(head, sizeof head, "%s", out);
        snprintf(out, len, i < n - 1 ? go_on : last, head, item[i]);
    }
}

/* ---- the rules engine's reasons ----
   The core gives a refusal as a code and its arguments (reason.h); each code is worded here as
   a whole sentence. Where the sentence depends on a kind of feature or of figure, each kind has
   its own sentence, so that every language can give it its article and its agreement. */

/* The codes whose sentence takes nothing from the reason. */
static const char *const fixed_reasons[CARC_WHY_CODES] = {
    [CARC_WHY_NO_TILE] = N_("the game is over: no tile is left to place"),
    [CARC_WHY_FIGURE_STEP] = N_("the tile is already placed: this is the figure step"),
    [CARC_WHY_ROTATION] = N_("a rotation must be 0, 90, 180 or 270 degrees"),
    [CARC_WHY_OCCUPIED] = N_("a tile is already there"),
    [CARC_WHY_DETACHED] = N_("it touches no placed tile"),
    [CARC_WHY_GRID] = N_("the board has grown as far as it can on that side"),
    [CARC_WHY_SETS_FORBID] = N_("a rule of the tile sets in play forbids it"),
    [CARC_WHY_RIVER_CONTINUE] = N_("the river must continue the river already on the board"),
    [CARC_WHY_RIVER_BACK] = N_("the river may not turn back on itself or run towards other tiles"),
    [CARC_WHY_NO_DISCARD] = N_("the game is over: no tile is left to discard"),
    /* The window names no tile by its id: the tile is the one in hand. */
    [CARC_WHY_TILE_FITS] = N_("the tile fits on the board, so it may not be discarded"),
    [CARC_WHY_OVER] = N_("the game is over"),
    [CARC_WHY_PLACE_FIRST] = N_("the tile must be placed first"),
    /* TRANSLATORS: the dragon of the Princess & the Dragon, which moves tile by tile. */
    [CARC_WHY_DRAGON_DUE] = N_("the dragon is flying: it must move first"),
    [CARC_WHY_NO_FIGURE_KIND] = N_("no such kind of figure"),
    [CARC_WHY_NO_FEATURE] = N_("the tile has no such feature for a follower"),
    [CARC_WHY_ON_RIVER] = N_("no follower may stand on the river"),
    [CARC_WHY_GARDEN] = N_("only an abbot may stand on a garden"),
    [CARC_WHY_NO_FARMERS] = N_("farmers are not in play (farm scoring \"none\")"),
    [CARC_WHY_DRAGON_TILE] = N_("no figure may be placed on the dragon's tile"),
    [CARC_WHY_PORTAL_ONLY] = N_("a figure goes on another tile only through a magic portal"),
    [CARC_WHY_PORTAL_NO_TILE] = N_("no tile there for the portal to send a figure to"),
    [CARC_WHY_PORTAL_FIGURE] = N_("only a follower or the abbot goes through a portal"),
    [CARC_WHY_NOT_STEP] = N_("that is not an action of the figure step"),
    [CARC_WHY_NOT_ON_BOARD] = N_("that figure is not on the board"),
    [CARC_WHY_NOT_YOURS] = N_("a player takes back only their own figures"),
    [CARC_WHY_ONLY_ABBOT] =
        N_("only the abbot may be taken back, unless the tile is a festival tile"),
    [CARC_WHY_NO_TAKE_BACK] = N_("no rule in play lets a figure be taken back"),
    [CARC_WHY_NOT_FLYING] = N_("the dragon is not flying"),
    /* The dragon's steps: the window shows the board, so the cell goes without coordinates. */
    [CARC_WHY_DRAGON_NO_SIDE] = N_("the dragon moves only to a tile beside its own"),
    [CARC_WHY_DRAGON_NO_TILE] = N_("the dragon flies only onto a tile"),
    [CARC_WHY_DRAGON_START] = N_("the dragon may not go back to the tile its flight started from"),
    [CARC_WHY_DRAGON_FAIRY] = N_("the dragon may not enter the fairy's tile"),
    [CARC_WHY_DRAGON_ENTERED] = N_("the dragon enters a tile only once in a flight"),
    /* TRANSLATORS: the fairy of the Princess & the Dragon, moved next to one of one's figures. */
    [CARC_WHY_FAIRY_NONE] = N_("no figure there for the fairy"),
    [CARC_WHY_FAIRY_NOT_YOURS] = N_("the fairy goes only next to one's own follower or abbot"),
    [CARC_WHY_FAIRY_ALREADY] = N_("the fairy is already next to that figure"),
    [CARC_WHY_FAIRY_KIND] = N_("the fairy goes only next to a follower or an abbot"),
    [CARC_WHY_NO_PRINCESS] = N_("the tile has no princess"),
    [CARC_WHY_PRINCESS_CITY] = N_("the princess sends home only a knight of the city she joins"),
    [CARC_WHY_TRADERS_FARMS] = N_("Traders & Builders is not played with 1st-edition farms (its "
                                  "pig needs the newer farms): choose other farm scoring."),
};

/* CARC_WHY_EDGES: one sentence per side of the tile being placed, and the edges as words. */
static const char *const side_reasons[4] = {
    /* TRANSLATORS: the north side of the tile being placed; the first %s is what lies along
       that side on the new tile, the second what lies along it on its neighbour (road, city,
       field, river). */
    N_("north side: %s meets %s"),
    /* TRANSLATORS: as "north side: %s meets %s", for the east side. */
    N_("east side: %s meets %s"),
    /* TRANSLATORS: as "north side: %s meets %s", for the south side. */
    N_("south side: %s meets %s"),
    /* TRANSLATORS: as "north side: %s meets %s", for the west side. */
    N_("west side: %s meets %s"),
};

static const char *const edges[CARC_EDGE_KINDS] = {
    /* TRANSLATORS: these four are the edges of a tile, put in "north side: %s meets %s" as
       bare nouns (no article). */
    [CARC_EDGE_FIELD] = N_("field"),
    [CARC_EDGE_ROAD] = N_("road"),
    [CARC_EDGE_CITY] = N_("city"),
    [CARC_EDGE_RIVER] = N_("river"),
};

/* CARC_WHY_TAKEN and CARC_WHY_COMPLETE, one sentence per kind of feature. */
static const char *const taken_reasons[CARC_KINDS] = {
    [CARC_ROAD] = N_("the road there already has a follower"),
    [CARC_CITY] = N_("the city there already has a follower"),
    [CARC_FIELD] = N_("the field there already has a follower"),
    [CARC_CLOISTER] = N_("the cloister there already has a follower"),
    [CARC_RIVER] = N_("the river there already has a follower"),
    [CARC_GARDEN] = N_("the garden there already has an abbot"),
};

static const char *const complete_reasons[CARC_KINDS] = {
    [CARC_ROAD] = N_("the road there is complete"),
    [CARC_CITY] = N_("the city there is complete"),
    [CARC_FIELD] = N_("the field there is complete"),
    [CARC_CLOISTER] = N_("the cloister there is complete"),
    [CARC_RIVER] = N_("the river there is complete"),
    [CARC_GARDEN] = N_("the garden there is complete"),
};

/* The codes about a kind of figure, one sentence per figure. CARC_WHY_STANDS_ONLY: where it
   may stand (the player sees the feature they chose, so the sentence need not name it). */
static const char *const stands_reasons[CARC_FIGURE_KINDS] = {
    [CARC_FIG_FOLLOWER] = N_("a follower stands only on a road, a city, a field or a cloister"),
    [CARC_FIG_BIG] = N_("the large follower stands only on a road, a city, a field or a cloister"),
    [CARC_FIG_ABBOT] = N_("an abbot stands only on a cloister or a garden"),
    [CARC_FIG_BUILDER] = N_("a builder stands only on a road or a city"),
    [CARC_FIG_PIG] = N_("a pig stands only on a field"),
};

/* CARC_WHY_NOT_IN_SETS: the figure comes with a tile set that is not in play (a follower never
   lacks one; it takes the builder's sentence, as the core's English does). */
static const char *const sets_reasons[CARC_FIGURE_KINDS] = {
    [CARC_FIG_FOLLOWER] = N_("there is no builder or pig without Traders & Builders"),
    [CARC_FIG_BIG] = N_("there is no large follower without Inns & Cathedrals"),
    [CARC_FIG_ABBOT] = N_("there is no abbot without the Abbot"),
    [CARC_FIG_BUILDER] = N_("there is no builder or pig without Traders & Builders"),
    [CARC_FIG_PIG] = N_("there is no builder or pig without Traders & Builders"),
};

/* CARC_WHY_SUPPLY: none of that figure is left to the player. */
static const char *const supply_reasons[CARC_FIGURE_KINDS] = {
    [CARC_FIG_FOLLOWER] = N_("the player has no follower left"),
    [CARC_FIG_BIG] = N_("the large follower is already on the board"),
    [CARC_FIG_ABBOT] = N_("the abbot is already on the board"),
    [CARC_FIG_BUILDER] = N_("the builder is already on the board"),
    [CARC_FIG_PIG] = N_("the pig is already on the board"),
};

/* The sentence of table t for index i (the first when i is out of range). */
#define PICK(t, i) _((t)[(unsigned)(i) < sizeof(t) / sizeof(t)[0] ? (unsigned)(i) : 0u])

bool ui_i18n_reason(const carc_reason *why, char *out, size_t len)
{
    switch (why->code) {
    case CARC_WHY_EDGES:
        snprintf(out, len, PICK(side_reasons, why->side), PICK(edges, why->edge),
                 PICK(edges, why->other));
        return true;
    case CARC_WHY_TAKEN:
        snprintf(out, len, "%s", PICK(taken_reasons, why->kind));
        return true;
    case CARC_WHY_COMPLETE:
        snprintf(out, len, "%s", PICK(complete_reasons, why->kind));
        return true;
    case CARC_WHY_STANDS_ONLY:
        snprintf(out, len, "%s", PICK(stands_reasons, why->figure));
        return true;
    case CARC_WHY_NOT_IN_SETS:
        snprintf(out, len, "%s", PICK(sets_reasons, why->figure));
        return true;
    case CARC_WHY_ESCORT:
        snprintf(out, len, "%s",
                 why->figure == CARC_FIG_PIG
                     ? _("a pig goes only on a field with its owner's farmer")
                     : _("a builder goes only on a road or city with its owner's follower"));
        return true;
    case CARC_WHY_SUPPLY:
        snprintf(out, len, "%s", PICK(supply_reasons, why->figure));
        return true;
    case CARC_WHY_PLAYERS:
        snprintf(out, len,
                 P_("%d player: the tile sets in play allow %d to %d",
                    "%d players: the tile sets in play allow %d to %d", why->players),
                 why->players, why->low, why->high);
        return true;
    default:
        break;
    }
    if ((unsigned)why->code < CARC_WHY_CODES && fixed_reasons[why->code] != NULL) {
        snprintf(out, len, "%s", _(fixed_reasons[why->code]));
        return true;
    }
    /* A code this table does not know: the core's English rather than nothing. */
    carc_reason_english(why, out, len);
    return false;
}
