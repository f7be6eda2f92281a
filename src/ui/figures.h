/*
 * figures.h: the figure step as the window offers it, from the core alone (no SDL).
 *
 * After the tile in hand is put down (pending, not yet played), the player chooses a kind of
 * figure in the panel's kind selector (the follower and the modules' kinds: the kinds
 * of the sets in play) and one spot ring per feature shows where a figure of that kind may
 * stand; the figures the player may take back instead (a module's may_take_back)
 * are marked on the board. A rule module may offer more: a figure placed on a feature of
 * another tile (the core's figure action `elsewhere`) and actions of its own kinds
 * (CARC_ACT_MODULE), each listed as the core's action for the module's window hooks
 * (module_ui.h) to show. Everything here is asked of the core on a copy of the game with the
 * tile placed (carc_game_legal_actions in the figure phase), so the window offers exactly the
 * moves carc_game_check_move accepts.
 */
#ifndef CARC_UI_FIGURES_H
#define CARC_UI_FIGURES_H

#include <stdbool.h>

#include "game.h"

/* Room for every feature of every tile for each kind that may go elsewhere. */
#define UI_MAX_ELSEWHERE 1536
/* Room for the modules' own actions of the figure step: two for each figure on the board. */
#define UI_MAX_OTHER (2 * CARC_MAX_FIGURES)

typedef struct ui_figs {
    int nkinds; /* the kinds in play, in carc_figure_kind order */
    uint8_t kinds[CARC_FIGURE_KINDS];
    uint8_t nspots[CARC_FIGURE_KINDS]; /* where each kind may stand on the placed tile */
    carc_spot spots[CARC_FIGURE_KINDS][CARC_MAX_FEATURES];
    int nback;                              /* the player's figures that may be taken back */
    uint8_t back[CARC_FIGURE_SLOTS];        /* their ids */
    int16_t back_points[CARC_FIGURE_SLOTS]; /* what taking each back scores at once */
    int8_t back_kind[CARC_FIGURE_SLOTS];    /* the carc_kind it scores as, -1 for nothing */
    int nother; /* the modules' own actions (of their kinds), in the core's order */
    carc_action other[UI_MAX_OTHER];
    int nelsewhere; /* figures on a feature of another tile (FIGURE, elsewhere) */
    carc_action elsewhere[UI_MAX_ELSEWHERE];
} ui_figs;

/* Fills f for the current player of g, whose tile in hand goes down at `at` (legal). */
void ui_figs_compute(ui_figs *f, const carc_game *g, const carc_placement *at);

/* Whether the player has any figure action at all (a spot of some kind, or a take-back). */
bool ui_figs_any(const ui_figs *f);

/* Whether a figure of kind may be placed: on the placed tile, or elsewhere. */
bool ui_figs_kind_open(const ui_figs *f, int kind);

/* The kind selected when the figure step begins: the follower when it has a spot, else the
   first kind with one, else the first kind in play. */
int ui_figs_default_kind(const ui_figs *f);

/* The next kind after kind (dir 1) or before it (dir -1) among the kinds with a spot,
   cycling; kind itself when there is no other. */
int ui_figs_next_kind(const ui_figs *f, int kind, int dir);

/* The index in f->back of the figure with id, or -1. */
int ui_figs_back_index(const ui_figs *f, int id);

/* The move of the turn: the tile at `at`, with a figure of kind on feature (CARC_NONE: none),
   or taking back the figure with id back (CARC_NONE: none). */
carc_move ui_figs_move(carc_placement at, int kind, int feature, int back);

#endif
