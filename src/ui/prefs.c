/*
 * prefs.c: the window's remembered settings (../data/settings.h): read at start, written when
 * a game starts from the setup screen and when a setting changes, so that the next run starts
 * with the last game's players, rules and tile sets, and the window as it was left. The
 * players' colours are drawn in the shades, and their figures carry the marks, it keeps.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "gfx.h"

/* The settings that choose the shades of ui_player_colour, which is called where no ui_app is
   at hand: the window's own, set once they are read. */
static const carc_settings *shades;

SDL_Color ui_player_colour(int colour)
{
    static const SDL_Color usual[CARC_COLORS] = {{222, 52, 52, 255}, {40, 110, 230, 255},
                                                 {40, 168, 70, 255}, {250, 205, 30, 255},
                                                 {52, 52, 58, 255},  {246, 128, 200, 255}};
    /* Okabe and Ito's colours for colour-blind eyes (vermilion, blue, bluish green, yellow,
       reddish purple): no two of them are confused; red is called orange then
       (ui_colour_label). */
    static const SDL_Color safe[CARC_COLORS] = {{213, 94, 0, 255},   {0, 114, 178, 255},
                                                {0, 158, 115, 255},  {240, 228, 66, 255},
                                                {52, 52, 58, 255},   {204, 121, 167, 255}};
    if (colour < 0 || colour >= CARC_COLORS)
        return COL_DIM;
    return shades && shades->safe_colours ? safe[colour] : usual[colour];
}

bool ui_player_colours_safe(void)
{
    return shades && shades->safe_colours;
}

int ui_player_mark(const ui_app *a, int colour)
{
    const int k = colour >= 0 && colour < CARC_COLORS ? a->cfg.marks[colour] : 0;
    return k >= 0 && k < CARC_MARKS ? k : 0;
}

bool ui_prefs_load(ui_app *a, char *err, size_t len)
{
    carc_settings_default(&a->cfg);
    shades = &a->cfg;
    a->cfg_path[0] = '\0';
    err[0] = '\0';
    if (carc_settings_path(a->cfg_path, sizeof a->cfg_path, err, len) != 0) {
        a->cfg_path[0] = '\0';
        return false;
    }
    if (a->opt.autoplay || a->opt.bench_frames) {
        /* Tests and benchmarks play with the defaults and keep nothing, but in the player's
           language. */
        carc_settings kept;
        carc_settings_default(&kept);
        const bool ok = carc_settings_load(a->cfg_path, &kept, err, len) == 0;
        snprintf(a->cfg.language, sizeof a->cfg.language, "%s", kept.language);
        a->cfg_path[0] = '\0';
        return ok;
    }
    return carc_settings_load(a->cfg_path, &a->cfg, err, len) == 0;
}

void ui_prefs_save(ui_app *a)
{
    if (!a->cfg_path[0])
        return;
    const ui_setup *s = &a->setup;
    carc_settings *c = &a->cfg;
    c->nplayers = s->nplayers;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        /* A default name is kept empty, so that it follows the language (settings.h). */
        snprintf(c->players[i].name, sizeof c->players[i].name, "%s",
                 setup_default_named(s, i) ? "" : s->name[i]);
        c->players[i].color = (carc_color)s->colour[i];
        snprintf(c->players[i].ai, sizeof c->players[i].ai, "%s",
                 s->ai[i] >= 0 ? carc_ai_level_name((carc_ai_level)s->ai[i]) : "");
    }
    c->rules = s->rules;
    c->sets = s->sets;
    c->nown = s->nown;
    memcpy(c->own, s->own, sizeof c->own);
    c->aids = s->aids;
    if (!(a->opt.think > 0)) /* --think is this run's alone */
        c->think_longer = s->think > 1;
    char err[600];
    if (carc_settings_save(a->cfg_path, c, err, sizeof err) != 0)
        fprintf(stderr, "carcassonne: the settings could not be kept: %s\n", err);
}

uint32_t ui_anim_ms(const ui_app *a, uint32_t ms)
{
    return a->cfg.anim_speed > 0 ? ms * 100u / (uint32_t)a->cfg.anim_speed : 0;
}
