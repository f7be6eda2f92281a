/*
 * ai_impl.h: what the computer players' files share and nobody else sees: the candidate moves
 * of a turn, fast random turns and hidden-information deals for playouts, and the evaluation
 * of a position (see ai.h for the levels and docs/ai.md for the reasoning).
 */
#ifndef CARC_AI_IMPL_H
#define CARC_AI_IMPL_H

#include "ai.h"

/* The AI's hooks of the modules in play (ai_module.h): chosen once per decision by
   ai_mods_init from the catalog, and passed to everything below that plays or weighs a turn. */
typedef struct ai_mods ai_mods;
void ai_mods_init(ai_mods *mods, const carc_catalog *cat);

/* Follower options on one placement: none, and each open spot with each kind of follower. */
/* The moves of one placement: none, a figure of each kind on each feature, or taking back one
   of the player's figures. */
#define AI_MAX_OPTIONS (1 + CARC_FIGURE_KINDS * CARC_MAX_FEATURES + CARC_FIGURE_SLOTS)

/* A placement and the follower choices under it, as the search's first and second level. */
typedef struct ai_choice {
    carc_placement at;
    int first, count; /* its moves are moves[first .. first + count) */
} ai_choice;

typedef struct ai_moves {
    int nchoices, nmoves;
    ai_choice *choices;
    carc_move *moves;
} ai_moves;

/* Every distinct move of the turn, grouped by placement (rotations that give the same tile
   once). Allocates the arrays; returns false when out of memory. Free with ai_moves_free. */
bool ai_moves_list(const ai_mods *mods, const carc_game *g, ai_moves *m);

/* Plays move m of the tile in hand with carc_game_play, then the phases of the modules' own it
   may open, each step chosen by the module's follow_up hook: the whole
   turn. */
void ai_play(const ai_mods *mods, carc_game *g, const carc_move *m);

/* The step a module in play chooses in a phase of its own (the follow_up hooks); false when the
   phase is none of theirs. */
bool ai_follow_up(const ai_mods *mods, const carc_game *g, carc_action *out);
void ai_moves_free(ai_moves *m);

/* The steps whose worth hardly depends on where the tile goes, as the modules in play say (their
   anywhere hooks), such as a figure taken back. With the expansions they are most of a turn's
   moves. */
bool ai_step_anywhere(const ai_mods *mods, const carc_action *a);

/* The most placements ai_top_insert and ai_moves_narrow keep. */
enum { AI_WIDE_MAX = 8 };

/* Inserts item c of worth v into top[0..*n), the best `wide` items so far, best first (an
   earlier item wins a tie). */
void ai_top_insert(int *top, double *worth, int *n, int wide, int c, double v);

/* Keeps the steps that may go anywhere (ai_step_anywhere) only under the `wide` placements
   whose other moves score best (score[i] is move i's worth, and is moved with it); every other
   placement keeps the best scored of them only. */
void ai_moves_narrow(const ai_mods *mods, ai_moves *m, double *score, int wide);

/* Writes a deal of the tiles not yet seen by the player to move: the deck after the tile in
   hand, shuffled within each draw group, into deal (g->deck_len - g->deck_pos - 1 tiles). */
void ai_deal(const carc_game *g, carc_rng *rng, uint8_t *deal);

/* The room a playout's figure step lists its actions in (playout.c). */
enum { AI_PLAYOUT_ACTIONS = 256 };

/* The playout's turns to the end of the (cut) game: the core's light random turns, and with a
   module that has a playout policy (playout_figure, follow_up) its figures played as the
   players play them (playout.c). acts is scratch room. */
void ai_playout_finish(const ai_mods *mods, carc_game *g, carc_rng *rng, unsigned follower_percent,
                       carc_action acts[AI_PLAYOUT_ACTIONS]);

/* One action of such a turn, whatever the phase, applied and returned (a pass when the game is
   over): what ai_playout_finish plays with such a module until the game is over. */
