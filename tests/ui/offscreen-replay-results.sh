#!/bin/sh
# offscreen-replay-results.sh CARCASSONNE CLI: the replay lies over the board alone. A finished
# game (carcassonne-cli simulate) opens in its replay; Home shows turn 0. Closing the replay
# brings the results up; R from there replays again, and Home must show the very same screen
# as before: no results dialog left over the replay with turn 0's scores as if final.
set -eu
game=$1 cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
"$cli" simulate --games 1 --seed 3 --record "$dir" >/dev/null
cat >"$dir/events" <<END
wait 200
key Home
wait 100
shot $dir/opened.png
key End
key Escape
wait 100
shot $dir/results.png
key r
key Home
wait 100
shot $dir/again.png
END
"$game" --events "$dir/events" --quit-at-end --size 1280x800 "$dir/game0000.json" >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
for f in opened results again; do
    [ -s "$dir/$f.png" ] || { echo "FAIL: no screenshot $f.png"; exit 1; }
done
if cmp -s "$dir/opened.png" "$dir/results.png"; then
    echo "FAIL: closing the replay did not bring the results up"
    exit 1
fi
cmp -s "$dir/opened.png" "$dir/again.png" ||
    { echo "FAIL: the replay opened from the results does not show the board alone"; exit 1; }
echo "1 passed, 0 failed"
