#!/usr/bin/env python3
"""The shopper's list, in Chromium at 390 px and 1280 px, with JavaScript on and off, on the demo:

- "Add to list" on every tile and on an item page; two specials added from the week page (a multi-buy
  and a buy-one-get-one) appear on the list page with their prices and the total their deals give
  (worked out here from the feed, not from the page); a quantity changed counts as the deal says;
  the list stays after a reload; one removed leaves the total right;
- (a shared link and amounts by weight: check_list_share.py);
- the list prints on one sheet, without its buttons;
- a new week published marks the specials of the week before as ended and leaves them out of the total;
- a chain's stores keep a list each;
- without JavaScript no list button or link is shown, and the list page says why it is empty;
- axe-core finds nothing on the week page with its buttons shown and on the list page.

The browser's clock is set to the demo's week: the list also marks a special ended once its last day
is past by the shopper's clock.

    python3 Tests/browser/check_list.py --specials .build/debug/specials
"""
import argparse
import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from selenium.webdriver.common.by import By

from check_find import DEMO_NOW, build, copy_demo, visible
from check_site import browser, check_accessibility, report, serve, set_width, shown_words

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "tools"))
from make_chain import NOW as CHAIN_NOW, make_chain  # noqa: E402

WEEK = "2026-11-23"
# Noon on a day of the demo's current week, the shopper's clock.
CLOCK = """
(() => {
  const fixed = new Date(2026, 10, 25, 12).getTime(), Real = Date;
  globalThis.Date = class extends Real {
    constructor(...values) { super(...(values.length ? values : [fixed])); }
    static now() { return fixed; }
  };
})();
"""


def clocked(javascript=True):
    driver = browser(javascript)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CLOCK})
    return driver


def cents(amount):
    return Decimal(amount).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def deal_cost(special, count):
    """What `count` of a special cost as its deal says, from the feed: a multi-buy's sets at its price and
    any more at its share each; a buy-get's sets at the price paid for them, any more at the full price."""
    price = Decimal(special.get("card_price") or special["price"])
    quantity = special.get("quantity", 1)
    if "buy" in special:
        size = special["buy"] + special["get"]
        sets, rest = divmod(count, size)
        return cents(sets * special["buy"] * price + min(rest, special["buy"]) * price)
    sets, rest = divmod(count, quantity)
    return cents(sets * price) + rest * cents(price / quantity)


def money(text):
    return Decimal(re.sub(r"[^\d.]", "", text))


def tile_named(driver, name):
    for tile in driver.find_elements(By.CSS_SELECTOR, ".grid > .tile"):
        if shown_words(tile.find_element(By.CSS_SELECTOR, ".tile__name").get_attribute("textContent")) == name:
            return tile
    raise LookupError(name)


def list_rows(driver):
    return [(row.find_element(By.CSS_SELECTOR, ".list-item__name").text, row) for row in visible(driver, ".list-item")]


def total(driver):
    return money(driver.find_element(By.CSS_SELECTOR, ".shopping-list__total strong").text)


