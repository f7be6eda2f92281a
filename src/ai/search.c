/*
 * search.c: Monte Carlo tree search for the medium and hard computer players.
 *
 * The tree has the shape the published Carcassonne studies recommend (docs/ai.md): the root
 * chooses a placement, and under each placement a follower choice (none, or a spot with a
 * kind of figure), each level by UCB1. Deciding the placement first shares the
 * statistics of a placement among its follower choices, so a good placement is found before
 * its follower choices are told apart. Each playout then:
 *   1. copies the state once (carc_game_copy) and writes a deal of the unseen tiles into the
 *      copy's deck: one of a few deals sampled at the start and used in turn, each shuffled
 *      from the tiles still in the deck, never in the real order (ai.h);
 *   2. cuts the copy's deck `horizon` tiles after the move, plays the move, then (hard) the
 *      next `replies` turns greedily: each player's best one-move-deep move (ai_greedy), found
 *      once per move and deal prefix and reused, so that the opponent who joins a city or farm
 *      the move left open is seen; then light random turns (followers placed about 30% of the
 *      time; with a module's playout policy, its figures played as players play them:
 *      playout.c) until the cut ends the copy's game;
 *   3. scores the cut game with the core's final scoring plus the evaluation of eval.c, and
 *      rewards the squashed gain in margin over the best opponent, 0.5 + 0.5 tanh(gain /
 *      squash), the gain measured from the best margin any move reaches one move deep (the
 *      priors' best): the margin, not the win, because it keeps every playout informative (a
 *      win/loss reward is flat when one player is far ahead).
 * RAVE/AMAF is left out on purpose: it was found to hurt in this game.
 *
 * The budget is a playout count, so the result is reproducible; the wall-clock cap and the
 * cancel flag only stop a search early (carc_ai_stats.capped). Hard also has a budget of
 * processor time (ai_budget.cpu_s, carc_ai_stats.budgeted): a playout with all seven sets costs
 * ten to twenty times a base one, so a count that keeps a base move near 80 ms would let such a
 * move take a second. Where the time budget ends a search its move depends on the machine's
 * speed; the base game's moves hardly ever reach it (docs/ai.md).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai_impl.h"

typedef struct arm {
    double sum; /* rewards */
    long n;     /* visits */
} arm;

/* UCB1 over arms[0..count): an unvisited arm first, then the best upper bound. */
static int ucb_pick(const arm *arms, int count, long parent, double explore)
{
    double logn = log((double)parent + 1.0);
    int best = 0;
    double best_u = -1;
    for (int i = 0; i < count; i++) {
        if (arms[i].n == 0)
            return i;
        double u = arms[i].sum / (double)arms[i].n + explore * sqrt(logn / (double)arms[i].n);
        if (u > best_u) {
            best_u = u;
            best = i;
        }
    }
    return best;
}

/* The most visited arm; a tie goes to the better mean. */
static int most_visited(const arm *arms, int count)
{
    int best = 0;
    for (int i = 1; i < count; i++) {
        const arm *a = &arms[i], *b = &arms[best];
        if (a->n > b->n ||
            (a->n == b->n && a->n > 0 && a->sum / (double)a->n > b->sum / (double)b->n))
            best = i;
    }
    return best;
}

