/*
 * record_codec.c: the table of the rule modules' record codecs (record_codec.h), by module id.
 */
#include "record_codec.h"

const unsigned carc_record_v1_modules = 1u << CARC_MOD_RIVER | 1u << CARC_MOD_INNS;

const carc_record_codec *const carc_record_codecs[CARC_MAX_MODULES] = {
    [CARC_MOD_TRADERS] = &record_traders_codec,
    [CARC_MOD_DRAGON] = &record_dragon_codec,
};
