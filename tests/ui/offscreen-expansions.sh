#!/bin/sh
# offscreen-expansions.sh CARCASSONNE CLI: the Abbot, the Festival and Traders & Builders in the
# window, offscreen. A game of three people played by --autoplay through the window's own input
# (the kind selector's Tab, clicks on spots and on the figures marked for taking back) must hold
# an abbot's recall (a figure taken back on a tile that is no festival tile) and a festival
# return (one taken back on a festival tile FE*), builders, pigs and goods; its record replays
# to the window's scores and opens again on its end table. Then a game of computer players
# with the same sets runs to its end in the window and replays to its scores.
set -eu
game=$1 cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$dir/data"
sets=abbot,festival,traders-builders
fail() { echo "FAIL: $*"; exit 1; }
scores() { sed -n 's/.*"scores": \[\([^]]*\)\].*/\1/p' "$1"; }

"$game" --autoplay --seed 3 --players 3 --tilesets "$sets" --quit-at-end --size 1024x640 \
    --record-out "$dir/people.json" >"$dir/people.out"
"$cli" replay "$dir/people.json" >"$dir/people.cli"
echo "window: $(cat "$dir/people.out")"
echo "replay: $(cat "$dir/people.cli")"
grep -q '"finished": true' "$dir/people.out" || fail "the people's game did not finish"
[ "$(scores "$dir/people.out")" = "$(scores "$dir/people.cli")" ] || fail "scores differ"
python3 - "$dir/people.json" <<'PY' || fail "the record lacks what the test plays"
import json, sys
r = json.load(open(sys.argv[1]))
turns = r["turns"]
recall = [t for t in turns if "return" in t and not t["tile"].startswith("FE")]
festival = [t for t in turns if "return" in t and t["tile"].startswith("FE")]
kinds = {t["meeple"].get("kind", "normal") for t in turns if "meeple" in t}
print("recalls", len(recall), "festival returns", len(festival), "kinds", sorted(kinds))
assert recall and festival, "no recall or no festival return"
assert {"abbot", "builder", "pig"} <= kinds, "a kind of figure was never placed"
PY
"$game" --screenshot "$dir/end.png" "$dir/people.json"
[ -s "$dir/end.png" ] || fail "no screenshot of the end"

"$game" --seats easy,medium --seed 5 --tilesets "$sets" --autoplay --quit-at-end --ai-pace 0 \
    --think 0.2 --ai-cap 60 --size 1024x640 --record-out "$dir/ai.json" >"$dir/ai.out"
"$cli" replay "$dir/ai.json" >"$dir/ai.cli"
echo "computers: $(cat "$dir/ai.out")"
grep -q '"finished": true' "$dir/ai.out" || fail "the computers' game did not finish"
[ "$(scores "$dir/ai.out")" = "$(scores "$dir/ai.cli")" ] || fail "computers: scores differ"
echo "1 passed, 0 failed"
