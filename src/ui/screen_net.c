/*
 * screen_net.c: the dialogs of a game across machines over the setup screen (SCR_NET). "Join a
 * game across machines": the host's address and the table's code typed, or the last table
 * joined from this machine again (its seat taken back with its token). "Host a game across
 * machines", when the setup has more than one person: which of them play at this screen
 * (taking turns there) and which join from their machines. Hosting and joining themselves are
 * net_ui.c's.
 */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "app.h"
#include "gfx.h"
#include "i18n.h"
#include "net_ui.h"
#include "proto.h"
#include "session.h"

static struct {
    char field[2][64]; /* the address (HOST:PORT) and the code */
    int at;            /* the field typed into */
} join;

static struct {
    bool on;                     /* the dialog shown is the host's */
    bool here[CARC_MAX_PLAYERS]; /* by seat: a person at this screen */
} hosting;

typedef struct join_rects {
    ui_rect box, field[2], last, cancel, go;
} join_rects;

typedef struct host_rects {
    ui_rect box, person[CARC_MAX_PLAYERS], cancel, go; /* person: w 0 for a computer's seat */
} host_rects;

static int px(const ui_app *a, double v)
{
    return (int)(v * a->s);
}

static void layout(const ui_app *a, join_rects *r)
{
    const int w = px(a, 700) < a->w - px(a, 20) ? px(a, 700) : a->w - px(a, 20);
    const int h = px(a, 400);
    r->box = (ui_rect){(a->w - w) / 2, (a->h - h) / 2, w, h};
    const int m = px(a, 28), fh = px(a, 52);
    for (int i = 0; i < 2; i++)
        r->field[i] = (ui_rect){r->box.x + m, r->box.y + px(a, 110) + i * px(a, 96), w - 2 * m, fh};
    const int bh = px(a, 52), by = r->box.y + h - m - bh, bw = (w - 4 * m) / 3;
    r->last = (ui_rect){r->box.x + m, by, bw, bh};
    r->cancel = (ui_rect){r->box.x + 2 * m + bw, by, bw, bh};
    r->go = (ui_rect){r->box.x + 3 * m + 2 * bw, by, bw, bh};
}

/* The host dialog: a toggle per person ("NAME plays at this screen"), as tall as the window
   leaves room for with six of them. */
static void host_layout(const ui_app *a, host_rects *r)
{
    const ui_setup *s = &a->setup;
    int people = 0;
    for (int i = 0; i < s->nplayers; i++)
        people += s->ai[i] < 0;
    const int w = px(a, 700) < a->w - px(a, 20) ? px(a, 700) : a->w - px(a, 20);
    const int m = px(a, 28), bh = px(a, 52), top = px(a, 130), gap = px(a, 8);
    const int room = (a->h - px(a, 20) - top - 2 * m - bh) / (people > 0 ? people : 1) - gap;
    const int rh = px(a, 48) < room ? px(a, 48) : room;
    const int h = top + people * (rh + gap) + m + bh + m;
    r->box = (ui_rect){(a->w - w) / 2, (a->h - h) / 2, w, h};
    int y = r->box.y + top;
    for (int i = 0; i < s->nplayers; i++) {
        r->person[i] = (ui_rect){0, 0, 0, 0};
        if (s->ai[i] >= 0)
            continue;
        r->person[i] = (ui_rect){r->box.x + m, y, w - 2 * m, rh};
        y += rh + gap;
    }
    const int bw = (w - 3 * m) / 2, by = r->box.y + h - m - bh;
    r->cancel = (ui_rect){r->box.x + m, by, bw, bh};
    r->go = (ui_rect){r->box.x + 2 * m + bw, by, bw, bh};
}

void net_host_dialog(ui_app *a)
{
    const ui_setup *s = &a->setup;
    hosting.on = true;
    bool first = true;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        hosting.here[i] = i < s->nplayers && s->ai[i] < 0 && first; /* the first person: here */
        first = first && !hosting.here[i];
    }
    ui_push(a, SCR_NET);
}

static void host_event(ui_app *a, const SDL_Event *e)
{
    host_rects r;
    host_layout(a, &r);
    a->dirty = true;
    const bool click = e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT;
    const SDL_Keycode k = e->type == SDL_KEYDOWN ? e->key.keysym.sym : 0;
    bool any = false;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        any = any || (hosting.here[i] && r.person[i].w);
    if (k == SDLK_ESCAPE || (click && ui_rect_has(&r.cancel, a->mx, a->my))) {
        a->depth--;
    } else if (any && (k == SDLK_RETURN || k == SDLK_KP_ENTER ||
                       (click && ui_rect_has(&r.go, a->mx, a->my)))) {
        a->depth--; /* the dialog goes; the game comes with the table's first update */
        net_host_setup(a, hosting.here);
    } else if (click) {
        for (int i = 0; i < CARC_MAX_PLAYERS; i++)
            if (r.person[i].w && ui_rect_has(&r.person[i], a->mx, a->my))
                hosting.here[i] = !hosting.here[i];
    }
}

