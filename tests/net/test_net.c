/*
 * test_net.c: the messages (proto.h) and the tables on the host (table.h), without a network.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "mod_dragon.h"
#include "proto.h"
#include "record.h"
#include "table.h"

static char tmpdir[256];

static void make_tmp(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/carc-net-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void remove_tmp(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    ck_assert_int_eq(system(cmd), 0);
}

/* Encodes m and decodes it back into out; the decoder's code (0: accepted). */
static int round_trip(const carc_net_msg *m, carc_net_msg *out, uint8_t **buf, size_t *len)
{
    *buf = carc_net_encode(m, len);
    ck_assert_ptr_nonnull(*buf);
    uint8_t why = 0;
    char err[300];
    return carc_net_decode(*buf, *len, out, &why, err, sizeof err);
}

START_TEST(test_round_trip)
{
    carc_net_msg m, out;
    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_ACT;
    strcpy(m.code, "AB23CD");
    m.seat = 3;
    m.seq = 0x01020304;
    m.nacts = 2;
    m.acts[0] = (carc_action){.type = CARC_ACT_PLACE, .at = {-5, 7, 3}};
    m.acts[1] = (carc_action){.type = CARC_ACT_FIGURE, .figure = 1, .feature = 4};
    uint8_t *buf;
    size_t len;
    ck_assert_int_eq(round_trip(&m, &out, &buf, &len), 0);
    /* 8 header + 2+6 code + 1 seat + 4 seq + 1 count + 2 * 9 actions */
    ck_assert_uint_eq(len, 8 + 8 + 1 + 4 + 1 + 18);
    ck_assert_str_eq(out.code, "AB23CD");
    ck_assert_int_eq(out.seat, 3);
    ck_assert_uint_eq(out.seq, 0x01020304);
    ck_assert_int_eq(out.acts[0].at.x, -5);
    ck_assert_int_eq(out.acts[0].at.y, 7);
    ck_assert_int_eq(out.acts[0].at.rot, 3);
    ck_assert_int_eq(out.acts[1].feature, 4);
    free(buf);

    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_UPDATE;
    m.seq = 9;
    m.seat = -1;
    m.actor = 1;
    m.away = 2;
    m.handed = 4;
    m.npartial = 1;
    m.partial[0].type = CARC_ACT_PLACE;
    m.view = "{\"x\": 1}";
    m.view_len = 8;
    ck_assert_int_eq(round_trip(&m, &out, &buf, &len), 0);
    ck_assert_int_eq(out.seat, -1);
    ck_assert_int_eq(out.actor, 1);
    ck_assert_int_eq(out.away, 2);
    ck_assert_int_eq(out.handed, 4);
    ck_assert_int_eq(out.npartial, 1);
    ck_assert_uint_eq(out.view_len, 8);
    ck_assert_int_eq(memcmp(out.view, "{\"x\": 1}", 8), 0);
    free(buf);

    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_CREATE;
    strcpy(m.seats, "remote,hard");
    strcpy(m.tilesets, "base,river");
    m.has_seed = true;
    m.seed = 9007199254740991ull;
    m.hold = 1;
    m.nnames = 2;
    strcpy(m.names[0], "Zoë");
    strcpy(m.names[1], "");
    ck_assert_int_eq(round_trip(&m, &out, &buf, &len), 0);
    /* 8 header + 2+11 seats + 2+10 sets + 9 seed + 1 hold + 1 count + 2+4 "Zoë" + 2+0 "" */
    ck_assert_uint_eq(len, 8 + 13 + 12 + 9 + 1 + 1 + 6 + 2);
    ck_assert_str_eq(out.seats, "remote,hard");
    ck_assert(out.seed == 9007199254740991ull && out.has_seed);
    ck_assert_int_eq(out.hold, 1);
    ck_assert_int_eq(out.nnames, 2);
    ck_assert_str_eq(out.names[0], "Zoë");
    ck_assert_str_eq(out.names[1], "");
    /* A CREATE that takes no seat, more names than seats, a name that is not UTF-8 or has a
       control character: refused (the body's bytes from the offsets above). */
    buf[8 + 13 + 12 + 9] = 0;
    ck_assert_int_eq(carc_net_decode(buf, len, &out, &(uint8_t){0}, (char[300]){0}, 300), -1);
    buf[8 + 13 + 12 + 9] = 1;
    buf[8 + 13 + 12 + 9 + 1] = 7;
    ck_assert_int_eq(carc_net_decode(buf, len, &out, &(uint8_t){0}, (char[300]){0}, 300), -1);
    buf[8 + 13 + 12 + 9 + 1] = 2;
    buf[8 + 13 + 12 + 9 + 2 + 2 + 3] = 0x20; /* the second byte of ë: no longer a follower */
    ck_assert_int_eq(carc_net_decode(buf, len, &out, &(uint8_t){0}, (char[300]){0}, 300), -1);
    buf[8 + 13 + 12 + 9 + 2 + 2 + 3] = 0xab;
    buf[8 + 13 + 12 + 9 + 2 + 2] = '\n';
    ck_assert_int_eq(carc_net_decode(buf, len, &out, &(uint8_t){0}, (char[300]){0}, 300), -1);
    buf[8 + 13 + 12 + 9 + 2 + 2] = 'Z';
    ck_assert_int_eq(carc_net_decode(buf, len, &out, &(uint8_t){0}, (char[300]){0}, 300), 0);
    free(buf);
}
END_TEST

