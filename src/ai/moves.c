/*
 * moves.c: the moves a computer player considers and the deals of its playouts.
 *
 * Everything here goes through the core's public API (game.h); the search's speed comes from
 * the core's tables (a random placement is a few table reads), from copying the state once per
 * playout, and from allocating nothing inside a playout.
 */
#include <stdlib.h>

#include "ai_impl.h"
#include "mod_dragon.h"
#include "module.h"

/*
 * The Princess & the Dragon (RULES.md 4.6) adds figure-step choices: the fairy next to any of
 * the player's followers, the princess sending home a knight of her city, and on a portal tile
 * a figure on any incomplete, unoccupied feature of any tile, which late in the game is
 * hundreds. Each placement gets every princess removal (a few at most) but only the best few
 * fairy targets and portal spots, ranked once per turn by easy's one-move-deep evaluation with
 * one placement of the tile (the ranking hardly depends on where the tile goes: the fairy's
 * worth is its figure's, a portal spot's is its feature's), so that the search keeps its
 * breadth. Without the set none of this runs.
 */
enum { AI_FAIRY_KEEP = 3, AI_PORTAL_KEEP = 4 };

typedef struct dragon_steps {
    carc_game *work;     /* scratch: the tile placed, or a ranked step played */
    int nfairy, nportal; /* the kept fairy targets and portal spots */
    carc_action fairy[AI_FAIRY_KEEP];
    carc_action portal[AI_PORTAL_KEEP];
    bool princess; /* the tile in hand has a princess */
} dragon_steps;

/* Keeps the best `keep` of the steps a[0..n) in a's first places, best first, by the margin
   easy's evaluation gives each played after the placement ref. Returns how many are kept, or
   -1 when out of memory. */
static int keep_best(const carc_game *g, carc_placement ref, carc_action *a, int n, int keep,
                     carc_game *work)
{
    if (n <= keep)
        return n;
    double *margin = malloc((size_t)n * sizeof *margin);
    if (!margin)
        return -1;
    const int remaining = g->deck_len - g->deck_pos - 1;
    for (int i = 0; i < n; i++) {
        carc_game_copy(work, g);
        carc_game_shorten(work, 1);
        const carc_move mv = {ref, a[i]};
        ai_play(work, &mv);
        double value[CARC_MAX_PLAYERS];
        ai_eval(work, remaining, &ai_easy_eval, value);
        margin[i] = ai_margin(value, g->nplayers, g->current);
    }
    /* Selection of the best few; the first listed wins a tie. */
    for (int k = 0; k < keep; k++) {
        int best = k;
        for (int i = k + 1; i < n; i++)
            if (margin[i] > margin[best])
                best = i;
        const carc_action t = a[k];
        const double tm = margin[k];
        a[k] = a[best];
        margin[k] = margin[best];
        a[best] = t;
        margin[best] = tm;
    }
    free(margin);
    return keep;
}

/* The portal spots after the placement ref, one per feature and kind of figure (the same
   feature reached through another of its tiles is the same claim: the tile farthest from the
   dragon is kept), ranked. Returns false when out of memory. */
static bool rank_portal(const carc_game *g, carc_placement ref, dragon_steps *ds)
{
    carc_game *w = ds->work;
    carc_game_copy(w, g);
    carc_game_apply(w, &(carc_action){.type = CARC_ACT_PLACE, .at = ref}, NULL);
    const int n = carc_game_legal_actions(w, NULL, 0);
    carc_action *a = malloc((size_t)n * sizeof *a);
    uint16_t *root = malloc((size_t)n * sizeof *root);
    int *far = malloc((size_t)n * sizeof *far);
    if (!a || !root || !far) {
        free(a);
        free(root);
        free(far);
        return false;
    }
    carc_game_legal_actions(w, a, n);
    const int dt = carc_game_dragon_tile(w);
    int kept = 0;
    for (int i = 0; i < n; i++) {
        if (a[i].type != CARC_ACT_FIGURE || !a[i].elsewhere)
            continue;
        const int ti = carc_game_tile_at(w, a[i].at.x, a[i].at.y);
        const uint16_t r = carc_game_root(w, (uint16_t)(w->tiles[ti].node0 + a[i].feature));
        const int d =
            dt < 0 ? 0
                   : abs(w->tiles[ti].x - w->tiles[dt].x) + abs(w->tiles[ti].y - w->tiles[dt].y);
        int k = 0;
        while (k < kept && (root[k] != r || a[k].figure != a[i].figure))
            k++;
        if (k == kept) {
            root[kept] = r;
            far[kept] = d;
            a[kept++] = a[i];
        } else if (d > far[k]) {
            far[k] = d;
            a[k] = a[i];
        }
    }
    free(root);
    free(far);
    /* Ranked on the unplaced game: keep_best plays the placement itself. */
    const int nk = keep_best(g, ref, a, kept, AI_PORTAL_KEEP, w);
    for (int i = 0; i < nk; i++)
        ds->portal[i] = a[i];
    ds->nportal = nk < 0 ? 0 : nk;
    free(a);
    return nk >= 0;
}

