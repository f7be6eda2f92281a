/*
 * net_peer.c: the tests' helper beside carcassonne-cli serve and bot.
 *
 *   net-peer freeport          prints a UDP port of 127.0.0.1 that is free now
 *   net-peer hostile PORT CODE a raw peer that sends the host what no client should: garbage,
 *                              a header claiming 64 MB, another version, a wrong code, a wrong
 *                              token, an action for a seat it does not hold (at table CODE and
 *                              at its own), then a flood, and on a second connection a real
 *                              64 MB message. Checks that each is refused with its reason (the
 *                              flood: cut off); exits 0 when all were, 1 otherwise.
 *   net-peer watch PORT CODE RECORD
 *                              a spectator of table CODE: its first UPDATE must hold a view in
 *                              which the tiles drawn are those of the host's record RECORD, in
 *                              order, and the rest of the stack the same tiles as the host's
 *                              but not in its order, and no seed.
 */
#include <arpa/inet.h>
#include <stdbool.h>
#include <enet/enet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "proto.h"
#include "record.h"

static int failures;

static int freeport(void)
{
    int fd = socket(AF_INET, SOCK_DGRAM, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof a;
    if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) != 0 ||
        getsockname(fd, (struct sockaddr *)&a, &len) != 0)
        return 1;
    printf("%d\n", ntohs(a.sin_port));
    close(fd);
    return 0;
}

static ENetPeer *connect_to(ENetHost *h, int port)
{
    ENetAddress addr = {.port = (enet_uint16)port};
    enet_address_set_host_ip(&addr, "127.0.0.1");
    ENetPeer *p = enet_host_connect(h, &addr, 1, 0);
    ENetEvent ev;
    const enet_uint32 t0 = enet_time_get();
    /* Whatever is still due from an earlier connection of h is let go. */
    while (p && enet_time_get() - t0 < 10000 && enet_host_service(h, &ev, 100) >= 0) {
        if (ev.type == ENET_EVENT_TYPE_CONNECT && ev.peer == p)
            return p;
        if (ev.type == ENET_EVENT_TYPE_RECEIVE)
            enet_packet_destroy(ev.packet);
    }
    fprintf(stderr, "net-peer: no connection to port %d\n", port);
    exit(1);
}

static void send_raw(ENetPeer *p, const void *data, size_t len)
{
    ENetPacket *pk = enet_packet_create(data, len, ENET_PACKET_FLAG_RELIABLE);
    if (!pk || enet_peer_send(p, 0, pk) != 0) {
        fprintf(stderr, "net-peer: cannot send %zu bytes\n", len);
        exit(1);
    }
}

static void send_msg(ENetPeer *p, const carc_net_msg *m)
{
    size_t len;
    uint8_t *buf = carc_net_encode(m, &len);
    send_raw(p, buf, len);
    free(buf);
}

/* Waits for the next REFUSED (skipping UPDATE and SEATED, kept in *seated) and checks its
   code; returns its message (static). */
static const carc_net_msg *expect(ENetHost *h, int why, const char *what, carc_net_msg *seated)
{
    static carc_net_msg m;
    ENetEvent ev;
    while (enet_host_service(h, &ev, 5000) > 0) {
        if (ev.type != ENET_EVENT_TYPE_RECEIVE)
            continue;
        uint8_t w;
        char err[300];
        const int rc =
            carc_net_decode(ev.packet->data, ev.packet->dataLength, &m, &w, err, sizeof err);
        enet_packet_destroy(ev.packet);
        if (rc != 0) {
            printf("FAIL %s: the host's message does not decode: %s\n", what, err);
            failures++;
            return &m;
        }
        if (m.type == CARC_MSG_SEATED && seated)
            *seated = m;
        if (m.type != CARC_MSG_REFUSED)
            continue;
        if (m.why != why) {
            printf("FAIL %s: refused with code %d (%s), expected %d\n", what, m.why, m.reason, why);
            failures++;
        } else {
            printf("ok %s: refused: %s\n", what, m.reason);
        }
        return &m;
    }
    printf("FAIL %s: no refusal within 5 s\n", what);
    failures++;
    return &m;
}

