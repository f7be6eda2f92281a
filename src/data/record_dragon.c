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

/* A turn's "dragon": the flight's steps, "N", "E", "S" or "W", at most six. */
static int parse_dragon(const carc_json_ctx *c, const cJSON *t, const char *path,
                        carc_record_turn *turn)
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
    carc_record_turn *turn = &rec->turns[i];
    const int fairy =
        record_parse_spot(c, t, path, "fairy", &turn->fairy_x, &turn->fairy_y, &turn->fairy_at);
    const int princess = fairy < 0 ? -1
                                   : record_parse_spot(c, t, path, "princess", &turn->princess_x,
                                                       &turn->princess_y, &turn->princess_at);
    if (princess < 0 || parse_dragon(c, t, path, turn) < 0)
        return -1;
    turn->has_fairy = fairy > 0;
    turn->has_princess = princess > 0;
    if (princess)
        *step_key = "princess";
    else if (fairy)
        *step_key = "fairy";
    return fairy + princess;
}

static void clear_turns(carc_record *rec)
{
    rec->reshuffle_turn = 0;
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
    if (rec->reshuffle_turn > 0)
        return carc_json_fail(c, q, "the stack was reshuffled already in turn %d",
                              rec->reshuffle_turn);
    if (cJSON_GetArraySize(stack) > CARC_MAX_DECK)
        return carc_json_fail(c, q, "%d tiles; a stack holds at most %d", cJSON_GetArraySize(stack),
                              CARC_MAX_DECK);
    rec->reshuffle_turn = i + 1;
    rec->nreshuffle = 0;
    for (const cJSON *id = stack->child; id != NULL; id = id->next) {
        char qi[80];
        carc_json_index_path(qi, sizeof qi, q, rec->nreshuffle);
        if (carc_json_string_value(c, id, qi, rec->reshuffle[rec->nreshuffle++], CARC_ID_LEN) != 0)
            return -1;
    }
    return 0;
}

static const char *v2_key(const carc_record *rec, int i)
{
    const carc_record_turn *t = &rec->turns[i];
    return t->has_fairy                   ? "fairy"
           : t->has_princess              ? "princess"
           : t->has_dragon                ? "dragon"
           : rec->reshuffle_turn == i + 1 ? "reshuffle"
                                          : NULL;
}

static void write_turn(strbuf *b, const carc_record *rec, int k)
{
    const carc_record_turn *t = &rec->turns[k];
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
    if (k + 1 == rec->reshuffle_turn) {
        record_sb_printf(b, ", \"reshuffle\": [");
        for (int i = 0; i < rec->nreshuffle; i++) {
            record_sb_printf(b, i ? ", " : "");
            record_sb_string(b, rec->reshuffle[i]);
        }
        record_sb_printf(b, "]");
    }
}

static int step_action(const carc_record_turn *t, int *x, int *y, int *at, const char **key)
{
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

static int phase_action(const carc_record_turn *t, const carc_game *g, carc_action *a, char *why,
                        size_t len)
{
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
    const bool given = rec->reshuffle_turn == k + 1;
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
    if (named < 0 || !g->cat->types[named].dragon || carc_game_dragon_tile(g) >= 0)
        return 0;
    snprintf(why, len, "tile %s: the dragon is off the board, so %s is set aside; expected %s",
             named_id, named_id, drawn_id);
    return 1;
}

/* Notes in rec that turn (1-based) reshuffled the stack, as g lies right after it (nothing
   drawn from the new stack yet). */
static void take_reshuffle(carc_record *rec, int turn, const carc_game *g)
{
    rec->reshuffle_turn = turn;
    const int from = carc_dragon_restack_at(g);
    rec->nreshuffle = g->deck_len - from;
    for (int k = 0; k < rec->nreshuffle; k++)
        snprintf(rec->reshuffle[k], sizeof rec->reshuffle[k], "%s",
                 g->cat->types[g->deck[from + k]].def.id);
}

static void take_event(carc_record *rec, carc_record_turn *t, const carc_game *g,
                       const carc_event *e)
{
    switch (e->type) {
    case CARC_EV_PLACE:
        /* A dragon tile's turn lists its flight, even a flight of no step. */
        t->has_dragon = g->cat->types[e->tile].dragon;
        break;
    case CARC_EV_RETURN:
        if (t && e->cause == CARC_BACK_PRINCESS) {
            t->has_princess = true;
            t->princess_x = e->x;
            t->princess_y = e->y;
            t->princess_at = record_position_at(g, e->x, e->y, e->feature);
        }
        break;
    case CARC_EV_FAIRY:
        if (!t)
            break;
        t->has_fairy = true;
        t->fairy_x = e->x;
        t->fairy_y = e->y;
        t->fairy_at = record_position_at(g, e->x, e->y, e->feature);
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
    .phase_action = phase_action,
    .placed = placed,
    .after_step = fly,
    .over_reason = over_reason,
    .not_drawn = not_drawn,
    .take_event = take_event,
};
