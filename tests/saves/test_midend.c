/*
 * test_midend.c: the midend alone, with no window (issue 24): seats as controllers, the
 * player's undo and redo, the take-back of a tile not yet confirmed, and the autosave after a
 * process killed in the middle of a turn.
 *
 * The games are short decks whose outcome is worked out by hand from the rules (RULES.md):
 *  - three players, three straight roads (U): two scripted seats put a road on each side of
 *    the start tile's road, the first with a follower on it; the computer's tile then either
 *    extends that road (a tile at (2,0) or (-2,0) can only join it: their edge facing the road
 *    is a road) or lies elsewhere, so the first player scores 3 or 4 at the end (an unfinished
 *    road: a point a tile), the second nothing.
 *  - Traders & Builders, tests/scenarios/traders-builder-chain: Ana's builder stands on her
 *    road from turn 3, so her turn 5, which extends that road, gives her turn 6 too (RULES.md,
 *    "Builder"): the turns are Ana, Luis, Ana, Luis, Ana, Ana, Luis; at the end her road of 8
 *    tiles (x = -3 .. 4) scores 8.
 *  - the Princess & the Dragon, tests/scenarios/pd-flight-six for three players: no builder
 *    and no discard, so turn k is seat k mod 3's, and the flight of turn 8 (seat 1's) has six
 *    steps, step i by seat (1 + i) mod 3: 1, 2, 0, 1, 2, 0 (RULES.md 4.6). The dragon flies
 *    from the volcano at (0,1) to (0,0), then east to (5,0), eating seat 2's followers on
 *    (2,0) and (5,0); seat 0's follower on the road at (6,0) stays and its road of 8 tiles
 *    (x = -1 .. 6) scores 8 at the end.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common.h"
#include "midend.h"
#include "mod_dragon.h"

#define MAX_SCRIPT 64

static const char BUILDER_JSON[] =
    "{\"format\": \"carcassonne-record\", \"version\": 2,"
    " \"rules\": {\"tilesets\": [\"base\", \"traders-builders\"], \"farm_scoring\": \"3rd\","
    " \"small_city_two_points\": false},"
    " \"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, {\"name\": \"Luis\", \"color\": "
    "\"blue\"}],"
    " \"seed\": 1, \"deck\": [\"U\", \"U\", \"U\", \"U\", \"U\", \"U\", \"U\"], \"turns\": ["
    " {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"E\", \"kind\": "
    "\"normal\"}},"
    " {\"tile\": \"U\", \"x\": -1, \"y\": 0, \"rot\": 90},"
    " {\"tile\": \"U\", \"x\": 2, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"E\", \"kind\": "
    "\"builder\"}},"
    " {\"tile\": \"U\", \"x\": -2, \"y\": 0, \"rot\": 90},"
    " {\"tile\": \"U\", \"x\": 3, \"y\": 0, \"rot\": 90},"
    " {\"tile\": \"U\", \"x\": 4, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"N\", \"kind\": "
    "\"normal\"}},"
    " {\"tile\": \"U\", \"x\": -3, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"S\", \"kind\": "
    "\"normal\"}}]}";

static const char DRAGON_JSON[] =
    "{\"format\": \"carcassonne-record\", \"version\": 2,"
    " \"rules\": {\"tilesets\": [\"base\", \"princess-dragon\"], \"farm_scoring\": \"3rd\","
    " \"small_city_two_points\": false},"
    " \"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, {\"name\": \"Luis\", \"color\": "
    "\"blue\"}, {\"name\": \"Marta\", \"color\": \"green\"}],"
    " \"seed\": 1, \"deck\": [\"PD1\", \"U\", \"U\", \"U\", \"U\", \"U\", \"U\", \"PD12\"],"
    " \"turns\": ["
    " {\"tile\": \"PD1\", \"x\": 0, \"y\": 1, \"rot\": 0},"
    " {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 90},"
    " {\"tile\": \"U\", \"x\": 2, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"N\", \"kind\": "
    "\"normal\"}},"
    " {\"tile\": \"U\", \"x\": 3, \"y\": 0, \"rot\": 90},"
    " {\"tile\": \"U\", \"x\": 4, \"y\": 0, \"rot\": 90},"
    " {\"tile\": \"U\", \"x\": 5, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"S\", \"kind\": "
    "\"normal\"}},"
    " {\"tile\": \"U\", \"x\": 6, \"y\": 0, \"rot\": 90, \"meeple\": {\"at\": \"E\", \"kind\": "
    "\"normal\"}},"
    " {\"tile\": \"PD12\", \"x\": -1, \"y\": 0, \"rot\": 0, \"dragon\": [\"N\", \"E\", \"E\", "
    "\"E\", \"E\", \"E\"]}]}";

/* By hand (file comment): who plays each turn, and who takes each step of the flight. */
static const int BUILDER_MOVERS[7] = {0, 1, 0, 1, 0, 0, 1};
static const int DRAGON_MOVERS[8] = {0, 1, 2, 0, 1, 2, 0, 1};
static const int DRAGON_STEPPERS[6] = {1, 2, 0, 1, 2, 0};

