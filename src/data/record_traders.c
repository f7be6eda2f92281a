/*
 * record_traders.c: Traders & Builders' keys of a game's result (RECORD.md, `replay`): each
 * player's goods. Its records have no keys of their own (the builder and the pig are figure
 * kinds of a turn's "meeple").
 */
#include "mod_traders.h"
#include "record_codec.h"

static void result_keys(strbuf *b, const carc_game *g)
{
    record_sb_printf(b, ", \"goods\": [");
    for (int p = 0; p < g->nplayers; p++) {
        record_sb_printf(b, "%s{", p ? ", " : "");
        for (int k = 0; k < CARC_GOODS; k++)
            record_sb_printf(b, "%s\"%s\": %d", k ? ", " : "", carc_goods_name((carc_goods)k),
                             carc_traders_goods(g, p, (carc_goods)k));
        record_sb_printf(b, "}");
    }
    record_sb_printf(b, "]");
}

const carc_record_codec record_traders_codec = {
    .result_keys = result_keys,
};
