/*
 * screen_dragon.c: the Princess & the Dragon in the game window, its hooks of module_ui.h: the
 * dragon and the fairy on the board, the dragon's flight (a phase of steps: the cells of the
 * steps that may be taken, what each would eat, the path so far), the figure step's other
 * choices (the fairy moved next to one of the player's figures, the princess's removal of a
 * knight, a figure through a magic portal onto any open feature of the board), the dragon tiles
 * set aside beside the stack, and the lines and animations of what the dragon, the princess and
 * the fairy do. The turn flow that applies these actions is screen_game.c's; everything here
 * only looks at the game.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "figures_ui.h"
#include "game_screen.h"
#include "gfx.h"
#include "i18n.h"
#include "mod_dragon.h"
#include "module.h"
#include "module_ui.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#define MAX_STEPS 6 /* a flight's steps at most (RULES.md 4.6) */

/* The set's animations (ui_anim.what): the fairy's points rising from her tile, a figure the
   dragon ate or the princess sent home. */
enum { FAIRY_RISES, FIGURE_EATEN };

static const SDL_Color COL_FIRE = {226, 62, 40, 255};
static const SDL_Color COL_FAIRY = {150, 222, 255, 255};

static void dragon_step_cell(const carc_game *g, const carc_action *step, int *x, int *y)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0}; /* north, east, south, west */
    const int ti = carc_game_dragon_tile(g);
    *x = ti >= 0 ? g->tiles[ti].x + dx[step->feature & 3] : 0;
    *y = ti >= 0 ? g->tiles[ti].y + dy[step->feature & 3] : 0;
}

/* Where a figure on the board stands, on screen. */
static void figure_screen(ui_app *a, const carc_figure *f, double *sx, double *sy)
{
    const ui_play *p = a->play;
    const carc_placed *t = &p->g->tiles[p->g->node_tile[f->node]];
    double ax, ay;
    ui_art_anchor(&a->art, t->type, f->node - t->node0, t->rot, &ax, &ay);
    ui_cam_to_screen(&p->cam, t->x + ax, t->y + ay, sx, sy);
}

/* Where a portal's figure would stand (the anchor of its feature on its tile), on screen. */
static void portal_screen(ui_app *a, const carc_action *act, double *sx, double *sy)
{
    const ui_play *p = a->play;
    const int ti = carc_game_tile_at(p->g, act->at.x, act->at.y);
    double ax = .5, ay = .5;
    if (ti >= 0)
        ui_art_anchor(&a->art, p->g->tiles[ti].type, act->feature, p->g->tiles[ti].rot, &ax, &ay);
    ui_cam_to_screen(&p->cam, act->at.x + ax, act->at.y + ay, sx, sy);
}

/* Whether the figure step is a person's to choose in, or a computer's choice being shown. */
static bool figure_step(const ui_app *a)
{
    const ui_play *p = a->play;
    return p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM;
}

static double reach(const ui_app *a)
{
    return fmax(16 * a->s, a->play->cam.zoom * .2);
}

/* How many of the figure step's module actions (ui_figs.other) are of kind type. */
static int others_of(const ui_figs *f, int type)
{
    int n = 0;
    for (int i = 0; i < f->nother; i++)
        n += f->other[i].type == type;
    return n;
}

/* The choices: the fairy's figures, the princess's knights, then the portal's spots. */
static bool dragon_target(ui_app *a, int k, carc_action *act, double *sx, double *sy)
{
    ui_play *p = a->play;
    const ui_figs *f = &p->figs;
    static const int types[] = {CARC_ACT_FAIRY, CARC_ACT_PRINCESS};
    for (int t = 0; t < 2; t++)
        for (int i = 0; i < f->nother; i++)
            if (f->other[i].type == types[t] && k-- == 0) {
                *act = f->other[i];
                const carc_figure *fig = carc_game_figure_by_id(p->g, act->figure);
                *sx = *sy = -1e9; /* listed by the core, so on the board: never off it */
                if (fig)
                    figure_screen(a, fig, sx, sy);
                return true;
            }
    for (int i = 0; i < f->nelsewhere; i++)
        if (f->elsewhere[i].figure == p->sel_kind && k-- == 0) {
            *act = f->elsewhere[i];
            portal_screen(a, act, sx, sy);
            return true;
        }
    return false;
}

static int dragon_targets_at(ui_app *a, int x, int y, carc_action *out, int max)
{
    int n = 0;
    carc_action act;
    double sx, sy;
    for (int k = 0; n < max && dragon_target(a, k, &act, &sx, &sy); k++)
        if (hypot(sx - x, sy - y) <= reach(a))
            out[n++] = act;
    return n;
}

