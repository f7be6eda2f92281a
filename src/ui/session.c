/*
 * session.c: the autosave, resume, save as, open, undo/redo and replay of the game window
 * (see session.h). The drawing and input of its screens are in screen_saves.c.
 *
 * Which game the autosave holds is told by the record's text without its turns (rules,
 * players, seed, deck): a game with another header is another game, and before its first
 * autosave the old autosave is kept under a name of its own (carc_saves_retire_autosave), so
 * that declining to resume, opening another file or branching from a replay never writes over
 * a game. A finished game is kept the same way as soon as its last turn is saved.
 */
#include "session.h"
#include "net_ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "gfx.h"
#include "i18n.h"
#include "midend.h"
#include "puzzle_ui.h"

/* Keeps the autosave under a name of its own (one that cannot be read, or a finished game the
   program stopped before keeping); a failure is logged, never fatal. */
static void retire(ui_session *s)
{
    char kept[CARC_SAVES_PATH_LEN], err[768];
    if (carc_saves_retire_autosave(s->dir, kept, sizeof kept, err, sizeof err) != 0)
        SDL_Log("saves: %s", err);
    else if (kept[0])
        SDL_Log("saves: the previous autosave is kept as %s", kept);
}

void session_turn_done(ui_app *a)
{
    ui_session *s = a->sess;
    ui_play *p = a->play;
    carc_midend *m = p ? p->mid : NULL;
    if (!s || !m || !m->autosave_on)
        return;
    if (m->kept[0]) {
        SDL_Log("saves: the previous autosave is kept as %s", m->kept);
        m->kept[0] = '\0';
    }
    if (!m->save_failed) {
        if (s->save_failed)
            fprintf(stderr, "carcassonne: %s: saved again\n", m->autosave);
        s->save_failed = false;
        return;
    }
    /* Said once, on the game screen's message line and stderr, never in a notice to
       acknowledge: computer players wait while a notice is up, so one after every turn stopped
       their games. Every later turn tries again quietly (the midend); the last good autosave
       stays as it was, since a failed save never touches it. */
    if (s->save_failed)
        return;
    s->save_failed = true;
    char msg[1400];
    snprintf(msg, sizeof msg, _("The game could not be saved: %s"), m->save_err);
    fprintf(stderr, "carcassonne: %s\n", msg);
    snprintf(p->msg, sizeof p->msg, "%s",
             _("The game cannot be saved (see why on the terminal): it goes on, and every turn "
               "tries again."));
    p->msg_t = a->now;
    a->dirty = true;
}

/* The midend of the game on screen saves it in the saves folder from now on; held: the
   autosave holds this very game (it was opened from it). */
static void autosave_here(ui_app *a, bool held)
{
    ui_session *s = a->sess;
    if (s && s->ready && a->play && a->play->mid)
        carc_midend_autosave_in(a->play->mid, s->dir, held);
}

void session_game_started(ui_app *a)
{
    if (!a->sess)
        return;
    a->sess->name[0] = '\0';
    autosave_here(a, false);
}

static void open_file(ui_app *a, const char *path, bool scripted);

void session_init(ui_app *a)
{
    ui_session *s = calloc(1, sizeof *s);
    a->sess = s;
    if (!s)
        return;
    const char *env = getenv("CARC_DATA_DIR");
    bool testing = (a->opt.autoplay || a->opt.bench_frames) && !(env && env[0]);
    if (!testing) {
        char *pref = session_folder();
        char err[768];
        if (carc_saves_dir(pref, s->dir, sizeof s->dir, err, sizeof err) == 0) {
            s->ready = true;
            carc_saves_autosave_path(s->dir, s->autosave, sizeof s->autosave);
        } else {
            SDL_Log("saves: %s", err);
        }
        SDL_free(pref);
    }
    if (a->opt.record_in) {
        open_file(a, a->opt.record_in, a->opt.script_seats);
        return;
    }
    if (!s->ready || a->opt.autoplay || a->opt.bench_frames || access(s->autosave, F_OK) != 0)
        return;
    carc_saves_inspect(s->autosave, a->assets, &s->resume);
    if (s->resume.ok && s->resume.finished)
        retire(s); /* finished but not yet kept: the program stopped in between */
    else
        ui_push(a, SCR_RESUME);
}

