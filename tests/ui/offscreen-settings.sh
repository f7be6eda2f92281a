#!/bin/sh
# offscreen-settings.sh CARCASSONNE: names, rules and tile sets are remembered between runs, and
# a name is edited as text fields are. In a first run, on the setup screen (1280x800): a click
# on Player 1's name, End, "x", Ctrl+A and "Ana" make it "Ana"; Tab selects Player 2's whole
# name, "Luis" replaces it, Home and "Dr." make it "Dr.Luis". The River, the Abbot, Traders &
# Builders, the Princess & the Dragon and the 2nd edition's farms are chosen, and the game
# starts. A second run with the
# same configuration folder starts at once: its record must have the same players, rules and
# tile sets. Then a broken settings file: the window still starts (with the defaults), says
# what is wrong on stderr, and saves the seats nobody named with an empty name.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
cat >"$dir/first" <<END
move 360 212
click
key End
type x
key a ctrl
type Ana
key Tab
type Luis
key Home
type Dr.
key Return
move 850 321
click
move 850 395
click
move 850 469
click
move 850 506
click
move 850 198
click
key Return
END
"$game" --seed 7 --events "$dir/first" --quit-at-end --size 1280x800 \
    --record-out "$dir/first.json" >/dev/null
settings="$dir/config/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/settings.json"
[ -s "$settings" ] || { echo "FAIL: no $settings"; exit 1; }
echo "settings.json:"; cat "$settings"
printf 'key Return\n' >"$dir/second"
"$game" --seed 7 --events "$dir/second" --quit-at-end --size 1280x800 \
    --record-out "$dir/second.json" >/dev/null
for f in first second; do
    for want in '"name": "Ana"' '"name": "Dr.Luis"' '"farm_scoring": "2nd"' '"river"' \
        '"abbot"' '"traders-builders"' '"princess-dragon"'; do
        grep -qF "$want" "$dir/$f.json" || { echo "FAIL: the $f game's record lacks $want"; cat "$dir/$f.json"; exit 1; }
    done
done
echo '{"format": "carcassonne-settings", "version": 1, "animation_speed": "fast"' >"$settings"
printf 'key Return\nkey Return\n' >"$dir/third" # the notice, then the game
"$game" --seed 7 --events "$dir/third" --quit-at-end --size 1280x800 \
    --record-out "$dir/third.json" >/dev/null 2>"$dir/third.err"
grep -q "settings.json: line" "$dir/third.err" ||
    { echo "FAIL: a broken settings file was not reported:"; cat "$dir/third.err"; exit 1; }
grep -qF '"name": "Player 1"' "$dir/third.json" ||
    { echo "FAIL: with broken settings the game did not start from the defaults"; exit 1; }
# The game started from the defaults wrote them back: seats nobody named keep an empty name,
# so that theirs follows the language.
grep -q '"name":[[:space:]]*""' "$settings" ||
    { echo "FAIL: no seat keeps the default (empty) name:"; cat "$settings"; exit 1; }
if grep -q '"name":[[:space:]]*"Player' "$settings"; then
    echo "FAIL: a default name was saved as text:"; cat "$settings"; exit 1
fi
echo "1 passed, 0 failed"
