/*
 * record_dragon.c: the Princess & the Dragon's keys of a game record (RECORD.md version 2):
 * a turn's "fairy", "princess" and "dragon" (the flight's steps), and "reshuffle", the stack
 * the first volcano laid; read, written, replayed and recorded through its codec
 * (record_codec.h).
 */
#include <stdio.h>
#include <string.h>

#include "mod_dragon.h"
#include "record_codec.h"

static const char sides[] = "NESW";

/* Its part of a record's turn (carc_record_turn.part): coordinates fit in a byte, as a record's
   reach only CARC_RECORD_MAX_COORD. */
typedef struct dragon_turn {
    bool has_fairy; /* "fairy": next to the figure at fairy_at of the tile at (fairy_x, fairy_y) */
    bool has_princess; /* "princess": the follower at princess_at of that tile goes home */
    bool has_dragon;   /* "dragon": the flight's steps, sides 0 north .. 3 west */
    int8_t fairy_x, fairy_y;
    uint8_t fairy_at;
    int8_t princess_x, princess_y;
    uint8_t princess_at;
    uint8_t ndragon;
    uint8_t dragon[6];
} dragon_turn;

_Static_assert(RECORD_DRAGON_PART_AT + sizeof(dragon_turn) <= CARC_RECORD_TURN_PART,
               "the Princess & the Dragon's part of a record's turn");
_Static_assert(CARC_RECORD_MAX_COORD <= INT8_MAX, "a coordinate in a byte");

static dragon_turn get(const carc_record_turn *t)
{
    dragon_turn d;
    memcpy(&d, t->part + RECORD_DRAGON_PART_AT, sizeof d);
    return d;
}

static void put(carc_record_turn *t, const dragon_turn *d)
{
    memcpy(t->part + RECORD_DRAGON_PART_AT, d, sizeof *d);
}

/* A spot read from a record into bytes (its range checked by record_parse_spot). */
static int parse_spot(const carc_json_ctx *c, const cJSON *t, const char *path, const char *key,
                      int8_t *x, int8_t *y, uint8_t *at)
{
    int lx, ly, lat;
    const int r = record_parse_spot(c, t, path, key, &lx, &ly, &lat);
    if (r > 0)
        *x = (int8_t)lx, *y = (int8_t)ly, *at = (uint8_t)lat;
    return r;
}

/* A turn's "dragon": the flight's steps, "N", "E", "S" or "W", at most six. */
static int parse_dragon(const carc_json_ctx *c, const cJSON *t, const char *path, dragon_turn *turn)
{
    const cJSON *steps;
    char p[64], q[80];
    int r = carc_json_get_array(c, t, path, "dragon", false, &steps);
    if (r <= 0)
        return r;
    carc_json_key_path(p, sizeof p, path, "dragon");
    if (cJSON_GetArraySize(steps) > 6)
        return carc_json_fail(c, p, "a flight has at most 6 steps, not %d",
                              cJSON_GetArraySize(steps));
    turn->has_dragon = true;
    for (const cJSON *e = steps->child; e != NULL; e = e->next) {
        char name[4];
        carc_json_index_path(q, sizeof q, p, turn->ndragon);
        if (carc_json_string_value(c, e, q, name, sizeof name) != 0)
            return -1;
        const char *d = strlen(name) == 1 ? strchr(sides, name[0]) : NULL;
        if (d == NULL)
            return carc_json_fail(c, q, "\"%s\" is not N, E, S or W", name);
        turn->dragon[turn->ndragon++] = (uint8_t)(d - sides);
    }
    return 1;
}

