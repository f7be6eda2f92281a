/*
 * seat.c: the controllers of seat.h: a person, a computer player, a script, the random player.
 */
#include "seat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "history.h"
#include "record.h"

/* ---- a person ---- */

static int person_poll(carc_seat *s, const carc_game *g, carc_action out[2])
{
    (void)s;
    (void)g;
    (void)out;
    return 0; /* the window's input reaches the midend through carc_midend_act */
}

static void seat_free_plain(carc_seat *s)
{
    free(s);
}

static const carc_seat_ops person_ops = {.poll = person_poll, .free = seat_free_plain};

carc_seat *carc_seat_person(void)
{
    carc_seat *s = calloc(1, sizeof *s);
    if (s)
        *s = (carc_seat){.ops = &person_ops, .kind = CARC_SEAT_PERSON, .level = -1};
    return s;
}

/* ---- a computer player ---- */

typedef struct computer_seat {
    carc_seat base;
    carc_ai_config cfg;
    bool sync;
    carc_rng *seed_rng;
    carc_ai_stats *stats;
    carc_ai_job *job; /* the search under way on its thread */
    bool asked;       /* a decision waits for an answer */
} computer_seat;

static void computer_drop(carc_seat *s)
{
    computer_seat *c = (computer_seat *)s;
    if (c->job) {
        carc_ai_cancel(c->job);
        carc_ai_finish(c->job, NULL, NULL, NULL);
        c->job = NULL;
    }
    c->asked = false;
}

static void computer_decide(carc_seat *s, const carc_game *g)
{
    computer_seat *c = (computer_seat *)s;
    computer_drop(s);
    if (c->seed_rng)
        c->cfg.seed = (uint64_t)carc_rng_next(c->seed_rng) << 32 | carc_rng_next(c->seed_rng);
    c->asked = true;
    if (!c->sync)
        c->job = carc_ai_start(g, &c->cfg); /* NULL: no thread; poll searches itself */
}

static int computer_poll(carc_seat *s, const carc_game *g, carc_action out[2])
{
    computer_seat *c = (computer_seat *)s;
    if (!c->asked)
        return 0;
    carc_ai_stats st;
    memset(&st, 0, sizeof st);
    int n;
    if (c->job) {
        if (!carc_ai_poll(c->job, &n, out, &st))
            return 0;
        carc_ai_finish(c->job, NULL, NULL, NULL);
        c->job = NULL;
    } else {
        n = carc_ai_act(g, &c->cfg, out, &st, NULL);
    }
    c->asked = false;
    if (c->stats)
        *c->stats = st;
    return n > 0 ? n : -1;
}

static void computer_free(carc_seat *s)
{
    computer_drop(s);
    free(s);
}

static const carc_seat_ops computer_ops = {
    .decide = computer_decide, .poll = computer_poll, .drop = computer_drop, .free = computer_free};

carc_seat *carc_seat_computer(const carc_ai_config *cfg, bool sync, carc_rng *seed_rng,
                              carc_ai_stats *stats)
{
    computer_seat *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->base = (carc_seat){.ops = &computer_ops, .kind = CARC_SEAT_COMPUTER, .level = cfg->level};
    c->cfg = *cfg;
    c->sync = sync;
    c->seed_rng = seed_rng;
    c->stats = stats;
    return &c->base;
}

/* ---- a script ---- */

/*
 * A script's place in its list follows the game, not the count of its answers, so that undo,
 * redo and the replay's "play from here" find it where the game is: each answer given at the
 * start of a turn (the tile phase) notes the turn's tile, the index of the tile in hand in the
 * deck (deck_pos: every turn draws one). Asked again at a turn whose tile it has noted, the
 * script answers from there; at a turn it has not reached, from where it stopped.
 */
typedef struct script_seat {
    carc_seat base;
    int n, next;
    carc_action *acts;
    int *turn; /* acts[i] was given at the start of the turn of deck_pos turn[i], or -1 */
} script_seat;

static int script_poll(carc_seat *s, const carc_game *g, carc_action out[2])
{
    script_seat *c = (script_seat *)s;
    if (carc_game_phase(g) == CARC_PHASE_TILE)
        for (int i = 0; i < c->n; i++)
            if (c->turn[i] == g->deck_pos) {
                c->next = i;
                break;
            }
    if (c->next >= c->n)
        return -1;
    if (carc_game_phase(g) == CARC_PHASE_TILE)
        c->turn[c->next] = g->deck_pos;
    out[0] = c->acts[c->next++];
    return 1;
}

static void script_free(carc_seat *s)
{
    script_seat *c = (script_seat *)s;
    free(c->acts);
    free(c->turn);
    free(c);
}

static const carc_seat_ops script_ops = {.poll = script_poll, .free = script_free};

