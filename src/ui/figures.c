/*
 * figures.c: what the figure step offers the current player (figures.h).
 */
#include "figures.h"

#include <string.h>

void ui_figs_compute(ui_figs *f, const carc_game *g, const carc_placement *at)
{
    memset(f, 0, sizeof *f);
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        if (g->cat->figures[k])
            f->kinds[f->nkinds++] = (uint8_t)k;
    static carc_game placed; /* 26 KB: off the stack; the window has one thread drawing */
    carc_game_copy(&placed, g);
    carc_action place = {.type = CARC_ACT_PLACE, .at = *at};
    char why[160];
    if (carc_game_phase(g) != CARC_PHASE_TILE ||
        carc_game_check_action(g, &place, why, sizeof why) != CARC_OK)
        return;
    carc_game_apply(&placed, &place, NULL);
    static carc_action acts[UI_MAX_ELSEWHERE + CARC_MAX_FEATURES * CARC_FIGURE_KINDS +
                            CARC_FIGURE_SLOTS + UI_MAX_OTHER + 1];
    int n = carc_game_legal_actions(&placed, acts, (int)(sizeof acts / sizeof acts[0]));
    if (n > (int)(sizeof acts / sizeof acts[0]))
        n = (int)(sizeof acts / sizeof acts[0]);
    const carc_placed *t = &placed.tiles[carc_game_placed_tile(&placed)];
    const carc_tile_type *type = &g->cat->types[t->type];
    for (int i = 0; i < n; i++) {
        const carc_action *a = &acts[i];
        if (a->type == CARC_ACT_FIGURE && a->elsewhere) {
            if (f->nelsewhere < UI_MAX_ELSEWHERE)
                f->elsewhere[f->nelsewhere++] = *a;
        } else if (a->type >= CARC_ACT_MODULES) {
            if (f->nother < UI_MAX_OTHER)
                f->other[f->nother++] = *a;
        } else if (a->type == CARC_ACT_FIGURE && a->figure < CARC_FIGURE_KINDS &&
                   f->nspots[a->figure] < CARC_MAX_FEATURES) {
            carc_spot *s = &f->spots[a->figure][f->nspots[a->figure]++];
            s->feature = a->feature;
            s->kind = type->def.features[a->feature].kind;
        } else if (a->type == CARC_ACT_RETURN && f->nback < CARC_FIGURE_SLOTS) {
            int b = f->nback++;
            f->back[b] = a->figure;
            f->back_kind[b] = -1;
            /* What it scores: the recall's score events, on a copy that takes it back. */
            static carc_game after;
            static carc_events ev;
            carc_game_copy(&after, &placed);
            ev.count = 0;
            carc_game_apply(&after, a, &ev);
            for (int k = 0; k < ev.count; k++)
                if (ev.ev[k].type == CARC_EV_SCORE && (ev.ev[k].why & CARC_WHY_RECALL)) {
                    f->back_points[b] = (int16_t)(f->back_points[b] + ev.ev[k].points[g->current]);
                    f->back_kind[b] = (int8_t)ev.ev[k].kind;
                }
        }
    }
}

bool ui_figs_any(const ui_figs *f)
{
    if (f->nback || f->nother || f->nelsewhere)
        return true;
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        if (f->nspots[k])
            return true;
    return false;
}

bool ui_figs_kind_open(const ui_figs *f, int kind)
{
    if (kind < 0 || kind >= CARC_FIGURE_KINDS)
        return false;
    if (f->nspots[kind])
        return true;
    for (int i = 0; i < f->nelsewhere; i++)
        if (f->elsewhere[i].figure == kind)
            return true;
    return false;
}

int ui_figs_default_kind(const ui_figs *f)
{
    if (ui_figs_kind_open(f, CARC_FIG_FOLLOWER))
        return CARC_FIG_FOLLOWER;
    for (int i = 0; i < f->nkinds; i++)
        if (ui_figs_kind_open(f, f->kinds[i]))
            return f->kinds[i];
    return f->nkinds ? f->kinds[0] : CARC_FIG_FOLLOWER;
}

int ui_figs_next_kind(const ui_figs *f, int kind, int dir)
{
    int at = -1;
    for (int i = 0; i < f->nkinds; i++)
        if (f->kinds[i] == kind)
            at = i;
    if (at < 0)
        return ui_figs_default_kind(f);
    for (int step = 1; step < f->nkinds; step++) {
        int i = ((at + dir * step) % f->nkinds + f->nkinds) % f->nkinds;
        if (ui_figs_kind_open(f, f->kinds[i]))
            return f->kinds[i];
    }
    return kind;
}

int ui_figs_back_index(const ui_figs *f, int id)
{
    for (int i = 0; i < f->nback; i++)
        if (f->back[i] == id)
            return i;
    return -1;
}

carc_move ui_figs_move(carc_placement at, int kind, int feature, int back)
{
    if (back >= 0 && back != CARC_NONE)
        return carc_move_back(at, (unsigned)back);
    if (feature >= 0 && feature != CARC_NONE)
        return carc_move_figure(at, (carc_figure_kind)kind, (unsigned)feature);
    return carc_move_tile(at);
}
