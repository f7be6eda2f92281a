/*
 * figure.h: what the figures' sprites share (sprites.c draws the followers and writes every
 * sprite; each set's own figures are drawn by its own file): a figure as signed distance
 * functions, and the shapes they are made of.
 */
#ifndef TILEART_FIGURE_H
#define TILEART_FIGURE_H

#include <stdint.h>

#include "paint.h"

typedef double (*sdf_fn)(vec2 p);
typedef uint32_t (*col_fn)(vec2 p);

/* How a figure is shaded: its shape, inner lines, colours (NULL: white, for the UI to tint),
   outline width, and the small shadow it casts on the tile. */
typedef struct figure {
    sdf_fn f, ink;
    col_fn col;
    double ow;    /* the dark outline's width, in units of the image */
    double feet;  /* the y of its feet: a soft oval shadow there; 0: no shadow */
    double halfw; /* half the shadow's width */
} figure;

/* sprites.c: the shapes figures are made of */
double sd_circle(vec2 p, double cx, double cy, double r);
double sd_box(vec2 p, double cx, double cy, double hx, double hy);
double sd_poly(vec2 p, const vec2 *v, int n);
double smin(double a, double b, double k);
double sd_capsule(vec2 p, vec2 a, vec2 b, double r);

#endif
