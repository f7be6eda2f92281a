/*
 * script.c: a list of input events played into the window (--events FILE), for tests and
 * pictures of exact situations that random autoplay would not reach on purpose.
 *
 * One command per line, run one at a time whenever SDL's queue is empty, so each event is
 * handled (and the screen updated) before the next is pushed, as with a person:
 *
 *     key NAME [ctrl]     a key press, by SDL name: r, Return, Space, Backspace, Escape, F11;
 *                         with ctrl, Ctrl held (Ctrl+Z: undo)
 *     type TEXT           text typed (the rest of the line, UTF-8), as the keyboard gives it
 *     move X Y            the pointer to window pixel (X, Y)
 *     cell X Y            the pointer to the middle of board cell (X, Y) as the camera shows it
 *     fit K               the pointer to the cell of the K-th placement where the tile in hand
 *                         fits (0 = first), whatever the game (a game played on freely)
 *     spot K              the pointer to follower spot K of the placed tile (0 = first)
 *     kind NAME           the pointer to the panel's button of a kind of figure (normal, big,
 *                         abbot, builder, pig)
 *     back K              the pointer to figure K of those that may be taken back (marked)
 *     target X Y K        the pointer to choice K (0 = first) on the tile at (X, Y) of those
 *                         the rule modules offer in the figure step (module_ui.h): the fairy
 *                         next to a figure there, the princess's removal of it, a portal's spot
 *     menu K              the pointer to row K (0 = first) of the menu at a figure that offers
 *                         several choices in the figure step (it shows once one is chosen)
 *     click [right|middle]    a click where the pointer is (left by default)
 *     drag X Y            the left button held from the pointer to window pixel (X, Y)
 *     wheel N [ctrl]      N wheel steps (negative: toward the user), Ctrl held or not
 *     wait MS             let animations run
 *     away SEAT MS        wait until the network says that seat SEAT (1 = first) is away, at
 *                         most MS milliseconds (a time-out depends on the machine's load)
 *     button LABEL        the pointer to the middle of the button labelled LABEL (the whole
 *                         rest of the line: as drawn, or the English that is translated) in
 *                         the last frame drawn, the topmost when several are; waits up to
 *                         10 s for one to be drawn
 *     name SEAT TEXT      waits up to 60 s for a game on screen (one across machines comes
 *                         when the host's view does); player SEAT (1 = first) must be named
 *                         TEXT (the rest of the line)
 *     resize W H          the window takes that size (points) and the size events are dropped,
 *                         as when a window manager's full screen comes with none
 *     shot FILE           save a screenshot of the screen drawn now
 *     shown FILE          save the frame the window shows, as it was last drawn (with SDL's
 *                         software renderer, as offscreen: whether it is up to date)
 *     card TEXT           the aids' card shown now must hold TEXT (aids_ui.h)
 *     fits                the aids' fit counts must be shown
 *     hint                waits for the hint asked for (key i); it must be a legal move: prints
 *                         it and its sentence
 *     seen X Y            board cell (X, Y) must lie whole in the board's view; "seen last":
 *                         the tile being put down, else the last one placed
 *     unseen X Y          and must not
 *     notes top|foot      the board's notes (a message, the banner of a turn) stood at the top
 *                         of the board in the last frame drawn, or not (at its foot)
 *
 * A command that aims at the board by its cells (cell, spot, back, target, click, drag) lets
 * the view end a glide to what play brings first (play_camera_settle), as an eye waits for the
 * board to stop; "move" does not, so that a script can test a pointer resting on the board.
 * Blank lines and lines starting with # are skipped. A line that cannot be read stops the
 * script with a message naming its line: a test must not go on with a different input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aids_ui.h"
#include "app.h"
#include "figures_ui.h"
#include "gfx.h"
#include "i18n.h"
#include "module.h"
#include "module_ui.h"
#include "net_ui.h"
#include "script.h"
#include "synth.h"

#define MAX_LINES 2048

static char **lines;
static int nlines, next;
static uint32_t wait_until;
static int waiting_line;       /* the "away", "button" or "name" line waited on (0: none) */
static uint32_t waiting_since; /* when that wait began */
static bool failed;

