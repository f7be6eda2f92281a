/*
 * server.c: the host of tables (server.h).
 *
 * ENet's settings and why:
 * - one channel: a table's messages are few and each depends on the one before (an action
 *   answers the state seq names), so everything goes reliable and in order on channel 0;
 * - time-outs of 3 to 10 seconds (enet_peer_timeout 32, 3000, 10000 ms; ENet's default is 5 to
 *   30): a player whose machine died is shown away within 10 seconds, while a connection
 *   that only hiccups (a few lost pings) survives;
 * - a largest packet of 1 MB (ENet's default is 32 MB) and 4 MB of fragments waiting per peer:
 *   a message up to 1 MB reaches the decoder, which refuses anything over CARC_NET_MAX_MESSAGE
 *   with a reason; anything larger is dropped by ENet fragment by fragment, never assembled;
 * - 1024 peers, no bandwidth limits (a table sends a few kilobytes a turn).
 */
#include "server.h"

#include <dirent.h>
#include <enet/enet.h>
#include <errno.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "module.h"
#include "proto.h"
#include "table.h"

#define MAX_PEERS 1024
#define MAX_TABLES 10000
#define MAX_PACKET (1024 * 1024)
#define MAX_WAITING (4 * 1024 * 1024)
#define BUCKET 200.0     /* messages a peer may send at once */
#define REFILL 50.0      /* per second */
#define REFUSAL_COST 5.0 /* a refused message weighs as five */
/* A finished table nobody is connected to leaves memory after this long (its files stay, and
   a peer that names its code later has it reopened from them). */
#define CLOSE_AFTER_MS (300u * 1000u)

typedef struct peer_state {
    int table;     /* index in tables, -1: none */
    uint8_t seats; /* bit p: the peer holds seat p (a window holds its screen's seats); 0: a
                      spectator or none */
    double bucket;
    enet_uint32 last; /* when the bucket was last refilled (ENet's milliseconds) */
    bool cut;
} peer_state;

struct carc_server {
    /* A hand-over asked from another thread: seat * 16 + level + 1 (0: none), its table's
       code written before it (release) and read after it is taken (acquire). */
    atomic_int hand_over;
    char hand_over_code[CARC_NET_CODE_LEN];
    ENetHost *host;
    char dir[CARC_TABLE_PATH_LEN];
    FILE *log;
    carc_table **tables;
    enet_uint32 *quiet; /* since when a finished table has had no peer (0: it has one) */
    int ntables, cap;
    peer_state peers[MAX_PEERS];
};

static void logf_(carc_server *s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void logf_(carc_server *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(s->log, fmt, ap);
    va_end(ap);
    fputc('\n', s->log);
    fflush(s->log);
}

static int add_table(carc_server *s, carc_table *t)
{
    if (s->ntables == s->cap) {
        const int cap = s->cap ? s->cap * 2 : 16;
        carc_table **n = realloc(s->tables, sizeof *n * (size_t)cap);
        if (n)
            s->tables = n;
        enet_uint32 *q = n ? realloc(s->quiet, sizeof *q * (size_t)cap) : NULL;
        if (!q)
            return -1;
        s->quiet = q;
        s->cap = cap;
    }
    s->quiet[s->ntables] = 0;
    s->tables[s->ntables++] = t;
    return s->ntables - 1;
}

/* Reopens table CODE from the tables folder (a finished table closed, or one named before the
   host reopened it); its index, or -1 when there is none. */
static int reopen_table(carc_server *s, const char *code)
{
    char path[CARC_TABLE_PATH_LEN + 32], err[1200];
    snprintf(path, sizeof path, "%s/%s.table.json", s->dir, code); /* code: [A-Z0-9]{1,7} */
    if (access(path, F_OK) != 0 || s->ntables >= MAX_TABLES)
        return -1;
    carc_table *t = carc_table_load(s->dir, code, err, sizeof err);
    if (!t) {
        logf_(s, "table %s: not reopened: %s", code, err);
        return -1;
    }
    const int ti = add_table(s, t);
    if (ti < 0)
        carc_table_free(t);
    else
        logf_(s, "table %s: reopened at action %u%s", code, t->seq,
              carc_table_over(t) ? " (finished)" : "");
    return ti;
}

static int find_table(carc_server *s, const char *code)
{
    for (int i = 0; i < s->ntables; i++)
        if (strcmp(s->tables[i]->code, code) == 0)
            return i;
    return reopen_table(s, code);
}

static void load_tables(carc_server *s)
{
    DIR *d = opendir(s->dir);
    if (!d)
        return;
    const struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        const size_t n = strlen(e->d_name), sfx = strlen(".table.json");
        if (n <= sfx || n - sfx >= CARC_NET_CODE_LEN || strcmp(e->d_name + n - sfx, ".table.json"))
            continue;
        char code[CARC_NET_CODE_LEN];
        memcpy(code, e->d_name, n - sfx);
        code[n - sfx] = '\0';
        char err[1200];
        carc_table *t = carc_table_load(s->dir, code, err, sizeof err);
        if (!t) {
            logf_(s, "table %s: not reopened: %s", code, err);
            continue;
        }
        if (carc_table_over(t) || add_table(s, t) < 0) {
            carc_table_free(t); /* a finished one is reopened when a peer names it */
            continue;
        }
        logf_(s, "table %s: reopened at action %u", code, t->seq);
    }
    closedir(d);
}

