/*
 * screen_end.c: the end of the game: a table per player and category (road, city, cloister,
 * field and the sets' own), the winner, the sets' notes on the final scoring, and the way back
 * to another game; at the end of a lesson, the coach's last words under the table and the next
 * lesson's button first. It lies over the board, which stays visible around it.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "lesson.h"
#include "module.h"
#include "module_ui.h"
#include "session.h"

typedef struct end_rects {
    ui_rect box, again, setup, quit;
    int coach_h; /* the lesson's last words under the table (title and text), 0: none */
} end_rects;

/* The end screen's note on final score event e from the sets in play (their end_note: a
   feature a set's rule left at nothing), translated; NULL: none. */
static const char *end_note(const ui_play *p, const carc_event *e)
{
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        const char *note = h && h->end_note ? h->end_note(e) : NULL;
        if (note)
            return note;
    }
    return NULL;
}

static int count_notes(const ui_play *p)
{
    int n = 0;
    for (int k = p->final_first; k >= 0 && k < p->ev.count && n < 4; k++)
        n += end_note(p, &p->ev.ev[k]) != NULL;
    return n;
}

/* The base game's categories, each a column of the table. */
static const int base_cat[] = {CARC_CAT_ROAD, CARC_CAT_CITY, CARC_CAT_CLOISTER, CARC_CAT_FIELD};
/* The table's columns after the names at most: the base game's, the modules', the total. */
enum { TABLE_COLS = 4 + CARC_MODULES * CARC_MODULE_CATS + 1 };

/* The columns this game shows: the base game's, each followed by the categories of the modules
   in play that the records' breakdown lists after it (carc_category_def's after), then the
   total. Their headings (translated) go to cols, their categories to cat (-1: the total);
   returns how many. */
static int table_columns(const ui_play *p, const char *cols[TABLE_COLS], int cat[TABLE_COLS])
{
    int n = 0;
    for (int b = 0; b < 4; b++) {
        cols[n] = ui_category_label(base_cat[b]);
        cat[n++] = base_cat[b];
        for (int m = 0; m < CARC_MODULES; m++) {
            if (!carc_module_on(p->g, (carc_module_id)m))
                continue;
            const carc_module *mod = &carc_modules[m];
            for (int k = 0; k < mod->ncategories; k++)
                if (mod->categories[k].after == base_cat[b]) {
                    cols[n] = ui_category_label(CARC_CAT_MODULE(m, k));
                    cat[n++] = CARC_CAT_MODULE(m, k);
                }
        }
    }
    cols[n] = _("Total");
    cat[n++] = -1;
    return n;
}

