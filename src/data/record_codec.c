/*
 * record_codec.c: the table of the rule modules' record codecs (record_codec.h), by module id,
 * the one place that names each set's.
 */
#include "record_codec.h"

extern const carc_record_codec record_traders_codec; /* record_traders.c */
extern const carc_record_codec record_dragon_codec;  /* record_dragon.c */

const unsigned carc_record_v1_modules = 1u << CARC_MOD_RIVER | 1u << CARC_MOD_INNS;

const carc_record_codec *const carc_record_codecs[CARC_MAX_MODULES] = {
    [CARC_MOD_TRADERS] = &record_traders_codec,
    [CARC_MOD_DRAGON] = &record_dragon_codec,
};
