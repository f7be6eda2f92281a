#!/bin/sh
# run-hostile-cli.sh CLI REGRESSIONS: carcassonne-cli on the files of issue 18 (the fuzz
# targets' regressions). replay and validate printed the loader's message raw, so a colour
# "\nx.json: ok\u001b[2J" forged an "ok" line and cleared the terminal: now each bad file gives
# exactly one line, naming the file, with no control character in it. And simulate --record
# creates the folders above the one it writes to.
set -u
cli=$1 regressions=$2
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
esc=$(printf '\033')
for f in color-escape duplicate-escape-key nul-in-name long-number unknown-ai; do
    file="$regressions/$f.json"
    "$cli" replay "$file" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    [ "$rc" -eq 2 ] || fail "replay $f: exit $rc, expected 2"
    [ -s "$tmp/out" ] && fail "replay $f: printed on stdout"
    "$cli" validate "$file" >"$tmp/vout" 2>&1
    [ $? -eq 1 ] || fail "validate $f: not refused"
    for out in "$tmp/err" "$tmp/vout"; do
        [ "$(wc -l <"$out")" -eq 1 ] || fail "$f: not one line: $(cat "$out")"
        grep -q "^$file: " "$out" || fail "$f: the line does not name the file: $(cat "$out")"
        grep -q "$esc" "$out" && fail "$f: an escape character reached the terminal"
        grep -q ': ok$' "$out" && fail "$f: an \"ok\" line"
    done
    echo "$f: $(cat "$tmp/err")"
done
# The escape sequence in a duplicate key is quoted, cleaned to spaces.
"$cli" replay "$regressions/duplicate-escape-key.json" 2>&1 | grep -q 'key " \[2J" appears twice' ||
    fail "the duplicate key is not quoted cleaned"
"$cli" simulate --games 2 --seed 3 --record "$tmp/a/b/c" >/dev/null || fail "simulate --record a/b/c"
[ "$(ls "$tmp/a/b/c" | grep -c '\.json$')" -eq 2 ] || fail "simulate wrote no records in a/b/c"
[ "$status" -eq 0 ] && echo "all refused on one clean line; simulate created a/b/c"
exit $status
