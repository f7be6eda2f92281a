/*
 * screen_saves.c: the screens of session.c: the resume prompt at start, the open dialog
 * (saved games with their date, players, scores and progress, bad files with what is wrong;
 * the puzzles of assets/scenarios/ on a second tab), the save-as name entry, the replay bar
 * over the board (turn by turn with its score events, "play from here") and notices.
 *
 * Each screen lays out its rectangles in one function used both to draw and to hit-test, as
 * screen_setup.c does.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "module_ui.h"
#include "puzzle_ui.h"
#include "session.h"

/* Puzzles in the order of puzzle_ui.c's table (easiest first), others after them by name. */
static int by_puzzle(const void *x, const void *y)
{
    const carc_save_info *a = x, *b = y;
    int ra = puzzle_rank(a->name), rb = puzzle_rank(b->name);
    return ra != rb ? ra - rb : strcmp(a->name, b->name);
}

void saves_sort_puzzles(carc_save_info *list, int n)
{
    if (n > 1)
        qsort(list, (size_t)n, sizeof *list, by_puzzle);
}

static int px(const ui_app *a, double v)
{
    return (int)(v * a->s);
}

static bool clicked(const SDL_Event *e)
{
    return e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT;
}

static SDL_Keycode key(const SDL_Event *e)
{
    return e->type == SDL_KEYDOWN ? e->key.keysym.sym : SDLK_UNKNOWN;
}

static const SDL_Color COL_BAD = {236, 120, 100, 255};

/* "Ana 12 · Luis 8" (scores when known), into out. */
static void players_line(const carc_save_info *f, char *out, size_t len)
{
    out[0] = '\0';
    for (int i = 0; i < f->nplayers; i++) {
        size_t n = strlen(out);
        snprintf(out + n, len - n, "%s%s %d", i ? "  ·  " : "", f->players[i].name, f->score[i]);
    }
}

/* "22 of 71 tiles played", "Finished", "Not started: 71 tiles", into out. */
static void progress_line(const carc_save_info *f, char *out, size_t len)
{
    if (f->finished)
        snprintf(out, len, "%s", _("Finished"));
    else if (f->turns == 0)
        snprintf(out, len, P_("Not started: %d tile", "Not started: %d tiles", f->deck), f->deck);
    else
        snprintf(out, len, P_("%d of %d tile played", "%d of %d tiles played", f->deck), f->turns,
                 f->deck);
}

/* ---- notice ---- */

typedef struct notice_rects {
    ui_rect box, ok;
    int text_y, text_w;
} notice_rects;

static void notice_layout(ui_app *a, notice_rects *r)
{
    int w = px(a, 720);
    if (w > a->w - px(a, 20))
        w = a->w - px(a, 20);
    int tw = w - px(a, 60);
    int h =
        px(a, 170) + gfx_text_wrap_h(a, FONT_BODY, a->sess->notice, tw) + gfx_font_h(a, FONT_BODY);
    r->box = ui_rect_centred(a->w, a->h, w, h);
    r->text_y = r->box.y + px(a, 70);
    r->text_w = tw;
    r->ok = (ui_rect){r->box.x + (r->box.w - px(a, 160)) / 2, r->box.y + r->box.h - px(a, 64),
                      px(a, 160), px(a, 46)};
}

static void notice_event(ui_app *a, const SDL_Event *e)
{
    notice_rects r;
    notice_layout(a, &r);
    SDL_Keycode k = key(e);
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE || k == SDLK_SPACE ||
        (clicked(e) && ui_rect_has(&r.ok, a->mx, a->my)))
        ui_pop(a);
}

static void notice_draw(ui_app *a)
{
    notice_rects r;
    notice_layout(a, &r);
    gfx_dialog(a, &r.box, NULL, COL_GOLD); /* its title red or gold, a little higher */
    ui_rect t = {r.box.x, r.box.y + px(a, 12), r.box.w, px(a, 50)};
    gfx_text_in(a, FONT_BIG, a->sess->notice_title, &t, a->sess->notice_bad ? COL_BAD : COL_GOLD,
                ALIGN_CENTRE);
    gfx_text_wrap(a, FONT_BODY, a->sess->notice, r.box.x + px(a, 30), r.text_y, r.text_w, COL_TEXT);
    gfx_button(a, &r.ok, _("OK"), true, true);
}

/* ---- resume prompt ---- */

typedef struct resume_rects {
    ui_rect box, yes, no;
} resume_rects;

/* What the resume prompt says of an autosave it cannot read. */
static const char *resume_kept_note(void)
{
    return _("The file is kept as it is, under a name of its own: the open dialog lists it. "
             "Nothing else was changed.");
}

