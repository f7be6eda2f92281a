/*
 * cli_ai.c: carcassonne-cli's computer-player commands.
 *
 *   tournament --a LEVEL --b LEVEL [--games N] [--seed S] ...
 *       plays N two-player games in pairs: each deal twice, with the seats swapped, so that
 *       neither player profits from a lucky deck or from moving first. Prints A's win rate with
 *       a 95% interval, the mean scores, the mean margin, the time per move of each level and
 *       the search speed in playouts per second. With --compare F, on every 6th move of A it
 *       also runs A's search with F times its budget (the same seed) and prints how often A's
 *       move is that search's, by the kind of figure step the longer search chose.
 *   simulate --ai LIST
 *       puts computer players on the seats of simulate (the levels parsed here).
 *
 * Both play through the midend (src/session/midend.h), a computer seat per player.
 *
 * The 95% intervals treat each pair as one sample (the two games of a pair share a deck and are
 * not independent): mean of the pair values +- 1.96 standard errors.
 */
#include "cli_ai.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "midend.h"
#include "module.h"
#include "tileset_io.h"

const char *cli_ai_usage(void)
{
    return "  tournament [OPTIONS] Play computer players against each other in paired\n"
           "                     two-player games (each deal twice, seats swapped).\n"
           "      --a LEVEL, --b LEVEL  easy, medium or hard (default hard against easy)\n"
           "      --games N            games, played in pairs (default 200)\n"
           "      --seed S             master seed for decks and players (default 1)\n"
           "      --tilesets LIST      as for simulate (default base)\n"
           "      --farms EDITION      3rd (default), 2nd, 1st or none\n"
           "      --small-city         completed two-tile cities score 2\n"
           "      --think-a F, --think-b F  budget factor of each player (default 1)\n"
           "      --cap S              wall-clock safety cap per move in seconds (default:\n"
           "                           each level's: easy 0.01, medium 0.1, hard 1)\n"
           "      --compare F          on every 6th move of A, also search with F times A's\n"
           "                           budget and print how often A's move is the same\n"
           "      --no-cpu-budget      hard without its budget of processor time per move\n"
           "                           (its searches then repeat exactly on any machine)\n"
           "      --verbose            print every game\n";
}

int cli_ai_parse_seats(const char *list, uint8_t seats[CARC_MAX_PLAYERS])
{
    memset(seats, CLI_AI_RANDOM, CARC_MAX_PLAYERS);
    const char *p = list;
    for (int seat = 0;; seat++) {
        size_t n = strcspn(p, ",");
        char name[16];
        if (seat == CARC_MAX_PLAYERS || n == 0 || n >= sizeof name)
            return -1;
        memcpy(name, p, n);
        name[n] = '\0';
        int level = carc_ai_level_parse(name);
        if (level < 0 && strcmp(name, "random") != 0)
            return -1;
        seats[seat] = (uint8_t)(level < 0 ? CLI_AI_RANDOM : level + 1);
        if (p[n] == '\0')
            return 0;
        p += n + 1;
    }
}

const char *cli_ai_seat_name(uint8_t seat)
{
    return seat == CLI_AI_RANDOM ? "random" : carc_ai_level_name((carc_ai_level)(seat - 1));
}

/* ---- tournament ---- */

typedef struct tour_options {
    int level[2];
    double think[2];
    double cap;
    long games;
    uint64_t seed;
    carc_rules rules;
    int nsets;
    char sets[CARC_MAX_SETS][CARC_NAME_LEN];
    bool verbose;
    bool no_budget; /* hard without its budget of processor time: runs that repeat exactly */
    double compare; /* > 0: A's moves weighed against a search with this budget factor */
} tour_options;

static int bad(const char *fmt, const char *arg)
{
    fprintf(stderr, "carcassonne-cli: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry 'carcassonne-cli help'.\n");
    return 1;
}

static int parse_sets(const char *list, tour_options *o)
{
    o->nsets = carc_tileset_names_parse(list, o->sets);
    return o->nsets < 0 ? bad("bad --tilesets list \"%s\"", list) : 0;
}

