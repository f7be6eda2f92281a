/*
 * screen_setup.c: the setup screen: 2 to 5 players (6 with Inns & Cathedrals), their names,
 * colours and who plays each seat (a person, or a computer player of level easy, medium or
 * hard; any mix, all computers to watch them), whether the computer players think longer, the
 * rule options the engine offers (farm scoring edition, two-point small cities), the tile sets
 * in play with the size of their deck, the start button and the language (the system's or one
 * of the game's, remembered in the settings file).
 *
 * Layout and hit-testing share one function (setup_layout) so what is drawn is what is
 * clicked.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "gfx.h"
#include "i18n.h"
#include "lesson.h"
#include "module.h"
#include "module_ui.h"
#include "net_ui.h"
#include "screen_rules.h"
#include "session.h"
#include "settings.h"
#include "tileset_find.h"
#include "tileset_io.h"

typedef struct setup_rects {
    ui_rect title, box;
    ui_rect swatch[CARC_MAX_PLAYERS], name[CARC_MAX_PLAYERS], seat[CARC_MAX_PLAYERS];
    ui_rect remove[CARC_MAX_PLAYERS];
    ui_rect add, think, aids, learn, learn_first, learn_farmers;
    ui_rect offer, offer_learn, offer_later; /* the first start's offer of a lesson */
    ui_rect farms, small, set[CARC_MODULES]; /* the rows of tile sets shown (set_row) */
    ui_rect set_bar; /* the scrollbar beside them, when the list holds more rows */
    ui_rect deck, start, lang, hint;
} setup_rects;

static int max_players(const ui_setup *s)
{
    return carc_sets_max_players(s->sets);
}

/* Whether the setup screen offers a new player a lesson: at the first start (no settings file
   yet), until the offer is answered, and while the players' rows leave it room. */
static bool offering(const ui_app *a)
{
    return !a->cfg.learn_offered && a->cfg_path[0] && a->setup.nplayers <= 3;
}

/* The offer answered, for good: kept in the settings at once. */
static void answer_offer(ui_app *a, bool learn)
{
    a->cfg.learn_offered = true;
    ui_prefs_save(a);
    if (a->opt.events)
        printf("setup: the offer of a lesson answered: %s\n", learn ? "learn to play" : "not now");
    if (learn)
        lesson_start(a, LESSON_FIRST_GAME);
}

static void setup_layout(const ui_app *a, setup_rects *r)
{
    double s = a->s;
    /* Wide enough for each tile set's line on what it does, in every language, on one line;
       tall enough for what the rules mean (three lines) above the buttons. */
    int w = (int)(1200 * s), h = (int)(750 * s);
    if (w > a->w - 20)
        w = a->w - 20;
    if (h > a->h - 20)
        h = a->h - 20;
    int x0 = (a->w - w) / 2, y0 = (a->h - h) / 2;
    r->box = (ui_rect){x0, y0, w, h};
    int pad = (int)(18 * s);
    r->title = (ui_rect){x0, y0 + pad, w, (int)(60 * s)};
    int top = r->title.y + r->title.h + pad;
    int colw = (w - 3 * pad) / 2, rowh = (int)(50 * s), gap = (int)(8 * s);
    int lx = x0 + pad, rx = x0 + 2 * pad + colw, seatw = (int)(118 * s);
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        int y = top + (int)(30 * s) + i * (rowh + gap);
        r->swatch[i] = (ui_rect){lx, y, rowh, rowh};
        r->name[i] = (ui_rect){lx + rowh + gap, y, colw - 2 * (rowh + gap) - seatw - gap, rowh};
        r->seat[i] = (ui_rect){r->name[i].x + r->name[i].w + gap, y, seatw, rowh};
        r->remove[i] = (ui_rect){lx + colw - rowh, y, rowh, rowh};
    }
    int n = a->setup.nplayers;
    r->add = (ui_rect){lx, top + (int)(30 * s) + n * (rowh + gap), colw, (int)(44 * s)};
    /* Below the longest list of players, so that it never moves under the pointer. */
    r->think = (ui_rect){lx, top + (int)(30 * s) + CARC_MAX_PLAYERS * (rowh + gap) + gap, colw,
                         (int)(46 * s)};
    r->aids = (ui_rect){lx, r->think.y + r->think.h + gap, colw, (int)(46 * s)};
    /* "Learn to play:" and the two lessons (lesson.h), each a button. */
    r->learn = (ui_rect){lx, r->aids.y + r->aids.h + gap, colw, (int)(44 * s)};
    int lw = (colw - 2 * gap) * 3 / 10, bw2 = (colw - lw - 2 * gap) / 2;
    r->learn_first = (ui_rect){lx + lw + gap, r->learn.y, bw2, r->learn.h};
    r->learn_farmers = (ui_rect){lx + colw - bw2, r->learn.y, bw2, r->learn.h};
    /* The first start's offer of a lesson, in the players' rows 5 and 6 (while they are free:
       three players at most), its two buttons at its foot. */
    r->offer = (ui_rect){lx, r->swatch[4].y, colw, r->swatch[5].y + rowh - r->swatch[4].y};
    int ob = (int)(36 * s), op = (int)(10 * s), ow = (colw - 3 * op) / 2;
    r->offer_learn = (ui_rect){lx + op, r->offer.y + r->offer.h - op - ob, ow, ob};
    r->offer_later = (ui_rect){lx + 2 * op + ow, r->offer_learn.y, ow, ob};
    int bh = (int)(46 * s), ry = top + (int)(30 * s);
    r->farms = (ui_rect){rx, ry, colw, bh};
    r->small = (ui_rect){rx, ry + (bh + gap), colw, bh};
    /* The tile sets, each a name over a line on what it does: six rows, tight enough for the
       rules' note below them to clear the buttons. */
    int sh = (int)(40 * s), sg = (int)(3 * s), sy = ry + 2 * (bh + gap) + (int)(36 * s);
    for (int m = 0; m < CARC_MODULES; m++)
        r->set[m] = (ui_rect){rx, sy + m * (sh + sg), colw, sh};
    /* The player's own tile sets follow the rule sets' rows in the same place: the list
       scrolls, with a bar in the margin at its right. */
    r->set_bar = (ui_rect){0, 0, 0, 0};
    if (a->setup.nfiles > 0)
        r->set_bar = (ui_rect){rx + colw + pad / 4, sy, pad / 2, CARC_MODULES * (sh + sg) - sg};
    r->deck = (ui_rect){rx, sy + CARC_MODULES * (sh + sg), colw, (int)(28 * s)};
    r->start =
        (ui_rect){x0 + (w - (int)(320 * s)) / 2, y0 + h - pad - (int)(60 * s) - (int)(28 * s),
                  (int)(320 * s), (int)(60 * s)};
    /* Right of the start button, as session.c's open button is left of it. */
    r->lang = (ui_rect){r->start.x + r->start.w + pad, r->start.y,
                        (w - (int)(320 * s)) / 2 - 2 * pad, r->start.h};
    r->hint = (ui_rect){x0, y0 + h - pad - (int)(24 * s), w, (int)(24 * s)};
}

