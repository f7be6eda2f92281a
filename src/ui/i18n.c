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
   The core gives a refusal as a code and its arguments (reason.h), and words each code once in
   its tables (reason.c, and each module's): the window translates the same sentences. Where a
   sentence depends on a kind of feature or of figure, each kind has its own sentence there, so
   that every language can give it its article and its agreement. */

static const char *const edges[CARC_EDGE_KINDS] = {
    /* TRANSLATORS: these four are the edges of a tile, put in "north side: %s meets %s" as
       bare nouns (no article). */
    [CARC_EDGE_FIELD] = N_("field"),
    [CARC_EDGE_ROAD] = N_("road"),
    [CARC_EDGE_CITY] = N_("city"),
    [CARC_EDGE_RIVER] = N_("river"),
};

/* The sentences come from the core's tables: their directives are the ones args says. */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

bool ui_i18n_reason(const carc_reason *why, char *out, size_t len)
{
    const carc_words *w = carc_reason_words(why);
    if (!w) {
        /* A code no table words: the core's English rather than nothing. */
        carc_reason_english(why, out, len);
        return false;
    }
    if (w->args == CARC_ARGS_COUNT)
        snprintf(out, len, P_(w->window, w->english, why->players), why->players, why->low,
                 why->high);
    else if (w->window)
        snprintf(out, len, "%s", _(w->window));
    else if (w->args == CARC_ARGS_EDGES)
        snprintf(out, len, _(w->english),
                 _(edges[why->edge < CARC_EDGE_KINDS ? why->edge : CARC_EDGE_FIELD]),
                 _(edges[why->other < CARC_EDGE_KINDS ? why->other : CARC_EDGE_FIELD]));
    else
        snprintf(out, len, "%s", _(w->english));
    return true;
}
