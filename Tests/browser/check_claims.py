#!/usr/bin/env python3
"""Builds a site one week at a time, as cron does (each week published over the last, as of the day after
its snapshot's date), and after each build reads every claim of the front page's tiles and of the item
pages they link to against the archive (that week's snapshot and the ones before), by rules written from
the law (claims_law.py), never from specials' code: a saving's arithmetic, a "was" or 30-day reference and
its label, "lowest price in N weeks", and the status line "on special". Prints each claim the archive
disproves with the item, the week and the evidence; exits 1 if any.

    check_claims.py --site S --public OUT [--specials BIN]
    check_claims.py --self-test      hand-made pages with a false claim of each kind: each must be caught
"""
import argparse
import collections
import copy
import datetime
import os
import re
import subprocess
import sys

from claims_archive import Archive, name_key
from claims_law import check_claim, check_ever_sold_in
from claims_page import Words, footnotes, read_item, read_tiles

EU_COUNTRIES = {"AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV",
                "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"}
KINDS = ("saving", "reference", "label", "lowest", "status")


def site_locale(site):
    """The site's locale from site.yml ("de_DE"), en_US when it names none."""
    try:
        with open(os.path.join(site, "site.yml"), encoding="utf-8") as settings:
            found = re.search(r"^locale:\s*['\"]?([A-Za-z_]+)", settings.read(), re.M)
    except FileNotFoundError:
        found = None
    return found.group(1) if found else "en_US"


def listing_for(claim, listings):
    """The week's listing a tile or offer shows: same name, and the price it prints where two share a name."""
    named = [listing for listing in listings if name_key(listing.name) == name_key(claim.name)]
    for listing in named:
        shown = listing.card if claim.card else listing.price
        if shown == claim.price or (claim.quantity > 1 and listing.per_item(listing.price) == claim.price_item):
            return listing
    return named[0] if named else None


def check_week(archive, date, front, items, words, eu):
    """The claims of one week's build: `front` the front page, `items` {href: item page}. Returns
    (Counter of claims stated by kind, [(kind, problem line)], tiles read)."""
    seen, listings = archive.upto(date), dict(archive.weeks)[date]
    stated, problems = collections.Counter(), []
    notes = footnotes(front)

    def judge(claim):
        """Counts what `claim` states and adds what the archive disproves of it."""
        listing = listing_for(claim, listings)
        if listing is None:
            problems.append(("match", f"week of {date}, {claim.where} {claim.name!r}: the week's snapshot lists no item of that name"))
            return
        if claim.mark and not claim.label:
            claim.label = notes.get(claim.mark, "")
        stated.update(kind for kind, said in (("saving", claim.amount is not None or claim.percent is not None),
                                              ("reference", claim.reference is not None), ("label", bool(claim.label)),
                                              ("lowest", claim.lowest_weeks > 0)) if said)
        problems.extend((kind, f"week of {date}, {claim.where} {claim.name!r} at {claim.price}: {kind}: {evidence}")
                        for kind, evidence in check_claim(seen, listing, date, claim, eu))
        if claim.mark and notes.get(claim.mark, claim.label) != claim.label:
            footnoted = copy.copy(claim)
            footnoted.label, footnoted.where = notes[claim.mark], f"{claim.where} footnote {claim.mark}"
            problems.extend((kind, f"week of {date}, {footnoted.where} {claim.name!r}: {kind}: {evidence}")
                            for kind, evidence in check_claim(seen, listing, date, footnoted, eu) if kind == "label")

    tiles = read_tiles(front, words)
    for tile in tiles:
        judge(tile)
    for href, page in items.items():
        name, status, offers = read_item(page, words)
        for offer in offers:
            judge(offer)
        if status is not None:
            stated["status"] += 1
            if status == words.words.get("item_now") and not any(offer.states_special() for offer in offers):
                problems.append(("status", f"week of {date}, item page {name!r}: status: says {status!r}, but no offer on it states "
                                           f"a saving, a multi-buy, a buy-get or a card price"))
    return stated, problems, len(tiles)


def item_path(public, href):
    """The file an item page's link (relative to the front page) names."""
    path = os.path.normpath(os.path.join(public, href.split("#")[0]))
    return os.path.join(path, "index.html") if os.path.isdir(path) else path


def run(args):
    """Builds the weeks in order and checks each; the exit code."""
    archive = Archive.load(args.site)
    locale = site_locale(args.site)
    words, eu = Words(locale.split("_")[0]), locale.split("_")[-1] in EU_COUNTRIES
    stated, problems, tiles = collections.Counter(), [], 0
    for date, _ in archive.weeks:
        now = (date + datetime.timedelta(days=1)).isoformat()
        built = subprocess.run([args.specials, "build", "--site", args.site, "--output", args.public, "--now", now, "--quiet"],
                               capture_output=True, text=True)
        if built.returncode != 0:
            problems.append(("build", f"week of {date}: specials build --now {now} exited {built.returncode}: {built.stderr.strip()[:400]}"))
            continue
        with open(os.path.join(args.public, "index.html"), encoding="utf-8") as page:
            front = page.read()
        items = {}
        for tile in read_tiles(front, words):
            if tile.href and tile.href not in items:
                with open(item_path(args.public, tile.href), encoding="utf-8") as page:
                    items[tile.href] = page.read()
        week_stated, week_problems, week_tiles = check_week(archive, date, front, items, words, eu)
        stated += week_stated
        problems += week_problems
        tiles += week_tiles
    # What the site publishes after its last week: every older week's page, read against the whole archive.
    archived = 0
    for date, listings in archive.weeks:
        path = os.path.join(args.public, "weeks", date.isoformat(), "index.html")
        if not os.path.exists(path):
            problems.append(("build", f"week of {date}: no page at {path} after the last build"))
            continue
        with open(path, encoding="utf-8") as page:
            week_page = page.read()
        notes = footnotes(week_page)
        for claim in read_tiles(week_page, words):
            listing = listing_for(claim, listings)
            if listing is None or claim.reference is None:
                continue
            archived += 1
            if claim.mark and not claim.label:
                claim.label = notes.get(claim.mark, "")
            problems.extend((kind, f"archived week of {date}, {claim.where} {claim.name!r} at {claim.price}: {kind}: {evidence}")
                            for kind, evidence in check_ever_sold_in(archive, listing, date, claim))
    stated["archived reference"] = archived
    disproved = collections.Counter(kind for kind, _ in problems)
    figures = ", ".join(f"{kind} {stated[kind]} stated/{disproved[kind]} disproved" for kind in KINDS) \
        + f", {archived} references on the archived week pages read against the whole archive"
    from check_site import report
    return report("claims", f"{len(archive.weeks)} weekly builds, {tiles} tiles and their item pages ({locale}, "
                            f"{'EU' if eu else 'US'} rules): {figures}", [line for _, line in problems])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", help="the site folder (its Content/specials/ is the archive)")
    parser.add_argument("--public", help="where to build it, week after week")
    parser.add_argument("--specials", default=".build/debug/specials", help="the specials binary")
    parser.add_argument("--self-test", action="store_true", help="check the checker on hand-made pages")
    parser.add_argument("--verbose", action="store_true", help="with --self-test: print every case and what it caught")
    args = parser.parse_args()
    if args.self_test:
        from claims_self_test import self_test
        return self_test(check_week, args.verbose)
    if not args.site or not args.public:
        parser.error("--site and --public are needed (or --self-test)")
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
