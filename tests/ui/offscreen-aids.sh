#!/bin/sh
# offscreen-aids.sh CARCASSONNE EVENTS [SHOTS]: plays aids.events into the window with no
# display: the feature card under a follower, the fit counts and a hint, each checked by the
# script's own commands (card, fits, hint: src/ui/script.c); the hint must be a legal move.
# Then the same first turn with a medium computer player in the second seat: the move it plays
# must be the hint's, and the record says the aids were on. Then a purist's game with the aids
# off, and the card of a score line of the panel's "Latest" (aids-history.events). The pictures go to SHOTS (a scratch folder when not given) to be looked
# at.
set -eu
game=$1 events=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
shots=${3:-$dir}
mkdir -p "$shots"
sed "s|SHOTS|$shots|g" "$events" >"$dir/aids.events"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
# A generous time cap: a search stopped by the clock on a busy machine could choose otherwise.
"$game" --seed 5 --ai-cap 60 --events "$dir/aids.events" --quit-at-end --size 1280x800 \
    >"$dir/ui.out" ||
    { echo "FAIL: the window stopped the script:"; cat "$dir/ui.out"; exit 1; }
cat "$dir/ui.out"
hint=$(grep '^hint: ' "$dir/ui.out") || { echo "FAIL: no hint"; exit 1; }
# "hint: X Y ROT step TYPE ...": TYPE 2 is a figure (carc_action_type), anything else none.
set -- $hint
x=$2 y=$3 rot=$4 step=$6
cat >"$dir/computer.events" <<END
key Return
cell 0 -1
click
spot 1
click
key Return
wait 12000
END
XDG_DATA_HOME="$dir/data2" XDG_CONFIG_HOME="$dir/config2" "$game" --seed 5 --ai-cap 60 \
    --seats person,medium --ai-pace 50 --events "$dir/computer.events" --quit-at-end \
    --record-out "$dir/game.json" --size 1280x800 >"$dir/computer.out"
turn=$(grep -F '"tile": ' "$dir/game.json" | sed -n 2p)
echo "the computer player's turn: $turn"
case $turn in
*"\"x\": $x, \"y\": $y, \"rot\": $rot"*) ;;
*) echo "FAIL: the hint ($hint) is not the computer player's move"; exit 1 ;;
esac
case $turn in *meeple*) played=2 ;; *) played=none ;; esac
[ "$step" = 2 ] && want=2 || want=none
[ "$played" = "$want" ] || { echo "FAIL: the hint's figure step differs"; exit 1; }
# The record notes that the aids were on (the setup's default).
grep -q '"aids": true' "$dir/game.json" || { echo "FAIL: the record lacks \"aids\": true"; exit 1; }
# A purist turns them off on the setup screen (the toggle under the players, at 1280x800): the
# keys of the aids do nothing, the record says "aids": false and the choice is remembered.
cat >"$dir/purist.events" <<END
move 420 570
click
key Return
cell 0 -1
click
key Space
key Return
wait 500
key c
key e
cell 0 0
shot $shots/aids-off.png
END
XDG_DATA_HOME="$dir/data3" XDG_CONFIG_HOME="$dir/config3" "$game" --seed 5 \
    --events "$dir/purist.events" --quit-at-end --record-out "$dir/purist.json" \
    --size 1280x800 >"$dir/purist.out"
grep -q '"aids": false' "$dir/purist.json" || { echo "FAIL: the record lacks \"aids\": false"; exit 1; }
grep -q '"aids":.false' "$dir/config3/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/settings.json" ||
    { echo "FAIL: the setup's choice was not remembered"; exit 1; }
# The history panel: a score line's card (aids-history.events, beside EVENTS).
sed "s|SHOTS|$shots|g" "$(dirname "$events")/aids-history.events" >"$dir/history.events"
XDG_DATA_HOME="$dir/data4" XDG_CONFIG_HOME="$dir/config4" "$game" --seed 5 \
    --events "$dir/history.events" --quit-at-end --size 1280x800 >"$dir/history.out" ||
    { echo "FAIL: the score line's card"; cat "$dir/history.out"; exit 1; }
for f in aids-history aids-projection aids-why aids-why-zoom aids-tiles aids-card aids-card-zoom aids-fits aids-fits-zoom aids-hint aids-hint-zoom; do
    [ -s "$shots/$f.png" ] || { echo "FAIL: no picture $f"; exit 1; }
done
echo "1 passed, 0 failed"
