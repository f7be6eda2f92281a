/*
 * screen_overlay.c: the screens that lie over another one: the menu (Esc), the settings (from
 * the menu), the help with the controls (H, F1), and the tiles still to come (T). Each closes
 * with Esc or a click outside.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "aids_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "module_ui.h"
#include "screen_rules.h"
#include "session.h"

enum {
    MENU_RESUME,
    MENU_HELP,
    MENU_SETTINGS,
    MENU_NEW,
    MENU_OPEN,
    MENU_SAVE,
    MENU_UNDO,
    MENU_AIDS, /* the aids to read the board on or off (aids_ui.h) */
    MENU_QUIT,
    MENU_ITEMS
};

static ui_rect menu_box(const ui_app *a)
{
    return ui_rect_centred(a->w, a->h, (int)(380 * a->s), (int)((90 + MENU_ITEMS * 62) * a->s));
}

static ui_rect menu_item(const ui_app *a, int i)
{
    ui_rect b = menu_box(a);
    int h = (int)(50 * a->s);
    return (ui_rect){b.x + (int)(30 * a->s), b.y + (int)(76 * a->s) + i * (int)(62 * a->s),
                     b.w - (int)(60 * a->s), h};
}

static const char *menu_label(const ui_app *a, int i)
{
    switch (i) {
    case MENU_AIDS:
        return aids_on(a) ? _("Aids: on (E, C, I)") : _("Aids: off");
    case MENU_RESUME:
        return _("Resume");
    case MENU_HELP:
        return _("Help");
    case MENU_SETTINGS:
        return _("Settings");
    case MENU_NEW:
        return _("New game");
    case MENU_OPEN:
        return _("Open… (Ctrl+O)");
    case MENU_SAVE:
        return _("Save as… (Ctrl+S)");
    case MENU_UNDO:
        return _("Undo (Ctrl+Z)");
    default:
        return _("Quit");
    }
}

/* The help's lines; NULL: the lines the sets in the module table add (module_ui.h's help). */
static const char *const help_lines[] = {
    N_("Mouse"),
    N_("Click a highlighted cell: place the tile there"),
    N_("Right-click, R, Ctrl/Shift + wheel: turn the tile (fitting turns only)"),
    N_("Click a glowing spot: place a figure (Tab: another kind of figure)"),
    N_("Click a figure marked with an arrow ring: take it back"),
    N_("Click the placed tile or press Enter: confirm the turn"),
    N_("Drag: move the board  ·  Wheel: zoom toward the pointer"),
    N_("Keys"),
    N_("Space / Enter: next step (no follower, confirm, discard)"),
    N_("Backspace or U: take the tile back before confirming"),
    N_("Arrows or WASD: move  ·  + and -: zoom  ·  F: fit the whole board"),
    N_("G: tile grid  ·  T: tiles left  ·  F11: full screen  ·  Esc: menu"),
    NULL,
    N_("Esc, Settings: animations"),
    N_("Farmers lie down in fields; every player also has a mark of their own."),
    N_("Ctrl+Z / Ctrl+Shift+Z: undo / redo a turn  ·  Ctrl+S: save as  ·  Ctrl+O: open"),
    N_("Setup: click Person to seat a computer player (Easy, Medium or Hard)"),
    N_("Aids"),
    N_("E or hold Alt: explain the feature under the pointer  ·  C: tiles that still fit"),
    N_("I: a hint from the computer player  ·  Esc, Aids: turn the aids off"),
};

static void close_overlay(ui_app *a)
{
    ui_pop(a);
    a->dirty = true;
}

/* ---- settings ---- */

enum {
    SET_SPEED,
    SET_SOUND,
    SET_GRID,
    SET_FOLLOW,
    SET_THINK,
    SET_SHADES,
    SET_MARKS,
    SET_SCALE,
    SET_LANGUAGE,
    SET_DONE,
    SET_ITEMS
};

static const char *settings_hint(void)
{
    return _("Kept for the next time, with the last game's players, rules and tile "
             "sets. Click a setting to change it (right-click: back).");
}

/* Tall enough for the hint below the settings as it wraps in the language shown. */
static ui_rect settings_box(ui_app *a)
{
    int w = (int)(560 * a->s);
    int hint = gfx_text_wrap_h(a, FONT_SMALL, settings_hint(), w - (int)(60 * a->s));
    /* The title, the items 62 apart, the last 50 high, the hint 14 below and a margin. */
    int h = (int)((76 + (SET_ITEMS - 1) * 62 + 50 + 14 + 24) * a->s) + hint;
    return ui_rect_centred(a->w, a->h, w, h);
}

