#!/bin/sh
# server-killed.sh CLI PEER: serve killed (SIGKILL) mid-game and started again on the same
# tables folder and port: it reopens the table, both bots reconnect with their tokens and
# finish, and the record replays to what both printed. Bot b plays medium, so that the 41
# actions after the 30th take seconds, not the tenth of a second an easy and a random bot
# need (the game ended before the kill); the bots are stopped while the host is killed, so
# that it dies mid-game whatever the machine's load, and go on while it is down.
set -u
cli=$1 peer=$2
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/lib.sh"
serve
bot a --level easy --create remote,remote --seed 13
a=$bot_pid
code=$(code_of a)
bot b --level medium --code "$code"
b=$bot_pid
wait_log "table $code: action 30:" 60
kill -STOP "$a" "$b"
grep -q "table $code: finished" "$tmp/serve.log" && fail "the game ended before the host was killed"
kill -9 "$serve_pid"
wait "$serve_pid" 2>/dev/null
kill -CONT "$a" "$b"
sleep 1 # the host down a moment, the bots trying again meanwhile
serve
grep -q "table $code: reopened at action" "$tmp/serve.log" || fail "the table was not reopened"
finish "$a" a
finish "$b" b
[ "$(grep -c "table $code: seat . back" "$tmp/serve.log")" -ge 2 ] || fail "the bots did not both come back"
same_result "$code" a b
exit $status
