/*
 * game_panel.c: the game screen's side panel (the tile in hand, the players, the scoring track,
 * the log, the help line, the turn buttons) and the frame drawn (play_draw).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids_ui.h"
#include "app.h"
#include "figures_ui.h"
#include "gfx.h"
#include "puzzle_ui.h"
#include "i18n.h"
#include "game_screen.h"
#include "net_ui.h"
#include "session.h"
#include "module.h"
#include "module_ui.h"
#include "text.h"
#include "tileset_io.h"

/* ---- drawing the panel ---- */

static void draw_mark_disc(ui_app *a, double cx, double cy, double r, int player)
{
    ui_play *p = a->play;
    SDL_Color c = ui_player_colour(play_colour(p, player));
    gfx_disc(a->ren, cx, cy, r + fmax(1, r * .15),
             play_colour(p, player) == CARC_BLACK ? edge_colour(CARC_BLACK) : COL_DARK);
    gfx_disc(a->ren, cx, cy, r, c);
    SDL_Texture *mk =
        ui_art_sprite(&a->art, &a->art.mark[ui_player_mark(a, play_colour(p, player))], r * 1.3);
    if (mk) {
        SDL_FRect d = {(float)(cx - r * .65), (float)(cy - r * .65), (float)(r * 1.3),
                       (float)(r * 1.3)};
        SDL_RenderCopyF(a->ren, mk, NULL, &d);
    }
}

static int shown_score(const ui_play *p, int i)
{
    return p->phase == PH_FINAL || (p->phase == PH_OVER && p->final_first >= 0) ? p->shown[i]
                                                                                : p->g->score[i];
}

/* The track's lap labels, placed with its markers and drawn after the players' list, over
   whose edge they reach. */
typedef struct lap_labels {
    int n;
    char text[CARC_MAX_PLAYERS][12]; /* "+%d" of any int */
    ui_rect at[CARC_MAX_PLAYERS];
} lap_labels;

static void draw_track(ui_app *a, lap_labels *laps)
{
    ui_play *p = a->play;
    ui_layout *l = &a->lay;
    gfx_fill(a->ren, &l->track, (SDL_Color){60, 54, 46, 255});
    for (int i = 0; i < UI_TRACK_CELLS; i++) {
        ui_rect c = ui_track_cell(&l->track, l->cell, i);
        ui_rect in = {c.x + 1, c.y + 1, c.w - 2, c.h - 2};
        gfx_fill(a->ren, &in,
                 i % 5 == 0 ? (SDL_Color){214, 196, 160, 255} : (SDL_Color){178, 160, 126, 255});
        if (i % 10 == 0) {
            char b[8];
            snprintf(b, sizeof b, "%d", i);
            gfx_text_in(a, FONT_SMALL, b, &in, COL_DARK, ALIGN_CENTRE);
        }
    }
    /* Markers: players on the same cell stand side by side, none hiding another. */
    int count[UI_TRACK_CELLS] = {0}, seen[UI_TRACK_CELLS] = {0};
    for (int i = 0; i < p->g->nplayers; i++)
        count[((shown_score(p, i) % 50) + 50) % 50]++;
    /* The laps past 50 ("+50"), under the marker on the upper half of the track and over it
       on the lower half (inside the track), pushed apart where neighbours' would meet. */
    double lx[CARC_MAX_PLAYERS], ly[CARC_MAX_PLAYERS];
    int lw[CARC_MAX_PLAYERS], nlap = 0;
    const int lh = gfx_font_h(a, FONT_SMALL), outline = a->s > 1.4 ? 3 : 2;
    for (int i = 0; i < p->g->nplayers; i++) {
        int sc = shown_score(p, i);
        int cell = ((sc % 50) + 50) % 50;
        ui_rect c = ui_track_cell(&l->track, l->cell, cell);
        double cx, cy, r;
        ui_track_marker(&c, seen[cell]++, count[cell], &cx, &cy, &r);
        draw_mark_disc(a, cx, cy, r, i);
        if (sc >= 50) {
            snprintf(laps->text[nlap], sizeof laps->text[nlap], "+%d", sc / 50 * 50);
            bool low = cy > l->track.y + l->track.h / 2.0;
            lx[nlap] = cx;
            ly[nlap] = low ? cy - r * .6 - lh : cy + r * .6;
            /* The outline on both sides, and a little room between neighbours. */
            lw[nlap] = gfx_text_w(a, FONT_SMALL, laps->text[nlap]) + 2 * outline + (int)(4 * a->s);
            nlap++;
        }
    }
    laps->n = nlap;
    ui_place_labels(nlap, lx, ly, lw, lh, laps->at);
    /* A label by the track's right or left column stays inside the panel, not cut by the
       window's edge. */
    for (int k = 0; k < nlap; k++) {
        ui_rect *at = &laps->at[k];
        const int lo = a->lay.panel.x + 2, hi = a->lay.panel.x + a->lay.panel.w - 2 - at->w;
        at->x = at->x > hi ? hi : at->x < lo ? lo : at->x;
    }
}