carc_server *carc_server_open(const char *bind, int port, const char *dir, FILE *log, char *err,
                              size_t errlen)
{
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        return NULL;
    }
    if (enet_initialize() != 0) {
        snprintf(err, errlen, "ENet does not start");
        return NULL;
    }
    carc_server *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    snprintf(s->dir, sizeof s->dir, "%s", dir);
    s->log = log;
    for (int i = 0; i < MAX_PEERS; i++)
        s->peers[i] = (peer_state){.table = -1};
    ENetAddress addr = {.host = ENET_HOST_ANY, .port = (enet_uint16)port};
    if (bind && *bind && enet_address_set_host_ip(&addr, bind) != 0 &&
        enet_address_set_host(&addr, bind) != 0) {
        snprintf(err, errlen, "--bind %s: not an address", bind);
        free(s);
        return NULL;
    }
    s->host = enet_host_create(&addr, MAX_PEERS, 1, 0, 0);
    if (!s->host) {
        snprintf(err, errlen, "cannot listen on %s port %d (in use?)", bind && *bind ? bind : "*",
                 port);
        free(s);
        return NULL;
    }
    s->host->maximumPacketSize = MAX_PACKET;
    s->host->maximumWaitingData = MAX_WAITING;
    load_tables(s);
    logf_(s, "serving on port %d, tables in %s (%d reopened)", port, dir, s->ntables);
    return s;
}

/* ---- sending ---- */

static void send_msg(ENetPeer *peer, const carc_net_msg *m)
{
    size_t len;
    uint8_t *buf = carc_net_encode(m, &len);
    if (!buf)
        return;
    ENetPacket *p = enet_packet_create(buf, len, ENET_PACKET_FLAG_RELIABLE);
    free(buf);
    if (p && enet_peer_send(peer, 0, p) != 0)
        enet_packet_destroy(p);
}

static void refuse(ENetPeer *peer, peer_state *ps, carc_net_refusal why, const char *reason)
{
    carc_net_msg m;
    carc_net_refused(&m, why, reason);
    send_msg(peer, &m);
    ps->bucket -= REFUSAL_COST;
}

static peer_state *state_of(carc_server *s, const ENetPeer *peer)
{
    return &s->peers[peer - s->host->peers];
}

/* Who is away: the remote seats taken whose player has no connection (a seat nobody took yet
   is free, not away). */
static uint8_t away_of(carc_server *s, int ti)
{
    const carc_table *t = s->tables[ti];
    uint8_t here = 0, away = 0;
    for (size_t i = 0; i < s->host->peerCount; i++) {
        const peer_state *ps = &s->peers[i];
        if (s->host->peers[i].state == ENET_PEER_STATE_CONNECTED && ps->table == ti)
            here |= ps->seats;
    }
    for (int p = 0; p < t->nseats; p++)
        if (t->kind[p] == CARC_TSEAT_REMOTE && t->taken[p] && !(here & (1u << p)))
            away |= (uint8_t)(1u << p);
    return away;
}

