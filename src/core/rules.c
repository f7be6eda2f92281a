/*
 * rules.c: what is legal. Where the tile in hand fits (RULES.md 1.2 step 1, and the modules'
 * filters of a placement), where a follower may stand (1.2 step 2), and the reason (reason.h)
 * when a placement or a move is refused. Enumeration, random choice and checking all read the
 * same hole table and the same filters, so they cannot disagree.
 */
#include "rules.h"

#include <string.h>

#include "module.h"

/* Whether a tile at (x, y), a hole, leaves the board on the grid (game.h): each hole it would
   open lies within -127..127 and on a grid cell that no other tile or hole holds, and there are
   at most CARC_MAX_HOLES holes. Asked only in a catalog that could outgrow the grid (wide). */
static bool fits_grid(const carc_game *g, int x, int y)
{
    int holes = g->nholes - 1;
    for (int d = 0; d < 4; d++) {
        const int nx = x + board_dx[d], ny = y + board_dy[d];
        if (board_occupied(g, nx, ny) || board_hole(g, nx, ny) >= 0)
            continue;
        if (nx < -127 || nx > 127 || ny < -127 || ny > 127)
            return false;
        const unsigned c = board_cell(nx, ny), v = g->cell[c];
        if ((v < g->ntiles && board_cell(g->tiles[v].x, g->tiles[v].y) == c) ||
            (v < g->nholes && board_pos_cell(g->hole_pos[v]) == c))
            return false;
        holes++;
    }
    return holes <= CARC_MAX_HOLES;
}

unsigned rules_filter(const carc_game *g, int type, int x, int y, unsigned mask)
{
    if (g->cat->wide && !fits_grid(g, x, y))
        return 0;
    for (unsigned mods = g->cat->modules; mods && mask; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->filter_rotations)
            mask = m->filter_rotations(g, type, x, y, mask);
    }
    return mask;
}

unsigned rules_hole_rotations(const carc_game *g, int type, int h)
{
    const carc_tile_type *t = &g->cat->types[type];
    unsigned mask = g->cat->fit[type][g->hole_code[h]] & 15u;
    if (t->filtered && mask) {
        int x, y;
        board_hole_xy(g, h, &x, &y);
        mask = rules_filter(g, type, x, y, mask);
    }
    return mask;
}

int carc_game_check_placement_why(const carc_game *g, const carc_placement *p,
                                  carc_reason *why)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0)
        REFUSE(CARC_WHY_NO_TILE);
    if (g->phase != CARC_PHASE_TILE)
        REFUSE(CARC_WHY_FIGURE_STEP);
    if (p->rot > 3)
        REFUSE(CARC_WHY_ROTATION);
    if (board_tile(g, p->x, p->y) >= 0)
        REFUSE(CARC_WHY_OCCUPIED);
    int h = board_hole(g, p->x, p->y);
    if (h < 0)
        REFUSE(CARC_WHY_DETACHED);
    const carc_tile_type *t = &g->cat->types[type];
    unsigned code = g->hole_code[h];
    for (int d = 0; d < 4; d++) {
        unsigned need = code / carc_hole_pow5[d] % 5u;
        unsigned have = t->turn[p->rot].edge[d];
        if (need && need != have + 1)
            REFUSE(CARC_WHY_EDGES, .side = (uint8_t)d, .edge = (uint8_t)have,
                   .other = (uint8_t)(need - 1));
    }
    if (t->filtered && !(rules_filter(g, type, p->x, p->y, 1u << p->rot) >> p->rot & 1u)) {
        if (g->cat->wide && !fits_grid(g, p->x, p->y))
            REFUSE(CARC_WHY_GRID);
        carc_reason said = {.code = CARC_WHY_SETS_FORBID};
        for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
            const carc_module *m = &carc_modules[__builtin_ctz(mods)];
            if (m->filter_rotations && !(m->filter_rotations(g, type, p->x, p->y, 1u << p->rot)))
                m->placement_reason(g, type, p->x, p->y, p->rot, &said);
        }
        if (why)
            *why = said;
        return CARC_ILLEGAL;
    }
    return CARC_OK;
}

