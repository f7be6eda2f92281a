/*
 * puzzle_ui.c: a puzzle that answers back, in the window (puzzle_ui.h). The question and its
 * hand-worked answer are the file's (../data/puzzle.h); the checker works the answer out with the
 * engine when the puzzle opens, so that the box can explain it with the score lines of its
 * scoring whatever the player answers.
 *
 * The box lays out its rectangles in one function used both to draw and to hit-test, as the
 * other screens do.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "module_ui.h"
#include "puzzle.h"
#include "puzzle_ui.h"
#include "session.h"

/* The base game's puzzles' words, by file name (assets/scenarios/NAME.json), in the order the
   open dialog lists them (easiest first); the sets' puzzles follow, each set's from its window
   hooks (module_ui.h), in the table's order. */
static const ui_puzzle_words words[] = {
    {"first-road", N_("The rulebook's first road"),
     N_("Ana holds a city cap: it cannot finish her road, but it can finish something else. Play "
        "the turn that scores her the most."),
     N_("Put the cap on the start tile's city and a knight on the cap in the same turn: the city "
        "is finished at once, 2 tiles, 4 points, and the knight comes home."),
     UI_ASK_BEST},
    {"shared-city", N_("A shared city"),
     N_("Luis's knight and Marta's hold two city caps with one empty cell between them. Play the "
        "turn that scores Luis the most."),
     N_("Join the two caps: a city of 3 tiles and a pennant, 8 points. One knight each is a tie, "
        "and a tie scores the whole city for both: Marta scores 8 too."),
     UI_ASK_BEST},
    {"farmers", N_("A farmer's field"),
     N_("Two cities are finished. Ana and Luis each have a farmer. What would each score if the "
        "game ended now?"),
     N_("A field scores 3 for each finished city it touches. Luis's field touches both: 6. Ana's "
        "touches one of them: 3. A city counts for every field beside it."),
     UI_ASK_END},
    {"base-end", N_("Roads and farmers at the end"),
     N_("Ana has a thief on a road, Luis a farmer in a field. What would each score if the game "
        "ended now?"),
     N_("Ana's road is open at both ends: at the end it scores 1 per tile, 3 tiles. Luis's field "
        "touches the finished city of the start tile: 3 per finished city."),
     UI_ASK_END},
};
enum { BASE_PUZZLES = (int)(sizeof words / sizeof words[0]) };

/* Puzzle k of those shipped, in the open dialog's order (the base game's, then each set's), or
   NULL past the last. */
static const ui_puzzle_words *shipped(int k)
{
    if (k < BASE_PUZZLES)
        return &words[k];
    k -= BASE_PUZZLES;
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_hooks_of(m);
        if (h && h->puzzle.file && k-- == 0)
            return &h->puzzle;
    }
    return NULL;
}

int puzzle_rank(const char *name)
{
    int k = 0;
    for (const ui_puzzle_words *w; (w = shipped(k)) != NULL; k++)
        if (strcmp(w->file, name) == 0)
            break;
    return k;
}

static const ui_puzzle_words *words_of(const char *name)
{
    return shipped(puzzle_rank(name));
}

const char *puzzle_title(const char *name)
{
    const ui_puzzle_words *w = words_of(name);
    return w ? _(w->title) : NULL;
}

const char *puzzle_about(const char *name)
{
    const ui_puzzle_words *w = words_of(name);
    if (!w)
        return NULL;
    switch (w->ask) {
    case UI_ASK_END:
        return _("If the game ended now, who would score what?");
    case UI_ASK_BEST:
        return _("Find the turn that scores the most.");
    default:
        return _("Which figure should be taken back?");
    }
}

enum { UNANSWERED, RIGHT, WRONG };

typedef struct ui_puzzle {
    carc_puzzle pz;
    carc_puzzle_answer ans;
    carc_game start;              /* the position the puzzle asks about */
    const carc_midend *mid;       /* the game it belongs to */
    const ui_puzzle_words *w;     /* its words, or NULL (a puzzle not shipped) */
    char name[64];
    int start_turns;
    int answer[CARC_MAX_PLAYERS]; /* END: the points typed in */
    bool typed;                   /* a digit was typed into the selected row since it was chosen */
    int sel;                      /* END: the row typed into */
    int verdict;
    int scored;  /* BEST, BACK: what the turn played scored */
    bool hidden; /* put away after the verdict */
} ui_puzzle;

static ui_puzzle *state(const ui_app *a)
{
    return a->puzzle;
}

bool puzzle_active(const ui_app *a)
{
    const ui_puzzle *z = state(a);
    return z && a->play && a->play->mid == z->mid;
}