static void draw_laps(ui_app *a, const lap_labels *laps)
{
    for (int k = 0; k < laps->n; k++)
        gfx_text_outlined(a, FONT_SMALL, laps->text[k], laps->at[k].x + laps->at[k].w / 2,
                          laps->at[k].y, COL_WHITE, 255);
}

/* The computer level a player's row shows: the seat's, or across machines (where every seat
   not here is a remote seat on this screen) that of the host's computer player the table
   names in its record; -1 for none. */
static int row_level(const ui_play *p, int i)
{
    const int l = play_level(p, i);
    if (l >= 0 || !net_on() || !p->rec || i >= p->rec->nplayers || !p->rec->players[i].ai[0])
        return l;
    return carc_ai_level_parse(p->rec->players[i].ai);
}

/* The word a player's row gives a seat in a game across machines (NULL: none, a seat here or
   the host's computer's own). */
static const char *net_word_of(int i)
{
    if (!net_on() || net_mine(i) || net_seat() < 0)
        return NULL;
    if (net_away(i))
        /* TRANSLATORS: in a player's row: the player's connection is lost, the game waits. */
        return _("Away");
    if (net_handed(i))
        /* TRANSLATORS: in a player's row: the host's computer plays for a player who is away,
           until they come back. */
        return _("Computer plays");
    /* TRANSLATORS: in a player's row: the player plays from another machine. */
    return _("Remote");
}

/* The width of the modules' own things in player i's row at height h (their row_w), 0 for
   none. */
static int modules_row_w(ui_app *a, const ui_play *p, int i, int h)
{
    int w = 0;
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *k = ui_module_in_play(p->g, m);
        w += k && k->row_w ? k->row_w(a, i, h) : 0;
    }
    return w;
}

/* The players' figures and the modules' things (their row_w) never smaller than ROW_FIG pixels
   a follower (at scale 1; in a small window not below ROW_FIG_PX), the size one reads at a
   glance, nor larger than ROW_FIG_MAX: the panel widens for them where the window has room
   (play_rows_need), and where it has not the modules' things take a second line of a taller
   row. */
#define ROW_FIG 16
#define ROW_FIG_MAX 20
#define ROW_FIG_PX 14 /* and never below this many pixels (points at a pixel ratio of 1) */

static double row_fig_min(const ui_app *a)
{
    return fmax(ROW_FIG * a->s, ROW_FIG_PX * a->ratio);
}

/* The figures of the sets in play in a row, in followers' widths (one figure and its number's
   room, the others each with its gap), and the tallest of them in followers' heights. */
static void row_units(const ui_play *p, double *units, double *tall)
{
    *units = 1 + .25;
    *tall = 1;
    for (int k = CARC_FIG_FOLLOWER + 1; k < CARC_FIGURE_KINDS; k++)
        if (p->cat->figures[k]) {
            *units += .35 + ui_figure_scale(k);
            *tall = fmax(*tall, ui_figure_scale(k));
        }
}

/* A row's height for its figures and the modules' things on `lines` lines at ms pixels a
   follower. */
static int row_height(ui_app *a, double ms, double tall, int lines)
{
    return (int)(2 * a->s + gfx_font_h(a, FONT_BOLD) * .82 + lines * ms * tall +
                 (lines - 1) * 3 * a->s + 6 * a->s);
}