/* The "?" at the right end of a tile set's row: its page of the rules reference. */
static ui_rect set_help(const ui_app *a, const ui_rect *rc)
{
    int m = (int)(4 * a->s);
    return (ui_rect){rc->x + rc->w - rc->h + m, rc->y + m, rc->h - 2 * m, rc->h - 2 * m};
}

/* The rows of the tile sets: the rule modules' sets, then the player's own (set_file). */
static int set_rows(const ui_setup *s)
{
    return CARC_MODULES + s->nfiles;
}

/* The row shown in slot k of the list, or -1. */
static int set_row(const ui_setup *s, int k)
{
    int row = s->set_first + k;
    return k < CARC_MODULES && row < set_rows(s) ? row : -1;
}

/* The own set of a row, or NULL for a rule module's. */
static const carc_set_file *set_file(const ui_setup *s, int row)
{
    return row >= CARC_MODULES && row < set_rows(s) ? &s->files[row - CARC_MODULES] : NULL;
}

static int own_index(const ui_setup *s, const char *name)
{
    for (int i = 0; i < s->nown; i++)
        if (!strcmp(s->own[i], name))
            return i;
    return -1;
}

int setup_set_names(const ui_setup *s, const char **names)
{
    int n = carc_sets_names(s->sets, names);
    for (int i = 0; i < s->nown; i++)
        names[n++] = s->own[i];
    return n;
}

const char *setup_set_title(const ui_app *a, const char *name)
{
    const ui_module_hooks *h = ui_module_hooks_of(carc_module_find(name));
    if (h && h->title)
        return _(h->title);
    for (int f = 0; f < a->setup.nfiles; f++)
        if (!strcmp(a->setup.files[f].name, name))
            return a->setup.files[f].title;
    return name;
}

/* Keeps of names (n of them) the own sets found good, in the order of the files. */
static void setup_own_sets(ui_setup *s, const char names[][CARC_NAME_LEN], int n)
{
    char keep[CARC_MAX_SETS][CARC_NAME_LEN];
    int k = 0;
    for (int f = 0; f < s->nfiles && k < CARC_MAX_SETS; f++)
        for (int i = 0; i < n; i++)
            if (s->files[f].ok && !strcmp(s->files[f].name, names[i])) {
                memcpy(keep[k++], names[i], CARC_NAME_LEN);
                break;
            }
    memcpy(s->own, keep, sizeof keep[0] * (size_t)k);
    s->nown = k;
}

/* Loads the chosen sets once to tell how many tiles the deck holds and whether they load. */
static void count_deck(ui_app *a)
{
    ui_setup *s = &a->setup;
    const char *names[CARC_MAX_SETS + CARC_MODULES];
    int n = setup_set_names(s, names);
    carc_catalog *cat = malloc(sizeof *cat);
    char err[256];
    s->deck_size = -1;
    s->refused[0] = 0;
    if (cat && carc_catalog_load(cat, a->assets, names, n, err, sizeof err) == 0) {
        s->deck_size = cat->deck_size;
        /* Rules the sets refuse (a set's check_rules: 1st-edition farms) cannot start. */
        carc_reason why;
        if (carc_game_check_rules_why(cat, &s->rules, &why) != CARC_OK)
            ui_i18n_reason(&why, s->refused, sizeof s->refused);
    } else if (cat) {
        SDL_Log("setup: %s", err);
        snprintf(s->refused, sizeof s->refused, "%s", err); /* the loader's line, as it is */
    }
    free(cat);
}

static bool colour_used(const ui_setup *s, int colour, int except)
{
    for (int i = 0; i < s->nplayers; i++)
        if (i != except && s->colour[i] == colour)
            return true;
    return false;
}