static void resume_layout(ui_app *a, resume_rects *r)
{
    const carc_save_info *f = &a->sess->resume;
    int w = px(a, 700);
    int body = f->ok ? f->nplayers * (gfx_font_h(a, FONT_BODY) + px(a, 10))
                     : gfx_text_wrap_h(a, FONT_BODY, f->error, w - px(a, 72)) + px(a, 12) +
                           gfx_text_wrap_h(a, FONT_SMALL, resume_kept_note(), w - px(a, 72)) -
                           px(a, 20);
    r->box = ui_rect_centred(a->w, a->h, w, px(a, 214) + body);
    int bw = px(a, 240), bh = px(a, 54), by = r->box.y + r->box.h - bh - px(a, 24);
    int gap = px(a, 24), x = r->box.x + (r->box.w - 2 * bw - gap) / 2;
    bool ok = a->sess->resume.ok;
    r->yes = (ui_rect){ok ? x : r->box.x + (r->box.w - bw) / 2, by, bw, bh};
    r->no = (ui_rect){x + bw + gap, by, ok ? bw : 0, bh};
}

static void resume_event(ui_app *a, const SDL_Event *e)
{
    resume_rects r;
    resume_layout(a, &r);
    SDL_Keycode k = key(e);
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER || (clicked(e) && ui_rect_has(&r.yes, a->mx, a->my)))
        session_resume(a, true);
    else if (k == SDLK_ESCAPE || k == SDLK_n || (clicked(e) && ui_rect_has(&r.no, a->mx, a->my)))
        session_resume(a, false);
    else if (e->type == SDL_MOUSEMOTION)
        a->dirty = true;
}

static void resume_draw(ui_app *a)
{
    const carc_save_info *f = &a->sess->resume;
    resume_rects r;
    resume_layout(a, &r);
    gfx_dialog(a, &r.box, NULL, COL_GOLD); /* its title red or gold, in a taller band */
    ui_rect t = {r.box.x, r.box.y + px(a, 16), r.box.w, px(a, 56)};
    int x = r.box.x + px(a, 36), y = t.y + t.h + px(a, 14), w = r.box.w - px(a, 72);
    if (!f->ok) {
        gfx_text_in(a, FONT_BIG, _("Your last game could not be read"), &t, COL_BAD, ALIGN_CENTRE);
        y += gfx_text_wrap(a, FONT_BODY, f->error, x, y, w, COL_TEXT) + px(a, 12);
        gfx_text_wrap(a, FONT_SMALL, resume_kept_note(), x, y, w, COL_DIM);
        gfx_button(a, &r.yes, _("OK"), true, true);
        return;
    }
    gfx_text_in(a, FONT_BIG, _("Continue your last game?"), &t, COL_GOLD, ALIGN_CENTRE);
    int lh = gfx_font_h(a, FONT_BODY) + px(a, 10);
    for (int i = 0; i < f->nplayers; i++) {
        int col = (int)f->players[i].color;
        ui_rect sw = {x, y + px(a, 4), px(a, 20), px(a, 20)};
        gfx_rounded(a->ren, &sw, px(a, 4), ui_player_colour(col));
        char line[160];
        snprintf(line, sizeof line, "%s", f->players[i].name);
        ui_rect nm = {x + px(a, 32), y, w / 2 - px(a, 44), gfx_font_h(a, FONT_BOLD)};
        gfx_text_in(a, FONT_BOLD, line, &nm, COL_TEXT, ALIGN_LEFT); /* cut before the points */
        snprintf(line, sizeof line, P_("%d point", "%d points", f->score[i]), f->score[i]);
        gfx_text(a, FONT_BODY, line, x + w / 2, y, COL_TEXT, ALIGN_LEFT);
        y += lh;
    }
    char prog[96], date[32], line[200];
    progress_line(f, prog, sizeof prog);
    carc_saves_format_date(f->mtime, date, sizeof date);
    snprintf(line, sizeof line, _("%s  ·  saved %s"), prog, date);
    gfx_text(a, FONT_SMALL, line, x, r.yes.y - px(a, 34), COL_DIM, ALIGN_LEFT);
    gfx_button(a, &r.yes, _("Continue (Enter)"), true, true);
    gfx_button(a, &r.no, _("New game (N)"), true, false);
}

/* ---- open dialog ---- */

typedef struct open_rects {
    ui_rect box, tab[2], list, open, cancel, del;
    ui_rect bar; /* the scrollbar at the list's right, when it holds more than it shows */
    int row_h, rows;
} open_rects;

static void open_layout(const ui_app *a, open_rects *r)
{
    r->box = ui_rect_centred(a->w, a->h, px(a, 940), px(a, 700));
    int m = px(a, 24);
    int tw = px(a, 220), th = px(a, 44), ty = r->box.y + px(a, 76);
    r->tab[0] = (ui_rect){r->box.x + m, ty, tw, th};
    r->tab[1] = (ui_rect){r->box.x + m + tw + px(a, 10), ty, tw, th};
    int bh = px(a, 50), by = r->box.y + r->box.h - bh - px(a, 20);
    r->open = (ui_rect){r->box.x + r->box.w - m - px(a, 200), by, px(a, 200), bh};
    r->cancel = (ui_rect){r->open.x - px(a, 220), by, px(a, 200), bh};
    r->del = (ui_rect){r->box.x + m, by, px(a, 260), bh};
    int top = ty + th + px(a, 12);
    r->list = (ui_rect){r->box.x + m, top, r->box.w - 2 * m, by - px(a, 16) - top};
    /* The saved games' rows hold a picture of the board, as tall as they are: taller rows (at
       1024x640 a picture of 60 pixels, not 40), the puzzles' two lines of text. */
    r->row_h = a->sess->scenarios ? px(a, 70) : px(a, 90);
    r->rows = r->row_h > 0 ? r->list.h / r->row_h : 1;
    if (r->rows < 1)
        r->rows = 1;
    r->bar = (ui_rect){0, 0, 0, 0};
    if (a->sess->nlist > r->rows) {
        int bw = px(a, 14);
        r->bar =
            (ui_rect){r->list.x + r->list.w - bw, r->list.y, bw, r->rows * r->row_h - px(a, 6)};
        r->list.w -= bw + px(a, 10);
    }
}

