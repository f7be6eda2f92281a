/*
 * test_ai.c: the computer players' Check suite (issue 6). Every move an AI returns is legal in
 * every tile set combination and rule option; whole games finish with every mix of levels; a
 * seed gives the same move (blocking or on the worker thread); the move never depends on the
 * hidden order of the deck; the safety cap and cancel stop a long search in time. Searches run
 * with small think factors here so that the suite stays quick: the code paths are the same.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "ai_module.h"
#include "fixture.h"
#include "mod_traders.h"
#include "record.h"

/* The AI's hooks of the modules in play in g (the tests run on one thread). */
static const ai_mods *mods_of(const carc_game *g)
{
    static ai_mods mods;
    ai_mods_init(&mods, g->cat);
    return &mods;
}

static const char *const set_lists[] = {"base", "base,river", "base,inns-cathedrals",
                                        "base,river,inns-cathedrals"};

static carc_game *new_game(const char *sets, carc_rules rules, int nplayers, uint64_t seed)
{
    carc_game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(g);
    char err[256];
    ck_assert_int_eq(carc_game_init(g, fx_catalog(sets), &rules, nplayers, seed, err, sizeof err),
                     CARC_OK);
    return g;
}

/* Plays until the game is over or `turns` tile-phase decisions (placements or discards) have
   passed, every seat a computer player of levels[seat % nlevels], through carc_ai_act as the
   front ends play: every action must pass carc_game_check_action. */
static void play(carc_game *g, const carc_ai_level *levels, int nlevels, double think,
                 uint64_t seed, int turns)
{
    char reason[256];
    for (int t = 0; !g->over && t < turns;) {
        carc_ai_config cfg =
            carc_ai_default_config(levels[carc_game_actor(g) % nlevels], seed + (uint64_t)t);
        cfg.think = think;
        if (carc_game_phase(g) == CARC_PHASE_TILE)
            t++;
        carc_action act[2];
        const int n = carc_ai_act(g, &cfg, act, NULL, NULL);
        ck_assert_int_ge(n, 1);
        for (int i = 0; i < n; i++) {
            ck_assert_msg(carc_game_check_action(g, &act[i], reason, sizeof reason) == CARC_OK,
                          "%s returned an illegal action: %s", carc_ai_level_name(cfg.level),
                          reason);
            carc_game_apply(g, &act[i], NULL);
        }
    }
}

/* Every set combination, every farm edition, both small-city rules, 2 to 6 players: whole
   games with all three levels at the table. */
START_TEST(test_whole_games_all_options)
{
    const carc_ai_level mix[] = {CARC_AI_EASY, CARC_AI_MEDIUM, CARC_AI_HARD};
    int farms = _i % 4, lists = (_i / 4) % 4;
    carc_rules rules = {(carc_farm_scoring)farms, (_i / 16) % 2 == 1};
    const carc_catalog *cat = fx_catalog(set_lists[lists]);
    int nplayers = 2 + _i % (cat->max_players - 1);
    carc_game *g = new_game(set_lists[lists], rules, nplayers, 100u + (uint64_t)_i);
    play(g, mix, 3, 0.02, (uint64_t)_i, 1000);
    ck_assert(g->over);
    free(g);
}
END_TEST

/* Easy alone, many full games: the cheapest way to see many positions. */
START_TEST(test_easy_games_legal)
{
    const carc_ai_level easy[] = {CARC_AI_EASY};
    carc_rules rules = {(carc_farm_scoring)(_i % 4), false};
    carc_game *g = new_game(set_lists[_i % 4], rules, 2 + _i % 3, 500u + (uint64_t)_i);
    play(g, easy, 1, 1, (uint64_t)_i, 1000);
    ck_assert(g->over);
    free(g);
}
END_TEST

