/*
 * exact.c: hard's exact play at the end of the game (docs/ai.md, "Exact at the end").
 *
 * When few tiles are left, the whole rest of the game is small enough to weigh completely: every
 * move of the player to move, then for each tile type the next player may draw (weighted by how
 * many of it are left: every order of the stack), every move of that player, and so on to the
 * last tile, where the core's final scoring gives the exact result. Each player chooses the move
 * that is best for them: the greatest margin over the best other player (in two-player games,
 * the other's margin is minus one's own, so this is minimax with chance nodes, and the replies
 * are pruned alpha-beta fashion, the best reply found so far tried first). This is expectimax
 * over the known remaining tiles, the opponents' replies included: no evaluation, no sampling.
 *
 * A tile drawn is set as the tile in hand by writing the deck after the tile in hand before
 * the move that ends the turn (carc_game_deal), so that no player's choice depends on a tile
 * they have not drawn. The moves weighed are ai_moves_list's, as in the search: a module's
 * steps only as its steps hook ranks and keeps them, and the phases of a module's own are
 * played as its follow_up hook chooses (ai_play).
 *
 * The work is bounded by a count of moves played (AI_EXACT_PLAYS): past it the solver gives up
 * and the search decides, so a huge board never costs more than that, and a move is the same
 * on every machine.
 */
#include <stdlib.h>
#include <string.h>

#include "ai_impl.h"

typedef struct solver {
    const ai_mods *mods;
    long plays, max_plays;
    bool aborted;
    const double *deadline;
    carc_game *pool; /* one scratch game per depth */
    int depth_max;
    /* The best move found at each depth the last time: tried first at that depth, where it is
       often best again (another move of the player before changes little), so that the
       pruning cuts early. */
    carc_move killer[8];
    bool have_killer[8];
} solver;

static bool same_placement(carc_placement a, carc_placement b)
{
    return a.x == b.x && a.y == b.y && a.rot == b.rot;
}

static bool same_move(const carc_move *a, const carc_move *b)
{
    return same_placement(a->at, b->at) && a->step.type == b->step.type &&
           a->step.figure == b->step.figure && a->step.feature == b->step.feature &&
           a->step.elsewhere == b->step.elsewhere &&
           (!a->step.elsewhere || same_placement(a->step.at, b->step.at));
}

typedef struct vec {
    double v[CARC_MAX_PLAYERS];
} vec;

static double margin_of(const carc_game *g, const vec *x, int p)
{
    return ai_margin(x->v, g->nplayers, p);
}

static vec final_value(const carc_game *g)
{
    vec r = {{0}};
    for (int p = 0; p < g->nplayers; p++)
        r.v[p] = g->score[p];
    return r;
}

static vec decide(solver *s, const carc_game *g, int depth, double alpha, double beta, int me);

/* The tiles after the tile in hand as counts per type; returns how many. */
static int unseen_counts(const carc_game *g, int count[CARC_MAX_TYPES])
{
    memset(count, 0, sizeof(int) * CARC_MAX_TYPES);
    const int n = g->deck_len - g->deck_pos - 1;
    for (int i = 0; i < n; i++)
        count[g->deck[g->deck_pos + 1 + i]]++;
    return n;
}

/* A deal of the unseen tiles with type `first` first and the others by type. */
static void order_with_first(const int count[CARC_MAX_TYPES], int first, uint8_t *order)
{
    int k = 0;
    order[k++] = (uint8_t)first;
    for (int t = 0; t < CARC_MAX_TYPES; t++)
        for (int c = count[t] - (t == first); c > 0; c--)
            order[k++] = (uint8_t)t;
}

/* The tile in hand played by move m, or discarded when m is NULL, weighed over every tile the
   next player may draw (count and n: unseen_counts of g): the expected final scores. */
static vec over_draws(solver *s, const carc_game *g, const carc_move *m,
                      const int count[CARC_MAX_TYPES], int n, int depth, double alpha, double beta,
                      int me)
{
    carc_game *w = &s->pool[depth];
    vec r = {{0}};
    uint8_t order[256];
    for (int t = 0; t < CARC_MAX_TYPES && !s->aborted; t++) {
        if (count[t] == 0)
            continue;
        carc_game_copy(w, g);
        order_with_first(count, t, order);
        carc_game_deal(w, order, n);
        if (m) {
            ai_play(s->mods, w, m);
            s->plays++;
        } else {
            carc_game_discard(w, NULL, NULL, 0);
        }
        const vec x = w->over ? final_value(w) : decide(s, w, depth + 1, alpha, beta, me);
        for (int p = 0; p < g->nplayers; p++)
            r.v[p] += x.v[p] * count[t] / (double)n;
    }
    return r;
}

