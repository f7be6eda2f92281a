/*
 * gfx.h: the few drawing primitives the screens share: filled and rounded rectangles, discs,
 * thick lines, text (with a cache of rendered strings, since SDL_ttf renders slowly and an idle
 * screen redraws the same strings), and buttons.
 */
#ifndef CARC_UI_GFX_H
#define CARC_UI_GFX_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"

enum { ALIGN_LEFT, ALIGN_CENTRE, ALIGN_RIGHT };

/* Opens the fonts for the current scale (again after a resize changes it); false on failure. */
bool gfx_fonts(ui_app *a);
void gfx_free(ui_app *a);

void gfx_colour(SDL_Renderer *r, SDL_Color c);
void gfx_fill(SDL_Renderer *r, const ui_rect *rc, SDL_Color c);
void gfx_frame(SDL_Renderer *r, const ui_rect *rc, int thick, SDL_Color c);
void gfx_rounded(SDL_Renderer *r, const ui_rect *rc, int radius, SDL_Color c);
void gfx_disc(SDL_Renderer *r, double cx, double cy, double rad, SDL_Color c);
void gfx_ring(SDL_Renderer *r, double cx, double cy, double rad, double thick, SDL_Color c);
void gfx_line(SDL_Renderer *r, double x0, double y0, double x1, double y1, double w, SDL_Color c);
void gfx_triangle(SDL_Renderer *r, double p[3][2], SDL_Color c);

/* Draws text with its top at y, aligned on x; returns its width. A NULL or empty text draws
   nothing. */
int gfx_text(ui_app *a, int font, const char *s, int x, int y, SDL_Color c, int align);
/* As gfx_text, vertically centred in rc; a text wider than rc is cut short with an ellipsis. */
int gfx_text_in(ui_app *a, int font, const char *s, const ui_rect *rc, SDL_Color c, int align);
/* Text with a dark outline, readable over any tile. */
void gfx_text_outlined(ui_app *a, int font, const char *s, int x, int y, SDL_Color c, Uint8 alpha);
int gfx_text_w(ui_app *a, int font, const char *s);
int gfx_font_h(ui_app *a, int font);
/* Draws text wrapped to width w from y; returns the height used. A word wider than w is cut
   where the line is full. */
int gfx_text_wrap(ui_app *a, int font, const char *s, int x, int y, int w, SDL_Color c);
/* As gfx_text_wrap, in the box rc: the lines that end below it are not drawn; returns the
   height drawn. */
int gfx_text_wrap_in(ui_app *a, int font, const char *s, const ui_rect *rc, SDL_Color c);
/* The height gfx_text_wrap would use, drawing nothing. */
int gfx_text_wrap_h(ui_app *a, int font, const char *s, int w);

/* The layout check (--check-layout, for tests): while on, every text that does not fit the
   room it is given (cut short with an ellipsis, a wrapped text taller than its box or a word
   cut in it, a text past the window's edge) is reported once on stderr and counted. */
void gfx_check_layout(bool on);
int gfx_overflows(void);

/* A button; hot when the pointer is over it. Returns nothing: hit-testing is ui_rect_has. */
void gfx_button(ui_app *a, const ui_rect *rc, const char *label, bool enabled, bool primary);
/* The buttons (and toggles) drawn in a frame, by label, so that an event script aims at a button
   where the layout put it (script.c's "button"): forgotten at the start of each frame; the last one
   drawn with that label (the topmost) found, false when none was. */
void gfx_buttons_forget(void);
bool gfx_button_find(const char *label, ui_rect *out);

/* A modal dialog, laid out as the window's dialogs are: the window behind it dimmed, the box in
   the panel's colour with rounded corners, and its title (NULL: none, the dialog draws its own)
   in the big font in colour c, centred across the band at the box's top. Returns the y just
   below that band, where the dialog's content may start. */
int gfx_dialog(ui_app *a, const ui_rect *box, const char *title, SDL_Color c);
/* A note that leaves the screen behind it as it is (the first meeting's note, the first start's
   offer of a lesson): a box with rounded corners filled with fill, framed in gold. */
void gfx_note_box(ui_app *a, const ui_rect *box, SDL_Color fill);

/* A setting that is on or off: a box, filled when on, and its label. */
void gfx_toggle(ui_app *a, const ui_rect *rc, const char *label, bool on);

/* Colours of the interface. */
extern const SDL_Color COL_BG, COL_PANEL, COL_TEXT, COL_DIM, COL_GOLD, COL_WHITE, COL_DARK;

SDL_Color gfx_alpha(SDL_Color c, int alpha);

#endif
