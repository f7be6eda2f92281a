/*
 * gfx.c: drawing primitives and cached text (see gfx.h).
 */
#include "gfx.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const SDL_Color COL_BG = {46, 58, 48, 255};
const SDL_Color COL_PANEL = {34, 31, 28, 255};
const SDL_Color COL_TEXT = {240, 232, 214, 255};
const SDL_Color COL_DIM = {170, 160, 140, 255};
const SDL_Color COL_GOLD = {250, 204, 72, 255};
const SDL_Color COL_WHITE = {255, 255, 255, 255};
const SDL_Color COL_DARK = {20, 18, 16, 255};

#define CACHE_SIZE 384
#define UI_PI 3.14159265358979323846

struct ui_text_entry {
    char *s;
    int font;
    uint32_t rgba;
    SDL_Texture *tex;
    int w, h;
    uint32_t used;
};

static uint32_t use_clock;

SDL_Color gfx_alpha(SDL_Color c, int alpha)
{
    c.a = (Uint8)(alpha < 0 ? 0 : alpha > 255 ? 255 : alpha);
    return c;
}

static void cache_clear(ui_app *a)
{
    if (!a->cache)
        return;
    for (int i = 0; i < CACHE_SIZE; i++) {
        free(a->cache[i].s);
        if (a->cache[i].tex)
            SDL_DestroyTexture(a->cache[i].tex);
    }
    memset(a->cache, 0, CACHE_SIZE * sizeof *a->cache);
}

bool gfx_fonts(ui_app *a)
{
    static const int size[FONT_COUNT] = {14, 17, 17, 24, 40};
    static const int bold[FONT_COUNT] = {0, 0, 1, 1, 1};
    if (a->font[0] && fabs(a->font_s - a->s) < 0.01)
        return true;
    if (!a->cache)
        a->cache = calloc(CACHE_SIZE, sizeof *a->cache);
    cache_clear(a);
    for (int i = 0; i < FONT_COUNT; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/fonts/%s", a->assets,
                 bold[i] ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
        TTF_Font *f = TTF_OpenFont(path, (int)lround(size[i] * a->s));
        if (!f) {
            SDL_Log("font %s: %s", path, TTF_GetError());
            return a->font[i] != NULL;
        }
        if (a->font[i])
            TTF_CloseFont(a->font[i]);
        a->font[i] = f;
    }
    a->font_s = a->s;
    return a->cache != NULL;
}

void gfx_free(ui_app *a)
{
    cache_clear(a);
    free(a->cache);
    a->cache = NULL;
    for (int i = 0; i < FONT_COUNT; i++)
        if (a->font[i])
            TTF_CloseFont(a->font[i]);
    memset(a->font, 0, sizeof a->font);
}

static ui_text_entry *text_get(ui_app *a, int font, const char *s, SDL_Color c)
{
    if (!s || !*s || !a->cache || font < 0 || font >= FONT_COUNT || !a->font[font])
        return NULL;
    /* Keyed on the colour without its alpha: fading text reuses one texture. */
    uint32_t rgba = (uint32_t)c.r << 24 | (uint32_t)c.g << 16 | (uint32_t)c.b << 8 | 255u;
    ui_text_entry *victim = &a->cache[0];
    for (int i = 0; i < CACHE_SIZE; i++) {
        ui_text_entry *e = &a->cache[i];
        if (e->s && e->font == font && e->rgba == rgba && strcmp(e->s, s) == 0) {
            e->used = ++use_clock;
            return e;
        }
        if (!e->s || e->used < victim->used)
            victim = e;
        if (!e->s)
            break;
    }
    SDL_Color opaque = {c.r, c.g, c.b, 255};
    SDL_Surface *surf = TTF_RenderUTF8_Blended(a->font[font], s, opaque);
    if (!surf)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(a->ren, surf);
    int w = surf->w, h = surf->h;
    SDL_FreeSurface(surf);
    char *copy = strdup(s);
    if (!t || !copy) {
        if (t)
            SDL_DestroyTexture(t);
        free(copy);
        return NULL;
    }
    free(victim->s);
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    *victim = (ui_text_entry){copy, font, rgba, t, w, h, ++use_clock};
    return victim;
}

