#!/bin/sh
# valgrind-game.sh CARCASSONNE: a whole offscreen game under valgrind's memcheck, with a person
# (played by --autoplay through the window's input), an easy and a hard computer player, and
# the autosave in a data folder of its own: any error memcheck finds (a read of memory never
# written, a bad free, an overrun) fails the test. The computer players' game copies start
# from zeroed memory for this (src/ai/ai.c, carc_ai_start); no suppression is needed.
set -eu
game=$1
command -v valgrind >/dev/null || { echo "SKIP: no valgrind"; exit 77; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$dir/data" XDG_DATA_HOME="$dir/xdg"
valgrind --error-exitcode=99 -q --num-callers=20 "$game" --seats person,easy,hard --seed 7 \
    --ai-pace 0 --think 0.1 --ai-cap 600 --autoplay --quit-at-end --size 640x400 \
    >"$dir/out.txt" 2>"$dir/err.txt" || {
    rc=$?
    head -60 "$dir/err.txt"
    echo "FAIL: exit status $rc (99: memcheck found errors)"
    exit 1
}
grep -q '"finished": true' "$dir/out.txt" || { echo "FAIL: the game did not finish"; exit 1; }
echo "memcheck clean: $(cat "$dir/out.txt")"