static int free_colour(const ui_setup *s, int from, int except)
{
    int nc = max_players(s);
    for (int k = 0; k < nc; k++) {
        int c = (from + k) % nc;
        if (!colour_used(s, c, except))
            return c;
    }
    return from;
}

void setup_default_name(const ui_setup *s, int i, char *buf, size_t len)
{
    snprintf(buf, len, s->ai[i] >= 0 ? _("Computer %d") : _("Player %d"), i + 1);
}

bool setup_default_named(const ui_setup *s, int i)
{
    char name[UI_NAME_LEN];
    setup_default_name(s, i, name, sizeof name);
    return !strcmp(s->name[i], name);
}

/* The last game's setup, as the settings remember it (prefs.c). */
static void setup_from_settings(ui_app *a)
{
    ui_setup *s = &a->setup;
    const carc_settings *c = &a->cfg;
    s->sets = c->sets;
    s->nplayers = c->nplayers <= max_players(s) ? c->nplayers : max_players(s);
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        /* A name longer than the setup screen takes is cut between UTF-8 characters. */
        size_t n = strlen(c->players[i].name);
        if (n >= UI_NAME_LEN)
            for (n = UI_NAME_LEN - 1;
                 n > 0 && ((unsigned char)c->players[i].name[n] & 0xC0) == 0x80;)
                n--;
        snprintf(s->name[i], sizeof s->name[i], "%.*s", (int)n, c->players[i].name);
        s->colour[i] = c->players[i].color;
        /* A level this window does not know is played by a person. */
        s->ai[i] = c->players[i].ai[0] ? carc_ai_level_parse(c->players[i].ai) : -1;
        if (!s->name[i][0]) /* no name chosen yet: the default, in the player's language */
            setup_default_name(s, i, s->name[i], sizeof s->name[i]);
    }
    if (max_players(s) < CARC_COLORS) /* pink comes with a set (its seat_gone) */
        for (int i = 0; i < s->nplayers; i++)
            if (s->colour[i] == CARC_PINK)
                s->colour[i] = free_colour(s, 0, i);
    setup_own_sets(s, c->own, c->nown); /* those still there, and good */
    s->think = c->think_longer ? UI_THINK_LONGER : 1;
    s->rules = c->rules;
    s->aids = c->aids;
}

void setup_init(ui_app *a)
{
    ui_setup *s = &a->setup;
    free(s->files);
    memset(s, 0, sizeof *s);
    /* The player's own tile sets, each checked by the loader: a bad one is listed with why. */
    s->files = calloc(CARC_SET_FILES, sizeof *s->files);
    s->nfiles = s->files ? carc_tilesets_scan(a->assets, s->files, CARC_SET_FILES) : 0;
    for (int f = 0; f < s->nfiles; f++)
        if (!s->files[f].ok)
            SDL_Log("setup: tile set %s", s->files[f].error);
    if (!a->opt.players && !a->opt.nseats && !a->opt.sets && !a->opt.nown) {
        setup_from_settings(a);
    } else {
        /* The command line sets the new game up. */
        s->sets = a->opt.sets;
        setup_own_sets(s, (const char(*)[CARC_NAME_LEN])a->opt.own, a->opt.nown);
        s->nplayers = a->opt.players >= 2 && a->opt.players <= max_players(s) ? a->opt.players : 2;
        for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
            s->ai[i] = i < a->opt.nseats ? a->opt.seat_ai[i] : -1;
            setup_default_name(s, i, s->name[i], sizeof s->name[i]);
            s->colour[i] = i;
        }
        if (a->opt.nseats >= 2 && a->opt.nseats <= max_players(s))
            s->nplayers = a->opt.nseats;
        s->think = 1;
        s->rules.farms = CARC_FARMS_3RD;
        s->aids = a->cfg.aids;
    }
    if (a->opt.think > 0)
        s->think = a->opt.think;
    s->editing = -1;
    count_deck(a);
}

/* Starts typing player i's name with all of it selected, so that typing replaces it. */
static void start_editing(ui_app *a, int i)
{
    ui_setup *s = &a->setup;
    s->editing = i;
    s->caret = strlen(s->name[i]);
    s->all = true;
    SDL_StartTextInput();
}

/* The byte offset of the UTF-8 character before (dir < 0) or after the one at k in n. */
static size_t char_step(const char *n, size_t k, int dir)
{
    if (dir < 0) {
        while (k > 0 && ((unsigned char)n[--k] & 0xC0u) == 0x80u)
            ;
        return k;
    }
    if (n[k])
        while (n[++k] && ((unsigned char)n[k] & 0xC0u) == 0x80u)
            ;
    return k;
}

/* The keys of the name being typed: true when k was one of them. */
static bool edit_key(ui_app *a, SDL_Keycode k, bool ctrl)
{
    ui_setup *s = &a->setup;
    char *n = s->name[s->editing];
    size_t len = strlen(n);
    if (s->caret > len)
        s->caret = len;
    bool all = s->all;
    s->all = false;
    switch (k) {
    case SDLK_a:
        if (!ctrl) {
            s->all = all;
            return false; /* typed as text */
        }
        s->all = true;
        s->caret = len;
        return true;
    case SDLK_BACKSPACE:
    case SDLK_DELETE: {
        size_t from = all ? 0 : k == SDLK_BACKSPACE ? char_step(n, s->caret, -1) : s->caret;
        size_t to = all ? len : k == SDLK_BACKSPACE ? s->caret : char_step(n, s->caret, 1);
        memmove(n + from, n + to, len - to + 1);
        s->caret = from;
        return true;
    }
    case SDLK_LEFT:
        s->caret = all ? 0 : char_step(n, s->caret, -1);
        return true;
    case SDLK_RIGHT:
        s->caret = all ? len : char_step(n, s->caret, 1);
        return true;
    case SDLK_HOME:
        s->caret = 0;
        return true;
    case SDLK_END:
        s->caret = len;
        return true;
    default:
        s->all = all;
        return false;
    }
}

