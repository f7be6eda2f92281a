/*
 * client.h: a client's connection to a host of tables (carcassonne-cli bot; the window's
 * joining), over ENet with the host's settings (server.c says why). When the connection is
 * lost, or the host cannot be reached, it tries again every half second for CARC_CLIENT_PATIENCE
 * seconds before it gives up; the caller says who it is again at each new connection
 * (CARC_CLIENT_CONNECTED): a REJOIN with its seat's token.
 */
#ifndef CARC_NET_CLIENT_H
#define CARC_NET_CLIENT_H

#include <stddef.h>

#include "proto.h"

#define CARC_CLIENT_PATIENCE 90 /* seconds without a host before giving up */

typedef struct carc_client carc_client;

enum {
    CARC_CLIENT_GONE = -1,     /* the host stayed away CARC_CLIENT_PATIENCE seconds */
    CARC_CLIENT_NOTHING = 0,   /* nothing within the time given */
    CARC_CLIENT_MESSAGE = 1,   /* a message in *msg, valid until the next call */
    CARC_CLIENT_CONNECTED = 2, /* a (new) connection: say who you are */
    CARC_CLIENT_LOST = 3       /* the connection was lost: trying again */
};

/* A client of host:port (a name or an address); it connects in carc_client_service. NULL with
   one line in err. */
carc_client *carc_client_open(const char *host, int port, char *err, size_t errlen);

/* Waits up to timeout_ms for something to happen; see the enum. A message the client cannot
   decode is skipped with its reason in err (CARC_CLIENT_NOTHING). */
int carc_client_service(carc_client *c, int timeout_ms, carc_net_msg *msg, char *err,
                        size_t errlen);

/* Sends m (reliable, in order); -1 when not connected or m cannot be encoded. */
int carc_client_send(carc_client *c, const carc_net_msg *m);

/* Sends what is queued and closes the connection. */
void carc_client_close(carc_client *c);

#endif
