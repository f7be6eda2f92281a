/*
 * puzzle.c: reading a puzzle's question from its record file, and the checker that works the
 * answer out with the engine and judges the player's (puzzle.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids.h"
#include "json_read.h"
#include "puzzle.h"

static int read_puzzle(const carc_json_ctx *c, const cJSON *root, void *out)
{
    carc_puzzle *pz = out;
    const cJSON *q = NULL;
    int has = carc_json_get_object(c, root, "", "puzzle", false, &q);
    if (has <= 0)
        return has; /* 0: a plain record, which is not an error here (set stays empty) */
    char kind[16];
    long long v;
    if (carc_json_get_string(c, q, "puzzle", "kind", true, kind, sizeof kind) < 0 ||
        carc_json_get_string(c, q, "puzzle", "set", true, pz->set, sizeof pz->set) < 0 ||
        carc_json_get_string(c, q, "puzzle", "solution", true, pz->solution, sizeof pz->solution) <
            0)
        return -1;
    if (strcmp(kind, "end") == 0) {
        pz->kind = CARC_PUZZLE_END;
        const cJSON *arr = NULL;
        if (carc_json_get_array(c, q, "puzzle", "scores", true, &arr) < 0)
            return -1;
        int n = cJSON_GetArraySize(arr);
        if (n < 1 || n > CARC_MAX_PLAYERS)
            return carc_json_fail(c, "puzzle.scores", "one number per player");
        for (int i = 0; i < n; i++) {
            const cJSON *it = cJSON_GetArrayItem(arr, i);
            if (!cJSON_IsNumber(it) || it->valuedouble < 0 || it->valuedouble > 999 ||
                it->valuedouble != (int)it->valuedouble)
                return carc_json_fail(c, "puzzle.scores", "not a whole number of points");
            pz->scores[i] = (int)it->valuedouble;
        }
        pz->nscores = n;
    } else if (strcmp(kind, "best") == 0) {
        pz->kind = CARC_PUZZLE_BEST;
        if (carc_json_get_int(c, q, "puzzle", "points", true, 0, 999, &v) < 0)
            return -1;
        pz->points = (int)v;
    } else if (strcmp(kind, "back") == 0) {
        pz->kind = CARC_PUZZLE_BACK;
        if (carc_json_get_int(c, q, "puzzle", "x", true, -CARC_RECORD_MAX_COORD,
                              CARC_RECORD_MAX_COORD, &v) < 0)
            return -1;
        pz->back_x = (int)v;
        if (carc_json_get_int(c, q, "puzzle", "y", true, -CARC_RECORD_MAX_COORD,
                              CARC_RECORD_MAX_COORD, &v) < 0)
            return -1;
        pz->back_y = (int)v;
    } else {
        return carc_json_fail(c, "puzzle.kind", "unknown kind \"%s\" (end, best or back)", kind);
    }
    return 0;
}

/* The reader's success with no "puzzle" key is told by the set left empty. */
int carc_puzzle_load(const char *path, carc_puzzle *out, char *err, size_t errlen)
{
    carc_puzzle pz;
    memset(&pz, 0, sizeof pz);
    pz.set[0] = '\0';
    if (carc_json_load_into(path, read_puzzle, &pz, sizeof pz, err, errlen) != 0)
        return -1;
    if (pz.set[0] == '\0')
        return 0;
    *out = pz;
    return 1;
}

/* Plays the figure step a and, when a module's own phase follows, its first legal steps: the
   mover's points in the whole turn. */
static int finish_turn(carc_game *g, const carc_action *a, carc_events *ev)
{
    carc_game_apply(g, a, ev);
    while (carc_game_phase(g) >= CARC_PHASE_MODULES) {
        carc_action step;
        if (carc_game_legal_actions(g, &step, 1) < 1)
            break;
        carc_game_apply(g, &step, ev);
    }
    return 0;
}

static int solve_best(const carc_game *g, carc_puzzle_answer *out, char *err, size_t errlen)
{
    carc_placement *pl = malloc(sizeof *pl * CARC_MAX_HOLES * 4);
    carc_action *acts = malloc(sizeof *acts * 512);
    carc_game *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    carc_events *ev = malloc(sizeof *ev);
    int rc = -1;
    if (!pl || !acts || !a || !b || !ev) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    int n = carc_game_legal_placements(g, pl, CARC_MAX_HOLES * 4);
    if (n <= 0) {
        snprintf(err, errlen, "the tile in hand fits nowhere");
        goto done;
    }
    int p = out->mover;
    out->best = -1;
    for (int i = 0; i < n; i++) {
        carc_game_copy(a, g);
        carc_action place = {.type = CARC_ACT_PLACE, .at = pl[i]};
        ev->count = 0;
        carc_game_apply(a, &place, ev);
        int base = ev->count;
        int na = carc_game_legal_actions(a, acts, 512);
        if (na > 512)
            na = 512;
        for (int k = 0; k < na; k++) {
            carc_game_copy(b, a);
            ev->count = base;
            finish_turn(b, &acts[k], ev);
            int got = b->score[p] - g->score[p];
            if (got > out->best) {
                out->best = got;
                out->move = (carc_move){pl[i], acts[k]};
                for (int q = 0; q < g->nplayers; q++)
                    out->points[q] = b->score[q] - g->score[q];
                out->ev = *ev;
            }
        }
    }
    rc = 0;
done:
    free(pl);
    free(acts);
    free(a);
    free(b);
    free(ev);
    return rc;
}

int carc_puzzle_solve(const carc_puzzle *pz, const carc_game *g, carc_puzzle_answer *out, char *err,
                      size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->mover = carc_game_actor(g);
    out->back_id = -1;
    if (pz->kind == CARC_PUZZLE_END) {
        carc_game *scratch = malloc(sizeof *scratch);
        if (!scratch) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        carc_projection pr;
        carc_game_project(g, scratch, &pr, &out->ev);
        free(scratch);
        for (int i = 0; i < g->nplayers; i++)
            out->points[i] = pr.score[i] - g->score[i];
        return 0;
    }
    if (pz->kind == CARC_PUZZLE_BEST)
        return solve_best(g, out, err, errlen);
    /* BACK: the mover's figure on the puzzle's tile, and what taking it back scores. */
    for (int i = 0; i < carc_game_nfigures(g); i++) {
        const carc_figure *f = carc_game_figure(g, i);
        const carc_placed *t = &g->tiles[carc_game_figure_tile(g, f)];
        if (f->player == out->mover && t->x == pz->back_x && t->y == pz->back_y)
            out->back_id = f->id;
    }
    if (out->back_id < 0) {
        snprintf(err, errlen, "no figure of the player to move on the tile at %d,%d", pz->back_x,
                 pz->back_y);
        return -1;
    }
    out->move.step = (carc_action){.type = CARC_ACT_RETURN, .figure = (uint8_t)out->back_id};
    return 0;
}

bool carc_puzzle_check_scores(const carc_puzzle_answer *ans, int nplayers, const int *answer)
{
    for (int i = 0; i < nplayers; i++)
        if (answer[i] != ans->points[i])
            return false;
    return true;
}

bool carc_puzzle_check_turn(const carc_puzzle *pz, const carc_puzzle_answer *ans,
                            const carc_game *before, const carc_game *after,
                            const carc_record_turn *t, int *scored)
{
    *scored = after->score[ans->mover] - before->score[ans->mover];
    if (pz->kind == CARC_PUZZLE_BEST)
        return *scored == ans->best;
    if (pz->kind == CARC_PUZZLE_BACK)
        return t && t->has_return && t->return_x == pz->back_x && t->return_y == pz->back_y;
    return false;
}
