/*
 * mod_dragon.c: the Princess & the Dragon (RULES.md 4.2, with the decisions of 4.6, which
 * follow the C2 rulebook).
 *
 * A turn is: (0) the fairy's point; (1) the tile: a volcano brings the dragon at once, and the
 * first one shuffles the set-aside dragon tiles back into the stack; (2) the figure step, where
 * the module adds moving the fairy, the princess sending a knight home and, on a portal tile,
 * a figure on any other tile; (3) on a dragon tile, the dragon's flight, a phase of up to six
 * steps, each chosen by the next player in turn order from the active one; (4) the scoring.
 * Dragon tiles drawn while the dragon is off the board are set aside. A builder's extra turn
 * repeats (1) to (4). The dragon and the fairy are neutral pieces, kept in the module's own
 * state (its slot of the game value, pd_state below); mod_dragon.h has the queries.
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "mod_dragon.h"
#include "mod_impl.h"
#include "rules.h"
#include "score.h"

#define FLIGHT_STEPS 6

/* The module's state, in its words of carc_game.slot. Its members are bytes and 64-bit words,
   as the slot is, so that reading them there is reading the slot's own types. */
typedef struct pd_state {
    uint8_t dragon;     /* the tile the dragon stands on (index in tiles), or CARC_NONE */
    uint8_t fairy_tile; /* the tile the fairy stands on, or CARC_NONE */
    uint8_t fairy_id;   /* the id of the figure it is next to, or CARC_NONE */
    uint8_t flight;     /* 1: the tile just placed is a dragon tile, a flight follows */
    uint8_t steps;      /* steps taken in the flight under way */
    uint8_t from;       /* the tile the flight started from */
    uint8_t nset_aside; /* dragon tiles set aside, in set_aside[] */
    uint8_t restack_at; /* deck index from which the last reshuffle laid the stack, or
                           CARC_NONE */
    uint64_t entered[(CARC_MAX_TILES + 63) / 64]; /* tiles entered in this flight */
    uint8_t set_aside[16];
} pd_state;
_Static_assert(sizeof(pd_state) <= MOD_DRAGON_SLOT_WORDS * sizeof(uint64_t),
               "the dragon's state fits its slot");

/* The state of game g, const when g is. */
#define PD(g)                                                                                      \
    _Generic((g),                                                                                 \
        const carc_game *: (const pd_state *)(const void *)&(g)->slot[MOD_DRAGON_SLOT],           \
        default: (pd_state *)(void *)&(g)->slot[MOD_DRAGON_SLOT])

void mod_dragon_start(carc_game *g)
{
    pd_state *pd = PD(g);
    pd->dragon = pd->fairy_tile = pd->fairy_id = pd->restack_at = CARC_NONE;
}

/* The queries (mod_dragon.h): with the module not in play, its slot is zero, and none of it is
   on the board. */
int carc_game_dragon_tile(const carc_game *g)
{
    return !carc_module_on(g, CARC_MOD_DRAGON) || PD(g)->dragon == CARC_NONE ? -1 : PD(g)->dragon;
}

int carc_game_fairy_tile(const carc_game *g)
{
    return !carc_module_on(g, CARC_MOD_DRAGON) || PD(g)->fairy_tile == CARC_NONE
               ? -1
               : PD(g)->fairy_tile;
}

int carc_game_fairy_figure(const carc_game *g)
{
    return !carc_module_on(g, CARC_MOD_DRAGON) || PD(g)->fairy_id == CARC_NONE ? -1
                                                                               : PD(g)->fairy_id;
}

int carc_dragon_steps(const carc_game *g)
{
    return PD(g)->steps;
}

int mod_dragon_actor(const carc_game *g)
{
    /* Step i of the dragon's flight is chosen by the player at seat (active + i) mod n
       (RULES.md 4.6). */
    return (g->current + carc_dragon_steps(g)) % g->nplayers;
}

int carc_dragon_set_aside(const carc_game *g, const uint8_t **tiles)
{
    *tiles = PD(g)->set_aside;
    return PD(g)->nset_aside;
}

