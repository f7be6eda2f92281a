#!/bin/sh
# dist.sh BUILD_DIR: `meson dist` makes a tarball of the committed sources that builds and
# passes the tests on its own: it is unpacked outside the source tree, configured with another
# prefix (/opt/carcassonne), built, tested with its whole suite (meson test), and installed
# into a DESTDIR whose game plays from another folder (installed-game.sh). Uncommitted changes
# are left out of the tarball, as meson dist does (--allow-dirty lets a work tree run it).
set -eu
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Readable by all, as an unpacked tarball normally is: run as root, the read-only saves test
# plays the game as nobody (tests/saves/ui-readonly.sh), who must reach the program and assets.
chmod 755 "$tmp"
meson dist -C "$build" --no-tests --allow-dirty --formats xztar >"$tmp/dist.log" 2>&1 ||
    { cat "$tmp/dist.log"; echo "FAIL: meson dist"; exit 1; }
tarball=$(ls "$build"/meson-dist/carcassonne-*.tar.xz)
echo "tarball: $tarball ($(wc -c <"$tarball") bytes)"
tar -xJf "$tarball" -C "$tmp"
src=$(ls -d "$tmp"/carcassonne-*/)
[ ! -e "$src/.git" ] || { echo "FAIL: the tarball holds .git"; exit 1; }
for f in po/LINGUAS po/de.po data/carcassonne.desktop.in data/icons/256x256/carcassonne.png \
    assets/tilesets/base.json COPYING README.md; do
    [ -e "$src/$f" ] || { echo "FAIL: the tarball lacks $f"; exit 1; }
done
meson setup "$tmp/build" "$src" --prefix=/opt/carcassonne >"$tmp/setup.log" 2>&1 ||
    { cat "$tmp/setup.log"; echo "FAIL: meson setup of the tarball"; exit 1; }
ninja -C "$tmp/build" >"$tmp/ninja.log" 2>&1 ||
    { tail -40 "$tmp/ninja.log"; echo "FAIL: the tarball does not build"; exit 1; }
if grep -q "warning:" "$tmp/ninja.log"; then
    grep "warning:" "$tmp/ninja.log"
    echo "FAIL: the tarball builds with warnings"
    exit 1
fi
# install-dist runs alone (is_parallel false), so the tarball's suite may use every core: one
# process at a time it took most of the test's time-out on a two-core machine.
meson test -C "$tmp/build" >"$tmp/test.log" 2>&1 || {
    grep -E '^ *[0-9]+/[0-9]+ .*(FAIL|TIMEOUT)' "$tmp/test.log"
    tail -60 "$tmp/test.log"
    echo "FAIL: the tarball's tests (those above)"
    exit 1
}
grep -E "^(Ok|Fail):" "$tmp/test.log"
"$here/installed-game.sh" "$tmp/build"
