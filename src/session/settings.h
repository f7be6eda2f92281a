/*
 * settings.h: the player's settings that outlive a game (today the language), in the XDG
 * config folder: $XDG_CONFIG_HOME/carcassonne/settings.json, or ~/.config/carcassonne/ when
 * XDG_CONFIG_HOME is not set or not absolute. The folders are created with private permissions
 * (0700) and the file is written atomically (a temporary file, 0600, renamed over it).
 *
 * The file: {"format": "carcassonne-settings", "version": 1, "language": "de"}, where
 * "language" is "" for the system's language.
 */
#ifndef CARC_SETTINGS_H
#define CARC_SETTINGS_H

#include <stddef.h>

typedef struct carc_settings {
    char language[16]; /* a language code ("de", "pt"...), "" for the system's */
} carc_settings;

/* The settings file's path into out. Returns 0, or -1 with the reason in err (no HOME). */
int carc_settings_path(char *out, size_t len, char *err, size_t errlen);

/*
 * Reads the settings into *out (defaults first: a missing file is not an error). Returns 0, or
 * -1 with "FILE: reason" in err when the file exists but cannot be read or is not a settings
 * file; *out then keeps the defaults.
 */
int carc_settings_load(carc_settings *out, char *err, size_t errlen);

/* Writes the settings, creating the folders. Returns 0, or -1 with "PATH: reason" in err. */
int carc_settings_save(const carc_settings *s, char *err, size_t errlen);

#endif
