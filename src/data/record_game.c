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

#include "mod_dragon.h"
#include "module.h"
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
    } else if (t->has_return || t->has_fairy || t->has_princess) {
        const int x = t->has_return ? t->return_x : t->has_fairy ? t->fairy_x : t->princess_x;
        const int y = t->has_return ? t->return_y : t->has_fairy ? t->fairy_y : t->princess_y;
        const int at = t->has_return ? t->return_at : t->has_fairy ? t->fairy_at : t->princess_at;
        what = t->has_return ? "return: " : t->has_fairy ? "fairy: " : "princess: ";
        const carc_figure *fig = figure_at(g, x, y, at);
        if (fig == NULL) {
            snprintf(why, len, "%sno figure at %s of the tile at (%d,%d)", what, carc_pos_name(at),
                     x, y);
            return -1;
        }
        *a = (carc_action){.type = t->has_return  ? CARC_ACT_RETURN
                                   : t->has_fairy ? CARC_ACT_FAIRY
                                                  : CARC_ACT_PRINCESS,
                           .figure = fig->id};
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
    static const char sides[] = "NESW";
    switch (carc_game_phase(g)) {
    case CARC_PHASE_TILE:
        *a = t->discard
                 ? (carc_action){.type = CARC_ACT_DISCARD}
                 : (carc_action){.type = CARC_ACT_PLACE,
                                 .at = {(int16_t)t->x, (int16_t)t->y, (uint8_t)(t->rot / 90)}};
        break;
    case CARC_PHASE_FIGURE:
        return figure_action(g, t, a, why, len);
    case CARC_PHASE_DRAGON:
        if (carc_dragon_steps(g) >= t->ndragon) {
            snprintf(why, len, "dragon: %d steps, but the flight goes on", t->ndragon);
            return -1;
        }
        *a = (carc_action){.type = CARC_ACT_DRAGON, .feature = t->dragon[carc_dragon_steps(g)]};
        break;
    default:
        snprintf(why, len, "the game is over");
        return -1;
    }
    char reason[300];
    if (carc_game_check_action(g, a, reason, sizeof reason) != CARC_OK) {
        if (a->type == CARC_ACT_DRAGON)
            snprintf(why, len, "dragon step %d %c: %s", carc_dragon_steps(g) + 1,
                     sides[a->feature & 3], reason);
        else
            snprintf(why, len, "%s", reason);
        return -1;
    }
    return 0;
}

/* The reshuffle of turn k, when the record has it there and the placement just made on g
   reshuffled the stack (reshuffled): the record's order replaces the game's. */
static int restack(const carc_record *rec, int k, bool reshuffled, carc_game *g, char *why,
                   size_t len)
{
    const bool given = rec->reshuffle_turn == k + 1;
    if (!given && !reshuffled)
        return 0;
    if (!given) {
        snprintf(why, len,
                 "reshuffle: required on the turn that places the first volcano "
                 "while tiles are set aside");
        return -1;
    }
    uint8_t stack[CARC_MAX_DECK];
    for (int i = 0; i < rec->nreshuffle; i++) {
        const int type = carc_catalog_find(g->cat, rec->reshuffle[i]);
        if (type < 0) {
            snprintf(why, len, "reshuffle[%d]: no tile \"%s\" in the tile sets in play", i,
                     rec->reshuffle[i]);
            return -1;
        }
        stack[i] = (uint8_t)type;
    }
    char reason[300];
    if (carc_game_restack(g, stack, rec->nreshuffle, reason, sizeof reason) != CARC_OK) {
        snprintf(why, len, "reshuffle: %s", reason);
        return -1;
    }
    return 0;
}

/* The dragon's flight of turn t on g, after its figure step: every step the record lists, and
   no fewer than the flight has. */
