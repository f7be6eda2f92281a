/*
 * game.c: a game from its first tile to its final scoring: the deck (built and shuffled from
 * the catalog, or given by a record), turns, discards, random turns for simulations, and the
 * queries front ends use to draw and explain the board.
 */
#include "game.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "module.h"
#include "rules.h"
#include "score.h"

int carc_game_check_rules_why(const carc_catalog *cat, const carc_rules *rules, carc_reason *why)
{
    for (unsigned mods = cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        carc_reason said; /* a module always gives its reason; the caller may want none */
        if (m->check_rules && m->check_rules(rules, &said) != 0) {
            if (why)
                *why = said;
            return CARC_ILLEGAL;
        }
    }
    return CARC_OK;
}

int carc_game_check_rules(const carc_catalog *cat, const carc_rules *rules, char *reason,
                          size_t len)
{
    carc_reason why;
    return rules_english(carc_game_check_rules_why(cat, rules, &why), &why, reason, len);
}

/* Whether a game of nplayers may start under the rules with the catalog. */
static int check_start(const carc_catalog *cat, const carc_rules *rules, int nplayers,
                       carc_reason *why)
{
    if (nplayers < CARC_MIN_PLAYERS || nplayers > cat->max_players)
        REFUSE(CARC_WHY_PLAYERS, .players = nplayers, .low = CARC_MIN_PLAYERS,
               .high = cat->max_players);
    return carc_game_check_rules_why(cat, rules, why);
}

void game_finish(carc_game *g, carc_events *ev)
{
    g->over = 1;
    g->phase = CARC_PHASE_OVER;
    score_final(g, ev);
}

static void finish_if_empty(carc_game *g, carc_events *ev)
{
    if (__builtin_expect(g->deck_pos < g->deck_len || g->over, 1))
        return;
    game_finish(g, ev);
}

static int start(carc_game *g, const carc_catalog *cat, const carc_rules *rules, int nplayers,
                 char *reason, size_t len)
{
    carc_reason why;
    if (rules_english(check_start(cat, rules, nplayers, &why), &why, reason, len) != CARC_OK)
        return CARC_ILLEGAL;
    /* Only the counters, the scores and the holes' positions need clearing: every other array
       is read only below its count, and the grid needs no clearing at all (see game.h). */
    memset(g, 0, offsetof(carc_game, deck));
    g->cat = cat;
    g->rules = *rules;
    g->nplayers = (uint8_t)nplayers;
    int slots = 0;
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        slots += cat->figures[k];
    for (int p = 0; p < nplayers; p++)
        g->home[p] = (uint16_t)((1u << slots) - 1u);
    for (unsigned mods = cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->start)
            m->start(g);
    }
    board_start(g, cat->start_type);
    return CARC_OK;
}

/* What the modules in play do before the next tile is drawn (tiles set aside: before_draw),
   then the end of the game when no tile is left, or none that can be drawn and kept. */
static void before_draw(carc_game *g, carc_events *ev)
{
    bool drawable = true;
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->before_draw && !m->before_draw(g, ev))
            drawable = false;
    }
    if (!drawable && !g->over)
        game_finish(g, ev);
    else
        finish_if_empty(g, ev);
}

int carc_game_init(carc_game *g, const carc_catalog *cat, const carc_rules *rules, int nplayers,
                   uint64_t seed, char *reason, size_t len)
{
    if (start(g, cat, rules, nplayers, reason, len) != CARC_OK)
        return CARC_ILLEGAL;
    carc_rng_seed(&g->rng, seed);
    /* Each deck group is shuffled on its own (RULES.md 2). */
    const int n = cat->deck_size;
    memcpy(g->deck, cat->deck, sizeof g->deck); /* all of it: a fixed size copies inline */
    for (int k = 0, first = 0; k < cat->ngroups; first = cat->group_end[k++])
        for (int i = cat->group_end[k] - 1; i > first; i--) {
            int j = first + (int)carc_rng_below(&g->rng, (uint32_t)(i - first + 1));
            uint8_t t = g->deck[i];
            g->deck[i] = g->deck[j];
            g->deck[j] = t;
        }
    g->deck_len = (uint8_t)n;
    before_draw(g, NULL);
    return CARC_OK;
}

