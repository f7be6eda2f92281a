/*
 * art.c: loading, shrinking and turning the pictures (see art.h), and the painted stand-ins
 * for pictures that are missing.
 */
#include "art.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>
#include <cjson/cJSON.h>

#include "module_ui.h"
#include "view.h"

#define FMT SDL_PIXELFORMAT_ARGB8888

static SDL_Surface *new_surface(int w, int h)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, FMT);
    if (s)
        SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND);
    return s;
}

static uint32_t *px_row(SDL_Surface *s, int y)
{
    return (uint32_t *)((uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
}

/* Half size with a 2x2 box filter on premultiplied colour, so transparent pixels do not darken
   the edges of sprites. */
static SDL_Surface *half(SDL_Surface *src)
{
    int w = src->w / 2, h = src->h / 2;
    SDL_Surface *d = new_surface(w < 1 ? 1 : w, h < 1 ? 1 : h);
    if (!d)
        return NULL;
    for (int y = 0; y < d->h; y++) {
        uint32_t *o = px_row(d, y);
        const uint32_t *r0 = px_row(src, 2 * y),
                       *r1 = px_row(src, 2 * y + 1 < src->h ? 2 * y + 1 : 2 * y);
        for (int x = 0; x < d->w; x++) {
            uint32_t p[4] = {r0[2 * x], r0[2 * x + 1], r1[2 * x], r1[2 * x + 1]};
            unsigned a = 0, r = 0, g = 0, b = 0;
            for (int k = 0; k < 4; k++) {
                unsigned pa = p[k] >> 24;
                a += pa;
                r += (p[k] >> 16 & 255u) * pa;
                g += (p[k] >> 8 & 255u) * pa;
                b += (p[k] & 255u) * pa;
            }
            if (a == 0) {
                o[x] = 0;
                continue;
            }
            o[x] = (a / 4) << 24 | (r / a) << 16 | (g / a) << 8 | (b / a);
        }
    }
    return d;
}

/* A copy turned a quarter turn clockwise: destination (X, Y) shows source (Y, n - 1 - X). */
static SDL_Surface *turn(SDL_Surface *src)
{
    SDL_Surface *d = new_surface(src->h, src->w);
    if (!d)
        return NULL;
    for (int y = 0; y < d->h; y++) {
        uint32_t *o = px_row(d, y);
        for (int x = 0; x < d->w; x++)
            o[x] = px_row(src, src->h - 1 - x)[y];
    }
    return d;
}

/* Fills the smaller levels of m from lv[0]. */
static void build_levels(ui_mipmap *m)
{
    for (int l = 1; l < UI_MIPS; l++)
        m->lv[l] = m->lv[l - 1] && m->lv[l - 1]->w >= 8 ? half(m->lv[l - 1]) : NULL;
}

static void mip_free(ui_mipmap *m)
{
    for (int l = 0; l < UI_MIPS; l++) {
        if (m->tex[l])
            SDL_DestroyTexture(m->tex[l]);
        SDL_FreeSurface(m->lv[l]);
    }
    memset(m, 0, sizeof *m);
}

static SDL_Texture *mip_texture(SDL_Renderer *ren, ui_mipmap *m, int level)
{
    while (level > 0 && !m->lv[level])
        level--;
    if (!m->tex[level] && m->lv[level]) {
        m->tex[level] = SDL_CreateTextureFromSurface(ren, m->lv[level]);
        if (m->tex[level])
            SDL_SetTextureBlendMode(m->tex[level], SDL_BLENDMODE_BLEND);
    }
    return m->tex[level];
}

/* An image file as a surface of our pixel format, or NULL. */
static SDL_Surface *load_png(const char *path)
{
    SDL_Surface *raw = IMG_Load(path);
    if (!raw)
        return NULL;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, FMT, 0);
    SDL_FreeSurface(raw);
    return s;
}

/* ---- painted stand-ins ---- */

/* The point of each edge position as fractions of the tile, clockwise from NNW. */
static const float pos_xy[CARC_NPOS][2] = {{1 / 6.f, 0}, {.5f, 0},     {5 / 6.f, 0}, {1, 1 / 6.f},
                                           {1, .5f},     {1, 5 / 6.f}, {5 / 6.f, 1}, {.5f, 1},
                                           {1 / 6.f, 1}, {0, 5 / 6.f}, {0, .5f},     {0, 1 / 6.f},
                                           {.5f, .5f}};

static uint32_t kind_colour(int kind, float shade)
{
    static const uint8_t c[CARC_KINDS][3] = {
        {232, 216, 170}, {196, 150, 102}, {112, 160, 78}, {184, 70, 52}, {82, 148, 214}};
    if (kind < 0 || kind >= CARC_KINDS)
        kind = CARC_FIELD;
    uint32_t r = (uint32_t)(c[kind][0] * shade), g = (uint32_t)(c[kind][1] * shade),
             b = (uint32_t)(c[kind][2] * shade);
    return 0xFF000000u | (r > 255 ? 255 : r) << 16 | (g > 255 ? 255 : g) << 8 | (b > 255 ? 255 : b);
}

static float seg_dist(float px, float py, float ax, float ay, float bx, float by)
{
    float vx = bx - ax, vy = by - ay, t = ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    float dx = px - ax - t * vx, dy = py - ay - t * vy;
    return sqrtf(dx * dx + dy * dy);
}

/* The tile as coloured wedges: every pixel takes the kind of the edge position its ray from the
   centre meets; roads and rivers are narrow bands from their side to the centre. */
static SDL_Surface *paint_tile(const carc_tile_type *t)
{
    SDL_Surface *s = new_surface(UI_TILE_PX, UI_TILE_PX);
    if (!s)
        return NULL;
    const int n = UI_TILE_PX;
    for (int y = 0; y < n; y++) {
        uint32_t *o = px_row(s, y);
        for (int x = 0; x < n; x++) {
            float u = (x + .5f) / n, v = (y + .5f) / n, dx = u - .5f, dy = v - .5f;
            int pos;
            float frac;
            if (fabsf(dx) >= fabsf(dy)) {
                float hit = .5f + dy * .5f / (fabsf(dx) + 1e-6f);
                pos = dx > 0 ? 3 : 9;
                frac = dx > 0 ? hit : 1 - hit;
            } else {
                float hit = .5f + dx * .5f / (fabsf(dy) + 1e-6f);
                pos = dy > 0 ? 6 : 0;
                frac = dy > 0 ? 1 - hit : hit;
            }
            int third = frac < 1 / 3.f ? 0 : frac < 2 / 3.f ? 1 : 2;
            pos += third;
            int f = t->turn[0].slot[pos];
            int kind = f == CARC_NO_FEATURE ? CARC_FIELD : t->def.features[f].kind;
            if (kind == CARC_ROAD || kind == CARC_RIVER) {
                float w = kind == CARC_ROAD ? .06f : .1f;
                if (seg_dist(u, v, pos_xy[pos][0], pos_xy[pos][1], .5f, .5f) > w) {
                    int nb = (pos + (frac * 3 - (float)third < .5f ? 11 : 1)) % 12;
                    int g = t->turn[0].slot[nb];
                    kind = g == CARC_NO_FEATURE ? CARC_FIELD : t->def.features[g].kind;
                }
            }
            int c = t->turn[0].slot[CARC_CENTRE];
            if (c != CARC_NO_FEATURE && fabsf(dx) < .17f && fabsf(dy) < .17f)
                kind = t->def.features[c].kind;
            float shade = 1.0f - .12f * (fabsf(dx) + fabsf(dy));
            o[x] = kind_colour(kind, shade);
        }
    }
    return s;
}

/* Implicit shapes for the stand-in sprites: 1 inside, 0 outside, at (u, v) in [0, 1]. */
static int meeple_shape(float u, float v)
{
    float dx = u - .5f;
    if (dx * dx + (v - .2f) * (v - .2f) < .15f * .15f)
        return 1; /* head */
    if (v > .32f && v < .56f &&
        (dx * dx) / (.46f * .46f) + ((v - .44f) * (v - .44f)) / (.12f * .12f) < 1)
        return 1; /* arms */
    if (v >= .32f && v < .95f && fabsf(dx) < .16f + (v - .32f) * .3f) {
        if (v > .7f && fabsf(dx) < (v - .7f) * .6f)
            return 0; /* between the legs */
        return 1;
    }
    return 0;
}

static int mark_shape(int k, float u, float v)
{
    float dx = u - .5f, dy = v - .5f, r = sqrtf(dx * dx + dy * dy);
    switch (k) {
    case 0:
        return r < .3f; /* dot */
    case 1:
        return fabsf(dx + dy) < .16f && r < .45f; /* stripe */
    case 2:
        return r < .4f && r > .22f; /* ring */
    case 3: {                       /* star */
        float a = atan2f(dy, dx), k5 = cosf(5 * a + 1.5708f);
        return r < .22f + .2f * (k5 > 0 ? k5 : 0);
    }
    case 4:
        return (fabsf(dx - dy) < .12f || fabsf(dx + dy) < .12f) && r < .45f; /* cross */
    default:
        return fabsf(dx) < .27f && fabsf(dy) < .27f; /* square */
    }
}

/* At (u, v): the shape's (the meeple's, a module's figure's), or without one player mark
   `mark` (0..5). */
static int shape_at(int (*shape)(float u, float v), int mark, float u, float v)
{
    return shape ? shape(u, v) : mark_shape(mark, u, v);
}

/* A white shape with a dark outline three pixels wide, as the art helper's sprites are: shape,
   or without one player mark `mark`. */
static SDL_Surface *paint_shape(int size, int (*shape)(float u, float v), int mark)
{
    SDL_Surface *s = new_surface(size, size);
    if (!s)
        return NULL;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float u = (x + .5f) / size, v = (y + .5f) / size;
            int in = shape_at(shape, mark, u, v);
            int near = 0;
            for (int k = 0; k < 8 && !near; k++) {
                float a = (float)k * .785f, d = 3.0f / size;
                float uu = u + d * cosf(a), vv = v + d * sinf(a);
                near = shape_at(shape, mark, uu, vv);
            }
            px_row(s, y)[x] = in ? 0xFFFFFFFFu : near ? 0xFF202020u : 0;
        }
    return s;
}

