/*
 * cli_net.c: `carcassonne-cli serve` and `carcassonne-cli bot` (cli_net.h).
 *
 * The bot keeps no game of its own: every UPDATE brings the table's view (a record without the
 * stack's order) and the turn under way, from which it opens a midend and, when the decision
 * is its seat's, lets a seat controller of its level answer it there. What it sends is checked
 * again by the host, which alone applies it.
 */
#include "cli_net.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "client.h"
#include "cli_result.h"
#include "datafile.h"
#include "midend.h"
#include "proto.h"
#include "record.h"
#include "rng.h"
#include "server.h"

#define EXIT_USAGE 1
#define EXIT_FAILED 3

static const char usage_text[] =
    "  serve --port P [--bind ADDR] [--tables DIR]\n"
    "                     Host tables for games across machines (ENet over UDP): any number\n"
    "                     of tables, each written to DIR (default tables) after every action\n"
    "                     and reopened from there at the next start; one log line per table\n"
    "                     event on stdout. SIGTERM or SIGINT saves every table and stops.\n"
    "  bot --server HOST:PORT --level easy|medium|hard|random\n"
    "      (--create SEATS [--tilesets LIST] [--seed S] [--name NAME] | --code CODE)\n"
    "      [--state FILE]\n"
    "                     A computer player at a table of a server. --create opens a table of\n"
    "                     SEATS (e.g. remote,remote,hard: remote seats are for players who\n"
    "                     join, the others the host plays), prints \"code CODE\" first and\n"
    "                     takes the first remote seat, named NAME (default \"Computer\n"
    "                     (LEVEL)\"); --code takes the next free remote seat of table CODE.\n"
    "                     It says on stderr who went away and came back, by name. At the end\n"
    "                     it prints the result as replay does and\n"
    "                     exits 0. --state FILE keeps the table's code and the seat's token;\n"
    "                     started again with only --state, the bot takes its seat back. A\n"
    "                     bot that loses its server tries again for 90 seconds.\n";

const char *cli_net_usage(void)
{
    return usage_text;
}

static int usage(const char *msg, const char *arg)
{
    fprintf(stderr, "carcassonne-cli: %s%s%s\nTry 'carcassonne-cli help'.\n", msg, arg ? " " : "",
            arg ? arg : "");
    return EXIT_USAGE;
}

static bool parse_port(const char *v, int *port)
{
    char *end;
    errno = 0;
    const long p = strtol(v, &end, 10);
    if (errno || end == v || *end || p < 1 || p > 65535)
        return false;
    *port = (int)p;
    return true;
}

/* ---- serve ---- */

static volatile sig_atomic_t stop_flag;

static void on_stop(int sig)
{
    (void)sig;
    stop_flag = 1;
}

