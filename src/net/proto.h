/*
 * proto.h: the messages of a game across machines (DESIGN.md, "src/net"), defined once and
 * versioned. A message is a header of 8 bytes, 'C' 'N', the protocol version, the type and the
 * body's length (32 bits, big-endian), then the body: integers big-endian, strings as a 16-bit
 * length and their bytes (no NUL), actions as 9 bytes each.
 *
 * The decoder reads nothing before it has checked it: the header first (magic, version, type,
 * the length against CARC_NET_MAX_MESSAGE and the bytes received), then each field against
 * what is left and against its own bounds. A message it refuses gives one reason, one line,
 * and a refusal code for the peer (carc_net_refusal). Nothing here knows ENet, so the fuzz
 * target links the codec alone.
 */
#ifndef CARC_NET_PROTO_H
#define CARC_NET_PROTO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

/* Version 2: CREATE carries the seats the creator holds and the players' names (a client of
   version 1 is told the host speaks another version, not that its CREATE is malformed). */
#define CARC_NET_VERSION 2
#define CARC_NET_HEADER 8
/* The largest message, header included: a view of the longest game (all seven sets, about 200
   turns, writes about 40 KB of JSON) with room to spare. */
#define CARC_NET_MAX_MESSAGE (256 * 1024)
#define CARC_NET_CODE_LEN 8   /* a table's join code: 6 letters and digits, NUL included */
#define CARC_NET_TOKEN_LEN 33 /* a seat's rejoin token: 32 hex digits, NUL included */
#define CARC_NET_SEATS_LEN 96 /* "remote,remote,hard": a table's seats as CREATE names them */
#define CARC_NET_SETS_LEN 160 /* "base,river": tile sets */
#define CARC_NET_NAME_LEN 64  /* a player's name, UTF-8, NUL included (a record's name) */
#define CARC_NET_REASON_LEN 256
#define CARC_NET_MAX_PARTIAL                                                                       \
    16 /* the actions of a turn under way: a placement, its figure                                 \
          step, six steps of a flight, and room */

typedef enum carc_net_type {
    /* client to host */
    CARC_MSG_CREATE = 1, /* a new table: seats, tile sets, seed, the remote seats the client
                            takes (one SEATED each), the players' names */
    CARC_MSG_JOIN,       /* code: the next free remote seat of that table */
    CARC_MSG_REJOIN,     /* code, seat, token: that seat again (replaces an older connection) */
    CARC_MSG_WATCH,      /* code: a spectator */
    CARC_MSG_ACT,        /* code, seat, seq, 1 or 2 actions: the seat's answer to decision seq */
    /* host to client */
    CARC_MSG_SEATED = 16, /* code, seat, token */
    CARC_MSG_UPDATE,      /* the table: seq, the last actions and their seat, who is away, the
                             view (a record without seed or deck order) and the turn under way */
    CARC_MSG_REFUSED      /* why (carc_net_refusal) and a reason in words */
} carc_net_type;

typedef enum carc_net_refusal {
    CARC_REFUSE_MALFORMED = 1, /* the bytes are not a message */
    CARC_REFUSE_TOO_LARGE,     /* longer than CARC_NET_MAX_MESSAGE */
    CARC_REFUSE_VERSION,       /* another protocol version */
    CARC_REFUSE_UNEXPECTED,    /* a message a host does not take (or not now) */
    CARC_REFUSE_NO_TABLE,      /* no table has that code */
    CARC_REFUSE_TOKEN,         /* the seat's token is another */
    CARC_REFUSE_FULL,          /* no free remote seat */
    CARC_REFUSE_NOT_YOURS,     /* the action is for a seat this peer does not hold */
    CARC_REFUSE_NOT_YOUR_TURN, /* the decision is another seat's, or the game is over */
    CARC_REFUSE_STALE,         /* the game moved on since the decision the action answers */
    CARC_REFUSE_ILLEGAL,       /* the core refuses the action */
    CARC_REFUSE_BAD_TABLE,     /* CREATE with seats or sets that make no table */
    CARC_REFUSE_FLOOD,         /* too many messages: the peer is cut off */
    CARC_REFUSE_HOST           /* the host failed (out of memory, disk) */
} carc_net_refusal;

typedef struct carc_net_msg {
    uint8_t type; /* carc_net_type */
    /* CREATE */
    char seats[CARC_NET_SEATS_LEN];
    char tilesets[CARC_NET_SETS_LEN];
    bool has_seed;
    uint64_t seed;
    uint8_t hold; /* bit p: the creator takes remote seat p (at least one) */
    int nnames;   /* 0 to CARC_MAX_PLAYERS names, by seat; "" or none: the host's default */
    char names[CARC_MAX_PLAYERS][CARC_NET_NAME_LEN];
    /* JOIN, REJOIN, WATCH, ACT, SEATED */
    char code[CARC_NET_CODE_LEN];
    int seat; /* REJOIN, ACT, SEATED; UPDATE: the seat of the peer (-1 a spectator) */
    char token[CARC_NET_TOKEN_LEN];
    /* ACT, UPDATE */
    uint32_t seq;
    int nacts; /* ACT: 1 or 2; UPDATE: the last actions applied (0 to 2) */
    carc_action acts[2];
    /* UPDATE */
    int actor;      /* the seat of the last actions, -1 for none */
    uint8_t away;   /* bit p: remote seat p was taken and has nobody connected */
    uint8_t handed; /* bit p: remote seat p is played by the host's computer player while its
                       player is away (carc_table_hand_over), until they come back */
    int npartial;   /* the turn under way: its actions so far, in order */
    carc_action partial[CARC_NET_MAX_PARTIAL];
    const char *view; /* the view's JSON text: into the decoded buffer, not NUL-terminated */
    uint32_t view_len;
    /* REFUSED */
    uint8_t why; /* carc_net_refusal */
    char reason[CARC_NET_REASON_LEN];
} carc_net_msg;

/*
 * Decodes len bytes. Returns 0 with *out filled (out->view points into data), or -1 with the
 * refusal's code in *why and one line in err (for example "message too large: 67108864 bytes,
 * at most 262144").
 */
int carc_net_decode(const uint8_t *data, size_t len, carc_net_msg *out, uint8_t *why, char *err,
                    size_t errlen);

/* Encodes m into a malloc'ed buffer of *len bytes; NULL when m's fields are out of bounds or
   memory ran out. */
uint8_t *carc_net_encode(const carc_net_msg *m, size_t *len);

/* A REFUSED message's fields. */
void carc_net_refused(carc_net_msg *m, carc_net_refusal why, const char *reason);

/* The type's name in logs ("ACT"), "?" when unknown. */
const char *carc_net_type_name(int type);

#endif
