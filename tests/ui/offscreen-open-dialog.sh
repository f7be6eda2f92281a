#!/bin/sh
# offscreen-open-dialog.sh CARCASSONNE CLI SHOTS: the open dialog shows each save's sets, date,
# progress and a small picture of its board (issue 27), in English and German at 1024x640 and
# 1920x1080, with no text overflowing its box (--check-layout exits 3 when one does). Saves of
# the base game and of the River with the Abbot, played by carcassonne-cli. The screenshots go
# to SHOTS (a folder) when given.
set -eu
game=$1
cli=$2
shots=${3:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
unset CARC_DATA_DIR
saves="$dir/data/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/saves"
mkdir -p "$saves"
"$cli" simulate --games 2 --seed 4 --record "$saves" >/dev/null
"$cli" simulate --games 2 --seed 5 --tilesets base,river,abbot --record "$dir/sets" >/dev/null
for f in "$dir/sets"/*.json; do cp "$f" "$saves/sets-${f##*/}"; done
for lang in en de; do
    for size in 1024x640 1920x1080; do
        printf 'key o ctrl\nwait 100\nshot %s\n' "$dir/open-$size-$lang.png" >"$dir/events"
        LANGUAGE=$lang "$game" --events "$dir/events" --quit-at-end --size "$size" --check-layout \
            >/dev/null 2>"$dir/err-$size-$lang" ||
            { echo "FAIL: $lang $size:"; cat "$dir/err-$size-$lang"; exit 1; }
        [ -s "$dir/open-$size-$lang.png" ] || { echo "FAIL: no screenshot"; exit 1; }
        [ -z "$shots" ] || cp "$dir/open-$size-$lang.png" "$shots/"
        echo "open dialog, $lang at $size: drawn, nothing overflows"
    done
done
echo "1 passed, 0 failed"
