/*
 * net_ui.h: the window in a game across machines (issue 25): hosting a table (a carc_server on
 * a thread of its own, as `carcassonne-cli serve` runs it) and joining one as a client.
 *
 * Hosting and joining are one way of playing: the window is a client of the table (its own
 * server's when it hosts) as a bot is, holding its screen's seats (one, or several people
 * here taking turns). Each UPDATE from the host opens its
 * view on the game screen (play_open_view); the other seats are remote seats there, so the
 * game screen shows a turn played elsewhere as it shows a computer's: when an UPDATE brings
 * the actions that follow the state on screen, they are handed to the actor's remote seat and
 * shown step by step, and the host's view is opened once they are down (the next tile is the
 * host's to draw). The window's own actions go to the host (net_acted) with the state they
 * answer. Undo is refused over the network (session.c says so where it is refused).
 */
#ifndef CARC_UI_NET_UI_H
#define CARC_UI_NET_UI_H

#include <stdbool.h>
#include <stddef.h>

#include "app.h"

/* Hosts a table of seats ("here,here,remote,hard": the people at this screen are "here", one
   connection holds all their seats) on port (every address) with tables in dir, and joins it;
   the players' names are the setup's. False with one line in err. */
bool net_host(ui_app *a, const char *seats, const char *tilesets, int port, const char *dir,
              char *err, size_t len);
/* Joins table code at host:port (a name or an address). False with one line in err. */
bool net_join(ui_app *a, const char *hostport, const char *code, char *err, size_t len);
/* The folder the window's tables are kept in: CARC_DATA_DIR/tables, else the user's data
   folder's tables/. */
void net_tables_dir(char *buf, size_t len);
/* The setup screen's "Host a game" and "Join a game" buttons, either side of its title: drawn,
   and a click at the pointer (true when it hit one). Hosting makes a table of the setup's seats
   (computers the host's; with one person, theirs this window's; with more, the host dialog
   asks which people are at this screen, the others remote) on port 7777 and shows it; joining
   opens the join dialog. */
void net_setup_button_draw(ui_app *a, const ui_rect *box);
bool net_setup_button_click(ui_app *a, const ui_rect *box);
/* Hosts the setup's game with the people of here_at (by seat) at this screen, the others
   remote; a notice says why not. */
void net_host_setup(ui_app *a, const bool here_at[CARC_MAX_PLAYERS]);
/* The last table joined from this machine (its host and code), remembered with its seat's
   token; false when there is none. Joins it again, taking that seat back. */
bool net_last(char *hostport, size_t hlen, char *code, size_t clen);
bool net_join_last(ui_app *a, char *err, size_t len);
/* The dialogs of SCR_NET (screen_net.c): "Join a game across machines" and "Host a game
   across machines" (which of the setup's people play at this screen): opened, their events and
   drawing. */
void net_join_dialog(ui_app *a);
void net_host_dialog(ui_app *a);
void net_join_event(ui_app *a, const SDL_Event *e);
void net_join_draw(ui_app *a);
/* On the game screen: the table's code and address to give to friends, and who is away; the
   host's button (and key P) that lets a computer player play an away seat until its player
   comes back, which net_game_event takes (true), as it takes the input of a seat here while
   the host has not answered this screen's last turn. */
void net_draw(ui_app *a);
bool net_game_event(ui_app *a, const SDL_Event *e);
/* Whether the window is in a game across machines, and whether it waits for its table (for its
   first view, or for the host's view after the game on screen went on by itself). */
bool net_on(void);
bool net_waiting(void);
/* The table's code and the window's seat (-1 before it has one). */
const char *net_code(void);
int net_seat(void);
/* Whether seat i is a remote seat whose player is away (as the host last said), and whether it
   is one of this screen's seats. */
bool net_away(int i);
bool net_mine(int i);
/* Whether remote seat i is played by the host's computer player until its player comes back. */
bool net_handed(int i);
/* Reads what came from the host: the table on screen, a remote turn shown, a refusal. Called
   every frame; wants the loop again within the milliseconds returned. */
int net_poll(ui_app *a);
/* The window's game applied n actions for seat `who` (screen_game.c's act): sent to the host
   when they are the window's seat's. */
void net_acted(ui_app *a, int who, const carc_action *acts, int n);
/* Closes the connection and stops the server (its tables saved). */
void net_close(void);

#endif