/* ---- the layout check (--check-layout) ---- */

static bool check_on;
static int noverflow, outlined; /* outlined: inside gfx_text_outlined (labels on the board) */
static uint32_t reported[512];  /* hashes of the texts reported, each reported once */

void gfx_check_layout(bool on)
{
    check_on = on;
}

int gfx_overflows(void)
{
    return noverflow;
}

/* Reports a text that does not fit its room: what happened to it and by how many pixels. */
static void overflow(const char *what, const char *s, int by)
{
    if (!check_on || !s || !*s)
        return;
    uint32_t h = 2166136261u; /* FNV-1a of the text and what happened to it */
    for (const char *k = what; *k; k++)
        h = (h ^ (unsigned char)*k) * 16777619u;
    for (const char *k = s; *k; k++)
        h = (h ^ (unsigned char)*k) * 16777619u;
    int n = noverflow < 512 ? noverflow : 512;
    for (int i = 0; i < n; i++)
        if (reported[i] == h)
            return;
    if (noverflow < 512)
        reported[noverflow] = h;
    noverflow++;
    fprintf(stderr, "carcassonne: layout: %s by %d px: \"%s\"\n", what, by, s);
}

int gfx_text(ui_app *a, int font, const char *s, int x, int y, SDL_Color c, int align)
{
    ui_text_entry *e = text_get(a, font, s, c);
    if (!e)
        return 0;
    SDL_Rect d = {align == ALIGN_CENTRE  ? x - e->w / 2
                  : align == ALIGN_RIGHT ? x - e->w
                                         : x,
                  y, e->w, e->h};
    /* A text past the window's edge (a clipped view may cut its own labels). */
    if (check_on && !outlined && !SDL_RenderIsClipEnabled(a->ren) && (d.x < 0 || d.x + d.w > a->w))
        overflow("text past the window's edge", s, d.x < 0 ? -d.x : d.x + d.w - a->w);
    SDL_SetTextureAlphaMod(e->tex, c.a);
    SDL_RenderCopy(a->ren, e->tex, NULL, &d);
    return e->w;
}

/* The length of the longest start of s, cut between UTF-8 characters, no longer than n bytes
   and no wider than w (at least one character when s has any). */
static size_t fit_prefix(ui_app *a, int font, const char *s, size_t n, int w)
{
    char buf[512];
    size_t best = 0;
    for (size_t k = 0; k < n && k < sizeof buf - 1;) {
        size_t next = k + 1;
        while (next < n && ((unsigned char)s[next] & 0xC0) == 0x80)
            next++; /* the rest of a UTF-8 character */
        if (next >= sizeof buf)
            break;
        memcpy(buf, s, next);
        buf[next] = 0;
        if (best && gfx_text_w(a, font, buf) > w)
            break;
        best = k = next;
    }
    return best;
}

int gfx_text_in(ui_app *a, int font, const char *s, const ui_rect *rc, SDL_Color c, int align)
{
    int h = gfx_font_h(a, font);
    int x = align == ALIGN_CENTRE  ? rc->x + rc->w / 2
            : align == ALIGN_RIGHT ? rc->x + rc->w
                                   : rc->x;
    char cut[512];
    if (s && rc->w > 0 && gfx_text_w(a, font, s) > rc->w) {
        /* Too wide for its place: as much as fits, then an ellipsis. */
        overflow("text cut short", s, gfx_text_w(a, font, s) - rc->w);
        static const char dots[] = "…";
        size_t n = fit_prefix(a, font, s, strlen(s), rc->w - gfx_text_w(a, font, dots));
        snprintf(cut, sizeof cut, "%.*s%s", (int)n, s, dots);
        s = cut;
    }
    return gfx_text(a, font, s, x, rc->y + (rc->h - h) / 2, c, align);
}

