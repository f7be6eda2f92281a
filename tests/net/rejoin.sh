#!/bin/sh
# rejoin.sh CLI PEER: a bot killed (SIGKILL) mid-game and started again with its --state only
# takes its seat back with its token (the host may still believe the old connection alive) and
# the game finishes; the record replays to what both printed.
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
b=$bot_pid
finish "$a" a
finish "$b" b
grep -q "table $code: seat 2 back" "$tmp/serve.log" || fail "the host did not log seat 2 back"
same_result "$code" a b
exit $status
