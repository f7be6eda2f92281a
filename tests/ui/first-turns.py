#!/usr/bin/env python3
"""first-turns.py RECORD TILESETS: for a game record, the turns (1 = the first turn after the
start tile, as the window counts them) whose tile carries each thing a first-meeting note is
about, from the tile sets' files alone, not from the window: a line "THING TURN TURN ..." for
garden, goods (wine, grain or cloth), cathedral, festival and volcano. first-meetings.sh holds
the window's notes against the first of them."""
import glob
import json
import sys

record, folder = sys.argv[1], sys.argv[2]
tiles = {}
for path in sorted(glob.glob(folder + "/*.json")):
    for t in json.load(open(path)).get("tiles", []):
        tiles[t["id"]] = t


def has(tid, thing):
    t = tiles[tid]
    base = tiles.get(t.get("variant_of"), {})
    tags = {**base.get("tags", {}), **t.get("tags", {})}
    feats = t.get("features", base.get("features", []))
    return {
        "garden": "garden" in tags,
        "goods": any(k in tags for k in ("wine", "grain", "cloth")),
        "cathedral": any(f.get("cathedral") for f in feats),
        "festival": tags.get("festival") is True,
        "volcano": tags.get("volcano") is True,
    }[thing]


turns = json.load(open(record))["turns"]
for thing in ("garden", "goods", "cathedral", "festival", "volcano"):
    found = [str(i + 1) for i, t in enumerate(turns) if has(t["tile"], thing)]
    print(thing, *found)
