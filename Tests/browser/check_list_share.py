#!/usr/bin/env python3
"""The shopper's list, shared and weighed, in Chromium at 390 px on the demo in English and in German.

A shared link names the site's specials and amounts; everything else comes from what the site published:

- a forged link (a known special's key with another name and a price of 0.01, in the link's current form
  and in the form that carried names and prices; a key the site does not know) shows the known special
  with the name and price of the feed, nothing of the forgery, and says what it left out;
- a link opened on a list that has specials asks first: "keep" leaves the list as it was, "add" adds;
- a list of 400 specials shares (one link, no error), and opening it adds the one the site knows;
- the shared link opens the same list in a browser that had none;
- by weight: "0,5" kg of a special at 8,99 €/kg costs 4,50 € on the German list, "1.25" lb of one at
  $1.49/lb costs $1.86, each worked out here from the feed.

    python3 Tests/browser/check_list_share.py --specials .build/debug/specials
"""
import argparse
import base64
import json
import os
import re
import sys
import tempfile
from decimal import Decimal

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from check_find import DEMO_NOW, build, copy_demo, visible
from check_list import WEEK, cents, clocked, list_rows, tile_named, total
from check_site import report, serve, set_width

FORGED_NAME, FORGED_PRICE = "Nutella Gratis", "0.01"


def weighed(specials):
    """The demo's special priced by weight (the feed's `per`)."""
    return next(s for s in specials if s.get("per") in ("lb", "kg"))


def key_of(driver, url, name):
    """The key the site gives the special `name` on its list: how a link names it."""
    driver.get(url + "index.html")
    return json.loads(tile_named(driver, name).find_element(By.CSS_SELECTOR, ".tile__add").get_attribute("data-item"))["k"]


def fresh(driver, url):
    driver.get(url + "index.html")
    driver.execute_script("localStorage.clear()")


def status(driver):
    return driver.find_element(By.CSS_SELECTOR, ".shopping-list__status").text


def check_forged(driver, url, special, key, problems):
    where = f"{url}list/ (forged link)"
    old = base64.urlsafe_b64encode(json.dumps([{
        "k": key, "name": FORGED_NAME, "price": FORGED_PRICE, "amount": FORGED_PRICE, "items": 1, "paid": 1,
        "quantity": 1, "week": WEEK, "until": "2026-11-29"}]).encode()).decode().rstrip("=")
    for link in (f"{key}:2:{FORGED_NAME}:{FORGED_PRICE},{WEEK}/made-up-special:1", old):
        fresh(driver, url)
        driver.get(url + "list/index.html#share=" + link)
        text = driver.find_element(By.CSS_SELECTOR, "main").text
        if FORGED_NAME in text or "0.01" in text or "0,01" in text:
            problems.append(f"{where}: the forged name or price shows: {text[:300]!r}")
        names = [name for name, _ in list_rows(driver)]
        if link == old:
            if names:
                problems.append(f"{where}: a link of names and prices added {names}")
            continue
        if names != [special["display_name"]]:
            problems.append(f"{where}: the list shows {names}, not the feed's {special['display_name']!r}")
            continue
        expected = cents(2 * Decimal(special["price"]))
        if total(driver) != expected:
            problems.append(f"{where}: 2 of {special['display_name']!r} at {special['price']} total {total(driver)}, not {expected}")
        if "left out" not in status(driver):
            problems.append(f"{where}: the key the site does not know is not said: {status(driver)!r}")


def check_ask(driver, url, first, second, keys, problems):
    where = f"{url}list/ (a link opened on a list with specials)"
    fresh(driver, url)
    driver.get(url + f"list/index.html#share={keys[0]}:1")
    link = f"{url}list/index.html#share={keys[1]}:1"
    for answer, expected in (("keep", [first]), ("take", [first, second])):
        driver.get(url + "index.html")  # a load, not a move within the list page
        driver.get(link)
        if [name for name, _ in list_rows(driver)] != [first]:
            problems.append(f"{where}: the list changed before the shopper answered")
        ask = visible(driver, ".shopping-list__incoming")
        if not ask:
            problems.append(f"{where}: no question before the list changes")
            return
        ask[0].find_element(By.CSS_SELECTOR, f"[data-action={answer}]").click()
        names = [name for name, _ in list_rows(driver)]
        if names != expected or visible(driver, ".shopping-list__incoming"):
            problems.append(f"{where}: answered {answer!r}, the list is {names}, not {expected}")


def check_long(driver, url, special, key, problems):
    where = f"{url}list/ (400 specials)"
    fresh(driver, url)
    driver.get(url + f"list/index.html#share={key}:1")
    driver.execute_script("""
        const key = Object.keys(localStorage).find(k => k.startsWith('specials-list '));
        const list = JSON.parse(localStorage.getItem(key));
        for (let i = 1; i < 400; i++) list.push({ ...list[0], k: list[0].week + '/made-up-' + i });
        localStorage.setItem(key, JSON.stringify(list));""")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-action=share]").click()
    link = driver.find_element(By.ID, "list-link").get_attribute("value")
    if "#share=" not in link or link.count(",") != 399:
        problems.append(f"{where}: the share link is {len(link)} characters with {link.count(',') + 1} specials")
        return
    fresh(driver, url)
    driver.get(link)
    names = [name for name, _ in list_rows(driver)]
    if names != [special["display_name"]] or "399" not in status(driver):
        problems.append(f"{where}: opened, the list is {names} and says {status(driver)!r}")