static SDL_Surface *paint_spot(int size)
{
    SDL_Surface *s = new_surface(size, size);
    if (!s)
        return NULL;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float dx = (x + .5f) / size - .5f, dy = (y + .5f) / size - .5f;
            float r = sqrtf(dx * dx + dy * dy) * 2;
            float a = r > 1 ? 0 : r > .75f ? (1 - r) * 4 : .55f + .45f * (r / .75f);
            px_row(s, y)[x] = (uint32_t)(a * 255) << 24 | 0xFFFFFFu;
        }
    return s;
}

static void load_sprite(ui_mipmap *m, const char *assets, const char *name, SDL_Surface *fallback)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/sprites/%s", assets, name);
    SDL_Surface *s = load_png(path);
    if (s) {
        SDL_FreeSurface(fallback);
    } else {
        s = fallback;
        SDL_Log("art: %s missing, using a drawn shape", path);
    }
    m->lv[0] = s;
    build_levels(m);
}

int ui_art_load_sprites(ui_art *art, SDL_Renderer *ren, const char *assets)
{
    art->ren = ren;
    SDL_Surface *meeple = paint_shape(96, meeple_shape, 0);
    load_sprite(&art->meeple, assets, "meeple.png", meeple);
    load_sprite(&art->lying, assets, "meeple-lying.png",
                art->meeple.lv[0] ? turn(art->meeple.lv[0]) : NULL);
    load_sprite(&art->spot, assets, "spot.png", paint_spot(64));
    /* The modules' pieces (module_ui.h's sprites): where a file is missing, its shape drawn,
       or a soft spot. */
    for (int m = 0; m < CARC_MODULES; m++) {
        const ui_module_hooks *h = ui_module_hooks_of(m);
        for (int k = 0; h && k < UI_MODULE_SPRITES && h->sprites[k].file; k++) {
            const ui_sprite_def *d = &h->sprites[k];
            load_sprite(&art->module[m][k], assets, d->file,
                        d->shape ? paint_shape(d->size, d->shape, 0) : paint_spot(d->size));
        }
    }
    for (int k = 0; k < 6; k++) {
        char name[32];
        snprintf(name, sizeof name, "mark-%d.png", k);
        load_sprite(&art->mark[k], assets, name, paint_shape(48, NULL, k));
    }
    return 0;
}

