#!/bin/sh
# metainfo-screenshots.sh [CARCASSONNE] [OUTDIR]: the pictures the AppStream metainfo names
# (data/meson.build: HOMEPAGE/screenshots/NAME.png when meson's option homepage is set), made
# by the game itself (--screenshot) with no display, in English at 1600x900: the setup, a
# turn, the dragon's flight and the end table. A packager who sets homepage publishes these
# under HOMEPAGE/screenshots/, so that the pictures are the game as it is built.
# CARCASSONNE defaults to build/src/ui/carcassonne, OUTDIR to build/metainfo-screenshots.
set -eu
game=${1:-build/src/ui/carcassonne}
out=${2:-build/metainfo-screenshots}
[ -x "$game" ] || { echo "metainfo-screenshots.sh: no program $game (build it first)" >&2; exit 1; }
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# No display, no sound, nobody's settings or saves: the pictures are the same on any machine.
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_CONFIG_HOME="$tmp/config"
n=0
shot() {
    n=$((n + 1))
    name=$1
    shift
    env -u LC_ALL -u LC_MESSAGES -u LANG LANGUAGE=en XDG_DATA_HOME="$tmp/data$n" \
        "$game" --size 1600x900 --ai-pace 0 --think 0.2 --ai-cap 60 "$@" \
        --screenshot "$out/$name.png" >/dev/null 2>"$tmp/err" ||
        { cat "$tmp/err" >&2; echo "metainfo-screenshots.sh: $name failed" >&2; exit 1; }
    [ -s "$out/$name.png" ] || { echo "metainfo-screenshots.sh: no $name.png" >&2; exit 1; }
    echo "$out/$name.png"
}
# The pictures' sets are this script's choice of what shows the game best: every expansion but
# the Princess & the Dragon in the setup, the turn and the end table (a board the dragon has
# not emptied), and that set alone for its flight.
sets=river,inns-cathedrals,abbot,festival,traders-builders
shot setup --seats person,person,medium,hard --tilesets $sets
shot turn --seats person,easy,medium,person --tilesets $sets --autoplay --seed 8 --turns 30 \
    --stop-at follower
shot dragon --seats person,medium,person --tilesets princess-dragon --autoplay --seed 4 \
    --turns 0 --stop-at dragon
shot end --seats person,easy,medium,person --tilesets $sets --autoplay --seed 3 --turns 0 \
    --stop-at end
