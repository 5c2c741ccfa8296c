"""The claims check checked: hand-made pages in the theme's markup over a hand-made archive, one false
claim of each kind that must be caught (a check that cannot fail is a defect) and true ones that must
pass. Run by `check_claims.py --self-test`.
"""
import datetime

from claims_archive import Archive, Listing
from claims_page import Words

FIRST = datetime.date(2026, 1, 5)


def week(n):
    """The date of the n-th week (1-based) of the hand-made archive."""
    return FIRST + datetime.timedelta(weeks=n - 1)


def archive(*rows):
    """An archive from (week number, display_name, price, original_price, extras) rows."""
    weeks = {}
    for n, name, price, original, extras in rows:
        special = {"display_name": name, "price": price, **({"original_price": original} if original else {}), **extras}
        weeks.setdefault(week(n), []).append(Listing(week(n), special))
    return Archive(sorted(weeks.items()))


def tile(name, price, saving="", was="", label="", mark="", lowest="", price_label="", deal=""):
    """A tile as tile.mustache writes it."""
    ref = ""
    if was:
        ref = f' <span class="tile__ref"><del class="was"><span class="visually-hidden">{label} </span>{was}</del>' \
              + (f'<span class="was__mark" aria-hidden="true">{mark}</span>' if mark else "") + "</span>"
    return (f'<li class="tile tile--s" data-w="4" data-h="4" style=""><a class="tile__link" href="items/x/"><span class="visually-hidden">'
            f'{name}</span></a><div class="tile__text"><p class="tile__price"><span class="price">{price}</span>'
            + (f' <span class="tile__label">{price_label}</span>' if price_label else "") + "</p>"
            + f'<h2 class="tile__name"><span class="w">{name}</span> </h2>'
            + (f'<p class="tile__deal">{deal}</p>' if deal else "")
            + (f'<p class="tile__saving">{saving}{ref}</p>' if saving else "")
            + (f'<p class="tile__lowest">{lowest}</p>' if lowest else "") + "</div></li>")


def item(name, status, price, was="", label="", saving=""):
    """An item page's offer as item.mustache writes it."""
    struck = f' <span class="was__label">{label}</span> <del class="was">{was}</del>' if was else ""
    return (f"<h1>{name}</h1><div class=\"item__offer\"><p class=\"item__status\">{status}</p><p class=\"item__price\"><span class=\"price\">"
            f"{price}</span>{struck}</p>" + (f'<p class="item__saving">{saving}</p>' if saving else "") + '<p class="validity">Prices valid.</p></div>')


US = archive((1, "Cocoa 10 oz", "3.50", "4.00", {}), *[(n, "Cocoa 10 oz", "3.00", "3.00", {}) for n in range(2, 6)],
             (6, "Cocoa 10 oz", "2.50", "4.00", {}),
             *[(n, "Cola 12 pk", "3.00", "3.00", {}) for n in range(1, 6)], (6, "Cola 12 pk", "5.00", "3.00", {"quantity": 2}),
             (4, "Milk 1 gal", "1.39", None, {"card_price": "1.09"}), (5, "Milk 1 gal", "1.39", None, {}), (6, "Milk 1 gal", "1.29", None, {}))
DE = archive((1, "Orangen 2 kg", "2.99", "2.99", {}), (2, "Orangen 2 kg", "2.49", "2.99", {}), (3, "Orangen 2 kg", "2.29", "2.99", {}),
             (1, "Lindt 100 g", "2.49", "2.49", {}), (2, "Lindt 100 g", "2.29", "2.49", {}), (3, "Lindt 100 g", "2.49", "2.49", {}),
             (4, "Lindt 100 g", "1.99", "2.49", {"lowest_30_day_price": "2.49"}),
             *[(n, "Eis 900 ml", "3.49", "4.99", {}) for n in range(1, 6)],
             (1, "Wasser 12 x 1 l", "5.49", "5.49", {}), (2, "Wasser 12 x 1 l", "7.68", "5.49", {"quantity": 2}),
             *[(n, "Möhren 1 kg", "1.49", "1.49", {}) for n in range(1, 4)], (4, "Möhren 1 kg", "1.19", "1.79", {"id": "9"}))