void session_free(ui_app *a)
{
    ui_session *s = a->sess;
    if (!s)
        return;
    free(s->list);
    free(s);
    a->sess = NULL;
}

void session_notice(ui_app *a, const char *title, const char *text, bool bad)
{
    ui_session *s = a->sess;
    if (bad)
        fprintf(stderr, "carcassonne: %s\n", text);
    if (!s)
        return;
    snprintf(s->notice_title, sizeof s->notice_title, "%s", title);
    snprintf(s->notice, sizeof s->notice, "%s", text);
    s->notice_bad = bad;
    if (ui_top(a) != SCR_NOTICE)
        ui_push(a, SCR_NOTICE);
    a->dirty = true;
}

/* The view follows the midend after undo, redo or a replay step, keeping the camera where the
   player left it. */
static void rebuild(ui_app *a)
{
    ui_play *p = a->play;
    ui_camera cam = p->cam;
    play_resync(a);
    p->cam = cam;
    p->hover = false;
    a->dirty = true;
}

/* A finished game shown as it ended: no final-scoring steps, the scores as they are. */
static void show_as_over(ui_play *p)
{
    if (!p->g->over)
        return;
    p->phase = PH_OVER;
    for (int i = 0; i < p->g->nplayers; i++)
        p->shown[i] = p->g->score[i];
}

/* Tells the player what undo, redo or opening a file did, in the game panel's message line. */
static void say(ui_app *a, const char *msg)
{
    snprintf(a->play->msg, sizeof a->play->msg, "%s", msg);
    a->play->msg_t = a->now;
}

/* Opens path (scripted: from its start, its seats scripts of its actions: --script-seats). */
static void open_file(ui_app *a, const char *path, bool scripted)
{
    ui_session *s = a->sess;
    char err[768];
    if (!s)
        return;
    /* Checked and replayed once, the view watching: a bad file leaves the game on screen. */
    if (!play_load(a, path, scripted, NULL, err, sizeof err)) {
        session_notice(a, _("This file cannot be opened"), err, true);
        return;
    }
    bool over = a->play->g->over;
    snprintf(s->name, sizeof s->name, "%s", path);
    /* The autosave's own game goes on writing to it; any other file, even a copy of the same
       game, first keeps the autosave under a name of its own. */
    autosave_here(a, s->ready && strcmp(path, s->autosave) == 0);
    a->depth = 0;
    ui_push(a, SCR_GAME);
    puzzle_begin(a, path); /* a puzzle's question, when the file asks one */
    /* Say what is on screen now: the game opened, by the name it was saved under. */
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base);
    if (n > 5 && strcmp(base + n - 5, ".json") == 0)
        n -= 5;
    char msg[400];
    if (s->ready && strcmp(path, s->autosave) == 0)
        snprintf(msg, sizeof msg, "%s", _("Your last game goes on where it was left."));
    else
        snprintf(msg, sizeof msg,
                 over ? _("Opened \"%.*s\": the game is over, here is its replay.")
                      : _("Opened \"%.*s\"."),
                 (int)n, base);
    if (over) {
        int k = play_turns(a->play);
        session_replay(a);
        session_replay_show(a, k);
    }
    say(a, msg);
}

void session_open_file(ui_app *a, const char *path)
{
    open_file(a, path, false);
}

void session_resume(ui_app *a, bool yes)
{
    ui_session *s = a->sess;
    ui_pop(a);
    if (!s->resume.ok) {
        retire(s); /* a broken autosave is kept aside, listed with what is wrong with it */
        return;
    }
    if (yes)
        session_open_file(a, s->autosave);
}

/* Whether the game screen is under everything else (a game is being played or looked at). */
static bool in_game(const ui_app *a)
{
    return a->play && a->depth > 0 && a->stack[0] == SCR_GAME;
}

static bool has_person(const ui_play *p)
{
    for (int i = 0; i < p->g->nplayers; i++)
        if (!carc_midend_answers(p->mid, i))
            return true;
    return false;
}

