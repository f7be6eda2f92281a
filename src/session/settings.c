/*
 * settings.c: the settings file in the XDG config folder (see settings.h).
 */
#include "settings.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define FORMAT "carcassonne-settings"

/* $XDG_CONFIG_HOME/carcassonne (or ~/.config/carcassonne) into out. */
static int config_dir(char *out, size_t len, char *err, size_t errlen)
{
    const char *xdg = getenv("XDG_CONFIG_HOME");
    const char *home = getenv("HOME");
    int n;
    /* The XDG base directory specification: a relative XDG_CONFIG_HOME is ignored. */
    if (xdg != NULL && xdg[0] == '/')
        n = snprintf(out, len, "%s/carcassonne", xdg);
    else if (home != NULL && home[0] != '\0')
        n = snprintf(out, len, "%s/.config/carcassonne", home);
    else {
        snprintf(err, errlen, "settings: neither XDG_CONFIG_HOME nor HOME is set");
        return -1;
    }
    if (n < 0 || (size_t)n >= len) {
        snprintf(err, errlen, "settings: path too long");
        return -1;
    }
    return 0;
}

int carc_settings_path(char *out, size_t len, char *err, size_t errlen)
{
    char dir[2048];
    if (config_dir(dir, sizeof dir, err, errlen) != 0)
        return -1;
    if (snprintf(out, len, "%s/settings.json", dir) >= (int)len) {
        snprintf(err, errlen, "settings: path too long");
        return -1;
    }
    return 0;
}

int carc_settings_load(carc_settings *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    char path[2100];
    if (carc_settings_path(path, sizeof path, err, errlen) != 0)
        return -1;
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        if (errno == ENOENT)
            return 0;
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    char text[4096];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    cJSON *root = cJSON_Parse(text);
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *version = cJSON_GetObjectItemCaseSensitive(root, "version");
    const cJSON *lang = cJSON_GetObjectItemCaseSensitive(root, "language");
    int rc = 0;
    if (root == NULL || !cJSON_IsObject(root))
        rc = snprintf(err, errlen, "%s: not a JSON object", path);
    else if (!cJSON_IsString(format) || strcmp(format->valuestring, FORMAT) != 0)
        rc = snprintf(err, errlen, "%s: format: not \"" FORMAT "\"", path);
    else if (!cJSON_IsNumber(version) || version->valuedouble != 1)
        rc = snprintf(err, errlen, "%s: version: not 1", path);
    else if (lang != NULL &&
             (!cJSON_IsString(lang) || strlen(lang->valuestring) >= sizeof out->language))
        rc = snprintf(err, errlen, "%s: language: not a language code", path);
    else if (lang != NULL)
        snprintf(out->language, sizeof out->language, "%s", lang->valuestring);
    cJSON_Delete(root);
    return rc > 0 ? -1 : 0;
}

/* mkdir -p with 0700 for the folders it creates. */
static int make_dirs(char *path, char *err, size_t errlen)
{
    for (char *p = path + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char c = *p;
        *p = '\0';
        int bad = mkdir(path, 0700) != 0 && errno != EEXIST;
        if (bad)
            snprintf(err, errlen, "%s: cannot create the folder: %s", path, strerror(errno));
        *p = c;
        if (bad)
            return -1;
        if (c == '\0')
            return 0;
    }
}

int carc_settings_save(const carc_settings *s, char *err, size_t errlen)
{
    char dir[2048], path[2100], tmp[2200];
    if (config_dir(dir, sizeof dir, err, errlen) != 0 || make_dirs(dir, err, errlen) != 0)
        return -1;
    snprintf(path, sizeof path, "%s/settings.json", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path);
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "format", FORMAT);
    cJSON_AddNumberToObject(root, "version", 1);
    cJSON_AddStringToObject(root, "language", s->language);
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (text == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    int fd = mkstemp(tmp); /* 0600 */
    const char *step = fd < 0 ? "cannot create a temporary file" : NULL;
    size_t len = strlen(text);
    if (step == NULL && (write(fd, text, len) != (ssize_t)len || write(fd, "\n", 1) != 1))
        step = "cannot write";
    if (step == NULL && fsync(fd) != 0)
        step = "cannot sync";
    int saved = errno;
    if (fd >= 0 && close(fd) != 0 && step == NULL) {
        step = "cannot close";
        saved = errno;
    }
    if (step == NULL && rename(tmp, path) != 0) {
        step = "cannot rename the temporary file over it";
        saved = errno;
    }
    free(text);
    if (step != NULL) {
        if (fd >= 0)
            unlink(tmp);
        snprintf(err, errlen, "%s: %s: %s", path, step, strerror(saved));
        return -1;
    }
    return 0;
}