int carc_dragon_restack_at(const carc_game *g)
{
    return !carc_module_on(g, CARC_MOD_DRAGON) || PD(g)->restack_at == CARC_NONE
               ? -1
               : PD(g)->restack_at;
}

/* The window shows the board: its sentences for the dragon's steps go without the cell. */
/* Its refusals by their numbers in its block. */
#define K(code) CARC_WHY_NUMBER(CARC_MOD_DRAGON, code)
const carc_words mod_dragon_words[] = {
    {K(CARC_WHY_DRAGON_DUE), -1, 0, "the dragon is flying: a step is due",
     /* TRANSLATORS: the dragon of the Princess & the Dragon, which moves tile by tile. */
     N_("the dragon is flying: it must move first")},
    {K(CARC_WHY_DRAGON_TILE), -1, 0, N_("no figure may be placed on the dragon's tile"), NULL},
    {K(CARC_WHY_PORTAL_ONLY), -1, 0,
     N_("a figure goes on another tile only through a magic portal"), NULL},
    {K(CARC_WHY_PORTAL_NO_TILE), -1, 0, N_("no tile there for the portal to send a figure to"),
     NULL},
    {K(CARC_WHY_PORTAL_FIGURE), -1, 0, N_("only a follower or the abbot goes through a portal"),
     NULL},
    {K(CARC_WHY_NOT_FLYING), -1, 0, N_("the dragon is not flying"), NULL},
    {K(CARC_WHY_DRAGON_NO_SIDE), -1, CARC_ARGS_CELL, "(%d,%d) is no side",
     N_("the dragon moves only to a tile beside its own")},
    {K(CARC_WHY_DRAGON_NO_TILE), -1, CARC_ARGS_CELL, "(%d,%d) holds no tile",
     N_("the dragon flies only onto a tile")},
    {K(CARC_WHY_DRAGON_START), -1, CARC_ARGS_CELL, "(%d,%d) is where the flight started",
     N_("the dragon may not go back to the tile its flight started from")},
    {K(CARC_WHY_DRAGON_FAIRY), -1, CARC_ARGS_CELL, "(%d,%d) is the fairy's tile",
     N_("the dragon may not enter the fairy's tile")},
    {K(CARC_WHY_DRAGON_ENTERED), -1, CARC_ARGS_CELL, "(%d,%d) was entered earlier in this flight",
     N_("the dragon enters a tile only once in a flight")},
    /* TRANSLATORS: the fairy of the Princess & the Dragon, moved next to one of one's figures. */
    {K(CARC_WHY_FAIRY_NONE), -1, 0, N_("no figure there for the fairy"), NULL},
    {K(CARC_WHY_FAIRY_NOT_YOURS), -1, 0,
     N_("the fairy goes only next to one's own follower or abbot"), NULL},
    {K(CARC_WHY_FAIRY_ALREADY), -1, 0, N_("the fairy is already next to that figure"), NULL},
    {K(CARC_WHY_FAIRY_KIND), -1, 0, N_("the fairy goes only next to a follower or an abbot"), NULL},
    {K(CARC_WHY_NO_PRINCESS), -1, 0, N_("the tile has no princess"), NULL},
    {K(CARC_WHY_PRINCESS_CITY), -1, 0,
     N_("the princess sends home only a knight of the city she joins"), NULL},
    {0, -1, 0, NULL, NULL},
};
#undef K

static const carc_tile_type *type_of(const carc_game *g, int ti)
{
    return &g->cat->types[g->tiles[ti].type];
}

/* Its bytes of a tile: a volcano, a dragon, a magic portal (0 or 1), and the city of the
   princess segment (CARC_NO_FEATURE for none). */
enum { PART_VOLCANO, PART_DRAGON, PART_PORTAL, PART_PRINCESS };

void mod_dragon_tile_start(const carc_catalog *cat, carc_tile_type *t)
{
    (void)cat;
    t->part[MOD_DRAGON_PART + PART_PRINCESS] = CARC_NO_FEATURE;
}

