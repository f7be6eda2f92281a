/*
 * traders_ui.c: Traders & Builders in the game window: the words of its goods (traders_ui.h)
 * and its hooks of module_ui.h: the goods tokens in the players' rows and rising from a city
 * that gave them, the log's lines of goods taken, of a builder's double turn and of the final
 * scoring's goods majorities, and the banner of that double turn.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gfx.h"
#include "game_screen.h"
#include "i18n.h"
#include "mod_traders.h"
#include "module.h"
#include "module_ui.h"
#include "traders_ui.h"

const char *ui_goods_label(int goods)
{
    switch (goods) {
    case CARC_WINE:
        return _("Wine");
    case CARC_GRAIN:
        return _("Grain");
    default:
        return _("Cloth");
    }
}

const char *ui_goods_gain(int goods, int n)
{
    switch (goods) {
    case CARC_WINE:
        /* TRANSLATORS: goods tokens taken for a city, over the board: %d how many. */
        return P_("+%d wine", "+%d wine", n);
    case CARC_GRAIN:
        return P_("+%d grain", "+%d grain", n);
    default:
        return P_("+%d cloth", "+%d cloth", n);
    }
}

const char *ui_goods_log(int goods, int n)
{
    switch (goods) {
    case CARC_WINE:
        /* TRANSLATORS: a line of the panel's log: %1$s a player's name, %2$d the goods taken. */
        return P_("%1$s: +%2$d wine", "%1$s: +%2$d wine", n);
    case CARC_GRAIN:
        return P_("%1$s: +%2$d grain", "%1$s: +%2$d grain", n);
    default:
        return P_("%1$s: +%2$d cloth", "%1$s: +%2$d cloth", n);
    }
}

const char *ui_goods_majority(int goods)
{
    switch (goods) {
    case CARC_WINE:
        /* TRANSLATORS: a line of the panel's log in the final scoring: %1$s a player's name with
           the most (or as many as the most) wine tokens, %2$d the points. */
        return _("%1$s: most wine +%2$d (end)");
    case CARC_GRAIN:
        return _("%1$s: most grain +%2$d (end)");
    default:
        return _("%1$s: most cloth +%2$d (end)");
    }
}

static SDL_Color goods_colour(int g)
{
    static const SDL_Color c[CARC_GOODS] = {
        {150, 40, 90, 255}, {230, 190, 60, 255}, {70, 130, 210, 255}};
    return c[g % CARC_GOODS];
}

/* A token: wine a disc, grain a diamond, cloth a square, each in its colour. */
static void goods_token(ui_app *a, int g, double cx, double cy, double r)
{
    SDL_Color c = goods_colour(g), rim = {20, 18, 16, 255};
    if (g == CARC_WINE) {
        gfx_disc(a->ren, cx, cy, r + 1.5, rim);
        gfx_disc(a->ren, cx, cy, r, c);
    } else if (g == CARC_GRAIN) {
        double t1[3][2] = {{cx - r - 2, cy}, {cx, cy - r - 2}, {cx + r + 2, cy}};
        double t2[3][2] = {{cx - r - 2, cy}, {cx + r + 2, cy}, {cx, cy + r + 2}};
        gfx_triangle(a->ren, t1, rim);
        gfx_triangle(a->ren, t2, rim);
        double u1[3][2] = {{cx - r, cy}, {cx, cy - r}, {cx + r, cy}};
        double u2[3][2] = {{cx - r, cy}, {cx + r, cy}, {cx, cy + r}};
        gfx_triangle(a->ren, u1, c);
        gfx_triangle(a->ren, u2, c);
    } else {
        ui_rect o = {(int)(cx - r - 1), (int)(cy - r - 1), (int)(2 * r + 2), (int)(2 * r + 2)};
        gfx_fill(a->ren, &o, rim);
        ui_rect in = {(int)(cx - r + .5), (int)(cy - r + .5), (int)(2 * r), (int)(2 * r)};
        gfx_fill(a->ren, &in, c);
    }
}

/* goods_row and goods_row_w: the goods right-aligned in rc, drawn when draw is set;
   returns their width. */
static int goods(ui_app *a, int player, const ui_rect *rc, SDL_Color ink, bool draw)
{
    ui_play *p = a->play;
    if (!carc_module_on(p->g, CARC_MOD_TRADERS))
        return 0;
    double r = fmin(rc->h * .3, 7 * a->s);
    int x = rc->x + rc->w;
    for (int g = CARC_GOODS - 1; g >= 0; g--) {
        char n[8];
        snprintf(n, sizeof n, "%d", carc_traders_goods(p->g, player, (carc_goods)g));
        int w = gfx_text_w(a, FONT_SMALL, n);
        x -= w;
        if (draw)
            gfx_text(a, FONT_SMALL, n, x, rc->y + (rc->h - gfx_font_h(a, FONT_SMALL)) / 2, ink,
                     ALIGN_LEFT);
        x -= (int)(2 * r + 3 * a->s);
        if (draw)
            goods_token(a, g, x + r, rc->y + rc->h / 2.0, r);
        if (g > 0)
            x -= (int)(6 * a->s);
    }
    return rc->x + rc->w - x;
}

