/*
 * test_module.c: a rule module of the test's own, registered at the start (carc_module_register)
 * with no change to any file of the game, played through the core, the records and the
 * computer players (issue 31).
 *
 * The module, "bonus": a tile's tag {"bonus": "C1"} marks one of its features; at the end of the
 * game, whoever holds an unfinished feature (the most followers on it, ties all) scores 1 point
 * for each marked feature in it, in a score category of the module's ("bonus", after "other"),
 * each award a CARC_EV_BONUS event. Its tile set, "bonus", is three tile shapes of the base game
 * with a marked city or road, built with the base game's from their JSON. Its state, in the word
 * of the game value that registration gives it (carc_module_slot), counts the marked tiles
 * placed; as it acts after a placement (in_turn), the core takes its general path. It has one
 * refusal of its own, worded in its own table: it is not played with two-point small cities.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "module.h"
#include "record.h"
#include "score.h"
#include "tileset_io.h"

static int bonus_id = -1;

static const char bonus_set[] =
    "{\"format\": \"carcassonne-tileset\", \"version\": 2, \"name\": \"bonus\", \"title\": "
    "\"Bonus\","
    " \"modules\": [\"bonus\"], \"tiles\": ["
    "{\"id\": \"BO1\", \"count\": 4, \"sides\": [\"city\", \"field\", \"road\", \"field\"],"
    " \"tags\": {\"bonus\": \"C1\"}, \"features\": ["
    "{\"id\": \"C1\", \"kind\": \"city\", \"at\": [\"NNW\", \"N\", \"NNE\"], \"pennants\": 0},"
    "{\"id\": \"R1\", \"kind\": \"road\", \"at\": [\"S\"]},"
    "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"SSW\", \"WSW\", \"W\", \"WNW\"], "
    "\"touches\": [\"C1\"]},"
    "{\"id\": \"F2\", \"kind\": \"field\", \"at\": [\"ENE\", \"E\", \"ESE\", \"SSE\"], "
    "\"touches\": [\"C1\"]}]},"
    "{\"id\": \"BO2\", \"count\": 3, \"sides\": [\"road\", \"field\", \"road\", \"field\"],"
    " \"tags\": {\"bonus\": \"R1\"}, \"features\": ["
    "{\"id\": \"R1\", \"kind\": \"road\", \"at\": [\"N\", \"S\"]},"
    "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"NNW\", \"WNW\", \"W\", \"WSW\", \"SSW\"]},"
    "{\"id\": \"F2\", \"kind\": \"field\", \"at\": [\"NNE\", \"ENE\", \"E\", \"ESE\", \"SSE\"]}]},"
    "{\"id\": \"BO3\", \"count\": 3, \"sides\": [\"city\", \"city\", \"field\", \"city\"],"
    " \"tags\": {\"bonus\": \"C1\"}, \"features\": ["
    "{\"id\": \"C1\", \"kind\": \"city\", \"at\": [\"NNW\", \"N\", \"NNE\", \"ENE\", \"E\", "
    "\"ESE\","
    " \"WSW\", \"W\", \"WNW\"], \"pennants\": 0},"
    "{\"id\": \"F1\", \"kind\": \"field\", \"at\": [\"SSE\", \"S\", \"SSW\"], \"touches\": "
    "[\"C1\"]}]}"
    "]}";

/* The local index of the feature tile type t marks, or -1. */
static int marked_feature(const carc_tile_type *t)
{
    for (int k = 0; k < t->def.ntags; k++)
        if (strcmp(t->def.tags[k].name, "bonus") == 0)
            for (int j = 0; j < t->def.nfeatures; j++)
                if (strcmp(t->def.features[j].label, t->def.tags[k].value) == 0)
                    return j;
    return -1;
}

static int bonus_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len)
{
    (void)tag;
    if (marked_feature(t) < 0) {
        snprintf(err, len, "bonus: the tile has no feature %s", tag->value);
        return -1;
    }
    return 0;
}

/* The marked features in the feature rooted at root. */
static int marks_in(const carc_game *g, uint16_t root)
{
    int n = 0;
    for (int ti = 0; ti < g->ntiles; ti++) {
        const int j = marked_feature(&g->cat->types[g->tiles[ti].type]);
        n += j >= 0 && carc_game_root(g, (uint16_t)(g->tiles[ti].node0 + j)) == root;
    }
    return n;
}