/* A mid-game position of a two-player base game reached by easy players. */
static carc_game *mid_game(uint64_t seed)
{
    const carc_ai_level easy[] = {CARC_AI_EASY};
    carc_game *g = new_game("base", FX_RULES_3RD, 2, seed);
    play(g, easy, 1, 1, seed, 30);
    ck_assert(!g->over);
    if (!carc_game_can_place(g)) {
        carc_action discard;
        ck_assert_int_eq(carc_game_legal_actions(g, &discard, 1), 1);
        carc_game_apply(g, &discard, NULL);
    }
    return g;
}

static bool same_move(const carc_move *a, const carc_move *b)
{
    return a->at.x == b->at.x && a->at.y == b->at.y && a->at.rot == b->at.rot &&
           a->step.type == b->step.type && a->step.figure == b->step.figure &&
           a->step.feature == b->step.feature && a->step.elsewhere == b->step.elsewhere &&
           (!a->step.elsewhere || (a->step.at.x == b->step.at.x && a->step.at.y == b->step.at.y));
}

START_TEST(test_same_seed_same_move)
{
    carc_game *g = mid_game(7);
    for (int level = 0; level < CARC_AI_LEVELS; level++) {
        carc_ai_config cfg = carc_ai_default_config((carc_ai_level)level, 42);
        cfg.think = 0.2;
        cfg.cap_s = 120; /* determinism holds when the cap is not hit: keep it out of reach */
        cfg.cpu_s = -1;  /* and without hard's budget of processor time */
        carc_move a, b, c;
        carc_ai_stats st;
        ck_assert_int_eq(carc_ai_choose(g, &cfg, &a, &st, NULL), CARC_OK);
        ck_assert(!st.capped);
        ck_assert_int_eq(carc_ai_choose(g, &cfg, &b, &st, NULL), CARC_OK);
        ck_assert(!st.capped);
        ck_assert(same_move(&a, &b));
        /* The worker thread runs the same search. */
        carc_ai_job *job = carc_ai_start(g, &cfg);
        ck_assert_ptr_nonnull(job);
        int count;
        carc_action act[2];
        carc_ai_finish(job, &count, act, NULL);
        ck_assert_int_eq(count, 2);
        ck_assert_int_eq(act[0].type, CARC_ACT_PLACE);
        c = (carc_move){act[0].at, act[1]};
        ck_assert(same_move(&a, &c));
    }
    free(g);
}
END_TEST

/* The unseen tiles' order is hidden: reversing it must not change any level's move. */
START_TEST(test_hidden_order_not_used)
{
    carc_game *g = mid_game(11);
    carc_game *h = malloc(sizeof *h);
    ck_assert_ptr_nonnull(h);
    carc_game_copy(h, g);
    for (int i = h->deck_pos + 1, j = h->deck_len - 1; i < j; i++, j--) {
        uint8_t t = h->deck[i];
        h->deck[i] = h->deck[j];
        h->deck[j] = t;
    }
    for (int level = 0; level < CARC_AI_LEVELS; level++) {
        carc_ai_config cfg = carc_ai_default_config((carc_ai_level)level, 5);
        cfg.think = 0.2;
        cfg.cap_s = 120;
        cfg.cpu_s = -1;
        carc_move a, b;
        ck_assert_int_eq(carc_ai_choose(g, &cfg, &a, NULL, NULL), CARC_OK);
        ck_assert_int_eq(carc_ai_choose(h, &cfg, &b, NULL, NULL), CARC_OK);
        ck_assert(same_move(&a, &b));
    }
    free(h);
    free(g);
}
END_TEST

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A huge budget with a 50 ms cap stops near 50 ms with a legal move and says it was capped. */
START_TEST(test_time_cap_kept)
{
    carc_game *g = mid_game(3);
    carc_ai_config cfg = carc_ai_default_config(CARC_AI_HARD, 1);
    cfg.think = 1000;
    cfg.cap_s = 0.05;
    carc_move m;
    carc_ai_stats st;
    double t0 = now();
    ck_assert_int_eq(carc_ai_choose(g, &cfg, &m, &st, NULL), CARC_OK);
    double dt = now() - t0;
    ck_assert(st.capped);
    ck_assert_msg(dt < 0.5, "the search took %.3f s with a 0.05 s cap", dt);
    char reason[256];
    ck_assert_msg(carc_game_check_move(g, &m, reason, sizeof reason) == CARC_OK, "%s", reason);
    free(g);
}
END_TEST

