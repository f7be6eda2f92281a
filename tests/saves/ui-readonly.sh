#!/bin/sh
# ui-readonly.sh CARCASSONNE: a saves folder that cannot be written (issue 18). Every failed
# autosave used to raise a notice to acknowledge, and computer players wait while one is up,
# so a game of computers never passed its first turn. Now the failure is said once on stderr
# (and on the game screen), the game plays to its end, and the last good autosave is kept.
# The folder is made read-only with its mode; root ignores modes, so as root the game runs
# as nobody (setpriv), and the test is skipped when that is not possible (no setpriv, or the
# program or its assets out of nobody's reach).
set -eu
game=$1
dir=$(mktemp -d)
trap 'chmod -R u+w "$dir"; rm -rf "$dir"' EXIT
chmod 755 "$dir"
export SDL_VIDEODRIVER=dummy CARC_DATA_DIR="$dir/data" XDG_DATA_HOME="$dir/xdg" HOME="$dir"
saves="$dir/data/saves"
fail() { echo "FAIL: $*"; exit 1; }

# A game of four turns leaves the last good autosave.
"$game" --autoplay --seed 3 --turns 4 --screenshot "$dir/four.png" --size 640x400 >/dev/null
[ -s "$saves/autosave.json" ] || fail "no autosave after four turns"
cp "$saves/autosave.json" "$dir/good.json"
chmod -R a+rX "$dir"
chmod 555 "$saves"

as_user=""
if [ "$(id -u)" -eq 0 ]; then
    command -v setpriv >/dev/null || { echo "SKIP: root without setpriv"; exit 77; }
    as_user="setpriv --reuid=65534 --regid=65534 --clear-groups"
    # A tree under a private folder (root's home, mode 700) is out of nobody's reach: the test
    # cannot be run as meant there, and says why rather than failing on a missing font.
    $as_user test -x "$game" ||
        { echo "SKIP: nobody cannot run $game (a folder on its path is private)"; exit 77; }
    $as_user test -r "${CARC_ASSETS:-assets}/fonts/DejaVuSans.ttf" ||
        { echo "SKIP: nobody cannot read the assets ${CARC_ASSETS:-assets} (a folder on their path is private)"; exit 77; }
fi
# Two computer players, unpaced: the whole game, with a time limit in case it stops.
if ! timeout 240 $as_user "$game" --seats easy,easy --seed 5 --ai-pace 0 --autoplay \
    --quit-at-end --size 640x400 >"$dir/out.txt" 2>"$dir/err.txt"; then
    fail "the game did not finish: $(tail -3 "$dir/err.txt")"
fi
grep -q '"finished": true' "$dir/out.txt" || fail "the game did not finish: $(cat "$dir/out.txt")"
n=$(grep -c "could not be saved" "$dir/err.txt" || true)
[ "$n" = 1 ] || fail "the failure was said $n times, not once: $(head -3 "$dir/err.txt")"
grep "could not be saved" "$dir/err.txt" | grep -q "$saves/autosave.json" ||
    fail "the message does not name the autosave: $(grep "could not be saved" "$dir/err.txt")"
cmp "$saves/autosave.json" "$dir/good.json" || fail "the last good autosave was changed"
echo "said once: $(grep "could not be saved" "$dir/err.txt")"
echo "1 passed, 0 failed"
