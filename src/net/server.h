/*
 * server.h: a host of any number of tables over ENet (carcassonne-cli serve). One thread, one
 * ENet host: connections, keep-alive, time-outs and ordered delivery are the library's; this
 * file reads the messages (proto.h), routes them to their table (table.h) and sends every
 * table's peers an UPDATE after each action applied and whenever someone comes or goes.
 *
 * A message that is malformed, too large, out of turn, for another seat, without the table's
 * code or of another version is refused with its reason to that peer alone. A peer that sends
 * faster than a person or a bot plays (a bucket of 200 messages refilled at 50 a second; a
 * refused message costs 5) is told so and cut off.
 */
#ifndef CARC_NET_SERVER_H
#define CARC_NET_SERVER_H

#include <signal.h>
#include <stdio.h>

typedef struct carc_server carc_server;

/* Listens on bind:port (bind NULL or "": every address) and reopens the tables of dir
   (created when missing). Logs one line per table event to log. NULL with one line in err. */
carc_server *carc_server_open(const char *bind, int port, const char *dir, FILE *log, char *err,
                              size_t errlen);

/* Serves until *stop is set (a signal handler sets it). 0, or -1 when ENet fails. */
int carc_server_run(carc_server *s, volatile sig_atomic_t *stop);

/*
 * Asks the server, from another thread (the window that hosts serves on a thread of its own),
 * to hand remote seat `seat` of table `code` to a computer player of `level` (carc_ai_level)
 * while its player is away (carc_table_hand_over); the serving loop does it at its next turn
 * and tells the table's peers. One request waits at a time: a newer one replaces it.
 */
void carc_server_hand_over(carc_server *s, const char *code, int seat, int level);

/* Saves every table, says goodbye to every peer and frees the server. */
void carc_server_close(carc_server *s);

#endif
