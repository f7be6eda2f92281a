#!/bin/sh
# gen-sounds.sh: regenerates the window's sounds, assets/sounds/*.wav, with carc-sounds
# (tools/sounds/). The sounds are committed, so players never run this; run it after changing
# the generator, and listen to the result. tests/sounds fails until the files are regenerated.
#
# BUILD names the meson build directory (default: build).
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
[ -f "$BUILD/build.ninja" ] || meson setup "$BUILD"
ninja -C "$BUILD" tools/sounds/carc-sounds
mkdir -p assets/sounds
"$BUILD/tools/sounds/carc-sounds" --out assets/sounds
