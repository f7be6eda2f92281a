/*
 * ai_dragon.c: the computer players' part of the Princess & the Dragon (RULES.md 4.6; docs/ai.md
 * has the measurements): the fairy's targets, the princess's removals and portal spots among
 * the moves weighed, the fairy's and the dragon's terms of the evaluation, the fairy in the
 * playouts, and the dragon's flight: one tile ahead as the playouts and easy steer it, the
 * whole flight weighed by medium and hard in the game itself.
 */
#include <stdlib.h>
#include <string.h>

#include "ai_dragon.h"
#include "ai_module.h"
#include "mod_dragon.h"

static double pow_int(double x, int n)
{
    double r = 1;
    while (n-- > 0)
        r *= x;
    return r;
}

/*
 * The Princess & the Dragon (RULES.md 4.6) adds figure-step choices: the fairy next to any of
 * the player's followers, the princess sending home a knight of her city, and on a portal tile
 * a figure on any incomplete, unoccupied feature of any tile, which late in the game is
 * hundreds. Each placement gets every princess removal (a few at most) but only the best few
 * fairy targets and portal spots, ranked once per turn by easy's one-move-deep evaluation with
 * one placement of the tile (the ranking hardly depends on where the tile goes: the fairy's
 * worth is its figure's, a portal spot's is its feature's), so that the search keeps its
 * breadth. Without the set none of this runs.
 */
enum { AI_FAIRY_KEEP = 3, AI_PORTAL_KEEP = 4 };

typedef struct dragon_steps {
    carc_game *work;     /* scratch: the tile placed, or a ranked step played */
    int nfairy, nportal; /* the kept fairy targets and portal spots */
    carc_action fairy[AI_FAIRY_KEEP];
    carc_action portal[AI_PORTAL_KEEP];
    bool princess; /* the tile in hand has a princess */
} dragon_steps;

/* Keeps the best `keep` of the steps a[0..n) in a's first places, best first, by the margin
   easy's evaluation gives each played after the placement ref. Returns how many are kept, or
   -1 when out of memory. */
static int keep_best(const ai_mods *mods, const carc_game *g, carc_placement ref, carc_action *a,
                     int n, int keep, carc_game *work)
{
    if (n <= keep)
        return n;
    double *margin = malloc((size_t)n * sizeof *margin);
    if (!margin)
        return -1;
    const int remaining = g->deck_len - g->deck_pos - 1;
    for (int i = 0; i < n; i++) {
        carc_game_copy(work, g);
        carc_game_shorten(work, 1);
        const carc_move mv = {ref, a[i]};
        ai_play(mods, work, &mv);
        double value[CARC_MAX_PLAYERS];
        ai_eval(mods, work, remaining, &ai_easy_eval, value);
        margin[i] = ai_margin(value, g->nplayers, g->current);
    }
    /* Selection of the best few; the first listed wins a tie. */
    for (int k = 0; k < keep; k++) {
        int best = k;
        for (int i = k + 1; i < n; i++)
            if (margin[i] > margin[best])
                best = i;
        const carc_action t = a[k];
        const double tm = margin[k];
        a[k] = a[best];
        margin[k] = margin[best];
        a[best] = t;
        margin[best] = tm;
    }
    free(margin);
    return keep;
}

/* The portal spots after the placement ref, one per feature and kind of figure (the same
   feature reached through another of its tiles is the same claim: the tile farthest from the
   dragon is kept), ranked. Returns false when out of memory. */
