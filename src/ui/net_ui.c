/*
 * net_ui.c: the window hosting or joining a game across machines (net_ui.h).
 */
#include "net_ui.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL.h>

#include "client.h"
#include "figures.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "remote.h"
#include "server.h"
#include "session.h"

static struct {
    bool on;
    carc_server *srv; /* hosting: the server, served on thr until stop is set */
    SDL_Thread *thr;
    volatile sig_atomic_t stop;
    carc_client *c;
    char create[CARC_NET_SEATS_LEN]; /* hosting: the table to create at the first connection */
    char sets[CARC_NET_SETS_LEN];
    uint8_t hold; /* hosting: the seats of the table to create that are this screen's */
    char names[CARC_MAX_PLAYERS][CARC_NET_NAME_LEN]; /* hosting: the players' names */
    char code[CARC_NET_CODE_LEN];
    char token[CARC_MAX_PLAYERS][CARC_NET_TOKEN_LEN];
    /* The seats this screen holds (people here taking turns: one connection holds them all,
       so the table has one stream of UPDATEs to show and the seats come and go together);
       seat is the first, -1 before the host gave one. */
    uint8_t mine;
    int seat;
    uint8_t away;
    uint32_t seq; /* the host's state the game on screen is at */
    /* The state of the host's view last opened: while seq is ahead of it, the game on screen
       has gone on by itself (this screen's turn sent, a remote turn being shown), and the
       next tile drawn here is a guess until the host's view brings the one it drew. */
    uint32_t host_seq;
    bool shown;    /* a view of the table is on screen */
    char *pending; /* the view to open once the remote actions handed over are down */
    uint32_t pending_len;
    uint32_t pending_seq;
    int npartial;
    carc_action partial[CARC_NET_MAX_PARTIAL];
    int port;             /* hosting: the port served */
    char hostport[64];    /* joining: the host, as typed */
    uint8_t handed;       /* hosting: the away seats asked to be handed to a computer player */
    uint8_t computer;     /* the remote seats the host's computer plays (as the host last said) */
    ui_rect hand_button;  /* the note's "a computer plays for them" (w 0: none) */
    ui_rect level_button; /* beside it: the level of that computer player, a click the next */
    int hand_level;       /* carc_ai_level */
} net = {.seat = -1, .hand_level = CARC_AI_MEDIUM};

#define NET_PORT 7777 /* the port the window hosts on unless told another */

static int serve(void *srv)
{
    return carc_server_run(srv, &net.stop);
}

static bool open_client(const char *host, int port, char *err, size_t len)
{
    net.c = carc_client_open(host, port, err, len);
    if (!net.c) {
        net_close();
        return false;
    }
    net.on = true;
    return true;
}

bool net_host(ui_app *a, const char *seats, const char *tilesets, int port, const char *dir,
              char *err, size_t len)
{
    /* A seat "here" is a remote seat of the table that this window's connection takes. */
    char buf[CARC_NET_SEATS_LEN];
    snprintf(buf, sizeof buf, "%s", seats);
    net.create[0] = 0;
    net.hold = 0;
    int p = 0;
    for (char *save = NULL, *w = strtok_r(buf, ",", &save); w;
         w = strtok_r(NULL, ",", &save), p++) {
        const bool here = strcmp(w, "here") == 0;
        if (here && p < CARC_MAX_PLAYERS)
            net.hold |= (uint8_t)(1u << p);
        const size_t n = strlen(net.create);
        snprintf(net.create + n, sizeof net.create - n, "%s%s", n ? "," : "", here ? "remote" : w);
    }
    if (!net.hold) {
        snprintf(err, len, "%s: no seat here", seats);
        return false;
    }
    /* The names typed on the setup screen, by seat. */
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        snprintf(net.names[i], sizeof net.names[i], "%s", a->setup.name[i]);
    snprintf(net.sets, sizeof net.sets, "%s", tilesets && *tilesets ? tilesets : "base");
    net.port = port;
    net.srv = carc_server_open(NULL, port, dir, stderr, err, len);
    if (!net.srv)
        return false;
    net.stop = 0;
    net.thr = SDL_CreateThread(serve, "carc-server", net.srv);
    if (!net.thr) {
        snprintf(err, len, "no thread for the server: %s", SDL_GetError());
        carc_server_close(net.srv);
        net.srv = NULL;
        return false;
    }
    return open_client("127.0.0.1", port, err, len);
}