int carc_game_init_deck(carc_game *g, const carc_catalog *cat, const carc_rules *rules,
                        int nplayers, const uint8_t *deck, int ndeck, char *reason, size_t len)
{
    int copies[CARC_MAX_TYPES] = {0};
    if (ndeck < 0 || ndeck > cat->deck_size) {
        snprintf(reason, len, "the deck holds %d tiles; the tile sets in play have %d", ndeck,
                 cat->deck_size);
        return CARC_ILLEGAL;
    }
    for (int i = 0; i < ndeck; i++) {
        if (deck[i] >= cat->ntypes) {
            snprintf(reason, len, "deck[%d] is not a tile of the sets in play", i);
            return CARC_ILLEGAL;
        }
        copies[deck[i]]++;
    }
    for (int t = 0; t < cat->ntypes; t++)
        if (copies[t] > cat->types[t].deck_count) {
            snprintf(reason, len,
                     "the deck holds %d copies of tile %s; the tile sets in play have %d",
                     copies[t], cat->types[t].def.id, cat->types[t].deck_count);
            return CARC_ILLEGAL;
        }
    if (start(g, cat, rules, nplayers, reason, len) != CARC_OK)
        return CARC_ILLEGAL;
    memcpy(g->deck, deck, (size_t)ndeck);
    g->deck_len = (uint8_t)ndeck;
    /* A given deck is played as given; the generator only serves a module's reshuffle, whose
       order a record then gives. */
    carc_rng_seed(&g->rng, 0);
    before_draw(g, NULL);
    return CARC_OK;
}

void carc_game_copy(carc_game *dst, const carc_game *src)
{
    memcpy(dst, src, offsetof(carc_game, deck));
    memcpy(dst->deck, src->deck, src->deck_len);
    memcpy(dst->figures, src->figures, src->nfigures * sizeof src->figures[0]);
    memcpy(dst->monk, src->monk, src->monks * sizeof src->monk[0]);
    memcpy(dst->tiles, src->tiles, src->ntiles * sizeof src->tiles[0]);
    memcpy(dst->hole_code, src->hole_code, src->nholes * sizeof src->hole_code[0]);
    memcpy(dst->nodes, src->nodes, src->nnodes * sizeof src->nodes[0]);
    memcpy(dst->link, src->link, src->nnodes * sizeof src->link[0]);
    memcpy(dst->node_tile, src->node_tile, src->nnodes);
    /* Only the cells of the tiles and the holes matter (see the grid's comment in game.h). */
    for (int t = 0; t < src->ntiles; t++)
        dst->cell[board_cell(src->tiles[t].x, src->tiles[t].y)] = (uint8_t)t;
    for (int h = 0; h < src->nholes; h++)
        dst->cell[board_pos_cell(src->hole_pos[h])] = (uint8_t)h;
}

int carc_game_tile_in_hand(const carc_game *g)
{
    return g->over ? -1 : g->deck[g->deck_pos];
}

int carc_game_tiles_left(const carc_game *g)
{
    return g->deck_len - g->deck_pos;
}

void carc_game_deal(carc_game *g, const uint8_t *order, int n)
{
    assert(n == g->deck_len - g->deck_pos - 1);
#ifndef NDEBUG
    int count[CARC_MAX_TYPES] = {0};
    for (int i = g->deck_pos + 1; i < g->deck_len; i++)
        count[g->deck[i]]++;
    for (int i = 0; i < n; i++)
        assert(order[i] < g->cat->ntypes && count[order[i]]-- > 0);
#endif
    memcpy(&g->deck[g->deck_pos + 1], order, (size_t)n);
}

void carc_game_shorten(carc_game *g, int tiles)
{
    if (tiles >= 1 && g->deck_pos + tiles < g->deck_len)
        g->deck_len = (uint8_t)(g->deck_pos + tiles);
}

/* A turn in three steps, so that a random turn can choose its follower between the first two
   from the placed tile's own roots (see carc_game_random_turn). */

