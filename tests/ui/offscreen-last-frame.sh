#!/bin/sh
# offscreen-last-frame.sh CARCASSONNE: the frame after an animation's last is drawn. Seed 5
# deals E first: north of the start tile with a knight it closes a city, whose "+4 City"
# rises and fades. Once every animation is over, the frame the window shows ("shown", the
# last one drawn) must be the screen as drawn afresh ("shot"): no faint copy left behind.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
cat >"$dir/events" <<END
key Return
cell 0 -1
click
spot 0
click
key Return
wait 3000
shown $dir/shown.png
shot $dir/drawn.png
END
"$game" --seed 5 --events "$dir/events" --quit-at-end --size 1280x800 >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
grep -qF '"scores": [4, 0]' "$dir/ui.out" || { echo "FAIL: the city did not score 4"; exit 1; }
for f in shown drawn; do
    [ -s "$dir/$f.png" ] || { echo "FAIL: no screenshot $f.png"; exit 1; }
done
cmp -s "$dir/shown.png" "$dir/drawn.png" ||
    { echo "FAIL: the window still shows a frame of an animation that is over"; exit 1; }
echo "1 passed, 0 failed"
