/*
 * aids_ui.c: see aids_ui.h. The window has one game at a time, so the aids keep their state
 * here, beside it: what is shown, and the core's answers for the board as it was when they were
 * asked (a key of the board's state says when to ask again).
 */
#include "aids_ui.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "aids.h"
#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "module_ui.h"
#include "session.h"

#define CARD_LINES 14
#define CARD_LEN 160

typedef struct aids_state {
    bool off;     /* the aids are off for this game */
    bool explain; /* E: the card of the feature under the pointer */
    bool fits;    /* C: the fit counts on the open cells */
    /* The board the answers below are for: tiles placed, deck position, figures, phase. */
    unsigned key;
    bool have_fits, have_proj;
    carc_cell_fit cells[CARC_MAX_HOLES];
    int ncells;
    carc_projection proj;
    carc_game scratch;
    /* The card shown now, its lines, and the feature it explains (CARC_NONE: none). */
    char card[CARD_LINES][CARD_LEN];
    int ncard;
    int card_player[CARD_LINES]; /* a line's player mark, -1 */
    unsigned card_node;
    int card_line; /* the panel's score line it explains (its scoring as it was), -1: none */
    carc_report rep;
    /* The cell the pointer was last on over the board, for the tiles-left list. */
    bool hovered;
    int hx, hy;
    /* The hint: its search, then its move and sentence, for the board of hint_key. */
    carc_ai_job *job;
    bool have_hint;
    unsigned hint_key;
    carc_move hint;
    char sentence[2][CARD_LEN];
} aids_state;

static aids_state st = {.card_node = CARC_NONE};

static unsigned board_key(const carc_game *g)
{
    return (unsigned)g->ntiles | (unsigned)g->deck_pos << 8 | (unsigned)g->nfigures << 16 |
           (unsigned)g->phase << 24 | (unsigned)g->current << 28;
}

bool aids_on(const ui_app *a)
{
    return a->play && !st.off;
}

/* The record notes whether the aids were on at any time of the game (its "aids" key). */
static void note_in_record(ui_app *a)
{
    if (!a->play || !a->play->mid)
        return;
    carc_midend_note_aids(a->play->mid, !st.off);
}

void aids_set(ui_app *a, bool on)
{
    st.off = !on;
    note_in_record(a);
    if (!on) {
        st.explain = st.fits = false;
        aids_reset(a);
    }
    a->dirty = true;
}

void aids_begin(ui_app *a)
{
    const carc_record *r = a->play->rec;
    st.off = r->has_aids ? !r->aids : !a->setup.aids;
    st.explain = st.fits = false;
    aids_reset(a);
}

void aids_reset(ui_app *a)
{
    note_in_record(a);
    if (st.job) {
        carc_ai_cancel(st.job);
        carc_ai_finish(st.job, NULL, NULL, NULL);
        st.job = NULL;
    }
    st.have_hint = st.have_fits = st.have_proj = false;
    st.ncard = 0;
    st.card_node = CARC_NONE;
}

/* Drops the answers kept for a board that has changed since. */
static void refresh(const ui_app *a)
{
    const unsigned k = board_key(a->play->g);
    if (k == st.key)
        return;
    st.key = k;
    st.have_fits = st.have_proj = false;
    st.card_node = CARC_NONE;
}

static const carc_cell_fit *fits(const ui_app *a)
{
    refresh(a);
    if (!st.have_fits) {
        /* With the tile in hand: it is still to be placed, so it may still fill a cell. */
        st.ncells = carc_game_fit_cells(a->play->g, true, st.cells, CARC_MAX_HOLES);
        st.have_fits = true;
    }
    return st.cells;
}

static const carc_projection *projection(const ui_app *a)
{
    refresh(a);
    if (!st.have_proj) {
        carc_game_project(a->play->g, &st.scratch, &st.proj, NULL);
        st.have_proj = true;
    }
    return &st.proj;
}

/* In the replay nothing is placed, so the pointer explains without a key. */
static bool explaining(const ui_app *a)
{
    return aids_on(a) && (st.explain || (SDL_GetModState() & KMOD_ALT) || session_replaying(a));
}

/* ---- the card ---- */

static void card_line(int player, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void card_line(int player, const char *fmt, ...)
{
    if (st.ncard >= CARD_LINES)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st.card[st.ncard], CARD_LEN, fmt, ap);
    va_end(ap);
    st.card_player[st.ncard++] = player;
}