/* Places the tile in hand, of the given type, into hole in rotation rot; returns its index in
   g->tiles. */
static inline int place_tile(carc_game *g, int type, int hole, int rot, board_closed *closed,
                             carc_events *ev)
{
    const int ti = board_place(g, type, hole, rot, closed);
    carc_event *e = score_push_event(ev);
    if (e) {
        e->type = CARC_EV_PLACE;
        e->player = g->current;
        e->tile = (uint8_t)type;
        e->rot = (uint8_t)rot;
        e->x = g->tiles[ti].x;
        e->y = g->tiles[ti].y;
    }
    return ti;
}

/* Puts the current player's figure of kind on feature j of the tile just placed, ti, in the
   first free slot of its kind. */
static inline void put_figure(carc_game *g, int ti, unsigned j, unsigned kind, carc_events *ev)
{
    const int player = g->current;
    const carc_placed *t = &g->tiles[ti];
    const uint16_t node = (uint16_t)(t->node0 + j);
    const uint16_t root = board_find(g, node);
    /* A figure goes where nobody has a follower, but for an escorted one, which counts 0. */
    assert(g->nodes[root].weight == 0 || carc_figure_defs[kind].escorted);
    g->nodes[root].weight = (uint8_t)(g->nodes[root].weight + carc_figure_defs[kind].weight);
    int first, count;
    carc_figure_slots(g->cat, (carc_figure_kind)kind, &first, &count);
    const unsigned free = (unsigned)g->home[player] >> first & ((1u << count) - 1u);
    assert(free != 0);
    const unsigned slot = (unsigned)first + (unsigned)__builtin_ctz(free);
    g->home[player] = (uint16_t)(g->home[player] & ~(1u << slot));
    const uint8_t id = (uint8_t)(player * CARC_FIGURE_SLOTS + (int)slot);
    g->figures[g->nfigures++] = (carc_figure){node, (uint8_t)j, (uint8_t)player, (uint8_t)kind, id};
    const carc_kind fk = carc_node_kind(&g->nodes[node]);
    if (fk == CARC_CLOISTER || fk == CARC_GARDEN)
        g->monk[g->monks++] =
            (carc_monk){node, (uint16_t)board_pos(t->x, t->y),
                        (uint8_t)board_neighbours(g, t->x, t->y)};
    carc_event *e = score_push_event(ev);
    if (e) {
        e->type = CARC_EV_MEEPLE;
        e->player = (uint8_t)player;
        e->x = t->x;
        e->y = t->y;
        e->feature = (uint8_t)j;
        e->figure = (uint8_t)kind;
        e->id = id;
    }
}

/* The current player takes back the figure with id (checked): a module may score it first
   (take_back_points), then it goes home. */
static void take_back(carc_game *g, unsigned id, carc_events *ev)
{
    int i = 0;
    while (g->figures[i].id != id)
        i++;
    const carc_figure f = g->figures[i];
    const uint16_t root = board_find(g, f.node);
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        int points;
        unsigned why;
        const int category = m->take_back_points ? m->take_back_points(g, &f, &points, &why) : -1;
        if (category < 0)
            continue;
        score_add_points(g, f.player, points, category);
        carc_event *e = score_push_event(ev);
        if (e) {
            const carc_placed *t = &g->tiles[g->node_tile[root]];
            e->type = CARC_EV_SCORE;
            e->kind = (uint8_t)carc_node_kind(&g->nodes[root]);
            e->why = (uint8_t)why;
            e->x = t->x;
            e->y = t->y;
            e->node = root;
            e->value = (int16_t)points;
            e->points[f.player] = (int16_t)points;
        }
    }
    score_send_home(g, i, CARC_BACK_TAKEN, ev);
}

/* Scores what the tile just placed completed (closed), passes the turn, and ends the game when
   the deck is out. */
static inline void end_turn(carc_game *g, const board_closed *closed, carc_events *ev)
{
    const bool cloister_done = score_count_around(g, closed->pos); /* counts on every turn */
    if (__builtin_expect(cloister_done || closed->n, 0))
        score_completed(g, closed, ev);
    g->phase = CARC_PHASE_TILE;
    g->deck_pos++;
    if (++g->current == g->nplayers)
        g->current = 0;
    finish_if_empty(g, ev);
}

