#!/bin/sh
# offscreen-panel-scroll.sh CARCASSONNE: six players with every set at 1024x640 want more room
# for their rows and the log than the panel has under its buttons: the mouse wheel over the
# players' rows scrolls them and the log (the screenshots before and after differ, and scrolling
# back to the top gives the first picture again), with no text cut short (--check-layout). Two
# players fit: the wheel over their rows changes nothing (no scroll, and the board does not
# zoom).
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
sets=river,inns-cathedrals,abbot,festival,traders-builders,princess-dragon
# The pointer on the rows, the turn's banner faded first.
cat >"$dir/six.events" <<END
key Return
wait 2500
move 850 400
shot $dir/top.png
wheel -3
shot $dir/down.png
wheel 30
shot $dir/back.png
END
"$game" --size 1024x640 --players 6 --tilesets $sets --seed 3 --check-layout \
    --events "$dir/six.events" --quit-at-end >"$dir/six.out" 2>"$dir/six.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/six.err"; exit 1; }
if grep -q "layout:" "$dir/six.err"; then
    echo "FAIL: texts cut short or overflowing:"
    grep "layout:" "$dir/six.err"
    exit 1
fi
cmp -s "$dir/top.png" "$dir/down.png" &&
    { echo "FAIL: six players: the wheel over the rows did not scroll them"; exit 1; }
cmp -s "$dir/top.png" "$dir/back.png" ||
    { echo "FAIL: six players: scrolled back up, the panel is not as it was"; exit 1; }
echo "six players: the rows and the log scroll, and back"

sed "s|$dir/top.png|$dir/two-top.png|; s|$dir/down.png|$dir/two-down.png|; /wheel 30/d; /back.png/d" \
    "$dir/six.events" >"$dir/two.events"
"$game" --size 1024x640 --players 2 --seed 3 --events "$dir/two.events" --quit-at-end \
    >"$dir/two.out" 2>"$dir/two.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/two.err"; exit 1; }
cmp -s "$dir/two-top.png" "$dir/two-down.png" ||
    { echo "FAIL: two players: the wheel over the rows changed the screen"; exit 1; }
echo "two players: nothing scrolls"
echo "2 passed, 0 failed"