static bool rank_portal(const ai_mods *mods, const carc_game *g, carc_placement ref,
                        dragon_steps *ds)
{
    carc_game *w = ds->work;
    carc_game_copy(w, g);
    carc_game_apply(w, &(carc_action){.type = CARC_ACT_PLACE, .at = ref}, NULL);
    const int n = carc_game_legal_actions(w, NULL, 0);
    carc_action *a = malloc((size_t)n * sizeof *a);
    uint16_t *root = malloc((size_t)n * sizeof *root);
    int *far = malloc((size_t)n * sizeof *far);
    if (!a || !root || !far) {
        free(a);
        free(root);
        free(far);
        return false;
    }
    carc_game_legal_actions(w, a, n);
    const int dt = carc_game_dragon_tile(w);
    int kept = 0;
    for (int i = 0; i < n; i++) {
        if (a[i].type != CARC_ACT_FIGURE || !a[i].elsewhere)
            continue;
        const int ti = carc_game_tile_at(w, a[i].at.x, a[i].at.y);
        const uint16_t r = carc_game_root(w, (uint16_t)(w->tiles[ti].node0 + a[i].feature));
        const int d =
            dt < 0 ? 0
                   : abs(w->tiles[ti].x - w->tiles[dt].x) + abs(w->tiles[ti].y - w->tiles[dt].y);
        int k = 0;
        while (k < kept && (root[k] != r || a[k].figure != a[i].figure))
            k++;
        if (k == kept) {
            root[kept] = r;
            far[kept] = d;
            a[kept++] = a[i];
        } else if (d > far[k]) {
            far[k] = d;
            a[k] = a[i];
        }
    }
    free(root);
    free(far);
    /* Ranked on the unplaced game: keep_best plays the placement itself. */
    const int nk = keep_best(mods, g, ref, a, kept, AI_PORTAL_KEEP, w);
    for (int i = 0; i < nk; i++)
        ds->portal[i] = a[i];
    ds->nportal = nk < 0 ? 0 : nk;
    free(a);
    return nk >= 0;
}

/* The per-turn part (steps_begin): the ranked fairy targets and portal spots. ref is a legal
   placement of the tile in hand. Returns false when out of memory. */
static bool dragon_begin(const ai_mods *mods, const carc_game *g, carc_placement ref, void **state)
{
    dragon_steps *ds = calloc(1, sizeof *ds);
    *state = ds;
    if (!ds)
        return false;
    const carc_tile_type *t = &g->cat->types[carc_game_tile_in_hand(g)];
    const int fairy_id = carc_game_fairy_figure(g);
    carc_action cand[CARC_FIGURE_SLOTS];
    int n = 0;
    for (int i = 0; i < carc_game_nfigures(g); i++) {
        const carc_figure *f = carc_game_figure(g, i);
        /* The fairy goes next to the player's follower or abbot (a figure that counts in a
           majority), another than its own. */
        if (f->player == g->current && f->id != fairy_id && carc_figure_defs[f->kind].weight != 0)
            cand[n++] = (carc_action){.type = CARC_ACT_FAIRY, .figure = f->id};
    }
    ds->princess = carc_dragon_tile_princess(t) != CARC_NO_FEATURE;
    if (n > AI_FAIRY_KEEP || carc_dragon_tile_portal(t) || ds->princess) {
        ds->work = calloc(1, sizeof *ds->work); /* zeroed: see carc_ai_start */
        if (!ds->work)
            return false;
    }
    const int nf = keep_best(mods, g, ref, cand, n, AI_FAIRY_KEEP, ds->work);
    if (nf < 0)
        return false;
    for (int i = 0; i < nf; i++)
        ds->fairy[i] = cand[i];
    ds->nfairy = nf;
    return !carc_dragon_tile_portal(t) || rank_portal(mods, g, ref, ds);
}

static void dragon_end(void *state)
{
    dragon_steps *ds = state;
    if (ds)
        free(ds->work);
    free(ds);
}

/* Per placement: the kept fairy and portal steps and at most one princess removal per figure
   on the board. */
static int dragon_max_steps(const carc_game *g)
{
    return AI_FAIRY_KEEP + AI_PORTAL_KEEP + carc_game_nfigures(g);
}