static int parse_turn(const carc_json_ctx *c, const cJSON *t, const char *path, carc_record *rec,
                      int i, const char **step_key)
{
    dragon_turn turn = {0};
    const int fairy = parse_spot(c, t, path, "fairy", &turn.fairy_x, &turn.fairy_y, &turn.fairy_at);
    const int princess = fairy < 0 ? -1
                                   : parse_spot(c, t, path, "princess", &turn.princess_x,
                                                &turn.princess_y, &turn.princess_at);
    if (princess < 0 || parse_dragon(c, t, path, &turn) < 0)
        return -1;
    turn.has_fairy = fairy > 0;
    turn.has_princess = princess > 0;
    put(&rec->turns[i], &turn);
    if (princess)
        *step_key = "princess";
    else if (fairy)
        *step_key = "fairy";
    return fairy + princess;
}

static void clear_turns(carc_record *rec)
{
    rec->restack_turn = 0;
}

/* A turn's "reshuffle": the new stack, tile ids, first drawn first; in one turn at most. */
static int parse_turn_record(const carc_json_ctx *c, const cJSON *t, const char *path,
                             carc_record *rec, int i)
{
    const cJSON *stack;
    int r = carc_json_get_array(c, t, path, "reshuffle", false, &stack);
    if (r <= 0)
        return r;
    char q[64];
    carc_json_key_path(q, sizeof q, path, "reshuffle");
    if (rec->restack_turn > 0)
        return carc_json_fail(c, q, "the stack was reshuffled already in turn %d",
                              rec->restack_turn);
    if (cJSON_GetArraySize(stack) > CARC_MAX_DECK)
        return carc_json_fail(c, q, "%d tiles; a stack holds at most %d", cJSON_GetArraySize(stack),
                              CARC_MAX_DECK);
    rec->restack_turn = i + 1;
    rec->nrestack = 0;
    for (const cJSON *id = stack->child; id != NULL; id = id->next) {
        char qi[80];
        carc_json_index_path(qi, sizeof qi, q, rec->nrestack);
        if (carc_json_string_value(c, id, qi, rec->restack[rec->nrestack++], CARC_ID_LEN) != 0)
            return -1;
    }
    return 0;
}

static const char *v2_key(const carc_record *rec, int i)
{
    const dragon_turn d = get(&rec->turns[i]), *t = &d;
    return t->has_fairy                 ? "fairy"
           : t->has_princess            ? "princess"
           : t->has_dragon              ? "dragon"
           : rec->restack_turn == i + 1 ? "reshuffle"
                                        : NULL;
}

static void write_turn(strbuf *b, const carc_record *rec, int k)
{
    const dragon_turn d = get(&rec->turns[k]), *t = &d;
    if (t->has_fairy)
        record_sb_printf(b, ", \"fairy\": {\"x\": %d, \"y\": %d, \"at\": \"%s\"}", t->fairy_x,
                         t->fairy_y, carc_pos_name(t->fairy_at));
    if (t->has_princess)
        record_sb_printf(b, ", \"princess\": {\"x\": %d, \"y\": %d, \"at\": \"%s\"}", t->princess_x,
                         t->princess_y, carc_pos_name(t->princess_at));
    if (t->has_dragon) {
        record_sb_printf(b, ", \"dragon\": [");
        for (int i = 0; i < t->ndragon; i++)
            record_sb_printf(b, "%s\"%c\"", i ? ", " : "", sides[t->dragon[i]]);
        record_sb_printf(b, "]");
    }
    if (k + 1 == rec->restack_turn) {
        record_sb_printf(b, ", \"reshuffle\": [");
        for (int i = 0; i < rec->nrestack; i++) {
            record_sb_printf(b, i ? ", " : "");
            record_sb_string(b, rec->restack[i]);
        }
        record_sb_printf(b, "]");
    }
}

static int step_action(const carc_record_turn *rt, int *x, int *y, int *at, const char **key)
{
    const dragon_turn d = get(rt), *t = &d;
    if (t->has_fairy) {
        *x = t->fairy_x, *y = t->fairy_y, *at = t->fairy_at, *key = "fairy: ";
        return CARC_ACT_FAIRY;
    }
    if (t->has_princess) {
        *x = t->princess_x, *y = t->princess_y, *at = t->princess_at, *key = "princess: ";
        return CARC_ACT_PRINCESS;
    }
    return -1;
}