/* Sends the table's state to one peer (only: not NULL) or to all of its peers. */
static void send_update(carc_server *s, int ti, ENetPeer *only)
{
    carc_table *t = s->tables[ti];
    char *view = carc_table_view(t);
    if (!view) {
        logf_(s, "table %s: out of memory for its view", t->code);
        return;
    }
    carc_net_msg m;
    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_UPDATE;
    m.seq = t->seq;
    m.actor = t->actor;
    m.nacts = t->actor >= 0 ? t->nlast : 0;
    memcpy(m.acts, t->last, sizeof m.acts);
    m.away = away_of(s, ti);
    for (int p = 0; p < t->nseats; p++) /* a remote seat handed over keeps its token */
        if (t->taken[p] && t->kind[p] != CARC_TSEAT_REMOTE)
            m.handed |= (uint8_t)(1u << p);
    m.npartial = t->npartial;
    memcpy(m.partial, t->partial, sizeof m.partial);
    m.view = view;
    m.view_len = (uint32_t)strlen(view);
    for (size_t i = 0; i < s->host->peerCount; i++) {
        ENetPeer *peer = &s->host->peers[i];
        const peer_state *ps = &s->peers[i];
        if (peer->state != ENET_PEER_STATE_CONNECTED || ps->table != ti || ps->cut ||
            (only && peer != only))
            continue;
        m.seat = ps->seats ? __builtin_ctz(ps->seats) : -1; /* its first seat */
        send_msg(peer, &m);
    }
    free(view);
}

static void log_action(carc_server *s, const carc_table *t)
{
    char acts[160] = "";
    size_t n = 0;
    for (int i = 0; i < t->nlast && n < sizeof acts; i++) {
        const carc_action *a = &t->last[i];
        n += (size_t)snprintf(acts + n, sizeof acts - n, "%s%s", i ? " + " : "",
                              carc_action_name(a->type));
        if (a->type == CARC_ACT_PLACE && n < sizeof acts)
            n += (size_t)snprintf(acts + n, sizeof acts - n, " (%d,%d) rot %d", a->at.x, a->at.y,
                                  a->at.rot * 90);
    }
    logf_(s, "table %s: action %u: seat %d %s", t->code, t->seq, t->actor + 1, acts);
    if (carc_table_over(t)) {
        const carc_game *g = carc_midend_game(t->m);
        char sc[64] = "";
        size_t k = 0;
        for (int p = 0; p < g->nplayers && k < sizeof sc; p++)
            k += (size_t)snprintf(sc + k, sizeof sc - k, "%s%d", p ? " " : "", g->score[p]);
        logf_(s, "table %s: finished, scores %s", t->code, sc);
    }
}

/* ---- receiving ---- */

/* The peer holds the seats of mask at table ti (besides those it held there): a SEATED for
   each, then the table to everyone (these seats are here). */
static void seated(carc_server *s, ENetPeer *peer, peer_state *ps, int ti, uint8_t mask)
{
    carc_table *t = s->tables[ti];
    if (ps->table != ti)
        ps->seats = 0;
    ps->table = ti;
    ps->seats |= mask;
    for (int seat = 0; seat < t->nseats; seat++) {
        if (!(mask >> seat & 1))
            continue;
        carc_net_msg m;
        memset(&m, 0, sizeof m);
        m.type = CARC_MSG_SEATED;
        snprintf(m.code, sizeof m.code, "%s", t->code);
        m.seat = seat;
        memcpy(m.token, t->token[seat], sizeof m.token);
        send_msg(peer, &m);
    }
    send_update(s, ti, NULL);
}