int carc_game_check_placement(const carc_game *g, const carc_placement *p, char *reason,
                              size_t len)
{
    carc_reason why;
    return rules_english(carc_game_check_placement_why(g, p, &why), &why, reason, len);
}

int carc_game_legal_placements(const carc_game *g, carc_placement *out, int max)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0)
        return 0;
    int n = 0;
    for (int h = 0; h < g->nholes; h++) {
        unsigned mask = rules_hole_rotations(g, type, h);
        if (!mask)
            continue;
        int x, y;
        board_hole_xy(g, h, &x, &y);
        for (int q = 0; q < 4; q++)
            if (mask >> q & 1u) {
                if (n < max)
                    out[n] = (carc_placement){(int16_t)x, (int16_t)y, (uint8_t)q};
                n++;
            }
    }
    return n;
}

bool carc_game_can_place(const carc_game *g)
{
    int type = carc_game_tile_in_hand(g);
    if (type < 0)
        return false;
    for (int h = 0; h < g->nholes; h++)
        if (rules_hole_rotations(g, type, h))
            return true;
    return false;
}

bool rules_random_counted(const carc_game *g, carc_rng *rng, int type, unsigned *hole,
                          unsigned *rot)
{
    const uint8_t *fit = g->cat->fit[type];
    const bool filtered = g->cat->types[type].filtered;
    uint32_t total = 0;
    for (int h = 0; h < g->nholes; h++)
        total += filtered ? (uint32_t)__builtin_popcount(rules_hole_rotations(g, type, h))
                          : (uint32_t)(fit[g->hole_code[h]] >> 4);
    if (total == 0)
        return false;
    uint32_t k = carc_rng_below(rng, total);
    for (int h = 0;; h++) {
        const unsigned f = fit[g->hole_code[h]];
        const unsigned mask = filtered ? rules_hole_rotations(g, type, h) : f & 15u;
        const unsigned n = filtered ? (unsigned)__builtin_popcount(mask) : f >> 4;
        if (k < n) {
            *hole = (unsigned)h;
            *rot = rules_nth_rotation(mask, k);
            return true;
        }
        k -= n;
    }
}

bool carc_game_random_placement(const carc_game *g, carc_rng *rng, carc_placement *out)
{
    const int type = carc_game_tile_in_hand(g);
    unsigned h, q;
    if (type < 0 || !rules_random_pick(g, rng, type, &h, &q))
        return false;
    int x, y;
    board_hole_xy(g, (int)h, &x, &y);
    *out = (carc_placement){(int16_t)x, (int16_t)y, (uint8_t)q};
    return true;
}

/* Whether the set rooted at root holds a follower of player (a figure that counts for a
   majority), or of anyone when player is negative. */
static bool root_held(const carc_game *g, uint16_t root, int player)
{
    if (player < 0)
        return g->nodes[root].weight != 0;
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *f = &g->figures[i];
        if (f->player == player && carc_figure_defs[f->kind].weight &&
            board_find_const(g, f->node) == root)
            return true;
    }
    return false;
}

/*
 * Bit j set: feature j of a tile placed at p would be part of a feature that has a follower
 * (of player, or of anyone when player is negative).
 * A feature of the tile joins the neighbours' features it touches; two features of the tile
 * that touch the same neighbouring feature (a field wrapping around a road end, say) end up as
 * one, so a follower reachable through either occupies both.
 */