/* Text typed into the name: at the caret, or in place of the whole name when it is selected. */
static void edit_text(ui_app *a, const char *text)
{
    ui_setup *s = &a->setup;
    char *n = s->name[s->editing];
    if (s->all) {
        n[0] = '\0';
        s->caret = 0;
        s->all = false;
    }
    size_t len = strlen(n), add = strlen(text);
    if (s->caret > len)
        s->caret = len;
    if (len + add >= UI_NAME_LEN)
        return;
    memmove(n + s->caret + add, n + s->caret, len - s->caret + 1);
    memcpy(n + s->caret, text, add);
    s->caret += add;
}

static void stop_editing(ui_app *a)
{
    ui_setup *s = &a->setup;
    if (s->editing >= 0 && !s->name[s->editing][0])
        setup_default_name(s, s->editing, s->name[s->editing], sizeof s->name[s->editing]);
    s->editing = -1;
    SDL_StopTextInput();
}

static bool any_computer(const ui_setup *s)
{
    for (int i = 0; i < s->nplayers; i++)
        if (s->ai[i] >= 0)
            return true;
    return false;
}

/* Hands seat i to the next kind of player (person, easy, medium, hard; dir -1 backwards). A
   name nobody typed follows: "Player 2" becomes "Computer 2" and back. */
static void cycle_seat(ui_setup *s, int i, int dir)
{
    const bool untouched = setup_default_named(s, i);
    s->ai[i] = (s->ai[i] + 1 + dir + CARC_AI_LEVELS + 1) % (CARC_AI_LEVELS + 1) - 1;
    if (untouched)
        setup_default_name(s, i, s->name[i], sizeof s->name[i]);
}

/* The language the player chose: one of ui_i18n_code's, or -1 for the system's. */
static int chosen_language(void)
{
    for (int k = 0; k < UI_LANGUAGES; k++)
        if (!strcmp(ui_i18n_choice(), ui_i18n_code(k)))
            return k;
    return -1;
}

void setup_cycle_language(ui_app *a, int dir)
{
    ui_setup *s = &a->setup;
    bool untouched[CARC_MAX_PLAYERS];
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        untouched[i] = setup_default_named(s, i);
    int next = (chosen_language() + 1 + dir + UI_LANGUAGES + 1) % (UI_LANGUAGES + 1);
    ui_i18n_set(next ? ui_i18n_code(next - 1) : "");
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        if (untouched[i])
            setup_default_name(s, i, s->name[i], sizeof s->name[i]);
    snprintf(a->cfg.language, sizeof a->cfg.language, "%s", ui_i18n_choice());
    ui_prefs_save(a);
}

void setup_language_label(char *buf, size_t len)
{
    int now = chosen_language();
    if (now >= 0)
        /* TRANSLATORS: the language button (setup screen, settings); %s is a language's own
           name ("Deutsch"). */
        snprintf(buf, len, _("Language: %s"), ui_i18n_native(now));
    else
        /* TRANSLATORS: the language button (setup screen, settings) when the game follows the
           system's language. */
        snprintf(buf, len, "%s", _("Language: the system's"));
}

static void start_game(ui_app *a)
{
    stop_editing(a);
    uint64_t seed =
        a->opt.has_seed ? a->opt.seed : (uint64_t)time(NULL) ^ SDL_GetPerformanceCounter();
    if (play_start(a, seed)) {
        ui_prefs_save(a); /* the next run's setup starts from this one */
        a->depth = 0;
        ui_push(a, SCR_GAME);
    }
}

/* The row of the tile set whose button is at (x, y), or -1. */
static int set_at(const ui_setup *s, const setup_rects *r, int x, int y)
{
    for (int k = 0; k < CARC_MODULES; k++)
        if (ui_rect_has(&r->set[k], x, y))
            return set_row(s, k);
    return -1;
}

/* The player's own set f in or out of the setup; a bad file stays out. */
static void toggle_own(ui_app *a, const carc_set_file *f)
{
    ui_setup *s = &a->setup;
    const int i = own_index(s, f->name);
    if (i >= 0) {
        memmove(s->own[i], s->own[i + 1], sizeof s->own[0] * (size_t)(s->nown - i - 1));
        s->nown--;
    } else if (f->ok) {
        const char *names[CARC_MAX_SETS + CARC_MODULES];
        if (setup_set_names(s, names) >= CARC_MAX_SETS) {
            snprintf(s->note, sizeof s->note,
                     P_("At most %d tile set can be in play.",
                        "At most %d tile sets can be in play.", CARC_MAX_SETS),
                     CARC_MAX_SETS);
            return;
        }
        char all[CARC_MAX_SETS + 1][CARC_NAME_LEN];
        memcpy(all, s->own, sizeof s->own[0] * (size_t)s->nown);
        memcpy(all[s->nown], f->name, CARC_NAME_LEN);
        setup_own_sets(s, (const char(*)[CARC_NAME_LEN])all, s->nown + 1);
    } else {
        return;
    }
    count_deck(a);
}