/* ---- tiles ---- */

/* The anchors of a feature when the art file gives none: the middle of its positions, drawn
   toward the tile's centre so it stays on the tile's feature rather than on its edge. */
static void default_anchor(const carc_tile_type *t, int j, float out[2])
{
    unsigned m = t->def.features[j].mask;
    float sx = 0, sy = 0;
    int n = 0;
    for (int p = 0; p < CARC_NPOS; p++)
        if (m >> p & 1u) {
            sx += pos_xy[p][0];
            sy += pos_xy[p][1];
            n++;
        }
    if (n == 0) {
        out[0] = out[1] = .5f;
        return;
    }
    sx /= (float)n;
    sy /= (float)n;
    float pull = t->def.features[j].kind == CARC_FIELD ? .75f : .6f;
    out[0] = .5f + (sx - .5f) * pull;
    out[1] = .5f + (sy - .5f) * pull;
}

/* Reads assets/tiles/SET.json: {"tiles": {ID: {"image": ..., "anchors": [[x, y], ...]}}} or
   the same objects in an array with an "id" key. Unknown shapes are ignored: the art is then
   painted and anchored by default, which is never fatal. */
static cJSON *load_art_index(const char *assets, const char *set)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tiles/%s.json", assets, set);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 > cap) {
            cap = cap ? cap * 2 : 65536;
            char *nb = cap <= (64u << 20) ? realloc(buf, cap) : NULL;
            if (!nb) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        size_t r = fread(buf + len, 1, cap - len - 1, f);
        len += r;
        if (r == 0)
            break;
    }
    fclose(f);
    buf[len] = 0;
    cJSON *root = cJSON_Parse(buf);
    free(buf);
    if (!root)
        SDL_Log("art: %s is not valid JSON; painting its tiles", path);
    return root;
}