/* The scrollbar's thumb: as tall as the part of the list shown, where that part is. */
static ui_rect open_thumb(const ui_session *s, const open_rects *r)
{
    int n = s->nlist > 0 ? s->nlist : 1;
    int h = r->bar.h * r->rows / n, y = r->bar.y + r->bar.h * s->first / n;
    if (h < r->bar.w)
        h = r->bar.w;
    if (y + h > r->bar.y + r->bar.h)
        y = r->bar.y + r->bar.h - h;
    return (ui_rect){r->bar.x, y, r->bar.w, h};
}

static void open_keep_visible(ui_session *s, int rows)
{
    if (s->sel < s->first)
        s->first = s->sel;
    if (s->sel >= s->first + rows)
        s->first = s->sel - rows + 1;
    if (s->first < 0)
        s->first = 0;
}

static void open_selected(ui_app *a)
{
    ui_session *s = a->sess;
    if (s->sel < 0 || s->sel >= s->nlist)
        return;
    char path[CARC_SAVES_PATH_LEN];
    snprintf(path, sizeof path, "%s", s->list[s->sel].path);
    bool puzzle = s->scenarios;
    ui_pop(a);
    session_open_file(a, path);
    if (puzzle && ui_top(a) == SCR_GAME)
        s->name[0] = '\0'; /* a puzzle is a new game: its autosave must not pass for the file */
}

/* Deleting a saved game takes two presses (Delete key or button) on the same row. */
static void open_delete(ui_app *a)
{
    ui_session *s = a->sess;
    if (s->scenarios || s->sel < 0 || s->sel >= s->nlist)
        return;
    if (s->confirm_delete != s->sel) {
        s->confirm_delete = s->sel;
        return;
    }
    int sel = s->sel;
    if (remove(s->list[sel].path) != 0) {
        char msg[CARC_SAVES_PATH_LEN + 64];
        snprintf(msg, sizeof msg, "%s: %s", s->list[sel].path, strerror(errno));
        session_notice(a, _("The save could not be deleted"), msg, true);
    }
    session_list(a, false);
    s->sel = sel < s->nlist ? sel : s->nlist - 1;
    if (s->sel < 0)
        s->sel = 0;
}

static void open_event(ui_app *a, const SDL_Event *e)
{
    ui_session *s = a->sess;
    open_rects r;
    open_layout(a, &r);
    SDL_Keycode k = key(e);
    if (k == SDLK_DELETE || (clicked(e) && ui_rect_has(&r.del, a->mx, a->my))) {
        open_delete(a);
        a->dirty = true;
        return;
    }
    if (k != SDLK_UNKNOWN || clicked(e))
        s->confirm_delete = -1;
    switch (k) {
    case SDLK_ESCAPE:
        ui_pop(a);
        return;
    case SDLK_TAB:
        session_list(a, !s->scenarios);
        break;
    case SDLK_UP:
        s->sel = s->sel > 0 ? s->sel - 1 : 0;
        break;
    case SDLK_DOWN:
        s->sel = s->sel + 1 < s->nlist ? s->sel + 1 : s->sel;
        break;
    case SDLK_PAGEUP:
        s->sel = s->sel > r.rows ? s->sel - r.rows : 0;
        break;
    case SDLK_PAGEDOWN:
        s->sel = s->sel + r.rows < s->nlist ? s->sel + r.rows : (s->nlist ? s->nlist - 1 : 0);
        break;
    case SDLK_HOME:
        s->sel = 0;
        break;
    case SDLK_END:
        s->sel = s->nlist ? s->nlist - 1 : 0;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        open_selected(a);
        return;
    default:
        break;
    }
    if (e->type == SDL_MOUSEWHEEL) {
        s->first -= e->wheel.y;
        if (s->first > s->nlist - r.rows)
            s->first = s->nlist - r.rows;
        if (s->first < 0)
            s->first = 0;
    } else if (clicked(e)) {
        for (int t = 0; t < 2; t++)
            if (ui_rect_has(&r.tab[t], a->mx, a->my) && s->scenarios != (t == 1))
                session_list(a, t == 1);
        if (ui_rect_has(&r.cancel, a->mx, a->my)) {
            ui_pop(a);
            return;
        }
        if (ui_rect_has(&r.open, a->mx, a->my)) {
            open_selected(a);
            return;
        }
        if (ui_rect_has(&r.bar, a->mx, a->my)) {
            /* A click on the scrollbar shows that part of the list. */
            int top = (a->my - r.bar.y) * s->nlist / (r.bar.h > 0 ? r.bar.h : 1) - r.rows / 2;
            s->first = top < 0 ? 0 : top > s->nlist - r.rows ? s->nlist - r.rows : top;
        } else if (ui_rect_has(&r.list, a->mx, a->my)) {
            int i = s->first + (a->my - r.list.y) / r.row_h;
            if (i < s->nlist) {
                bool twice = i == s->sel && a->now - s->click_t < 400;
                s->sel = i;
                s->click_t = a->now;
                if (twice) {
                    open_selected(a);
                    return;
                }
            }
        } else if (!ui_rect_has(&r.box, a->mx, a->my)) {
            ui_pop(a);
            return;
        }
    }
    if (k != SDLK_UNKNOWN)
        open_keep_visible(s, r.rows);
    a->dirty = true;
}

