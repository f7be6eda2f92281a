/*
 * paint.c: colours, distances, hash noise, per-pixel shaders into cairo surfaces, the final
 * box filter and the PNG writer (libpng, at the highest compression level).
 */
#include "paint.h"

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

rgba rgb_over(rgba c, rgba d)
{
    float a = c.a + d.a * (1 - c.a);
    if (a <= 0)
        return (rgba){0, 0, 0, 0};
    rgba o = {(c.r * c.a + d.r * d.a * (1 - c.a)) / a, (c.g * c.a + d.g * d.a * (1 - c.a)) / a,
              (c.b * c.a + d.b * d.a * (1 - c.a)) / a, a};
    return o;
}

cairo_surface_t *paint_surface(int w, int h)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(s);
        return NULL;
    }
    return s;
}

void paint_source(cairo_t *cr, rgba c)
{
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
}

static uint8_t to8(double v)
{
    return (uint8_t)lround(fmin(1.0, fmax(0.0, v)) * 255.0);
}

void paint_shade(cairo_surface_t *s, paint_shader fn, const void *ctx)
{
    cairo_surface_flush(s);
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    int stride = cairo_image_surface_get_stride(s);
    unsigned char *data = cairo_image_surface_get_data(s);
    for (int y = 0; y < h; y++) {
        uint32_t *row = (uint32_t *)(void *)(data + (size_t)y * (size_t)stride);
        for (int x = 0; x < w; x++) {
            rgba c = fn(ctx, (vec2){(x + 0.5) / w, (y + 0.5) / h});
            /* ARGB32 is premultiplied, native-endian 32-bit words. */
            row[x] = (uint32_t)to8(c.a) << 24 | (uint32_t)to8(c.r * c.a) << 16 |
                     (uint32_t)to8(c.g * c.a) << 8 | to8(c.b * c.a);
        }
    }
    cairo_surface_mark_dirty(s);
}

uint8_t *paint_downsample(cairo_surface_t *s, int f)
{
    cairo_surface_flush(s);
    int w = cairo_image_surface_get_width(s) / f, h = cairo_image_surface_get_height(s) / f;
    int stride = cairo_image_surface_get_stride(s);
    const unsigned char *data = cairo_image_surface_get_data(s);
    uint8_t *out = malloc((size_t)w * (size_t)h * 4);
    if (!out)
        return NULL;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double sum[4] = {0, 0, 0, 0};
            for (int j = 0; j < f; j++) {
                const uint32_t *row =
                    (const uint32_t *)(const void *)(data + (size_t)(y * f + j) * (size_t)stride);
                for (int i = 0; i < f; i++) {
                    uint32_t p = row[x * f + i];
                    sum[0] += (p >> 16) & 0xFF, sum[1] += (p >> 8) & 0xFF, sum[2] += p & 0xFF;
                    sum[3] += p >> 24;
                }
            }
            uint8_t *o = out + ((size_t)y * (size_t)w + (size_t)x) * 4;
            /* Back from premultiplied: the average colour of the covered samples. */
            for (int k = 0; k < 3; k++)
                o[k] = sum[3] > 0 ? to8(sum[k] / sum[3]) : 0;
            o[3] = to8(sum[3] / (f * f) / 255.0);
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
