/*
 * i18n.h: the one door every string a player sees goes through, and the language it is shown in.
 *
 * Screens write _("Skip") as gettext's convention has it, and P_("%d tile", "%d tiles", n) for a
 * sentence with a number in it (ngettext: each language has its own plural forms), so xgettext
 * can collect the strings (po/POTFILES.in) and translations follow without touching a screen.
 * ui_i18n_init binds the message catalogs (carc_locale_dir: the installed locale folder or the
 * build tree's po/); with no catalog for the language, _() returns its argument unchanged.
 *
 * The language is the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) unless the player chose
 * one (the setup screen's language button, remembered in the settings file): ui_i18n_set.
 */
#ifndef CARC_UI_I18N_H
#define CARC_UI_I18N_H

#include <stdbool.h>
#include <stddef.h>

#include "reason.h"

/* The languages of the game: English (the source) and the six catalogs of po/LINGUAS. */
#define UI_LANGUAGES 7

/* Binds the "carcassonne" text domain and the user's locale, then shows the game in code (one
   of ui_i18n_code's, or "" for the system's language). */
void ui_i18n_init(const char *code);

/* Shows the game in code from now on ("" for the system's language; an unknown code is
   English). */
void ui_i18n_set(const char *code);

/* The language the player chose ("" for the system's), and the one in use ("en", "de"...). */
const char *ui_i18n_choice(void);
const char *ui_i18n_current(void);

/* Language i (0 .. UI_LANGUAGES-1): its code ("en", "de"...) and its name in itself. */
const char *ui_i18n_code(int i);
const char *ui_i18n_native(int i);

/* The translation of msgid, or msgid itself. The result is not to be freed. */
const char *ui_tr(const char *msgid);

/* The translation of one or many (the form for n in the language in use). Not to be freed. */
const char *ui_trn(const char *one, const char *many, unsigned long n);

/* The n items joined as a list of the language in use ("Ana, Bo and Cy"), into out: each
   language's own words and commas (the patterns "%1$s, %2$s" and "%1$s and %2$s"). */
void ui_i18n_list(const char *const *item, int n, char *out, size_t len);

/* The rules engine's reason for a refusal (reason.h: a code and its arguments), worded in the
   language in use, into out; false, with the core's English, for a code it has no words for
   (none: the suite checks every code). */
bool ui_i18n_reason(const carc_reason *why, char *out, size_t len);

#define _(s) ui_tr(s)
/* Marks a string for extraction where it must stay untranslated until shown (tables). */
#define N_(s) (s)
/* A string with a number in it, in the plural form for n. */
#define P_(one, many, n) ui_trn(one, many, (unsigned long)(n))

#endif