bool puzzle_hides_projection(const ui_app *a)
{
    return puzzle_active(a) && state(a)->pz.kind == CARC_PUZZLE_END &&
           state(a)->verdict == UNANSWERED;
}

void puzzle_free(ui_app *a)
{
    free(a->puzzle);
    a->puzzle = NULL;
}

void puzzle_begin(ui_app *a, const char *path)
{
    puzzle_free(a);
    if (!a->play)
        return;
    ui_puzzle *z = calloc(1, sizeof *z);
    char err[512];
    if (!z)
        return;
    int has = carc_puzzle_load(path, &z->pz, err, sizeof err);
    if (has <= 0 || a->play->g->over ||
        carc_puzzle_solve(&z->pz, a->play->g, &z->ans, err, sizeof err) != 0) {
        if (has != 0)
            fprintf(stderr, "carcassonne: %s\n", err);
        free(z);
        return;
    }
    carc_game_copy(&z->start, a->play->g);
    z->mid = a->play->mid;
    z->start_turns = play_turns(a->play);
    const char *base = strrchr(path, '/');
    snprintf(z->name, sizeof z->name, "%s", base ? base + 1 : path);
    char *dot = strrchr(z->name, '.');
    if (dot)
        *dot = '\0';
    z->w = words_of(z->name);
    a->puzzle = z;
    a->dirty = true;
}

/* ---- layout ---- */

typedef struct box_rects {
    ui_rect box;
    int text_y; /* where the question's text starts */
    int rows_y; /* END: the players' rows */
    ui_rect minus[CARC_MAX_PLAYERS], plus[CARC_MAX_PLAYERS], value[CARC_MAX_PLAYERS];
    ui_rect row[CARC_MAX_PLAYERS];
    ui_rect check, again, close;
    int w; /* the text's width */
} box_rects;

static int px(const ui_app *a, double v)
{
    return (int)(v * a->s);
}

static const char *question(const ui_puzzle *z)
{
    switch (z->pz.kind) {
    case CARC_PUZZLE_END:
        return _("If the game ended now, how many points would each player score in the final "
                 "scoring?");
    case CARC_PUZZLE_BEST:
        return _("Place the tile and choose the figure step that score you the most points in this "
                 "turn.");
    case CARC_PUZZLE_BACK:
        return _("Place the tile, then take back the figure you should.");
    }
    return "";
}

/* The score lines of the right answer's scoring: "Ana: City +3 (end)". */
static int card_lines(ui_app *a, const ui_puzzle *z, char lines[][96], int max)
{
    const ui_play *p = a->play;
    int n = 0;
    for (int k = 0; k < z->ans.ev.count && n < max; k++) {
        const carc_event *e = &z->ans.ev.ev[k];
        for (int i = 0; i < p->g->nplayers && n < max; i++) {
            if (e->type == CARC_EV_SCORE && e->points[i] > 0)
                /* TRANSLATORS: a line of the panel's log: a player's name, what scored (Road,
                   City, Cloister, Field) and the points. */
                snprintf(lines[n++], 96, e->final ? _("%s: %s +%d (end)") : _("%s: %s +%d"),
                         play_name(p, i), ui_kind_label(e->kind), e->points[i]);
        }
        /* The sets' own points, as their log words them (module_ui.h's score_lines). */
        for (int m = 0; e->type != CARC_EV_SCORE && m < CARC_MODULES && n < max; m++) {
            const ui_module_hooks *h = ui_module_in_play(p->g, m);
            if (h && h->score_lines)
                n += h->score_lines(a, e, lines + n, max - n);
        }
    }
    return n;
}

static void verdict_text(const ui_app *a, const ui_puzzle *z, char *out, size_t len)
{
    const ui_play *p = a->play;
    if (z->pz.kind == CARC_PUZZLE_END) {
        const char *item[CARC_MAX_PLAYERS];
        char buf[CARC_MAX_PLAYERS][96];
        for (int i = 0; i < p->g->nplayers; i++) {
            /* TRANSLATORS: one player's points in a puzzle's right answer: "Ana: 3 points". */
            snprintf(buf[i], sizeof buf[i], P_("%s: %d point", "%s: %d points", z->ans.points[i]),
                     play_name(p, i), z->ans.points[i]);
            item[i] = buf[i];
        }
        char list[400];
        ui_i18n_list(item, p->g->nplayers, list, sizeof list);
        snprintf(out, len, z->verdict == RIGHT ? _("Right: %s.") : _("Not quite. The answer: %s."),
                 list);
    } else if (z->pz.kind == CARC_PUZZLE_BEST) {
        if (z->verdict == RIGHT)
            snprintf(out, len,
                     P_("Right: %d point, the most this turn can score.",
                        "Right: %d points, the most this turn can score.", z->scored),
                     z->scored);
        else
            snprintf(out, len,
                     P_("Not quite: this turn scored %d point; the best scores %d.",
                        "Not quite: this turn scored %d points; the best scores %d.", z->scored),
                     z->scored, z->ans.best);
    } else {
        snprintf(out, len, "%s",
                 z->verdict == RIGHT ? _("Right: that is the figure to take back.")
                                     : _("Not quite: that is not the figure to take back."));
    }
}

