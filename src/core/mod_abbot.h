/*
 * mod_abbot.h: the Abbot's words (module.h): its score category, where an abbot on a garden
 * scores (RULES.md 4.3).
 */
#ifndef CARC_MOD_ABBOT_H
#define CARC_MOD_ABBOT_H

#include "module.h"

enum {
    CARC_CAT_GARDEN = CARC_CAT_MODULE(CARC_MOD_ABBOT, 0), /* abbots on gardens: "garden" */
};

#endif