/* Hard's greedy turns count in its budget: a search with playouts enough for minutes stops
   once its greedy turns have made greedy_evals evaluations, not by the time cap, the same way
   every time, with a legal move. */
START_TEST(test_greedy_budget_kept)
{
    carc_game *g = mid_game(9);
    const ai_budget b = {.playouts = 10000000,
                         .deals = 16,
                         .horizon = 10,
                         .follower_percent = 30,
                         .explore = 0.15,
                         .squash = 12.0,
                         .prior = 10,
                         .replies = 2,
                         .greedy_evals = 3000,
                         .eval = {.stuck = true, .supply = 3}};
    carc_move m[2];
    carc_ai_stats st[2] = {{0}, {0}};
    for (int k = 0; k < 2; k++) {
        ck_assert_int_eq(ai_search(mods_of(g), g, &b, 77, 120, &m[k], &st[k], NULL), CARC_OK);
        ck_assert(!st[k].capped);
        ck_assert_int_gt(st[k].playouts, 0);
        ck_assert_int_lt(st[k].playouts, b.playouts);
        /* The prior's evaluations, the playouts, and the greedy turns past the budget by at
           most the last playout's two turns (each weighs every move, a few hundred here). */
        long greedy = st[k].evaluations - st[k].playouts - st[k].moves;
        ck_assert_int_gt(greedy, b.greedy_evals);
        ck_assert_int_lt(greedy, b.greedy_evals + 2 * 1000);
    }
    ck_assert(same_move(&m[0], &m[1]));
    ck_assert_int_eq(st[0].playouts, st[1].playouts);
    char reason[256];
    ck_assert_msg(carc_game_check_move(g, &m[0], reason, sizeof reason) == CARC_OK, "%s", reason);
    free(g);
}
END_TEST

/* Cancel ends a long search on the worker thread quickly, with a legal move. */
START_TEST(test_cancel_job)
{
    carc_game *g = mid_game(5);
    carc_ai_config cfg = carc_ai_default_config(CARC_AI_HARD, 1);
    cfg.think = 1000;
    cfg.cap_s = 60;
    carc_ai_job *job = carc_ai_start(g, &cfg);
    ck_assert_ptr_nonnull(job);
    struct timespec pause = {0, 20 * 1000 * 1000};
    nanosleep(&pause, NULL);
    ck_assert(!carc_ai_poll(job, NULL, NULL, NULL));
    double t0 = now();
    carc_ai_cancel(job);
    int count;
    carc_action act[2];
    carc_ai_stats st;
    carc_ai_finish(job, &count, act, &st);
    ck_assert_msg(now() - t0 < 0.5, "cancel took %.3f s", now() - t0);
    ck_assert_int_eq(count, 2);
    const carc_move m = {act[0].at, act[1]};
    ck_assert(st.capped);
    char reason[256];
    ck_assert_msg(carc_game_check_move(g, &m, reason, sizeof reason) == CARC_OK, "%s", reason);
    free(g);
}
END_TEST

/* No move is offered when the game is over. */
START_TEST(test_over_refused)
{
    carc_game *g = new_game("base", FX_RULES_3RD, 2, 1);
    const carc_ai_level easy[] = {CARC_AI_EASY};
    play(g, easy, 1, 1, 1, 1000);
    ck_assert(g->over);
    carc_ai_config cfg = carc_ai_default_config(CARC_AI_MEDIUM, 1);
    carc_move m;
    ck_assert_int_eq(carc_ai_choose(g, &cfg, &m, NULL, NULL), CARC_ILLEGAL);
    carc_action act[2];
    ck_assert_int_eq(carc_ai_act(g, &cfg, act, NULL, NULL), -1);
    free(g);
}
END_TEST

