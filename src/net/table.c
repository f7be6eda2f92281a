/*
 * table.c: a table on the host (table.h): its seats, its files and the view clients get.
 */
#include "table.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "datafile.h"
#include "remote.h"
#include "tileset_io.h"

_Static_assert(CARC_NET_NAME_LEN == CARC_RECORD_NAME_LEN, "a name on the wire is a record's");

#define TABLE_FORMAT "carcassonne-table"
#define TABLE_VERSION 1

/* ---- randomness, codes and tokens ---- */

static int urandom(void *buf, size_t n)
{
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, (char *)buf + got, n - got);
        if (r <= 0 && errno != EINTR)
            break;
        if (r > 0)
            got += (size_t)r;
    }
    close(fd);
    return got == n ? 0 : -1;
}

int carc_net_random_token(char token[CARC_NET_TOKEN_LEN])
{
    uint8_t b[(CARC_NET_TOKEN_LEN - 1) / 2];
    if (urandom(b, sizeof b) != 0)
        return -1;
    for (size_t i = 0; i < sizeof b; i++)
        snprintf(token + 2 * i, 3, "%02x", b[i]);
    return 0;
}

int carc_net_random_code(char code[CARC_NET_CODE_LEN])
{
    /* No 0/O, 1/I: a code is read aloud and typed by friends. */
    static const char letters[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    uint8_t b[6];
    if (urandom(b, sizeof b) != 0)
        return -1;
    for (int i = 0; i < 6; i++)
        code[i] = letters[b[i] % 32];
    code[6] = '\0';
    return 0;
}

bool carc_table_token_ok(const carc_table *t, int seat, const char *token)
{
    if (seat < 0 || seat >= t->nseats || !t->taken[seat] || strlen(token) != CARC_NET_TOKEN_LEN - 1)
        return false;
    unsigned diff = 0;
    for (int i = 0; i < CARC_NET_TOKEN_LEN - 1; i++)
        diff |= (unsigned)(t->token[seat][i] ^ token[i]);
    return diff == 0;
}

/* ---- files ---- */

static void path_of(const carc_table *t, const char *suffix, char *out, size_t len)
{
    snprintf(out, len, "%s/%s%s", t->dir, t->code, suffix);
}

static const char *kind_name(const carc_table *t, int p)
{
    if (t->kind[p] == CARC_TSEAT_REMOTE)
        return "remote";
    if (t->kind[p] == CARC_TSEAT_RANDOM)
        return "random";
    return carc_ai_level_name((carc_ai_level)t->level[p]);
}

void carc_table_seats_text(const carc_table *t, char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int p = 0; p < t->nseats && n < len; p++)
        n += (size_t)snprintf(buf + n, len - n, "%s%s", p ? "," : "", kind_name(t, p));
}

static cJSON *action_json(const carc_action *a)
{
    const int v[7] = {a->type, a->figure, a->feature, a->elsewhere, a->at.x, a->at.y, a->at.rot};
    return cJSON_CreateIntArray(v, 7);
}

int carc_table_save(carc_table *t, char *err, size_t errlen)
{
    char path[CARC_TABLE_PATH_LEN + 32];
    path_of(t, ".json", path, sizeof path);
    if (carc_midend_save(t->m, path, err, errlen) != 0)
        return -1;
    cJSON *root = cJSON_CreateObject();
    cJSON *seats = cJSON_AddArrayToObject(root, "seats");
    cJSON *partial = cJSON_AddArrayToObject(root, "partial");
    cJSON_AddStringToObject(root, "format", TABLE_FORMAT);
    cJSON_AddNumberToObject(root, "version", TABLE_VERSION);
    cJSON_AddStringToObject(root, "code", t->code);
    cJSON_AddNumberToObject(root, "seq", t->seq);
    for (int p = 0; p < t->nseats; p++) {
        cJSON *s = cJSON_CreateObject();
        cJSON_AddStringToObject(s, "kind", kind_name(t, p));
        if (t->taken[p])
            cJSON_AddStringToObject(s, "token", t->token[p]);
        cJSON_AddItemToArray(seats, s);
    }
    for (int i = 0; i < t->npartial; i++)
        cJSON_AddItemToArray(partial, action_json(&t->partial[i]));
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    path_of(t, ".table.json", path, sizeof path);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    const int rc = carc_datafile_write(path, text, err, errlen);
    free(text);
    return rc;
}