void play_rows_need(ui_app *a, int *w, int *h)
{
    *w = *h = 0;
    const ui_play *p = a->play;
    if (!p || !p->g)
        return;
    double units, tall;
    row_units(p, &units, &tall);
    const double ms = row_fig_min(a);
    int gw = 0;
    for (int i = 0; i < p->g->nplayers; i++)
        gw = (int)fmax(gw, modules_row_w(a, p, i, (int)(ms * tall)));
    const int gap = (int)(8 * a->s);
    /* The mark, the figures with the followers' number, the modules' things, the score. */
    *w = (int)(44 * a->s + ms * units + gfx_text_w(a, FONT_SMALL, "7") + (gw ? gap + gw : 0) +
               2 * gap + gfx_text_w(a, FONT_BIG, "188") + gap);
    *h = p->g->nplayers * row_height(a, ms, tall, 1);
}

/* A player's row: the mark, the name, a computer's level, the projected score (the aids) and
   the score on top; the followers, the expansions' figures and the modules' own things below
   (on a line of their own when the row is too narrow for both at ROW_FIG), on a dark tray in
   the current player's row so that they read in their colours on any colour. Each text is
   given its room before it is drawn, so nothing is drawn over another. */
static void draw_players(ui_app *a)
{
    ui_play *p = a->play;
    ui_rect *pr = &a->lay.players;
    int n = p->g->nplayers;
    double units, tall;
    row_units(p, &units, &tall);
    const double ms_min = row_fig_min(a);
    int rh = pr->h / (n > 0 ? n : 1);
    /* Rows no taller than two lines of figures need. */
    if (rh > (int)fmax(62 * a->s, row_height(a, ms_min, tall, 2)))
        rh = (int)fmax(62 * a->s, row_height(a, ms_min, tall, 2));
    const int gap = (int)(8 * a->s);
    for (int i = 0; i < n; i++) {
        ui_rect row = {pr->x, pr->y + i * rh, pr->w, rh - (int)(4 * a->s)};
        bool cur = i == p->g->current && !p->g->over;
        SDL_Color pc = ui_player_colour(play_colour(p, i));
        gfx_rounded(a->ren, &row, (int)(6 * a->s),
                    cur ? gfx_alpha(pc, 255) : (SDL_Color){44, 40, 35, 255});
        SDL_Color ink = cur ? ink_on(play_colour(p, i)) : COL_TEXT;
        double r = fmin(row.h * .3, 14 * a->s);
        draw_mark_disc(a, row.x + r + 8 * a->s, row.y + row.h / 2.0, r, i);
        int tx = row.x + (int)(2 * r + 16 * a->s);
        char sc[16];
        snprintf(sc, sizeof sc, "%d", shown_score(p, i));
        ui_rect scr = {row.x, row.y, row.w - gap, row.h};
        int sw = gfx_text_in(a, FONT_BIG, sc, &scr, ink, ALIGN_RIGHT);
        const int right = row.x + row.w - gap - sw - gap; /* the texts end here */
        const int font = cur ? FONT_BOLD : FONT_BODY;
        /* The top line as tall as its font, the figures below it (in a short row of six
           players, the name's descent room holds their heads). */
        const int fh = gfx_font_h(a, font);
        ui_rect top = {tx, row.y + (int)(fmax(0, fmin(2 * a->s, row.h / 2 - fh / 2))), right - tx,
                       fh};
        /* The projected score left of the score, where the whole name and a computer's level
           leave room for it. */
        char pj[24] = "";
        int proj, pw = 0;
        if (!puzzle_hides_projection(a) && aids_projected(a, i, &proj)) {
            snprintf(pj, sizeof pj, "→ %d", proj);
            pw = gfx_text_w(a, FONT_SMALL, pj) + gap;
            int need = tx + gfx_text_w(a, font, play_name(p, i)) + pw;
            if (row_level(p, i) >= 0)
                need += gap + gfx_text_w(a, FONT_SMALL, ui_level_label(row_level(p, i)));
            if (need > right)
                pw = 0;
        }
        if (pw) {
            ui_rect at = {right - pw + gap, top.y, pw - gap, top.h};
            gfx_text_in(a, FONT_SMALL, pj, &at, cur ? ink : COL_GOLD, ALIGN_RIGHT);
        }
        /* The name up to them, cut short when it is longer. */
        ui_rect nm = {tx, top.y, top.w - pw, top.h};
        int nw = gfx_text_in(a, font, play_name(p, i), &nm, ink, ALIGN_LEFT);
        const char *net_word =
            row_level(p, i) < 0 && !(p->rec && p->rec->players[i].ai[0]) ? net_word_of(i) : NULL;
        if (net_word) {
            /* A game across machines: who plays from elsewhere, who is away, whose seat the
               host's computer plays meanwhile; in the level's place, where there is room. */
            ui_rect lt = {tx + nw + gap, top.y, right - pw - (tx + nw + gap), top.h};
            if (gfx_text_w(a, FONT_SMALL, net_word) <= lt.w)
                gfx_text_in(a, FONT_SMALL, net_word, &lt,
                            cur           ? ink
                            : net_away(i) ? COL_GOLD
                                          : COL_DIM,
                            ALIGN_LEFT);
        } else if (row_level(p, i) >= 0) {
            /* Which seats the computer plays, and how well: in full where there is room
               between the name and what follows it, else the level alone. */
            char lv[48];
            snprintf(lv, sizeof lv, "%s",
                     row_level(p, i) == CARC_AI_EASY     ? _("Computer player, easy")
                     : row_level(p, i) == CARC_AI_MEDIUM ? _("Computer player, medium")
                                                         : _("Computer player, hard"));
            ui_rect lt = {tx + nw + gap, top.y, right - pw - (tx + nw + gap), top.h};
            const char *show = gfx_text_w(a, FONT_SMALL, lv) <= lt.w ? lv
                               : gfx_text_w(a, FONT_SMALL, ui_level_label(row_level(p, i))) <= lt.w
                                   ? ui_level_label(row_level(p, i))
                                   : NULL;
            gfx_text_in(a, FONT_SMALL, show, &lt, cur ? ink : COL_DIM, ALIGN_LEFT);
        }
        /* Below: the followers left (one figure and their number), the
           expansions' figures (faint while on the board) and the modules' own things, each in
           its own room: on one line where ROW_FIG leaves room for both, else the modules' on a
           second. */
        const int fy = (int)fmax(row.y + row.h / 2, top.y + fh * .82);
        ui_rect fa = {tx, fy, right - tx, row.y + row.h - fy - (int)(2 * a->s)};
        const int left = carc_game_supply(p->g, i, CARC_FIG_FOLLOWER);
        char cnt[8];
        snprintf(cnt, sizeof cnt, "%d", left);
        const int cw = gfx_text_w(a, FONT_SMALL, cnt);
        int gw = modules_row_w(a, p, i, (int)(ms_min * tall));
        const bool two =
            gw && ms_min * units + cw + gap + gw > fa.w && fa.h >= 2 * ms_min * tall + 3 * a->s;
        const double line_h = two ? (fa.h - 3 * a->s) / 2 : fa.h;
        if (!two)
            gw = modules_row_w(a, p, i, (int)line_h);
        double ms = fmin(line_h / tall, ROW_FIG_MAX * a->s);
        const double room = fa.w - cw - (gw && !two ? gw + gap : 0);
        if (ms * units > room)
            ms = room / units;
        if (cur) {
            ui_rect tray = {fa.x - (int)(4 * a->s), fa.y, fa.w + (int)(8 * a->s), fa.h};
            gfx_rounded(a->ren, &tray, (int)(4 * a->s), (SDL_Color){34, 31, 27, 235});
        }
        const double bottom = fa.y + line_h, mid = bottom - ms / 2;
        ui_draw_figure(a, tx + ms / 2, mid, ms, play_colour(p, i), CARC_FIG_FOLLOWER, false,
                       left > 0 ? 255 : 60);
        double fx = tx + ms * 1.25;
        gfx_text(a, FONT_SMALL, cnt, (int)fx, (int)(mid - gfx_font_h(a, FONT_SMALL) / 2.0),
                 COL_TEXT, ALIGN_LEFT);
        fx += cw;
        for (int k = CARC_FIG_FOLLOWER + 1; k < CARC_FIGURE_KINDS; k++)
            if (p->cat->figures[k]) {
                const double w = ui_figure_scale(k) * ms;
                fx += .35 * ms;
                ui_draw_figure(a, fx + w / 2, bottom - w / 2, ms, play_colour(p, i), k, false,
                               carc_game_supply(p->g, i, (carc_figure_kind)k) > 0 ? 255 : 60);
                fx += w;
            }
        /* The modules' own things right of the figures, or under them from the row's left,
           right-aligned (the first module's rightmost). */
        const ui_rect gr = two ? (ui_rect){tx, (int)(bottom + 3 * a->s), gw, (int)line_h}
                               : (ui_rect){fa.x + fa.w - gw, fa.y, gw, fa.h};
        int gx = gr.x + gr.w;
        for (int m = 0; m < CARC_MODULES; m++) {
            const ui_module_hooks *h = ui_module_in_play(p->g, m);
            const int w = h && h->row_w ? h->row_w(a, i, gr.h) : 0;
            if (w > 0 && h->draw_row) {
                const ui_rect mr = {gx - w, gr.y, w, gr.h};
                h->draw_row(a, i, &mr, COL_TEXT);
                gx -= w;
            }
        }
    }
}