static unsigned occupied_features(const carc_game *g, const carc_tile_type *t,
                                  const carc_placement *p, int player)
{
    const int h = board_hole(g, p->x, p->y);
    if (h < 0)
        return 0; /* not a legal placement: nothing to join */
    /* The pairs (feature of the tile, neighbouring root) that placing it would join, each
       once: a field or city side is usually one pair, a road side three. */
    uint16_t root[12];
    uint8_t feat[12];
    int n = 0;
    unsigned taken = 0;
    const unsigned sides = g->cat->hole_sides[g->hole_code[h]];
    const uint8_t *slot = t->turn[p->rot].slot;
    for (unsigned rest = sides; rest; rest &= rest - 1) {
        const int d = __builtin_ctz(rest);
        const unsigned nc = board_cell(p->x + board_dx[d], p->y + board_dy[d]);
        const carc_placed *nt = &g->tiles[g->cell[nc]];
        const uint8_t *nslot = g->cat->types[nt->type].turn[nt->rot].slot;
        unsigned last_a = CARC_NO_FEATURE, last_f = CARC_NO_FEATURE;
        for (int pos = 3 * d; pos < 3 * d + 3; pos++) {
            const unsigned a = slot[pos], f = nslot[carc_pos_facing(pos)];
            if (a == last_a && f == last_f)
                continue;
            last_a = a;
            last_f = f;
            const uint16_t r = board_find_const(g, (uint16_t)(nt->node0 + f));
            root[n] = r;
            feat[n++] = (uint8_t)a;
            if (root_held(g, r, player))
                taken |= 1u << a;
        }
    }
    /* Spread occupation between features of the tile that share a neighbouring feature,
       until nothing changes. */
    for (bool changed = taken != 0 && n > 1; changed;) {
        changed = false;
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n; b++)
                if (root[a] == root[b] && (taken >> feat[a] & 1u) && !(taken >> feat[b] & 1u)) {
                    taken |= 1u << feat[b];
                    changed = true;
                }
    }
    return taken;
}

int carc_game_supply(const carc_game *g, int player, carc_figure_kind kind)
{
    if (player < 0 || player >= g->nplayers || (unsigned)kind >= CARC_FIGURE_KINDS)
        return 0;
    int first, count;
    carc_figure_slots(g->cat, kind, &first, &count);
    return __builtin_popcount((unsigned)g->home[player] >> first & ((1u << count) - 1u));
}

/* The features of the tile just placed, ti, that are held (see occupied_features): whose root
   carries a follower of player, or of anyone when player is negative. */
static unsigned placed_occupied(const carc_game *g, int ti, int player)
{
    const carc_placed *pt = &g->tiles[ti];
    const carc_tile_type *t = &g->cat->types[pt->type];
    unsigned taken = 0;
    for (int j = 0; j < t->def.nfeatures; j++)
        if (root_held(g, board_find_const(g, (uint16_t)(pt->node0 + j)), player))
            taken |= 1u << j;
    return taken;
}

/* The features of the tile in hand that would be held, placed at p or, in the figure step, as
   placed: by anyone (taken) and by the current player (own). */
static void held_features(const carc_game *g, const carc_tile_type *t, const carc_placement *p,
                          unsigned *taken, unsigned *own)
{
    if (g->phase == CARC_PHASE_FIGURE) {
        *taken = placed_occupied(g, g->ntiles - 1, -1);
        *own = placed_occupied(g, g->ntiles - 1, g->current);
    } else {
        *taken = occupied_features(g, t, p, -1);
        *own = occupied_features(g, t, p, g->current);
    }
}

int rules_refuse_stand(const carc_game *g, unsigned kind, int fk, carc_reason *why)
{
    if (!why)
        return CARC_ILLEGAL;
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->stand_refusal && m->stand_refusal(g, (int)kind, fk, why))
            return CARC_ILLEGAL;
    }
    REFUSE(CARC_WHY_STANDS_ONLY, .figure = (uint8_t)kind, .kind = (uint8_t)fk);
}

/* Whether a figure of kind may stand on feature j of tile type t under the rules in play,
   given the features of the tile held by anyone (taken, bit j) and by the current player
   (own), whatever the supply. */