/* The list of tile sets scrolled by dir rows, within its ends. */
static void scroll_sets(ui_setup *s, int dir)
{
    int last = set_rows(s) - CARC_MODULES;
    s->set_first += dir;
    if (s->set_first > last)
        s->set_first = last;
    if (s->set_first < 0)
        s->set_first = 0;
}

/* Module m's set in or out of the setup. */
static void toggle_set(ui_app *a, int m)
{
    ui_setup *s = &a->setup;
    s->sets ^= 1u << m;
    if (max_players(s) < CARC_COLORS) {
        /* Without the sixth colour: five players at most, and nobody pink; said aloud, in the
           words of the set that took them, since the player clicked a tile set, not a
           player. */
        const ui_module_hooks *h = ui_module_hooks_of(m);
        if (s->nplayers > max_players(s)) {
            s->nplayers = max_players(s);
            if (h && h->seat_gone)
                snprintf(s->note, sizeof s->note, _(h->seat_gone), s->name[s->nplayers]);
        }
        for (int i = 0; i < s->nplayers; i++)
            if (s->colour[i] == CARC_PINK) {
                s->colour[i] = free_colour(s, 0, i);
                size_t n = strlen(s->note);
                char said[160] = "";
                if (h && h->colour_gone)
                    snprintf(said, sizeof said, h->colour_gone(s->colour[i]), s->name[i]);
                snprintf(s->note + n, sizeof s->note - n, "%s%s", n ? " " : "", said);
            }
    }
    count_deck(a);
}

void setup_event(ui_app *a, const SDL_Event *e)
{
    ui_setup *s = &a->setup;
    setup_rects r;
    setup_layout(a, &r);
    switch (e->type) {
    case SDL_MOUSEMOTION:
        a->dirty = true;
        break;
    case SDL_MOUSEWHEEL: {
        ui_rect list = {r.set[0].x, r.set[0].y, r.set[0].w + r.set_bar.w + (int)(18 * a->s),
                        r.set[CARC_MODULES - 1].y + r.set[CARC_MODULES - 1].h - r.set[0].y};
        if (ui_rect_has(&list, a->mx, a->my)) {
            scroll_sets(s, -e->wheel.y);
            a->dirty = true;
        }
        break;
    }
    case SDL_MOUSEBUTTONUP: {
        int x = a->mx, y = a->my;
        a->dirty = true;
        if (e->button.button == SDL_BUTTON_RIGHT) {
            for (int i = 0; i < s->nplayers; i++)
                if (ui_rect_has(&r.seat[i], x, y))
                    cycle_seat(s, i, -1);
            if (ui_rect_has(&r.lang, x, y))
                setup_cycle_language(a, -1);
            break;
        }
        if (e->button.button != SDL_BUTTON_LEFT)
            break;
        s->note[0] = '\0';                         /* read, and the player acts again */
        if (session_setup_button_click(a, &r.box)) /* session.c: the open dialog */
            return;
        if (net_setup_button_click(a, &r.box)) /* net_ui.c: hosting a game */
            return;
        if (offering(a) && ui_rect_has(&r.offer, x, y)) {
            if (ui_rect_has(&r.offer_learn, x, y) || ui_rect_has(&r.offer_later, x, y))
                answer_offer(a, ui_rect_has(&r.offer_learn, x, y));
            return;
        }
        for (int i = 0; i < s->nplayers; i++) {
            if (ui_rect_has(&r.swatch[i], x, y)) {
                s->colour[i] = free_colour(s, s->colour[i] + 1, i);
                return;
            }
            if (ui_rect_has(&r.seat[i], x, y)) {
                stop_editing(a);
                cycle_seat(s, i, 1);
                return;
            }
            if (ui_rect_has(&r.name[i], x, y)) {
                if (s->editing != i)
                    start_editing(a, i);
                return;
            }
            if (s->nplayers > 2 && ui_rect_has(&r.remove[i], x, y)) {
                stop_editing(a);
                for (int k = i; k + 1 < CARC_MAX_PLAYERS; k++) {
                    memcpy(s->name[k], s->name[k + 1], sizeof s->name[k]);
                    s->colour[k] = s->colour[k + 1];
                    s->ai[k] = s->ai[k + 1];
                }
                s->nplayers--;
                return;
            }
        }
        stop_editing(a);
        for (int k = 0; k < CARC_MODULES; k++) {
            ui_rect q = set_help(a, &r.set[k]);
            const int row = set_row(s, k);
            if (row >= 0 && row < CARC_MODULES && ui_rect_has(&q, x, y)) {
                rules_open(a, RULES_MODULE(row));
                return;
            }
        }
        if (ui_rect_has(&r.set_bar, x, y)) { /* that part of the list */
            scroll_sets(s, (y - r.set_bar.y) * set_rows(s) / (r.set_bar.h ? r.set_bar.h : 1) -
                               CARC_MODULES / 2 - s->set_first);
            return;
        }
        if (ui_rect_has(&r.learn_first, x, y) || ui_rect_has(&r.learn_farmers, x, y)) {
            lesson_start(a, ui_rect_has(&r.learn_first, x, y) ? LESSON_FIRST_GAME : LESSON_FARMERS);
            return;
        }
        if (s->nplayers < max_players(s) && ui_rect_has(&r.add, x, y)) {
            int i = s->nplayers++;
            s->colour[i] = free_colour(s, s->colour[i], i);
        } else if (any_computer(s) && ui_rect_has(&r.think, x, y)) {
            s->think = s->think > 1 ? 1 : UI_THINK_LONGER;
        } else if (ui_rect_has(&r.aids, x, y)) {
            s->aids = !s->aids;
        } else if (ui_rect_has(&r.farms, x, y)) {
            s->rules.farms = (carc_farm_scoring)((s->rules.farms + 1) % 4);
            count_deck(a); /* the sets may refuse the edition */
        } else if (ui_rect_has(&r.small, x, y)) {
            s->rules.small_city_two_points = !s->rules.small_city_two_points;
        } else if (set_at(s, &r, x, y) >= CARC_MODULES) {
            toggle_own(a, set_file(s, set_at(s, &r, x, y)));
        } else if (set_at(s, &r, x, y) >= 0) {
            toggle_set(a, set_at(s, &r, x, y));
        } else if (ui_rect_has(&r.start, x, y) && s->deck_size > 0 && !s->refused[0]) {
            start_game(a);
        } else if (ui_rect_has(&r.lang, x, y)) {
            setup_cycle_language(a, 1);
        }
        break;
    }
    case SDL_TEXTINPUT:
        if (s->editing >= 0) {
            edit_text(a, e->text.text);
            a->dirty = true;
        }
        break;
    case SDL_KEYDOWN: {
        SDL_Keycode k = e->key.keysym.sym;
        if (s->editing >= 0) {
            bool handled = edit_key(a, k, e->key.keysym.mod & KMOD_CTRL);
            if (!handled && (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE)) {
                stop_editing(a);
            } else if (!handled && k == SDLK_TAB) {
                int next = (s->editing + 1) % s->nplayers;
                stop_editing(a);
                start_editing(a, next);
            }
            a->dirty = true;
            break;
        }
        if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && s->deck_size > 0 && !s->refused[0])
            start_game(a);
        else if (k == SDLK_ESCAPE)
            ui_push(a, SCR_MENU);
        else if (k == SDLK_h || k == SDLK_F1)
            ui_push(a, SCR_HELP);
        else if (k == SDLK_l)
            lesson_start(a, LESSON_FIRST_GAME); /* the guided first game */
        a->dirty = true;
        break;
    }
    default:
        break;
    }
}

