#!/bin/sh
# lesson.sh CARCASSONNE ASSETS CLI: the lessons (src/ui/lesson.c, issue 26). The guided first game driven offscreen
# with real input. First the whole lesson from the setup screen (L): a tile put off the ring and
# confirmed is taken back, so is the road's tile confirmed without the follower the coach asks
# for (refused with a word before), then every turn as the coach asks, Luis's turns played by his script
# seat, to the final scoring: the record must be the lesson's and the scores its hand-worked ones
# (Ana 22: the road 4, the shared city 12, the cloister 1 + 5; Luis 17: the city 12, his cloister
# 1 + 4); its coach's button then opens the farmers' lesson. Then a lesson left halfway (after
# Luis closes the road), played on freely against the easy computer player to the end.
# The farmers' lesson (assets/lessons/farmers.json): its "lesson_scores", worked out by hand under
# each farm edition, are what the engine gives its game (carcassonne-cli replay); then the lesson
# from the setup screen's Farmers button with real input, a knight put where the coach asks for a
# farmer refused and taken back, to the end under the setup's edition: 9 to 6 under the current
# (3rd) rules, 12 to 8 under the 1st edition chosen on the setup screen.
set -eu
game=$1
assets=$2
cli=$3
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
grep -q "^lesson: turn 1 taken back (off the lesson's cell)" "$dir/whole.out" ||
    { echo "FAIL: the tile confirmed off the ring was not taken back"; exit 1; }
grep -q "^lesson: turn 1: the figure is refused" "$dir/whole.out" ||
    { echo "FAIL: the road's tile without its follower was not refused"; exit 1; }
grep -q "^lesson: turn 1 taken back (not the lesson's figure)" "$dir/whole.out" ||
    { echo "FAIL: the road's tile confirmed without its follower was not taken back"; exit 1; }
grep -q '^lesson: first-game over, 22 to 17' "$dir/whole.out" ||
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
# Its end: the results show the coach's last words and, first of their buttons, the next
# lesson's, which opens the farmers' lesson (the coach's own box is not drawn under the
# results: the button found is theirs); after a click beside the results (the board again), so
# does the coach's button on its title row.
{ cat "$dir/whole.events"; printf 'wait 6000\nbutton Next lesson: farmers\nclick\nwait 300\n'; } \
    >"$dir/next.events"
run next "$dir/next.events"
grep -q '^lesson: farmers started (farms: 3rd)' "$dir/next.out" ||
    { echo "FAIL: the results' Next lesson did not lead to the farmers' lesson"; exit 1; }
{ cat "$dir/whole.events"; printf 'wait 6000\nmove 290 25\nclick\nwait 300\nclick\nwait 300\n'; } \
    >"$dir/next2.events"
run next2 "$dir/next2.events"
grep -q '^lesson: farmers started (farms: 3rd)' "$dir/next2.out" ||
    { echo "FAIL: the coach's Next lesson after the results did not lead to the farmers' lesson"; exit 1; }
echo "the first lesson's end: Next lesson on the results and on the coach's box lead to the farmers' lesson"

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

# The farmers' lesson: the engine held to the scores worked out by hand in its file.
farmers="$assets/lessons/farmers.json"
for farms in 3rd 2nd 1st; do
    python3 - "$farmers" "$farms" "$dir/farmers-$farms.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["rules"]["farm_scoring"] = sys.argv[2]
json.dump(d, open(sys.argv[3], "w"))
PY
    want=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["lesson_scores"][sys.argv[2]])' \
        "$farmers" "$farms")
    "$cli" replay "$dir/farmers-$farms.json" >"$dir/replay-$farms.out"
    grep -qF "\"scores\": $want" "$dir/replay-$farms.out" ||
        { echo "FAIL: farmers, $farms edition: the file says $want, the engine $(cat "$dir/replay-$farms.out")"; exit 1; }
done
echo "the farmers' lesson scores as worked out by hand under each edition"

# Ana's turns of the farmers' lesson, from the setup screen's Farmers button: a knight first
# (spot 0, the city) where the coach asks for a farmer, then as the coach asks.
farmers_events() {
    cat <<END
move 422 515
click
wait 300
cell 0 1
key r
click
spot 0
click
key Return
wait 200
cell 0 1
key r
click
spot 1
click
key Return
wait 1500
cell 1 0
click
spot 1
click
key Return
wait 1500
cell 1 1
click
key Return
key Return
wait 1500
cell 2 1
click
key Return
key Return
wait 3000
END
}
farmers_events >"$dir/farmers.events"
run farmers "$dir/farmers.events"
grep -q "^lesson: turn 1 taken back (not the lesson's figure)" "$dir/farmers.out" ||
    { echo "FAIL: a knight where the coach asks for a farmer was not taken back"; exit 1; }
grep -q '^lesson: farmers over, 9 to 6' "$dir/farmers.out" &&
    grep -q '"finished": true, "turns": 7, "scores": \[9, 6\]' "$dir/farmers.out" ||
    { echo "FAIL: the farmers' lesson did not end 9 to 6"; exit 1; }
python3 - "$farmers" "$dir/farmers.json" 7 <<'PY'
import json, sys
want, got, n = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), int(sys.argv[3])
key = lambda t: (t["tile"], t["x"], t["y"], t.get("meeple", {}).get("at"))
w, g = [key(t) for t in want["turns"][:n]], [key(t) for t in got["turns"][:n]]
if [k[:3] for k in w] != [k[:3] for k in g] or [k[3] is None for k in w] != [k[3] is None for k in g]:
    sys.exit("FAIL: the farmers' game played is not the lesson's:\n  %s\n  %s" % (w, g))
PY
# Under the 1st edition: the setup's farm button twice (3rd, 2nd, 1st) before the lesson.
{ printf 'move 758 133\nclick\nclick\nwait 100\n'; farmers_events; } >"$dir/farmers-1st.events"
run farmers-1st "$dir/farmers-1st.events"
grep -q '^lesson: farmers started (farms: 1st)' "$dir/farmers-1st.out" &&
    grep -q '^lesson: farmers over, 12 to 8' "$dir/farmers-1st.out" ||
    { echo "FAIL: the farmers' lesson under the 1st edition did not end 12 to 8"; exit 1; }
echo "the farmers' lesson from the setup screen: 9 to 6, and 12 to 8 under the 1st edition"
echo "7 passed, 0 failed"
