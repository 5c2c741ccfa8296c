#!/usr/bin/env python3
"""Checks that every "lowest price in N weeks" a week page claims is true, against the snapshots
themselves, worked out here again independently of specials: the special's price per item (a
multi-buy's share, a buy-get's) is strictly below its price in each of the N - 1 weeks right before,
each a week a snapshot covers that lists it, priced the same way (per item, or per the same weight).
A tie is no lowest. Items are matched by id, as the grocer sites give every special one.
"""
import argparse
import datetime
import glob
import json
import os
import re
import sys
from decimal import Decimal

from check_site import report


def per_item(special):
    price = Decimal(str(special["price"]))
    if special.get("quantity"):
        price /= special["quantity"]
    if special.get("buy") and special.get("get"):
        price = price * special["buy"] / (special["buy"] + special["get"])
    return price


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", required=True, help="the site folder (its Content/specials/)")
    parser.add_argument("--public", required=True, help="the built site")
    args = parser.parse_args()
    weeks = []
    for path in sorted(glob.glob(os.path.join(args.site, "Content", "specials", "*.json"))):
        with open(path, encoding="utf-8") as feed:
            weeks.append((datetime.date.fromisoformat(os.path.basename(path)[:10]), json.load(feed)["managerSpecials"]))
    with open(os.path.join(args.public, "index.html"), encoding="utf-8") as page:
        html = page.read()
    # The grocer sites are built as of their newest week: its page is the front page.
    current = len(weeks) - 1
    tiles = re.findall(r'<li class="tile.*?</li>', html, re.S)
    problems, claims = [], 0
    for special, tile in zip(weeks[current][1], tiles):
        found = re.search(r'<p class="tile__lowest">[^<]*?(\d+)[^<]*</p>', tile)
        if not found:
            continue
        claims += 1
        weeks_claimed = int(found.group(1))
        now = per_item(special)
        for back in range(1, weeks_claimed):
            index = current - back
            earlier = next((s for s in weeks[index][1] if s.get("id") == special.get("id")), None) if index >= 0 else None
            contiguous = index >= 0 and weeks[index][0] + datetime.timedelta(days=7 * back) == weeks[current][0]
            if earlier is None or not contiguous or earlier.get("per") != special.get("per") or not per_item(earlier) > now:
                problems.append(f"{special['display_name']!r}: claims the lowest price in {weeks_claimed} weeks, but {back} week(s) before "
                                f"it was {'unknown' if earlier is None or not contiguous else per_item(earlier)} against {now}")
                break
    return report("claims", f"{claims} 'lowest price' claims of {len(tiles)} tiles against {len(weeks)} snapshots", problems)


if __name__ == "__main__":
    sys.exit(main())
