/*
 * ai.c: the computer players' public entry points (ai.h): the levels and their budgets, the
 * one-move-deep easy player, and the worker thread that runs a search for the UI.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai_module.h"

static const char *const level_names[CARC_AI_LEVELS] = {"easy", "medium", "hard"};

/*
 * The levels. Budgets are counts of work (playouts, and hard's greedy evaluations) so that a
 * seed gives the same move on every machine; they are sized so that a move on one core of this
 * project's reference machine (a shared AMD EPYC core, about 450,000 cut playouts per second)
 * stays well inside the level's time limit: about 9 ms for medium on average and 25 ms at
 * most; hard, about 70 ms in a base game and 270 ms with all seven sets on average, at most
 * 0.45 s, its budget of processor time (docs/ai.md has the measurements). The caps are
 * the limits: easy 10 ms, medium 100 ms, hard 1 s, times the think factor.
 */
static const double level_cap[CARC_AI_LEVELS] = {0.010, 0.100, 1.0};

static const ai_budget medium_budget = {
    .playouts = 4000,
    .deals = 8,
    .horizon = 10,
    .follower_percent = 30,
    .explore = 0.15,
    .squash = 12.0,
    .prior = 10,
    .eval = {.stuck = false, .supply = 3.0},
};

/* Hard's budget is nearly twice what a base game needs (30,000 playouts and 200,000 greedy
   evaluations already played it as well as 100,000: docs/ai.md) because with all seven sets
   the search still gains from more ("Twice the budget" there). It is 0.9 of twice, not twice,
   to pay for the squash of 20 below, which spreads the visits over more moves and costs 14 to
   21% more time: with all seven sets the mean stays under the 300 ms of processor time
   a move (268 and 270 ms on 100 games each, "A wider squash" there). */
static const ai_budget hard_budget = {
    .playouts = 54000,
    .deals = 16,
    /* The move, the two greedy turns (replies) and two random turns: random turns past them
       added more noise than foresight, most with the sets (docs/ai.md, "The horizon"). */
    .horizon = 4,
    .follower_percent = 30,
    .explore = 0.15,
    /* Wider than medium's 12: with the expansions a playout's gain over the best move spreads
       over tens of points, and at 12 most rewards said only whether the playout beat that
       move. With all seven sets 86.8% against easy where 12 gave 80.8%, margin 68.5 against
       53.6, on the same 200 games (docs/ai.md, "A wider squash"). */
    .squash = 20.0,
    .prior = 10,
    /* The modules' steps that may go under any placement (ai_step_anywhere) under the best
       four placements by their prior only, the best of them under the others (ai_moves_narrow). */
    .root_wide = 4,
    .replies = 2,
    /* Half the base game's moves need under 20,000; a late move on a large board would need
       millions, seconds of its own (docs/ai.md). */
    .greedy_evals = 360000,
    /* The modules' steps that may go under any placement under the best three placements
       only (ai_greedy). */
    .greedy_wide = 3,
    /* The whole move's processor time at most: with the expansions' dearer playouts the counts
       above would take up to 3 s (all seven sets); a base move rarely needs as much (docs/ai.md).
     */
    .cpu_s = 0.45,
    .eval = {.stuck = true, .supply = 3.0},
};

/* The moves hard's exact end may play (exact.c) before it leaves the move to the search. With
   three tiles left a base game's board takes about 30,000 (0.1 s); with all seven sets a large
   board could take millions: the bound keeps such a move under half a second before the search
   (docs/ai.md). */
enum { AI_EXACT_PLAYS = 60000 };

const ai_eval_params ai_easy_eval = {.stuck = false, .supply = 1.5};

/* The budget a searching level (medium, hard) searches with, given the modules in play. */
static ai_budget search_budget(carc_ai_level level, const ai_mods *mods)
{
    ai_budget b = level == CARC_AI_HARD ? hard_budget : medium_budget;
    /* Hard with a module that plays the playouts' turns its own way (mods.own_turns: the
       Princess & the Dragon): 8 deals, as medium, instead of 16: its greedy turns, found per
       move and deal prefix, are then shared by twice as many playouts (on the same ten games,
       80.0% against easy, margin 29.8, against 50.0%, 7.8: docs/ai.md). */
    if (level == CARC_AI_HARD && mods->own_turns)
        b.deals = 8;
    return b;
}

