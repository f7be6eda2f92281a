/*
 * history.c: undo, redo and replay as a cursor over a game record (see history.h).
 *
 * The state before the first turn is kept; any earlier turn is reached by copying it and
 * replaying, any later one by applying the turns in between. Turns enter the session only
 * after the core accepted them (when the record is opened, or when an action is applied), which is
 * why replaying them again may assert instead of reporting.
 */
#include "history.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "tileset_io.h"

void carc_history_free(carc_history *h)
{
    if (h == NULL)
        return;
    free(h->cat);
    free(h);
}

/* The observer told of turn k, just applied with the events ev (NULL: none kept). */
static void observe(carc_history *h, int k, const carc_events *ev, bool replayed)
{
    if (h->obs.turn && ev)
        h->obs.turn(h->obs.ctx, k, h->mover[k], &h->game, ev, replayed);
}

/* Events for the observer while the game is rebuilt: a buffer when someone watches. */
static carc_events *observer_events(const carc_history *h)
{
    return h->obs.turn ? malloc(sizeof(carc_events)) : NULL;
}

/* The one replay loop: turns from to k - 1 of the record applied to the game, each with its
   mover noted and told to the observer; ev (NULL: not wanted) gets the last one's events. 0, or
   -1 with "FILE: turn K: reason" in err when the core refuses a turn (a record being opened). */
static int replay(carc_history *h, int from, int k, carc_events *ev, char *err, size_t errlen)
{
    carc_events *seen = observer_events(h);
    int rc = 0;
    for (int i = from; i < k && rc == 0; i++) {
        carc_events *got = i == k - 1 && ev ? ev : seen;
        if (got)
            got->count = 0;
        h->mover[i] = (uint8_t)h->game.current;
        rc = carc_record_apply_turn(&h->rec, i, h->file, &h->game, got, err, errlen);
        if (rc == 0)
            observe(h, i, got, true);
    }
    free(seen);
    return rc;
}

static carc_history *open_session(const carc_record *rec, const char *file, const char *assets_dir,
                                  const carc_catalog *known, const carc_turn_observer *obs,
                                  char *err, size_t errlen)
{
    carc_history *h = calloc(1, sizeof *h);
    if (h != NULL)
        h->cat = malloc(sizeof *h->cat);
    if (h == NULL || h->cat == NULL) {
        snprintf(err, errlen, "%s: out of memory", file);
        carc_history_free(h);
        return NULL;
    }
    snprintf(h->file, sizeof h->file, "%s", file);
    h->rec = *rec;
    int started;
    if (known != NULL && carc_record_sets_are(rec, known)) {
        memcpy(h->cat, known, sizeof *h->cat); /* a copy: no files read, no JSON parsed */
        started = carc_record_start_game(&h->rec, file, h->cat, &h->start, err, errlen);
    } else {
        started = carc_record_start(&h->rec, file, assets_dir, h->cat, &h->start, err, errlen);
    }
    if (started != 0) {
        carc_history_free(h);
        return NULL;
    }
    /* A record that only names its seed gets its deck written out, so that what is saved from
       here on is exact whatever shuffled it. */
    if (!h->rec.has_deck) {
        h->rec.has_deck = true;
        h->rec.ndeck = h->start.deck_len;
        for (int i = 0; i < h->start.deck_len; i++)
            snprintf(h->rec.deck[i], sizeof h->rec.deck[i], "%s",
                     h->cat->types[h->start.deck[i]].def.id);
    }
    carc_game_copy(&h->game, &h->start);
    if (obs)
        h->obs = *obs;
    if (h->obs.reset)
        h->obs.reset(h->obs.ctx, &h->game);
    if (replay(h, 0, h->rec.nturns, NULL, err, errlen) != 0) {
        carc_history_free(h);
        return NULL;
    }
    h->cursor = h->rec.nturns;
    return h;
}

carc_history *carc_history_open(const carc_record *rec, const char *file, const char *assets_dir,
                                char *err, size_t errlen)
{
    return carc_history_open_with(rec, file, assets_dir, NULL, NULL, err, errlen);
}

carc_history *carc_history_open_with(const carc_record *rec, const char *file,
                                     const char *assets_dir, const carc_catalog *known,
                                     const carc_turn_observer *obs, char *err, size_t errlen)
{
    carc_history *h = open_session(rec, file, assets_dir, known, obs, err, errlen);
    if (h == NULL)
        carc_text_one_line(err, errlen); /* one line on screen and stderr */
    return h;
}