/* carc_ai_act in each phase: a tile that fits nowhere is the lone discard (the River's source
   takes no city tile: RULES.md 2), a placement comes with its figure step, a tile placed by
   someone else gets a legal figure step, and each step of the dragon's flight is the actor's. */
START_TEST(test_act_every_phase)
{
    carc_game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(g);
    carc_ai_config cfg = carc_ai_default_config(CARC_AI_EASY, 3);
    carc_action act[2];
    char reason[256];
    fx_start(g, "base,river", FX_RULES_3RD, 2, "C U");
    ck_assert_int_eq(carc_ai_act(g, &cfg, act, NULL, NULL), 1);
    ck_assert_int_eq(act[0].type, CARC_ACT_DISCARD);
    carc_game_apply(g, &act[0], NULL);
    ck_assert_int_eq(g->current, 0); /* the same player draws again */
    ck_assert_int_eq(carc_ai_act(g, &cfg, act, NULL, NULL), 2);
    ck_assert_int_eq(act[0].type, CARC_ACT_PLACE);
    ck_assert_int_eq(carc_game_check_action(g, &act[0], reason, sizeof reason), CARC_OK);
    carc_game_apply(g, &act[0], NULL);
    ck_assert_msg(carc_game_check_action(g, &act[1], reason, sizeof reason) == CARC_OK, "%s",
                  reason);
    /* The figure step alone, on a tile placed by hand. */
    fx_start(g, "base", FX_RULES_3RD, 2, "U");
    const carc_action place = {.type = CARC_ACT_PLACE, .at = {1, 0, 1}};
    ck_assert_int_eq(carc_game_check_action(g, &place, reason, sizeof reason), CARC_OK);
    carc_game_apply(g, &place, NULL);
    ck_assert_int_eq(carc_game_phase(g), CARC_PHASE_FIGURE);
    ck_assert_int_eq(carc_ai_act(g, &cfg, act, NULL, NULL), 1);
    ck_assert_int_eq(carc_game_check_action(g, &act[0], reason, sizeof reason), CARC_OK);
    free(g);
    /* Whole games with the Princess & the Dragon: every flight step is asked of its actor. */
    const carc_ai_level easy[] = {CARC_AI_EASY};
    for (uint64_t seed = 1; seed <= 4; seed++) {
        g = new_game("base,princess-dragon", FX_RULES_3RD, 3, seed);
        play(g, easy, 1, 1, seed, 1000);
        ck_assert(g->over);
        free(g);
    }
}
END_TEST

/* The follower spots the AI offers (the core's) are exactly those whose feature is free after
   the tile is placed: checked against the board itself (place the tile alone on a copy, look at
   the root; features the tile completes are scored and emptied at once, so they are skipped)
   on every placement of many games of the AI's random turns. This once caught a farm that the
   placement joins to an occupied one through a neighbour's single field. */
