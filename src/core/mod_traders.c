/*
 * mod_traders.c: Traders & Builders (RULES.md 4.1, with the decisions of 4.5).
 *
 * - Goods: a city segment may carry a goods symbol (the tags "wine", "grain", "cloth" name the
 *   city). Completing a city gives the player who placed the completing tile one token per
 *   symbol on its segments, whoever holds the city; at the end, for each kind, every player
 *   with the most tokens (at least one) scores 10.
 * - The builder and the pig are figures (module.c) that go only where their owner has a
 *   follower and count for no majority. A tile that extends the road or city of its player's
 *   builder gives that player the next tile at once (game.c plays the extra turn); an extra
 *   turn never gives another. The pig makes each completed city of a field its owner wins
 *   worth 4 instead of 3 (3rd edition; in the 2nd edition a city of S_P is worth 4 when a
 *   field that gave it to P is won by P and holds P's pig: score.c applies that). The module
 *   is not played with 1st-edition farms.
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "mod_impl.h"
#include "mod_traders.h"
#include "score.h"

/* The module's state, in its words of carc_game.slot, read and written as bytes (which any
   object may be): the goods tokens each player took, GOODS(g, p, k); then EXTRA(g): 1 when
   this turn gives its player the next tile too (a builder's double turn), 2 while that extra
   turn is played, else 0. */
#define BYTES(g)                                                                                   \
    _Generic((g),                                                                                 \
        const carc_game *: (const uint8_t *)(const void *)&(g)->slot[MOD_TRADERS_SLOT],           \
        default: (uint8_t *)(void *)&(g)->slot[MOD_TRADERS_SLOT])
#define GOODS(g, p, k) BYTES(g)[(size_t)(p)*CARC_GOODS + (size_t)(k)]
#define EXTRA(g) BYTES(g)[CARC_MAX_PLAYERS * CARC_GOODS]
_Static_assert(CARC_MAX_PLAYERS *CARC_GOODS + 1 <= MOD_TRADERS_SLOT_WORDS * sizeof(uint64_t),
               "the state of Traders & Builders fits its slot");

/* The queries (mod_traders.h): with the module not in play, its slot is zero. */
int carc_traders_goods(const carc_game *g, int player, carc_goods goods)
{
    return GOODS(g, player, goods);
}

bool carc_traders_extra_turn(const carc_game *g)
{
    return EXTRA(g) == 2;
}

bool mod_traders_extra_turn(carc_game *g)
{
    EXTRA(g) = EXTRA(g) == 1 && !g->over ? 2 : 0; /* that turn gives no other */
    return EXTRA(g) == 2;
}

const carc_words mod_traders_words[] = {
    /* The window says what to do about it: its setup screen shows this. */
    {CARC_WHY_NUMBER(CARC_MOD_TRADERS, CARC_WHY_TRADERS_FARMS), -1, 0,
     "Traders & Builders is not played with 1st-edition farms (the pig has no rule there)",
     N_("Traders & Builders is not played with 1st-edition farms (its pig needs the newer "
        "farms): choose other farm scoring.")},
    {0, -1, 0, NULL, NULL},
};

/* Its words of the core's refusals about the builder and the pig. */
const carc_words mod_traders_variants[] = {
    {CARC_WHY_STANDS_ONLY, CARC_FIG_BUILDER, CARC_ARGS_KIND,
     "a builder stands only on a road or a city, not on a %s",
     N_("a builder stands only on a road or a city")},
    {CARC_WHY_STANDS_ONLY, CARC_FIG_PIG, CARC_ARGS_KIND,
     "a pig stands only on a field, not on a %s", N_("a pig stands only on a field")},
    {CARC_WHY_NOT_IN_SETS, -1, 0, N_("there is no builder or pig without Traders & Builders"),
     NULL},
    {CARC_WHY_ESCORT, CARC_FIG_PIG, 0, N_("a pig goes only on a field with its owner's farmer"),
     NULL},
    {CARC_WHY_ESCORT, -1, 0, N_("a builder goes only on a road or city with its owner's follower"),
     NULL},
    {CARC_WHY_SUPPLY, CARC_FIG_BUILDER, 0, N_("the builder is already on the board"), NULL},
    {CARC_WHY_SUPPLY, CARC_FIG_PIG, 0, N_("the pig is already on the board"), NULL},
    {0, -1, 0, NULL, NULL},
};

static const char *const goods_names[CARC_GOODS] = {"wine", "grain", "cloth"};

const char *carc_goods_name(carc_goods goods)
{
    return (unsigned)goods < CARC_GOODS ? goods_names[goods] : "?";
}

/* Its bytes of a tile: the city with a goods symbol (CARC_NO_FEATURE for none) and its
   carc_goods. */
void mod_traders_tile_start(const carc_catalog *cat, carc_tile_type *t)
{
    (void)cat;
    t->part[MOD_TRADERS_PART] = CARC_NO_FEATURE;
}

int carc_traders_goods_city(const carc_tile_type *t)
{
    return t->part[MOD_TRADERS_PART];
}

carc_goods carc_traders_tile_goods(const carc_tile_type *t)
{
    return (carc_goods)t->part[MOD_TRADERS_PART + 1];
}