static int check_spot(const carc_game *g, const carc_tile_type *t, unsigned taken, unsigned own,
                      unsigned j, unsigned kind, carc_reason *why)
{
    if (kind >= CARC_FIGURE_KINDS)
        REFUSE(CARC_WHY_NO_FIGURE_KIND);
    if (j >= (unsigned)t->def.nfeatures)
        REFUSE(CARC_WHY_NO_FEATURE);
    const int fk = t->def.features[j].kind;
    const carc_figure_def *def = &carc_figure_defs[kind];
    if (fk == CARC_RIVER)
        REFUSE(CARC_WHY_ON_RIVER);
    if (!(def->stands_on >> fk & 1u))
        return rules_refuse_stand(g, kind, fk, why);
    if (fk == CARC_FIELD && g->rules.farms == CARC_FARMS_NONE)
        REFUSE(CARC_WHY_NO_FARMERS);
    if (g->cat->figures[kind] == 0)
        REFUSE(CARC_WHY_NOT_IN_SETS, .figure = (uint8_t)kind);
    /* RULES.md 4.5: an escorted figure goes where its owner already has a follower or farmer;
       anything else where nobody has one. */
    if (def->escorted && !(own >> j & 1u))
        REFUSE(CARC_WHY_ESCORT, .figure = (uint8_t)kind);
    if (!def->escorted && (taken >> j & 1u))
        REFUSE(CARC_WHY_TAKEN, .kind = (uint8_t)fk);
    /* What the modules forbid (check_spot): the tile just placed, or the one in hand. */
    const int ti = g->phase == CARC_PHASE_FIGURE ? g->ntiles - 1 : -1;
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->check_spot && m->check_spot(g, ti, (int)j, (int)kind, why) != 0)
            return CARC_ILLEGAL;
    }
    return CARC_OK;
}

/* Whether the current player may put a figure of kind on feature j of tile type t, given the
   features of the tile held by anyone (taken) and by the player (own). */
static int check_figure(const carc_game *g, const carc_tile_type *t, unsigned taken,
                        unsigned own, unsigned j, unsigned kind, carc_reason *why)
{
    /* The spot first, then the supply, then whether the spot is taken. */
    if (check_spot(g, t, 0, ~0u, j, kind, why) != CARC_OK)
        return CARC_ILLEGAL;
    if (carc_game_supply(g, g->current, (carc_figure_kind)kind) == 0)
        REFUSE(CARC_WHY_SUPPLY, .figure = (uint8_t)kind);
    return check_spot(g, t, taken, own, j, kind, why);
}

int carc_game_figure_spots(const carc_game *g, const carc_placement *p, carc_figure_kind kind,
                           carc_spot *out)
{
    const int type = carc_game_tile_in_hand(g);
    if (type < 0 || (unsigned)kind >= CARC_FIGURE_KINDS)
        return 0;
    const carc_tile_type *t = &g->cat->types[type];
    unsigned taken, own;
    held_features(g, t, p, &taken, &own);
    int n = 0;
    for (unsigned j = 0; j < (unsigned)t->def.nfeatures; j++)
        if (check_spot(g, t, taken, own, j, (unsigned)kind, NULL) == CARC_OK)
            out[n++] = (carc_spot){(uint8_t)j, (uint8_t)carc_node_kind(&t->node[j])};
    return n;
}

int carc_game_legal_spots(const carc_game *g, const carc_placement *p, carc_spot *out)
{
    return carc_game_figure_spots(g, p, CARC_FIG_FOLLOWER, out);
}


/* Whether the current player may take back the figure with id in this turn's figure step
   (before or after the tile is placed): theirs, on the board, and allowed by a module in play
   (carc_module.may_take_back). */
static int check_take_back(const carc_game *g, unsigned id, carc_reason *why)
{
    const carc_figure *f = carc_game_figure_by_id(g, (int)id);
    if (f == NULL)
        REFUSE(CARC_WHY_NOT_ON_BOARD);
    if (f->player != g->current)
        REFUSE(CARC_WHY_NOT_YOURS);
    const carc_module *said = NULL; /* the last module in play that lets some figures back */
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->may_take_back && m->may_take_back(g, f))
            return CARC_OK;
        if (m->take_back_refusal)
            said = m;
    }
    if (why && said) {
        said->take_back_refusal(g, why);
        return CARC_ILLEGAL;
    }
    REFUSE(CARC_WHY_NO_TAKE_BACK);
}

