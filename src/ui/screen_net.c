/*
 * screen_net.c: the "Join a game across machines" dialog (SCR_NET, over the setup screen): the
 * host's address and the table's code typed, or the last table joined from this machine
 * again (its seat taken back with its token). Joining itself is net_ui.c's.
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

typedef struct join_rects {
    ui_rect box, field[2], last, cancel, go;
} join_rects;

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

void net_join_dialog(ui_app *a)
{
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
    join_rects r;
    layout(a, &r);
    ui_rect all = {0, 0, a->w, a->h};
    gfx_fill(a->ren, &all, (SDL_Color){0, 0, 0, 150});
    gfx_rounded(a->ren, &r.box, px(a, 14), COL_PANEL);
    ui_rect t = {r.box.x, r.box.y + px(a, 14), r.box.w, px(a, 52)};
    gfx_text_in(a, FONT_BIG, _("Join a game across machines"), &t, COL_GOLD, ALIGN_CENTRE);
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