/* A small picture of a saved game's board, as its last turn left it, drawn into box from its
   tiles' sides (saves.h, carc_save_tile): fields, cities from their sides, roads and rivers
   to the middle, cloisters. Drawn from the save itself when the list is made, so that every
   save has one, an earlier version's too, and it is never out of step with its record. */
static void board_picture(ui_app *a, const carc_save_info *f, const ui_rect *box)
{
    gfx_rounded(a->ren, box, px(a, 6), (SDL_Color){30, 28, 25, 255});
    if (f->nboard == 0)
        return;
    int x0 = f->board[0].x, x1 = x0, y0 = f->board[0].y, y1 = y0;
    for (int i = 1; i < f->nboard; i++) {
        const carc_save_tile *t = &f->board[i];
        x0 = t->x < x0 ? t->x : x0;
        x1 = t->x > x1 ? t->x : x1;
        y0 = t->y < y0 ? t->y : y0;
        y1 = t->y > y1 ? t->y : y1;
    }
    const int span = (x1 - x0 > y1 - y0 ? x1 - x0 : y1 - y0) + 1, m = px(a, 4);
    double c = (double)(box->w - 2 * m) / span;
    if (c > box->w / 3.0)
        c = box->w / 3.0;
    const double ox = box->x + (box->w - c * (x1 - x0 + 1)) / 2,
                 oy = box->y + (box->h - c * (y1 - y0 + 1)) / 2;
    static const SDL_Color field = {104, 146, 70, 255}, city = {196, 156, 98, 255},
                           road = {236, 228, 206, 255}, river = {84, 148, 214, 255},
                           chapel = {158, 62, 52, 255};
    for (int i = 0; i < f->nboard; i++) {
        const carc_save_tile *t = &f->board[i];
        const double x = ox + (t->x - x0) * c, y = oy + (t->y - y0) * c, h = c / 2;
        ui_rect cell = {(int)x, (int)y, (int)(x + c) - (int)x, (int)(y + c) - (int)y};
        gfx_fill(a->ren, &cell, field);
        /* The corners of each side, clockwise from the north-west, and the middle. */
        const double corner[5][2] = {{x, y}, {x + c, y}, {x + c, y + c}, {x, y + c}, {x, y}};
        for (int d = 0; d < 4; d++)
            if (t->edge[d] == CARC_EDGE_CITY) {
                double tri[3][2] = {{corner[d][0], corner[d][1]},
                                    {corner[d + 1][0], corner[d + 1][1]},
                                    {x + h, y + h}};
                gfx_triangle(a->ren, tri, city);
            }
        static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
        for (int d = 0; d < 4; d++)
            if (t->edge[d] == CARC_EDGE_ROAD || t->edge[d] == CARC_EDGE_RIVER)
                gfx_line(a->ren, x + h, y + h, x + h + dx[d] * h, y + h + dy[d] * h,
                         c > 8 ? c / 6 : 1.2, t->edge[d] == CARC_EDGE_ROAD ? road : river);
        if (t->cloister) {
            ui_rect ch = {(int)(x + c * .32), (int)(y + c * .32), (int)(c * .36) + 1,
                          (int)(c * .36) + 1};
            gfx_fill(a->ren, &ch, chapel);
        }
    }
}