static const cJSON *art_entry(const cJSON *root, const char *id)
{
    const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(root, "tiles");
    if (cJSON_IsObject(tiles))
        return cJSON_GetObjectItemCaseSensitive(tiles, id);
    const cJSON *it;
    cJSON_ArrayForEach(it, tiles)
    {
        const cJSON *tid = cJSON_GetObjectItemCaseSensitive(it, "id");
        if (cJSON_IsString(tid) && strcmp(tid->valuestring, id) == 0)
            return it;
    }
    return NULL;
}

static void free_tiles(ui_art *art)
{
    for (int i = 0; i < art->ntypes; i++)
        for (int r = 0; r < 4; r++)
            mip_free(&art->tiles[i].rot[r]);
    free(art->tiles);
    art->tiles = NULL;
    art->ntypes = 0;
}

/* A tile's "marks": [{"feature": j, "at": [x, y], "radius": r}, ...]; an entry out of range is
   left out (the marks only point at what is drawn). */
static void load_marks(const cJSON *marks, int nfeatures, ui_tile_art *ta)
{
    ta->nmarks = 0;
    const cJSON *m;
    cJSON_ArrayForEach(m, marks)
    {
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(m, "feature");
        const cJSON *at = cJSON_GetObjectItemCaseSensitive(m, "at");
        const cJSON *r = cJSON_GetObjectItemCaseSensitive(m, "radius");
        const cJSON *x = cJSON_GetArrayItem(at, 0), *y = cJSON_GetArrayItem(at, 1);
        if (ta->nmarks == UI_MAX_MARKS || !cJSON_IsNumber(f) || !cJSON_IsNumber(x) ||
            !cJSON_IsNumber(y) || !cJSON_IsNumber(r) || f->valueint < -1 ||
            f->valueint >= nfeatures || x->valuedouble < 0 || x->valuedouble > 1 ||
            y->valuedouble < 0 || y->valuedouble > 1 || r->valuedouble <= 0 || r->valuedouble > 0.5)
            continue;
        ta->marks[ta->nmarks++] = (ui_tile_mark){f->valueint, (float)x->valuedouble,
                                                 (float)y->valuedouble, (float)r->valuedouble};
    }
}

