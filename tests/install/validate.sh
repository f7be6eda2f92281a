#!/bin/sh
# validate.sh DESKTOP METAINFO: the built desktop entry passes desktop-file-validate and the
# AppStream metainfo passes appstreamcli validate (offline: --no-net), warnings included.
set -eu
desktop-file-validate "$1"
echo "$1: valid"
appstreamcli validate --no-net "$2"
echo "1 passed, 0 failed"
