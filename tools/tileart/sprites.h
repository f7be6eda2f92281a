/*
 * sprites.h: the follower sprites: standing and lying meeples, the abbot, the builder, the pig,
 * the six player marks and the glowing ring that shows where a follower may go; and the
 * neutral figures, the dragon and the fairy.
 *
 * The followers are white (or white with a dark outline) on a transparent background so that
 * the UI tints them per player with SDL_SetTextureColorMod while the outline stays dark; the
 * dragon and the fairy belong to no player and are drawn in their own colours, untinted.
 * docs/art-format.md gives their sizes and where a mark sits on the meeple.
 */
#ifndef TILEART_SPRITES_H
#define TILEART_SPRITES_H

/* Writes meeple.png, meeple-lying.png, abbot.png, builder.png, pig.png, dragon.png,
   fairy.png, mark-0.png .. mark-5.png and spot.png into dir, and when preview is not NULL a picture
   of them tinted in player colours to preview/sprites.png. Returns 0, or -1 after printing why. */
int sprites_write(const char *dir, const char *preview);

#endif