bool script_load(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "carcassonne: %s: cannot open the event script\n", path);
        return false;
    }
    lines = calloc(MAX_LINES, sizeof *lines);
    char buf[512];
    while (lines && nlines < MAX_LINES && fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\r\n")] = 0;
        lines[nlines] = strdup(buf);
        if (!lines[nlines])
            break;
        nlines++;
    }
    fclose(f);
    return lines != NULL;
}

void script_free(void)
{
    for (int i = 0; i < nlines; i++)
        free(lines[i]);
    free(lines);
    lines = NULL;
    nlines = next = 0;
}

bool script_running(const ui_app *a)
{
    return lines && (next < nlines || a->now < wait_until);
}

int script_wait_ms(const ui_app *a)
{
    if (!script_running(a))
        return -1;
    return a->now < wait_until ? (int)(wait_until - a->now) : 0;
}

static bool bad(int line, const char *text)
{
    fprintf(stderr, "carcassonne: event script line %d: cannot do \"%s\"\n", line, text);
    next = nlines;
    failed = true;
    return false;
}

bool script_failed(void)
{
    return failed;
}

bool script_step(ui_app *a, const char **shot, bool *redraw)
{
    *shot = NULL;
    *redraw = true;
    if (a->now < wait_until)
        return true;
    /* A "wheel N ctrl" holds Ctrl only for its own event, handled before this next step. */
    SDL_SetModState(KMOD_NONE);
    while (next < nlines && (lines[next][0] == 0 || lines[next][0] == '#'))
        next++;
    if (next >= nlines)
        return false;
    int ln = next + 1;
    const char *l = lines[next++];
    char word[16] = "", arg[400] = "";
    double x = 0, y = 0;
    int n = sscanf(l, "%15s %399s", word, arg);
    if (n < 1)
        return bad(ln, l);
    static const char *const aims[] = {"cell", "spot", "back", "target", "menu", "click", "drag"};
    for (size_t i = 0; i < sizeof aims / sizeof aims[0]; i++)
        if (!strcmp(word, aims[i]))
            play_camera_settle(a);
    if (!strcmp(word, "key") && n == 2) {
        SDL_Keycode k = SDL_GetKeyFromName(arg);
        if (k == SDLK_UNKNOWN)
            return bad(ln, l);
        char mod[16] = "";
        sscanf(l, "%*s %*s %15s", mod);
        if (mod[0] && strcmp(mod, "ctrl") != 0)
            return bad(ln, l);
        synth_key(k, mod[0] ? KMOD_LCTRL : KMOD_NONE);
    } else if (!strcmp(word, "type") && n == 2) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_TEXTINPUT;
        snprintf(e.text.text, sizeof e.text.text, "%s", l + strlen("type "));
        SDL_PushEvent(&e);
    } else if (!strcmp(word, "move") && sscanf(l, "%*s %lf %lf", &x, &y) == 2) {
        synth_motion(a, x, y);
    } else if (!strcmp(word, "cell") && sscanf(l, "%*s %lf %lf", &x, &y) == 2) {
        if (!a->play)
            return bad(ln, l);
        double sx, sy;
        ui_cam_to_screen(&a->play->cam, x + .5, y + .5, &sx, &sy);
        synth_motion(a, sx, sy);
    } else if (!strcmp(word, "fit") && n == 2) {
        int k = atoi(arg);
        if (!a->play || k < 0 || k >= a->play->nlegal)
            return bad(ln, l);
        double sx, sy;
        ui_cam_to_screen(&a->play->cam, a->play->legal[k].x + .5, a->play->legal[k].y + .5, &sx,
                         &sy);
        synth_motion(a, sx, sy);
    } else if (!strcmp(word, "spot") && n == 2) {
        int k = atoi(arg);
        if (!a->play || k < 0 || k >= a->play->nspot_px)
            return bad(ln, l);
        synth_motion(a, a->play->spot_px[k][0], a->play->spot_px[k][1]);
    } else if (!strcmp(word, "back") && n == 2) {
        int k = atoi(arg);
        if (!a->play || k < 0 || k >= a->play->figs.nback)
            return bad(ln, l);
        synth_motion(a, a->play->back_px[k][0], a->play->back_px[k][1]);
    } else if (!strcmp(word, "target") && a->play) {
        int tx, ty, k, found = -1;
        if (sscanf(l, "%*s %d %d %d", &tx, &ty, &k) != 3)
            return bad(ln, l);
        carc_action act;
        double sx = 0, sy = 0;
        for (int i = 0; found < k && ui_module_target(a, i, &act, &sx, &sy); i++) {
            const carc_figure *f = carc_game_figure_by_id(a->play->g, act.figure);
            const carc_placed *t = act.type == CARC_ACT_FIGURE || !f
                                       ? NULL
                                       : &a->play->g->tiles[carc_game_figure_tile(a->play->g, f)];
            const int x0 = t ? t->x : act.at.x, y0 = t ? t->y : act.at.y;
            if ((act.type == CARC_ACT_FIGURE || f) && x0 == tx && y0 == ty)
                found++;
        }
        if (found != k)
            return bad(ln, l);
        synth_motion(a, sx, sy);
    } else if (!strcmp(word, "menu") && n == 2 && a->play) {
        double mx, my;
        if (!play_menu_point(a, atoi(arg), &mx, &my))
            return bad(ln, l);
        synth_motion(a, mx, my);
    } else if (!strcmp(word, "kind") && n == 2) {
        /* The pointer to the panel's button of a kind of figure ("abbot", "builder", ...). */
        int kind = carc_figure_parse(arg), at = -1;
        ui_rect r[CARC_FIGURE_KINDS];
        int nk = a->play ? figs_selector_rects(a, r) : 0;
        for (int i = 0; i < nk; i++)
            if (a->play->figs.kinds[i] == kind)
                at = i;
        if (at < 0)
            return bad(ln, l);
        synth_motion(a, r[at].x + r[at].w / 2.0, r[at].y + r[at].h / 2.0);
    } else if (!strcmp(word, "click")) {
        synth_click(a, a->mx, a->my,
                    n == 2 && !strcmp(arg, "right")    ? SDL_BUTTON_RIGHT
                    : n == 2 && !strcmp(arg, "middle") ? SDL_BUTTON_MIDDLE
                                                       : SDL_BUTTON_LEFT);
    } else if (!strcmp(word, "drag") && sscanf(l, "%*s %lf %lf", &x, &y) == 2) {
        synth_drag(a, a->mx, a->my, x, y);
    } else if (!strcmp(word, "wheel") && n == 2) {
        char mod[16] = "";
        sscanf(l, "%*s %*s %15s", mod);
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_MOUSEWHEEL;
        e.wheel.y = atoi(arg);
        e.wheel.preciseY = (float)e.wheel.y;
        /* The game reads modifiers from SDL's keyboard state, as it does for a person. */
        SDL_SetModState(!strcmp(mod, "ctrl") ? KMOD_LCTRL : KMOD_NONE);
        SDL_PushEvent(&e);
    } else if (!strcmp(word, "resize") && sscanf(l, "%*s %lf %lf", &x, &y) == 2) {
        SDL_SetWindowSize(a->win, (int)x, (int)y);
        SDL_PumpEvents();
        SDL_FlushEvent(SDL_WINDOWEVENT);
    } else if (!strcmp(word, "wait") && n == 2) {
        wait_until = a->now + (uint32_t)atoi(arg);
    } else if (!strcmp(word, "away") && sscanf(l, "%*s %lf %lf", &x, &y) == 2) {
        if (waiting_line != ln) {
            waiting_line = ln;
            waiting_since = a->now;
        }
        if (!net_away((int)x - 1)) {
            if (a->now - waiting_since >= (uint32_t)y)
                return bad(ln, l);
            next--; /* this line again, after a short wait */
            wait_until = a->now + 50;
        }
    } else if ((!strcmp(word, "button") && n == 2) ||
               (!strcmp(word, "name") && sscanf(l, "%*s %lf %399s", &x, arg) == 2)) {
        /* Both wait for what they look at to be drawn, as "away" does. */
        if (waiting_line != ln) {
            waiting_line = ln;
            waiting_since = a->now;
        }
        const bool button = word[0] == 'b';
        const char *text = button ? l + strlen("button ") : strchr(l + strlen("name "), ' ');
        text = text ? text + strspn(text, " ") : "";
        ui_rect r;
        const bool found = button ? gfx_button_find(text, &r) || gfx_button_find(_(text), &r)
                                  : a->play && a->depth > 0 && a->stack[a->depth - 1] == SCR_GAME;
        if (!found) {
            if (a->now - waiting_since >= (button ? 10000u : 60000u))
                return bad(ln, l);
            next--; /* this line again, after a short wait */
            wait_until = a->now + 50;
        } else if (button) {
            synth_motion(a, r.x + r.w / 2.0, r.y + r.h / 2.0);
        } else if ((int)x < 1 || (int)x > a->play->g->nplayers ||
                   strcmp(play_name(a->play, (int)x - 1), text) != 0) {
            fprintf(stderr, "carcassonne: player %d is \"%s\"\n", (int)x,
                    (int)x >= 1 && (int)x <= a->play->g->nplayers ? play_name(a->play, (int)x - 1)
                                                                  : "(none)");
            return bad(ln, l);
        }
    } else if (!strcmp(word, "shot") && n == 2) {
        *shot = l + strlen("shot ");
    } else if (!strcmp(word, "shown") && n == 2) {
        *shot = l + strlen("shown ");
        *redraw = false;
    } else if (!strcmp(word, "card") && n == 2) {
        if (!strstr(aids_card_text(a), l + strlen("card "))) {
            fprintf(stderr, "carcassonne: the card shows \"%s\"\n", aids_card_text(a));
            return bad(ln, l);
        }
    } else if ((!strcmp(word, "seen") || !strcmp(word, "unseen")) && a->play &&
               (sscanf(l, "%*s %lf %lf", &x, &y) == 2 || !strcmp(arg, "last"))) {
        const ui_play *p = a->play;
        if (!strcmp(arg, "last")) {
            const bool down = p->phase == PH_FOLLOWER || p->phase == PH_CONFIRM;
            x = down ? p->pending.x : p->g->tiles[p->g->ntiles - 1].x;
            y = down ? p->pending.y : p->g->tiles[p->g->ntiles - 1].y;
        }
        const bool in = ui_cam_shows(&a->play->cam, (int)x, (int)y, (int)x, (int)y);
        if (in != !strcmp(word, "seen")) {
            fprintf(stderr, "carcassonne: cell %d %d is %s\n", (int)x, (int)y,
                    in ? "in view" : "out of view");
            return bad(ln, l);
        }
    } else if (!strcmp(word, "notes") && a->play && (!strcmp(arg, "top") || !strcmp(arg, "foot"))) {
        if ((a->play->msg_bottom > 0) != !strcmp(arg, "top")) {
            fprintf(stderr, "carcassonne: the board's notes are not at its %s\n", arg);
            return bad(ln, l);
        }
    } else if (!strcmp(word, "fits") && n == 1) {
        if (!aids_fits_shown(a))
            return bad(ln, l);
    } else if (!strcmp(word, "hint") && n == 1) {
        carc_move m;
        const char *sentence;
        char why[160];
        if (!aids_hint_move(a, &m, &sentence) ||
            carc_game_check_move(a->play->g, &m, why, sizeof why) != CARC_OK)
            return bad(ln, l);
        printf("hint: %d %d %d step %d feature %d figure %d: %s\n", m.at.x, m.at.y, m.at.rot * 90,
               m.step.type, m.step.feature, m.step.figure, sentence);
    } else {
        return bad(ln, l);
    }
    return true;
}