START_TEST(test_spots_match_board)
{
    const char *sets = _i % 2 ? "base,inns-cathedrals" : "base";
    carc_game *g = new_game(sets, FX_RULES_3RD, 2 + _i % 3, 900u + (uint64_t)_i);
    carc_game *work = malloc(sizeof *work);
    ck_assert_ptr_nonnull(work);
    carc_rng rng;
    carc_rng_seed(&rng, (uint64_t)_i);
    carc_placement at[1024];
    while (!g->over) {
        int np = carc_game_legal_placements(g, at, 1024);
        ck_assert_int_le(np, 1024);
        for (int i = 0; i < np; i++) {
            carc_spot spots[CARC_MAX_FEATURES];
            int ns = carc_game_legal_spots(g, &at[i], spots);
            carc_game_copy(work, g);
            const carc_move tile_only = carc_move_tile(at[i]);
            carc_game_play(work, &tile_only, NULL);
            const carc_placed *t = &work->tiles[carc_game_tile_at(work, at[i].x, at[i].y)];
            const carc_tile_type *type = &g->cat->types[t->type];
            unsigned offered = 0;
            for (int s = 0; s < ns; s++)
                offered |= 1u << spots[s].feature;
            for (int j = 0; j < type->def.nfeatures; j++) {
                int kind = type->def.features[j].kind;
                if (kind == CARC_RIVER)
                    continue;
                uint16_t r = carc_game_root(work, (uint16_t)(t->node0 + j));
                /* A feature this tile completes was scored and emptied: nothing to compare. */
                if (carc_game_feature_complete(work, r))
                    continue;
                bool free_spot = work->nodes[r].weight == 0;
                ck_assert_msg((offered >> j & 1u) == free_spot,
                              "feature %d of %s: offered %u, free %d", j, type->def.id,
                              offered >> j & 1u, free_spot);
            }
        }
        carc_game_random_turn(g, &rng, 60, NULL);
    }
    free(work);
    free(g);
}
END_TEST

START_TEST(test_level_names)
{
    for (int l = 0; l < CARC_AI_LEVELS; l++)
        ck_assert_int_eq(carc_ai_level_parse(carc_ai_level_name((carc_ai_level)l)), l);
    ck_assert_int_eq(carc_ai_level_parse("impossible"), -1);
}
END_TEST

/* The record loader keeps its own list of the levels a seat may name (the data layer does not
   link src/ai): every level must be in it, or a saved game's computer seat would be refused. */
START_TEST(test_levels_load_in_records)
{
    static const char head[] = "{\"format\": \"carcassonne-record\", \"version\": 1, "
                               "\"rules\": {\"tilesets\": [\"base\"]}, \"players\": "
                               "[{\"name\": \"A\", \"color\": \"red\"}, "
                               "{\"name\": \"B\", \"color\": \"blue\", \"ai\": \"";
    static carc_record rec;
    for (int l = 0; l < CARC_AI_LEVELS; l++) {
        char text[512], err[512];
        snprintf(text, sizeof text, "%s%s\"}], \"seed\": 1, \"turns\": []}", head,
                 carc_ai_level_name((carc_ai_level)l));
        ck_assert_msg(carc_record_parse(text, strlen(text), "g.json", &rec, err, sizeof err) == 0,
                      "%s", err);
        ck_assert_str_eq(rec.players[1].ai, carc_ai_level_name((carc_ai_level)l));
    }
}
END_TEST

/* Hard's move and what it says of it, with the budget deciding (no cap from the load). */
static carc_move hard_move(const carc_game *g, carc_ai_stats *st)
{
    carc_ai_config cfg = carc_ai_default_config(CARC_AI_HARD, 3);
    cfg.cap_s = 120;
    carc_move m;
    ck_assert_int_eq(carc_ai_choose(g, &cfg, &m, st, NULL), CARC_OK);
    char reason[256];
    ck_assert_msg(carc_game_check_move(g, &m, reason, sizeof reason) == CARC_OK, "%s", reason);
    return m;
}

/* A follower on the road of a straight road tile U next to the start tile D on its road. */
static void assert_road_extended(const carc_game *g, const carc_move *m)
{
    ck_assert_int_eq(m->step.type, CARC_ACT_FIGURE);
    ck_assert_int_eq(m->at.y, 0);
    ck_assert(m->at.x == 1 || m->at.x == -1);
    const int type = carc_game_tile_in_hand(g);
    const carc_tile_type *t = &g->cat->types[type];
    ck_assert_int_eq(t->def.features[m->step.feature].kind, CARC_ROAD);
}

/*
 * Exact at the end (RULES.md 1.4, base game, 3rd-edition farms). Red (player 0) draws the last
 * tile, a straight road U; the board is the start tile D alone (a city cap to the north, a road
 * from west to east). The game ends with this move, so its final score is all that counts: a
 * follower on U's road where U extends D's road holds an unfinished road of two tiles, 2 points;
 * U elsewhere holds a road of one tile, 1 point; a farmer scores nothing (no completed city);
 * U cannot touch D's city. Best: U at (1,0) or (-1,0), its road claimed; 2 to 0.
 */
