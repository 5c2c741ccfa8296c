#!/usr/bin/env python3
"""Checks a chain's store picker in headless Chromium: "Stores near me", the list of regions, the search.

With the browser's location set to a store's own (CDP), the button lists the three stores nearest it,
that store first, in the order of their distance, each with its distance in the country's unit (0 for
the store itself); with no location to give, it says so and lists nothing. Every region link leads to
its region's heading. On a picker with a search box, typing a store's postal code leaves that store
shown and hides the others, typing what no store has says so, and clearing it shows every store
again. The site is served on 127.0.0.1 (a secure context, as geolocation needs).

With --site (the chain's folder), on a 360 px phone and from its stores.yml: without the script, a
picker of 20 stores or more in two regions or more shows its regions folded within 2 screens of an
844 px phone; every store of stores.yml is reachable, its link shown once its region (named as
stores.yml names it) is opened, and leading to its own pages; with the script, a store the shopper
opened is offered first, above the regions and on the first screen.
"""
import argparse
import math
import os
import re
import sys
from urllib.parse import urljoin

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from check_site import browser, report, serve


def stores_in(page_html):
    """(href, lat, lon) of every store the picker lists with a location."""
    found = re.findall(r'<li class="store" data-lat="([^"]+)" data-lon="([^"]+)">\s*<a class="store-name" href="([^"]+)"', page_html)
    return [(href, float(lat), float(lon)) for lat, lon, href in found]


def distance(one, other):
    """The haversine's inner term: it orders places by distance as the distance does."""
    rad = math.pi / 180
    d_lat, d_lon = (other[0] - one[0]) * rad, (other[1] - one[1]) * rad
    return math.sin(d_lat / 2) ** 2 + math.cos(one[0] * rad) * math.cos(other[0] * rad) * math.sin(d_lon / 2) ** 2


def check_search(driver, origin, page_html, problems):
    """The search box, where the picker has one: a postal code finds its store, nonsense nothing."""
    driver.get(origin + "/")
    boxes = driver.find_elements(By.ID, "store-search")
    if not boxes:
        return False
    field = boxes[0]
    visible = lambda: [s for s in driver.find_elements(By.CSS_SELECTOR, ".picker-group .store") if s.is_displayed()]
    total = len(visible())
    codes = re.findall(r'<address>[^<]*<br>[^<]*? (\d{5})</address>', page_html)
    if not codes:
        problems.append("the search check found no postal code in the picker")
        return True
    code = codes[-1]
    field.send_keys(code)
    found = visible()
    if not found or any(code not in store.text for store in found):
        problems.append(f"searching {code} shows {len(found)} stores, not just those at {code}")
    field.clear()
    field.send_keys("zzqx")
    status = driver.find_element(By.CSS_SELECTOR, ".store-search-status").text
    if visible() or not status:
        problems.append(f"searching 'zzqx' shows {len(visible())} stores and says {status!r}")
    driver.execute_script("arguments[0].value = ''; arguments[0].dispatchEvent(new Event('input'));", field)
    if len(visible()) != total:
        problems.append(f"a cleared search shows {len(visible())} of {total} stores")
    return True


PHONE, SCREEN, SCREENS, FOLD_FROM = 360, 844, 2, 20


def stores_yml(site):
    """(id, name, region or None) of every store in the chain's stores.yml, as make_chain.py writes it."""
    text = open(os.path.join(site, "stores.yml"), encoding="utf-8").read()
    stores = []
    for entry in re.split(r"\n  - ", "\n" + text.split("stores:", 1)[1])[1:]:
        fields = dict(re.findall(r"^\s*(id|name|region): (.+)$", "    " + entry, re.M))
        stores.append((fields["id"].strip(), fields["name"].strip(), fields.get("region", "").strip() or None))
    return stores


