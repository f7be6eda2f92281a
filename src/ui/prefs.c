/*
 * prefs.c: the window's remembered settings (../data/settings.h): read at start, written when
 * a game starts from the setup screen and when a setting changes, so that the next run starts
 * with the last game's players, rules and tile sets, and the window as it was left.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"

bool ui_prefs_load(ui_app *a, char *err, size_t len)
{
    carc_settings_default(&a->cfg);
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
        snprintf(c->players[i].name, sizeof c->players[i].name, "%s", s->name[i]);
        c->players[i].color = (carc_color)s->colour[i];
        snprintf(c->players[i].ai, sizeof c->players[i].ai, "%s",
                 s->ai[i] >= 0 ? carc_ai_level_name((carc_ai_level)s->ai[i]) : "");
    }
    c->rules = s->rules;
    c->river = s->river;
    c->inns = s->inns;
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
