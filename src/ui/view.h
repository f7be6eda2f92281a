/*
 * view.h: the window-free geometry of the game screen.
 *
 * Everything here is plain arithmetic on numbers the screens hand in, with no SDL, so the Check
 * tests link it without a window (tests/test_ui_logic.c): the camera that maps board cells to
 * window pixels (pan, zoom toward a point, fit, never lose the board), hit-testing of cells and
 * follower spots, cycling the tile in hand through the rotations that fit only, and the layout
 * of the side panel and the 0..49 scoring track. Board coordinates are in tiles: the tile at
 * cell (x, y) covers [x, x + 1) x [y, y + 1), so its centre is (x + 0.5, y + 0.5).
 */
#ifndef CARC_UI_VIEW_H
#define CARC_UI_VIEW_H

#include <stdbool.h>

#include "game.h"

typedef struct ui_rect {
    int x, y, w, h;
} ui_rect;

/* Whether the point lies inside r (left/top edges inclusive, right/bottom exclusive). */
bool ui_rect_has(const ui_rect *r, int x, int y);

/* A w x h box centred in a window of win_w x win_h pixels, shrunk to leave at least a 10-pixel
   margin on each side (dialogs and the menu). */
ui_rect ui_rect_centred(int win_w, int win_h, int w, int h);

/* The camera is a plain value: which board point sits at the centre of the viewport and how
   many window pixels one tile spans. */
typedef struct ui_camera {
    double cx, cy;
    double zoom;
    ui_rect view; /* the board's viewport in window pixels */
} ui_camera;

#define UI_ZOOM_MIN 24.0 /* pixels a tile: below it roads, cities and fields blur together */
#define UI_ZOOM_MAX 384.0

void ui_cam_to_screen(const ui_camera *c, double bx, double by, double *sx, double *sy);
void ui_cam_to_board(const ui_camera *c, double sx, double sy, double *bx, double *by);

/* The cell under a window pixel (floor, so negative cells work). */
void ui_cam_cell_at(const ui_camera *c, double sx, double sy, int *x, int *y);

/* Multiplies the zoom by factor, clamped to [UI_ZOOM_MIN, UI_ZOOM_MAX], keeping the board
   point under (sx, sy) where it is: the wheel zooms toward the cursor. */
void ui_cam_zoom_at(ui_camera *c, double sx, double sy, double factor);

/* Moves the view by a drag of (dx, dy) window pixels: the board follows the pointer. */
void ui_cam_pan(ui_camera *c, double dx, double dy);

/* Centres the board rectangle [minx, maxx] x [miny, maxy] (cells, inclusive) with a margin of
   one cell around it, at the largest zoom not above max_zoom that shows it whole. */
void ui_cam_fit(ui_camera *c, int minx, int miny, int maxx, int maxy, double max_zoom);

/* Pans the least that brings the cells [minx, maxx] x [miny, maxy] (inclusive) whole into the
   view, with a margin of `margin` cells, when they fit at the present zoom (which it never
   changes). Returns false, leaving the view as it was, when they do not fit. */
bool ui_cam_pan_to_show(ui_camera *c, int minx, int miny, int maxx, int maxy, double margin);

/* Whether the cells [minx, maxx] x [miny, maxy] (inclusive) lie whole in the view. */
bool ui_cam_shows(const ui_camera *c, int minx, int miny, int maxx, int maxy);

/* Where the view goes to follow play, given the n cells (x, y) that matter now (the tile just
   placed, the cells where the tile in hand fits, the modules' pieces and steps):
   nowhere while they all lie whole in view (false, c unchanged); else the least pan that shows
   them all with a margin of `margin` cells (less where the view has no room for it) when they
   fit at the present zoom; else, when none
   lies in view, the least pan that shows the one nearest the view's centre; else nowhere. It
   never zooms. True when c was moved. */
bool ui_cam_follow(ui_camera *c, const int (*cells)[2], int n, double margin);

/* The view a share t (0..1) of the way from `from` to `to`, eased in and out (smoothstep), the
   zoom and the viewport those of `to`. */
ui_camera ui_cam_glide(const ui_camera *from, const ui_camera *to, double t);

/* Keeps the view on the board: the centre may not leave the board's cells grown by a margin
   of half a viewport, so some tile is always on screen whatever the pan and zoom. */
void ui_cam_keep_near(ui_camera *c, int minx, int miny, int maxx, int maxy);

/* ui_cam_fit and ui_cam_keep_near for the placed tiles of a game. */
void ui_cam_fit_board(ui_camera *c, const carc_game *g, double max_zoom);
void ui_cam_keep_on_board(ui_camera *c, const carc_game *g);

/* The mip level (0 = 256 px, 1 = 128, ...) nearest to a tile drawn zoom pixels wide, on a log
   scale, among nlevels levels. */
int ui_mip_level(double zoom, int nlevels);

/* Bit q set when rotation q of the tile in hand fits at (x, y), from the legal placements. */
unsigned ui_rot_mask(const carc_placement *legal, int n, int x, int y);

/* The next rotation that fits after cur, turning clockwise (dir > 0) or back (dir < 0); cur
   itself when it is the only one; -1 when none fits. */
int ui_rot_cycle(unsigned mask, int cur, int dir);

/* The rotation to show on a cell: the preferred one when it fits, otherwise the first that fits
   turning clockwise from it; -1 when none fits. */
int ui_rot_pick(unsigned mask, int preferred);

/* A follower anchor (fractions of the tile in its canonical orientation) turned rot quarter
   turns clockwise, still as fractions of the tile. */
void ui_anchor_rotate(double ax, double ay, int rot, double *x, double *y);

