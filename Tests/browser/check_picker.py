#!/usr/bin/env python3
"""Checks a chain's store picker in headless Chromium: "Stores near me", the list of regions, the search.

With the browser's location set to a store's own (CDP), the button lists the three stores nearest it,
that store first, in the order of their distance, each with its distance in the country's unit (0 for
the store itself); with no location to give, it says so and lists nothing. Every region link leads to
its region's heading. On a picker with a search box, typing a store's postal code leaves that store
shown and hides the others, typing what no store has says so, and clearing it shows every store
again. The site is served on 127.0.0.1 (a secure context, as geolocation needs).
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


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--public", required=True)
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
    finally:
        driver.quit()
        server.shutdown()
    return report("picker", f"the 3 stores nearest {here[0]} in order with distances, no location told, {len(regions)} region links"
                  + (", the search box" if searched else ""), problems)


if __name__ == "__main__":
    sys.exit(main())