static ui_rect settings_item(ui_app *a, int i)
{
    ui_rect b = settings_box(a);
    return (ui_rect){b.x + (int)(30 * a->s), b.y + (int)(76 * a->s) + i * (int)(62 * a->s),
                     b.w - (int)(60 * a->s), (int)(50 * a->s)};
}

static const char *speed_label(int speed)
{
    switch (speed) {
    case 0:
        return _("Animations: off");
    case 50:
        return _("Animations: slow");
    case 200:
        return _("Animations: fast");
    default:
        return _("Animations: normal");
    }
}

/* The UI scale's button: the choice, and the scale the window gives when it fits less. */
static void scale_label(ui_app *a, char *buf, size_t len)
{
    const int pct = a->opt.ui_scale >= 0 ? a->opt.ui_scale : a->cfg.ui_scale;
    /* What the window shows: its scale over the window's own at 100%. */
    const int shown = (int)lround(100 * a->s / ui_scale_for(a->w, a->h, a->ratio, 1.0) / 5) * 5;
    if (pct == 0)
        /* TRANSLATORS: the settings screen: the size of the panel, buttons, texts and
           dialogs (not the board's tiles) follows the desktop's; %d is the percent shown. */
        snprintf(buf, len, _("Interface size: automatic (%d%%)"), shown);
    else if (shown < pct)
        /* TRANSLATORS: the settings screen: the size chosen (first %d, a percent) is more than
           the window has room for; the second %d is the percent it shows. */
        snprintf(buf, len, _("Interface size: %d%% (%d%% fits this window)"), pct, shown);
    else
        /* TRANSLATORS: the settings screen: the size of the panel, buttons, texts and
           dialogs (not the board's tiles), in percent. */
        snprintf(buf, len, _("Interface size: %d%%"), pct);
}

/* The next UI scale: automatic, then 100% to 200% by 25 (dir -1: the one before). */
static int next_scale(int pct, int dir)
{
    enum { STEP = 25, N = (CARC_UI_SCALE_MAX - CARC_UI_SCALE_MIN) / STEP + 2 };
    int k = pct <= 0 ? 0 : (pct - CARC_UI_SCALE_MIN) / STEP + 1;
    k = (k + N + dir) % N;
    return k == 0 ? 0 : CARC_UI_SCALE_MIN + (k - 1) * STEP;
}

/* The marks row: one swatch per colour of the game, each with the mark its figures carry,
   right of the row's label. */
static ui_rect mark_swatch(ui_app *a, int colour)
{
    ui_rect r = settings_item(a, SET_MARKS);
    int sw = r.h, gap = (int)(10 * a->s);
    return (ui_rect){r.x + r.w - (CARC_COLORS - colour) * (sw + gap) + gap, r.y, sw, sw};
}

/* Gives colour the next mark (dir -1: the one before); the colour that carried it takes the
   old one, so that no two colours share a mark. */
static void cycle_mark(carc_settings *c, int colour, int dir)
{
    int old = c->marks[colour], next = (old + CARC_MARKS + dir) % CARC_MARKS;
    for (int k = 0; k < CARC_COLORS; k++)
        if (c->marks[k] == next)
            c->marks[k] = old;
    c->marks[colour] = next;
}

/* The next animation speed of carc_anim_speeds (dir -1: the one before). */
static int next_speed(int speed, int dir)
{
    int k = 0;
    while (k < CARC_ANIM_SPEEDS && carc_anim_speeds[k] != speed)
        k++;
    return carc_anim_speeds[(k + CARC_ANIM_SPEEDS + dir) % CARC_ANIM_SPEEDS];
}