/* ---- seats ---- */

/* Parses one seat's kind into t's seat p; -1 when it is none. */
static int parse_kind(carc_table *t, int p, const char *word)
{
    t->level[p] = -1;
    if (strcmp(word, "remote") == 0) {
        t->kind[p] = CARC_TSEAT_REMOTE;
    } else if (strcmp(word, "random") == 0) {
        t->kind[p] = CARC_TSEAT_RANDOM;
    } else {
        const int l = carc_ai_level_parse(word);
        if (l < 0)
            return -1;
        t->kind[p] = CARC_TSEAT_COMPUTER;
        t->level[p] = (int8_t)l;
    }
    return 0;
}

/* Gives seat p of the midend the controller of its kind. */
static int seat_one(carc_table *t, int p, uint64_t seed)
{
    carc_seat *s;
    if (t->kind[p] == CARC_TSEAT_REMOTE) {
        s = carc_seat_remote();
    } else if (t->kind[p] == CARC_TSEAT_RANDOM) {
        s = carc_seat_random(&t->rng, 50);
    } else {
        /* Its search on a worker thread: the host's loop keeps serving the other tables. */
        const carc_ai_config cfg =
            carc_ai_default_config((carc_ai_level)t->level[p], seed ^ (uint64_t)p);
        s = carc_seat_computer(&cfg, false, NULL, NULL);
    }
    if (!s)
        return -1;
    carc_midend_set_seat(t->m, p, s);
    return 0;
}

/* Gives every seat of the midend its controller. */
static int seat_all(carc_table *t, uint64_t seed)
{
    for (int p = 0; p < t->nseats; p++)
        if (seat_one(t, p, seed) != 0)
            return -1;
    return 0;
}

