/*
 * proto.c: the codec of proto.h. A reader (rd) walks the body with the bytes left always
 * checked before one is read; the first field that does not fit or is out of its bounds stops
 * the decoding with its reason.
 */
#include "proto.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ACTION_BYTES 9

typedef struct rd {
    const uint8_t *p;
    size_t left;
    const char *bad; /* the first field that failed, or NULL */
} rd;

static bool need(rd *r, size_t n, const char *field)
{
    if (r->bad)
        return false;
    if (r->left < n) {
        r->bad = field;
        return false;
    }
    return true;
}

static uint32_t get_u(rd *r, int bytes, const char *field)
{
    if (!need(r, (size_t)bytes, field))
        return 0;
    uint32_t v = 0;
    for (int i = 0; i < bytes; i++)
        v = v << 8 | r->p[i];
    r->p += bytes;
    r->left -= (size_t)bytes;
    return v;
}

/* A string of at most cap - 1 bytes, each accepted by ok(); NUL-terminated into out. */
static void get_str(rd *r, char *out, size_t cap, bool (*ok)(uint8_t), const char *field)
{
    out[0] = '\0';
    const uint32_t n = get_u(r, 2, field);
    if (r->bad)
        return;
    if (n >= cap || !need(r, n, field)) {
        r->bad = field;
        return;
    }
    for (uint32_t i = 0; i < n; i++)
        if (!ok(r->p[i])) {
            r->bad = field;
            return;
        }
    memcpy(out, r->p, n);
    out[n] = '\0';
    r->p += n;
    r->left -= n;
}

static bool ok_word(uint8_t c)
{
    return c > 0x20 && c < 0x7f;
}