static int dragon_target_points(ui_app *a, double (*pts)[2], int max)
{
    int n = 0;
    carc_action act;
    for (; n < max && dragon_target(a, n, &act, &pts[n][0], &pts[n][1]); n++)
        ;
    return n;
}

/* A neutral figure's sprite, untinted, centred at (sx, sy), size pixels wide. */
/* The dragon's and the fairy's sprites (the hooks' sprites, untinted). */
static ui_mipmap *dragon_sprite(ui_app *a)
{
    return ui_module_sprite(a, CARC_MOD_DRAGON, 0);
}

static ui_mipmap *fairy_sprite(ui_app *a)
{
    return ui_module_sprite(a, CARC_MOD_DRAGON, 1);
}

static void sprite(ui_app *a, ui_mipmap *m, double sx, double sy, double size, Uint8 alpha)
{
    SDL_Texture *t = ui_art_sprite(&a->art, m, size);
    if (!t)
        return;
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_FRect d = {(float)(sx - size / 2), (float)(sy - size / 2), (float)size, (float)size};
    SDL_RenderCopyF(a->ren, t, NULL, &d);
    SDL_SetTextureAlphaMod(t, 255);
}

/* The step under the pointer, or the computer's step being shown: an index into p->steps. */
static int shown_step(const ui_play *p)
{
    return p->phase == PH_STEP && p->hover_step >= 0 && p->hover_step < p->nsteps ? p->hover_step
                                                                                  : -1;
}

static void dragon_draw_board(ui_app *a)
{
    ui_play *p = a->play;
    const ui_camera *c = &p->cam;
    const double z = c->zoom;
    /* The flight's path: the tiles it has crossed, joined centre to centre. */
    for (int i = 0; i < p->npath; i++) {
        double x0, y0;
        ui_cam_to_screen(c, p->path[i][0] + .5, p->path[i][1] + .5, &x0, &y0);
        if (i + 1 < p->npath) {
            double x1, y1;
            ui_cam_to_screen(c, p->path[i + 1][0] + .5, p->path[i + 1][1] + .5, &x1, &y1);
            gfx_line(a->ren, x0, y0, x1, y1, fmax(5, z * .07), (SDL_Color){20, 18, 16, 200});
            gfx_line(a->ren, x0, y0, x1, y1, fmax(3, z * .045), gfx_alpha(COL_FIRE, 230));
        }
        gfx_disc(a->ren, x0, y0, fmax(4, z * .05), gfx_alpha(COL_FIRE, 240));
    }
    /* The cells of the steps open to the player whose step it is, each figure there (which the
       step would eat) ringed; the step under the pointer stands out. */
    const int hot = shown_step(p);
    for (int i = 0; i < p->nsteps && p->phase == PH_STEP; i++) {
        int cx, cy;
        dragon_step_cell(p->g, &p->steps[i], &cx, &cy);
        double x0, y0, x1, y1;
        ui_cam_to_screen(c, cx, cy, &x0, &y0);
        ui_cam_to_screen(c, cx + 1, cy + 1, &x1, &y1);
        ui_rect r = {(int)x0 + 2, (int)y0 + 2, (int)(x1 - x0) - 4, (int)(y1 - y0) - 4};
        gfx_fill(a->ren, &r, gfx_alpha(COL_FIRE, i == hot ? 110 : 55));
        gfx_frame(a->ren, &r, (int)fmax(2, z * (i == hot ? .05 : .03)),
                  i == hot ? COL_WHITE : gfx_alpha(COL_FIRE, 230));
        const int ti = carc_game_tile_at(p->g, cx, cy);
        for (int k = 0; k < carc_game_nfigures(p->g); k++) {
            const carc_figure *f = carc_game_figure(p->g, k);
            if (carc_game_figure_tile(p->g, f) != ti)
                continue;
            double sx, sy;
            figure_screen(a, f, &sx, &sy);
            gfx_ring(a->ren, sx, sy, fmax(12 * a->s, z * .17), fmax(3, 4 * a->s),
                     i == hot ? COL_WHITE : COL_FIRE);
        }
    }
    const int ft = carc_game_fairy_tile(p->g);
    if (ft >= 0) {
        /* Beside the figure it guards, else in a corner of its tile. */
        const carc_figure *f = carc_game_figure_by_id(p->g, carc_game_fairy_figure(p->g));
        double sx, sy;
        if (f) {
            figure_screen(a, f, &sx, &sy);
            sx += z * .14;
            sy -= z * .14;
        } else {
            ui_cam_to_screen(c, p->g->tiles[ft].x + .78, p->g->tiles[ft].y + .22, &sx, &sy);
        }
        sprite(a, fairy_sprite(a), sx, sy, fmax(22 * a->s, z * .34), 255);
    }
    const int dt = carc_game_dragon_tile(p->g);
    if (dt >= 0) {
        double sx, sy;
        ui_cam_to_screen(c, p->g->tiles[dt].x + .5, p->g->tiles[dt].y + .5, &sx, &sy);
        sprite(a, dragon_sprite(a), sx, sy, fmax(34 * a->s, z * .66), 255);
    }
}