/* Appends the set's steps under placement at to out (steps); returns how many. */
static int dragon_steps_at(const carc_game *g, void *state, carc_placement at, carc_move *out)
{
    const dragon_steps *ds = state;
    int n = 0;
    for (int i = 0; i < ds->nfairy; i++)
        out[n++] = (carc_move){at, ds->fairy[i]};
    if (!ds->princess && ds->nportal == 0)
        return n;
    /* Who the princess may send home and which portal spots stay open (the tile may join a
       feature to an occupied one, or complete it) depend on the placement: asked of the core
       on a copy with the tile placed. The reason of a refusal is not written out in words: with
       all seven sets that took 2% of hard's time. */
    carc_game *w = ds->work;
    carc_game_copy(w, g);
    carc_game_apply(w, &(carc_action){.type = CARC_ACT_PLACE, .at = at}, NULL);
    carc_reason why;
    if (ds->princess)
        for (int i = 0; i < carc_game_nfigures(w); i++) {
            const carc_action a = {.type = CARC_ACT_PRINCESS, .figure = carc_game_figure(w, i)->id};
            if (carc_game_check_action_why(w, &a, &why) == CARC_OK)
                out[n++] = (carc_move){at, a};
        }
    for (int i = 0; i < ds->nportal; i++)
        if (carc_game_check_action_why(w, &ds->portal[i], &why) == CARC_OK)
            out[n++] = (carc_move){at, ds->portal[i]};
    return n;
}

/*
 * The Princess & the Dragon (RULES.md 4.6).
 *
 * The fairy: the copy's final scoring (when it ran) gave its figure's owner 3 points, as if the
 * fairy were sure to stay until that feature scores. It is not: any opponent may move it to their
 * own figure instead of placing one, and when each one does so half the time, it is still there at
 * its owner's next turn with the chance keep = 1/2^(opponents). Its worth is counted as its point
 * at the start of the owner's next two turns (keep, then keep^2) and the 3 points two rounds later
 * (3 keep^2). Counting the 3 points as sure made both players pass the fairy back and forth on
 * nearly every turn (85 fairy moves in a game of 101 turns), which scores nothing for either: moved
 * away before its owner's turn begins, it gives no point.
 *
 * The dragon: a flight comes with each dragon tile, and one within the next two rounds may eat
 * a figure near the dragon, the nearer the likelier (each player steers it one step in turn,
 * towards the others' figures). An eaten figure costs its owner the feature it held: the
 * points its holders stand to get, when without it the owner no longer has the most followers
 * there. The fairy's tile is safe. Distances are counted in steps across the grid, as the crow
 * flies: cheap, and a flight of six steps rarely has to go round.
 */
static double held_worth(const carc_game *g, uint16_t r, int remaining)
{
    const carc_node *n = &g->nodes[r];
    const carc_kind kind = carc_node_kind(n);
    if (kind == CARC_FIELD)
        return 3.0; /* about one completed city, for a farm's whole worth is not at hand */
    if (kind == CARC_CLOISTER || kind == CARC_GARDEN) {
        const carc_placed *t = &g->tiles[g->node_tile[r]];
        const int around = carc_game_neighbours(g, t->x, t->y);
        return 1 + around + (8 - around) * ai_edge_chance(remaining, 12.0);
    }
    double done, open;
    ai_feature_values(g, r, &done, &open);
    return open + ai_close_chance(kind, n->open, remaining) * (done - open);
}

/* The share of dragon tiles in the deck (prepare): counted once per decision, as walking the
   catalog's tile types in every evaluation took two fifths of the set's evaluation terms. */
static double dragon_share(const carc_catalog *cat)
{
    int dragons = 0;
    for (int t = 0; t < cat->ntypes; t++)
        if (carc_dragon_tile_dragon(&cat->types[t]))
            dragons += cat->types[t].deck_count;
    return (double)dragons / (double)cat->deck_size;
}

