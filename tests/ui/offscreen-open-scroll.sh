#!/bin/sh
# offscreen-open-scroll.sh CARCASSONNE CLI: the open dialog's scrollbar. Nine saved games
# (carcassonne-cli simulate) in a fresh saves folder, at 1280x800: Ctrl+O, End (the list
# scrolls to the last), a click at the top of the scrollbar (back to the first), a click on the
# first row shown and Enter must open the first game, game0000.
set -eu
game=$1 cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
saves="$dir/data/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/saves"
mkdir -p "$saves"
"$cli" simulate --games 9 --seed 2 --record "$saves" >/dev/null
touch -d "2026-01-01 12:00" "$saves"/*.json # the list is newest first, then by name
cat >"$dir/events" <<END
key o ctrl
wait 100
key End
move 1030 215
click
move 600 230
click
key Return
wait 200
END
"$game" --events "$dir/events" --quit-at-end --size 1280x800 --record-out "$dir/opened.json" \
    >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
want=$(grep '"seed"' "$saves/game0000.json")
grep -qF "$want" "$dir/opened.json" ||
    { echo "FAIL: not game0000 was opened: $(grep '"seed"' "$dir/opened.json")"; exit 1; }
echo "1 passed, 0 failed"