bool net_join(ui_app *a, const char *hostport, const char *code, char *err, size_t len)
{
    (void)a;
    net.hold = 0;
    char host[256];
    snprintf(host, sizeof host, "%s", hostport);
    char *colon = strrchr(host, ':');
    const int port = colon ? atoi(colon + 1) : 0;
    if (!colon || port <= 0 || port > 65535) {
        snprintf(err, len, "%s: not HOST:PORT", hostport);
        return false;
    }
    *colon = 0;
    net.create[0] = 0;
    snprintf(net.hostport, sizeof net.hostport, "%s", hostport);
    snprintf(net.code, sizeof net.code, "%s", code);
    return open_client(host, port, err, len);
}

/* The last table joined from this machine: "HOST:PORT CODE SEAT TOKEN" in the tables folder's
   last-table. */
static bool read_last(char *hostport, size_t hlen, char *code, size_t clen, int *seat,
                      char token[CARC_NET_TOKEN_LEN])
{
    char path[1100], dir[1024];
    net_tables_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/last-table", dir);
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char h[64], c[CARC_NET_CODE_LEN], t[CARC_NET_TOKEN_LEN];
    int st = -1;
    const bool ok =
        fscanf(f, "%63s %6s %d %32s", h, c, &st, t) == 4 && st >= 0 && st < CARC_MAX_PLAYERS;
    fclose(f);
    if (ok) {
        snprintf(hostport, hlen, "%s", h);
        snprintf(code, clen, "%s", c);
        if (seat)
            *seat = st;
        if (token)
            memcpy(token, t, CARC_NET_TOKEN_LEN);
    }
    return ok;
}