/* The card's first line: the feature and whether it is complete, one phrase per kind and state
   so that the adjective agrees with its noun (a field is never complete: it scores at the end). */
static const char *card_title(int kind, bool complete)
{
    switch (kind) {
    case CARC_ROAD:
        return complete ? _("Road · complete") : _("Road · not complete");
    case CARC_CITY:
        return complete ? _("City · complete") : _("City · not complete");
    case CARC_CLOISTER:
        return complete ? _("Cloister · complete") : _("Cloister · not complete");
    case CARC_FIELD:
        return _("Field · scores at the end");
    default: {
        const ui_feature_kind *fk = ui_feature_kind_of(kind);
        return fk ? fk->word(complete ? UI_WORD_COMPLETE : UI_WORD_OPEN, 0) : ui_kind_label(kind);
    }
    }
}

static void build_card(const ui_app *a, unsigned node, const carc_event *scored)
{
    const ui_play *p = a->play;
    const carc_game *g = p->g;
    carc_report *r = &st.rep;
    carc_game_report(g, (uint16_t)node, &st.scratch, r);
    st.ncard = 0;
    st.card_node = node;
    card_line(-1, "%s", card_title(r->kind, r->complete));
    if (r->kind == CARC_ROAD || r->kind == CARC_CITY) {
        card_line(-1, P_("%d tile", "%d tiles", r->tiles), r->tiles);
        if (!r->complete)
            card_line(-1, P_("%d open side", "%d open sides", r->open), r->open);
    }
    if (r->pennants)
        card_line(-1, P_("%d pennant", "%d pennants", r->pennants), r->pennants);
    for (int m = 0; m < CARC_MODULES; m++) { /* the sets' card_lines */
        const ui_module_hooks *h = ui_module_hooks_of(m);
        char lines[CARD_LINES][CARD_LEN];
        const int n = h && h->card_lines ? h->card_lines(r, lines[0], CARD_LEN, CARD_LINES) : 0;
        for (int i = 0; i < n; i++)
            card_line(-1, "%s", lines[i]);
    }
    const ui_feature_kind *fk = ui_feature_kind_of(r->kind);
    if (r->kind == CARC_CLOISTER || (fk && fk->around))
        card_line(-1,
                  P_("%d of its 8 neighbouring tiles is placed",
                     "%d of its 8 neighbouring tiles are placed", r->neighbours),
                  r->neighbours);
    if (r->kind == CARC_FIELD)
        card_line(-1,
                  P_("Touches %d completed city, %d points each at the end",
                     "Touches %d completed cities, %d points each at the end", r->ncities),
                  r->ncities, r->city_points);
    if (scored) {
        /* A score line of the panel: who held the feature when it scored, and their points
           (their figures have gone home since). */
        for (int i = 0; i < g->nplayers; i++)
            if (scored->points[i] > 0)
                card_line(i, P_("%s scored %d point", "%s scored %d points", scored->points[i]),
                          play_name(p, i), scored->points[i]);
        card_line(-1, _("Worth %d"), scored->value);
        return;
    }
    bool held = false;
    for (int i = 0; i < g->nplayers; i++) {
        if (!r->figures[i])
            continue;
        held = true;
        /* A star marks the strongest (who score it). */
        const bool lead = r->strength[i] == r->lead && r->lead;
        if (r->kind == CARC_FIELD)
            card_line(i,
                      lead ? _("%s: strength %d ★, %d points at the end")
                           : _("%s: strength %d, %d points at the end"),
                      play_name(p, i), r->strength[i], r->field_points[i]);
        else
            card_line(i, lead ? _("%s: strength %d ★") : _("%s: strength %d"), play_name(p, i),
                      r->strength[i]);
    }
    if (!held)
        card_line(-1, "%s", _("Nobody holds it"));
    if (r->now >= 0) {
        if (r->complete)
            card_line(-1, _("Worth %d"), r->now);
        else
            card_line(-1, _("Now %d · if completed at least %d · at the end %d"), r->now,
                      r->if_completed, r->at_end);
    }
}