static void open_row(ui_app *a, const carc_save_info *f, const ui_rect *row, bool sel)
{
    bool hot = ui_rect_has(row, a->mx, a->my);
    SDL_Color bg = sel   ? (SDL_Color){92, 78, 40, 255}
                   : hot ? (SDL_Color){62, 56, 48, 255}
                         : (SDL_Color){46, 42, 37, 255};
    gfx_rounded(a->ren, row, px(a, 8), bg);
    int x = row->x + px(a, 16), y1 = row->y + px(a, 8);
    const int lines = gfx_font_h(a, FONT_BOLD) + px(a, 2) + gfx_font_h(a, FONT_SMALL);
    if (!a->sess->scenarios) /* the two lines in the middle of the picture's height */
        y1 = row->y + (row->h - lines) / 2;
    if (!a->sess->scenarios && f->ok) { /* the board's picture at the left */
        ui_rect pic = {row->x + px(a, 5), row->y + px(a, 5), row->h - px(a, 10),
                       row->h - px(a, 10)};
        board_picture(a, f, &pic);
        x = pic.x + pic.w + px(a, 12);
    }
    int y2 = y1 + gfx_font_h(a, FONT_BOLD) + px(a, 2);
    int right = row->x + row->w - px(a, 16);
    char line[400], date[32];
    /* A puzzle has its words in puzzle_ui.c. */
    const char *ptitle = a->sess->scenarios ? puzzle_title(f->name) : NULL;
    const char *pabout = a->sess->scenarios ? puzzle_about(f->name) : NULL;
    const char *title = ptitle ? ptitle : f->autosave ? _("Game in progress (autosave)") : f->name;
    int dw = 0;
    if (!a->sess->scenarios) {
        /* The sets beside the base game, then the date. */
        char sets[200] = "";
        for (int i = 0; f->ok && i < f->ntilesets; i++) {
            size_t n = strlen(sets);
            if (strcmp(f->tilesets[i], "base") != 0)
                snprintf(sets + n, sizeof sets - n, "%s%s", n ? ", " : "",
                         setup_set_title(a, f->tilesets[i]));
        }
        carc_saves_format_date(f->mtime, date, sizeof date);
        snprintf(line, sizeof line, "%s%s%s", sets, sets[0] ? "  ·  " : "", date);
        ui_rect dr = {x + (right - x) / 3, y1 + px(a, 2), right - x - (right - x) / 3,
                      gfx_font_h(a, FONT_SMALL)};
        dw = gfx_text_w(a, FONT_SMALL, line);
        if (dw > dr.w)
            dw = dr.w;
        gfx_text_in(a, FONT_SMALL, line, &dr, COL_DIM, ALIGN_RIGHT);
    }
    ui_rect tr = {x, y1, right - dw - px(a, 16) - x, gfx_font_h(a, FONT_BOLD)};
    gfx_text_in(a, FONT_BOLD, title, &tr, f->ok ? COL_TEXT : COL_BAD, ALIGN_LEFT);
    if (!f->ok) {
        /* The loader's reason, without the folder the player did not choose. */
        const char *why =
            strstr(f->error, f->path) == f->error ? f->error + strlen(f->path) : f->error;
        while (*why == ':' || *why == ' ')
            why++;
        snprintf(line, sizeof line, _("Cannot be opened: %s"), why);
        ui_rect er = {x, y2, row->w - px(a, 32), gfx_font_h(a, FONT_SMALL)};
        gfx_text_in(a, FONT_SMALL, line, &er, COL_BAD, ALIGN_LEFT);
        return;
    }
    if (pabout) {
        ui_rect ab = {x, y2, row->w - px(a, 32), gfx_font_h(a, FONT_SMALL)};
        gfx_text_in(a, FONT_SMALL, pabout, &ab, COL_DIM, ALIGN_LEFT);
        return;
    }
    char prog[96];
    progress_line(f, prog, sizeof prog);
    players_line(f, line, sizeof line);
    int pw =
        gfx_text(a, FONT_SMALL, prog, right, y2, f->finished ? COL_GOLD : COL_DIM, ALIGN_RIGHT);
    ui_rect pl = {x, y2, right - pw - px(a, 16) - x, gfx_font_h(a, FONT_SMALL)};
    gfx_text_in(a, FONT_SMALL, line, &pl, COL_TEXT, ALIGN_LEFT); /* cut before the progress */
}

static void open_draw(ui_app *a)
{
    ui_session *s = a->sess;
    open_rects r;
    open_layout(a, &r);
    gfx_dialog(a, &r.box, _("Open a game"), COL_GOLD);
    gfx_button(a, &r.tab[0], _("Saved games"), true, !s->scenarios);
    gfx_button(a, &r.tab[1], _("Puzzles"), true, s->scenarios);
    if (s->nlist == 0) {
        const char *empty = s->scenarios ? _("No puzzles were found in the assets folder.")
                            : s->ready   ? _("No saved games yet: every game is saved after "
                                               "each turn, and Ctrl+S saves it under a name.")
                                         : _("There is no folder to save games in.");
        gfx_text_wrap(a, FONT_BODY, empty, r.list.x + px(a, 10), r.list.y + px(a, 20),
                      r.list.w - px(a, 20), COL_DIM);
    }
    for (int i = 0; i < r.rows && s->first + i < s->nlist; i++) {
        ui_rect row = {r.list.x, r.list.y + i * r.row_h, r.list.w, r.row_h - px(a, 6)};
        open_row(a, &s->list[s->first + i], &row, s->first + i == s->sel);
    }
    if (r.bar.w > 0) {
        gfx_rounded(a->ren, &r.bar, r.bar.w / 2, (SDL_Color){46, 42, 37, 255});
        ui_rect thumb = open_thumb(s, &r);
        gfx_rounded(a->ren, &thumb, r.bar.w / 2,
                    ui_rect_has(&r.bar, a->mx, a->my) ? COL_GOLD : (SDL_Color){140, 126, 100, 255});
    }
    if (s->nlist > r.rows) {
        char more[64];
        snprintf(more, sizeof more, _("%d–%d of %d"), s->first + 1,
                 s->first + r.rows < s->nlist ? s->first + r.rows : s->nlist, s->nlist);
        gfx_text(a, FONT_SMALL, more, r.list.x + r.list.w, r.tab[0].y + px(a, 12), COL_DIM,
                 ALIGN_RIGHT);
    }
    if (!s->scenarios) {
        bool sure = s->confirm_delete == s->sel && s->nlist > 0;
        gfx_button(a, &r.del, sure ? _("Delete it for good?") : _("Delete (Del)"), s->nlist > 0,
                   sure);
    }
    gfx_button(a, &r.cancel, _("Cancel"), true, false);
    gfx_button(a, &r.open, _("Open"), s->nlist > 0, true);
}