/* The rows of "Latest" that fit its box, newest first: entry i from y[i], h[i] tall, wrapped
   to the box's width after its player's mark; returns how many. */
static int log_rows(ui_app *a, int y[UI_LOG_LINES], int h[UI_LOG_LINES], int *tx)
{
    ui_play *p = a->play;
    const ui_rect *l = &a->lay.log;
    const int lh = gfx_font_h(a, FONT_SMALL) + (int)(4 * a->s);
    *tx = l->x + (int)(2 * lh * .32 + 10 * a->s);
    int at = l->y + gfx_font_h(a, FONT_BOLD) + (int)(4 * a->s), n = 0;
    for (int i = 0; i < p->nlog && i < UI_LOG_LINES; i++) {
        /* Most lines fit: measured once, wrapped only when they do not. */
        const int w = l->x + l->w - *tx;
        const int th =
            gfx_text_w(a, FONT_SMALL, p->log[i]) <= w
                ? lh
                : gfx_text_wrap_h(a, FONT_SMALL, p->log[i], w) + lh - gfx_font_h(a, FONT_SMALL);
        if (at + th > l->y + l->h)
            break;
        y[n] = at;
        h[n++] = th;
        at += th;
    }
    return n;
}

int play_log_line_at(ui_app *a, int x, int y)
{
    int ry[UI_LOG_LINES], rh[UI_LOG_LINES], tx;
    if (!ui_rect_has(&a->lay.log, x, y) || (a->lay.scroll.w && !ui_rect_has(&a->lay.scroll, x, y)))
        return -1;
    const int n = log_rows(a, ry, rh, &tx);
    for (int i = 0; i < n; i++)
        if (y >= ry[i] && y < ry[i] + rh[i])
            return i;
    return -1;
}