static int fly(const carc_record_turn *t, carc_game *g, carc_events *ev, char *why, size_t len)
{
    static const char sides[] = "NESW";
    const bool dragon_tile = g->cat->types[g->tiles[g->ntiles - 1].type].dragon;
    if (t->has_dragon && !dragon_tile) {
        snprintf(why, len, "dragon: only on a turn whose tile is a dragon tile");
        return -1;
    }
    if (!t->has_dragon && dragon_tile) {
        snprintf(why, len, "dragon: required on a dragon tile's turn");
        return -1;
    }
    int i = 0;
    for (; i < t->ndragon; i++) {
        const carc_action step = {.type = CARC_ACT_DRAGON, .feature = t->dragon[i]};
        char reason[300];
        if (carc_game_phase(g) != CARC_PHASE_DRAGON) {
            snprintf(why, len, "dragon step %d %c: the flight is over", i + 1, sides[t->dragon[i]]);
            return -1;
        }
        if (carc_game_check_action(g, &step, reason, sizeof reason) != CARC_OK) {
            snprintf(why, len, "dragon step %d %c: %s", i + 1, sides[t->dragon[i]], reason);
            return -1;
        }
        carc_game_apply(g, &step, ev);
    }
    if (carc_game_phase(g) == CARC_PHASE_DRAGON) {
        snprintf(why, len, "dragon: %d steps, but the flight goes on (a step is legal)", i);
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
        /* With the Princess & the Dragon the game also ends with dragon tiles undrawn, when
           no other tile is left while the dragon is off the board (RULES.md 4.6, "End"). */
        snprintf(err, errlen, "%s: turn %d: the game is over: %s", file, k + 1,
                 carc_game_tiles_left(g) > 0
                     ? "only dragon tiles are left to draw, and the dragon is off the board"
                     : "no tile is left to draw");
        return -1;
    }
    const char *id = cat->types[type].def.id;
    if (strcmp(t->tile, id) != 0) {
        const int named = carc_catalog_find(cat, t->tile);
        if (named >= 0 && cat->types[named].dragon && carc_game_dragon_tile(g) < 0)
            snprintf(err, errlen,
                     "%s: turn %d: tile %s: the dragon is off the board, so %s is set aside; "
                     "expected %s",
                     file, k + 1, t->tile, t->tile, id);
        else
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
    const int restack_at = carc_dragon_restack_at(after);
    carc_game_apply(after, &place, ev);
    carc_action figure;
    int rc = restack(rec, k, carc_dragon_restack_at(after) != restack_at, after, why, sizeof why);
    if (rc == 0)
        rc = figure_action(after, t, &figure, why, sizeof why);
    if (rc == 0) {
        carc_game_apply(after, &figure, ev);
        rc = fly(t, after, ev, why, sizeof why);
    }
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

/* The first position of the feature of local index f on the tile at (x, y) of g. */
static int position_at(const carc_game *g, int x, int y, int f)
{
    const int ti = carc_game_tile_at(g, x, y);
    return ti < 0 ? -1 : first_position(g, g->tiles[ti].type, g->tiles[ti].rot, f);
}

/* The Princess & the Dragon: notes in rec that turn (1-based) reshuffled the stack, as g lies
   right after it (nothing drawn from the new stack yet). */
static void take_reshuffle(carc_record *rec, int turn, const carc_game *g)
{
    rec->reshuffle_turn = turn;
    const int from = carc_dragon_restack_at(g);
    rec->nreshuffle = g->deck_len - from;
    for (int k = 0; k < rec->nreshuffle; k++)
        snprintf(rec->reshuffle[k], sizeof rec->reshuffle[k], "%s",
                 g->cat->types[g->deck[from + k]].def.id);
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
            /* A dragon tile's turn lists its flight, even a flight of no step. */
            t->has_dragon = !t->discard && cat->types[e->tile].dragon;
            added++;
            break;
        case CARC_EV_MEEPLE:
            if (!t)
                break;
            t->meeple_at = position_at(g, e->x, e->y, e->feature);
            t->figure = e->figure;
            t->meeple_elsewhere = e->x != t->x || e->y != t->y;
            t->meeple_x = t->meeple_elsewhere ? e->x : 0;
            t->meeple_y = t->meeple_elsewhere ? e->y : 0;
            break;
        case CARC_EV_RETURN:
            if (!t || (e->cause != CARC_BACK_TAKEN && e->cause != CARC_BACK_PRINCESS))
                break;
            if (e->cause == CARC_BACK_TAKEN) {
                t->has_return = true;
                t->return_x = e->x;
                t->return_y = e->y;
                t->return_at = position_at(g, e->x, e->y, e->feature);
            } else {
                t->has_princess = true;
                t->princess_x = e->x;
                t->princess_y = e->y;
                t->princess_at = position_at(g, e->x, e->y, e->feature);
            }
            break;
        case CARC_EV_FAIRY:
            if (!t)
                break;
            t->has_fairy = true;
            t->fairy_x = e->x;
            t->fairy_y = e->y;
            t->fairy_at = position_at(g, e->x, e->y, e->feature);
            break;
        case CARC_EV_DRAGON:
            if (t && e->feature < 4 && t->ndragon < 6)
                t->dragon[t->ndragon++] = e->feature;
            break;
        case CARC_EV_RESHUFFLE:
            take_reshuffle(rec, rec->nturns, g);
            break;
        default:
            break;
        }
    }
    return added > 0 ? 0 : -1;
}
