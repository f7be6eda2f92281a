/*
 * main.c: the carcassonne program: command line, window, the screen stack and the main loop.
 *
 * The loop sleeps in SDL_WaitEvent while nothing moves and wakes every 15 ms only while an
 * animation runs, so an idle game costs no CPU. While a computer player takes its turn the
 * loop sleeps until the turn's next step is due (the search runs on a worker thread of
 * src/ai). Drawing happens only when an event or an animation changed something. For tests
 * and pictures the same loop runs offscreen (SDL_VIDEODRIVER=dummy): --autoplay feeds it input
 * events, --screenshot saves a frame, and --bench-frames times frames of a full board.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "app.h"
#include "gfx.h"
#include "i18n.h"
#include "firsts.h"
#include "lesson.h"
#include "module.h"
#include "module_ui.h"
#include "puzzle_ui.h"
#include "screen_rules.h"
#include "script.h"
#include "net_ui.h"
#include "session.h"
#include "settings.h"
#include "tileset_find.h"
#include "tileset_io.h"

/* ---- screen stack ---- */

void ui_push(ui_app *a, int screen)
{
    if (a->depth < (int)(sizeof a->stack / sizeof a->stack[0]))
        a->stack[a->depth++] = screen;
    a->dirty = true;
}

void ui_pop(ui_app *a)
{
    if (a->depth > 1)
        a->depth--;
    a->dirty = true;
}

int ui_top(const ui_app *a)
{
    return a->depth > 0 ? a->stack[a->depth - 1] : SCR_SETUP;
}

static void dispatch(ui_app *a, const SDL_Event *e)
{
    int top = ui_top(a);
    if (top == SCR_NET) {
        net_join_event(a, e); /* net_ui.h: the join dialog */
        return;
    }
    if (top >= SCR_RESUME) {
        saves_event(a, top, e); /* session.h: resume, open, save as, replay, notices */
        return;
    }
    switch (top) {
    case SCR_SETUP:
        setup_event(a, e);
        break;
    case SCR_GAME:
        if (!net_game_event(a, e)) /* net_ui.h: the host's hand-over of an away seat */
            play_event(a, e);
        break;
    case SCR_END:
        end_event(a, e);
        break;
    case SCR_RULES:
        rules_event(a, e);
        break;
    default:
        overlay_event(a, top, e);
        break;
    }
}

static void draw_screen(ui_app *a, int i)
{
    int s = a->stack[i];
    if (s >= SCR_MENU && i > 0)
        draw_screen(a, i - 1); /* overlays show what lies below */
    if (s == SCR_END && i > 0)
        draw_screen(a, i - 1);
    switch (s) {
    case SCR_SETUP:
        setup_draw(a);
        break;
    case SCR_GAME:
        if (a->play)
            play_draw(a);
        break;
    case SCR_END:
        if (a->play)
            end_draw(a);
        break;
    case SCR_RULES:
        rules_draw(a);
        break;
    default:
        if (s == SCR_NET)
            net_join_draw(a); /* net_ui.h */
        else if (s >= SCR_RESUME)
            saves_draw(a, s); /* session.h */
        else
            overlay_draw(a, s);
        break;
    }
}

static bool game_on_stack(const ui_app *a)
{
    for (int i = 0; i < a->depth; i++)
        if (a->stack[i] == SCR_GAME)
            return true;
    return false;
}

/* ---- window ---- */

