#!/bin/sh
# two-bots.sh CLI PEER: a whole game of two bots through serve; the table's record replays to
# what both bots printed; a spectator's view (what the bots see too) holds the tiles drawn as
# the host's record has them, the rest of the stack not in the host's order, and no seed; the
# first bot's --name is its seat's name at the table.
set -u
cli=$1 peer=$2
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/lib.sh"
serve
bot a --level easy --create remote,remote --seed 11 --name "Ada Lovelace"
a=$bot_pid
code=$(code_of a)
bot b --level random --code "$code"
b=$bot_pid
wait_log "table $code: action 10:" 30
"$peer" watch "$port" "$code" "$tmp/tables/$code.json" || fail "the spectator's view"
finish "$a" a
finish "$b" b
same_result "$code" a b
# The creator's name reaches the table (the other seat has the host's default).
grep -q '"name": "Ada Lovelace"' "$tmp/tables/$code.json" || fail "bot a's --name is not in the record"
grep -q '"name": "Player 2"' "$tmp/tables/$code.json" || fail "seat 2 is not \"Player 2\""
[ "$(head -n 1 "$tmp/a.out")" = "code $code" ] || fail "the first line is not \"code $code\""
[ "$(wc -l <"$tmp/b.out")" -eq 1 ] || fail "bot b printed more than its result"
kill -TERM "$serve_pid"
wait "$serve_pid" || fail "serve did not stop cleanly on SIGTERM"
grep -q "stopped, 1 tables saved" "$tmp/serve.log" || fail "serve did not say it saved its table"
[ "$(grep -c "table $code: action" "$tmp/serve.log")" -ge 71 ] || fail "fewer than 71 actions logged"
# Started again, the host leaves the finished table on disk until someone names it.
serve
grep -q "(0 reopened)" "$tmp/serve.log" || fail "a finished table was reopened at the start"
"$peer" watch "$port" "$code" "$tmp/tables/$code.json" || fail "the finished table's view"
grep -q "table $code: reopened at action [0-9]* (finished)" "$tmp/serve.log" ||
    fail "the finished table was not reopened when named"
exit $status
