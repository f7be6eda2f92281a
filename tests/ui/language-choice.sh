#!/bin/sh
# language-choice.sh CARCASSONNE EVENTS: a language chosen on the setup screen overrides the
# system's and is remembered. With the system in German (LANG), the clicks of EVENTS choose
# Spanish: the game's players are named in Spanish and the settings file says "es", private to
# the user. A second start, with the same settings and still a German system, names a new
# game's computer players in Spanish too.
set -eu
game=$1 events=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_CONFIG_HOME="$dir/config"
unset LANGUAGE LC_ALL LC_MESSAGES
export LANG=de_DE.UTF-8
XDG_DATA_HOME="$dir/data1" "$game" --seed 5 --events "$events" --quit-at-end \
    --record-out "$dir/one.json" --size 1280x800 >/dev/null
grep -F '"name": "Jugador 1"' "$dir/one.json" ||
    { echo "FAIL: the players are not named in Spanish:"; cat "$dir/one.json"; exit 1; }
settings="$dir/config/${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/settings.json"
grep -E '"language":[[:space:]]*"es"' "$settings" || { echo "FAIL: the choice is not remembered"; exit 1; }
[ "$(stat -c %a "$settings")" = 600 ] && [ "$(stat -c %a "$(dirname "$settings")")" = 700 ] ||
    { echo "FAIL: the settings are not private"; exit 1; }
XDG_DATA_HOME="$dir/data2" "$game" --seats easy,easy --seed 5 --autoplay --quit-at-end \
    --ai-pace 0 --think 0.2 --ai-cap 60 --record-out "$dir/two.json" >/dev/null
grep -F '"name": "Ordenador 1"' "$dir/two.json" ||
    { echo "FAIL: the remembered language was not used:"; cat "$dir/two.json"; exit 1; }
echo "1 passed, 0 failed"