int ui_scale_desktop(const ui_app *a)
{
    /* A desktop that scales windows (Wayland, macOS, Windows with its DPI awareness) gives a
       high-DPI window more pixels than points: that ratio is its scale, trusted as it is and
       already in ui_scale_for. Where it does not (X11), SDL_GetDisplayDPI reports the DPI of
       the monitor from its size in millimetres, which TVs, projectors and virtual machines
       report wrongly: it is trusted only when it says a dense screen (144 to 500 DPI, 1.5 to
       5 times the 96 of a usual one), and then rounded to a quarter. */
    if (a->ratio > 1.01 || !a->win)
        return 100;
    float ddpi, hdpi, vdpi;
    int d = SDL_GetWindowDisplayIndex(a->win);
    if (d < 0 || SDL_GetDisplayDPI(d, &ddpi, &hdpi, &vdpi) != 0 || !(hdpi >= 144 && hdpi <= 500))
        return 100;
    int pct = (int)lround(hdpi / 96.0 * 4) * 25;
    return pct < CARC_UI_SCALE_MIN   ? CARC_UI_SCALE_MIN
           : pct > CARC_UI_SCALE_MAX ? CARC_UI_SCALE_MAX
                                     : pct;
}

double ui_scale_factor(const ui_app *a)
{
    int pct = a->opt.ui_scale >= 0 ? a->opt.ui_scale : a->cfg.ui_scale;
    return (pct > 0 ? pct : ui_scale_desktop(a)) / 100.0;
}

void ui_update_size(ui_app *a)
{
    int ww, wh;
    SDL_GetWindowSize(a->win, &ww, &wh);
    SDL_GetRendererOutputSize(a->ren, &a->w, &a->h);
    a->ratio = ww > 0 ? (double)a->w / ww : 1.0;
    a->s = ui_scale_for(a->w, a->h, a->ratio, ui_scale_factor(a));
    gfx_fonts(a);
    play_relayout(a);
    a->dirty = true;
}

static bool save_shot(ui_app *a, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->w, a->h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return false;
    bool ok =
        SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0 &&
        IMG_SavePNG(s, path) == 0;
    if (!ok)
        fprintf(stderr, "carcassonne: screenshot %s: %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    return ok;
}

static void draw(ui_app *a, const char *shot)
{
    /* Full screen (F11), a window manager or a display change may resize the window without a
       size event reaching here first: the layout follows what the renderer draws on. */
    int w, h;
    if (SDL_GetRendererOutputSize(a->ren, &w, &h) == 0 && (w != a->w || h != a->h))
        ui_update_size(a);
    /* Every screen paints its whole background, so no clear is needed: in software that saves
       a full-window fill per frame. */
    gfx_buttons_forget(); /* gfx.h: the buttons of this frame, for the event script */
    if (a->depth > 0)
        draw_screen(a, a->depth - 1);
    puzzle_draw(a); /* over the game screen only */
    lesson_draw(a);
    firsts_draw(a);
    if (shot)
        save_shot(a, shot);
    SDL_RenderPresent(a->ren);
}

static void handle(ui_app *a, SDL_Event *e)
{
    /* The loop may have slept long in SDL_WaitEvent: animations an event starts must start
       now, not when the loop last woke. */
    a->now = SDL_GetTicks();
    switch (e->type) {
    case SDL_QUIT:
        a->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            ui_update_size(a);
        a->dirty = true;
        return;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        a->dirty = true;
        return;
    case SDL_MOUSEMOTION:
        a->mx = (int)(e->motion.x * a->ratio);
        a->my = (int)(e->motion.y * a->ratio);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        a->mx = (int)(e->button.x * a->ratio);
        a->my = (int)(e->button.y * a->ratio);
        break;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_F11) {
            bool full = SDL_GetWindowFlags(a->win) & SDL_WINDOW_FULLSCREEN_DESKTOP;
            SDL_SetWindowFullscreen(a->win, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
            ui_update_size(a);
            return;
        }
        break;
    default:
        break;
    }
    if (session_key(a, e)) /* session.c: Ctrl+S, Ctrl+O, Ctrl+Z, Ctrl+Shift+Z */
        return;
    if (puzzle_event(a, e) || lesson_event(a, e) ||
        firsts_event(a, e)) /* their boxes over the game */
        return;
    dispatch(a, e);
    puzzle_update(a);
    lesson_update(a);
}

/* Whether the renderer is OpenGL running on the processor (Mesa's llvmpipe, softpipe or
   swrast), asked of the driver through glGetString(GL_RENDERER). */
static bool gl_is_emulated(SDL_Renderer *ren)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(ren, &info) != 0 || strncmp(info.name, "opengl", 6) != 0)
        return false;
    typedef const unsigned char *(*get_string_fn)(unsigned int);
    get_string_fn get_string = (get_string_fn)(uintptr_t)SDL_GL_GetProcAddress("glGetString");
    if (!get_string)
        return false;
    const char *name = (const char *)get_string(0x1F01u /* GL_RENDERER */);
    return name && (strstr(name, "llvmpipe") || strstr(name, "softpipe") || strstr(name, "swrast"));
}