bool carc_game_may_take_back(const carc_game *g, int id)
{
    return g->phase != CARC_PHASE_OVER && id >= 0 && id < CARC_MAX_FIGURES &&
           check_take_back(g, (unsigned)id, NULL) == CARC_OK;
}

bool carc_game_has_figure(const carc_game *g, carc_figure_kind kind)
{
    return !g->over && carc_game_supply(g, g->current, kind);
}

int carc_game_check_move_why(const carc_game *g, const carc_move *m, carc_reason *why)
{
    if (g->phase != CARC_PHASE_TILE)
        REFUSE(CARC_WHY_FIGURE_STEP);
    if (carc_game_check_placement_why(g, &m->at, why) != CARC_OK)
        return CARC_ILLEGAL;
    const carc_action *a = &m->step;
    const carc_tile_type *t = &g->cat->types[carc_game_tile_in_hand(g)];
    switch (a->type) {
    case CARC_ACT_PASS:
        return CARC_OK;
    case CARC_ACT_RETURN:
        return check_take_back(g, a->figure, why);
    case CARC_ACT_FIGURE:
        if (!a->elsewhere)
            return check_figure(g, t, occupied_features(g, t, &m->at, -1),
                                occupied_features(g, t, &m->at, g->current), a->feature, a->figure,
                                why);
        break;
    default:
        if (a->type < CARC_ACT_MODULES || a->type >= CARC_ACTION_TYPES)
            REFUSE(CARC_WHY_NOT_STEP);
        break;
    }
    /* A module's action (its own kinds, or a figure elsewhere; one of another phase is
       refused there) depends on the board with
       the tile in place: check it on a copy that has the tile placed. Rare, so the copy's cost
       does not matter. */
    carc_game placed;
    /* The whole value, not carc_game_copy's live part: the copy's unused grid cells, which the
       core reads only to reject them, are then written memory too (valgrind's memcheck
       follows such reads into conditional jumps). */
    memcpy(&placed, g, sizeof placed);
    const carc_action place = {.type = CARC_ACT_PLACE, .at = m->at};
    carc_game_apply(&placed, &place, NULL);
    return carc_game_check_action_why(&placed, a, why);
}

int carc_game_check_move(const carc_game *g, const carc_move *m, char *reason, size_t len)
{
    carc_reason why;
    return rules_english(carc_game_check_move_why(g, m, &why), &why, reason, len);
}

int carc_game_check_action_why(const carc_game *g, const carc_action *a, carc_reason *why)
{
    /* The modules' own actions first (their kinds, and a figure elsewhere). */
    for (unsigned mods = g->cat->modules; mods && g->phase != CARC_PHASE_OVER; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        const int r = m->check_action ? m->check_action(g, a, why) : 1;
        if (r != 1)
            return r;
    }
    switch (g->phase) {
    case CARC_PHASE_OVER:
        REFUSE(CARC_WHY_OVER);
    case CARC_PHASE_TILE:
        if (a->type == CARC_ACT_PLACE)
            return carc_game_check_placement_why(g, &a->at, why);
        if (a->type == CARC_ACT_DISCARD)
            return carc_game_check_discard_why(g, why);
        REFUSE(CARC_WHY_PLACE_FIRST);
    default:
        break;
    }
    if (g->phase >= CARC_PHASE_MODULES) /* a module's own phase: its check said nothing */
        REFUSE(CARC_WHY_NOT_STEP);
    const int ti = g->ntiles - 1;
    switch (a->type) {
    case CARC_ACT_PASS:
        return CARC_OK;
    case CARC_ACT_FIGURE:
        if (a->elsewhere) /* no module in play took it as its own (check_action) */
            REFUSE(CARC_WHY_NOT_STEP);
        return check_figure(g, &g->cat->types[g->tiles[ti].type], placed_occupied(g, ti, -1),
                            placed_occupied(g, ti, g->current), a->feature, a->figure, why);
    case CARC_ACT_RETURN:
        return check_take_back(g, a->figure, why);
    default:
        REFUSE(CARC_WHY_FIGURE_STEP);
    }
}