static void dragon_draw_targets(ui_app *a)
{
    ui_play *p = a->play;
    if (!figure_step(a))
        return;
    const ui_figs *f = &p->figs;
    const double z = p->cam.zoom, r = fmax(15 * a->s, z * .2);
    const carc_action *o = p->sel_other ? &p->other : NULL;
    for (int i = 0; i < f->nother; i++) {
        const carc_figure *fig = carc_game_figure_by_id(p->g, f->other[i].figure);
        if (f->other[i].type != CARC_ACT_PRINCESS || !fig)
            continue;
        double sx, sy;
        figure_screen(a, fig, &sx, &sy);
        const bool chosen = o && o->type == CARC_ACT_PRINCESS && o->figure == fig->id;
        const SDL_Color mark = chosen ? COL_GOLD : (SDL_Color){250, 250, 245, 255};
        /* A ring crossed out (shape, not colour alone): "the princess may send it home"; drawn
           under the fairy's mark when both apply. */
        gfx_ring(a->ren, sx, sy, r * 1.1, fmax(5, 6 * a->s), (SDL_Color){20, 18, 16, 200});
        gfx_ring(a->ren, sx, sy, r * 1.1, fmax(2.5, 3 * a->s), mark);
        gfx_line(a->ren, sx - r * .78, sy - r * .78, sx + r * .78, sy + r * .78,
                 fmax(3, 3.5 * a->s), chosen ? COL_GOLD : COL_FIRE);
    }
    for (int i = 0; i < f->nother; i++) {
        const carc_figure *fig = carc_game_figure_by_id(p->g, f->other[i].figure);
        if (f->other[i].type != CARC_ACT_FAIRY || !fig)
            continue;
        double sx, sy;
        figure_screen(a, fig, &sx, &sy);
        const bool chosen = o && o->type == CARC_ACT_FAIRY && o->figure == fig->id;
        gfx_ring(a->ren, sx, sy, r, fmax(5, 6 * a->s), (SDL_Color){20, 18, 16, 200});
        gfx_ring(a->ren, sx, sy, r, fmax(2.5, 3 * a->s), chosen ? COL_GOLD : COL_FAIRY);
        /* A small fairy above it: "the fairy may come here". */
        sprite(a, fairy_sprite(a), sx + r * .9, sy - r * .9, r * (chosen ? 1.3 : 1.0),
               chosen ? 255 : 220);
    }
    for (int i = 0; i < f->nelsewhere; i++) {
        const carc_action *act = &f->elsewhere[i];
        if (act->figure != p->sel_kind)
            continue;
        double sx, sy;
        portal_screen(a, act, &sx, &sy);
        const bool chosen = o && o->type == CARC_ACT_FIGURE && o->elsewhere &&
                            o->figure == act->figure && o->feature == act->feature &&
                            o->at.x == act->at.x && o->at.y == act->at.y;
        if (chosen) {
            const int ti = carc_game_tile_at(p->g, act->at.x, act->at.y);
            const bool lying =
                ti >= 0 &&
                p->cat->types[p->g->tiles[ti].type].def.features[act->feature].kind == CARC_FIELD;
            ui_draw_figure(a, sx, sy, fmax(24 * a->s, z * .27), play_colour(p, p->g->current),
                           act->figure, lying, 255);
            continue;
        }
        if (p->phase == PH_CONFIRM)
            continue; /* the choice is made: only the one chosen shows */
        /* A violet ring: a portal's spot, told apart from the placed tile's gold ones. */
        const double s = fmax(9 * a->s, z * .09);
        gfx_disc(a->ren, sx, sy, s, (SDL_Color){205, 170, 255, 110});
        gfx_ring(a->ren, sx, sy, s, fmax(4, 4.5 * a->s), (SDL_Color){20, 18, 16, 200});
        gfx_ring(a->ren, sx, sy, s, fmax(2, 2.5 * a->s), (SDL_Color){190, 150, 255, 255});
    }
}