void session_undo(ui_app *a)
{
    ui_session *s = a->sess;
    ui_play *p = a->play;
    if (!s || !in_game(a) || ui_top(a) == SCR_REPLAY)
        return;
    if ((p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM) && !play_seat_turn(a)) {
        /* The tile is down but not confirmed: the game screen's own take-back. */
        play_take_back(a);
        a->dirty = true;
        return;
    }
    if (net_on()) {
        session_notice(a, _("No undo"),
                       _("In a game across machines every turn played is final: there is no "
                         "undo."),
                       false);
        return;
    }
    carc_midend *m = p->mid;
    /* A person's turn whose module's phase of steps is under way: that partial turn alone goes (the
       record holds only whole turns), whoever's step it is. */
    const bool partial =
        carc_midend_in_turn(m) && !carc_midend_answers(m, carc_midend_history(m)->turn_mover);
    if (!carc_midend_can_undo(m)) {
        say(a, !has_person(p) ? _("Only computer players play this game: there is no turn of "
                                  "yours to take back. The replay (R at the end) steps through it.")
                              : _("There is no turn to take back yet."));
        a->dirty = true;
        return;
    }
    play_ai_stop(a); /* a computer player's search or move shown is dropped */
    carc_midend_undo(m, NULL);
    a->depth = 0;
    ui_push(a, SCR_GAME);
    rebuild(a);
    session_turn_done(a);
    say(a, partial ? _("The turn under way is taken back: place the tile again.")
                   : _("Turn taken back. Ctrl+Shift+Z plays it again."));
}

void session_redo(ui_app *a)
{
    ui_session *s = a->sess;
    ui_play *p = a->play;
    if (!s || !in_game(a) || ui_top(a) == SCR_REPLAY)
        return;
    if (net_on())
        return; /* nothing is ever taken back */
    if (!carc_midend_can_redo(p->mid)) {
        say(a, _("There is no turn taken back to play again."));
        a->dirty = true;
        return;
    }
    play_ai_stop(a);
    /* As undo took them back: the computer players' turns up to a person's come back too. */
    carc_midend_redo(p->mid, NULL);
    a->depth = 0;
    ui_push(a, SCR_GAME);
    rebuild(a);
    session_turn_done(a);
    say(a, _("Turn played again."));
}

void session_list(ui_app *a, bool scenarios)
{
    ui_session *s = a->sess;
    free(s->list);
    s->list = NULL;
    s->nlist = 0;
    s->sel = s->first = 0;
    s->confirm_delete = -1;
    s->scenarios = scenarios;
    char dir[CARC_SAVES_PATH_LEN], err[768];
    if (scenarios)
        snprintf(dir, sizeof dir, "%s/scenarios/", a->assets);
    else if (s->ready)
        snprintf(dir, sizeof dir, "%s", s->dir);
    else
        return;
    int n = carc_saves_list(dir, a->assets, &s->list, err, sizeof err);
    if (n < 0)
        SDL_Log("saves: %s", err);
    s->nlist = n > 0 ? n : 0;
    if (scenarios)
        saves_sort_puzzles(s->list, s->nlist);
}

bool session_save_as(ui_app *a, const char *name, bool replace)
{
    ui_session *s = a->sess;
    char path[CARC_SAVES_PATH_LEN], err[768];
    if (!a->play || !s->ready)
        return false;
    if (carc_saves_path_for_name(s->dir, name, path, sizeof path) != 0) {
        session_notice(a, _("Note"), _("Choose another name for this save."), false);
        return false;
    }
    if (!replace && access(path, F_OK) == 0) {
        s->confirm_replace = true;
        return false;
    }
    if (carc_midend_save(a->play->mid, path, err, sizeof err) != 0) {
        session_notice(a, _("The game could not be saved"), err, true);
        return false;
    }
    carc_saves_drop_copies(s->dir, path); /* the finished game, kept before, is this save now */
    snprintf(s->name, sizeof s->name, "%s", path);
    return true;
}

void session_replay(ui_app *a)
{
    ui_session *s = a->sess;
    ui_play *p = a->play;
    if (!s || !p || !p->mid)
        return;
    s->replaying = true;
    s->replay_end = play_turns(p);
    /* The whole board stays in view, above the replay bar, while the replay grows it. */
    ui_camera above = p->cam;
    above.view.h -= UI_REPLAY_BAR_H * a->s;
    ui_cam_fit_board(&above, p->g, 128 * a->s);
    p->cam.zoom = above.zoom;
    p->cam.cx = above.cx;
    p->cam.cy = above.cy + UI_REPLAY_BAR_H * a->s / 2 / above.zoom;
    /* The replay lies over the board alone: the results (or the menu) it was opened from would
       show the scores of the turn replayed as if final. Closing it brings them back. */
    a->depth = 0;
    ui_push(a, SCR_GAME);
    ui_push(a, SCR_REPLAY);
    session_replay_show(a, 0);
}

