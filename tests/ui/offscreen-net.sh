#!/bin/sh
# offscreen-net.sh CARCASSONNE CLI: a game across machines on loopback (issue 25). The window
# hosts a table of two remote seats on a free port of 127.0.0.1 and takes the first
# (--host here,remote); `carcassonne-cli bot` joins with the code the window prints and plays
# the other seat. The window's seat is played through its own input (--autoplay), the bot's
# turns come over the network. Both see the same finished game, and the table's record on the
# host replays to it. Bounded: every program under `timeout`.
set -eu
game=$1
cli=$2
dir=$(mktemp -d)
win=
trap '[ -n "$win" ] && kill "$win" 2>/dev/null; rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$dir/data"
port=$(python3 -c 'import socket
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')
timeout 240 "$game" --host here,remote --port "$port" --autoplay --seed 3 --quit-at-end \
    >"$dir/win.out" 2>"$dir/win.err" &
win=$!
code=
for _ in $(seq 200); do
    code=$(awk '/^code /{print $2}' "$dir/win.out")
    [ -n "$code" ] && break
    sleep 0.1
done
[ -n "$code" ] || { echo "FAIL: the window printed no code"; cat "$dir/win.err"; exit 1; }
echo "table $code on port $port"
timeout 240 "$cli" bot --server "127.0.0.1:$port" --level random --code "$code" \
    >"$dir/bot.out" 2>"$dir/bot.err" ||
    { echo "FAIL: the bot did not finish"; cat "$dir/bot.err"; exit 1; }
wait "$win" || { echo "FAIL: the window did not finish"; tail "$dir/win.err"; exit 1; }
win=
echo "bot: $(cat "$dir/bot.out")"
echo "window: $(grep '"scores"' "$dir/win.out")"
# The two players' scores, as the bot and the window print them.
bot_scores=$(sed -n 's/.*"scores": \(\[[^]]*\]\).*/\1/p' "$dir/bot.out")
win_scores=$(sed -n 's/.*"scores": \(\[[^]]*\]\).*/\1/p' "$dir/win.out")
[ -n "$bot_scores" ] && [ "$bot_scores" = "$win_scores" ] ||
    { echo "FAIL: the bot's scores $bot_scores and the window's $win_scores differ"; exit 1; }
grep -q '"finished": true' "$dir/bot.out" || { echo "FAIL: the game did not finish"; exit 1; }
"$cli" replay "$dir/data/tables/$code.json" >"$dir/replay.out"
grep -qF "\"scores\": $bot_scores" "$dir/replay.out" ||
    { echo "FAIL: the host's record replays to $(cat "$dir/replay.out")"; exit 1; }
echo "1 passed, 0 failed"