static void bonus_scored(carc_game *g, uint16_t root, bool final, carc_events *ev)
{
    if (!final)
        return;
    const int marks = marks_in(g, root);
    int w[CARC_MAX_PLAYERS] = {0}, most = 0;
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *f = &g->figures[i];
        if (carc_game_root(g, f->node) == root) {
            w[f->player] += carc_figure_defs[f->kind].weight;
            most = w[f->player] > most ? w[f->player] : most;
        }
    }
    if (marks == 0 || most == 0)
        return;
    carc_event *e = score_push_event(ev);
    if (e) {
        e->type = CARC_EV_BONUS;
        e->kind = (uint8_t)CARC_CAT_MODULE(bonus_id, 0);
        e->value = (int16_t)marks;
        e->final = true;
    }
    for (int p = 0; p < g->nplayers; p++)
        if (w[p] == most) {
            score_add_points(g, p, marks, CARC_CAT_MODULE(bonus_id, 0));
            if (e)
                e->points[p] = (int16_t)marks;
        }
}

/* Its state: the marked tiles placed so far. */
static void bonus_placed(carc_game *g, int ti, carc_events *ev)
{
    (void)ev;
    if (marked_feature(&g->cat->types[g->tiles[ti].type]) >= 0)
        carc_module_slot(g, bonus_id)[0]++;
}

static int bonus_marks_placed(const carc_game *g)
{
    return (int)carc_module_slot_of(g, bonus_id)[0];
}

/* Its refusals, numbered in its block (CARC_WHY_MODULE(bonus_id, k)), and their words. */
enum { BONUS_SMALL_CITY };
static const carc_words bonus_words[] = {
    {BONUS_SMALL_CITY, -1, 0, "the bonus tiles are not played with two-point small cities", NULL},
    {0, -1, 0, NULL, NULL},
};

static int bonus_rules(const carc_rules *rules, carc_reason *why)
{
    if (!rules->small_city_two_points)
        return 0;
    *why = (carc_reason){.code = CARC_WHY_MODULE(bonus_id, BONUS_SMALL_CITY)};
    return -1;
}

static const carc_module bonus_module = {
    .name = "bonus",
    .tags = {"bonus", NULL},
    .in_turn = true,
    .ncategories = 1,
    .categories = {{"bonus", CARC_CAT_OTHER, -1}},
    .slot_words = 1,
    .words = bonus_words,
    .check_rules = bonus_rules,
    .read_tag = bonus_tag,
    .after_placement = bonus_placed,
    .feature_scored = bonus_scored,
};

/* The marked tiles on g's board, counted from the tiles. */
static int marks_on_board(const carc_game *g)
{
    int n = 0;
    for (int ti = 0; ti < g->ntiles; ti++)
        n += marked_feature(&g->cat->types[g->tiles[ti].type]) >= 0;
    return n;
}

static carc_tileset sets[2];
static carc_catalog cat;

