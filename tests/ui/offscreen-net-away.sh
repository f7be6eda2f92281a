#!/bin/sh
# offscreen-net-away.sh CARCASSONNE CLI [SHOTS]: a remote player away (issue 25). The window
# hosts a table of two remote seats on a free port of 127.0.0.1 and takes the first; a bot
# takes the second and is killed after a few turns, so the host sees that seat away and
# the game waits at its turn. The host presses P: a computer player of the host's plays the
# away seat, and the window's own seat (--autoplay) plays on to the end. The host's record
# replays to the window's scores. With SHOTS, the away note and the hand-over are saved there.
set -eu
game=$1
cli=$2
shots=${3:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$dir/data"
port=$(python3 -c 'import socket
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')
out=${shots:-$dir}
# ENet's time-out says the bot is gone within 3 to 10 seconds (longer on a loaded machine or
# under the sanitizers): the script waits for the note rather than for a fixed time.
cat >"$dir/events" <<END
away 2 120000
shot $out/net-away.png
key p
wait 1500
shot $out/net-handed.png
END
timeout 240 "$game" --host here,remote --port "$port" --events "$dir/events" --autoplay --seed 3 \
    --quit-at-end --ai-pace 0 >"$dir/win.out" 2>"$dir/win.err" &
win=$!
code=
for _ in $(seq 200); do
    code=$(awk '/^code /{print $2}' "$dir/win.out")
    [ -n "$code" ] && break
    sleep 0.1
done
[ -n "$code" ] || { echo "FAIL: the window printed no code"; kill "$win"; exit 1; }
# The bot plays a few turns and is killed (its last word unsaid, as when a machine dies).
"$cli" bot --server "127.0.0.1:$port" --level random --code "$code" >/dev/null 2>&1 &
bot=$!
for _ in $(seq 600); do
    grep -q "action 6:" "$dir/win.err" && break
    sleep 0.1
done
kill -KILL "$bot" 2>/dev/null || true
wait "$bot" 2>/dev/null || true
wait "$win" || { echo "FAIL: the window did not finish"; tail "$dir/win.err"; exit 1; }
echo "window: $(grep '"scores"' "$dir/win.out")"
grep -q "seat 2 away" "$dir/win.err" || { echo "FAIL: the host never saw seat 2 away"; exit 1; }
grep -q "seat 2 handed to a computer player" "$dir/win.err" ||
    { echo "FAIL: seat 2 was not handed over"; exit 1; }
grep -q '"finished": true' "$dir/win.out" || { echo "FAIL: the game did not finish"; exit 1; }
win_scores=$(sed -n 's/.*"scores": \(\[[^]]*\]\).*/\1/p' "$dir/win.out")
"$cli" replay "$dir/data/tables/$code.json" >"$dir/replay.out"
grep -qF "\"scores\": $win_scores" "$dir/replay.out" ||
    { echo "FAIL: the host's record replays to $(cat "$dir/replay.out")"; exit 1; }
echo "1 passed, 0 failed"