/* Makes seat p of kind `kind` (level for a computer) and saves the table; undone on failure. */
static int reseat(carc_table *t, int p, carc_table_seat kind, int level, char *err, size_t errlen)
{
    t->stuck = 0; /* another seat: asked afresh */
    const uint8_t old_kind = t->kind[p];
    const int8_t old_level = t->level[p];
    t->kind[p] = (uint8_t)kind;
    t->level[p] = (int8_t)level;
    if (seat_one(t, p, carc_midend_record(t->m)->seed) != 0) {
        t->kind[p] = old_kind;
        t->level[p] = old_level;
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    return carc_table_save(t, err, errlen);
}

int carc_table_hand_over(carc_table *t, int seat, carc_ai_level level, char *err, size_t errlen)
{
    if (seat < 0 || seat >= t->nseats || t->kind[seat] != CARC_TSEAT_REMOTE ||
        level >= CARC_AI_LEVELS) {
        snprintf(err, errlen, "seat %d is not a remote seat", seat + 1);
        return -1;
    }
    return reseat(t, seat, CARC_TSEAT_COMPUTER, (int)level, err, errlen);
}

int carc_table_give_back(carc_table *t, int seat, char *err, size_t errlen)
{
    if (seat < 0 || seat >= t->nseats || !t->taken[seat] || t->kind[seat] == CARC_TSEAT_REMOTE) {
        snprintf(err, errlen, "seat %d was not handed over", seat + 1);
        return -1;
    }
    return reseat(t, seat, CARC_TSEAT_REMOTE, -1, err, errlen);
}

void carc_table_free(carc_table *t)
{
    if (!t)
        return;
    carc_midend_free(t->m);
    free(t);
}

carc_table *carc_table_create(const char *dir, const char *seats, const char *tilesets,
                              bool has_seed, uint64_t seed, const char (*names)[CARC_NET_NAME_LEN],
                              int nnames, char *err, size_t errlen)
{
    carc_table *t = calloc(1, sizeof *t);
    carc_record *rec = calloc(1, sizeof *rec);
    if (!t || !rec) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    snprintf(t->dir, sizeof t->dir, "%s", dir);
    t->actor = -1;
    char list[CARC_NET_SEATS_LEN];
    if (snprintf(list, sizeof list, "%s", seats) >= (int)sizeof list) {
        snprintf(err, errlen, "seats \"%s\": too long", seats);
        goto fail;
    }
    char *save = NULL;
    for (char *w = strtok_r(list, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        if (t->nseats == CARC_MAX_PLAYERS || parse_kind(t, t->nseats, w) != 0) {
            snprintf(err, errlen,
                     "seats \"%s\": 2 to 6 of remote, random, easy, medium, hard, "
                     "separated by commas",
                     seats);
            goto fail;
        }
        t->nseats++;
    }
    if (t->nseats < CARC_MIN_PLAYERS) {
        snprintf(err, errlen, "seats \"%s\": a table has 2 to 6 seats", seats);
        goto fail;
    }
    rec->ntilesets =
        carc_tileset_names_parse(tilesets && *tilesets ? tilesets : "base", rec->tilesets);
    if (rec->ntilesets < 0) {
        snprintf(err, errlen, "tile sets \"%s\": not a list of names", tilesets);
        goto fail;
    }
    /* The names come from the network: only the host's own sets, named plainly (no path), and
       a refusal that does not show the host's folders. */
    for (int i = 0; i < rec->ntilesets; i++) {
        const char *n = rec->tilesets[i];
        bool plain = n[0] != '\0';
        for (const char *c = n; *c; c++)
            plain = plain && ((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-');
        char file[CARC_TABLE_PATH_LEN + 64];
        snprintf(file, sizeof file, "%s/tilesets/%s.json", carc_assets_dir(), n);
        if (!plain || access(file, R_OK) != 0) {
            snprintf(err, errlen, "tile set \"%s\": not a set this host has", n);
            goto fail;
        }
    }
    if (!has_seed) {
        uint64_t r = 0;
        if (urandom(&r, sizeof r) != 0) {
            snprintf(err, errlen, "no randomness from the system for the deck");
            goto fail;
        }
        seed = r & (((uint64_t)1 << 53) - 1);
    }
    rec->has_seed = true;
    rec->seed = seed;
    rec->nplayers = t->nseats;
    for (int p = 0; p < t->nseats; p++) {
        if (p < nnames && names[p][0])
            snprintf(rec->players[p].name, sizeof rec->players[p].name, "%s", names[p]);
        else
            snprintf(rec->players[p].name, sizeof rec->players[p].name, "Player %d", p + 1);
        rec->players[p].color = (carc_color)p;
        if (t->kind[p] != CARC_TSEAT_REMOTE)
            snprintf(rec->players[p].ai, sizeof rec->players[p].ai, "%s", kind_name(t, p));
    }
    char path[CARC_TABLE_PATH_LEN + 32];
    for (int tries = 0;; tries++) {
        if (tries == 100 || carc_net_random_code(t->code) != 0) {
            snprintf(err, errlen, "%s: no new table code", dir);
            goto fail;
        }
        path_of(t, ".json", path, sizeof path);
        if (access(path, F_OK) != 0)
            break;
    }
    t->m = carc_midend_open(rec, path, NULL, err, errlen);
    if (!t->m)
        goto fail;
    carc_rng_seed(&t->rng, seed ^ 0x5DEECE66Dull);
    if (seat_all(t, seed) != 0) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    if (carc_table_save(t, err, errlen) != 0)
        goto fail;
    free(rec);
    return t;
fail:
    free(rec);
    carc_table_free(t);
    return NULL;
}

/* Reads the table file's fields into t; -1 with err when one is missing or wrong. */
static int read_table_file(carc_table *t, const char *path, const cJSON *root, char *err,
                           size_t errlen)
{
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *ver = cJSON_GetObjectItemCaseSensitive(root, "version");
    const cJSON *seq = cJSON_GetObjectItemCaseSensitive(root, "seq");
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(root, "seats");
    const cJSON *partial = cJSON_GetObjectItemCaseSensitive(root, "partial");
    if (!cJSON_IsString(fmt) || strcmp(fmt->valuestring, TABLE_FORMAT) != 0 ||
        !cJSON_IsNumber(ver) || ver->valueint != TABLE_VERSION) {
        snprintf(err, errlen, "%s: not a table file of version %d", path, TABLE_VERSION);
        return -1;
    }
    if (!cJSON_IsNumber(seq) || seq->valuedouble < 0 || seq->valuedouble > 4e9 ||
        !cJSON_IsArray(seats) || cJSON_GetArraySize(seats) < CARC_MIN_PLAYERS ||
        cJSON_GetArraySize(seats) > CARC_MAX_PLAYERS || !cJSON_IsArray(partial) ||
        cJSON_GetArraySize(partial) > CARC_NET_MAX_PARTIAL) {
        snprintf(err, errlen, "%s: seq, seats or partial missing or out of range", path);
        return -1;
    }
    t->seq = (uint32_t)seq->valuedouble;
    const cJSON *s;
    cJSON_ArrayForEach(s, seats)
    {
        const cJSON *kind = cJSON_GetObjectItemCaseSensitive(s, "kind");
        const cJSON *token = cJSON_GetObjectItemCaseSensitive(s, "token");
        const int p = t->nseats++;
        if (!cJSON_IsString(kind) || parse_kind(t, p, kind->valuestring) != 0) {
            snprintf(err, errlen, "%s: seats[%d].kind: not a seat's kind", path, p);
            return -1;
        }
        if (token) {
            if (!cJSON_IsString(token) || strlen(token->valuestring) != CARC_NET_TOKEN_LEN - 1) {
                snprintf(err, errlen, "%s: seats[%d].token: not a token", path, p);
                return -1;
            }
            t->taken[p] = true;
            memcpy(t->token[p], token->valuestring, CARC_NET_TOKEN_LEN);
        }
    }
    const cJSON *a;
    cJSON_ArrayForEach(a, partial)
    {
        int v[7];
        for (int i = 0; i < 7; i++) {
            const cJSON *n = cJSON_GetArrayItem(a, i);
            if (!cJSON_IsNumber(n) || cJSON_GetArraySize(a) != 7) {
                snprintf(err, errlen, "%s: partial[%d]: not an action", path, t->npartial);
                return -1;
            }
            v[i] = n->valueint;
        }
        t->partial[t->npartial++] =
            (carc_action){.type = (uint8_t)v[0],
                          .figure = (uint8_t)v[1],
                          .feature = (uint8_t)v[2],
                          .elsewhere = (uint8_t)v[3],
                          .at = {(int16_t)v[4], (int16_t)v[5], (uint8_t)v[6]}};
    }
    return 0;
}

carc_table *carc_table_load(const char *dir, const char *code, char *err, size_t errlen)
{
    carc_table *t = calloc(1, sizeof *t);
    if (!t) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    snprintf(t->dir, sizeof t->dir, "%s", dir);
    snprintf(t->code, sizeof t->code, "%s", code);
    t->actor = -1;
    char path[CARC_TABLE_PATH_LEN + 32];
    path_of(t, ".table.json", path, sizeof path);
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    long n = -1;
    if (f && fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && n < 65536 &&
        fseek(f, 0, SEEK_SET) == 0 && (text = malloc((size_t)n + 1)) != NULL &&
        fread(text, 1, (size_t)n, f) == (size_t)n) {
        text[n] = '\0';
    } else {
        snprintf(err, errlen, "%s: %s", path, f ? "cannot be read" : strerror(errno));
        free(text);
        text = NULL;
    }
    if (f)
        fclose(f);
    cJSON *root = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (text && !root)
        snprintf(err, errlen, "%s: not JSON", path);
    if (!root || read_table_file(t, path, root, err, errlen) != 0) {
        cJSON_Delete(root);
        carc_table_free(t);
        return NULL;
    }
    cJSON_Delete(root);
    path_of(t, ".json", path, sizeof path);
    t->m = carc_midend_load(path, NULL, err, errlen);
    if (!t->m)
        goto fail;
    const carc_record *rec = carc_midend_record(t->m);
    if (rec->nplayers != t->nseats) {
        snprintf(err, errlen, "%s: %d players, the table file has %d seats", path, rec->nplayers,
                 t->nseats);
        goto fail;
    }
    carc_rng_seed(&t->rng, rec->seed ^ 0x5DEECE66Dull ^ t->seq);
    if (seat_all(t, rec->seed) != 0) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    /* The turn under way when the table was written: applied again. */
    for (int i = 0; i < t->npartial; i++) {
        char why[400];
        if (carc_midend_act(t->m, &t->partial[i], 1, NULL, NULL, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s: the turn under way, action %d: %s", path, i + 1, why);
            goto fail;
        }
    }
    return t;
fail:
    carc_table_free(t);
    return NULL;
}

/* ---- play ---- */

bool carc_table_over(const carc_table *t)
{
    return carc_midend_game(t->m)->over;
}

bool carc_table_host_turn(const carc_table *t)
{
    const carc_game *g = carc_midend_game(t->m);
    return !g->over && t->kind[carc_game_actor(g)] != CARC_TSEAT_REMOTE && t->stuck != t->seq + 1;
}

/*
 * Applies the answer of the seat whose decision it is: for a remote seat the actions given,
 * handed to it (a placement may come alone: carc_midend_step applies it at once), for the
 * host's seats what they answer (carc_midend_poll: a turn whole). 1 applied, 0 none yet, -1 a
 * refusal (err). Keeps seq, the last actions and the turn under way, and writes the table.
 */
static int step(carc_table *t, const carc_action *given, int ngiven, char *err, size_t errlen)
{
    carc_action acts[2];
    const int actor = carc_game_actor(carc_midend_game(t->m));
    int n = ngiven;
    if (given) {
        carc_seat *s = carc_midend_actor_seat(t->m);
        carc_seat_remote_give(s, given, ngiven);
        memcpy(acts, given, sizeof acts[0] * (size_t)ngiven);
        const int r = carc_midend_step(t->m, NULL, err, errlen);
        carc_seat_remote_give(s, given, 0); /* nothing left over after a refusal */
        if (r <= 0) {
            if (r == 0)
                snprintf(err, errlen, "seat %d took no action", actor + 1);
            return -1;
        }
    } else {
        n = carc_midend_poll(t->m, acts);
        if (n == 0)
            return 0;
        if (n < 0) {
            snprintf(err, errlen, "seat %d has no answer", actor + 1);
            return -1;
        }
        if (carc_midend_act(t->m, acts, n, NULL, NULL, err, errlen) != 0)
            return -1;
    }
    t->seq++;
    t->actor = actor;
    t->nlast = n;
    memcpy(t->last, acts, sizeof acts[0] * (size_t)n);
    if (!carc_midend_in_turn(t->m))
        t->npartial = 0;
    for (int i = 0; i < n && carc_midend_in_turn(t->m) && t->npartial < CARC_NET_MAX_PARTIAL; i++)
        t->partial[t->npartial++] = acts[i];
    char serr[1200];
    if (carc_table_save(t, serr, sizeof serr) != 0)
        fprintf(stderr, "table %s: not saved: %s\n", t->code, serr);
    return 1;
}

int carc_table_act(carc_table *t, int seat, uint32_t seq, const carc_action *acts, int n, char *err,
                   size_t errlen)
{
    const carc_game *g = carc_midend_game(t->m);
    if (seat < 0 || seat >= t->nseats || t->kind[seat] != CARC_TSEAT_REMOTE) {
        snprintf(err, errlen, "seat %d is not yours", seat + 1);
        return CARC_REFUSE_NOT_YOURS;
    }
    if (g->over || carc_game_actor(g) != seat) {
        snprintf(err, errlen, g->over ? "the game is over" : "not your turn: seat %d decides",
                 carc_game_actor(g) + 1);
        return CARC_REFUSE_NOT_YOUR_TURN;
    }
    if (seq != t->seq) {
        snprintf(err, errlen, "stale: the action answers state %u, the table is at %u", seq,
                 t->seq);
        return CARC_REFUSE_STALE;
    }
    carc_seat *s = carc_midend_actor_seat(t->m);
    if (!s || s->kind != CARC_SEAT_REMOTE) {
        snprintf(err, errlen, "seat %d is not a remote seat", seat + 1);
        return CARC_REFUSE_NOT_YOURS;
    }
    return step(t, acts, n, err, errlen) == 1 ? 0 : CARC_REFUSE_ILLEGAL;
}

int carc_table_step(carc_table *t, char *err, size_t errlen)
{
    if (!carc_table_host_turn(t))
        return 0;
    const int r = step(t, NULL, 0, err, errlen);
    if (r < 0)
        t->stuck = t->seq + 1;
    return r;
}

int carc_table_take_seat(carc_table *t, int seat, char token[CARC_NET_TOKEN_LEN], char *err,
                         size_t errlen)
{
    for (int p = seat < 0 ? 0 : seat; p < (seat < 0 ? t->nseats : seat + 1) && p < t->nseats; p++)
        if (t->kind[p] == CARC_TSEAT_REMOTE && !t->taken[p]) {
            if (carc_net_random_token(t->token[p]) != 0) {
                snprintf(err, errlen, "no randomness from the system for a token");
                return -1;
            }
            t->taken[p] = true;
            memcpy(token, t->token[p], CARC_NET_TOKEN_LEN);
            if (carc_table_save(t, err, errlen) != 0) {
                t->taken[p] = false;
                return -1;
            }
            return p;
        }
    if (seat < 0)
        snprintf(err, errlen, "table %s has no free seat", t->code);
    else
        snprintf(err, errlen, "table %s: seat %d is not a free remote seat", t->code, seat + 1);
    return -1;
}

/* ---- the view ---- */

/* Whether tile type a goes before b in a hidden stack: by draw group, then by type. */
static bool before(const carc_catalog *cat, int a, int b)
{
    const int oa = cat->types[a].def.draw_order, ob = cat->types[b].def.draw_order;
    return oa != ob ? oa < ob : a < b;
}

/* out[0..n) = the tile types drawn (first `drawn`) as they are, then the rest sorted by draw
   group and tile type, as ids. */
static void hide_rest(const carc_catalog *cat, const uint8_t *types, int n, int drawn,
                      char (*out)[CARC_ID_LEN])
{
    uint8_t buf[CARC_MAX_DECK];
    memcpy(buf, types, (size_t)n);
    drawn = drawn < 0 ? 0 : drawn;
    for (int i = drawn + 1; i < n; i++) /* insertion sort: at most a few hundred tiles */
        for (int j = i; j > drawn && before(cat, buf[j], buf[j - 1]); j--) {
            const uint8_t x = buf[j];
            buf[j] = buf[j - 1];
            buf[j - 1] = x;
        }
    for (int i = 0; i < n; i++)
        snprintf(out[i], CARC_ID_LEN, "%s", cat->types[buf[i]].def.id);
}

char *carc_table_view(const carc_table *t)
{
    const carc_game *g = carc_midend_game(t->m);
    carc_record *v = malloc(sizeof *v);
    if (!v)
        return NULL;
    carc_history_record(carc_midend_history(t->m), v);
    v->has_seed = false;
    v->seed = 0;
    v->has_deck = true;
    const int drawn = g->deck_pos + 1 < g->deck_len ? g->deck_pos + 1 : g->deck_len;
    if (v->restack_turn > 0) {
        /* A module's rule has laid a new stack (the record's restack: the end of g->deck, where
           the tiles set aside were taken out of the order drawn; the deck's length stays): what
           is drawn from it stays as it is and its rest is hidden. The stack before it is given
           as the record has it: its undrawn tiles were shuffled into the new stack, so their
           old order tells nothing of what comes. */
        const int at = g->deck_len - v->nrestack;
        hide_rest(g->cat, g->deck + at, v->nrestack, drawn - at, v->restack);
    } else {
        v->ndeck = g->deck_len;
        hide_rest(g->cat, g->deck, g->deck_len, drawn, v->deck);
    }
    char *text = carc_record_write(v);
    free(v);
    return text;
}