double ai_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double ai_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

const char *carc_ai_level_name(carc_ai_level level)
{
    return level >= 0 && level < CARC_AI_LEVELS ? level_names[level] : "?";
}

int carc_ai_level_parse(const char *name)
{
    for (int l = 0; l < CARC_AI_LEVELS; l++)
        if (strcmp(name, level_names[l]) == 0)
            return l;
    return -1;
}

carc_ai_config carc_ai_default_config(carc_ai_level level, uint64_t seed)
{
    return (carc_ai_config){.level = level, .seed = seed, .think = 1.0, .cap_s = 0};
}

/* One move of a greedy turn played on work, a copy whose deck ends with the tile in hand: the
   core scores what the move completes and then the whole board as if the game ended there;
   eval.c adds the expected worth of what stays open. Returns the mover's margin. */
static double greedy_weigh(const ai_mods *mods, const carc_game *g, int remaining,
                           const ai_eval_params *ep, carc_game *work, const carc_move *m)
{
    carc_game_copy(work, g);
    carc_game_shorten(work, 1);
    ai_play(mods, work, m);
    double value[CARC_MAX_PLAYERS];
    ai_eval(mods, work, remaining, ep, value);
    return ai_margin(value, g->nplayers, g->current);
}

int ai_greedy(const ai_mods *mods, const carc_game *g, int remaining, const ai_eval_params *ep,
              int wide, double deadline, carc_game *work, carc_move *out, carc_ai_stats *st)
{
    ai_moves mv;
    if (!ai_moves_list(mods, g, &mv))
        return -1;
    /* With `wide` > 0 the steps that may go under any placement (ai_step_anywhere) are weighed
       only under the `wide` placements best without them: with the expansions they are most of
       a turn's moves (the modules' anywhere hooks say which), and weighing them under every
       placement took hard's
       greedy turns most of its time and its search half its playouts (docs/ai.md). The first
       best move wins a tie. */
    if (wide > AI_WIDE_MAX)
        wide = AI_WIDE_MAX;
    int top[AI_WIDE_MAX], ntop = 0; /* the best placements so far, best first */
    double top_margin[AI_WIDE_MAX];
    int best = 0, evaluated = 0;
    double best_margin = -1e18;
    bool later = false; /* steps left for the best placements */
    for (int c = 0; c < mv.nchoices; c++) {
        const ai_choice *ch = &mv.choices[c];
        double placed = -1e18;
        for (int i = ch->first; i < ch->first + ch->count; i++) {
            if (wide > 0 && ai_step_anywhere(mods, &mv.moves[i].step)) {
                later = true;
                continue;
            }
            if ((++evaluated & 15) == 15 && ai_now() > deadline) {
                st->capped = true;
                goto out;
            }
            const double margin = greedy_weigh(mods, g, remaining, ep, work, &mv.moves[i]);
            if (margin > placed)
                placed = margin;
            if (margin > best_margin) {
                best_margin = margin;
                best = i;
            }
        }
        if (wide > 0)
            ai_top_insert(top, top_margin, &ntop, wide, c, placed);
    }
    for (int t = 0; later && t < ntop; t++) {
        const ai_choice *ch = &mv.choices[top[t]];
        for (int i = ch->first; i < ch->first + ch->count; i++) {
            if (!ai_step_anywhere(mods, &mv.moves[i].step))
                continue;
            if ((++evaluated & 15) == 15 && ai_now() > deadline) {
                st->capped = true;
                goto out;
            }
            const double margin = greedy_weigh(mods, g, remaining, ep, work, &mv.moves[i]);
            if (margin > best_margin || (margin == best_margin && i < best)) {
                best_margin = margin;
                best = i;
            }
        }
    }
out:
    *out = mv.moves[best];
    ai_moves_free(&mv);
    return evaluated;
}

static int ai_easy(const ai_mods *mods, const carc_game *g, double cap_s, carc_move *out,
                   carc_ai_stats *st)
{
    carc_game *work = calloc(1, sizeof *work); /* zeroed: see carc_ai_start */
    if (!work)
        return CARC_ILLEGAL;
    int n = ai_greedy(mods, g, g->deck_len - g->deck_pos - 1, &ai_easy_eval, 0, ai_now() + cap_s,
                      work, out, st);
    free(work);
    if (n < 0)
        return CARC_ILLEGAL;
    st->moves = n;
    st->evaluations = n; /* the moves weighed: fewer than listed when capped */
    return CARC_OK;
}

