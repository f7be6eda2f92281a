#!/bin/sh
# deps.sh: installs the Debian packages the project needs, only those that are missing.
# Usage: tools/setup/deps.sh [play|test]
#   play: what building and running the game needs (gettext compiles the translations;
#         libenet-dev: games across machines, src/net);
#   test: that, plus what the test suite needs (Xvfb, xdotool and xwininfo for the tests
#         that press real keys in a real window; desktop-file-utils and appstream validate
#         the desktop entry and the metainfo; git and xz-utils make and unpack the tarball
#         of `meson dist`; valgrind for the offscreen game under memcheck; clang and its
#         compiler-rt libraries for the fuzz targets; libcairo2-dev for the art generator,
#         tools/tileart, whose drawing code the art test links).
# Runs apt-get through sudo when not root. Does nothing when everything is there.
set -eu

if [ "$(id -u)" -eq 0 ]; then
    sudo=""
else
    sudo="sudo"
fi
updated=""

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

# Package lists are fetched once, and only when something is to be installed or looked up.
update_once() {
    if [ -z "$updated" ]; then
        $sudo apt-get update -qq
        updated=1
    fi
}

# install PKG...: installs those of the packages that are not installed yet.
install() {
    missing=""
    for p in "$@"; do
        installed "$p" || missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    echo "Installing missing Debian packages:$missing"
    update_once
    # shellcheck disable=SC2086 # one word per package
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
}

install gcc libc6-dev pkg-config meson ninja-build libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev \
    libcjson-dev check gettext libenet-dev
[ "${1:-play}" = test ] || exit 0

install xvfb xauth xdotool x11-utils desktop-file-utils appstream git xz-utils valgrind clang \
    libcairo2-dev

# Debian's clang brings its sanitizer and libFuzzer runtimes (compiler-rt) only as a
# recommendation, which --no-install-recommends skips: the fuzz build then cannot link. The
# package is named after clang's major version (libclang-rt-14-dev for Debian 12's clang 14),
# read from the clang that is installed, so a newer Debian's clang gets its own.
rt="libclang-rt-$(clang -dumpversion | cut -d. -f1)-dev"
installed "$rt" && exit 0
update_once
if apt-cache show "$rt" >/dev/null 2>&1; then
    install "$rt"
else
    echo "deps.sh: Debian has no package $rt for this clang: the fuzz targets may not link"
fi
