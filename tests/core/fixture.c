/*
 * fixture.c: see fixture.h. Catalogs come from the shipped tile set files through the data
 * layer, so the core is tested on the very data the game plays with.
 */
#include "fixture.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mod_inns.h"
#include "tileset_io.h"

#define MAX_CATALOGS 8

static struct {
    char sets[128];
    carc_catalog *cat;
} catalogs[MAX_CATALOGS];

const carc_catalog *fx_catalog(const char *sets)
{
    int i = 0;
    for (; i < MAX_CATALOGS && catalogs[i].cat; i++)
        if (strcmp(catalogs[i].sets, sets) == 0)
            return catalogs[i].cat;
    ck_assert_msg(i < MAX_CATALOGS, "too many catalogs");
    char buf[128], err[512];
    snprintf(buf, sizeof buf, "%s", sets);
    const char *names[CARC_MAX_SETS];
    int n = 0;
    for (char *tok = strtok(buf, ","); tok && n < CARC_MAX_SETS; tok = strtok(NULL, ","))
        names[n++] = tok;
    carc_catalog *cat = malloc(sizeof *cat);
    ck_assert_ptr_nonnull(cat);
    ck_assert_msg(carc_catalog_load(cat, NULL, names, n, err, sizeof err) == 0, "%s", err);
    snprintf(catalogs[i].sets, sizeof catalogs[i].sets, "%s", sets);
    catalogs[i].cat = cat;
    return cat;
}

int fx_type(const carc_game *g, const char *id)
{
    int t = carc_catalog_find(g->cat, id);
    ck_assert_msg(t >= 0, "no tile %s", id);
    return t;
}

void fx_start(carc_game *g, const char *sets, carc_rules rules, int nplayers, const char *deck)
{
    const carc_catalog *cat = fx_catalog(sets);
    uint8_t ids[CARC_MAX_DECK];
    int n = 0;
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", deck);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        int t = carc_catalog_find(cat, tok);
        ck_assert_msg(t >= 0, "no tile %s", tok);
        ids[n++] = (uint8_t)t;
    }
    char reason[256];
    ck_assert_msg(carc_game_init_deck(g, cat, &rules, nplayers, ids, n, reason, sizeof reason) ==
                      CARC_OK,
                  "%s", reason);
}

carc_move fx_move(const carc_game *g, const char *turn)
{
    char id[16], pos[8] = "", big[8] = "";
    int x, y, deg;
    int n = sscanf(turn, "%15s %d %d %d %7s %7s", id, &x, &y, &deg, pos, big);
    ck_assert_msg(n >= 4, "bad turn \"%s\"", turn);
    int type = carc_game_tile_in_hand(g);
    ck_assert_msg(type == fx_type(g, id), "turn \"%s\": the tile in hand is %s", turn,
                  type >= 0 ? g->cat->types[type].def.id : "none");
    const carc_placement at = {(int16_t)x, (int16_t)y, (uint8_t)(deg / 90)};
    if (!pos[0])
        return carc_move_tile(at);
    int p = carc_pos_parse(pos);
    ck_assert_msg(p >= 0, "bad position in \"%s\"", turn);
    return carc_move_figure(at, strcmp(big, "big") == 0 ? CARC_FIG_BIG : CARC_FIG_FOLLOWER,
                            (unsigned)carc_feature_at(g->cat, type, at.rot, p));
}

void fx_play(carc_game *g, const char *turn, carc_events *ev)
{
    carc_move m = fx_move(g, turn);
    char reason[256];
    ck_assert_msg(carc_game_check_move(g, &m, reason, sizeof reason) == CARC_OK,
                  "turn \"%s\" refused: %s", turn, reason);
    carc_game_play(g, &m, ev);
}

const char *fx_refusal(const carc_game *g, const char *turn)
{
    static char reason[256];
    carc_move m = fx_move(g, turn);
    ck_assert_msg(carc_game_check_move(g, &m, reason, sizeof reason) == CARC_ILLEGAL,
                  "turn \"%s\" was accepted", turn);
    return reason;
}