void carc_game_play(carc_game *g, const carc_move *m, carc_events *ev)
{
    if (g->cat->turn_modules) {
        /* The modules act between the phases: the turn goes through them. */
        const carc_action place = {.type = CARC_ACT_PLACE, .at = m->at};
        carc_game_apply(g, &place, ev);
        carc_game_apply(g, &m->step, ev);
        return;
    }
    int type = carc_game_tile_in_hand(g);
    assert(type >= 0 && m->at.rot < 4);
    board_closed closed;
    const int hole = board_hole(g, m->at.x, m->at.y);
    const int ti = place_tile(g, type, hole, m->at.rot, &closed, ev);
    if (m->step.type == CARC_ACT_FIGURE)
        put_figure(g, ti, m->step.feature, m->step.figure, ev);
    else if (m->step.type == CARC_ACT_RETURN)
        take_back(g, m->step.figure, ev);
    end_turn(g, &closed, ev);
}

void game_put_figure(carc_game *g, int ti, unsigned j, unsigned kind, carc_events *ev)
{
    put_figure(g, ti, j, kind, ev);
    /* On a cloister or garden of another tile than the one just placed (a module's figure
       elsewhere), the
       count of tiles around it leaves out the placed tile, which the scoring after the figure
       step counts among the neighbours of every watched cloister (score_count_around). */
    const carc_placed *t = &g->tiles[ti], *placed = &g->tiles[g->ntiles - 1];
    const int dx = placed->x - t->x, dy = placed->y - t->y;
    if (ti != g->ntiles - 1 && g->monks && g->monk[g->monks - 1].node == t->node0 + j &&
        dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1)
        g->monk[g->monks - 1].around--;
}

void game_finish_turn(carc_game *g, carc_events *ev)
{
    g->phase = CARC_PHASE_FIGURE;
    board_closed closed = {.pos = g->closed_pos, .n = g->nclosed};
    memcpy(closed.root, g->closed_root, sizeof closed.root);
    const uint8_t player = g->current;
    end_turn(g, &closed, ev);
    /* A double turn (a module's extra_turn): the same player plays the next tile. */
    bool extra = false;
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->extra_turn && m->extra_turn(g))
            extra = true;
    }
    if (extra)
        g->current = player;
    before_draw(g, ev);
    /* A new player's turn starts (an extra turn is not a new turn: RULES.md 4.6). */
    for (unsigned mods = g->cat->modules; mods && !extra && !g->over; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->turn_start)
            m->turn_start(g, ev);
    }
}

/* The module in play whose action a is (its check_action does not answer 1), or NULL. */
static const carc_module *action_module(const carc_game *g, const carc_action *a)
{
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->check_action && m->check_action(g, a, NULL) != 1)
            return m;
    }
    return NULL;
}

void carc_game_apply(carc_game *g, const carc_action *a, carc_events *ev)
{
    const carc_module *owner = action_module(g, a);
    if (owner) {
        owner->apply_action(g, a, ev);
        if (g->phase != CARC_PHASE_FIGURE)
            return; /* a phase of the module's own goes on */
    } else {
        switch (a->type) {
        case CARC_ACT_DISCARD: {
            const int ok = carc_game_discard(g, ev, NULL, 0);
            assert(ok == CARC_OK);
            (void)ok;
            return;
        }
        case CARC_ACT_PLACE: {
            assert(g->phase == CARC_PHASE_TILE && a->at.rot < 4);
            board_closed closed;
            place_tile(g, carc_game_tile_in_hand(g), board_hole(g, a->at.x, a->at.y), a->at.rot,
                       &closed, ev);
            /* What the scoring after the figure step needs (see end_turn). */
            g->closed_pos = closed.pos;
            g->nclosed = closed.n;
            memcpy(g->closed_root, closed.root, sizeof closed.root);
            g->phase = CARC_PHASE_FIGURE;
            for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
                const carc_module *m = &carc_modules[__builtin_ctz(mods)];
                if (m->after_placement)
                    m->after_placement(g, g->ntiles - 1, ev);
            }
            return;
        }
        case CARC_ACT_FIGURE:
            put_figure(g, g->ntiles - 1, a->feature, a->figure, ev);
            break;
        case CARC_ACT_RETURN:
            take_back(g, a->figure, ev);
            break;
        default:
            break;
        }
    }
    /* The figure step is done: a module may open a phase before the scoring. */
    assert(g->phase == CARC_PHASE_FIGURE);
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->after_figure_step)
            m->after_figure_step(g, ev);
    }
    if (g->phase == CARC_PHASE_FIGURE)
        game_finish_turn(g, ev);
}