static int parse_options(int argc, char **argv, tour_options *o)
{
    static const char *const farms[] = {"3rd", "2nd", "1st", "none"};
    *o = (tour_options){.level = {CARC_AI_HARD, CARC_AI_EASY},
                        .think = {1, 1},
                        .games = 200,
                        .seed = 1,
                        .nsets = 1};
    strcpy(o->sets[0], "base");
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--small-city") == 0) {
            o->rules.small_city_two_points = true;
            continue;
        }
        if (strcmp(a, "--verbose") == 0) {
            o->verbose = true;
            continue;
        }
        if (strcmp(a, "--no-cpu-budget") == 0) {
            o->no_budget = true;
            continue;
        }
        if (i + 1 >= argc)
            return bad("%s needs a value (or is not an option of tournament)", a);
        const char *v = argv[++i];
        char *end;
        errno = 0;
        if (strcmp(a, "--a") == 0 || strcmp(a, "--b") == 0) {
            int l = carc_ai_level_parse(v);
            if (l < 0)
                return bad("a level is easy, medium or hard, not \"%s\"", v);
            o->level[a[2] == 'b'] = l;
        } else if (strcmp(a, "--think-a") == 0 || strcmp(a, "--think-b") == 0) {
            double f = strtod(v, &end);
            if (errno || *end || !(f > 0 && f <= 1000))
                return bad("--think wants a factor above 0, not \"%s\"", v);
            o->think[a[8] == 'b'] = f;
        } else if (strcmp(a, "--compare") == 0) {
            double f = strtod(v, &end);
            if (errno || *end || !(f > 0 && f <= 1000))
                return bad("--compare wants a factor above 0, not \"%s\"", v);
            o->compare = f;
        } else if (strcmp(a, "--cap") == 0) {
            double f = strtod(v, &end);
            if (errno || *end || !(f > 0 && f <= 3600))
                return bad("--cap wants seconds above 0, not \"%s\"", v);
            o->cap = f;
        } else if (strcmp(a, "--games") == 0) {
            long n = strtol(v, &end, 10);
            if (errno || *end || n < 2 || n > 1000000)
                return bad("--games wants a count from 2, not \"%s\"", v);
            o->games = n;
        } else if (strcmp(a, "--seed") == 0) {
            unsigned long long s = strtoull(v, &end, 10);
            if (errno || *end || v[0] == '-')
                return bad("--seed wants a non-negative integer, not \"%s\"", v);
            o->seed = s;
        } else if (strcmp(a, "--farms") == 0) {
            int f = 0;
            while (f < 4 && strcmp(v, farms[f]) != 0)
                f++;
            if (f == 4)
                return bad("--farms wants 3rd, 2nd, 1st or none, not \"%s\"", v);
            o->rules.farms = (carc_farm_scoring)f;
        } else if (strcmp(a, "--tilesets") == 0) {
            if (parse_sets(v, o) != 0)
                return 1;
        } else {
            return bad("unknown option \"%s\" for tournament", a);
        }
    }
    return 0;
}

/* The kinds of a move's figure step that --compare tells apart: its action type (the core's
   name of it, a module's own included), a figure put elsewhere than on the tile apart. */
enum { CMP_KINDS = 16 };

/* --compare: positions weighed, A's move the same as the longer search's (whole, placement),
   by the kind of the longer search's step. */
typedef struct compare_stats {
    long positions, same, same_place;
    int nkinds;
    int type[CMP_KINDS];
    bool elsewhere[CMP_KINDS];
    long kind[CMP_KINDS], kind_same[CMP_KINDS];
} compare_stats;

/* The index of step's kind in cs, added when new; -1 when the table is full. */
static int cmp_kind(compare_stats *cs, const carc_action *step)
{
    const bool elsewhere = step->type == CARC_ACT_FIGURE && step->elsewhere;
    int k = 0;
    while (k < cs->nkinds && (cs->type[k] != (int)step->type || cs->elsewhere[k] != elsewhere))
        k++;
    if (k == cs->nkinds) {
        if (k == CMP_KINDS)
            return -1;
        cs->type[k] = (int)step->type;
        cs->elsewhere[k] = elsewhere;
        cs->nkinds++;
    }
    return k;
}

static bool same_action(const carc_action *a, const carc_action *b)
{
    return a->type == b->type && a->figure == b->figure && a->feature == b->feature &&
           a->elsewhere == b->elsewhere &&
           (!a->elsewhere || (a->at.x == b->at.x && a->at.y == b->at.y));
}

/* Time and search counts per level. */
typedef struct level_stats {
    long moves, playouts, mid_playouts;
    double seconds, max_seconds, cpu, max_cpu, search_cpu, mid_cpu;
    long capped, slow, exact; /* moves cut by the cap, over 1 s of processor time, exact */
    long budgeted;            /* searches ended by hard's budget of processor time */
} level_stats;