/* The latest scores, newest on top, each with its player's mark; a long line wraps. */
static void draw_log(ui_app *a)
{
    ui_play *p = a->play;
    const ui_rect *l = &a->lay.log;
    int lh = gfx_font_h(a, FONT_SMALL) + (int)(4 * a->s);
    if (l->h < 2 * lh)
        return;
    gfx_text(a, FONT_BOLD, _("Latest"), l->x, l->y, COL_DIM, ALIGN_LEFT);
    int ry[UI_LOG_LINES], rh[UI_LOG_LINES], tx;
    const int n = log_rows(a, ry, rh, &tx);
    for (int i = 0; i < n; i++) {
        double r = lh * .32;
        if (p->log_player[i] >= 0)
            draw_mark_disc(a, l->x + r + 2, ry[i] + lh / 2.0, r, p->log_player[i]);
        if (rh[i] == lh) /* one line */
            gfx_text(a, FONT_SMALL, p->log[i], tx, ry[i] + (int)(2 * a->s),
                     i == 0 ? COL_TEXT : COL_DIM, ALIGN_LEFT);
        else
            gfx_text_wrap(a, FONT_SMALL, p->log[i], tx, ry[i] + (int)(2 * a->s), l->x + l->w - tx,
                          i == 0 ? COL_TEXT : COL_DIM);
    }
}

/* Where the scrolled room stands in what scrolls: a thin bar at its right edge. */
static void draw_scroll_bar(ui_app *a)
{
    const ui_layout *l = &a->lay;
    const int w = (int)fmax(3, 4 * a->s), top = a->play->panel_top;
    const ui_rect bar = {l->scroll.x + l->scroll.w - w, l->scroll.y, w, l->scroll.h};
    const ui_rect thumb = {bar.x, bar.y + (int)((double)bar.h * top / l->scroll_h), w,
                           (int)((double)bar.h * l->scroll.h / l->scroll_h)};
    gfx_rounded(a->ren, &bar, w / 2, (SDL_Color){46, 42, 37, 255});
    gfx_rounded(a->ren, &thumb, w / 2, (SDL_Color){140, 126, 100, 255});
}

