/*
 * aids.c: the queries of aids.h. Values come from score.c (score_feature_value, the final
 * scoring itself on a copy, the field's cities as the final scoring finds them), the modules'
 * part of a report from their report hooks and where tiles fit from rules.c's hole tables. What is
 * counted here again: a feature's figures by player (score.c counts them from its own table of
 * roots) and a cloister's neighbours, cell by cell, for the report's picture of which are there.
 */
#include "aids.h"

#include <string.h>

#include "board.h"
#include "module.h"
#include "rules.h"
#include "score.h"

/* The eight cells around a tile, clockwise from the north-west one (carc_report.around). */
static const int8_t around_dx[8] = {-1, 0, 1, 1, 1, 0, -1, -1};
static const int8_t around_dy[8] = {-1, -1, -1, 0, 1, 1, 1, 0};

/* Runs the final scoring of the board as it stands on scratch, a copy of g (see
   carc_game_project). */
static void project_on(const carc_game *g, carc_game *scratch, carc_events *ev)
{
    carc_game_copy(scratch, g);
    if (scratch->over)
        return;
    if (scratch->phase == CARC_PHASE_FIGURE) {
        /* The tile just placed completes what it completes whether or not a figure goes on
           it: the pass scores that, and runs the final scoring when it was the last tile. */
        const carc_action pass = {.type = CARC_ACT_PASS};
        carc_game_apply(scratch, &pass, ev);
        if (scratch->over)
            return;
    }
    game_finish(scratch, ev);
}

void carc_game_project(const carc_game *g, carc_game *scratch, carc_projection *out,
                       carc_events *ev)
{
    project_on(g, scratch, ev);
    memset(out, 0, sizeof *out);
    for (int p = 0; p < g->nplayers; p++) {
        out->score[p] = scratch->score[p];
        for (int c = 0; c < CARC_CATEGORIES; c++)
            out->gain[p][c] = (int16_t)(scratch->breakdown[p][c] - g->breakdown[p][c]);
    }
}

static bool in_set(const uint64_t *set, uint16_t c)
{
    return set[c >> 6] >> (c & 63u) & 1u;
}

/* A field's completed cities and what the final scoring as it stands gives for them. */
static void report_field(const carc_game *g, carc_game *scratch, carc_report *r)
{
    uint64_t set[(CARC_MAX_NODES + 63) / 64] = {0};
    r->ncities = score_field_cities(g, r->root, set);
    for (uint16_t c = 0, k = 0; c < CARC_MAX_NODES && k < CARC_REPORT_CITIES; c++)
        if (in_set(set, c))
            r->cities[k++] = c;
    r->city_points = score_farm_city_points(g);
    if (!scratch || r->lead == 0)
        return;
    /* The final scoring's own figures: the field's score event (3rd and 2nd editions), or the
       events of the cities it touches (the 1st edition scores city by city). */
    carc_events ev;
    ev.count = 0;
    project_on(g, scratch, &ev);
    const bool per_city = g->rules.farms == CARC_FARMS_1ST;
    for (int i = 0; i < ev.count; i++) {
        const carc_event *e = &ev.ev[i];
        if (e->type != CARC_EV_SCORE || e->kind != CARC_FIELD || !e->final)
            continue;
        if (per_city ? !in_set(set, e->node) : e->node != r->root)
            continue;
        for (int p = 0; p < g->nplayers; p++)
            r->field_points[p] += e->points[p];
    }
}

