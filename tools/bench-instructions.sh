#!/bin/sh
# bench-instructions.sh [CLI] [GAMES] [BENCH OPTIONS]: machine-independent cost of a game.
# Counts, with valgrind's callgrind, the instructions of `CLI bench --games GAMES` (random full
# two-player base games, as `bench` plays them) and of `CLI bench --games 0` (start-up: loading
# the tile set, building the catalog), and prints the difference divided by GAMES. Further
# options go to bench: `--tilesets LIST` counts games with the expansions (`CLI sets` lists
# them).
# Defaults: CLI = build/tools/carcassonne-cli, GAMES = 20.
set -eu
cli=${1:-build/tools/carcassonne-cli}
games=${2:-20}
[ $# -ge 2 ] && shift 2 || shift $#
if ! command -v valgrind >/dev/null 2>&1; then
    echo "bench-instructions.sh: valgrind is not installed" >&2
    exit 1
fi
count() {
    n=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$cli" bench --games "$n" "$@" 2>&1 \
        | sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p'
}
base=$(count 0 "$@")
total=$(count "$games" "$@")
if [ -z "$base" ] || [ -z "$total" ]; then
    echo "bench-instructions.sh: callgrind gave no instruction count" >&2
    exit 1
fi
echo "start-up: $base instructions"
echo "$games games: $((total - base)) instructions, $(((total - base) / games)) per game"
