#!/bin/sh
# ai-tournaments.sh GAMES SEED [CLI] [MATCHES] [MIXES]: hard's strength and speed in every tile
# set mix, as one table (docs/ai.md keeps it current).
#
# For each match (default "hard-easy hard-medium") and each mix (default: the base game, each
# set with the base game, the River with Inns & Cathedrals, all the sets together; the sets are
# those `CLI sets` lists, and the River with Inns & Cathedrals is this script's own choice of a
# mix, as the rulebooks pair them) runs
#   CLI tournament --a A --b B --games GAMES --seed SEED --cap 100 --tilesets MIX
# (paired two-player games, 3rd-edition farms; --cap 100 keeps a busy machine from cutting a
# search short, so a run repeats exactly) and prints one Markdown row per run: A's win rate with
# its 95% interval, the mean margin with its interval, A's processor time per move (mean / max),
# the moves over a second, the moves hard's budget of processor time ended, A's playouts per
# second per core. Run it under `nice`: each
# tournament uses one core.
# Example: nice -n 10 tools/ai-tournaments.sh 40 101 build-rel/tools/carcassonne-cli
set -eu
if [ $# -lt 2 ]; then
    echo "usage: ai-tournaments.sh GAMES SEED [CLI] [MATCHES] [MIXES]" >&2
    exit 2
fi
games=$1
seed=$2
cli=${3:-build/tools/carcassonne-cli}
matches=${4:-hard-easy hard-medium}
sets=$("$cli" sets)
all=$(echo "$sets" | paste -sd, -)
each=
for set in $sets; do
    [ "$set" = base ] || each="$each base,$set"
done
mixes=${5:-base$each base,river,inns-cathedrals $all}

echo "| match | tile sets | games, seed | A's win rate (95% interval) | mean margin (95% interval) |" \
    "A's processor time per move: mean / max | moves over 1 s | moves ended by the time budget |" \
    "A's playouts/s per core |"
echo "|---|---|---|---|---|---|---|---|---|"
for match in $matches; do
    a=${match%-*}
    b=${match#*-}
    for mix in $mixes; do
        out=$("$cli" tournament --a "$a" --b "$b" --games "$games" --seed "$seed" --cap 100 \
            --tilesets "$mix" 2>&1) || {
            echo "ai-tournaments.sh: $a - $b with $mix failed:" >&2
            echo "$out" >&2
            exit 1
        }
        name=$mix
        [ "$mix" = "$all" ] && name="all $(echo "$sets" | wc -l | tr -d " ") sets"
        echo "$out" | awk -v match_="$a - $b" -v mix="$name" -v gs="$games, $seed" '
            /win rate/ {
                sub(/.*win rate /, ""); rate = $1
                sub(/^[^(]*\(95% interval /, ""); sub(/,.*/, ""); ri = $0
            }
            /mean margin/ {
                s = $0; sub(/.*mean margin A - B: /, "", s); m = s; sub(/ .*/, "", m)
                sub(/^[^(]*\(95% interval /, "", s); sub(/\).*/, "", s); mi = s
            }
            /^A \(/ {
                s = $0; sub(/.*processor time /, "", s); mean = s; sub(/ ms.*/, "", mean)
                sub(/^[^,]*, /, "", s); max = s; sub(/ ms.*/, "", max)
                p = $0; sub(/.*playouts per move, /, "", p); sub(/ playouts.*/, "", p)
                s = $0; sub(/.*moves capped; /, "", s); slow = s; sub(/ .*/, "", slow)
                s = $0; sub(/.*exact, /, "", s); budget = s; sub(/ .*/, "", budget)
            }
            END {
                printf "| %s | %s | %s | %s (%s) | %s (%s) | %s / %s ms | %s | %s | %s |\n",
                    match_, mix, gs, rate, ri, m, mi, mean, max, slow, budget, p
            }'
    done
done
