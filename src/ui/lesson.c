/*
 * lesson.c: the guided first game (lesson.h).
 *
 * The coach's words are keyed by the turn of the lesson (the record's turn index) and, on your
 * turns, by the step of the turn (placing the tile, then the figure and the confirmation): one
 * short thing at a time, and the cell it is about ringed on the board.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "i18n.h"
#include "lesson.h"
#include "session.h"

#define LESSON_TURNS 9

/* What the coach says on each turn of the lesson: on yours, while you place the tile and then
   while you choose the figure and confirm; on Luis's, while he plays. */
static const struct coach_words {
    const char *place, *figure;
} coach[LESSON_TURNS] = {
    {N_("Sides must match: road to road, city to city, field to field. Turn this tile (R or "
        "right-click) until its road runs east to west, and put it on the ring."),
     N_("Put a follower on the road (click the glowing spot): the road is yours until it is "
        "finished. Then confirm (Enter).")},
    {N_("Luis ends your road at a crossroads. One end is finished; the other is still open."),
     NULL},
    {N_("A city: put this tile on the ring so that its city joins the start tile's city."),
     N_("Put a knight in the city. Its pennant adds 2 points when the city is finished. Then "
        "confirm.")},
    {N_("Luis closes the other end of your road: 4 tiles, 4 points for you, even though he placed "
        "the last tile. Your follower comes home."),
     NULL},
    {N_("A cloister scores 9 once the 8 tiles around it are placed, diagonals too. Put it on the "
        "ring."),
     N_("Put a monk on the cloister, then confirm.")},
    {N_("Luis starts a city of his own, east of yours, and puts a knight in it."), NULL},
    {N_("Put this tile on the ring: it joins your city and Luis's into one, and finishes it."),
     N_("No follower here: the city holds knights already. One knight each is a tie, and a tie "
        "scores the whole city for both. Confirm.")},
    {N_("Luis places a tile beside both cloisters."), NULL},
    {N_("12 points each: 4 tiles and 2 pennants, 2 points apiece. The last tile: put it where you "
        "like."),
     N_("With the last tile the game ends, and what is still open scores: your cloister 1 + the "
        "tiles around it. Confirm to see the final scoring.")},
};

typedef struct ui_lesson {
    const carc_midend *mid; /* the lesson's game */
    carc_record *rec;       /* the lesson's turns, as the file has them */
    bool wrong;             /* the tile put down is off the lesson's cell */
    bool taken_back;        /* a turn confirmed off it was taken back */
} ui_lesson;

static int px(const ui_app *a, double v)
{
    return (int)(v * a->s);
}

bool lesson_active(const ui_app *a)
{
    return a->lesson && a->play && a->play->mid == a->lesson->mid;
}

void lesson_free(ui_app *a)
{
    if (a->lesson)
        free(a->lesson->rec);
    free(a->lesson);
    a->lesson = NULL;
}

bool lesson_start(ui_app *a)
{
    char path[1024], err[1200];
    snprintf(path, sizeof path, "%s/lessons/first-game.json", a->assets);
    ui_lesson *l = calloc(1, sizeof *l);
    carc_record *rec = malloc(sizeof *rec);
    if (!l || !rec || carc_record_load(path, rec, err, sizeof err) != 0 ||
        rec->nturns != LESSON_TURNS || !play_load(a, path, true, err, sizeof err)) {
        if (!l || !rec)
            snprintf(err, sizeof err, "out of memory");
        else if (rec->nturns != LESSON_TURNS)
            snprintf(err, sizeof err, "%s: not the lesson's %d turns", path, LESSON_TURNS);
        free(l);
        free(rec);
        session_notice(a, _("The lesson cannot be started"), err, true);
        return false;
    }
    lesson_free(a);
    l->rec = rec;
    l->mid = a->play->mid;
    carc_midend_set_seat(a->play->mid, 0, NULL); /* your seat: a person's */
    a->lesson = l;
    a->depth = 0;
    ui_push(a, SCR_GAME);
    play_resync(a);
    a->dirty = true;
    return true;
}

/* Whether the tile put down at pl is the lesson's turn k: its cell, and sides as the lesson
   turns it (a tile that looks the same turned half round is the same move here). */
static bool as_lesson(const ui_app *a, const ui_lesson *l, int k, carc_placement pl)
{
    const carc_record_turn *t = &l->rec->turns[k];
    if (k == LESSON_TURNS - 1)
        return true; /* the last tile goes where you like */
    int type = carc_catalog_find(a->play->cat, t->tile);
    if (type < 0 || pl.x != t->x || pl.y != t->y)
        return false;
    const carc_tile_type *tt = &a->play->cat->types[type];
    return memcmp(tt->turn[pl.rot & 3].edge, tt->turn[(t->rot / 90) & 3].edge, 4) == 0;
}

/* The lesson is left: no coach, and Luis's seat goes to the easy computer player that the
   lesson's record names for it. */
static void leave(ui_app *a)
{
    if (a->opt.events)
        printf("lesson: left at turn %d\n", play_turns(a->play) + 1);
    play_ai_stop(a);
    carc_midend_set_seat(a->play->mid, 1, NULL);
    play_seat(a);
    lesson_free(a);
    a->dirty = true;
}

