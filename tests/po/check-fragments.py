#!/usr/bin/env python3
"""check-fragments.py SOURCE_ROOT XGETTEXT_ARGS...: every string of src/ a player reads is a
whole sentence or a whole label, never a piece another string is glued from (issue 30), and the
comments written for translators reach the template.

The strings are extracted afresh from po/POTFILES.in with the arguments of `ninja
carcassonne-pot`. A msgid (and each msgid_plural) of a file under src/ is a fragment when:

  1. it starts or ends with white space (a piece glued to another with its space);
  2. it starts with a separator (, ; : · & – — / |) or ends with one other than a colon
     (, ; · & – — / |): the rest of its sentence or list is somewhere else. A colon may end a
     label that heads what follows it ("Final scoring:" before the scores);
  3. its last word is one a sentence or label does not end on (and, or, of, the, a, an): its
     end is in another string;
  4. it starts with a lower-case letter and has fewer than three words: a word or two put into
     another string's sentence ("complete", "a farm", "wine"), whose ending or article cannot
     agree there. The few that may be are in WORDS below, each with its reason;
  5. it starts with a conjunction (and, or, but): the start of its sentence is elsewhere;
  6. a directive touches a letter ("%sPink"): a piece (a space, a word) is glued on there;
  7. it has no letter at all outside its printf directives ("%s · %s", "%s%s"): a pattern that
     glues pieces, unless it is one of PATTERNS below (a list's joints, a label with its
     owner), whose pieces are whole labels in every language.

Labels that start with a capital ("Road", "Follower") are names that stand alone (a column of
the end table, a button) and may fill a %s of a sentence only as a label (in parentheses or
after a colon): where grammar depends on the thing named, the code has one msgid per thing.

And a comment that starts with the --add-comments tag (TRANSLATORS:) in a source file is in the
template: xgettext keeps a comment only when the keyword's line follows it, so one written
above a statement whose _() is a line or more further down is lost.
"""
import os
import re
import subprocess
import sys
import tempfile

WORDS = {
    # i18n.c: the edges of a tile in "north side: %s meets %s"; the sentence is written for a
    # bare noun (no article, nothing agrees with it), and one sentence per side and pair of
    # edges would be 64 strings of the same shape.
    "field": "an edge in 'north side: %s meets %s'",
    "road": "an edge in 'north side: %s meets %s'",
    "city": "an edge in 'north side: %s meets %s'",
    "river": "an edge in 'north side: %s meets %s'",
}

PATTERNS = {
    "%1$s, %2$s": "a list's joint (ui_i18n_list): each item is whole",
    "%1$s (%2$s)": "a figure and its owner's name, a label",
    "%s: %s +%d": "a log line: a name, then a feature's label (Road) and its points",
    "%s +%d %s": "the replay's bar: a name, the points and a feature's label (Road)",
}

SEPARATORS_START = ",;:·&–—/|"
SEPARATORS_END = ",;·&–—/|"
OPEN_ENDS = {"and", "or", "of", "the", "a", "an"}
OPEN_STARTS = {"and", "or", "but"}
DIRECTIVE = re.compile(r"%(\d+\$)?[-+ #0]*\d*(\.\d+)?(l|ll|z|h)?[diouxXsScfgeE%]")


def unquote(s):
    return bytes(s, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def entries(pot):
    """(msgid, msgid_plural or None, references, comments) of each entry of the template."""
    out, cur, field = [], None, None
    for line in open(pot, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip():
            if cur:
                out.append(cur)
            cur, field = None, None
            continue
        if cur is None:
            cur = {"msgid": "", "msgid_plural": None, "refs": [], "comments": []}
        if line.startswith("#:"):
            cur["refs"] += line[2:].split()
        elif line.startswith("#."):
            cur["comments"].append(line[2:].strip())
        elif line.startswith("msgid_plural "):
            field = "msgid_plural"
            cur[field] = unquote(line[len(field) + 2:-1])
        elif line.startswith("msgid "):
            field = "msgid"
            cur[field] = unquote(line[7:-1])
        elif line.startswith("msgstr"):
            field = None
        elif line.startswith('"') and field:
            cur[field] += unquote(line[1:-1])
    if cur:
        out.append(cur)
    return [e for e in out if e["msgid"]]


def fault(s):
    """Why s is a fragment, or None."""
    if s != s.strip():
        return "starts or ends with white space"
    if s[0] in SEPARATORS_START:
        return "starts with a separator"
    if s[-1] in SEPARATORS_END:
        return "ends with a separator"
    words = re.findall(r"[^\W\d_]+", DIRECTIVE.sub(" ", s))
    if words and s.split()[-1].lower() in OPEN_ENDS:
        return "ends on '%s': its sentence goes on elsewhere" % s.split()[-1]
    if s.split()[0].lower() in OPEN_STARTS:
        return "starts on '%s': its sentence starts elsewhere" % s.split()[0]
    if re.search(r"%(\d+\$)?s[^\W\d_]|[^\W\d_]%(\d+\$)?s", s):
        return "a %s glued to a word"
    if s[0].islower() and len(s.split()) < 3 and s not in WORDS:
        return "a word or two put into another string's sentence"
    if not words and s not in PATTERNS:
        return "glues pieces: no word of its own"
    return None


def main():
    root = sys.argv[1]
    os.chdir(root)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "fresh.pot")
        subprocess.run(["xgettext"] + sys.argv[2:] + ["-f", "po/POTFILES.in", "-o", pot],
                       check=True)
        found = entries(pot)
    checked = 0
    for e in found:
        if not any(r.startswith("src/") for r in e["refs"]):
            continue
        for s in (e["msgid"], e["msgid_plural"]):
            if s is None:
                continue
            checked += 1
            why = fault(s)
            if why:
                print("FAIL: %s: %r: %s" % (e["refs"][0], s, why))
                bad += 1
    for s in list(WORDS) + list(PATTERNS):
        if not any(e["msgid"] == s for e in found):
            print("FAIL: %r is allowed here but no longer in the sources: drop it" % s)
            bad += 1
    # The translators' comments: each one's first line is in the template.
    tag = next(a.split("=", 1)[1] for a in sys.argv[2:] if a.startswith("--add-comments="))
    said = "\n".join(c for e in found for c in e["comments"])
    sources = [l.strip() for l in open("po/POTFILES.in") if l.strip().startswith("src/")]
    comments = 0
    for path in sources:
        text = open(path, encoding="utf-8").read()
        for m in re.finditer(r"/\*\s*(" + re.escape(tag) + r"[^\n]*)", text):
            first = m.group(1).replace("*/", "").strip()
            comments += 1
            if first not in said:
                line = text.count("\n", 0, m.start()) + 1
                print("FAIL: %s:%d: the comment %r does not reach the template (the _() it is "
                      "for must be on the line after it)" % (path, line, first))
                bad += 1
    print("%d strings of src/ checked, %d translators' comments" % (checked, comments))
    if bad:
        print("%d failed" % bad)
        sys.exit(1)
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
