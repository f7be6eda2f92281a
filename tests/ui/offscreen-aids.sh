#!/bin/sh
# offscreen-aids.sh CARCASSONNE EVENTS [SHOTS]: plays aids.events into the window with no
# display: the feature card under a follower, the fit counts and a hint, each checked by the
# script's own commands (card, fits, hint: src/ui/script.c); the hint must be a legal move.
# The pictures go to SHOTS (a scratch folder when not given) to be looked at.
set -eu
game=$1 events=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
shots=${3:-$dir}
mkdir -p "$shots"
sed "s|SHOTS|$shots|g" "$events" >"$dir/aids.events"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
"$game" --seed 5 --events "$dir/aids.events" --quit-at-end --size 1280x800 >"$dir/ui.out" ||
    { echo "FAIL: the window stopped the script:"; cat "$dir/ui.out"; exit 1; }
cat "$dir/ui.out"
grep -q '^hint: ' "$dir/ui.out" || { echo "FAIL: no hint"; exit 1; }
for f in aids-why aids-why-zoom aids-tiles aids-card aids-card-zoom aids-fits aids-fits-zoom aids-hint aids-hint-zoom; do
    [ -s "$shots/$f.png" ] || { echo "FAIL: no picture $f"; exit 1; }
done
echo "1 passed, 0 failed"
