/*
 * art.h: the pictures of the game: tile images, followers, player marks and spot glows.
 *
 * Tiles come as 256-pixel images in their canonical orientation (assets/tiles/SET/ID.png) with
 * follower anchors per feature (assets/tiles/SET.json, docs/art-format.md). The software
 * renderer scales and rotates slowly and shrinks big images with ugly aliasing, so at load time
 * every tile gets smaller copies (256/128/64/32, box-filtered) and the board draws each tile
 * with the copy nearest the zoom, already turned: the turned copies are made the first time a
 * tile shows in that rotation at that size, so memory holds only what the board uses.
 *
 * When a picture is missing (a tile set without art yet, a damaged file) the tile is painted
 * from its definition instead, and the sprites from simple shapes: the game stays playable and
 * the console says what was missing. Nothing here is game state: it is all drawing.
 */
#ifndef CARC_UI_ART_H
#define CARC_UI_ART_H

#include <stdbool.h>

#include <SDL.h>

#include "module.h"
#include "tile.h"

#define UI_MIPS 4 /* 256, 128, 64, 32 */
#define UI_TILE_PX 256

/* One picture and its smaller copies; textures made on first use. */
typedef struct ui_mipmap {
    SDL_Surface *lv[UI_MIPS];
    SDL_Texture *tex[UI_MIPS];
} ui_mipmap;

#define UI_MAX_MARKS 6

/* A special mark drawn on a tile (a cloister's chapel, a sign a set's tiles carry: the art
   file's "marks"): a
   disc in the tile's canonical orientation and the feature it belongs to (-1: the tile's). */
typedef struct ui_tile_mark {
    int feature;
    float x, y, r;
} ui_tile_mark;

typedef struct ui_tile_art {
    ui_mipmap rot[4]; /* rot[0] holds the source surfaces; others are made when drawn */
    float anchor[CARC_MAX_FEATURES][2];
    int nmarks;
    ui_tile_mark marks[UI_MAX_MARKS];
} ui_tile_art;

/* A sprite of a module's piece (module_ui.h's sprites): its file in ASSETS/sprites and, where
   that is missing, its size and the shape drawn instead (1 inside at (u, v) in [0, 1], drawn
   white with a dark outline; NULL: a soft spot). */
typedef struct ui_sprite_def {
    const char *file;
    int size;
    int (*shape)(float u, float v);
} ui_sprite_def;
#define UI_MODULE_SPRITES 2 /* a module's sprites at most */

typedef struct ui_art {
    SDL_Renderer *ren;
    int ntypes;
    ui_tile_art *tiles; /* ntypes entries, for the catalog given to ui_art_load_tiles */
    ui_mipmap meeple, lying, spot, mark[6];
    /* The modules' pieces (module_ui.h's sprites: figures, neutral figures), by module id. */
    ui_mipmap module[CARC_MODULES][UI_MODULE_SPRITES];
} ui_art;

/* Loads the sprites from ASSETS/sprites (drawn shapes for what is missing). Returns 0. */
int ui_art_load_sprites(ui_art *art, SDL_Renderer *ren, const char *assets);

/* Loads the tile pictures and anchors of every type of cat, replacing those of an earlier
   catalog. A missing picture is painted from the definition. Returns how many tiles had no
   picture. */
int ui_art_load_tiles(ui_art *art, const char *assets, const carc_catalog *cat);

/* The texture of a tile type turned rot quarter turns, at mip level (0 = 256 px); NULL only
   when out of memory. */
SDL_Texture *ui_art_tile(ui_art *art, int type, int rot, int level);

/* The sprite picture nearest to px pixels wide. */
SDL_Texture *ui_art_sprite(ui_art *art, ui_mipmap *m, double px);

/* Where a follower on feature j of a tile type turned rot stands, as fractions of the tile. */
void ui_art_anchor(const ui_art *art, int type, int feature, int rot, double *x, double *y);

/* The marks of a tile type (their discs in the canonical orientation) and how many. */
const ui_tile_mark *ui_art_marks(const ui_art *art, int type, int *n);

/* Frees everything (safe on a zeroed ui_art). */
void ui_art_free(ui_art *art);

#endif