int cli_serve(int argc, char **argv)
{
    int port = 0;
    const char *bind = NULL, *dir = "tables";
    for (int i = 0; i < argc; i++) {
        if (i + 1 >= argc)
            return usage("a value is missing after", argv[i]);
        const char *v = argv[++i];
        if (strcmp(argv[i - 1], "--port") == 0) {
            if (!parse_port(v, &port))
                return usage("--port wants 1 to 65535, not", v);
        } else if (strcmp(argv[i - 1], "--bind") == 0) {
            bind = v;
        } else if (strcmp(argv[i - 1], "--tables") == 0) {
            dir = v;
        } else {
            return usage("unknown option for serve:", argv[i - 1]);
        }
    }
    if (port == 0)
        return usage("serve needs --port P", NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    char err[1200];
    carc_server *s = carc_server_open(bind, port, dir, stdout, err, sizeof err);
    if (!s) {
        fprintf(stderr, "carcassonne-cli: serve: %s\n", err);
        return EXIT_FAILED;
    }
    const int rc = carc_server_run(s, &stop_flag);
    carc_server_close(s);
    return rc == 0 ? 0 : EXIT_FAILED;
}

/* ---- bot ---- */

typedef struct bot {
    const char *state_file;
    int level; /* a carc_ai_level, or -1 for the random player */
    bool seated, printed_code;
    char code[CARC_NET_CODE_LEN];
    int seat;
    char token[CARC_NET_TOKEN_LEN];
    uint32_t answered; /* the seq last answered, +1 (0: none) */
    uint8_t away;      /* the remote seats the last UPDATE said were away */
    carc_catalog *cat; /* the table's tile sets, loaded from the first view */
    carc_rng rng;      /* the random player's draws */
} bot;

static int save_state(const bot *b)
{
    if (!b->state_file)
        return 0;
    char text[128], err[1200];
    snprintf(text, sizeof text, "code %s\nseat %d\ntoken %s\n", b->code, b->seat, b->token);
    if (carc_datafile_write(b->state_file, text, err, sizeof err) != 0) {
        fprintf(stderr, "carcassonne-cli: bot: %s\n", err);
        return -1;
    }
    return 0;
}

static int load_state(bot *b)
{
    FILE *f = fopen(b->state_file, "r");
    if (!f)
        return -1;
    int seat = -1;
    const int n = fscanf(f, "code %7s\nseat %d\ntoken %32s", b->code, &seat, b->token);
    fclose(f);
    if (n != 3 || seat < 0 || seat >= CARC_MAX_PLAYERS ||
        strlen(b->token) != CARC_NET_TOKEN_LEN - 1)
        return -1;
    b->seat = seat;
    b->seated = true;
    return 0;
}

/* The game of an UPDATE: the view opened and the turn under way applied. NULL with err. */
static carc_midend *open_view(bot *b, const carc_net_msg *m, char *err, size_t errlen)
{
    carc_record *rec = malloc(sizeof *rec);
    if (!rec) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    carc_midend *g = NULL;
    if (carc_record_parse(m->view, m->view_len, "view", rec, err, errlen) == 0)
        g = carc_midend_open_with(rec, "view", NULL, b->cat, NULL, err, errlen);
    free(rec);
    if (!g)
        return NULL;
    if (!b->cat && (b->cat = malloc(sizeof *b->cat)) != NULL)
        *b->cat = *carc_midend_history(g)->cat;
    for (int i = 0; i < m->npartial; i++)
        if (carc_midend_act(g, &m->partial[i], 1, NULL, NULL, err, errlen) != 0) {
            carc_midend_free(g);
            return NULL;
        }
    return g;
}

/* Answers the decision of g when it is the bot's seat's: n actions in out, 0 when not ours. */
static int answer(bot *b, carc_midend *g, carc_action out[2])
{
    const carc_game *game = carc_midend_game(g);
    if (game->over || carc_game_actor(game) != b->seat)
        return 0;
    carc_seat *s;
    if (b->level < 0) {
        s = carc_seat_random(&b->rng, 50);
    } else {
        const carc_ai_config cfg =
            carc_ai_default_config((carc_ai_level)b->level, 0x6B6F74ull + (uint64_t)b->seat);
        s = carc_seat_computer(&cfg, true, NULL, NULL); /* searches in poll: nothing else to do */
    }
    if (!s)
        return -1;
    carc_midend_set_seat(g, b->seat, s);
    return carc_midend_poll(g, out); /* a turn's answer whole: the placement with its step */
}

/* Says on stderr who went away and who came back, as the host sees it, with the names the
   table gives them. */
static void tell_away(bot *b, uint8_t away, const carc_record *rec)
{
    for (int p = 0; p < CARC_MAX_PLAYERS && p < rec->nplayers; p++)
        if ((away ^ b->away) & (1u << p))
            fprintf(stderr, "carcassonne-cli: bot: seat %d (%s) is %s\n", p + 1,
                    rec->players[p].name, away & (1u << p) ? "away" : "back");
    b->away = away;
}

static int on_update(bot *b, carc_client *c, const carc_net_msg *m)
{
    char err[1200];
    carc_midend *g = open_view(b, m, err, sizeof err);
    if (!g) {
        fprintf(stderr, "carcassonne-cli: bot: the host's view: %s\n", err);
        return EXIT_FAILED;
    }
    tell_away(b, m->away, carc_midend_record(g));
    const carc_game *game = carc_midend_game(g);
    if (game->over) {
        cli_print_result(game, carc_midend_record(g)->nturns);
        fflush(stdout);
        carc_midend_free(g);
        return 0;
    }
    if (b->seated && b->answered != m->seq + 1) {
        carc_net_msg act;
        memset(&act, 0, sizeof act);
        act.nacts = answer(b, g, act.acts);
        if (act.nacts < 0) {
            fprintf(stderr, "carcassonne-cli: bot: seat %d has no answer\n", b->seat + 1);
            carc_midend_free(g);
            return EXIT_FAILED;
        }
        if (act.nacts > 0) {
            act.type = CARC_MSG_ACT;
            snprintf(act.code, sizeof act.code, "%s", b->code);
            act.seat = b->seat;
            act.seq = m->seq;
            if (carc_client_send(c, &act) == 0)
                b->answered = m->seq + 1;
        }
    }
    carc_midend_free(g);
    return -1; /* play on */
}

/* Says who the bot is at a new connection. */
static void hello(bot *b, carc_client *c, const char *create, const char *sets, bool has_seed,
                  uint64_t seed, const char *name)
{
    carc_net_msg m;
    memset(&m, 0, sizeof m);
    if (b->seated) {
        m.type = CARC_MSG_REJOIN;
        m.seat = b->seat;
        memcpy(m.token, b->token, sizeof m.token);
    } else if (create) {
        m.type = CARC_MSG_CREATE;
        snprintf(m.seats, sizeof m.seats, "%s", create);
        snprintf(m.tilesets, sizeof m.tilesets, "%s", sets ? sets : "base");
        m.has_seed = has_seed;
        m.seed = seed;
        /* The bot takes the first remote seat, under its name; the others are the host's
           default ("Player N") until a person's window names them. */
        char words[CARC_NET_SEATS_LEN];
        snprintf(words, sizeof words, "%s", create);
        int p = 0;
        for (char *save = NULL, *w = strtok_r(words, ",", &save); w && !m.hold;
             w = strtok_r(NULL, ",", &save), p++)
            if (strcmp(w, "remote") == 0 && p < CARC_MAX_PLAYERS) {
                m.hold = (uint8_t)(1u << p);
                m.nnames = p + 1;
                snprintf(m.names[p], sizeof m.names[p], "%s", name);
            }
    } else {
        m.type = CARC_MSG_JOIN;
    }
    snprintf(m.code, sizeof m.code, "%s", b->code);
    b->answered = 0; /* an answer sent before the connection was lost may not have arrived */
    carc_client_send(c, &m);
}

int cli_bot(int argc, char **argv)
{
    const char *server = NULL, *level = NULL, *create = NULL, *code = NULL, *sets = NULL,
               *name = NULL;
    bool has_seed = false;
    uint64_t seed = 0;
    bot b;
    memset(&b, 0, sizeof b);
    for (int i = 0; i < argc; i++) {
        if (i + 1 >= argc)
            return usage("a value is missing after", argv[i]);
        const char *a = argv[i], *v = argv[++i];
        if (strcmp(a, "--server") == 0) {
            server = v;
        } else if (strcmp(a, "--level") == 0) {
            level = v;
        } else if (strcmp(a, "--create") == 0) {
            create = v;
        } else if (strcmp(a, "--code") == 0) {
            code = v;
        } else if (strcmp(a, "--name") == 0) {
            name = v;
        } else if (strcmp(a, "--tilesets") == 0) {
            sets = v;
        } else if (strcmp(a, "--state") == 0) {
            b.state_file = v;
        } else if (strcmp(a, "--seed") == 0) {
            char *end;
            errno = 0;
            const unsigned long long s = strtoull(v, &end, 10);
            if (errno || end == v || *end || v[0] == '-' || s > (unsigned long long)CARC_MAX_SEED)
                return usage("--seed wants an integer from 0 to 2^53-1, not", v);
            seed = s;
            has_seed = true;
        } else {
            return usage("unknown option for bot:", a);
        }
    }
    const char *colon = server ? strrchr(server, ':') : NULL;
    int port = 0;
    if (!colon || colon == server || !parse_port(colon + 1, &port))
        return usage("bot needs --server HOST:PORT", NULL);
    if (!level)
        return usage("bot needs --level easy|medium|hard|random", NULL);
    b.level = strcmp(level, "random") == 0 ? -1 : carc_ai_level_parse(level);
    if (b.level < 0 && strcmp(level, "random") != 0)
        return usage("--level wants easy, medium, hard or random, not", level);
    if (create && code)
        return usage("bot takes --create or --code, not both", NULL);
    if (!create && !code) {
        if (!b.state_file || load_state(&b) != 0)
            return usage("bot needs --create SEATS or --code CODE (or --state FILE of a seat "
                         "taken before)",
                         NULL);
    }
    if ((sets || has_seed || name) && !create)
        return usage("--tilesets, --seed and --name go with --create", NULL);
    char named[CARC_NET_NAME_LEN];
    snprintf(named, sizeof named, "Computer (%s)", level);
    bool text = name && *name && strlen(name) < sizeof named;
    for (const char *k = name; text && *k; k++)
        text = (unsigned char)*k >= 0x20 && *k != 0x7f;
    if (name && !text)
        return usage("--name wants 1 to 63 bytes of text without control characters, not", name);
    if (name)
        snprintf(named, sizeof named, "%s", name);
    if (code) {
        if (strlen(code) >= sizeof b.code)
            return usage("not a table's code:", code);
        snprintf(b.code, sizeof b.code, "%s", code);
    }
    char host[256];
    snprintf(host, sizeof host, "%.*s", (int)(colon - server), server);
    carc_rng_seed(&b.rng, has_seed ? seed : 1);
    char err[1200];
    carc_client *c = carc_client_open(host, port, err, sizeof err);
    if (!c) {
        fprintf(stderr, "carcassonne-cli: bot: %s\n", err);
        return EXIT_FAILED;
    }
    int rc = -1;
    while (rc < 0) {
        carc_net_msg m;
        err[0] = '\0';
        const int r = carc_client_service(c, 100, &m, err, sizeof err);
        if (r == CARC_CLIENT_GONE) {
            fprintf(stderr, "carcassonne-cli: bot: %s:%d did not answer for %d seconds\n", host,
                    port, CARC_CLIENT_PATIENCE);
            rc = EXIT_FAILED;
        } else if (r == CARC_CLIENT_CONNECTED) {
            hello(&b, c, create, sets, has_seed, seed, named);
        } else if (r == CARC_CLIENT_LOST) {
            fprintf(stderr, "carcassonne-cli: bot: the connection was lost; trying again\n");
        } else if (r == CARC_CLIENT_NOTHING && err[0]) {
            fprintf(stderr, "carcassonne-cli: bot: %s\n", err);
        } else if (r == CARC_CLIENT_MESSAGE && m.type == CARC_MSG_SEATED) {
            const bool first = !b.seated;
            b.seated = true;
            b.seat = m.seat;
            memcpy(b.code, m.code, sizeof b.code);
            memcpy(b.token, m.token, sizeof b.token);
            if (first && create && !b.printed_code) {
                printf("code %s\n", b.code);
                fflush(stdout);
                b.printed_code = true;
            }
            if (first && save_state(&b) != 0)
                rc = EXIT_FAILED;
        } else if (r == CARC_CLIENT_MESSAGE && m.type == CARC_MSG_UPDATE) {
            rc = on_update(&b, c, &m);
        } else if (r == CARC_CLIENT_MESSAGE && m.type == CARC_MSG_REFUSED) {
            fprintf(stderr, "carcassonne-cli: bot: refused: %s\n", m.reason);
            /* Without a seat, or with a seat taken from elsewhere, there is nothing to play. */
            if (m.why == CARC_REFUSE_NO_TABLE || m.why == CARC_REFUSE_FULL ||
                m.why == CARC_REFUSE_BAD_TABLE || m.why == CARC_REFUSE_TOKEN ||
                m.why == CARC_REFUSE_VERSION || m.why == CARC_REFUSE_FLOOD)
                rc = EXIT_FAILED;
            else
                b.answered = 0; /* the host sends the state again: answer it afresh */
        }
    }
    carc_client_close(c);
    free(b.cat);
    return rc;
}
