#!/bin/sh
# fuzz.sh TARGET [SECONDS] [JOBS]: a long libFuzzer run of one fuzz target (tileset, record or
# session; tests/fuzz), default one hour in one process. Builds build-fuzz with clang and the
# sanitizers when it is missing. The corpus grows in build-fuzz/corpus-TARGET/ from one run to
# the next (the seeds and regressions in the tree are only read); crashes are left in
# build-fuzz/fuzz-artifacts/ (see tests/fuzz/regressions/README.md). Ends with the run's
# executions and coverage (libFuzzer's "cov", the code edges reached, and "ft", features).
set -eu
cd "$(dirname "$0")/.."
target=${1:?usage: tools/fuzz.sh tileset|record|session [SECONDS] [JOBS]}
seconds=${2:-3600} jobs=${3:-1}
case $target in
tileset|record) seeds=$target ;;
session) seeds=record ;;
*) echo "fuzz.sh: unknown target \"$target\" (tileset, record or session)" >&2; exit 1 ;;
esac
if [ ! -f build-fuzz/build.ninja ]; then
    CC=clang meson setup build-fuzz -Dfuzz=true -Dui=disabled -Dtests=disabled \
        -Db_sanitize=address,undefined -Db_lundef=false
fi
ninja -C build-fuzz "tests/fuzz/fuzz-$target"
corpus="build-fuzz/corpus-$target" artifacts="build-fuzz/fuzz-artifacts/fuzz-$target"
mkdir -p "$corpus" "$artifacts"
export CARC_ASSETS="$PWD/assets"
log="build-fuzz/fuzz-$target.log"
# -jobs runs that many processes on one shared corpus; their logs are fuzz-N.log.
if [ "$jobs" -gt 1 ]; then
    set -- -jobs="$jobs" -workers="$jobs"
else
    set --
fi
"build-fuzz/tests/fuzz/fuzz-$target" "$@" -max_total_time="$seconds" \
    -dict=tests/fuzz/formats.dict -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$corpus" "tests/fuzz/corpus/$seeds" "tests/fuzz/regressions/$target" 2>"$log" || {
    tail -30 "$log"
    echo "fuzz.sh: $target crashed; the input is in $artifacts/" >&2
    exit 1
}
grep -E 'DONE|stat::number_of_executed_units|stat::peak_rss_mb' "$log"
echo "corpus: $(ls "$corpus" | wc -l) inputs in $corpus"
