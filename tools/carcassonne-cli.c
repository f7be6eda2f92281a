/*
 * carcassonne-cli: the command-line front end of the rules engine, for tests, tools and people
 * who want numbers rather than pictures. It links the core and the data layer, never SDL.
 *
 *   replay FILE      apply a game record and print the result as one JSON line (RECORD.md)
 *   simulate ...     play random games and summarise them, optionally writing each as a record
 *   validate FILE... check tile set files and records, saying what is wrong
 *   bench ...        measure full random games per second on one core
 *   tournament ...   computer players against each other in paired games (cli_ai.c)
 *   serve, bot       a host of tables and a computer player at one, across machines (cli_net.c)
 *
 * Exit status: 0 success, 1 bad arguments or a file that is not valid (validate), 2 a record
 * that cannot be replayed (replay, as RECORD.md specifies), 3 a host or a table that failed (serve,
 * bot).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "datafile.h"
#include "game.h"
#include "midend.h"
#include "module.h"
#include "record.h"
#include "rng.h"
#include "text.h"
#include "tileset_io.h"

#include "cli_ai.h"
#include "cli_net.h"
#include "cli_result.h"

#define EXIT_USAGE 1
#define EXIT_REPLAY 2
#define ERR_LEN 1024

static const char usage_text[] =
    "usage: carcassonne-cli COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  replay FILE        Apply every turn of a game record (see RECORD.md) with the full\n"
    "                     rules and print the result as one JSON line. A record that cannot be\n"
    "                     read or breaks a rule prints one line on stderr and exits 2.\n"
    "  simulate [OPTIONS] Play random games and print a summary.\n"
    "      --games N            games to play (default 100)\n"
    "      --seed S             master seed; every game's seeds derive from it (default 1)\n"
    "      --players P          players per game, 2 to 6 (default 2)\n"
    "      --tilesets LIST      comma-separated tile sets (default base): those `sets`\n"
    "                           lists, or any other NAME.json of ASSETS/tilesets (below)\n"
    "      --farms EDITION      farm scoring: 3rd (default), 2nd, 1st or none\n"
    "      --small-city         completed two-tile cities score 2 (1st/2nd edition)\n"
    "      --followers PERCENT  chance a player places a follower when one can (default 50)\n"
    "      --record DIR         write each game to DIR/gameNNNN.json as a replayable record\n"
    "      --ai LIST            computer players by seat, e.g. easy,hard (\"random\" for a\n"
    "                           random player; seats not listed play random turns)\n"
    "  sets               List the rule sets' tile sets, one a line: base, then each\n"
    "                     expansion's in the order records list them.\n"
    "  validate FILE...   Check tile set files and game records (records are also replayed);\n"
    "                     print \"FILE: ok\" or what is wrong; exit 1 if any file is bad.\n"
    "  bench [OPTIONS]    Play random two-player games (the base game by default) on one core.\n"
    "      --seconds S          how long to run (default 3)\n"
    "      --games N            play exactly N games instead (for instruction counts)\n"
    "      --tilesets LIST      as for simulate (default base)\n";

/* After the commands of cli_ai_usage, so that every command is listed before the notes. */
static const char usage_tail[] =
    "  help               Show this text.\n"
    "\n"
    "Tile sets are read from ASSETS/tilesets/NAME.json, where ASSETS is $CARC_ASSETS when it\n"
    "is set, else the installed data folder (PREFIX/share/carcassonne) for an installed\n"
    "program, else the source tree's assets directory compiled in.\n";

static int usage_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Prints "carcassonne-cli: MESSAGE" and a hint on stderr; returns EXIT_USAGE. */
static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "carcassonne-cli: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\nTry 'carcassonne-cli help'.\n");
    va_end(ap);
    return EXIT_USAGE;
}

