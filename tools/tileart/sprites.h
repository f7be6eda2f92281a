/*
 * sprites.h: the follower sprites: standing and lying meeples, the six player marks and the
 * glowing ring that shows where a follower may go; and each set's figures (sets.h), drawn by
 * the set's own file.
 *
 * The followers are white (or white with a dark outline) on a transparent background so that
 * the UI tints them per player with SDL_SetTextureColorMod while the outline stays dark; a
 * set's neutral figures belong to no player and are drawn in their own colours, untinted.
 * docs/art-format.md gives their sizes and where a mark sits on the meeple.
 */
#ifndef TILEART_SPRITES_H
#define TILEART_SPRITES_H

/* Writes meeple.png, meeple-lying.png, mark-0.png .. mark-5.png, spot.png and each set's
   figures into dir, and when preview is not NULL a picture of them tinted in player colours
   to preview/sprites.png. Returns 0, or -1 after printing why. */
int sprites_write(const char *dir, const char *preview);

#endif
