/*
 * screen_rules.c: the rules reference (screen_rules.h), an overlay over the setup screen or the
 * game. Its tile pictures are the real tiles of the seven sets, drawn from an art of their own
 * (loaded once, the first time the reference opens, from a catalog of every set), and its
 * figures the sprites the board draws. The words follow ../shared/rules/RULES.md; the base
 * game's page says how fields and two-tile cities score under the edition chosen (the game's
 * when one is on screen, else the setup's).
 *
 * The page lays out its rectangles in one function used both to draw and to hit-test, as the
 * other screens do; every text is wrapped in its box, so that the layout check (--check-layout)
 * reports one that does not fit.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "module_ui.h"
#include "screen_rules.h"
#include "tileset_io.h"

/* The base game's page; each set's is in its window hooks (module_ui.h). */
static const ui_rules_page base_page = {
    .adds = N_(
        "Place your tile so that every side it touches matches: road to road, city to city, "
        "field to field. Then you may put a follower on a road, city, cloister or field of that "
        "tile that nobody holds yet. A road, city or cloister scores as soon as it is completed "
        "and its followers come home; the most followers in it score, and a tie scores for all."),
    .tiles = {"D", "B", "F", "V"},
    .nfigures = 1,
    .figures = {{.kind = CARC_FIG_FOLLOWER}},
    .rows = {{N_("Road"), N_("1 per tile"), N_("1 per tile")},
             {N_("City"), N_("2 per tile and per pennant"), N_("1 per tile and per pennant")},
             {N_("Cloister"), N_("9 once surrounded"), N_("1 + the tiles around it")},
             {N_("Field"), N_("Never completed"), NULL}},
};

/* Page p's title and contents: the base game's, then each module's (RULES_MODULE). */
static const char *page_title(int p)
{
    return p == RULES_BASE ? N_("Base game") : ui_module_hooks_of(p - 1)->title;
}

static const ui_rules_page *page_of(int p)
{
    return p == RULES_BASE ? &base_page : ui_module_hooks_of(p - 1)->rules;
}

static struct {
    bool loaded, failed;
    carc_catalog *cat;
    ui_art art;
    int order[RULES_PAGES]; /* the pages in the order of the tabs */
    int at;                 /* the index in order[] shown */
    int nplay;              /* the first nplay of order[] are the sets of the game on screen */
} R;

static int px(const ui_app *a, double v)
{
    return (int)(v * a->s);
}

/* The tile set of each page: "base", then each module's (its name). */
static const char *const *set_names(void)
{
    static const char *names[RULES_PAGES];
    names[RULES_BASE] = "base";
    for (int m = 0; m < CARC_MODULES; m++)
        names[RULES_MODULE(m)] = carc_modules[m].name;
    return names;
}

static void load_art(ui_app *a)
{
    if (R.loaded || R.failed)
        return;
    R.cat = malloc(sizeof *R.cat);
    char err[256];
    if (!R.cat ||
        carc_catalog_load(R.cat, a->assets, set_names(), RULES_PAGES, err, sizeof err) != 0) {
        fprintf(stderr, "carcassonne: the rules' tiles: %s\n", R.cat ? err : "out of memory");
        free(R.cat);
        R.cat = NULL;
        R.failed = true;
        return;
    }
    memset(&R.art, 0, sizeof R.art);
    ui_art_load_sprites(&R.art, a->ren, a->assets);
    ui_art_load_tiles(&R.art, a->assets, R.cat);
    R.loaded = true;
}

void rules_free(ui_app *a)
{
    (void)a;
    if (R.loaded)
        ui_art_free(&R.art);
    free(R.cat);
    memset(&R, 0, sizeof R);
}