/* Parses a whole decimal integer within [lo, hi]; false when arg is anything else. */
static bool parse_long(const char *arg, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (errno != 0 || end == arg || *end != '\0' || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

static bool parse_u64(const char *arg, uint64_t *out)
{
    char *end;
    errno = 0;
    if (arg[0] == '-')
        return false;
    unsigned long long v = strtoull(arg, &end, 10);
    if (errno != 0 || end == arg || *end != '\0' || v > (unsigned long long)CARC_MAX_SEED)
        return false;
    *out = v;
    return true;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* bench's catalog and game, allocated together (both are large). */
typedef struct session {
    carc_catalog cat;
    carc_game game;
} session;

/*
 * Prints prefix and msg as one line on f. A loader's message quotes the file (names, keys, its
 * own name), which may hold control characters that would forge a line or drive the terminal:
 * they are shown as spaces (text.h).
 */
static void print_line(FILE *f, const char *prefix, char *msg)
{
    carc_text_one_line(msg, strlen(msg) + 1);
    fprintf(f, "%s%s\n", prefix, msg);
}

/* mkdir -p: creates path and the folders above it that are missing. */
static int make_dirs(const char *path)
{
    char buf[4096];
    if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) {
        errno = ENAMETOOLONG;
        return -1;
    }
    for (char *p = buf + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char was = *p;
        *p = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST)
            return -1;
        *p = was;
        if (was == '\0')
            return 0;
    }
}

/* ---- replay ---- */

static int cmd_replay(int argc, char **argv)
{
    if (argc != 1)
        return usage_error("replay takes exactly one FILE");
    char err[ERR_LEN];
    carc_midend *m = carc_midend_load(argv[0], NULL, err, sizeof err);
    if (m == NULL) {
        print_line(stderr, "", err);
        return EXIT_REPLAY;
    }
    cli_print_result(carc_midend_game(m), carc_midend_record(m)->nturns);
    carc_midend_free(m);
    return 0;
}

/* ---- simulate ---- */

typedef struct sim_options {
    long games, players, followers;
    uint64_t seed;
    carc_rules rules;
    int nsets;
    char sets[CARC_MAX_SETS][CARC_NAME_LEN];
    const char *record_dir;
    uint8_t ai[CARC_MAX_PLAYERS]; /* cli_ai.h seats: random or a computer level */
} sim_options;

static int parse_tilesets(const char *list, sim_options *o)
{
    o->nsets = carc_tileset_names_parse(list, o->sets);
    return o->nsets < 0 ? usage_error("bad --tilesets list \"%s\"", list) : 0;
}

static int parse_sim_options(int argc, char **argv, sim_options *o)
{
    *o = (sim_options){.games = 100, .players = 2, .followers = 50, .seed = 1, .nsets = 1};
    strcpy(o->sets[0], "base");
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--small-city") == 0) {
            o->rules.small_city_two_points = true;
            continue;
        }
        if (i + 1 >= argc)
            return usage_error("%s needs a value (or is not an option of simulate)", a);
        const char *v = argv[++i];
        if (strcmp(a, "--games") == 0) {
            if (!parse_long(v, 1, 100000000, &o->games))
                return usage_error("--games wants a count from 1, not \"%s\"", v);
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_u64(v, &o->seed))
                return usage_error("--seed wants an integer from 0 to 2^53-1, not \"%s\"", v);
        } else if (strcmp(a, "--players") == 0) {
            if (!parse_long(v, CARC_MIN_PLAYERS, CARC_MAX_PLAYERS, &o->players))
                return usage_error("--players wants 2 to 6, not \"%s\"", v);
        } else if (strcmp(a, "--followers") == 0) {
            if (!parse_long(v, 0, 100, &o->followers))
                return usage_error("--followers wants a percentage 0 to 100, not \"%s\"", v);
        } else if (strcmp(a, "--farms") == 0) {
            int f = carc_farms_parse(v);
            if (f < 0)
                return usage_error("--farms wants 3rd, 2nd, 1st or none, not \"%s\"", v);
            o->rules.farms = (carc_farm_scoring)f;
        } else if (strcmp(a, "--tilesets") == 0) {
            if (parse_tilesets(v, o) != 0)
                return EXIT_USAGE;
        } else if (strcmp(a, "--record") == 0) {
            o->record_dir = v;
        } else if (strcmp(a, "--ai") == 0) {
            if (cli_ai_parse_seats(v, o->ai) != 0)
                return usage_error("--ai wants levels by seat such as easy,hard, not \"%s\"", v);
        } else {
            return usage_error("unknown option \"%s\" for simulate", a);
        }
    }
    return 0;
}

