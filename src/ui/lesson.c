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

/* What the coach says on each turn of a lesson: on yours, while you place the tile and then
   while you choose the figure and confirm; on Luis's, while he plays. */
typedef struct coach_words {
    const char *place, *figure;
} coach_words;

#define FIRST_TURNS 9
static const coach_words first_game[FIRST_TURNS] = {
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

#define FARMERS_TURNS 7
static const coach_words farmers[FARMERS_TURNS] = {
    {N_("Farmers: a field is the green land, bounded by roads, cities and the edge of the board. "
        "Put this tile on the ring, its city facing south."),
     N_("Put a farmer in the field (click the glowing spot on the green): a farmer lies down and "
        "stays until the game ends. Then confirm.")},
    {N_("Luis finishes the city below your field and puts a farmer in the field beyond it: the "
        "city parts the two fields."),
     NULL},
    {N_("A road bounds fields too. Put this tile on the ring: its road goes on east, with a field "
        "on either side."),
     N_("Put a farmer in the field north of the road, beside the start tile's city. Then "
        "confirm.")},
    {N_("Luis carries his field east, toward yours."), NULL},
    {N_("Put this tile on the ring: it joins your field and Luis's into one field."),
     N_("One farmer each in that field: a tie, and a tie scores the farm for both. No figure "
        "here: confirm.")},
    {N_("Luis finishes the start tile's city. Only finished cities count for the farms."), NULL},
    {N_("The last tile: put it on the ring, where it finishes the city beside the shared field."),
     N_("Confirm: the game ends, and the farms score.")},
};

/* The lessons (lesson.h), each the record of its game in assets/lessons/FILE.json. */
static const struct lesson_def {
    const char *file;
    const char *title; /* the coach's title */
    int nturns;        /* the record's turns, yours the even ones */
    bool farms;        /* played under the setup's farm edition (the 3rd when it has none) */
    bool free_last;    /* the last tile goes where you like */
    const coach_words *coach;
} lessons[LESSONS] = {
    [LESSON_FIRST_GAME] = {"first-game", N_("Lesson: your first game"), FIRST_TURNS, false, true,
                           first_game},
    [LESSON_FARMERS] = {"farmers", N_("Lesson: farmers"), FARMERS_TURNS, true, false, farmers},
};

/* What is off the lesson in the turn under way. */
enum lesson_wrong {
    RIGHT,
    WRONG_TILE,  /* the tile put down is off the lesson's cell, or turned otherwise */
    WRONG_FIGURE /* the figure chosen is not the lesson's (another feature, or none) */
};

typedef struct ui_lesson {
    const struct lesson_def *def;
    const carc_midend *mid; /* the lesson's game */
    carc_record *rec;       /* the lesson's turns, as the file has them */
    int wrong;              /* enum lesson_wrong: the turn as it stands */
    bool over;              /* its game was seen over */
    int taken_back;         /* enum lesson_wrong: why a confirmed turn was taken back */
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

/* The farm edition a lesson with farmers is played under: the setup's, the current one when
   the setup has none. */
static carc_farm_scoring lesson_farms(const ui_app *a)
{
    return a->setup.rules.farms == CARC_FARMS_NONE ? CARC_FARMS_3RD : a->setup.rules.farms;
}

bool lesson_start(ui_app *a, int which)
{
    if (which < 0 || which >= LESSONS)
        which = LESSON_FIRST_GAME;
    const struct lesson_def *def = &lessons[which];
    char path[1024], err[1200];
    snprintf(path, sizeof path, "%s/lessons/%s.json", a->assets, def->file);
    ui_lesson *l = calloc(1, sizeof *l);
    carc_record *rec = malloc(sizeof *rec);
    carc_rules rules;
    bool read = l && rec && carc_record_load(path, rec, err, sizeof err) == 0;
    if (read) {
        rules = rec->rules;
        if (def->farms)
            rules.farms = lesson_farms(a);
    }
    if (!read || rec->nturns != def->nturns ||
        !play_load(a, path, true, read ? &rules : NULL, err, sizeof err)) {
        if (!l || !rec)
            snprintf(err, sizeof err, "out of memory");
        else if (read && rec->nturns != def->nturns)
            snprintf(err, sizeof err, "%s: not the lesson's %d turns", path, def->nturns);
        free(l);
        free(rec);
        session_notice(a, _("The lesson cannot be started"), err, true);
        return false;
    }
    lesson_free(a);
    l->def = def;
    l->rec = rec;
    l->mid = a->play->mid;
    carc_midend_set_seat(a->play->mid, 0, NULL); /* your seat: a person's */
    a->lesson = l;
    if (a->opt.events)
        printf("lesson: %s started (farms: %s)\n", def->file,
               carc_farms_name(a->play->g->rules.farms));
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
    if (k == l->def->nturns - 1 && l->def->free_last)
        return true; /* the last tile goes where you like */
    int type = carc_catalog_find(a->play->cat, t->tile);
    if (type < 0 || pl.x != t->x || pl.y != t->y)
        return false;
    const carc_tile_type *tt = &a->play->cat->types[type];
    return memcmp(tt->turn[pl.rot & 3].edge, tt->turn[(t->rot / 90) & 3].edge, 4) == 0;
}

/* The board positions that the feature of the tile type turned rot covers (none for
   CARC_NONE): the same feature whichever of two turns that look alike the tile was given. */
static unsigned feature_cover(const carc_catalog *cat, int type, int rot, int feature)
{
    unsigned cover = 0;
    for (int pos = 0; feature != (int)CARC_NONE && pos < CARC_NPOS; pos++)
        if (carc_feature_at(cat, type, rot, pos) == feature)
            cover |= 1u << pos;
    return cover;
}

/* The lesson's figure on its turn k: the carc_figure_kind, and the positions its feature
   covers (0: no figure). */
static unsigned lesson_figure(const ui_app *a, const ui_lesson *l, int k, int *kind)
{
    const carc_record_turn *t = &l->rec->turns[k];
    int type = carc_catalog_find(a->play->cat, t->tile);
    *kind = t->figure;
    if (t->meeple_at < 0 || type < 0)
        return 0;
    int rot = (t->rot / 90) & 3;
    return feature_cover(a->play->cat, type, rot,
                         carc_feature_at(a->play->cat, type, rot, t->meeple_at));
}

/* Whether a figure of kind on feature (CARC_NONE: no figure) of the tile in hand put down at pl
   is the lesson's turn k's (any figure on the last turn, which is free). */
static bool figure_as_lesson(const ui_app *a, const ui_lesson *l, int k, carc_placement pl,
                             int kind, int feature)
{
    if (k == l->def->nturns - 1 && l->def->free_last)
        return true;
    int want_kind;
    unsigned want = lesson_figure(a, l, k, &want_kind);
    int type = carc_catalog_find(a->play->cat, l->rec->turns[k].tile);
    unsigned got = type < 0 ? 0 : feature_cover(a->play->cat, type, pl.rot & 3, feature);
    return want == got && (!want || want_kind == kind);
}

/* The turn under way as the player has chosen it so far, against the lesson's turn k. */
static int pending_wrong(const ui_app *a, const ui_lesson *l, int k)
{
    const ui_play *p = a->play;
    if (!as_lesson(a, l, k, p->pending))
        return WRONG_TILE;
    if (p->phase != PH_CONFIRM) /* the figure is not chosen yet */
        return RIGHT;
    if (p->sel_other || p->sel_back >= 0)
        return k == l->def->nturns - 1 && l->def->free_last ? RIGHT : WRONG_FIGURE;
    int feature =
        p->sel_spot >= 0 && p->sel_spot < p->nspots ? p->spots[p->sel_spot].feature : CARC_NONE;
    return figure_as_lesson(a, l, k, p->pending, p->sel_kind, feature) ? RIGHT : WRONG_FIGURE;
}

/* A turn of the lesson's as it was confirmed (the record's turn k). */
static int played_wrong(const ui_app *a, const ui_lesson *l, int k)
{
    const carc_record_turn *t = &a->play->rec->turns[k];
    carc_placement pl = {(int16_t)t->x, (int16_t)t->y, (uint8_t)(t->rot / 90)};
    if (!as_lesson(a, l, k, pl))
        return WRONG_TILE;
    int type = carc_catalog_find(a->play->cat, t->tile);
    /* A lesson's figure steps are the base game's: a figure placed on the tile, or none; a
       figure taken back (a module's may_take_back) is none of them. The lessons are played
       under the base game alone (their records), so no other set's step can come. */
    int feature = t->meeple_at < 0 || type < 0
                      ? -1
                      : carc_feature_at(a->play->cat, type, pl.rot, t->meeple_at);
    if (t->has_return)
        return k == l->def->nturns - 1 && l->def->free_last ? RIGHT : WRONG_FIGURE;
    return figure_as_lesson(a, l, k, pl, t->figure, feature < 0 ? (int)CARC_NONE : feature)
               ? RIGHT
               : WRONG_FIGURE;
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
    if (p->g->over && !l->over && a->opt.events)
        printf("lesson: %s over, %d to %d\n", l->def->file, p->g->score[0], p->g->score[1]);
    l->over = p->g->over;
    /* A turn of yours confirmed off the lesson (its cell, its figure): taken back, with a
       word. */
    if (k > 0 && k <= l->def->nturns && (k - 1) % 2 == 0 && !p->g->over) {
        int why = played_wrong(a, l, k - 1);
        if (why != RIGHT) {
            carc_events *ev = malloc(sizeof *ev);
            if (ev && carc_midend_undo(p->mid, ev) == 0)
                play_resync(a);
            free(ev);
            if (a->opt.events)
                printf("lesson: turn %d taken back (%s)\n", k,
                       why == WRONG_TILE ? "off the lesson's cell" : "not the lesson's figure");
            l->taken_back = why;
            a->dirty = true;
        }
    }
    bool placed = p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM;
    int wrong = placed && k < l->def->nturns && k % 2 == 0 ? pending_wrong(a, l, k) : RIGHT;
    if (wrong != l->wrong) {
        if (wrong == WRONG_FIGURE && a->opt.events)
            printf("lesson: turn %d: the figure is refused\n", k + 1);
        l->wrong = wrong;
        a->dirty = true;
    }
    if (placed && wrong == RIGHT && p->phase == PH_CONFIRM)
        l->taken_back = RIGHT;
    else if (placed && wrong == RIGHT && l->taken_back == WRONG_TILE)
        l->taken_back = RIGHT;
}

/* ---- layout and drawing ---- */

/* Why the figure chosen is refused: the lesson's figure named. */
static const char *figure_words(const ui_app *a, const ui_lesson *l, int k)
{
    int kind;
    unsigned want = lesson_figure(a, l, k, &kind);
    const carc_record_turn *t = &l->rec->turns[k];
    int type = carc_catalog_find(a->play->cat, t->tile);
    int f = want && type >= 0 ? carc_feature_at(a->play->cat, type, (t->rot / 90) & 3, t->meeple_at)
                              : -1;
    int fk = f >= 0 ? a->play->cat->types[type].def.features[f].kind : -1;
    switch (fk) {
    case CARC_ROAD:
        return _("Not that: this lesson puts a follower on the road. Take the tile back "
                 "(Backspace) and try again.");
    case CARC_CITY:
        return _("Not that: this lesson puts a knight in the city. Take the tile back (Backspace) "
                 "and try again.");
    case CARC_CLOISTER:
        return _("Not that: this lesson puts a monk on the cloister. Take the tile back "
                 "(Backspace) and try again.");
    case CARC_FIELD:
        return _("Not that: this lesson puts a farmer on the field the coach names. Take the tile "
                 "back (Backspace) and try again.");
    default:
        return _("Not that: no figure on this tile in this lesson. Take the tile back (Backspace) "
                 "and try again.");
    }
}

/* What the coach says once the lesson's game is over: the farms' scoring under the edition
   played (worked out in assets/lessons/farmers.json's "lesson_scores"). */
static const char *end_words(const ui_app *a, const ui_lesson *l)
{
    if (l->def == &lessons[LESSON_FIRST_GAME])
        return _("That was your first game: the final scoring counted what was left open. Next "
                 "come the farmers, or play from the setup screen with any players and sets.");
    switch (a->play->g->rules.farms) {
    case CARC_FARMS_1ST:
        return _("The farms, 1st edition: each finished city scores 4 for the players with the "
                 "most farmers in the fields around it. The start tile's city is yours, the other "
                 "two are shared: 12 to 8.");
    case CARC_FARMS_2ND:
        return _("The farms, 2nd edition: each field's winners score 3 for each finished city it "
                 "touches, but a city counts once for each player. You: 3 cities, 9 points. Luis: "
                 "2 cities, 6 points.");
    default:
        return _("The farms: each field scores 3 for each finished city it touches, for the "
                 "players with the most farmers in it. Your north field: 1 city, 3 points. The "
                 "shared field: 2 cities, 6 points each. 9 to 6.");
    }
}

static const char *words_now(const ui_app *a, const ui_lesson *l, int *ring_k)
{
    const ui_play *p = a->play;
    int k = play_turns(p);
    *ring_k = -1;
    if (p->g->over || k >= l->def->nturns)
        return end_words(a, l);
    if (k % 2 == 0 && (k < l->def->nturns - 1 || !l->def->free_last))
        *ring_k = k;
    int wrong = l->wrong != RIGHT ? l->wrong : l->taken_back;
    if (wrong == WRONG_TILE)
        return _("Not there: this lesson needs the tile on the ring, turned as it shows. Take it "
                 "back (Backspace) and try again.");
    if (wrong == WRONG_FIGURE)
        return figure_words(a, l, k);
    bool placed = p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM;
    const coach_words *w = &l->def->coach[k];
    return _(placed && w->figure ? w->figure : w->place);
}

typedef struct coach_rects {
    ui_rect box, leave, title;
    int text_y, w;
} coach_rects;

/* The button on the coach's title row: "Leave the lesson" during the game; once the first
   game is over, the next lesson; none at the end of the last. */
static const char *button_words(const ui_app *a, const ui_lesson *l)
{
    if (!a->play->g->over)
        return _("Leave the lesson");
    return l->def == &lessons[LESSON_FIRST_GAME] ? _("Next lesson: farmers") : NULL;
}

/* In the board's upper left corner, the button that leaves the lesson on the title's row, so
   that it stays where it is whatever the coach says. */
static void layout(ui_app *a, const char *text, coach_rects *r)
{
    const char *button = button_words(a, a->lesson);
    const ui_rect *b = &a->lay.board;
    int m = px(a, 12), pad = px(a, 14);
    int bw = button ? gfx_text_w(a, FONT_SMALL, button) + px(a, 28) : 0;
    /* Wide enough for the title beside the button (the next lesson's is long in some
       languages), where the board leaves room. */
    int w = 2 * pad + gfx_text_w(a, FONT_BOLD, _(a->lesson->def->title)) + px(a, 10) + bw;
    if (w < px(a, 460))
        w = px(a, 460);
    if (w > b->w - 2 * m)
        w = b->w - 2 * m;
    r->w = w - 2 * pad;
    int bh = gfx_font_h(a, FONT_SMALL) + px(a, 12);
    int x0 = b->x + m, y0 = b->y + m;
    r->leave = (ui_rect){x0 + w - pad - bw, y0 + pad - px(a, 4), bw, bh};
    r->title = (ui_rect){x0 + pad, y0 + pad, r->leave.x - px(a, 10) - (x0 + pad),
                         gfx_font_h(a, FONT_BOLD)};
    r->text_y = y0 + pad + (bh > r->title.h ? bh : r->title.h) + px(a, 6);
    int h = r->text_y - y0 + gfx_text_wrap_h(a, FONT_BODY, text, r->w) + pad;
    r->box = (ui_rect){x0, y0, w, h};
}

const char *lesson_end_words(const ui_app *a, const char **title, const char **next)
{
    if (!lesson_active(a) || !a->play->g->over)
        return NULL;
    *title = _(a->lesson->def->title);
    *next = button_words(a, a->lesson);
    return end_words(a, a->lesson);
}

void lesson_next(ui_app *a)
{
    if (lesson_active(a) && a->play->g->over && a->lesson->def == &lessons[LESSON_FIRST_GAME])
        lesson_start(a, LESSON_FARMERS);
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
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT &&
        button_words(a, a->lesson) && ui_rect_has(&r.leave, a->mx, a->my)) {
        if (!a->play->g->over)
            leave(a);
        else
            lesson_next(a);
    }
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
    gfx_text_in(a, FONT_BOLD, _(l->def->title), &r.title, COL_GOLD, ALIGN_LEFT);
    gfx_text_wrap(a, FONT_BODY, text, r.title.x, r.text_y, r.w, COL_TEXT);
    const char *button = button_words(a, l);
    if (button)
        gfx_button(a, &r.leave, button, true, a->play->g->over);
}