bool carc_dragon_tile_volcano(const carc_tile_type *t)
{
    return t->part[MOD_DRAGON_PART + PART_VOLCANO] != 0;
}

bool carc_dragon_tile_dragon(const carc_tile_type *t)
{
    return t->part[MOD_DRAGON_PART + PART_DRAGON] != 0;
}

bool carc_dragon_tile_portal(const carc_tile_type *t)
{
    return t->part[MOD_DRAGON_PART + PART_PORTAL] != 0;
}

int carc_dragon_tile_princess(const carc_tile_type *t)
{
    return t->part[MOD_DRAGON_PART + PART_PRINCESS];
}

int mod_dragon_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len)
{
    if (strcmp(tag->name, "princess") == 0) {
        for (int j = 0; j < t->def.nfeatures; j++)
            if (strcmp(t->def.features[j].label, tag->value) == 0 &&
                t->def.features[j].kind == CARC_CITY) {
                t->part[MOD_DRAGON_PART + PART_PRINCESS] = (uint8_t)j;
                return 0;
            }
        snprintf(err, len, "tile %s: princess: \"%s\" is not a city of the tile", t->def.id,
                 tag->value);
        return -1;
    }
    if (strcmp(tag->value, "true") != 0) {
        snprintf(err, len, "tile %s: %s: expected true", t->def.id, tag->name);
        return -1;
    }
    const int k = strcmp(tag->name, "volcano") == 0  ? PART_VOLCANO
                  : strcmp(tag->name, "dragon") == 0 ? PART_DRAGON
                                                     : PART_PORTAL;
    t->part[MOD_DRAGON_PART + k] = 1;
    return 0;
}

/* Dragon tiles drawn while the dragon is off the board are set aside, before anything asks
   where they fit (RULES.md 4.6, "Drawing"). When the stack holds nothing but dragon tiles
   then, none can be drawn and kept: they stay undrawn and the game ends ("End"). */
bool mod_dragon_draw(carc_game *g, carc_events *ev)
{
    if (PD(g)->dragon != CARC_NONE)
        return true;
    int keep = g->deck_pos;
    while (keep < g->deck_len && carc_dragon_tile_dragon(&g->cat->types[g->deck[keep]]))
        keep++;
    if (keep == g->deck_len)
        return false;
    while (g->deck_pos < keep) {
        const uint8_t tile = g->deck[g->deck_pos++];
        PD(g)->set_aside[PD(g)->nset_aside++] = tile;
        carc_event *e = score_push_event(ev);
        if (e) {
            e->type = CARC_EV_SET_ASIDE;
            e->player = g->current;
            e->tile = tile;
        }
    }
    return true;
}

static void dragon_event(carc_game *g, int ti, unsigned side, carc_events *ev)
{
    carc_event *e = score_push_event(ev);
    if (e) {
        e->type = CARC_EV_DRAGON;
        e->player = (uint8_t)carc_game_actor(g);
        e->x = g->tiles[ti].x;
        e->y = g->tiles[ti].y;
        e->feature = (uint8_t)side;
    }
}

