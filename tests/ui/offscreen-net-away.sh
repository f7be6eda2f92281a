#!/bin/sh
# offscreen-net-away.sh CARCASSONNE CLI PEER [SHOTS]: a remote player away (issue 25). The
# window hosts a table of two remote seats on a free port of 127.0.0.1 and takes the first; a
# bot takes the second and is killed, so the host sees that seat away and the game waits at
# its turn. The host chooses the level beside the note's button (medium, clicked: hard) and
# presses P: a hard computer player of the host's plays the away seat, and the window's own
# seat (--autoplay) plays on to the end. The host's record replays to the window's scores.
# With SHOTS, the away note and the hand-over are saved there.
set -u
game=$1 cli=$2 peer=$3 shots=${4:-}
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/../net/lib.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$tmp/data"
out=${shots:-$tmp}
# ENet's time-out says the bot is gone within 3 to 10 seconds (longer on a loaded machine or
# under the sanitizers): the script waits for the note rather than for a fixed time.
cat >"$tmp/events" <<END
away 2 120000
shot $out/net-away.png
button Medium
click
key p
wait 1500
shot $out/net-handed.png
END
start win timeout 240 "$game" --host here,remote --port "$port" --events "$tmp/events" \
    --autoplay --seed 3 --quit-at-end --ai-pace 0
win=$started_pid
code=$(code_of win 20)
# The bot is killed once seated (its last word unsaid, as when a machine dies): the script
# holds the window's autoplay until seat 2 is away, so no turn is played before.
bot b --level random --code "$code"
wait_file win.err "table $code: seat 2 taken" 60
kill -KILL "$bot_pid" 2>/dev/null
wait "$bot_pid" 2>/dev/null
wait "$win" || fail "the window did not finish: $(tail -n 3 "$tmp/win.err")"
echo "window: $(grep '"scores"' "$tmp/win.out")"
grep -q "seat 2 away" "$tmp/win.err" || fail "the host never saw seat 2 away"
grep -q "seat 2 handed to a computer player (hard)" "$tmp/win.err" ||
    fail "seat 2 was not handed to a hard computer player"
grep -q '"finished": true' "$tmp/win.out" || fail "the game did not finish"
"$cli" replay "$tmp/data/tables/$code.json" >"$tmp/replay.out"
grep -qF "\"scores\": $(scores win)" "$tmp/replay.out" ||
    fail "the host's record replays to $(cat "$tmp/replay.out")"
[ "$status" -eq 0 ] && echo "1 passed, 0 failed"
exit $status
