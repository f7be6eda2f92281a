/*
 * midend.c: the owner of a game in play (see midend.h). The record, the game and the cursor
 * are history.c's; this file adds the seats, the player's undo and redo, and the autosave.
 */
#include "midend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "text.h"

static carc_midend *wrap(carc_history *h)
{
    if (!h)
        return NULL;
    carc_midend *m = calloc(1, sizeof *m);
    if (!m) {
        carc_history_free(h);
        return NULL;
    }
    m->h = h;
    m->asked = -1;
    return m;
}

carc_midend *carc_midend_open(const carc_record *rec, const char *file, const char *assets_dir,
                              char *err, size_t errlen)
{
    err[0] = '\0';
    carc_midend *m = wrap(carc_history_open(rec, file, assets_dir, err, errlen));
    if (!m && err[0] == '\0')
        snprintf(err, errlen, "%s: out of memory", file);
    return m;
}

carc_midend *carc_midend_open_with(const carc_record *rec, const char *file, const char *assets_dir,
                                   const carc_catalog *known, const carc_turn_observer *obs,
                                   char *err, size_t errlen)
{
    err[0] = '\0';
    carc_midend *m = wrap(carc_history_open_with(rec, file, assets_dir, known, obs, err, errlen));
    if (!m && err[0] == '\0')
        snprintf(err, errlen, "%s: out of memory", file);
    return m;
}

carc_midend *carc_midend_load(const char *path, const char *assets_dir, char *err, size_t errlen)
{
    err[0] = '\0';
    carc_midend *m = wrap(carc_history_load(path, assets_dir, err, errlen));
    if (!m && err[0] == '\0')
        snprintf(err, errlen, "%s: out of memory", path);
    return m;
}

carc_midend *carc_midend_load_with(const char *path, const char *assets_dir,
                                   const carc_turn_observer *obs, char *err, size_t errlen)
{
    carc_record *rec = malloc(sizeof *rec);
    if (rec == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    carc_midend *m = NULL;
    if (carc_record_load(path, rec, err, errlen) == 0)
        m = carc_midend_open_with(rec, path, assets_dir, NULL, obs, err, errlen);
    else
        carc_text_one_line(err, errlen); /* one line on screen and stderr */
    free(rec);
    return m;
}

/* Whether seat s sits on a seat of m other than p. */
static bool seated_elsewhere(const carc_midend *m, int p, const carc_seat *s)
{
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        if (i != p && m->seat[i] == s)
            return true;
    return false;
}

static void seat_drop(carc_seat *s)
{
    if (s && s->ops->drop)
        s->ops->drop(s);
}

void carc_midend_set_seat(carc_midend *m, int p, carc_seat *s)
{
    if (p < 0 || p >= CARC_MAX_PLAYERS)
        return;
    carc_seat *old = m->seat[p];
    m->seat[p] = s;
    if (old && old != s && !seated_elsewhere(m, p, old)) {
        seat_drop(old);
        old->ops->free(old);
    }
    m->asked = -1;
}

void carc_midend_free(carc_midend *m)
{
    if (!m)
        return;
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        carc_midend_set_seat(m, p, NULL);
    free(m->header);
    free(m->scratch);
    carc_history_free(m->h);
    free(m);
}

const carc_game *carc_midend_game(const carc_midend *m)
{
    return &m->h->game;
}

const carc_record *carc_midend_record(const carc_midend *m)
{
    return &m->h->rec;
}

const carc_history *carc_midend_history(const carc_midend *m)
{
    return m->h;
}

carc_seat *carc_midend_actor_seat(const carc_midend *m)
{
    const carc_game *g = &m->h->game;
    return g->over ? NULL : m->seat[carc_game_actor(g)];
}

bool carc_midend_answers(const carc_midend *m, int p)
{
    return p >= 0 && p < CARC_MAX_PLAYERS && m->seat[p] && m->seat[p]->kind != CARC_SEAT_PERSON;
}

/* Whether p is the first seat its controller sits on (a controller is told things once). */
static bool first_seat(const carc_midend *m, int p)
{
    for (int q = 0; q < p; q++)
        if (m->seat[q] == m->seat[p])
            return false;
    return true;
}

/* Every seat forgets the decision it was told of: the game is not where it was. */
static void drop_all(carc_midend *m)
{
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        if (first_seat(m, p))
            seat_drop(m->seat[p]);
    m->asked = -1;
    m->held = false;
}

void carc_midend_drop(carc_midend *m)
{
    drop_all(m);
}

void carc_midend_observe(carc_midend *m, const carc_turn_observer *obs)
{
    m->h->obs = obs ? *obs : (carc_turn_observer){0};
}

void carc_midend_note_aids(carc_midend *m, bool on)
{
    m->h->rec.aids = (m->h->rec.has_aids && m->h->rec.aids) || on;
    m->h->rec.has_aids = true;
}

/* The figure step to go with the placement held: the seat is asked on m->scratch, the game
   with the tile down (the seat was told of the decision already: it is the same turn's). */
static int poll_step(carc_midend *m, carc_seat *s, carc_action out[2])
{
    carc_action step;
    const int n = s->ops->poll(s, m->scratch, &step);
    if (n <= 0)
        return n; /* not ready: the placement stays held */
    m->held = false;
    out[0] = m->held_place;
    out[1] = step;
    return 2;
}

/* The seat's answer; whole: a placement answered alone is paired with its figure step (the
   front ends that show an answer before applying it want a turn whole; carc_midend_step, which
   applies at once, does not, and saves the copy of the game). */
static int poll_seat(carc_midend *m, carc_action out[2], bool whole)
{
    carc_seat *s = carc_midend_actor_seat(m);
    if (!s)
        return 0;
    const carc_game *g = &m->h->game;
    const int actor = carc_game_actor(g);
    if (m->asked != actor) {
        m->asked = actor;
        m->held = false;
        if (s->ops->decide)
            s->ops->decide(s, g);
    }
    if (m->held)
        return poll_step(m, s, out);
    const int n = s->ops->poll(s, g, out);
    if (!whole || n != 1 || out[0].type != CARC_ACT_PLACE ||
        carc_game_phase(g) != CARC_PHASE_TILE ||
        carc_game_check_action_why(g, &out[0], &(carc_reason){0}) != CARC_OK)
        return n; /* whole, or not ready, or refused by carc_midend_act with its reason */
    if (!m->scratch && !(m->scratch = malloc(sizeof *m->scratch)))
        return -1;
    carc_game_copy(m->scratch, g);
    carc_game_apply(m->scratch, &out[0], NULL);
    m->held = true;
    m->held_place = out[0];
    return poll_step(m, s, out);
}

int carc_midend_poll(carc_midend *m, carc_action out[2])
{
    return poll_seat(m, out, true);
}

/* Tells every seat (each once) the events of the action just applied. */
static void tell(carc_midend *m, const carc_events *ev)
{
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        carc_seat *s = m->seat[p];
        if (s && first_seat(m, p) && s->ops->events)
            s->ops->events(s, &m->h->game, ev);
    }
}

