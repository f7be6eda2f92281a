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

#include "tileset_io.h"

#define DOMAIN "carcassonne"

static const char *const codes[UI_LANGUAGES] = {"en", "de", "es", "fr", "it", "nl", "pt"};
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

/* The game's language whose code starts s ("de_AT.UTF-8" is German), or NULL. */
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

/* ---- the rules engine's reasons ----
   The core writes these in English (src/core/rules.c, carc_side_name, carc_edge_name and
   carc_kind_name in src/core/tile.c); each string here is one of the core's, word for word, so
   that the catalogs can translate it. */

static const char *const fixed_reasons[] = {
    N_("the game is over: no tile is left to place"),
    N_("a rotation must be 0, 90, 180 or 270 degrees"),
    N_("a tile is already there"),
    N_("it touches no placed tile"),
    N_("the river must continue the river already on the board"),
    N_("the river may not turn back on itself or run towards other tiles"),
    N_("the tile has no such feature for a follower"),
    N_("no follower may stand on the river"),
    N_("farmers are not in play (farm scoring \"none\")"),
    N_("there is no large follower without Inns & Cathedrals"),
    N_("the large follower is already on the board"),
    N_("the player has no follower left"),
};

/* "%s side: %s meets %s": the side of the new tile, then the edge it has and the edge its
   neighbour has there. */
static const char *const side_reasons[][2] = {
    /* TRANSLATORS: the north side of the tile being placed; the two %s are what lies along the
       side on the new tile and on its neighbour (road, city, field, river). */
    {"north", N_("north side: %s meets %s")},
    /* TRANSLATORS: as "north side: %s meets %s", for the east side. */
    {"east", N_("east side: %s meets %s")},
    /* TRANSLATORS: as "north side: %s meets %s", for the south side. */
    {"south", N_("south side: %s meets %s")},
    /* TRANSLATORS: as "north side: %s meets %s", for the west side. */
    {"west", N_("west side: %s meets %s")},
};

/* TRANSLATORS: these four are the edges of a tile, put in "north side: %s meets %s". */
static const char *const edges[] = {N_("road"), N_("city"), N_("field"), N_("river")};

/* "the %s there already has a follower", one sentence per feature kind. */
static const char *const taken_reasons[][2] = {
    {"road", N_("the road there already has a follower")},
    {"city", N_("the city there already has a follower")},
    {"field", N_("the field there already has a follower")},
    {"cloister", N_("the cloister there already has a follower")},
    {"river", N_("the river there already has a follower")},
};

#define COUNT(t) (sizeof(t) / sizeof(t)[0])

static const char *edge_word(const char *core)
{
    for (size_t i = 0; i < COUNT(edges); i++)
        if (!strcmp(core, edges[i]))
            return _(edges[i]);
    return core;
}

void ui_i18n_reason(const char *core, char *out, size_t len)
{
    for (size_t i = 0; i < COUNT(fixed_reasons); i++)
        if (!strcmp(core, fixed_reasons[i])) {
            snprintf(out, len, "%s", _(fixed_reasons[i]));
            return;
        }
    char side[16], have[16], need[16], kind[16];
    int end = 0;
    if (sscanf(core, "%15s side: %15s meets %15s%n", side, have, need, &end) == 3 &&
        core[end] == '\0')
        for (size_t i = 0; i < COUNT(side_reasons); i++)
            if (!strcmp(side, side_reasons[i][0])) {
                snprintf(out, len, _(side_reasons[i][1]), edge_word(have), edge_word(need));
                return;
            }
    end = 0;
    if (sscanf(core, "the %15s there already has a follower%n", kind, &end) == 1 &&
        core[end] == '\0')
        for (size_t i = 0; i < COUNT(taken_reasons); i++)
            if (!strcmp(kind, taken_reasons[i][0])) {
                snprintf(out, len, "%s", _(taken_reasons[i][1]));
                return;
            }
    snprintf(out, len, "%s", core);
}