static bool ok_code(uint8_t c)
{
    return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static bool ok_hex(uint8_t c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

static bool ok_text(uint8_t c)
{
    return c >= 0x20 && c != 0x7f; /* UTF-8 allowed, no control characters */
}

/* Whether s is well-formed UTF-8 (a name is shown and written into records as text). */
static bool utf8_ok(const char *s)
{
    for (const uint8_t *p = (const uint8_t *)s; *p;) {
        const int n = *p < 0x80             ? 0
                      : (*p & 0xe0) == 0xc0 ? 1
                      : (*p & 0xf0) == 0xe0 ? 2
                      : (*p & 0xf8) == 0xf0 ? 3
                                            : -1;
        if (n < 0 || (n == 1 && *p < 0xc2))
            return false;
        for (int i = 1; i <= n; i++)
            if ((p[i] & 0xc0) != 0x80)
                return false;
        p += n + 1;
    }
    return true;
}

static void get_action(rd *r, carc_action *a)
{
    if (!need(r, ACTION_BYTES, "action"))
        return;
    memset(a, 0, sizeof *a);
    a->type = (uint8_t)get_u(r, 1, "action");
    a->figure = (uint8_t)get_u(r, 1, "action");
    a->feature = (uint8_t)get_u(r, 1, "action");
    a->elsewhere = (uint8_t)get_u(r, 1, "action");
    a->at.x = (int16_t)(uint16_t)get_u(r, 2, "action");
    a->at.y = (int16_t)(uint16_t)get_u(r, 2, "action");
    a->at.rot = (uint8_t)get_u(r, 1, "action");
    /* The core checks legality; these are the bounds its tables are indexed by. */
    if (a->type >= CARC_ACTION_TYPES || a->elsewhere > 1 || a->at.rot > 3 || a->at.x < -126 ||
        a->at.x > 126 || a->at.y < -126 || a->at.y > 126)
        r->bad = "action";
}

static int get_seat(rd *r, bool minus_one, const char *field)
{
    const int s = (int8_t)(uint8_t)get_u(r, 1, field);
    if (!r->bad && (s >= CARC_MAX_PLAYERS || s < (minus_one ? -1 : 0)))
        r->bad = field;
    return s;
}

static int fail(uint8_t *why, carc_net_refusal code, char *err, size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static int fail(uint8_t *why, carc_net_refusal code, char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    *why = (uint8_t)code;
    return -1;
}

const char *carc_net_type_name(int type)
{
    switch (type) {
    case CARC_MSG_CREATE:
        return "CREATE";
    case CARC_MSG_JOIN:
        return "JOIN";
    case CARC_MSG_REJOIN:
        return "REJOIN";
    case CARC_MSG_WATCH:
        return "WATCH";
    case CARC_MSG_ACT:
        return "ACT";
    case CARC_MSG_SEATED:
        return "SEATED";
    case CARC_MSG_UPDATE:
        return "UPDATE";
    case CARC_MSG_REFUSED:
        return "REFUSED";
    default:
        return "?";
    }
}

int carc_net_decode(const uint8_t *data, size_t len, carc_net_msg *out, uint8_t *why, char *err,
                    size_t errlen)
{
    if (len < CARC_NET_HEADER)
        return fail(why, CARC_REFUSE_MALFORMED, err, errlen,
                    "malformed message: %zu bytes, shorter than a header", len);
    if (data[0] != 'C' || data[1] != 'N')
        return fail(why, CARC_REFUSE_MALFORMED, err, errlen,
                    "malformed message: not a carcassonne message (no 'CN' mark)");
    if (data[2] != CARC_NET_VERSION)
        return fail(why, CARC_REFUSE_VERSION, err, errlen,
                    "protocol version %u, this program speaks version %d", data[2],
                    CARC_NET_VERSION);
    const uint32_t body =
        (uint32_t)data[4] << 24 | (uint32_t)data[5] << 16 | (uint32_t)data[6] << 8 | data[7];
    if (body > CARC_NET_MAX_MESSAGE - CARC_NET_HEADER || len > CARC_NET_MAX_MESSAGE)
        return fail(why, CARC_REFUSE_TOO_LARGE, err, errlen,
                    "message too large: %zu bytes, at most %d",
                    (size_t)body + CARC_NET_HEADER > len ? (size_t)body + CARC_NET_HEADER : len,
                    CARC_NET_MAX_MESSAGE);
    if ((size_t)body != len - CARC_NET_HEADER)
        return fail(why, CARC_REFUSE_MALFORMED, err, errlen,
                    "malformed message: its header says %u bytes of body, %zu came", body,
                    len - CARC_NET_HEADER);
    memset(out, 0, sizeof *out);
    out->type = data[3];
    out->seat = -1;
    out->actor = -1;
    rd r = {data + CARC_NET_HEADER, body, NULL};
    switch (out->type) {
    case CARC_MSG_CREATE:
        get_str(&r, out->seats, sizeof out->seats, ok_word, "seats");
        get_str(&r, out->tilesets, sizeof out->tilesets, ok_word, "tilesets");
        const uint32_t has = get_u(&r, 1, "seed");
        if (!r.bad && has > 1)
            r.bad = "seed";
        out->has_seed = has == 1;
        out->seed = (uint64_t)get_u(&r, 4, "seed") << 32;
        out->seed |= get_u(&r, 4, "seed");
        out->hold = (uint8_t)get_u(&r, 1, "hold");
        if (!r.bad && (out->hold == 0 || out->hold >> CARC_MAX_PLAYERS))
            r.bad = "hold";
        out->nnames = (int)get_u(&r, 1, "names");
        if (!r.bad && out->nnames > CARC_MAX_PLAYERS)
            r.bad = "names";
        for (int i = 0; i < out->nnames && !r.bad; i++)
            if (get_str(&r, out->names[i], sizeof out->names[i], ok_text, "names"),
                !r.bad && !utf8_ok(out->names[i]))
                r.bad = "names";
        break;
    case CARC_MSG_JOIN:
    case CARC_MSG_WATCH:
        get_str(&r, out->code, sizeof out->code, ok_code, "code");
        break;
    case CARC_MSG_REJOIN:
    case CARC_MSG_SEATED:
        get_str(&r, out->code, sizeof out->code, ok_code, "code");
        out->seat = get_seat(&r, false, "seat");
        get_str(&r, out->token, sizeof out->token, ok_hex, "token");
        if (!r.bad && strlen(out->token) != CARC_NET_TOKEN_LEN - 1)
            r.bad = "token";
        break;
    case CARC_MSG_ACT:
        get_str(&r, out->code, sizeof out->code, ok_code, "code");
        out->seat = get_seat(&r, false, "seat");
        out->seq = get_u(&r, 4, "seq");
        out->nacts = (int)get_u(&r, 1, "actions");
        if (!r.bad && (out->nacts < 1 || out->nacts > 2))
            r.bad = "actions";
        for (int i = 0; i < out->nacts && !r.bad; i++)
            get_action(&r, &out->acts[i]);
        break;
    case CARC_MSG_UPDATE:
        out->seq = get_u(&r, 4, "seq");
        out->seat = get_seat(&r, true, "seat");
        out->actor = get_seat(&r, true, "actor");
        out->nacts = (int)get_u(&r, 1, "actions");
        if (!r.bad && out->nacts > 2)
            r.bad = "actions";
        for (int i = 0; i < out->nacts && !r.bad; i++)
            get_action(&r, &out->acts[i]);
        out->away = (uint8_t)get_u(&r, 1, "away");
        out->handed = (uint8_t)get_u(&r, 1, "handed");
        out->npartial = (int)get_u(&r, 1, "partial");
        if (!r.bad && out->npartial > CARC_NET_MAX_PARTIAL)
            r.bad = "partial";
        for (int i = 0; i < out->npartial && !r.bad; i++)
            get_action(&r, &out->partial[i]);
        out->view_len = get_u(&r, 4, "view");
        if (need(&r, out->view_len, "view")) {
            out->view = (const char *)r.p;
            r.p += out->view_len;
            r.left -= out->view_len;
        }
        break;
    case CARC_MSG_REFUSED:
        out->why = (uint8_t)get_u(&r, 1, "why");
        get_str(&r, out->reason, sizeof out->reason, ok_text, "reason");
        break;
    default:
        return fail(why, CARC_REFUSE_MALFORMED, err, errlen, "malformed message: unknown type %u",
                    out->type);
    }
    if (!r.bad && r.left != 0)
        r.bad = "the end (bytes left over)";
    if (r.bad)
        return fail(why, CARC_REFUSE_MALFORMED, err, errlen, "malformed %s message: bad %s",
                    carc_net_type_name(out->type), r.bad);
    return 0;
}

/* ---- encoding ---- */

typedef struct wr {
    uint8_t *buf;
    size_t len, cap;
    bool bad;
} wr;

static void put(wr *w, const void *p, size_t n)
{
    if (w->bad)
        return;
    if (w->len + n > w->cap) {
        size_t cap = w->cap ? w->cap : 256;
        while (cap < w->len + n)
            cap *= 2;
        uint8_t *b = realloc(w->buf, cap);
        if (!b) {
            w->bad = true;
            return;
        }
        w->buf = b;
        w->cap = cap;
    }
    memcpy(w->buf + w->len, p, n);
    w->len += n;
}

static void put_u(wr *w, uint32_t v, int bytes)
{
    uint8_t b[4];
    for (int i = 0; i < bytes; i++)
        b[i] = (uint8_t)(v >> (8 * (bytes - 1 - i)));
    put(w, b, (size_t)bytes);
}

static void put_str(wr *w, const char *s)
{
    const size_t n = strlen(s);
    if (n > 0xffff) {
        w->bad = true;
        return;
    }
    put_u(w, (uint32_t)n, 2);
    put(w, s, n);
}

static void put_action(wr *w, const carc_action *a)
{
    put_u(w, a->type, 1);
    put_u(w, a->figure, 1);
    put_u(w, a->feature, 1);
    put_u(w, a->elsewhere, 1);
    put_u(w, (uint16_t)a->at.x, 2);
    put_u(w, (uint16_t)a->at.y, 2);
    put_u(w, a->at.rot, 1);
}

uint8_t *carc_net_encode(const carc_net_msg *m, size_t *len)
{
    wr w = {0};
    const uint8_t head[CARC_NET_HEADER] = {'C', 'N', CARC_NET_VERSION, m->type, 0, 0, 0, 0};
    put(&w, head, sizeof head);
    switch (m->type) {
    case CARC_MSG_CREATE:
        put_str(&w, m->seats);
        put_str(&w, m->tilesets);
        put_u(&w, m->has_seed, 1);
        put_u(&w, (uint32_t)(m->seed >> 32), 4);
        put_u(&w, (uint32_t)m->seed, 4);
        w.bad = w.bad || m->hold == 0 || m->hold >> CARC_MAX_PLAYERS || m->nnames < 0 ||
                m->nnames > CARC_MAX_PLAYERS;
        put_u(&w, m->hold, 1);
        put_u(&w, (uint32_t)m->nnames, 1);
        for (int i = 0; i < m->nnames && !w.bad; i++)
            w.bad = strlen(m->names[i]) >= CARC_NET_NAME_LEN || (put_str(&w, m->names[i]), w.bad);
        break;
    case CARC_MSG_JOIN:
    case CARC_MSG_WATCH:
        put_str(&w, m->code);
        break;
    case CARC_MSG_REJOIN:
    case CARC_MSG_SEATED:
        put_str(&w, m->code);
        put_u(&w, (uint8_t)m->seat, 1);
        put_str(&w, m->token);
        break;
    case CARC_MSG_ACT:
        put_str(&w, m->code);
        put_u(&w, (uint8_t)m->seat, 1);
        put_u(&w, m->seq, 4);
        w.bad = w.bad || m->nacts < 1 || m->nacts > 2;
        put_u(&w, (uint32_t)m->nacts, 1);
        for (int i = 0; i < m->nacts && !w.bad; i++)
            put_action(&w, &m->acts[i]);
        break;
    case CARC_MSG_UPDATE:
        put_u(&w, m->seq, 4);
        put_u(&w, (uint8_t)(int8_t)m->seat, 1);
        put_u(&w, (uint8_t)(int8_t)m->actor, 1);
        w.bad = w.bad || m->nacts < 0 || m->nacts > 2 || m->npartial < 0 ||
                m->npartial > CARC_NET_MAX_PARTIAL;
        put_u(&w, (uint32_t)m->nacts, 1);
        for (int i = 0; i < m->nacts && !w.bad; i++)
            put_action(&w, &m->acts[i]);
        put_u(&w, m->away, 1);
        put_u(&w, m->handed, 1);
        put_u(&w, (uint32_t)m->npartial, 1);
        for (int i = 0; i < m->npartial && !w.bad; i++)
            put_action(&w, &m->partial[i]);
        put_u(&w, m->view_len, 4);
        put(&w, m->view, m->view_len);
        break;
    case CARC_MSG_REFUSED:
        put_u(&w, m->why, 1);
        put_str(&w, m->reason);
        break;
    default:
        w.bad = true;
    }
    if (w.bad || w.len > CARC_NET_MAX_MESSAGE) {
        free(w.buf);
        return NULL;
    }
    const uint32_t body = (uint32_t)(w.len - CARC_NET_HEADER);
    for (int i = 0; i < 4; i++)
        w.buf[4 + i] = (uint8_t)(body >> (8 * (3 - i)));
    *len = w.len;
    return w.buf;
}

void carc_net_refused(carc_net_msg *m, carc_net_refusal why, const char *reason)
{
    memset(m, 0, sizeof *m);
    m->type = CARC_MSG_REFUSED;
    m->why = (uint8_t)why;
    /* The reason goes on the wire as text without control characters. */
    size_t n = 0;
    for (const char *s = reason; *s && n + 1 < sizeof m->reason; s++)
        m->reason[n++] = (unsigned char)*s < 0x20 || *s == 0x7f ? ' ' : *s;
    m->reason[n] = '\0';
}