/* Fills the record header of a simulated game: rules, players and the seed of its deck (the
   midend writes the deck out in full). */
static void begin_record(carc_record *rec, const sim_options *o, uint64_t seed)
{
    memset(rec, 0, sizeof *rec);
    rec->ntilesets = o->nsets;
    memcpy(rec->tilesets, o->sets, sizeof rec->tilesets);
    rec->rules = o->rules;
    rec->nplayers = (int)o->players;
    for (int p = 0; p < rec->nplayers; p++) {
        snprintf(rec->players[p].name, sizeof rec->players[p].name, "P%d", p + 1);
        rec->players[p].color = (carc_color)p;
        snprintf(rec->players[p].ai, sizeof rec->players[p].ai, "%s", cli_ai_seat_name(o->ai[p]));
    }
    rec->has_seed = true;
    rec->seed = seed;
}

/* One game of simulate through the midend: the random player on the random seats (one player,
   drawing from moves, as carcassonne-cli drew before the midend), computer players on the
   others. NULL with err when the record does not start or a seat has no answer. */
static carc_midend *simulate_game(const carc_record *rec, const carc_catalog *cat,
                                  const sim_options *o, carc_rng *moves, char *err, size_t errlen)
{
    carc_midend *m = carc_midend_open_with(rec, "simulate", NULL, cat, NULL, err, errlen);
    if (m == NULL)
        return NULL;
    carc_seat *random = carc_seat_random(moves, (unsigned)o->followers);
    bool seated = false, ok = random != NULL;
    for (int p = 0; p < o->players && ok; p++) {
        carc_seat *s = random;
        if (o->ai[p] != CLI_AI_RANDOM) {
            const carc_ai_config cfg = carc_ai_default_config((carc_ai_level)(o->ai[p] - 1), 0);
            s = carc_seat_computer(&cfg, true, moves, NULL); /* seeded from moves, each move */
            ok = s != NULL;
        }
        if (s != NULL)
            carc_midend_set_seat(m, p, s);
        seated = seated || s == random;
    }
    if (random != NULL && !seated)
        random->ops->free(random); /* a random player seated is the midend's to free */
    if (!ok) {
        snprintf(err, errlen, "out of memory");
        carc_midend_free(m);
        return NULL;
    }
    if (carc_midend_run(m, err, errlen) != 0) {
        carc_midend_free(m);
        return NULL;
    }
    return m;
}