/* ---- assets ---- */

static bool has_fonts(const char *dir)
{
    char p[1024];
    struct stat st;
    snprintf(p, sizeof p, "%s/fonts/DejaVuSans.ttf", dir);
    return stat(p, &st) == 0;
}

/* CARC_ASSETS, else the source tree's assets/ compiled in, else assets/ next to the program. */
static const char *find_assets(void)
{
    const char *d = carc_assets_dir();
    if (d && has_fonts(d))
        return d;
    static char near[1024];
    char *base = SDL_GetBasePath();
    if (base) {
        snprintf(near, sizeof near, "%sassets", base);
        SDL_free(base);
        if (has_fonts(near))
            return near;
    }
    return d;
}

/* ---- command line ---- */

/* Names written after text, comma-separated, lines broken before 90 columns and indented to
   the options' words. */
static void usage_list(FILE *f, const char *text, const char *const *names, int n)
{
    int col = fprintf(f, "%s", text);
    for (int i = 0; i < n; i++) {
        const int len = (int)strlen(names[i]) + (i < n - 1);
        if (col + len > 88)
            col = fprintf(f, "\n%23s", "") - 1;
        col += fprintf(f, "%s%s", names[i], i < n - 1 ? "," : "");
    }
    fputc('\n', f);
}

/* The sets' words in it come from the module tables (module.h, module_ui.h). */
static void usage(FILE *f)
{
    const unsigned every = (1u << CARC_MODULES) - 1;
    const char *names[CARC_MODULES + 1];
    const int nsets = carc_sets_names(every, names);
    fprintf(f,
            "usage: carcassonne [options] [RECORD.json]\n"
            "  RECORD.json          open a saved game (continue it, or see its result)\n"
            "  --screenshot FILE    save a PNG of the first frame (after RECORD is loaded, or\n"
            "                       where --autoplay stops) and exit\n"
            "  --autoplay           play random legal moves through the mouse/keyboard input\n"
            "                       for the people's seats (computer players play their own)\n"
            "  --seed N             seed of the deck and of --autoplay\n"
            "  --players N          players of a new game (2-%d",
            CARC_BASE_PLAYERS);
    for (int m = 0; m < CARC_MODULES; m++)
        if (carc_modules[m].max_players > CARC_BASE_PLAYERS)
            fprintf(f, ", %d with %s", carc_modules[m].max_players, carc_modules[m].name);
    fprintf(f,
            ")\n"
            "  --seats LIST         who plays each seat of a new game, such as person,easy,hard\n"
            "                       (person, easy, medium or hard; also sets the players)\n"
            "  --think F            computer players search F times their budget (default 1)\n"
            "  --ai-cap SECONDS     computer players' time cap (default: their level's)\n"
            "  --ai-pace MS         each step of a computer's turn shows at least MS (600)\n");
    /* "base" is always in play. */
    usage_list(f, "  --tilesets LIST      expansions of a new game: ", names + 1, nsets - 1);
    fprintf(f, "  --turns N            with --autoplay: stop after N turns\n"
               "  --stop-at WHAT       with --turns: place | follower | score | final");
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_hooks_of(m);
        if (h && h->stop_at)
            fprintf(f, " | %s", h->stop_at);
    }
    fprintf(
        f, " (a\n"
           "                       set's phase two steps on), or think | move (a computer\n"
           "                       player thinking / showing its move)\n"
           "  --events FILE        play the input events listed in FILE (see src/ui/script.c)\n"
           "  --record-out FILE    write the game record to FILE when the program ends\n"
           "  --script-seats       play the game FILE from its start, every seat a script of its\n"
           "                       own actions in FILE (tests of seats that answer by themselves)\n"
           "  --quit-at-end        with --autoplay: exit at the end screen, print the scores\n"
           "  --host SEATS         host a game across machines on --port (seats such as\n"
           "                       here,here,remote,hard: people here take turns at this window)\n"
           "  --port P             the port to host on (default 7777)\n"
           "  --join HOST:PORT     join the table --code CODE of a host\n"
           "  --size WxH           window size in points\n"
           "  --fullscreen         start full screen (F11 toggles)\n"
           "  --ui-scale PCT       the panel's, texts' and dialogs' size: 100 to 200 (percent of\n"
           "                       the window's own, as much as fits), or auto (the desktop's)\n"
           "  --software           use SDL's software renderer\n"
           "  --bench-frames N     draw a full board at 1920x1080 N times, print frame times\n"
           "  --check-layout       report every text that does not fit its box (stderr) and\n"
           "                       exit with status 3 when there was one\n");
}

