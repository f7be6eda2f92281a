/*
 * firsts.c: the aid at a first meeting (firsts.h).
 */
#include <stdio.h>

#include "aids_ui.h"
#include "firsts.h"
#include "game_screen.h"
#include "gfx.h"
#include "i18n.h"
#include "lesson.h"
#include "module_ui.h"
#include "screen_rules.h"

/* The things are the modules' (module_ui.h's firsts), each numbered module * UI_FIRSTS + its
   place in the module's list: a bit of ui_firsts' seen, and the note shown. */
_Static_assert(CARC_MODULES *UI_FIRSTS <= 32, "ui_firsts.seen holds a bit per thing");

static const ui_first *first_of(int k)
{
    return &ui_module_hooks_of(k / UI_FIRSTS)->firsts[k % UI_FIRSTS];
}

static int px(const ui_app *a, double v)
{
    return (int)(v * a->s);
}

/* What is new to the player on the turn under way, not met before in this game (of several, the
   one of lowest rank); -1: nothing. */
static int new_thing(const ui_app *a)
{
    const ui_play *p = a->play;
    if (p->phase != PH_PLACE || seat_to_move(p) || p->g->over)
        return -1;
    int type = carc_game_tile_in_hand(p->g);
    if (type < 0)
        return -1;
    const carc_tile_type *t = &p->cat->types[type];
    int best = -1;
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(p->g, m);
        for (int i = 0; h && i < UI_FIRSTS && h->firsts[i].name; i++) {
            int k = m * UI_FIRSTS + i;
            if (a->firsts.seen >> k & 1u || !h->firsts[i].met(p->g, t))
                continue;
            if (best < 0 || h->firsts[i].rank < first_of(best)->rank)
                best = k;
        }
    }
    return best;
}

/* Follows the game: a new game forgets what was met; a new thing shows its note, which stays
   for the turn. */
static void follow(ui_app *a)
{
    ui_firsts *f = &a->firsts;
    if (!a->play || !a->play->mid || f->mid != a->play->mid) {
        f->mid = a->play ? a->play->mid : NULL;
        f->seen = 0;
        f->shown = -1;
    }
    if (!a->play || !aids_on(a) || lesson_active(a)) {
        f->shown = -1;
        return;
    }
    int turn = play_turns(a->play);
    if (f->shown >= 0 && turn != f->turn)
        f->shown = -1;
    if (f->shown >= 0)
        return; /* one note at a time: a second new thing on the tile waits for its Close */
    int k = new_thing(a);
    if (k < 0)
        return;
    f->seen |= 1u << k;
    f->shown = k;
    f->turn = turn;
    a->dirty = true;
    if (a->opt.events || a->opt.autoplay)
        printf("aid: first %s, turn %d\n", first_of(k)->name, turn + 1);
}

typedef struct note_rects {
    ui_rect box, read, close;
    int text_y, w;
} note_rects;

/* At the board's lower left: the words, then "Read the rules" and "Close" on a row. */
static void layout(ui_app *a, note_rects *r)
{
    const ui_rect *b = &a->lay.board;
    int m = px(a, 12), pad = px(a, 12);
    int w = b->w - 2 * m < px(a, 440) ? b->w - 2 * m : px(a, 440);
    r->w = w - 2 * pad;
    const char *text = _(first_of(a->firsts.shown)->words);
    int th = gfx_text_wrap_h(a, FONT_BODY, text, r->w);
    int bh = gfx_font_h(a, FONT_SMALL) + px(a, 12);
    int h = pad + th + px(a, 8) + bh + pad;
    int x0 = b->x + m, y0 = b->y + b->h - m - h;
    r->box = (ui_rect){x0, y0, w, h};
    r->text_y = y0 + pad;
    int rw = gfx_text_w(a, FONT_SMALL, _("Read the rules")) + px(a, 28);
    int cw = gfx_text_w(a, FONT_SMALL, _("Close")) + px(a, 28);
    r->read = (ui_rect){x0 + pad, y0 + h - pad - bh, rw, bh};
    r->close = (ui_rect){r->read.x + rw + px(a, 8), r->read.y, cw, bh};
}

bool firsts_event(ui_app *a, const SDL_Event *e)
{
    if (a->firsts.shown < 0 || !a->play || ui_top(a) != SCR_GAME)
        return false;
    if (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP)
        return false;
    note_rects r;
    layout(a, &r);
    /* Only its two buttons take a click: the rest of the note lets it through to the board,
       so that a spot or a cell it lies over can still be clicked (the note stays for the
       turn). */
    if (!ui_rect_has(&r.read, a->mx, a->my) && !ui_rect_has(&r.close, a->mx, a->my))
        return false;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int page = RULES_MODULE(a->firsts.shown / UI_FIRSTS);
        if (ui_rect_has(&r.read, a->mx, a->my)) {
            if (a->opt.events)
                printf("aid: the rules of the %s opened\n", first_of(a->firsts.shown)->name);
            a->firsts.shown = -1;
            rules_open(a, page);
        } else if (ui_rect_has(&r.close, a->mx, a->my))
            a->firsts.shown = -1;
        a->dirty = true;
    }
    return true;
}

void firsts_draw(ui_app *a)
{
    follow(a);
    if (a->firsts.shown < 0 || !a->play || ui_top(a) != SCR_GAME)
        return;
    note_rects r;
    layout(a, &r);
    gfx_note_box(a, &r.box, (SDL_Color){28, 25, 22, 236});
    gfx_text_wrap(a, FONT_BODY, _(first_of(a->firsts.shown)->words), r.box.x + px(a, 12), r.text_y,
                  r.w, COL_TEXT);
    gfx_button(a, &r.read, _("Read the rules"), true, true);
    gfx_button(a, &r.close, _("Close"), true, false);
}
