/*
 * common.c: random records and moves, game comparison and temporary folders for the saves
 * suites (see common.h), and the test program's main, which runs every suite (or the one
 * named by CK_RUN_SUITE, as meson does for each test).
 */
#include "common.h"
#include "mod_dragon.h"
#include "mod_inns.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int test_configs(test_config *out, int max)
{
    int n = 0;
    for (int sets = 0; sets < 4; sets++)
        for (int farms = 0; farms < 4; farms++)
            for (int small = 0; small < 2 && n < max; small++) {
                test_config *c = &out[n];
                c->sets =
                    (sets & 1 ? 1u << CARC_MOD_RIVER : 0) | (sets & 2 ? 1u << CARC_MOD_INNS : 0);
                c->farms = (carc_farm_scoring)farms;
                c->small_city = small;
                int most = carc_sets_max_players(c->sets);
                c->nplayers = CARC_MIN_PLAYERS + n % (most - CARC_MIN_PLAYERS + 1);
                n++;
            }
    return n;
}

void test_record_new(carc_record *rec, const test_config *c, uint64_t seed)
{
    static const char *const names[CARC_MAX_PLAYERS] = {
        "Ana", "Luis \"el Rápido\"", "Marta\\M", "Zoë", "José Ñ", "Ünï ☺ {x}"};
    memset(rec, 0, sizeof *rec);
    const char *sets[CARC_MODULES + 1];
    rec->ntilesets = carc_sets_names(c->sets, sets);
    for (int i = 0; i < rec->ntilesets; i++)
        snprintf(rec->tilesets[i], CARC_NAME_LEN, "%s", sets[i]);
    rec->rules.farms = c->farms;
    rec->rules.small_city_two_points = c->small_city;
    rec->nplayers = c->nplayers;
    for (int i = 0; i < c->nplayers; i++) {
        snprintf(rec->players[i].name, sizeof rec->players[i].name, "%s", names[i]);
        rec->players[i].color = (carc_color)((i + (int)(seed % CARC_COLORS)) % CARC_COLORS);
        if (i == 1)
            snprintf(rec->players[i].ai, sizeof rec->players[i].ai, "medium");
    }
    rec->has_seed = true;
    rec->seed = seed;
}

bool test_random_move(const carc_game *g, carc_rng *rng, carc_move *m)
{
    carc_placement at;
    if (!carc_game_random_placement(g, rng, &at))
        return false;
    *m = carc_move_tile(at);
    carc_spot spots[CARC_MAX_FEATURES];
    int n = carc_game_legal_spots(g, &m->at, spots);
    bool normal = carc_game_has_figure(g, CARC_FIG_FOLLOWER);
    bool big = carc_game_has_figure(g, CARC_FIG_BIG);
    if (n > 0 && (normal || big) && carc_rng_below(rng, 2) == 0) {
        const unsigned feature = spots[carc_rng_below(rng, (uint32_t)n)].feature;
        *m = carc_move_figure(
            at, big && (!normal || carc_rng_below(rng, 3) == 0) ? CARC_FIG_BIG : CARC_FIG_FOLLOWER,
            feature);
    }
    char why[256];
    if (carc_game_check_move(g, m, why, sizeof why) != CARC_OK)
        *m = carc_move_tile(at);
    return true;
}

void test_history_step(carc_history *h, carc_rng *rng)
{
    char err[512];
    carc_move m;
    if (h->game.over)
        return;
    if (test_random_move(&h->game, rng, &m)) {
        ck_assert_msg(carc_history_play(h, &m, NULL, err, sizeof err) == 0, "%s", err);
    } else {
        const carc_action discard = {.type = CARC_ACT_DISCARD};
        ck_assert_msg(carc_history_apply(h, &discard, NULL, err, sizeof err) == 0, "%s", err);
    }
    test_history_fly(h, rng);
}

void test_history_fly(carc_history *h, carc_rng *rng)
{
    char err[512];
    while (carc_game_phase(&h->game) == CARC_PHASE_DRAGON) {
        carc_action steps[4];
        int n = carc_game_legal_actions(&h->game, steps, 4);
        ck_assert_int_gt(n, 0);
        const carc_action *a = &steps[carc_rng_below(rng, (uint32_t)(n < 4 ? n : 4))];
        ck_assert_msg(carc_history_apply(h, a, NULL, err, sizeof err) == 0, "%s", err);
    }
}

/* The grid cell of a board position, as game.h lays it out. */
static int cell_of(int x, int y)
{
    return ((y & (CARC_GRID - 1)) << CARC_GRID_BITS) | (x & (CARC_GRID - 1));
}

bool test_game_equal(const carc_game *a, const carc_game *b)
{
    /* The generator's state is left out: it only shuffles the deck when a game starts, so a
       game started from a seed and the same game started from its written-out deck differ
       there and nowhere else. The deck itself is compared. */
    if (a->rules.farms != b->rules.farms ||
        a->rules.small_city_two_points != b->rules.small_city_two_points ||
        a->nplayers != b->nplayers || a->current != b->current || a->over != b->over ||
        a->nfigures != b->nfigures || a->phase != b->phase || a->deck_len != b->deck_len || a->deck_pos != b->deck_pos ||
        a->ntiles != b->ntiles || a->nnodes != b->nnodes || a->nholes != b->nholes)
        return false;
    if (memcmp(a->score, b->score, sizeof a->score) != 0 ||
        memcmp(a->breakdown, b->breakdown, sizeof a->breakdown) != 0 ||
        memcmp(a->home, b->home, sizeof a->home) != 0 ||
        memcmp(a->deck, b->deck, a->deck_len) != 0 ||
        memcmp(a->figures, b->figures, a->nfigures * sizeof a->figures[0]) != 0 ||
        memcmp(a->tiles, b->tiles, a->ntiles * sizeof a->tiles[0]) != 0 ||
        memcmp(a->hole_pos, b->hole_pos, a->nholes * sizeof a->hole_pos[0]) != 0 ||
        memcmp(a->hole_code, b->hole_code, a->nholes * sizeof a->hole_code[0]) != 0 ||
        memcmp(a->nodes, b->nodes, a->nnodes * sizeof a->nodes[0]) != 0)
        return false;
    for (int t = 0; t < a->ntiles; t++) {
        int c = cell_of(a->tiles[t].x, a->tiles[t].y);
        if (a->cell[c] != b->cell[c])
            return false;
    }
    for (int k = 0; k < a->nholes; k++) {
        int c = cell_of(a->hole_pos[k] % 256 - 128, a->hole_pos[k] / 256 - 128);
        if (a->cell[c] != b->cell[c])
            return false;
    }
    return true;
}

void test_tmpdir(char *out, size_t len)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(out, len, "%s/carc-saves-XXXXXX", tmp != NULL && tmp[0] ? tmp : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(out));
}

void test_rmtree(const char *dir)
{
    DIR *d = opendir(dir);
    if (d != NULL) {
        const struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char p[2048];
            snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
            struct stat st;
            if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
                test_rmtree(p);
            else
                unlink(p);
        }
        closedir(d);
    }
    rmdir(dir);
}

int main(void)
{
    SRunner *sr = srunner_create(suite_roundtrip());
    srunner_add_suite(sr, suite_history());
    srunner_add_suite(sr, suite_flight());
    srunner_add_suite(sr, suite_kill());
    srunner_add_suite(sr, suite_corpus());
    srunner_add_suite(sr, suite_folder());
    srunner_add_suite(sr, suite_scenarios());
    srunner_add_suite(sr, suite_puzzles());
    srunner_add_suite(sr, suite_midend());
    srunner_run_all(sr, CK_ENV);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