int ui_art_load_tiles(ui_art *art, const char *assets, const carc_catalog *cat)
{
    free_tiles(art);
    art->tiles = calloc((size_t)cat->ntypes, sizeof *art->tiles);
    if (!art->tiles)
        return cat->ntypes;
    art->ntypes = cat->ntypes;
    int missing = 0;
    cJSON *index[CARC_MAX_SETS] = {0};
    for (int s = 0; s < cat->nsets && s < CARC_MAX_SETS; s++)
        index[s] = load_art_index(assets, cat->set_names[s]);
    for (int i = 0; i < cat->ntypes; i++) {
        const carc_tile_type *t = &cat->types[i];
        ui_tile_art *ta = &art->tiles[i];
        const char *set = cat->set_names[t->set];
        const cJSON *e = index[t->set] ? art_entry(index[t->set], t->def.id) : NULL;
        for (int j = 0; j < t->def.nfeatures; j++) {
            default_anchor(t, j, ta->anchor[j]);
            const cJSON *an = cJSON_GetObjectItemCaseSensitive(e, "anchors");
            const cJSON *aj = cJSON_GetArrayItem(an, j);
            const cJSON *ax = cJSON_GetArrayItem(aj, 0), *ay = cJSON_GetArrayItem(aj, 1);
            if (cJSON_IsNumber(ax) && cJSON_IsNumber(ay) && ax->valuedouble >= 0 &&
                ax->valuedouble <= 1 && ay->valuedouble >= 0 && ay->valuedouble <= 1) {
                ta->anchor[j][0] = (float)ax->valuedouble;
                ta->anchor[j][1] = (float)ay->valuedouble;
            }
        }
        load_marks(cJSON_GetObjectItemCaseSensitive(e, "marks"), t->def.nfeatures, ta);
        char path[1024];
        const cJSON *img = cJSON_GetObjectItemCaseSensitive(e, "image");
        if (cJSON_IsString(img) && !strstr(img->valuestring, ".."))
            snprintf(path, sizeof path, "%s/tiles/%s", assets, img->valuestring);
        else
            snprintf(path, sizeof path, "%s/tiles/%s/%s.png", assets, set, t->def.id);
        SDL_Surface *s = load_png(path);
        if (s && (s->w != UI_TILE_PX || s->h != UI_TILE_PX)) {
            SDL_Surface *sc = new_surface(UI_TILE_PX, UI_TILE_PX);
            if (sc) {
                SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
                SDL_BlitScaled(s, NULL, sc, NULL);
            }
            SDL_FreeSurface(s);
            s = sc;
        }
        if (!s) {
            missing++;
            s = paint_tile(t);
        }
        ta->rot[0].lv[0] = s;
        build_levels(&ta->rot[0]);
    }
    for (int s = 0; s < CARC_MAX_SETS; s++)
        cJSON_Delete(index[s]);
    if (missing)
        SDL_Log("art: %d tile pictures missing under %s/tiles; painted from the definitions",
                missing, assets);
    return missing;
}

SDL_Texture *ui_art_tile(ui_art *art, int type, int rot, int level)
{
    if (type < 0 || type >= art->ntypes)
        return NULL;
    ui_tile_art *ta = &art->tiles[type];
    rot &= 3;
    level = level < 0 ? 0 : level >= UI_MIPS ? UI_MIPS - 1 : level;
    ui_mipmap *m = &ta->rot[rot];
    if (m->tex[level])
        return m->tex[level];
    if (!m->lv[level] && ta->rot[0].lv[level]) {
        /* Turn the unturned copy of the same size, once. */
        SDL_Surface *s = ta->rot[0].lv[level];
        SDL_Surface *t = s;
        for (int q = 0; q < rot && t; q++) {
            SDL_Surface *n = turn(t);
            if (t != s)
                SDL_FreeSurface(t);
            t = n;
        }
        m->lv[level] = t;
    }
    if (!m->tex[level] && m->lv[level]) {
        m->tex[level] = SDL_CreateTextureFromSurface(art->ren, m->lv[level]);
        /* Tiles are opaque: copying without blending is much faster in software. */
        if (m->tex[level])
            SDL_SetTextureBlendMode(m->tex[level], SDL_BLENDMODE_NONE);
        /* The turned copy lives on in the texture; the surface is not needed again. */
        if (rot != 0 && m->tex[level]) {
            SDL_FreeSurface(m->lv[level]);
            m->lv[level] = NULL;
        }
    }
    return m->tex[level];
}

SDL_Texture *ui_art_sprite(ui_art *art, ui_mipmap *m, double px)
{
    int level = 0;
    while (level + 1 < UI_MIPS && m->lv[level + 1] && m->lv[level + 1]->w >= px)
        level++;
    return mip_texture(art->ren, m, level);
}

void ui_art_anchor(const ui_art *art, int type, int feature, int rot, double *x, double *y)
{
    double ax = .5, ay = .5;
    if (type >= 0 && type < art->ntypes && feature >= 0 && feature < CARC_MAX_FEATURES) {
        ax = art->tiles[type].anchor[feature][0];
        ay = art->tiles[type].anchor[feature][1];
    }
    ui_anchor_rotate(ax, ay, rot, x, y);
}

const ui_tile_mark *ui_art_marks(const ui_art *art, int type, int *n)
{
    *n = type >= 0 && type < art->ntypes ? art->tiles[type].nmarks : 0;
    return *n ? art->tiles[type].marks : NULL;
}

void ui_art_free(ui_art *art)
{
    free_tiles(art);
    mip_free(&art->meeple);
    mip_free(&art->lying);
    mip_free(&art->spot);
    for (int m = 0; m < CARC_MODULES; m++)
        for (int k = 0; k < UI_MODULE_SPRITES; k++)
            mip_free(&art->module[m][k]);
    for (int k = 0; k < 6; k++)
        mip_free(&art->mark[k]);
}
