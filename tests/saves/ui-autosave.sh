#!/bin/sh
# ui-autosave.sh CARCASSONNE CLI: the game window's saves, offscreen (SDL_VIDEODRIVER=dummy) in a
# data folder of its own (CARC_DATA_DIR), never the player's.
#  1. After a few turns the autosave is the game's record, byte for byte (--record-out).
#  2. A new game keeps the unfinished one under a name of its own, and a finished game is kept
#     too: no game is lost, no autosave is left behind.
#  3. A damaged file on the command line is reported on stderr with its name and reason, the
#     program keeps running (exit 0 after its screenshot), and the file is left as it was.
#  4. A finished game opens (in the replay) and an illegal turn is named by its number.
#  5. A FIFO named autosave.json, which blocked the window before its first frame for good, is
#     refused at once as not a regular file; so is one that the open dialog would list.
set -eu
game=$1 cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$dir/data" XDG_DATA_HOME="$dir/xdg" XDG_CONFIG_HOME="$dir/config"
saves="$dir/data/saves"
fail() { echo "FAIL: $*"; exit 1; }

"$game" --autoplay --seed 3 --turns 12 --record-out "$dir/part.json" --screenshot "$dir/part.png" \
    --size 1024x700 >/dev/null
cmp "$dir/part.json" "$saves/autosave.json" || fail "the autosave is not the game's record"
"$cli" replay "$saves/autosave.json" | grep -q '"turns": 12' || fail "the autosave has not 12 turns"
echo "1. autosave after 12 turns: identical to the record"

"$game" --autoplay --seed 4 --quit-at-end --size 1024x700 >/dev/null
[ ! -e "$saves/autosave.json" ] || fail "an autosave is left after a finished game"
n=$(ls "$saves" | grep -c '^Player 1 - Player 2 ....-..-.. ..\...\( ([0-9]*)\)\{0,1\}\.json$' || true)
[ "$n" = 2 ] || fail "expected the unfinished and the finished game kept, found $n: $(ls "$saves")"
finished=0 unfinished=0
for f in "$saves"/"Player 1 - Player 2 "*.json; do
    if "$cli" replay "$f" | grep -q '"finished": true'; then finished=$((finished + 1));
    else unfinished=$((unfinished + 1)); fi
done
[ "$finished" = 1 ] && [ "$unfinished" = 1 ] || fail "kept games: $finished finished, $unfinished not"
echo "2. a new game kept the unfinished one; the finished game is kept"

head -c 300 "$dir/part.json" >"$dir/cut.json"
cp "$dir/cut.json" "$dir/cut.orig"
"$game" --screenshot "$dir/cut.png" --size 1024x700 "$dir/cut.json" 2>"$dir/err.txt" ||
    fail "the program stopped on a damaged file"
grep -q "^carcassonne: $dir/cut.json: " "$dir/err.txt" || fail "no message naming the file: $(cat "$dir/err.txt")"
cmp "$dir/cut.json" "$dir/cut.orig" || fail "the damaged file was changed"
echo "3. damaged file: $(cat "$dir/err.txt")"

sed 's/"x": \([0-9-]*\), "y"/"x": 40, "y"/' "$dir/part.json" >"$dir/illegal.json"
"$game" --screenshot "$dir/ill.png" --size 1024x700 "$dir/illegal.json" 2>"$dir/err2.txt" ||
    fail "the program stopped on an illegal turn"
grep -q "illegal.json: turn 1: " "$dir/err2.txt" || fail "the turn is not named: $(cat "$dir/err2.txt")"
for f in "$saves"/"Player 1 - Player 2 "*.json; do break; done
"$game" --screenshot "$dir/done.png" --size 1024x700 "$f" 2>"$dir/err3.txt" || fail "cannot open $f"
[ -s "$dir/done.png" ] || fail "no screenshot of the opened game"
echo "4. illegal turn: $(cat "$dir/err2.txt")"
rm -f "$saves"/*.json
mkfifo "$saves/autosave.json" "$saves/other.json"
timeout 60 "$game" --screenshot "$dir/fifo.png" --size 1024x700 2>"$dir/err4.txt" ||
    fail "the window did not start past a FIFO autosave (exit $?)"
[ -s "$dir/fifo.png" ] || fail "no first frame with a FIFO autosave"
timeout 60 "$game" --screenshot "$dir/fifo2.png" --size 1024x700 "$saves/other.json" \
    2>"$dir/err5.txt" || fail "the window did not start past a FIFO on the command line"
grep -q "other.json: not a regular file" "$dir/err5.txt" || fail "no message: $(cat "$dir/err5.txt")"
echo "5. FIFOs: $(cat "$dir/err5.txt")"
echo "5 passed, 0 failed"