static int phase_steps(const carc_record_turn *rt, carc_action *acts, int max)
{
    const dragon_turn t = get(rt);
    if (!t.has_dragon)
        return -1;
    for (int i = 0; i < t.ndragon && i < max; i++)
        acts[i] = (carc_action){.type = CARC_ACT_DRAGON, .feature = t.dragon[i]};
    return t.ndragon;
}

static int phase_action(const carc_record_turn *rt, const carc_game *g, carc_action *a, char *why,
                        size_t len)
{
    const dragon_turn d = get(rt), *t = &d;
    if (carc_dragon_steps(g) >= t->ndragon) {
        snprintf(why, len, "dragon: %d steps, but the flight goes on", t->ndragon);
        return -1;
    }
    *a = (carc_action){.type = CARC_ACT_DRAGON, .feature = t->dragon[carc_dragon_steps(g)]};
    char reason[300];
    if (carc_game_check_action(g, a, reason, sizeof reason) != CARC_OK) {
        snprintf(why, len, "dragon step %d %c: %s", carc_dragon_steps(g) + 1, sides[a->feature & 3],
                 reason);
        return -1;
    }
    return 0;
}

/* The reshuffle of turn k, when the record has it there and the placement just made on g
   reshuffled the stack: the record's order replaces the game's. */
static int placed(const carc_record *rec, int k, const carc_game *before, carc_game *g, char *why,
                  size_t len)
{
    const bool given = rec->restack_turn == k + 1;
    const bool reshuffled = carc_dragon_restack_at(g) != carc_dragon_restack_at(before);
    if (!given && !reshuffled)
        return 0;
    if (!given) {
        snprintf(why, len,
                 "reshuffle: required on the turn that places the first volcano "
                 "while tiles are set aside");
        return -1;
    }
    uint8_t stack[CARC_MAX_DECK];
    for (int i = 0; i < rec->nrestack; i++) {
        const int type = carc_catalog_find(g->cat, rec->restack[i]);
        if (type < 0) {
            snprintf(why, len, "reshuffle[%d]: no tile \"%s\" in the tile sets in play", i,
                     rec->restack[i]);
            return -1;
        }
        stack[i] = (uint8_t)type;
    }
    char reason[300];
    if (carc_game_restack(g, stack, rec->nrestack, reason, sizeof reason) != CARC_OK) {
        snprintf(why, len, "reshuffle: %s", reason);
        return -1;
    }
    return 0;
}

/* The dragon's flight of turn t on g, after its figure step: every step the record lists, and
   no fewer than the flight has. */
