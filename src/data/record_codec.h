/*
 * record_codec.h: the rule modules' part of the game records, internal to the data layer. Each
 * module with keys of its own in a record (RECORD.md version 2) reads, writes, replays and
 * records them through its codec, in the table carc_record_codecs by module id; record.c and
 * record_game.c loop over the codecs and name no module's key. A hook is NULL where the module
 * has nothing to say.
 *
 * Reading, writing and replaying a turn loop over every module's codec, in the table's order,
 * whatever the record's tile sets: a key of a set not in play is read, then refused when the
 * turn is replayed, as the core refuses the action or the codec the key (its queries answer
 * for a module not in play). The game's end, a tile not drawn and the recording of a turn
 * played loop over the modules in play.
 */
#ifndef CARC_RECORD_CODEC_H
#define CARC_RECORD_CODEC_H

#include <stdbool.h>
#include <stddef.h>

#include "json_read.h"
#include "module.h"
#include "record.h"

/* A growing string; after a failed allocation every append is a no-op and oom stays set. */
typedef struct strbuf {
    char *s;
    size_t len, cap;
    bool oom;
} strbuf;

void record_sb_printf(strbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* A JSON string literal: quotes, backslashes and control characters escaped, UTF-8 kept. */
void record_sb_string(strbuf *b, const char *s);

/* A turn's {"x", "y", "at"} under key: a feature of a placed tile. Returns 1 when the key is
   there, 0 when not, -1 on an error. */
int record_parse_spot(const carc_json_ctx *c, const cJSON *t, const char *path, const char *key,
                      int *x, int *y, int *at);

/* The first board position of the feature of local index f on the tile at (x, y) of g. */
int record_position_at(const carc_game *g, int x, int y, int f);

typedef struct carc_record_codec {
    /* Its keys of a turn, NULL-terminated: none may stand on a discarded tile. */
    const char *turn_keys[4];
    /* Those of them that name the figure step's action, NULL-terminated. */
    const char *step_keys[3];
    /* A record that names its tile set says version 2. */
    bool needs_v2;

    /* Reads its keys of turn i (t, at path) into rec, after the figure step's "meeple" and
       "return": returns -1 on an error, else how many of its keys name the figure step's
       action (at most one of those, "meeple" and "return" may stand in a turn), with the last
       of them in *step_key. */
    int (*parse_turn)(const carc_json_ctx *c, const cJSON *t, const char *path, carc_record *rec,
                      int i, const char **step_key);
    /* Its keys of turn i that concern the record beyond the turn, read after the turn's checks;
       before the first turn rec's part is cleared by clear_turns. */
    int (*parse_turn_record)(const carc_json_ctx *c, const cJSON *t, const char *path,
                             carc_record *rec, int i);
    void (*clear_turns)(carc_record *rec);
    /* The first of its keys that turn i uses, or NULL. */
    const char *(*v2_key)(const carc_record *rec, int i);
    /* Writes its keys of turn k, each as ", \"KEY\": VALUE". */
    void (*write_turn)(strbuf *b, const carc_record *rec, int k);

    /* Replaying. The figure step's action that turn t names, when it is one of the module's:
       its type, the figure's spot (x, y, at) and the key's name for messages; -1 when t names
       none of its actions. */
    int (*step_action)(const carc_record_turn *t, int *x, int *y, int *at, const char **key);
    /* The steps of its own phase that turn t lists, at most max, into acts: how many, or -1
       when t lists none (carc_record_turn_phase). */
    int (*phase_steps)(const carc_record_turn *t, carc_action *acts, int max);
    /* Its own phase's action on g from turn t, checked; -1 with the reason. */
    int (*phase_action)(const carc_record_turn *t, const carc_game *g, carc_action *a, char *why,
                        size_t len);
    /* After turn k's tile is placed on g (before: the game before the placement); -1 with the
       reason. */
    int (*placed)(const carc_record *rec, int k, const carc_game *before, carc_game *g, char *why,
                  size_t len);
    /* After turn t's figure step: its own phase played from t; -1 with the reason. */
    int (*after_step)(const carc_record_turn *t, carc_game *g, carc_events *ev, char *why,
                      size_t len);
    /* Why the game ended with tiles undrawn, or NULL. */
    const char *(*over_reason)(const carc_game *g);
    /* Why the tile of type named is not the one drawn, when the module knows: writes it and
       returns 1; 0 otherwise. */
    int (*not_drawn)(const carc_game *g, const char *named_id, int named, const char *drawn_id,
                     char *why, size_t len);

    /* Its keys of a game's result (RECORD.md, `replay`), each as ", \"KEY\": VALUE", when it
       is in play in g (carc_record_result_keys). */
    void (*result_keys)(strbuf *b, const carc_game *g);

    /* Recording: event e of the turn played on g, whose record turn is t (NULL before it). */
    void (*take_event)(carc_record *rec, carc_record_turn *t, const carc_game *g,
                       const carc_event *e);
} carc_record_codec;

/* Where each codec keeps its part of a turn in carc_record_turn.part (a module's own struct,
   copied in and out with memcpy: the part has no alignment), one line per codec, none
   overlapping; each codec checks at build time that its part fits. */
#define RECORD_DRAGON_PART_AT 0

/* The modules whose tile sets version 1 of the records knows (RECORD.md): bit m for module m.
   Any other set, and the figure kinds only other sets give, need version 2. */
extern const unsigned carc_record_v1_modules;

/* The codecs by module id (NULL: a module with no keys of its own). */
extern const carc_record_codec *const carc_record_codecs[CARC_MAX_MODULES];

#endif
