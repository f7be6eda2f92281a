#!/bin/sh
# offscreen-ai.sh CARCASSONNE CLI SEED SEATS [TILESETS]: whole games with computer players in
# the game window, offscreen (SDL_VIDEODRIVER=dummy). SEATS is the window's --seats list
# (person, easy, medium, hard); --autoplay plays the people's seats and the end of the game,
# the computer players play their own turns on their worker threads, unpaced (--ai-pace 0),
# with a small budget (--think) and a time cap far beyond it (--ai-cap), so that only the
# seed decides their moves, also on a loaded machine or under the sanitizers. A small window
# draws faster: the games take a second or two each.
#
# Checks: the record the window writes replays with carcassonne-cli to the window's final
# scores and names each computer player's level; the same seed gives the same record byte for
# byte; and, with computers only, a game stopped while a computer thinks, saved and opened
# again, plays on to that very record (the loaded game keeps its computer seats, and their
# searches are seeded by the game, not by the session).
set -eu
game=$1 cli=$2 seed=$3 seats=$4 sets=${5:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
ai="--ai-pace 0 --think 0.2 --ai-cap 60"
play() { # play OUT [more options]: a whole game from the setup
    out=$1
    shift
    "$game" --seats "$seats" --seed "$seed" ${sets:+--tilesets "$sets"} $ai --autoplay \
        --quit-at-end --record-out "$dir/$out.json" --size 800x500 "$@" >"$dir/$out.out"
    echo "window ($out): $(cat "$dir/$out.out")"
}
play a
"$cli" replay "$dir/a.json" >"$dir/cli.out"
echo "replay: $(cut -c1-100 "$dir/cli.out")"
scores() { sed -n 's/.*"scores": \[\([^]]*\)\].*/\1/p' "$1"; }
grep -q '"finished": true' "$dir/a.out" || { echo "FAIL: the game did not finish"; exit 1; }
grep -q '"finished": true' "$dir/cli.out" || { echo "FAIL: the replay did not finish"; exit 1; }
[ -n "$(scores "$dir/a.out")" ] && [ "$(scores "$dir/a.out")" = "$(scores "$dir/cli.out")" ] ||
    { echo "FAIL: scores differ: window [$(scores "$dir/a.out")], replay [$(scores "$dir/cli.out")]"; exit 1; }
for level in easy medium hard; do
    want=$(echo "$seats" | tr ',' '\n' | grep -c "^$level\$" || true)
    have=$(grep -c "\"ai\": \"$level\"" "$dir/a.json" || true)
    [ "$want" = "$have" ] || { echo "FAIL: $want $level seats, $have in the record"; exit 1; }
done
play b
cmp -s "$dir/a.json" "$dir/b.json" || { echo "FAIL: the same seed gave another game"; exit 1; }
echo "the same seed gives the same record"
if ! echo "$seats" | grep -q person; then
    # Stop while a computer thinks at turn 25 (the screenshot ends the program there), then
    # open what was saved and let the computers finish it.
    "$game" --seats "$seats" --seed "$seed" ${sets:+--tilesets "$sets"} $ai --autoplay \
        --turns 25 --stop-at think --screenshot "$dir/think.png" --record-out "$dir/part.json" \
        --size 800x500 >/dev/null
    [ -s "$dir/think.png" ] || { echo "FAIL: no screenshot of a computer thinking"; exit 1; }
    turns=$(grep -c '"tile"' "$dir/part.json" || true)
    "$game" $ai --autoplay --quit-at-end --record-out "$dir/c.json" --size 800x500 \
        "$dir/part.json" >"$dir/c.out"
    echo "stopped after $turns turns, opened again: $(cat "$dir/c.out")"
    cmp -s "$dir/a.json" "$dir/c.json" ||
        { echo "FAIL: the game opened again went another way"; exit 1; }
fi
echo "1 passed, 0 failed"
