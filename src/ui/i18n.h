/*
 * i18n.h: the one door every string a player sees goes through.
 *
 * Screens write _("Skip") as gettext's convention has it, so xgettext can collect the strings
 * and translations can follow without touching a screen. ui_i18n_init binds the message
 * catalog under ASSETS/locale; with no catalog for the user's language, _() returns its
 * argument unchanged.
 */
#ifndef CARC_UI_I18N_H
#define CARC_UI_I18N_H

/* Binds the "carcassonne" text domain to ASSETS/locale and the user's locale. */
void ui_i18n_init(const char *assets);

/* The translation of msgid, or msgid itself. The result is not to be freed. */
const char *ui_tr(const char *msgid);

#define _(s) ui_tr(s)
/* Marks a string for extraction where it must stay untranslated until shown (tables). */
#define N_(s) (s)

#endif
