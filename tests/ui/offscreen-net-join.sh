#!/bin/sh
# offscreen-net-join.sh CARCASSONNE CLI PEER [SHOTS]: joining a game across machines from the
# window (issue 25). `carcassonne-cli serve` on a free port of 127.0.0.1, a bot opens a table
# of two remote seats (--create remote,remote --name "Ada Lovelace") and takes the first; the
# window joins the second through the setup screen's "Join a game" dialog (the button found
# where the layout put it, the address and the code typed, Enter), shows the host's names
# (the bot's, and "Player 2" for its own seat, which the bot's table left unnamed), then plays
# its seat by --autoplay to the end. The window and the bot see the same finished game, and
# the window remembers the table for "The last table again". With SHOTS, the dialog and the
# joined game are saved there. Bounded: every wait is for a condition, with a limit.
set -u
game=$1 cli=$2 peer=$3 shots=${4:-}
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/../net/lib.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$tmp/data"
out=${shots:-$tmp}
serve
bot a --level random --create remote,remote --name "Ada Lovelace"
a=$bot_pid
code=$(code_of a)
cat >"$tmp/events" <<END
button Join a game
click
type 127.0.0.1:$port
key Tab
type $code
shot $out/net-join-dialog.png
key Return
name 1 Ada Lovelace
name 2 Player 2
shot $out/net-joined.png
END
start win timeout 240 "$game" --size 1024x640 --events "$tmp/events" --autoplay --seed 4 \
    --quit-at-end --ai-pace 0
wait "$started_pid" || fail "the window did not finish: $(tail -n 3 "$tmp/win.err")"
finish "$a" a
echo "bot: $(tail -n 1 "$tmp/a.out")"
echo "window: $(grep '"scores"' "$tmp/win.out")"
grep -q "^code $code seat 2" "$tmp/win.out" || fail "the window did not take seat 2"
[ -n "$(scores a)" ] && [ "$(scores a)" = "$(scores win)" ] ||
    fail "the bot's scores $(scores a) and the window's $(scores win) differ"
grep -q '"finished": true' "$tmp/win.out" || fail "the window's game did not finish"
grep -q "^127.0.0.1:$port $code 1 [0-9a-f]\{32\}\$" "$tmp/data/tables/last-table" ||
    fail "the last table is not remembered: $(cat "$tmp/data/tables/last-table")"
[ "$status" -eq 0 ] && echo "1 passed, 0 failed"
exit $status