static const char *phase_help(const ui_app *a)
{
    const ui_play *p = a->play;
    if (session_replaying(a))
        return _("The game as it stood after the turn the replay shows: step through it with "
                 "the bar below the board.");
    if (seat_to_move(p)) {
        bool person = false; /* someone at the table whose last turn undo gives back */
        for (int i = 0; i < p->g->nplayers; i++)
            person = person || !carc_midend_answers(p->mid, i);
        const int who = p->phase == PH_STEP ? carc_game_actor(p->g) : p->g->current;
        const ui_module_hooks *steps = p->phase == PH_STEP ? ui_step_module(p->g) : NULL;
        if (play_level(p, who) < 0)
            /* Another kind of seat that answers by itself (a script of a lesson or a puzzle,
               a player on another machine): its moves are shown as a computer's are. */
            return _("Another player's move is on its way: watch it. Move and zoom the board "
                     "as you like; Esc opens the menu.");
        if (steps && steps->step_help)
            return steps->step_help(true);
        if (p->ai_step != AI_THINK)
            return _("The computer player puts its tile down, then its follower, as you "
                     "would. Watch it; Esc opens the menu.");
        return person ? _("The computer player is thinking. Move and zoom the board as you "
                          "like; Esc opens the menu, Ctrl+Z takes back your last turn.")
                      : _("The computer player is thinking. Move and zoom the board as you "
                          "like; Esc opens the menu.");
    }
    switch (p->phase) {
    case PH_PLACE:
        return _(
            "Click a highlighted cell to place the tile. Right-click, R or Ctrl+wheel turns it.");
    case PH_FOLLOWER:
        return p->figs.nkinds > 1
                   ? _("Choose a figure below (Tab), click a glowing spot to place it, or none "
                       "(Space).")
                   : _("Click a glowing spot to place a follower, or choose no follower (Space).");
    case PH_CONFIRM:
        return _("Confirm the turn (Enter or click the tile), or take it back (Backspace).");
    case PH_DISCARD:
        return _("This tile fits nowhere. It goes back to the box and you draw again.");
    case PH_STEP: {
        const ui_module_hooks *steps = ui_step_module(p->g);
        return steps && steps->step_help ? steps->step_help(false) : "";
    }
    case PH_FINAL:
        return _("Final scoring: unfinished features, then farms.");
    default:
        return _("The game is over. Results (Enter) shows the scores.");
    }
}