/* --tilesets LIST: the expansions of a new game, each a rule module's set ("base" is
   always in play), or a player's own set (tileset_find.h). */
static bool parse_sets(const char *list, ui_options *o)
{
    o->sets = 0;
    o->nown = 0;
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ",");
        char word[CARC_NAME_LEN];
        snprintf(word, sizeof word, "%.*s", (int)(len < sizeof word ? len : sizeof word - 1), p);
        const unsigned set = carc_sets_find(word);
        char path[CARC_SET_PATH_LEN], err[CARC_SET_PATH_LEN + 128];
        if (!set && strcmp(word, "base") != 0) {
            if (o->nown == CARC_MAX_SETS - 1 ||
                carc_tileset_find(NULL, word, path, sizeof path, err, sizeof err) != 0) {
                fprintf(stderr, "carcassonne: --tilesets: %s\n",
                        o->nown == CARC_MAX_SETS - 1 ? "too many tile sets" : err);
                return false;
            }
            snprintf(o->own[o->nown++], sizeof o->own[0], "%s", word);
        }
        o->sets |= set;
        p += len;
        if (*p == ',')
            p++;
    }
    return true;
}

/* --seats person,easy,...: who plays each seat of a new game. */
static bool parse_seats(const char *list, ui_options *o)
{
    o->nseats = 0;
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ",");
        char word[16];
        snprintf(word, sizeof word, "%.*s", (int)(len < sizeof word ? len : sizeof word - 1), p);
        int level = strcmp(word, "person") == 0 ? -1 : carc_ai_level_parse(word);
        if ((level < 0 && strcmp(word, "person") != 0) || o->nseats == CARC_MAX_PLAYERS) {
            fprintf(stderr,
                    "carcassonne: --seats: \"%s\" is not person, easy, medium or hard "
                    "(or more than %d seats)\n",
                    word, CARC_MAX_PLAYERS);
            return false;
        }
        o->seat_ai[o->nseats++] = level;
        p += len;
        if (*p == ',')
            p++;
    }
    if (o->nseats < 2) {
        fprintf(stderr, "carcassonne: --seats wants 2 to %d seats\n", CARC_MAX_PLAYERS);
        return false;
    }
    o->players = o->nseats;
    return true;
}