def check_week(driver, url, width, specials, problems):
    """The buttons on the tiles, two specials added, the list page, a quantity, a reload, a removal."""
    set_width(driver, width)
    driver.get(url + "index.html")
    driver.execute_script("localStorage.clear()")
    driver.get(url + "index.html")
    where = f"{url} at {width}px"
    tiles = driver.find_elements(By.CSS_SELECTOR, ".grid > .tile")
    buttons = visible(driver, ".grid > .tile .tile__add")
    if len(buttons) != len(tiles):
        problems.append(f"{where}: {len(buttons)} 'Add to list' buttons shown for {len(tiles)} tiles")
    for tile in tiles:
        button = tile.find_element(By.CSS_SELECTOR, ".tile__add")
        box, mark = tile.rect, button.rect
        inside = box["x"] <= mark["x"] and mark["x"] + mark["width"] <= box["x"] + box["width"] + 0.5 \
            and box["y"] <= mark["y"] and mark["y"] + mark["height"] <= box["y"] + box["height"] + 0.5
        if not inside or mark["width"] < 24 or mark["height"] < 24:
            problems.append(f"{where}: a tile's list button is {mark['width']:.0f}x{mark['height']:.0f}, "
                            f"{'inside' if inside else 'outside'} its tile (at least 24x24 inside)")
            break
    multi = next(s for s in specials if s.get("quantity", 1) > 1)
    buy_get = next(s for s in specials if "buy" in s)
    for special in (multi, buy_get):
        button = tile_named(driver, special["display_name"]).find_element(By.CSS_SELECTOR, ".tile__add")
        button.click()
        if button.get_attribute("aria-pressed") != "true":
            problems.append(f"{where}: the button of {special['display_name']!r} is not pressed once added")
    count = driver.find_element(By.CSS_SELECTOR, ".nav-list").text
    if "(2)" not in count:
        problems.append(f"{where}: the header's list link says {count!r} with two specials on the list")
    driver.find_element(By.CSS_SELECTOR, ".nav-list a").click()
    rows = list_rows(driver)
    names = [name for name, _ in rows]
    if names != [multi["display_name"], buy_get["display_name"]]:
        problems.append(f"{where}: the list shows {names}")
        return
    for (name, row), special in zip(rows, (multi, buy_get)):
        tile_price = row.find_element(By.CSS_SELECTOR, ".list-item__price").text
        if not tile_price or money(tile_price.split()[0].split("/")[-1]) != Decimal(special["price"]):
            problems.append(f"{where}: {name!r} is listed at {tile_price!r}, not its price {special['price']}")
    expected = deal_cost(multi, multi["quantity"]) + deal_cost(buy_get, buy_get["buy"] + buy_get["get"])
    if total(driver) != expected:
        problems.append(f"{where}: the total is {total(driver)}, not {expected} (each deal taken once)")
    # One more of the multi-buy: its sets at the deal's price, the one more at its share.
    field = rows[0][1].find_element(By.CSS_SELECTOR, "input")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change'))", field,
                          str(multi["quantity"] + 1))
    expected = deal_cost(multi, multi["quantity"] + 1) + deal_cost(buy_get, buy_get["buy"] + buy_get["get"])
    if total(driver) != expected:
        problems.append(f"{where}: with {multi['quantity'] + 1} of {multi['display_name']!r} the total is {total(driver)}, not {expected}")
    driver.refresh()
    if [name for name, _ in list_rows(driver)] != names or total(driver) != expected:
        problems.append(f"{where}: after a reload the list is {[name for name, _ in list_rows(driver)]} at {total(driver)}")
    list_rows(driver)[1][1].find_element(By.CSS_SELECTOR, ".list-item__remove").click()
    left = deal_cost(multi, multi["quantity"] + 1)
    if [name for name, _ in list_rows(driver)] != [multi["display_name"]] or total(driver) != left:
        problems.append(f"{where}: with one removed the list is {[n for n, _ in list_rows(driver)]} at {total(driver)}, not {left}")
    if driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth"):
        problems.append(f"{where}: the list page scrolls sideways")


