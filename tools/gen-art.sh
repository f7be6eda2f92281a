#!/bin/sh
# gen-art.sh: regenerates all committed art from the tile set files: assets/tiles/SET/*.png,
# the follower anchors assets/tiles/SET.json, assets/sprites/*.png (docs/art-format.md) and
# the application icon data/icons/NxN/carcassonne.png (the base game's start tile), for the
# rule sets' tile sets that `carcassonne-cli sets` lists (the base game and every expansion).
# The art is committed, so players never run this; run it after changing a tile set file or
# the generator (tools/tileart/), and look at the result:
#
#   tools/gen-art.sh                  # build carc-tileart if needed, redraw everything
#   tools/gen-art.sh --preview /tmp   # also write contact sheets and a sample board to /tmp
#
# BUILD names the meson build directory (default: build).
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
# carc-tileart draws with cairo (libcairo2-dev: tools/setup/deps.sh test installs it) and writes
# PNGs with libpng (libsdl2-image-dev pulls it in); without them meson skips the tool, so say
# why instead of letting ninja report an unknown target.
pkg-config --exists libpng || { echo "gen-art.sh: needs libpng-dev" >&2; exit 1; }
pkg-config --exists cairo || { echo "gen-art.sh: needs libcairo2-dev" >&2; exit 1; }
[ -f "$BUILD/build.ninja" ] || meson setup "$BUILD"
ninja -C "$BUILD" tools/tileart/carc-tileart tools/carcassonne-cli
# The sets are drawn together, in the order records list them, as one game of all of them
# resolves them: a set's tile that only marks a plain tile of another set (the Abbot's garden
# tiles) takes the geometry (and goods or marks) of that plain tile (one whose plain tile is
# in none of them would be left out with a note; today every such plain tile ships).
files=
for set in $("$BUILD/tools/carcassonne-cli" sets); do
    files="$files assets/tilesets/$set.json"
done
# shellcheck disable=SC2086
"$BUILD/tools/tileart/carc-tileart" --out assets --sprites --icons data/icons "$@" $files