void gfx_text_outlined(ui_app *a, int font, const char *s, int x, int y, SDL_Color c, Uint8 alpha)
{
    int o = a->s > 1.4 ? 3 : 2;
    SDL_Color dark = {20, 16, 12, alpha};
    outlined++;
    for (int dy = -o; dy <= o; dy += o)
        for (int dx = -o; dx <= o; dx += o)
            if (dx || dy)
                gfx_text(a, font, s, x + dx, y + dy, dark, ALIGN_CENTRE);
    gfx_text(a, font, s, x, y, gfx_alpha(c, alpha), ALIGN_CENTRE);
    outlined--;
}

int gfx_text_w(ui_app *a, int font, const char *s)
{
    int w = 0;
    if (s && *s && font >= 0 && font < FONT_COUNT && a->font[font])
        TTF_SizeUTF8(a->font[font], s, &w, NULL);
    return w;
}

int gfx_font_h(ui_app *a, int font)
{
    return a->font[font] ? TTF_FontHeight(a->font[font]) : 0;
}

/* gfx_text_wrap and gfx_text_wrap_h: lays the text out in lines no wider than w, drawing them
   when draw is set and they end above y + max_h; returns the height. A word wider than w on
   its own (a file's path) is cut between characters where the line is full. */
static int wrap(ui_app *a, int font, const char *s, int x, int y, int w, SDL_Color c, bool draw,
                int max_h)
{
    const char *all = s;
    char line[512];
    int lh = gfx_font_h(a, font), used = 0;
    while (s && *s) {
        /* Take words while they fit. */
        size_t n = 0, best = 0;
        for (;;) {
            while (s[n] && s[n] != ' ' && s[n] != '\n')
                n++;
            if (n >= sizeof line)
                break;
            memcpy(line, s, n);
            line[n] = 0;
            if (gfx_text_w(a, font, line) > w)
                break;
            best = n;
            if (!s[n] || s[n] == '\n')
                break;
            n++;
        }
        if (!best) {
            best = fit_prefix(a, font, s, strcspn(s, " \n"), w);
            if (draw && best)
                overflow("word cut in a wrapped text", all, 0);
        }
        if (!best)
            best = 1; /* a space the line starts with */
        memcpy(line, s, best);
        line[best] = 0;
        if (draw && used + lh > max_h)
            overflow("wrapped text taller than its box", all, used + lh - max_h);
        else if (draw)
            gfx_text(a, font, line, x, y + used, c, ALIGN_LEFT);
        used += lh;
        s += best;
        while (*s == ' ')
            s++;
        if (*s == '\n')
            s++;
    }
    return used;
}

int gfx_text_wrap(ui_app *a, int font, const char *s, int x, int y, int w, SDL_Color c)
{
    return wrap(a, font, s, x, y, w, c, true, INT32_MAX);
}

int gfx_text_wrap_in(ui_app *a, int font, const char *s, const ui_rect *rc, SDL_Color c)
{
    int h = wrap(a, font, s, rc->x, rc->y, rc->w, c, true, rc->h);
    return h < rc->h ? h : rc->h;
}

int gfx_text_wrap_h(ui_app *a, int font, const char *s, int w)
{
    return wrap(a, font, s, 0, 0, w, COL_TEXT, false, INT32_MAX);
}

