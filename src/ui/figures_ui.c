/*
 * figures_ui.c: drawing and choosing figures of every kind (figures_ui.h).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "module_ui.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

const char *ui_figure_label(int kind)
{
    if (kind == CARC_FIG_FOLLOWER)
        return _("Follower");
    const ui_figure_kind *fk = ui_figure_kind_of(kind);
    return fk ? _(fk->name) : "?";
}

const char *ui_category_label(int cat)
{
    switch (cat) {
    case CARC_CAT_ROAD:
        return _("Road");
    case CARC_CAT_CITY:
        return _("City");
    case CARC_CAT_CLOISTER:
        return _("Cloister");
    case CARC_CAT_FIELD:
        return _("Field");
    default:
        break;
    }
    /* A module's category: the name its window hooks give it. */
    int m = (cat - CARC_CAT_MODULES) / CARC_MODULE_CATS;
    const ui_module_hooks *h = cat >= CARC_CAT_MODULES ? ui_module_hooks_of(m) : NULL;
    const char *name = h ? h->categories[(cat - CARC_CAT_MODULES) % CARC_MODULE_CATS] : NULL;
    return name ? _(name) : _("Other");
}

double ui_figure_scale(int kind)
{
    const ui_figure_kind *fk = ui_figure_kind_of(kind);
    return fk && fk->scale > 0 ? fk->scale : 1.0;
}