typedef struct scripts {
    carc_action acts[CARC_MAX_PLAYERS][MAX_SCRIPT];
    int n[CARC_MAX_PLAYERS];
} scripts;

static carc_record *parse(const char *json)
{
    carc_record *rec = malloc(sizeof *rec);
    ck_assert_ptr_nonnull(rec);
    char err[512];
    ck_assert_msg(carc_record_parse(json, strlen(json), "test.json", rec, err, sizeof err) == 0,
                  "%s", err);
    return rec;
}

/*
 * Each seat's script for turns from.. of rec: the turn's actions (carc_record_turn_action on a
 * game played along) go to the seat the hand-made tables name, its placement and figure step
 * to movers[k], step i of a flight to steppers[i]. The midend plays them right only when it
 * asks the seats in that order.
 */
static void build_scripts(const carc_record *rec, int from, const int *movers, const int *steppers,
                          scripts *sc)
{
    memset(sc, 0, sizeof *sc);
    char err[512];
    carc_history *h = carc_history_open(rec, "script.json", NULL, err, sizeof err);
    ck_assert_msg(h != NULL, "%s", err);
    carc_history_seek(h, 0, NULL);
    for (int k = 0; k < rec->nturns; k++) {
        int steps = 0;
        do {
            carc_action a;
            ck_assert_msg(carc_record_turn_action(&rec->turns[k], &h->game, &a, err, sizeof err) ==
                              0,
                          "turn %d: %s", k + 1, err);
            const int seat = a.type == CARC_ACT_DRAGON ? steppers[steps++] : movers[k];
            if (k >= from) {
                ck_assert_int_lt(sc->n[seat], MAX_SCRIPT);
                sc->acts[seat][sc->n[seat]++] = a;
            }
            ck_assert_int_eq(carc_history_apply(h, &a, NULL, err, sizeof err), 0);
        } while (carc_history_in_turn(h));
    }
    carc_history_free(h);
}

/* The scripts of the whole game json (build_scripts from its first turn) and, in *rec, its
   record at the start (no turns): what each test opens its midend on. Both malloc'ed. */
static scripts *start_scripts(const char *json, const int *movers, const int *steppers,
                              carc_record **rec)
{
    *rec = parse(json);
    scripts *sc = malloc(sizeof *sc);
    ck_assert_ptr_nonnull(sc);
    build_scripts(*rec, 0, movers, steppers, sc);
    (*rec)->nturns = 0;
    return sc;
}

static void seat_scripts(carc_midend *m, const scripts *sc, int nplayers)
{
    for (int p = 0; p < nplayers; p++)
        carc_midend_set_seat(m, p, carc_seat_script(sc->acts[p], sc->n[p]));
}

/* The players at this screen take the seats back (to undo: with every seat answering by
   itself there is nobody to give a turn back to). */
static void seat_people(carc_midend *m, int nplayers)
{
    for (int p = 0; p < nplayers; p++)
        carc_midend_set_seat(m, p, NULL);
}

static int followers_left(const carc_game *g, int p)
{
    return carc_game_supply(g, p, CARC_FIG_FOLLOWER);
}

/* ---- two scripted seats and a computer ---- */

