#!/bin/sh
# offscreen-game.sh CARCASSONNE CLI SEED PLAYERS [TILESETS]: plays a whole game in the game window with no
# person and no display (SDL_VIDEODRIVER=dummy): --autoplay drives it through the UI's own
# mouse and keyboard path with random legal choices. The game writes its record with the data
# layer's writer; carcassonne-cli replays that record with the full rules, and the final scores
# the window showed must be the replay's (and with Inns & Cathedrals, the large follower must
# have been placed). Then the finished record is opened again in the
# window and a screenshot of its end screen is taken.
set -eu
game=$1 cli=$2 seed=$3 players=$4 sets=${5:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
"$game" --autoplay --seed "$seed" --players "$players" ${sets:+--tilesets "$sets"} --quit-at-end \
    --record-out "$dir/game.json" --size 1280x800 >"$dir/ui.out"
"$cli" replay "$dir/game.json" >"$dir/cli.out"
ui_scores=$(sed -n 's/.*"scores": \[\([^]]*\)\].*/\1/p' "$dir/ui.out")
cli_scores=$(sed -n 's/.*"scores": \[\([^]]*\)\].*/\1/p' "$dir/cli.out")
echo "window: $(cat "$dir/ui.out")"
echo "replay: $(cat "$dir/cli.out")"
grep -q '"finished": true' "$dir/ui.out" || { echo "FAIL: the game did not finish"; exit 1; }
grep -q '"finished": true' "$dir/cli.out" || { echo "FAIL: the replay did not finish"; exit 1; }
[ -n "$ui_scores" ] && [ "$ui_scores" = "$cli_scores" ] ||
    { echo "FAIL: scores differ: window [$ui_scores], replay [$cli_scores]"; exit 1; }
# With Inns & Cathedrals the large follower is chosen through the panel (B) and goes down too.
case "$sets" in *inns-cathedrals*)
    grep -q '"kind": "big"' "$dir/game.json" || { echo "FAIL: no large follower was placed"; exit 1; }
esac
"$game" --screenshot "$dir/end.png" "$dir/game.json"
[ -s "$dir/end.png" ] || { echo "FAIL: no screenshot"; exit 1; }
echo "1 passed, 0 failed"