void mod_dragon_placed(carc_game *g, int ti, carc_events *ev)
{
    const carc_tile_type *t = type_of(g, ti);
    if (carc_dragon_tile_volcano(t)) {
        const bool first = PD(g)->dragon == CARC_NONE;
        PD(g)->dragon = (uint8_t)ti; /* wherever it was; nothing is eaten (RULES.md 4.6) */
        dragon_event(g, ti, CARC_NONE, ev);
        if (first && PD(g)->nset_aside > 0) {
            /* The set-aside tiles and the undrawn ones become one new stack, shuffled with the
               game's generator; a record gives its own order (carc_game_restack). */
            /* The set-aside tiles were drawn from before the volcano in hand: the volcano moves
               back by as many places, and the new stack follows it, in the same room. */
            const int n = PD(g)->nset_aside, volcano = g->deck_pos - n, from = volcano + 1;
            g->deck[volcano] = g->deck[g->deck_pos];
            memmove(&g->deck[from + n], &g->deck[g->deck_pos + 1],
                    (size_t)(g->deck_len - g->deck_pos - 1));
            memcpy(&g->deck[from], PD(g)->set_aside, (size_t)n);
            g->deck_pos = (uint8_t)volcano;
            PD(g)->nset_aside = 0;
            for (int i = g->deck_len - 1; i > from; i--) {
                const int j = from + (int)carc_rng_below(&g->rng, (uint32_t)(i - from + 1));
                const uint8_t x = g->deck[i];
                g->deck[i] = g->deck[j];
                g->deck[j] = x;
            }
            PD(g)->restack_at = (uint8_t)from;
            carc_event *e = score_push_event(ev);
            if (e) {
                e->type = CARC_EV_RESHUFFLE;
                e->player = g->current;
            }
        }
    }
    PD(g)->flight = carc_dragon_tile_dragon(t);
}

int mod_dragon_spot(const carc_game *g, int ti, int j, int kind, carc_reason *why)
{
    (void)j;
    (void)kind;
    /* No figure on the dragon's tile, by any means; a volcano in hand brings the dragon before
       the figure step (RULES.md 4.6). */
    const bool dragon_there =
        ti < 0 ? carc_dragon_tile_volcano(&g->cat->types[carc_game_tile_in_hand(g)])
               : ti == PD(g)->dragon;
    if (!dragon_there)
        return 0;
    REFUSE(CARC_WHY_DRAGON_TILE);
}

/* Whether the dragon may step beyond side d of its tile: onto a placed tile that is neither
   the flight's first tile, nor one entered in this flight, nor the fairy's (RULES.md 4.6). */
static int step_target(const carc_game *g, unsigned d)
{
    if (d > 3 || PD(g)->dragon == CARC_NONE)
        return -1;
    const carc_placed *t = &g->tiles[PD(g)->dragon];
    const int n = board_tile(g, t->x + board_dx[d], t->y + board_dy[d]);
    if (n < 0 || n == PD(g)->from || n == PD(g)->fairy_tile ||
        (PD(g)->entered[n >> 6] >> (n & 63) & 1u))
        return -1;
    return n;
}

static bool can_step(const carc_game *g)
{
    for (unsigned d = 0; d < 4; d++)
        if (step_target(g, d) >= 0)
            return true;
    return false;
}

void mod_dragon_figure_step_done(carc_game *g, carc_events *ev)
{
    (void)ev;
    if (!PD(g)->flight)
        return;
    PD(g)->flight = 0;
    PD(g)->steps = 0;
    PD(g)->from = PD(g)->dragon;
    memset(PD(g)->entered, 0, sizeof PD(g)->entered);
    if (can_step(g))
        g->phase = CARC_PHASE_DRAGON; /* a dead end from the start is a flight of no step */
}

/* A figure the player may move the fairy next to: their own follower or abbot (a figure that
   counts in a majority: not the builder or the pig), not the one it is next to already
   (RULES.md 4.6). */
static bool fairy_target(const carc_game *g, const carc_figure *f)
{
    return f && f->player == g->current && f->id != PD(g)->fairy_id &&
           carc_figure_defs[f->kind].weight != 0;
}

/* A follower the princess of the tile just placed may send home: any player's, in the city of
   her segment, after the tile joined it. */
static bool princess_target(const carc_game *g, const carc_figure *f)
{
    const int ti = g->ntiles - 1;
    const carc_tile_type *t = type_of(g, ti);
    if (!f || carc_dragon_tile_princess(t) == CARC_NO_FEATURE ||
        carc_figure_defs[f->kind].weight == 0 || carc_node_kind(&g->nodes[f->node]) != CARC_CITY)
        return false;
    return board_find_const(g, f->node) ==
           board_find_const(g, (uint16_t)(g->tiles[ti].node0 + carc_dragon_tile_princess(t)));
}