static void dragon_draw_anim(ui_app *a, const ui_anim *an)
{
    ui_play *p = a->play;
    double t, sx, sy;
    if (!anim_at(a, an, &t, &sx, &sy))
        return;
    const Uint8 alpha = (Uint8)(t < .7 ? 255 : 255 * (1 - t) / .3);
    if (an->what == FAIRY_RISES) {
        /* "+1" (or "+3") rising from the fairy's tile, the fairy with it. */
        sy -= t * 50 * a->s + 24 * a->s;
        char buf[16];
        snprintf(buf, sizeof buf, "+%d", an->ev.value);
        sprite(a, fairy_sprite(a), sx - gfx_text_w(a, FONT_BIG, buf) * .5 - 14 * a->s,
               sy + gfx_font_h(a, FONT_BIG) * .5, 26 * a->s, alpha);
        gfx_text_outlined(a, FONT_BIG, buf, (int)sx, (int)sy, COL_FAIRY, alpha);
        return;
    }
    /* A burst of flame (or, for the princess, of gold) where the figure stood. */
    const SDL_Color c = an->ev.cause == CARC_BACK_PRINCESS ? COL_GOLD : COL_FIRE;
    const double r0 = fmax(10 * a->s, p->cam.zoom * .12), r1 = r0 * (1 + 1.6 * t);
    for (int k = 0; k < 8; k++) {
        const double ang = k * M_PI / 4 + t;
        gfx_line(a->ren, sx + r0 * cos(ang), sy + r0 * sin(ang), sx + r1 * cos(ang),
                 sy + r1 * sin(ang), fmax(3, 4 * a->s), gfx_alpha(c, alpha));
    }
    gfx_ring(a->ren, sx, sy, r0 * (1 + t), fmax(2, 3 * a->s), gfx_alpha(c, alpha));
}

static void dragon_draw_hand(ui_app *a, const ui_rect *r)
{
    ui_play *p = a->play;
    gfx_fill(a->ren, r, (SDL_Color){20, 18, 16, 255});
    const double size = fmin(r->w, r->h) * .8;
    sprite(a, dragon_sprite(a), r->x + r->w / 2.0, r->y + r->h / 2.0 - size * .06, size, 255);
    char buf[16];
    snprintf(buf, sizeof buf, "%d / %d", carc_dragon_steps(p->g) + 1, MAX_STEPS);
    gfx_text_outlined(a, FONT_BOLD, buf, r->x + r->w / 2, r->y + r->h - gfx_font_h(a, FONT_BOLD),
                      COL_WHITE, 255);
}

/* dragon_draw_set_aside and dragon_set_aside_h: drawn when draw is set; returns the y below. */
static int set_aside(ui_app *a, int x, int y, int w, bool draw)
{
    ui_play *p = a->play;
    const uint8_t *aside;
    const int n = carc_dragon_set_aside(p->g, &aside);
    if (n == 0 || p->g->over)
        return y;
    char buf[96];
    snprintf(buf, sizeof buf,
             P_("%d dragon tile set aside until the dragon comes:",
                "%d dragon tiles set aside until the dragon comes:", n),
             n);
    y += draw ? gfx_text_wrap(a, FONT_SMALL, buf, x, y, w, COL_TEXT)
              : gfx_text_wrap_h(a, FONT_SMALL, buf, w);
    int size = (int)(30 * a->s), gap = (int)(3 * a->s);
    if (n * (size + gap) > w)
        size = w / n - gap;
    for (int i = 0; i < n && draw; i++) {
        SDL_Rect r = {x + i * (size + gap), y + gap, size, size};
        SDL_Texture *t = ui_art_tile(&a->art, aside[i], 0, ui_mip_level(size, UI_MIPS));
        if (t)
            SDL_RenderCopy(a->ren, t, NULL, &r);
    }
    return y + size + 3 * gap;
}

static int dragon_draw_set_aside(ui_app *a, int x, int y, int w)
{
    return set_aside(a, x, y, w, true);
}

static int dragon_set_aside_h(ui_app *a, int w)
{
    return set_aside(a, 0, 0, w, false);
}

/* What the dragon would eat on the tile at (x, y), as a list: "Follower (Ana) and Abbot (Bo)". */
static void eaten_list(const ui_play *p, int x, int y, char *buf, size_t len)
{
    const int ti = carc_game_tile_at(p->g, x, y);
    char items[CARC_MAX_PLAYERS * 4][64];
    const char *item[CARC_MAX_PLAYERS * 4];
    int n = 0;
    for (int k = 0; k < carc_game_nfigures(p->g) && n < (int)(sizeof items / sizeof items[0]);
         k++) {
        const carc_figure *f = carc_game_figure(p->g, k);
        if (carc_game_figure_tile(p->g, f) != ti)
            continue;
        /* TRANSLATORS: a figure the dragon would eat: its kind, then its owner's name. */
        snprintf(items[n], sizeof items[n], _("%1$s (%2$s)"), ui_figure_label(f->kind),
                 play_name(p, f->player % CARC_MAX_PLAYERS));
        item[n] = items[n];
        n++;
    }
    ui_i18n_list(item, n, buf, len);
}

/* The fairy's sentence for the figure she goes next to, one per kind of figure (its window
   hook's, module_ui.h, or the follower's). */