static int hostile(int port, const char *code)
{
    ENetHost *h = enet_host_create(NULL, 2, 1, 0, 0);
    h->maximumPacketSize = 128u * 1024 * 1024;
    ENetPeer *p = connect_to(h, port);

    uint8_t junk[200];
    for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = (uint8_t)(i * 37 + 11);
    send_raw(p, junk, sizeof junk);
    expect(h, CARC_REFUSE_MALFORMED, "garbage bytes", NULL);

    uint8_t big[64] = {'C', 'N', CARC_NET_VERSION, CARC_MSG_ACT, 0x04, 0, 0, 0}; /* 64 MB */
    send_raw(p, big, sizeof big);
    expect(h, CARC_REFUSE_TOO_LARGE, "a header claiming 64 MB", NULL);

    carc_net_msg m;
    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_JOIN;
    snprintf(m.code, sizeof m.code, "ZZZZZZ");
    size_t len;
    uint8_t *buf = carc_net_encode(&m, &len);
    buf[2] = CARC_NET_VERSION + 1;
    send_raw(p, buf, len);
    free(buf);
    expect(h, CARC_REFUSE_VERSION, "another protocol version", NULL);

    send_msg(p, &m);
    expect(h, CARC_REFUSE_NO_TABLE, "a wrong code", NULL);

    m.type = CARC_MSG_REJOIN;
    snprintf(m.code, sizeof m.code, "%s", code);
    m.seat = 1;
    memset(m.token, 'a', CARC_NET_TOKEN_LEN - 1);
    send_msg(p, &m);
    expect(h, CARC_REFUSE_TOKEN, "a wrong token for the bots' seat 2", NULL);

    m.type = CARC_MSG_ACT;
    m.seat = 0;
    m.nacts = 1;
    m.acts[0] = (carc_action){.type = CARC_ACT_PLACE, .at = {1, 0, 0}};
    send_msg(p, &m);
    expect(h, CARC_REFUSE_NOT_YOURS, "an action at the bots' table", NULL);

    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_CREATE;
    snprintf(m.seats, sizeof m.seats, "remote,hard");
    snprintf(m.tilesets, sizeof m.tilesets, "base");
    m.hold = 2; /* the host's computer's seat */
    send_msg(p, &m);
    expect(h, CARC_REFUSE_BAD_TABLE, "a table whose creator takes a computer's seat", NULL);

    snprintf(m.seats, sizeof m.seats, "remote,remote");
    m.hold = 1;
    send_msg(p, &m);
    carc_net_msg seated;
    memset(&seated, 0, sizeof seated);
    /* A table of its own: SEATED, then an UPDATE; then an action for seat 2. */
    ENetEvent ev;
    while (seated.type != CARC_MSG_SEATED && enet_host_service(h, &ev, 5000) > 0)
        if (ev.type == ENET_EVENT_TYPE_RECEIVE) {
            uint8_t w;
            char err[300];
            if (carc_net_decode(ev.packet->data, ev.packet->dataLength, &m, &w, err, sizeof err) ==
                    0 &&
                m.type == CARC_MSG_SEATED)
                seated = m;
            enet_packet_destroy(ev.packet);
        }
    if (seated.type != CARC_MSG_SEATED) {
        printf("FAIL: no seat at a table of its own\n");
        failures++;
    }
    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_ACT;
    memcpy(m.code, seated.code, sizeof m.code);
    m.seat = seated.seat + 1;
    m.nacts = 1;
    m.acts[0] = (carc_action){.type = CARC_ACT_PLACE, .at = {1, 0, 0}};
    send_msg(p, &m);
    expect(h, CARC_REFUSE_NOT_YOURS, "an action for another seat", NULL);
    m.seat = seated.seat;
    m.seq = 12345;
    send_msg(p, &m);
    expect(h, CARC_REFUSE_STALE, "an action for a state long gone", NULL);

    /* A flood: cut off before its end. */
    for (int i = 0; i < 2000; i++)
        send_raw(p, junk, 16);
    bool cut = false, gone = false;
    while (!gone && enet_host_service(h, &ev, 5000) > 0) {
        if (ev.type == ENET_EVENT_TYPE_RECEIVE) {
            uint8_t w;
            char err[300];
            if (carc_net_decode(ev.packet->data, ev.packet->dataLength, &m, &w, err, sizeof err) ==
                    0 &&
                m.type == CARC_MSG_REFUSED && m.why == CARC_REFUSE_FLOOD)
                cut = true;
            enet_packet_destroy(ev.packet);
        }
        gone = ev.type == ENET_EVENT_TYPE_DISCONNECT;
    }
    printf("%s a flood: %s\n", cut && gone ? "ok" : "FAIL",
           cut && gone ? "cut off" : "not cut off");
    failures += !(cut && gone);

    /* A real 64 MB message: ENet on the host drops its fragments (over its 1 MB), never
       assembling it; the sender gets nowhere. From a host of its own, as a new peer. */
    enet_host_destroy(h);
    h = enet_host_create(NULL, 1, 1, 0, 0);
    h->maximumPacketSize = 128u * 1024 * 1024;
    p = connect_to(h, port);
    const size_t huge = 64u * 1024 * 1024;
    uint8_t *data = calloc(1, huge);
    data[0] = 'C';
    data[1] = 'N';
    data[2] = CARC_NET_VERSION;
    data[3] = CARC_MSG_ACT;
    send_raw(p, data, huge);
    free(data);
    const enet_uint32 t0 = enet_time_get();
    while (enet_time_get() - t0 < 3000 && enet_host_service(h, &ev, 100) >= 0)
        if (ev.type == ENET_EVENT_TYPE_RECEIVE)
            enet_packet_destroy(ev.packet);
    enet_peer_reset(p);
    printf("ok a 64 MB message sent for 3 s\n");
    enet_host_destroy(h);
    return failures ? 1 : 0;
}