/* Lays the box out (and measures its texts) in the board's upper left corner. */
static void layout(ui_app *a, const ui_puzzle *z, box_rects *r)
{
    memset(r, 0, sizeof *r);
    const ui_rect *b = &a->lay.board;
    int m = px(a, 12), pad = px(a, 14);
    int w = b->w - 2 * m < px(a, 470) ? b->w - 2 * m : px(a, 470);
    r->w = w - 2 * pad;
    int y = b->y + m + pad;
    y += gfx_font_h(a, FONT_BOLD) + px(a, 6);
    r->text_y = y;
    const char *about = z->w ? _(z->w->about) : "";
    if (z->verdict == UNANSWERED || !z->w) {
        y += gfx_text_wrap_h(a, FONT_SMALL, about, r->w) + px(a, 4);
        y += gfx_text_wrap_h(a, FONT_SMALL, question(z), r->w) + px(a, 8);
    }
    int bh = gfx_font_h(a, FONT_BODY) + px(a, 12);
    r->rows_y = y;
    const ui_play *p = a->play;
    if (z->pz.kind == CARC_PUZZLE_END && z->verdict == UNANSWERED) {
        int x0 = b->x + m + pad;
        for (int i = 0; i < p->g->nplayers; i++) {
            r->row[i] = (ui_rect){x0, y, r->w, bh};
            int right = x0 + r->w;
            r->plus[i] = (ui_rect){right - bh, y, bh, bh};
            r->value[i] = (ui_rect){right - bh - px(a, 56), y, px(a, 56), bh};
            r->minus[i] = (ui_rect){r->value[i].x - bh, y, bh, bh};
            y += bh + px(a, 4);
        }
        y += px(a, 4);
        int cw = gfx_text_w(a, FONT_BODY, _("Check the answer")) + px(a, 32);
        r->check = (ui_rect){x0, y, cw, bh};
        y += bh;
    } else if (z->verdict != UNANSWERED) {
        char v[600], lines[16][96];
        verdict_text(a, z, v, sizeof v);
        y += gfx_text_wrap_h(a, FONT_BODY, v, r->w) + px(a, 6);
        if (z->w)
            y += gfx_text_wrap_h(a, FONT_SMALL, _(z->w->explain), r->w) + px(a, 6);
        int n = card_lines(a, z, lines, 16);
        y += n * (gfx_font_h(a, FONT_SMALL) + px(a, 2)) + px(a, 8);
        int x0 = b->x + m + pad;
        int cw = gfx_text_w(a, FONT_BODY, _("Close")) + px(a, 32);
        r->close = (ui_rect){x0, y, cw, bh};
        if (z->pz.kind != CARC_PUZZLE_END) {
            int aw = gfx_text_w(a, FONT_BODY, _("Try again")) + px(a, 32);
            r->again = (ui_rect){x0 + cw + px(a, 10), y, aw, bh};
        }
        y += bh;
    }
    /* Measured from the top, then moved to the board's lower left, above the undo bar, where
       it leaves the messages over the board and the middle of the board in view; left at the
       top when it would lie there over the cell the answer plays (the box takes the clicks on
       it, and the ring of a best turn missed must show). */
    int h = y + pad - (b->y + m), dy = b->y + b->h - px(a, 60) - h - (b->y + m);
    if (dy < 0)
        dy = 0;
    if (z->pz.kind != CARC_PUZZLE_END) {
        int cx = z->pz.kind == CARC_PUZZLE_BEST ? z->ans.move.at.x : z->pz.back_x;
        int cy = z->pz.kind == CARC_PUZZLE_BEST ? z->ans.move.at.y : z->pz.back_y;
        double x0, y0, x1, y1;
        ui_cam_to_screen(&a->play->cam, cx, cy, &x0, &y0);
        ui_cam_to_screen(&a->play->cam, cx + 1, cy + 1, &x1, &y1);
        int bx = b->x + m, by = b->y + m + dy;
        if (x0 < bx + w && x1 > bx && y0 < by + h && y1 > by)
            dy = 0;
    }
    r->box = (ui_rect){b->x + m, b->y + m + dy, w, h};
    r->text_y += dy;
    r->rows_y += dy;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        r->minus[i].y += dy;
        r->plus[i].y += dy;
        r->value[i].y += dy;
        r->row[i].y += dy;
    }
    r->check.y += dy;
    r->again.y += dy;
    r->close.y += dy;
}

