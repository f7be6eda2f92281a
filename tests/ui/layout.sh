#!/bin/sh
# layout.sh CARCASSONNE EVENTS [LANG...]: every text of the window fits its box, in every
# language (all seven by default) at 1024x640, the smallest window the game is laid out for.
# The window runs with --check-layout, which reports each text cut short, wrapped taller than
# its box, with a word cut, or drawn past the window's edge, and then exits with status 3.
# Walked: the setup screen with every tile set and six seats through the farm editions, the
# help, the menu, the settings and the open dialog (EVENTS, layout-setup.events); then a whole
# game of six seats (three people played by --autoplay, three computers) with every tile set,
# every frame of it checked (the panel's rows, banners, log, the figure step, the dragon's
# flight, the final scoring), and its end table; then that game again at 1920x1080 with the
# largest interface size (--ui-scale 200, clamped to what fits: 1024x640 fits no more than its
# own). The pictures stay in the build tree's layout/ to be looked at.
set -eu
game=$1 events=$2
shift 2
langs=${*:-en de es fr it nl pt}
out=$(dirname "$game")/../../layout
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
sets=river,inns-cathedrals,abbot,festival,traders-builders,princess-dragon
failed=0 seed=1
for l in $langs; do
    seed=$((seed + 1))
    sed "s|SHOTS/layout-|$out/$l-|" "$events" >"$tmp/setup.events"
    # run NAME OPTIONS: the window with its own data folder (no autosave to offer), at 1024x640
    # unless OPTIONS say another --size. A run that does not end within 10 minutes (a click
    # that missed leaves the window waiting) fails by its name, not by the test's time-out.
    run() {
        name=$1
        shift
        rc=0
        env -u LC_ALL -u LC_MESSAGES LANGUAGE="$l" XDG_CONFIG_HOME="$tmp/config-$l" \
            XDG_DATA_HOME="$tmp/data-$l-$name" timeout 600 "$game" --size 1024x640 \
            --check-layout --tilesets $sets "$@" >/dev/null 2>"$tmp/err" || rc=$?
        if [ "$rc" -eq 124 ]; then
            echo "FAIL: $l: the $name run did not end within 600 s: $(tail -n 3 "$tmp/err")"
            exit 1
        fi
        if grep 'layout:' "$tmp/err"; then
            echo "FAIL: $l: texts do not fit their boxes"
            bad=1
        fi
    }
    bad=0
    run setup --seats person,easy,medium,hard,person,easy --events "$tmp/setup.events" --quit-at-end
    run game --seats person,easy,person,easy,person,easy --ai-pace 0 --think 0.2 --ai-cap 60 \
        --autoplay --seed "$seed" --turns 0 --stop-at end --screenshot "$out/$l-end.png"
    [ -s "$out/$l-end.png" ] || { echo "FAIL: $l: the game did not reach its end"; exit 1; }
    run large --seats person,easy,person,easy,person,easy --ai-pace 0 --think 0.2 --ai-cap 60 \
        --autoplay --seed "$seed" --turns 0 --stop-at end --size 1920x1080 --ui-scale 200 \
        --screenshot "$out/$l-end-1920x1080-200.png"
    [ -s "$out/$l-end-1920x1080-200.png" ] ||
        { echo "FAIL: $l: the game at 1920x1080 did not reach its end"; exit 1; }
    if [ "$bad" -eq 0 ]; then echo "$l: every text fits"; else failed=$((failed + 1)); fi
done
[ "$failed" -eq 0 ] || { echo "0 passed, $failed failed"; exit 1; }
echo "1 passed, 0 failed"