void lesson_update(ui_app *a)
{
    ui_lesson *l = a->lesson;
    if (!l)
        return;
    if (!lesson_active(a)) {
        lesson_free(a); /* another game is on screen */
        return;
    }
    ui_play *p = a->play;
    int k = play_turns(p);
    /* A turn of yours confirmed off the lesson's cell: taken back, with a word. */
    if (k > 0 && k <= LESSON_TURNS && (k - 1) % 2 == 0 && !p->g->over) {
        const carc_record_turn *t = &p->rec->turns[k - 1];
        carc_placement pl = {(int16_t)t->x, (int16_t)t->y, (uint8_t)(t->rot / 90)};
        if (!as_lesson(a, l, k - 1, pl)) {
            carc_events *ev = malloc(sizeof *ev);
            if (ev && carc_midend_undo(p->mid, ev) == 0)
                play_resync(a);
            free(ev);
            if (a->opt.events)
                printf("lesson: turn %d taken back (off the lesson's cell)\n", k);
            l->taken_back = true;
            a->dirty = true;
        }
    }
    bool placed = p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM;
    bool wrong = placed && k < LESSON_TURNS && k % 2 == 0 && !as_lesson(a, l, k, p->pending);
    if (wrong != l->wrong) {
        l->wrong = wrong;
        a->dirty = true;
    }
    if (placed && !wrong)
        l->taken_back = false;
}

/* ---- layout and drawing ---- */

static const char *words_now(const ui_app *a, const ui_lesson *l, int *ring_k)
{
    const ui_play *p = a->play;
    int k = play_turns(p);
    *ring_k = -1;
    if (p->g->over || k >= LESSON_TURNS)
        return _("That was your first game: the final scoring counted what was left open. Play "
                 "again from the setup screen, with farmers, the expansions and any players.");
    if (k % 2 == 0 && k < LESSON_TURNS - 1)
        *ring_k = k;
    if (l->wrong || l->taken_back)
        return _("Not there: this lesson needs the tile on the ring, turned as it shows. Take it "
                 "back (Backspace) and try again.");
    bool placed = p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM;
    return _(placed && coach[k].figure ? coach[k].figure : coach[k].place);
}

typedef struct coach_rects {
    ui_rect box, leave, title;
    int text_y, w;
} coach_rects;

/* In the board's upper left corner, the button that leaves the lesson on the title's row, so
   that it stays where it is whatever the coach says. */
static void layout(ui_app *a, const char *text, coach_rects *r)
{
    const ui_rect *b = &a->lay.board;
    int m = px(a, 12), pad = px(a, 14);
    int w = b->w - 2 * m < px(a, 460) ? b->w - 2 * m : px(a, 460);
    r->w = w - 2 * pad;
    int bw = gfx_text_w(a, FONT_SMALL, _("Leave the lesson")) + px(a, 28);
    int bh = gfx_font_h(a, FONT_SMALL) + px(a, 12);
    int x0 = b->x + m, y0 = b->y + m;
    r->leave = (ui_rect){x0 + w - pad - bw, y0 + pad - px(a, 4), bw, bh};
    r->title = (ui_rect){x0 + pad, y0 + pad, r->leave.x - px(a, 10) - (x0 + pad),
                         gfx_font_h(a, FONT_BOLD)};
    r->text_y = y0 + pad + (bh > r->title.h ? bh : r->title.h) + px(a, 6);
    int h = r->text_y - y0 + gfx_text_wrap_h(a, FONT_BODY, text, r->w) + pad;
    r->box = (ui_rect){x0, y0, w, h};
}

bool lesson_event(ui_app *a, const SDL_Event *e)
{
    if (!lesson_active(a) || ui_top(a) != SCR_GAME)
        return false;
    if (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP)
        return false;
    int ring;
    coach_rects r;
    layout(a, words_now(a, a->lesson, &ring), &r);
    if (!ui_rect_has(&r.box, a->mx, a->my))
        return false;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT && !a->play->g->over &&
        ui_rect_has(&r.leave, a->mx, a->my))
        leave(a);
    return true; /* the box takes every click on it */
}

void lesson_draw(ui_app *a)
{
    if (!lesson_active(a) || ui_top(a) != SCR_GAME)
        return;
    ui_lesson *l = a->lesson;
    int k;
    const char *text = words_now(a, l, &k);
    if (k >= 0) {
        /* A ring round the cell of the lesson's tile (red while the tile is elsewhere), with a
           dark rim that keeps it seen on any tile. */
        const carc_record_turn *t = &l->rec->turns[k];
        double sx, sy;
        ui_cam_to_screen(&a->play->cam, t->x + .5, t->y + .5, &sx, &sy);
        double z = a->play->cam.zoom;
        SDL_Color c = l->wrong ? (SDL_Color){240, 120, 100, 255} : COL_GOLD;
        gfx_ring(a->ren, sx, sy, z * .66, px(a, 7), (SDL_Color){0, 0, 0, 150});
        gfx_ring(a->ren, sx, sy, z * .66, px(a, 4), c);
    }
    coach_rects r;
    layout(a, text, &r);
    gfx_rounded(a->ren, &r.box, px(a, 10), (SDL_Color){28, 25, 22, 236});
    gfx_frame(a->ren, &r.box, px(a, 2), COL_GOLD);
    gfx_text_in(a, FONT_BOLD, _("Lesson: your first game"), &r.title, COL_GOLD, ALIGN_LEFT);
    gfx_text_wrap(a, FONT_BODY, text, r.title.x, r.text_y, r.w, COL_TEXT);
    if (!a->play->g->over)
        gfx_button(a, &r.leave, _("Leave the lesson"), true, false);
}