static void settings_event(ui_app *a, const SDL_Event *e)
{
    if (e->type != SDL_MOUSEBUTTONUP ||
        (e->button.button != SDL_BUTTON_LEFT && e->button.button != SDL_BUTTON_RIGHT))
        return;
    int dir = e->button.button == SDL_BUTTON_RIGHT ? -1 : 1;
    ui_rect b = settings_box(a);
    if (!ui_rect_has(&b, a->mx, a->my)) {
        close_overlay(a);
        return;
    }
    for (int i = 0; i < SET_ITEMS; i++) {
        ui_rect r = settings_item(a, i);
        if (!ui_rect_has(&r, a->mx, a->my))
            continue;
        switch (i) {
        case SET_SPEED:
            a->cfg.anim_speed = next_speed(a->cfg.anim_speed, dir);
            break;
        case SET_SOUND:
            a->cfg.sound = !a->cfg.sound;
            break;
        case SET_GRID:
            a->cfg.grid = !a->cfg.grid;
            if (a->play)
                a->play->grid = a->cfg.grid;
            break;
        case SET_FOLLOW:
            a->cfg.follow = !a->cfg.follow; /* a glide under way stops (game_input.c) */
            break;
        case SET_LANGUAGE:
            setup_cycle_language(a, dir);
            if (a->play)
                play_relayout(a); /* the turn buttons' widths are the language's */
            break;
        case SET_THINK:
            a->setup.think = a->setup.think > 1 ? 1 : UI_THINK_LONGER;
            if (a->play && a->play->mid) {
                play_ai_stop(a); /* a search under way started with the old budget */
                play_seat(a);
            }
            break;
        case SET_SHADES:
            a->cfg.safe_colours = !a->cfg.safe_colours;
            break;
        case SET_SCALE:
            a->cfg.ui_scale =
                next_scale(a->opt.ui_scale >= 0 ? a->opt.ui_scale : a->cfg.ui_scale, dir);
            a->opt.ui_scale = -1; /* the choice made here, over --ui-scale's */
            ui_update_size(a);
            break;
        case SET_MARKS:
            for (int c = 0; c < CARC_COLORS; c++) {
                ui_rect m = mark_swatch(a, c);
                if (ui_rect_has(&m, a->mx, a->my))
                    cycle_mark(&a->cfg, c, dir);
            }
            break;
        default:
            close_overlay(a);
            return;
        }
        ui_prefs_save(a);
    }
    a->dirty = true;
}

static void draw_settings(ui_app *a)
{
    ui_rect b = settings_box(a);
    gfx_dialog(a, &b, _("Settings"), COL_GOLD);
    ui_rect r = settings_item(a, SET_SPEED);
    gfx_button(a, &r, speed_label(a->cfg.anim_speed), true, false);
    r = settings_item(a, SET_SOUND);
    gfx_toggle(a, &r, _("Sound"), a->cfg.sound);
    r = settings_item(a, SET_GRID);
    gfx_toggle(a, &r, _("Show the tile grid (G)"), a->cfg.grid);
    r = settings_item(a, SET_FOLLOW);
    /* TRANSLATORS: the settings screen: the board's view moves by itself to the tile just
       placed, the cells where the tile fits, the dragon and the fairy when they would be out
       of view. */
    gfx_toggle(a, &r, _("Follow the play"), a->cfg.follow);
    r = settings_item(a, SET_THINK);
    gfx_toggle(a, &r, _("Computer players think longer"), a->setup.think > 1);
    r = settings_item(a, SET_SHADES);
    gfx_toggle(a, &r, _("Colours for colour-blind eyes"), a->cfg.safe_colours);
    r = settings_item(a, SET_MARKS);
    ui_rect first = mark_swatch(a, 0);
    ui_rect label = {r.x + (int)(10 * a->s), r.y, first.x - r.x - (int)(20 * a->s), r.h};
    /* TRANSLATORS: the settings screen: the row of the players' colours, each with the mark
       (dot, star...) its figures carry; a click changes a colour's mark. */
    gfx_text_in(a, FONT_BODY, _("Marks"), &label, COL_TEXT, ALIGN_LEFT);
    for (int c = 0; c < CARC_COLORS; c++) {
        ui_rect m = mark_swatch(a, c);
        if (ui_rect_has(&m, a->mx, a->my))
            gfx_frame(a->ren, &(ui_rect){m.x - 3, m.y - 3, m.w + 6, m.h + 6}, (int)(2 * a->s) + 1,
                      COL_GOLD);
        gfx_rounded(a->ren, &m, (int)(8 * a->s), ui_player_colour(c));
        SDL_Texture *mk = ui_art_sprite(&a->art, &a->art.mark[ui_player_mark(a, c)], m.w * .6);
        if (mk) {
            SDL_Rect d = {m.x + m.w / 5, m.y + m.h / 5, m.w * 3 / 5, m.h * 3 / 5};
            SDL_RenderCopy(a->ren, mk, NULL, &d);
        }
    }
    r = settings_item(a, SET_SCALE);
    char scale[128];
    scale_label(a, scale, sizeof scale);
    gfx_button(a, &r, scale, true, false);
    r = settings_item(a, SET_LANGUAGE);
    char lang[96];
    setup_language_label(lang, sizeof lang);
    gfx_button(a, &r, lang, true, false);
    r = settings_item(a, SET_DONE);
    gfx_button(a, &r, _("Done"), true, true);
    gfx_text_wrap(a, FONT_SMALL, settings_hint(), b.x + (int)(30 * a->s),
                  r.y + r.h + (int)(14 * a->s), b.w - (int)(60 * a->s), COL_DIM);
}