int carc_game_check_discard_why(const carc_game *g, carc_reason *why)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0)
        REFUSE(CARC_WHY_NO_DISCARD);
    if (g->phase != CARC_PHASE_TILE)
        REFUSE(CARC_WHY_FIGURE_STEP);
    if (!carc_game_can_place(g))
        return CARC_OK;
    if (why) {
        *why = (carc_reason){.code = CARC_WHY_TILE_FITS};
        memcpy(why->tile, g->cat->types[type].def.id, sizeof why->tile);
    }
    return CARC_ILLEGAL;
}

int carc_game_discard(carc_game *g, carc_events *ev, char *reason, size_t len)
{
    carc_reason why;
    if (rules_english(carc_game_check_discard_why(g, &why), &why, reason, len) != CARC_OK)
        return CARC_ILLEGAL;
    const int type = carc_game_tile_in_hand(g);
    carc_event *e = score_push_event(ev);
    if (e) {
        e->type = CARC_EV_DISCARD;
        e->player = g->current;
        e->tile = (uint8_t)type;
    }
    g->deck_pos++;
    before_draw(g, ev);
    return CARC_OK;
}

/* A random turn of a game not yet over (see carc_game_random_turn) in which the figure step
   is the base game's: a follower or none. Inline in the two loops that play them. */
static inline __attribute__((always_inline)) void random_turn(carc_game *g, carc_rng *rng,
                                                              unsigned follower_percent,
                                                              carc_events *ev)
{
    const int type = g->deck[g->deck_pos];
    unsigned hole, rot;
    if (__builtin_expect(!rules_random_pick(g, rng, type, &hole, &rot), 0)) {
        carc_game_discard(g, ev, NULL, 0);
        return;
    }
    board_closed closed;
    const int ti = place_tile(g, type, (int)hole, (int)rot, &closed, ev);
    /* The followers' slots come first, then the one slot of the kind a module that does not act
       in a turn may give (see carc_figure_slots); it stands where a follower does. */
    const unsigned home = g->home[g->current];
    if (home != 0 && carc_rng_below(rng, 100) < follower_percent) {
        /* The open spots, as carc_game_legal_spots lists them: with the tile in place, a
           feature of it is taken exactly when its root carries a follower. */
        const carc_tile_type *t = &g->cat->types[type];
        const uint16_t node0 = g->tiles[ti].node0;
        unsigned open = rules_spot_features(g, t);
        unsigned n = 0;
        for (unsigned rest = open; rest; rest &= rest - 1) {
            const unsigned j = (unsigned)__builtin_ctz(rest);
            if (__builtin_expect(g->nodes[board_find(g, (uint16_t)(node0 + j))].weight != 0, 0))
                open ^= 1u << j;
            else
                n++;
        }
        if (n > 0) {
            unsigned k = carc_rng_below(rng, n);
            for (; k; k--)
                open &= open - 1;
            const bool normal = (home & ((1u << CARC_FOLLOWERS) - 1u)) != 0,
                       other = home >> CARC_FOLLOWERS & 1u;
            const bool use_other = other && (!normal || carc_rng_below(rng, 2));
            /* Two calls, so the follower's, with its kind a constant, finds its slot in
               fewer instructions (carc_figure_slots). */
            const unsigned j = (unsigned)__builtin_ctz(open);
            if (use_other)
                put_figure(g, ti, j, g->cat->kind_after_followers, ev);
            else
                put_figure(g, ti, j, CARC_FIG_FOLLOWER, ev);
        }
    }
    end_turn(g, &closed, ev);
}