int carc_midend_act(carc_midend *m, const carc_action *acts, int n, carc_events *ev,
                    carc_reason *why, char *err, size_t errlen)
{
    carc_game *g = &m->h->game;
    carc_reason r;
    memset(&r, 0, sizeof r);
    int refused = CARC_OK;
    if (n == 2 && acts[0].type == CARC_ACT_PLACE && carc_game_phase(g) == CARC_PHASE_TILE) {
        /* A placement and its figure step: checked together, so a refused step leaves no tile
           down. */
        const carc_move mv = {acts[0].at, acts[1]};
        refused = carc_game_check_move_why(g, &mv, &r);
    }
    for (int i = 0; i < n && refused == CARC_OK; i++) {
        refused = carc_game_check_action_why(g, &acts[i], &r);
        if (refused != CARC_OK)
            break;
        const int before = m->h->cursor;
        carc_events *got = malloc(sizeof *got);
        if (!got) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        got->count = 0;
        char why_en[8];
        (void)carc_history_apply(m->h, &acts[i], got, why_en, sizeof why_en); /* checked above */
        for (int k = 0; ev && k < got->count && ev->count < CARC_MAX_EVENTS; k++)
            ev->ev[ev->count++] = got->ev[k];
        m->asked = -1;
        m->held = false;
        tell(m, got);
        free(got);
        if (m->h->cursor != before)
            carc_midend_autosave(m); /* a turn completed */
    }
    if (refused != CARC_OK) {
        if (why)
            *why = r;
        carc_reason_english(&r, err, errlen);
        return -1;
    }
    return 0;
}

int carc_midend_step(carc_midend *m, carc_events *ev, char *err, size_t errlen)
{
    carc_action acts[2];
    const int n = poll_seat(m, acts, false); /* applied at once: a placement may come alone */
    if (n == 0)
        return 0;
    if (n < 0) {
        snprintf(err, errlen, "seat %d has no answer", carc_game_actor(&m->h->game) + 1);
        return -1;
    }
    char why[400];
    if (carc_midend_act(m, acts, n, ev, NULL, why, sizeof why) != 0) {
        snprintf(err, errlen, "seat %d: %s", carc_game_actor(&m->h->game) + 1, why);
        return -1;
    }
    return 1;
}

