/*
 * client.c: the connection of client.h.
 */
#include "client.h"

#include <enet/enet.h>
#include <enet/time.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PACKET (1024 * 1024)
#define RETRY_MS 500

struct carc_client {
    ENetHost *host;
    ENetPeer *peer;
    ENetAddress addr;
    bool connected;
    enet_uint32 lost_at, retry_at; /* when the host was last there; when to try again */
    ENetPacket *held;              /* the packet the last message points into */
};

carc_client *carc_client_open(const char *host, int port, char *err, size_t errlen)
{
    if (enet_initialize() != 0) {
        snprintf(err, errlen, "ENet does not start");
        return NULL;
    }
    carc_client *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (enet_address_set_host(&c->addr, host) != 0) {
        snprintf(err, errlen, "%s: no such host", host);
        free(c);
        return NULL;
    }
    c->addr.port = (enet_uint16)port;
    c->host = enet_host_create(NULL, 1, 1, 0, 0);
    if (!c->host) {
        snprintf(err, errlen, "ENet cannot open a socket");
        free(c);
        return NULL;
    }
    c->host->maximumPacketSize = MAX_PACKET;
    c->lost_at = enet_time_get();
    c->retry_at = c->lost_at;
    return c;
}

static void drop_held(carc_client *c)
{
    if (c->held)
        enet_packet_destroy(c->held);
    c->held = NULL;
}

int carc_client_service(carc_client *c, int timeout_ms, carc_net_msg *msg, char *err, size_t errlen)
{
    drop_held(c);
    const enet_uint32 now = enet_time_get();
    if (!c->connected && !c->peer) {
        if (now - c->lost_at > CARC_CLIENT_PATIENCE * 1000u)
            return CARC_CLIENT_GONE;
        if (ENET_TIME_GREATER_EQUAL(now, c->retry_at)) {
            c->peer = enet_host_connect(c->host, &c->addr, 1, 0);
            if (c->peer)
                enet_peer_timeout(c->peer, 32, 3000, 10000);
            c->retry_at = now + RETRY_MS;
        }
    }
    ENetEvent ev;
    const int r = enet_host_service(c->host, &ev, (enet_uint32)timeout_ms);
    if (r <= 0)
        return CARC_CLIENT_NOTHING;
    switch (ev.type) {
    case ENET_EVENT_TYPE_CONNECT:
        c->connected = true;
        return CARC_CLIENT_CONNECTED;
    case ENET_EVENT_TYPE_DISCONNECT: {
        const bool was = c->connected;
        c->connected = false;
        c->peer = NULL;
        if (was)
            c->lost_at = enet_time_get();
        c->retry_at = enet_time_get() + RETRY_MS;
        return was ? CARC_CLIENT_LOST : CARC_CLIENT_NOTHING;
    }
    case ENET_EVENT_TYPE_RECEIVE: {
        uint8_t why;
        c->held = ev.packet;
        if (carc_net_decode(ev.packet->data, ev.packet->dataLength, msg, &why, err, errlen) != 0)
            return CARC_CLIENT_NOTHING;
        return CARC_CLIENT_MESSAGE;
    }
    default:
        return CARC_CLIENT_NOTHING;
    }
}

int carc_client_send(carc_client *c, const carc_net_msg *m)
{
    if (!c->connected || !c->peer)
        return -1;
    size_t len;
    uint8_t *buf = carc_net_encode(m, &len);
    if (!buf)
        return -1;
    ENetPacket *p = enet_packet_create(buf, len, ENET_PACKET_FLAG_RELIABLE);
    free(buf);
    if (!p || enet_peer_send(c->peer, 0, p) != 0) {
        if (p)
            enet_packet_destroy(p);
        return -1;
    }
    return 0;
}

void carc_client_close(carc_client *c)
{
    if (!c)
        return;
    drop_held(c);
    if (c->peer && c->connected) {
        enet_peer_disconnect_later(c->peer, 0);
        /* A moment for the goodbye to leave. */
        ENetEvent ev;
        for (int i = 0; i < 10 && enet_host_service(c->host, &ev, 20) >= 0;)
            if (ev.type == ENET_EVENT_TYPE_DISCONNECT)
                break;
            else
                i++;
    }
    enet_host_destroy(c->host);
    free(c);
    enet_deinitialize();
}
