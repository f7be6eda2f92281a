/*
 * module_ui.h: the window's part of the rule modules: one table of hooks per expansion, indexed
 * by its module id (module.h's carc_module_id) in module_ui.c, each set's hooks in its own files
 * (NAME_ui.c, and a screen_NAME.c for a set that plays a phase of its own). The
 * game screen (screen_game.c, game_board.c, game_panel.c, game_events.c, game_input.c,
 * game_pick.c), the autoplay, the scripts and the replay's lines loop over the modules in play
 * and name none of them. A hook is NULL where its set has nothing to say there.
 *
 * A module may play a phase of the core a step at a time (CARC_PHASE_MODULE): its step_phase
 * names that phase, and while the game is in it the window is in PH_STEP, the steps being the
 * core's legal actions (p->steps); the step hooks say where each goes and what it means.
 */
#ifndef CARC_UI_MODULE_UI_H
#define CARC_UI_MODULE_UI_H

#include <stdbool.h>
#include <stddef.h>

#include "aids.h"
#include "app.h"

/* A row of a set's table of scores on its page of the rules reference (N_() texts): the
   feature, its points during the game and at the end (NULL: the base game's line on fields in
   the edition chosen). */
typedef struct ui_rules_row {
    const char *what, *during, *end;
} ui_rules_row;

/* A figure drawn on a set's page: a kind of the players' figures (carc_figure_kind), or, when
   sprite is set, a piece of the set's own: its sprite and its name (N_()). */
typedef struct ui_rules_figure {
    int kind;
    ui_mipmap *(*sprite)(ui_app *a);
    const char *name;
} ui_rules_figure;

/* A set's page of the rules reference (screen_rules.c), under its title: what the set adds
   (N_()), tiles of its tile set drawn (their ids), its figures, its table of scores. */
typedef struct ui_rules_page {
    const char *adds;
    const char *tiles[4];
    int nfigures;
    ui_rules_figure figures[3];
    ui_rules_row rows[4];
} ui_rules_page;

/* A thing of the set that the aids explain the first time a person meets it in a game (firsts.c):
   its name in --events' output ("aid: first %s"), the note's words (N_()), its rank among the
   notes when one turn brings several (the lowest shows first, the next on a later turn), and
   whether the turn under way meets it (t the tile in hand). */
typedef struct ui_first {
    const char *name;
    const char *words;
    int rank;
    bool (*met)(const carc_game *g, const carc_tile_type *t);
} ui_first;
#define UI_FIRSTS 2 /* a set's things met at most */

/* A puzzle on the set's rules (assets/scenarios/FILE.json, ../data/puzzle.h): its file name
   without .json, its title, its question in a line and the explanation of its answer (N_()),
   and the open dialog's words for what it asks (UI_ASK_*). */
enum { UI_ASK_END, UI_ASK_BEST, UI_ASK_BACK };
typedef struct ui_puzzle_words {
    const char *file, *title, *about, *explain;
    int ask;
} ui_puzzle_words;

/* A kind of figure the set gives the players (carc_module's figures): its name (N_()), its
   sprite (NULL: the follower's, standing or lying), the point of the sprite the player's mark
   sits on (docs/art-format.md), how much taller than a follower it is drawn (0: as tall), how
   much larger than a follower's the rings of its spots are (0: as large), and the key that
   chooses it in the figure step, or the follower again (an SDL_Keycode; 0: none). Its
   sentences where another set's pieces act on it (N_(); NULL where they never do): the fairy
   goes next to it, the portal sends it (%s the feature it goes on), the dragon eats it, the
   princess sends it home (%s its owner): the follower's are the Princess & the Dragon's own
   (screen_dragon.c). */
typedef struct ui_figure_kind {
    int kind; /* carc_figure_kind; CARC_FIG_FOLLOWER (the base game's): none, past the last */
    const char *name;
    ui_mipmap *(*sprite)(ui_app *a);
    double mark_x, mark_y;
    double scale;
    double spot_scale;
    int key;
    const char *fairy, *portal, *eaten, *sent_home;
} ui_figure_kind;

/* The words of a kind of feature the set adds (ui_feature_kind's word), each agreeing with its
   noun. */
typedef enum ui_feature_word {
    UI_WORD_NAME,       /* "Garden" */
    UI_WORD_UNFINISHED, /* what scored in the final scoring: "Garden (unfinished)" */
    UI_WORD_COMPLETE,   /* its card's title: "Garden · complete" */
    UI_WORD_OPEN,       /* "Garden · not complete" */
    UI_WORD_COMPLETES,  /* the hint's sentence, n the points: "The move completes your garden: %d
                           points." */
    UI_WORD_CLAIMS      /* "The figure claims a garden: worth %d now, at least %d if completed." */
} ui_feature_word;

