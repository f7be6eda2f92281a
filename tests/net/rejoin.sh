#!/bin/sh
# rejoin.sh CLI PEER: a bot killed (SIGKILL) mid-game and started again at once with its
# --state only takes its seat back with its token (the host still believes the old connection
# alive); killed again, the host sees it go, the other bot is told that seat 2 is away and the
# game waits; started again, it takes its seat back and the game finishes. The record replays
# to what both printed.
set -u
cli=$1 peer=$2
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/lib.sh"
serve
bot a --level easy --create remote,remote --seed 12
a=$bot_pid
code=$(code_of a)
bot b --level medium --code "$code" --state "$tmp/b.state"
wait_log "table $code: action 20:" 60
kill -9 "$bot_pid"
grep -q "^token [0-9a-f]\{32\}$" "$tmp/b.state" || fail "the state file holds no token"
bot b --level medium --state "$tmp/b.state"
wait_log "table $code: action 40:" 60
told=$(grep -c "seat 2 (Player 2) is away" "$tmp/a.err")
kill -9 "$bot_pid"
wait_log "table $code: seat 2 away" 20
n=0
while [ "$(grep -c "seat 2 (Player 2) is away" "$tmp/a.err")" -le "$told" ]; do
    n=$((n + 1))
    [ "$n" -gt 100 ] && { fail "bot a was not told that seat 2 is away"; break; }
    sleep 0.1
done
before=$(grep -c "table $code: action" "$tmp/serve.log")
sleep 1 # nothing must happen in this second: a fixed wait is the test
[ "$(grep -c "table $code: action" "$tmp/serve.log")" -le $((before + 1)) ] ||
    fail "the game went on without seat 2"
bot b --level medium --state "$tmp/b.state"
b=$bot_pid
finish "$a" a
finish "$b" b
[ "$(grep -c "table $code: seat 2 back" "$tmp/serve.log")" -eq 2 ] || fail "the host did not log seat 2 back twice"
grep -q "seat 2 (Player 2) is back" "$tmp/a.err" || fail "bot a was not told that seat 2 is back"
same_result "$code" a b
grep -q '"name": "Computer (easy)"' "$tmp/tables/$code.json" || fail "bot a is not \"Computer (easy)\""
exit $status
