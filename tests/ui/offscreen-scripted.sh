#!/bin/sh
# offscreen-scripted.sh CARCASSONNE CLI: the window plays a whole game whose every seat is a
# script (--script-seats: seats that answer by themselves, as a lesson's, a puzzle's or a
# remote player's do), offscreen. The game: carcassonne-cli simulate's three-player game of seed
# 3 with the Princess & the Dragon and Traders & Builders, which has dragon flights whose steps
# belong to every seat, builders' double turns and a discard, and no reshuffle by the volcano
# (a reshuffle in play is the game's own: the record's order comes back only in a replay).
#
# Checks: the window's record has the very turns of the simulated game, and both replay with
# carcassonne-cli to the same scores.
set -eu
game=$1 cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
mkdir "$dir/sim"
"$cli" simulate --games 1 --seed 3 --players 3 --tilesets base,princess-dragon,traders-builders \
    --followers 80 --record "$dir/sim" >/dev/null
src=$dir/sim/game0000.json
for word in '"dragon"' '"builder"' '"discard"'; do
    grep -q "$word" "$src" || { echo "FAIL: the simulated game has no $word"; exit 1; }
done
"$game" --script-seats --ai-pace 0 --autoplay --quit-at-end --record-out "$dir/out.json" \
    --size 800x500 "$src" >"$dir/window.out"
echo "window: $(cat "$dir/window.out")"
python3 - "$src" "$dir/out.json" <<'PY'
import json, sys
a, b = (json.load(open(f))["turns"] for f in sys.argv[1:3])
if a != b:
    k = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    sys.exit(f"FAIL: the window's turns differ from turn {k + 1} ({len(a)} turns, {len(b)})")
print(f"the window played the {len(a)} turns of the record")
PY
"$cli" replay "$src" >"$dir/a.out"
"$cli" replay "$dir/out.json" >"$dir/b.out"
cmp -s "$dir/a.out" "$dir/b.out" || { echo "FAIL: the replays differ"; exit 1; }
grep -q '"finished": true' "$dir/b.out" || { echo "FAIL: the game did not finish"; exit 1; }
echo "both replay to $(sed -n 's/.*"scores": \(\[[^]]*\]\).*/\1/p' "$dir/b.out")"
echo "1 passed, 0 failed"
