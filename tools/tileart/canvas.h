/*
 * canvas.h: the tile art generator's own small rasterizer.
 *
 * Everything the generator draws goes through a canvas of premultiplied floating-point RGBA
 * pixels, drawn several times larger than the final image and box-filtered down at the end:
 * that supersampling is the anti-aliasing, so the primitives here only decide coverage per
 * pixel centre and stay simple (polygon scanline fill, ellipses, thick polylines, per-pixel
 * callbacks). Noise comes from an integer hash of the coordinates and a seed, never from
 * rand(), so the same input always gives the same bytes.
 */
#ifndef TILEART_CANVAS_H
#define TILEART_CANVAS_H

#include <stdint.h>

typedef struct rgba {
    float r, g, b, a; /* straight (not premultiplied) colour, 0..1 */
} rgba;

typedef struct vec2 {
    double x, y;
} vec2;

typedef struct canvas {
    int w, h;
    float *px; /* w * h * 4 premultiplied RGBA */
} canvas;

/* A colour from 0xRRGGBB and an alpha. */
rgba rgb_hex(uint32_t hex, float a);
/* Linear interpolation of two colours, t in 0..1. */
rgba rgb_mix(rgba a, rgba b, float t);
/* The colour scaled toward black (f < 1) or white (f > 1), alpha kept. */
rgba rgb_shade(rgba c, float f);

/* A transparent canvas; returns -1 when out of memory. canvas_free releases the pixels. */
int canvas_init(canvas *cv, int w, int h);
void canvas_free(canvas *cv);

/* Blends colour c over pixel (x, y) with coverage a (0..1); out-of-range pixels are ignored. */
void canvas_blend(canvas *cv, int x, int y, rgba c, float a);

/* Fills a polygon (even-odd rule) given in pixel coordinates. */
void canvas_fill_poly(canvas *cv, const vec2 *pts, int n, rgba c);
/* Fills an ellipse centred at (cx, cy) with radii rx, ry, rotated by angle radians. */
void canvas_fill_ellipse(canvas *cv, double cx, double cy, double rx, double ry, double angle,
                         rgba c);
/* Strokes an open polyline with round joins and caps, width in pixels. */
void canvas_stroke(canvas *cv, const vec2 *pts, int n, double width, rgba c);

/* Distance from p to the segment a-b, and to a polyline. */
double seg_dist(vec2 p, vec2 a, vec2 b);
double poly_dist(vec2 p, const vec2 *pts, int n, int *seg, double *tseg);

/* Hash noise: a value in [0, 1) from integer coordinates and a seed. */
float hash01(int x, int y, uint32_t seed);
/* Smooth value noise in [0, 1) at (x, y), one lattice cell per unit. */
float value_noise(double x, double y, uint32_t seed);
/* Three octaves of value noise, roughly in [0, 1). */
float fbm(double x, double y, uint32_t seed);
/* A hash of a string, to seed each tile's noise from its id. */
uint32_t hash_str(const char *s);

/*
 * Box-filters the canvas down by an integer factor into 8-bit straight RGBA (w/f * h/f * 4
 * bytes, caller frees with free()); NULL when out of memory.
 */
uint8_t *canvas_downsample(const canvas *cv, int f);

/*
 * Writes 8-bit straight RGBA pixels as a PNG (RGBA, or RGB when every pixel is opaque, at the
 * highest zlib level). Returns 0, or -1 with a message on stderr.
 */
int png_write(const char *path, const uint8_t *rgba8, int w, int h);

#endif