void rules_open(ui_app *a, int page)
{
    /* From a game, the sets in play first, in the pages' order; then the others. */
    int n = 0;
    bool in[RULES_PAGES] = {false};
    for (int p = 0; p < RULES_PAGES && a->play && ui_top(a) != SCR_SETUP; p++)
        if (carc_catalog_find_set(a->play->cat, set_names()[p]) >= 0) {
            R.order[n++] = p;
            in[p] = true;
        }
    R.nplay = n;
    for (int p = 0; p < RULES_PAGES; p++)
        if (!in[p])
            R.order[n++] = p;
    R.at = 0;
    for (int i = 0; i < RULES_PAGES; i++)
        if (R.order[i] == page)
            R.at = i;
    load_art(a);
    ui_push(a, SCR_RULES);
}

/* ---- layout ---- */

typedef struct rules_rects {
    ui_rect box, tab[RULES_PAGES], page, close;
} rules_rects;

static void layout(ui_app *a, rules_rects *r)
{
    int w = a->w - px(a, 40), h = a->h - px(a, 40);
    if (w > px(a, 1240))
        w = px(a, 1240);
    if (h > px(a, 800))
        h = px(a, 800);
    r->box = ui_rect_centred(a->w, a->h, w, h);
    int pad = px(a, 18), tw = px(a, 250), th = px(a, 44), gap = px(a, 6);
    int y = r->box.y + pad + px(a, 44);
    for (int i = 0; i < RULES_PAGES; i++)
        r->tab[i] = (ui_rect){r->box.x + pad, y + i * (th + gap), tw, th};
    int bw = gfx_text_w(a, FONT_BODY, _("Close")) + px(a, 40);
    r->close = (ui_rect){r->box.x + pad, r->box.y + r->box.h - pad - px(a, 40), bw, px(a, 40)};
    int px0 = r->box.x + pad + tw + px(a, 24);
    r->page = (ui_rect){px0, r->box.y + pad, r->box.x + r->box.w - pad - px0, r->box.h - 2 * pad};
}

/* The line under the base game's table: how fields and two-tile cities score in the edition of
   the game on screen, or of the game being set up. */
static const char *field_rule(carc_farm_scoring f)
{
    switch (f) {
    case CARC_FARMS_3RD:
        return _("3rd edition: each field scores 3 for every completed city it touches, to the "
                 "players with the most farmers in it.");
    case CARC_FARMS_2ND:
        return _("2nd edition: 3 for every completed city touching a field a player wins, each "
                 "city once per player.");
    case CARC_FARMS_1ST:
        return _("1st edition: each completed city gives 4 to the players with the most farmers "
                 "in all the fields touching it.");
    default:
        return _("Fields do not score in this game: no farmers are placed.");
    }
}

static const carc_rules *rules_shown(const ui_app *a)
{
    for (int i = 0; i < a->depth; i++)
        if (a->stack[i] == SCR_GAME && a->play)
            return &a->play->g->rules;
    return &a->setup.rules;
}

/* ---- drawing ---- */

static void draw_pictures(ui_app *a, const ui_rules_page *pg, int x, int y, int size, int right)
{
    int gap = px(a, 12);
    for (int i = 0; i < 4 && pg->tiles[i] && R.loaded; i++) {
        int t = carc_catalog_find(R.cat, pg->tiles[i]);
        if (t < 0 || x + size > right)
            continue;
        SDL_Texture *tex = ui_art_tile(&R.art, t, 0, size > 96 ? 0 : 1);
        SDL_Rect d = {x, y, size, size};
        if (tex)
            SDL_RenderCopy(a->ren, tex, NULL, &d);
        x += size + gap;
    }
    x += gap;
    for (int i = 0; i < pg->nfigures; i++) {
        const ui_rules_figure *fg = &pg->figures[i];
        const char *name = fg->sprite ? _(fg->name) : ui_figure_label(fg->kind);
        int cw = size + px(a, 30), nw = gfx_text_w(a, FONT_SMALL, name) + px(a, 8);
        cw = nw > cw ? nw : cw; /* the name under the figure, whole */
        if (x + cw > right)
            break;
        double cx = x + cw / 2.0, cy = y + size * .42;
        if (!fg->sprite) {
            ui_draw_figure(a, cx, cy, size * .55, CARC_RED, fg->kind, false, 255);
        } else {
            SDL_Texture *s = ui_art_sprite(&a->art, fg->sprite(a), size * .7);
            SDL_FRect d = {(float)(cx - size * .35), (float)(cy - size * .35), (float)(size * .7),
                           (float)(size * .7)};
            if (s)
                SDL_RenderCopyF(a->ren, s, NULL, &d);
        }
        ui_rect nr = {x, y + size - gfx_font_h(a, FONT_SMALL), cw, gfx_font_h(a, FONT_SMALL)};
        gfx_text_in(a, FONT_SMALL, name, &nr, COL_TEXT, ALIGN_CENTRE);
        x += cw + gap;
    }
}

