#!/bin/sh
# net-load.sh [CLI] [TABLES] [LEVEL]: the network's load figure (a benchmark, not a test): one
# `carcassonne-cli serve` on 127.0.0.1 with TABLES tables (default 100) of two bots each
# (LEVEL, default easy), all played to the end at once; prints how many finished, the server's
# peak memory (VmHWM) and its processor time per action applied (user + system, from /proc).
# The bots run on the same machine and share its cores: run it with `nice -n 10` on a shared
# machine. PORT (default 27960) is the UDP port used.
set -u
cli=${1:-build/tools/carcassonne-cli}
n=${2:-100}
level=${3:-easy}
port=${PORT:-27960}
tmp=$(mktemp -d) || exit 1
pids=""
trap 'for p in $pids; do kill -9 "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
"$cli" serve --port "$port" --bind 127.0.0.1 --tables "$tmp/tables" >"$tmp/serve.log" 2>&1 &
serve=$!
pids=$serve
sleep 0.5
grep -q "serving on port" "$tmp/serve.log" || { cat "$tmp/serve.log"; exit 1; }
start=$(date +%s.%N)
bots=""
i=0
while [ "$i" -lt "$n" ]; do
    i=$((i + 1))
    "$cli" bot --server "127.0.0.1:$port" --level "$level" --create remote,remote --seed "$i" \
        >"$tmp/a$i.out" 2>"$tmp/a$i.err" &
    bots="$bots $!"
    k=0
    until grep -q '^code ' "$tmp/a$i.out" 2>/dev/null; do
        k=$((k + 1))
        [ "$k" -gt 300 ] && { echo "table $i: no code"; cat "$tmp/a$i.err"; exit 1; }
        sleep 0.05
    done
    "$cli" bot --server "127.0.0.1:$port" --level "$level" --code "$(sed -n 's/^code //p' "$tmp/a$i.out")" \
        >"$tmp/b$i.out" 2>"$tmp/b$i.err" &
    bots="$bots $!"
done
pids="$pids $bots"
failed=0
for b in $bots; do wait "$b" || failed=$((failed + 1)); done
end=$(date +%s.%N)
peak=$(sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$serve/status")
# utime and stime are fields 14 and 15 of /proc/PID/stat (after the command's parentheses).
ticks=$(sed 's/^.*) //' "/proc/$serve/stat" | awk '{print $12 + $13}')
hz=$(getconf CLK_TCK)
kill -TERM "$serve"
wait "$serve"
actions=$(grep -c ': action [0-9]*:' "$tmp/serve.log")
finished=$(grep -c ': finished, scores' "$tmp/serve.log")
echo "tables: $n of two $level bots; finished: $finished; bots failed: $failed"
echo "actions applied: $actions"
awk -v peak="$peak" -v t="$ticks" -v hz="$hz" -v a="$actions" -v s="$start" -v e="$end" 'BEGIN {
    printf "server peak memory (VmHWM): %.1f MB\n", peak / 1024
    printf "server processor time: %.2f s, %.0f us per action\n", t / hz, a ? t / hz / a * 1e6 : 0
    printf "wall time: %.1f s\n", e - s }'