carc_seat *carc_seat_script(const carc_action *acts, int n)
{
    script_seat *c = calloc(1, sizeof *c);
    n = n > 0 ? n : 0;
    if (!c || !(c->acts = malloc(sizeof c->acts[0] * (size_t)(n + 1))) ||
        !(c->turn = malloc(sizeof c->turn[0] * (size_t)(n + 1)))) {
        if (c)
            free(c->acts);
        free(c);
        return NULL;
    }
    c->base = (carc_seat){.ops = &script_ops, .kind = CARC_SEAT_SCRIPT, .level = -1};
    c->n = n;
    if (n > 0)
        memcpy(c->acts, acts, sizeof c->acts[0] * (size_t)n);
    for (int i = 0; i < n; i++)
        c->turn[i] = -1;
    return &c->base;
}

int carc_seat_script_left(const carc_seat *s)
{
    const script_seat *c = (const script_seat *)s;
    return c->n - c->next;
}

/* The most actions of one turn: its placement, its figure step and a flight of six steps. */
#define TURN_ACTIONS 8

int carc_seat_scripts_from(carc_record *rec, const char *file, const char *assets_dir,
                           carc_seat *out[CARC_MAX_PLAYERS], char *err, size_t errlen)
{
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        out[p] = NULL;
    carc_history *h = carc_history_open(rec, file, assets_dir, err, errlen);
    if (!h)
        return -1;
    const size_t room = (size_t)rec->nturns * TURN_ACTIONS + 1;
    carc_action *acts[CARC_MAX_PLAYERS] = {0};
    int n[CARC_MAX_PLAYERS] = {0};
    int failed = 0;
    for (int p = 0; p < rec->nplayers && !failed; p++)
        failed = !(acts[p] = malloc(sizeof acts[p][0] * room));
    if (failed)
        snprintf(err, errlen, "%s: out of memory", file);
    carc_history_seek(h, 0, NULL);
    char why[400] = "more actions than a turn has";
    for (int k = 0; k < rec->nturns && !failed; k++) {
        do {
            carc_action a;
            const int p = carc_game_actor(&h->game);
            failed = p < 0 || p >= rec->nplayers || n[p] >= (int)room ||
                     carc_record_turn_action(&rec->turns[k], &h->game, &a, why, sizeof why) != 0 ||
                     carc_history_apply(h, &a, NULL, why, sizeof why) != 0;
            if (failed)
                snprintf(err, errlen, "%s: turn %d: %s", file, k + 1, why);
            else
                acts[p][n[p]++] = a;
        } while (!failed && carc_history_in_turn(h));
    }
    for (int p = 0; p < rec->nplayers && !failed; p++)
        failed = !(out[p] = carc_seat_script(acts[p], n[p]));
    if (failed)
        for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
            if (out[p])
                out[p]->ops->free(out[p]);
            out[p] = NULL;
        }
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        free(acts[p]);
    carc_history_free(h);
    if (failed)
        return -1;
    rec->nturns = 0;
    return 0;
}

/* ---- the random player ---- */

/*
 * A turn is drawn whole on a copy of the game with carc_game_random_turn (so the draws from rng
 * are the very ones simulate made before it played through the midend), written down as a
 * record turn from its events, and handed out an action at a time (carc_record_turn_action).
 */
typedef struct random_seat {
    carc_seat base;
    carc_rng *rng;
    unsigned percent;
    bool planned;      /* rec holds the turn drawn for the game's turn under way */
    int plan_tiles;    /* the tiles on the board once that turn's tile is down */
    carc_game scratch; /* the copy the turn is drawn on */
    carc_events ev;
    carc_record rec; /* its one turn */
} random_seat;

static int random_poll(carc_seat *s, const carc_game *g, carc_action out[2])
{
    random_seat *c = (random_seat *)s;
    if (carc_game_phase(g) == CARC_PHASE_TILE) {
        carc_game_copy(&c->scratch, g);
        c->ev.count = 0;
        c->rec.nturns = 0;
        carc_game_random_turn(&c->scratch, c->rng, c->percent, &c->ev);
        c->planned = carc_record_add_turn(&c->rec, &c->scratch, &c->ev) == 0;
        c->plan_tiles = g->ntiles + 1;
    } else if (g->ntiles != c->plan_tiles) {
        c->planned = false; /* a step of another seat's turn's flight: drawn below */
    }
    char why[300];
    if (c->planned && carc_record_turn_action(&c->rec.turns[0], g, &out[0], why, sizeof why) == 0)
        return 1;
    if (carc_game_phase(g) < CARC_PHASE_MODULES)
        return -1;
    /* A module's own phase that went otherwise than drawn (a step was another kind of
       seat's): this step is drawn now, as carc_game_random_turn draws one. */
    c->planned = false;
    carc_action steps[4];
    const int n = carc_game_legal_actions(g, steps, 4);
    if (n <= 0)
        return -1;
    out[0] = steps[carc_rng_below(c->rng, (uint32_t)n)];
    return 1;
}

static const carc_seat_ops random_ops = {.poll = random_poll, .free = seat_free_plain};

carc_seat *carc_seat_random(carc_rng *rng, unsigned follower_percent)
{
    random_seat *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->base = (carc_seat){.ops = &random_ops, .kind = CARC_SEAT_RANDOM, .level = -1};
    c->rng = rng;
    c->percent = follower_percent;
    return &c->base;
}
