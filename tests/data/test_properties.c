/*
 * test_properties.c: properties of random games with every combination of the tile sets (the
 * base game with any of the River, Inns & Cathedrals, the Abbot and the Festival), played
 * through the core's phases and actions as a front end would:
 *
 * - figures are conserved: for every player and kind, those on the board and those in supply
 *   add up to what the catalog gives;
 * - every action carc_game_legal_actions lists passes carc_game_check_action, and every action
 *   it leaves out fails it (all placements of the tile in hand, all figures on all features,
 *   all figures taken back);
 * - the record written from the game's events replays to the same game.
 *
 * With the Princess & the Dragon (in half of the combinations, so with every other set, 2 to 6
 * players and every farm edition), also, worked out from the events and the board rather than
 * from the module's own state:
 *
 * - the neutral figures: the dragon is off the board until a volcano is placed and stands on it
 *   at once, then always on a placed tile; the fairy is off the board until first moved, then
 *   on the tile of the figure it was moved next to (and stays there, next to no one, when that
 *   figure leaves); no figure ever stands on the dragon's tile;
 * - every flight: step i is chosen by seat (active + i) mod n; each step goes to an adjacent
 *   tile that is neither the flight's start, nor one entered earlier in it, nor the fairy's; a
 *   flight ends after six steps or where no such step is left; dragon tiles are placed only
 *   with the dragon on the board, and only dragon tiles are set aside, only while it is off;
 * - the fairy's points: 1 at the start of each turn of the player whose figure it is next to
 *   (not a builder's extra turn), 3 each time that figure's feature is scored (its figure going
 *   home as scored, or still on the board at the final scoring), nothing else;
 * - the portal's placements on other tiles are listed exactly when carc_game_check_action
 *   accepts them.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mod_abbot.h"
#include "mod_dragon.h"
#include "mod_inns.h"
#include "mod_traders.h"
#include "module.h"
#include "record.h"
#include "tileset_io.h"

static const char *const optional_sets[] = {"river",    "inns-cathedrals",  "abbot",
                                            "festival", "traders-builders", "princess-dragon"};
#define NOPTIONAL 6
#define COMBINATIONS (1 << NOPTIONAL)
#define MAX_ACTIONS 8192

/* As ck_assert and its kin, without Check's bookkeeping of every assertion that holds (a
   write to its log each time), which in these loops took most of the run time. */
#define REQUIRE(c)                                                                                 \
    do {                                                                                           \
        if (!(c))                                                                                  \
            ck_abort_msg("Assertion '%s' failed", #c);                                             \
    } while (0)
#define REQUIRE_MSG(c, ...)                                                                        \
    do {                                                                                           \
        if (!(c))                                                                                  \
            ck_abort_msg(__VA_ARGS__);                                                             \
    } while (0)
#define REQUIRE_CMP(a, op, b)                                                                      \
    do {                                                                                           \
        const long long a_ = (a), b_ = (b);                                                        \
        if (!(a_ op b_))                                                                           \
            ck_abort_msg("Assertion '%s %s %s' failed: %lld, %lld", #a, #op, #b, a_, b_);          \
    } while (0)
#define REQUIRE_EQ(a, b) REQUIRE_CMP(a, ==, b)
#define REQUIRE_NE(a, b) REQUIRE_CMP(a, !=, b)

/* What the events and the board say about the Princess & the Dragon, kept apart from the
   module's own state to check it against. */
typedef struct pd_watch {
    int fairy_figure;   /* the id of the figure the fairy was last moved next to, or -1 */
    bool fairy_placed;  /* the fairy was moved at least once */
    bool dragon_placed; /* a volcano was placed */
    int fairy_points[CARC_MAX_PLAYERS];
    bool flying; /* a dragon tile was placed this turn: its flight is due or under way */
    int flyer;   /* the seat whose turn the flight is in */
    int steps;   /* steps taken in it */
    bool visited[CARC_MAX_TILES];  /* its start and the tiles it entered */
    int long_flights, fairy_moves; /* in the whole game */
} pd_watch;

typedef struct world {
    carc_catalog cat, cat2;
    carc_game game, replay, scratch;
    carc_record rec;
    carc_events ev;
    carc_action acts[MAX_ACTIONS];
    carc_action figure_step[MAX_ACTIONS]; /* the scratch game's, see princess_placement */
    pd_watch pd;
} world;

static void load(world *w, int combo, carc_record *rec)
{
    const char *names[1 + NOPTIONAL] = {"base"};
    int n = 1;
    for (int i = 0; i < NOPTIONAL; i++)
        if (combo >> i & 1)
            names[n++] = optional_sets[i];
    char err[512];
    ck_assert_msg(carc_catalog_load(&w->cat, NULL, names, n, err, sizeof err) == 0, "%s", err);
    memset(rec, 0, sizeof *rec);
    rec->ntilesets = n;
    for (int i = 0; i < n; i++)
        snprintf(rec->tilesets[i], sizeof rec->tilesets[i], "%s", names[i]);
}

static bool listed(const carc_action *a, const carc_action *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i].type == a->type && list[i].figure == a->figure &&
            list[i].feature == a->feature && list[i].elsewhere == a->elsewhere &&
            list[i].at.x == a->at.x && list[i].at.y == a->at.y && list[i].at.rot == a->at.rot)
            return true;
    return false;
}

