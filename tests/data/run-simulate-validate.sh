#!/bin/sh
# run-simulate-validate.sh CLI: `simulate --record` writes records that `validate` accepts (which
# replays every turn of each with the full rules), with every expansion in play, and the CLI's
# argument errors exit 1 without output on stdout; `sets` lists the base game and the six
# expansions in the module table's order (README, "The engine").
set -u
cli=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
"$cli" simulate --games 25 --seed 11 --players 3 --tilesets base,river,inns-cathedrals \
    --followers 80 --record "$tmp/games" || status=1
"$cli" simulate --games 25 --seed 12 --players 2 --farms 1st --small-city \
    --record "$tmp/games-1st" || status=1
n=$(ls "$tmp/games" "$tmp/games-1st" | grep -c '\.json$')
if [ "$n" -ne 50 ]; then
    echo "expected 50 records, found $n"
    status=1
fi
if ! "$cli" validate "$tmp"/games/*.json "$tmp"/games-1st/*.json >"$tmp/validate"; then
    grep -v ': ok$' "$tmp/validate"
    status=1
fi
printf '%s\n' base river inns-cathedrals abbot festival traders-builders princess-dragon \
    >"$tmp/sets-expected"
if ! "$cli" sets >"$tmp/sets" || ! cmp -s "$tmp/sets" "$tmp/sets-expected"; then
    echo "carcassonne-cli sets listed:"
    cat "$tmp/sets"
    status=1
fi
for args in "simulate --players 7" "simulate --farms 4th" "simulate --bogus 1" "bench --seconds 0" \
    "replay" "sets base" "nonsense"; do
    # shellcheck disable=SC2086
    "$cli" $args >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" -ne 1 ] || [ -s "$tmp/out" ] || [ ! -s "$tmp/err" ]; then
        echo "carcassonne-cli $args: exit $rc, expected 1 with a message on stderr only"
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "simulate -> validate: $n records ok; sets ok; argument errors ok"
exit "$status"
