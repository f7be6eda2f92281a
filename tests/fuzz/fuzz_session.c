/*
 * fuzz_session.c: the session layer on any bytes: a record that opens is walked with seeks,
 * undos, redos and a branch chosen from the input's hash, and the session must keep its
 * promises: the cursor moves as asked, the game at a turn is the game that replaying that many
 * turns gives, and a branch keeps exactly the turns in effect. The branch then plays a few new
 * turns (random legal moves, or discards), each of which undo takes back exactly.
 */
#include <string.h>

#include "fuzz.h"
#include "history.h"
#include "mod_dragon.h"
#include "rng.h"

/* The same game as far as a player can tell: scores, followers, tiles left, whose turn. */
static void check_same(const carc_game *a, const carc_game *b)
{
    FUZZ_CHECK(a->nplayers == b->nplayers && a->current == b->current && a->over == b->over);
    FUZZ_CHECK(carc_game_tiles_left(a) == carc_game_tiles_left(b));
    for (int p = 0; p < a->nplayers; p++)
        FUZZ_CHECK(a->score[p] == b->score[p] && a->home[p] == b->home[p]);
}

/* A random legal move of the tile in hand (a follower on a random open spot half the time), or
   a discard when it fits nowhere; the core accepted it, so the session must too. */
static void play_one(carc_history *h, carc_rng *rng)
{
    static carc_game before;
    char err[256];
    int k = h->cursor;
    carc_game_copy(&before, &h->game);
    carc_placement at;
    if (carc_game_random_placement(&h->game, rng, &at)) {
        carc_move m = carc_move_tile(at);
        carc_spot spots[CARC_MAX_FEATURES];
        int n = carc_game_legal_spots(&h->game, &at, spots);
        if (n > 0 && carc_game_has_figure(&h->game, CARC_FIG_FOLLOWER) && carc_rng_next(rng) % 2)
            m = carc_move_figure(at, CARC_FIG_FOLLOWER,
                                 spots[carc_rng_next(rng) % (uint32_t)n].feature);
        const int rc = carc_history_play(h, &m, NULL, err, sizeof err);
        if (rc != 0)
            fprintf(stderr, "%s\n", err);
        FUZZ_CHECK(rc == 0);
    } else {
        const carc_action discard = {.type = CARC_ACT_DISCARD};
        FUZZ_CHECK(carc_history_apply(h, &discard, NULL, err, sizeof err) == 0);
    }
    /* A dragon's flight: the first legal step each time, until the turn is recorded. */
    while (carc_game_phase(&h->game) == CARC_PHASE_DRAGON) {
        FUZZ_CHECK(h->cursor == k && carc_history_in_turn(h));
        carc_action step;
        FUZZ_CHECK(carc_game_legal_actions(&h->game, &step, 1) > 0);
        FUZZ_CHECK(carc_history_apply(h, &step, NULL, err, sizeof err) == 0);
    }
    FUZZ_CHECK(h->cursor == k + 1 && h->rec.nturns == k + 1);
    FUZZ_CHECK(carc_history_undo(h, NULL) == 0);
    check_same(&h->game, &before);
    FUZZ_CHECK(carc_history_redo(h, NULL) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static carc_record rec;
    static carc_game end;
    char err[1024];
    if (carc_record_parse((const char *)data, size, "fuzz.json", &rec, err, sizeof err) != 0)
        return 0;
    carc_history *h = carc_history_open(&rec, "fuzz.json", NULL, err, sizeof err);
    if (h == NULL) {
        FUZZ_CHECK(strncmp(err, "fuzz.json: ", 11) == 0 && strchr(err, '\n') == NULL);
        return 0;
    }
    int n = h->rec.nturns;
    FUZZ_CHECK(h->cursor == n && n == rec.nturns);
    carc_game_copy(&end, &h->game);
    carc_rng rng;
    carc_rng_seed(&rng, fuzz_hash(data, size));
    for (int step = 0; step < 12; step++) {
        int k = h->cursor;
        switch (carc_rng_next(&rng) % 4) {
        case 0: {
            int to = (int)(carc_rng_next(&rng) % (uint32_t)(n + 1));
            FUZZ_CHECK(carc_history_seek(h, to, NULL) == 0 && h->cursor == to);
            break;
        }
        case 1:
            FUZZ_CHECK(carc_history_undo(h, NULL) == (k > 0 ? 0 : -1));
            FUZZ_CHECK(h->cursor == (k > 0 ? k - 1 : 0));
            break;
        case 2:
            FUZZ_CHECK(carc_history_redo(h, NULL) == (k < n ? 0 : -1));
            FUZZ_CHECK(h->cursor == (k < n ? k + 1 : n));
            break;
        default:
            FUZZ_CHECK(carc_history_seek(h, n, NULL) == 0);
            check_same(&h->game, &end);
            break;
        }
        FUZZ_CHECK(carc_history_seek(h, n + 1, NULL) == -1 && carc_history_seek(h, -1, NULL) == -1);
    }
    /* Play from here: the record keeps the turns in effect, and opens again to this game. */
    carc_history_branch(h);
    FUZZ_CHECK(h->rec.nturns == h->cursor);
    for (int i = 0; i < 3 && carc_game_tile_in_hand(&h->game) >= 0; i++)
        play_one(h, &rng);
    carc_history_record(h, &rec);
    carc_history *again = carc_history_open(&rec, "branch.json", NULL, err, sizeof err);
    if (again == NULL)
        fprintf(stderr, "%s\n", err);
    FUZZ_CHECK(again != NULL && again->cursor == h->cursor);
    check_same(&again->game, &h->game);
    carc_history_free(again);
    carc_history_free(h);
    return 0;
}