/* The reasons for every rotation of the tile in hand on (x, y), as card lines. */
static void why_card(const ui_app *a, int x, int y)
{
    carc_reason why[4];
    char said[4][CARD_LEN];
    if (carc_game_why_not(a->play->g, x, y, why) != 0)
        return;
    st.ncard = 0;
    st.card_node = CARC_NONE;
    card_line(-1, "%s", _("The tile fits here in no rotation"));
    for (int q = 0; q < 4; q++)
        ui_i18n_reason(&why[q], said[q], sizeof said[q]);
    bool same = true;
    for (int q = 1; q < 4; q++)
        same = same && strcmp(said[q], said[0]) == 0;
    if (same) {
        card_line(-1, _("%s, in every rotation"), said[0]);
        return;
    }
    for (int q = 0; q < 4; q++)
        card_line(-1, "%d°: %s", q * 90, said[q]);
}

/* The score line of the panel's "Latest" under the pointer (the rows draw_log draws), whose
   feature is known: its node, or -1. */
static int log_line_at(ui_app *a)
{
    const ui_play *p = a->play;
    const int i = play_log_line_at(a, a->mx, a->my);
    return i >= 0 && p->log_node[i] != UI_LOG_NO_NODE ? i : -1;
}

/* What the pointer is over now: a feature to explain, a cell the tile cannot go on, a score
   line of the panel. */
static void update_card(ui_app *a)
{
    ui_play *p = a->play;
    refresh(a);
    st.hovered = false;
    const int logged = aids_on(a) ? log_line_at(a) : -1;
    if (logged >= 0) {
        if (logged != st.card_line || carc_game_root(p->g, p->log_node[logged]) != st.card_node)
            build_card(a, carc_game_root(p->g, p->log_node[logged]), &p->log_ev[logged]);
        st.card_line = logged;
        return;
    }
    st.card_line = -1;
    if (!aids_on(a) || !ui_rect_has(&p->cam.view, a->mx, a->my)) {
        st.ncard = 0;
        st.card_node = CARC_NONE;
        return;
    }
    double bx, by;
    ui_cam_to_board(&p->cam, a->mx, a->my, &bx, &by);
    const int x = (int)floor(bx), y = (int)floor(by);
    /* An open cell: empty, with a tile beside it. */
    st.hovered =
        carc_game_tile_at(p->g, x, y) < 0 &&
        (carc_game_tile_at(p->g, x - 1, y) >= 0 || carc_game_tile_at(p->g, x + 1, y) >= 0 ||
         carc_game_tile_at(p->g, x, y - 1) >= 0 || carc_game_tile_at(p->g, x, y + 1) >= 0);
    st.hx = x;
    st.hy = y;
    if (explaining(a)) {
        const int node = play_feature_under(a, x, y, bx, by);
        if (node < 0) {
            st.ncard = 0;
            st.card_node = CARC_NONE;
        } else if ((unsigned)carc_game_root(p->g, (uint16_t)node) != st.card_node) {
            build_card(a, carc_game_root(p->g, (uint16_t)node), NULL);
        }
        return;
    }
    st.ncard = 0;
    st.card_node = CARC_NONE;
    if (p->phase == PH_PLACE && !play_seat_turn(a) && !session_replaying(a) && st.hovered &&
        carc_game_phase(p->g) == CARC_PHASE_TILE) {
        /* An open cell where the tile fits in no rotation. */
        const carc_cell_fit *c = fits(a);
        for (int i = 0; i < st.ncells; i++)
            if (c[i].x == x && c[i].y == y) {
                why_card(a, x, y);
                break;
            }
    }
}

/* ---- the hint ---- */

/* A hint's sentence for a feature it completes, one per kind (its words agree with the noun):
   %d the points. */
static const char *hint_completes(int kind, int points)
{
    switch (kind) {
    case CARC_ROAD:
        return P_("The move completes your road: %d point.",
                  "The move completes your road: %d points.", points);
    case CARC_CITY:
        return P_("The move completes your city: %d point.",
                  "The move completes your city: %d points.", points);
    case CARC_CLOISTER:
        break;
    default: {
        const ui_feature_kind *fk = ui_feature_kind_of(kind);
        if (fk)
            return fk->word(UI_WORD_COMPLETES, points);
    }
    }
    return P_("The move completes your cloister: %d point.",
              "The move completes your cloister: %d points.", points);
}

/* A hint's sentence for a feature its figure claims, one per kind: the first %d what it is
   worth now, the second at least if it is completed. */