/* ---- save as ---- */

typedef struct saveas_rects {
    ui_rect box, field, save, cancel;
} saveas_rects;

static void saveas_layout(const ui_app *a, saveas_rects *r)
{
    r->box = ui_rect_centred(a->w, a->h, px(a, 640), px(a, 300));
    int m = px(a, 30);
    r->field = (ui_rect){r->box.x + m, r->box.y + px(a, 80), r->box.w - 2 * m, px(a, 54)};
    int bh = px(a, 50), by = r->box.y + r->box.h - bh - px(a, 20);
    r->save = (ui_rect){r->box.x + r->box.w - m - px(a, 180), by, px(a, 180), bh};
    r->cancel = (ui_rect){r->save.x - px(a, 200), by, px(a, 180), bh};
}

static void saveas_close(ui_app *a)
{
    SDL_StopTextInput();
    ui_pop(a);
}

static void saveas_commit(ui_app *a)
{
    ui_session *s = a->sess;
    if (!session_save_as(a, s->entry, s->confirm_replace))
        return;
    saveas_close(a);
    ui_play *p = a->play;
    snprintf(p->msg, sizeof p->msg, _("Saved as \"%s\"."), s->entry);
    p->msg_t = a->now;
}

static void saveas_event(ui_app *a, const SDL_Event *e)
{
    ui_session *s = a->sess;
    saveas_rects r;
    saveas_layout(a, &r);
    a->dirty = true;
    if (e->type == SDL_TEXTINPUT) {
        if (s->entry_all)
            s->entry[0] = '\0';
        s->entry_all = false;
        size_t n = strlen(s->entry), add = strlen(e->text.text);
        if (n + add < sizeof s->entry)
            memcpy(s->entry + n, e->text.text, add + 1);
        s->confirm_replace = false;
        return;
    }
    SDL_Keycode k = key(e);
    if (k == SDLK_BACKSPACE && s->entry_all) {
        s->entry[0] = '\0';
        s->entry_all = false;
        s->confirm_replace = false;
    } else if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_HOME || k == SDLK_END) {
        s->entry_all = false; /* keep the name offered, to add to its end */
    } else if (k == SDLK_BACKSPACE) {
        size_t n = strlen(s->entry);
        while (n > 0 && ((unsigned char)s->entry[n - 1] & 0xC0) == 0x80)
            n--; /* a whole UTF-8 character */
        if (n > 0)
            n--;
        s->entry[n] = '\0';
        s->confirm_replace = false;
    } else if (k == SDLK_ESCAPE || (clicked(e) && ui_rect_has(&r.cancel, a->mx, a->my))) {
        saveas_close(a);
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER ||
               (clicked(e) && ui_rect_has(&r.save, a->mx, a->my))) {
        saveas_commit(a);
    }
}

static void saveas_draw(ui_app *a)
{
    ui_session *s = a->sess;
    saveas_rects r;
    saveas_layout(a, &r);
    gfx_dialog(a, &r.box, _("Save the game as"), COL_GOLD);
    gfx_rounded(a->ren, &r.field, px(a, 8), (SDL_Color){24, 22, 20, 255});
    ui_rect in = {r.field.x + px(a, 14), r.field.y, r.field.w - px(a, 28), r.field.h};
    if (s->entry_all && s->entry[0]) {
        /* The name offered, selected: typing replaces it, an arrow key keeps it. */
        int fh = gfx_font_h(a, FONT_BODY);
        int sw = gfx_text_w(a, FONT_BODY, s->entry);
        ui_rect sel = {in.x - px(a, 2), in.y + (in.h - fh) / 2, (sw < in.w ? sw : in.w) + px(a, 4),
                       fh};
        gfx_fill(a->ren, &sel, (SDL_Color){120, 96, 40, 255});
    }
    int w = gfx_text_in(a, FONT_BODY, s->entry, &in, COL_TEXT, ALIGN_LEFT);
    ui_rect caret = {in.x + w + px(a, 2), r.field.y + px(a, 12), px(a, 2), r.field.h - px(a, 24)};
    gfx_fill(a->ren, &caret, COL_GOLD);
    const char *hint = s->confirm_replace
                           ? _("A save with this name exists: save again to replace it.")
                           : _("Type a name (or keep this one): Enter saves, Esc cancels.");
    gfx_text(a, FONT_SMALL, hint, r.field.x, r.field.y + r.field.h + px(a, 10),
             s->confirm_replace ? COL_BAD : COL_DIM, ALIGN_LEFT);
    gfx_button(a, &r.cancel, _("Cancel"), true, false);
    gfx_button(a, &r.save, s->confirm_replace ? _("Replace") : _("Save"), s->entry[0] != '\0',
               true);
}

