#!/usr/bin/env python3
"""check-glossary.py SOURCE_ROOT: each catalog says one thing with one word, the word of its
country's published edition, in one voice (issue 30).

Each language of po/LINGUAS has its glossary, po/LANG.glossary: a line per term,

    English term | our word | words that are not ours, separated by commas

where a word that is not ours is a Python regular expression matched as whole words, case and
all ("Portal" finds "Portal:" but not "Portale"; "\\w*plättchen" finds "Drachenplättchen"), or,
written with a leading ~, matched anywhere ("~\\w'\\w": a straight apostrophe between letters).
The words that are not ours are the other words a translator reaches for (a second word for the
tile, the figure, the portal...), the other voice (German Sie where we say du) and, for
Brazilian Portuguese, the European forms. Every msgstr of po/LANG.po (each plural form) is
searched; a match fails, naming the entry, the word found and ours. A catalog without a
glossary fails too.

Some strings name two acts a player must tell apart, and no catalog may word them alike
(DISTINCT): taking the tile in hand back up mid-turn and undoing a whole turn (German said
"Zurück" for both). Their translations are compared without the arrows, the keys in
parentheses and case.
"""
import os
import re
import sys


# Pairs of msgids that must never share a translation.
DISTINCT = [
    ("Take back", "\u21b6 Undo"),  # the turn's tile picked up again / a whole turn undone
    ("Take back", "Undo (Ctrl+Z)"),
]


def plain(s):
    """A translation's words alone: no arrows or other signs, no keys in parentheses."""
    return " ".join(re.sub(r"\([^)]*\)|[^\w\s]", " ", s).lower().split())


def unquote(s):
    return bytes(s, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def entries(path):
    """(msgid, [msgstr...]) of each entry of a catalog, the header and obsolete ones left out."""
    out = []
    for block in open(path, encoding="utf-8").read().split("\n\n"):
        cur, field = {}, None
        for line in block.split("\n"):
            m = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d\])?) "(.*)"$', line)
            if m:
                field = m.group(1)
                cur[field] = unquote(m.group(2))
            elif line.startswith('"') and field:
                cur[field] += unquote(line[1:-1])
            elif line.startswith("#"):
                field = None
        if cur.get("msgid"):
            out.append((cur["msgid"], [v for k, v in sorted(cur.items()) if k.startswith("msgstr")]))
    return out


def glossary(path):
    """(term, ours, [(word, compiled regex)]) of each line of a glossary."""
    terms = []
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 3:
            sys.exit("%s:%d: not 'term | ours | not ours, ...'" % (path, n))
        words = []
        for w in (w.strip() for w in parts[2].split(",")):
            if not w:
                continue
            rx = w[1:] if w.startswith("~") else r"(?<!\w)(?:" + w + r")(?!\w)"
            words.append((w, re.compile(rx)))
        terms.append((parts[0], parts[1], words))
    return terms


def main():
    os.chdir(sys.argv[1])
    bad = 0
    for lang in open("po/LINGUAS").read().split():
        gpath = "po/%s.glossary" % lang
        if not os.path.exists(gpath):
            print("FAIL: po/%s.po has no glossary (%s)" % (lang, gpath))
            bad += 1
            continue
        terms = glossary(gpath)
        found = 0
        said = dict(entries("po/%s.po" % lang))
        for a, b in DISTINCT:
            for sa in said.get(a, []):
                for sb in said.get(b, []):
                    if sa and plain(sa) == plain(sb):
                        print("FAIL: po/%s.po: %r and %r are both %r: two acts, one word"
                              % (lang, a, b, sa))
                        found += 1
        for msgid, strs in said.items():
            for s in strs:
                for term, ours, words in terms:
                    for w, rx in words:
                        m = rx.search(s)
                        if m:
                            print("FAIL: po/%s.po: %r says %r for %s (ours: %s): %r"
                                  % (lang, msgid[:60], m.group(0), term, ours, s[:80]))
                            found += 1
        print("%s: %d terms, %d words that are not ours found" % (lang, len(terms), found))
        bad += found
    if bad:
        print("%d failed" % bad)
        sys.exit(1)
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
