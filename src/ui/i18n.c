/*
 * i18n.c: gettext binding for the UI's strings (see i18n.h). glibc carries libintl, so no
 * extra library is needed on Debian.
 */
#include "i18n.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>

#define DOMAIN "carcassonne"

void ui_i18n_init(const char *assets)
{
    char dir[1024];
    setlocale(LC_ALL, "");
    /* Numbers in records and logs stay in the C locale's format whatever the language. */
    setlocale(LC_NUMERIC, "C");
    snprintf(dir, sizeof dir, "%s/locale", assets);
    bindtextdomain(DOMAIN, dir);
    bind_textdomain_codeset(DOMAIN, "UTF-8");
}

const char *ui_tr(const char *msgid)
{
    return dgettext(DOMAIN, msgid);
}
