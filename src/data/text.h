/*
 * text.h: what text read from a file may hold, and making a message safe to print.
 *
 * Records and tile sets are files people send each other. A name in them reaches the window,
 * the terminal and the messages that quote it, so the loaders accept only strings that are
 * valid UTF-8 without control characters, and every front end prints a loader's message only
 * after carc_text_one_line: the message also quotes keys and file names that no loader checked.
 */
#ifndef CARC_TEXT_H
#define CARC_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Decodes the UTF-8 sequence at s (NUL-terminated): returns its length in bytes with the code
 * point in *cp, or 0 when s does not start a valid sequence (a stray continuation byte, a cut
 * sequence, an overlong form, a surrogate, or beyond U+10FFFF).
 */
int carc_utf8_next(const char *s, uint32_t *cp);

/* C0 controls, DEL and the C1 controls U+0080..U+009F: what a terminal may act on. */
bool carc_text_is_control(uint32_t cp);

typedef enum carc_text_fault {
    CARC_TEXT_OK,
    CARC_TEXT_NOT_UTF8, /* a byte that does not belong to a valid UTF-8 sequence */
    CARC_TEXT_CONTROL   /* a control character (carc_text_is_control) */
} carc_text_fault;

/*
 * Whether s can be shown as a name: valid UTF-8 without control characters. For
 * CARC_TEXT_CONTROL the character's code point goes to *cp.
 */
carc_text_fault carc_text_check(const char *s, uint32_t *cp);

/*
 * Makes s (len bytes of room) one printable line in place: control characters become spaces
 * and bytes that are not UTF-8 become '?'. Never lengthens the text.
 */
void carc_text_one_line(char *s, size_t len);

#endif