/* A random turn with modules that act in a turn: the same placement as the base game's, then
   in the figure step, with probability follower_percent/100 when there is any, a uniformly
   random action other than the pass, and in any phase a module adds a uniformly random
   action. */
static void random_turn_actions(carc_game *g, carc_rng *rng, unsigned follower_percent,
                                carc_events *ev)
{
    /* A turn left in its figure step or a flight (by carc_game_play, say) is finished first. */
    if (g->phase == CARC_PHASE_TILE) {
        unsigned hole, rot;
        if (!rules_random_pick(g, rng, g->deck[g->deck_pos], &hole, &rot)) {
            carc_game_discard(g, ev, NULL, 0);
            return;
        }
        int x, y;
        board_hole_xy(g, (int)hole, &x, &y);
        const carc_action place = {.type = CARC_ACT_PLACE,
                                   .at = {(int16_t)x, (int16_t)y, (uint8_t)rot}};
        carc_game_apply(g, &place, ev);
    }
    while (g->phase == CARC_PHASE_FIGURE || g->phase >= CARC_PHASE_MODULES) {
        /* A module's figure elsewhere can offer thousands of actions: count them, then list
           only the one drawn. */
        const int n = carc_game_legal_actions(g, NULL, 0);
        assert(n >= 1);
        int k = 0;
        if (g->phase != CARC_PHASE_FIGURE) /* a module's phase: any of its actions */
            k = (int)carc_rng_below(rng, (uint32_t)n);
        else if (n > 1 && carc_rng_below(rng, 100) < follower_percent)
            k = 1 + (int)carc_rng_below(rng, (uint32_t)(n - 1)); /* the pass comes first */
        carc_action a;
        rules_action_at(g, k, &a);
        carc_game_apply(g, &a, ev);
    }
}

bool carc_game_random_turn(carc_game *g, carc_rng *rng, unsigned follower_percent,
                           carc_events *ev)
{
    if (g->over)
        return false;
    if (g->cat->turn_modules)
        random_turn_actions(g, rng, follower_percent, ev);
    else
        random_turn(g, rng, follower_percent, ev);
    return true;
}

/* One loop with the turn inline and no events, flattened so that placing the tile and the
   scoring compile into it too (across files when the build links with -flto): a random game
   takes 6% fewer instructions than with carc_game_random_turn in a loop (4% without -flto).
   The choice between the base game's figure step and the modules' is made once a game. */
__attribute__((flatten)) void carc_game_random_finish(carc_game *g, carc_rng *rng,
                                                      unsigned follower_percent)
{
    carc_rng local = *rng; /* in a local, the state is not reloaded after every store */
    if (__builtin_expect(g->cat->turn_modules, 0)) {
        while (!g->over)
            random_turn_actions(g, &local, follower_percent, NULL);
    } else {
        while (!g->over)
            random_turn(g, &local, follower_percent, NULL);
    }
    *rng = local;
}

int carc_game_phase(const carc_game *g)
{
    return g->phase;
}

int carc_game_actor(const carc_game *g)
{
    if (g->phase >= CARC_PHASE_MODULES) {
        const carc_module *m = &carc_modules[(g->phase - CARC_PHASE_MODULES) / CARC_MODULE_PHASES];
        if (m->actor)
            return m->actor(g);
    }
    return g->current;
}

int carc_game_placed_tile(const carc_game *g)
{
    return g->phase == CARC_PHASE_FIGURE || g->phase >= CARC_PHASE_MODULES ? g->ntiles - 1 : -1;
}

int carc_game_nfigures(const carc_game *g)
{
    return g->nfigures;
}

const carc_figure *carc_game_figure(const carc_game *g, int i)
{
    return i >= 0 && i < g->nfigures ? &g->figures[i] : NULL;
}

int carc_game_figure_tile(const carc_game *g, const carc_figure *f)
{
    return g->node_tile[f->node];
}

