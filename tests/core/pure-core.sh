#!/bin/sh
# pure-core.sh SRCDIR: the rules engine stays pure C with libc only: no SDL, no cJSON, no other
# library header, no file I/O, no global generator, anywhere in src/core.
set -u
core="$1/src/core"
status=0
bad=$(grep -nE '#[[:space:]]*include[[:space:]]*[<"](SDL|cjson/|cJSON)' "$core"/*.[ch])
if [ -n "$bad" ]; then
    echo "src/core includes SDL or cJSON headers:"
    echo "$bad"
    status=1
fi
# Only the C standard library's headers (and the core's own).
other=$(grep -hoE '#[[:space:]]*include[[:space:]]*<[^>]+>' "$core"/*.[ch] | sed 's/.*<\(.*\)>/\1/' | sort -u |
    grep -vxE 'assert\.h|stdbool\.h|stddef\.h|stdint\.h|stdio\.h|string\.h|stdlib\.h|limits\.h')
if [ -n "$other" ]; then
    echo "src/core includes headers outside the C standard library: $other"
    status=1
fi
io=$(grep -nE '\b(fopen|fread|fwrite|fprintf|printf|puts|rand|srand|time)[[:space:]]*\(' "$core"/*.c)
if [ -n "$io" ]; then
    echo "src/core does file I/O or uses a global generator or the clock:"
    echo "$io"
    status=1
fi
[ $status -eq 0 ] && echo "src/core: pure C11, libc headers only"
exit $status
