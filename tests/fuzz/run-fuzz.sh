#!/bin/sh
# run-fuzz.sh TARGET SEEDS REGRESSIONS DICT SECONDS: one short libFuzzer run, as the test suite
# makes it. New inputs go to a temporary corpus, never into the tree; the seeds and the
# regressions are read only. A crash fails the test and its input is kept in
# build-fuzz/fuzz-artifacts/ to become a regression file (regressions/README.md).
set -eu
target=$1 seeds=$2 regressions=$3 dict=$4 seconds=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
artifacts="$(pwd)/fuzz-artifacts/$(basename "$target")"
mkdir -p "$artifacts"
# One process; -rss_limit_mb bounds what any input may cost (the loaders refuse big files
# long before), and -timeout flags an input that takes seconds.
"$target" -max_total_time="$seconds" -dict="$dict" -timeout=10 -rss_limit_mb=1024 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$work" "$seeds" "$regressions" 2>"$work/log" || {
    tail -40 "$work/log"
    echo "FAIL: $(basename "$target") crashed; the input is in $artifacts/"
    exit 1
}
grep -E '^#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb' "$work/log"