const carc_figure *carc_game_figure_by_id(const carc_game *g, int id)
{
    for (int i = 0; i < g->nfigures; i++)
        if (g->figures[i].id == id)
            return &g->figures[i];
    return NULL;
}

const carc_figure *carc_game_figure_on(const carc_game *g, int ti, int feature)
{
    if (ti < 0 || ti >= g->ntiles || feature < 0 || feature >= CARC_MAX_FEATURES)
        return NULL;
    const uint16_t node = (uint16_t)(g->tiles[ti].node0 + feature);
    for (int i = 0; i < g->nfigures; i++)
        if (g->figures[i].node == node)
            return &g->figures[i];
    return NULL;
}

int carc_game_tile_at(const carc_game *g, int x, int y)
{
    return board_tile(g, x, y);
}

void carc_game_bounds(const carc_game *g, int *minx, int *miny, int *maxx, int *maxy)
{
    *minx = *miny = *maxx = *maxy = 0; /* the start tile lies at (0, 0) */
    for (int t = 0; t < g->ntiles; t++) {
        const carc_placed *p = &g->tiles[t];
        if (p->x < *minx) *minx = p->x;
        if (p->x > *maxx) *maxx = p->x;
        if (p->y < *miny) *miny = p->y;
        if (p->y > *maxy) *maxy = p->y;
    }
}

uint16_t carc_game_root(const carc_game *g, uint16_t node)
{
    return board_find_const(g, node);
}

bool carc_game_feature_complete(const carc_game *g, uint16_t node)
{
    const uint16_t root = board_find_const(g, node);
    const carc_node *n = &g->nodes[root];
    const carc_kind kind = carc_node_kind(n);
    if (kind == CARC_CLOISTER || kind == CARC_GARDEN) {
        const carc_placed *t = &g->tiles[g->node_tile[root]];
        return board_neighbours(g, t->x, t->y) == 8;
    }
    return (kind == CARC_ROAD || kind == CARC_CITY) && n->open == 0;
}

int carc_game_feature_value(const carc_game *g, uint16_t node, bool *complete)
{
    const uint16_t root = board_find_const(g, node);
    const carc_kind kind = carc_node_kind(&g->nodes[root]);
    const bool done = carc_game_feature_complete(g, root);
    if (complete)
        *complete = done;
    if (kind == CARC_FIELD || kind == CARC_RIVER)
        return -1;
    if (kind == CARC_CLOISTER || kind == CARC_GARDEN) {
        /* 1 + the tiles around, with or without a figure (score.c reads the figure's count). */
        const carc_placed *t = &g->tiles[g->node_tile[root]];
        return score_cloister_value(board_neighbours(g, t->x, t->y));
    }
    unsigned why;
    return score_feature_value(g, root, done, &why);
}

void carc_game_feature_worth(const carc_game *g, uint16_t root, int *complete, int *unfinished)
{
    score_feature_worths(g, root, complete, unfinished);
}

int carc_game_feature_tiles(const carc_game *g, uint16_t node)
{
    return board_feature_tiles(g, board_find_const(g, node));
}

int carc_game_feature_segments(const carc_game *g, uint16_t node, carc_segment *out, int max)
{
    uint16_t root = board_find_const(g, node);
    int n = 0;
    uint16_t m = root;
    do {
        if (n < max) {
            const carc_placed *t = &g->tiles[g->node_tile[m]];
            const carc_turned *o = &g->cat->types[t->type].turn[t->rot];
            out[n] = (carc_segment){t->x, t->y, o->mask[m - t->node0]};
        }
        n++;
        m = board_next(g, m);
    } while (m != root);
    return n;
}

int carc_game_neighbours(const carc_game *g, int x, int y)
{
    return board_neighbours(g, x, y);
}

int carc_feature_at(const carc_catalog *cat, int type, int rot, int pos)
{
    if (type < 0 || type >= cat->ntypes || rot < 0 || rot > 3 || pos < 0 || pos >= CARC_NPOS)
        return -1;
    uint8_t f = cat->types[type].turn[rot].slot[pos];
    return f == CARC_NO_FEATURE ? -1 : f;
}
