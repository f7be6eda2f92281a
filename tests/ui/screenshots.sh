#!/bin/sh
# screenshots.sh CARCASSONNE OUTDIR [LANG...]: offscreen pictures at 1024x640 of the setup, a
# turn, the end table and the help in each language (all seven by default), chosen the way a
# player's system chooses: LANG=xx.UTF-8 with no other locale variable. For a person to look
# at (they stay in OUTDIR); as a test, each language's pictures must all be written, and each
# translated language's setup and help must differ from English's (the catalog was used).
set -eu
game=$1 out=$2
shift 2
langs=${*:-en de es fr it nl pt_BR}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_CONFIG_HOME="$tmp/config"
printf 'key h\nwait 50\n' >"$tmp/help.events"
n=0
for l in $langs; do
    # Each picture from a fresh data folder: no autosave offers to be continued.
    shot() {
        n=$((n + 1))
        env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG="$l.UTF-8" XDG_DATA_HOME="$tmp/data$n" \
            "$game" --size 1024x640 --ai-pace 0 "$@" >/dev/null
    }
    shot --screenshot "$out/setup-$l.png"
    shot --autoplay --seed 8 --players 4 --turns 30 --stop-at follower --screenshot "$out/turn-$l.png"
    shot --autoplay --seed 3 --players 3 --turns 0 --stop-at end --screenshot "$out/end-$l.png"
    shot --events "$tmp/help.events" --screenshot "$out/help-$l.png"
    for p in setup turn end help; do
        [ -s "$out/$p-$l.png" ] || { echo "FAIL: no $out/$p-$l.png"; exit 1; }
    done
    echo "$l: setup, turn, end and help pictures in $out"
done
if [ -f "$out/setup-en.png" ]; then
    for l in $langs; do
        [ "$l" = en ] && continue
        for p in setup help; do
            if cmp -s "$out/$p-en.png" "$out/$p-$l.png"; then
                echo "FAIL: $p-$l.png is the English picture: the $l catalog was not used"
                exit 1
            fi
        done
    done
fi
echo "1 passed, 0 failed"