START_TEST(scripts_and_computer_to_the_end)
{
    carc_record *rec = calloc(1, sizeof *rec);
    ck_assert_ptr_nonnull(rec);
    snprintf(rec->tilesets[rec->ntilesets++], CARC_NAME_LEN, "base");
    rec->rules.farms = CARC_FARMS_3RD;
    rec->nplayers = 3;
    for (int i = 0; i < 3; i++) {
        snprintf(rec->players[i].name, sizeof rec->players[i].name, "P%d", i + 1);
        rec->players[i].color = (carc_color)i;
    }
    snprintf(rec->players[2].ai, sizeof rec->players[2].ai, "easy");
    rec->has_seed = true;
    rec->seed = 5;
    rec->has_deck = true;
    rec->ndeck = 3;
    for (int i = 0; i < 3; i++)
        snprintf(rec->deck[i], CARC_ID_LEN, "U");
    char err[512];
    carc_midend *m = carc_midend_open(rec, "three.json", NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    /* P1: U at (1,0) turned a quarter, its road joining the start tile's, a follower on it;
       P2: U at (-1,0) the same way, no figure. */
    carc_record_turn t0 = {.tile = "U",
                           .x = 1,
                           .rot = 90,
                           .meeple_at = carc_pos_parse("E"),
                           .figure = CARC_FIG_FOLLOWER};
    carc_record_turn t1 = {.tile = "U", .x = -1, .rot = 90, .meeple_at = -1};
    carc_game *g = calloc(1, sizeof *g); /* cleared: the grid cells a copy leaves (game.h) */
    ck_assert_ptr_nonnull(g);
    carc_game_copy(g, carc_midend_game(m));
    carc_action s0[2], s1[2];
    for (int i = 0; i < 2; i++) {
        ck_assert_int_eq(carc_record_turn_action(&t0, g, &s0[i], err, sizeof err), 0);
        carc_game_apply(g, &s0[i], NULL);
    }
    for (int i = 0; i < 2; i++) {
        ck_assert_int_eq(carc_record_turn_action(&t1, g, &s1[i], err, sizeof err), 0);
        carc_game_apply(g, &s1[i], NULL);
    }
    free(g);
    carc_midend_set_seat(m, 0, carc_seat_script(s0, 2));
    carc_midend_set_seat(m, 1, carc_seat_script(s1, 2));
    carc_ai_config cfg = carc_ai_default_config(CARC_AI_EASY, 9);
    carc_midend_set_seat(m, 2, carc_seat_computer(&cfg, false, NULL, NULL)); /* worker thread */
    ck_assert(carc_midend_answers(m, 2));
    ck_assert(carc_midend_answers(m, 0)); /* a script answers by itself too */
    ck_assert_msg(carc_midend_run(m, err, sizeof err) == 0, "%s", err);
    const carc_game *end = carc_midend_game(m);
    ck_assert(end->over);
    ck_assert_int_eq(carc_midend_record(m)->nturns, 3);
    for (int k = 0; k < 3; k++)
        ck_assert_int_eq(carc_midend_mover(m, k), k);
    ck_assert_int_eq(carc_seat_script_left(m->seat[0]), 0);
    ck_assert_int_eq(carc_seat_script_left(m->seat[1]), 0);
    const bool extended = carc_game_tile_at(end, 2, 0) >= 0 || carc_game_tile_at(end, -2, 0) >= 0;
    ck_assert_int_eq(end->score[0], extended ? 4 : 3);
    ck_assert_int_eq(end->score[1], 0);
    ck_assert_int_eq(followers_left(end, 1), 7);
    /* The record the midend wrote opens again to the same game. */
    carc_history_record(carc_midend_history(m), rec);
    carc_midend *again = carc_midend_open(rec, "again.json", NULL, err, sizeof err);
    ck_assert_msg(again != NULL, "%s", err);
    ck_assert(test_game_equal(carc_midend_game(again), end));
    carc_midend_free(again);
    carc_midend_free(m);
    free(rec);
}
END_TEST

/* ---- a builder's double turn ---- */

START_TEST(undo_redo_builder_double_turn)
{
    carc_record *rec;
    scripts *sc = start_scripts(BUILDER_JSON, BUILDER_MOVERS, NULL, &rec);
    char err[512];
    carc_midend *m = carc_midend_open(rec, "builder.json", NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    seat_scripts(m, sc, 2);
    ck_assert_msg(carc_midend_run(m, err, sizeof err) == 0, "%s", err);
    const carc_game *g = carc_midend_game(m);
    ck_assert(g->over);
    ck_assert_int_eq(g->score[0], 8);
    ck_assert_int_eq(g->score[1], 0);
    for (int k = 0; k < 7; k++)
        ck_assert_int_eq(carc_midend_mover(m, k), BUILDER_MOVERS[k]);
    /* Back over Luis's last turn and Ana's double turn, one turn at a time (the players at the
       screen now: every seat a person's). */
    seat_people(m, 2);
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 6);
    ck_assert(!g->over);
    ck_assert_int_eq(g->current, 1);
    ck_assert_int_eq(g->score[0], 0);
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 5);
    ck_assert_int_eq(g->current, 0); /* her second tile, the builder's */
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 4);
    ck_assert_int_eq(g->current, 0);
    ck_assert_int_eq(g->ntiles, 5); /* the start tile and four */
    ck_assert_int_eq(carc_midend_redo(m, NULL), 0);
    ck_assert_int_eq(g->current, 0); /* the road grew with her builder on it */
    ck_assert_int_eq(carc_midend_redo(m, NULL), 0);
    ck_assert_int_eq(g->current, 1);
    ck_assert_int_eq(carc_midend_redo(m, NULL), 0);
    ck_assert(g->over);
    ck_assert_int_eq(g->score[0], 8);
    ck_assert(!carc_midend_can_redo(m));
    /* With Luis a computer, undo gives Ana her last turn back (the sixth) with his after it,
       and redo plays his again with hers. */
    carc_ai_config cfg = carc_ai_default_config(CARC_AI_EASY, 1);
    carc_midend_set_seat(m, 1, carc_seat_computer(&cfg, true, NULL, NULL));
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 5);
    ck_assert_int_eq(g->current, 0);
    ck_assert_int_eq(carc_midend_redo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 7);
    ck_assert(g->over);
    carc_midend_free(m);
    free(sc);
    free(rec);
}
END_TEST

