/*
 * canvas.c: coverage-only primitives over a supersampled float canvas, hash noise, the final
 * box filter and the PNG writer (libpng). See canvas.h for why there is no per-primitive
 * anti-aliasing.
 */
#include "canvas.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

rgba rgb_hex(uint32_t hex, float a)
{
    rgba c = {(float)((hex >> 16) & 0xFF) / 255.0f, (float)((hex >> 8) & 0xFF) / 255.0f,
              (float)(hex & 0xFF) / 255.0f, a};
    return c;
}

rgba rgb_mix(rgba a, rgba b, float t)
{
    rgba c = {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
              a.a + (b.a - a.a) * t};
    return c;
}

rgba rgb_shade(rgba c, float f)
{
    if (f <= 1.0f) {
        rgba d = {c.r * f, c.g * f, c.b * f, c.a};
        return d;
    }
    float t = f - 1.0f;
    rgba d = {c.r + (1 - c.r) * t, c.g + (1 - c.g) * t, c.b + (1 - c.b) * t, c.a};
    return d;
}

int canvas_init(canvas *cv, int w, int h)
{
    cv->w = w;
    cv->h = h;
    cv->px = calloc((size_t)w * (size_t)h * 4, sizeof(float));
    return cv->px ? 0 : -1;
}

void canvas_free(canvas *cv)
{
    free(cv->px);
    cv->px = NULL;
}

void canvas_blend(canvas *cv, int x, int y, rgba c, float a)
{
    if (x < 0 || y < 0 || x >= cv->w || y >= cv->h)
        return;
    float k = c.a * a;
    if (k <= 0.0f)
        return;
    float *p = cv->px + ((size_t)y * (size_t)cv->w + (size_t)x) * 4;
    p[0] = c.r * k + p[0] * (1 - k);
    p[1] = c.g * k + p[1] * (1 - k);
    p[2] = c.b * k + p[2] * (1 - k);
    p[3] = k + p[3] * (1 - k);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void canvas_fill_poly(canvas *cv, const vec2 *pts, int n, rgba c)
{
    if (n < 3)
        return;
    double y0 = pts[0].y, y1 = pts[0].y;
    for (int i = 1; i < n; i++) {
        y0 = fmin(y0, pts[i].y);
        y1 = fmax(y1, pts[i].y);
    }
    double *xs = malloc(sizeof(double) * (size_t)n);
    if (!xs)
        return;
    int ya = (int)fmax(0, floor(y0)), yb = (int)fmin(cv->h - 1, ceil(y1));
    for (int y = ya; y <= yb; y++) {
        double sy = y + 0.5;
        int k = 0;
        for (int i = 0; i < n; i++) {
            vec2 a = pts[i], b = pts[(i + 1) % n];
            if ((a.y <= sy && b.y > sy) || (b.y <= sy && a.y > sy))
                xs[k++] = a.x + (sy - a.y) / (b.y - a.y) * (b.x - a.x);
        }
        qsort(xs, (size_t)k, sizeof(double), cmp_double);
        for (int i = 0; i + 1 < k; i += 2) {
            /* Pixel x is covered when its centre x + 0.5 lies inside the span. */
            int xa = (int)ceil(xs[i] - 0.5), xb = (int)floor(xs[i + 1] - 0.5);
            for (int x = xa; x <= xb; x++)
                canvas_blend(cv, x, y, c, 1.0f);
        }
    }
    free(xs);
}

void canvas_fill_ellipse(canvas *cv, double cx, double cy, double rx, double ry, double angle,
                         rgba c)
{
    double r = fmax(rx, ry);
    double ca = cos(angle), sa = sin(angle);
    int xa = (int)floor(cx - r), xb = (int)ceil(cx + r);
    int ya = (int)floor(cy - r), yb = (int)ceil(cy + r);
    for (int y = ya; y <= yb; y++)
        for (int x = xa; x <= xb; x++) {
            double dx = x + 0.5 - cx, dy = y + 0.5 - cy;
            double u = (dx * ca + dy * sa) / rx, v = (-dx * sa + dy * ca) / ry;
            if (u * u + v * v <= 1.0)
                canvas_blend(cv, x, y, c, 1.0f);
        }
}

double seg_dist(vec2 p, vec2 a, vec2 b)
{
    double dx = b.x - a.x, dy = b.y - a.y;
    double l2 = dx * dx + dy * dy;
    double t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return sqrt(ex * ex + ey * ey);
}

double poly_dist(vec2 p, const vec2 *pts, int n, int *seg, double *tseg)
{
    double best = 1e30;
    for (int i = 0; i + 1 < n; i++) {
        vec2 a = pts[i], b = pts[i + 1];
        double dx = b.x - a.x, dy = b.y - a.y;
        double l2 = dx * dx + dy * dy;
        double t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        double ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
        double d = ex * ex + ey * ey;
        if (d < best) {
            best = d;
            if (seg)
                *seg = i;
            if (tseg)
                *tseg = t;
        }
    }
    if (n == 1) {
        double ex = pts[0].x - p.x, ey = pts[0].y - p.y;
        best = ex * ex + ey * ey;
    }
    return sqrt(best);
}

void canvas_stroke(canvas *cv, const vec2 *pts, int n, double width, rgba c)
{
    if (n < 1)
        return;
    double r = width / 2;
    double x0 = pts[0].x, x1 = pts[0].x, y0 = pts[0].y, y1 = pts[0].y;
    for (int i = 1; i < n; i++) {
        x0 = fmin(x0, pts[i].x);
        x1 = fmax(x1, pts[i].x);
        y0 = fmin(y0, pts[i].y);
        y1 = fmax(y1, pts[i].y);
    }
    for (int y = (int)floor(y0 - r); y <= (int)ceil(y1 + r); y++)
        for (int x = (int)floor(x0 - r); x <= (int)ceil(x1 + r); x++) {
            vec2 p = {x + 0.5, y + 0.5};
            if (poly_dist(p, pts, n, NULL, NULL) <= r)
                canvas_blend(cv, x, y, c, 1.0f);
        }
}

float hash01(int x, int y, uint32_t seed)
{
    uint32_t h = seed * 0x9E3779B9u ^ (uint32_t)x * 0x85EBCA6Bu ^ (uint32_t)y * 0xC2B2AE35u;
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return (float)(h >> 8) / 16777216.0f;
}

float value_noise(double x, double y, uint32_t seed)
{
    double fx = floor(x), fy = floor(y);
    int ix = (int)fx, iy = (int)fy;
    double tx = x - fx, ty = y - fy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    double a = hash01(ix, iy, seed), b = hash01(ix + 1, iy, seed);
    double c = hash01(ix, iy + 1, seed), d = hash01(ix + 1, iy + 1, seed);
    return (float)(a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty);
}

float fbm(double x, double y, uint32_t seed)
{
    return 0.55f * value_noise(x, y, seed) + 0.3f * value_noise(x * 2.1, y * 2.1, seed + 1) +
           0.15f * value_noise(x * 4.3, y * 4.3, seed + 2);
}

uint32_t hash_str(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

uint8_t *canvas_downsample(const canvas *cv, int f)
{
    int w = cv->w / f, h = cv->h / f;
    uint8_t *out = malloc((size_t)w * (size_t)h * 4);
    if (!out)
        return NULL;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double s[4] = {0, 0, 0, 0};
            for (int j = 0; j < f; j++)
                for (int i = 0; i < f; i++) {
                    const float *p =
                        cv->px + ((size_t)(y * f + j) * (size_t)cv->w + (size_t)(x * f + i)) * 4;
                    for (int k = 0; k < 4; k++)
                        s[k] += p[k];
                }
            uint8_t *o = out + ((size_t)y * (size_t)w + (size_t)x) * 4;
            double a = s[3] / (f * f);
            for (int k = 0; k < 3; k++) {
                /* Back from premultiplied: the average colour of the covered samples. */
                double v = s[3] > 0 ? s[k] / s[3] : 0;
                o[k] = (uint8_t)lround(fmin(1.0, fmax(0.0, v)) * 255.0);
            }
            o[3] = (uint8_t)lround(fmin(1.0, fmax(0.0, a)) * 255.0);
        }
    return out;
}

static bool all_opaque(const uint8_t *rgba8, int w, int h)
{
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++)
        if (rgba8[i * 4 + 3] != 255)
            return false;
    return true;
}