static const char *hint_claims(int kind)
{
    switch (kind) {
    case CARC_ROAD:
        return _("The figure claims a road: worth %d now, at least %d if completed.");
    case CARC_CITY:
        return _("The figure claims a city: worth %d now, at least %d if completed.");
    case CARC_CLOISTER:
        break;
    default: {
        const ui_feature_kind *fk = ui_feature_kind_of(kind);
        if (fk)
            return fk->word(UI_WORD_CLAIMS, 0);
    }
    }
    return _("The figure claims a cloister: worth %d now, at least %d if completed.");
}

/* The sentence of a hint: what its move does, in the core's own figures (the points it scores
   now, the feature its figure joins as the report gives it), and whose move it is. */
static void hint_sentence(const ui_app *a, bool exact)
{
    const carc_game *g = a->play->g;
    const int me = carc_game_actor(g);
    carc_game_copy(&st.scratch, g);
    static carc_events ev;
    ev.count = 0;
    carc_game_play(&st.scratch, &st.hint, &ev);
    int points = 0, kind = -1;
    for (int i = 0; i < ev.count; i++)
        if (ev.ev[i].type == CARC_EV_SCORE && !ev.ev[i].final && ev.ev[i].points[me] > 0) {
            points += ev.ev[i].points[me];
            kind = ev.ev[i].kind;
        }
    st.sentence[0][0] = st.sentence[1][0] = 0;
    if (st.hint.step.type == CARC_ACT_RETURN)
        /* A figure taken back (a module's may_take_back): what it scores is the move's own. */
        snprintf(st.sentence[0], CARD_LEN,
                 P_("Takes a figure back: %d point.", "Takes a figure back: %d points.", points),
                 points);
    else if (points > 0)
        snprintf(st.sentence[0], CARD_LEN, hint_completes(kind, points), points);
    if (st.hint.step.type == CARC_ACT_FIGURE && points == 0) {
        /* The figure's feature on the board after the move. */
        const int ti = carc_game_tile_at(&st.scratch, st.hint.at.x, st.hint.at.y);
        const uint16_t node = (uint16_t)(st.scratch.tiles[ti].node0 + st.hint.step.feature);
        carc_report r;
        static carc_game scratch2;
        carc_game_report(&st.scratch, node, &scratch2, &r);
        const int fig = st.hint.step.figure; /* the kind of figure placed */
        if (r.kind == CARC_FIELD)
            snprintf(st.sentence[0], CARD_LEN,
                     P_("Farm claimed: it touches %d completed city, %d points at the end.",
                        "Farm claimed: it touches %d completed cities, %d points at the end.",
                        r.ncities),
                     r.ncities, r.field_points[me]);
        else
            snprintf(st.sentence[0], CARD_LEN, hint_claims(r.kind), r.now, r.if_completed);
        /* A set's own figure may say instead what it is for (its hint_figure), not what the
           feature is worth. */
        for (int m = 0; m < CARC_MODULES; m++) {
            const ui_module_hooks *h = ui_module_in_play(g, m);
            if (h && h->hint_figure && h->hint_figure(&r, fig, st.sentence[0], CARD_LEN))
                break;
        }
    } else if (points == 0 && st.hint.step.type != CARC_ACT_RETURN) {
        snprintf(st.sentence[0], CARD_LEN, "%s",
                 _("Keeps your figures at home: the tile scores nothing this turn."));
    }
    if (exact)
        snprintf(st.sentence[1], CARD_LEN, "%s",
                 _("Exact: the best move over every order of the tiles left, the other "
                   "players' replies included."));
    else /* words for a player, not the search's figures (moves, playouts) */
        snprintf(st.sentence[1], CARD_LEN, "%s",
                 _("The move the medium computer player would make in your place."));
}

static void ask_hint(ui_app *a)
{
    ui_play *p = a->play;
    if (st.job || p->phase != PH_PLACE || play_seat_turn(a) || session_replaying(a) ||
        carc_game_phase(p->g) != CARC_PHASE_TILE || !carc_game_can_place(p->g))
        return;
    refresh(a);
    if (st.have_hint && st.hint_key == st.key)
        return;
    /* The same search as a medium computer player in this seat; its seed from the game's
       turn, as the search seeds itself (ai.h), so a hint is the same every time it is asked.
       With few tiles left, hard's exact end instead: the best move, and the hint says so. */
    const carc_ai_level level =
        carc_game_tiles_left(p->g) <= carc_ai_exact_tiles(p->g) ? CARC_AI_HARD : CARC_AI_MEDIUM;
    carc_ai_config cfg = carc_ai_default_config(level, play_ai_seed(p));
    cfg.cap_s = a->opt.ai_cap; /* --ai-cap, as for the computer players */
    st.job = carc_ai_start(p->g, &cfg);
    st.hint_key = st.key;
    st.have_hint = false;
}