static bool parse_args(int argc, char **argv, ui_options *o)
{
    memset(o, 0, sizeof *o);
    o->turns = -1;
    o->win_w = 1400;
    o->win_h = 900;
    o->ai_pace = 600;
    o->ui_scale = -1;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define NEEDS_VALUE                                                                                \
    do {                                                                                           \
        if (!v) {                                                                                  \
            fprintf(stderr, "carcassonne: %s needs a value\n", s);                                 \
            return false;                                                                          \
        }                                                                                          \
        i++;                                                                                       \
    } while (0)
        if (!strcmp(s, "--screenshot")) {
            NEEDS_VALUE;
            o->screenshot = v;
        } else if (!strcmp(s, "--events")) {
            NEEDS_VALUE;
            o->events = v;
        } else if (!strcmp(s, "--autoplay")) {
            o->autoplay = true;
        } else if (!strcmp(s, "--seed")) {
            NEEDS_VALUE;
            o->seed = strtoull(v, NULL, 10);
            o->has_seed = true;
        } else if (!strcmp(s, "--players")) {
            NEEDS_VALUE;
            o->players = atoi(v);
        } else if (!strcmp(s, "--seats")) {
            NEEDS_VALUE;
            if (!parse_seats(v, o))
                return false;
        } else if (!strcmp(s, "--think")) {
            NEEDS_VALUE;
            o->think = strtod(v, NULL);
            if (!(o->think > 0 && o->think <= 100)) {
                fprintf(stderr, "carcassonne: --think wants a factor above 0, at most 100\n");
                return false;
            }
        } else if (!strcmp(s, "--ai-cap")) {
            NEEDS_VALUE;
            o->ai_cap = strtod(v, NULL);
            if (!(o->ai_cap >= 0)) {
                fprintf(stderr, "carcassonne: --ai-cap wants seconds\n");
                return false;
            }
        } else if (!strcmp(s, "--ai-pace")) {
            NEEDS_VALUE;
            o->ai_pace = atoi(v);
            if (o->ai_pace < 0 || o->ai_pace > 60000) {
                fprintf(stderr, "carcassonne: --ai-pace wants milliseconds, 0 to 60000\n");
                return false;
            }
        } else if (!strcmp(s, "--tilesets")) {
            NEEDS_VALUE;
            if (!parse_sets(v, o))
                return false;
        } else if (!strcmp(s, "--turns")) {
            NEEDS_VALUE;
            o->turns = atoi(v);
        } else if (!strcmp(s, "--stop-at")) {
            NEEDS_VALUE;
            o->stop_at = v;
        } else if (!strcmp(s, "--record-out")) {
            NEEDS_VALUE;
            o->record_out = v;
        } else if (!strcmp(s, "--host")) {
            NEEDS_VALUE;
            o->host_seats = v;
        } else if (!strcmp(s, "--port")) {
            NEEDS_VALUE;
            o->port = atoi(v);
        } else if (!strcmp(s, "--join")) {
            NEEDS_VALUE;
            o->join = v;
        } else if (!strcmp(s, "--code")) {
            NEEDS_VALUE;
            o->code = v;
        } else if (!strcmp(s, "--quit-at-end")) {
            o->quit_at_end = true;
        } else if (!strcmp(s, "--size")) {
            NEEDS_VALUE;
            if (sscanf(v, "%dx%d", &o->win_w, &o->win_h) != 2 || o->win_w < 320 || o->win_h < 240 ||
                o->win_w > 16384 || o->win_h > 16384) {
                fprintf(stderr, "carcassonne: --size wants WxH, such as 1600x1000\n");
                return false;
            }
        } else if (!strcmp(s, "--fullscreen")) {
            o->fullscreen = true;
        } else if (!strcmp(s, "--ui-scale")) {
            NEEDS_VALUE;
            o->ui_scale = !strcmp(v, "auto") ? 0 : atoi(v);
            if (o->ui_scale != 0 &&
                (o->ui_scale < CARC_UI_SCALE_MIN || o->ui_scale > CARC_UI_SCALE_MAX)) {
                fprintf(stderr, "carcassonne: --ui-scale wants auto or 100 to 200\n");
                return false;
            }
        } else if (!strcmp(s, "--software")) {
            o->software = true;
        } else if (!strcmp(s, "--bench-frames")) {
            NEEDS_VALUE;
            o->bench_frames = atoi(v);
            if (o->bench_frames < 1)
                o->bench_frames = 1;
        } else if (!strcmp(s, "--script-seats")) {
            o->script_seats = true;
        } else if (!strcmp(s, "--check-layout")) {
            gfx_check_layout(true);
        } else if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
            usage(stdout);
            exit(0);
        } else if (s[0] == '-') {
            fprintf(stderr, "carcassonne: unknown option %s\n", s);
            usage(stderr);
            return false;
        } else {
            o->record_in = s;
        }
