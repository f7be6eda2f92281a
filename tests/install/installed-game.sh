#!/bin/sh
# installed-game.sh BUILD_DIR: `meson install` of BUILD_DIR into a DESTDIR, then the installed
# game as a player's machine would run it: from a folder outside the source and build trees,
# with no CARC_ASSETS, its assets and catalogs found from its own prefix. Checks what the
# install holds (both programs, the assets, the catalogs, the desktop entry and the icons,
# the metainfo, the man pages), validates the installed desktop entry and metainfo, plays an
# offscreen game of two computer players with the installed window (in Spanish, from the
# installed catalog: the seats' default names say so) and replays its record with the
# installed carcassonne-cli.
set -eu
build=$(cd "$1" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
DESTDIR="$tmp/dest" meson install -C "$build" --no-rebuild --quiet >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; echo "FAIL: meson install"; exit 1; }
prefix=$(meson introspect "$build" --buildoptions |
    python3 -c 'import json,sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))')
root="$tmp/dest$prefix"
echo "installed under DESTDIR=$tmp/dest, prefix $prefix"
bad=0
need() {
    [ -e "$root/$1" ] || { echo "FAIL: the install lacks $1"; bad=1; }
}
need bin/carcassonne
need bin/carcassonne-cli
for f in tilesets/base.json tilesets/river.json tilesets/inns-cathedrals.json tiles/base/D.png \
    tiles/base.json sprites/meeple.png fonts/DejaVuSans.ttf fonts/LICENSE-DejaVu.txt \
    sounds/place.wav sounds/follower.wav sounds/score.wav sounds/end.wav \
    scenarios/first-road.json scenarios/base-end.json lessons/first-game.json; do
    need "share/carcassonne/$f"
done
for lang in $(cat "$(dirname "$0")/../../po/LINGUAS"); do
    need "share/locale/$lang/LC_MESSAGES/carcassonne.mo"
done
desktop=$(ls "$root"/share/applications/*.desktop)
metainfo=$(ls "$root"/share/metainfo/*.metainfo.xml)
id=$(basename "$desktop" .desktop)
for size in 16x16 24x24 32x32 48x48 64x64 128x128 256x256; do
    need "share/icons/hicolor/$size/apps/$id.png"
done
need share/man/man6/carcassonne.6
need share/man/man6/carcassonne-cli.6
desktop-file-validate "$desktop" || { echo "FAIL: desktop-file-validate $desktop"; bad=1; }
appstreamcli validate --no-net "$metainfo" || { echo "FAIL: appstreamcli validate $metainfo"; bad=1; }
grep -q "^Name\[de\]=" "$desktop" || { echo "FAIL: the desktop entry is not translated"; bad=1; }
[ $bad -eq 0 ] || exit 1

# A player's machine: another folder, no assets named, a fresh home.
mkdir -p "$tmp/elsewhere"
cd "$tmp/elsewhere"
unset CARC_ASSETS CARC_DATA_DIR
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" XDG_CONFIG_HOME="$tmp/home/config"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
"$root/bin/carcassonne-cli" help | grep -F "ASSETS is now $root/bin/../share/carcassonne" ||
    { echo "FAIL: the installed carcassonne-cli does not use the installed assets"; exit 1; }
LANGUAGE=es "$root/bin/carcassonne" --seats easy,easy --seed 5 --autoplay --quit-at-end \
    --ai-pace 0 --think 0.2 --ai-cap 60 --record-out game.json >ui.out
echo "installed window: $(cat ui.out)"
grep -q '"finished": true' ui.out || { echo "FAIL: the installed game did not finish"; exit 1; }
# The record names the seats in Spanish: the installed catalog was read.
grep -q '"name": "Ordenador 1"' game.json ||
    { echo "FAIL: the seats are not named from the Spanish catalog"; exit 1; }
"$root/bin/carcassonne-cli" replay game.json >replay.out
scores=$(sed 's/.*"scores": \[\([^]]*\)\].*/\1/' ui.out)
grep -qF "\"scores\": [$scores]" replay.out ||
    { echo "FAIL: the replay disagrees: $(cat replay.out)"; exit 1; }
LANGUAGE=de "$root/bin/carcassonne" --screenshot s.png
[ -s s.png ] || { echo "FAIL: no screenshot from the installed game"; exit 1; }
echo "1 passed, 0 failed"