static const char *farm_label(carc_farm_scoring f)
{
    switch (f) {
    case CARC_FARMS_3RD:
        return _("Farms: 3rd edition (current)");
    case CARC_FARMS_2ND:
        return _("Farms: 2nd edition");
    case CARC_FARMS_1ST:
        return _("Farms: 1st edition");
    default:
        return _("Farms: none (no farmers)");
    }
}

static const char *farm_help(carc_farm_scoring f)
{
    switch (f) {
    case CARC_FARMS_3RD:
        return _("Each farm scores 3 per completed city it touches, for the players with the "
                 "most farmers in it.");
    case CARC_FARMS_2ND:
        return _("As the current rules, but a city scores at most once for each player.");
    case CARC_FARMS_1ST:
        return _("Each completed city scores 4 for the players with the most farmers in the "
                 "farms around it.");
    default:
        return _("Fields take no followers and score nothing.");
    }
}

const char *ui_level_label(int level)
{
    switch (level) {
    case CARC_AI_EASY:
        return _("Easy");
    case CARC_AI_MEDIUM:
        return _("Medium");
    default:
        return _("Hard");
    }
}

/* Who plays a seat: "Person", or "Computer" over its level on a cooler colour, so a table of
   seats reads at a glance. A click goes on to the next, a right-click back. */
static void seat_button(ui_app *a, const ui_rect *rc, int level)
{
    bool hot = ui_rect_has(rc, a->mx, a->my);
    SDL_Color bg = level < 0 ? (SDL_Color){70, 64, 56, 255} : (SDL_Color){52, 74, 96, 255};
    if (hot)
        bg = (SDL_Color){(Uint8)(bg.r + 22), (Uint8)(bg.g + 22), (Uint8)(bg.b + 22), 255};
    gfx_rounded(a->ren, rc, (int)(6 * a->s), bg);
    if (level < 0) {
        gfx_text_in(a, FONT_BOLD, _("Person"), rc, COL_TEXT, ALIGN_CENTRE);
        return;
    }
    int sh = gfx_font_h(a, FONT_SMALL), bh = gfx_font_h(a, FONT_BOLD);
    int y = rc->y + (rc->h - sh - bh) / 2;
    gfx_text(a, FONT_SMALL, _("Computer"), rc->x + rc->w / 2, y, (SDL_Color){170, 196, 222, 255},
             ALIGN_CENTRE);
    gfx_text(a, FONT_BOLD, ui_level_label(level), rc->x + rc->w / 2, y + sh, COL_WHITE,
             ALIGN_CENTRE);
}

