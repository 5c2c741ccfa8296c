#!/usr/bin/env python3
"""Writes a grocer's site as a shopper meets it: six weeks of a 21-special ad in a German (EUR) or a US
store's words, with deals of every kind (multi-buy, by weight, card price, buy-get, limits), long
names ("Hähnchenbrustfilet", "Rinderhackfleisch"), reductions against the 30-day lowest and prices
that repeat. Seeded: the same arguments give the same site. Prints the current week's snapshot.

Used by the browser checks of a phone (`make browser-grocers`).
"""
import argparse
import datetime
import json
import os
import random

# The ad's grid: a headline, a few large tiles, many small ones (16 canvas units wide).
SHAPES = [(16, 8), (8, 8), (8, 8), (5, 8), (4, 4), (4, 6), (14, 4), (3, 3), (4, 4), (4, 4), (5, 5), (9, 8), (4, 6), (4, 4),
          (4, 6), (4, 4), (4, 4), (4, 4), (8, 8), (4, 6), (16, 8)]

GERMAN = [
    ("Hähnchenbrustfilet", "per", "kg", 9.99), ("Rinderhackfleisch", "per", "100 g", 0.89), ("Weihenstephan Frische Vollmilch 1 l", None, None, 1.49),
    ("Cheddar & Sour Cream Chips 175 g", "card", None, 1.99), ("Bio-Eier Freilandhaltung 10 Stück", None, None, 3.29),
    ("Kartoffeln festkochend 2,5 kg", None, None, 2.99), ("Gerolsteiner Mineralwasser 12 x 1 l", "quantity", 2, 5.49),
    ("Bananen", "per", "kg", 1.29), ("Tchibo Feine Milde Kaffee 500 g", "limit", 4, 5.99), ("Erdbeerkonfitüre extra 450 g", None, None, 2.19),
    ("Schweinenackensteaks mariniert", "per", "kg", 7.99), ("Mozzarella 125 g", "buy", (2, 1), 0.79), ("Vollkorntoastbrot 500 g", None, None, 1.39),
    ("Griechischer Joghurt 10 % 1 kg", "card", None, 3.49), ("Butter 250 g", "limit", 2, 1.99), ("Spaghetti 500 g", "quantity", 3, 0.99),
    ("Orangensaft 100 % 1 l", None, None, 2.29), ("Zartbitterschokolade 85 % 100 g", "buy", (1, 1), 2.49),
    ("Räucherlachs 200 g", None, None, 4.99), ("Rispentomaten", "per", "kg", 2.99), ("Weihnachtsgans küchenfertig", "per", "kg", 12.99),
]
AMERICAN = [
    ("Boneless Skinless Chicken Breast", "per", "lb", 3.99), ("80% Lean Ground Beef", "per", "lb", 4.49), ("Horizon Organic Whole Milk 1 gal", None, None, 6.49),
    ("Lay's Cheddar & Sour Cream Chips 7.75 oz", "card", None, 4.29), ("Cage-Free Large Brown Eggs 18 ct", None, None, 5.29),
    ("Russet Potatoes 5 lb", None, None, 3.99), ("Coca-Cola 12pk/12 fl oz", "quantity", 2, 7.99), ("Bananas", "per", "lb", 0.59),
    ("Folgers Classic Roast Coffee 25.9 oz", "limit", 4, 9.99), ("Smucker's Strawberry Preserves 18 oz", None, None, 3.79),
    ("Pork Loin Chops", "per", "lb", 2.99), ("Galbani Fresh Mozzarella 8 oz", "buy", (2, 1), 3.49), ("Nature's Own Honey Wheat Bread 20 oz", None, None, 3.29),
    ("Chobani Greek Yogurt 32 oz", "card", None, 5.99), ("Land O Lakes Butter 16 oz", "limit", 2, 4.99), ("Barilla Spaghetti 16 oz", "quantity", 3, 1.79),
    ("Tropicana Orange Juice 52 fl oz", None, None, 4.29), ("Lindt Excellence 85% Cocoa 3.5 oz", "buy", (1, 1), 3.49),
    ("Smoked Atlantic Salmon 8 oz", None, None, 8.99), ("Roma Tomatoes", "per", "lb", 1.29), ("Butterball Whole Turkey", "per", "lb", 1.49),
]

# The demo's pictures (Static/img/), which the site is given a copy of.
PICTURES = ["oranges.jpg", "apples.jpg", "milk.svg", "cheese.svg", "eggs.svg", "bread.svg", "water.svg", "bananas.svg", "coffee.jpg",
            "berries.svg", "chicken.svg", "yogurt.svg", "pasta.svg", "juice.svg", "chocolate.svg", "turkey.jpg", "avocado.png", "soda.svg"]


def special(rng, index, product, week):
    name, deal, value, regular = product
    width, height = SHAPES[index]
    item = {"display_name": name, "width": width, "height": height, "id": f"{index:04d}"}
    # Reduced most weeks, by 10-40%; now and then at the regular price, or the same price as last week.
    reduced = round(regular * rng.choice([1, 0.9, 0.8, 0.7, 0.6]), 2) if week % 3 != 1 else regular
    item["price"], item["original_price"] = f"{reduced:.2f}", f"{regular:.2f}"
    if deal == "per":
        item["per"] = value
    elif deal == "quantity":
        item["quantity"], item["price"] = value, f"{reduced * value:.2f}"
        item["original_price"] = f"{regular:.2f}"
    elif deal == "card":
        item["card_price"], item["price"] = f"{reduced - 0.5:.2f}" if reduced > 1 else f"{reduced:.2f}", f"{regular:.2f}"
        item.pop("original_price")
    elif deal == "buy":
        item["buy"], item["get"] = value
    elif deal == "limit":
        item["limit"] = value
    if index % 3 != 2:
        item["imageUrl"] = "img/" + PICTURES[index % len(PICTURES)]
    if week == 5 and index % 4 == 0:
        item["lowest_30_day_price"] = f"{regular:.2f}"
    return item


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder")
    parser.add_argument("--country", choices=["de", "us"], required=True)
    parser.add_argument("--first-week", default="2026-10-19")
    args = parser.parse_args()
    rng = random.Random(58)
    german = args.country == "de"
    products = GERMAN if german else AMERICAN
    os.makedirs(os.path.join(args.folder, "Content", "specials"), exist_ok=True)
    with open(os.path.join(args.folder, "site.yml"), "w", encoding="utf-8") as settings:
        settings.write("title: Frischmarkt Wochenangebote\nlocale: de_DE\ntime_zone: Europe/Berlin\n" if german
                       else "title: Fairview Market Weekly Specials\nlocale: en_US\ntime_zone: America/New_York\n")
        settings.write("layouts:\n  - {columns: 16, min_width: 0}\n  - {columns: 32, min_width: 900}\nimages: link\n")
    first = datetime.date.fromisoformat(args.first_week)
    path = ""
    for week in range(6):
        date = first + datetime.timedelta(weeks=week)
        feed = {"canvasUnit": 16, "managerSpecials": [special(rng, index, product, week) for index, product in enumerate(products)]}
        path = os.path.join(args.folder, "Content", "specials", f"{date.isoformat()}.json")
        with open(path, "w", encoding="utf-8") as out:
            json.dump(feed, out, ensure_ascii=False, indent=1)
    print(path)


if __name__ == "__main__":
    main()
