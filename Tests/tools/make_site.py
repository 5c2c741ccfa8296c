#!/usr/bin/env python3
"""Writes a generated specials site: many weekly snapshots of many tiles, and many notes.

Seeded, so the same arguments give the same site. Used by the crash test, the many-tiles browser
gate and the performance benchmark.
"""
import argparse
import datetime
import json
import os
import random

STORE_SHAPES = [(16, 8), (8, 8), (14, 4), (4, 6), (16, 16), (9, 8), (5, 8), (3, 3), (3, 4), (12, 4), (4, 4), (5, 5)]
PRODUCTS = ["Navel Oranges", "Honeycrisp Apples", "Spring Water", "Whole Milk", "Cheddar", "Ground Coffee", "Chicken Thighs",
            "Greek Yogurt", "Sourdough", "Blueberries", "Pasta Sauce", "Orange Juice", "Large Eggs", "Dark Chocolate"]
SIZES = ["4 lb", "3 lb bag", "1.5 L", "1 gal", "2 lb", "12 oz", "24pk/16.9 fl oz", "4 ct/21.2 oz", "27 oz", "18 oz", "6 x 330 mL", "12 ct"]

PARAGRAPH = ("Our **{product}** comes from growers we have worked with for years. Compare the price per unit: "
             "the *bigger* pack is not always the better deal, and [last week's specials]({link}) show how prices move.")


def add_deal(rng, item):
    """Gives `item` one kind of deal, now and then with a limit too (its own random stream: the feed is
    otherwise the same as without deals)."""
    price = float(item["price"])
    kind = rng.choice(["quantity", "per", "card", "buy", "limit"])
    if kind == "quantity":
        quantity = rng.choice([2, 3, 4, 10])
        item["quantity"], item["price"] = quantity, f"{price * quantity:.2f}"
    elif kind == "per":
        item["per"] = rng.choice(["lb", "kg", "100 g", "oz", "each"])
    elif kind == "card" and price > 0.5:
        item["card_price"] = f"{price - 0.4:.2f}"
    elif kind == "buy":
        item["buy"], item["get"] = rng.choice([(1, 1), (2, 1), (3, 2)])
    if kind == "limit" or rng.random() < 0.2:
        item["limit"] = rng.randint(1, 12)


def feed(rng, tiles, version, deals=None):
    items = []
    for index in range(tiles):
        width, height = rng.choice(STORE_SHAPES) if rng.random() < 0.7 else (rng.randint(1, 16), rng.randint(1, 16))
        price = rng.randint(99, 1999)
        item = {"display_name": f"{rng.choice(PRODUCTS)} {rng.choice(SIZES)}", "width": width, "height": height,
                "price": f"{(price + version) / 100:.2f}", "id": str(index)}
        if rng.random() < 0.6:
            item["original_price"] = f"{(price + 100 + version) / 100:.2f}"
        if deals and deals.random() < 0.4:
            add_deal(deals, item)
        items.append(item)
    return {"canvasUnit": 16, "managerSpecials": items}


def note(rng, number, date, version, hugo_style=False):
    product = rng.choice(PRODUCTS)
    body = [f"## {product}, week {number}", ""]
    while sum(len(line) for line in body) < 2000:
        body.append(PARAGRAPH.format(product=product, link="/weeks/"))
        body.append("")
        body.append(f"- {rng.choice(PRODUCTS)}: ${rng.randint(1, 9)}.{rng.randint(10, 99)}")
        body.append(f"- {rng.choice(PRODUCTS)}: _on sale_ until {date}")
        body.append("")
    body.append(f"Version {version}.")
    # Front matter as a site moved from Hugo has it: keys specials does not know, which it warns about once.
    extra = ""
    if hugo_style:
        tags = sorted({rng.choice(PRODUCTS).split()[-1].lower() for _ in range(3)})
        extra = (f"tags: [{', '.join(tags)}]\ncategories: [deals, week-{number % 52}]\n"
                 f"aliases: [/old/notes/{number}/, /archive/{date}/note-{number}/]\n")
    return f"---\ntitle: \"Note {number}, {product}\"\ndate: {date}\n{extra}---\n" + "\n".join(body) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder")
    parser.add_argument("--weeks", type=int, default=52)
    parser.add_argument("--tiles", type=int, default=200)
    parser.add_argument("--notes", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--version", type=int, default=0, help="changes prices and note text: a second version of the same site")
    parser.add_argument("--first-week", default="2025-11-17")
    parser.add_argument("--deals", action="store_true", help="two in five specials carry a deal (2 for, per lb, card price, buy/get, limit)")
    parser.add_argument("--hugo-style", action="store_true", help="notes carry Hugo's tags:, categories: and aliases:")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    deals = random.Random(args.seed + 1) if args.deals else None
    first = datetime.date.fromisoformat(args.first_week)
    os.makedirs(os.path.join(args.folder, "Content", "specials"), exist_ok=True)
    os.makedirs(os.path.join(args.folder, "Content", "notes"), exist_ok=True)
    with open(os.path.join(args.folder, "site.yml"), "w") as out:
        out.write("title: Generated Market\nbase_url: https://generated.example/\n"
                  "layouts:\n  - {columns: 16, min_width: 0}\n  - {columns: 32, min_width: 900}\n")
    for week in range(args.weeks):
        day = first + datetime.timedelta(days=7 * week)
        with open(os.path.join(args.folder, "Content", "specials", f"{day}.json"), "w") as out:
            json.dump(feed(rng, args.tiles, args.version, deals), out)
    for number in range(args.notes):
        day = first + datetime.timedelta(days=number % max(1, 7 * args.weeks))
        with open(os.path.join(args.folder, "Content", "notes", f"note-{number:05}.md"), "w") as out:
            out.write(note(rng, number, day, args.version, args.hugo_style))


if __name__ == "__main__":
    main()
