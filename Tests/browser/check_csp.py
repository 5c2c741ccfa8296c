#!/usr/bin/env python3
"""Serves a built site with a strict Content-Security-Policy and checks that the browser refuses nothing.

The site is served on 127.0.0.1 (a free port) by a handler that adds, to every response,

    Content-Security-Policy: default-src 'self'; img-src 'self' data:

as a store's web server may: no inline script, no inline style (`<style>` elements and `style="..."`
attributes alike), nothing from another host. Headless Chromium opens one page of each markup shape
(markup_shape.py: pages that differ in their words and values, or in how many times a row, a tile or an
item of one kind repeats, are one) with a listener for `securitypolicyviolation` events added before any
of the page's own code runs (CDP `Page.addScriptToEvaluateOnNewDocument`), and reads its console too,
where Chromium logs each refusal.
On the front page the shopper's script is used as a shopper would: a search typed and cleared, a
special added to the list, the list page opened with it, and on a chain's picker "Stores near me".

Expected: 0 violations and 0 console reports of one; on the front page at each layout's width from a
tablet up every tile where `specials layout --json` packs it (check_site's `check_grid`), and at a
phone's width every tile placed in the phone's grid by the page's own stylesheet (none left to the
browser's automatic placement, as tiles are when their stylesheet is refused).
"""
import argparse
import functools
import http.server
import os
import sys
import threading

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from check_site import PHONE_WIDTH, QuietHandler, check_grid, report, set_width, shown_words
from markup_shape import markup_shape

POLICY = "default-src 'self'; img-src 'self' data:"

# Runs in every document before its own scripts: keeps each refusal the page reports.
LISTENER = """
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', event => window.cspViolations.push(
    `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile || ''}:${event.lineNumber}`
    + (event.sample ? ` (${event.sample})` : '')), true);
"""


class PolicyHandler(QuietHandler):
    """Serves files with the strict policy on every response."""

    def end_headers(self):
        self.send_header("Content-Security-Policy", POLICY)
        super().end_headers()


def serve(folder):
    """Serves `folder` at / on a free loopback port, every response with the policy."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(PolicyHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser():
    """Headless Chromium that keeps its console for `get_log('browser')` and runs LISTENER in every page."""
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": LISTENER})
    return driver


def violations(driver, where, problems):
    """The page's refusals so far, from its listener and the console, each added to `problems`; how many."""
    # Lazy pictures load as the page scrolls past them; a refused one would be reported then.
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    driver.execute_async_script("const done = arguments[0]; Promise.all([...document.images].filter(i => !i.complete)"
                                ".map(i => new Promise(r => { i.onload = i.onerror = r; setTimeout(r, 3000); })))"
                                ".then(() => setTimeout(done, 50))")
    found = driver.execute_script("const found = window.cspViolations || []; window.cspViolations = []; return found;")
    logged = [entry["message"] for entry in driver.get_log("browser") if "Content Security Policy" in entry["message"]]
    problems.extend(f"{where}: {violation}" for violation in found)
    problems.extend(f"{where}: console: {message}" for message in logged)
    return len(found) + len(logged)


def phone_placed(driver, url, width, problems):
    """At a phone's width, every tile in a row and column the page's stylesheet gives it."""
    set_width(driver, width)
    driver.get(url)
    auto = driver.execute_script("""
        return [...document.querySelectorAll('.grid > .tile')].map((tile, index) => [index, getComputedStyle(tile)])
            .filter(([, style]) => style.gridRowStart === 'auto' || style.gridColumnStart === 'auto').map(([index]) => index);""")
    problems.extend(f"{url} at {width}px (a phone): tile {index} placed by the browser, not by the page's stylesheet"
                    for index in auto)