int ai_search(const ai_mods *mods, const carc_game *g, const ai_budget *b, uint64_t seed,
              double cap_s, carc_move *out, carc_ai_stats *st, const atomic_bool *cancel)
{
    double t0 = ai_now(), c0 = ai_cpu_now();
    ai_moves mv;
    if (!ai_moves_list(mods, g, &mv))
        return CARC_ILLEGAL;
    int unseen = g->deck_len - g->deck_pos - 1;
    int ndeals = b->deals > 0 ? b->deals : 1;
    carc_game *work = calloc(1, sizeof *work); /* zeroed: see carc_ai_start */
    double *prior = malloc((size_t)mv.nmoves * sizeof *prior);
    arm *choice_arms = NULL, *move_arms = NULL;
    uint8_t *deals = NULL, *known = NULL, *fits = NULL;
    carc_move *reply = NULL;
    int *same = NULL;
    carc_game *scratch = NULL;
    carc_action *acts = NULL;
    int rc = CARC_ILLEGAL;
    if (!work || !prior)
        goto done;
    int me = g->current;

    /* Prior knowledge: every move's one-move-deep evaluation (as easy weighs moves, with the
       level's own evaluation), squashed as a playout's reward. Rewards are measured from the best
       of these margins (`ref`), not from the score: a cut game's final scoring and the evaluation
       add the whole board's worth (farms, open cities), which with all seven sets is often 30 to 70
       points one way, so that rewards measured from the score sat where tanh is flat (every move's
       reward within a thousandth of 0 or 1) and the search could not tell its moves apart
       (docs/ai.md). With the expansions the steps that may go under any placement are then kept
       under the best few placements only, and the best of them under the others (ai_moves_narrow):
       the search's playouts go to fewer moves, and its greedy turns are found for fewer, while a
       placement it comes to prefer still has its best such step. */
    const bool weigh = mv.nmoves > 1;
    double ref = 0;
    if (weigh) {
        int left = g->deck_len - g->deck_pos - 1;
        for (int m = 0; m < mv.nmoves; m++) {
            carc_game_copy(work, g);
            carc_game_shorten(work, 1);
            ai_play(mods, work, &mv.moves[m]);
            double value[CARC_MAX_PLAYERS];
            ai_eval(mods, work, left, &b->eval, value);
            prior[m] = ai_margin(value, g->nplayers, me);
            if (m == 0 || prior[m] > ref)
                ref = prior[m];
        }
        for (int m = 0; m < mv.nmoves; m++)
            prior[m] = 0.5 + 0.5 * tanh((prior[m] - ref) / b->squash);
        st->evaluations += mv.nmoves;
        if (b->root_wide > 0)
            ai_moves_narrow(mods, &mv, prior, b->root_wide);
    }
    st->moves = mv.nmoves;
    choice_arms = calloc((size_t)mv.nchoices, sizeof *choice_arms);
    move_arms = calloc((size_t)mv.nmoves, sizeof *move_arms);
    deals = malloc((size_t)ndeals * (size_t)(unseen + 1));
    /* The greedy turns after each move in each deal (see below), found when first needed. */
    int replies = b->replies < unseen ? b->replies : unseen;
    size_t slots = (size_t)replies * (size_t)mv.nmoves * (size_t)ndeals;
    reply = replies ? malloc(slots * sizeof *reply) : NULL;
    known = replies ? calloc(slots, 1) : NULL;
    /* Whether a greedy turn found in one deal is legal in another that starts alike (below),
       per move and deal: 0 not yet known, 1 legal, 2 not. */
    fits = replies && g->cat->turn_modules ? calloc(slots, 1) : NULL;
    same = malloc(((size_t)replies + 1) * (size_t)ndeals * sizeof *same);
    scratch = replies ? calloc(1, sizeof *scratch) : NULL;
    acts = malloc(AI_PLAYOUT_ACTIONS * sizeof *acts);
    if (!choice_arms || !move_arms || !deals || !same || !acts ||
        (replies && (!reply || !known || !scratch || (g->cat->turn_modules && !fits))))
        goto done;
    carc_rng rng;
    carc_rng_seed(&rng, seed);
    for (int d = 0; d < ndeals; d++)
        ai_deal(g, &rng, deals + (size_t)d * (size_t)(unseen + 1));
    /* Greedy turn s depends on the move and the deal's first s + 1 tiles only: deals that start
       alike share it (same[s * ndeals + d] is the first such deal). */
    for (int s = 0; s < replies; s++)
        for (int d = 0; d < ndeals; d++) {
            int *sd = &same[s * ndeals + d];
            *sd = d;
            for (int e = 0; e < d && *sd == d; e++)
                if (memcmp(deals + (size_t)e * (size_t)(unseen + 1),
                           deals + (size_t)d * (size_t)(unseen + 1), (size_t)s + 1) == 0)
                    *sd = e;
        }
    /* The copy's deck ends `horizon` tiles after the tile in hand, or where the real one does. */
    int cut = g->deck_pos + 1 + b->horizon;
    if (cut > g->deck_len)
        cut = g->deck_len;
    int remaining = g->deck_len - cut;

    /* Every move starts with `prior` virtual playouts worth its prior, and every placement
       with its best move's. With a hundred candidate moves and a few thousand playouts, this
       keeps the search from spending its first visits evenly on moves that give points away. */
    if (weigh && b->prior > 0)
        for (int c = 0; c < mv.nchoices; c++) {
            double best = 0;
            for (int m = mv.choices[c].first; m < mv.choices[c].first + mv.choices[c].count; m++) {
                move_arms[m] = (arm){prior[m] * (double)b->prior, b->prior};
                if (prior[m] > best)
                    best = prior[m];
            }
            choice_arms[c] = (arm){best * (double)b->prior, b->prior};
        }
    long visits = 0;
    for (int c = 0; c < mv.nchoices; c++)
        visits += choice_arms[c].n;

    long it = 0, greedy_evals = 0;
    /* A lone move needs no search. */
    long budget = mv.nmoves > 1 ? b->playouts : 0;
    /* The budget counts work: the playouts, and the evaluations of the greedy turns, which late
       on a large board would otherwise cost more than the playouts; and, when the counts would
       take too long (the expansions), processor time (below). */
    for (; it < budget && (!replies || greedy_evals <= b->greedy_evals); it++) {
        if ((it & 63) == 63) {
            if ((cancel && atomic_load(cancel)) || ai_now() - t0 > cap_s) {
                st->capped = true;
                break;
            }
        }
        int c = ucb_pick(choice_arms, mv.nchoices, visits + it, b->explore);
        const ai_choice *ch = &mv.choices[c];
        int m =
            ch->first + ucb_pick(move_arms + ch->first, ch->count, choice_arms[c].n, b->explore);

        carc_game_copy(work, g);
        carc_game_deal(work, deals + (size_t)(it % ndeals) * (size_t)(unseen + 1), unseen);
        carc_game_shorten(work, cut - work->deck_pos);
        ai_play(mods, work, &mv.moves[m]);
        /* The next player's turn: not a random one but its best one-move-deep reply, the move a
           greedy opponent makes. Random replies miss the opponent who joins a city or farm the
           move left open; the reply is found once per move and next tile, and reused. */
        bool fresh = false; /* a greedy turn was found in this playout */
        for (int s = 0; s < replies && !work->over; s++) {
            /* Greedy turn s after move m: slots first_slot .. first_slot + ndeals, one per deal. */
            const size_t first_slot = ((size_t)s * (size_t)mv.nmoves + (size_t)m) * (size_t)ndeals;
            const int deal = (int)(it % ndeals), first = same[s * ndeals + deal];
            const size_t k = first_slot + (size_t)first;
            if (!known[k]) {
                /* 1: reply[k] is the move; 2: the tile fits nowhere or memory ran out. */
                int n = -1;
                if (carc_game_can_place(work))
                    n = ai_greedy(mods, work, g->deck_len - work->deck_pos - 1, &b->eval,
                                  b->greedy_wide, t0 + cap_s, scratch, &reply[k], st);
                known[k] = n > 0 ? 1 : 2;
                fresh = true;
                if (n > 0) {
                    st->evaluations += n;
                    greedy_evals += n;
                }
            }
            /* After a discard the next turns draw later tiles: random turns from there on. */
            if (known[k] != 1)
                break;
            /* With the modules' turns (a tile set aside, an extra turn, a reshuffle) the same
               deal may bring another tile or player here: a reply found
               for this move elsewhere is played only when it is still a legal move. The
               position here depends only on the move and the deal (a playout draws nothing
               before its light turns), so that is checked once per move and deal: checking a
               module's step copies the game, which in every playout took a fifth of hard's time
               with the Princess & the Dragon (docs/ai.md). A reply found in this very deal
               needs no check. */
            if (fits && first != deal) {
                uint8_t *fit = &fits[first_slot + (size_t)deal];
                if (!*fit) {
                    carc_reason why;
                    *fit = carc_game_phase(work) == CARC_PHASE_TILE &&
                                   carc_game_check_move_why(work, &reply[k], &why) == CARC_OK
                               ? 1
                               : 2;
                }
                if (*fit != 1)
                    break;
            }
            ai_play(mods, work, &reply[k]);
        }
        /* Light turns to the end (playout.c). */
        ai_playout_finish(mods, work, &rng, b->follower_percent, acts);
        double value[CARC_MAX_PLAYERS];
        ai_eval(mods, work, remaining, &b->eval, value);
        double gain = ai_margin(value, g->nplayers, me) - ref;
        double reward = 0.5 + 0.5 * tanh(gain / b->squash);
        choice_arms[c].sum += reward;
        choice_arms[c].n++;
        move_arms[m].sum += reward;
        move_arms[m].n++;
        /* The budget of processor time: read every 16 playouts, and after each greedy turn
           found (a few hundred evaluations late on a large board). */
        if (b->cpu_s > 0 && ((it & 15) == 15 || fresh) && ai_cpu_now() - c0 > b->cpu_s) {
            st->budgeted = true;
            it++;
            break;
        }
    }
    int c = most_visited(choice_arms, mv.nchoices);
    *out = mv.moves[mv.choices[c].first +
                    most_visited(move_arms + mv.choices[c].first, mv.choices[c].count)];
    st->playouts = it;
    st->evaluations += it;
    rc = CARC_OK;
done:
    free(prior);
    free(choice_arms);
    free(move_arms);
    free(deals);
    free(work);
    free(reply);
    free(known);
    free(fits);
    free(same);
    free(scratch);
    free(acts);
    ai_moves_free(&mv);
    return rc;
}