static void dragon_terms(const carc_game *g, int remaining, const ai_holders *h, double share,
                         double value[CARC_MAX_PLAYERS])
{
    const int np = g->nplayers;
    const carc_figure *ff = carc_game_figure_by_id(g, carc_game_fairy_figure(g));
    if (ff) {
        const double keep = 1.0 / (double)(1u << (np - 1));
        const double turns = (double)remaining / np; /* the owner's turns still to come */
        value[ff->player] += (g->over ? -3.0 : 0.0) + 3.0 * keep * keep + (turns >= 1 ? keep : 0) +
                             (turns >= 2 ? keep * keep : 0);
    }
    const int dt = carc_game_dragon_tile(g);
    if (dt < 0)
        return;
    const int turns = remaining < 2 * np ? remaining : 2 * np;
    const double flight = 1.0 - pow_int(1.0 - share, turns);
    const int ft = carc_game_fairy_tile(g);
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *f = &g->figures[i];
        const int wf = carc_figure_defs[f->kind].weight;
        const int ti = g->node_tile[f->node];
        const int d = abs(g->tiles[ti].x - g->tiles[dt].x) + abs(g->tiles[ti].y - g->tiles[dt].y);
        if (wf == 0 || ti == ft || d == 0 || d > 6)
            continue;
        const uint16_t r = carc_game_root(g, f->node);
        const int k = ai_holders_find(h, r);
        int others = 0;
        for (int p = 0; p < np; p++)
            if (p != f->player && h->w[k][p] > others)
                others = h->w[k][p];
        const int mine = h->w[k][f->player];
        /* Not a holder, or still one without it: nothing lost. */
        if (mine < others || (mine - wf >= others && mine - wf > 0))
            continue;
        const double risk = flight * (d <= 2 ? 0.6 : d <= 4 ? 0.35 : 0.15);
        value[f->player] -= risk * held_worth(g, r, remaining);
    }
}

/*
 * The playouts' fairy (why: before dragon_playout_figure): a player whose figure it is not next
 * to takes it, to one of their own figures drawn at random, AI_FAIRY_TAKE percent of the time.
 */
enum { AI_FAIRY_TAKE = 90 };

/* The fairy's moves open to the player to move: next to each of their figures it may go to,
   in the order of the figures on the board (as carc_game_legal_actions lists them). */
static int fairy_actions(const carc_game *g, carc_action *acts)
{
    int n = 0;
    carc_reason why;
    for (int i = 0; i < carc_game_nfigures(g); i++) {
        const carc_figure *f = carc_game_figure(g, i);
        const carc_action a = {.type = CARC_ACT_FAIRY, .figure = f->id};
        if (f->player == g->current && carc_game_check_action_why(g, &a, &why) == CARC_OK)
            acts[n++] = a;
    }
    return n;
}

/* The playouts' policy (playout_figure, follow_up). The core's uniform draw among the figure
   step's actions misleads the search (docs/ai.md has the measurements). The fairy is one action
   among many, so a random player seldom moves it, and a move that puts the fairy next to a
   follower sees it stay for most of the playout, a point at the start of each of its owner's
   turns; players take it back at once, to guard their own figures and take its points: medium,
   which searched with those playouts, lost to easy, which looks one move deep. A portal tile's
   draw is nearly always a portal spot (hundreds of them, against a few on the tile), which
   flings figures onto far features no player would claim (the playouts' draw leaves them out,
   and the princess), and random flights eat figures no player would let the dragon eat (each
   step is carc_ai_dragon_step's). */
static bool dragon_playout_figure(carc_game *g, carc_rng *rng, carc_action acts[AI_PLAYOUT_ACTIONS],
                                  carc_action *out)
{
    const carc_figure *ff = carc_game_figure_by_id(g, carc_game_fairy_figure(g));
    if ((ff && ff->player == g->current) || carc_rng_below(rng, 100) >= AI_FAIRY_TAKE)
        return false;
    const int n = fairy_actions(g, acts);
    if (n == 0)
        return false;
    *out = acts[carc_rng_below(rng, (uint32_t)n)];
    return true;
}

static bool dragon_anywhere(const carc_action *a)
{
    return a->type == CARC_ACT_FAIRY || (a->type == CARC_ACT_FIGURE && a->elsewhere);
}

static bool dragon_follow_up(const carc_game *g, carc_action *out)
{
    return carc_ai_dragon_step(g, out) == CARC_OK;
}

int carc_ai_dragon_step(const carc_game *g, carc_action *out)
{
    if (carc_game_phase(g) != CARC_PHASE_DRAGON)
        return CARC_ILLEGAL;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    const int me = carc_game_actor(g);
    const carc_placed *from = &g->tiles[carc_game_dragon_tile(g)];
    carc_action steps[4];
    const int n = carc_game_legal_actions(g, steps, 4);
    double best = -1e9;
    for (int k = 0; k < n; k++) {
        const int side = steps[k].feature;
        const int ti = carc_game_tile_at(g, from->x + dx[side], from->y + dy[side]);
        double v = 0;
        for (int i = 0; i < carc_game_nfigures(g); i++) {
            const carc_figure *f = carc_game_figure(g, i);
            if (carc_game_figure_tile(g, f) != ti)
                continue;
            const int weight = carc_figure_defs[f->kind].weight;
            const double w = weight ? weight : 0.5; /* an escort (weight 0): half a follower */
            v += f->player == me ? -w : w;
        }
        if (v > best) {
            best = v;
            *out = steps[k];
        }
    }
    return CARC_OK;
}