static int fly(const carc_record_turn *rt, carc_game *g, carc_events *ev, char *why, size_t len)
{
    const dragon_turn d = get(rt), *t = &d;
    const bool dragon_tile = carc_dragon_tile_dragon(&g->cat->types[g->tiles[g->ntiles - 1].type]);
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

/* The game also ends with dragon tiles undrawn, when no other tile is left while the dragon
   is off the board (RULES.md 4.6, "End"). */
static const char *over_reason(const carc_game *g)
{
    return carc_game_tiles_left(g) > 0
               ? "only dragon tiles are left to draw, and the dragon is off the board"
               : NULL;
}

static int not_drawn(const carc_game *g, const char *named_id, int named, const char *drawn_id,
                     char *why, size_t len)
{
    if (named < 0 || !carc_dragon_tile_dragon(&g->cat->types[named]) ||
        carc_game_dragon_tile(g) >= 0)
        return 0;
    snprintf(why, len, "tile %s: the dragon is off the board, so %s is set aside; expected %s",
             named_id, named_id, drawn_id);
    return 1;
}

/* Notes in rec that turn (1-based) reshuffled the stack, as g lies right after it (nothing
   drawn from the new stack yet). */
static void take_reshuffle(carc_record *rec, int turn, const carc_game *g)
{
    rec->restack_turn = turn;
    const int from = carc_dragon_restack_at(g);
    rec->nrestack = g->deck_len - from;
    for (int k = 0; k < rec->nrestack; k++)
        snprintf(rec->restack[k], sizeof rec->restack[k], "%s",
                 g->cat->types[g->deck[from + k]].def.id);
}

static void take_event(carc_record *rec, carc_record_turn *rt, const carc_game *g,
                       const carc_event *e)
{
    if (e->type == CARC_EV_RESHUFFLE) {
        take_reshuffle(rec, rec->nturns, g);
        return;
    }
    if (!rt)
        return;
    dragon_turn t = get(rt);
    switch (e->type) {
    case CARC_EV_PLACE:
        /* A dragon tile's turn lists its flight, even a flight of no step. */
        t.has_dragon = carc_dragon_tile_dragon(&g->cat->types[e->tile]);
        break;
    case CARC_EV_RETURN:
        if (e->cause == CARC_BACK_PRINCESS) {
            t.has_princess = true;
            t.princess_x = (int8_t)e->x;
            t.princess_y = (int8_t)e->y;
            t.princess_at = (uint8_t)record_position_at(g, e->x, e->y, e->feature);
        }
        break;
    case CARC_EV_FAIRY:
        t.has_fairy = true;
        t.fairy_x = (int8_t)e->x;
        t.fairy_y = (int8_t)e->y;
        t.fairy_at = (uint8_t)record_position_at(g, e->x, e->y, e->feature);
        break;
    case CARC_EV_DRAGON:
        if (e->feature < 4 && t.ndragon < 6)
            t.dragon[t.ndragon++] = e->feature;
        break;
    default:
        return;
    }
    put(rt, &t);
}

/* RECORD.md's result: the dragon, the fairy and the set-aside tiles. The fairy's figure is
   named by the first position of its feature on its tile. */
static void result_keys(strbuf *b, const carc_game *g)
{
    const int dragon = carc_game_dragon_tile(g), fairy = carc_game_fairy_tile(g);
    if (dragon < 0)
        record_sb_printf(b, ", \"dragon\": null");
    else
        record_sb_printf(b, ", \"dragon\": {\"x\": %d, \"y\": %d}", g->tiles[dragon].x,
                         g->tiles[dragon].y);
    const int fid = carc_game_fairy_figure(g);
    const carc_figure *f = fid >= 0 ? carc_game_figure_by_id(g, fid) : NULL;
    if (fairy < 0) {
        record_sb_printf(b, ", \"fairy\": null");
    } else {
        const carc_placed *t = &g->tiles[fairy];
        record_sb_printf(b, ", \"fairy\": {\"x\": %d, \"y\": %d", t->x, t->y);
        for (int p = 0; f && p < CARC_NPOS; p++)
            if (carc_feature_at(g->cat, t->type, t->rot, p) == f->feature) {
                record_sb_printf(b, ", \"at\": \"%s\"", carc_pos_name(p));
                break;
            }
        record_sb_printf(b, "}");
    }
    record_sb_printf(b, ", \"set_aside\": [");
    const uint8_t *aside;
    const int naside = carc_dragon_set_aside(g, &aside);
    for (int i = 0; i < naside; i++)
        record_sb_printf(b, "%s\"%s\"", i ? ", " : "", g->cat->types[aside[i]].def.id);
    record_sb_printf(b, "]");
}

const carc_record_codec record_dragon_codec = {
    .turn_keys = {"fairy", "princess", "dragon", NULL},
    .step_keys = {"fairy", "princess", NULL},
    .needs_v2 = true,
    .parse_turn = parse_turn,
    .parse_turn_record = parse_turn_record,
    .clear_turns = clear_turns,
    .v2_key = v2_key,
    .write_turn = write_turn,
    .step_action = step_action,
    .phase_steps = phase_steps,
    .phase_action = phase_action,
    .placed = placed,
    .after_step = fly,
    .over_reason = over_reason,
    .not_drawn = not_drawn,
    .result_keys = result_keys,
    .take_event = take_event,
};