/* The search's answer, in the tile phase a placement and the figure step after it
   (carc_ai_act), kept as the hint when the board is still the one it was asked for. */
static void take_hint(ui_app *a, int count, const carc_action act[2], bool exact)
{
    if (count != 2 || act[0].type != CARC_ACT_PLACE || board_key(a->play->g) != st.hint_key)
        return;
    st.hint = (carc_move){act[0].at, act[1]};
    st.have_hint = true;
    hint_sentence(a, exact);
}

bool aids_update(ui_app *a)
{
    if (!st.job)
        return false;
    int count;
    carc_action act[2];
    carc_ai_stats stats;
    if (!carc_ai_poll(st.job, &count, act, &stats))
        return true;
    carc_ai_finish(st.job, NULL, NULL, NULL);
    st.job = NULL;
    take_hint(a, count, act, stats.exact);
    a->dirty = true;
    return false;
}

bool aids_hint_move(ui_app *a, carc_move *m, const char **sentence)
{
    if (st.job) {
        int count;
        carc_action act[2];
        carc_ai_stats stats;
        carc_ai_finish(st.job, &count, act, &stats);
        st.job = NULL;
        take_hint(a, count, act, stats.exact);
    }
    if (!st.have_hint || st.hint_key != board_key(a->play->g))
        return false;
    *m = st.hint;
    *sentence = st.sentence[0];
    return true;
}

/* ---- events ---- */

bool aids_event(ui_app *a, const SDL_Event *e)
{
    if (!a->play)
        return false;
    if (e->type == SDL_KEYDOWN && !e->key.repeat && aids_on(a) &&
        !(e->key.keysym.mod & (KMOD_CTRL | KMOD_GUI))) {
        switch (e->key.keysym.sym) {
        case SDLK_e:
            st.explain = !st.explain;
            break;
        case SDLK_c:
            st.fits = !st.fits;
            break;
        case SDLK_i:
            ask_hint(a);
            break;
        default:
            goto pointer;
        }
        update_card(a);
        a->dirty = true;
        return true;
    }
pointer:
    if (e->type == SDL_MOUSEMOTION || e->type == SDL_KEYDOWN || e->type == SDL_KEYUP) {
        /* Alt pressed or let go changes the card as much as a move does. */
        update_card(a);
        if (aids_on(a))
            a->dirty = true;
    }
    return false;
}

bool aids_fits_hovered(const ui_app *a, int type, int *x, int *y)
{
    if (!aids_on(a) || !st.hovered || carc_game_phase(a->play->g) != CARC_PHASE_TILE)
        return false;
    *x = st.hx;
    *y = st.hy;
    return type < 0 || carc_game_type_fits(a->play->g, type, st.hx, st.hy) != 0;
}

const char *aids_card_text(const ui_app *a)
{
    (void)a;
    static char all[CARD_LINES * CARD_LEN];
    all[0] = 0;
    for (int i = 0; i < st.ncard; i++) {
        strncat(all, st.card[i], sizeof all - strlen(all) - 2);
        strcat(all, "\n");
    }
    return all;
}

bool aids_fits_shown(const ui_app *a)
{
    return aids_on(a) && st.fits;
}

/* ---- drawing ---- */

static const SDL_Color CARD_BG = {28, 25, 22, 235};

/* A card of lines by the pointer, inside the board's view (never over the panel, so never over
   the tile in hand). */