/* ---- input ---- */

/* For the tests (--events): the verdict and the lines that explain it, on stdout. */
static void tell(ui_app *a, const ui_puzzle *z)
{
    if (!a->opt.events)
        return;
    char v[600], lines[16][96];
    verdict_text(a, z, v, sizeof v);
    printf("puzzle %s: %s: %s\n", z->name, z->verdict == RIGHT ? "right" : "wrong", v);
    int n = card_lines(a, z, lines, 16);
    for (int i = 0; i < n; i++)
        printf("  %s\n", lines[i]);
    fflush(stdout);
}

static void judge_scores(ui_app *a, ui_puzzle *z)
{
    z->verdict = carc_puzzle_check_scores(&z->ans, a->play->g->nplayers, z->answer) ? RIGHT : WRONG;
    tell(a, z);
    a->dirty = true;
}

static void try_again(ui_app *a, ui_puzzle *z)
{
    carc_events *ev = malloc(sizeof *ev);
    if (ev) {
        while (play_turns(a->play) > z->start_turns && carc_midend_can_undo(a->play->mid))
            carc_midend_undo(a->play->mid, ev);
        free(ev);
        play_resync(a);
    }
    z->verdict = UNANSWERED;
    a->dirty = true;
}

bool puzzle_event(ui_app *a, const SDL_Event *e)
{
    if (!puzzle_active(a) || ui_top(a) != SCR_GAME)
        return false;
    ui_puzzle *z = state(a);
    if (z->hidden)
        return false;
    box_rects r;
    layout(a, z, &r);
    bool end_open = z->pz.kind == CARC_PUZZLE_END && z->verdict == UNANSWERED;
    int n = a->play->g->nplayers;
    if (e->type == SDL_KEYDOWN && end_open) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k >= SDLK_0 && k <= SDLK_9) {
            int v = z->typed ? z->answer[z->sel] * 10 : 0;
            v += (int)(k - SDLK_0);
            z->answer[z->sel] = v > 999 ? 999 : v;
            z->typed = true;
        } else if (k == SDLK_DOWN || k == SDLK_UP) {
            z->sel = (z->sel + (k == SDLK_DOWN ? 1 : n - 1)) % n;
            z->typed = false;
        } else if (k == SDLK_BACKSPACE) {
            z->answer[z->sel] /= 10;
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            judge_scores(a, z);
        } else {
            return false;
        }
        a->dirty = true;
        return true;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP)
        return false;
    if (!ui_rect_has(&r.box, a->mx, a->my))
        return false;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        if (end_open) {
            for (int i = 0; i < n; i++) {
                if (ui_rect_has(&r.minus[i], a->mx, a->my) && z->answer[i] > 0)
                    z->answer[i]--;
                else if (ui_rect_has(&r.plus[i], a->mx, a->my) && z->answer[i] < 999)
                    z->answer[i]++;
                if (ui_rect_has(&r.row[i], a->mx, a->my)) {
                    z->sel = i;
                    z->typed = false;
                }
            }
            if (ui_rect_has(&r.check, a->mx, a->my))
                judge_scores(a, z);
        } else if (z->verdict != UNANSWERED) {
            if (ui_rect_has(&r.close, a->mx, a->my))
                z->hidden = true;
            else if (r.again.w && ui_rect_has(&r.again, a->mx, a->my))
                try_again(a, z);
        }
        a->dirty = true;
    }
    return true; /* the box takes every click on it */
}

void puzzle_update(ui_app *a)
{
    ui_puzzle *z = state(a);
    if (!z)
        return;
    if (!puzzle_active(a)) {
        puzzle_free(a); /* another game is on screen */
        return;
    }
    if (z->pz.kind == CARC_PUZZLE_END)
        return;
    if (z->verdict != UNANSWERED && play_turns(a->play) == z->start_turns) {
        z->verdict = UNANSWERED; /* the turn was taken back (undo): ask again */
        z->hidden = false;
        a->dirty = true;
        return;
    }
    if (z->verdict != UNANSWERED || play_turns(a->play) != z->start_turns + 1)
        return;
    const carc_record_turn *t = &a->play->rec->turns[z->start_turns];
    bool right = carc_puzzle_check_turn(&z->pz, &z->ans, &z->start, a->play->g, t, &z->scored);
    z->verdict = right ? RIGHT : WRONG;
    z->hidden = false;
    tell(a, z);
    a->dirty = true;
}