void ui_draw_figure(ui_app *a, double sx, double sy, double size, int colour, int kind,
                    bool lying, Uint8 alpha)
{
    size *= ui_figure_scale(kind);
    ui_mipmap *m = lying ? &a->art.lying : &a->art.meeple;
    double mx = lying ? .54 : .5, my = lying ? .5 : .54; /* the mark, docs/art-format.md */
    const ui_figure_kind *fk = ui_figure_kind_of(kind);
    if (fk && fk->sprite) { /* a kind of its own: never lying */
        m = fk->sprite(a);
        mx = fk->mark_x, my = fk->mark_y;
    }
    SDL_Texture *t = ui_art_sprite(&a->art, m, size);
    SDL_Color c = ui_player_colour(colour);
    if (t && colour == CARC_BLACK) {
        /* A black figure on the dark board or panel: the same sprite a little larger in light
           grey behind it, a rim that keeps its outline readable. */
        float grow = fmaxf(1.5f, (float)size * .09f);
        SDL_FRect h = {(float)(sx - size / 2) - grow, (float)(sy - size / 2) - grow,
                       (float)size + 2 * grow, (float)size + 2 * grow};
        SDL_SetTextureColorMod(t, 200, 200, 205);
        SDL_SetTextureAlphaMod(t, (Uint8)(alpha * 3 / 4));
        SDL_RenderCopyF(a->ren, t, NULL, &h);
    }
    if (t) {
        SDL_SetTextureColorMod(t, c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(t, alpha);
        SDL_FRect d = {(float)(sx - size / 2), (float)(sy - size / 2), (float)size, (float)size};
        SDL_RenderCopyF(a->ren, t, NULL, &d);
        SDL_SetTextureAlphaMod(t, 255);
    }
    /* The player's mark on the body, a third of the sprite wide. */
    double ms = size / 3;
    SDL_Texture *mk = ui_art_sprite(&a->art, &a->art.mark[ui_player_mark(a, colour)], ms);
    if (mk && size >= 14) {
        SDL_SetTextureAlphaMod(mk, alpha);
        SDL_FRect d = {(float)(sx + (mx - .5) * size - ms / 2),
                       (float)(sy + (my - .5) * size - ms / 2), (float)ms, (float)ms};
        SDL_RenderCopyF(a->ren, mk, NULL, &d);
        SDL_SetTextureAlphaMod(mk, 255);
    }
}

void figs_select(ui_play *p, int kind)
{
    if (kind < 0 || kind >= CARC_FIGURE_KINDS)
        kind = CARC_FIG_FOLLOWER;
    p->sel_kind = kind;
    p->nspots = p->figs.nspots[kind];
    memcpy(p->spots, p->figs.spots[kind], sizeof p->spots[0] * (size_t)p->nspots);
    p->sel_spot = -1;
    p->hover_spot = -1;
}

/* Whether the figure step is the player's to choose in (a person's turn). */
static bool choosing(const ui_app *a)
{
    const ui_play *p = a->play;
    return (p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) && !play_seat_turn(a);
}

int figs_selector_rects(const ui_app *a, ui_rect out[CARC_FIGURE_KINDS])
{
    const ui_play *p = a->play;
    int n = p->figs.nkinds;
    if (n < 2 && !(n == 1 && p->figs.kinds[0] != CARC_FIG_FOLLOWER))
        return 0; /* the base game: followers only, nothing to choose */
    const ui_rect *info = &a->lay.info;
    int gap = (int)(4 * a->s);
    int bw = (info->w - (n - 1) * gap) / n;
    int bh = (int)(34 * a->s);
    if (bw > bh * 3 / 2)
        bw = bh * 3 / 2;
    for (int i = 0; i < n; i++)
        out[i] = (ui_rect){info->x + i * (bw + gap), info->y + info->h - bh, bw, bh};
    return n;
}

bool figs_selector_shown(ui_app *a)
{
    return choosing(a) || (play_seat_turn(a) && a->play->phase == PH_CONFIRM);
}

void figs_draw_selector(ui_app *a)
{
    ui_play *p = a->play;
    if (!figs_selector_shown(a))
        return;
    ui_rect r[CARC_FIGURE_KINDS];
    int n = figs_selector_rects(a, r);
    int col = play_colour(p, p->g->current);
    for (int i = 0; i < n; i++) {
        int k = p->figs.kinds[i];
        bool can = ui_figs_kind_open(&p->figs, k);
        bool on = can && k == p->sel_kind && p->sel_back < 0;
        bool hot = ui_rect_has(&r[i], a->mx, a->my) && can;
        SDL_Color bg = on ? COL_GOLD : hot ? (SDL_Color){92, 84, 72, 255}
                                           : (SDL_Color){58, 53, 46, 255};
        gfx_rounded(a->ren, &r[i], (int)(6 * a->s), bg);
        /* The figure left, how many of the kind the player has left right of it; a kind
           with no place on this tile dimmed, yet readable on the dark button. */
        char cnt[8];
        snprintf(cnt, sizeof cnt, "%d", carc_game_supply(p->g, p->g->current, (carc_figure_kind)k));
        int cw = gfx_text_w(a, FONT_SMALL, cnt), pad = (int)(3 * a->s);
        double size = fmin(r[i].h * .8, (r[i].w - cw - 3 * pad) / ui_figure_scale(k));
        /* A kind drawn as a follower (no sprite of its own) shows at .72 of the button and
           taller by its scale, within the button: the large follower larger than the follower
           beside it, as on the board. */
        const ui_figure_kind *fk = ui_figure_kind_of(k);
        double fs = fk && fk->sprite
                        ? size
                        : fmin(size * .72 * ui_figure_scale(k), size) / ui_figure_scale(k);
        double fw = fs * ui_figure_scale(k);
        double fx = r[i].x + (r[i].w - cw - pad - fw) / 2 + fw / 2;
        ui_draw_figure(a, fx, r[i].y + r[i].h / 2.0, fs, col, k, false, can ? 255 : 150);
        gfx_text(a, FONT_SMALL, cnt, r[i].x + r[i].w - pad,
                 r[i].y + (r[i].h - gfx_font_h(a, FONT_SMALL)) / 2,
                 on    ? COL_DARK
                 : can ? COL_TEXT
                       : COL_DIM,
                 ALIGN_RIGHT);
        if (!can) { /* crossed out: no place for it here */
            SDL_Color x = {150, 140, 125, 200};
            gfx_line(a->ren, r[i].x + pad, r[i].y + r[i].h - pad, r[i].x + r[i].w - pad,
                     r[i].y + pad, fmax(1.5, 2 * a->s), x);
        }
    }
}

bool figs_selector_click(ui_app *a, int x, int y)
{
    ui_play *p = a->play;
    if (!choosing(a))
        return false;
    ui_rect r[CARC_FIGURE_KINDS];
    int n = figs_selector_rects(a, r);
    for (int i = 0; i < n; i++)
        if (ui_rect_has(&r[i], x, y) && ui_figs_kind_open(&p->figs, p->figs.kinds[i])) {
            figs_select(p, p->figs.kinds[i]);
            p->sel_back = -1;
            p->sel_other = false;
            p->phase = PH_FOLLOWER;
            return true;
        }
    return false;
}

const char *figs_panel_line(ui_app *a, char *buf, size_t len)
{
    ui_play *p = a->play;
    if (!choosing(a) && !(play_seat_turn(a) && p->phase == PH_CONFIRM && p->sel_back >= 0))
        return NULL;
    int b = p->sel_back >= 0 ? ui_figs_back_index(&p->figs, p->sel_back) : p->hover_back;
    if (b >= 0 && b < p->figs.nback) {
        const carc_figure *f = carc_game_figure_by_id(p->g, p->figs.back[b]);
        const char *who = ui_figure_label(f ? f->kind : CARC_FIG_FOLLOWER);
        if (p->figs.back_kind[b] >= 0)
            /* TRANSLATORS: a figure taken back (Abbot) scores its cloister or garden: %1$s the
               figure, %2$d the points, %3$s what scored (Cloister, Garden). */
            snprintf(buf, len, _("Take back: %1$s, +%2$d (%3$s)"), who, p->figs.back_points[b],
                     ui_kind_label(p->figs.back_kind[b]));
        else
            /* TRANSLATORS: a figure taken back that scores nothing; %s: Follower, Builder... */
            snprintf(buf, len, _("Take back: %s, no points"), who);
        return buf;
    }
    if (p->figs.nback > 0)
        return _("Marked figures may be taken back: click one.");
    return NULL;
}

void figs_back_points(ui_app *a)
{
    ui_play *p = a->play;
    for (int i = 0; i < p->figs.nback && i < CARC_FIGURE_SLOTS; i++) {
        const carc_figure *f = carc_game_figure_by_id(p->g, p->figs.back[i]);
        if (!f)
            continue;
        const carc_placed *t = &p->g->tiles[p->g->node_tile[f->node]];
        double ax, ay;
        ui_art_anchor(&a->art, t->type, f->node - t->node0, t->rot, &ax, &ay);
        ui_cam_to_screen(&p->cam, t->x + ax, t->y + ay, &p->back_px[i][0], &p->back_px[i][1]);
    }
}

void figs_draw_backs(ui_app *a)
{
    ui_play *p = a->play;
    if (p->phase != PH_FOLLOWER && p->phase != PH_CONFIRM)
        return;
    figs_back_points(a);
    double r = fmax(16 * a->s, p->cam.zoom * .22);
    SDL_Color pc = ui_player_colour(play_colour(p, p->g->current));
    for (int i = 0; i < p->figs.nback; i++) {
        double sx = p->back_px[i][0], sy = p->back_px[i][1];
        bool chosen = p->sel_back == p->figs.back[i];
        bool hot = i == p->hover_back;
        double rr = r * (hot ? 1.15 : 1.0);
        /* A dashed ring (colour and shape: never colour alone) with an arrow on it, turning
           back: "this one may come home". */
        SDL_Color ring = chosen ? COL_GOLD : (SDL_Color){250, 250, 245, 255};
        gfx_ring(a->ren, sx, sy, rr, fmax(5, 6 * a->s), (SDL_Color){20, 18, 16, 210});
        for (int k = 0; k < 8; k++) {
            double a0 = k * M_PI / 4 + .15, a1 = a0 + M_PI / 6;
            gfx_line(a->ren, sx + rr * cos(a0), sy + rr * sin(a0), sx + rr * cos(a1),
                     sy + rr * sin(a1), fmax(3, 3.5 * a->s), k % 2 ? pc : ring);
        }
        double tip[3][2] = {{sx + rr * 1.05, sy - rr * .55},
                            {sx + rr * .55, sy - rr * 1.15},
                            {sx + rr * 1.35, sy - rr * 1.25}};
        gfx_triangle(a->ren, tip, ring);
        if (chosen) {
            /* Chosen: a gold ring, and under it what taking it back scores. */
            gfx_ring(a->ren, sx, sy, rr * 1.12, fmax(3, 4 * a->s), COL_GOLD);
            char pts[16];
            snprintf(pts, sizeof pts, "↩ +%d", p->figs.back_points[i]);
            gfx_text_outlined(a, FONT_BOLD, pts, (int)sx, (int)(sy + rr * 1.15), COL_GOLD, 255);
        }
    }
}
