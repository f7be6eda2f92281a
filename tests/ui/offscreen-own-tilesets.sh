#!/bin/sh
# offscreen-own-tilesets.sh CARCASSONNE CLI MEADOWS.json: a player's own tile sets (issue 31).
# A fan set dropped into the user's folder ($XDG_DATA_HOME/APP_ID/tilesets/) is listed on the
# setup screen under its title, after the rule sets; a broken file beside it is listed greyed
# with the loader's line (file, place, reason) and the window goes on. A click on the fan set's
# row and Enter start a game with it, which autoplay plays to its end: the base game's 71 tiles
# and the set's 14 are all played, and the record names the set. Then, with the file gone, the
# record does not open, and both the window and carcassonne-cli say which file to get and where.
set -eu
game=$1
cli=$2
meadows=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config"
unset CARC_DATA_DIR
own="$dir/data/io.github.carcassonne_desktop.Carcassonne/tilesets"
mkdir -p "$own"
cp "$meadows" "$own/meadows.json"
# The same set with two tiles of one id, named "broken".
sed -e 's/"MW-B"/"MW-U"/' -e 's/"name": "meadows"/"name": "broken"/' "$meadows" >"$own/broken.json"
# The list holds the six rule sets, then broken and meadows: two wheel steps down show meadows
# in the last row (1024x640: the rows are 35 px apart, the last at y 423).
cat >"$dir/events" <<END
move 700 350
wheel -5
move 700 423
shot $dir/setup.png
click
key Return
END
"$game" --events "$dir/events" --autoplay --quit-at-end --seed 7 --size 1024x640 \
    --record-out "$dir/game.json" >"$dir/ui.out" 2>"$dir/ui.err" ||
    { echo "FAIL: the window failed:"; cat "$dir/ui.err"; exit 1; }
echo "window: $(cat "$dir/ui.out")"
grep -F "broken.json: tiles[1].id: tile id \"MW-U\" is already used by tiles[0]" "$dir/ui.err" ||
    { echo "FAIL: the broken set is not listed with its reason:"; cat "$dir/ui.err"; exit 1; }
grep -qF '"turns": 85' "$dir/ui.out" ||
    { echo "FAIL: not a game of the base game's 71 tiles and meadows' 14 to its end"; exit 1; }
grep -qF '"meadows"' "$dir/game.json" || { echo "FAIL: the record does not name meadows"; exit 1; }
[ -s "$dir/setup.png" ] || { echo "FAIL: no screenshot of the setup screen"; exit 1; }
# The set gone: the record names the file to get and the folder to put it in.
rm "$own/meadows.json"
want="the tile set \"meadows\" is missing: get its file meadows.json and put it in $own/"
if "$cli" replay "$dir/game.json" >"$dir/cli.out" 2>&1; then
    echo "FAIL: replayed without its tile set"
    exit 1
fi
grep -F "$want" "$dir/cli.out" || { echo "FAIL: carcassonne-cli says:"; cat "$dir/cli.out"; exit 1; }
"$game" --screenshot "$dir/missing.png" --size 1024x640 "$dir/game.json" >/dev/null 2>"$dir/open.err" || true
grep -F "$want" "$dir/open.err" || { echo "FAIL: the window says:"; cat "$dir/open.err"; exit 1; }
echo "1 passed, 0 failed"