static void end_layout(ui_app *a, end_rects *r)
{
    double s = a->s;
    const char *ltitle, *lnext, *lwords = lesson_end_words(a, &ltitle, &lnext);
    const ui_rect *b = &a->lay.board;
    /* Tall enough for the title, the table, its notes and the buttons; wider for each column
       past five, where the window leaves room. */
    int n = a->play ? a->play->g->nplayers : 2, notes = a->play ? count_notes(a->play) : 0;
    const char *cols[TABLE_COLS];
    int cat[TABLE_COLS], ncols = a->play ? table_columns(a->play, cols, cat) : 5;
    int w = (int)((760 + 50 * (ncols > 5 ? ncols - 5 : 0)) * s);
    int h = (int)((235 + 44 * n + 20 * notes) * s);
    /* At the end of a lesson, the next lesson's label (longer than "Play again") takes the room
       it needs in bold, and so do the other two beside it: the box widens for the three where
       the window leaves room. */
    const int rad = (int)(16 * s) + 2;
    int need = 0, other = 0;
    if (lwords && lnext) {
        need = gfx_text_w(a, FONT_BOLD, lnext) + rad;
        const int nw = gfx_text_w(a, FONT_BOLD, _("New game (N)")),
                  qw = gfx_text_w(a, FONT_BOLD, _("Quit"));
        other = (nw > qw ? nw : qw) + rad;
        if (w < need + 2 * other + (int)(80 * s))
            w = need + 2 * other + (int)(80 * s);
    }
    if (w > a->w - 20)
        w = a->w - 20;
    r->coach_h = lwords
                     ? gfx_font_h(a, FONT_BOLD) + (int)(4 * s) +
                           gfx_text_wrap_h(a, FONT_BODY, lwords, w - (int)(60 * s)) + (int)(8 * s)
                     : 0;
    h += r->coach_h;
    if (h > b->h - 20)
        h = b->h - 20;
    /* Centred on the board; over the panel's edge where the board is narrower than the table
       (a small window, whose panel widens for the players' rows). */
    int x = b->x + (b->w - w) / 2;
    if (x < 10)
        x = 10;
    r->box = (ui_rect){x, b->y + (b->h - h) / 2, w, h};
    int all = w - (int)(80 * s), bw = all / 3, bh = (int)(50 * s);
    int by = r->box.y + h - bh - (int)(20 * s);
    /* The next lesson's button as wide as its label needs where the other two keep theirs (a
       window too narrow for the three: all three the same). */
    int first = bw;
    if (need > bw && (all - need) / 2 >= other) {
        first = need;
        bw = (all - need) / 2;
    }
    r->again = (ui_rect){r->box.x + (int)(20 * s), by, first, bh};
    r->setup = (ui_rect){r->again.x + first + (int)(20 * s), by, bw, bh};
    r->quit = (ui_rect){r->setup.x + bw + (int)(20 * s), by, bw, bh};
}

/* The setup screen filled from the game just played, for "play again" and "new game". */
static void setup_from_game(ui_app *a)
{
    const ui_play *p = a->play;
    ui_setup *s = &a->setup;
    /* A puzzle's players (names, seats) are the puzzle's: the next game is the player's own
       table, as the setup screen left it. */
    if (session_puzzle(a))
        return;
    s->nplayers = p->g->nplayers;
    for (int i = 0; i < p->g->nplayers; i++) {
        snprintf(s->name[i], sizeof s->name[i], "%s", play_name(p, i));
        s->colour[i] = play_colour(p, i);
        s->ai[i] = play_level(p, i); /* who played each seat, with its name */
    }
    s->rules = p->g->rules;
    s->sets = 0;
    for (int m = 0; m < CARC_MODULES; m++)
        if (carc_catalog_find_set(p->cat, carc_modules[m].name) >= 0)
            s->sets |= 1u << m;
    s->editing = -1;
}

void end_event(ui_app *a, const SDL_Event *e)
{
    end_rects r;
    end_layout(a, &r);
    if (e->type == SDL_MOUSEMOTION) {
        a->dirty = true;
        return;
    }
    bool again = false, setup = false;
    const char *ltitle, *lnext;
    bool next = lesson_end_words(a, &ltitle, &lnext) && lnext; /* "Play again" is the lesson's */
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        if (session_end_button_click(a, &r.box)) /* session.c: the replay */
            return;
        if (!ui_rect_has(&r.box, a->mx, a->my)) {
            /* A click beside the results (the panel's Results button among them) puts them
               away, to look at the final board; Results or Enter brings them back. */
            ui_pop(a);
            return;
        }
        again = ui_rect_has(&r.again, a->mx, a->my);
        setup = ui_rect_has(&r.setup, a->mx, a->my);
        if (ui_rect_has(&r.quit, a->mx, a->my))
            a->quit = true;
    } else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        again = k == SDLK_RETURN || k == SDLK_KP_ENTER;
        setup = k == SDLK_n;
        if (k == SDLK_ESCAPE)
            ui_push(a, SCR_MENU);
        if (k == SDLK_r) {
            session_replay(a); /* session.c */
            return;
        }
    }
    if (again && next) {
        lesson_next(a);
        a->dirty = true;
        return;
    }
    if (again || setup) {
        setup_from_game(a);
        if (again) {
            uint64_t seed = SDL_GetPerformanceCounter() ^ a->play->rec->seed;
            if (play_start(a, seed)) {
                a->depth = 0;
                ui_push(a, SCR_GAME);
            }
        } else {
            a->depth = 0;
            ui_push(a, SCR_SETUP);
        }
    }
    a->dirty = true;
}