/* Whether a follower, large follower or abbot of the player (a figure that counts in a
   majority) may go, through the portal of the tile just placed, on feature j of tile ti:
   another tile than the portal's, not the dragon's, a feature with no follower or abbot that
   is not complete (RULES.md 4.6, "Magic portal"). */
static int portal_spot(const carc_game *g, int ti, unsigned j, unsigned kind, carc_reason *why)
{
    if (!carc_dragon_tile_portal(type_of(g, g->ntiles - 1)))
        REFUSE(CARC_WHY_PORTAL_ONLY);
    if (ti < 0 || ti == g->ntiles - 1)
        REFUSE(CARC_WHY_PORTAL_NO_TILE);
    if (kind >= CARC_FIGURE_KINDS || carc_figure_defs[kind].weight == 0)
        REFUSE(CARC_WHY_PORTAL_FIGURE);
    if (ti == PD(g)->dragon)
        REFUSE(CARC_WHY_DRAGON_TILE);
    const carc_tile_type *t = type_of(g, ti);
    if (j >= (unsigned)t->def.nfeatures)
        REFUSE(CARC_WHY_NO_FEATURE);
    const int fk = t->def.features[j].kind;
    if (fk == CARC_RIVER)
        REFUSE(CARC_WHY_ON_RIVER);
    if (!(carc_figure_defs[kind].stands_on >> fk & 1u))
        return rules_refuse_stand(g, kind, fk, why);
    if (fk == CARC_FIELD && g->rules.farms == CARC_FARMS_NONE)
        REFUSE(CARC_WHY_NO_FARMERS);
    if (carc_game_supply(g, g->current, (carc_figure_kind)kind) == 0)
        REFUSE(CARC_WHY_SUPPLY, .figure = (uint8_t)kind);
    const uint16_t node = (uint16_t)(g->tiles[ti].node0 + j);
    const uint16_t root = board_find_const(g, node);
    if (g->nodes[root].weight)
        REFUSE(CARC_WHY_TAKEN, .kind = (uint8_t)fk);
    if (carc_game_feature_complete(g, node))
        REFUSE(CARC_WHY_COMPLETE, .kind = (uint8_t)fk);
    return CARC_OK;
}

void mod_dragon_list(const carc_game *g, carc_action_list *l)
{
    if (g->phase == CARC_PHASE_DRAGON) {
        for (unsigned d = 0; d < 4; d++)
            if (step_target(g, d) >= 0)
                carc_action_put(l, (carc_action){.type = CARC_ACT_DRAGON, .feature = (uint8_t)d});
        return;
    }
    if (g->phase != CARC_PHASE_FIGURE)
        return;
    for (int i = 0; i < g->nfigures; i++) {
        const uint8_t id = g->figures[i].id;
        if (fairy_target(g, &g->figures[i]))
            carc_action_put(l, (carc_action){.type = CARC_ACT_FAIRY, .figure = id});
        if (princess_target(g, &g->figures[i]))
            carc_action_put(l, (carc_action){.type = CARC_ACT_PRINCESS, .figure = id});
    }
    if (!carc_dragon_tile_portal(type_of(g, g->ntiles - 1)))
        return;
    /* Only the kinds that may go through a portal (those that count in a majority) and that
       the player has in supply are worth asking portal_spot about, spot by spot: picked once
       here, since the loop below asks of every feature on the board. */
    unsigned kinds = 0;
    for (unsigned k = 0; k < CARC_FIGURE_KINDS; k++)
        if (carc_figure_defs[k].weight != 0 && carc_game_supply(g, g->current, (int)k) > 0)
            kinds |= 1u << k;
    if (kinds == 0)
        return;
    for (int ti = 0; ti < g->ntiles - 1; ti++)
        for (unsigned j = 0; j < (unsigned)type_of(g, ti)->def.nfeatures; j++)
            for (unsigned k = 0; k < CARC_FIGURE_KINDS; k++)
                if ((kinds >> k & 1u) && portal_spot(g, ti, j, k, NULL) == CARC_OK)
                    carc_action_put(l, (carc_action){.type = CARC_ACT_FIGURE,
                                                     .figure = (uint8_t)k,
                                                     .feature = (uint8_t)j,
                                                     .elsewhere = 1,
                                                     .at = {g->tiles[ti].x, g->tiles[ti].y, 0}});
}

