#!/bin/sh
# offscreen-wide-board.sh CARCASSONNE CLI BOARD: a game whose board is wider than the view at the
# smallest zoom, finished by --autoplay in a 640x400 window. BOARD (wide-board.json) is a base
# game of 64 turns, a person to move, its tiles from x = -9 to 7: with a free cell each side
# that is 20 columns, and the view is about 400 pixels wide, so fitting the board (F) leaves
# the cells at its ends outside the view even at the smallest zoom (24 pixels a tile). The
# person's first target there is such a cell: --autoplay pressed F for ever (the one hang of
# ui-valgrind-game); it now drags the board toward it as a person would. The game must end
# and its record replay to the window's scores.
set -eu
game=$1 cli=$2 board=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$dir/data" XDG_DATA_HOME="$dir/xdg"
fail() { echo "FAIL: $*"; exit 1; }
scores() { sed -n 's/.*"scores": \[\([^]]*\)\].*/\1/p' "$1"; }

timeout 40 "$game" --ai-pace 0 --autoplay --quit-at-end --size 640x400 \
    --record-out "$dir/game.json" "$board" >"$dir/game.out" ||
    fail "the window did not end by itself (status $?): $(cat "$dir/game.out")"
"$cli" replay "$dir/game.json" >"$dir/game.cli"
echo "window: $(cat "$dir/game.out")"
echo "replay: $(cat "$dir/game.cli")"
grep -q '"finished": true' "$dir/game.out" || fail "the game did not finish"
[ "$(scores "$dir/game.out")" = "$(scores "$dir/game.cli")" ] || fail "scores differ"
echo "the wide board's game finished"