int carc_ai_exact_tiles(const carc_game *g)
{
    /* With the sets that act in a turn, three tiles left took up to 1.8 s: each position
       weighed lists its moves, and a module's ranking of its steps (steps_begin) plays many
       more than the bound counts (docs/ai.md). */
    return g->cat->turn_modules ? 2 : 3;
}

int carc_ai_choose(const carc_game *g, const carc_ai_config *cfg, carc_move *out,
                   carc_ai_stats *stats, const atomic_bool *cancel)
{
    carc_ai_stats local;
    carc_ai_stats *st = stats ? stats : &local;
    *st = (carc_ai_stats){0};
    if (carc_game_phase(g) != CARC_PHASE_TILE || !carc_game_can_place(g) || cfg->level < 0 ||
        cfg->level >= CARC_AI_LEVELS)
        return CARC_ILLEGAL;
    double t0 = ai_now(), c0 = ai_cpu_now();
    double think = cfg->think > 0 ? cfg->think : 1.0;
    double cap = cfg->cap_s > 0 ? cfg->cap_s : level_cap[cfg->level] * think;
    ai_mods mods;
    ai_mods_init(&mods, g->cat);
    int rc;
    if (cfg->level == CARC_AI_EASY) {
        rc = ai_easy(&mods, g, cap, out, st);
    } else if (cfg->level == CARC_AI_HARD && carc_game_tiles_left(g) <= carc_ai_exact_tiles(g) &&
               ai_exact(&mods, g, (long)(AI_EXACT_PLAYS * think), t0 + cap, out, st) == CARC_OK) {
        /* Few tiles left: hard weighed the rest of the game whole (exact.c). Past the bound on
           the moves it may play, or out of memory, the search decides instead. */
        rc = CARC_OK;
    } else {
        *st = (carc_ai_stats){0};
        ai_budget b = search_budget(cfg->level, &mods);
        b.playouts = (long)((double)b.playouts * think);
        b.greedy_evals = (long)((double)b.greedy_evals * think);
        /* Hard's budget of processor time, less what an exact end given up took. */
        if (b.cpu_s > 0)
            b.cpu_s = cfg->cpu_s == 0 ? b.cpu_s * think : cfg->cpu_s > 0 ? cfg->cpu_s : 0;
        if (b.cpu_s > 0) {
            const double left = b.cpu_s - (ai_cpu_now() - c0);
            b.cpu_s = left > 1e-6 ? left : 1e-6;
        }
        /* One stream per turn: the same seed and position give the same move, and successive
           turns of one game do not replay the same random numbers. */
        uint64_t seed = cfg->seed ^ (0x9E3779B97F4A7C15ull * ((uint64_t)g->deck_pos + 1u)) ^
                        ((uint64_t)g->current << 56);
        rc = ai_search(&mods, g, &b, seed, cap, out, st, cancel);
    }
    st->seconds = ai_now() - t0;
    st->cpu_seconds = ai_cpu_now() - c0;
    return rc;
}

/* The figure step of a tile already placed (a front end placed it, then asks): every legal
   action of the step, each followed to the end of the turn and judged by the easy
   evaluation, as easy judges whole moves. */
static int ai_figure_step(const ai_mods *mods, const carc_game *g, carc_action *out)
{
    carc_action acts[256];
    int n = carc_game_legal_actions(g, acts, 256);
    if (n > 256)
        n = 256; /* the first ones: the pass, the figures on the tile, then the rest */
    carc_game *work = calloc(1, sizeof *work); /* zeroed: see carc_ai_start */
    if (!work || n <= 0) {
        free(work);
        return CARC_ILLEGAL;
    }
    /* The placed tile is still the one at deck_pos until its turn ends. */
    const int remaining = g->deck_len - g->deck_pos - 1;
    double best_margin = -1e300;
    for (int i = 0; i < n; i++) {
        carc_game_copy(work, g);
        carc_game_shorten(work, 1); /* the move, then the evaluation of the board it leaves */
        carc_game_apply(work, &acts[i], NULL);
        carc_action step;
        while (ai_follow_up(mods, work, &step))
            carc_game_apply(work, &step, NULL);
        double value[CARC_MAX_PLAYERS];
        ai_eval(mods, work, remaining, &ai_easy_eval, value);
        const double margin = ai_margin(value, g->nplayers, g->current);
        if (margin > best_margin) {
            best_margin = margin;
            *out = acts[i];
        }
    }
    free(work);
    return CARC_OK;
}

