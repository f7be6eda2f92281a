#!/bin/sh
# check-catalogs.sh SOURCE_ROOT XGETTEXT_ARGS...: the translations are whole and sound. The
# strings are extracted afresh from po/POTFILES.in (as `ninja carcassonne-pot` does, with the
# same arguments), so that a string added to a source file and missing from a catalog fails
# here. For each catalog of po/LINGUAS: it compiles with `msgfmt --check` (header, plural
# forms, and printf directives that agree in number, type and order with the msgid, %1$s
# positions included); every msgid is translated, none fuzzy (msgcmp); and it has the plural
# forms its language has.
set -eu
src=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"
xgettext "$@" -f po/POTFILES.in -o "$tmp/fresh.pot"
count=$(grep -c '^msgid ' "$tmp/fresh.pot")
echo "$((count - 1)) strings in the sources"
bad=0
for lang in $(cat po/LINGUAS); do
    if ! msgfmt --check -o "$tmp/$lang.mo" "po/$lang.po"; then
        echo "FAIL: po/$lang.po does not compile with msgfmt --check"
        bad=1
    fi
    if ! msgcmp "po/$lang.po" "$tmp/fresh.pot"; then
        echo "FAIL: po/$lang.po lacks translations (or has fuzzy ones) of the strings above"
        bad=1
    fi
    fuzzy=$(msgattrib --only-fuzzy --no-obsolete "po/$lang.po" | grep -c '^msgid ' || true)
    if [ "$fuzzy" -ne 0 ]; then
        echo "FAIL: po/$lang.po has fuzzy entries"
        bad=1
    fi
    # Plural forms: French and Brazilian Portuguese count 0 and 1 as singular; the others here,
    # 1 alone.
    case $lang in
    fr | pt_BR) want='nplurals=2; plural=(n > 1);' ;;
    *) want='nplurals=2; plural=(n != 1);' ;;
    esac
    grep -qF "\"Plural-Forms: $want" "po/$lang.po" ||
        { echo "FAIL: po/$lang.po: Plural-Forms is not $want"; bad=1; }
    echo "$lang: $(msgfmt --statistics -o /dev/null "po/$lang.po" 2>&1)"
done
[ $bad -eq 0 ] || exit 1
echo "1 passed, 0 failed"