void end_draw(ui_app *a)
{
    const ui_play *p = a->play;
    end_rects r;
    end_layout(a, &r);
    double s = a->s;
    gfx_rounded(a->ren, &r.box, (int)(14 * s), (SDL_Color){30, 27, 24, 240});
    int best = -32768;
    for (int i = 0; i < p->g->nplayers; i++)
        if (p->g->score[i] > best)
            best = p->g->score[i];
    const char *winner[CARC_MAX_PLAYERS];
    int nw = 0;
    for (int i = 0; i < p->g->nplayers; i++)
        if (p->g->score[i] == best)
            winner[nw++] = play_name(p, i);
    char buf[200];
    ui_i18n_list(winner, nw, buf, sizeof buf);
    char title[240];
    snprintf(title, sizeof title, nw > 1 ? _("%s share the victory!") : _("%s wins!"), buf);
    /* Centred between the margins the replay button needs on the right, smaller when the
       names are long (and cut short when even that is too wide). */
    const ui_rect replay = session_end_button(a, &r.box);
    int side = r.box.x + r.box.w - replay.x + (int)(14 * s);
    ui_rect t = {r.box.x + side, r.box.y + (int)(16 * s), r.box.w - 2 * side, (int)(56 * s)};
    int font = FONT_HUGE;
    while (font > FONT_BOLD && gfx_text_w(a, font, title) > t.w)
        font--;
    gfx_text_in(a, font, title, &t, COL_GOLD, ALIGN_CENTRE);

    /* The table: one row per player, one column per category, then the total. */
    const char *cols[TABLE_COLS];
    int cat[TABLE_COLS], ncols = table_columns(p, cols, cat);
    /* The columns as wide as their headings (or numbers) need, in the language shown, the
       names taking the rest: a long name is cut short before a heading is. Only when the
       headings alone are wider than the table do they take a smaller font. */
    int x0 = r.box.x + (int)(30 * s), rh = (int)(44 * s), pad = (int)(10 * s);
    int swatch = rh - (int)(6 * s) - (int)(16 * s);
    int need[TABLE_COLS + 1], width[TABLE_COLS + 1], head_font = FONT_BOLD;
    for (int tries = 0; tries < 2; tries++) {
        /* The swatch, the winner's star and the widest name, in bold as the winner's is. */
        int widest = 0;
        for (int i = 0; i < p->g->nplayers; i++) {
            int w = gfx_text_w(a, FONT_BOLD, play_name(p, i));
            widest = w > widest ? w : widest;
        }
        need[0] = swatch + (int)(20 * s) + gfx_text_w(a, FONT_BOLD, "★ ") + widest;
        long heads = 0;
        for (int c = 0; c < ncols; c++) {
            int hw = gfx_text_w(a, head_font, cols[c]);
            for (int i = 0; i < p->g->nplayers; i++) {
                char n[16];
                snprintf(n, sizeof n, "%d",
                         cat[c] < 0 ? p->g->score[i] : p->g->breakdown[i][cat[c]]);
                int vw = gfx_text_w(a, cat[c] < 0 ? FONT_BIG : FONT_BODY, n);
                hw = vw > hw ? vw : hw;
            }
            need[c + 1] = hw + pad;
            heads += need[c + 1];
        }
        if (heads + (int)(120 * s) <= r.box.w - (int)(60 * s) || head_font == FONT_SMALL)
            break;
        head_font = FONT_SMALL;
    }
    ui_fit_columns(r.box.w - (int)(60 * s), ncols + 1, need, (int)(120 * s), width);
    const int nameW = width[0];
    int colx[TABLE_COLS];
    for (int c = 0, x = x0 + nameW; c < ncols; x += width[c + 1], c++)
        colx[c] = x;
    int y = t.y + t.h + (int)(16 * s);
    for (int c = 0; c < ncols; c++) {
        ui_rect head = {colx[c], y, width[c + 1], gfx_font_h(a, FONT_BOLD)};
        gfx_text_in(a, head_font, cols[c], &head, COL_DIM, ALIGN_CENTRE);
    }
    y += gfx_font_h(a, FONT_BOLD) + (int)(8 * s);
    for (int i = 0; i < p->g->nplayers; i++) {
        bool win = p->g->score[i] == best;
        ui_rect row = {x0 - (int)(10 * s), y, r.box.w - (int)(40 * s), rh - (int)(6 * s)};
        SDL_Color pc = ui_player_colour(play_colour(p, i));
        gfx_rounded(a->ren, &row, (int)(6 * s),
                    win ? (SDL_Color){84, 70, 30, 255} : (SDL_Color){48, 44, 38, 255});
        ui_rect sw = {row.x + (int)(8 * s), row.y + (int)(8 * s), row.h - (int)(16 * s),
                      row.h - (int)(16 * s)};
        gfx_rounded(a->ren, &sw, (int)(4 * s), pc);
        ui_rect nm = {sw.x + sw.w + (int)(10 * s), row.y, nameW - sw.w, row.h};
        char name[96];
        snprintf(name, sizeof name, "%s%s", win ? "★ " : "", play_name(p, i));
        gfx_text_in(a, win ? FONT_BOLD : FONT_BODY, name, &nm, COL_TEXT, ALIGN_LEFT);
        for (int c = 0; c < ncols; c++) {
            char n[16];
            snprintf(n, sizeof n, "%d", cat[c] < 0 ? p->g->score[i] : p->g->breakdown[i][cat[c]]);
            ui_rect cell = {colx[c], row.y, width[c + 1], row.h};
            gfx_text_in(a, cat[c] < 0 ? FONT_BIG : FONT_BODY, n, &cell,
                        cat[c] < 0 ? COL_GOLD : COL_TEXT, ALIGN_CENTRE);
        }
        y += rh;
    }
    /* The sets' notes on the final scoring (their end_note). */
    y += (int)(8 * s);
    int notes = 0;
    for (int k = p->final_first; k >= 0 && k < p->ev.count && notes < 4; k++) {
        const char *note = end_note(p, &p->ev.ev[k]);
        if (!note)
            continue;
        snprintf(buf, sizeof buf, "%s", note);
        gfx_text(a, FONT_SMALL, buf, x0, y, COL_DIM, ALIGN_LEFT);
        y += gfx_font_h(a, FONT_SMALL);
        notes++;
    }
    /* At the end of a lesson, the coach's last words. */
    const char *ltitle, *lnext, *lwords = lesson_end_words(a, &ltitle, &lnext);
    if (lwords) {
        y += (int)(4 * s);
        ui_rect lt = {x0, y, r.box.w - (int)(60 * s), gfx_font_h(a, FONT_BOLD)};
        gfx_text_in(a, FONT_BOLD, ltitle, &lt, COL_GOLD, ALIGN_LEFT);
        y += lt.h + (int)(4 * s);
        y += gfx_text_wrap(a, FONT_BODY, lwords, x0, y, r.box.w - (int)(60 * s), COL_TEXT);
    }
    /* Whether the aids to read the board were on in this game (the record notes it too), where
       the notes above leave room before the buttons. */
    if (!lwords && y + gfx_font_h(a, FONT_SMALL) <= r.again.y)
        gfx_text(a, FONT_SMALL,
                 p->rec->has_aids && !p->rec->aids
                     ? _("Played without the aids.")
                     : _("Played with the aids on (hints, fits, cards)."),
                 x0, y, COL_DIM, ALIGN_LEFT);
    gfx_button(a, &r.again, lnext && lwords ? lnext : _("Play again"), true, true);
    gfx_button(a, &r.setup, _("New game (N)"), true, false);
    gfx_button(a, &r.quit, _("Quit"), true, false);
    session_end_button_draw(a, &r.box); /* session.c: "Replay (R)" */
}
