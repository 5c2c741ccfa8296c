#!/usr/bin/env python3
"""Checks a chain's store picker in headless Chromium: "Stores near me" and the list of regions.

With the browser's location set to a store's own (CDP), the button lists the three stores nearest it,
that store first, in the order of their distance; with no location to give, it says so and lists
nothing. Every region link leads to its region's heading. The site is served on 127.0.0.1 (a secure
context, as geolocation needs).
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

        regions = driver.find_elements(By.CSS_SELECTOR, ".region-nav a")
        for link in regions:
            target = link.get_attribute("href").split("#", 1)[1]
            heading = driver.find_elements(By.ID, target)
            if len(heading) != 1 or heading[0].text != link.text:
                problems.append(f"the region link {link.text!r} leads to {len(heading)} elements named {target!r}")
    finally:
        driver.quit()
        server.shutdown()
    return report("picker", f"the 3 stores nearest {here[0]} in order, no location told, {len(regions)} region links", problems)


if __name__ == "__main__":
    sys.exit(main())
