#!/usr/bin/env python3
"""What a shopper reaches for first, in Chromium at 390 px and 1280 px, with JavaScript on and off:

- the week's search, on the demo and a German and a US grocer (make_grocer.py) at 360, 390 and 1280 px,
  on the week page and every department page: every word of three letters or more of every special's
  name, taken from the feed, finds its special, case and accents aside (find_words.py); the status says
  how many; a special found on a phone passes the phone's checks, from a tablet up it keeps its
  proportions; clearing brings the week back; without JavaScript no search field is shown;
- a chain's picker offers the store last opened ("Your store: ..."), and offers to choose another;
  without JavaScript it is the plain list;
- a site that is one store (site.yml's `store:`) says its address and hours at the foot of its week page;
- departments (the demo's current week with a `department` on each special, site.yml ordering two of
  them and naming one): a page per department holding exactly its specials in the ad's order, a row
  of department links on the week page that scrolls sideways on a phone, the search on each page;
- the theme's script: at most 6 KB gzipped, one file, no inline script on a week page, no request to
  another host; axe-core finds nothing on the pages with the search shown.

    python3 Tests/browser/check_find.py --specials .build/debug/specials
"""
import argparse
import gzip
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By

from check_site import browser, check_accessibility, report, serve, set_width, shown_words
from find_words import check_every_word, visible

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "tools"))
from make_chain import NOW as CHAIN_NOW, make_chain  # noqa: E402

DEMO_NOW = "2026-11-24"
CURRENT_WEEK = "2026-11-23"
SEARCH_WIDTHS = (360, 390, 1280)
SCRIPT_BUDGET = 6 * 1024


def copy_demo(scratch):
    """The repository's demo site, copied into `scratch`: its folder."""
    demo = os.path.join(scratch, "demo")
    os.makedirs(demo)
    for name in ("site.yml", "Static", "Content"):
        (shutil.copytree if os.path.isdir(os.path.join(ROOT, name)) else shutil.copy)(os.path.join(ROOT, name), os.path.join(demo, name))
    return demo


def build(specials, site, now):
    subprocess.run([specials, "build", "--site", site, "--now", now, "--quiet"], check=True, stderr=subprocess.DEVNULL)
    return os.path.join(site, "public")


def type_into(driver, text):
    field = driver.find_element(By.ID, "week-search")
    field.clear()
    field.send_keys(text)


def check_search(driver, url, width, specials, problems, typed=True, keys=True):
    """The loaded page's search at `width`: every word of every special's name finds it (find_words.py),
    a word no name holds shows none and says so, clearing brings every tile back. Returns the words tried."""
    set_width(driver, width)
    driver.get(url)
    where = f"{url} at {width}px"
    if not visible(driver, "#week-search"):
        problems.append(f"{where}: no search field with JavaScript on")
        return 0
    tried = check_every_word(driver, where, width, specials, problems, typed, keys)
    type_into(driver, "zzqx")
    if visible(driver, ".grid > .tile") or not driver.find_element(By.CSS_SELECTOR, ".week-search__status").text.strip():
        problems.append(f"{where}: a word no name holds leaves tiles shown or says nothing")
    driver.find_element(By.CSS_SELECTOR, ".week-search button").click()
    if len(visible(driver, ".grid > .tile")) != len(specials):
        problems.append(f"{where}: clearing the search does not bring every tile back")
    if driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth"):
        problems.append(f"{where}: the page scrolls sideways")
    return tried


def make_grocer_site(scratch, country):
    """A German or US grocer's site (make_grocer.py) whose current week has two departments, alternating
    through the ad: its folder, its current week's feed and the departments' page slugs."""
    site = os.path.join(scratch, "grocer-" + country)
    os.makedirs(site)
    shutil.copytree(os.path.join(ROOT, "Static"), os.path.join(site, "Static"))
    current = subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "tools", "make_grocer.py"), site, "--country", country],
                             check=True, capture_output=True, text=True).stdout.strip()
    feed = json.load(open(current, encoding="utf-8"))
    aisles = ("Frisch", "Vorrat") if country == "de" else ("Fresh", "Pantry")
    for index, special in enumerate(feed["managerSpecials"]):
        special["department"] = aisles[index % 2]
    json.dump(feed, open(current, "w", encoding="utf-8"), ensure_ascii=False)
    return site, feed, {aisle: aisle.lower() for aisle in aisles}


