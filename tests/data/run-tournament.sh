#!/bin/sh
# run-tournament.sh CLI: `tournament` plays its paired games and reports a win rate whose 95%
# interval stays within 0 .. 100%. Medium against easy, 4 games, seed 1
# gives pairs won 0-2 and 2-0 (medium loses both games of the first deal, wins both of the
# second): rates 0 and 1 per pair, mean 0.5, sample sd 0.707, half-width
# 1.96 * 0.707 / sqrt(2) = 0.98, so -48.0% .. 148.0% before clamping, 0.0% .. 100.0% after.
# --cap 100: the searches' wall-clock cap out of reach, so that a loaded machine (the suite runs
# tests in parallel) plays the same moves; only the cap may make a search differ.
set -u
cli=$1
out=$("$cli" tournament --a medium --b easy --games 4 --seed 1 --cap 100) || {
    echo "tournament failed"
    exit 1
}
echo "$out"
expected="A wins 2, ties 0, loses 2: A's win rate 50.0% (95% interval 0.0% .. 100.0%, ties counting half)"
if ! printf '%s\n' "$out" | grep -qxF "$expected"; then
    echo "expected the line: $expected"
    exit 1
fi
for args in "tournament --a expert" "tournament --farms 4th" "tournament --cap 0"; do
    # shellcheck disable=SC2086
    if "$cli" $args >/dev/null 2>&1; then
        echo "carcassonne-cli $args: accepted, expected exit 1"
        exit 1
    fi
done
echo "tournament: interval clamped, argument errors ok"
