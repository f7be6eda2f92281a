/*
 * cli_net.h: carcassonne-cli's games across machines: `serve`, a host of tables, and `bot`, a
 * computer player that plays a seat of a table through a host (src/net).
 */
#ifndef CARC_CLI_NET_H
#define CARC_CLI_NET_H

/* carcassonne-cli serve OPTIONS / bot OPTIONS; each returns the exit status. */
int cli_serve(int argc, char **argv);
int cli_bot(int argc, char **argv);

/* The usage lines of the two commands, for carcassonne-cli help. */
const char *cli_net_usage(void);

#endif
