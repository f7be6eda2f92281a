/*
 * module.c: the table of rule modules and the kinds of figure. Each module's rules are in its
 * own file (mod_river.c, mod_inns.c, mod_abbot.c, mod_festival.c); this file joins them.
 */
#include "module.h"

#include <string.h>

#include "aids.h"
#include "mod_abbot.h"
#include "mod_dragon.h"
#include "mod_impl.h"
#include "mod_inns.h"
#include "mod_traders.h"

#define ON(k) (1u << (k))

/* RULES.md 1.2 and 4.5: followers stand on roads, cities, fields and cloisters; the abbot on a
   cloister (counting as a monk) or a garden, where nothing else may stand. */
const carc_figure_def carc_figure_defs[CARC_FIGURE_KINDS] = {
    [CARC_FIG_FOLLOWER] = {"normal", "follower", 1,
                           ON(CARC_ROAD) | ON(CARC_CITY) | ON(CARC_FIELD) | ON(CARC_CLOISTER)},
    [CARC_FIG_BIG] = {"big", "large follower", 2,
                      ON(CARC_ROAD) | ON(CARC_CITY) | ON(CARC_FIELD) | ON(CARC_CLOISTER)},
    [CARC_FIG_ABBOT] = {"abbot", "abbot", 1, ON(CARC_CLOISTER) | ON(CARC_GARDEN)},
    /* RULES.md 4.5: the builder and the pig go only where their owner has a follower, and
       count for nothing. */
    [CARC_FIG_BUILDER] = {"builder", "builder", 0, ON(CARC_ROAD) | ON(CARC_CITY), true},
    [CARC_FIG_PIG] = {"pig", "pig", 0, ON(CARC_FIELD), true},
};

int carc_figure_parse(const char *name)
{
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        if (strcmp(name, carc_figure_defs[k].name) == 0)
            return k;
    return -1;
}

void carc_figure_slots(const carc_catalog *cat, carc_figure_kind kind, int *first, int *count)
{
    int s = 0;
    for (int k = 0; k < (int)kind; k++)
        s += cat->figures[k];
    *first = s;
    *count = cat->figures[kind];
}

/* Written only by carc_module_register, before any catalog is built. */
static carc_module table[CARC_MAX_MODULES] = {
    [CARC_MOD_RIVER] =
        {
            .name = "river",
            .tile_part = MOD_RIVER_PART,
            .tile_bytes = 1,
            .tile_start = mod_river_tile_start,
            .words = mod_river_words,
            .variants = mod_river_variants,
            .filter_rotations = mod_river_filter,
            .placement_reason = mod_river_reason,
        },
    [CARC_MOD_INNS] =
        {
            .name = "inns-cathedrals",
            .figures = {[CARC_FIG_BIG] = 1},
            .max_players = 6,
            .marks = {{"inn", CARC_ROAD, CARC_FLAG_INN, "only roads have inns"},
                      {"cathedral", CARC_CITY, CARC_FLAG_CATHEDRAL, "only cities have cathedrals"}},
            .variants = mod_inns_variants,
            .feature_value = mod_inns_value,
        },
    [CARC_MOD_ABBOT] =
        {
            .name = "abbot",
            .tile_part = MOD_ABBOT_PART,
            .tile_bytes = 2,
            .tile_start = mod_abbot_tile_start,
            .words = mod_abbot_words,
            .variants = mod_abbot_variants,
            .figures = {[CARC_FIG_ABBOT] = 1},
            .ncategories = 1,
            .categories = {{"garden", CARC_CAT_CLOISTER, CARC_GARDEN}},
            .in_turn = true,
            .tags = {"garden", NULL},
            .read_tag = mod_abbot_tag,
            .stand_refusal = mod_abbot_stand_refusal,
            .may_take_back = mod_abbot_may_take_back,
            .take_back_refusal = mod_abbot_take_back_refusal,
            .take_back_points = mod_abbot_points,
        },
    [CARC_MOD_FESTIVAL] =
        {
            .name = "festival",
            .tile_part = MOD_FESTIVAL_PART,
            .tile_bytes = 1,
            .in_turn = true,
            .tags = {"festival", NULL},
            .read_tag = mod_festival_tag,
            .words = mod_festival_words,
            .may_take_back = mod_festival_may_take_back,
            .take_back_refusal = mod_festival_take_back_refusal,
        },
    [CARC_MOD_TRADERS] =
        {
            .name = "traders-builders",
            .tile_part = MOD_TRADERS_PART,
            .tile_bytes = 2,
            .tile_start = mod_traders_tile_start,
            .report_part = MOD_TRADERS_REPORT,
            .report_words = CARC_GOODS,
            .report = mod_traders_report,
            .words = mod_traders_words,
            .variants = mod_traders_variants,
            .slot = MOD_TRADERS_SLOT,
            .slot_words = MOD_TRADERS_SLOT_WORDS,
            .extra_turn = mod_traders_extra_turn,
            .figures = {[CARC_FIG_BUILDER] = 1, [CARC_FIG_PIG] = 1},
            .ncategories = 1,
            .categories = {{"goods", CARC_CAT_FIELD, -1}},
            .in_turn = true,
            .tags = {"wine", "grain", "cloth", NULL},
            .read_tag = mod_traders_tag,
            .check_rules = mod_traders_rules,
            .after_placement = mod_traders_placed,
            .completed = mod_traders_completed,
            .farm_city_value = mod_traders_farm_value,
            .final_scoring = mod_traders_final,
        },
    [CARC_MOD_DRAGON] =
        {
            .name = "princess-dragon",
            .tile_part = MOD_DRAGON_PART,
            .tile_bytes = 4,
            .tile_start = mod_dragon_tile_start,
            .words = mod_dragon_words,
            .slot = MOD_DRAGON_SLOT,
            .slot_words = MOD_DRAGON_SLOT_WORDS,
            .ncategories = 1,
            .categories = {{"fairy", CARC_CAT_FIELD, -1}},
            .actions = {"fairy", "princess", "dragon"},
            .actor = mod_dragon_actor,
            .start = mod_dragon_start,
            .in_turn = true,
            .tags = {"volcano", "dragon", "portal", "princess"},
            .read_tag = mod_dragon_tag,
            .after_placement = mod_dragon_placed,
            .list_actions = mod_dragon_list,
            .check_action = mod_dragon_check,
            .apply_action = mod_dragon_apply,
            .check_spot = mod_dragon_spot,
            .after_figure_step = mod_dragon_figure_step_done,
            .before_draw = mod_dragon_draw,
            .set_aside = carc_dragon_set_aside,
            .turn_start = mod_dragon_turn_start,
            .figure_left = mod_dragon_figure_left,
            .feature_scored = mod_dragon_scored,
        },
};