/* Why the dragon may not step beyond side d of its tile, which step_target refused. */
static int step_refusal(const carc_game *g, unsigned d, int n)
{
    return d > 3                    ? CARC_WHY_DRAGON_NO_SIDE
           : n < 0                  ? CARC_WHY_DRAGON_NO_TILE
           : n == PD(g)->from       ? CARC_WHY_DRAGON_START
           : n == PD(g)->fairy_tile ? CARC_WHY_DRAGON_FAIRY
                                    : CARC_WHY_DRAGON_ENTERED;
}

int mod_dragon_check(const carc_game *g, const carc_action *a, carc_reason *why)
{
    switch (a->type) {
    case CARC_ACT_DRAGON:
        if (g->phase != CARC_PHASE_DRAGON)
            REFUSE(CARC_WHY_NOT_FLYING);
        if (step_target(g, a->feature) < 0) {
            const carc_placed *t = &g->tiles[PD(g)->dragon];
            const int nx = t->x + board_dx[a->feature & 3], ny = t->y + board_dy[a->feature & 3];
            REFUSE(step_refusal(g, a->feature, board_tile(g, nx, ny)), .x = (int16_t)nx,
                   .y = (int16_t)ny);
        }
        return CARC_OK;
    case CARC_ACT_FAIRY:
    case CARC_ACT_PRINCESS: {
        if (g->phase != CARC_PHASE_FIGURE)
            REFUSE(CARC_WHY_PLACE_FIRST);
        const carc_figure *f = carc_game_figure_by_id(g, a->figure);
        if (a->type == CARC_ACT_FAIRY && !fairy_target(g, f))
            REFUSE(f == NULL                  ? CARC_WHY_FAIRY_NONE
                   : f->player != g->current  ? CARC_WHY_FAIRY_NOT_YOURS
                   : f->id == PD(g)->fairy_id ? CARC_WHY_FAIRY_ALREADY
                                              : CARC_WHY_FAIRY_KIND);
        if (a->type == CARC_ACT_PRINCESS && !princess_target(g, f))
            REFUSE(carc_dragon_tile_princess(type_of(g, g->ntiles - 1)) == CARC_NO_FEATURE
                       ? CARC_WHY_NO_PRINCESS
                       : CARC_WHY_PRINCESS_CITY);
        return CARC_OK;
    }
    case CARC_ACT_FIGURE:
        if (a->elsewhere) {
            if (g->phase != CARC_PHASE_FIGURE)
                REFUSE(CARC_WHY_PLACE_FIRST);
            return portal_spot(g, carc_game_tile_at(g, a->at.x, a->at.y), a->feature, a->figure,
                               why);
        }
        /* fall through */
    default:
        if (g->phase == CARC_PHASE_DRAGON) /* its phase: no other action */
            REFUSE(CARC_WHY_DRAGON_DUE);
        return 1;
    }
}

/* The dragon enters tile ti: every figure on it goes home unscored, then every builder or pig
   left without a follower (RULES.md 4.6). */
static void eat(carc_game *g, int ti, carc_events *ev)
{
    for (int i = 0; i < g->nfigures;)
        if (g->node_tile[g->figures[i].node] == ti)
            score_send_home(g, i, CARC_BACK_EATEN, ev); /* the last moves into i */
        else
            i++;
}