/* Every action of the phase that the list leaves out is refused, every listed one accepted. */
static void check_listing(const carc_game *g, const carc_action *list, int n)
{
    char reason[256];
    for (int i = 0; i < n; i++)
        REQUIRE_MSG(carc_game_check_action(g, &list[i], reason, sizeof reason) == CARC_OK,
                    "listed action %d refused: %s", i, reason);
    carc_action a;
    if (carc_game_phase(g) == CARC_PHASE_TILE) {
        int minx, miny, maxx, maxy;
        carc_game_bounds(g, &minx, &miny, &maxx, &maxy);
        for (int y = miny - 1; y <= maxy + 1; y++)
            for (int x = minx - 1; x <= maxx + 1; x++)
                for (int r = 0; r < 4; r++) {
                    a = (carc_action){.type = CARC_ACT_PLACE,
                                      .at = {(int16_t)x, (int16_t)y, (uint8_t)r}};
                    if (!listed(&a, list, n))
                        REQUIRE(carc_game_check_action(g, &a, reason, sizeof reason) != CARC_OK);
                }
        a = (carc_action){.type = CARC_ACT_DISCARD};
        REQUIRE_EQ(carc_game_check_action(g, &a, reason, sizeof reason) == CARC_OK,
                   listed(&a, list, n));
        return;
    }
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        for (int j = 0; j < CARC_MAX_FEATURES; j++) {
            a = (carc_action){.type = CARC_ACT_FIGURE, .figure = (uint8_t)k, .feature = (uint8_t)j};
            if (!listed(&a, list, n))
                REQUIRE(carc_game_check_action(g, &a, reason, sizeof reason) != CARC_OK);
        }
    /* Through a portal, on every feature of every placed tile; without a portal, on the start
       tile's (all refused, as a portal of the tile placed would be). */
    const bool portal = carc_dragon_tile_portal(&g->cat->types[g->tiles[g->ntiles - 1].type]);
    for (int ti = 0; ti < (portal ? g->ntiles : 1); ti++)
        for (int j = 0; j < g->cat->types[g->tiles[ti].type].def.nfeatures; j++)
            for (int k = 0; k < CARC_FIGURE_KINDS; k++) {
                a = (carc_action){.type = CARC_ACT_FIGURE,
                                  .figure = (uint8_t)k,
                                  .feature = (uint8_t)j,
                                  .elsewhere = 1,
                                  .at = {g->tiles[ti].x, g->tiles[ti].y, 0}};
                REQUIRE_EQ(carc_game_check_action(g, &a, reason, sizeof reason) == CARC_OK,
                           listed(&a, list, n));
            }
    static const uint8_t by_id[] = {CARC_ACT_RETURN, CARC_ACT_FAIRY, CARC_ACT_PRINCESS};
    for (int t = 0; t < 3; t++)
        for (int id = 0; id < CARC_MAX_FIGURES; id++) {
            a = (carc_action){.type = by_id[t], .figure = (uint8_t)id};
            REQUIRE_EQ(carc_game_check_action(g, &a, reason, sizeof reason) == CARC_OK,
                       listed(&a, list, n));
        }
    for (int d = 0; d <= 4; d++) {
        a = (carc_action){.type = CARC_ACT_DRAGON, .feature = (uint8_t)d};
        REQUIRE_EQ(carc_game_check_action(g, &a, reason, sizeof reason) == CARC_OK,
                   listed(&a, list, n));
    }
}

static void check_figures(const carc_game *g)
{
    for (int p = 0; p < g->nplayers; p++)
        for (int k = 0; k < CARC_FIGURE_KINDS; k++) {
            int on = 0;
            for (int i = 0; i < carc_game_nfigures(g); i++) {
                const carc_figure *f = carc_game_figure(g, i);
                on += f->player == p && f->kind == k;
            }
            REQUIRE_EQ(on + carc_game_supply(g, p, (carc_figure_kind)k), g->cat->figures[k]);
        }
}