static void draw_panel(ui_app *a)
{
    ui_play *p = a->play;
    ui_layout *l = &a->lay;
    gfx_fill(a->ren, &l->panel, COL_PANEL);
    /* The banner names whose decision it is: in a phase of steps, the step's player. */
    int cur = p->phase == PH_STEP ? carc_game_actor(p->g) : p->g->current;
    char buf[160];
    if (p->g->over) {
        gfx_rounded(a->ren, &l->banner, (int)(8 * a->s), COL_GOLD);
        gfx_text_in(a, FONT_BIG, p->phase == PH_FINAL ? _("Final scoring") : _("Game over"),
                    &l->banner, COL_DARK, ALIGN_CENTRE);
    } else {
        SDL_Color pc = ui_player_colour(play_colour(p, cur));
        if (play_colour(p, cur) == CARC_BLACK) {
            /* A black banner on a dark panel needs a light rim to read as a banner. */
            ui_rect rim = {l->banner.x - 2, l->banner.y - 2, l->banner.w + 4, l->banner.h + 4};
            gfx_rounded(a->ren, &rim, (int)(9 * a->s), edge_colour(CARC_BLACK));
        }
        gfx_rounded(a->ren, &l->banner, (int)(8 * a->s), pc);
        /* A phase of steps says whose step it is; a module may have its own banner (a double
           turn); else whose turn it is. */
        const ui_module_hooks *steps = p->phase == PH_STEP ? ui_step_module(p->g) : NULL;
        bool said = false;
        if (steps && steps->step_banner) {
            steps->step_banner(a, buf, sizeof buf);
            said = true;
        }
        for (int m = 0; m < CARC_MODULES && !said && p->phase != PH_STEP; m++) {
            const ui_module_hooks *h = ui_module_in_play(p->g, m);
            said = h && h->banner && h->banner(a, buf, sizeof buf);
        }
        if (!said)
            snprintf(buf, sizeof buf, _("%s's turn"), play_name(p, cur));
        double r = l->banner.h * .3;
        draw_mark_disc(a, l->banner.x + r + 12 * a->s, l->banner.y + l->banner.h / 2.0, r, cur);
        ui_rect t = {l->banner.x + (int)(2 * r + 20 * a->s), l->banner.y,
                     l->banner.w - (int)(2 * r + 20 * a->s), l->banner.h};
        /* Large on one line where it fits, else smaller, else on two lines (a module's long
           banner in a long language). */
        int tw = gfx_text_w(a, FONT_BIG, buf);
        if (tw <= t.w) {
            gfx_text_in(a, FONT_BIG, buf, &t, ink_on(play_colour(p, cur)), ALIGN_LEFT);
        } else if ((tw = gfx_text_w(a, FONT_BOLD, buf)) <= t.w) {
            gfx_text_in(a, FONT_BOLD, buf, &t, ink_on(play_colour(p, cur)), ALIGN_LEFT);
        } else {
            const int h = gfx_text_wrap_h(a, FONT_BOLD, buf, t.w - (int)(6 * a->s));
            ui_rect two = {t.x, t.y + (t.h - h) / 2, t.w - (int)(6 * a->s), t.h};
            gfx_text_wrap_in(a, FONT_BOLD, buf, &two, ink_on(play_colour(p, cur)));
            tw = t.w;
        }
        /* A computer player thinking: the indicator after its name, where there is room. */
        if (seat_to_move(p) && p->ai_step == AI_THINK && tw + 60 * a->s < t.w)
            draw_dots(a, t.x + tw + 34 * a->s, t.y + t.h / 2.0, ink_on(play_colour(p, cur)));
    }
    /* The tile in hand, large, turned as it would go down. */
    int hand = carc_game_tile_in_hand(p->g);
    if (hand >= 0)
        gfx_fill(a->ren, &l->hand, (SDL_Color){20, 18, 16, 255});
    const ui_module_hooks *steps = p->phase == PH_STEP ? ui_step_module(p->g) : NULL;
    if (p->phase == PH_STEP) {
        if (steps && steps->draw_step_hand) /* the tile is down: the module's phase is shown */
            steps->draw_step_hand(a, &l->hand);
    } else if (hand >= 0 && ai_fly(a) >= 1) {
        int rot = p->phase == PH_PLACE     ? (p->hover ? p->hrot : p->pref_rot)
                  : p->phase == PH_DISCARD ? p->pref_rot
                                           : p->pending.rot;
        SDL_Rect r = {l->hand.x + 4, l->hand.y + 4, l->hand.w - 8, l->hand.h - 8};
        draw_tile(a, hand, rot, &r, 255);
        if (p->phase == PH_DISCARD) {
            SDL_Color red = {230, 60, 50, 230};
            gfx_line(a->ren, r.x, r.y, r.x + r.w, r.y + r.h, 6 * a->s, red);
            gfx_line(a->ren, r.x + r.w, r.y, r.x, r.y + r.h, 6 * a->s, red);
        }
    }
    /* With no tile in hand (the game is over) the text takes the tile's place too. */
    ui_rect info =
        hand >= 0 ? l->info
                  : (ui_rect){l->hand.x, l->hand.y, l->info.x + l->info.w - l->hand.x, l->info.h};
    int y = info.y;
    snprintf(buf, sizeof buf, _("Tiles left: %d"), carc_game_tiles_left(p->g));
    gfx_text(a, FONT_BOLD, buf, info.x, y, COL_TEXT, ALIGN_LEFT);
    y += gfx_font_h(a, FONT_BOLD) + (int)(4 * a->s);
    /* The figure step: what a take-back scores, and the kind selector (figures_ui.c). */
    char fl[160];
    const char *line = NULL; /* a module's choices first */
    for (int m = 0; m < CARC_MODULES && !line; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        line = h && h->panel_line ? h->panel_line(a, fl, sizeof fl) : NULL;
    }
    if (!line)
        line = figs_panel_line(a, fl, sizeof fl);
    /* Above the selector, by priority where they do not all fit: that line (at the foot),
       what the modules show, then what to do now (also in H's help). */
    ui_rect sel[CARC_FIGURE_KINDS];
    const int bottom = figs_selector_rects(a, sel) > 0 && figs_selector_shown(a)
                           ? sel[0].y - (int)(2 * a->s)
                           : info.y + info.h;
    const int lh = line ? gfx_text_wrap_h(a, FONT_SMALL, line, info.w) : 0;
    int room = bottom - y - (line ? lh + (int)(2 * a->s) : 0);
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        const int mh = h && h->panel_h && h->draw_panel ? h->panel_h(a, info.w) : 0;
        if (mh > 0 && mh <= room) {
            y = h->draw_panel(a, info.x, y, info.w);
            room -= mh;
        }
    }
    if (gfx_text_wrap_h(a, FONT_SMALL, phase_help(a), info.w) <= room) {
        ui_rect help = {info.x, y, info.w, room};
        gfx_text_wrap_in(a, FONT_SMALL, phase_help(a), &help, COL_DIM);
    }
    if (line) {
        ui_rect at = {info.x, bottom - lh, info.w, lh};
        if (at.y < info.y) /* taller than the room: from the top, cut where it ends */
            at = (ui_rect){info.x, info.y, info.w, bottom - info.y};
        gfx_text_wrap_in(a, FONT_SMALL, line, &at, COL_GOLD);
    }
    figs_draw_selector(a);
    int b[3];
    buttons_for(p, b);
    for (int i = 0; i < 3 && !session_replaying(a); i++) { /* the replay bar has its own */
        if (b[i] == BTN_NONE)
            continue;
        bool enabled = !(b[i] == BTN_CONFIRM && p->phase == PH_FOLLOWER);
        bool primary = b[i] == BTN_CONFIRM || b[i] == BTN_DISCARD || b[i] == BTN_NEXT ||
                       b[i] == BTN_SKIP || b[i] == BTN_SKIP_FIGURE;
        gfx_button(a, &l->button[i], button_label(b[i]), enabled, primary && enabled);
    }
    /* The track and the log, in the room under the buttons where they scroll. */
    if (l->scroll.w) {
        const SDL_Rect clip = {l->scroll.x, l->scroll.y, l->scroll.w, l->scroll.h};
        SDL_RenderSetClipRect(a->ren, &clip);
    }
    lap_labels laps;
    draw_track(a, &laps);
    draw_players(a);
    draw_laps(a, &laps);
    draw_log(a);
    if (l->scroll.w) {
        SDL_RenderSetClipRect(a->ren, NULL);
        draw_scroll_bar(a);
    }
    gfx_text_in(a, FONT_SMALL, _("H help · T tiles left · F fit · G grid · Esc menu"), &l->hint,
                COL_DIM, ALIGN_CENTRE);
}