void mod_dragon_apply(carc_game *g, const carc_action *a, carc_events *ev)
{
    if (a->type == CARC_ACT_DRAGON) {
        const int n = step_target(g, a->feature);
        PD(g)->entered[n >> 6] |= 1ull << (n & 63);
        dragon_event(g, n, a->feature, ev);
        PD(g)->dragon = (uint8_t)n;
        PD(g)->steps++;
        eat(g, n, ev);
        if (PD(g)->steps == FLIGHT_STEPS || !can_step(g))
            game_finish_turn(g, ev); /* the flight is over: the scoring, the next turn */
        return;
    }
    if (a->type == CARC_ACT_FIGURE) {
        game_put_figure(g, carc_game_tile_at(g, a->at.x, a->at.y), a->feature, a->figure, ev);
        return;
    }
    int i = 0;
    while (g->figures[i].id != a->figure)
        i++;
    if (a->type == CARC_ACT_PRINCESS) {
        score_send_home(g, i, CARC_BACK_PRINCESS, ev);
        return;
    }
    const carc_placed *t = &g->tiles[g->node_tile[g->figures[i].node]];
    PD(g)->fairy_tile = g->node_tile[g->figures[i].node];
    PD(g)->fairy_id = a->figure;
    carc_event *e = score_push_event(ev);
    if (e) {
        e->type = CARC_EV_FAIRY;
        e->player = g->current;
        e->x = t->x;
        e->y = t->y;
        e->id = a->figure;
        e->feature = g->figures[i].feature;
    }
}

static void fairy_points(carc_game *g, int player, int points, carc_events *ev)
{
    score_add_points(g, player, points, CARC_CAT_FAIRY);
    carc_event *e = score_push_event(ev);
    if (e) {
        e->type = CARC_EV_FAIRY_POINTS;
        e->player = (uint8_t)player;
        e->value = (int16_t)points;
        e->points[player] = (int16_t)points;
        if (PD(g)->fairy_tile != CARC_NONE) {
            e->x = g->tiles[PD(g)->fairy_tile].x;
            e->y = g->tiles[PD(g)->fairy_tile].y;
        }
    }
}

/* 1 point at the start of the turn of the player whose figure the fairy is next to. */
void mod_dragon_turn_start(carc_game *g, carc_events *ev)
{
    const carc_figure *f = carc_game_figure_by_id(g, PD(g)->fairy_id);
    if (f && f->player == g->current)
        fairy_points(g, f->player, 1, ev);
}

/* The fairy stays on its tile, next to no one, when its figure leaves. */
void mod_dragon_figure_left(carc_game *g, const carc_figure *f)
{
    if (f->id == PD(g)->fairy_id)
        PD(g)->fairy_id = CARC_NONE;
}

/* 3 points to the owner of the fairy's figure whenever its feature is scored, whatever it is
   worth and whoever wins it. */
void mod_dragon_scored(carc_game *g, uint16_t root, bool final, carc_events *ev)
{
    (void)final;
    const carc_figure *f = carc_game_figure_by_id(g, PD(g)->fairy_id);
    if (f && board_find_const(g, f->node) == root)
        fairy_points(g, f->player, 3, ev);
}

int carc_game_restack(carc_game *g, const uint8_t *stack, int n, char *reason, size_t len)
{
    const int from = PD(g)->restack_at;
    if (from == CARC_NONE || g->phase != CARC_PHASE_FIGURE || from != g->deck_pos + 1) {
        snprintf(reason, len, "the stack is reshuffled only when the first volcano is placed "
                              "while tiles are set aside");
        return CARC_ILLEGAL;
    }
    int count[CARC_MAX_TYPES] = {0};
    for (int i = from; i < g->deck_len; i++)
        count[g->deck[i]]++;
    for (int i = 0; i < n; i++)
        if (stack[i] >= g->cat->ntypes || count[stack[i]]-- == 0) {
            snprintf(reason, len, "it is not the undrawn and set-aside tiles in another order");
            return CARC_ILLEGAL;
        }
    if (n != g->deck_len - from) {
        snprintf(reason, len, "it holds %d tiles, not the %d undrawn and set-aside ones", n,
                 g->deck_len - from);
        return CARC_ILLEGAL;
    }
    memcpy(&g->deck[from], stack, (size_t)n);
    return CARC_OK;
}