const char *carc_action_name(int type)
{
    static const char *const base[CARC_ACT_MODULES] = {"place", "discard", "figure", "return",
                                                       "pass"};
    if (type >= 0 && type < CARC_ACT_MODULES)
        return base[type];
    if (type < CARC_ACT_MODULES || type >= CARC_ACT_MODULE(CARC_MODULES, 0))
        return "?";
    const char *name = carc_modules[(type - CARC_ACT_MODULES) / CARC_MODULE_ACTS]
                           .actions[(type - CARC_ACT_MODULES) % CARC_MODULE_ACTS];
    return name ? name : "?";
}

const carc_module *const carc_modules = table;
static int table_len = CARC_MODULES;
static int registered_words; /* of carc_game.slot, given to registered modules so far */
static int registered_bytes; /* of carc_tile_type.part, likewise */
static int registered_report; /* of carc_report.part, likewise */

int carc_module_register(const carc_module *m)
{
    unsigned taken = 0;
    for (int k = 0; k < table_len; k++)
        taken |= carc_module_marks(&table[k]);
    const unsigned marks = carc_module_marks(m);
    if (table_len >= CARC_MAX_MODULES || carc_module_find(m->name) >= 0 ||
        (marks & ~CARC_FLAG_MODULE_BITS) != 0 || (marks & taken) != 0 ||
        m->slot_words > CARC_SLOT_WORDS_REGISTERED - registered_words ||
        m->tile_bytes > CARC_TILE_PART - MOD_PART_BUILTIN - registered_bytes ||
        m->report_words > CARC_REPORT_PART - MOD_REPORT_BUILTIN - registered_report)
        return -1;
    table[table_len] = *m;
    table[table_len].slot = (uint8_t)(CARC_SLOT_WORDS_BUILTIN + registered_words);
    registered_words += m->slot_words;
    table[table_len].tile_part = (uint8_t)(MOD_PART_BUILTIN + registered_bytes);
    registered_bytes += m->tile_bytes;
    table[table_len].report_part = (uint8_t)(MOD_REPORT_BUILTIN + registered_report);
    registered_report += m->report_words;
    return table_len++;
}

int carc_module_count(void)
{
    return table_len;
}

int carc_module_find(const char *name)
{
    for (int m = 0; m < table_len; m++)
        if (strcmp(name, carc_modules[m].name) == 0)
            return m;
    return -1;
}

int carc_sets_names(unsigned sets, const char *names[CARC_MODULES + 1])
{
    int n = 0;
    names[n++] = "base";
    for (int m = 0; m < CARC_MODULES; m++)
        if (sets >> m & 1u)
            names[n++] = carc_modules[m].name;
    return n;
}

unsigned carc_sets_find(const char *name)
{
    const int m = carc_module_find(name);
    return m < 0 ? 0 : 1u << m;
}

int carc_sets_max_players(unsigned sets)
{
    int most = CARC_BASE_PLAYERS; /* as carc_catalog_load counts them */
    for (int m = 0; m < CARC_MODULES; m++)
        if (sets >> m & 1u && carc_modules[m].max_players > most)
            most = carc_modules[m].max_players;
    return most;
}