/* The decoder's refusal of bytes: its code, and a reason naming what is wrong. */
static void refused(const uint8_t *b, size_t n, int code, const char *words)
{
    carc_net_msg out;
    uint8_t why = 0;
    char err[300];
    ck_assert_int_eq(carc_net_decode(b, n, &out, &why, err, sizeof err), -1);
    ck_assert_int_eq(why, code);
    ck_assert_msg(strstr(err, words) != NULL, "\"%s\" does not say \"%s\"", err, words);
}

START_TEST(test_refusals)
{
    const uint8_t junk[] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    refused(junk, 3, CARC_REFUSE_MALFORMED, "shorter than a header");
    refused(junk, sizeof junk, CARC_REFUSE_MALFORMED, "no 'CN' mark");
    /* Version 1 (before CREATE named the seats it takes and the players) and one to come. */
    const uint8_t v1[] = {'C', 'N', 1, CARC_MSG_JOIN, 0, 0, 0, 0};
    refused(v1, sizeof v1, CARC_REFUSE_VERSION,
            "protocol version 1, this program speaks version 2");
    const uint8_t v3[] = {'C', 'N', 3, CARC_MSG_JOIN, 0, 0, 0, 0};
    refused(v3, sizeof v3, CARC_REFUSE_VERSION, "protocol version 3");
    /* 64 MB claimed by the header: refused before anything else is looked at. */
    const uint8_t big[] = {'C', 'N', CARC_NET_VERSION, CARC_MSG_ACT, 4, 0, 0, 0, 0};
    refused(big, sizeof big, CARC_REFUSE_TOO_LARGE, "67108872 bytes");
    const uint8_t len_lies[] = {'C', 'N', CARC_NET_VERSION, CARC_MSG_JOIN, 0, 0, 0, 9, 0, 1, 'A'};
    refused(len_lies, sizeof len_lies, CARC_REFUSE_MALFORMED, "says 9 bytes of body, 3 came");
    const uint8_t bad_code[] = {'C', 'N', CARC_NET_VERSION, CARC_MSG_JOIN, 0, 0, 0, 3, 0, 1, 'a'};
    refused(bad_code, sizeof bad_code, CARC_REFUSE_MALFORMED, "bad code");
    const uint8_t long_str[] = {'C', 'N', CARC_NET_VERSION, CARC_MSG_JOIN, 0, 0, 0, 3, 0, 200, 'A'};
    refused(long_str, sizeof long_str, CARC_REFUSE_MALFORMED, "bad code");
    const uint8_t extra[] = {'C', 'N', CARC_NET_VERSION, CARC_MSG_JOIN, 0, 0, 0, 4, 0, 1, 'A', 0};
    refused(extra, sizeof extra, CARC_REFUSE_MALFORMED, "bytes left over");
    const uint8_t unknown[] = {'C', 'N', CARC_NET_VERSION, 99, 0, 0, 0, 0};
    refused(unknown, sizeof unknown, CARC_REFUSE_MALFORMED, "unknown type 99");
    /* An action with a rotation of 4 quarter turns and one far off the board. */
    uint8_t act[] = {'C',
                     'N',
                     CARC_NET_VERSION,
                     CARC_MSG_ACT,
                     0,
                     0,
                     0,
                     18,
                     0,
                     1,
                     'A',
                     0,
                     0,
                     0,
                     0,
                     0,
                     1,
                     CARC_ACT_PLACE,
                     0,
                     0,
                     0,
                     0,
                     1,
                     0,
                     1,
                     4};
    refused(act, sizeof act, CARC_REFUSE_MALFORMED, "bad action");
    act[sizeof act - 1] = 0;
    act[sizeof act - 5] = 0x7f; /* x = 32513: 0x7f01 */
    refused(act, sizeof act, CARC_REFUSE_MALFORMED, "bad action");
    act[sizeof act - 5] = 0;
    carc_net_msg out;
    uint8_t why;
    char err[300];
    ck_assert_int_eq(carc_net_decode(act, sizeof act, &out, &why, err, sizeof err), 0);
}
END_TEST