static const char *fairy_sentence(int kind)
{
    const ui_figure_kind *fk = ui_figure_kind_of(kind);
    return fk && fk->fairy ? _(fk->fairy)
                           : _("The fairy goes next to your follower: she guards that tile.");
}

/* The portal's sentence for the figure it sends, one per kind of figure; %s is the feature the
   figure goes on (Road, City...). */
static const char *portal_sentence(int kind)
{
    const ui_figure_kind *fk = ui_figure_kind_of(kind);
    if (fk && fk->portal)
        return _(fk->portal);
    /* TRANSLATORS: %s the feature (Road, City...) the figure goes on through the portal. */
    return _("Through the portal: your follower goes onto another tile (%s).");
}

/* A figure sent home in the panel's log, one line per kind of figure and cause: %s the owner. */
static const char *returned_line(int kind, bool eaten)
{
    const ui_figure_kind *fk = ui_figure_kind_of(kind);
    const char *own = !fk ? NULL : eaten ? fk->eaten : fk->sent_home;
    return own     ? _(own)
           : eaten ? _("%s: follower eaten by the dragon")
                   : _("%s: follower sent home by the princess");
}

static void dragon_banner(ui_app *a, char *buf, size_t len)
{
    ui_play *p = a->play;
    /* TRANSLATORS: the banner during the dragon's flight, naming the player whose step it is
       (short: the banner is narrow; the step's number shows below it). */
    snprintf(buf, len, _("Dragon: %s"), play_name(p, carc_game_actor(p->g)));
}

static const char *dragon_step_line(ui_app *a, char *buf, size_t len)
{
    ui_play *p = a->play;
    const char *who = play_name(p, carc_game_actor(p->g));
    const int i = shown_step(p);
    if (i < 0) {
        /* TRANSLATORS: %1$s chooses step %2$d of the dragon's flight (of at most %3$d). */
        snprintf(buf, len, _("%1$s moves the dragon: step %2$d of %3$d. Click a red cell."), who,
                 carc_dragon_steps(p->g) + 1, MAX_STEPS);
        return buf;
    }
    int x, y;
    char eats[256];
    dragon_step_cell(p->g, &p->steps[i], &x, &y);
    eaten_list(p, x, y, eats, sizeof eats);
    if (eats[0])
        /* TRANSLATORS: %1$s, step %2$d of %3$d; %4$s lists the figures eaten. */
        snprintf(buf, len, _("%1$s moves the dragon, step %2$d of %3$d: here it eats %4$s."), who,
                 carc_dragon_steps(p->g) + 1, MAX_STEPS, eats);
    else
        snprintf(buf, len, _("%1$s moves the dragon, step %2$d of %3$d: here it eats nothing."),
                 who, carc_dragon_steps(p->g) + 1, MAX_STEPS);
    return buf;
}

static const char *dragon_stop_line(int steps, bool full, char *buf, size_t len)
{
    if (steps >= MAX_STEPS)
        return NULL;
    if (!full)
        snprintf(buf, len,
                 P_("The dragon stops after %d step: no tile left it may enter.",
                    "The dragon stops after %d steps: no tile left it may enter.", steps),
                 steps);
    else
        snprintf(
            buf, len,
            P_("The dragon stops after %d step: no tile next to it that it may enter (not back "
               "over its path, not onto the fairy's tile).",
               "The dragon stops after %d steps: no tile next to it that it may enter (not back "
               "over its path, not onto the fairy's tile).",
               steps),
            steps);
    return buf;
}

static const char *dragon_panel_line(ui_app *a, char *buf, size_t len)
{
    ui_play *p = a->play;
    if (!figure_step(a))
        return NULL;
    if (p->sel_other) {
        const carc_figure *f = carc_game_figure_by_id(p->g, p->other.figure);
        switch (p->other.type) {
        case CARC_ACT_FAIRY:
            snprintf(buf, len, "%s", fairy_sentence(f ? f->kind : CARC_FIG_FOLLOWER));
            return buf;
        case CARC_ACT_PRINCESS:
            snprintf(buf, len, _("The princess sends home: %1$s (%2$s)."),
                     ui_figure_label(f ? f->kind : CARC_FIG_FOLLOWER),
                     f ? play_name(p, f->player % CARC_MAX_PLAYERS) : "?");
            return buf;
        default: {
            const int ti = carc_game_tile_at(p->g, p->other.at.x, p->other.at.y);
            const int kind =
                ti >= 0 ? p->cat->types[p->g->tiles[ti].type].def.features[p->other.feature].kind
                        : CARC_ROAD;
            snprintf(buf, len, portal_sentence(p->other.figure), ui_kind_label(kind));
            return buf;
        }
        }
    }
    if (play_seat_turn(a))
        return NULL;
    /* What the marks on the board offer, the rarer first: the fairy and the princess both when
       both are offered (a figure that has both opens a menu of them). */
    const char *fairy = _("Fairy: click one of your figures she may go to.");
    const char *princess = _("Princess: click a crossed-out knight to send it home.");
    const int nfairy = others_of(&p->figs, CARC_ACT_FAIRY);
    const int nprincess = others_of(&p->figs, CARC_ACT_PRINCESS);
    if (p->figs.nelsewhere)
        return _("Portal: a figure may also go on a violet spot.");
    if (nprincess && nfairy) {
        snprintf(buf, len, "%s %s", fairy, princess);
        return buf;
    }
    if (nprincess)
        return princess;
    if (nfairy)
        return fairy;
    return NULL;
}