static void build_catalog(void)
{
    char err[512];
    ck_assert_msg(carc_tileset_load(TEST_ASSETS "/tilesets/base.json", &sets[0], err, sizeof err) ==
                      0,
                  "%s", err);
    ck_assert_msg(carc_tileset_parse(bonus_set, strlen(bonus_set), "bonus.json", &sets[1], err,
                                     sizeof err) == 0,
                  "%s", err);
    const carc_tileset *list[2] = {&sets[0], &sets[1]};
    ck_assert_msg(carc_catalog_build(&cat, list, 2, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(cat.modules, 1u << bonus_id);
}

START_TEST(registered)
{
    ck_assert_int_eq(bonus_id, CARC_MODULES); /* the next id after the expansions' */
    ck_assert_int_eq(carc_module_find("bonus"), bonus_id);
    ck_assert_int_eq(carc_module_register(&bonus_module), -1); /* the name is taken */
    /* Its state lies after the expansions' words; a module asking for more words than are
       left is refused. */
    ck_assert_int_eq(carc_modules[bonus_id].slot, CARC_SLOT_WORDS_BUILTIN);
    carc_module greedy = {.name = "greedy", .slot_words = CARC_SLOT_WORDS_REGISTERED};
    ck_assert_int_eq(carc_module_register(&greedy), -1);
    ck_assert_int_eq(carc_module_find("greedy"), -1);
    build_catalog();
    ck_assert_int_eq(cat.deck_size, 71 + 10);
}
END_TEST

/* Its refusal is numbered in its block and worded through its table, as an expansion's. */
START_TEST(own_refusal)
{
    build_catalog();
    carc_reason why;
    const carc_rules two_point = {CARC_FARMS_3RD, true}, plain = {CARC_FARMS_3RD, false};
    ck_assert_int_eq(carc_game_check_rules_why(&cat, &plain, &why), CARC_OK);
    ck_assert_int_eq(carc_game_check_rules_why(&cat, &two_point, &why), CARC_ILLEGAL);
    ck_assert_int_eq(why.code, CARC_WHY_MODULE(bonus_id, 0));
    ck_assert_ptr_eq(carc_reason_words(&why), &bonus_words[0]);
    char text[200];
    ck_assert_int_eq(carc_game_check_rules(&cat, &two_point, text, sizeof text), CARC_ILLEGAL);
    ck_assert_str_eq(text, "the bonus tiles are not played with two-point small cities");
    /* A number its table does not word is an unknown reason. */
    why.code = CARC_WHY_MODULE(bonus_id, 1);
    ck_assert_ptr_null(carc_reason_words(&why));
    ck_assert_str_eq(carc_reason_english(&why, text, sizeof text), "refused (unknown reason)");
}
END_TEST

/* By hand: the deck is one BO1; player 1 places it where its city stays open, a follower on
   the marked city: at the end the city scores 1 (one tile, unfinished) and the mark 1. */
START_TEST(one_mark_by_hand)
{
    build_catalog();
    static carc_game g, after;
    char err[256];
    const uint8_t deck[1] = {(uint8_t)carc_catalog_find(&cat, "BO1")};
    const carc_rules rules = {CARC_FARMS_3RD, false};
    ck_assert_int_eq(carc_game_init_deck(&g, &cat, &rules, 2, deck, 1, err, sizeof err), 0);
    carc_placement at[64];
    const int n = carc_game_legal_placements(&g, at, 64);
    bool played = false;
    for (int i = 0; i < n && !played; i++) {
        carc_game_copy(&after, &g);
        carc_events ev = {0};
        const carc_move m = carc_move_figure(at[i], CARC_FIG_FOLLOWER, 0); /* C1 */
        if (carc_game_check_move(&after, &m, NULL, 0) != CARC_OK)
            continue;
        /* The city must stay open: with the base start tile's city it would be complete. */
        carc_game t;
        carc_game_copy(&t, &after);
        const carc_action place = {.type = CARC_ACT_PLACE, .at = at[i]};
        carc_game_apply(&t, &place, NULL);
        const int ti = carc_game_placed_tile(&t);
        if (carc_game_feature_complete(&t, t.tiles[ti].node0))
            continue;
        carc_game_play(&after, &m, &ev);
        ck_assert(after.over);
        ck_assert_int_eq(bonus_marks_placed(&after), 1);
        ck_assert_int_eq(bonus_marks_placed(&g), 0); /* the game before, copied: untouched */
        int bonus_events = 0;
        for (int k = 0; k < ev.count; k++)
            if (ev.ev[k].type == CARC_EV_BONUS) {
                bonus_events++;
                ck_assert_int_eq(ev.ev[k].kind, CARC_CAT_MODULE(bonus_id, 0));
                ck_assert_int_eq(ev.ev[k].points[0], 1);
                ck_assert_int_eq(ev.ev[k].points[1], 0);
            }
        ck_assert_int_eq(bonus_events, 1);
        ck_assert_int_eq(after.breakdown[0][CARC_CAT_MODULE(bonus_id, 0)], 1);
        ck_assert_int_eq(after.breakdown[0][CARC_CAT_CITY], 1);
        ck_assert_int_eq(after.score[0], 2);
        ck_assert_int_eq(after.score[1], 0);
        played = true;
    }
    ck_assert(played);
}
END_TEST

/* The sum of the bonus events of a game is the breakdown's bonus, and the breakdown its
   scores. */
static void check_totals(const carc_game *g, const int bonus[CARC_MAX_PLAYERS])
{
    for (int p = 0; p < g->nplayers; p++) {
        ck_assert_int_eq(g->breakdown[p][CARC_CAT_MODULE(bonus_id, 0)], bonus[p]);
        int sum = 0;
        for (int c = 0; c < CARC_CATEGORIES; c++)
            sum += g->breakdown[p][c];
        ck_assert_int_eq(sum, g->score[p]);
    }
}

/* Plays a game from its record's start, each seat random (the core's random turn) or easy
   (carc_ai_act), recording it; then writes the record, reads it back and replays it to the
   same scores and breakdown. Returns the points the marks gave. */
static int play_and_replay(int seed, int nplayers, bool easy)
{
    static carc_record rec, back;
    static carc_game g, r;
    static carc_events ev;
    char err[512];
    memset(&rec, 0, sizeof rec);
    rec.ntilesets = 2;
    snprintf(rec.tilesets[0], sizeof rec.tilesets[0], "base");
    snprintf(rec.tilesets[1], sizeof rec.tilesets[1], "bonus");
    rec.rules = (carc_rules){CARC_FARMS_3RD, false};
    rec.nplayers = nplayers;
    for (int p = 0; p < nplayers; p++) {
        snprintf(rec.players[p].name, sizeof rec.players[p].name, "P%d", p + 1);
        rec.players[p].color = (carc_color)p;
    }
    rec.has_seed = true;
    rec.seed = (uint64_t)seed;
    ck_assert_msg(carc_record_start_game(&rec, "mem", &cat, &g, err, sizeof err) == 0, "%s", err);
    carc_rng rng;
    carc_rng_seed(&rng, (uint64_t)seed * 7 + 1);
    int bonus[CARC_MAX_PLAYERS] = {0}, total = 0;
    while (!g.over) {
        ev.count = 0;
        if (easy && g.current % 2 == 1) {
            const carc_ai_config cfg = carc_ai_default_config(CARC_AI_EASY, (uint64_t)seed);
            while (!g.over && ev.count == 0) {
                carc_action acts[2];
                const int n = carc_ai_act(&g, &cfg, acts, NULL, NULL);
                ck_assert_int_ge(n, 1);
                for (int i = 0; i < n; i++) {
                    ck_assert_int_eq(carc_game_check_action(&g, &acts[i], err, sizeof err),
                                     CARC_OK);
                    carc_game_apply(&g, &acts[i], &ev);
                }
            }
        } else {
            ck_assert(carc_game_random_turn(&g, &rng, 50, &ev));
        }
        for (int k = 0; k < ev.count; k++)
            if (ev.ev[k].type == CARC_EV_BONUS)
                for (int p = 0; p < nplayers; p++) {
                    bonus[p] += ev.ev[k].points[p];
                    total += ev.ev[k].points[p];
                }
        ck_assert_int_eq(carc_record_add_turn(&rec, &g, &ev), 0);
        /* Its state follows the board, and no expansion's word moved. */
        ck_assert_int_eq(bonus_marks_placed(&g), marks_on_board(&g));
        for (int w = 0; w < CARC_SLOT_WORDS_BUILTIN; w++)
            ck_assert_uint_eq(g.slot[w], 0);
    }
    check_totals(&g, bonus);
    char *text = carc_record_write(&rec);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(strstr(text, "\"bonus\"") != NULL, "the record names the set");
    ck_assert_msg(carc_record_parse(text, strlen(text), "mem", &back, err, sizeof err) == 0, "%s",
                  err);
    char *again = carc_record_write(&back);
    ck_assert_str_eq(text, again);
    free(again);
    free(text);
    ck_assert_msg(carc_record_start_game(&back, "mem", &cat, &r, err, sizeof err) == 0, "%s", err);
    for (int k = 0; k < back.nturns; k++)
        ck_assert_msg(carc_record_apply_turn(&back, k, "mem", &r, NULL, err, sizeof err) == 0, "%s",
                      err);
    ck_assert(r.over);
    ck_assert_int_eq(bonus_marks_placed(&r), marks_on_board(&g));
    ck_assert_int_eq(memcmp(r.score, g.score, sizeof g.score), 0);
    ck_assert_int_eq(memcmp(r.breakdown, g.breakdown, sizeof g.breakdown), 0);
    return total;
}

START_TEST(random_games)
{
    build_catalog();
    int total = 0;
    for (int seed = 1; seed <= 30; seed++)
        total += play_and_replay(seed, 2 + seed % 3, false);
    ck_assert_int_gt(total, 0); /* the marks scored in some game */
}
END_TEST

START_TEST(easy_games)
{
    build_catalog();
    int total = 0;
    for (int seed = 1; seed <= 6; seed++)
        total += play_and_replay(seed, 2, true);
    ck_assert_int_gt(total, 0);
}
END_TEST

int main(void)
{
    bonus_id = carc_module_register(&bonus_module);
    Suite *s = suite_create("module");
    TCase *tc = tcase_create("bonus");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, registered);
    tcase_add_test(tc, own_refusal);
    tcase_add_test(tc, one_mark_by_hand);
    tcase_add_test(tc, random_games);
    tcase_add_test(tc, easy_games);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    const int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