static void on_create(carc_server *s, ENetPeer *peer, peer_state *ps, const carc_net_msg *m)
{
    char err[1200], token[CARC_NET_TOKEN_LEN];
    if (s->ntables >= MAX_TABLES) {
        refuse(peer, ps, CARC_REFUSE_HOST, "this host has all the tables it can hold");
        return;
    }
    /* The seats the creator takes must be remote ones: checked before the table is made. */
    char words[CARC_NET_SEATS_LEN];
    snprintf(words, sizeof words, "%s", m->seats);
    uint8_t remote = 0;
    int p = 0;
    for (char *save = NULL, *w = strtok_r(words, ",", &save); w && p < 8;
         w = strtok_r(NULL, ",", &save), p++)
        remote |= (uint8_t)(strcmp(w, "remote") == 0) << p;
    if ((m->hold & remote) != m->hold) {
        snprintf(err, sizeof err, "seats \"%s\": a seat the creator takes is not a remote seat",
                 m->seats);
        refuse(peer, ps, CARC_REFUSE_BAD_TABLE, err);
        return;
    }
    carc_table *t =
        carc_table_create(s->dir, m->seats, m->tilesets, m->has_seed, m->seed,
                          (const char(*)[CARC_NET_NAME_LEN])m->names, m->nnames, err, sizeof err);
    if (!t) {
        refuse(peer, ps, CARC_REFUSE_BAD_TABLE, err);
        return;
    }
    const int ti = add_table(s, t);
    if (ti < 0) {
        refuse(peer, ps, CARC_REFUSE_HOST, "out of memory");
        carc_table_free(t);
        return;
    }
    char taken[64] = "";
    for (p = 0; p < t->nseats; p++)
        if (m->hold >> p & 1) {
            if (carc_table_take_seat(t, p, token, err, sizeof err) < 0) {
                refuse(peer, ps, CARC_REFUSE_HOST, err);
                return;
            }
            const size_t k = strlen(taken);
            snprintf(taken + k, sizeof taken - k, "%s%d", k ? "," : "", p + 1);
        }
    logf_(s, "table %s: created, seats %s, tile sets %s; seat%s %s taken", t->code, m->seats,
          m->tilesets[0] ? m->tilesets : "base", strchr(taken, ',') ? "s" : "", taken);
    seated(s, peer, ps, ti, m->hold);
}

static void on_join(carc_server *s, ENetPeer *peer, peer_state *ps, const carc_net_msg *m)
{
    char err[1200], token[CARC_NET_TOKEN_LEN];
    const int ti = find_table(s, m->code);
    if (ti < 0) {
        snprintf(err, sizeof err, "no table has the code %s", m->code);
        refuse(peer, ps, CARC_REFUSE_NO_TABLE, err);
        return;
    }
    if (m->type == CARC_MSG_WATCH) {
        ps->table = ti;
        ps->seats = 0;
        logf_(s, "table %s: a spectator came", m->code);
        send_update(s, ti, peer);
        return;
    }
    const int seat = carc_table_take_seat(s->tables[ti], -1, token, err, sizeof err);
    if (seat < 0) {
        refuse(peer, ps, CARC_REFUSE_FULL, err);
        return;
    }
    logf_(s, "table %s: seat %d taken", m->code, seat + 1);
    seated(s, peer, ps, ti, (uint8_t)(1u << seat));
}

static void on_rejoin(carc_server *s, ENetPeer *peer, peer_state *ps, const carc_net_msg *m)
{
    char err[256];
    const int ti = find_table(s, m->code);
    if (ti < 0) {
        snprintf(err, sizeof err, "no table has the code %s", m->code);
        refuse(peer, ps, CARC_REFUSE_NO_TABLE, err);
        return;
    }
    if (!carc_table_token_ok(s->tables[ti], m->seat, m->token)) {
        snprintf(err, sizeof err, "table %s: that is not seat %d's token", m->code, m->seat + 1);
        refuse(peer, ps, CARC_REFUSE_TOKEN, err);
        return;
    }
    /* The seat's older connection, which the host may still believe alive, gives way. */
    for (size_t i = 0; i < s->host->peerCount; i++) {
        ENetPeer *old = &s->host->peers[i];
        peer_state *os = &s->peers[i];
        if (old != peer && os->table == ti && os->seats >> m->seat & 1) {
            os->seats &= (uint8_t) ~(1u << m->seat);
            if (os->seats == 0)
                os->table = -1;
            if (old->state == ENET_PEER_STATE_CONNECTED && os->seats == 0) {
                refuse(old, os, CARC_REFUSE_TOKEN, "your seat was taken again from elsewhere");
                enet_peer_disconnect_later(old, 0);
            }
        }
    }
    carc_table *t = s->tables[ti];
    char gerr[1200];
    if (t->kind[m->seat] != CARC_TSEAT_REMOTE) {
        /* Handed to a computer player while away: the player takes it back. */
        if (carc_table_give_back(t, m->seat, gerr, sizeof gerr) != 0)
            logf_(s, "table %s: seat %d not given back: %s", m->code, m->seat + 1, gerr);
    }
    logf_(s, "table %s: seat %d back", m->code, m->seat + 1);
    seated(s, peer, ps, ti, (uint8_t)(1u << m->seat));
}