/* The per-turn part: the ranked fairy targets and portal spots. ref is a legal placement of the
   tile in hand. Returns false when out of memory. */
static bool dragon_prepare(const carc_game *g, carc_placement ref, dragon_steps *ds)
{
    *ds = (dragon_steps){0};
    const carc_tile_type *t = &g->cat->types[carc_game_tile_in_hand(g)];
    const int fairy_id = carc_game_fairy_figure(g);
    carc_action cand[CARC_FIGURE_SLOTS];
    int n = 0;
    for (int i = 0; i < carc_game_nfigures(g); i++) {
        const carc_figure *f = carc_game_figure(g, i);
        /* The fairy goes next to the player's follower or abbot, another than its own. */
        if (f->player == g->current && f->id != fairy_id &&
            (f->kind == CARC_FIG_FOLLOWER || f->kind == CARC_FIG_BIG || f->kind == CARC_FIG_ABBOT))
            cand[n++] = (carc_action){.type = CARC_ACT_FAIRY, .figure = f->id};
    }
    ds->princess = t->princess != CARC_NO_FEATURE;
    if (n > AI_FAIRY_KEEP || t->portal || ds->princess) {
        ds->work = calloc(1, sizeof *ds->work); /* zeroed: see carc_ai_start */
        if (!ds->work)
            return false;
    }
    const int nf = keep_best(g, ref, cand, n, AI_FAIRY_KEEP, ds->work);
    if (nf < 0)
        return false;
    for (int i = 0; i < nf; i++)
        ds->fairy[i] = cand[i];
    ds->nfairy = nf;
    return !t->portal || rank_portal(g, ref, ds);
}

/* Appends the set's steps under placement at to out; returns how many. */
static int dragon_options(const carc_game *g, const dragon_steps *ds, carc_placement at,
                          carc_move *out)
{
    int n = 0;
    for (int i = 0; i < ds->nfairy; i++)
        out[n++] = (carc_move){at, ds->fairy[i]};
    if (!ds->princess && ds->nportal == 0)
        return n;
    /* Who the princess may send home and which portal spots stay open (the tile may join a
       feature to an occupied one, or complete it) depend on the placement: asked of the core
       on a copy with the tile placed. */
    carc_game *w = ds->work;
    carc_game_copy(w, g);
    carc_game_apply(w, &(carc_action){.type = CARC_ACT_PLACE, .at = at}, NULL);
    char why[8];
    if (ds->princess)
        for (int i = 0; i < carc_game_nfigures(w); i++) {
            const carc_action a = {.type = CARC_ACT_PRINCESS, .figure = carc_game_figure(w, i)->id};
            if (carc_game_check_action(w, &a, why, sizeof why) == CARC_OK)
                out[n++] = (carc_move){at, a};
        }
    for (int i = 0; i < ds->nportal; i++)
        if (carc_game_check_action(w, &ds->portal[i], why, sizeof why) == CARC_OK)
            out[n++] = (carc_move){at, ds->portal[i]};
    return n;
}

bool ai_moves_list(const carc_game *g, ai_moves *m)
{
    *m = (ai_moves){0};
    int np = carc_game_legal_placements(g, NULL, 0);
    if (np <= 0)
        return false;
    const bool dragon = carc_module_on(g, CARC_MOD_DRAGON);
    /* Per placement: the base options, and with the Princess & the Dragon the kept fairy and
       portal steps and at most one princess removal per figure on the board. */
    const size_t options =
        AI_MAX_OPTIONS +
        (dragon ? (size_t)(AI_FAIRY_KEEP + AI_PORTAL_KEEP + carc_game_nfigures(g)) : 0);
    carc_placement *all = malloc((size_t)np * sizeof *all);
    m->choices = malloc((size_t)np * sizeof *m->choices);
    m->moves = malloc((size_t)np * options * sizeof *m->moves);
    if (!all || !m->choices || !m->moves) {
        free(all);
        ai_moves_free(m);
        return false;
    }
    carc_game_legal_placements(g, all, np);
    dragon_steps ds = {0};
    if (dragon && !dragon_prepare(g, all[0], &ds)) {
        free(ds.work);
        free(all);
        ai_moves_free(m);
        return false;
    }
    unsigned distinct = g->cat->types[carc_game_tile_in_hand(g)].distinct_rots;
    bool have[CARC_FIGURE_KINDS], any = false;
    for (int k = 0; k < CARC_FIGURE_KINDS; k++)
        any |= have[k] = carc_game_supply(g, g->current, (carc_figure_kind)k) > 0;
    /* The figures the player may take back this turn (an abbot recall, a festival return):
       the same for every placement of the tile. */
    uint8_t back[CARC_FIGURE_SLOTS];
    int nback = 0;
    for (int f = 0; f < carc_game_nfigures(g); f++) {
        const carc_figure *fig = carc_game_figure(g, f);
        if (carc_game_may_take_back(g, fig->id))
            back[nback++] = fig->id;
    }
    for (int i = 0; i < np; i++) {
        /* A rotation that looks like a lower one gives the same board: search it once. */
        if (!(distinct >> all[i].rot & 1u))
            continue;
        ai_choice *c = &m->choices[m->nchoices++];
        c->at = all[i];
        c->first = m->nmoves;
        m->moves[m->nmoves++] = carc_move_tile(all[i]);
        /* Feature by feature, each kind of figure the player has that may stand there. */
        unsigned open[CARC_FIGURE_KINDS] = {0}, features = 0;
        for (int k = 0; any && k < CARC_FIGURE_KINDS; k++) {
            carc_spot spots[CARC_MAX_FEATURES];
            int ns = have[k] ? carc_game_figure_spots(g, &all[i], (carc_figure_kind)k, spots) : 0;
            for (int s = 0; s < ns; s++)
                open[k] |= 1u << spots[s].feature;
            features |= open[k];
        }
        for (; features; features &= features - 1) {
            const unsigned j = (unsigned)__builtin_ctz(features);
            for (int k = 0; k < CARC_FIGURE_KINDS; k++)
                if (open[k] >> j & 1u)
                    m->moves[m->nmoves++] = carc_move_figure(all[i], (carc_figure_kind)k, j);
        }
        for (int b = 0; b < nback; b++)
            m->moves[m->nmoves++] = carc_move_back(all[i], back[b]);
        if (dragon)
            m->nmoves += dragon_options(g, &ds, all[i], m->moves + m->nmoves);
        c->count = m->nmoves - c->first;
    }
    free(ds.work);
    free(all);
    return true;
}