carc_action ai_playout_step(const ai_mods *mods, carc_game *g, carc_rng *rng,
                            unsigned follower_percent, carc_action acts[AI_PLAYOUT_ACTIONS]);

/* How much the evaluation looks at beyond the points on the board. */
typedef struct ai_eval_params {
    bool stuck;    /* followers in features unlikely to close lose their future use */
    double supply; /* the worth of a follower in supply when the whole game lies ahead */
} ai_eval_params;

/* Easy's: the points a move gains and the simple estimate of open features (ai.c); also what
   ranks a module's steps (its steps_begin hook). */
extern const ai_eval_params ai_easy_eval;

/*
 * Evaluates a finished copy of a game (g->over: its final scoring has run) whose real game has
 * `remaining` tiles still to come: value[p] receives player p's score plus the expected worth of
 * what is still open (completion chances, followers in supply). With remaining 0 it is the
 * exact final score.
 */
void ai_eval(const ai_mods *mods, const carc_game *g, int remaining, const ai_eval_params *ep,
             double value[CARC_MAX_PLAYERS]);

/* value[me] minus the best of the other players' values. */
double ai_margin(const double value[CARC_MAX_PLAYERS], int nplayers, int me);

/*
 * The best move one turn deep for the player to move (what easy plays, and what hard expects
 * of the opponent's reply): every move played on work, a scratch game, scored by ai_eval with
 * `remaining` tiles to come. With wide > 0 the steps that may go under any placement
 * (ai_step_anywhere) are weighed only under the `wide` placements best
 * without them (at most 8); 0 weighs every move. Stops at the best so far once ai_now() passes
 * deadline (and sets st->capped). Returns the number of moves weighed, or -1 when out of
 * memory.
 */
int ai_greedy(const ai_mods *mods, const carc_game *g, int remaining, const ai_eval_params *ep,
              int wide, double deadline, carc_game *work, carc_move *out, carc_ai_stats *st);

/* How a level searches. */
typedef struct ai_budget {
    long playouts; /* playouts in all */
    int deals;     /* deals of the unseen tiles, used in turn */
    int horizon;   /* tiles played after the move (greedy turns included) before the evaluation */
    unsigned follower_percent;
    double explore;    /* UCB1 exploration constant on rewards in [0, 1] */
    double squash;     /* reward: 0.5 + 0.5 tanh(gain / squash), gain the playout's margin
                          less the best one-move-deep margin (search.c) */
    long prior;        /* virtual playouts of each move's one-move-deep evaluation */
    int root_wide;     /* ai_moves_narrow's wide for the search's moves; 0 keeps them all */
    int replies;       /* turns after the move played greedily (ai_greedy), the rest at random */
    long greedy_evals; /* the greedy turns' evaluations at most: past it the search stops */
    int greedy_wide;   /* ai_greedy's wide: the placements the set's steps are weighed under */
    double cpu_s;      /* processor seconds the search may use at most (0: no bound) */
    ai_eval_params eval;
} ai_budget;

/* Medium and hard: Monte Carlo tree search over placements, then follower choices. */
int ai_search(const ai_mods *mods, const carc_game *g, const ai_budget *b, uint64_t seed,
              double cap_s, carc_move *out, carc_ai_stats *st, const atomic_bool *cancel);

/* Hard's exact end (exact.c): the move of the player to move that is best over every order of
   the tiles after the tile in hand and every reply, played to the final scoring. Gives up after
   max_plays moves played or at deadline (ai_now()) and returns CARC_ILLEGAL, as when out of
   memory; on CARC_OK sets st->exact, moves and evaluations (the moves played). */
int ai_exact(const ai_mods *mods, const carc_game *g, long max_plays, double deadline,
             carc_move *out, carc_ai_stats *st);

/* Seconds on a monotonic clock; processor seconds used by the calling thread. */
double ai_now(void);
double ai_cpu_now(void);

#endif