START_TEST(test_exact_last_tile)
{
    carc_game g;
    fx_start(&g, "base", FX_RULES_3RD, 2, "U");
    carc_ai_stats st;
    const carc_move m = hard_move(&g, &st);
    ck_assert(st.exact);
    assert_road_extended(&g, &m);
    carc_game_play(&g, &m, NULL);
    ck_assert(g.over);
    ck_assert_int_eq(g.score[0], 2);
    ck_assert_int_eq(g.score[1], 0);
}
END_TEST

/*
 * The same board with two straight roads left: red's U, then blue's, the last tile. Red weighs
 * blue's reply to each move:
 *   - red extends D's road and claims it (2 tiles): blue cannot claim that road; extending it
 *     gives red a third point, so blue's best is a road of its own elsewhere, 1 point: 2 to 1;
 *   - red claims a road of its own elsewhere (1 point): blue extends D's road and claims it,
 *     2 points: 1 to 2;
 *   - red extends D's road without a follower: blue extends it again and claims three tiles:
 *     0 to 3; a farmer scores nothing, and blue then claims D's road as above.
 * Best: D's road extended and claimed, ending 2 to 1 when blue replies as well as it can (hard
 * draws the last tile, and plays it exactly too).
 */
START_TEST(test_exact_reply_weighed)
{
    carc_game g;
    fx_start(&g, "base", FX_RULES_3RD, 2, "U U");
    carc_ai_stats st;
    const carc_move m = hard_move(&g, &st);
    ck_assert(st.exact);
    ck_assert_int_eq(st.playouts, 0);
    assert_road_extended(&g, &m);
    carc_game_play(&g, &m, NULL);
    const carc_move reply = hard_move(&g, &st);
    ck_assert(st.exact);
    carc_game_play(&g, &reply, NULL);
    ck_assert(g.over);
    ck_assert_int_eq(g.score[0], 2);
    ck_assert_int_eq(g.score[1], 1);
}
END_TEST

/*
 * Traders & Builders' term of the evaluation (ai_traders.c): D's road runs west to east. Red
 * extends it with U at (1,0) and a follower on it, blue at (-1,0), and red puts U at (2,0)
 * with its builder on the road: a road of four tiles, open at both ends, no goods anywhere.
 * Each of red's tiles that extends the road brings another turn, worth 3 points half the
 * time: with 40 tiles to come (20 turns each) at most two such turns (the open ends) count,
 * 3 x 0.5 x 2 = 3 points for red, none for blue; with 2 tiles to come red has one turn left,
 * 1.5 points.
 */
START_TEST(test_builder_term)
{
    carc_game g;
    fx_start(&g, "base,traders-builders", FX_RULES_3RD, 2, "U U U U U U");
    fx_play(&g, "U 1 0 90 E", NULL);
    fx_play(&g, "U -1 0 90", NULL);
    const carc_placement at = fx_move(&g, "U 2 0 90").at;
    const int u = fx_type(&g, "U");
    const unsigned road = (unsigned)carc_feature_at(g.cat, u, 1, carc_pos_parse("E"));
    const carc_move m = carc_move_figure(at, CARC_FIG_BUILDER, road);
    char reason[256];
    ck_assert_msg(carc_game_check_move(&g, &m, reason, sizeof reason) == CARC_OK, "%s", reason);
    carc_game_play(&g, &m, NULL);
    ai_mods with, without;
    ai_mods_init(&with, g.cat);
    without = with;
    without.neval = 0; /* the traders' are the only terms of this mix */
    ck_assert_int_eq(with.neval, 1);
    const int left[2] = {40, 2};
    const double want[2] = {3.0, 1.5};
    for (int k = 0; k < 2; k++) {
        double v1[CARC_MAX_PLAYERS], v0[CARC_MAX_PLAYERS];
        ai_eval(&with, &g, left[k], &(ai_eval_params){.stuck = true, .supply = 3.0}, v1);
        ai_eval(&without, &g, left[k], &(ai_eval_params){.stuck = true, .supply = 3.0}, v0);
        ck_assert_double_eq_tol(v1[0] - v0[0], want[k], 1e-9);
        ck_assert_double_eq_tol(v1[1] - v0[1], 0.0, 1e-9);
    }
}
END_TEST