/* The tile types of the view's deck. */
static void view_deck(const carc_table *t, carc_record *v)
{
    char *text = carc_table_view(t);
    char err[1200];
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(carc_record_parse(text, strlen(text), "view", v, err, sizeof err) == 0, "%s",
                  err);
    ck_assert_msg(strstr(text, "\"seed\"") == NULL, "the view names the seed");
    free(text);
}

START_TEST(test_table_view_and_refusals)
{
    make_tmp();
    char err[1200], token[CARC_NET_TOKEN_LEN], token2[CARC_NET_TOKEN_LEN];
    carc_table *t =
        carc_table_create(tmpdir, "remote,remote", "base", true, 5, NULL, 0, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    ck_assert_uint_eq(strlen(t->code), 6);
    ck_assert_int_eq(carc_table_take_seat(t, -1, token, err, sizeof err), 0);
    ck_assert_int_eq(carc_table_take_seat(t, -1, token2, err, sizeof err), 1);
    ck_assert_int_eq(carc_table_take_seat(t, -1, token2, err, sizeof err), -1);
    ck_assert_str_ne(token, token2);
    ck_assert(carc_table_token_ok(t, 0, token));
    ck_assert(!carc_table_token_ok(t, 1, token));

    carc_record *v = malloc(sizeof *v);
    view_deck(t, v);
    const carc_game *g = carc_midend_game(t->m);
    /* The tile in hand is the first of the view's deck; the rest is the same multiset as the
       host's, sorted, so it is not the host's order. */
    ck_assert_int_eq(v->ndeck, g->deck_len);
    ck_assert_str_eq(v->deck[0], g->cat->types[g->deck[0]].def.id);
    bool same_order = true;
    for (int i = 1; i < v->ndeck; i++)
        same_order = same_order && strcmp(v->deck[i], g->cat->types[g->deck[i]].def.id) == 0;
    ck_assert_msg(!same_order, "the view gives the stack's order away");
    for (int i = 2; i < v->ndeck; i++)
        ck_assert_int_le(carc_catalog_find(g->cat, v->deck[i - 1]),
                         carc_catalog_find(g->cat, v->deck[i]));

    /* Seat 2 acting in seat 1's turn, a stale seq, an illegal placement, a computer's seat. */
    carc_action legal[64];
    ck_assert_int_gt(carc_game_legal_actions(g, legal, 64), 0);
    ck_assert_int_eq(carc_table_act(t, 1, 0, legal, 1, err, sizeof err), CARC_REFUSE_NOT_YOUR_TURN);
    ck_assert_int_eq(carc_table_act(t, 0, 3, legal, 1, err, sizeof err), CARC_REFUSE_STALE);
    carc_action far = {.type = CARC_ACT_PLACE, .at = {40, 40, 0}};
    ck_assert_int_eq(carc_table_act(t, 0, 0, &far, 1, err, sizeof err), CARC_REFUSE_ILLEGAL);
    ck_assert_int_eq(carc_table_act(t, 5, 0, legal, 1, err, sizeof err), CARC_REFUSE_NOT_YOURS);
    ck_assert_uint_eq(t->seq, 0);

    /* The placement alone: a turn under way, kept in the table file and applied again when
       the table is reopened. */
    ck_assert_msg(carc_table_act(t, 0, 0, legal, 1, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(t->seq, 1);
    ck_assert_int_eq(t->npartial, 1);
    ck_assert(carc_midend_in_turn(t->m));
    view_deck(t, v);
    ck_assert_int_eq(v->nturns, 0);
    char code[CARC_NET_CODE_LEN];
    strcpy(code, t->code);
    carc_table_free(t);

    t = carc_table_load(tmpdir, code, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    ck_assert_uint_eq(t->seq, 1);
    ck_assert(carc_midend_in_turn(t->m));
    ck_assert(carc_table_token_ok(t, 0, token));
    ck_assert(carc_table_token_ok(t, 1, token2));
    g = carc_midend_game(t->m);
    ck_assert_int_eq(carc_game_phase(g), CARC_PHASE_FIGURE);
    const carc_action pass = {.type = CARC_ACT_PASS};
    ck_assert_int_eq(carc_table_act(t, 0, 1, &pass, 1, err, sizeof err), 0);
    ck_assert_int_eq(t->npartial, 0);

    /* Seat 2, away, handed to a computer player: the host plays its turn; its player, back
       with the token, has it again, also after the table was reopened. */
    ck_assert(!carc_table_host_turn(t));
    ck_assert_int_eq(carc_table_give_back(t, 1, err, sizeof err), -1);
    ck_assert_int_eq(carc_table_hand_over(t, 1, CARC_AI_EASY, err, sizeof err), 0);
    ck_assert_int_eq(carc_table_hand_over(t, 1, CARC_AI_EASY, err, sizeof err), -1);
    ck_assert(carc_table_host_turn(t));
    int r = 0;
    for (int i = 0; i < 10000 && r == 0; i++) {
        r = carc_table_step(t, err, sizeof err);
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    }
    ck_assert_msg(r == 1, "%s", err);
    ck_assert_uint_eq(t->seq, 3);
    ck_assert_int_eq(carc_game_actor(carc_midend_game(t->m)), 0);
    carc_table_free(t);
    t = carc_table_load(tmpdir, code, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    ck_assert_int_eq(t->kind[1], CARC_TSEAT_COMPUTER);
    ck_assert(carc_table_token_ok(t, 1, token2));
    ck_assert_int_eq(carc_table_give_back(t, 1, err, sizeof err), 0);
    ck_assert_int_eq(t->kind[1], CARC_TSEAT_REMOTE);
    g = carc_midend_game(t->m);
    ck_assert_int_eq(carc_midend_record(t->m)->nturns, 2);
    view_deck(t, v);
    ck_assert_int_eq(v->nturns, 2);
    ck_assert_str_eq(v->deck[1], g->cat->types[g->deck[1]].def.id);
    ck_assert_str_eq(v->deck[2], g->cat->types[g->deck[2]].def.id); /* the tile in hand */
    free(v);
    carc_table_free(t);
    remove_tmp();
}
END_TEST

START_TEST(test_table_host_seats)
{
    make_tmp();
    char err[1200];
    ck_assert_ptr_null(
        carc_table_create(tmpdir, "remote", NULL, true, 1, NULL, 0, err, sizeof err));
    ck_assert_ptr_null(
        carc_table_create(tmpdir, "remote,wizard", NULL, true, 1, NULL, 0, err, sizeof err));
    ck_assert_msg(strstr(err, "wizard") != NULL, "%s", err);
    ck_assert_ptr_null(carc_table_create(tmpdir, "remote,remote", "base,../../x", true, 1, NULL, 0,
                                         err, sizeof err));
    ck_assert_str_eq(err, "tile set \"../../x\": not a set this host has");
    ck_assert_ptr_null(carc_table_create(tmpdir, "remote,remote", "base,nosuch", true, 1, NULL, 0,
                                         err, sizeof err));
    ck_assert_str_eq(err, "tile set \"nosuch\": not a set this host has");
    /* Two random seats run by the host play the whole game by themselves. */
    carc_table *t =
        carc_table_create(tmpdir, "remote,random,random", NULL, true, 3, NULL, 0, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    carc_table_free(t);
    t = carc_table_create(tmpdir, "random,random", NULL, true, 3, NULL, 0, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    int n = 0;
    while (!carc_table_over(t) && n < 1000)
        n += carc_table_step(t, err, sizeof err) > 0;
    ck_assert(carc_table_over(t));
    ck_assert_int_ge(n, 71);
    ck_assert_uint_eq(t->seq, (unsigned)n);
    char path[600];
    snprintf(path, sizeof path, "%s/%s.json", tmpdir, t->code);
    carc_midend *m = carc_midend_load(path, NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    ck_assert(carc_midend_game(m)->over);
    ck_assert_int_eq(carc_midend_game(m)->score[0], carc_midend_game(t->m)->score[0]);
    carc_midend_free(m);
    carc_table_free(t);
    remove_tmp();
}
END_TEST

/* A client's game: the view opened and the turn under way applied, as the bot opens it. */
static carc_midend *client_game(const carc_table *t)
{
    char *text = carc_table_view(t);
    carc_record *v = malloc(sizeof *v);
    char err[1200];
    ck_assert(text && v);
    ck_assert_msg(carc_record_parse(text, strlen(text), "view", v, err, sizeof err) == 0, "%s",
                  err);
    carc_midend *m = carc_midend_open(v, "view", NULL, err, sizeof err);
    ck_assert_msg(m != NULL, "seq %u: %s", t->seq, err);
    for (int i = 0; i < t->npartial; i++)
        ck_assert_msg(carc_midend_act(m, &t->partial[i], 1, NULL, NULL, err, sizeof err) == 0,
                      "seq %u: partial %d: %s", t->seq, i, err);
    free(text);
    free(v);
    return m;
}

/* Every set at once, three random players run by the host: after every action the client's
   game from the view is the host's (the tile in hand, whose decision, the scores), through
   set-aside dragon tiles, the reshuffle and flights whose steps are other seats'. (Before the
   view left the stack the reshuffle replaced as the record has it, a client's game went astray
   at the first draw after a reshuffle.) */
START_TEST(test_view_every_set)
{
    make_tmp();
    char err[1200];
    carc_table *t = carc_table_create(tmpdir, "random,random,random",
                                      "base,river,inns-cathedrals,abbot,festival,"
                                      "traders-builders,princess-dragon",
                                      true, (uint64_t)_i + 1, NULL, 0, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    bool reshuffled = false, flight_under_way = false;
    while (!carc_table_over(t)) {
        ck_assert_msg(carc_table_step(t, err, sizeof err) == 1, "%s", err);
        const carc_game *h = carc_midend_game(t->m);
        carc_midend *c = client_game(t);
        const carc_game *g = carc_midend_game(c);
        ck_assert_int_eq(g->over, h->over);
        if (!h->over) {
            ck_assert_int_eq(carc_game_tile_in_hand(g), carc_game_tile_in_hand(h));
            ck_assert_int_eq(carc_game_phase(g), carc_game_phase(h));
            ck_assert_int_eq(carc_game_actor(g), carc_game_actor(h));
        }
        for (int p = 0; p < 3; p++)
            ck_assert_int_eq(g->score[p], h->score[p]);
        reshuffled = reshuffled || carc_midend_record(t->m)->restack_turn > 0;
        flight_under_way = flight_under_way || carc_game_phase(h) == CARC_PHASE_DRAGON;
        carc_midend_free(c);
    }
    ck_assert(flight_under_way);
    ck_assert(reshuffled); /* seeds 1 and 2 draw dragon tiles before the first volcano */
    carc_table_free(t);
    remove_tmp();
}
END_TEST

/* The names a CREATE carries reach the record and the view (a seat without one is "Player N");
   the creator's seats are taken by number, and a seat taken or not remote is not given. */
START_TEST(test_table_names_and_seats)
{
    make_tmp();
    char err[1200], token[CARC_NET_TOKEN_LEN];
    const char names[2][CARC_NET_NAME_LEN] = {"Anna", ""};
    carc_table *t =
        carc_table_create(tmpdir, "remote,hard,remote", NULL, true, 8, names, 2, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    const carc_record *rec = carc_midend_record(t->m);
    ck_assert_str_eq(rec->players[0].name, "Anna");
    ck_assert_str_eq(rec->players[1].name, "Player 2");
    ck_assert_str_eq(rec->players[2].name, "Player 3");
    carc_record *v = malloc(sizeof *v);
    view_deck(t, v);
    ck_assert_str_eq(v->players[0].name, "Anna");
    free(v);
    ck_assert_int_eq(carc_table_take_seat(t, 2, token, err, sizeof err), 2);
    ck_assert_int_eq(carc_table_take_seat(t, 2, token, err, sizeof err), -1);
    ck_assert_int_eq(carc_table_take_seat(t, 1, token, err, sizeof err), -1);
    ck_assert_int_eq(carc_table_take_seat(t, -1, token, err, sizeof err), 0);
    char code[CARC_NET_CODE_LEN];
    memcpy(code, t->code, sizeof code);
    carc_table_free(t);
    /* Reopened from its files, the table keeps the names. */
    t = carc_table_load(tmpdir, code, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    ck_assert_str_eq(carc_midend_record(t->m)->players[0].name, "Anna");
    carc_table_free(t);
    remove_tmp();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("net");
    TCase *tc = tcase_create("net");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_round_trip);
    tcase_add_test(tc, test_refusals);
    tcase_add_test(tc, test_table_view_and_refusals);
    tcase_add_test(tc, test_table_host_seats);
    tcase_add_test(tc, test_table_names_and_seats);
    tcase_add_loop_test(tc, test_view_every_set, 0, 2);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_ENV);
    const int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
