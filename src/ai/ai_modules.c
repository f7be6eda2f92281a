/*
 * ai_modules.c: the table of the computer players' module hooks (ai_module.h), indexed by
 * module, and the lists of the hooks of the modules in play.
 */
#include "ai_module.h"

extern const ai_module ai_abbot, ai_festival, ai_traders, ai_dragon;

const ai_module *const ai_modules[CARC_MODULES] = {
    [CARC_MOD_ABBOT] = &ai_abbot,
    [CARC_MOD_FESTIVAL] = &ai_festival,
    [CARC_MOD_TRADERS] = &ai_traders,
    [CARC_MOD_DRAGON] = &ai_dragon,
};

void ai_mods_init(ai_mods *mods, const carc_catalog *cat)
{
    *mods = (ai_mods){0};
    for (int id = 0; id < CARC_MODULES; id++) {
        const ai_module *m = ai_modules[id];
        if (!m || !(cat->modules >> id & 1u))
            continue;
        if (m->steps)
            mods->steps[mods->nsteps++] = m;
        if (m->anywhere)
            mods->anywhere[mods->nanywhere++] = m;
        if (m->at_will)
            mods->at_will[mods->nat_will++] = m;
        if (m->eval) {
            mods->prepared[mods->neval] = m->prepare ? m->prepare(cat) : 0;
            mods->eval[mods->neval++] = m;
        }
        if (m->follow_up)
            mods->follow[mods->nfollow++] = m;
        if (m->decide)
            mods->decide[mods->ndecide++] = m;
        if (m->playout_figure)
            mods->playout[mods->nplayout++] = m;
        mods->own_turns |= m->follow_up || m->playout_figure;
    }
}
