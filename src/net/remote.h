/*
 * remote.h: a player on another machine as a seat controller (seat.h): ready when the table
 * (table.h) has handed it the answer that came in that player's message, never by itself.
 */
#ifndef CARC_NET_REMOTE_H
#define CARC_NET_REMOTE_H

#include "seat.h"

/* A remote seat (kind CARC_SEAT_REMOTE); NULL when out of memory. */
carc_seat *carc_seat_remote(void);

/* Hands the seat the answer that came over the network (1 or 2 actions): its next poll gives
   it, once. */
void carc_seat_remote_give(carc_seat *s, const carc_action *acts, int n);

#endif