/* A player's goods tokens, right-aligned in rc (a row of the panel). */
static void goods_row(ui_app *a, int player, const ui_rect *rc, SDL_Color ink)
{
    goods(a, player, rc, ink, true);
}

static int goods_row_w(ui_app *a, int player, int h)
{
    ui_rect rc = {0, 0, 0, h};
    return goods(a, player, &rc, COL_TEXT, false);
}

/* "+1 wine" rising from the city that gave it. */
static void goods_anim(ui_app *a, const ui_anim *an)
{
    double t, sx, sy;
    if (!anim_at(a, an, &t, &sx, &sy))
        return;
    sy -= t * 50 * a->s + 24 * a->s;
    Uint8 alpha = (Uint8)(t < .7 ? 255 : 255 * (1 - t) / .3);
    char buf[64];
    snprintf(buf, sizeof buf, ui_goods_gain(an->ev.feature, an->ev.value), an->ev.value);
    int w = gfx_text_w(a, FONT_BOLD, buf);
    double r = gfx_font_h(a, FONT_BOLD) * .3;
    goods_token(a, an->ev.feature, sx - w / 2.0 - r - 4 * a->s, sy + gfx_font_h(a, FONT_BOLD) / 2.0,
                r);
    gfx_text_outlined(a, FONT_BOLD, buf, (int)sx, (int)sy, COL_WHITE, alpha);
}

/* Goods taken for a city (an animation and a line of the log), a builder's double turn. */
static void traders_event(ui_app *a, const carc_event *e, bool final_part)
{
    (void)final_part;
    ui_play *p = a->play;
    char line[96];
    switch (e->type) {
    case CARC_EV_GOODS: {
        snprintf(line, sizeof line, ui_goods_log(e->feature, e->value),
                 play_name(p, e->player % CARC_MAX_PLAYERS), e->value);
        add_log(p, e->player, line);
        ui_anim an;
        memset(&an, 0, sizeof an);
        an.type = ANIM_MODULE;
        an.module = CARC_MOD_TRADERS;
        an.t0 = a->now;
        an.ev = *e;
        an.dur = SCORE_MS;
        an.bx = e->x + .5;
        an.by = e->y + .5;
        add_anim(a, &an);
        break;
    }
    case CARC_EV_EXTRA_TURN:
        snprintf(line, sizeof line, _("%s: the builder gives another tile"),
                 play_name(p, p->g->current % CARC_MAX_PLAYERS));
        add_log(p, p->g->current, line);
        break;
    default:
        break;
    }
}

/* The majority of a kind of goods, a step of the final scoring's count. */
static bool traders_final_points(const carc_event *e)
{
    return e->type == CARC_EV_BONUS;
}

/* "Luis: most wine +10 (end)" for each player with the most. */
static int traders_score_lines(ui_app *a, const carc_event *e, char (*lines)[96], int max)
{
    const ui_play *p = a->play;
    int n = 0;
    for (int i = 0; e->type == CARC_EV_BONUS && i < p->g->nplayers && n < max; i++)
        if (e->points[i] > 0)
            snprintf(lines[n++], 96, ui_goods_majority(e->feature), play_name(p, i), e->points[i]);
    return n;
}

/* In the log: those lines, each by its player. */
static void traders_final_show(ui_app *a, const carc_event *e)
{
    ui_play *p = a->play;
    for (int i = 0; i < p->g->nplayers; i++)
        if (e->points[i] > 0) {
            carc_event one = *e; /* this player's points alone: their line */
            memset(one.points, 0, sizeof one.points);
            one.points[i] = e->points[i];
            char line[1][96];
            if (traders_score_lines(a, &one, line, 1) == 1)
                add_log(p, i, line[0]);
        }
}

static bool traders_banner(ui_app *a, char *buf, size_t len)
{
    ui_play *p = a->play;
    if (!carc_traders_extra_turn(p->g))
        return false;
    /* TRANSLATORS: the banner during a builder's double turn */
    snprintf(buf, len, _("%s again: builder's tile"), play_name(p, p->g->current));
    return true;
}

/* The card of a feature: its goods. */
static int goods_card_lines(const carc_report *r, char *out, size_t len, int max)
{
    int n = 0;
    for (int k = 0; k < CARC_GOODS && n < max; k++)
        if (carc_traders_report_goods(r, k))
            snprintf(out + len * n++, len, "%s: %d", ui_goods_label(k),
                     carc_traders_report_goods(r, k));
    return n;
}

/* The builder and the pig say what they are for, not what the feature is worth. */
static bool traders_hint_figure(const carc_report *r, int figure, char *buf, size_t len)
{
    if (figure == CARC_FIG_BUILDER)
        snprintf(
            buf, len, "%s",
            r->kind == CARC_CITY
                ? _("The builder joins your city: grow it on a later turn for a second tile.")
                : _("The builder joins your road: grow it on a later turn for a second tile."));
    else if (figure == CARC_FIG_PIG)
        snprintf(buf, len, "%s",
                 _("The pig joins your farm: 1 more point per completed city at the end."));
    return figure == CARC_FIG_BUILDER || figure == CARC_FIG_PIG;
}