def check_every_site(driver, sites, problems):
    """Each site's week page and department pages at 360, 390 and 1280 px: every word of every special's
    name finds it. Returns how many words were tried."""
    tried = 0
    for url, feed, slugs in sites:
        specials = feed["managerSpecials"]
        for width in SEARCH_WIDTHS:
            tried += check_search(driver, url + "index.html", width, specials, problems, keys=width == SEARCH_WIDTHS[0])
            for aisle, slug in slugs.items():
                page = f"{url}weeks/{CURRENT_WEEK}/{slug}/index.html"
                tried += check_search(driver, page, width, [s for s in specials if s.get("department") == aisle], problems, typed=False)
    return tried


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", required=True)
    args = parser.parse_args()
    specials = os.path.abspath(args.specials)
    problems, checks = [], 0
    with tempfile.TemporaryDirectory(prefix="specials-find-") as scratch:
        demo = copy_demo(scratch)
        with open(os.path.join(demo, "site.yml"), "a") as settings:
            settings.write("store:\n  address: {street: 12 Main St, city: Springfield, region: IL, postal_code: \"62701\"}\n"
                           "  hours: [\"Mo-Sa 07:00-22:00\", \"Su 08:00-20:00\"]\n  phone: \"+1 217-555-0100\"\n")
        # Departments on the current week: the demo's specials each in one, by a word of its name.
        current = os.path.join(demo, "Content", "specials", "2026-11-23.json")
        feed = json.load(open(current))
        aisles = [("Produce", ("apple", "banana", "orange", "avocado", "pepper", "berr", "grape", "tomato")),
                  ("Dairy", ("milk", "cheese", "yogurt", "egg", "butter")), ("Drinks", ("water", "juice", "cola", "soda", "coffee"))]
        for special in feed["managerSpecials"]:
            name = special["display_name"].lower()
            special["department"] = next((aisle for aisle, words in aisles if any(word in name for word in words)), "Pantry")
        json.dump(feed, open(current, "w"))
        with open(os.path.join(demo, "site.yml"), "a") as settings:
            settings.write("departments:\n  - Dairy\n  - {feed: Produce, name: Fruit & Vegetables}\n")
        expected = {}
        for special in feed["managerSpecials"]:
            expected.setdefault(special["department"], []).append(special["display_name"])
        demo_out = build(specials, demo, DEMO_NOW)
        chain = os.path.join(scratch, "chain")
        make_chain(chain, 3, 1, 0)
        chain_out = build(specials, chain, CHAIN_NOW)

        # The script's weight and manners, from the files.
        scripts = [name for name in os.listdir(os.path.join(demo_out, "assets")) if name.endswith(".js")]
        checks += 1
        if len(scripts) != 1:
            problems.append(f"assets/: {len(scripts)} scripts, not one")
        else:
            data = open(os.path.join(demo_out, "assets", scripts[0]), "rb").read()
            packed = len(gzip.compress(data, 9))
            print(f"assets/{scripts[0]}: {len(data)} bytes, {packed} gzipped (budget {SCRIPT_BUDGET})")
            if packed > SCRIPT_BUDGET:
                problems.append(f"assets/{scripts[0]}: {packed} bytes gzipped, over {SCRIPT_BUDGET}")
            if re.search(rb"https?://", data):
                problems.append(f"assets/{scripts[0]}: names another host")
        front = open(os.path.join(demo_out, "index.html"), encoding="utf-8").read()
        if re.search(r"<script(?![^>]*\bsrc=)(?![^>]*application/ld\+json)", front) or re.search(r"\son[a-z]+=", front):
            problems.append("index.html: an inline script or handler (a strict Content-Security-Policy blocks it)")
        # A page per department, exactly its specials in the ad's order; the week page links them in
        # site.yml's order, then the others as the ad first shows them.
        order = ["Dairy", "Produce"] + [aisle for aisle in dict.fromkeys(s["department"] for s in feed["managerSpecials"])
                                         if aisle not in ("Dairy", "Produce")]
        slugs = {"Dairy": "dairy", "Produce": "fruit-vegetables", "Drinks": "drinks", "Pantry": "pantry"}
        names = {"Produce": "Fruit &amp; Vegetables"}
        links = re.findall(r'<nav class="departments"[^>]*>.*?</nav>', front, re.S)
        checks += 1
        if not links:
            problems.append("index.html: no row of department links")
        else:
            shown = re.findall(r'<li><a href="weeks/2026-11-23/([^/]+)/index.html">([^<]+)</a></li>', links[0])
            want = [(slugs[aisle], names.get(aisle, aisle)) for aisle in order]
            if shown != want:
                problems.append(f"index.html: department links {shown}, not {want}")
        for aisle in order:
            checks += 1
            path = os.path.join(demo_out, "weeks", "2026-11-23", slugs[aisle], "index.html")
            if not os.path.exists(path):
                problems.append(f"weeks/2026-11-23/{slugs[aisle]}/: no page for {aisle}")
                continue
            page = open(path, encoding="utf-8").read()
            tiles = [shown_words(html.unescape(re.sub(r"<[^>]+>", "", name)))
                     for name in re.findall(r'<h2 class="tile__name">(.*?)</h2>', page, re.S)]
            if tiles != expected[aisle]:
                problems.append(f"weeks/2026-11-23/{slugs[aisle]}/: tiles {tiles}, not {expected[aisle]}")
            if 'aria-current="page">' + names.get(aisle, aisle) + "<" not in page:
                problems.append(f"weeks/2026-11-23/{slugs[aisle]}/: its own link is not marked current")
        # The item page names its department, and its structured data too.
        first = feed["managerSpecials"][0]
        item_link = re.search(r'<a class="tile__link" href="(items/[^"]+)"', front)
        checks += 1
        if item_link:
            item = open(os.path.join(demo_out, item_link.group(1)), encoding="utf-8").read()
            shown = names.get(first["department"], first["department"])
            if f'<p class="item__department">{shown}</p>' not in item or f'"category":"{html.unescape(shown)}"' not in item:
                problems.append(f"{item_link.group(1)}: the department {first['department']!r} is not named on the page and in its data")
        for needed in ("12 Main St", "Springfield, IL 62701", "tel:+12175550100", "GroceryStore"):
            checks += 1
            if needed not in front:
                problems.append(f"index.html: the one store's {needed!r} is missing")

        demo_server, chain_server = serve(demo_out, "/"), serve(chain_out, "/")
        demo_url = f"http://127.0.0.1:{demo_server.server_address[1]}/"
        chain_url = f"http://127.0.0.1:{chain_server.server_address[1]}/"
        grocers = [make_grocer_site(scratch, country) for country in ("de", "us")]
        grocer_servers = [serve(build(specials, site, DEMO_NOW), "/") for site, _, _ in grocers]
        driver = browser()
        try:
            for width in (390, 1280):
                checks += 1
                set_width(driver, width)
                driver.get(demo_url + "index.html")
                hours = visible(driver, ".store-hours")
                if not hours or "Mon" not in hours[0].text:
                    problems.append(f"{demo_url} at {width}px: no opening hours at the foot of the week page")
            sites = [(demo_url, feed, {aisle: slugs[aisle] for aisle in order})]
            sites += [(f"http://127.0.0.1:{server.server_address[1]}/", grocer_feed, grocer_slugs)
                      for server, (_, grocer_feed, grocer_slugs) in zip(grocer_servers, grocers)]
            words = check_every_site(driver, sites, problems)
            checks += words
            print(f"find: {words} words of the feeds' names tried on {len(sites)} sites' week and department pages at {SEARCH_WIDTHS} px")
            set_width(driver, 360)
            driver.get(demo_url + "weeks/2026-11-23/dairy/index.html")
            check_accessibility(driver, demo_url + "weeks/2026-11-23/dairy/index.html", problems)
            driver.get(demo_url + "index.html")
            driver.find_element(By.ID, "week-search").send_keys("a")
            check_accessibility(driver, demo_url + "index.html (searching)", problems)

            # A chain: the store opened last is offered first on the picker.
            checks += 1
            driver.get(chain_url + "index.html")
            if visible(driver, ".my-store"):
                problems.append(f"{chain_url}: a store is offered before any was opened")
            driver.get(chain_url + "stores/s1/index.html")
            driver.get(chain_url + "index.html")
            offer = visible(driver, ".my-store")
            if not offer or "Fairview Market 1" not in offer[0].text:
                problems.append(f"{chain_url}: the picker does not offer the store last opened (s1): {offer[0].text if offer else 'nothing'}")
            else:
                link = offer[0].find_element(By.TAG_NAME, "a").get_attribute("href")
                if not link.endswith("stores/s1/index.html"):
                    problems.append(f"{chain_url}: the store offered links to {link}")
                check_accessibility(driver, chain_url + "index.html (your store)", problems)
                offer[0].find_element(By.TAG_NAME, "button").click()
                if visible(driver, ".my-store"):
                    problems.append(f"{chain_url}: choosing another store leaves the offer shown")
        finally:
            driver.quit()

        # JavaScript off: no control that cannot work.
        driver = browser(javascript=False)
        try:
            for width in (390, 1280):
                checks += 1
                set_width(driver, width)
                driver.get(demo_url + "index.html")
                if visible(driver, ".week-search, #week-search"):
                    problems.append(f"{demo_url} at {width}px without JavaScript: a search field is shown")
                if len(visible(driver, ".grid > .tile")) != len(driver.find_elements(By.CSS_SELECTOR, ".grid > .tile")):
                    problems.append(f"{demo_url} at {width}px without JavaScript: not every tile is shown")
                driver.get(chain_url + "stores/s1/index.html")
                driver.get(chain_url + "index.html")
                if visible(driver, ".my-store"):
                    problems.append(f"{chain_url} at {width}px without JavaScript: a store is offered")
        finally:
            driver.quit()
        for server in [demo_server, chain_server] + grocer_servers:
            server.shutdown()
    return report("find", f"{checks} checks of search (every word of every special's name, from the feeds), your store and the one store's address", problems)


if __name__ == "__main__":
    sys.exit(main())
