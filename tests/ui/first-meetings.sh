#!/bin/sh
# first-meetings.sh CARCASSONNE: the aid at a first meeting (src/ui/firsts.c, issue 26),
# offscreen at 1024x640 with the Festival and the Princess & the Dragon, seed 3, two people.
# A whole game played by --autoplay meets a festival tile in hand (turn 6) and the first volcano
# (turn 12): each note comes once in the game. With real input, five turns on the first cell
# where the tile fits, then the festival tile's note: "Read the rules" opens the Festival's page.
# With the aids turned off on the setup screen (a new player: no game saved), no note.
# Then with Inns & Cathedrals, Traders & Builders and the Abbot, seed 8: a whole game meets a
# garden (turn 1), a city with goods (2), a cathedral (9) and a builder's second tile (20), each
# note once; seed 1 meets goods and a garden on the same tile (turn 19): one note at a time, the
# garden's when the next garden comes (37); with the aids off, none.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data"
export XDG_CONFIG_HOME="$dir/config"
opts="--seed 3 --players 2 --tilesets festival,princess-dragon --size 1024x640 --ai-pace 0"

# shellcheck disable=SC2086
"$game" $opts --autoplay --quit-at-end >"$dir/auto.out" 2>"$dir/auto.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/auto.err"; exit 1; }
grep -q '"finished": true' "$dir/auto.out" || { echo "FAIL: the game did not finish"; exit 1; }
[ "$(grep -c '^aid: first festival, turn 6$' "$dir/auto.out")" = 1 ] &&
    [ "$(grep -c '^aid: first festival' "$dir/auto.out")" = 1 ] ||
    { echo "FAIL: the festival tile's note, once at turn 6:"; grep '^aid' "$dir/auto.out"; exit 1; }
[ "$(grep -c '^aid: first volcano, turn 12$' "$dir/auto.out")" = 1 ] &&
    [ "$(grep -c '^aid: first volcano' "$dir/auto.out")" = 1 ] ||
    { echo "FAIL: the first volcano's note, once at turn 12:"; grep '^aid' "$dir/auto.out"; exit 1; }
echo "a whole game: the festival tile's note at turn 6, the volcano's at 12, each once"

turns() { # five turns on the first cell where the tile fits, no figure
    for _ in 1 2 3 4 5; do printf 'fit 0\nclick\nkey Return\nkey Return\nwait 300\n'; done
}
{ printf 'key Return\nwait 300\n'; turns; printf 'move 60 614\nclick\nwait 200\n'; } >"$dir/read.events"
# shellcheck disable=SC2086
"$game" $opts --events "$dir/read.events" --quit-at-end >"$dir/read.out" 2>"$dir/read.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/read.err"; exit 1; }
grep -q '^aid: first festival, turn 6$' "$dir/read.out" &&
    grep -q '^aid: the rules of the festival opened$' "$dir/read.out" ||
    { echo "FAIL: Read the rules did not open the Festival's page:"; cat "$dir/read.out"; exit 1; }
echo "the festival tile's note: Read the rules opens the Festival's page"

# The aids' toggle on the setup screen (off), then the same turns: no note.
{ printf 'move 300 471\nclick\nkey Return\nwait 300\n'; turns; } >"$dir/off.events"
# shellcheck disable=SC2086
XDG_CONFIG_HOME="$dir/config-off" XDG_DATA_HOME="$dir/data-off" "$game" $opts --events "$dir/off.events" --quit-at-end >"$dir/off.out" 2>"$dir/off.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/off.err"; exit 1; }
if grep -q '^aid:' "$dir/off.out"; then
    echo "FAIL: a note with the aids off:"
    grep "^aid" "$dir/off.out"
    exit 1
fi
echo "with the aids off, no note"

# once NAME TURN FILE: the note of NAME came once in the game, at TURN.
once() {
    [ "$(grep -c "^aid: first $1, turn $2\$" "$3")" = 1 ] &&
        [ "$(grep -c "^aid: first $1," "$3")" = 1 ] ||
        { echo "FAIL: the note of the first $1, once at turn $2:"; grep '^aid' "$3"; exit 1; }
}
sets="--players 2 --tilesets inns-cathedrals,traders-builders,abbot --size 1024x640 --ai-pace 0"
# shellcheck disable=SC2086
"$game" $sets --seed 8 --autoplay --quit-at-end >"$dir/sets.out" 2>"$dir/sets.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/sets.err"; exit 1; }
grep -q '"finished": true' "$dir/sets.out" || { echo "FAIL: the game did not finish"; exit 1; }
once garden 1 "$dir/sets.out"
once goods 2 "$dir/sets.out"
once cathedral 9 "$dir/sets.out"
once builder 20 "$dir/sets.out"
echo "a whole game: the garden's note at turn 1, the goods' at 2, the cathedral's at 9, the builder's second tile's at 20, each once"

# shellcheck disable=SC2086
"$game" $sets --seed 1 --autoplay --quit-at-end >"$dir/two.out" 2>"$dir/two.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/two.err"; exit 1; }
once goods 19 "$dir/two.out"
once garden 37 "$dir/two.out"
echo "goods and a garden on one tile: one note, the garden's at the next garden"

printf 'move 300 471\nclick\nwait 100\n' >"$dir/sets-off.events"
# shellcheck disable=SC2086
XDG_CONFIG_HOME="$dir/config-off2" XDG_DATA_HOME="$dir/data-off2" "$game" $sets --seed 8 --events "$dir/sets-off.events" --autoplay --quit-at-end >"$dir/sets-off.out" 2>"$dir/sets-off.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/sets-off.err"; exit 1; }
grep -q '"finished": true' "$dir/sets-off.out" || { echo "FAIL: the game did not finish"; exit 1; }
if grep -q '^aid:' "$dir/sets-off.out"; then
    echo "FAIL: a note with the aids off:"
    grep "^aid" "$dir/sets-off.out"
    exit 1
fi
echo "the same game with the aids off: no note"
echo "6 passed, 0 failed"