carc_history *carc_history_load(const char *path, const char *assets_dir, char *err, size_t errlen)
{
    carc_record *rec = malloc(sizeof *rec);
    if (rec == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    carc_history *h = NULL;
    if (carc_record_load(path, rec, err, errlen) == 0)
        h = carc_history_open(rec, path, assets_dir, err, errlen);
    else
        carc_text_one_line(err, errlen); /* one line on screen and stderr */
    free(rec);
    return h;
}

/* Drops the turns that waited to be redone: a new turn begins. */
static void drop_redo(carc_history *h)
{
    h->rec.nturns = h->cursor;
    if (h->rec.restack_turn > h->rec.nturns)
        h->rec.restack_turn = 0; /* it was in the turns dropped */
}

/* Records the turn under way, which the core has just completed, from its events (a module's
   new stack among them). */
static void push_turn(carc_history *h)
{
    h->mover[h->cursor] = (uint8_t)h->turn_mover;
    carc_record_add_turn(&h->rec, &h->game, &h->turn); /* room: a turn per tile of the deck */
    observe(h, h->cursor, &h->turn, false);
    h->cursor++;
    h->turn.count = 0;
}

bool carc_history_in_turn(const carc_history *h)
{
    return h->turn.count > 0;
}

int carc_history_apply(carc_history *h, const carc_action *a, carc_events *ev, char *err,
                       size_t errlen)
{
    if (carc_game_check_action(&h->game, a, err, errlen) != CARC_OK)
        return -1;
    if (!carc_history_in_turn(h)) {
        drop_redo(h);
        h->turn_mover = h->game.current;
    }
    const int from = h->turn.count;
    carc_game_apply(&h->game, a, &h->turn); /* a turn's events fit: CARC_MAX_EVENTS */
    for (int i = from; ev && i < h->turn.count && ev->count < CARC_MAX_EVENTS; i++)
        ev->ev[ev->count++] = h->turn.ev[i];
    const int ph = carc_game_phase(&h->game);
    if (ph == CARC_PHASE_TILE || ph == CARC_PHASE_OVER)
        push_turn(h);
    return 0;
}

int carc_history_play(carc_history *h, const carc_move *m, carc_events *ev, char *err,
                      size_t errlen)
{
    if (carc_game_check_move(&h->game, m, err, errlen) != CARC_OK)
        return -1;
    const carc_action place = {.type = CARC_ACT_PLACE, .at = m->at};
    int rc = carc_history_apply(h, &place, ev, err, errlen);
    if (rc == 0)
        rc = carc_history_apply(h, &m->step, ev, err, errlen);
    assert(rc == 0 && "a move the core accepted is refused action by action");
    return rc;
}

int carc_history_seek(carc_history *h, int k, carc_events *ev)
{
    if (k < 0 || k > h->rec.nturns)
        return -1;
    if (ev != NULL)
        ev->count = 0;
    int from = h->cursor;
    if (k < h->cursor || (k == h->cursor && ev != NULL) || carc_history_in_turn(h)) {
        carc_game_copy(&h->game, &h->start);
        from = 0;
        if (h->obs.reset)
            h->obs.reset(h->obs.ctx, &h->game);
    }
    char why[512];
    int rc = replay(h, from, k, ev, why, sizeof why);
    assert(rc == 0 && "a turn the core accepted once is refused on replay");
    (void)rc;
    h->cursor = k;
    h->turn.count = 0;
    return 0;
}

bool carc_history_can_undo(const carc_history *h)
{
    return h->cursor > 0 || carc_history_in_turn(h);
}

bool carc_history_can_redo(const carc_history *h)
{
    return h->cursor < h->rec.nturns && !carc_history_in_turn(h);
}

int carc_history_undo(carc_history *h, carc_events *ev)
{
    if (carc_history_in_turn(h))
        return carc_history_seek(h, h->cursor, ev);
    return carc_history_can_undo(h) ? carc_history_seek(h, h->cursor - 1, ev) : -1;
}

int carc_history_redo(carc_history *h, carc_events *ev)
{
    return carc_history_can_redo(h) ? carc_history_seek(h, h->cursor + 1, ev) : -1;
}

void carc_history_branch(carc_history *h)
{
    drop_redo(h);
}

void carc_history_record(const carc_history *h, carc_record *out)
{
    *out = h->rec;
    out->nturns = h->cursor;
    if (out->restack_turn > out->nturns)
        out->restack_turn = 0; /* in the turns undone */
}