/* ---- a dragon's flight whose steps belong to three seats ---- */

START_TEST(undo_redo_flight_of_three_seats)
{
    carc_record *rec;
    scripts *sc = start_scripts(DRAGON_JSON, DRAGON_MOVERS, DRAGON_STEPPERS, &rec);
    char err[512];
    carc_midend *m = carc_midend_open(rec, "dragon.json", NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    seat_scripts(m, sc, 3);
    const carc_game *g = carc_midend_game(m);
    /* To the third step of the last turn's flight: turn 8's tile and figure step (one action
       a step), then steps by seats 1, 2 and 0. */
    while (!(carc_game_phase(g) == CARC_PHASE_DRAGON && carc_dragon_steps(g) == 3))
        ck_assert_msg(carc_midend_step(m, NULL, err, sizeof err) == 1, "%s", err);
    ck_assert_int_eq(carc_game_actor(g), 1);
    ck_assert(carc_midend_in_turn(m));
    ck_assert_int_eq(carc_midend_record(m)->nturns, 7);
    ck_assert_int_eq(g->tiles[carc_game_dragon_tile(g)].x, 2); /* (0,0), (1,0), (2,0) */
    ck_assert_int_eq(followers_left(g, 2), 6);                 /* (2,0)'s eaten, (5,0)'s not yet */
    /* Undo takes the partial turn back whole: the dragon on its volcano again. */
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert(!carc_midend_in_turn(m));
    ck_assert_int_eq(m->h->cursor, 7);
    ck_assert_int_eq(g->current, 1);
    ck_assert_int_eq(g->tiles[carc_game_dragon_tile(g)].x, 0);
    ck_assert_int_eq(g->tiles[carc_game_dragon_tile(g)].y, 1);
    ck_assert_int_eq(followers_left(g, 2), 5);
    /* The seats play turn 8 again from its start. */
    rec->nturns = 8;
    build_scripts(rec, 7, DRAGON_MOVERS, DRAGON_STEPPERS, sc);
    seat_scripts(m, sc, 3);
    ck_assert_msg(carc_midend_run(m, err, sizeof err) == 0, "%s", err);
    ck_assert(g->over);
    for (int p = 0; p < 3; p++)
        ck_assert_int_eq(carc_seat_script_left(m->seat[p]), 0);
    ck_assert_int_eq(g->tiles[carc_game_dragon_tile(g)].x, 5);
    ck_assert_int_eq(g->tiles[carc_game_dragon_tile(g)].y, 0);
    ck_assert_int_eq(followers_left(g, 0), 6);
    ck_assert_int_eq(followers_left(g, 2), 7);
    ck_assert_int_eq(g->score[0], 8);
    /* Undo and redo walk over the flight as one turn (the players at the screen now). */
    seat_people(m, 3);
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 7);
    ck_assert_int_eq(g->tiles[carc_game_dragon_tile(g)].x, 0);
    ck_assert_int_eq(followers_left(g, 2), 5);
    ck_assert_int_eq(g->score[0], 0);
    ck_assert_int_eq(carc_midend_redo(m, NULL), 0);
    ck_assert(g->over);
    ck_assert_int_eq(g->tiles[carc_game_dragon_tile(g)].x, 5);
    ck_assert_int_eq(followers_left(g, 2), 7);
    ck_assert_int_eq(g->score[0], 8);
    carc_action flight[8];
    ck_assert_int_eq(carc_record_turn_phase(&carc_midend_record(m)->turns[7], flight, 8), 6);
    carc_midend_free(m);
    free(sc);
    free(rec);
}
END_TEST