def use_script(driver, url, problems):
    """The shopper's script on the front page: search, the list, the list page; "Stores near me" on a picker.
    Returns what was done, for the report."""
    done = []
    driver.get(url)
    search = driver.find_elements(By.CSS_SELECTOR, ".week-search input")
    if search and search[0].is_displayed():
        name = driver.execute_script("return document.querySelector('.grid > .tile .tile__name').textContent")
        word = max(shown_words(name).split(), key=len)
        search[0].send_keys(word)
        search[0].clear()
        done.append("a search")
    adds = [button for button in driver.find_elements(By.CSS_SELECTOR, ".grid > .tile .tile__add") if button.is_displayed()]
    if adds:
        # Clicked as a script would: a page whose stylesheet was refused has its tiles over each other.
        driver.execute_script("arguments[0].click()", adds[0])
        violations(driver, url, problems)
        driver.get(driver.find_element(By.CSS_SELECTOR, ".nav-list a").get_attribute("href"))
        rows = driver.execute_script("return document.querySelectorAll('.shopping-list__items > li').length")
        if not rows:
            problems.append(f"{driver.current_url}: the list page shows no entry after one was added")
        done.append("the list page")
    near = driver.find_elements(By.CSS_SELECTOR, ".nearest button")
    if near and near[0].is_displayed():
        origin = url.split("/", 3)[:3]
        driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": "/".join(origin), "permissions": ["geolocation"]})
        driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": 40.7, "longitude": -74.0, "accuracy": 10})
        driver.execute_script("arguments[0].click()", near[0])
        try:
            WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.querySelectorAll('.nearest-list > li').length"))
            done.append("Stores near me")
        except Exception:
            problems.append(f"{url}: Stores near me listed no store")
    violations(driver, driver.current_url, problems)
    return done


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--public", required=True, help="the built site")
    parser.add_argument("--specials", required=True, help="the specials binary")
    parser.add_argument("--feed", required=True, help="the snapshot the front page shows")
    parser.add_argument("--front", default="", help="the page whose tiles are checked, from the root (a chain's store: stores/ID/)")
    parser.add_argument("--layout", action="append", required=True, help="COLUMNS:MIN_WIDTH, one per breakpoint")
    parser.add_argument("--widths", default="390,768,1280")
    args = parser.parse_args()
    layouts = [tuple(int(part) for part in text.split(":")) for text in args.layout]

    pages = sorted(os.path.relpath(os.path.join(root, name), args.public)
                   for root, _, names in os.walk(args.public) for name in names if name.endswith(".html"))
    shapes, chosen = set(), []
    for page in pages:
        with open(os.path.join(args.public, page), encoding="utf-8") as file:
            shape = markup_shape(file.read())
        if shape not in shapes:
            shapes.add(shape)
            chosen.append(page)

    problems = []
    server = serve(os.path.abspath(args.public))
    base = f"http://127.0.0.1:{server.server_port}/"
    driver = browser()
    try:
        count = 0
        for page in chosen:
            set_width(driver, 1280)
            driver.get(base + page.replace("index.html", ""))
            count += violations(driver, page, problems)
        tiles = 0
        for width in (int(width) for width in args.widths.split(",")):
            if width < PHONE_WIDTH:
                phone_placed(driver, base + args.front, width, problems)
            else:
                set_width(driver, width)
                driver.get(base + args.front)
                tiles = check_grid(driver, base + args.front, width, layouts, args.specials, args.feed, problems) or tiles
            violations(driver, f"{args.front or 'index.html'} at {width}px", problems)
        set_width(driver, 1280)
        done = use_script(driver, base + args.front, problems)
        if args.front:
            # A chain's picker at the root.
            done += use_script(driver, base, problems)
    finally:
        driver.quit()
        server.shutdown()
    checks = (f"{len(chosen)} pages (one of each of {len(pages)} pages' markup shapes) under \"{POLICY}\", "
              f"{tiles} tiles at their packed places at {args.widths} px, {', '.join(done) or 'no script'} used")
    return report("csp", checks, problems)


if __name__ == "__main__":
    sys.exit(main())