/* The words of a choice in the menu at a figure that offers several. */
static bool dragon_target_label(ui_app *a, const carc_action *c, char *buf, size_t len)
{
    (void)a;
    const char *l = c->type == CARC_ACT_FAIRY      ? _("Fairy: move her next to this figure")
                    : c->type == CARC_ACT_PRINCESS ? _("Princess: send this knight home")
                    : c->type == CARC_ACT_FIGURE && c->elsewhere
                        ? _("Portal: place your figure here")
                        : NULL;
    if (l)
        snprintf(buf, len, "%s", l);
    return l != NULL;
}

static void dragon_replay_note(const carc_record_turn *t, const carc_events *ev, char *line,
                               size_t len)
{
    size_t at = strlen(line);
    int eaten = 0;
    for (int i = 0; i < ev->count; i++)
        eaten += ev->ev[i].type == CARC_EV_RETURN && ev->ev[i].cause == CARC_BACK_EATEN;
    /* Whole sentences, each after a space. */
    char part[160] = "";
    int x, y, spot;
    const int step = carc_record_turn_step(t, &x, &y, &spot);
    if (step == CARC_ACT_FAIRY)
        snprintf(part, sizeof part, "%s", _("The fairy moved."));
    else if (step == CARC_ACT_PRINCESS)
        snprintf(part, sizeof part, "%s", _("The princess sent a knight home."));
    if (part[0] && at < len)
        at += (size_t)snprintf(line + at, len - at, " %s", part);
    carc_action flight_steps[8];
    const int steps = carc_record_turn_phase(t, flight_steps, 8);
    if (steps < 0 || at >= len)
        return;
    /* Two sentences, each with its own count and plural: the flight, then what it ate. */
    char flight[120], ate[120];
    snprintf(flight, sizeof flight,
             /* TRANSLATORS: in the replay's bar, followed by "It ate 2 figures." or "It ate
                nothing." */
             P_("The dragon flew %d step.", "The dragon flew %d steps.", steps), steps);
    if (eaten)
        snprintf(ate, sizeof ate, P_("It ate %d figure.", "It ate %d figures.", eaten), eaten);
    else
        snprintf(ate, sizeof ate, "%s", _("It ate nothing."));
    snprintf(line + at, len - at, " %s %s", flight, ate);
}

static const char *dragon_log_line(ui_app *a, const carc_event *e)
{
    ui_play *p = a->play;
    static char line[96];
    const char *name = play_name(p, e->player % CARC_MAX_PLAYERS);
    switch (e->type) {
    case CARC_EV_RETURN:
        snprintf(line, sizeof line, returned_line(e->figure, e->cause == CARC_BACK_EATEN), name);
        break;
    case CARC_EV_FAIRY_POINTS:
        /* TRANSLATORS: a line of the panel's log: a name and the fairy's points. */
        snprintf(line, sizeof line, _("%s: fairy +%d"), name, e->value);
        break;
    case CARC_EV_FAIRY:
        snprintf(line, sizeof line, _("%s moves the fairy"), name);
        break;
    case CARC_EV_SET_ASIDE:
        /* The panel shows the tiles set aside (their ids say nothing to a player). */
        snprintf(line, sizeof line, "%s", _("A dragon tile is set aside until the dragon comes"));
        break;
    case CARC_EV_RESHUFFLE:
        snprintf(line, sizeof line, "%s", _("The set-aside tiles are shuffled into the stack"));
        break;
    default:
        snprintf(line, sizeof line, "%s", _("The dragon lands on the volcano"));
        break;
    }
    return line;
}

/* ---- the turn's events ---- */

/* The fairy's points (event e) rising from her tile. */
static void fairy_anim(ui_app *a, const carc_event *e, uint32_t dur)
{
    ui_anim an;
    memset(&an, 0, sizeof an);
    an.type = ANIM_MODULE;
    an.module = CARC_MOD_DRAGON;
    an.what = FAIRY_RISES;
    an.t0 = a->now;
    an.dur = dur;
    an.ev = *e;
    an.bx = e->x + .5;
    an.by = e->y + .5;
    add_anim(a, &an);
}