/* ---- drawing ---- */

void puzzle_draw(ui_app *a)
{
    if (!puzzle_active(a) || ui_top(a) != SCR_GAME)
        return;
    ui_puzzle *z = state(a);
    if (z->hidden)
        return;
    box_rects r;
    layout(a, z, &r);
    const ui_play *p = a->play;
    gfx_rounded(a->ren, &r.box, px(a, 10), (SDL_Color){28, 25, 22, 236});
    gfx_frame(a->ren, &r.box, px(a, 2),
              z->verdict == RIGHT   ? (SDL_Color){96, 200, 110, 255}
              : z->verdict == WRONG ? (SDL_Color){230, 110, 90, 255}
                                    : COL_GOLD);
    int x = r.box.x + px(a, 14), y = r.box.y + px(a, 14);
    char title[200];
    snprintf(title, sizeof title, _("Puzzle: %s"), z->w ? _(z->w->title) : z->name);
    ui_rect tr = {x, y, r.w, gfx_font_h(a, FONT_BOLD)};
    gfx_text_in(a, FONT_BOLD, title, &tr, COL_GOLD, ALIGN_LEFT);
    y = r.text_y;
    if (z->verdict == UNANSWERED || !z->w) {
        if (z->w)
            y += gfx_text_wrap(a, FONT_SMALL, _(z->w->about), x, y, r.w, COL_TEXT) + px(a, 4);
        gfx_text_wrap(a, FONT_SMALL, question(z), x, y, r.w, COL_DIM);
    }
    if (z->pz.kind == CARC_PUZZLE_END && z->verdict == UNANSWERED) {
        for (int i = 0; i < p->g->nplayers; i++) {
            if (i == z->sel)
                gfx_rounded(a->ren, &r.row[i], px(a, 6), (SDL_Color){70, 62, 46, 255});
            gfx_disc(a->ren, r.row[i].x + px(a, 12), r.row[i].y + r.row[i].h / 2.0, px(a, 6),
                     ui_player_colour(play_colour(p, i)));
            ui_rect nr = {r.row[i].x + px(a, 24), r.row[i].y,
                          r.minus[i].x - px(a, 8) - (r.row[i].x + px(a, 24)), r.row[i].h};
            gfx_text_in(a, FONT_BODY, play_name(p, i), &nr, COL_TEXT, ALIGN_LEFT);
            gfx_button(a, &r.minus[i], "-", z->answer[i] > 0, false);
            char v[16];
            snprintf(v, sizeof v, "%d", z->answer[i]);
            gfx_text_in(a, FONT_BOLD, v, &r.value[i], COL_WHITE, ALIGN_CENTRE);
            gfx_button(a, &r.plus[i], "+", z->answer[i] < 999, false);
        }
        gfx_button(a, &r.check, _("Check the answer"), true, true);
        return;
    }
    if (z->verdict == UNANSWERED)
        return;
    if (z->verdict == WRONG && z->pz.kind == CARC_PUZZLE_BEST) {
        /* Where the best turn puts the tile: a ring on its cell. */
        double sx, sy;
        ui_cam_to_screen(&p->cam, z->ans.move.at.x + .5, z->ans.move.at.y + .5, &sx, &sy);
        gfx_ring(a->ren, sx, sy, p->cam.zoom * .66, px(a, 7), (SDL_Color){0, 0, 0, 150});
        gfx_ring(a->ren, sx, sy, p->cam.zoom * .66, px(a, 4), COL_GOLD);
    }
    char v[600], lines[16][96];
    verdict_text(a, z, v, sizeof v);
    y += gfx_text_wrap(a, FONT_BODY, v, x, y, r.w,
                       z->verdict == RIGHT ? (SDL_Color){140, 220, 150, 255}
                                           : (SDL_Color){240, 150, 130, 255}) +
         px(a, 6);
    if (z->w)
        y += gfx_text_wrap(a, FONT_SMALL, _(z->w->explain), x, y, r.w, COL_TEXT) + px(a, 6);
    int n = card_lines(a, z, lines, 16);
    for (int i = 0; i < n; i++) {
        gfx_text(a, FONT_SMALL, lines[i], x + px(a, 10), y, COL_GOLD, ALIGN_LEFT);
        y += gfx_font_h(a, FONT_SMALL) + px(a, 2);
    }
    gfx_button(a, &r.close, _("Close"), true, false);
    if (r.again.w)
        gfx_button(a, &r.again, _("Try again"), true, true);
}