/* The kinds of figure-step action a random game favours (see random_games), or -1. */
#define RARE_KINDS 5
static int rare_kind(const carc_action *a)
{
    switch (a->type) {
    case CARC_ACT_FIGURE:
        return a->elsewhere ? 4 : a->figure >= CARC_FIG_ABBOT ? 0 : -1;
    case CARC_ACT_RETURN:
        return 1;
    case CARC_ACT_FAIRY:
        return 2;
    case CARC_ACT_PRINCESS:
        return 3;
    default:
        return -1;
    }
}

/* With a princess tile in hand, a placement after which the princess may send a knight home,
   when there is one (the first from the k-th of the n listed): a random placement seldom
   joins a city with a knight. Otherwise k. */
static int princess_placement(world *w, int n, int k)
{
    if (carc_dragon_tile_princess(&w->cat.types[carc_game_tile_in_hand(&w->game)]) ==
        CARC_NO_FEATURE)
        return k;
    for (int i = 0; i < n; i++) {
        const int c = (k + i) % n;
        if (w->acts[c].type != CARC_ACT_PLACE)
            continue;
        carc_game_copy(&w->scratch, &w->game);
        carc_game_apply(&w->scratch, &w->acts[c], NULL);
        const int m = carc_game_legal_actions(&w->scratch, w->figure_step, MAX_ACTIONS);
        for (int j = 0; j < m && j < MAX_ACTIONS; j++)
            if (w->figure_step[j].type == CARC_ACT_PRINCESS)
                return c;
    }
    return k;
}

/* The events of one carc_game_apply, from index from: the fairy's moves and its figure's
   fate, the points it gives, and what may be set aside. */
static void watch_events(pd_watch *pw, const carc_game *g, const carc_events *ev, int from)
{
    for (int i = from; i < ev->count; i++) {
        const carc_event *e = &ev->ev[i];
        switch (e->type) {
        case CARC_EV_FAIRY:
            /* Next to one of the mover's own figures. */
            REQUIRE_EQ(e->id / CARC_FIGURE_SLOTS, e->player);
            pw->fairy_figure = e->id;
            pw->fairy_placed = true;
            pw->fairy_moves++;
            break;
        case CARC_EV_RETURN:
            if (e->id == pw->fairy_figure) {
                if (e->cause == CARC_BACK_SCORED) /* its feature was scored */
                    pw->fairy_points[e->id / CARC_FIGURE_SLOTS] += 3;
                pw->fairy_figure = -1;
            }
            break;
        case CARC_EV_GAME_OVER:
            /* Every figure still on the board is in a feature of the final scoring. */
            if (pw->fairy_figure >= 0)
                pw->fairy_points[pw->fairy_figure / CARC_FIGURE_SLOTS] += 3;
            break;
        case CARC_EV_SET_ASIDE:
            REQUIRE(carc_dragon_tile_dragon(&g->cat->types[e->tile]));
            REQUIRE(!pw->dragon_placed);
            break;
        default:
            break;
        }
    }
}

/* The neutral figures where the rules put them, after every action. */
static void check_neutral(const pd_watch *pw, const carc_game *g)
{
    const int dragon = carc_game_dragon_tile(g), fairy = carc_game_fairy_tile(g);
    REQUIRE_EQ(dragon >= 0, pw->dragon_placed);
    REQUIRE(dragon < g->ntiles);
    REQUIRE_EQ(fairy >= 0, pw->fairy_placed);
    REQUIRE(fairy < g->ntiles);
    REQUIRE_EQ(carc_game_fairy_figure(g), pw->fairy_figure);
    if (pw->fairy_figure >= 0) {
        const carc_figure *f = carc_game_figure_by_id(g, pw->fairy_figure);
        REQUIRE(f != NULL);
        REQUIRE_EQ(carc_game_figure_tile(g, f), fairy);
        REQUIRE(f->kind == CARC_FIG_FOLLOWER || f->kind == CARC_FIG_BIG ||
                f->kind == CARC_FIG_ABBOT);
    }
    for (int i = 0; i < carc_game_nfigures(g); i++)
        REQUIRE_NE(carc_game_figure_tile(g, carc_game_figure(g, i)), dragon);
}

/* Whether the dragon, where it stands, has a step left in this flight. */
static bool step_left(const pd_watch *pw, const carc_game *g)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    const carc_placed *t = &g->tiles[carc_game_dragon_tile(g)];
    for (int d = 0; d < 4; d++) {
        const int n = carc_game_tile_at(g, t->x + dx[d], t->y + dy[d]);
        if (n >= 0 && !pw->visited[n] && n != carc_game_fairy_tile(g))
            return true;
    }
    return false;
}

