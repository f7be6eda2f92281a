#!/bin/sh
# run-reference.sh CLI DIR PREFIX: replays every DIR/PREFIX-gNNN.json with `CLI replay` and
# compares its output, byte for byte, with DIR/PREFIX-gNNN.expected.json (RECORD.md's replay
# contract). Prints one line per game and a count; exits 1 when any game differs or none is
# found.
set -u
cli=$1
dir=$2
prefix=$3
n=0
bad=0
for game in "$dir/$prefix"-g[0-9][0-9][0-9].json; do
    [ -f "$game" ] || continue
    n=$((n + 1))
    name=$(basename "$game" .json)
    got=$("$cli" replay "$game" 2>&1)
    if [ "$got" = "$(cat "$dir/$name.expected.json")" ]; then
        echo "$name: ok"
    else
        echo "$name: differs"
        echo "  got:      $got"
        echo "  expected: $(cat "$dir/$name.expected.json")"
        bad=$((bad + 1))
    fi
done
echo "$prefix: $n games, $bad differ"
[ "$n" -gt 0 ] && [ "$bad" -eq 0 ]
