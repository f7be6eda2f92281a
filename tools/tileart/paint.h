/*
 * paint.h: what the tile art generator draws with: cairo for shapes (paths, curves, strokes,
 * gradients, anti-aliasing), per-pixel shaders for the ground and the figures (which are
 * distance functions: walls, verges, banks and outlines come from the distance to an edge),
 * colours, hash noise, the final box filter and the PNG writer.
 *
 * Everything is drawn several times larger than the final image and box-filtered down at the
 * end, so the shaders may decide coverage per sample and stay simple. Noise comes from an
 * integer hash of the coordinates and a seed, never from rand(), so the same input always
 * gives the same bytes (with the same cairo and pixman).
 */
#ifndef TILEART_PAINT_H
#define TILEART_PAINT_H

#include <stdint.h>

#include <cairo.h>

typedef struct rgba {
    float r, g, b, a; /* straight (not premultiplied) colour, 0..1 */
} rgba;

typedef struct vec2 {
    double x, y;
} vec2;

/* A colour from 0xRRGGBB and an alpha. */
rgba rgb_hex(uint32_t hex, float a);
/* Linear interpolation of two colours, t in 0..1. */
rgba rgb_mix(rgba a, rgba b, float t);
/* The colour scaled toward black (f < 1) or white (f > 1), alpha kept. */
rgba rgb_shade(rgba c, float f);
/* c over d (straight alpha), d opaque or not. */
rgba rgb_over(rgba c, rgba d);

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

/* A transparent ARGB32 cairo surface, NULL when out of memory. */
cairo_surface_t *paint_surface(int w, int h);
/* Sets cr's source to c. */
void paint_source(cairo_t *cr, rgba c);

/* A per-pixel shader: the colour at p, in units of the surface (0..1 on each axis). */
typedef rgba (*paint_shader)(const void *ctx, vec2 p);
/* Replaces every pixel of s with the shader's colour at the pixel's centre. */
void paint_shade(cairo_surface_t *s, paint_shader fn, const void *ctx);

/*
 * Box-filters the surface down by an integer factor into 8-bit straight RGBA (w/f * h/f * 4
 * bytes, caller frees with free()); NULL when out of memory.
 */
uint8_t *paint_downsample(cairo_surface_t *s, int f);

/*
 * Writes 8-bit straight RGBA pixels as a PNG (RGBA, or RGB when every pixel is opaque, at the
 * highest zlib level). Returns 0, or -1 with a message on stderr.
 */
int png_write(const char *path, const uint8_t *rgba8, int w, int h);

#endif