/* A player's own tile set: its title, where it comes from; a bad file greyed, with why. */
static void own_set_button(ui_app *a, const ui_rect *rc, const carc_set_file *f, bool on)
{
    if (f->ok) {
        gfx_toggle(a, rc, "", on);
    } else {
        gfx_rounded(a->ren, rc, (int)(8 * a->s), (SDL_Color){52, 48, 43, 255});
    }
    int bs = rc->h - (int)(18 * a->s), tx = rc->x + bs + (int)(20 * a->s);
    int w = rc->x + rc->w - (int)(10 * a->s) - tx;
    int th = gfx_font_h(a, FONT_BODY), sh = gfx_font_h(a, FONT_SMALL);
    if (f->ok) {
        ui_rect name = {tx, rc->y, w, rc->h};
        gfx_text_in(a, FONT_BODY, f->title, &name, COL_TEXT, ALIGN_LEFT);
        return;
    }
    int y = rc->y + (rc->h - th - sh) / 2;
    ui_rect name = {tx, y, w, th};
    gfx_text_in(a, FONT_BODY, f->title, &name, COL_DIM, ALIGN_LEFT);
    /* The loader's line without the folder: the file, the place, the reason. */
    const char *slash = strrchr(f->path, '/');
    const char *why = strncmp(f->error, f->path, strlen(f->path)) == 0 && slash
                          ? f->error + (slash + 1 - f->path)
                          : f->error;
    ui_rect er = {tx, y + th, w, sh};
    gfx_text_in(a, FONT_SMALL, why, &er, (SDL_Color){200, 120, 100, 255}, ALIGN_LEFT);
}

/* A tile set's toggle: its name, and under it a line on what it does. */
static void set_button(ui_app *a, const ui_rect *rc, const char *label, bool on)
{
    ui_rect q = set_help(a, rc);
    gfx_toggle(a, rc, "", on);
    int bs = rc->h - (int)(18 * a->s), tx = rc->x + bs + (int)(20 * a->s);
    ui_rect name = {tx, rc->y, q.x - (int)(8 * a->s) - tx, rc->h};
    gfx_text_in(a, FONT_BODY, label, &name, COL_TEXT, ALIGN_LEFT);
    gfx_button(a, &q, "?", true, false);
}