/* ---- replay ---- */

enum { RB_FIRST, RB_PREV, RB_NEXT, RB_LAST, RB_BRANCH, RB_CLOSE, RB_COUNT };

typedef struct replay_rects {
    ui_rect bar, button[RB_COUNT];
} replay_rects;

static void replay_layout(const ui_app *a, replay_rects *r)
{
    const ui_rect *b = &a->lay.board;
    int m = px(a, 12), h = px(a, UI_REPLAY_BAR_H) - 2 * m;
    r->bar = (ui_rect){b->x + m, b->y + b->h - h - m, b->w - 2 * m, h};
    int bh = px(a, 44), by = r->bar.y + r->bar.h - bh - px(a, 12);
    int x = r->bar.x + px(a, 16), small = px(a, 56), gap = px(a, 8);
    for (int i = RB_FIRST; i <= RB_LAST; i++) {
        r->button[i] = (ui_rect){x, by, small, bh};
        x += small + gap;
    }
    int wide = px(a, 200);
    r->button[RB_CLOSE] =
        (ui_rect){r->bar.x + r->bar.w - px(a, 16) - px(a, 140), by, px(a, 140), bh};
    r->button[RB_BRANCH] = (ui_rect){r->button[RB_CLOSE].x - gap - wide, by, wide, bh};
}

static void replay_event(ui_app *a, const SDL_Event *e)
{
    ui_session *s = a->sess;
    replay_rects r;
    replay_layout(a, &r);
    if (aids_event(a, e)) /* aids_ui.c: their keys; the pointer explains what it is on */
        return;
    if (e->type == SDL_MOUSEWHEEL) {
        play_event(a, e); /* the game screen zooms the board; nothing else reaches it */
        return;
    }
    if (play_drag_event(a, e, &r.bar)) { /* the board pans under a drag, as in a game */
        a->dirty = true;
        return;
    }
    int b = -1;
    switch (key(e)) {
    case SDLK_HOME:
        b = RB_FIRST;
        break;
    case SDLK_LEFT:
        b = RB_PREV;
        break;
    case SDLK_RIGHT:
    case SDLK_SPACE:
        b = RB_NEXT;
        break;
    case SDLK_END:
        b = RB_LAST;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_p:
        b = RB_BRANCH;
        break;
    case SDLK_ESCAPE:
        b = RB_CLOSE;
        break;
    default:
        break;
    }
    if (clicked(e))
        for (int i = 0; i < RB_COUNT; i++)
            if (ui_rect_has(&r.button[i], a->mx, a->my))
                b = i;
    switch (b) {
    case RB_FIRST:
        session_replay_show(a, 0);
        break;
    case RB_PREV:
        session_replay_show(a, s->shown - 1);
        break;
    case RB_NEXT:
        session_replay_show(a, s->shown + 1);
        break;
    case RB_LAST:
        session_replay_show(a, s->replay_end);
        break;
    case RB_BRANCH:
        session_replay_close(a, true);
        break;
    case RB_CLOSE:
        session_replay_close(a, false);
        break;
    default:
        break;
    }
    a->dirty = true;
}

