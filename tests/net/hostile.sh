#!/bin/sh
# hostile.sh CLI PEER: while two bots play, a raw peer sends garbage, a 64 MB message (a
# header claiming it, then a real one), another version, a wrong code, a wrong token, actions
# for seats it does not hold and a flood: each is refused with its reason to that peer (the
# flood cut off), the server's memory stays small, and the bots' game finishes undisturbed.
set -u
cli=$1 peer=$2
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/lib.sh"
serve
bot a --level medium --create remote,remote --seed 14
a=$bot_pid
code=$(code_of a)
bot b --level medium --code "$code"
b=$bot_pid
timeout 120 "$peer" hostile "$port" "$code" || fail "the raw peer was not refused as expected"
peak=$(sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$serve_pid/status" 2>/dev/null)
echo "server's peak memory: ${peak:-?} kB"
[ -n "$peak" ] && [ "$peak" -gt 65536 ] && fail "the server's peak memory is ${peak} kB: a 64 MB message was held"
kill -0 "$serve_pid" 2>/dev/null || fail "the server died"
finish "$a" a
finish "$b" b
same_result "$code" a b
exit $status