static void on_act(carc_server *s, ENetPeer *peer, peer_state *ps, const carc_net_msg *m)
{
    char err[1200];
    const int ti = find_table(s, m->code);
    if (ti < 0 || ps->table != ti) {
        snprintf(err, sizeof err, ti < 0 ? "no table has the code %s" : "you hold no seat at %s",
                 m->code);
        refuse(peer, ps, ti < 0 ? CARC_REFUSE_NO_TABLE : CARC_REFUSE_NOT_YOURS, err);
        return;
    }
    carc_table *t = s->tables[ti];
    int why = CARC_REFUSE_NOT_YOURS;
    if (!(ps->seats >> m->seat & 1))
        snprintf(err, sizeof err, "seat %d is not yours", m->seat + 1);
    else
        why = carc_table_act(t, m->seat, m->seq, m->acts, m->nacts, err, sizeof err);
    if (why != 0) {
        refuse(peer, ps, (carc_net_refusal)why, err);
        send_update(s, ti, peer); /* the state as it is, to answer again */
        return;
    }
    log_action(s, t);
    send_update(s, ti, NULL);
}

static void on_receive(carc_server *s, ENetPeer *peer, const ENetPacket *p)
{
    peer_state *ps = state_of(s, peer);
    if (ps->cut)
        return;
    const enet_uint32 now = enet_time_get();
    ps->bucket += (double)(now - ps->last) * REFILL / 1000.0;
    ps->bucket = ps->bucket > BUCKET ? BUCKET : ps->bucket;
    ps->last = now;
    ps->bucket -= 1.0 + (double)p->dataLength / 65536.0;
    carc_net_msg m;
    uint8_t why;
    char err[300];
    if (carc_net_decode(p->data, p->dataLength, &m, &why, err, sizeof err) != 0) {
        refuse(peer, ps, (carc_net_refusal)why, err);
    } else {
        switch (m.type) {
        case CARC_MSG_CREATE:
            on_create(s, peer, ps, &m);
            break;
        case CARC_MSG_JOIN:
        case CARC_MSG_WATCH:
            on_join(s, peer, ps, &m);
            break;
        case CARC_MSG_REJOIN:
            on_rejoin(s, peer, ps, &m);
            break;
        case CARC_MSG_ACT:
            on_act(s, peer, ps, &m);
            break;
        default:
            snprintf(err, sizeof err, "a host takes no %s message", carc_net_type_name(m.type));
            refuse(peer, ps, CARC_REFUSE_UNEXPECTED, err);
        }
    }
    if (ps->bucket < 0) {
        carc_net_msg cut;
        carc_net_refused(&cut, CARC_REFUSE_FLOOD, "too many messages: cut off");
        send_msg(peer, &cut);
        ps->cut = true;
        const int ti = ps->table;
        ps->table = -1;
        enet_peer_disconnect_later(peer, 0);
        char ip[64] = "?";
        enet_address_get_host_ip(&peer->address, ip, sizeof ip);
        logf_(s, "peer %s:%u flooded: cut off", ip, peer->address.port);
        if (ti >= 0)
            send_update(s, ti, NULL);
    }
}

/* Closes the finished tables that nobody has been connected to for CLOSE_AFTER_MS. */
static void close_quiet_tables(carc_server *s)
{
    const enet_uint32 now = enet_time_get() | 1u; /* 0 means "has a peer" */
    for (int i = 0; i < s->ntables; i++) {
        bool peers = false;
        for (size_t k = 0; k < s->host->peerCount && !peers; k++)
            peers = s->peers[k].table == i;
        if (!carc_table_over(s->tables[i]) || peers) {
            s->quiet[i] = 0;
            continue;
        }
        if (s->quiet[i] == 0)
            s->quiet[i] = now;
        if (now - s->quiet[i] < CLOSE_AFTER_MS)
            continue;
        logf_(s, "table %s: finished and quiet, closed (reopened from its files if named)",
              s->tables[i]->code);
        carc_table_free(s->tables[i]);
        const int last = --s->ntables;
        s->tables[i] = s->tables[last];
        s->quiet[i] = s->quiet[last];
        for (size_t k = 0; k < s->host->peerCount; k++)
            if (s->peers[k].table == last)
                s->peers[k].table = i;
        i--;
    }
}