void setup_draw(ui_app *a)
{
    ui_setup *s = &a->setup;
    setup_rects r;
    setup_layout(a, &r);
    ui_rect all = {0, 0, a->w, a->h};
    gfx_fill(a->ren, &all, COL_BG);
    gfx_rounded(a->ren, &r.box, (int)(14 * a->s), COL_PANEL);
    gfx_text_in(a, FONT_HUGE, _("Carcassonne"), &r.title, COL_GOLD, ALIGN_CENTRE);
    int lh = gfx_font_h(a, FONT_BOLD);
    gfx_text(a, FONT_BOLD, _("Players"), r.swatch[0].x, r.swatch[0].y - lh - (int)(6 * a->s),
             COL_DIM, ALIGN_LEFT);
    gfx_text(a, FONT_BOLD, _("Rules"), r.farms.x, r.farms.y - lh - (int)(6 * a->s), COL_DIM,
             ALIGN_LEFT);
    gfx_text(a, FONT_BOLD, _("Tile sets"), r.set[0].x, r.set[0].y - lh - (int)(6 * a->s), COL_DIM,
             ALIGN_LEFT);
    for (int i = 0; i < s->nplayers; i++) {
        SDL_Color pc = ui_player_colour(s->colour[i]);
        gfx_rounded(a->ren, &r.swatch[i], (int)(8 * a->s), pc);
        SDL_Texture *mk = ui_art_sprite(&a->art, &a->art.mark[ui_player_mark(a, s->colour[i])],
                                        r.swatch[i].w * .5);
        if (mk) {
            SDL_Rect d = {r.swatch[i].x + r.swatch[i].w / 4, r.swatch[i].y + r.swatch[i].h / 4,
                          r.swatch[i].w / 2, r.swatch[i].h / 2};
            SDL_RenderCopy(a->ren, mk, NULL, &d);
        }
        bool ed = s->editing == i;
        gfx_rounded(a->ren, &r.name[i], (int)(6 * a->s),
                    ed ? (SDL_Color){250, 244, 228, 255} : (SDL_Color){58, 53, 46, 255});
        ui_rect t = {r.name[i].x + (int)(12 * a->s), r.name[i].y, r.name[i].w - (int)(24 * a->s),
                     r.name[i].h};
        if (ed) {
            /* The selection behind the name, or a steady caret where typing goes. */
            char before[UI_NAME_LEN];
            snprintf(before, sizeof before, "%.*s", (int)s->caret, s->name[i]);
            int fh = gfx_font_h(a, FONT_BOLD), ty = t.y + (t.h - fh) / 2;
            ui_rect mark =
                s->all ? (ui_rect){t.x - 2, ty, gfx_text_w(a, FONT_BOLD, s->name[i]) + 4, fh}
                       : (ui_rect){t.x + gfx_text_w(a, FONT_BOLD, before), ty,
                                   (int)fmax(2, 2 * a->s), fh};
            gfx_fill(a->ren, &mark, s->all ? (SDL_Color){240, 200, 90, 255} : COL_DARK);
        }
        gfx_text_in(a, FONT_BOLD, s->name[i], &t, ed ? COL_DARK : COL_TEXT, ALIGN_LEFT);
        if (!ed) {
            ui_rect c = {t.x, t.y, t.w, t.h};
            gfx_text_in(a, FONT_SMALL, ui_colour_label(s->colour[i]), &c, COL_DIM, ALIGN_RIGHT);
        }
        seat_button(a, &r.seat[i], s->ai[i]);
        if (s->nplayers > 2)
            gfx_button(a, &r.remove[i], "×", true, false);
    }
    if (s->nplayers < max_players(s))
        gfx_button(a, &r.add, _("+ Add player"), true, false);
    if (any_computer(s))
        gfx_toggle(a, &r.think, _("Computer players think longer"), s->think > 1);
    gfx_toggle(a, &r.aids, _("Aids: cards, fit counts, hints"), s->aids);
    ui_rect learn = {r.learn.x, r.learn.y, r.learn_first.x - r.learn.x, r.learn.h};
    gfx_text_in(a, FONT_BOLD, _("Learn to play:"), &learn, COL_DIM, ALIGN_LEFT);
    gfx_button(a, &r.learn_first, _("Your first game"), true, false);
    gfx_button(a, &r.learn_farmers, _("Farmers"), true, false);
    if (offering(a)) {
        int op = (int)(10 * a->s);
        gfx_note_box(a, &r.offer, (SDL_Color){44, 40, 34, 255});
        ui_rect q = {r.offer.x + op, r.offer.y + op / 2, r.offer.w - 2 * op,
                     gfx_font_h(a, FONT_BOLD) + op / 2};
        gfx_text_in(a, FONT_BOLD, _("New to Carcassonne?"), &q, COL_GOLD, ALIGN_LEFT);
        q = (ui_rect){q.x, q.y + q.h, q.w, r.offer_learn.y - q.y - q.h};
        gfx_text_in(a, FONT_SMALL, _("A guided first game teaches you the rules as you play."), &q,
                    COL_TEXT, ALIGN_LEFT);
        gfx_button(a, &r.offer_learn, _("Learn to play"), true, true);
        gfx_button(a, &r.offer_later, _("Not now"), true, false);
    }
    gfx_button(a, &r.farms, farm_label(s->rules.farms), true, false);
    gfx_toggle(a, &r.small, _("Two-tile cities score 2 (1st/2nd ed.)"),
               s->rules.small_city_two_points);
    const carc_set_file *hot_bad = NULL; /* a bad file under the pointer: its whole reason */
    for (int k = 0; k < CARC_MODULES; k++) {
        const int row = set_row(s, k);
        const carc_set_file *f = set_file(s, row);
        if (f) {
            own_set_button(a, &r.set[k], f, own_index(s, f->name) >= 0);
            if (!f->ok && ui_rect_has(&r.set[k], a->mx, a->my))
                hot_bad = f;
        } else if (row >= 0) {
            set_button(a, &r.set[k], _(ui_module_hooks_of(row)->title), s->sets >> row & 1u);
        }
    }
    if (r.set_bar.w > 0) {
        gfx_rounded(a->ren, &r.set_bar, r.set_bar.w / 2, (SDL_Color){58, 53, 46, 255});
        const int n = set_rows(s);
        ui_rect thumb = {r.set_bar.x, r.set_bar.y + r.set_bar.h * s->set_first / n, r.set_bar.w,
                         r.set_bar.h * CARC_MODULES / n};
        gfx_rounded(a->ren, &thumb, r.set_bar.w / 2, (SDL_Color){140, 126, 100, 255});
    }
    char buf[96];
    if (s->deck_size > 0)
        snprintf(buf, sizeof buf,
                 P_("Base game + chosen sets: %d tile to draw",
                    "Base game + chosen sets: %d tiles to draw", s->deck_size),
                 s->deck_size);
    else
        snprintf(buf, sizeof buf, "%s",
                 _("These tile sets could not be loaded (see the console)."));
    bool bad = s->deck_size <= 0 || s->refused[0];
    if (s->refused[0]) {
        ui_rect why = {r.deck.x, r.deck.y, r.deck.w, r.start.y - (int)(6 * a->s) - r.deck.y};
        gfx_text_wrap_in(a, FONT_SMALL, s->refused, &why, (SDL_Color){240, 110, 90, 255});
    } else
        gfx_text_in(a, FONT_BODY, buf, &r.deck, bad ? (SDL_Color){240, 110, 90, 255} : COL_TEXT,
                    ALIGN_LEFT);
    /* What the chosen rules mean, so nobody has to know the editions by heart. */
    char rules[512];
    snprintf(rules, sizeof rules, "%s %s", farm_help(s->rules.farms),
             s->rules.small_city_two_points
                 ? _("A completed city of two tiles scores 2 (1 per tile and pennant).")
                 : _("A completed city scores 2 per tile and pennant, however small."));
    if (!s->refused[0]) { /* the refusal takes the place of what the rules mean */
        /* Between the deck's line and the buttons, never under them. */
        int top = r.deck.y + r.deck.h + (int)(8 * a->s);
        ui_rect note = {r.deck.x, top, r.deck.w, r.start.y - (int)(6 * a->s) - top};
        gfx_text_wrap_in(a, FONT_SMALL, rules, &note, COL_DIM);
    }
    gfx_button(a, &r.start, _("Start game"), !bad, true);
    char lang[96];
    setup_language_label(lang, sizeof lang);
    gfx_button(a, &r.lang, lang, true, false);
    session_setup_button_draw(a, &r.box); /* session.c: "Open a game or puzzle" */
    net_setup_button_draw(a, &r.box);     /* net_ui.c: "Host a game across machines" */
    if (hot_bad)
        gfx_text_in(a, FONT_SMALL, hot_bad->error, &r.hint, (SDL_Color){240, 110, 90, 255},
                    ALIGN_CENTRE);
    else if (s->note[0])
        gfx_text_in(a, FONT_BOLD, s->note, &r.hint, COL_GOLD, ALIGN_CENTRE);
    else
        gfx_text_in(a, FONT_SMALL,
                    _("Click a colour to change it, a name to type it, Person or Computer to "
                      "choose who plays. Enter starts. H help, Esc menu and settings."),
                    &r.hint, COL_DIM, ALIGN_CENTRE);
}