static void host_draw(ui_app *a)
{
    host_rects r;
    host_layout(a, &r);
    gfx_dialog(a, &r.box, _("Host a game across machines"), COL_GOLD);
    ui_rect say = {r.box.x + px(a, 28), r.box.y + px(a, 70), r.box.w - px(a, 56), px(a, 50)};
    gfx_text_wrap_in(a, FONT_SMALL,
                     _("Who plays at this screen, taking turns? The others join from their "
                       "machines; the computer players play here."),
                     &say, COL_DIM);
    bool any = false;
    for (int i = 0; i < a->setup.nplayers; i++) {
        if (!r.person[i].w)
            continue;
        any = any || hosting.here[i];
        char label[160];
        /* TRANSLATORS: %s: a player's name; the toggle is on for a person at this screen. */
        snprintf(label, sizeof label, _("%s plays at this screen"), a->setup.name[i]);
        gfx_toggle(a, &r.person[i], label, hosting.here[i]);
    }
    gfx_button(a, &r.cancel, _("Cancel"), true, false);
    gfx_button(a, &r.go, _("Host a game"), any, true);
}

void net_join_dialog(ui_app *a)
{
    hosting.on = false;
    char code[CARC_NET_CODE_LEN];
    if (!join.field[0][0] && net_last(join.field[0], sizeof join.field[0], code, sizeof code))
        snprintf(join.field[1], sizeof join.field[1], "%s", code);
    join.at = join.field[0][0] ? 1 : 0;
    SDL_StartTextInput();
    ui_push(a, SCR_NET);
}

static void go(ui_app *a, bool last)
{
    char err[512];
    a->depth--; /* the dialog goes; the game comes with the host's first update */
    const bool ok = last ? net_join_last(a, err, sizeof err)
                         : net_join(a, join.field[0], join.field[1], err, sizeof err);
    if (!ok)
        session_notice(a, _("The game cannot be joined"), err, true);
}

void net_join_event(ui_app *a, const SDL_Event *e)
{
    if (hosting.on) {
        host_event(a, e);
        return;
    }
    join_rects r;
    layout(a, &r);
    a->dirty = true;
    if (e->type == SDL_TEXTINPUT) {
        char *f = join.field[join.at];
        size_t n = strlen(f), add = strlen(e->text.text);
        if (n + add < sizeof join.field[0])
            memcpy(f + n, e->text.text, add + 1);
        return;
    }
    const bool click = e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT;
    const SDL_Keycode k = e->type == SDL_KEYDOWN ? e->key.keysym.sym : 0;
    char host[64], code[CARC_NET_CODE_LEN];
    const bool has_last = net_last(host, sizeof host, code, sizeof code);
    if (k == SDLK_BACKSPACE) {
        char *f = join.field[join.at];
        size_t n = strlen(f);
        while (n > 0 && ((unsigned char)f[n - 1] & 0xC0) == 0x80)
            n--; /* a whole UTF-8 character */
        f[n > 0 ? n - 1 : 0] = '\0';
    } else if (k == SDLK_TAB || k == SDLK_UP || k == SDLK_DOWN) {
        join.at = 1 - join.at;
    } else if (k == SDLK_ESCAPE || (click && ui_rect_has(&r.cancel, a->mx, a->my))) {
        a->depth--;
    } else if (click && has_last && ui_rect_has(&r.last, a->mx, a->my)) {
        go(a, true);
    } else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER ||
                (click && ui_rect_has(&r.go, a->mx, a->my))) &&
               join.field[0][0] && join.field[1][0]) {
        go(a, false);
    } else if (click) {
        for (int i = 0; i < 2; i++)
            if (ui_rect_has(&r.field[i], a->mx, a->my))
                join.at = i;
    }
}

void net_join_draw(ui_app *a)
{
    if (hosting.on) {
        host_draw(a);
        return;
    }
    join_rects r;
    layout(a, &r);
    gfx_dialog(a, &r.box, _("Join a game across machines"), COL_GOLD);
    const char *label[2] = {_("The host's address (such as 192.168.1.5:7777)"),
                            _("The table's code")};
    for (int i = 0; i < 2; i++) {
        const ui_rect *f = &r.field[i];
        ui_rect l = {f->x, f->y - px(a, 30), f->w, px(a, 28)};
        gfx_text_in(a, FONT_SMALL, label[i], &l, COL_DIM, ALIGN_LEFT);
        gfx_rounded(a->ren, f, px(a, 8), (SDL_Color){24, 22, 20, 255});
        ui_rect in = {f->x + px(a, 14), f->y, f->w - px(a, 28), f->h};
        const int w = gfx_text_in(a, FONT_BODY, join.field[i], &in, COL_TEXT, ALIGN_LEFT);
        if (i == join.at) {
            ui_rect caret = {in.x + w + px(a, 2), f->y + px(a, 12), px(a, 2), f->h - px(a, 24)};
            gfx_fill(a->ren, &caret, COL_GOLD);
        }
    }
    char host[64], code[CARC_NET_CODE_LEN];
    gfx_button(a, &r.last, _("The last table again"),
               net_last(host, sizeof host, code, sizeof code), false);
    gfx_button(a, &r.cancel, _("Cancel"), true, false);
    gfx_button(a, &r.go, _("Join"), join.field[0][0] && join.field[1][0], true);
}
