/*
 * table.h: a table of a game across machines, on the host: the authoritative game (a midend)
 * with its seats, its join code, a secret rejoin token per remote seat, and the table's files.
 *
 * Clients send actions for their own seat; the table checks that the seat is theirs and the
 * decision is that seat's and answers the state they saw (seq), hands the action to the remote
 * seat and steps the midend, where the core checks and applies it. Every action applied
 * numbers the table anew (seq) and is written to disk at once: the record of the complete
 * turns as DIR/CODE.json (a record `carcassonne-cli replay` reads) and the table beside it as
 * DIR/CODE.table.json (seats, tokens, seq and the actions of the turn under way), both saved
 * atomically, so a host killed at any time reopens its tables where they were.
 *
 * What clients see is the view (carc_table_view): the record without its seed, the tiles drawn
 * so far in the order drawn and the tiles still in the stack sorted by group and kind, so the
 * stack cannot be read ahead from the wire, while every turn and the tile in hand replay as on
 * the host.
 */
#ifndef CARC_NET_TABLE_H
#define CARC_NET_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "midend.h"
#include "proto.h"
#include "rng.h"

#define CARC_TABLE_PATH_LEN 1024

typedef enum carc_table_seat {
    CARC_TSEAT_REMOTE,  /* a player on another machine */
    CARC_TSEAT_RANDOM,  /* carcassonne-cli's random player, run by the host */
    CARC_TSEAT_COMPUTER /* a computer player run by the host (level in level[]) */
} carc_table_seat;

typedef struct carc_table {
    char code[CARC_NET_CODE_LEN];
    char dir[CARC_TABLE_PATH_LEN];
    carc_midend *m;
    int nseats;
    uint8_t kind[CARC_MAX_PLAYERS]; /* carc_table_seat */
    int8_t level[CARC_MAX_PLAYERS]; /* a computer seat's carc_ai_level */
    bool taken[CARC_MAX_PLAYERS];   /* a remote seat has been given a token */
    char token[CARC_MAX_PLAYERS][CARC_NET_TOKEN_LEN];
    uint32_t seq; /* how many actions have been applied */
    /* The last actions applied and their seat (for UPDATE), and the turn under way. */
    int actor, nlast;
    carc_action last[2];
    int npartial;
    carc_action partial[CARC_NET_MAX_PARTIAL];
    carc_rng rng;   /* the random seats' draws */
    uint32_t stuck; /* seq + 1 when a host's seat failed at this state: not asked again */
} carc_table;

/*
 * A new table in dir: seats is "remote,remote,hard" (2 to 6 of remote, random, easy, medium,
 * hard), tilesets "base,river" (NULL: base), the deck shuffled with seed when has_seed, else
 * with a seed of the system's randomness; the players' names are names[0..nnames) by seat (a
 * seat without one, or with "", is "Player N"). The code is new (no DIR/CODE.json exists).
 * Written to disk before it returns. NULL with one line in err.
 */
carc_table *carc_table_create(const char *dir, const char *seats, const char *tilesets,
                              bool has_seed, uint64_t seed, const char (*names)[CARC_NET_NAME_LEN],
                              int nnames, char *err, size_t errlen);

/* Reopens the table CODE of dir from its two files. NULL with one line in err. */
carc_table *carc_table_load(const char *dir, const char *code, char *err, size_t errlen);

/* Writes both files (atomically). 0, or -1 with err. */
int carc_table_save(carc_table *t, char *err, size_t errlen);

void carc_table_free(carc_table *t);

/* The first remote seat without a token (seat -1), or remote seat `seat` when nobody has taken
   it: takes it and writes its new token to token. The seat, or -1 when it is not free or none
   is (err says so). */
int carc_table_take_seat(carc_table *t, int seat, char token[CARC_NET_TOKEN_LEN], char *err,
                         size_t errlen);

/* Whether token is seat's (compared in constant time). */
bool carc_table_token_ok(const carc_table *t, int seat, const char *token);

/*
 * An action from the peer holding seat `seat` (-1: none), answering the table as it was at seq.
 * Applies it, or refuses it with the refusal code returned (0: applied) and one line in err.
 */
int carc_table_act(carc_table *t, int seat, uint32_t seq, const carc_action *acts, int n, char *err,
                   size_t errlen);

/*
 * Lets the host's own seats (computer, random) play: when the decision is one of theirs and
 * its answer is ready, applies it. 1 when an action was applied, 0 when none, -1 when a seat
 * failed (err): that seat is not asked again until the table moves on (a hand-over, a rejoin).
 */
int carc_table_step(carc_table *t, char *err, size_t errlen);

/*
 * Hands remote seat `seat` to a computer player of `level` (the host's choice while its player
 * is away): the host plays it from the decision under way. The seat keeps its token, and
 * carc_table_give_back returns it to its player when they come back with it. 0, or -1 with err.
 */
int carc_table_hand_over(carc_table *t, int seat, carc_ai_level level, char *err, size_t errlen);
int carc_table_give_back(carc_table *t, int seat, char *err, size_t errlen);

/* Whether the decision under way is a seat's that the host plays (a search may be running),
   and the seat has not failed at it. */
bool carc_table_host_turn(const carc_table *t);

/* Whether the game is over. */
bool carc_table_over(const carc_table *t);

/* The view's JSON text (see the file comment), malloc'ed; NULL when out of memory. */
char *carc_table_view(const carc_table *t);

/* The seats as CREATE names them ("remote,remote,hard") into buf. */
void carc_table_seats_text(const carc_table *t, char *buf, size_t len);

/* 32 hex digits of the system's randomness (a token), or 6 of the code's letters (a code);
   0, or -1 when the system gives none. */
int carc_net_random_token(char token[CARC_NET_TOKEN_LEN]);
int carc_net_random_code(char code[CARC_NET_CODE_LEN]);

#endif
