#!/bin/sh
# offscreen-script.sh CARCASSONNE EVENTS SEED EXPECTED [OPTIONS]: plays the input events of EVENTS into
# the game window with no display (SDL_VIDEODRIVER=dummy; commands in src/ui/script.c), then
# checks that the record the window wrote holds the line EXPECTED: what those clicks, keys
# and wheel steps must have done to the game. OPTIONS go to the window (such as --seats).
set -eu
game=$1 events=$2 seed=$3 expected=$4
shift 4
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
"$game" --seed "$seed" --events "$events" --quit-at-end --record-out "$dir/game.json" \
    --size 1280x800 "$@" >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
grep -F -- "$expected" "$dir/game.json" ||
    { echo "FAIL: the record lacks $expected:"; cat "$dir/game.json"; exit 1; }
echo "1 passed, 0 failed"
