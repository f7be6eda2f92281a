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
#include "mod_abbot.h"
#include "mod_dragon.h"
#include "mod_festival.h"
#include "mod_inns.h"
#include "mod_traders.h"
#include "screen_rules.h"

/* What the note says of each thing, and the page of the rules reference it opens. */
enum {
    FIRST_FESTIVAL,
    FIRST_VOLCANO,
    FIRST_BUILDER,
    FIRST_GOODS,
    FIRST_CATHEDRAL,
    FIRST_GARDEN,
    FIRSTS
};
static const struct {
    const char *name; /* for --events and --autoplay's output */
    const char *words;
    int page;
} firsts[FIRSTS] = {
    [FIRST_FESTIVAL] = {"festival",
                        N_("A festival tile: instead of placing a figure, you may take one of "
                           "yours back from the board, unscored."),
                        RULES_MODULE(CARC_MOD_FESTIVAL)},
    [FIRST_VOLCANO] = {"volcano",
                       N_("A volcano: the dragon moves onto it, and no figure may go on this "
                          "tile."),
                       RULES_MODULE(CARC_MOD_DRAGON)},
    [FIRST_BUILDER] = {"builder",
                       N_("Your builder's second tile: you extended the road or city where your "
                          "builder stands, so you play another tile."),
                       RULES_MODULE(CARC_MOD_TRADERS)},
    [FIRST_GOODS] = {"goods",
                     N_("A city with goods: whoever finishes it takes its goods tokens, knight "
                        "or not; the most of each kind score 10 at the end."),
                     RULES_MODULE(CARC_MOD_TRADERS)},
    [FIRST_CATHEDRAL] = {"cathedral",
                         N_("A cathedral: its city scores 3 a tile and pennant when finished, and "
                            "nothing if still open at the end."),
                         RULES_MODULE(CARC_MOD_INNS)},
    [FIRST_GARDEN] = {"garden",
                      N_("A garden: only an abbot may stand in it, and it scores like a "
                         "cloister."),
                      RULES_MODULE(CARC_MOD_ABBOT)},
};

static int px(const ui_app *a, double v)
{
    return (int)(v * a->s);
}

/* What is new to the player on the turn under way, not met before in this game; -1: nothing. */
static int new_thing(const ui_app *a)
{
    const ui_play *p = a->play;
    if (p->phase != PH_PLACE || seat_to_move(p) || p->g->over)
        return -1;
    int type = carc_game_tile_in_hand(p->g);
    if (type < 0)
        return -1;
    const carc_tile_type *t = &p->cat->types[type];
    bool cathedral = false;
    for (int f = 0; f < t->def.nfeatures; f++)
        cathedral |= (t->def.features[f].flags & CARC_FLAG_CATHEDRAL) != 0;
    bool is[FIRSTS] = {
        [FIRST_FESTIVAL] = carc_festival_tile(t),
        [FIRST_VOLCANO] = carc_dragon_tile_volcano(t),
        [FIRST_BUILDER] = carc_traders_extra_turn(p->g),
        [FIRST_GOODS] = carc_traders_goods_city(t) != CARC_NO_FEATURE,
        [FIRST_CATHEDRAL] = cathedral,
        [FIRST_GARDEN] = carc_abbot_garden(t) != CARC_NO_FEATURE,
    };
    for (int k = 0; k < FIRSTS; k++)
        if (is[k] && !(a->firsts.seen >> k & 1u))
            return k;
    return -1;
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
        printf("aid: first %s, turn %d\n", firsts[k].name, turn + 1);
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
    const char *text = _(firsts[a->firsts.shown].words);
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
        int page = firsts[a->firsts.shown].page;
        if (ui_rect_has(&r.read, a->mx, a->my)) {
            if (a->opt.events)
                printf("aid: the rules of the %s opened\n", firsts[a->firsts.shown].name);
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
    gfx_text_wrap(a, FONT_BODY, _(firsts[a->firsts.shown].words), r.box.x + px(a, 12), r.text_y,
                  r.w, COL_TEXT);
    gfx_button(a, &r.read, _("Read the rules"), true, true);
    gfx_button(a, &r.close, _("Close"), true, false);
}