/* A computer's tile on its way from the panel to its cell, over both, so that the eye
   follows it to where it goes down. */
static void draw_flying_tile(ui_app *a)
{
    ui_play *p = a->play;
    double t = ai_fly(a);
    int hand = carc_game_tile_in_hand(p->g);
    if (t >= 1 || hand < 0)
        return;
    double e = t * t * (3 - 2 * t);
    SDL_Rect to;
    tile_rect(&p->cam, p->pending.x, p->pending.y, &to);
    const ui_rect *h = &a->lay.hand;
    double fx = h->x + 4, fy = h->y + 4, fw = h->w - 8, fh = h->h - 8;
    SDL_Rect r = {(int)(fx + (to.x - fx) * e), (int)(fy + (to.y - fy) * e),
                  (int)(fw + (to.w - fw) * e), (int)(fh + (to.h - fh) * e)};
    draw_tile(a, hand, p->pending.rot, &r, 255);
    frame_sdl(a->ren, &r, (int)fmax(2, r.w * .04), COL_HAND);
}

void play_draw(ui_app *a)
{
    draw_board(a);
    draw_panel(a);
    draw_flying_tile(a);
    aids_draw(a);                  /* aids_ui.c */
    session_board_buttons_draw(a); /* session.c: undo and redo */
    net_draw(a);                   /* net_ui.c: a game across machines: its code, who is away */
}

void play_outline(ui_app *a, const carc_segment *seg, int n, int kind, Uint8 alpha)
{
    static ui_anim an; /* large; drawn at once */
    an.nseg = n < UI_ANIM_SEGS ? n : UI_ANIM_SEGS;
    memcpy(an.seg, seg, sizeof an.seg[0] * (size_t)an.nseg);
    an.ev.kind = (uint8_t)kind;
    draw_feature(a, &an, alpha);
}

void play_tile(ui_app *a, int type, int rot, const SDL_Rect *r, Uint8 alpha)
{
    draw_tile(a, type, rot, r, alpha);
}
