#!/bin/sh
# offscreen-net-host-dialog.sh CARCASSONNE CLI PEER: the setup screen's "Host a game" with three
# people and a computer (issue 25): the host dialog asks which people play at this screen
# (the first is ticked), Player 2 is ticked too, Enter hosts: the table is made with seats
# 1 and 2 taken by the window's one connection, seat 3 free for a remote player, seat 4 the
# host's easy computer player. Bounded: every wait is for a condition, with a limit.
set -u
game=$1 cli=$2 peer=$3
tmp=$(mktemp -d) || exit 1
. "$(dirname "$0")/../net/lib.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy CARC_DATA_DIR="$tmp/data"
cat >"$tmp/events" <<END
button Host a game
click
button Player 2 plays at this screen
click
key Return
name 2 Player 2
END
start win timeout 120 "$game" --size 1024x640 --seats person,person,person,easy --port "$port" \
    --events "$tmp/events" --quit-at-end
wait "$started_pid" || fail "the window failed: $(tail -n 3 "$tmp/win.err")"
grep -q "^code [A-Z0-9]* seat 1\$" "$tmp/win.out" || fail "the window printed no code for seat 1"
grep -q "created, seats remote,remote,remote,easy, tile sets base; seats 1,2 taken" \
    "$tmp/win.err" || fail "the table was not made with seats 1 and 2 here: $(grep created "$tmp/win.err")"
[ "$status" -eq 0 ] && echo "1 passed, 0 failed"
exit $status