/* Applies action a, checking the flight and the neutral figures around it. */
static void apply_watched(world *w, const carc_action *a)
{
    carc_game *g = &w->game;
    pd_watch *pw = &w->pd;
    const int phase = carc_game_phase(g), from = w->ev.count, before = carc_game_dragon_tile(g);
    if (phase == CARC_PHASE_DRAGON) {
        REQUIRE(pw->flying);
        REQUIRE_EQ(carc_game_actor(g), (pw->flyer + pw->steps) % g->nplayers);
    }
    carc_game_apply(g, a, &w->ev);
    watch_events(pw, g, &w->ev, from);
    if (a->type == CARC_ACT_PLACE) {
        const int ti = g->ntiles - 1;
        const carc_tile_type *t = &g->cat->types[g->tiles[ti].type];
        if (carc_dragon_tile_volcano(t)) {
            pw->dragon_placed = true;
            REQUIRE_EQ(carc_game_dragon_tile(g), ti);
        }
        if (carc_dragon_tile_dragon(t)) {
            REQUIRE(pw->dragon_placed);
            pw->flying = true;
            pw->flyer = g->current;
            pw->steps = 0;
            memset(pw->visited, 0, sizeof pw->visited);
            pw->visited[carc_game_dragon_tile(g)] = true;
        }
    }
    if (a->type == CARC_ACT_DRAGON) {
        const int now = carc_game_dragon_tile(g);
        const carc_placed *p = &g->tiles[before], *q = &g->tiles[now];
        REQUIRE_EQ(abs(p->x - q->x) + abs(p->y - q->y), 1);
        REQUIRE(!pw->visited[now]);
        REQUIRE_NE(now, carc_game_fairy_tile(g));
        pw->visited[now] = true;
        pw->steps++;
    }
    /* The flight is over when the dragon tile's figure step or a step led to no step (a
       figure step is never followed by another). */
    if (pw->flying && phase != CARC_PHASE_TILE && carc_game_phase(g) != CARC_PHASE_DRAGON) {
        REQUIRE(pw->steps == 6 || !step_left(pw, g));
        pw->long_flights += pw->steps == 6;
        pw->flying = false;
    }
    check_neutral(pw, g);
}