/* ---- events and drawing ---- */

void overlay_event(ui_app *a, int screen, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEMOTION) {
        a->dirty = true;
        return;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (screen == SCR_HELP && k == SDLK_r) { /* the rules of the sets (screen_rules.c) */
            close_overlay(a);
            rules_open(a, RULES_BASE);
            return;
        }
        if (k == SDLK_ESCAPE || (screen == SCR_HELP && (k == SDLK_h || k == SDLK_F1)) ||
            (screen == SCR_TILES && (k == SDLK_t || k == SDLK_TAB)) ||
            (screen != SCR_MENU && (k == SDLK_RETURN || k == SDLK_SPACE)))
            close_overlay(a);
        else if (screen == SCR_MENU && k == SDLK_q)
            a->quit = true;
        return;
    }
    if (screen == SCR_SETTINGS) {
        settings_event(a, e);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONUP || e->button.button != SDL_BUTTON_LEFT)
        return;
    if (screen != SCR_MENU) {
        close_overlay(a);
        return;
    }
    for (int i = 0; i < MENU_ITEMS; i++) {
        ui_rect r = menu_item(a, i);
        if (!ui_rect_has(&r, a->mx, a->my))
            continue;
        switch (i) {
        case MENU_RESUME:
            close_overlay(a);
            break;
        case MENU_HELP:
            ui_push(a, SCR_HELP);
            break;
        case MENU_SETTINGS:
            close_overlay(a); /* the settings take the menu's place */
            ui_push(a, SCR_SETTINGS);
            break;
        case MENU_NEW:
            play_ai_stop(a); /* the game left behind has no computer thinking on */
            a->depth = 0;
            ui_push(a, SCR_SETUP);
            break;
        case MENU_OPEN:
            close_overlay(a);
            session_open_dialog(a);
            break; /* session.c */
        case MENU_SAVE:
            close_overlay(a);
            session_save_dialog(a);
            break;
        case MENU_UNDO:
            close_overlay(a);
            session_undo(a);
            break;
        case MENU_AIDS:
            aids_set(a, !aids_on(a));
            break;
        default:
            a->quit = true;
            break;
        }
        a->dirty = true;
        return;
    }
    ui_rect b = menu_box(a);
    if (!ui_rect_has(&b, a->mx, a->my))
        close_overlay(a);
}

static void draw_menu(ui_app *a)
{
    ui_rect b = menu_box(a);
    gfx_dialog(a, &b, _("Menu"), COL_GOLD);
    for (int i = 0; i < MENU_ITEMS; i++) {
        ui_rect r = menu_item(a, i);
        gfx_button(a, &r, menu_label(a, i), true, i == MENU_RESUME);
    }
}

/* Line i of the help (the sets' lines where help_lines holds NULL), or NULL past the last. */
static const char *help_line(int i)
{
    for (size_t k = 0; k < sizeof help_lines / sizeof help_lines[0]; k++) {
        if (help_lines[k]) {
            if (i-- == 0)
                return help_lines[k];
            continue;
        }
        for (int m = 0; m < CARC_MODULES; m++) {
            const ui_module_hooks *h = ui_module_hooks_of(m);
            if (h && h->help && i-- == 0)
                return h->help;
        }
    }
    return NULL;
}

static void draw_help(ui_app *a)
{
    int n = 0;
    while (help_line(n))
        n++;
    int lh = gfx_font_h(a, FONT_BODY) + (int)(6 * a->s);
    ui_rect b = ui_rect_centred(a->w, a->h, (int)(820 * a->s), (int)(120 * a->s) + n * lh);
    int y = gfx_dialog(a, &b, _("How to play"), COL_GOLD) + (int)(2 * a->s);
    for (int i = 0; i < n; i++) {
        const char *line = help_line(i);
        bool head = i == 0 || !strcmp(line, "Keys") || !strcmp(line, "Aids");
        gfx_text(a, head ? FONT_BOLD : FONT_BODY, _(line), b.x + (int)(30 * a->s), y,
                 head ? COL_GOLD : COL_TEXT, ALIGN_LEFT);
        y += lh;
    }
    gfx_text(a, FONT_SMALL, _("R: the rules of each tile set  ·  Click or press Esc to close"),
             b.x + b.w / 2, b.y + b.h - (int)(28 * a->s), COL_DIM, ALIGN_CENTRE);
}

/* Whether a set leaves tile type t out of the tiles left once every copy is drawn
   (module_ui.h's spent_when_drawn). */
