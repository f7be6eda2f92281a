#!/bin/sh
# first-meetings.sh CARCASSONNE: the aid at a first meeting (src/ui/firsts.c, issue 26),
# offscreen at 1024x640 with the Festival and the Princess & the Dragon, seed 3, two people.
# A whole game played by --autoplay meets a festival tile in hand and the first volcano: each
# note comes once in the game, at the first turn whose tile carries it, worked out from the
# game's record and the tile sets' files (first-turns.py), not from the window. With real input, five turns on the first cell
# where the tile fits, then the festival tile's note: "Read the rules" opens the Festival's page.
# With the aids turned off on the setup screen (a new player: no game saved), no note.
# Then with Inns & Cathedrals, Traders & Builders and the Abbot, seed 8: a whole game meets a
# garden, a city with goods, a cathedral (each at its first tile, as above) and a builder's
# second tile, each note once; seed 1 meets goods and a garden first on the same tile: one note
# at a time, the goods' there and the garden's at the next garden tile; with the aids off, none.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data"
export XDG_CONFIG_HOME="$dir/config"
opts="--seed 3 --players 2 --tilesets festival,princess-dragon --size 1024x640 --ai-pace 0"
# turns THING RECORD: the turns whose tile carries THING (first-turns.py); first: the first.
turns_of() {
    python3 "$(dirname "$0")/first-turns.py" "$2" "$CARC_ASSETS/tilesets" |
        sed -n "s/^$1 //p"
}
first() {
    turns_of "$1" "$2" | cut -d' ' -f1
}
# once NAME TURN FILE: the note of NAME came once in the game, at TURN.
once() {
    [ "$(grep -c "^aid: first $1, turn $2\$" "$3")" = 1 ] &&
        [ "$(grep -c "^aid: first $1," "$3")" = 1 ] ||
        { echo "FAIL: the note of the first $1, once at turn $2:"; grep '^aid' "$3"; exit 1; }
}

# shellcheck disable=SC2086
"$game" $opts --autoplay --quit-at-end --record-out "$dir/auto.json" >"$dir/auto.out" \
    2>"$dir/auto.err" || { echo "FAIL: the window failed:"; cat "$dir/auto.err"; exit 1; }
grep -q '"finished": true' "$dir/auto.out" || { echo "FAIL: the game did not finish"; exit 1; }
festival=$(first festival "$dir/auto.json") volcano=$(first volcano "$dir/auto.json")
[ -n "$festival" ] && [ -n "$volcano" ] || { echo "FAIL: the deal has no festival or volcano tile"; exit 1; }
once festival "$festival" "$dir/auto.out"
once volcano "$volcano" "$dir/auto.out"
echo "a whole game: the festival tile's note at turn $festival, the volcano's at $volcano, each once"

turns() { # five turns on the first cell where the tile fits, no figure
    for _ in 1 2 3 4 5; do printf 'fit 0\nclick\nkey Return\nkey Return\nwait 300\n'; done
}
{ printf 'key Return\nwait 300\n'; turns; printf 'move 60 614\nclick\nwait 200\n'; } >"$dir/read.events"
# shellcheck disable=SC2086
"$game" $opts --events "$dir/read.events" --quit-at-end >"$dir/read.out" 2>"$dir/read.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/read.err"; exit 1; }
grep -q "^aid: first festival, turn $festival\$" "$dir/read.out" &&
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

sets="--players 2 --tilesets inns-cathedrals,traders-builders,abbot --size 1024x640 --ai-pace 0"
# shellcheck disable=SC2086
"$game" $sets --seed 8 --autoplay --quit-at-end --record-out "$dir/sets.json" \
    >"$dir/sets.out" 2>"$dir/sets.err" || { echo "FAIL: the window failed:"; cat "$dir/sets.err"; exit 1; }
grep -q '"finished": true' "$dir/sets.out" || { echo "FAIL: the game did not finish"; exit 1; }
garden=$(first garden "$dir/sets.json") goods=$(first goods "$dir/sets.json")
cathedral=$(first cathedral "$dir/sets.json")
# This deal's first garden, goods and cathedral tiles are three different turns (else the
# notes would queue, as the next game tests).
[ "$garden" != "$goods" ] && [ "$goods" != "$cathedral" ] && [ "$garden" != "$cathedral" ] ||
    { echo "FAIL: seed 8 no longer deals three separate first tiles"; exit 1; }
once garden "$garden" "$dir/sets.out"
once goods "$goods" "$dir/sets.out"
once cathedral "$cathedral" "$dir/sets.out"
# A builder's second tile is not on the tile: the note comes once (the turn is the window's).
[ "$(grep -c '^aid: first builder,' "$dir/sets.out")" = 1 ] ||
    { echo "FAIL: the builder's second tile's note, once:"; grep '^aid' "$dir/sets.out"; exit 1; }
echo "a whole game: the garden's note at turn $garden, the goods' at $goods, the cathedral's at $cathedral, the builder's second tile's once"

# shellcheck disable=SC2086
"$game" $sets --seed 1 --autoplay --quit-at-end --record-out "$dir/two.json" >"$dir/two.out" \
    2>"$dir/two.err" || { echo "FAIL: the window failed:"; cat "$dir/two.err"; exit 1; }
goods=$(first goods "$dir/two.json")
[ "$goods" = "$(first garden "$dir/two.json")" ] ||
    { echo "FAIL: seed 1 no longer deals goods and a garden first on one tile"; exit 1; }
garden=$(turns_of garden "$dir/two.json" | cut -d' ' -f2) # the next garden tile
once goods "$goods" "$dir/two.out"
once garden "$garden" "$dir/two.out"
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
