#!/bin/sh
# offscreen-settings-screen.sh CARCASSONNE: the settings screen (Esc, Settings), at 1280x800.
# Two clicks on the animation speed turn animations off (normal, fast, off), one on Sound turns
# it off, one on the grid shows it, one on Follow the play turns it off, one the colours for
# colour-blind eyes, a click on red's mark gives it the next mark (stripe), blue taking red's
# dot, one on the interface size chooses 100% (from automatic) and one on the language chooses
# English; all are kept in settings.json.
# The next run plays with them: seed 5's first tile closes a city with a knight, and with animations off the screen right after the turn is
# already the screen three seconds later (no rising "+4 City", no name flashing).
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
cat >"$dir/first" <<END
key Escape
move 640 311
click
move 640 154
click
click
move 640 209
click
move 640 264
click
move 640 319
click
move 640 429
click
move 579 484
click
move 640 539
click
move 640 594
click
shot $dir/settings.png
move 640 649
click
END
"$game" --events "$dir/first" --quit-at-end --size 1280x800 >/dev/null
settings="$dir/config/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/settings.json"
grep -q '"animation_speed":.0,' "$settings" && grep -q '"grid":.true' "$settings" &&
    grep -q '"sound":.false' "$settings" && grep -q '"safe_colours":.true' "$settings" &&
    grep -q '"red":.*"stripe"' "$settings" && grep -q '"blue":.*"dot"' "$settings" &&
    grep -q '"green":.*"ring"' "$settings" && grep -q '"follow":.false' "$settings" &&
    grep -q '"language":."en"' "$settings" && grep -q '"ui_scale":.100' "$settings" ||
    { echo "FAIL: the settings were not kept:"; cat "$settings"; exit 1; }
cat >"$dir/second" <<END
key Return
cell 0 -1
click
spot 0
click
key Return
shot $dir/after.png
wait 3000
shot $dir/later.png
END
"$game" --seed 5 --events "$dir/second" --quit-at-end --size 1280x800 >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
grep -qF '"scores": [4, 0]' "$dir/ui.out" || { echo "FAIL: the city did not score 4"; exit 1; }
cmp -s "$dir/after.png" "$dir/later.png" ||
    { echo "FAIL: with animations off the screen still moved after the turn"; exit 1; }
echo "1 passed, 0 failed"
