#!/bin/sh
# deps.sh: installs the Debian packages the project needs, only those that are missing.
# Usage: tools/setup/deps.sh [play|test]
#   play: what building and running the game needs (gettext compiles the translations);
#   test: that, plus what the test suite needs (Xvfb, xdotool and xwininfo for the tests
#         that press real keys in a real window; desktop-file-utils and appstream validate
#         the desktop entry and the metainfo; git and xz-utils make and unpack the tarball
#         of `meson dist`; clang for the fuzz targets, valgrind for the offscreen game under
#         memcheck; libcairo2-dev for the art generator, tools/tileart, whose drawing code
#         the art test links).
# Runs apt-get through sudo when not root. Does nothing when everything is there.
set -eu

pkgs="gcc libc6-dev pkg-config meson ninja-build libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libcjson-dev check gettext"
if [ "${1:-play}" = test ]; then
    pkgs="$pkgs xvfb xauth xdotool x11-utils desktop-file-utils appstream git xz-utils clang valgrind libcairo2-dev"
fi

missing=""
for p in $pkgs; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0

echo "Installing missing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then
    sudo=""
else
    sudo="sudo"
fi
$sudo apt-get update -qq
# shellcheck disable=SC2086 # one word per package
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
