#!/bin/sh
# offscreen-saves-dialogs.sh CARCASSONNE: save as offers a name, and the open dialog's second tab
# opens a puzzle. A new game (Enter), Ctrl+S and Enter at once: the save is named after the
# players (and sets: none beside the base game here) and the time. Then Ctrl+O, Tab (from the
# saved games to the puzzles) and Enter open the first puzzle (its players are in the record
# written at the end). The puzzle's box with its question is ui-offscreen-puzzles' test.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
cat >"$dir/events" <<END
key Return
key s ctrl
key Return
wait 100
key o ctrl
key Tab
key Return
wait 100
END
"$game" --events "$dir/events" --quit-at-end --size 1280x800 --record-out "$dir/last.json" \
    >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
saved=$(find "$dir/data" -name "Player 1 - Player 2 ????-??-?? ??.??.json")
[ -n "$saved" ] || { echo "FAIL: no save named after the players and the day:"; find "$dir/data"; exit 1; }
echo "saved as: ${saved##*/}"
grep -qF '"name": "Ana"' "$dir/last.json" ||
    { echo "FAIL: the puzzle was not opened"; exit 1; }
echo "1 passed, 0 failed"