/* The index of the point nearest to (px, py) within radius, or -1. */
int ui_hit_point(const double (*pts)[2], int n, double px, double py, double radius);

/* The game screen: the board viewport on the left, the side panel on the right. */
typedef struct ui_layout {
    double s;       /* UI scale: 1.0 at a 900-pixel-high window */
    ui_rect board;  /* the board viewport */
    ui_rect panel;  /* the side panel */
    ui_rect banner; /* whose turn it is, in the player's colour */
    ui_rect hand;   /* the tile in hand, drawn large */
    ui_rect info;   /* the text beside the tile in hand */
    ui_rect button[3];
    ui_rect track;      /* the scoring track, players listed inside it */
    ui_rect players;    /* the inner area of the track */
    ui_rect log;        /* what happened lately, under the track */
    ui_rect history[2]; /* undo and redo, under the log: never over the board's cells */
    ui_rect hint;       /* the key reminder line at the bottom */
    int cell;           /* the track's cell size */
    /* Where the track and the log scroll when the players' rows and the log do not fit at once
       (w 0: they fit), and how tall the two are: the track and the log lie in it moved up by
       the offset ui_layout_scroll gives. */
    ui_rect scroll;
    int scroll_h;
} ui_layout;

#define UI_TRACK_CELLS 50
#define UI_TRACK_NX 14 /* cells along the top and bottom rows, corners included */
#define UI_TRACK_NY 13 /* cells along the sides, corners included: 2*14 + 2*13 - 4 = 50 */

/* Lays out the game screen for a window of w x h pixels at scale s, the players' rows inside
   the track wanting rows_w x rows_h pixels (play_rows_need; 0 for none): the panel widens for
   them up to two fifths of the window, the track grows taller (the log shorter) for them. */
void ui_layout_game(int w, int h, double s, int rows_w, int rows_h, ui_layout *l);
/* Where the rows do not fit beside a log of a line (the track would squeeze them), the track
   keeps their height and the log a few lines, and the two scroll under the buttons: scrolls the
   layout by *top pixels (kept between 0 and as far as the log's end, written back; 0 when
   nothing scrolls). */
void ui_layout_scroll(ui_layout *l, int *top);

/* Cell i (0..49, taken modulo 50) of the track: 0 at the top left corner, clockwise; the top
   and bottom rows' cells `cell` pixels square, the sides' as tall as the track's height shares
   out among them. */
ui_rect ui_track_cell(const ui_rect *track, int cell, int i);

/* The tile types the "tiles left" list shows, in catalog order, into shown (CARC_MAX_TYPES),
   and how many of each are still to be drawn after the tile in hand, into left: the deck's,
   those all drawn among them, but not those spent says are spent once drawn (NULL: none is).
   Returns how many are shown. */
int ui_tiles_to_show(const carc_game *g, bool (*spent)(const carc_tile_type *t), int *shown,
                     int *left);

/* Where the k-th of n markers on one cell of the scoring track stands (centre and radius):
   side by side inside the cell, none over another, smaller the more they are. */
void ui_track_marker(const ui_rect *cell, int k, int n, double *cx, double *cy, double *r);

/* The lap labels of the scoring track ("+50" by a marker past 50 points), n of them, label i
   w[i] wide and h high, centred on x[i] with its top at y[i]. Labels that would run into each
   other on one line (the markers of neighbouring cells, wider than a cell) are pushed apart
   along it, each by half of what they overlap, until none overlaps another: each stays as
   near its marker as the others let it. The rectangles go to out. */
void ui_place_labels(int n, const double *x, const double *y, const int *w, int h, ui_rect *out);

/* The widths of n columns (buttons, a table's columns) across w pixels, into out: each gets
   need[i] and an equal part of the room left over. When they do not all fit, the first column
   gives up room down to first_min (a table's names, which may be cut short), and only then do
   all take their share of w in proportion to their needs. */
void ui_fit_columns(int w, int n, const int *need, int first_min, int *out);

/* A figure (a follower, a spot's ring) of *size pixels to be drawn centred on board point
   (*bx, *by) at zoom pixels a tile: shrinks it, to no less than `least` times its size, so that
   it keeps within its tile, and moves its centre in from the tile's edge for what still hangs
   over. The anchors of the tile art lie inside their features, so the figure stays on its
   feature's part of the tile at any zoom. */
void ui_fit_on_tile(double zoom, double least, double *bx, double *by, double *size);

/* The course of a road across one tile as the tile art draws it (tools/tileart), as points in
   tile units (0..1, y down) into pts (at least UI_ROAD_POINTS): sides holds the sides it leaves
   by (bit d: side d, north, east, south, west). Two opposite sides: straight across; two
   neighbouring sides: a quarter circle of radius 1/2 around their shared corner; one side (or
   more, which a road feature does not have): from each to the middle. Returns the count. */
#define UI_ROAD_POINTS 16
int ui_road_course(unsigned sides, double (*pts)[2]);

/* The UI scale for a window of w x h pixels whose pixels per window point are ratio: the
   window's own (1 for 1400x900 points, 0.6 to 2 with the window's size, but not below
   UI_READABLE where the screens fit) times factor (the player's choice or the desktop's, 1 to
   2), but no larger than every screen fits in (the panel, the setup and settings screens, the
   rules pages: UI_FIT_W x UI_FIT_H points at scale 1, found with the layout tests), and never
   smaller than the window's own. */
#define UI_READABLE (12.0 / 14.0) /* the small font (14 at scale 1) 12 pixels high */
#define UI_FIT_W 1180.0
#define UI_FIT_H 760.0
double ui_scale_for(int w, int h, double ratio, double factor);

#endif