static void dragon_event(ui_app *a, const carc_event *e, bool final_part)
{
    ui_play *p = a->play;
    switch (e->type) {
    case CARC_EV_RETURN:
        if (!e->final && (e->cause == CARC_BACK_EATEN || e->cause == CARC_BACK_PRINCESS)) {
            /* The dragon's bite (or the princess's dismissal) where the figure stood. */
            ui_anim an;
            memset(&an, 0, sizeof an);
            an.type = ANIM_MODULE;
            an.module = CARC_MOD_DRAGON;
            an.what = FIGURE_EATEN;
            an.t0 = a->now;
            an.ev = *e;
            an.dur = SCORE_MS;
            const int ti = carc_game_tile_at(p->g, e->x, e->y);
            if (ti >= 0)
                follower_point(a, e->x, e->y, p->g->tiles[ti].type, p->g->tiles[ti].rot, e->feature,
                               &an.bx, &an.by);
            add_anim(a, &an);
            add_log(p, e->player, dragon_log_line(a, e));
        }
        break;
    case CARC_EV_FAIRY_POINTS:
        if (final_part)
            break; /* the final scoring's: shown with it, step by step (dragon_final_show) */
        fairy_anim(a, e, SCORE_MS);
        add_log(p, e->player, dragon_log_line(a, e));
        break;
    case CARC_EV_FAIRY:
    case CARC_EV_SET_ASIDE:
    case CARC_EV_RESHUFFLE:
        add_log(p, e->type == CARC_EV_RESHUFFLE ? -1 : e->player, dragon_log_line(a, e));
        break;
    case CARC_EV_DRAGON:
        if (e->feature >= 4) /* not a step: it landed on a volcano */
            add_log(p, -1, dragon_log_line(a, e));
        break;
    default:
        break;
    }
}

/* The fairy's 3 for the feature of her figure, a step of the final scoring's count. */
static bool dragon_final_points(const carc_event *e)
{
    return e->type == CARC_EV_FAIRY_POINTS;
}

/* The fairy's points: "Ana: fairy +3". */
static int dragon_score_lines(ui_app *a, const carc_event *e, char (*lines)[96], int max)
{
    if (e->type != CARC_EV_FAIRY_POINTS || max < 1)
        return 0;
    snprintf(lines[0], 96, "%s", dragon_log_line(a, e));
    return 1;
}

static void dragon_final_show(ui_app *a, const carc_event *e)
{
    fairy_anim(a, e, FINAL_MS);
    add_log(a->play, e->player, dragon_log_line(a, e));
}

/* ---- the flight's path ---- */

/* One more tile on the dragon's path as drawn: the tile it started from and its six steps at
   the most, which p->path holds. */
static void path_add(ui_play *p, int x, int y)
{
    if (p->npath >= (int)(sizeof p->path / sizeof p->path[0]))
        return;
    p->path[p->npath][0] = (int16_t)x;
    p->path[p->npath][1] = (int16_t)y;
    p->npath++;
}

static void dragon_view_reset(ui_play *p)
{
    p->npath = 0;
}

/* A turn the cursor passed over: its dragon's path (the last one stays drawn). */
static void dragon_view_turn(ui_play *p, const carc_game *g, const carc_events *ev)
{
    (void)g;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0}; /* the sides N, E, S, W */
    bool flew = false;
    p->npath = 0; /* the path drawn is the last turn's flight's */
    for (int i = 0; i < ev->count; i++) {
        const carc_event *e = &ev->ev[i];
        if (e->type == CARC_EV_DRAGON && e->feature < 4) {
            if (!flew) /* the path starts where the dragon was: a step back from the first */
                path_add(p, e->x - dx[e->feature], e->y - dy[e->feature]);
            flew = true;
            path_add(p, e->x, e->y);
        }
    }
}

/* A step of the flight is to be chosen: the flight's path so far (from the tile it started
   on), and the dragon stays in view. */
static int dragon_step_begin(ui_app *a, int (*cells)[2], int max)
{
    ui_play *p = a->play;
    const int ti = carc_game_dragon_tile(p->g);
    if (ti < 0)
        return 0;
    path_add(p, p->g->tiles[ti].x, p->g->tiles[ti].y);
    if (max < 1)
        return 0;
    cells[0][0] = p->g->tiles[ti].x;
    cells[0][1] = p->g->tiles[ti].y;
    return 1;
}

/* The flight is over: the dragon stays where it ended, the path stays in view until the next
   turn is played; stopped short of six steps, it says why, in the log and over the board. */