/* Plays one game with the computer players of seat_player (indices into o->level) on the
   midend m, each seat a synchronous computer seat whose search statistics go to st[who].
   Returns 0, or 2 when a player returned an illegal move (a bug). */
static int play_game(carc_midend *m, const tour_options *o, const int seat_player[2],
                     const uint64_t player_seed[2], level_stats *ls, compare_stats *cs)
{
    carc_ai_stats st[2];
    for (int seat = 0; seat < 2; seat++) {
        const int who = seat_player[seat];
        carc_ai_config cfg = carc_ai_default_config((carc_ai_level)o->level[who], player_seed[who]);
        cfg.think = o->think[who];
        cfg.cap_s = o->cap;
        if (o->no_budget)
            cfg.cpu_s = -1;
        carc_seat *s = carc_seat_computer(&cfg, true, NULL, &st[who]);
        if (s == NULL) {
            fprintf(stderr, "carcassonne-cli: out of memory\n");
            return 2;
        }
        carc_midend_set_seat(m, seat, s);
    }
    const carc_game *g = carc_midend_game(m);
    char reason[256];
    while (!g->over) {
        /* Whoever decides now: the player to move, or in a module's own phase whoever's step
           it is. */
        const int left = carc_game_tiles_left(g);
        const int who = seat_player[carc_game_actor(g)];
        carc_action act[2], ref[2];
        /* --compare: A's own search, with the same seed and `compare` times its budget. */
        bool compare = false;
        if (o->compare > 0 && who == 0 && carc_game_phase(g) == CARC_PHASE_TILE &&
            ls[0].moves % 6 == 3) {
            carc_ai_config cfg = carc_ai_default_config((carc_ai_level)o->level[0], player_seed[0]);
            cfg.think = o->think[0] * o->compare;
            cfg.cap_s = o->cap;
            if (o->no_budget)
                cfg.cpu_s = -1;
            carc_ai_stats rs;
            compare = carc_ai_act(g, &cfg, ref, &rs, NULL) == 2 && ref[0].type == CARC_ACT_PLACE;
        }
        memset(&st[who], 0, sizeof st[who]);
        const int n = carc_midend_poll(m, act);
        if (n <= 0) {
            fprintf(stderr, "carcassonne-cli: %s returned no legal move\n",
                    carc_ai_level_name((carc_ai_level)o->level[who]));
            return 2;
        }
        if (carc_midend_act(m, act, n, NULL, NULL, reason, sizeof reason) != 0) {
            fprintf(stderr, "carcassonne-cli: %s returned an illegal action: %s\n",
                    carc_ai_level_name((carc_ai_level)o->level[who]), reason);
            return 2;
        }
        if (act[0].type != CARC_ACT_PLACE)
            continue; /* a discard or a step of a module's phase: no search to count */
        if (compare && n == 2) {
            const int k = cmp_kind(cs, &ref[1]);
            const bool place = act[0].at.x == ref[0].at.x && act[0].at.y == ref[0].at.y &&
                               act[0].at.rot == ref[0].at.rot;
            const bool same = place && same_action(&act[1], &ref[1]);
            cs->positions++;
            cs->same += same;
            cs->same_place += place;
            if (k >= 0) {
                cs->kind[k]++;
                cs->kind_same[k] += same;
            }
        }
        level_stats *l = &ls[who];
        const carc_ai_stats *s = &st[who];
        l->moves++;
        l->seconds += s->seconds;
        if (s->seconds > l->max_seconds)
            l->max_seconds = s->seconds;
        l->cpu += s->cpu_seconds;
        if (s->cpu_seconds > l->max_cpu)
            l->max_cpu = s->cpu_seconds;
        l->playouts += s->playouts;
        if (s->playouts > 0)
            l->search_cpu += s->cpu_seconds;
        /* Mid-game: the middle third of a base game's 71 tiles. */
        if (s->playouts > 0 && left >= 24 && left <= 48) {
            l->mid_playouts += s->playouts;
            l->mid_cpu += s->cpu_seconds;
        }
        l->capped += s->capped;
        l->slow += s->cpu_seconds > 1.0;
        l->exact += s->exact;
        l->budgeted += s->budgeted;
    }
    return 0;
}

/* The mean points of A and B by score category: the base game's, then those of the modules in
   play, by their names (RECORD.md's breakdown). */
