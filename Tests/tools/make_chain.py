#!/usr/bin/env python3
"""A chain site made from the demo site (its feeds, notes and Static/ photos), for the browser checks and
the chain benchmark: --stores stores in --regions regions (store i in region r<i % regions>), --own of
them (never s0) on their own feed, every region's ad a reshuffle of the demo's week with its own prices.

    python3 Tests/tools/make_chain.py DIR --stores 6 --regions 2 --own 1

Prints the snapshot store s0's front page shows, for check_site.py --feed.
"""
import argparse
import json
import os
import random
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NOW = "2026-11-18"


def copy_demo(folder, names=("site.yml", "Static", "Content/notes", "Content/specials")):
    for name in names:
        source = os.path.join(ROOT, name)
        target = os.path.join(folder, name)
        if os.path.isdir(source):
            shutil.copytree(source, target)
        else:
            os.makedirs(os.path.dirname(target) or folder, exist_ok=True)
            shutil.copy(source, target)


def make_chain(folder, stores, regions, own, seed=7):
    """A chain site in `folder` made from the demo site; returns the date its regions' ads start."""
    rng = random.Random(seed)
    copy_demo(folder, ("site.yml", "Static", "Content/notes"))
    weeks = sorted(name for name in os.listdir(os.path.join(ROOT, "Content/specials")) if name <= NOW + ".json")
    demo = {name: json.load(open(os.path.join(ROOT, "Content/specials", name))) for name in weeks}

    def variant(snapshot, shuffle):
        copy = json.loads(json.dumps(snapshot))
        items = copy["managerSpecials"]
        head, rest = items[:1], items[1:]
        if shuffle:
            rng.shuffle(rest)
        for item in head + rest:
            cents = round(float(item["price"]) * 100 * rng.uniform(0.85, 1.1))
            item["price"] = f"{cents // 100}.{cents % 100:02d}"
            item.pop("original_price", None) if float(item["price"]) >= float(item.get("original_price", "1e9")) else None
        copy["managerSpecials"] = head + rest
        return copy

    def write(path, value):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            json.dump(value, handle)

    for name, snapshot in demo.items():
        write(os.path.join(folder, "Content/specials", name), snapshot)
    for region in range(regions):
        write(os.path.join(folder, f"Content/regions/r{region}/specials", weeks[-1]), variant(demo[weeks[-1]], shuffle=True))
    owners = rng.sample(range(1, stores), min(own, stores - 1))
    for store in owners:
        write(os.path.join(folder, f"Content/stores/s{store}/specials", weeks[-1]), variant(demo[weeks[-1]], shuffle=False))
    zones = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"]
    with open(os.path.join(folder, "stores.yml"), "w") as handle:
        handle.write("stores:\n")
        for store in range(stores):
            handle.write(f"  - id: s{store}\n    name: Fairview Market {store}\n    region: r{store % regions}\n"
                         f"    time_zone: {zones[store % len(zones)]}\n"
                         f"    address: {{street: {store} Main St, city: Town {store % 97}, region: IL, postal_code: \"{60000 + store}\"}}\n"
                         f"    geo: {{lat: {40 + store % 7 / 10}, lon: -{88 + store % 11 / 10}}}\n"
                         f"    hours: [\"Mo-Sa 07:00-22:00\", \"Su 08:00-20:00\"]\n")
    return weeks[-1]


def brand(folder):
    """A chain's own look in `folder` (a site's Templates/): the built-in base with a line of the chain's own,
    the built-in tile with a class of its own, the built-in stylesheet with its colour."""
    theme = os.path.join(ROOT, "Sources/SpecialsKit/Render/Theme")
    os.makedirs(folder, exist_ok=True)
    def own(name, old, new):
        text = open(os.path.join(theme, name)).read()
        assert old in text, f"{name} has no {old!r}"
        with open(os.path.join(folder, name), "w") as handle:
            handle.write(text.replace(old, new, 1))
    own("base.mustache", "<main id=\"main\">", "<p class=\"brand-line\">Fresh for you every week at {{site.title}}</p>\n<main id=\"main\">")
    own("tile.mustache", "<li class=\"tile ", "<li class=\"brand-tile tile ")
    own("style.mustache", "a { color: #0b4f9c; }", "a { color: #0a6b3d; }\n.brand-line { color: #0a6b3d; font-weight: 700; }")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--stores", type=int, default=6)
    parser.add_argument("--regions", type=int, default=2)
    parser.add_argument("--own", type=int, default=1)
    args = parser.parse_args()
    ad = make_chain(args.folder, args.stores, args.regions, args.own)
    print(os.path.join(args.folder, "Content/regions/r0/specials", ad))


if __name__ == "__main__":
    main()