def check_phone(origin, site, problems):
    """The picker on a phone (see the module's text). Returns the figures for the report."""
    stores = stores_yml(site)
    regions = {region for _, _, region in stores if region}
    folded = len(stores) >= FOLD_FROM and len(regions) > 1
    driver = browser(javascript=False)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": PHONE, "height": SCREEN, "deviceScaleFactor": 1, "mobile": False})
        driver.get(origin + "/")
        screens = driver.execute_script("return document.documentElement.scrollHeight") / SCREEN
        if folded and screens > SCREENS:
            problems.append(f"the picker of {len(stores)} stores in {len(regions)} regions is {screens:.2f} screens of a {SCREEN} px phone "
                            f"before a region is opened, more than {SCREENS}")
        links = {link.get_attribute("textContent").strip(): link for link in driver.find_elements(By.CSS_SELECTOR, "a")}
        summaries = {summary.get_attribute("textContent").strip(): summary for summary in driver.find_elements(By.TAG_NAME, "summary")}
        opened = 0
        for store_id, name, region in stores:
            link = links.get(name)
            if link is None:
                problems.append(f"the picker has no link named {name!r} (stores.yml's {store_id})")
                continue
            if not link.get_attribute("href").rstrip("/").removesuffix("/index.html").endswith(f"stores/{store_id}"):
                problems.append(f"{name!r} leads to {link.get_attribute('href')}, not stores/{store_id}/")
            if link.is_displayed():
                continue
            heading = region.replace("-", " ").replace("_", " ") if region else None
            if heading not in summaries:
                problems.append(f"{name!r} is not shown and no region heading reads {heading!r} to open")
                continue
            summaries[heading].click()
            opened += 1
            if not link.is_displayed():
                problems.append(f"{name!r} is not shown once its region {heading!r} is opened")
            summaries[heading].click()
        if folded and opened != len(stores):
            problems.append(f"{len(stores) - opened} of {len(stores)} stores are shown before their region is opened")
    finally:
        driver.quit()

    # The store a shopper last opened is offered first.
    store_id, name, _ = stores[-1]
    driver = browser()
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": PHONE, "height": SCREEN, "deviceScaleFactor": 1, "mobile": False})
        driver.get(f"{origin}/stores/{store_id}/")
        driver.get(origin + "/")
        mine = driver.find_element(By.CSS_SELECTOR, ".my-store")
        shown = mine.is_displayed() and mine.find_element(By.TAG_NAME, "a").text.strip() == name
        place = driver.execute_script("""
            const mine = document.querySelector('.my-store').getBoundingClientRect();
            const first = [...document.querySelectorAll('details, .stores')].map(e => e.getBoundingClientRect().top);
            return [mine.bottom, Math.min(...first)];""")
        if not shown or place[0] > SCREEN or place[0] > place[1]:
            problems.append(f"after {name!r}'s pages the picker offers {mine.text!r}, its foot at {place[0]:.0f} px "
                            f"(the first region at {place[1]:.0f} px), not that store first on the first screen")
    finally:
        driver.quit()
    return (f", at {PHONE}px {len(stores)} stores{' folded in ' + str(len(regions)) + ' regions' if folded else ''} in {screens:.2f} screens, "
            f"{opened} shown by opening their region, the shopper's own store first")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--public", required=True)
    parser.add_argument("--site", help="the chain's folder: its stores.yml, for the checks on a phone")
    args = parser.parse_args()
    page_html = open(os.path.join(args.public, "index.html"), encoding="utf-8").read()
    stores = stores_in(page_html)
    if len(stores) < 4:
        sys.exit(f"{args.public}/index.html lists {len(stores)} stores with a location; the check needs 4 or more")
    # The last store whose location no other store shares, and the three nearest it.
    here = next(store for store in reversed(stores) if sum(1 for other in stores if other[1:] == store[1:]) == 1)
    ordered = sorted(stores, key=lambda store: distance(here[1:], store[1:]))
    if distance(here[1:], ordered[2][1:]) == distance(here[1:], ordered[3][1:]):
        sys.exit("the third and fourth nearest stores are as far: pick a chain whose stores are spread out")
    nearest = [store[0] for store in ordered[:3]]

    problems = []
    server = serve(os.path.abspath(args.public), "/")
    driver = browser()
    origin = f"http://127.0.0.1:{server.server_port}"
    try:
        driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["geolocation"]})
        driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": here[1], "longitude": here[2], "accuracy": 10})
        driver.get(origin + "/")
        box = driver.find_element(By.CSS_SELECTOR, ".nearest")
        if not box.is_displayed():
            problems.append("the 'Stores near me' box is hidden in a browser that can locate the shopper")
        else:
            box.find_element(By.TAG_NAME, "button").click()
            try:
                WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".nearest-list .store"))
            except TimeoutException:
                pass
            # Links as the browser resolves them (the page's own may be relative).
            expected = [urljoin(origin + "/", href) for href in nearest]
            shown = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".nearest-list .store-name")]
            if shown != expected:
                problems.append(f"at {here[0]}'s location the nearest stores are {shown}, not {expected}")
            unit = {"mile": "mi", "kilometer": "km"}[box.get_attribute("data-unit")]
            distances = [d.text for d in driver.find_elements(By.CSS_SELECTOR, ".nearest-list .store-distance")]
            numbers = [float(re.sub(r"[^0-9.]", "", text.replace(",", "."))) for text in distances]
            if len(distances) != 3 or not all(text.endswith(unit) for text in distances) or numbers[0] != 0 or numbers != sorted(numbers):
                problems.append(f"the nearest stores' distances read {distances}, not three in {unit} from 0 up")

        # No location to give (the override without a position): a message, no list.
        driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {})
        driver.get(origin + "/")
        driver.find_element(By.CSS_SELECTOR, ".nearest button").click()
        status = driver.find_element(By.CSS_SELECTOR, ".nearest-status")
        try:
            WebDriverWait(driver, 10).until(lambda d: status.text)
        except TimeoutException:
            pass
        failed = driver.find_element(By.CSS_SELECTOR, ".nearest").get_attribute("data-failed")
        if status.text != failed or driver.find_elements(By.CSS_SELECTOR, ".nearest-list .store"):
            problems.append(f"without a location the picker says {status.text!r} and lists "
                            f"{len(driver.find_elements(By.CSS_SELECTOR, '.nearest-list .store'))} stores")

        searched = check_search(driver, origin, page_html, problems)

        regions = driver.find_elements(By.CSS_SELECTOR, ".region-nav a")
        for link in regions:
            target = link.get_attribute("href").split("#", 1)[1]
            heading = driver.find_elements(By.ID, target)
            if len(heading) != 1 or heading[0].text != link.text:
                problems.append(f"the region link {link.text!r} leads to {len(heading)} elements named {target!r}")
        regions = len(regions)
    finally:
        driver.quit()
    try:
        phone = check_phone(origin, args.site, problems) if args.site else ""
    finally:
        server.shutdown()
    return report("picker", f"the 3 stores nearest {here[0]} in order with distances, no location told, {regions} region links"
                  + (", the search box" if searched else "") + phone, problems)


if __name__ == "__main__":
    sys.exit(main())