void gfx_colour(SDL_Renderer *r, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

void gfx_fill(SDL_Renderer *r, const ui_rect *rc, SDL_Color c)
{
    SDL_Rect s = {rc->x, rc->y, rc->w, rc->h};
    SDL_SetRenderDrawBlendMode(r, c.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
    gfx_colour(r, c);
    SDL_RenderFillRect(r, &s);
}

void gfx_frame(SDL_Renderer *r, const ui_rect *rc, int t, SDL_Color c)
{
    ui_rect e[4] = {{rc->x, rc->y, rc->w, t},
                    {rc->x, rc->y + rc->h - t, rc->w, t},
                    {rc->x, rc->y + t, t, rc->h - 2 * t},
                    {rc->x + rc->w - t, rc->y + t, t, rc->h - 2 * t}};
    for (int i = 0; i < 4; i++)
        gfx_fill(r, &e[i], c);
}

/* A convex polygon as a triangle fan around its first point. */
static void fan(SDL_Renderer *r, double (*p)[2], int n, SDL_Color c)
{
    SDL_Vertex v[96];
    int idx[94 * 3];
    if (n > 96)
        n = 96;
    for (int i = 0; i < n; i++)
        v[i] = (SDL_Vertex){{(float)p[i][0], (float)p[i][1]}, c, {0, 0}};
    int k = 0;
    for (int i = 1; i + 1 < n; i++) {
        idx[k++] = 0;
        idx[k++] = i;
        idx[k++] = i + 1;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, n, idx, k);
}

void gfx_triangle(SDL_Renderer *r, double p[3][2], SDL_Color c)
{
    fan(r, p, 3, c);
}

/* Rounded rectangles and discs are drawn as horizontal spans: the software renderer fills
   rectangles far faster than it rasterises triangles. */
void gfx_rounded(SDL_Renderer *r, const ui_rect *rc, int rad, SDL_Color c)
{
    if (rad * 2 > rc->w)
        rad = rc->w / 2;
    if (rad * 2 > rc->h)
        rad = rc->h / 2;
    if (rad < 0)
        rad = 0;
    SDL_Rect sp[2 * 64 + 1];
    int n = 0;
    if (rad > 64)
        rad = 64;
    for (int i = 0; i < rad; i++) {
        double dy = rad - i - 0.5;
        int in = (int)lround(rad - sqrt((double)rad * rad - dy * dy));
        sp[n++] = (SDL_Rect){rc->x + in, rc->y + i, rc->w - 2 * in, 1};
        sp[n++] = (SDL_Rect){rc->x + in, rc->y + rc->h - 1 - i, rc->w - 2 * in, 1};
    }
    sp[n++] = (SDL_Rect){rc->x, rc->y + rad, rc->w, rc->h - 2 * rad};
    SDL_SetRenderDrawBlendMode(r, c.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
    gfx_colour(r, c);
    SDL_RenderFillRects(r, sp, n);
}

void gfx_disc(SDL_Renderer *r, double cx, double cy, double rad, SDL_Color c)
{
    SDL_Rect sp[256];
    int n = 0;
    int y0 = (int)floor(cy - rad), y1 = (int)ceil(cy + rad);
    for (int y = y0; y < y1 && n < 256; y++) {
        double dy = y + 0.5 - cy;
        if (dy * dy > rad * rad)
            continue;
        double hw = sqrt(rad * rad - dy * dy);
        int x0 = (int)lround(cx - hw), x1 = (int)lround(cx + hw);
        if (x1 > x0)
            sp[n++] = (SDL_Rect){x0, y, x1 - x0, 1};
    }
    SDL_SetRenderDrawBlendMode(r, c.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
    gfx_colour(r, c);
    SDL_RenderFillRects(r, sp, n);
}

void gfx_ring(SDL_Renderer *r, double cx, double cy, double rad, double thick, SDL_Color c)
{
    for (int i = 0; i < 32; i++) {
        double a0 = i * UI_PI / 16, a1 = (i + 1) * UI_PI / 16;
        gfx_line(r, cx + rad * cos(a0), cy + rad * sin(a0), cx + rad * cos(a1), cy + rad * sin(a1),
                 thick, c);
    }
}

void gfx_line(SDL_Renderer *r, double x0, double y0, double x1, double y1, double w, SDL_Color c)
{
    double dx = x1 - x0, dy = y1 - y0, len = sqrt(dx * dx + dy * dy);
    if (len < 1e-6)
        return;
    /* Extend by half the width so joined segments meet without notches. */
    double ux = dx / len * w / 2, uy = dy / len * w / 2;
    double p[4][2] = {{x0 - ux - uy, y0 - uy + ux},
                      {x1 + ux - uy, y1 + uy + ux},
                      {x1 + ux + uy, y1 + uy - ux},
                      {x0 - ux + uy, y0 - uy - ux}};
    fan(r, p, 4, c);
}

#define DRAWN_BUTTONS 96
static struct {
    ui_rect rc;
    char label[64];
} drawn[DRAWN_BUTTONS];
static int ndrawn;

void gfx_buttons_forget(void)
{
    ndrawn = 0;
}

bool gfx_button_find(const char *label, ui_rect *out)
{
    for (int i = ndrawn - 1; i >= 0; i--)
        if (strcmp(drawn[i].label, label) == 0) {
            *out = drawn[i].rc;
            return true;
        }
    return false;
}

static void drawn_button(const ui_rect *rc, const char *label)
{
    if (ndrawn < DRAWN_BUTTONS) {
        drawn[ndrawn].rc = *rc;
        snprintf(drawn[ndrawn++].label, sizeof drawn[0].label, "%s", label);
    }
}

void gfx_button(ui_app *a, const ui_rect *rc, const char *label, bool enabled, bool primary)
{
    drawn_button(rc, label);
    bool hot = enabled && ui_rect_has(rc, a->mx, a->my);
    SDL_Color bg = !enabled ? (SDL_Color){70, 66, 60, 255}
                   : primary
                       ? (hot ? (SDL_Color){255, 222, 120, 255} : COL_GOLD)
                       : (hot ? (SDL_Color){110, 100, 88, 255} : (SDL_Color){84, 76, 66, 255});
    int rad = (int)(8 * a->s);
    gfx_rounded(a->ren, rc, rad, bg);
    SDL_Color fg = !enabled ? (SDL_Color){140, 132, 120, 255} : primary ? COL_DARK : COL_TEXT;
    /* The label keeps clear of the rounded ends, however long its translation. */
    ui_rect in = {rc->x + rad, rc->y, rc->w - 2 * rad, rc->h};
    /* A label too wide in bold is drawn in a narrower font before it is cut. */
    int font = gfx_text_w(a, FONT_BOLD, label) <= in.w   ? FONT_BOLD
               : gfx_text_w(a, FONT_BODY, label) <= in.w ? FONT_BODY
                                                         : FONT_SMALL;
    gfx_text_in(a, font, label, &in, fg, ALIGN_CENTRE);
}

int gfx_dialog(ui_app *a, const ui_rect *box, const char *title, SDL_Color c)
{
    ui_rect all = {0, 0, a->w, a->h};
    gfx_fill(a->ren, &all, (SDL_Color){0, 0, 0, 150});
    gfx_rounded(a->ren, box, (int)(14 * a->s), COL_PANEL);
    ui_rect t = {box->x, box->y + (int)(14 * a->s), box->w, (int)(52 * a->s)};
    if (title)
        gfx_text_in(a, FONT_BIG, title, &t, c, ALIGN_CENTRE);
    return t.y + t.h;
}

void gfx_note_box(ui_app *a, const ui_rect *box, SDL_Color fill)
{
    gfx_rounded(a->ren, box, (int)(10 * a->s), fill);
    gfx_frame(a->ren, box, (int)fmax(1, 2 * a->s), COL_GOLD);
}

void gfx_toggle(ui_app *a, const ui_rect *rc, const char *label, bool on)
{
    drawn_button(rc, label);
    bool hot = ui_rect_has(rc, a->mx, a->my);
    gfx_rounded(a->ren, rc, (int)(8 * a->s),
                hot ? (SDL_Color){92, 84, 72, 255} : (SDL_Color){70, 64, 56, 255});
    int bs = rc->h - (int)(18 * a->s);
    ui_rect box = {rc->x + (int)(10 * a->s), rc->y + (rc->h - bs) / 2, bs, bs};
    gfx_fill(a->ren, &box, (SDL_Color){30, 28, 25, 255});
    if (on) {
        ui_rect in = {box.x + bs / 5, box.y + bs / 5, bs - 2 * (bs / 5), bs - 2 * (bs / 5)};
        gfx_fill(a->ren, &in, COL_GOLD);
    }
    ui_rect t = {box.x + bs + (int)(10 * a->s), rc->y, rc->w - bs - (int)(20 * a->s), rc->h};
    gfx_text_in(a, FONT_BODY, label, &t, COL_TEXT, ALIGN_LEFT);
}
