#!/bin/sh
# puzzles.sh CARCASSONNE ASSETS: every puzzle that answers back (assets/scenarios/*.json with a
# "puzzle" key, issue 26) played offscreen through the window's input: the right answer must be
# accepted, a wrong one refused with the right answer and the score lines that explain it.
# A question on the final scoring is answered by typing each player's points (Down to the next
# player, Enter checks); the best turn and the figure to take back by playing the turn.
set -eu
game=$1
assets=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
pass=0
fail=0

# The events of a turn played for a puzzle of kind best or back: right or wrong.
turn_events() {
    case "$1-$2" in
    first-road-right) printf 'cell 0 -1\nclick\nspot 0\nclick\nkey Return\n' ;; # knight: city 4
    first-road-wrong) printf 'cell 0 -1\nclick\nspot 1\nclick\nkey Return\n' ;; # farmer: 0
    shared-city-right) printf 'cell 0 1\nclick\nkey Space\nkey Return\n' ;; # joins: 8 each
    shared-city-wrong) printf 'cell -2 1\nclick\nkey Space\nkey Return\n' ;; # beside: 0
    abbot-best-right) printf 'cell -1 1\nclick\nback 0\nclick\nkey Return\n' ;; # beside it, recall: 6
    abbot-best-wrong) printf 'cell 0 -1\nclick\nkey Space\nkey Return\n' ;;     # closes a city: 0
    festival-back-right) printf 'cell 1 1\nclick\nback 1\nclick\nkey Return\n' ;; # the farmer
    festival-back-wrong) printf 'cell 1 1\nclick\nback 0\nclick\nkey Return\n' ;; # the monk
    *) return 1 ;;
    esac
}

play() { # play NAME FILE right|wrong
    name=$1 file=$2 how=$3
    kind=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["puzzle"]["kind"])' "$file")
    if [ "$kind" = end ]; then
        python3 - "$file" "$how" >"$dir/events" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
scores = list(d["puzzle"]["scores"])
if sys.argv[2] == "wrong":
    scores[0] += 1
for s in scores:
    for digit in str(s):
        print("key", digit)
    print("key Down")
print("key Return")
print("wait 100")
PY
    else
        turn_events "$name" "$how" >"$dir/events" ||
            { echo "FAIL: $name: no turn written for this puzzle in puzzles.sh"; return 1; }
        printf 'wait 1500\n' >>"$dir/events"
    fi
    printf 'shot %s\n' "$dir/$name-$how.png" >>"$dir/events"
    "$game" --events "$dir/events" --quit-at-end --size 1024x640 "$file" >"$dir/out" 2>"$dir/err" ||
        { echo "FAIL: $name ($how): the window failed:"; cat "$dir/err"; return 1; }
    verdict=$(grep "^puzzle $name: " "$dir/out" || true)
    echo "$name ($how): ${verdict#puzzle $name: }"
    case "$verdict" in
    "puzzle $name: $how: "*) ;;
    *) echo "FAIL: $name: the $how answer was not judged $how"; return 1 ;;
    esac
    if [ "$how" = wrong ] && [ "$kind" != back ] && ! grep -q '^  ' "$dir/out"; then
        echo "FAIL: $name: a wrong answer without the score lines that explain the right one"
        return 1
    fi
    sed -n 's/^  /    /p' "$dir/out"
}

n=0
for file in "$assets"/scenarios/*.json; do
    grep -q '"puzzle"' "$file" || continue
    name=$(basename "$file" .json)
    n=$((n + 1))
    for how in right wrong; do
        if play "$name" "$file" "$how"; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
    done
done
[ "$n" -ge 10 ] || { echo "FAIL: only $n puzzles"; fail=$((fail + 1)); }
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
