/*
 * module_ui.c: the table of the rule modules' window hooks (module_ui.h), the one place that
 * names each set's.
 */
#include "module_ui.h"

#include "module.h"

extern const ui_module_hooks ui_river_hooks;    /* river_ui.c */
extern const ui_module_hooks ui_inns_hooks;     /* inns_ui.c */
extern const ui_module_hooks ui_abbot_hooks;    /* abbot_ui.c */
extern const ui_module_hooks ui_festival_hooks; /* festival_ui.c */
extern const ui_module_hooks ui_traders_hooks;  /* traders_ui.c */
extern const ui_module_hooks ui_dragon_hooks;   /* screen_dragon.c */

static const ui_module_hooks *const hooks[CARC_MODULES] = {
    [CARC_MOD_RIVER] = &ui_river_hooks,
    [CARC_MOD_INNS] = &ui_inns_hooks,
    [CARC_MOD_ABBOT] = &ui_abbot_hooks,
    [CARC_MOD_FESTIVAL] = &ui_festival_hooks,
    [CARC_MOD_TRADERS] = &ui_traders_hooks,
    [CARC_MOD_DRAGON] = &ui_dragon_hooks,
};

const ui_module_hooks *ui_module_hooks_of(int m)
{
    return m >= 0 && m < CARC_MODULES ? hooks[m] : NULL;
}

const ui_module_hooks *ui_module_in_play(const carc_game *g, int m)
{
    return m >= 0 && m < CARC_MODULES && carc_module_on(g, (carc_module_id)m) ? hooks[m] : NULL;
}

const ui_feature_kind *ui_feature_kind_of(int kind)
{
    for (int m = 0; m < CARC_MODULES && kind != CARC_ROAD; m++)
        if (hooks[m] && hooks[m]->feature.kind == kind)
            return &hooks[m]->feature;
    return NULL;
}

ui_mipmap *ui_module_sprite(ui_app *a, int m, int k)
{
    return &a->art.module[m][k];
}

const ui_figure_kind *ui_figure_kind_of(int kind)
{
    for (int m = 0; m < CARC_MODULES && kind != CARC_FIG_FOLLOWER; m++)
        for (int i = 0; hooks[m] && i < 2 && hooks[m]->figures[i].kind; i++)
            if (hooks[m]->figures[i].kind == kind)
                return &hooks[m]->figures[i];
    return NULL;
}

const ui_module_hooks *ui_step_module(const carc_game *g)
{
    const int phase = (int)carc_game_phase(g);
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_in_play(g, m);
        if (h && h->step_phase && h->step_phase == phase)
            return h;
    }
    return NULL;
}

void ui_step_cell(const carc_game *g, const carc_action *step, int *x, int *y)
{
    const ui_module_hooks *h = ui_step_module(g);
    *x = *y = 0;
    if (h && h->step_cell)
        h->step_cell(g, step, x, y);
}

bool ui_module_target(ui_app *a, int k, carc_action *act, double *sx, double *sy)
{
    for (int m = 0; m < CARC_MODULES && k >= 0; m++) {
        const ui_module_hooks *h = ui_module_in_play(a->play->g, m);
        if (!h || !h->target)
            continue;
        int n = 0;
        while (h->target(a, n, act, sx, sy)) {
            if (n == k)
                return true;
            n++;
        }
        k -= n;
    }
    return false;
}