int carc_ai_act(const carc_game *g, const carc_ai_config *cfg, carc_action out[2],
                carc_ai_stats *stats, const atomic_bool *cancel)
{
    carc_ai_stats local;
    carc_ai_stats *st = stats ? stats : &local;
    *st = (carc_ai_stats){0};
    ai_mods mods;
    ai_mods_init(&mods, g->cat);
    switch (carc_game_phase(g)) {
    case CARC_PHASE_TILE: {
        if (!carc_game_can_place(g)) {
            out[0] = (carc_action){.type = CARC_ACT_DISCARD};
            return 1;
        }
        carc_move m;
        if (carc_ai_choose(g, cfg, &m, st, cancel) != CARC_OK)
            return -1;
        out[0] = (carc_action){.type = CARC_ACT_PLACE, .at = m.at};
        out[1] = m.step;
        return 2;
    }
    case CARC_PHASE_FIGURE:
        return ai_figure_step(&mods, g, &out[0]) == CARC_OK ? 1 : -1;
    default:
        /* A phase of a module's own, or the game is over: a searching level weighs the step
           further ahead where the module can (its decide hook), easy as the playouts do (its
           follow_up hook). */
        if (cfg->level != CARC_AI_EASY) {
            const ai_eval_params ep = search_budget(cfg->level, &mods).eval;
            for (int k = 0; k < mods.ndecide; k++)
                if (mods.decide[k]->decide(&mods, g, &ep, &out[0]))
                    return 1;
        }
        return ai_follow_up(&mods, g, &out[0]) ? 1 : -1;
    }
}

/* ---- worker thread ---- */

struct carc_ai_job {
    pthread_t thread;
    carc_game game;
    carc_ai_config cfg;
    atomic_bool cancel;
    atomic_bool done;
    int count; /* carc_ai_act's result */
    carc_action act[2];
    carc_ai_stats stats;
};

static void *job_main(void *arg)
{
    carc_ai_job *job = arg;
    job->count = carc_ai_act(&job->game, &job->cfg, job->act, &job->stats, &job->cancel);
    /* The release store publishes the result and stats to the thread that sees done. */
    atomic_store_explicit(&job->done, true, memory_order_release);
    return NULL;
}

carc_ai_job *carc_ai_start(const carc_game *g, const carc_ai_config *cfg)
{
    /* Zeroed, as every game the computer players copy into: carc_game_copy copies only the
       live part of the board's grid and tables, and the core reads stale entries of the rest
       only to check and reject them (game.h), so their values never matter; but memcheck
       follows them into conditional jumps and reports them when the memory was never written.
       One calloc per move costs nothing next to the search. */
    carc_ai_job *job = calloc(1, sizeof *job);
    if (!job)
        return NULL;
    carc_game_copy(&job->game, g);
    job->cfg = *cfg;
    atomic_init(&job->cancel, false);
    atomic_init(&job->done, false);
    job->count = -1;
    if (pthread_create(&job->thread, NULL, job_main, job) != 0) {
        free(job);
        return NULL;
    }
    return job;
}

static void job_result(const carc_ai_job *job, int *count, carc_action out[2], carc_ai_stats *stats)
{
    if (count)
        *count = job->count;
    for (int i = 0; out && i < job->count; i++)
        out[i] = job->act[i];
    if (stats)
        *stats = job->stats;
}

bool carc_ai_poll(carc_ai_job *job, int *count, carc_action out[2], carc_ai_stats *stats)
{
    if (!atomic_load_explicit(&job->done, memory_order_acquire))
        return false;
    job_result(job, count, out, stats);
    return true;
}

void carc_ai_cancel(carc_ai_job *job)
{
    atomic_store(&job->cancel, true);
}

void carc_ai_finish(carc_ai_job *job, int *count, carc_action out[2], carc_ai_stats *stats)
{
    pthread_join(job->thread, NULL);
    job_result(job, count, out, stats);
    free(job);
}