static void write_last(void)
{
    char path[1100], tmp[1110], dir[1024];
    net_tables_dir(dir, sizeof dir);
    mkdir(dir, 0700); /* made when missing (the host's server makes it when it hosts) */
    snprintf(path, sizeof path, "%s/last-table", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return; /* no folder: nothing to remember, the game goes on */
    fprintf(f, "%s %s %d %.*s\n", net.hostport, net.code, net.seat, CARC_NET_TOKEN_LEN - 1,
            net.token[net.seat]);
    if (fclose(f) == 0)
        rename(tmp, path);
}

bool net_last(char *hostport, size_t hlen, char *code, size_t clen)
{
    return read_last(hostport, hlen, code, clen, NULL, NULL);
}

bool net_join_last(ui_app *a, char *err, size_t len)
{
    char hostport[64], code[CARC_NET_CODE_LEN], token[CARC_NET_TOKEN_LEN];
    int seat;
    if (!read_last(hostport, sizeof hostport, code, sizeof code, &seat, token)) {
        snprintf(err, len, "no table was joined from here");
        return false;
    }
    if (!net_join(a, hostport, code, err, len))
        return false;
    net.seat = seat; /* the seat again, with its token (a REJOIN) */
    net.mine = (uint8_t)(1u << seat);
    memcpy(net.token[seat], token, sizeof net.token[seat]);
    return true;
}

bool net_on(void)
{
    return net.on;
}

bool net_waiting(void)
{
    return net.on && (!net.shown || net.seq != net.host_seq);
}

const char *net_code(void)
{
    return net.code;
}

int net_seat(void)
{
    return net.seat;
}

bool net_away(int i)
{
    return net.on && i >= 0 && i < 8 && (net.away >> i & 1);
}

bool net_handed(int i)
{
    return net.on && i >= 0 && i < 8 && (net.computer >> i & 1);
}

bool net_mine(int i)
{
    return net.on && i >= 0 && i < 8 && (net.mine >> i & 1);
}

/* Says who the window is at a new connection: the table to create (with the seats it takes
   and the players' names), the table to join, or its seats again with their tokens. */
static void hello(void)
{
    carc_net_msg m;
    memset(&m, 0, sizeof m);
    snprintf(m.code, sizeof m.code, "%s", net.code);
    if (net.mine) {
        m.type = CARC_MSG_REJOIN;
        for (int p = 0; p < CARC_MAX_PLAYERS; p++)
            if (net.mine >> p & 1) {
                m.seat = p;
                memcpy(m.token, net.token[p], sizeof m.token);
                carc_client_send(net.c, &m);
            }
        return;
    }
    if (net.create[0]) {
        m.type = CARC_MSG_CREATE;
        snprintf(m.seats, sizeof m.seats, "%s", net.create);
        snprintf(m.tilesets, sizeof m.tilesets, "%s", net.sets);
        m.hold = net.hold;
        m.nnames = CARC_MAX_PLAYERS;
        memcpy(m.names, net.names, sizeof m.names);
    } else {
        m.type = CARC_MSG_JOIN;
    }
    carc_client_send(net.c, &m);
}

static void notice(ui_app *a, const char *title, const char *text)
{
    SDL_Log("network: %s: %s", title, text);
    session_notice(a, title, text, true);
}

/* Opens the host's view on the game screen: the other seats are remote seats here. */
static bool open_view(ui_app *a, const char *view, uint32_t len, uint32_t seq, int npartial,
                      const carc_action *partial)
{
    carc_record *rec = malloc(sizeof *rec);
    char err[512] = "out of memory";
    bool ok = rec && carc_record_parse(view, len, "view", rec, err, sizeof err) == 0 &&
              play_open_record(a, rec, "", err, sizeof err);
    free(rec);
    for (int i = 0; ok && i < npartial; i++)
        ok = carc_midend_act(a->play->mid, &partial[i], 1, NULL, NULL, err, sizeof err) == 0;
    if (!ok) {
        notice(a, _("The host's game cannot be shown"), err);
        return false;
    }
    ui_play *p = a->play;
    for (int i = 0; i < p->g->nplayers; i++)
        if (!net_mine(i))
            carc_midend_set_seat(p->mid, i, carc_seat_remote());
    if (npartial)
        play_resync(a);
    net.seq = net.host_seq = seq;
    if (!net.shown) {
        net.shown = true;
        a->depth = 0;
        ui_push(a, SCR_GAME);
        play_relayout(a);
    }
    a->dirty = true;
    return true;
}

static void keep_pending(const carc_net_msg *m)
{
    free(net.pending);
    net.pending = malloc(m->view_len ? m->view_len : 1);
    if (!net.pending)
        return;
    memcpy(net.pending, m->view, m->view_len);
    net.pending_len = m->view_len;
    net.pending_seq = m->seq;
    net.npartial = m->npartial;
    memcpy(net.partial, m->partial, sizeof m->partial[0] * (size_t)m->npartial);
}

static void on_update(ui_app *a, const carc_net_msg *m)
{
    if (net.away != m->away)
        a->dirty = true;
    if (net.computer != m->handed)
        a->dirty = true;
    net.away = m->away;
    net.computer = m->handed;
    net.handed &= m->away; /* one back has their seat back (the server gave it back) */
    ui_play *p = a->play;
    /* The actions that follow the state on screen, another seat's: shown as they come. */
    if (net.shown && !net.pending && p && m->actor >= 0 && !net_mine(m->actor) && m->nacts > 0 &&
        net.seq + (uint32_t)m->nacts == m->seq && !p->g->over && m->actor < p->g->nplayers &&
        carc_midend_actor_seat(p->mid) &&
        carc_midend_actor_seat(p->mid)->kind == CARC_SEAT_REMOTE &&
        carc_game_actor(p->g) == m->actor) {
        carc_seat_remote_give(carc_midend_actor_seat(p->mid), m->acts, m->nacts);
        keep_pending(m);
        if (net.pending)
            return;
    }
    /* Anything else (the window's own actions come back, someone came or went, a refusal):
       the host's state as it is, with the tile the host drew. */
    free(net.pending);
    net.pending = NULL;
    open_view(a, m->view, m->view_len, m->seq, m->npartial, m->partial);
}

int net_poll(ui_app *a)
{
    if (!net.on)
        return -1;
    /* The remote actions handed over are down and shown: the host's state from here. */
    if (net.pending && net.seq >= net.pending_seq && a->play && a->play->ai_step == AI_IDLE) {
        char *v = net.pending;
        net.pending = NULL;
        open_view(a, v, net.pending_len, net.pending_seq, net.npartial, net.partial);
        free(v);
    }
    carc_net_msg m;
    char err[256];
    for (int k = 0; k < 16; k++) {
        err[0] = 0;
        const int r = carc_client_service(net.c, 0, &m, err, sizeof err);
        if (r == CARC_CLIENT_NOTHING) {
            if (err[0])
                SDL_Log("network: %s", err);
            break;
        }
        if (r == CARC_CLIENT_GONE) {
            notice(a, _("The host cannot be reached"), _("The game across machines has ended."));
            net_close();
            return -1;
        }
        if (r == CARC_CLIENT_CONNECTED) {
            hello();
        } else if (r == CARC_CLIENT_LOST) {
            SDL_Log("network: the connection was lost: trying again");
            a->dirty = true;
        } else if (m.type == CARC_MSG_SEATED) {
            const bool first = net.seat < 0;
            if (first || m.seat < net.seat)
                net.seat = m.seat;
            net.mine |= (uint8_t)(1u << m.seat);
            memcpy(net.code, m.code, sizeof net.code);
            memcpy(net.token[m.seat], m.token, sizeof net.token[m.seat]);
            if (first) {
                printf("code %s seat %d\n", net.code, net.seat + 1);
                fflush(stdout);
            }
            if (!net.srv)
                write_last(); /* "The last table again" */
        } else if (m.type == CARC_MSG_UPDATE) {
            on_update(a, &m);
        } else if (m.type == CARC_MSG_REFUSED) {
            SDL_Log("network: refused: %s", m.reason);
            if (net.seat < 0 || m.why == CARC_REFUSE_TOKEN || m.why == CARC_REFUSE_VERSION) {
                notice(a, _("The host refused"), m.reason);
                net_close();
                return -1;
            }
        }
    }
    return 20;
}

void net_acted(ui_app *a, int who, const carc_action *acts, int n)
{
    (void)a;
    if (!net.on)
        return;
    if (net_mine(who)) {
        carc_net_msg m;
        memset(&m, 0, sizeof m);
        m.type = CARC_MSG_ACT;
        snprintf(m.code, sizeof m.code, "%s", net.code);
        m.seat = who;
        m.seq = net.seq;
        m.nacts = n;
        memcpy(m.acts, acts, sizeof acts[0] * (size_t)n);
        if (carc_client_send(net.c, &m) != 0)
            SDL_Log("network: the turn could not be sent");
    }
    net.seq += (uint32_t)n;
}

void net_close(void)
{
    if (net.c)
        carc_client_close(net.c);
    net.c = NULL;
    if (net.thr) {
        net.stop = 1;
        SDL_WaitThread(net.thr, NULL);
        net.thr = NULL;
    }
    if (net.srv)
        carc_server_close(net.srv);
    net.srv = NULL;
    free(net.pending);
    net.pending = NULL;
    net.on = false;
    net.seat = -1; /* a next game across machines starts afresh */
    net.mine = net.away = net.handed = net.computer = 0;
    net.shown = false;
}

void net_tables_dir(char *buf, size_t len)
{
    const char *data = getenv("CARC_DATA_DIR");
    if (data && *data) {
        snprintf(buf, len, "%s/tables", data);
        return;
    }
    char *folder = session_folder(); /* ends with '/' */
    snprintf(buf, len, "%stables", folder ? folder : "./");
    SDL_free(folder);
}

/* The setup's buttons in its title row, either side of the title: host (0) at the left, join
   (1) at the right (the left column below is the players', the lesson's and the aids'). */
static ui_rect setup_button(const ui_app *a, const ui_rect *box, int i)
{
    const int m = (int)(18 * a->s), h = (int)(44 * a->s), w = (int)(260 * a->s);
    const int y = box->y + m + ((int)(60 * a->s) - h) / 2; /* the title's row (screen_setup.c) */
    return (ui_rect){i == 0 ? box->x + m : box->x + box->w - m - w, y, w, h};
}

void net_setup_button_draw(ui_app *a, const ui_rect *box)
{
    ui_rect r = setup_button(a, box, 0);
    gfx_button(a, &r, _("Host a game"), true, false);
    r = setup_button(a, box, 1);
    gfx_button(a, &r, _("Join a game"), true, false);
}

bool net_setup_button_click(ui_app *a, const ui_rect *box)
{
    ui_rect j = setup_button(a, box, 1);
    if (ui_rect_has(&j, a->mx, a->my) && !net.on) {
        net_join_dialog(a);
        return true;
    }
    ui_rect r = setup_button(a, box, 0);
    if (!ui_rect_has(&r, a->mx, a->my) || net.on)
        return false;
    const ui_setup *s = &a->setup;
    int people = 0;
    for (int i = 0; i < s->nplayers; i++)
        people += s->ai[i] < 0;
    bool here[CARC_MAX_PLAYERS] = {false};
    for (int i = 0; i < s->nplayers; i++)
        if (s->ai[i] < 0) {
            here[i] = true; /* the first person is at this screen */
            break;
        }
    if (people > 1)
        net_host_dialog(a); /* which of the people are here: the dialog asks */
    else
        net_host_setup(a, here);
    return true;
}

void net_host_setup(ui_app *a, const bool here_at[CARC_MAX_PLAYERS])
{
    const ui_setup *s = &a->setup;
    char seats[CARC_NET_SEATS_LEN] = "";
    bool here = false;
    for (int i = 0; i < s->nplayers; i++) {
        const char *w = s->ai[i] >= 0 ? carc_ai_level_name((carc_ai_level)s->ai[i])
                        : here_at[i]  ? "here"
                                      : "remote";
        here = here || (s->ai[i] < 0 && here_at[i]);
        const size_t n = strlen(seats);
        snprintf(seats + n, sizeof seats - n, "%s%s", n ? "," : "", w);
    }
    const char *names[CARC_MODULES + 1];
    const int nsets = carc_sets_names(s->sets, names);
    char sets[CARC_NET_SETS_LEN] = "";
    for (int i = 0; i < nsets; i++) {
        const size_t n = strlen(sets);
        snprintf(sets + n, sizeof sets - n, "%s%s", n ? "," : "", names[i]);
    }
    char dir[1024], err[512];
    net_tables_dir(dir, sizeof dir);
    if (!here) {
        session_notice(a, _("The host refused"),
                       _("A game across machines needs a person at this screen: make one seat "
                         "a person."),
                       true);
    } else if (!net_host(a, seats, sets, a->opt.port > 0 ? a->opt.port : NET_PORT, dir, err,
                         sizeof err)) {
        session_notice(a, _("The game cannot be hosted"), err, true);
    }
}

/* The machine's first address on a network other than loopback (what friends type), or
   "127.0.0.1" when it has none. */
static void local_address(char *buf, size_t len)
{
    snprintf(buf, len, "127.0.0.1");
    struct ifaddrs *all;
    if (getifaddrs(&all) != 0)
        return;
    for (struct ifaddrs *i = all; i; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET)
            continue;
        const struct in_addr *in =
            &((const struct sockaddr_in *)(const void *)i->ifa_addr)->sin_addr;
        if ((ntohl(in->s_addr) >> 24) == 127)
            continue;
        inet_ntop(AF_INET, in, buf, (socklen_t)len);
        break;
    }
    freeifaddrs(all);
}

