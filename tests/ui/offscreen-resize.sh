#!/bin/sh
# offscreen-resize.sh CARCASSONNE: the layout follows the window's size even when no size event
# tells of the change (a window manager's full screen, F11 under some): the script's "resize"
# changes the window and drops the events. The next frame must be laid out, and saved, at the
# new size (it was drawn at the old one, into a surface that no longer matched).
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
cat >"$dir/events" <<END
key Return
wait 100
resize 1300 820
wait 100
shot $dir/resized.png
END
"$game" --events "$dir/events" --quit-at-end --size 1024x700 >"$dir/ui.out"
echo "window: $(cat "$dir/ui.out")"
[ -s "$dir/resized.png" ] || { echo "FAIL: no screenshot"; exit 1; }
# The PNG's width and height, big-endian at bytes 16 to 23.
size=$(od -An -tu1 -j16 -N8 "$dir/resized.png" |
    awk '{ printf "%dx%d", (($1 * 256 + $2) * 256 + $3) * 256 + $4, (($5 * 256 + $6) * 256 + $7) * 256 + $8 }')
[ "$size" = 1300x820 ] || { echo "FAIL: the frame after the resize is $size, not 1300x820"; exit 1; }
echo "1 passed, 0 failed"