void carc_game_report(const carc_game *g, uint16_t node, carc_game *scratch, carc_report *out)
{
    carc_report *r = out;
    memset(r, 0, sizeof *r);
    const uint16_t root = board_find_const(g, node);
    const carc_node *n = &g->nodes[root];
    const carc_kind kind = carc_node_kind(n);
    r->root = root;
    r->kind = (uint8_t)kind;
    r->complete = carc_game_feature_complete(g, root);
    r->tiles = board_feature_tiles(g, root);
    r->segments = n->segs;
    r->pennants = n->pennants;
    r->marks = (uint8_t)(n->flags & CARC_FLAG_MODULE_BITS);
    if (kind == CARC_ROAD || kind == CARC_CITY)
        r->open = n->open;
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->report)
            m->report(g, root, r->part + m->report_part);
    }
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *f = &g->figures[i];
        if (board_find_const(g, f->node) != root)
            continue;
        r->figures[f->player]++;
        r->strength[f->player] += carc_figure_defs[f->kind].weight;
        if (r->strength[f->player] > r->lead)
            r->lead = r->strength[f->player];
    }
    r->now = r->if_completed = r->at_end = -1;
    switch (kind) {
    case CARC_ROAD:
    case CARC_CITY:
        r->if_completed = score_feature_value(g, root, true, &r->why_completed);
        if (r->complete) {
            r->now = r->at_end = r->if_completed;
            r->why_end = r->why_completed;
        } else {
            r->now = r->at_end = score_feature_value(g, root, false, &r->why_end);
        }
        break;
    case CARC_CLOISTER:
    case CARC_GARDEN: {
        const carc_placed *t = &g->tiles[g->node_tile[root]];
        for (int k = 0; k < 8; k++)
            if (board_occupied(g, t->x + around_dx[k], t->y + around_dy[k])) {
                r->around |= (uint8_t)(1u << k);
                r->neighbours++;
            }
        r->now = r->at_end = score_cloister_value(r->neighbours);
        r->if_completed = score_cloister_value(8);
        r->why_end = r->complete ? 0u : CARC_WHY_INCOMPLETE;
        break;
    }
    case CARC_FIELD:
        report_field(g, scratch, r);
        break;
    default:
        break;
    }
}

int carc_game_remaining(const carc_game *g, bool with_hand, int *counts)
{
    memset(counts, 0, sizeof(int) * (size_t)g->cat->ntypes);
    if (g->over)
        return 0;
    const int from = g->deck_pos + (with_hand && g->phase == CARC_PHASE_TILE ? 0 : 1);
    int total = 0;
    for (int i = from; i < g->deck_len; i++, total++)
        counts[g->deck[i]]++;
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        const uint8_t *aside;
        const int naside = m->set_aside ? m->set_aside(g, &aside) : 0;
        for (int i = 0; i < naside; i++, total++)
            counts[aside[i]]++;
    }
    return total;
}

int carc_game_fit_cells(const carc_game *g, bool with_hand, carc_cell_fit *out, int max)
{
    int counts[CARC_MAX_TYPES];
    carc_game_remaining(g, with_hand, counts);
    const carc_catalog *cat = g->cat;
    for (int h = 0; h < g->nholes && h < max; h++) {
        carc_cell_fit *c = &out[h];
        int x, y;
        board_hole_xy(g, h, &x, &y);
        *c = (carc_cell_fit){.x = (int16_t)x, .y = (int16_t)y};
        const unsigned code = g->hole_code[h];
        for (int t = 0; t < cat->ntypes; t++) {
            if (cat->fit[t][code] & 15u)
                c->catalog++;
            if (counts[t] && rules_hole_rotations(g, t, h)) {
                c->tiles = (uint8_t)(c->tiles + counts[t]);
                c->types++;
            }
        }
    }
    return g->nholes;
}

unsigned carc_game_type_fits(const carc_game *g, int type, int x, int y)
{
    const int h = board_hole(g, x, y);
    if (h < 0 || board_occupied(g, x, y) || type < 0 || type >= g->cat->ntypes)
        return 0;
    return rules_hole_rotations(g, type, h);
}

unsigned carc_game_why_not(const carc_game *g, int x, int y, carc_reason why[4])
{
    unsigned legal = 0;
    for (int q = 0; q < 4; q++) {
        const carc_placement p = {(int16_t)x, (int16_t)y, (uint8_t)q};
        if (carc_game_check_placement_why(g, &p, &why[q]) == CARC_OK) {
            legal |= 1u << q;
            why[q] = (carc_reason){.code = CARC_WHY_NONE};
        }
    }
    return legal;
}