void net_draw(ui_app *a)
{
    if (!net.on || !a->play)
        return;
    char line[2][256];
    int n = 0;
    if (net.srv) {
        char addr[64];
        local_address(addr, sizeof addr);
        /* TRANSLATORS: the table's join code and the address friends type to join it. */
        snprintf(line[n++], sizeof line[0], _("Table %s at %s:%d"), net.code, addr, net.port);
    }
    char who[192] = ""; /* a seat handed over is not away: the host plays it */
    for (int i = 0; i < a->play->g->nplayers; i++)
        if (net_away(i)) {
            const size_t k = strlen(who);
            snprintf(who + k, sizeof who - k, "%s%s", k ? ", " : "", play_name(a->play, i));
        }
    if (who[0])
        /* TRANSLATORS: %s: the names of the players whose connection is missing. */
        snprintf(line[n++], sizeof line[0], _("Away: %s. The game waits for them."), who);
    net.hand_button.w = 0;
    if (n == 0)
        return;
    const ui_rect *b = &a->lay.board;
    int m = (int)(10 * a->s), lh = gfx_font_h(a, FONT_BOLD) + m / 2, w = 0;
    for (int i = 0; i < n; i++) {
        const int tw = gfx_text_w(a, FONT_BOLD, line[i]);
        w = tw > w ? tw : w;
    }
    if (w > b->w - 4 * m)
        w = b->w - 4 * m;
    ui_rect box = {b->x + (b->w - w) / 2 - m, b->y + m, w + 2 * m, n * lh + m};
    gfx_fill(a->ren, &box, (SDL_Color){20, 20, 20, 210});
    for (int i = 0; i < n; i++) {
        ui_rect t = {box.x + m, box.y + m / 2 + i * lh, w, lh};
        gfx_text_in(a, FONT_BOLD, line[i], &t, i == 0 && net.srv ? COL_GOLD : COL_WHITE,
                    ALIGN_CENTRE);
    }
    net.level_button.w = 0;
    if (net.srv && who[0]) {
        /* The host may let a computer player play the away seats until they come back, at the
           level chosen beside the button (a click on it: the next level). */
        const char *label = _("A computer plays for them (P)");
        const char *level = ui_level_label(net.hand_level);
        int bw = gfx_text_w(a, FONT_BOLD, label) + 4 * m;
        int lw = 0;
        for (int l = 0; l < CARC_AI_LEVELS; l++) { /* as wide as its widest level: it stays put */
            const int tw = gfx_text_w(a, FONT_BOLD, ui_level_label(l)) + 4 * m;
            lw = tw > lw ? tw : lw;
        }
        if (bw + m + lw > b->w - 2 * m)
            bw = b->w - 2 * m - m - lw;
        const int x = b->x + (b->w - bw - m - lw) / 2, y = box.y + box.h + m / 2;
        net.hand_button = (ui_rect){x, y, bw, lh + m};
        net.level_button = (ui_rect){x + bw + m, y, lw, lh + m};
        gfx_button(a, &net.hand_button, label, true, false);
        gfx_button(a, &net.level_button, level, true, false);
    }
}

bool net_game_event(ui_app *a, const SDL_Event *e)
{
    /* A seat here decides while the host has not answered this screen's last turn (with
       people here taking turns: the next one's tile is the host's to draw): their input waits
       for the host's view, a moment on any network. */
    if (net.on && net.shown && net.seq != net.host_seq && a->play && !a->play->g->over &&
        net_mine(carc_game_actor(a->play->g)) &&
        (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP || e->type == SDL_KEYDOWN))
        return true;
    if (!net.srv || !net.hand_button.w)
        return false;
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
        ui_rect_has(&net.level_button, a->mx, a->my)) {
        net.hand_level = (net.hand_level + 1) % CARC_AI_LEVELS;
        a->dirty = true;
        return true;
    }
    const bool key = e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_p;
    const bool click = e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
                       ui_rect_has(&net.hand_button, a->mx, a->my);
    if (!key && !click)
        return false;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        if (net_away(i) && !(net.handed >> i & 1)) {
            carc_server_hand_over(net.srv, net.code, i, net.hand_level);
            net.handed |= (uint8_t)(1u << i);
            break; /* one request at a time: the next away seat at the next press */
        }
    a->dirty = true;
    return true;
}