LAST_30 = "niedrigster Preis der letzten 30 Tage"
# (what is false, the site, its archive, the week, the front page's tiles, item pages, the kinds that must be caught)
CASES = [
    ("a true 'was' and saving", "en", US, 6, [tile("Cocoa 10 oz", "$2.50", "Save $0.50 (16%)", "$3.00", "was")], [], set()),
    ("a 'was' never charged", "en", US, 6, [tile("Cocoa 10 oz", "$2.50", "Save $1.50 (37%)", "$4.00", "was")], [], {"reference"}),
    ("a 'was' charged only on special", "en", US, 6, [tile("Cocoa 10 oz", "$2.50", "Save $1.00 (28%)", "$3.50", "was")], [], {"reference"}),
    ("a saving's arithmetic", "en", US, 6, [tile("Cocoa 10 oz", "$2.50", "Save $0.60 (20%)", "$3.00", "was")], [], {"saving"}),
    ("a true multi-buy saving", "en", US, 6, [tile("Cola 12 pk", "2/$5.00", "Save $1.00 (16%)", "$3.00", "was", deal="2 for $5.00 · $2.50 each")],
     [], set()),
    ("a multi-buy saving's arithmetic", "en", US, 6,
     [tile("Cola 12 pk", "2/$5.00", "Save $1.00 (33%)", "$3.00", "was", deal="2 for $5.00 · $2.50 each")], [], {"saving"}),
    ("a lowest card holders beat", "en", US, 6, [tile("Milk 1 gal", "$1.29", lowest="Lowest price in 3 weeks")], [], {"lowest"}),
    ("a true lowest", "en", US, 6, [tile("Milk 1 gal", "$1.29", lowest="Lowest price in 2 weeks")], [], set()),
    ("'on special' with nothing", "en", US, 6, [], [item("Milk 1 gal", "On special now", "$1.29")], {"status"}),
    ("a true status", "en", US, 6, [], [item("Cocoa 10 oz", "On special now", "$2.50", "$3.00", "was", "Save $0.50 (16%)")], set()),
    ("a 30-day reference the archive beats", "de", DE, 4, [tile("Lindt 100 g", "1,99 €", "−20 %", "2,49 €", LAST_30)], [], {"reference"}),
    ("'last 30 days' in a run's second week", "de", DE, 3, [tile("Orangen 2 kg", "2,29 €", "−23 %", "2,99 €", LAST_30)], [], {"label"}),
    ("the same in a footnote", "de", DE, 3, [tile("Orangen 2 kg", "2,29 €", "−23 %", "2,99 €", "", "*")]
     + ['<p class="footnote">* niedrigster Preis der letzten 30 Tage</p>'], [], {"label"}),
    ("a label naming the run's start", "de", DE, 3,
     [tile("Orangen 2 kg", "2,29 €", "−23 %", "2,99 €", "niedrigster Preis der 30 Tage vor Beginn der Aktion am 12.01.")], [], set()),
    ("a label naming another day", "de", DE, 3,
     [tile("Orangen 2 kg", "2,29 €", "−23 %", "2,99 €", "niedrigster Preis der 30 Tage vor Beginn der Aktion am 29.12.")], [], {"label"}),
    ("a reference 4 weeks never show", "de", DE, 5,
     [tile("Eis 900 ml", "3,49 €", "−30 %", "4,99 €", "niedrigster Preis der 30 Tage vor Beginn der Aktion am 05.01.")], [], {"reference"}),
    ("a reference the weeks before its id beat", "de", DE, 4, [tile("Möhren 1 kg", "1,19 €", "−33 %", "1,79 €", LAST_30)], [], {"reference"}),
    ("a true multi-buy reduction", "de", DE, 2,
     [tile("Wasser 12 x 1 l", "2 für 7,68 €", "Sie sparen 3,30 € (30 %)", "1 Stück = 5,49 €", "vorher", deal="1 Stück = 3,84 €")], [], set()),
    ("a saving with no reduction", "de", DE, 2,
     [tile("Orangen 2 kg", "2,99 €", "−16 %", "3,59 €", LAST_30)], [], {"reference"}),
]


def self_test(check_week, verbose=False):
    """Runs every case through `check_week`; prints what a failing case (every case, `verbose`) caught;
    the exit code."""
    failures = 0
    for what, language, rows, n, tiles, items, expected in CASES:
        rows = Archive([(d, listings) for d, listings in rows.weeks])
        if week(n) not in dict(rows.weeks):
            rows.weeks.append((week(n), []))
        front = "<ul>" + "".join(tiles) + "</ul>"
        pages = {f"items/{i}/": page for i, page in enumerate(items)}
        _, problems, _ = check_week(rows, week(n), front, pages, Words(language), language == "de")
        caught = {kind for kind, _ in problems}
        ok = caught == expected
        failures += not ok
        if not ok or verbose:
            print(f"{'ok' if ok else 'FAILED'}: {what}: expected {sorted(expected) or 'nothing'}, caught {sorted(caught) or 'nothing'}")
            for _, line in problems:
                print(f"    {line}")
    # An older week's page read against the whole archive: Eis at 3,49 € in five weeks, never 4,99 €.
    from types import SimpleNamespace
    from claims_archive import money
    from claims_law import check_ever_sold_in
    eis = next(listing for listing in dict(DE.weeks)[week(2)] if listing.name == "Eis 900 ml")
    for reference, expected in (("4.99", {"reference"}), ("3.49", set())):
        caught = {kind for kind, _ in check_ever_sold_in(DE, eis, week(2), SimpleNamespace(reference_item=money(reference)))}
        ok = caught == expected
        failures += not ok
        if not ok or verbose:
            print(f"{'ok' if ok else 'FAILED'}: an archived week's reference {reference}: expected {sorted(expected) or 'nothing'}, "
                  f"caught {sorted(caught) or 'nothing'}")
    print(f"claims self-test: {len(CASES) + 2} hand-made cases, {sum(bool(case[-1]) for case in CASES) + 1} with a false claim: "
          f"{failures} problems")
    return 1 if failures else 0