char *session_folder(void)
{
    /* No organisation: the folder is named by the application id alone (settings.h). */
    return SDL_GetPrefPath("", CARC_APP_ID);
}

bool session_puzzle(const ui_app *a)
{
    if (!a->sess || !a->sess->name[0])
        return false;
    /* The file's folder is the puzzles', however either was named (relative, through links). */
    char dir[CARC_SAVES_PATH_LEN], puzzles[CARC_SAVES_PATH_LEN];
    const char *slash = strrchr(a->sess->name, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - a->sess->name) : 1,
             slash ? a->sess->name : ".");
    snprintf(puzzles, sizeof puzzles, "%s/scenarios", a->assets);
    struct stat d, p;
    return stat(dir, &d) == 0 && stat(puzzles, &p) == 0 && d.st_dev == p.st_dev &&
           d.st_ino == p.st_ino;
}

bool session_replaying(const ui_app *a)
{
    return a->sess && a->sess->replaying && ui_top(a) == SCR_REPLAY;
}

void session_replay_show(ui_app *a, int k)
{
    ui_session *s = a->sess;
    ui_play *p = a->play;
    if (!s->replaying)
        return;
    if (k < 0)
        k = 0;
    if (k > s->replay_end)
        k = s->replay_end;
    play_ai_stop(a);
    carc_midend_seek(p->mid, k, NULL); /* the view watches the turns go by */
    s->shown = k;
    rebuild(a);
    show_as_over(p);
    p->nlegal = 0; /* a replay shows where tiles went, not where the next one could go */
}

void session_replay_close(ui_app *a, bool play_from_here)
{
    ui_session *s = a->sess;
    ui_play *p = a->play;
    if (!s->replaying)
        return;
    bool branch = play_from_here && s->shown < s->replay_end;
    if (!branch) {
        carc_midend_seek(p->mid, s->replay_end, NULL);
        rebuild(a);
        show_as_over(p);
    } else {
        /* A what-if game: the game it comes from stays saved as it was. */
        carc_midend_branch(p->mid);
        s->name[0] = '\0';
        rebuild(a); /* the turn to play, with its legal cells */
        ui_cam_fit_board(&p->cam, p->g, 128 * a->s);
        say(a, _("A new game from this turn: the one it came from stays as it was."));
    }
    s->replaying = false;
    a->depth = 0;
    ui_push(a, SCR_GAME);
    if (p->g->over)
        ui_push(a, SCR_END);
    a->dirty = true;
}

/* The name save-as offers: the save the game came from or went to, else its players, sets
   and the time, as a kept autosave is named ("Ana - Luis (river) 2026-12-01 15.48"). */
static void offer_name(ui_app *a)
{
    ui_session *s = a->sess;
    const ui_play *p = a->play;
    const char *base = strrchr(s->name, '/');
    base = base ? base + 1 : s->name;
    size_t n = strlen(base);
    if (base[0] && strcmp(s->name, s->autosave) != 0 && n > 5 &&
        strcmp(base + n - 5, ".json") == 0) {
        snprintf(s->entry, sizeof s->entry, "%.*s", (int)(n - 5), base);
        return;
    }
    carc_saves_game_name(p->rec, (int64_t)time(NULL), s->entry, sizeof s->entry);
}

void session_save_dialog(ui_app *a)
{
    ui_session *s = a->sess;
    if (!s || !in_game(a))
        return;
    if (!s->ready) {
        session_notice(a, _("The game could not be saved"),
                       _("There is no folder to save games in."), true);
        return;
    }
    offer_name(a);
    s->entry_all = true;
    s->confirm_replace = false;
    SDL_StartTextInput();
    ui_push(a, SCR_SAVEAS);
}

void session_open_dialog(ui_app *a)
{
    if (!a->sess)
        return;
    session_list(a, false);
    if (a->sess->nlist == 0)
        session_list(a, true); /* a new player: nothing saved yet, the puzzles to try */
    ui_push(a, SCR_OPEN);
}