static int cmd_simulate(int argc, char **argv)
{
    sim_options o;
    if (parse_sim_options(argc, argv, &o) != 0)
        return EXIT_USAGE;
    if (o.record_dir != NULL && make_dirs(o.record_dir) != 0) {
        fprintf(stderr, "carcassonne-cli: %s: %s\n", o.record_dir, strerror(errno));
        return EXIT_USAGE;
    }
    carc_record *rec = malloc(sizeof *rec);
    carc_catalog *cat = malloc(sizeof *cat);
    if (rec == NULL || cat == NULL) {
        fprintf(stderr, "carcassonne-cli: out of memory\n");
        free(rec);
        free(cat);
        return EXIT_USAGE;
    }
    char err[ERR_LEN];
    const char *names[CARC_MAX_SETS];
    for (int i = 0; i < o.nsets; i++)
        names[i] = o.sets[i];
    if (carc_catalog_load(cat, NULL, names, o.nsets, err, sizeof err) != 0) {
        print_line(stderr, "carcassonne-cli: ", err);
        free(rec);
        free(cat);
        return EXIT_USAGE;
    }
    double total[CARC_MAX_PLAYERS] = {0}, turns = 0, discards = 0;
    carc_rng master;
    carc_rng_seed(&master, o.seed);
    double t0 = now_seconds();
    int rc = 0;
    for (long n = 0; n < o.games && rc == 0; n++) {
        uint64_t deck_seed = ((uint64_t)carc_rng_next(&master) << 21) ^ carc_rng_next(&master);
        carc_rng moves;
        carc_rng_seed(&moves, ((uint64_t)carc_rng_next(&master) << 32) | carc_rng_next(&master));
        begin_record(rec, &o, deck_seed);
        carc_midend *m = simulate_game(rec, cat, &o, &moves, err, sizeof err);
        if (m == NULL) {
            print_line(stderr, "carcassonne-cli: ", err);
            rc = EXIT_USAGE;
            break;
        }
        const carc_record *done = carc_midend_record(m);
        const carc_game *g = carc_midend_game(m);
        for (int t = 0; t < done->nturns; t++)
            discards += done->turns[t].discard;
        turns += done->nturns;
        for (int p = 0; p < o.players; p++)
            total[p] += g->score[p];
        if (o.record_dir != NULL) {
            char path[4096];
            snprintf(path, sizeof path, "%s/game%04ld.json", o.record_dir, n);
            if (carc_midend_save(m, path, err, sizeof err) != 0) {
                print_line(stderr, "carcassonne-cli: ", err);
                rc = EXIT_USAGE;
            }
        }
        carc_midend_free(m);
    }
    double dt = now_seconds() - t0;
    if (rc == 0) {
        printf("%ld games, %ld players, tile sets:", o.games, o.players);
        for (int i = 0; i < o.nsets; i++)
            printf(" %s", o.sets[i]);
        printf("\nmean score per seat:");
        for (int p = 0; p < o.players; p++)
            printf(" %.2f", total[p] / (double)o.games);
        printf("\nmean turns per game: %.2f (discards %.3f)\n", turns / (double)o.games,
               discards / (double)o.games);
        printf("%.0f games/s\n", dt > 0 ? (double)o.games / dt : 0.0);
        if (o.record_dir != NULL)
            printf("records written to %s/\n", o.record_dir);
    }
    free(rec);
    free(cat);
    return rc;
}

/* ---- validate ---- */

static bool validate_file(const char *path)
{
    char err[ERR_LEN];
    carc_datafile *df = malloc(sizeof *df);
    bool ok = false;
    if (df == NULL) {
        snprintf(err, sizeof err, "%s: out of memory", path);
    } else if (carc_datafile_load(path, df, err, sizeof err) == 0) {
        carc_midend *m = df->kind == CARC_DATAFILE_RECORD
                             ? carc_midend_open(&df->as.record, path, NULL, err, sizeof err)
                             : NULL;
        ok = df->kind == CARC_DATAFILE_TILESET || m != NULL;
        carc_midend_free(m);
    }
    free(df);
    if (ok)
        snprintf(err, sizeof err, "%s: ok", path);
    print_line(stdout, "", err);
    return ok;
}

static int cmd_sets(int argc, char **argv)
{
    (void)argv;
    if (argc != 0)
        return usage_error("sets takes no arguments");
    const char *names[CARC_MODULES + 1];
    const int n = carc_sets_names((1u << CARC_MODULES) - 1, names);
    for (int i = 0; i < n; i++)
        puts(names[i]);
    return 0;
}

static int cmd_validate(int argc, char **argv)
{
    if (argc < 1)
        return usage_error("validate needs at least one FILE");
    int bad = 0;
    for (int i = 0; i < argc; i++)
        bad += !validate_file(argv[i]);
    return bad ? EXIT_USAGE : 0;
}

/* ---- bench ---- */

/*
 * bench keeps the core's own loop (carc_game_random_finish) rather than the midend: it measures
 * the rules engine's speed, the loop the computer players' playouts run, where a record, seats
 * and a turn's bookkeeping would be counted in every game (tools/bench-instructions.sh holds it
 * to 42,000 instructions a base game).
 */

