#!/bin/sh
# offscreen-net.sh CARCASSONNE CLI PEER [SEATS]: a game across machines on loopback (issue 25).
# The window hosts a table of SEATS (default here,remote) on a free port of 127.0.0.1 and
# takes its seats "here" (people at its screen taking turns: here,here,remote); `carcassonne-cli
# bot` joins with the code the window prints and plays the remote seat. The window's seats are
# played through its own input (--autoplay), the bot's turns come over the network. Both see
# the same finished game, and the table's record on the host replays to it. Bounded: every
# wait is for a condition, with a limit; every program is killed by its pid at the end.
set -u
game=$1 cli=$2 peer=$3 seats=${4:-here,remote}
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/../net/lib.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$tmp/data"
start win timeout 240 "$game" --host "$seats" --port "$port" --autoplay --seed 3 --quit-at-end
win=$started_pid
code=$(code_of win 20)
here=$(echo "$seats" | tr ',' '\n' | grep -c '^here$')
echo "table $code on port $port, $here seats here"
bot b --level random --code "$code"
finish "$bot_pid" b
wait "$win" || fail "the window did not finish: $(tail -n 3 "$tmp/win.err")"
echo "bot: $(tail -n 1 "$tmp/b.out")"
echo "window: $(grep '"scores"' "$tmp/win.out")"
[ -n "$(scores b)" ] && [ "$(scores b)" = "$(scores win)" ] ||
    fail "the bot's scores $(scores b) and the window's $(scores win) differ"
grep -q '"finished": true' "$tmp/b.out" || fail "the game did not finish"
"$cli" replay "$tmp/data/tables/$code.json" >"$tmp/replay.out"
grep -qF "\"scores\": $(scores b)" "$tmp/replay.out" ||
    fail "the host's record replays to $(cat "$tmp/replay.out")"
# One connection holds the seats here (the host logs them taken at the table's creation), and
# the people here took their turns: each seat here played tiles.
taken=$(grep -o "table $code: created, .*; seats* [0-9,]* taken" "$tmp/win.err")
[ "$(echo "${taken##*; seat}" | tr -dc 0-9 | wc -c)" -eq "$here" ] ||
    fail "the window did not take its $here seats at once: \"$taken\""
for s in $(seq "$here"); do
    grep -q "action [0-9]*: seat $s place" "$tmp/win.err" || fail "seat $s here placed no tile"
done
[ "$status" -eq 0 ] && echo "1 passed, 0 failed"
exit $status
