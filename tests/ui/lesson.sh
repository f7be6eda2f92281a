#!/bin/sh
# lesson.sh CARCASSONNE ASSETS: the guided first game (src/ui/lesson.c, issue 26) driven offscreen
# with real input. First the whole lesson from the setup screen (L): a tile put off the ring and
# confirmed is taken back, then every turn as the coach asks, Luis's turns played by his script
# seat, to the final scoring: the record must be the lesson's and the scores its hand-worked ones
# (Ana 22: the road 4, the shared city 12, the cloister 1 + 5; Luis 17: the city 12, his cloister
# 1 + 4). Then a lesson left halfway (after Luis closes the road), played on freely against the
# easy computer player to the end.
set -eu
game=$1
assets=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
lesson="$assets/lessons/first-game.json"

run() { # run NAME EVENTS: the window from the setup screen, its record in $dir/NAME.json
    rm -rf "$dir/home"
    mkdir -p "$dir/home"
    XDG_CONFIG_HOME="$dir/home/config" XDG_DATA_HOME="$dir/home/data" \
        "$game" --events "$2" --quit-at-end --ai-pace 50 --think 0.2 --ai-cap 60 \
        --size 1024x640 --record-out "$dir/$1.json" >"$dir/$1.out" 2>"$dir/$1.err" ||
        { echo "FAIL: $1: the window failed:"; cat "$dir/$1.err"; exit 1; }
    cat "$dir/$1.out"
}

# The whole lesson.
cat >"$dir/whole.events" <<END
key l
cell 0 1
click
key Return
key Return
wait 200
cell 1 0
click
spot 0
click
key Return
wait 1500
cell 0 -1
click
spot 0
click
key Return
wait 1500
cell 0 1
click
spot 0
click
key Return
wait 1500
cell 1 -1
click
key Return
key Return
wait 1500
cell 1 1
click
key Return
key Return
wait 3000
END
run whole "$dir/whole.events"
grep -q "^lesson: turn 1 taken back" "$dir/whole.out" ||
    { echo "FAIL: the tile confirmed off the ring was not taken back"; exit 1; }
grep -q '"finished": true, "turns": 9, "scores": \[22, 17\]' "$dir/whole.out" ||
    { echo "FAIL: the lesson did not end 22 to 17"; exit 1; }
python3 - "$lesson" "$dir/whole.json" 9 <<'PY'
import json, sys
want, got, n = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), int(sys.argv[3])
key = lambda t: (t["tile"], t["x"], t["y"], "meeple" in t)
w, g = [key(t) for t in want["turns"][:n]], [key(t) for t in got["turns"][:n]]
if w != g:
    sys.exit("FAIL: the game played is not the lesson's:\n  %s\n  %s" % (w, g))
PY
echo "the whole lesson: 9 turns as prepared, 22 to 17"

# Left halfway: after Luis closes the road, "Leave the lesson" (its button on the coach's title
# row), then every turn of Ana's on the first cell where her tile fits (F first: the whole board
# in view, so that the cell is not under the panel).
{
    printf 'key l\n'
    printf 'cell 1 0\nclick\nspot 0\nclick\nkey Return\nwait 1500\n'
    printf 'cell 0 -1\nclick\nspot 0\nclick\nkey Return\nwait 1500\n'
    printf 'move 322 30\nclick\nwait 100\n'
    for turn in 1 2 3; do
        printf 'key f\nfit 0\nclick\nkey Return\nkey Return\nwait 3000\n'
    done
} >"$dir/left.events"
run left "$dir/left.events"
grep -q "^lesson: left at turn 5" "$dir/left.out" || { echo "FAIL: the lesson was not left"; exit 1; }
grep -q '"finished": true, "turns": 9' "$dir/left.out" ||
    { echo "FAIL: the game left halfway did not reach its end"; exit 1; }
python3 - "$lesson" "$dir/left.json" 4 <<'PY'
import json, sys
want, got, n = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), int(sys.argv[3])
key = lambda t: (t["tile"], t["x"], t["y"])
if [key(t) for t in want["turns"][:n]] != [key(t) for t in got["turns"][:n]]:
    sys.exit("FAIL: the turns before leaving are not the lesson's")
if got["players"][1].get("ai") != "easy":
    sys.exit("FAIL: Luis is not the easy computer player after the lesson")
PY
echo "a lesson left halfway, played on freely to the end"
echo "2 passed, 0 failed"