/* A kind of feature the set adds (carc_kind), whether it scores by the tiles around it as a
   cloister does (its card counts them), and its words (translated). */
typedef struct ui_feature_kind {
    int kind; /* carc_kind; CARC_ROAD (the base game's): none */
    bool around;
    const char *(*word)(ui_feature_word w, int n);
} ui_feature_kind;

typedef struct ui_module_hooks {
    /* ---- its words ---- */
    /* The set's title (N_(): translated where shown): its button on the setup screen, its page
       of the rules reference, the saves list's sets. */
    const char *title;
    /* Its page of the rules reference. */
    const ui_rules_page *rules;
    /* The setup's note when the set leaves it and takes the players it allows beyond the
       others (carc_module.max_players): that a player left the table (N_(), %s the name),
       and that its colour's player plays colour now (translated, %s the name; one sentence per
       colour, so that its word agrees). */
    const char *seat_gone;
    const char *(*colour_gone)(int colour);
    /* The sprites of its pieces (art.c loads them: ui_module_sprite); file NULL past the last. */
    ui_sprite_def sprites[UI_MODULE_SPRITES];
    /* The kind of feature it adds (the board's cards and hints, the final scoring's words). */
    ui_feature_kind feature;
    /* Its kinds of figure (figures_ui.c draws and names them). */
    ui_figure_kind figures[2];
    /* What the aids explain at a first meeting (firsts.c); name NULL past the last. */
    ui_first firsts[UI_FIRSTS];
    /* The line it adds to the help's keys (H, F1: a key of its own and what it does), N_();
       NULL: none. */
    const char *help;
    /* Its puzzle (puzzle_ui.c lists the sets' after the base game's, in the table's order);
       file NULL: none. */
    ui_puzzle_words puzzle;

    /* ---- its scores ---- */
    /* The names of its score categories (N_(): CARC_CAT_MODULE(m, k)'s), the end table's
       columns and the projected score's breakdown (ui_category_label). */
    const char *categories[CARC_MODULE_CATS];
    /* What the board says beside a score that its rules shaped (why: the event's CARC_WHY_*),
       translated; NULL when none of them did. */
    const char *(*score_why)(unsigned why);
    /* The end screen's note on an event of the final scoring (a feature its rule left at
       nothing), translated; NULL when it has none on e. */
    const char *(*end_note)(const carc_event *e);

    /* ---- the board ---- */
    /* The set's pieces over the tiles and figures (its neutral figures, a phase's path). */
    void (*draw_board)(ui_app *a);
    /* An animation this set started (ANIM_MODULE with its module id; what is the set's own). */
    void (*draw_anim)(ui_app *a, const ui_anim *an);

    /* ---- the figure step's own choices (besides a figure on the tile, or one taken back) ---- */
    /* Choice k of all the set offers and its point on screen; false past the last. */
    bool (*target)(ui_app *a, int k, carc_action *act, double *sx, double *sy);
    /* The choices at the pointer (x, y): writes up to max, returns how many. */
    int (*targets_at)(ui_app *a, int x, int y, carc_action *out, int max);
    /* Where they are on screen: writes up to max points, returns how many. */
    int (*target_points)(ui_app *a, double (*pts)[2], int max);
    /* Their marks on the board. */
    void (*draw_targets)(ui_app *a);
    /* The panel's line on the choice made or offered; NULL when there is nothing to say. */
    const char *(*panel_line)(ui_app *a, char *buf, size_t len);
    /* The words of choice c in the menu at a figure that offers several, in buf; false when c
       is not the set's. */
    bool (*target_label)(ui_app *a, const carc_action *c, char *buf, size_t len);

    /* ---- the panel ---- */
    /* The banner of the turn when the set has its own (a double turn): true when it
       wrote buf. */
    bool (*banner)(ui_app *a, char *buf, size_t len);
    /* What the set shows below the tiles left (the tiles it set aside): the height it takes
       in width w (0: none), and drawn from (x, y), returning the y below it. */
    int (*panel_h)(ui_app *a, int w);
    int (*draw_panel)(ui_app *a, int x, int y, int w);
    /* A player's own things in their row (tokens it gives): the width in a row of height h (0:
       none), and drawn right-aligned in rc. */
    int (*row_w)(ui_app *a, int player, int h);
    void (*draw_row)(ui_app *a, int player, const ui_rect *rc, SDL_Color ink);

    /* ---- the tiles left (T) ---- */
    /* The tiles the set holds out of the stack for now (carc_module.set_aside), counted
       by tile type into aside (shown "+N" beside each type), and the line that says why; NULL
       when it holds none. */
    const char *(*tiles_aside)(const carc_game *g, int *aside);
    /* Whether the list leaves out tile type t once every copy is drawn (the set's part of the
       game over for good); NULL: it never does. Asked of every set's, in play or not. */
    bool (*spent_when_drawn)(const carc_tile_type *t);

    /* ---- the aids (aids_ui.c) ---- */
    /* The lines the set adds to the card of a feature (r: the core's report on it): up to max
       lines written to out, each of len bytes; returns how many. */
    int (*card_lines)(const carc_report *r, char *out, size_t len, int max);
    /* The hint's sentence for a figure of the set's own kind placed on the feature of r (what
       it is for): true when it wrote buf. */
    bool (*hint_figure)(const carc_report *r, int figure, char *buf, size_t len);

    /* ---- events ---- */
    /* Event e of a turn just played: its log line and animation when it is the set's. final_part:
       e belongs to the final scoring, shown step by step later (final_points, final_show). */
    void (*event)(ui_app *a, const carc_event *e, bool final_part);
    /* Whether e of the final scoring gives points that the set shows (one step of the count),
       and it shown. */
    bool (*final_points)(const carc_event *e);
    void (*final_show)(ui_app *a, const carc_event *e);
    /* The score lines of e when it gives the set's points ("Luis: most wine +10 (end)"), as the
       log words them: up to max into lines, returns how many (a puzzle's explanation). */
    int (*score_lines)(ui_app *a, const carc_event *e, char (*lines)[96], int max);
    /* The view's own record of the turns: forgotten (the game rebuilt), or a turn the cursor
       passed over (g after it, ev its events). */
    void (*view_reset)(ui_play *p);
    void (*view_turn)(ui_play *p, const carc_game *g, const carc_events *ev);
    /* The replay's line on a turn whose follower went on another tile than the one placed
       (N_(), %s the player: "%s placed the framed tile and a follower through its portal."). */
    const char *replay_elsewhere;
    /* Appends to the replay's line on turn t (events ev) what the set's figures did. */
    void (*replay_note)(const carc_record_turn *t, const carc_events *ev, char *line, size_t len);

    /* ---- a phase played a step at a time ---- */
    int step_phase; /* the core's phase (carc_phase) of its steps; 0 (never a module's): none */
    /* --stop-at's word for a stop two steps into the phase ("dragon"), and the steps taken. */
    const char *stop_at;
    int (*steps_taken)(const carc_game *g);
    /* The board cell step goes to. */
    void (*step_cell)(const carc_game *g, const carc_action *step, int *x, int *y);
    /* A step is to be chosen: the set's own record of the phase, and the cells that stay in view
       besides those of the steps (up to max); returns how many. */
    int (*step_begin)(ui_app *a, int (*cells)[2], int max);
    /* The phase just ended; and a turn is confirmed (what the last phase left drawn goes). */
    void (*steps_over)(ui_app *a);
    void (*turn_played)(ui_play *p);
    /* The banner during the phase, the line over the board (who chooses, what the step under
       the pointer means), the panel's help (for a computer's step or a person's), the note of a
       computer's step ("%s moves the dragon": a name) and the panel's hand box. */
    void (*step_banner)(ui_app *a, char *buf, size_t len);
    const char *(*step_line)(ui_app *a, char *buf, size_t len);
    const char *(*step_help)(bool computer);
    const char *(*step_doing)(void);
    void (*draw_step_hand)(ui_app *a, const ui_rect *r);
} ui_module_hooks;