/* The position after the player to move in g makes move m, weighed over every tile the next
   player may draw: the expected final scores. In two-player games, values are from `me`'s side
   for the pruning: alpha and beta bound `me`'s margin. */
static vec after_move(solver *s, const carc_game *g, const carc_move *m, int depth, double alpha,
                      double beta, int me)
{
    int count[CARC_MAX_TYPES];
    const int n = unseen_counts(g, count);
    if (n == 0) {
        carc_game *w = &s->pool[depth];
        carc_game_copy(w, g);
        ai_play(s->mods, w, m);
        s->plays++;
        return final_value(w);
    }
    /* A chance node's value is a mean: the window passes through it only when one tile type
       is left, and the draw is certain. */
    int types = 0;
    for (int t = 0; t < CARC_MAX_TYPES; t++)
        types += count[t] > 0;
    if (types > 1) {
        alpha = -1e18;
        beta = 1e18;
    }
    return over_draws(s, g, m, count, n, depth, alpha, beta, me);
}

/* The value of the position g, in its tile phase, under the best play of the player to move. */
static vec decide(solver *s, const carc_game *g, int depth, double alpha, double beta, int me)
{
    vec best = {{0}};
    if (depth >= s->depth_max || s->plays > s->max_plays || ai_now() > *s->deadline) {
        s->aborted = true;
        return best;
    }
    if (carc_game_phase(g) != CARC_PHASE_TILE || !carc_game_can_place(g)) {
        /* A tile that fits nowhere is discarded, and the same player draws the next one: weighed
           over every next tile as after a move. */
        int count[CARC_MAX_TYPES];
        const int n = unseen_counts(g, count);
        if (n == 0 || carc_game_phase(g) != CARC_PHASE_TILE) {
            s->aborted = true; /* not a position this solver knows how to go on from */
            return best;
        }
        return over_draws(s, g, NULL, count, n, depth, -1e18, 1e18, me);
    }
    ai_moves mv;
    if (!ai_moves_list(s->mods, g, &mv)) {
        s->aborted = true;
        return best;
    }
    const int p = g->current;
    const bool two = g->nplayers == 2;
    /* The killer move first, if it is a move here. */
    int first = 0;
    if (depth < 8 && s->have_killer[depth])
        for (int i = 0; i < mv.nmoves; i++)
            if (same_move(&mv.moves[i], &s->killer[depth])) {
                first = i;
                break;
            }
    double best_m = -1e18;
    for (int k = 0; k < mv.nmoves && !s->aborted; k++) {
        const int i = k == 0 ? first : k <= first ? k - 1 : k;
        /* In two-player games the window is `me`'s margin; the player to move maximizes theirs,
           which is `me`'s or its negation. */
        const vec x = after_move(s, g, &mv.moves[i], depth, alpha, beta, me);
        const double mm = margin_of(g, &x, p);
        if (mm > best_m) {
            best_m = mm;
            best = x;
            if (depth < 8) {
                s->killer[depth] = mv.moves[i];
                s->have_killer[depth] = true;
            }
            if (two) {
                const double mine = p == me ? mm : -mm;
                if (p == me) {
                    if (mine > alpha)
                        alpha = mine;
                } else if (mine < beta) {
                    beta = mine;
                }
                if (alpha >= beta)
                    break; /* the other player will not let it come to this */
            }
        }
    }
    ai_moves_free(&mv);
    return best;
}

int ai_exact(const ai_mods *mods, const carc_game *g, long max_plays, double deadline,
             carc_move *out, carc_ai_stats *st)
{
    const int unseen = g->deck_len - g->deck_pos - 1;
    solver s = {
        .mods = mods, .max_plays = max_plays, .deadline = &deadline, .depth_max = unseen + 2};
    s.pool = calloc((size_t)s.depth_max + 1, sizeof *s.pool); /* zeroed: see carc_ai_start */
    ai_moves mv;
    if (!s.pool || !ai_moves_list(mods, g, &mv)) {
        free(s.pool);
        return CARC_ILLEGAL;
    }
    const int me = g->current;
    double alpha = -1e18;
    int best = 0;
    for (int i = 0; i < mv.nmoves && !s.aborted; i++) {
        const vec x = after_move(&s, g, &mv.moves[i], 0, alpha, 1e18, me);
        const double mm = margin_of(g, &x, me);
        if (mm > alpha) {
            alpha = mm;
            best = i;
        }
    }
    const bool ok = !s.aborted;
    if (ok) {
        *out = mv.moves[best];
        st->moves = mv.nmoves;
        st->evaluations = s.plays;
        st->exact = true;
    }
    ai_moves_free(&mv);
    free(s.pool);
    return ok ? CARC_OK : CARC_ILLEGAL;
}
