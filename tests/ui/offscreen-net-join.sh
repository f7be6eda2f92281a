#!/bin/sh
# offscreen-net-join.sh CARCASSONNE CLI: joining a game across machines from the window (issue
# 25). `carcassonne-cli serve` on a free port of 127.0.0.1, a bot opens a table of two remote
# seats (--create remote,remote) and takes the first; the window joins the second through the
# setup screen's "Join a game" dialog (the address and the code typed, Enter), then plays its
# seat by --autoplay to the end. The window and the bot see the same finished game, and the
# window remembers the table for "The last table again". Bounded: every program under timeout.
set -eu
game=$1
cli=$2
dir=$(mktemp -d)
srv= bot=
trap '[ -n "$srv" ] && kill "$srv" 2>/dev/null; [ -n "$bot" ] && kill "$bot" 2>/dev/null; rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$dir/data"
port=$(python3 -c 'import socket
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')
timeout 240 "$cli" serve --port "$port" --bind 127.0.0.1 --tables "$dir/tables" >"$dir/srv.log" 2>&1 &
srv=$!
timeout 240 "$cli" bot --server "127.0.0.1:$port" --level random --create remote,remote \
    >"$dir/bot.out" 2>"$dir/bot.err" &
bot=$!
code=
for _ in $(seq 200); do
    code=$(awk '/^code /{print $2}' "$dir/bot.out")
    [ -n "$code" ] && break
    sleep 0.1
done
[ -n "$code" ] || { echo "FAIL: the bot printed no code"; cat "$dir/bot.err"; exit 1; }
# At 1024x640 the setup's "Join a game" button is at (834, 85), right of the title.
cat >"$dir/events" <<END
move 834 85
click
type 127.0.0.1:$port
key Tab
type $code
key Return
END
timeout 240 "$game" --size 1024x640 --events "$dir/events" --autoplay --seed 4 --quit-at-end \
    >"$dir/win.out" 2>"$dir/win.err" ||
    { echo "FAIL: the window did not finish"; tail "$dir/win.err"; exit 1; }
wait "$bot" || { echo "FAIL: the bot did not finish"; cat "$dir/bot.err"; exit 1; }
bot=
echo "bot: $(tail -1 "$dir/bot.out")"
echo "window: $(grep '"scores"' "$dir/win.out")"
grep -q "^code $code seat 2" "$dir/win.out" || { echo "FAIL: the window did not take seat 2"; exit 1; }
bot_scores=$(sed -n 's/.*"scores": \(\[[^]]*\]\).*/\1/p' "$dir/bot.out")
win_scores=$(sed -n 's/.*"scores": \(\[[^]]*\]\).*/\1/p' "$dir/win.out")
[ -n "$bot_scores" ] && [ "$bot_scores" = "$win_scores" ] ||
    { echo "FAIL: the bot's scores $bot_scores and the window's $win_scores differ"; exit 1; }
grep -q '"finished": true' "$dir/win.out" || { echo "FAIL: the window's game did not finish"; exit 1; }
grep -q "^127.0.0.1:$port $code 1 [0-9a-f]\{32\}\$" "$dir/data/tables/last-table" ||
    { echo "FAIL: the last table is not remembered"; cat "$dir/data/tables/last-table"; exit 1; }
echo "1 passed, 0 failed"
