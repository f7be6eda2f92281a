/*
 * view.c: camera arithmetic, hit tests, rotation cycling and the game screen layout (see
 * view.h). No SDL here: the Check tests link this file alone with the core.
 */
#include "view.h"

#include <math.h>

bool ui_rect_has(const ui_rect *r, int x, int y)
{
    return x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

ui_rect ui_rect_centred(int win_w, int win_h, int w, int h)
{
    if (w > win_w - 20)
        w = win_w - 20;
    if (h > win_h - 20)
        h = win_h - 20;
    return (ui_rect){(win_w - w) / 2, (win_h - h) / 2, w, h};
}

void ui_cam_to_screen(const ui_camera *c, double bx, double by, double *sx, double *sy)
{
    *sx = c->view.x + c->view.w / 2.0 + (bx - c->cx) * c->zoom;
    *sy = c->view.y + c->view.h / 2.0 + (by - c->cy) * c->zoom;
}

void ui_cam_to_board(const ui_camera *c, double sx, double sy, double *bx, double *by)
{
    *bx = c->cx + (sx - c->view.x - c->view.w / 2.0) / c->zoom;
    *by = c->cy + (sy - c->view.y - c->view.h / 2.0) / c->zoom;
}

void ui_cam_cell_at(const ui_camera *c, double sx, double sy, int *x, int *y)
{
    double bx, by;
    ui_cam_to_board(c, sx, sy, &bx, &by);
    *x = (int)floor(bx);
    *y = (int)floor(by);
}

static double clampd(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

void ui_cam_zoom_at(ui_camera *c, double sx, double sy, double factor)
{
    double bx, by;
    ui_cam_to_board(c, sx, sy, &bx, &by);
    c->zoom = clampd(c->zoom * factor, UI_ZOOM_MIN, UI_ZOOM_MAX);
    /* Solve for the centre that puts (bx, by) back under (sx, sy). */
    c->cx = bx - (sx - c->view.x - c->view.w / 2.0) / c->zoom;
    c->cy = by - (sy - c->view.y - c->view.h / 2.0) / c->zoom;
}

void ui_cam_pan(ui_camera *c, double dx, double dy)
{
    c->cx -= dx / c->zoom;
    c->cy -= dy / c->zoom;
}

void ui_cam_fit(ui_camera *c, int minx, int miny, int maxx, int maxy, double max_zoom)
{
    double tw = maxx - minx + 3.0, th = maxy - miny + 3.0; /* one free cell each side */
    double z = fmin(c->view.w / tw, c->view.h / th);
    c->zoom = clampd(fmin(z, max_zoom), UI_ZOOM_MIN, UI_ZOOM_MAX);
    c->cx = (minx + maxx + 1) / 2.0;
    c->cy = (miny + maxy + 1) / 2.0;
}

/* The shift of a view [lo, hi] (board units, hi - lo its size) that brings [a, b] into it. */
static double shift_to_show(double lo, double hi, double a, double b)
{
    return a < lo ? a - lo : b > hi ? b - hi : 0;
}

bool ui_cam_pan_to_show(ui_camera *c, int minx, int miny, int maxx, int maxy, double margin)
{
    double hw = c->view.w / 2.0 / c->zoom, hh = c->view.h / 2.0 / c->zoom;
    double x0 = minx - margin, x1 = maxx + 1 + margin, y0 = miny - margin, y1 = maxy + 1 + margin;
    if (x1 - x0 > 2 * hw || y1 - y0 > 2 * hh)
        return false;
    c->cx += shift_to_show(c->cx - hw, c->cx + hw, x0, x1);
    c->cy += shift_to_show(c->cy - hh, c->cy + hh, y0, y1);
    return true;
}

bool ui_cam_shows(const ui_camera *c, int minx, int miny, int maxx, int maxy)
{
    double hw = c->view.w / 2.0 / c->zoom, hh = c->view.h / 2.0 / c->zoom;
    return minx >= c->cx - hw && maxx + 1 <= c->cx + hw && miny >= c->cy - hh &&
           maxy + 1 <= c->cy + hh;
}

/* The margin around w x h cells that the view has room for, up to `margin`. */
static double follow_margin(const ui_camera *c, int w, int h, double margin)
{
    double room = fmin(c->view.w / c->zoom - w, c->view.h / c->zoom - h) / 2;
    return clampd(room, 0, margin);
}

bool ui_cam_follow(ui_camera *c, const int (*cells)[2], int n, double margin)
{
    if (n <= 0)
        return false;
    int minx = cells[0][0], maxx = minx, miny = cells[0][1], maxy = miny;
    for (int i = 1; i < n; i++) {
        minx = cells[i][0] < minx ? cells[i][0] : minx;
        maxx = cells[i][0] > maxx ? cells[i][0] : maxx;
        miny = cells[i][1] < miny ? cells[i][1] : miny;
        maxy = cells[i][1] > maxy ? cells[i][1] : maxy;
    }
    if (ui_cam_shows(c, minx, miny, maxx, maxy))
        return false;
    if (ui_cam_pan_to_show(c, minx, miny, maxx, maxy,
                           follow_margin(c, maxx - minx + 1, maxy - miny + 1, margin)))
        return true;
    /* Too many to show at this zoom: the player's zoom stays; with one of them in view the
       view stays too, else it goes the least way to the nearest. */
    int best = 0;
    double bd = INFINITY;
    for (int i = 0; i < n; i++) {
        if (ui_cam_shows(c, cells[i][0], cells[i][1], cells[i][0], cells[i][1]))
            return false;
        double dx = cells[i][0] + .5 - c->cx, dy = cells[i][1] + .5 - c->cy;
        if (dx * dx + dy * dy < bd) {
            bd = dx * dx + dy * dy;
            best = i;
        }
    }
    return ui_cam_pan_to_show(c, cells[best][0], cells[best][1], cells[best][0], cells[best][1],
                              follow_margin(c, 1, 1, margin));
}

ui_camera ui_cam_glide(const ui_camera *from, const ui_camera *to, double t)
{
    t = clampd(t, 0, 1);
    double e = t * t * (3 - 2 * t);
    ui_camera c = *to;
    c.cx = from->cx + (to->cx - from->cx) * e;
    c.cy = from->cy + (to->cy - from->cy) * e;
    return c;
}

void ui_cam_keep_near(ui_camera *c, int minx, int miny, int maxx, int maxy)
{
    double mx = c->view.w / 2.0 / c->zoom, my = c->view.h / 2.0 / c->zoom;
    /* The viewport's centre may go half a viewport past the board, so the board's edge can
       reach the middle of the screen but never leave it. */
    c->cx = clampd(c->cx, minx - mx + 1.0, maxx + mx);
    c->cy = clampd(c->cy, miny - my + 1.0, maxy + my);
}

void ui_cam_fit_board(ui_camera *c, const carc_game *g, double max_zoom)
{
    int minx, miny, maxx, maxy;
    carc_game_bounds(g, &minx, &miny, &maxx, &maxy);
    ui_cam_fit(c, minx, miny, maxx, maxy, max_zoom);
}

void ui_cam_keep_on_board(ui_camera *c, const carc_game *g)
{
    int minx, miny, maxx, maxy;
    carc_game_bounds(g, &minx, &miny, &maxx, &maxy);
    ui_cam_keep_near(c, minx, miny, maxx, maxy);
}

int ui_mip_level(double zoom, int nlevels)
{
    if (zoom <= 0)
        return nlevels - 1;
    int l = (int)lround(log2(256.0 / zoom));
    return l < 0 ? 0 : l >= nlevels ? nlevels - 1 : l;
}

unsigned ui_rot_mask(const carc_placement *legal, int n, int x, int y)
{
    unsigned m = 0;
    for (int i = 0; i < n; i++)
        if (legal[i].x == x && legal[i].y == y)
            m |= 1u << (legal[i].rot & 3u);
    return m;
}

int ui_rot_cycle(unsigned mask, int cur, int dir)
{
    if (!(mask & 15u))
        return -1;
    int step = dir < 0 ? 3 : 1;
    for (int k = 1; k <= 4; k++) {
        int r = ((cur + step * k) % 4 + 4) % 4;
        if (mask >> r & 1u)
            return r;
    }
    return -1;
}

int ui_rot_pick(unsigned mask, int preferred)
{
    if (!(mask & 15u))
        return -1;
    for (int k = 0; k < 4; k++) {
        int r = ((preferred + k) % 4 + 4) % 4;
        if (mask >> r & 1u)
            return r;
    }
    return -1;
}

void ui_anchor_rotate(double ax, double ay, int rot, double *x, double *y)
{
    /* A quarter turn clockwise about the centre, in screen axes (y down): (x, y) -> (1-y, x). */
    for (int q = 0; q < (rot & 3); q++) {
        double t = ax;
        ax = 1.0 - ay;
        ay = t;
    }
    *x = ax;
    *y = ay;
}

int ui_hit_point(const double (*pts)[2], int n, double px, double py, double radius)
{
    int best = -1;
    double bd = radius * radius;
    for (int i = 0; i < n; i++) {
        double dx = pts[i][0] - px, dy = pts[i][1] - py, d = dx * dx + dy * dy;
        if (d <= bd) {
            bd = d;
            best = i;
        }
    }
    return best;
}

double ui_scale_for(int w, int h, double ratio, double factor)
{
    /* Window points, not pixels, decide the size of things; the pixel ratio then makes them
       sharp on high-DPI screens. */
    double pw = w / ratio, ph = h / ratio;
    double fit = fmin(ph / UI_FIT_H, pw / UI_FIT_W);
    /* A window smaller than 1400x900 points shrinks everything with it, but not its smallest
       text below 12 pixels (UI_READABLE) while the screens fit: at 1024x640 the panel's small
       text was 10 pixels high, too small to read at a glance. */
    double base = clampd(fmax(fmin(ph / 900.0, pw / 1400.0), fmin(fit, UI_READABLE)), 0.6, 2.0);
    return ratio * fmax(base, fmin(base * factor, fit));
}

static ui_rect rect(int x, int y, int w, int h)
{
    ui_rect r = {x, y, w, h};
    return r;
}

void ui_layout_game(int w, int h, double s, int rows_w, int rows_h, ui_layout *l)
{
    int pad = (int)(10 * s);
    /* As wide as the players' rows want (12 of the track's 14 cells, less a pad, hold them),
       up to two fifths of the window. */
    int pw = (int)fmax(390 * s, (rows_w + pad) * UI_TRACK_NX / (UI_TRACK_NX - 2) + 2 * pad);
    if (pw > w * 2 / 5)
        pw = w * 2 / 5;
    l->s = s;
    l->panel = rect(w - pw, 0, pw, h);
    l->board = rect(0, 0, w - pw, h);
    int x = l->panel.x + pad, iw = pw - 2 * pad, y = pad;
    l->banner = rect(x, y, iw, (int)(58 * s));
    y += l->banner.h + pad;
    int hs = (int)(150 * s);
    l->hand = rect(x, y, hs, hs);
    l->info = rect(x + hs + pad, y, iw - hs - pad, hs);
    y += hs + pad;
    int bw = (iw - 2 * pad) / 3, bh = (int)(44 * s);
    for (int i = 0; i < 3; i++)
        l->button[i] = rect(x + i * (bw + pad), y, bw, bh);
    y += bh + pad;
    int hint_h = (int)(24 * s);
    /* The track takes the rest, as square cells: 14 across the panel's width, 13 down, shrunk
       when the window is too short for that. */
    int cell = iw / UI_TRACK_NX;
    /* Undo and redo, and the log's title and a line. */
    int room = h - y - hint_h - pad - (int)(34 * s) - pad / 2 - ((int)(44 * s) + pad + pad / 2);
    if (cell * UI_TRACK_NY > room)
        cell = room / UI_TRACK_NY;
    if (cell < 4)
        cell = 4;
    l->cell = cell;
    int tw = cell * UI_TRACK_NX, th = cell * UI_TRACK_NY;
    /* Taller, its sides' cells longer, where the players' rows want more room than the square
       track holds: the log gives it up, down to its title and a line. Where even that does not
       give them their room, the track takes it and the log a few lines below, and the two
       scroll under the buttons. */
    const bool scrolls = rows_h + 2 * cell + pad > room && rows_h + 2 * cell + pad > th;
    if (scrolls)
        th = rows_h + 2 * cell + pad;
    else if (rows_h + 2 * cell + pad > th)
        th = rows_h + 2 * cell + pad < room ? rows_h + 2 * cell + pad : room > th ? room : th;
    l->track = rect(x + (iw - tw) / 2, y, tw, th);
    l->players = rect(l->track.x + cell + pad / 2, l->track.y + cell + pad / 2, tw - 2 * cell - pad,
                      th - 2 * cell - pad);
    l->hint = rect(x, h - hint_h - pad / 2, iw, hint_h);
    int hh = (int)(34 * s), hy = l->hint.y - hh - pad / 2;
    l->history[0] = rect(x, hy, (iw - pad) / 2, hh);
    l->history[1] = rect(x + iw - (iw - pad) / 2, hy, (iw - pad) / 2, hh);
    int ly = l->track.y + th + pad;
    l->log = rect(x, ly, iw, hy - ly - pad / 2 > 0 ? hy - ly - pad / 2 : 0);
    l->scroll = rect(0, 0, 0, 0);
    l->scroll_h = 0;
    if (scrolls) {
        l->log.h = (int)(120 * s); /* its title and four lines */
        l->scroll = rect(x, y, iw, hy - pad / 2 - y);
        l->scroll_h = ly + l->log.h - y;
    }
}

void ui_layout_scroll(ui_layout *l, int *top)
{
    const int most = l->scroll_h - l->scroll.h;
    if (*top > most)
        *top = most;
    if (*top < 0)
        *top = 0;
    l->track.y -= *top;
    l->players.y -= *top;
    l->log.y -= *top;
}

ui_rect ui_track_cell(const ui_rect *track, int cell, int i)
{
    i = (i % UI_TRACK_CELLS + UI_TRACK_CELLS) % UI_TRACK_CELLS;
    const int nx = UI_TRACK_NX, ny = UI_TRACK_NY;
    /* The top and bottom rows' cells are square; the sides' share what is between them. */
    const int top = track->y + cell, side = track->h - 2 * cell;
    int cx, cy;
    if (i < nx - 1) { /* top row, left to right */
        cx = i;
        cy = 0;
    } else if (i < nx - 1 + ny - 1) { /* right column, downward */
        cx = nx - 1;
        cy = i - (nx - 1);
    } else if (i < 2 * (nx - 1) + ny - 1) { /* bottom row, right to left */
        cx = nx - 1 - (i - (nx - 1) - (ny - 1));
        cy = ny - 1;
    } else { /* left column, upward */
        cx = 0;
        cy = ny - 1 - (i - 2 * (nx - 1) - (ny - 1));
    }
    if (cy == 0)
        return rect(track->x + cx * cell, track->y, cell, cell);
    if (cy == ny - 1)
        return rect(track->x + cx * cell, track->y + track->h - cell, cell, cell);
    const int y0 = top + side * (cy - 1) / (ny - 2), y1 = top + side * cy / (ny - 2);
    return rect(track->x + cx * cell, y0, cell, y1 - y0);
}

int ui_tiles_to_show(const carc_game *g, bool (*spent)(const carc_tile_type *t), int *shown,
                     int *left)
{
    for (int i = 0; i < g->cat->ntypes; i++)
        left[i] = 0;
    for (int i = g->deck_pos + 1; i < g->deck_len; i++)
        left[g->deck[i]]++;
    int n = 0;
    for (int i = 0; i < g->cat->ntypes; i++) {
        const carc_tile_type *t = &g->cat->types[i];
        if (t->deck_count > 0 && (left[i] > 0 || !spent || !spent(t)))
            shown[n++] = i;
    }
    return n;
}

void ui_track_marker(const ui_rect *cell, int k, int n, double *cx, double *cy, double *r)
{
    /* One in the middle; two side by side; up to four in a square; up to six in two rows of
       three. Offsets and radii in parts of the cell's side. */
    int cols = n <= 1 ? 1 : n <= 4 ? 2 : 3, rows = n <= 2 ? 1 : 2;
    double side = cell->w < cell->h ? cell->w : cell->h;
    double pitch = side / (cols > rows ? cols : rows);
    *r = n <= 1 ? side * .32 : pitch * .46;
    int col = k % cols, row = k / cols;
    *cx = cell->x + cell->w / 2.0 + (col - (cols - 1) / 2.0) * pitch;
    *cy = cell->y + cell->h / 2.0 + (row - (rows - 1) / 2.0) * pitch;
}

void ui_place_labels(int n, const double *x, const double *y, const int *w, int h, ui_rect *out)
{
    enum { MAX = 16 };
    if (n > MAX)
        n = MAX;
    double c[MAX];
    for (int i = 0; i < n; i++)
        c[i] = x[i];
    /* Relaxation: each pass pushes every overlapping pair apart symmetrically, a pixel more
       than they overlap so that rounding leaves them apart; a few labels settle in a few
       passes. */
    for (int pass = 0; pass < 64; pass++) {
        bool moved = false;
        for (int i = 0; i < n; i++)
            for (int k = i + 1; k < n; k++) {
                if (y[i] + h <= y[k] || y[k] + h <= y[i])
                    continue; /* on different lines */
                int l = c[i] <= c[k] ? i : k, r = l == i ? k : i;
                double over = (c[l] + w[l] / 2.0) - (c[r] - w[r] / 2.0);
                if (over > -1) {
                    c[l] -= (over + 1) / 2;
                    c[r] += (over + 1) / 2;
                    moved = true;
                }
            }
        if (!moved)
            break;
    }
    for (int i = 0; i < n; i++)
        out[i] = rect((int)floor(c[i] - w[i] / 2.0), (int)lround(y[i]), w[i], h);
}

void ui_fit_columns(int w, int n, const int *need, int first_min, int *out)
{
    if (n <= 0)
        return;
    long rest = 0;
    for (int i = 1; i < n; i++)
        rest += need[i];
    int first = need[0];
    if (first + rest > w) /* the first column gives up what it must, down to first_min */
        first = (int)(w - rest) > first_min ? (int)(w - rest)
                : first_min < first         ? first_min
                                            : first;
    if (first + rest <= w) {
        int spare = (int)(w - first - rest);
        for (int i = 0; i < n; i++)
            out[i] = (i ? need[i] : first) + spare / n + (i == n - 1 ? spare % n : 0);
        return;
    }
    const long sum = first + rest;
    int used = 0;
    for (int i = 0; i < n; i++) {
        out[i] = i == n - 1 ? w - used : (int)((long)(i ? need[i] : first) * w / sum);
        used += out[i];
    }
}

int ui_road_course(unsigned sides, double (*pts)[2])
{
    static const double pi = 3.14159265358979323846;
    static const double mid[4][2] = {{.5, 0}, {1, .5}, {.5, 1}, {0, .5}};
    /* The corner between side d and side d + 1. */
    static const double corner[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
    int a = -1, b = -1, n = 0;
    for (int d = 0; d < 4; d++)
        if (sides >> d & 1u) {
            b = a < 0 ? -1 : d;
            a = a < 0 ? d : a;
            n++;
        }
    if (n == 2 && (a + 2) % 4 != b) {
        int k = b == a + 1 ? a : b; /* the side the corner follows clockwise: west for W-N */
        int to = (k + 1) % 4;
        double a0 = atan2(mid[k][1] - corner[k][1], mid[k][0] - corner[k][0]);
        double a1 = atan2(mid[to][1] - corner[k][1], mid[to][0] - corner[k][0]);
        double da = a1 - a0;
        while (da > pi)
            da -= 2 * pi;
        while (da < -pi)
            da += 2 * pi;
        for (int i = 0; i < UI_ROAD_POINTS; i++) {
            double t = a0 + da * i / (UI_ROAD_POINTS - 1);
            pts[i][0] = corner[k][0] + .5 * cos(t);
            pts[i][1] = corner[k][1] + .5 * sin(t);
        }
        return UI_ROAD_POINTS;
    }
    if (n == 2) {
        pts[0][0] = mid[a][0], pts[0][1] = mid[a][1];
        pts[1][0] = mid[b][0], pts[1][1] = mid[b][1];
        return 2;
    }
    /* One side: to the middle, where a village, a cloister or a gate ends it. */
    int m = 0;
    for (int d = 0; d < 4; d++)
        if (sides >> d & 1u) {
            if (m > 0)
                pts[m][0] = pts[m][1] = .5, m++;
            pts[m][0] = mid[d][0], pts[m][1] = mid[d][1], m++;
        }
    if (m == 1)
        pts[m][0] = pts[m][1] = .5, m++;
    return m;
}

/* One axis of ui_fit_on_tile: the centre u in its tile's [0, 1) moved in so that half (in tile
   units) fits. */
static double fit_axis(double b, double half)
{
    double cell = floor(b), u = b - cell;
    if (half >= .5)
        return cell + .5;
    return cell + clampd(u, half, 1 - half);
}

void ui_fit_on_tile(double zoom, double least, double *bx, double *by, double *size)
{
    if (zoom <= 0)
        return;
    double ux = *bx - floor(*bx), uy = *by - floor(*by);
    double room = 2 * fmin(fmin(ux, 1 - ux), fmin(uy, 1 - uy)) * zoom;
    *size = fmin(*size, fmax(room, *size * least));
    double half = *size / 2 / zoom;
    *bx = fit_axis(*bx, half);
    *by = fit_axis(*by, half);
}
