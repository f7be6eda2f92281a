# lib.sh: what the network tests share (sourced). Every process is killed on exit (a bot gives
# up by itself 90 s after losing its host); all on 127.0.0.1 at a port free a moment before.
# Needs: cli (carcassonne-cli), peer (net-peer), tmp (a fresh folder).
status=0
pids=""
fail() { echo "FAIL: $*"; status=1; }
cleanup() {
    for p in $pids; do kill -9 "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap cleanup EXIT
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
    n=0
    while ! grep -q "$1" "$tmp/serve.log" 2>/dev/null; do
        n=$((n + 1))
        [ "$n" -gt $(($2 * 10)) ] && { fail "no \"$1\" in the log within $2 s"; return 1; }
        sleep 0.1
    done
}

# bot NAME ARGS...: starts a bot writing $tmp/NAME.out and .err; sets bot_pid.
bot() {
    name=$1
    shift
    "$cli" bot --server "127.0.0.1:$port" "$@" >>"$tmp/$name.out" 2>>"$tmp/$name.err" &
    bot_pid=$!
    pids="$pids $bot_pid"
}

# code_of NAME: the code the bot printed on its first line.
code_of() {
    n=0
    while ! grep -q '^code ' "$tmp/$1.out" 2>/dev/null; do
        n=$((n + 1))
        [ "$n" -gt 100 ] && { fail "$1 printed no code"; cat "$tmp/$1.err"; exit 1; }
        sleep 0.1
    done
    sed -n 's/^code //p' "$tmp/$1.out" | head -n 1
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