static void dragon_steps_over(ui_app *a)
{
    ui_play *p = a->play;
    const int ti = carc_game_dragon_tile(p->g);
    if (ti >= 0 && p->npath > 0 &&
        (p->path[p->npath - 1][0] != p->g->tiles[ti].x ||
         p->path[p->npath - 1][1] != p->g->tiles[ti].y))
        path_add(p, p->g->tiles[ti].x, p->g->tiles[ti].y);
    char why[256], line[sizeof p->log[0]];
    if (dragon_stop_line(p->npath - 1, false, line, sizeof line))
        add_log(p, -1, line);
    if (dragon_stop_line(p->npath - 1, true, why, sizeof why))
        set_msg(a, why);
}

static void dragon_turn_played(ui_play *p)
{
    p->npath = 0; /* the last flight's path goes */
}

static const char *dragon_step_help(bool computer)
{
    if (computer)
        return _("The computer player chooses its step of the dragon's flight. Watch it; "
                 "Esc opens the menu.");
    return _("The dragon flies: click a red cell next to it. It eats every figure on the "
             "tile it enters; it never goes back over its path nor onto the fairy's tile.");
}

static const char *dragon_step_doing(void)
{
    return _("%s moves the dragon");
}

/* The dragon tiles set aside while the dragon is off the board come back with the first
   volcano. */
static const char *dragon_tiles_aside(const carc_game *g, int *aside)
{
    const uint8_t *set_aside;
    const int naside = carc_dragon_set_aside(g, &set_aside);
    for (int i = 0; i < naside; i++)
        aside[set_aside[i]]++;
    return naside > 0
               ? _("+N: dragon tiles set aside; the first volcano shuffles them into the stack")
               : NULL;
}

static const ui_rules_page dragon_rules = {
    .adds =
        N_("A volcano brings the dragon. After each dragon tile it flies up to six steps, the "
           "players moving it in turn, and eats every figure on the tiles it enters. Instead of a "
           "figure you may move the fairy beside one of your followers: she guards its tile. A "
           "portal lets you place a follower on any open feature; a princess sends a knight of her "
           "city home."),
    .tiles = {"PD1", "PD7", "PD18", "PD24"},
    .nfigures = 2,
    .figures = {{.sprite = dragon_sprite, .name = N_("Dragon")},
                {.sprite = fairy_sprite, .name = N_("Fairy")}},
    .rows = {{N_("Fairy"), N_("1 at the start of your turn, 3 when her follower's feature scores"),
              N_("3 when her follower's feature scores")}},
};

static bool volcano_met(const carc_game *g, const carc_tile_type *t)
{
    (void)g;
    return carc_dragon_tile_volcano(t);
}

const ui_module_hooks ui_dragon_hooks = {
    .title = N_("The Princess & the Dragon"),
    .rules = &dragon_rules,
    .sprites = {{"dragon.png", 96, NULL}, {"fairy.png", 64, NULL}},
    .categories = {N_("Fairy")},
    .firsts = {{"volcano",
                N_("A volcano: the dragon moves onto it, and no figure may go on this tile."), 1,
                volcano_met}},
    .tiles_aside = dragon_tiles_aside,
    .replay_elsewhere = N_("%s placed the framed tile and a follower through its portal."),
    .draw_board = dragon_draw_board,
    .draw_anim = dragon_draw_anim,
    .target = dragon_target,
    .targets_at = dragon_targets_at,
    .target_points = dragon_target_points,
    .draw_targets = dragon_draw_targets,
    .panel_line = dragon_panel_line,
    .target_label = dragon_target_label,
    .panel_h = dragon_set_aside_h,
    .draw_panel = dragon_draw_set_aside,
    .event = dragon_event,
    .final_points = dragon_final_points,
    .final_show = dragon_final_show,
    .score_lines = dragon_score_lines,
    .view_reset = dragon_view_reset,
    .view_turn = dragon_view_turn,
    .replay_note = dragon_replay_note,
    .step_phase = CARC_PHASE_DRAGON,
    .stop_at = "dragon",
    .steps_taken = carc_dragon_steps,
    .step_cell = dragon_step_cell,
    .step_begin = dragon_step_begin,
    .steps_over = dragon_steps_over,
    .turn_played = dragon_turn_played,
    .step_banner = dragon_banner,
    .step_line = dragon_step_line,
    .step_help = dragon_step_help,
    .step_doing = dragon_step_doing,
    .draw_step_hand = dragon_draw_hand,
    .puzzle =
        {"dragon-end", N_("The fairy's reward"),
         N_("The fairy stands beside Ana's knight. What would each score if the game ended now?"),
         N_("The open city of 2 tiles and a pennant scores 3 at the end, and the fairy's knight "
            "adds 3 when its feature is scored: 6."),
         UI_ASK_END},
};
