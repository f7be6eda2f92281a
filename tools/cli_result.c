/*
 * cli_result.c: a game's result as one JSON line, as RECORD.md's `replay` contract says
 * (carcassonne-cli replay, and the bot's last line).
 */
#include "cli_result.h"

#include <stdio.h>

#include "mod_dragon.h"
#include "mod_traders.h"
#include "module.h"
#include "record.h"

/* RECORD.md: the dragon, the fairy and the set-aside tiles of the Princess & the Dragon. The
   fairy's figure is named by the first position of its feature on its tile. */
static void print_dragon(const carc_game *g)
{
    const int dragon = carc_game_dragon_tile(g), fairy = carc_game_fairy_tile(g);
    if (dragon < 0)
        printf(", \"dragon\": null");
    else
        printf(", \"dragon\": {\"x\": %d, \"y\": %d}", g->tiles[dragon].x, g->tiles[dragon].y);
    const int fid = carc_game_fairy_figure(g);
    const carc_figure *f = fid >= 0 ? carc_game_figure_by_id(g, fid) : NULL;
    if (fairy < 0) {
        printf(", \"fairy\": null");
    } else {
        const carc_placed *t = &g->tiles[fairy];
        printf(", \"fairy\": {\"x\": %d, \"y\": %d", t->x, t->y);
        for (int p = 0; f && p < CARC_NPOS; p++)
            if (carc_feature_at(g->cat, t->type, t->rot, p) == f->feature) {
                printf(", \"at\": \"%s\"", carc_pos_name(p));
                break;
            }
        printf("}");
    }
    printf(", \"set_aside\": [");
    const uint8_t *aside;
    const int naside = carc_dragon_set_aside(g, &aside);
    for (int i = 0; i < naside; i++)
        printf("%s\"%s\"", i ? ", " : "", g->cat->types[aside[i]].def.id);
    printf("]");
}

void cli_print_result(const carc_game *g, int turns)
{
    static const char *const base[CARC_CAT_MODULES] = {"road", "city", "cloister", "field",
                                                       "other"};
    printf("{\"finished\": %s, \"turns\": %d, \"tiles_left\": %d, \"scores\": [",
           g->over ? "true" : "false", turns, carc_game_tiles_left(g));
    for (int p = 0; p < g->nplayers; p++)
        printf("%s%d", p ? ", " : "", g->score[p]);
    printf("], \"breakdown\": [");
    for (int p = 0; p < g->nplayers; p++) {
        printf("%s{", p ? ", " : "");
        /* RECORD.md: an expansion's own key only when the expansion is in play, after the base
           game's key it follows (carc_category_def.after). */
        for (int c = 0; c < CARC_CAT_MODULES; c++) {
            printf("%s\"%s\": %d", c ? ", " : "", base[c], g->breakdown[p][c]);
            for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
                const int m = __builtin_ctz(mods);
                for (int k = 0; k < carc_modules[m].ncategories; k++)
                    if (carc_modules[m].categories[k].after == c)
                        printf(", \"%s\": %d", carc_modules[m].categories[k].name,
                               g->breakdown[p][CARC_CAT_MODULE(m, k)]);
            }
        }
        printf("}");
    }
    printf("], \"meeples_in_supply\": [");
    for (int p = 0; p < g->nplayers; p++)
        printf("%s%d", p ? ", " : "", carc_game_supply(g, p, CARC_FIG_FOLLOWER));
    printf("]");
    if (carc_module_on(g, CARC_MOD_TRADERS)) {
        printf(", \"goods\": [");
        for (int p = 0; p < g->nplayers; p++) {
            printf("%s{", p ? ", " : "");
            for (int k = 0; k < CARC_GOODS; k++)
                printf("%s\"%s\": %d", k ? ", " : "", carc_goods_name((carc_goods)k),
                       carc_traders_goods(g, p, (carc_goods)k));
            printf("}");
        }
        printf("]");
    }
    if (carc_module_on(g, CARC_MOD_DRAGON))
        print_dragon(g);
    printf("}\n");
}
