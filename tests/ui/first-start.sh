#!/bin/sh
# first-start.sh CARCASSONNE: the first start's offer of a lesson (screen_setup.c, issue 26),
# offscreen with real clicks at 1024x640. With an empty settings folder (a new player) the setup
# screen offers it: "Not now" answers it for good (the settings file then says so, and the next
# start offers nothing where its buttons were); "Learn to play" starts the guided first game.
# A settings file from before the offer (without its key) is a player who is not new: no offer.
set -eu
game=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data"
settings=${CARC_APP_ID:-io.github.carcassonne_desktop.Carcassonne}/settings.json
# The offer's buttons at 1024x640: "Learn to play" left, "Not now" right, below the players' rows
# (the picture of the setup screen shows them there).
printf 'move 147 373\nclick\nwait 100\n' >"$dir/learn.events"
printf 'move 381 373\nclick\nwait 100\n' >"$dir/later.events"

run() { # run CONFIG EVENTS NAME
    XDG_CONFIG_HOME="$1" "$game" --size 1024x640 --events "$2" --quit-at-end \
        >"$dir/$3.out" 2>"$dir/$3.err" ||
        { echo "FAIL: $3: the window failed:"; cat "$dir/$3.err"; exit 1; }
}

run "$dir/new" "$dir/later.events" later
grep -q "^setup: the offer of a lesson answered: not now" "$dir/later.out" ||
    { echo "FAIL: a new player was not offered a lesson"; cat "$dir/later.out"; exit 1; }
grep -Eq '"learn_offered":[[:space:]]*true' "$dir/new/$settings" ||
    { echo "FAIL: the answer was not kept in the settings"; exit 1; }
run "$dir/new" "$dir/learn.events" again
if grep -q "answered\|^lesson:" "$dir/again.out"; then
    echo "FAIL: the offer came again once answered"
    exit 1
fi
echo "a new player offered a lesson once: Not now kept"

run "$dir/new2" "$dir/learn.events" learn
grep -q "^setup: the offer of a lesson answered: learn to play" "$dir/learn.out" &&
    grep -q "^lesson: first-game started" "$dir/learn.out" ||
    { echo "FAIL: Learn to play did not start the lesson"; cat "$dir/learn.out"; exit 1; }
echo "Learn to play starts the guided first game"

mkdir -p "$dir/old/$(dirname $settings)"
printf '{"format": "carcassonne-settings", "version": 1, "grid": true}\n' >"$dir/old/$settings"
run "$dir/old" "$dir/learn.events" old
if grep -q "answered\|^lesson:" "$dir/old.out"; then
    echo "FAIL: a settings file from before was offered a lesson"
    exit 1
fi
echo "an existing settings file: no offer"
echo "3 passed, 0 failed"
