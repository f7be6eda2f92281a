# lib.sh: what the network tests share, the net suite's and the window's (sourced). Every
# process started here is killed by its pid on exit (a bot gives up by itself 90 s after losing
# its host); all on 127.0.0.1 at a port free a moment before. Nothing waits a fixed time for
# something to happen: each wait is for a condition, bounded.
# Needs: cli (carcassonne-cli), peer (net-peer), tmp (a fresh folder).
status=0
pids=""
fail() { echo "FAIL: $*"; status=1; }
cleanup() {
    # TERM first, so that a program under timeout(1) takes its child with it; then KILL.
    for p in $pids; do kill "$p" 2>/dev/null; done
    n=0
    for p in $pids; do
        while kill -0 "$p" 2>/dev/null && [ "$n" -lt 20 ]; do
            n=$((n + 1))
            sleep 0.1
        done
        kill -9 "$p" 2>/dev/null
    done
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
port=$("$peer" freeport) || { echo "no free port"; exit 1; }

# serve: starts the server on $port with tables in $tmp/tables and waits until it listens (its
# log is appended to: a server started again says so once more); sets serve_pid.
serve() {
    started=$(grep -c "serving on port" "$tmp/serve.log" 2>/dev/null)
    "$cli" serve --port "$port" --bind 127.0.0.1 --tables "$tmp/tables" \
        >>"$tmp/serve.log" 2>&1 &
    serve_pid=$!
    pids="$pids $serve_pid"
    n=0
    while [ "$(grep -c "serving on port" "$tmp/serve.log" 2>/dev/null)" -le "${started:-0}" ]; do
        n=$((n + 1))
        [ "$n" -gt 100 ] && { echo "serve did not start"; cat "$tmp/serve.log"; exit 1; }
        sleep 0.1
    done
}

# wait_log PATTERN SECONDS: waits until the server's log has a line matching PATTERN.
wait_log() {
    wait_file serve.log "$1" "$2"
}

# start NAME PROGRAM ARGS...: starts a program writing $tmp/NAME.out and .err, killed on exit;
# sets started_pid.
start() {
    name=$1
    shift
    "$@" >>"$tmp/$name.out" 2>>"$tmp/$name.err" &
    started_pid=$!
    pids="$pids $started_pid"
}

# bot NAME ARGS...: starts a bot of this port's server; sets bot_pid.
bot() {
    name=$1
    shift
    start "$name" "$cli" bot --server "127.0.0.1:$port" "$@"
    bot_pid=$started_pid
}

# code_of NAME [SECONDS]: the code on the first "code CODE ..." line NAME printed (a bot that
# made a table, a window seated: "code CODE seat N"), waited for up to SECONDS (default 10).
code_of() {
    n=0
    while ! grep -q '^code ' "$tmp/$1.out" 2>/dev/null; do
        n=$((n + 1))
        [ "$n" -gt $((${2:-10} * 10)) ] && { fail "$1 printed no code"; cat "$tmp/$1.err"; exit 1; }
        sleep 0.1
    done
    awk '/^code /{print $2; exit}' "$tmp/$1.out"
}

# wait_file NAME PATTERN SECONDS: waits until $tmp/NAME holds a line matching PATTERN.
wait_file() {
    n=0
    while ! grep -q "$2" "$tmp/$1" 2>/dev/null; do
        n=$((n + 1))
        [ "$n" -gt $(($3 * 10)) ] && { fail "no \"$2\" in $1 within $3 s"; return 1; }
        sleep 0.1
    done
}

# scores NAME: the scores of the last result NAME printed ("[102, 11]").
scores() {
    sed -n 's/.*"scores": \(\[[^]]*\]\).*/\1/p' "$tmp/$1.out" | tail -n 1
}

# finish PID NAME: waits for a bot and checks that it exited 0.
finish() {
    wait "$1"
    rc=$?
    [ "$rc" -eq 0 ] || { fail "$2 exited $rc"; cat "$tmp/$2.err"; }
}

# same_result CODE NAME...: the table's record replays to the last line each bot printed.
same_result() {
    code=$1
    shift
    "$cli" replay "$tmp/tables/$code.json" >"$tmp/replay.out" 2>&1 || fail "replay: $(cat "$tmp/replay.out")"
    grep -q '"finished": true' "$tmp/replay.out" || fail "the record is not of a finished game"
    for b in "$@"; do
        tail -n 1 "$tmp/$b.out" | cmp -s - "$tmp/replay.out" ||
            fail "$b printed $(tail -n 1 "$tmp/$b.out"), the record replays to $(cat "$tmp/replay.out")"
    done
    echo "result: $(cat "$tmp/replay.out")"
}
