/*
 * cli_result.c: a game's result as one JSON line, as RECORD.md's `replay` contract says
 * (carcassonne-cli replay, and the bot's last line).
 */
#include "cli_result.h"

#include <stdio.h>
#include <stdlib.h>

#include "module.h"
#include "record.h"

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
    /* The keys of the modules in play (RECORD.md), through their record codecs. */
    char *keys = carc_record_result_keys(g);
    printf("%s", keys ? keys : "");
    free(keys);
    printf("}\n");
}