static bool spent_when_drawn(const carc_tile_type *t)
{
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_hooks_of(m);
        if (h && h->spent_when_drawn && h->spent_when_drawn(t))
            return true;
    }
    return false;
}

/* Every tile type with how many copies are still to be drawn (the one in hand not counted). */
static void draw_tiles(ui_app *a)
{
    const ui_play *p = a->play;
    if (!p)
        return;
    int left[CARC_MAX_TYPES], shown[CARC_MAX_TYPES], aside[CARC_MAX_TYPES] = {0};
    int nt = ui_tiles_to_show(p->g, spent_when_drawn, shown, left);
    /* Tiles a set holds out of the stack for now, and the line that says why. */
    const char *aside_line = NULL;
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        const char *line = h && h->tiles_aside ? h->tiles_aside(p->g, aside) : NULL;
        if (line)
            aside_line = line;
    }
    int cols = nt <= 24 ? 8 : 12;
    int rows = (nt + cols - 1) / cols;
    int cell = (int)(92 * a->s);
    while (cell * cols > a->w - 60 || cell * rows + (int)(150 * a->s) > a->h - 40) {
        cell = cell * 9 / 10;
        if (cell < 24)
            break;
    }
    ui_rect b = ui_rect_centred(a->w, a->h, cols * cell + (int)(40 * a->s),
                                rows * cell + (int)((aside_line ? 150 : 130) * a->s));
    char buf[96];
    snprintf(buf, sizeof buf, _("Still to draw after the tile in hand: %d"),
             carc_game_tiles_left(p->g) > 0 ? carc_game_tiles_left(p->g) - 1 : 0);
    int x0 = b.x + (int)(20 * a->s), y0 = gfx_dialog(a, &b, buf, COL_GOLD);
    /* The aids: which of them fit the empty cell the pointer was last on (aids_ui.h). */
    int hx, hy, nfit = 0;
    bool cell_known = aids_fits_hovered(a, -1, &hx, &hy);
    for (int k = 0; k < nt; k++) {
        int i = shown[k];
        int cx = x0 + (k % cols) * cell, cy = y0 + (k / cols) * cell;
        int ts = cell - (int)(20 * a->s);
        SDL_Rect r = {cx + (cell - ts) / 2, cy, ts, ts};
        SDL_Texture *tex = ui_art_tile(&a->art, i, 0, ui_mip_level(ts, UI_MIPS));
        if (tex) {
            SDL_SetTextureAlphaMod(tex, left[i] || aside[i] ? 255 : 60);
            SDL_RenderCopy(a->ren, tex, NULL, &r);
            SDL_SetTextureAlphaMod(tex, 255);
        }
        if (aside[i])
            snprintf(buf, sizeof buf, "×%d +%d", left[i], aside[i]);
        else
            snprintf(buf, sizeof buf, "×%d", left[i]);
        gfx_text(a, FONT_SMALL, buf, cx + cell / 2, cy + ts,
                 left[i] || aside[i] ? COL_TEXT : COL_DIM, ALIGN_CENTRE);
        if (cell_known && left[i] && aids_fits_hovered(a, i, &hx, &hy)) {
            ui_rect fr = {r.x - 3, r.y - 3, r.w + 6, r.h + 6};
            gfx_frame(a->ren, &fr, (int)fmax(2, 3 * a->s), COL_GOLD);
            nfit += left[i];
        }
    }
    if (cell_known) {
        snprintf(buf, sizeof buf,
                 P_("Framed: %d tile that fits the cell under the pointer",
                    "Framed: %d tiles that fit the cell under the pointer", nfit),
                 nfit);
        gfx_text(a, FONT_SMALL, buf, b.x + b.w / 2, b.y + b.h - (int)(46 * a->s), COL_GOLD,
                 ALIGN_CENTRE);
    }
    if (aside_line)
        gfx_text(a, FONT_SMALL, aside_line, b.x + b.w / 2,
                 b.y + b.h - (int)((cell_known ? 66 : 46) * a->s), COL_GOLD,
                 ALIGN_CENTRE); /* above the framed tiles' line */
    gfx_text(a, FONT_SMALL, _("Click or press T to close"), b.x + b.w / 2,
             b.y + b.h - (int)(26 * a->s), COL_DIM, ALIGN_CENTRE);
}

void overlay_draw(ui_app *a, int screen)
{
    if (screen == SCR_MENU)
        draw_menu(a);
    else if (screen == SCR_HELP)
        draw_help(a);
    else if (screen == SCR_SETTINGS)
        draw_settings(a);
    else
        draw_tiles(a);
}