static void draw_lines(ui_app *a, char (*lines)[CARD_LEN], const int *marks, int n, int px, int py)
{
    const ui_rect *v = &a->play->cam.view;
    const int lh = gfx_font_h(a, FONT_SMALL) + (int)(3 * a->s), pad = (int)(8 * a->s);
    const int mark = (int)(lh * .7);
    int w = 0;
    for (int i = 0; i < n; i++) {
        const int tw = gfx_text_w(a, i == 0 ? FONT_BOLD : FONT_SMALL, lines[i]) +
                       (marks && marks[i] >= 0 ? mark + pad / 2 : 0);
        if (tw > w)
            w = tw;
    }
    ui_rect r = {px + (int)(18 * a->s), py + (int)(18 * a->s), w + 2 * pad,
                 n * lh + 2 * pad + (int)(4 * a->s)};
    if (r.x + r.w > v->x + v->w)
        r.x = px - r.w - (int)(18 * a->s);
    if (r.y + r.h > v->y + v->h)
        r.y = py - r.h - (int)(18 * a->s);
    /* A pointer over the panel (a score line) still gets its card inside the board's view. */
    if (r.x + r.w > v->x + v->w)
        r.x = v->x + v->w - r.w;
    if (r.y + r.h > v->y + v->h)
        r.y = v->y + v->h - r.h;
    if (r.x < v->x)
        r.x = v->x;
    if (r.y < v->y)
        r.y = v->y;
    gfx_rounded(a->ren, &r, (int)(6 * a->s), CARD_BG);
    gfx_frame(a->ren, &r, 1, COL_GOLD);
    int y = r.y + pad;
    for (int i = 0; i < n; i++, y += lh) {
        int x = r.x + pad;
        if (marks && marks[i] >= 0) {
            gfx_disc(a->ren, x + mark / 2.0, y + lh / 2.0, mark / 2.0,
                     ui_player_colour(play_colour(a->play, marks[i])));
            x += mark + pad / 2;
        }
        gfx_text(a, i == 0 ? FONT_BOLD : FONT_SMALL, lines[i], x, y, i == 0 ? COL_GOLD : COL_TEXT,
                 ALIGN_LEFT);
        if (i == 0)
            y += (int)(4 * a->s);
    }
}

/* The y to give draw_lines for a card at the top of the board: under the message box (why the
   tile does not fit, a note), which it must not cover. */
static int below_message(const ui_app *a)
{
    const ui_play *p = a->play;
    const int top = p->msg_bottom > p->cam.view.y ? p->msg_bottom + (int)(6 * a->s) : p->cam.view.y;
    return top - (int)(18 * a->s);
}

static void outline(ui_app *a, uint16_t node, Uint8 alpha)
{
    carc_segment seg[128];
    int n = carc_game_feature_segments(a->play->g, node, seg, 128);
    if (n > 128)
        n = 128;
    play_outline(a, seg, n, carc_node_kind(&a->play->g->nodes[carc_game_root(a->play->g, node)]),
                 alpha);
}

static void draw_fit_counts(ui_app *a)
{
    ui_play *p = a->play;
    const carc_cell_fit *c = fits(a);
    const double z = p->cam.zoom;
    for (int i = 0; i < st.ncells; i++) {
        double sx, sy;
        ui_cam_to_screen(&p->cam, c[i].x, c[i].y, &sx, &sy);
        ui_rect r = {(int)sx + 2, (int)sy + 2, (int)z - 4, (int)z - 4};
        if (c[i].tiles == 0) {
            /* Dead: nothing left can fill it; darker when no tile of the sets ever could. */
            SDL_Color red = {200, 40, 30, (Uint8)(c[i].catalog ? 150 : 220)};
            gfx_fill(a->ren, &r, (SDL_Color){60, 10, 8, 120});
            gfx_line(a->ren, r.x, r.y, r.x + r.w, r.y + r.h, fmax(2, z * .06), red);
            gfx_line(a->ren, r.x + r.w, r.y, r.x, r.y + r.h, fmax(2, z * .06), red);
            continue;
        }
        char b[8];
        snprintf(b, sizeof b, "%d", c[i].tiles);
        const double rad = fmax(8 * a->s, fmin(z * .22, 18 * a->s));
        gfx_disc(a->ren, sx + z / 2, sy + z / 2, rad, (SDL_Color){20, 18, 16, 200});
        gfx_text_outlined(a, z > 50 ? FONT_BOLD : FONT_SMALL, b, (int)(sx + z / 2),
                          (int)(sy + z / 2 - gfx_font_h(a, FONT_SMALL) / 2.0), COL_GOLD, 255);
    }
    char legend[3][CARD_LEN];
    snprintf(legend[0], CARD_LEN, "%s", _("Tiles still to come that fit each open cell"));
    snprintf(legend[1], CARD_LEN, "%s",
             _("The tile in hand is counted; a cross: nothing left fits"));
    snprintf(legend[2], CARD_LEN, "%s", _("C hides the counts"));
    /* In the board's top right corner: clear of the hint (top left), the undo buttons (bottom
       left) and the panel. */
    draw_lines(a, legend, NULL, 3, p->cam.view.x + p->cam.view.w, below_message(a));
}

