#!/usr/bin/env python3
"""Gives the first specials of a snapshot Hebrew names, their sizes kept, so that a right-to-left page
is checked with right-to-left text in its tiles (the browser check `make browser-rtl`).

    python3 Tests/tools/hebrew_names.py SITE/Content/specials/2026-11-23.json
"""
import json
import sys

# Coffee, oranges, apples, cereal, water, milk, cola: the size each name ends with is the demo's.
NAMES = [
    "קפה טחון מיוחד 10.5 oz",
    "תפוזים 4LBS",
    "תפוחי עץ בשקית 3 lb",
    "דגני בוקר 18 oz",
    "מים מינרליים 1.5 L",
    "חלב אורגני 1 gal",
    "קולה 12pk/12 fl oz",
]


def main():
    path = sys.argv[1]
    with open(path, encoding="utf-8") as handle:
        snapshot = json.load(handle)
    for special, name in zip(snapshot["managerSpecials"], NAMES):
        special["display_name"] = name
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(snapshot, handle, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