#undef NEEDS_VALUE
    }
    return true;
}

/* ---- benchmark ---- */

/* --host or --join: the game across machines starts (the window shows it once the host's
   table comes). */
static bool start_net(ui_app *a)
{
    char err[512], dir[1024];
    bool ok;
    if (a->opt.host_seats) {
        net_tables_dir(dir, sizeof dir);
        ok = net_host(a, a->opt.host_seats, NULL, a->opt.port > 0 ? a->opt.port : 7777, dir, err,
                      sizeof err);
    } else {
        ok = net_join(a, a->opt.join, a->opt.code ? a->opt.code : "", err, sizeof err);
    }
    if (!ok)
        fprintf(stderr, "carcassonne: %s\n", err);
    return ok;
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static int run_bench(ui_app *a, double first_frame_ms)
{
    uint64_t seed = a->opt.has_seed ? a->opt.seed : 1;
    if (!play_start(a, seed)) {
        fprintf(stderr, "carcassonne: cannot start a game for the benchmark\n");
        return 1;
    }
    ui_play *p = a->play;
    /* A random game to the end, through the midend like any game: the random player on every
       seat draws the very turns carc_game_random_finish would. */
    carc_rng rng;
    carc_rng_seed(&rng, seed);
    carc_seat *random = carc_seat_random(&rng, 40);
    char err[256] = "out of memory";
    for (int i = 0; random && i < p->g->nplayers; i++)
        carc_midend_set_seat(p->mid, i, random);
    if (!random || carc_midend_run(p->mid, err, sizeof err) != 0) {
        fprintf(stderr, "carcassonne: the benchmark's game: %s\n", err);
        return 1;
    }
    p->phase = PH_OVER;
    p->final_first = -1;
    a->depth = 0;
    ui_push(a, SCR_GAME);
    play_relayout(a);
    ui_cam_fit_board(&p->cam, p->g, 1000);
    int n = a->opt.bench_frames;
    double *t = malloc(sizeof *t * (size_t)n);
    if (!t)
        return 1;
    double c0 = cpu_ms();
    for (int i = 0; i < n; i++) {
        double t0 = now_ms();
        a->now = SDL_GetTicks();
        draw(a, NULL);
        t[i] = now_ms() - t0;
    }
    double cpu = (cpu_ms() - c0) / n;
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    SDL_RendererInfo info;
    SDL_GetRendererInfo(a->ren, &info);
    printf("renderer %s, %dx%d, %d tiles, zoom %.0f px/tile\n", info.name, a->w, a->h, p->g->ntiles,
           p->cam.zoom);
    printf("frames %d: median %.2f ms, p95 %.2f ms, CPU %.2f ms/frame\n", n, t[n / 2],
           t[(int)(n * 0.95) < n ? (int)(n * 0.95) : n - 1], cpu);
    printf("start to first frame %.0f ms, peak resident memory %ld MB\n", first_frame_ms,
           ru.ru_maxrss / 1024);
    free(t);
    return 0;
}

/* ---- main ---- */

/* The last finished game, kept in the data folder beside the saves folder ("DATA/saves/", so
   "saves/../"); like the saves, never from a test's run (--autoplay or --bench-frames with no
   CARC_DATA_DIR: the session is not ready). */
static void save_finished(ui_app *a)
{
    if (!a->sess || !a->sess->ready)
        return;
    char path[CARC_SAVES_PATH_LEN + 32];
    snprintf(path, sizeof path, "%s../last-game.json", a->sess->dir);
    play_write_record(a, path);
}

static void print_scores(const ui_app *a)
{
    const ui_play *p = a->play;
    printf("{\"finished\": %s, \"turns\": %d, \"scores\": [", p->g->over ? "true" : "false",
           play_turns(p));
    for (int i = 0; i < p->g->nplayers; i++)
        printf("%s%d", i ? ", " : "", p->g->score[i]);
    printf("]}\n");
}

int main(int argc, char **argv)
{
    double t_start = now_ms();
    static ui_app app;
    ui_app *a = &app;
    if (!parse_args(argc, argv, &a->opt))
        return 2;
    if (a->opt.bench_frames) {
        a->opt.win_w = 1920;
        a->opt.win_h = 1080;
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (a->opt.software) {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
        /* Otherwise SDL may present the software frame through an OpenGL texture, which on
           a machine without a GPU costs more than the drawing itself. */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "carcassonne: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    a->assets = find_assets();
    /* The settings first: they say the language (a problem with them is told once the window
       is up). */
    char prefs_err[600];
    /* The folders of an earlier version take the application id's name, before they are
       read; tests and benchmarks keep away from them. */
    char moved[1024];
    if (!a->opt.autoplay && !a->opt.bench_frames && carc_settings_move_old(moved, sizeof moved))
        fprintf(stderr, "carcassonne: %s\n", moved);
    bool prefs_ok = ui_prefs_load(a, prefs_err, sizeof prefs_err);
    ui_i18n_init(a->cfg.language);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
                   (a->opt.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    a->win = SDL_CreateWindow(_("Carcassonne"), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              a->opt.win_w, a->opt.win_h, flags);
    /* vsync paces animations without a busy loop; the benchmark measures drawing, not the
       display's refresh, so it goes without. */
    Uint32 rflags = a->opt.software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED;
    if (!a->opt.bench_frames)
        rflags |= SDL_RENDERER_PRESENTVSYNC;
    if (a->win)
        a->ren = SDL_CreateRenderer(a->win, -1, rflags);
    if (a->win && !a->ren)
        a->ren = SDL_CreateRenderer(a->win, -1, 0);
    if (a->ren && !a->opt.software && gl_is_emulated(a->ren)) {
        /* OpenGL emulated on the processor (a machine without a GPU) draws this game several
           times slower than SDL's own software renderer: use that instead. */
        SDL_DestroyRenderer(a->ren);
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!a->ren) {
        fprintf(stderr, "carcassonne: cannot open a window: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    ui_update_size(a);
    if (!gfx_fonts(a)) {
        fprintf(stderr, "carcassonne: no fonts under %s/fonts\n", a->assets);
        return 1;
    }
    ui_art_load_sprites(&a->art, a->ren, a->assets);
    if (!a->opt.bench_frames)
        ui_sounds_open(&a->snd, a->assets);
    setup_init(a);
    autoplay_init(a->opt.has_seed ? a->opt.seed : 1);
    ui_push(a, SCR_SETUP);
    /* session.c: opens RECORD.json (a bad one is reported in the window and on stderr), or
       offers to resume the autosave. */
    session_init(a);
    if (!prefs_ok) {
        char msg[800];
        snprintf(msg, sizeof msg,
                 _("%s. The settings that could be read are used, the defaults for the rest."),
                 prefs_err);
        session_notice(a, _("Some settings could not be read"), msg, true);
    }
    if ((a->opt.host_seats || a->opt.join) && !start_net(a))
        return 1;
    a->now = SDL_GetTicks();
    draw(a, NULL);
    double first_frame = now_ms() - t_start;
    if (a->opt.bench_frames) {
        int rc = run_bench(a, first_frame);
        ui_art_free(&a->art);
        gfx_free(a);
        SDL_Quit();
        return rc;
    }
    bool saved_end = false, was_moving = false;
    int rc = 0;
    if (a->opt.events && !script_load(a->opt.events))
        return 2;
    while (!a->quit) {
        a->now = SDL_GetTicks();
        bool moving = game_on_stack(a) && play_update(a);
        bool scripted = script_running(a);
        const int net_wait = net_poll(a); /* a game across machines: what the host says */
        bool autoplaying = (a->opt.autoplay && !autoplay_done(a) && !net_waiting()) || scripted;
        /* A computer player's turn: autoplay stands aside and the loop sleeps until the turn's
           next step is due. */
        bool computer = game_on_stack(a) && ui_top(a) == SCR_GAME && play_seat_turn(a);
        if (a->play && a->play->g->over && !saved_end && ui_top(a) == SCR_END) {
            save_finished(a);
            saved_end = true;
        } else if (a->play && !a->play->g->over) {
            saved_end = false;
        }
        bool shoot = a->opt.screenshot && !autoplaying && !net_waiting() &&
                     !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
        /* The frame after the last one of an animation is drawn too: otherwise what the
           animation showed last (a fading score, a flying tile) stays until the next event. */
        if (a->dirty || moving || was_moving || shoot) {
            a->dirty = false;
            draw(a, shoot ? a->opt.screenshot : NULL);
            if (shoot)
                break;
        }
        was_moving = moving;
        if (scripted && !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT)) {
            const char *shot = NULL;
            bool redraw;
            script_step(a, &shot, &redraw);
            if (shot && redraw)
                draw(a, shot);
            else if (shot)
                save_shot(a, shot);
        } else if (a->opt.events && !scripted && a->opt.quit_at_end && !a->opt.screenshot &&
                   !a->opt.autoplay && !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT)) {
            /* (With --autoplay, autoplay plays on after the script and quits at the end.) */
            a->quit = true; /* the script is over and its events handled */
            continue;
        } else if (autoplaying && !computer && !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT)) {
            autoplay_step(a);
        }
        SDL_Event e;
        int wait = game_on_stack(a) ? play_wait_ms(a) : -1;
        if (moving && (wait < 0 || wait > 15))
            wait = 15;
        if (net_wait >= 0 && (wait < 0 || wait > net_wait))
            wait = net_wait;
        const int script_wait = scripted ? script_wait_ms(a) : -1;
        if (script_wait >= 0 && (wait < 0 || wait > script_wait))
            wait = script_wait;
        int got = autoplaying && !computer ? SDL_PollEvent(&e)
                  : wait >= 0              ? SDL_WaitEventTimeout(&e, wait)
                                           : SDL_WaitEvent(&e);
        if (got) {
            handle(a, &e);
            while (SDL_PollEvent(&e))
                handle(a, &e);
        }
    }
    if (a->play && a->opt.record_out && !play_write_record(a, a->opt.record_out))
        rc = 1;
    if (a->play && (a->opt.autoplay || a->opt.events))
        print_scores(a);
    if (script_failed())
        rc = 2;
    if (gfx_overflows() && !rc) {
        fprintf(stderr, "carcassonne: layout: %d texts did not fit their boxes\n", gfx_overflows());
        rc = 3;
    }
    net_close();
    play_ai_stop(a); /* no search may outlive the game it reads */
    script_free();
    SDL_StopTextInput();
    session_free(a);
    puzzle_free(a);
    lesson_free(a);
    rules_free(a);
    ui_sounds_close(&a->snd);
    ui_art_free(&a->art);
    gfx_free(a);
    if (a->play)
        carc_midend_free(a->play->mid);
    free(a->play);
    SDL_DestroyRenderer(a->ren);
    SDL_DestroyWindow(a->win);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return rc;
}