int carc_midend_run(carc_midend *m, char *err, size_t errlen)
{
    while (!m->h->game.over) {
        const int r = carc_midend_step(m, NULL, err, errlen);
        if (r < 0)
            return -1;
        if (r > 0)
            continue;
        if (!carc_midend_answers(m, carc_game_actor(&m->h->game))) {
            snprintf(err, errlen, "seat %d waits for a person", carc_game_actor(&m->h->game) + 1);
            return -1;
        }
        /* A search on its worker thread (or a message on its way): look again in a
           millisecond. */
        const struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    return 0;
}

bool carc_midend_in_turn(const carc_midend *m)
{
    return carc_history_in_turn(m->h);
}

int carc_midend_take_back(carc_midend *m)
{
    if (!carc_history_in_turn(m->h))
        return -1;
    drop_all(m);
    return carc_history_undo(m->h, NULL);
}

int carc_midend_mover(const carc_midend *m, int k)
{
    if (k >= 0 && k < m->h->rec.nturns)
        return m->h->mover[k];
    return m->h->game.current;
}

/* Whether a seat that does not answer by itself sits at the table: someone to give a turn
   back to. */
static bool has_player(const carc_midend *m)
{
    for (int p = 0; p < m->h->game.nplayers; p++)
        if (!carc_midend_answers(m, p))
            return true;
    return false;
}

bool carc_midend_can_undo(const carc_midend *m)
{
    return carc_history_in_turn(m->h) || (m->h->cursor > 0 && has_player(m));
}

bool carc_midend_can_redo(const carc_midend *m)
{
    return carc_history_can_redo(m->h);
}

int carc_midend_undo(carc_midend *m, carc_events *ev)
{
    if (carc_history_in_turn(m->h)) {
        /* The turn under way goes whole; a computer's, which would only be played the same
           way again, goes with the turns back to a player's (below). */
        drop_all(m);
        const bool computer = carc_midend_answers(m, m->h->turn_mover);
        carc_history_undo(m->h, ev);
        if (!computer || !carc_midend_can_undo(m))
            return 0;
    }
    if (!carc_midend_can_undo(m))
        return -1;
    int k = m->h->cursor - 1;
    while (k > 0 && carc_midend_answers(m, m->h->mover[k]))
        k--; /* the computers' turns after the last of a player's go with it */
    drop_all(m);
    carc_history_seek(m->h, k, ev);
    carc_midend_autosave(m);
    return 0;
}

int carc_midend_redo(carc_midend *m, carc_events *ev)
{
    if (!carc_midend_can_redo(m))
        return -1;
    drop_all(m);
    carc_history_seek(m->h, m->h->cursor + 1, ev);
    while (m->h->cursor < m->h->rec.nturns && carc_midend_answers(m, m->h->mover[m->h->cursor]))
        carc_history_seek(m->h, m->h->cursor + 1, ev);
    carc_midend_autosave(m);
    return 0;
}

int carc_midend_seek(carc_midend *m, int k, carc_events *ev)
{
    drop_all(m);
    return carc_history_seek(m->h, k, ev);
}

void carc_midend_branch(carc_midend *m)
{
    carc_history_branch(m->h);
    /* Another game from here on: the autosave's old game is kept before this one is written. */
    free(m->header);
    m->header = NULL;
}

/* ---- saving ---- */

/* The record of the complete turns, malloc'ed (it is large); NULL when out of memory. */
static carc_record *record_now(const carc_midend *m)
{
    carc_record *rec = malloc(sizeof *rec);
    if (rec)
        carc_history_record(m->h, rec);
    return rec;
}

/* The record's text without its turns: which game it is. malloc'ed; NULL when out of memory. */
static char *header_text(const carc_midend *m)
{
    carc_record *h = record_now(m);
    if (!h)
        return NULL;
    h->nturns = 0;
    char *text = carc_record_write(h);
    free(h);
    return text;
}

/* Keeps the autosave under a name of its own (m->kept); a failure goes to save_err. */
static void retire(carc_midend *m)
{
    char err[768];
    if (carc_saves_retire_autosave(m->dir, m->kept, sizeof m->kept, err, sizeof err) != 0) {
        m->kept[0] = '\0';
        snprintf(m->save_err, sizeof m->save_err, "%s", err);
    }
}

void carc_midend_autosave_in(carc_midend *m, const char *dir, bool held)
{
    snprintf(m->dir, sizeof m->dir, "%s", dir);
    carc_saves_autosave_path(m->dir, m->autosave, sizeof m->autosave);
    m->autosave_on = true;
    free(m->header);
    m->header = held ? header_text(m) : NULL;
}

int carc_midend_autosave(carc_midend *m)
{
    if (!m->autosave_on)
        return 0;
    char *head = header_text(m);
    carc_record *rec = record_now(m);
    if (!head || !rec) {
        free(head);
        free(rec);
        snprintf(m->save_err, sizeof m->save_err, "%s: out of memory", m->autosave);
        m->save_failed = true;
        m->save_fails++;
        return -1;
    }
    if (!m->header || strcmp(head, m->header) != 0) {
        retire(m); /* another game took the autosave's place: the old one is kept */
        free(m->header);
        m->header = head;
    } else {
        free(head);
    }
    const int rc = carc_record_save(rec, m->autosave, m->save_err, sizeof m->save_err);
    free(rec);
    if (rc != 0) {
        m->save_failed = true;
        m->save_fails++;
        return -1;
    }
    m->save_failed = false;
    m->save_fails = 0;
    if (m->h->game.over)
        retire(m); /* a finished game stays in the list under a name of its own */
    return 0;
}

int carc_midend_save(const carc_midend *m, const char *path, char *err, size_t errlen)
{
    carc_record *rec = record_now(m);
    if (!rec) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    const int rc = carc_record_save(rec, path, err, errlen);
    free(rec);
    return rc;
}