/*
 * The search's rewards are measured from the best move's one-move-deep margin, not from the
 * score (search.c): a cut game's final scoring adds the whole board's worth, and measured from
 * the score every move's reward could sit where tanh is flat. Base game, 3rd-edition farms,
 * three straight roads U. Red puts U west of the start tile D without a figure, blue U east of
 * it with a follower on the road: D's road, three tiles open at both ends, is blue's, 3 points
 * at the end. Red draws the last U:
 *   - on D's road (at (-2,0) or (2,0)): blue's road grows to 4 tiles; red may only put a
 *     farmer there (no completed city: 0 points): 0 to 4, margin -4;
 *   - elsewhere with a follower on its own one-tile road: 1 to 3, margin -2 (the best);
 *   - elsewhere without one, or with a farmer: 0 to 3, margin -3.
 * Every margin is 2 points or more below the score's 0 to 0, and the squash is narrowed to 0.1
 * so that tanh(gain / squash) is -1 to the last bit for every move, as the board's worth put
 * all seven sets' moves at squash 12: measured from the score, no playout tells them apart.
 * Playouts are exact here (the last tile, no deals), so the search must find a margin of -2.
 */
START_TEST(test_rewards_from_best_move)
{
    carc_game g;
    fx_start(&g, "base", FX_RULES_3RD, 2, "U U U");
    fx_play(&g, "U -1 0 90", NULL);
    fx_play(&g, "U 1 0 90 E", NULL);
    const ai_budget b = {
        .playouts = 2000,
        .deals = 1,
        .horizon = 4,
        .follower_percent = 30,
        .explore = 0.15,
        .squash = 0.1,
        .eval = {.stuck = false, .supply = 0},
    };
    carc_move m;
    carc_ai_stats st = {0};
    ck_assert_int_eq(ai_search(mods_of(&g), &g, &b, 1, 120, &m, &st, NULL), CARC_OK);
    ck_assert_int_gt(st.moves, 3);
    char reason[256];
    ck_assert_msg(carc_game_check_move(&g, &m, reason, sizeof reason) == CARC_OK, "%s", reason);
    carc_game_play(&g, &m, NULL);
    ck_assert(g.over);
    ck_assert_int_eq(g.score[0], 1);
    ck_assert_int_eq(g.score[1], 3);
}
END_TEST

static Suite *ai_suite(void)
{
    Suite *s = suite_create("ai");
    TCase *tc = tcase_create("ai");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, test_whole_games_all_options, 0, 32);
    tcase_add_loop_test(tc, test_easy_games_legal, 0, 24);
    tcase_add_loop_test(tc, test_spots_match_board, 0, 40);
    tcase_add_test(tc, test_same_seed_same_move);
    tcase_add_test(tc, test_hidden_order_not_used);
    tcase_add_test(tc, test_time_cap_kept);
    tcase_add_test(tc, test_greedy_budget_kept);
    tcase_add_test(tc, test_cancel_job);
    tcase_add_test(tc, test_over_refused);
    tcase_add_test(tc, test_act_every_phase);
    tcase_add_test(tc, test_level_names);
    tcase_add_test(tc, test_levels_load_in_records);
    tcase_add_test(tc, test_exact_last_tile);
    tcase_add_test(tc, test_exact_reply_weighed);
    tcase_add_test(tc, test_builder_term);
    tcase_add_test(tc, test_rewards_from_best_move);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(ai_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