/* Whether text (len bytes, not NUL-terminated) holds word. */
static bool holds(const char *text, size_t len, const char *word)
{
    const size_t n = strlen(word);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(text + i, word, n) == 0)
            return true;
    return false;
}

static int by_id(const void *a, const void *b)
{
    return strcmp(a, b);
}

static int watch(int port, const char *code, const char *record)
{
    ENetHost *h = enet_host_create(NULL, 1, 1, 0, 0);
    h->maximumPacketSize = 1024 * 1024;
    ENetPeer *p = connect_to(h, port);
    carc_net_msg m;
    memset(&m, 0, sizeof m);
    m.type = CARC_MSG_WATCH;
    snprintf(m.code, sizeof m.code, "%s", code);
    send_msg(p, &m);
    ENetEvent ev;
    static carc_record view, host;
    char err[1200];
    int rc = 1;
    while (enet_host_service(h, &ev, 5000) > 0) {
        if (ev.type != ENET_EVENT_TYPE_RECEIVE)
            continue;
        uint8_t why;
        const int d =
            carc_net_decode(ev.packet->data, ev.packet->dataLength, &m, &why, err, sizeof err);
        if (d != 0 || m.type != CARC_MSG_UPDATE) {
            printf("FAIL watch: %s\n", d ? err : m.type == CARC_MSG_REFUSED ? m.reason : "?");
            enet_packet_destroy(ev.packet);
            break;
        }
        if (holds(m.view, m.view_len, "\"seed\""))
            printf("FAIL watch: the view names the seed\n");
        else if (carc_record_parse(m.view, m.view_len, "view", &view, err, sizeof err) != 0 ||
                 carc_record_load(record, &host, err, sizeof err) != 0)
            printf("FAIL watch: %s\n", err);
        else if (m.seat != -1 || view.ndeck != host.ndeck)
            printf("FAIL watch: seat %d, %d tiles in the view's deck, %d in the host's\n", m.seat,
                   view.ndeck, host.ndeck);
        else
            rc = 0;
        enet_packet_destroy(ev.packet);
        break;
    }
    if (rc == 0) {
        /* Drawn: the turns and the tile in hand (the base game sets nothing aside). */
        const int drawn = view.nturns + 1 < view.ndeck ? view.nturns + 1 : view.ndeck;
        int differ = 0;
        for (int i = 0; i < view.ndeck; i++) {
            if (i < drawn && strcmp(view.deck[i], host.deck[i]) != 0) {
                printf("FAIL watch: tile %d drawn is %s in the view, %s on the host\n", i + 1,
                       view.deck[i], host.deck[i]);
                rc = 1;
            }
            differ += i >= drawn && strcmp(view.deck[i], host.deck[i]) != 0;
        }
        /* The same tiles: the undrawn ids of both, sorted, are equal. */
        qsort(view.deck + drawn, (size_t)(view.ndeck - drawn), sizeof view.deck[0], by_id);
        qsort(host.deck + drawn, (size_t)(host.ndeck - drawn), sizeof host.deck[0], by_id);
        for (int i = drawn; i < view.ndeck; i++)
            if (strcmp(view.deck[i], host.deck[i]) != 0) {
                printf("FAIL watch: the view's undrawn tiles are not the host's\n");
                rc = 1;
                break;
            }
        if (differ == 0 && view.ndeck - drawn > 1) {
            printf("FAIL watch: the view's undrawn tiles are in the host's order\n");
            rc = 1;
        }
        if (rc == 0)
            printf("ok a spectator: %d tiles drawn as on the host, %d of the %d undrawn "
                   "elsewhere than on the host's stack\n",
                   drawn, differ, view.ndeck - drawn);
    }
    enet_peer_disconnect_now(p, 0);
    enet_host_destroy(h);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "watch") == 0) {
        if (enet_initialize() != 0)
            return 1;
        const int rc = watch(atoi(argv[2]), argv[3], argv[4]);
        enet_deinitialize();
        return rc;
    }
    if (argc == 2 && strcmp(argv[1], "freeport") == 0)
        return freeport();
    if (argc == 4 && strcmp(argv[1], "hostile") == 0) {
        if (enet_initialize() != 0)
            return 1;
        const int rc = hostile(atoi(argv[2]), argv[3]);
        enet_deinitialize();
        return rc;
    }
    fprintf(stderr, "usage: net-peer freeport | hostile PORT CODE | watch PORT CODE RECORD\n");
    return 2;
}