/*
 * The flight in the game itself, for the searching levels (decide): every way the flight's
 * remaining steps may go, each player steering for their own margin in turn, weighed by the
 * level's evaluation after the flight, the turn's scoring included (the game cut there, as the
 * greedy turns cut it). carc_ai_dragon_step, the playouts' and easy's step, looks one tile ahead
 * and counts figures, not what they hold: it eats a knight of a small city when the step it
 * leaves to the next player must then eat its own monk (test_ai_dragon.c's
 * test_flight_looks_ahead), and it does not weigh where the dragon stops, which its next flight
 * starts from. A flight has at most six steps and a step at most three ways on (never back):
 * 729 ends at most; with all seven sets a step took 0.07 ms on average, 0.6 ms at most.
 */
enum { AI_FLIGHT_STEPS = 6 };

typedef struct flight_search {
    const ai_mods *mods;
    const ai_eval_params *ep;
    int remaining;                    /* the real game's tiles still to come */
    carc_game *work[AI_FLIGHT_STEPS]; /* scratch, one per step */
} flight_search;

/* value[] after the rest of the flight from g, step d of the search, each step the best for the
   player who takes it; that best step into *best when best is not NULL. */
static void flight_value(const flight_search *fs, const carc_game *g, int d,
                         double value[CARC_MAX_PLAYERS], carc_action *best)
{
    carc_action steps[4];
    const int n = carc_game_phase(g) == CARC_PHASE_DRAGON && d < AI_FLIGHT_STEPS
                      ? carc_game_legal_actions(g, steps, 4)
                      : 0;
    if (n <= 0) {
        ai_eval(fs->mods, g, fs->remaining, fs->ep, value);
        return;
    }
    const int me = carc_game_actor(g);
    double best_margin = -1e300;
    for (int k = 0; k < n; k++) {
        carc_game *w = fs->work[d];
        carc_game_copy(w, g);
        carc_game_apply(w, &steps[k], NULL);
        double v[CARC_MAX_PLAYERS];
        flight_value(fs, w, d + 1, v, NULL);
        const double margin = ai_margin(v, g->nplayers, me);
        if (margin > best_margin) { /* the first listed wins a tie */
            best_margin = margin;
            memcpy(value, v, sizeof v);
            if (best)
                *best = steps[k];
        }
    }
}

static bool dragon_decide(const ai_mods *mods, const carc_game *g, const ai_eval_params *ep,
                          carc_action *out)
{
    if (carc_game_phase(g) != CARC_PHASE_DRAGON)
        return false;
    /* The tile placed is still the one at deck_pos until its turn ends. */
    flight_search fs = {.mods = mods, .ep = ep, .remaining = g->deck_len - g->deck_pos - 1};
    carc_game *root = calloc(AI_FLIGHT_STEPS + 1, sizeof *root); /* zeroed: see carc_ai_start */
    if (!root)
        return false; /* follow_up's step instead */
    for (int d = 0; d < AI_FLIGHT_STEPS; d++)
        fs.work[d] = &root[d + 1];
    carc_game_copy(root, g);
    carc_game_shorten(root, 1);
    double value[CARC_MAX_PLAYERS];
    flight_value(&fs, root, 0, value, out);
    free(root);
    return true;
}

const ai_module ai_dragon = {
    .max_steps = dragon_max_steps,
    .steps_begin = dragon_begin,
    .steps = dragon_steps_at,
    .steps_end = dragon_end,
    .anywhere = dragon_anywhere,
    .prepare = dragon_share,
    .eval = dragon_terms,
    .follow_up = dragon_follow_up,
    .decide = dragon_decide,
    .playout_figure = dragon_playout_figure,
};