static void print_categories(const carc_catalog *cat, long points[2][CARC_CATEGORIES], long games,
                             const char *label)
{
    static const char *const base[CARC_CAT_MODULES] = {"road", "city", "cloister", "field",
                                                       "other"};
    const double n = games > 0 ? (double)games : 1;
    printf("%s by category, A / B:", label);
    for (int c = 0; c < CARC_CAT_MODULES; c++)
        printf("%s %s %.1f / %.1f", c ? "," : "", base[c], points[0][c] / n, points[1][c] / n);
    for (unsigned mods = cat->modules; mods; mods &= mods - 1) {
        const int m = __builtin_ctz(mods);
        for (int k = 0; k < carc_modules[m].ncategories; k++) {
            const int c = CARC_CAT_MODULE(m, k);
            printf(", %s %.1f / %.1f", carc_modules[m].categories[k].name, points[0][c] / n,
                   points[1][c] / n);
        }
    }
    printf("\n");
}

/* Mean and 95% half-width of n samples with sum s and sum of squares q. */
static void interval(double s, double q, long n, double *mean, double *half)
{
    *mean = s / (double)n;
    double var = n > 1 ? (q - s * s / (double)n) / (double)(n - 1) : 0;
    *half = 1.96 * sqrt(var > 0 ? var : 0) / sqrt((double)n);
}

