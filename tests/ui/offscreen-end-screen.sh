#!/bin/sh
# offscreen-end-screen.sh CARCASSONNE: the end screen of a game of computers alone. The game is
# played offscreen and opened again (it opens in its replay; Esc shows the results). A click
# beside the results puts them away (the final board shows), Enter brings them back as they
# were; Ctrl+Z, with no person at the table, says why it takes nothing back.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
"$game" --seats easy,easy --seed 5 --autoplay --quit-at-end --ai-pace 0 \
    --record-out "$dir/game.json" >"$dir/play.out"
cat >"$dir/events" <<END
move 20 20
wait 100
key Escape
wait 100
shot $dir/results.png
click
wait 100
shot $dir/board.png
key Return
wait 100
shot $dir/again.png
click
wait 100
key z ctrl
wait 100
shot $dir/undo.png
END
"$game" --events "$dir/events" --quit-at-end --size 1280x800 "$dir/game.json" >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
for f in results board again undo; do
    [ -s "$dir/$f.png" ] || { echo "FAIL: no screenshot $f.png"; exit 1; }
done
if cmp -s "$dir/results.png" "$dir/board.png"; then
    echo "FAIL: a click beside the results did not put them away"
    exit 1
fi
cmp -s "$dir/results.png" "$dir/again.png" ||
    { echo "FAIL: Enter did not bring the same results back"; exit 1; }
if cmp -s "$dir/board.png" "$dir/undo.png"; then
    echo "FAIL: Ctrl+Z in a game of computers alone said nothing"
    exit 1
fi
grep -qF '"turns": 71' "$dir/ui.out" || { echo "FAIL: the game changed"; exit 1; }
echo "1 passed, 0 failed"