/* Module m's hooks when it is in play in g and has any; else NULL. */
const ui_module_hooks *ui_module_in_play(const carc_game *g, int m);
/* Module m's hooks whether in play or not (NULL: none), for what only reads an animation's or
   resets the view. */
const ui_module_hooks *ui_module_hooks_of(int m);
/* The words of a kind of feature of a module's (carc_kind), or NULL (the base game's). */
const ui_feature_kind *ui_feature_kind_of(int kind);
/* Sprite k of module m's (its hooks' sprites), as art.c loaded it. */
ui_mipmap *ui_module_sprite(ui_app *a, int m, int k);
/* The window's words and sprite of a kind of figure of a module's (carc_figure_kind), or NULL
   (the follower's). */
const ui_figure_kind *ui_figure_kind_of(int kind);
/* The module in play whose phase of steps the game is in, or NULL. */
const ui_module_hooks *ui_step_module(const carc_game *g);
/* Choice k of those every module in play offers in the figure step (module_ui.h's target, the
   modules in their order), and its point on screen; false past the last. */
bool ui_module_target(ui_app *a, int k, carc_action *act, double *sx, double *sy);
/* The board cell step goes to (the step module's step_cell; (0, 0) without one). */
void ui_step_cell(const carc_game *g, const carc_action *step, int *x, int *y);

#endif