def check_print(driver, url, problems):
    """The list on paper: one sheet, no buttons."""
    driver.get(url + "list/index.html")
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.5, "paperHeight": 11, "printBackground": False})
    with tempfile.NamedTemporaryFile(suffix=".pdf", delete=False) as out:
        out.write(base64.b64decode(pdf["data"]))
    try:
        info = subprocess.run(["pdfinfo", out.name], capture_output=True, text=True, check=True).stdout
        text = subprocess.run(["pdftotext", "-layout", out.name, "-"], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(out.name)
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    if pages != 1:
        problems.append(f"{url}list/ printed: {pages} sheets, not one")
    for button in ("Remove", "Print list", "Share list", "Clear list"):
        if button in text:
            problems.append(f"{url}list/ printed: the button {button!r} is on paper")
    if "Total" not in text:
        problems.append(f"{url}list/ printed: no total")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", required=True)
    args = parser.parse_args()
    specials_binary = os.path.abspath(args.specials)
    problems, checks = [], 0
    with tempfile.TemporaryDirectory(prefix="specials-list-") as scratch:
        demo = copy_demo(scratch)
        current = os.path.join(demo, "Content", "specials", f"{WEEK}.json")
        specials = json.load(open(current))["managerSpecials"]
        demo_out = build(specials_binary, demo, DEMO_NOW)
        chain = os.path.join(scratch, "chain")
        make_chain(chain, 3, 1, 0)
        chain_out = build(specials_binary, chain, CHAIN_NOW)
        demo_server, chain_server = serve(demo_out, "/"), serve(chain_out, "/")
        url = f"http://127.0.0.1:{demo_server.server_address[1]}/"
        chain_url = f"http://127.0.0.1:{chain_server.server_address[1]}/"
        driver = clocked()
        try:
            for width in (390, 1280):
                checks += 1
                check_week(driver, url, width, specials, problems)
            checks += 1
            check_accessibility(driver, url + "list/index.html", problems)
            set_width(driver, 1280)
            driver.get(url + "index.html")
            check_accessibility(driver, url + "index.html (list buttons shown)", problems)
            checks += 1
            check_print(driver, url, problems)

            # The item page: its own button, the card price a card holder pays.
            checks += 1
            driver.execute_script("localStorage.clear()")
            card = next(s for s in specials if s.get("card_price"))
            driver.get(url + "index.html")
            item = tile_named(driver, card["display_name"]).find_element(By.CSS_SELECTOR, ".tile__link").get_attribute("href")
            driver.get(item)
            button = visible(driver, ".list-add")
            if not button:
                problems.append(f"{item}: no 'Add to list' button")
            else:
                button[0].click()
                driver.get(url + "list/index.html")
                if [name for name, _ in list_rows(driver)] != [card["display_name"]] or total(driver) != deal_cost(card, 1):
                    problems.append(f"{item}: added from its page, the list shows {[n for n, _ in list_rows(driver)]} at {total(driver)}")
                link = list_rows(driver)[0][1].find_element(By.CSS_SELECTOR, "a").get_attribute("href") if list_rows(driver) else ""
                if link != item:
                    problems.append(f"{url}list/: the special links to {link}, not its page {item}")

            # A chain: each store its own list.
            checks += 1
            driver.get(chain_url + "stores/s1/index.html")
            driver.execute_script("localStorage.clear()")
            driver.get(chain_url + "stores/s1/index.html")
            driver.find_element(By.CSS_SELECTOR, ".grid > .tile .tile__add").click()
            driver.get(chain_url + "stores/s2/list/index.html")
            if list_rows(driver):
                problems.append(f"{chain_url}stores/s2/list/: shows a special added at another store")
            driver.get(chain_url + "stores/s1/list/index.html")
            rows = list_rows(driver)
            if len(rows) != 1:
                problems.append(f"{chain_url}stores/s1/list/: {len(rows)} specials, not the one added")
            elif not rows[0][1].find_element(By.CSS_SELECTOR, "a").get_attribute("href").startswith(chain_url):
                problems.append(f"{chain_url}stores/s1/list/: the special links outside the chain")

            # A new week published: the list's specials of the week before have ended.
            checks += 1
            driver.get(url + "index.html")
            driver.execute_script("localStorage.clear()")
            driver.get(url + "index.html")
            tile_named(driver, specials[0]["display_name"]).find_element(By.CSS_SELECTOR, ".tile__add").click()
            shutil.copy(current, os.path.join(demo, "Content", "specials", "2026-11-30.json"))
            build(specials_binary, demo, "2026-11-30")
            driver.get(url + "list/index.html")
            if not visible(driver, ".list-item--ended .list-item__ended") or total(driver) != 0 or not visible(driver, ".shopping-list__note"):
                problems.append(f"{url}list/: after a new week, the special of the week before is not marked ended and left out of the total")
        finally:
            driver.quit()

        # JavaScript off: no list control, and the list page says why it is empty.
        driver = clocked(javascript=False)
        try:
            for width in (390, 1280):
                checks += 1
                set_width(driver, width)
                driver.get(url + "index.html")
                if visible(driver, ".tile__add, .nav-list, .list-add"):
                    problems.append(f"{url} at {width}px without JavaScript: a list button or link is shown")
                driver.get(url + "list/index.html")
                if not visible(driver, ".shopping-list__needs-script") or visible(driver, "button"):
                    problems.append(f"{url}list/ at {width}px without JavaScript: no word why, or a button that cannot work")
        finally:
            driver.quit()
        demo_server.shutdown()
        chain_server.shutdown()
    return report("list", f"{checks} checks of the shopping list", problems)


if __name__ == "__main__":
    sys.exit(main())