static const ui_rules_page traders_rules = {
    .adds =
        N_("Whoever places the tile that completes a city takes a token for each wine, grain or "
           "cloth in it, follower or not. A builder beside your follower in a road or city gives "
           "you a second tile each time you extend it. A pig beside your farmer makes its field "
           "score more."),
    .tiles = {"TB7", "TB1", "TB22", "TB24"},
    .nfigures = 2,
    .figures = {{.kind = CARC_FIG_BUILDER}, {.kind = CARC_FIG_PIG}},
    .rows = {{N_("Goods"), N_("A token for each symbol, to the player who completes the city"),
              N_("10 for the most of each kind")},
             {N_("Field with your pig"), N_("Never completed"),
              N_("4 per completed city instead of 3")}},
};

/* The builder: a broad, square figure with no arms under a wide-brimmed hat. */
static int builder_shape(float u, float v)
{
    float dx = u - .5f;
    if (v > .08f && v < .2f && fabsf(dx) < .14f)
        return 1; /* the hat's crown */
    if (v >= .2f && v < .26f && fabsf(dx) < .3f)
        return 1; /* its brim */
    if (dx * dx + (v - .34f) * (v - .34f) < .12f * .12f)
        return 1;                                   /* the head */
    return v > .44f && v < .95f && fabsf(dx) < .3f; /* the body, a block */
}

/* The pig: seen from the side, a round body, a snout to the east, an ear, four short legs. */
static int pig_shape(float u, float v)
{
    float dx = u - .46f, dy = v - .55f;
    if (dx * dx / (.36f * .36f) + dy * dy / (.23f * .23f) < 1)
        return 1; /* the body */
    if (u > .78f && u < .93f && fabsf(v - .52f) < .09f)
        return 1; /* the snout */
    if (v > .22f && v < .36f && u > .6f && u < .74f && (u - .6f) > (.36f - v) * .6f)
        return 1; /* the ear */
    if (v >= .7f && v < .88f)
        for (int k = 0; k < 4; k++)
            if (fabsf(u - (.22f + k * .16f)) < .045f)
                return 1; /* the legs */
    return 0;
}

static ui_mipmap *builder_sprite(ui_app *a)
{
    return ui_module_sprite(a, CARC_MOD_TRADERS, 0);
}

static ui_mipmap *pig_sprite(ui_app *a)
{
    return ui_module_sprite(a, CARC_MOD_TRADERS, 1);
}

static bool builder_met(const carc_game *g, const carc_tile_type *t)
{
    (void)t;
    return carc_traders_extra_turn(g);
}

static bool goods_met(const carc_game *g, const carc_tile_type *t)
{
    (void)g;
    return carc_traders_goods_city(t) != CARC_NO_FEATURE;
}

const ui_module_hooks ui_traders_hooks = {
    .title = N_("Traders & Builders"),
    .rules = &traders_rules,
    .sprites = {{"builder.png", 96, builder_shape}, {"pig.png", 96, pig_shape}},
    .figures = {{.kind = CARC_FIG_BUILDER,
                 .name = N_("Builder"),
                 .sprite = builder_sprite,
                 .mark_x = .5,
                 .mark_y = .66,
                 .scale = 1.05,
                 .eaten = N_("%s: builder eaten by the dragon"),
                 .sent_home = N_("%s: builder sent home by the princess")},
                {.kind = CARC_FIG_PIG,
                 .name = N_("Pig"),
                 .sprite = pig_sprite,
                 .mark_x = .46,
                 .mark_y = .55,
                 .eaten = N_("%s: pig eaten by the dragon"),
                 .sent_home = N_("%s: pig sent home by the princess")}},
    .categories = {N_("Goods")},
    .firsts = {{"builder",
                N_("Your builder's second tile: you extended the road or city where your builder "
                   "stands, so you play another tile."),
                2, builder_met},
               {"goods",
                N_("A city with goods: whoever finishes it takes its goods tokens, knight or not; "
                   "the most of each kind score 10 at the end."),
                3, goods_met}},
    .card_lines = goods_card_lines,
    .hint_figure = traders_hint_figure,
    .draw_anim = goods_anim,
    .banner = traders_banner,
    .row_w = goods_row_w,
    .draw_row = goods_row,
    .event = traders_event,
    .final_points = traders_final_points,
    .final_show = traders_final_show,
    .score_lines = traders_score_lines,
    .puzzle = {"traders-end", N_("Wine for whoever closes"),
               N_("Luis closed Ana's city, which holds wine. What would each score if the game "
                  "ended now?"),
               N_("The goods go to whoever places the closing tile, knight or not: Luis has the "
                  "only wine, 10 at the end. Ana's farmer touches that finished city: 3."),
               UI_ASK_END},
};