/* What turn k (1-based) did: who placed which tile, and the points it scored. */
static void replay_turn_text(ui_app *a, int y, int x, int w)
{
    ui_session *s = a->sess;
    const ui_play *p = a->play;
    char line[400];
    if (s->shown == 0) {
        gfx_text(a, FONT_BODY, _("The start tile is down; nobody has played yet."), x, y, COL_TEXT,
                 ALIGN_LEFT);
        return;
    }
    const carc_record_turn *t = &p->rec->turns[s->shown - 1];
    const char *who = play_name(p, carc_midend_mover(p->mid, s->shown - 1) % CARC_MAX_PLAYERS);
    /* The tile is the one framed on the board (its id in the tile set says nothing to a
       player). */
    const char *elsewhere = NULL; /* the set's words for a follower on another tile */
    for (int m = 0; m < CARC_MODULES && !elsewhere; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        elsewhere = h ? h->replay_elsewhere : NULL;
    }
    if (t->discard)
        snprintf(line, sizeof line,
                 _("%s drew a tile that fitted nowhere: it went back to the box."), who);
    else if (t->meeple_at >= 0 && t->meeple_elsewhere && elsewhere)
        snprintf(line, sizeof line, _(elsewhere), who);
    else if (t->meeple_at >= 0)
        snprintf(line, sizeof line, _("%s placed the framed tile and a follower on it."), who);
    else
        snprintf(line, sizeof line, _("%s placed the framed tile."), who);
    for (int m = 0; m < CARC_MODULES; m++) { /* what the modules' figures did */
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        if (h && h->replay_note)
            h->replay_note(t, &p->ev, line, sizeof line);
    }
    gfx_text(a, FONT_BODY, line, x, y, COL_TEXT, ALIGN_LEFT);
    /* The score events of the turn, the final scoring included when it ended the game, as many
       as the bar holds, then how many more there are. */
    bool final = false;
    int n = 0, more = 0;
    for (int i = 0; i < p->ev.count; i++)
        final = final || (p->ev.ev[i].type == CARC_EV_SCORE && p->ev.ev[i].final);
    /* The final scoring's label, then the scores after it, each a label of its own. */
    const char *head = final ? _("Final scoring:") : "";
    const int head_w = final ? gfx_text_w(a, FONT_BOLD, head) + px(a, 8) : 0;
    line[0] = '\0';
    char widest[64];
    snprintf(widest, sizeof widest, P_("%d more score", "%d more scores", 99), 99);
    int room = w - head_w - gfx_text_w(a, FONT_BOLD, widest) - px(a, 20);
    for (int i = 0; i < p->ev.count; i++) {
        const carc_event *e = &p->ev.ev[i];
        if (e->type != CARC_EV_SCORE)
            continue;
        for (int pl = 0; pl < p->g->nplayers; pl++) {
            if (e->points[pl] <= 0)
                continue;
            char item[160];
            char score[128];
            /* TRANSLATORS: in the replay's bar: a player's name, the points and what scored
               (Road, City, Cloister, Field). */
            snprintf(score, sizeof score, _("%s +%d %s"), play_name(p, pl), e->points[pl],
                     ui_kind_label(e->kind));
            snprintf(item, sizeof item, "%s%s", n ? "  ·  " : "", score);
            size_t len = strlen(line);
            char *end = line + len;
            snprintf(end, sizeof line - len, "%s", item);
            if (more || gfx_text_w(a, FONT_BOLD, line) > room) {
                *end = '\0';
                more++;
            } else {
                n++;
            }
        }
    }
    int y2 = y + gfx_font_h(a, FONT_BODY) + px(a, 4);
    if (n + more == 0) {
        gfx_text(a, FONT_SMALL, _("No points this turn."), x, y2, COL_DIM, ALIGN_LEFT);
        return;
    }
    if (final)
        gfx_text(a, FONT_BOLD, head, x, y2, COL_DIM, ALIGN_LEFT);
    int lw = head_w + gfx_text(a, FONT_BOLD, line, x + head_w, y2, COL_GOLD, ALIGN_LEFT);
    if (more) {
        char rest[64];
        snprintf(rest, sizeof rest, P_("%d more score", "%d more scores", more), more);
        gfx_text(a, FONT_BOLD, rest, x + lw + px(a, 12), y2, COL_DIM, ALIGN_LEFT);
    }
}

static void replay_draw(ui_app *a)
{
    ui_session *s = a->sess;
    if (!s->replaying)
        return;
    replay_rects r;
    replay_layout(a, &r);
    gfx_rounded(a->ren, &r.bar, px(a, 12), (SDL_Color){30, 27, 24, 235});
    char head[96];
    snprintf(head, sizeof head, _("Replay: turn %d of %d"), s->shown, s->replay_end);
    int x = r.bar.x + px(a, 16), y = r.bar.y + px(a, 10);
    int hw = gfx_text(a, FONT_BOLD, head, x, y, COL_GOLD, ALIGN_LEFT);
    gfx_text(a, FONT_SMALL, _("← → step  ·  Home/End  ·  Enter plays on from here  ·  Esc closes"),
             x + hw + px(a, 20), y + px(a, 3), COL_DIM, ALIGN_LEFT);
    replay_turn_text(a, y + gfx_font_h(a, FONT_BOLD) + px(a, 6), x, r.bar.w - px(a, 32));
    static const char *const labels[RB_COUNT] = {"|◀", "◀", "▶", "▶|", NULL, NULL};
    bool more = s->shown < s->replay_end;
    for (int i = RB_FIRST; i <= RB_LAST; i++)
        gfx_button(a, &r.button[i], labels[i], i < RB_NEXT ? s->shown > 0 : more, false);
    gfx_button(a, &r.button[RB_BRANCH], _("Play from here"), more, true);
    gfx_button(a, &r.button[RB_CLOSE], _("Close"), true, false);
}

/* ---- dispatch ---- */

void saves_event(ui_app *a, int screen, const SDL_Event *e)
{
    if (!a->sess)
        return;
    if (e->type == SDL_MOUSEMOTION)
        a->dirty = true;
    switch (screen) {
    case SCR_RESUME:
        resume_event(a, e);
        break;
    case SCR_OPEN:
        open_event(a, e);
        break;
    case SCR_SAVEAS:
        saveas_event(a, e);
        break;
    case SCR_REPLAY:
        replay_event(a, e);
        break;
    default:
        notice_event(a, e);
        break;
    }
}

void saves_draw(ui_app *a, int screen)
{
    if (!a->sess)
        return;
    switch (screen) {
    case SCR_RESUME:
        resume_draw(a);
        break;
    case SCR_OPEN:
        open_draw(a);
        break;
    case SCR_SAVEAS:
        saveas_draw(a);
        break;
    case SCR_REPLAY:
        replay_draw(a);
        break;
    default:
        notice_draw(a);
        break;
    }
}