void rules_draw(ui_app *a)
{
    rules_rects r;
    layout(a, &r);
    gfx_dialog(a, &r.box, NULL, COL_GOLD); /* its title beside the tabs */
    ui_rect head = {r.tab[0].x, r.box.y + px(a, 14), r.tab[0].w, px(a, 30)};
    gfx_text_in(a, FONT_BOLD, _("Rules of the game"), &head, COL_GOLD, ALIGN_LEFT);
    for (int i = 0; i < RULES_PAGES; i++) {
        bool on = i == R.at, hot = ui_rect_has(&r.tab[i], a->mx, a->my);
        gfx_rounded(a->ren, &r.tab[i], px(a, 8),
                    on    ? (SDL_Color){92, 78, 40, 255}
                    : hot ? (SDL_Color){62, 56, 48, 255}
                          : (SDL_Color){46, 42, 37, 255});
        ui_rect tr = {r.tab[i].x + px(a, 12), r.tab[i].y, r.tab[i].w - px(a, 30), r.tab[i].h};
        if (i < R.nplay) /* a set of the game on screen */
            gfx_disc(a->ren, r.tab[i].x + r.tab[i].w - px(a, 11), r.tab[i].y + r.tab[i].h / 2.0,
                     px(a, 4), COL_GOLD);
        gfx_text_in(a, FONT_SMALL, _(page_title(R.order[i])), &tr, on ? COL_WHITE : COL_TEXT,
                    ALIGN_LEFT);
    }
    gfx_button(a, &r.close, _("Close"), true, false);

    const ui_rules_page *pg = page_of(R.order[R.at]);
    const ui_rect *P = &r.page;
    int x = P->x, y = P->y, w = P->w;
    ui_rect tr = {x, y, w, gfx_font_h(a, FONT_BIG)};
    gfx_text_in(a, FONT_BIG, _(page_title(R.order[R.at])), &tr, COL_GOLD, ALIGN_LEFT);
    y += tr.h + px(a, 10);
    /* The pictures get what the texts leave, between 56 and 140 pixels (at scale 1). */
    int adds_h = gfx_text_wrap_h(a, FONT_BODY, _(pg->adds), w);
    int nrows = 0, lh = gfx_font_h(a, FONT_SMALL);
    int cw0 = w * 30 / 100, cw1 = w * 35 / 100, cw2 = w - cw0 - cw1, cg = px(a, 10);
    int rows_h = lh + px(a, 8);
    for (; nrows < 4 && pg->rows[nrows].what; nrows++) {
        const ui_rules_row *rw = &pg->rows[nrows];
        const carc_rules *ru = rules_shown(a);
        const char *end = rw->end ? _(rw->end) : field_rule(ru->farms);
        int hh = gfx_text_wrap_h(a, FONT_SMALL, _(rw->what), cw0 - cg);
        int h1 = gfx_text_wrap_h(a, FONT_SMALL, _(rw->during), cw1 - cg);
        int h2 = gfx_text_wrap_h(a, FONT_SMALL, end, cw2);
        hh = h1 > hh ? h1 : hh;
        hh = h2 > hh ? h2 : hh;
        rows_h += hh + px(a, 6);
    }
    const char *note = NULL;
    if (R.order[R.at] == RULES_BASE)
        note = rules_shown(a)->small_city_two_points
                   ? _("1st and 2nd editions: a completed city of two tiles scores 1 per tile "
                       "and per pennant.")
                   : _("3rd edition: a completed city of two tiles scores like any other.");
    int note_h = note ? gfx_text_wrap_h(a, FONT_SMALL, note, w) + px(a, 6) : 0;
    int foot = gfx_font_h(a, FONT_SMALL) + px(a, 6);
    int left = P->y + P->h - y - adds_h - px(a, 12) - gfx_font_h(a, FONT_BOLD) - px(a, 6) - rows_h -
               note_h - foot - px(a, 24);
    int pic = left < px(a, 140) ? left : px(a, 140);
    if (pic < px(a, 56))
        pic = 0;
    ui_rect ar = {x, y, w, adds_h};
    y += gfx_text_wrap_in(a, FONT_BODY, _(pg->adds), &ar, COL_TEXT) + px(a, 12);
    if (pic > 0) {
        draw_pictures(a, pg, x, y, pic, x + w);
        y += pic + px(a, 12);
    }
    gfx_text(a, FONT_BOLD, _("Scoring"), x, y, COL_GOLD, ALIGN_LEFT);
    y += gfx_font_h(a, FONT_BOLD) + px(a, 6);
    ui_rect h1 = {x + cw0, y, cw1 - cg, lh}, h2 = {x + cw0 + cw1, y, cw2, lh};
    gfx_text_in(a, FONT_SMALL, _("During the game"), &h1, COL_DIM, ALIGN_LEFT);
    gfx_text_in(a, FONT_SMALL, _("At the end"), &h2, COL_DIM, ALIGN_LEFT);
    y += lh + px(a, 8);
    int bottom = P->y + P->h - foot;
    for (int i = 0; i < nrows; i++) {
        const ui_rules_row *rw = &pg->rows[i];
        const char *end = rw->end ? _(rw->end) : field_rule(rules_shown(a)->farms);
        ui_rect c0 = {x, y, cw0 - cg, bottom - y}, c1 = {x + cw0, y, cw1 - cg, bottom - y},
                c2 = {x + cw0 + cw1, y, cw2, bottom - y};
        int a0 = gfx_text_wrap_in(a, FONT_SMALL, _(rw->what), &c0, COL_TEXT);
        int a1 = gfx_text_wrap_in(a, FONT_SMALL, _(rw->during), &c1, COL_TEXT);
        int a2 = gfx_text_wrap_in(a, FONT_SMALL, end, &c2, COL_TEXT);
        int hh = a0 > a1 ? a0 : a1;
        y += (a2 > hh ? a2 : hh) + px(a, 6);
    }
    if (note) {
        ui_rect nr = {x, y + px(a, 4), w, bottom - y - px(a, 4)};
        gfx_text_wrap_in(a, FONT_SMALL, note, &nr, COL_GOLD);
    }
    ui_rect fr = {x, P->y + P->h - lh, w, lh};
    gfx_text_in(a, FONT_SMALL, _("Left and right arrows: the other sets. Esc closes."), &fr,
                COL_DIM, ALIGN_RIGHT);
}

void rules_event(ui_app *a, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEMOTION) {
        a->dirty = true;
        return;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER)
            ui_pop(a);
        else if (k == SDLK_RIGHT || k == SDLK_DOWN || k == SDLK_PAGEDOWN || k == SDLK_TAB)
            R.at = (R.at + 1) % RULES_PAGES;
        else if (k == SDLK_LEFT || k == SDLK_UP || k == SDLK_PAGEUP)
            R.at = (R.at + RULES_PAGES - 1) % RULES_PAGES;
        a->dirty = true;
        return;
    }
    if (e->type != SDL_MOUSEBUTTONUP || e->button.button != SDL_BUTTON_LEFT)
        return;
    rules_rects r;
    layout(a, &r);
    if (ui_rect_has(&r.close, a->mx, a->my) || !ui_rect_has(&r.box, a->mx, a->my)) {
        ui_pop(a);
        return;
    }
    for (int i = 0; i < RULES_PAGES; i++)
        if (ui_rect_has(&r.tab[i], a->mx, a->my))
            R.at = i;
    a->dirty = true;
}
