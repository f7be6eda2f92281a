#!/bin/sh
# run-scenario.sh CLI DIR NAME: replays DIR/NAME.json with `CLI replay` and compares the result
# with what was worked out by hand: NAME.out (the exact stdout line, exit status 0) or NAME.err
# (the exact stderr line, exit status 2, nothing on stdout). It runs from DIR so that messages
# name the file as NAME.json. Prints what differs and exits 1 on a mismatch.
set -u
cli=$1
dir=$2
name=$3
case $cli in /*) ;; *) cli=$PWD/$cli ;; esac
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$dir" || exit 1
"$cli" replay "$name.json" >"$tmp/stdout" 2>"$tmp/stderr"
rc=$?
if [ -f "$name.out" ]; then
    want_rc=0 want=$name.out got=$tmp/stdout silent=$tmp/stderr
else
    want_rc=2 want=$name.err got=$tmp/stderr silent=$tmp/stdout
fi
status=0
if [ "$rc" -ne "$want_rc" ]; then
    echo "$name: exit status $rc, expected $want_rc"
    status=1
fi
if ! diff -u "$want" "$got"; then
    echo "$name: output differs from $want"
    status=1
fi
if [ -s "$silent" ]; then
    echo "$name: unexpected output on the other stream:"
    cat "$silent"
    status=1
fi
[ "$status" -eq 0 ] && echo "$name: ok: $(cat "$got")"
exit "$status"
