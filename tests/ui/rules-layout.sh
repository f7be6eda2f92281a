#!/bin/sh
# rules-layout.sh CARCASSONNE: every page of the rules reference (src/ui/screen_rules.c, issue
# 26) laid out in every language at 1024x640 and 1920x1080 (there also at the largest interface
# size, --ui-scale 200) with --check-layout, which exits 3 when
# any text does not fit its box; the base game's page also under the other farm editions and the
# two-tile city rule; and the reference opened from a game's help, its sets first. The pictures
# stay in OUT (the build tree's rules-layout/) to be looked at.
set -eu
game=$1
out=${2:-rules-layout}
mkdir -p "$out"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
pass=0
fail=0

run() { # run NAME SIZE LANG FARMS SMALL EVENTS [ARGS...]: one window, its layout checked
    name=$1 size=$2 lang=$3 farms=$4 small=$5 events=$6
    shift 6
    rm -rf "$dir/config" "$dir/data"
    mkdir -p "$dir/config/$CARC_APP_ID"
    printf '{"format": "carcassonne-settings", "version": 1, "farm_scoring": "%s", "small_city_two_points": %s}\n' \
        "$farms" "$small" >"$dir/config/$CARC_APP_ID/settings.json"
    if XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data" LANGUAGE=$lang \
        "$game" --check-layout --events "$events" --quit-at-end --size "$size" --ui-scale "$scale" "$@" \
        >"$dir/log" 2>&1; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $name ($lang, $size, UI scale $scale, farms $farms, two-tile cities $small):"
        grep -v '^INFO\|^ALSA\|XDG_RUNTIME' "$dir/log" | head -20
    fi
}

# The largest interface size at 1920x1080 too (1024x640 fits no more than its own).
for size in 1024x640 1920x1080 1920x1080@200; do
    scale=${size#*@}
    [ "$scale" != "$size" ] || scale=auto
    size=${size%@*}
    tag=$size
    [ "$scale" = auto ] || tag=$size-$scale
    for lang in en de es fr it nl pt_BR; do
        # From the setup screen: H, then R; every page in turn.
        {
            echo "key h"
            echo "key r"
            for p in 0 1 2 3 4 5 6; do
                echo "shot $out/rules-$lang-$tag-$p.png"
                echo "key Right"
            done
            echo "key Escape"
        } >"$dir/pages.events"
        run "every page" "$size" "$lang" 3rd false "$dir/pages.events"
        for ed in 2nd:false 1st:true none:true; do
            printf 'key h\nkey r\nshot %s\nkey Escape\n' "$out/rules-$lang-$tag-base-${ed%%:*}.png" \
                >"$dir/base.events"
            run "the base game's page" "$size" "$lang" "${ed%%:*}" "${ed##*:}" "$dir/base.events"
        done
    done
done
# From a game's help: the sets in play first (the base game, then the Princess & the Dragon).
scale=auto
printf 'key Return\nwait 200\nkey h\nkey r\nkey Right\nshot %s\nkey Escape\n' \
    "$out/rules-game-dragon.png" >"$dir/game.events"
run "from a game" 1024x640 en 3rd false "$dir/game.events" --tilesets princess-dragon
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
