/*
 * remote.c: the remote seat of remote.h. It holds at most one answer: the table checks that the
 * decision is this seat's before it hands one over, and polls the midend at once.
 */
#include "remote.h"

#include <stdlib.h>
#include <string.h>

typedef struct remote_seat {
    carc_seat base;
    int n; /* actions waiting, 0 when none */
    carc_action acts[2];
} remote_seat;

static int remote_poll(carc_seat *s, const carc_game *g, carc_action out[2])
{
    (void)g;
    remote_seat *r = (remote_seat *)s;
    const int n = r->n;
    if (n > 0)
        memcpy(out, r->acts, sizeof r->acts[0] * (size_t)n);
    r->n = 0;
    return n;
}

static void remote_drop(carc_seat *s)
{
    ((remote_seat *)s)->n = 0;
}

static void remote_free(carc_seat *s)
{
    free(s);
}

static const carc_seat_ops remote_ops = {
    .poll = remote_poll, .drop = remote_drop, .free = remote_free};

carc_seat *carc_seat_remote(void)
{
    remote_seat *r = calloc(1, sizeof *r);
    if (r)
        r->base = (carc_seat){.ops = &remote_ops, .kind = CARC_SEAT_REMOTE, .level = -1};
    return r ? &r->base : NULL;
}

void carc_seat_remote_give(carc_seat *s, const carc_action *acts, int n)
{
    remote_seat *r = (remote_seat *)s;
    r->n = n < 0 ? 0 : n > 2 ? 2 : n;
    memcpy(r->acts, acts, sizeof r->acts[0] * (size_t)r->n);
}