void ai_play(carc_game *g, const carc_move *m)
{
    carc_game_play(g, m, NULL);
    carc_action step;
    while (carc_ai_dragon_step(g, &step) == CARC_OK)
        carc_game_apply(g, &step, NULL);
}

bool ai_step_anywhere(const carc_action *a)
{
    return a->type == CARC_ACT_FAIRY || a->type == CARC_ACT_RETURN ||
           (a->type == CARC_ACT_FIGURE && a->elsewhere);
}

void ai_top_insert(int *top, double *worth, int *n, int wide, int c, double v)
{
    int k = *n < wide ? (*n)++ : wide;
    for (; k > 0 && v > worth[k - 1]; k--)
        if (k < wide) {
            top[k] = top[k - 1];
            worth[k] = worth[k - 1];
        }
    if (k < wide) {
        top[k] = c;
        worth[k] = v;
    }
}

void ai_moves_narrow(ai_moves *m, double *score, int wide)
{
    if (wide > AI_WIDE_MAX)
        wide = AI_WIDE_MAX;
    int top[AI_WIDE_MAX], ntop = 0;
    double worth[AI_WIDE_MAX];
    for (int c = 0; c < m->nchoices; c++) {
        const ai_choice *ch = &m->choices[c];
        double best = -1e300;
        for (int i = ch->first; i < ch->first + ch->count; i++)
            if (!ai_step_anywhere(&m->moves[i].step) && score[i] > best)
                best = score[i];
        ai_top_insert(top, worth, &ntop, wide, c, best);
    }
    int n = 0;
    for (int c = 0; c < m->nchoices; c++) {
        ai_choice *ch = &m->choices[c];
        bool keep = false;
        for (int t = 0; t < ntop; t++)
            keep |= top[t] == c;
        const int first = ch->first;
        ch->first = n;
        for (int i = first; i < first + ch->count; i++)
            if (keep || !ai_step_anywhere(&m->moves[i].step)) {
                score[n] = score[i];
                m->moves[n++] = m->moves[i];
            }
        ch->count = n - ch->first;
    }
    m->nmoves = n;
}

void ai_moves_free(ai_moves *m)
{
    free(m->choices);
    free(m->moves);
    *m = (ai_moves){0};
}

void ai_deal(const carc_game *g, carc_rng *rng, uint8_t *deal)
{
    /* The deck is stored group by group in draw order (game.c), so the groups of the unseen
       tiles are runs of equal draw_order: shuffle each run on its own. Which tiles remain,
       and in which group, is public; their order is not: each run is first sorted by tile
       type, so the deal depends on the counts only and the real order is never read. */
    int n = g->deck_len - g->deck_pos - 1;
    const uint8_t *rest = g->deck + g->deck_pos + 1;
    for (int start = 0; start < n;) {
        int order = g->cat->types[rest[start]].def.draw_order, end = start + 1;
        while (end < n && g->cat->types[rest[end]].def.draw_order == order)
            end++;
        int count[CARC_MAX_TYPES] = {0};
        for (int i = start; i < end; i++)
            count[rest[i]]++;
        int k = start;
        for (int t = 0; t < CARC_MAX_TYPES; t++)
            while (count[t]-- > 0)
                deal[k++] = (uint8_t)t;
        start = end;
    }
    for (int start = 0; start < n;) {
        int order = g->cat->types[deal[start]].def.draw_order, end = start + 1;
        while (end < n && g->cat->types[deal[end]].def.draw_order == order)
            end++;
        for (int i = end - 1; i > start; i--) {
            int j = start + (int)carc_rng_below(rng, (uint32_t)(i - start + 1));
            uint8_t t = deal[i];
            deal[i] = deal[j];
            deal[j] = t;
        }
        start = end;
    }
}