/* ---- the tile taken back before it is confirmed ---- */

START_TEST(take_back_tile)
{
    carc_record *rec = parse(BUILDER_JSON);
    rec->nturns = 2;
    char err[512];
    carc_midend *m = carc_midend_open(rec, "take-back.json", NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    const carc_game *g = carc_midend_game(m);
    ck_assert_int_eq(carc_midend_take_back(m), -1); /* nothing under way */
    /* Ana puts her third tile at (2,0), then picks it up again. */
    const carc_action place = {.type = CARC_ACT_PLACE, .at = {2, 0, 1}};
    ck_assert_int_eq(carc_midend_act(m, &place, 1, NULL, NULL, err, sizeof err), 0);
    ck_assert(carc_midend_in_turn(m));
    ck_assert_int_eq(g->ntiles, 4);
    ck_assert_int_eq(carc_midend_take_back(m), 0);
    ck_assert(!carc_midend_in_turn(m));
    ck_assert_int_eq(g->ntiles, 3);
    ck_assert_int_eq(g->current, 0);
    ck_assert_int_eq(carc_midend_record(m)->nturns, 2);
    ck_assert_int_eq(carc_game_tile_at(g, 2, 0), -1);
    /* Put down elsewhere, at (-2,0), and confirmed with nothing on it. */
    const carc_action acts[2] = {{.type = CARC_ACT_PLACE, .at = {-2, 0, 1}},
                                 {.type = CARC_ACT_PASS}};
    ck_assert_int_eq(carc_midend_act(m, acts, 2, NULL, NULL, err, sizeof err), 0);
    ck_assert_int_eq(carc_midend_record(m)->nturns, 3);
    ck_assert_int_eq(carc_midend_record(m)->turns[2].x, -2);
    ck_assert_int_eq(g->current, 1);
    /* A placement refused leaves nothing down; its reason is data. */
    const carc_action bad[2] = {{.type = CARC_ACT_PLACE, .at = {5, 5, 0}}, {.type = CARC_ACT_PASS}};
    carc_reason why;
    ck_assert_int_eq(carc_midend_act(m, bad, 2, NULL, &why, err, sizeof err), -1);
    ck_assert(!carc_midend_in_turn(m));
    ck_assert_int_eq(g->ntiles, 4);
    carc_midend_free(m);
    free(rec);
}
END_TEST

/* ---- a script finds its place after undo and redo ---- */

/* Ana's actions (a person at the screen: carc_midend_act) from a, a placement and its figure
   step a turn, until the game is over; Luis's seat, a script, answers his turns. */
static void play_ana(carc_midend *m, const carc_action *a, int *next)
{
    char err[512];
    const carc_game *g = carc_midend_game(m);
    while (!g->over) {
        if (carc_midend_answers(m, carc_game_actor(g))) {
            ck_assert_msg(carc_midend_step(m, NULL, err, sizeof err) == 1, "%s", err);
            continue;
        }
        ck_assert_int_eq(carc_midend_act(m, a + *next, 2, NULL, NULL, err, sizeof err), 0);
        *next += 2;
    }
}

START_TEST(script_follows_undo_and_redo)
{
    carc_record *rec;
    scripts *sc = start_scripts(BUILDER_JSON, BUILDER_MOVERS, NULL, &rec);
    char err[512];
    carc_midend *m = carc_midend_open(rec, "script-undo.json", NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    carc_midend_set_seat(m, 1, carc_seat_script(sc->acts[1], sc->n[1]));
    ck_assert(!carc_midend_answers(m, 0));
    ck_assert(carc_midend_answers(m, 1));
    const carc_game *g = carc_midend_game(m);
    /* Ana plays turns 1, 3, 5 and 6 (actions 0..7), Luis's script turns 2, 4 and 7. */
    int next = 0;
    play_ana(m, sc->acts[0], &next);
    ck_assert_int_eq(next, 8);
    ck_assert_int_eq(g->score[0], 8);
    ck_assert_int_eq(carc_seat_script_left(m->seat[1]), 0);
    /* Undo gives Ana her sixth turn back with Luis's seventh; she plays it again and the
       script, at turn 7 again, answers it again. */
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 5);
    ck_assert_int_eq(carc_seat_script_left(m->seat[1]), 0); /* it has not been asked yet */
    next = 6;
    play_ana(m, sc->acts[0], &next);
    ck_assert_int_eq(m->h->cursor, 7);
    ck_assert_int_eq(g->score[0], 8);
    ck_assert_int_eq(carc_seat_script_left(m->seat[1]), 0);
    /* Back to before Ana's fifth turn, then redo that one turn (Ana's: redo stops before her
       sixth); she plays the sixth and the script answers turn 7 from its place. */
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(carc_midend_undo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 4);
    ck_assert_int_eq(carc_midend_redo(m, NULL), 0);
    ck_assert_int_eq(m->h->cursor, 5);
    ck_assert_int_eq(g->current, 0);
    next = 6;
    play_ana(m, sc->acts[0], &next);
    ck_assert_int_eq(m->h->cursor, 7);
    for (int k = 0; k < 7; k++)
        ck_assert_int_eq(carc_midend_mover(m, k), BUILDER_MOVERS[k]);
    ck_assert_int_eq(g->score[0], 8);
    ck_assert_int_eq(g->score[1], 0);
    carc_midend_free(m);
    free(sc);
    free(rec);
}
END_TEST

/* ---- resume after a kill between two actions of one turn ---- */

START_TEST(resume_after_kill_mid_turn)
{
    carc_record *rec;
    scripts *sc = start_scripts(BUILDER_JSON, BUILDER_MOVERS, NULL, &rec);
    char dir[512], err[512], path[CARC_SAVES_PATH_LEN];
    test_tmpdir(dir, sizeof dir);
    carc_saves_autosave_path(dir, path, sizeof path);
    fflush(NULL);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        /* Four turns, then Ana's fifth tile put down (her figure step still to come): killed. */
        carc_midend *m = carc_midend_open(rec, "kill.json", NULL, err, sizeof err);
        if (!m)
            _exit(2);
        carc_midend_autosave_in(m, dir, false);
        seat_scripts(m, sc, 2);
        while (m->h->cursor < 4)
            if (carc_midend_step(m, NULL, err, sizeof err) != 1)
                _exit(3);
        carc_action acts[2];
        if (carc_midend_poll(m, acts) != 2 ||
            carc_midend_act(m, acts, 1, NULL, NULL, err, sizeof err) != 0 ||
            !carc_midend_in_turn(m))
            _exit(5);
        raise(SIGKILL);
        _exit(4);
    }
    int status;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert_msg(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, "child status %d", status);
    carc_midend *m = carc_midend_load(path, NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    const carc_game *g = carc_midend_game(m);
    ck_assert_int_eq(carc_midend_record(m)->nturns, 4);
    ck_assert_int_eq(m->h->cursor, 4);
    ck_assert(!carc_midend_in_turn(m));
    ck_assert_int_eq(g->current, 0); /* Ana's fifth turn from its start */
    ck_assert_int_eq(g->ntiles, 5);
    ck_assert_int_eq(followers_left(g, 0), 6); /* her follower on the road of turn 1 */
    /* The game goes on from there to the same end. */
    carc_midend_autosave_in(m, dir, true);
    rec->nturns = 7;
    build_scripts(rec, 4, BUILDER_MOVERS, NULL, sc);
    seat_scripts(m, sc, 2);
    ck_assert_msg(carc_midend_run(m, err, sizeof err) == 0, "%s", err);
    ck_assert(g->over);
    ck_assert_int_eq(g->score[0], 8);
    for (int k = 0; k < 7; k++)
        ck_assert_int_eq(carc_midend_mover(m, k), BUILDER_MOVERS[k]);
    carc_midend_free(m);
    test_rmtree(dir);
    free(sc);
    free(rec);
}
END_TEST

Suite *suite_midend(void)
{
    Suite *s = suite_create("midend");
    TCase *tc = tcase_create("midend");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, scripts_and_computer_to_the_end);
    tcase_add_test(tc, undo_redo_builder_double_turn);
    tcase_add_test(tc, undo_redo_flight_of_three_seats);
    tcase_add_test(tc, take_back_tile);
    tcase_add_test(tc, script_follows_undo_and_redo);
    tcase_add_test(tc, resume_after_kill_mid_turn);
    suite_add_tcase(s, tc);
    return s;
}
