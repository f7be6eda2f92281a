#!/bin/sh
# offscreen-replay-drag.sh CARCASSONNE CLI: the replay view pans the board under a drag, as
# the game does. Opens a finished game (carcassonne-cli simulate), opens its replay with R,
# and takes screenshots: before a drag, after it, and after a pause with no input. The drag
# must change the picture and the pause must not (nothing else moves on that screen).
set -eu
game=$1 cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
"$cli" simulate --games 1 --seed 3 --record "$dir" >/dev/null
cat >"$dir/events" <<END
key r
wait 300
move 500 300
shot $dir/before.png
drag 300 200
shot $dir/dragged.png
wait 300
shot $dir/still.png
END
"$game" --events "$dir/events" --quit-at-end --size 1280x800 "$dir/game0000.json" >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
for f in before dragged still; do
    [ -s "$dir/$f.png" ] || { echo "FAIL: no screenshot $f.png"; exit 1; }
done
cmp -s "$dir/dragged.png" "$dir/still.png" ||
    { echo "FAIL: the replay view changed with no input"; exit 1; }
if cmp -s "$dir/before.png" "$dir/dragged.png"; then
    echo "FAIL: the drag did not move the board in the replay view"
    exit 1
fi
echo "1 passed, 0 failed"
