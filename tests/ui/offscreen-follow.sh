#!/bin/sh
# offscreen-follow.sh CARCASSONNE: the view follows play, never under a resting pointer, and not
# at all with "Follow the play" off. Seed 3, a computer (easy) then a person, at 1024x640: the
# view is zoomed in to the most on the cell left of and above the start tile, the pointer resting
# there; the computer puts its first tile east of the start tile, out of that view. While the
# pointer rests the view stays; once it moves the view glides to the tile. With the setting off
# (settings.json "follow": false) the view stays even after the pointer moved.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
# The computer thinks for 4 s, shows its tile for 4 s, then its follower: the checks fall
# while its tile is shown (from about 4.3 s to 6.3 s).
events() {
    cat <<END
key Return
wait 300
cell -1 -1
wheel 12
wait 4500
unseen last
wait 500
unseen last
move 310 300
wait 1000
$1 last
END
}
events seen >"$dir/on"
"$game" --seats easy,person --seed 3 --ai-pace 4000 --events "$dir/on" --quit-at-end \
    --size 1024x640 >/dev/null ||
    { echo "FAIL: with the pointer resting the view moved, or it did not follow once it moved"; exit 1; }
mkdir -p "$dir/config/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}"
printf '{"format": "carcassonne-settings", "version": 1, "follow": false}\n' \
    >"$dir/config/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/settings.json"
events unseen >"$dir/off"
"$game" --seats easy,person --seed 3 --ai-pace 4000 --events "$dir/off" --quit-at-end \
    --size 1024x640 >/dev/null ||
    { echo "FAIL: with Follow the play off the view still followed"; exit 1; }
echo "1 passed, 0 failed"
