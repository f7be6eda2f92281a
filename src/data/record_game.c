/*
 * record_game.c: a game record against the game (see record.h and ../shared/spec/RECORD.md):
 * the game a record starts, a recorded turn as the core's actions, a turn applied and checked
 * by the core, a whole replay, and a turn played recorded. record.c holds the format's side
 * (loading, writing, saving).
 */
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "record_codec.h"
#include "tileset_io.h"

int carc_record_start(const carc_record *rec, const char *file, const char *assets_dir,
                      carc_catalog *cat, carc_game *g, char *err, size_t errlen)
{
    char why[512];
    const char *names[CARC_MAX_SETS];
    for (int i = 0; i < rec->ntilesets; i++)
        names[i] = rec->tilesets[i];
    if (carc_catalog_load(cat, assets_dir, names, rec->ntilesets, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s: rules.tilesets: %s", file, why);
        return -1;
    }
    return carc_record_start_game(rec, file, cat, g, err, errlen);
}

bool carc_record_sets_are(const carc_record *rec, const carc_catalog *cat)
{
    bool same = cat->nsets == rec->ntilesets;
    for (int i = 0; same && i < rec->ntilesets; i++)
        same = strcmp(cat->set_names[i], rec->tilesets[i]) == 0;
    return same;
}

int carc_record_start_game(const carc_record *rec, const char *file, const carc_catalog *cat,
                           carc_game *g, char *err, size_t errlen)
{
    char why[512];
    if (carc_game_check_rules(cat, &rec->rules, why, sizeof why) != CARC_OK) {
        snprintf(err, errlen, "%s: rules.farm_scoring: %s", file, why);
        return -1;
    }
    if (!rec->has_deck) {
        if (carc_game_init(g, cat, &rec->rules, rec->nplayers, rec->seed, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s: %s", file, why);
            return -1;
        }
        return 0;
    }
    uint8_t deck[CARC_MAX_DECK];
    for (int i = 0; i < rec->ndeck; i++) {
        int t = carc_catalog_find(cat, rec->deck[i]);
        if (t < 0) {
            snprintf(err, errlen, "%s: deck[%d]: no tile \"%s\" in the tile sets in play", file, i,
                     rec->deck[i]);
            return -1;
        }
        deck[i] = (uint8_t)t;
    }
    if (carc_game_init_deck(g, cat, &rec->rules, rec->nplayers, deck, rec->ndeck, why,
                            sizeof why) != 0) {
        snprintf(err, errlen, "%s: deck: %s", file, why);
        return -1;
    }
    return 0;
}

/* The figure on the feature at position at of the tile at (x, y), or NULL. */
static const carc_figure *figure_at(const carc_game *g, int x, int y, int at)
{
    const int ti = carc_game_tile_at(g, x, y);
    const int f = ti < 0 ? -1 : carc_feature_at(g->cat, g->tiles[ti].type, g->tiles[ti].rot, at);
    return f < 0 ? NULL : carc_game_figure_on(g, ti, f);
}

/* The figure step of turn t on g, just after its placement: the action it names, or -1 with
   the reason. */
static int figure_action(const carc_game *g, const carc_record_turn *t, carc_action *a, char *why,
                         size_t len)
{
    const carc_catalog *cat = g->cat;
    const char *what = "";
    *a = (carc_action){.type = CARC_ACT_PASS};
    if (t->meeple_at >= 0) {
        const carc_placed *pt = &g->tiles[carc_game_placed_tile(g)];
        int ti = carc_game_placed_tile(g);
        *a = (carc_action){.type = CARC_ACT_FIGURE, .figure = (uint8_t)t->figure};
        if (t->meeple_elsewhere && (t->meeple_x != pt->x || t->meeple_y != pt->y)) {
            ti = carc_game_tile_at(g, t->meeple_x, t->meeple_y);
            if (ti < 0) {
                snprintf(why, len, "meeple: no tile at (%d,%d)", t->meeple_x, t->meeple_y);
                return -1;
            }
            a->elsewhere = 1;
            a->at = (carc_placement){(int16_t)t->meeple_x, (int16_t)t->meeple_y, 0};
        }
        const int f = carc_feature_at(cat, g->tiles[ti].type, g->tiles[ti].rot, t->meeple_at);
        if (f < 0) {
            snprintf(why, len, "no feature at %s", carc_pos_name(t->meeple_at));
            return -1;
        }
        a->feature = (uint8_t)f;
    } else {
        /* A figure taken back, or a module's action on a figure. */
        int type = -1, x = 0, y = 0, at = 0;
        if (t->has_return) {
            type = CARC_ACT_RETURN, x = t->return_x, y = t->return_y, at = t->return_at;
            what = "return: ";
        }
        for (int m = 0; type < 0 && m < CARC_MODULES; m++)
            if (carc_record_codecs[m] && carc_record_codecs[m]->step_action)
                type = carc_record_codecs[m]->step_action(t, &x, &y, &at, &what);
        if (type >= 0) {
            const carc_figure *fig = figure_at(g, x, y, at);
            if (fig == NULL) {
                snprintf(why, len, "%sno figure at %s of the tile at (%d,%d)", what,
                         carc_pos_name(at), x, y);
                return -1;
            }
            *a = (carc_action){.type = (uint8_t)type, .figure = fig->id};
        }
    }
    char reason[400];
    if (carc_game_check_action(g, a, reason, sizeof reason) != CARC_OK) {
        snprintf(why, len, "%s%s", what, reason);
        return -1;
    }
    return 0;
}

int carc_record_turn_action(const carc_record_turn *t, const carc_game *g, carc_action *a,
                            char *why, size_t len)
{
    const int phase = carc_game_phase(g);
    switch (phase) {
    case CARC_PHASE_TILE:
        *a = t->discard
                 ? (carc_action){.type = CARC_ACT_DISCARD}
                 : (carc_action){.type = CARC_ACT_PLACE,
                                 .at = {(int16_t)t->x, (int16_t)t->y, (uint8_t)(t->rot / 90)}};
        break;
    case CARC_PHASE_FIGURE:
        return figure_action(g, t, a, why, len);
    case CARC_PHASE_OVER:
        snprintf(why, len, "the game is over");
        return -1;
    default: {
        /* A module's own phase: its codec reads the turn. */
        const carc_record_codec *codec =
            carc_record_codecs[(phase - CARC_PHASE_MODULES) / CARC_MODULE_PHASES];
        if (!codec || !codec->phase_action) {
            snprintf(why, len, "no record key for this phase");
            return -1;
        }
        return codec->phase_action(t, g, a, why, len);
    }
    }
    char reason[300];
    if (carc_game_check_action(g, a, reason, sizeof reason) != CARC_OK) {
        snprintf(why, len, "%s", reason);
        return -1;
    }
    return 0;
}

int carc_record_apply_turn(const carc_record *rec, int k, const char *file, carc_game *g,
                           carc_events *ev, char *err, size_t errlen)
{
    const carc_record_turn *t = &rec->turns[k];
    const carc_catalog *cat = g->cat;
    char why[512];
    int type = carc_game_tile_in_hand(g);
    if (type < 0) {
        /* A module may end the game with tiles undrawn (before_draw). */
        const char *over = "no tile is left to draw";
        for (unsigned mods = cat->modules; mods; mods &= mods - 1) {
            const carc_record_codec *codec = carc_record_codecs[__builtin_ctz(mods)];
            const char *r = codec && codec->over_reason ? codec->over_reason(g) : NULL;
            over = r ? r : over;
        }
        snprintf(err, errlen, "%s: turn %d: the game is over: %s", file, k + 1, over);
        return -1;
    }
    const char *id = cat->types[type].def.id;
    if (strcmp(t->tile, id) != 0) {
        const int named = carc_catalog_find(cat, t->tile);
        for (unsigned mods = cat->modules; mods; mods &= mods - 1) {
            const carc_record_codec *codec = carc_record_codecs[__builtin_ctz(mods)];
            if (codec && codec->not_drawn &&
                codec->not_drawn(g, t->tile, named, id, why, sizeof why)) {
                snprintf(err, errlen, "%s: turn %d: %s", file, k + 1, why);
                return -1;
            }
        }
        snprintf(err, errlen, "%s: turn %d: the tile drawn is %s, not %s", file, k + 1, id,
                 t->tile);
        return -1;
    }
    if (t->discard) {
        const carc_action discard = {.type = CARC_ACT_DISCARD};
        if (carc_game_check_action(g, &discard, why, sizeof why) != CARC_OK) {
            snprintf(err, errlen, "%s: turn %d: discard: %s", file, k + 1, why);
            return -1;
        }
        carc_game_apply(g, &discard, ev);
        return 0;
    }
    const carc_action place = {.type = CARC_ACT_PLACE,
                               .at = {(int16_t)t->x, (int16_t)t->y, (uint8_t)(t->rot / 90)}};
    if (carc_game_check_action(g, &place, why, sizeof why) != CARC_OK) {
        snprintf(err, errlen, "%s: turn %d: tile %s at (%d,%d) rot %d: %s", file, k + 1, id, t->x,
                 t->y, t->rot, why);
        return -1;
    }
    /* The figure step is checked on the board with the tile placed: on a copy, so that a
       refused turn leaves g and ev as they were. */
    /* Cleared, so that the grid cells a copy leaves alone (game.h) are defined for valgrind. */
    carc_game *after = calloc(1, sizeof *after);
    if (after == NULL) {
        snprintf(err, errlen, "%s: turn %d: out of memory", file, k + 1);
        return -1;
    }
    carc_game_copy(after, g);
    const int nev = ev ? ev->count : 0;
    carc_game_apply(after, &place, ev);
    carc_action figure;
    int rc = 0;
    for (int m = 0; rc == 0 && m < CARC_MODULES; m++)
        if (carc_record_codecs[m] && carc_record_codecs[m]->placed)
            rc = carc_record_codecs[m]->placed(rec, k, g, after, why, sizeof why);
    if (rc == 0)
        rc = figure_action(after, t, &figure, why, sizeof why);
    if (rc == 0)
        carc_game_apply(after, &figure, ev);
    for (int m = 0; rc == 0 && m < CARC_MODULES; m++)
        if (carc_record_codecs[m] && carc_record_codecs[m]->after_step)
            rc = carc_record_codecs[m]->after_step(t, after, ev, why, sizeof why);
    if (rc != 0) {
        snprintf(err, errlen, "%s: turn %d: tile %s at (%d,%d) rot %d: %s", file, k + 1, id, t->x,
                 t->y, t->rot, why);
        if (ev)
            ev->count = nev;
    } else {
        carc_game_copy(g, after);
    }
    free(after);
    return rc;
}

int carc_record_replay(const carc_record *rec, const char *file, const char *assets_dir,
                       carc_catalog *cat, carc_game *g, char *err, size_t errlen)
{
    if (carc_record_start(rec, file, assets_dir, cat, g, err, errlen) != 0)
        return -1;
    for (int k = 0; k < rec->nturns; k++)
        if (carc_record_apply_turn(rec, k, file, g, NULL, err, errlen) != 0)
            return -1;
    return 0;
}

/* The first board position of local feature f of the tile at index ti of g, as it lies. */
static int first_position(const carc_game *g, int type, int rot, int f)
{
    for (int p = 0; p < CARC_NPOS; p++)
        if (carc_feature_at(g->cat, type, rot, p) == f)
            return p;
    return -1;
}

int record_position_at(const carc_game *g, int x, int y, int f)
{
    const int ti = carc_game_tile_at(g, x, y);
    return ti < 0 ? -1 : first_position(g, g->tiles[ti].type, g->tiles[ti].rot, f);
}

int carc_record_add_turn(carc_record *rec, const carc_game *g, const carc_events *ev)
{
    const carc_catalog *cat = g->cat;
    int added = 0;
    for (int i = 0; i < ev->count; i++) {
        const carc_event *e = &ev->ev[i];
        carc_record_turn *t = added > 0 ? &rec->turns[rec->nturns - 1] : NULL;
        switch (e->type) {
        case CARC_EV_PLACE:
        case CARC_EV_DISCARD:
            if (rec->nturns >= CARC_MAX_DECK)
                return -1;
            t = &rec->turns[rec->nturns++];
            memset(t, 0, sizeof *t);
            snprintf(t->tile, sizeof t->tile, "%s", cat->types[e->tile].def.id);
            t->discard = e->type == CARC_EV_DISCARD;
            t->x = e->x;
            t->y = e->y;
            t->rot = 90 * e->rot;
            t->meeple_at = -1;
            added++;
            break;
        case CARC_EV_MEEPLE:
            if (!t)
                break;
            t->meeple_at = record_position_at(g, e->x, e->y, e->feature);
            t->figure = e->figure;
            t->meeple_elsewhere = e->x != t->x || e->y != t->y;
            t->meeple_x = t->meeple_elsewhere ? e->x : 0;
            t->meeple_y = t->meeple_elsewhere ? e->y : 0;
            break;
        case CARC_EV_RETURN:
            if (!t || e->cause != CARC_BACK_TAKEN)
                break;
            t->has_return = true;
            t->return_x = e->x;
            t->return_y = e->y;
            t->return_at = record_position_at(g, e->x, e->y, e->feature);
            break;
        default:
            break;
        }
        /* The modules' own keys (their codecs). */
        t = added > 0 ? &rec->turns[rec->nturns - 1] : NULL;
        for (unsigned mods = cat->modules; mods; mods &= mods - 1) {
            const carc_record_codec *codec = carc_record_codecs[__builtin_ctz(mods)];
            if (codec && codec->take_event)
                codec->take_event(rec, t, g, e);
        }
    }
    return added > 0 ? 0 : -1;
}

int carc_record_turn_step(const carc_record_turn *t, int *x, int *y, int *at)
{
    const char *key;
    for (int m = 0; m < CARC_MODULES; m++) {
        const carc_record_codec *codec = carc_record_codecs[m];
        const int type = codec && codec->step_action ? codec->step_action(t, x, y, at, &key) : -1;
        if (type >= 0)
            return type;
    }
    return -1;
}

int carc_record_turn_phase(const carc_record_turn *t, carc_action *acts, int max)
{
    for (int m = 0; m < CARC_MODULES; m++) {
        const carc_record_codec *codec = carc_record_codecs[m];
        const int n = codec && codec->phase_steps ? codec->phase_steps(t, acts, max) : -1;
        if (n >= 0)
            return n;
    }
    return -1;
}

char *carc_record_result_keys(const carc_game *g)
{
    strbuf b = {malloc(256), 0, 256, false};
    if (b.s == NULL)
        return NULL;
    b.s[0] = '\0';
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const int m = __builtin_ctz(mods);
        if (carc_record_codecs[m] && carc_record_codecs[m]->result_keys)
            carc_record_codecs[m]->result_keys(&b, g);
    }
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s;
}