static int cmd_bench(int argc, char **argv)
{
    long seconds = 3, games = -1;
    char sets[CARC_MAX_SETS][CARC_NAME_LEN] = {"base"};
    int nsets = 1;
    for (int i = 0; i < argc; i++) {
        if (i + 1 >= argc)
            return usage_error("%s needs a value (or is not an option of bench)", argv[i]);
        if (strcmp(argv[i], "--seconds") == 0) {
            if (!parse_long(argv[++i], 1, 3600, &seconds))
                return usage_error("--seconds wants 1 to 3600, not \"%s\"", argv[i]);
        } else if (strcmp(argv[i], "--games") == 0) {
            if (!parse_long(argv[++i], 0, 100000000, &games))
                return usage_error("--games wants a count from 0, not \"%s\"", argv[i]);
        } else if (strcmp(argv[i], "--tilesets") == 0) {
            nsets = carc_tileset_names_parse(argv[++i], sets);
            if (nsets < 0)
                return usage_error("bad --tilesets list \"%s\"", argv[i]);
        } else {
            return usage_error("unknown option \"%s\" for bench", argv[i]);
        }
    }
    session *s = calloc(1, sizeof *s);
    if (s == NULL) {
        fprintf(stderr, "carcassonne-cli: out of memory\n");
        return EXIT_USAGE;
    }
    char err[ERR_LEN];
    const char *names[CARC_MAX_SETS];
    for (int i = 0; i < nsets; i++)
        names[i] = sets[i];
    if (carc_catalog_load(&s->cat, NULL, names, nsets, err, sizeof err) != 0) {
        print_line(stderr, "carcassonne-cli: ", err);
        free(s);
        return EXIT_USAGE;
    }
    const carc_rules rules = {CARC_FARMS_3RD, false};
    carc_rng rng;
    carc_rng_seed(&rng, 1);
    long played = 0;
    double t0 = now_seconds(), dt = 0;
    while (games >= 0 ? played < games : dt < (double)seconds) {
        carc_game_init(&s->game, &s->cat, &rules, 2, (uint64_t)played, err, sizeof err);
        carc_game_random_finish(&s->game, &rng, 50);
        played++;
        if (games < 0 && (played & 63) == 0)
            dt = now_seconds() - t0;
    }
    dt = now_seconds() - t0;
    printf("%ld games in %.2f s: %.0f games/s, %.1f us per game\n", played, dt,
           dt > 0 ? (double)played / dt : 0.0, played ? dt * 1e6 / (double)played : 0.0);
    printf("state size: sizeof(carc_game) = %zu bytes, sizeof(carc_catalog) = %zu bytes\n",
           sizeof(carc_game), sizeof(carc_catalog));
    free(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage_error("missing COMMAND");
    const char *cmd = argv[1];
    bool help = strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0;
    for (int i = 2; i < argc; i++)
        help = help || strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0;
    if (help) {
        fputs(usage_text, stdout);
        fputs(cli_ai_usage(), stdout);
        fputs(cli_net_usage(), stdout);
        fputs(usage_tail, stdout);
        printf("ASSETS is now %s\n", carc_assets_dir());
        return 0;
    }
    if (strcmp(cmd, "replay") == 0)
        return cmd_replay(argc - 2, argv + 2);
    if (strcmp(cmd, "simulate") == 0)
        return cmd_simulate(argc - 2, argv + 2);
    if (strcmp(cmd, "sets") == 0)
        return cmd_sets(argc - 2, argv + 2);
    if (strcmp(cmd, "validate") == 0)
        return cmd_validate(argc - 2, argv + 2);
    if (strcmp(cmd, "bench") == 0)
        return cmd_bench(argc - 2, argv + 2);
    if (strcmp(cmd, "tournament") == 0)
        return cli_ai_tournament(argc - 2, argv + 2);
    if (strcmp(cmd, "serve") == 0)
        return cli_serve(argc - 2, argv + 2);
    if (strcmp(cmd, "bot") == 0)
        return cli_bot(argc - 2, argv + 2);
    return usage_error("unknown command \"%s\"", cmd);
}