bool session_key(ui_app *a, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN || !a->sess || !(e->key.keysym.mod & KMOD_CTRL))
        return false;
    int top = ui_top(a);
    if (top != SCR_SETUP && top != SCR_GAME && top != SCR_END && top != SCR_MENU)
        return false;
    bool shift = e->key.keysym.mod & KMOD_SHIFT;
    switch (e->key.keysym.sym) {
    case SDLK_s:
        if (!in_game(a))
            return false;
        session_save_dialog(a);
        return true;
    case SDLK_o:
        session_open_dialog(a);
        return true;
    case SDLK_z:
        if (shift)
            session_redo(a);
        else
            session_undo(a);
        return true;
    case SDLK_y:
        session_redo(a);
        return true;
    default:
        return false;
    }
}

/* ---- buttons on other screens ---- */

/* The game's undo and redo buttons, at the panel's foot (never over the board's cells); they
   act while a tile waits to be placed (before that the game screen's own "Take back" picks the
   tile up) or a computer player takes its turn, and are not shown in a game of computers alone
   (nothing to undo). */
static bool board_buttons_shown(const ui_app *a)
{
    return a->sess && in_game(a) && ui_top(a) == SCR_GAME && has_person(a->play);
}

static bool board_buttons_act(const ui_app *a)
{
    return a->play->phase == PH_PLACE || a->play->phase == PH_DISCARD || play_seat_turn(a);
}

void session_board_buttons_draw(ui_app *a)
{
    if (!board_buttons_shown(a))
        return;
    const bool act = board_buttons_act(a);
    gfx_button(a, &a->lay.history[0], _("↶ Undo"), act && play_turns(a->play) > 0, false);
    gfx_button(a, &a->lay.history[1], _("Redo ↷"), act && carc_midend_can_redo(a->play->mid),
               false);
}

bool session_board_buttons_event(ui_app *a, const SDL_Event *e)
{
    if ((e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP) ||
        e->button.button != SDL_BUTTON_LEFT || !board_buttons_shown(a))
        return false;
    bool on_undo = ui_rect_has(&a->lay.history[0], a->mx, a->my),
         on_redo = ui_rect_has(&a->lay.history[1], a->mx, a->my);
    if (!on_undo && !on_redo)
        return false;
    if (e->type == SDL_MOUSEBUTTONUP && board_buttons_act(a)) {
        if (on_undo)
            session_undo(a);
        else
            session_redo(a);
    }
    return true;
}

ui_rect session_end_button(ui_app *a, const ui_rect *box)
{
    /* As wide as its label in the language shown (gfx_button keeps 8 clear at each end). */
    int w = gfx_text_w(a, FONT_BOLD, _("Replay (R)")) + (int)(28 * a->s);
    if (w < (int)(150 * a->s))
        w = (int)(150 * a->s);
    int h = (int)(40 * a->s), m = (int)(14 * a->s);
    return (ui_rect){box->x + box->w - w - m, box->y + m, w, h};
}

void session_end_button_draw(ui_app *a, const ui_rect *box)
{
    ui_rect r = session_end_button(a, box);
    gfx_button(a, &r, _("Replay (R)"), true, false);
}

bool session_end_button_click(ui_app *a, const ui_rect *box)
{
    ui_rect r = session_end_button(a, box);
    if (!ui_rect_has(&r, a->mx, a->my))
        return false;
    session_replay(a);
    return true;
}

static ui_rect setup_button(const ui_app *a, const ui_rect *box)
{
    int m = (int)(18 * a->s), h = (int)(60 * a->s);
    return (ui_rect){box->x + m, box->y + box->h - m - h - (int)(28 * a->s),
                     (box->w - (int)(320 * a->s)) / 2 - 2 * m, h};
}

void session_setup_button_draw(ui_app *a, const ui_rect *box)
{
    ui_rect r = setup_button(a, box);
    gfx_button(a, &r, _("Open a game or puzzle"), true, false);
}

bool session_setup_button_click(ui_app *a, const ui_rect *box)
{
    ui_rect r = setup_button(a, box);
    if (!ui_rect_has(&r, a->mx, a->my))
        return false;
    session_open_dialog(a);
    return true;
}