int carc_game_check_action(const carc_game *g, const carc_action *a, char *reason, size_t len)
{
    carc_reason why;
    return rules_english(carc_game_check_action_why(g, a, &why), &why, reason, len);
}

/* The figure step's actions on the tile just placed, put in l: the pass, every figure on the
   tile, every figure that may be taken back. Not inlined: carc_game_random_finish is flattened,
   and with this inlined into its loop of the expansions' turns as well the base game's loop
   beside it compiled 1.7% longer (tools/bench-instructions.sh). */
static __attribute__((noinline)) void list_tile_step(const carc_game *g, carc_action_list *l)
{
    carc_action_put(l, (carc_action){.type = CARC_ACT_PASS});
    const int ti = g->ntiles - 1;
    const carc_tile_type *t = &g->cat->types[g->tiles[ti].type];
    const unsigned taken = placed_occupied(g, ti, -1), own = placed_occupied(g, ti, g->current);
    for (unsigned k = 0; k < CARC_FIGURE_KINDS; k++)
        for (unsigned j = 0; j < (unsigned)t->def.nfeatures; j++)
            if (check_figure(g, t, taken, own, j, k, NULL) == CARC_OK)
                carc_action_put(l, (carc_action){.type = CARC_ACT_FIGURE,
                                                 .figure = (uint8_t)k,
                                                 .feature = (uint8_t)j});
    for (int i = 0; i < g->nfigures; i++)
        if (check_take_back(g, g->figures[i].id, NULL) == CARC_OK)
            carc_action_put(l, (carc_action){.type = CARC_ACT_RETURN, .figure = g->figures[i].id});
}

/* Every legal action of the current phase, put in l. */
static void list_actions(const carc_game *g, carc_action_list *l)
{
    if (g->phase == CARC_PHASE_OVER)
        return;
    if (g->phase == CARC_PHASE_TILE) {
        const int type = carc_game_tile_in_hand(g);
        for (int h = 0; h < g->nholes; h++) {
            const unsigned mask = rules_hole_rotations(g, type, h);
            int x, y;
            board_hole_xy(g, h, &x, &y);
            for (int q = 0; q < 4; q++)
                if (mask >> q & 1u)
                    carc_action_put(l, (carc_action){.type = CARC_ACT_PLACE,
                                                     .at = {(int16_t)x, (int16_t)y, (uint8_t)q}});
        }
        if (l->n == 0)
            carc_action_put(l, (carc_action){.type = CARC_ACT_DISCARD});
        return;
    }
    if (g->phase == CARC_PHASE_FIGURE)
        list_tile_step(g, l);
    for (unsigned mods = g->cat->modules; mods; mods &= mods - 1) {
        const carc_module *m = &carc_modules[__builtin_ctz(mods)];
        if (m->list_actions)
            m->list_actions(g, l);
    }
}

int carc_game_legal_actions(const carc_game *g, carc_action *out, int max)
{
    carc_action_list l = {out, 0, max, 0};
    list_actions(g, &l);
    return l.n;
}

int carc_game_tile_step_actions(const carc_game *g, carc_action *out, int max)
{
    carc_action_list l = {out, 0, max, 0};
    if (g->phase == CARC_PHASE_FIGURE)
        list_tile_step(g, &l);
    return l.n;
}

bool rules_action_at(const carc_game *g, int k, carc_action *out)
{
    carc_action_list l = {out, k, 1, 0};
    list_actions(g, &l);
    return k < l.n;
}