int mod_traders_tag(carc_tile_type *t, const carc_tag *tag, char *err, size_t len)
{
    const carc_tile_def *d = &t->def;
    int city = -1;
    for (int j = 0; j < d->nfeatures; j++)
        if (strcmp(d->features[j].label, tag->value) == 0)
            city = j;
    if (city < 0 || d->features[city].kind != CARC_CITY) {
        snprintf(err, len, "tile %s: %s: \"%s\" is not a city of the tile", d->id, tag->name,
                 tag->value);
        return -1;
    }
    if (carc_traders_goods_city(t) != CARC_NO_FEATURE) {
        snprintf(err, len, "tile %s: %s: the tile has goods already", d->id, tag->name);
        return -1;
    }
    int kind = 0;
    while (strcmp(goods_names[kind], tag->name) != 0)
        kind++;
    t->part[MOD_TRADERS_PART] = (uint8_t)city;
    t->part[MOD_TRADERS_PART + 1] = (uint8_t)kind;
    return 0;
}

int mod_traders_rules(const carc_rules *rules, carc_reason *why)
{
    if (rules->farms != CARC_FARMS_1ST)
        return 0;
    *why = (carc_reason){.code = CARC_WHY_TRADERS_FARMS}; /* the pig has no rule there */
    return -1;
}

/* Whether the tile just placed (ti) extends a road or city holding its player's builder: the
   builder stands on an earlier tile, so the tile extended its feature exactly when one of the
   tile's roads or cities now has the builder's root. Decided when the tile is placed, whatever
   the figure step then does (RULES.md 4.5). */
void mod_traders_placed(carc_game *g, int ti, carc_events *ev)
{
    if (EXTRA(g) != 0)
        return; /* an extra turn never gives another */
    const carc_placed *t = &g->tiles[ti];
    const carc_tile_type *type = &g->cat->types[t->type];
    for (int i = 0; i < g->nfigures; i++) {
        const carc_figure *f = &g->figures[i];
        if (f->kind != CARC_FIG_BUILDER || f->player != g->current)
            continue;
        const uint16_t root = board_find_const(g, f->node);
        for (int j = 0; j < type->def.nfeatures; j++) {
            const int kind = type->def.features[j].kind;
            if ((kind == CARC_ROAD || kind == CARC_CITY) &&
                board_find_const(g, (uint16_t)(t->node0 + j)) == root) {
                EXTRA(g) = 1;
                carc_event *e = score_push_event(ev);
                if (e) {
                    e->type = CARC_EV_EXTRA_TURN;
                    e->player = g->current;
                    e->x = t->x;
                    e->y = t->y;
                }
                return;
            }
        }
    }
}

/* The goods symbols on the city rooted at root, by kind. */
static void city_goods(const carc_game *g, uint16_t root, int got[CARC_GOODS])
{
    memset(got, 0, sizeof(int) * CARC_GOODS);
    uint16_t m = root;
    do {
        const carc_placed *t = &g->tiles[g->node_tile[m]];
        const carc_tile_type *type = &g->cat->types[t->type];
        if (carc_traders_goods_city(type) == m - t->node0)
            got[carc_traders_tile_goods(type)]++;
        m = board_next(g, m);
    } while (m != root);
}

void mod_traders_report(const carc_game *g, uint16_t root, int *words)
{
    if (carc_node_kind(&g->nodes[root]) == CARC_CITY)
        city_goods(g, root, words);
}

int carc_traders_report_goods(const carc_report *r, carc_goods goods)
{
    return r->part[MOD_TRADERS_REPORT + goods];
}

/* The goods of a completed city go to the player whose tile completed it. */
void mod_traders_completed(carc_game *g, uint16_t root, carc_events *ev)
{
    if (carc_node_kind(&g->nodes[root]) != CARC_CITY)
        return;
    int got[CARC_GOODS];
    city_goods(g, root, got);
    const carc_placed *last = &g->tiles[g->ntiles - 1];
    for (int k = 0; k < CARC_GOODS; k++) {
        if (!got[k])
            continue;
        GOODS(g, g->current, k) = (uint8_t)(GOODS(g, g->current, k) + got[k]);
        carc_event *e = score_push_event(ev);
        if (e) {
            e->type = CARC_EV_GOODS;
            e->player = g->current;
            e->x = last->x;
            e->y = last->y;
            e->feature = (uint8_t)k;
            e->value = (int16_t)got[k];
        }
    }
}

/* The pig: a winner of the farm with their pig on it scores 4 a city (RULES.md 4.1, 4.5). */
int mod_traders_farm_value(const carc_game *g, uint16_t root, int player, unsigned kinds)
{
    (void)g, (void)root, (void)player;
    return kinds >> CARC_FIG_PIG & 1u ? 4 : 0;
}

/* For each kind of goods, every player with the most tokens (at least one) scores 10. */
void mod_traders_final(carc_game *g, carc_events *ev)
{
    for (int k = 0; k < CARC_GOODS; k++) {
        int most = 1;
        for (int p = 0; p < g->nplayers; p++)
            if (GOODS(g, p, k) > most)
                most = GOODS(g, p, k);
        carc_event *e = score_push_event(ev);
        if (e) {
            e->type = CARC_EV_BONUS;
            e->kind = CARC_CAT_GOODS;
            e->feature = (uint8_t)k;
            e->value = 10;
            e->final = true;
        }
        for (int p = 0; p < g->nplayers; p++)
            if (GOODS(g, p, k) == most) {
                score_add_points(g, p, 10, CARC_CAT_GOODS);
                if (e)
                    e->points[p] = 10;
            }
    }
}