int carc_server_run(carc_server *s, volatile sig_atomic_t *stop)
{
    enet_uint32 swept = enet_time_get();
    while (!*stop) {
        bool busy = false;
        for (int i = 0; i < s->ntables; i++)
            busy = busy || carc_table_host_turn(s->tables[i]);
        ENetEvent ev;
        /* A computer's search finishes on its thread: look again soon while one runs. */
        int r = enet_host_service(s->host, &ev, busy ? 2 : 100);
        while (r > 0) {
            peer_state *ps = state_of(s, ev.peer);
            if (ev.type == ENET_EVENT_TYPE_CONNECT) {
                *ps = (peer_state){.table = -1, .bucket = BUCKET, .last = enet_time_get()};
                enet_peer_timeout(ev.peer, 32, 3000, 10000);
            } else if (ev.type == ENET_EVENT_TYPE_RECEIVE) {
                on_receive(s, ev.peer, ev.packet);
                enet_packet_destroy(ev.packet);
            } else if (ev.type == ENET_EVENT_TYPE_DISCONNECT) {
                const int ti = ps->table;
                const uint8_t seats = ps->seats;
                *ps = (peer_state){.table = -1};
                for (int p = 0; ti >= 0 && p < CARC_MAX_PLAYERS; p++)
                    if (seats >> p & 1)
                        logf_(s, "table %s: seat %d away", s->tables[ti]->code, p + 1);
                if (ti >= 0 && seats)
                    send_update(s, ti, NULL);
            }
            r = enet_host_service(s->host, &ev, 0);
        }
        if (r < 0)
            return -1;
        if (enet_time_get() - swept > 1000) {
            close_quiet_tables(s);
            swept = enet_time_get();
        }
        const int ho = atomic_exchange_explicit(&s->hand_over, 0, memory_order_acquire);
        for (int i = 0; ho && i < s->ntables; i++) {
            char err[256];
            if (strcmp(s->tables[i]->code, s->hand_over_code) != 0)
                continue;
            if (carc_table_hand_over(s->tables[i], (ho - 1) / 16, (carc_ai_level)((ho - 1) % 16),
                                     err, sizeof err) != 0) {
                logf_(s, "table %s: no hand-over: %s", s->tables[i]->code, err);
            } else {
                logf_(s, "table %s: seat %d handed to a computer player (%s)", s->tables[i]->code,
                      (ho - 1) / 16 + 1, carc_ai_level_name((carc_ai_level)((ho - 1) % 16)));
                send_update(s, i, NULL);
            }
        }
        for (int i = 0; i < s->ntables; i++) {
            char err[1200];
            const int k = carc_table_step(s->tables[i], err, sizeof err);
            if (k > 0) {
                log_action(s, s->tables[i]);
                send_update(s, i, NULL);
            } else if (k < 0) {
                logf_(s, "table %s: %s", s->tables[i]->code, err);
            }
        }
    }
    return 0;
}

void carc_server_hand_over(carc_server *s, const char *code, int seat, int level)
{
    if (seat < 0 || seat >= CARC_MAX_PLAYERS || level < 0 || level >= 16)
        return;
    snprintf(s->hand_over_code, sizeof s->hand_over_code, "%s", code);
    atomic_store_explicit(&s->hand_over, seat * 16 + level + 1, memory_order_release);
}

void carc_server_close(carc_server *s)
{
    if (!s)
        return;
    int saved = 0;
    for (int i = 0; i < s->ntables; i++) {
        char err[1200];
        if (carc_table_save(s->tables[i], err, sizeof err) == 0)
            saved++;
        else
            logf_(s, "table %s: not saved: %s", s->tables[i]->code, err);
        carc_table_free(s->tables[i]);
    }
    for (size_t i = 0; i < s->host->peerCount; i++)
        if (s->host->peers[i].state == ENET_PEER_STATE_CONNECTED)
            enet_peer_disconnect_now(&s->host->peers[i], 0);
    enet_host_flush(s->host);
    enet_host_destroy(s->host);
    enet_deinitialize();
    logf_(s, "stopped, %d tables saved", saved);
    free(s->tables);
    free(s->quiet);
    free(s);
}