def check_same(driver, url, problems):
    """The shared link opens the same list in a browser that had none."""
    driver.get(url + "list/index.html")
    before, amount = [name for name, _ in list_rows(driver)], total(driver)
    driver.find_element(By.CSS_SELECTOR, "[data-action=share]").click()
    link = driver.find_element(By.ID, "list-link").get_attribute("value")
    fresh(driver, url)
    driver.get(link)
    after = [name for name, _ in list_rows(driver)]
    if after != before or total(driver) != amount or "#share" in driver.current_url:
        problems.append(f"{url}list/: the shared link opens {after} at {total(driver)} ({driver.current_url}), not {before} at {amount}")


def check_weight(driver, url, special, typed, amount, shown, problems):
    """`typed` into the weighed special's amount costs `amount` x its price per unit, shown as `shown` does."""
    where = f"{url}list/ ({typed!r} of {special['display_name']!r})"
    fresh(driver, url)
    driver.get(url + "index.html")
    tile_named(driver, special["display_name"]).find_element(By.CSS_SELECTOR, ".tile__add").click()
    driver.get(url + "list/index.html")
    field = list_rows(driver)[0][1].find_element(By.CSS_SELECTOR, "input")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(typed, Keys.TAB)
    expected = shown(cents(Decimal(amount) * Decimal(special["price"])))
    cost = list_rows(driver)[0][1].find_element(By.CSS_SELECTOR, ".list-item__cost").text.replace("\u00a0", " ")
    unit = special["per"]
    if cost != expected or unit not in list_rows(driver)[0][1].find_element(By.CSS_SELECTOR, "label").text:
        problems.append(f"{where}: costs {cost!r}, not {expected!r} (its unit {unit} beside the amount)")
    driver.refresh()
    value = list_rows(driver)[0][1].find_element(By.CSS_SELECTOR, "input").get_attribute("value")
    if value != typed:
        problems.append(f"{where}: after a reload the amount reads {value!r}")


def german(demo, special):
    """The demo in German, its weighed special at 8,99 €/kg."""
    text = open(os.path.join(demo, "site.yml")).read()
    text = re.sub(r"(?m)^(currency|unit_pricing):.*\n", "", re.sub(r"(?m)^locale: .*$", "locale: de_DE", text))
    open(os.path.join(demo, "site.yml"), "w").write(text)
    path = os.path.join(demo, "Content", "specials", f"{WEEK}.json")
    feed = json.load(open(path))
    for item in feed["managerSpecials"]:
        if item["display_name"] == special["display_name"]:
            item.update(price="8.99", per="kg")
            item.pop("original_price", None)
    json.dump(feed, open(path, "w"), ensure_ascii=False, indent=2)
    return feed["managerSpecials"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", required=True)
    args = parser.parse_args()
    binary = os.path.abspath(args.specials)
    problems, checks = [], 0
    with tempfile.TemporaryDirectory(prefix="specials-share-") as scratch:
        demo = copy_demo(scratch)
        specials = json.load(open(os.path.join(demo, "Content", "specials", f"{WEEK}.json")))["managerSpecials"]
        server = serve(build(binary, demo, DEMO_NOW), "/")
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        de_demo = copy_demo(os.path.join(scratch, "de"))
        de_specials = german(de_demo, weighed(specials))
        de_server = serve(build(binary, de_demo, DEMO_NOW), "/")
        de_url = f"http://127.0.0.1:{de_server.server_address[1]}/"
        driver = clocked()
        try:
            set_width(driver, 390)
            by_weight = weighed(specials)
            multi = next(s for s in specials if s.get("quantity", 1) > 1)
            keys = [key_of(driver, url, s["display_name"]) for s in (by_weight, multi)]
            checks += 1
            check_forged(driver, url, by_weight, keys[0], problems)
            checks += 1
            check_ask(driver, url, by_weight["display_name"], multi["display_name"], keys, problems)
            checks += 1
            check_same(driver, url, problems)
            checks += 1
            check_long(driver, url, by_weight, keys[0], problems)
            checks += 1
            check_weight(driver, url, by_weight, "1.25", "1.25", lambda cost: f"${cost}", problems)
            checks += 1
            check_weight(driver, de_url, weighed(de_specials), "0,5", "0.5",
                         lambda cost: f"{str(cost).replace('.', ',')} €", problems)
        finally:
            driver.quit()
        server.shutdown()
        de_server.shutdown()
    return report("list-share", f"{checks} checks of shared and weighed lists", problems)


if __name__ == "__main__":
    sys.exit(main())