/* libpng reports errors by longjmp: everything that lives across setjmp is set up by the
   caller and passed in, so nothing here changes after the jump point. */
static int png_encode(FILE *fp, png_structp png, png_infop info, uint8_t *row, const uint8_t *rgba8,
                      int w, int h, bool opaque)
{
    if (setjmp(png_jmpbuf(png)))
        return -1;
    png_init_io(png, fp);
    png_set_compression_level(png, 9);
    png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < h; y++) {
        const uint8_t *src = rgba8 + (size_t)y * (size_t)w * 4;
        if (opaque) {
            for (int x = 0; x < w; x++)
                memcpy(row + x * 3, src + x * 4, 3);
            png_write_row(png, row);
        } else {
            memcpy(row, src, (size_t)w * 4);
            png_write_row(png, row);
        }
    }
    png_write_end(png, NULL);
    return 0;
}

int png_write(const char *path, const uint8_t *rgba8, int w, int h)
{
    FILE *fp = fopen(path, "wb");
    if (!fp) {
        perror(path);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    uint8_t *row = malloc((size_t)w * 4);
    int rc = png && info && row
                 ? png_encode(fp, png, info, row, rgba8, w, h, all_opaque(rgba8, w, h))
                 : -1;
    png_destroy_write_struct(&png, &info);
    free(row);
    if (fclose(fp) != 0)
        rc = -1;
    if (rc < 0)
        fprintf(stderr, "%s: cannot write PNG\n", path);
    return rc;
}
