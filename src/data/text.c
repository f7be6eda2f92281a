/*
 * text.c: UTF-8 checks and printable messages (see text.h).
 */
#include "text.h"

int carc_utf8_next(const char *s, uint32_t *cp)
{
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] < 0x80) {
        *cp = u[0];
        return 1;
    }
    int n;
    uint32_t v, min;
    if ((u[0] & 0xE0) == 0xC0) {
        n = 2, v = u[0] & 0x1Fu, min = 0x80;
    } else if ((u[0] & 0xF0) == 0xE0) {
        n = 3, v = u[0] & 0x0Fu, min = 0x800;
    } else if ((u[0] & 0xF8) == 0xF0) {
        n = 4, v = u[0] & 0x07u, min = 0x10000;
    } else {
        return 0;
    }
    /* A NUL is not a continuation byte, so a cut sequence stops at the terminator. */
    for (int i = 1; i < n; i++) {
        if ((u[i] & 0xC0) != 0x80)
            return 0;
        v = (v << 6) | (u[i] & 0x3Fu);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *cp = v;
    return n;
}

bool carc_text_is_control(uint32_t cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
}

carc_text_fault carc_text_check(const char *s, uint32_t *cp)
{
    while (*s != '\0') {
        int n = carc_utf8_next(s, cp);
        if (n == 0)
            return CARC_TEXT_NOT_UTF8;
        if (carc_text_is_control(*cp))
            return CARC_TEXT_CONTROL;
        s += n;
    }
    return CARC_TEXT_OK;
}

void carc_text_one_line(char *s, size_t len)
{
    size_t i = 0;
    while (i < len && s[i] != '\0') {
        uint32_t cp;
        int n = carc_utf8_next(s + i, &cp);
        if (n == 0) {
            s[i++] = '?';
            continue;
        }
        if (carc_text_is_control(cp))
            for (int k = 0; k < n; k++)
                s[i + (size_t)k] = ' ';
        i += (size_t)n;
    }
}