int cli_ai_tournament(int argc, char **argv)
{
    tour_options o;
    if (parse_options(argc, argv, &o) != 0)
        return 1;
    /* Every game is a record of the deal (its tile sets, rules and deck seed) played on a
       midend, with the catalog loaded once. */
    carc_record *rec = calloc(1, sizeof *rec);
    if (!rec) {
        fprintf(stderr, "carcassonne-cli: out of memory\n");
        return 1;
    }
    rec->ntilesets = o.nsets;
    memcpy(rec->tilesets, o.sets, sizeof rec->tilesets);
    rec->rules = o.rules;
    rec->nplayers = 2;
    for (int p = 0; p < 2; p++) {
        snprintf(rec->players[p].name, sizeof rec->players[p].name, "P%d", p + 1);
        rec->players[p].color = (carc_color)p;
    }
    rec->has_seed = true;
    char err[1024];
    const char *names[CARC_MAX_SETS];
    for (int i = 0; i < o.nsets; i++)
        names[i] = o.sets[i];
    carc_catalog *cat = malloc(sizeof *cat);
    if (!cat || carc_catalog_load(cat, NULL, names, o.nsets, err, sizeof err) != 0) {
        fprintf(stderr, "carcassonne-cli: %s\n", cat ? err : "out of memory");
        free(cat);
        free(rec);
        return 1;
    }
    const char *na = carc_ai_level_name((carc_ai_level)o.level[0]);
    const char *nb = carc_ai_level_name((carc_ai_level)o.level[1]);
    long pairs = (o.games + 1) / 2;
    carc_rng master;
    carc_rng_seed(&master, o.seed);
    level_stats ls[2] = {{0}, {0}};
    compare_stats cs = {0};
    double win_s = 0, win_q = 0, margin_s = 0, margin_q = 0, score[2] = {0, 0};
    static long cat_points[2][CARC_CATEGORIES]; /* each level's points by score category */
    memset(cat_points, 0, sizeof cat_points);
    long games = 0, wins = 0, ties = 0;
    int rc = 0;
    for (long pr = 0; pr < pairs && rc == 0; pr++) {
        uint64_t deck_seed = (uint64_t)carc_rng_next(&master) << 21 ^ carc_rng_next(&master);
        uint64_t player_seed[2];
        for (int k = 0; k < 2; k++)
            player_seed[k] = (uint64_t)carc_rng_next(&master) << 32 | carc_rng_next(&master);
        double pair_win = 0, pair_margin = 0;
        for (int swap = 0; swap < 2 && rc == 0; swap++) {
            /* Seat 0 moves first: A there in the first game of the pair, B in the second. */
            int seat_player[2] = {swap, 1 - swap};
            rec->seed = deck_seed;
            carc_midend *m =
                carc_midend_open_with(rec, "tournament", NULL, cat, NULL, err, sizeof err);
            if (m == NULL) {
                fprintf(stderr, "carcassonne-cli: %s\n", err);
                rc = 1;
                break;
            }
            rc = play_game(m, &o, seat_player, player_seed, ls, &cs);
            const carc_game *g = carc_midend_game(m);
            if (rc) {
                carc_midend_free(m);
                break;
            }
            int sa = g->score[swap], sb = g->score[1 - swap];
            double w = sa > sb ? 1 : sa == sb ? 0.5 : 0;
            wins += sa > sb;
            ties += sa == sb;
            games++;
            score[0] += sa;
            score[1] += sb;
            for (int c = 0; c < CARC_CATEGORIES; c++) {
                cat_points[0][c] += g->breakdown[swap][c];
                cat_points[1][c] += g->breakdown[1 - swap][c];
            }
            pair_win += w / 2;
            pair_margin += (sa - sb) / 2.0;
            if (o.verbose) {
                printf("game %ld (deal %ld, %s moves first): %s %d, %s %d; ", games, pr + 1,
                       swap ? nb : na, na, sa, nb, sb);
                long one[2][CARC_CATEGORIES];
                for (int c = 0; c < CARC_CATEGORIES; c++) {
                    one[0][c] = g->breakdown[swap][c];
                    one[1][c] = g->breakdown[1 - swap][c];
                }
                print_categories(cat, one, 1, "points");
            }
            carc_midend_free(m);
        }
        win_s += pair_win;
        win_q += pair_win * pair_win;
        margin_s += pair_margin;
        margin_q += pair_margin * pair_margin;
        if (o.verbose)
            fflush(stdout);
    }
    if (rc == 0) {
        double wm, wh, mm, mh;
        interval(win_s, win_q, pairs, &wm, &wh);
        interval(margin_s, margin_q, pairs, &mm, &mh);
        printf("tournament: A = %s, B = %s, %ld games (%ld deals, each played twice with the "
               "seats swapped), seed %llu, tile sets:",
               na, nb, games, pairs, (unsigned long long)o.seed);
        for (int i = 0; i < o.nsets; i++)
            printf(" %s", o.sets[i]);
        printf("\nA wins %ld, ties %ld, loses %ld: A's win rate %.1f%% (95%% interval %.1f%% .. "
               "%.1f%%, ties counting half)\n",
               wins, ties, games - wins - ties, 100 * wm, 100 * fmax(wm - wh, 0),
               100 * fmin(wm + wh, 1)); /* a rate's interval stays within 0 .. 100% */
        printf("mean score: A %.1f, B %.1f; mean margin A - B: %.1f (95%% interval %.1f .. %.1f)\n",
               score[0] / (double)games, score[1] / (double)games, mm, mm - mh, mm + mh);
        print_categories(cat, cat_points, games, "mean points");
        for (int k = 0; k < 2; k++) {
            const level_stats *l = &ls[k];
            double n = l->moves ? (double)l->moves : 1;
            printf("%s (%s): %ld moves; per move: %.2f ms on average, %.2f ms at most "
                   "(processor time %.2f ms, %.2f ms at most)",
                   k ? "B" : "A", k ? nb : na, l->moves, 1000 * l->seconds / n,
                   1000 * l->max_seconds, 1000 * l->cpu / n, 1000 * l->max_cpu);
            if (l->playouts > 0)
                printf("; %.0f playouts per move, %.0f playouts/s per core (%.0f in mid-game: "
                       "24 to 48 tiles left), %ld moves capped",
                       (double)l->playouts / n, (double)l->playouts / l->search_cpu,
                       l->mid_cpu > 0 ? (double)l->mid_playouts / l->mid_cpu : 0, l->capped);
            if (l->playouts > 0 || l->exact > 0)
                printf("; %ld moves over 1 s of processor time, %ld exact, %ld ended by the time "
                       "budget",
                       l->slow, l->exact, l->budgeted);
            printf("\n");
        }
        if (o.compare > 0) {
            const double n = cs.positions ? (double)cs.positions : 1;
            printf("compare: %ld positions, A's move the same as with %g times its budget in "
                   "%.1f%% (the placement in %.1f%%); by the step of the longer search:",
                   cs.positions, o.compare, 100 * (double)cs.same / n,
                   100 * (double)cs.same_place / n);
            for (int k = 0; k < cs.nkinds; k++)
                printf(" %s%s %ld of %ld", carc_action_name(cs.type[k]),
                       cs.elsewhere[k] ? " elsewhere" : "", cs.kind_same[k], cs.kind[k]);
            printf("\n");
        }
    }
    free(cat);
    free(rec);
    return rc;
}