static void draw_hint(ui_app *a)
{
    ui_play *p = a->play;
    if (!st.have_hint || st.hint_key != board_key(p->g) || p->phase != PH_PLACE)
        return;
    const int hand = carc_game_tile_in_hand(p->g);
    double sx, sy;
    ui_cam_to_screen(&p->cam, st.hint.at.x, st.hint.at.y, &sx, &sy);
    const double z = p->cam.zoom;
    SDL_Rect r = {(int)sx, (int)sy, (int)z, (int)z};
    play_tile(a, hand, st.hint.at.rot, &r, 170);
    ui_rect fr = {r.x, r.y, r.w, r.h};
    gfx_frame(a->ren, &fr, (int)fmax(2, z * .05), (SDL_Color){120, 220, 255, 255});
    if (st.hint.step.type == CARC_ACT_FIGURE) {
        double ax, ay;
        ui_art_anchor(&a->art, hand, st.hint.step.feature, st.hint.at.rot, &ax, &ay);
        const int me = carc_game_actor(p->g);
        const bool lying = p->cat->types[hand].fields >> st.hint.step.feature & 1u;
        ui_draw_figure(a, sx + ax * z, sy + ay * z, z * .3, play_colour(p, me), st.hint.step.figure,
                       lying, 220);
    }
    char lines[3][CARD_LEN];
    snprintf(lines[0], CARD_LEN, "%s", _("Hint"));
    snprintf(lines[1], CARD_LEN, "%s", st.sentence[0]);
    snprintf(lines[2], CARD_LEN, "%s", st.sentence[1]);
    const ui_rect *v = &p->cam.view;
    draw_lines(a, lines, NULL, 3, v->x - (int)(18 * a->s), below_message(a));
}

bool aids_projected(ui_app *a, int player, int *score)
{
    if (!aids_on(a) || a->play->g->over)
        return false;
    refresh(a);
    *score = projection(a)->score[player];
    return true;
}

/* The breakdown of a player's projected score (shown in the row by draw_players) when the
   pointer is on the row. */
static void draw_projection(ui_app *a)
{
    ui_play *p = a->play;
    if (p->g->over)
        return;
    const carc_projection *pr = projection(a);
    const ui_rect *pl = &a->lay.players;
    const int n = p->g->nplayers;
    int rh = pl->h / (n > 0 ? n : 1);
    if (rh > (int)(62 * a->s))
        rh = (int)(62 * a->s);
    for (int i = 0; i < n; i++) {
        ui_rect row = {pl->x, pl->y + i * rh, pl->w, rh - (int)(4 * a->s)};
        if (!ui_rect_has(&row, a->mx, a->my) ||
            (a->lay.scroll.w && !ui_rect_has(&a->lay.scroll, a->mx, a->my)))
            continue;
        char lines[CARC_CATEGORIES + 1][CARD_LEN];
        int k = 0;
        snprintf(lines[k++], CARD_LEN, _("%s if the game ended now: %d"), play_name(p, i),
                 pr->score[i]);
        for (int c = 0; c < CARC_CATEGORIES; c++)
            if (pr->gain[i][c])
                snprintf(lines[k++], CARD_LEN, "%s +%d", ui_category_label(c), pr->gain[i][c]);
        if (k == 1)
            snprintf(lines[k++], CARD_LEN, "%s", _("Nothing more at the end"));
        /* Left of the panel, over the board, so that nothing covers the tile in hand. */
        const ui_rect *v = &p->cam.view;
        draw_lines(a, lines, NULL, k, v->x + v->w, row.y);
    }
}

void aids_draw(ui_app *a)
{
    ui_play *p = a->play;
    if (!aids_on(a))
        return;
    refresh(a);
    const ui_rect *v = &p->cam.view;
    SDL_Rect clip = {v->x, v->y, v->w, v->h};
    SDL_RenderSetClipRect(a->ren, &clip);
    if (st.fits)
        draw_fit_counts(a);
    draw_hint(a);
    if (st.ncard && st.card_node != CARC_NONE) {
        outline(a, (uint16_t)st.card_node, 255);
        for (int i = 0; i < st.rep.ncities && i < CARC_REPORT_CITIES; i++)
            outline(a, st.rep.cities[i], 160);
    }
    if (st.ncard)
        draw_lines(a, st.card, st.card_player, st.ncard, a->mx, a->my);
    SDL_RenderSetClipRect(a->ren, NULL);
    draw_projection(a);
}