START_TEST(random_games)
{
    world *w = calloc(1, sizeof *w);
    ck_assert_ptr_nonnull(w);
    const int combo = _i % COMBINATIONS;
    load(w, combo, &w->rec);
    const int nplayers = 2 + _i % (w->cat.max_players - 1);
    char err[512];
    /* Every farm edition, but the 1st with Traders & Builders, which refuses it. */
    carc_farm_scoring farms = (carc_farm_scoring)((_i / COMBINATIONS + combo) % 4);
    if (farms == CARC_FARMS_1ST && (combo & 16))
        farms = CARC_FARMS_2ND;
    ck_assert(carc_game_init(&w->game, &w->cat, &(carc_rules){.farms = farms}, nplayers,
                             (uint64_t)_i + 1, err, sizeof err) == CARC_OK);
    w->rec.rules = w->game.rules;
    w->rec.nplayers = nplayers;
    for (int p = 0; p < nplayers; p++) {
        snprintf(w->rec.players[p].name, sizeof w->rec.players[p].name, "P%d", p + 1);
        w->rec.players[p].color = (carc_color)p;
    }
    w->rec.has_deck = true;
    /* The whole stack as dealt, the dragon tiles set aside before the first draw included. */
    w->rec.ndeck = w->game.deck_len;
    for (int i = 0; i < w->rec.ndeck; i++)
        snprintf(w->rec.deck[i], sizeof w->rec.deck[i], "%s", w->cat.types[w->game.deck[i]].def.id);
    carc_rng rng;
    carc_rng_seed(&rng, (uint64_t)_i * 7919u);
    int returns = 0;
    w->pd.fairy_figure = -1;
    while (carc_game_phase(&w->game) != CARC_PHASE_OVER) {
        w->ev.count = 0;
        const int player = w->game.current;
        bool placed = false;
        do {
            const int n = carc_game_legal_actions(&w->game, w->acts, MAX_ACTIONS);
            REQUIRE(n >= 1 && n <= MAX_ACTIONS);
            /* Every few turns the whole listing is checked against everything refused. */
            if (carc_rng_below(&rng, 8) == 0)
                check_listing(&w->game, w->acts, n);
            /* A figure step does something one time in two. One time in two, the rarer
               kinds of action are favoured so that they come up: one of the kinds listed
               (abbots, builders and pigs; take-backs; the fairy; the princess; portals), then
               one action of that kind; take-backs, which only a festival tile or an abbot on
               the board allow, one time in two when there are any. */
            int k = (int)carc_rng_below(&rng, (uint32_t)n);
            if (carc_game_phase(&w->game) == CARC_PHASE_TILE && carc_rng_below(&rng, 2) == 0)
                k = princess_placement(w, n, k);
            if (carc_game_phase(&w->game) == CARC_PHASE_FIGURE) {
                k = carc_rng_below(&rng, 2) ? 0 : k;
                int count[RARE_KINDS] = {0}, kinds = 0;
                for (int i = 1; i < n; i++) {
                    const int r = rare_kind(&w->acts[i]);
                    if (r >= 0 && count[r]++ == 0)
                        kinds++;
                }
                if (kinds > 0 && carc_rng_below(&rng, 2) == 0) {
                    int r = 0, nth = (int)carc_rng_below(&rng, (uint32_t)kinds);
                    while (count[r] == 0 || nth-- > 0)
                        r++;
                    if (count[1] > 0 && carc_rng_below(&rng, 2) == 0)
                        r = 1;
                    nth = (int)carc_rng_below(&rng, (uint32_t)count[r]);
                    for (k = 1; rare_kind(&w->acts[k]) != r || nth-- > 0; k++)
                        ;
                }
                returns += w->acts[k].type == CARC_ACT_RETURN;
            }
            placed |= w->acts[k].type == CARC_ACT_PLACE;
            apply_watched(w, &w->acts[k]);
            check_figures(&w->game);
        } while (carc_game_phase(&w->game) == CARC_PHASE_FIGURE ||
                 carc_game_phase(&w->game) == CARC_PHASE_DRAGON);
        REQUIRE(carc_record_add_turn(&w->rec, &w->game, &w->ev) == 0);
        /* The next player's turn starts with the fairy's point (not a builder's extra turn,
           which keeps the player; a discard starts no turn). */
        const int next = w->game.current;
        if (placed && !w->game.over && next != player && w->pd.fairy_figure >= 0 &&
            w->pd.fairy_figure / CARC_FIGURE_SLOTS == next)
            w->pd.fairy_points[next]++;
        for (int p = 0; p < nplayers; p++)
            REQUIRE_EQ(w->game.breakdown[p][CARC_CAT_FAIRY], w->pd.fairy_points[p]);
    }
    if (combo & 32) { /* flights of six steps and the fairy came up */
        ck_assert_int_gt(w->pd.long_flights, 0);
        ck_assert_int_gt(w->pd.fairy_moves, 0);
    }
    if (combo & 12) /* the Abbot or the Festival: some figure was taken back */
        ck_assert_int_gt(returns, 0);
    /* Goods tokens: one per goods symbol of a completed city, 20 in all. */
    int tokens = 0;
    for (int p = 0; p < nplayers; p++)
        for (int k = 0; k < CARC_GOODS; k++)
            tokens += carc_traders_goods(&w->game, p, (carc_goods)k);
    ck_assert_int_le(tokens, combo & 16 ? 20 : 0);
    /* The record of the game replays to the same game. */
    ck_assert_msg(
        carc_record_replay(&w->rec, "p.json", NULL, &w->cat2, &w->replay, err, sizeof err) == 0,
        "%s", err);
    ck_assert(w->replay.over);
    ck_assert_mem_eq(w->replay.score, w->game.score, sizeof w->game.score);
    ck_assert_mem_eq(w->replay.breakdown, w->game.breakdown, sizeof w->game.breakdown);
    ck_assert_mem_eq(w->replay.home, w->game.home, sizeof w->game.home);
    ck_assert_int_eq(w->replay.nfigures, w->game.nfigures);
    ck_assert_int_eq(carc_game_dragon_tile(&w->replay), carc_game_dragon_tile(&w->game));
    ck_assert_int_eq(carc_game_fairy_tile(&w->replay), carc_game_fairy_tile(&w->game));
    ck_assert_int_eq(carc_game_fairy_figure(&w->replay), carc_game_fairy_figure(&w->game));
    ck_assert_int_eq(carc_game_tiles_left(&w->replay), carc_game_tiles_left(&w->game));
    const uint8_t *replayed, *played;
    const int n = carc_dragon_set_aside(&w->game, &played);
    ck_assert_int_eq(carc_dragon_set_aside(&w->replay, &replayed), n);
    ck_assert_mem_eq(replayed, played, (size_t)n);
    free(w);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("properties");
    TCase *tc = tcase_create("every-combination");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, random_games, 0, 2 * COMBINATIONS);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
