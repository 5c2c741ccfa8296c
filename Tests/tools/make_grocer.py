#!/usr/bin/env python3
"""Writes a grocer's site as a shopper meets it: six weeks of a 21-special ad in a German (EUR) or a US
store's words, with deals of every kind (multi-buy, by weight, card price, buy-get, limits), long
names ("Hähnchenbrustfilet", "Rinderhackfleisch"), nine departments, reductions against the 30-day lowest and prices
that repeat. Seeded: the same arguments give the same site. Prints the current week's snapshot.

After the 21 specials each week lists the cases whose claims the archive can disprove (`CASES`): a "was"
price never charged, a reduction that runs on for weeks, a feed's 30-day price the archive beats, a
price card holders paid less than, an item listed twice in one week and an item whose `id` appears.

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

# Each special's department, by its place in the ad: more than a phone's strip of department links shows at once.
DEPARTMENTS = {
    "de": ["Fleisch & Geflügel", "Fleisch & Geflügel", "Molkereiprodukte & Käse", "Süßwaren & Knabberartikel", "Molkereiprodukte & Käse",
           "Obst & Gemüse", "Getränke", "Obst & Gemüse", "Kaffee & Tee", "Vorratsschrank", "Fleisch & Geflügel", "Molkereiprodukte & Käse",
           "Brot & Backwaren", "Molkereiprodukte & Käse", "Molkereiprodukte & Käse", "Vorratsschrank", "Getränke",
           "Süßwaren & Knabberartikel", "Fisch & Feinkost", "Obst & Gemüse", "Fleisch & Geflügel"],
    "us": ["Meat & Poultry", "Meat & Poultry", "Dairy & Eggs", "Snacks & Candy", "Dairy & Eggs", "Produce", "Beverages", "Produce",
           "Coffee & Tea", "Pantry", "Meat & Poultry", "Dairy & Eggs", "Bakery", "Dairy & Eggs", "Dairy & Eggs", "Pantry", "Beverages",
           "Snacks & Candy", "Seafood & Deli", "Produce", "Meat & Poultry"],
}

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


# Each case's six weeks, oldest first: (price, original_price, extras). The same every run, no random.
_SAME = {}
CASES = {
    "us": [
        # A "was" price the archive never shows it at: five weeks at $7.99 regular, then "was $9.99".
        ("Ferrero Rocher 7.9oz Gift Cube", "1001", [("7.99", "7.99", _SAME)] * 5 + [("7.99", "9.99", _SAME)]),
        # Reduced six weeks running against a price never charged.
        ("Mochi Ice Cream 6 ct", "1002", [("2.99", "4.99", _SAME)] * 6),
        # Listed twice in the newest week: once reduced, once at its regular price.
        ("Hass Avocados Large", "1003", [("1.49", "1.49", _SAME)] * 5 + [("0.99", "1.49", _SAME), ("1.49", "1.49", _SAME)]),
        # An id that appears in week four (weeks 1-3 by name only); week five's "was $2.99" is never charged.
        ("Organic Baby Carrots 2 lb", "1004", [("2.49", "2.49", _SAME)] * 4 + [("1.99", "2.99", _SAME), ("1.99", "2.49", _SAME)]),
    ],
    "de": [
        # A reduction that deepens week by week: its reference stays the price before it began.
        ("Orangen 2 kg Netz", "1001", [("2.99", "2.99", _SAME)] + [(p, "2.99", _SAME) for p in ("2.49", "2.29", "1.99", "1.99", "1.79")]),
        # Reduced six weeks running against a price the archive never shows.
        ("Mövenpick Eiscreme 900 ml", "1002", [("3.49", "4.99", _SAME)] * 6),
        # Week four's feed says its 30-day lowest is 2,49 €, while week two sold it at 2,29 €.
        ("Lindt Excellence 70 % 100 g", "1003", [("2.49", "2.49", _SAME), ("2.29", "2.49", {"lowest_30_day_price": "2.49"}), ("2.49", "2.49", _SAME),
                                                  ("1.99", "2.49", {"lowest_30_day_price": "2.49"}), ("1.99", "2.49", _SAME), ("2.49", "2.49", _SAME)]),
        # Card holders paid 1,19 / 1,09 / 1,29 €: 1,29 € for everyone in week six is no lowest in many weeks.
        ("Frische Vollmilch 3,5 % 1 l", "1004", [("1.49", "1.49", _SAME), ("1.39", None, {"card_price": "1.19"}), ("1.39", None, {"card_price": "1.09"}),
                                                  ("1.39", None, {"card_price": "1.29"}), ("1.39", "1.39", _SAME), ("1.29", "1.39", _SAME)]),
        # Listed twice in the newest week: once reduced, once at its regular price.
        ("Avocado Hass", "1005", [("1.49", "1.49", _SAME)] * 5 + [("0.99", "1.49", _SAME), ("1.49", "1.49", _SAME)]),
        # An id that appears in week four (weeks 1-3 by name only); its feed's 1,79 € is beaten by weeks 1-3.
        ("Bio-Möhren 1 kg", "1006", [("1.49", "1.49", _SAME)] * 3 + [("1.19", "1.79", _SAME), ("1.19", "1.79", _SAME), ("1.49", "1.49", _SAME)]),
    ],
}
# The cases' pictures, in turn: a tile with one fills its box on a phone.
CASE_PICTURES = ["chocolate.svg", "berries.svg", "avocado.png", "bananas.svg", "oranges.jpg", "milk.svg"]
# The item whose id appears in week four, per country.
ID_FROM_WEEK_FOUR = {"us": "Organic Baby Carrots 2 lb", "de": "Bio-Möhren 1 kg"}


def cases(country, week):
    """The claim cases' listings of `week` (0-5): a repeated item's newest week lists it twice."""
    listed = []
    for number, (name, item_id, weeks) in enumerate(CASES[country]):
        rows = weeks[week:week + 1] if week < 5 else weeks[5:]
        for price, original, extras in rows:
            item = {"display_name": name, "width": 4, "height": 4, "price": price, "imageUrl": "img/" + CASE_PICTURES[number % len(CASE_PICTURES)]}
            if name != ID_FROM_WEEK_FOUR[country] or week >= 3:
                item["id"] = item_id
            if original is not None:
                item["original_price"] = original
            item.update(extras)
            listed.append(item)
    return listed


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
        specials = [special(rng, index, product, week) for index, product in enumerate(products)]
        for item, department in zip(specials, DEPARTMENTS[args.country]):
            item["department"] = department
        feed = {"canvasUnit": 16, "managerSpecials": specials + cases(args.country, week)}
        path = os.path.join(args.folder, "Content", "specials", f"{date.isoformat()}.json")
        with open(path, "w", encoding="utf-8") as out:
            json.dump(feed, out, ensure_ascii=False, indent=1)
    print(path)


if __name__ == "__main__":
    main()
