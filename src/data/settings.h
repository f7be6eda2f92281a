/*
 * settings.h: what the game window remembers between runs: its own settings (animation
 * speed, sound, the grid, how long computer players think, the players' colours and marks) and
 * the setup of the last game (players'
 * names, colours and seats, rules, tile sets), in $XDG_CONFIG_HOME/CARC_APP_ID/settings.json
 * (by default ~/.config/io.github.carcassonne_desktop.Carcassonne/settings.json).
 *
 * The file is a JSON object with "format": "carcassonne-settings" and "version": 1; every
 * other key is optional and read on its own: a key that is missing keeps its default, a key
 * that is wrong keeps its default too and is reported (one line "FILE: key: reason", the first
 * such key), and keys this version does not know are ignored, so that a newer version's file
 * still loads. Writing is canonical and atomic (carc_datafile_write).
 *
 * To add a setting: a field in carc_settings, its default in carc_settings_default, one read
 * in settings.c's read_settings and one line in carc_settings_write.
 */
#ifndef CARC_SETTINGS_H
#define CARC_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "record.h"

#define CARC_SETTINGS_FORMAT "carcassonne-settings"
#define CARC_SETTINGS_VERSION 1
#define CARC_SETTINGS_PATH_LEN 4096

/* The animation speeds offered, in percent of the normal speed (0: no animations). */
#define CARC_ANIM_SPEEDS 4
extern const int carc_anim_speeds[CARC_ANIM_SPEEDS]; /* 0, 50, 100, 200 */

/* The marks a figure of each colour carries, so that players tell figures apart without
   telling colours apart: the shapes of assets/sprites/mark-K.png, by K. */
#define CARC_MARKS 6
extern const char *const carc_mark_names[CARC_MARKS]; /* dot, stripe, ring, star, cross, square */

/* The UI scales a player may choose, in percent (0: automatic, the desktop's). */
#define CARC_UI_SCALE_MIN 100
#define CARC_UI_SCALE_MAX 200

typedef struct carc_settings {
    /* The window. */
    char language[16]; /* a language code ("de", "pt"...), "" for the system's */
    int anim_speed;    /* one of carc_anim_speeds */
    bool sound;        /* the window's short sounds (a tile put down, points, the end) */
    bool grid;         /* the tile grid drawn over the board */
    bool follow;       /* the view moves by itself to what play brings (on at first) */
    bool think_longer; /* computer players search four times as long */
    bool safe_colours; /* the players' colours in shades that colour-blind eyes tell apart */
    int marks[CARC_COLORS]; /* the mark of each colour (carc_color): a permutation of 0..5 */
    bool aids;         /* the aids to read the board (cards, fit counts, hints): on at first */
    /* "learn_offered": the first start's offer of a lesson was answered (or the player came
       before it was made: a settings file without the key reads true). False at first. */
    bool learn_offered;
    /* The size of the panel, buttons, texts and dialogs (not the board's tiles: that is the
       zoom), in percent of the window's own: CARC_UI_SCALE_MIN..CARC_UI_SCALE_MAX, or 0
       (at first) for the desktop's scale ("ui_scale" in the file). */
    int ui_scale;
    /* The last game's setup: the setup screen starts from it. */
    int nplayers;
    /* Colours distinct; ai "" for a person; name "" for the window's default name, which it
       words in the player's language ("Player 2", "Speler 2"). */
    carc_record_player players[CARC_MAX_PLAYERS];
    carc_rules rules;
    unsigned sets; /* the expansions: bit m for rule module m (module.h, carc_sets_names) */
    int nown;      /* the player's own tile sets beside them (tileset_find.h), by name */
    char own[CARC_MAX_SETS][CARC_NAME_LEN];
} carc_settings;

/* The settings of a first run: normal speed, sound on, no grid, the view following play, the
   usual colours with marks 0..5 in colour order, two people (Player 1 red, Player 2 blue), the
   current rules and the base game alone. */
void carc_settings_default(carc_settings *s);

/* The application id (meson's option app_id): the name of the user's folders. */
#ifndef CARC_APP_ID
#define CARC_APP_ID "io.github.carcassonne_desktop.Carcassonne"
#endif

/* The base folder of the XDG variable var ("XDG_CONFIG_HOME") when it is absolute, else
   $HOME/fallback (".config"), into out; false when neither names one. */
bool carc_xdg_base(const char *var, const char *fallback, char *out, size_t len);

/*
 * The settings file's path: $XDG_CONFIG_HOME/CARC_APP_ID/settings.json, or
 * $HOME/.config/CARC_APP_ID/settings.json when XDG_CONFIG_HOME is unset, empty or not absolute
 * (as the XDG base directory specification says). Returns 0, or -1 with a reason in err when
 * neither gives a folder.
 */
int carc_settings_path(char *out, size_t len, char *err, size_t errlen);

/*
 * The folders of earlier versions, named "carcassonne": the settings' ($XDG_CONFIG_HOME/
 * carcassonne) and the saves' ($XDG_DATA_HOME/carcassonne/carcassonne, whose parent is removed
 * when that leaves it empty), each renamed to CARC_APP_ID in the same base folder when no
 * folder of that name exists yet, so that the settings and saved games are kept. A folder that
 * cannot be renamed is left as it is (the game then starts from new folders). True with what
 * was done in note (for a line on stderr) when there was such a folder.
 */
bool carc_settings_move_old(char *note, size_t len);

/*
 * Loads the settings at path into *s, which should hold the defaults: 0 when every key present
 * was read (a file that does not exist is no error: *s is untouched), -1 with one line in err
 * when the file cannot be read, is not a settings file (then *s is untouched), or some key is
 * wrong (then that key keeps its value in *s and the others are read).
 */
int carc_settings_load(const char *path, carc_settings *s, char *err, size_t errlen);

/* The canonical text of s: malloc'ed, NUL-terminated; NULL when out of memory. */
char *carc_settings_write(const carc_settings *s);

/* Writes s to path atomically, creating its folder (and the folders above) when missing.
   Returns 0, or -1 with "PATH: reason" in err. */
int carc_settings_save(const char *path, const carc_settings *s, char *err, size_t errlen);

#endif
