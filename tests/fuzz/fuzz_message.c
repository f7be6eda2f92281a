/*
 * fuzz_message.c: the network's message decoder (src/net/proto.h) on any bytes. A message it
 * accepts must encode back to the very same bytes (the encoding is canonical, so nothing the
 * decoder let through is read two ways), and decode again to the same fields; a refusal must
 * come with its code and a reason. An UPDATE's view goes through the record parser as a
 * client reads it.
 */
#include <string.h>

#include "fuzz.h"
#include "proto.h"
#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static carc_net_msg m, again;
    static carc_record view;
    uint8_t why = 0;
    char err[400];
    if (carc_net_decode(data, size, &m, &why, err, sizeof err) != 0) {
        FUZZ_CHECK(why >= CARC_REFUSE_MALFORMED && why <= CARC_REFUSE_HOST);
        FUZZ_CHECK(err[0] != '\0' && strchr(err, '\n') == NULL);
        return 0;
    }
    size_t len = 0;
    uint8_t *buf = carc_net_encode(&m, &len);
    FUZZ_CHECK(buf != NULL);
    FUZZ_CHECK(len == size && memcmp(buf, data, size) == 0);
    FUZZ_CHECK(carc_net_decode(buf, len, &again, &why, err, sizeof err) == 0);
    FUZZ_CHECK(again.type == m.type && again.seat == m.seat && again.seq == m.seq &&
               again.nacts == m.nacts && again.npartial == m.npartial &&
               again.view_len == m.view_len && strcmp(again.code, m.code) == 0 &&
               strcmp(again.token, m.token) == 0 && strcmp(again.reason, m.reason) == 0);
    free(buf);
    if (m.type == CARC_MSG_UPDATE &&
        carc_record_parse(m.view, m.view_len, "view", &view, err, sizeof err) != 0)
        FUZZ_CHECK(strncmp(err, "view: ", 6) == 0);
    return 0;
}
