#!/usr/bin/env python3
"""Prints a week page to PDF with headless Chromium on Letter and A4 and checks the flyer.

Every tile is whole: its border is one rectangle on one page with the tile's canvas proportions, one
per tile, in feed order (a tile split across pages would leave two pieces, or a piece of the wrong
shape). Every tile's price is printed, and every special's name whole in its tile (from the feed, with
--feed);
every page carries the validity dates. Prices are black. What works only on a screen (the week's
search, the department links, the list's buttons) is not printed. The site is served on 127.0.0.1.
"""
import argparse
import base64
import html
import json
import os
import re
import subprocess
import sys
import tempfile

import pdfplumber

from check_site import browser, report, serve

PAPERS = {"Letter": (8.5, 11.0), "A4": (8.27, 11.69)}


def tiles_in(page_html):
    return [(int(w), int(h)) for w, h in re.findall(r'class="tile[^"]*" data-w="(\d+)" data-h="(\d+)"', page_html)]


def letters(text):
    """Text as a PDF's extracted text can be compared: no spaces, no hyphens (a name may break at its
    soft hyphens, printed as "-" at the line's end), no soft hyphens."""
    return re.sub(r"[\s\-\u00ad\u2010\u2011]", "", text)


def check_pdf(path, paper, tiles, prices, validity, problems, names=(), screen_only=()):
    with pdfplumber.open(path) as pdf:
        borders = []
        printed = " ".join(" ".join((page.extract_text() or "").split()) for page in pdf.pages)
        for words in screen_only:
            if words and letters(words) in letters(printed):
                problems.append(f"{paper}: {words!r} is printed, a control that works only on a screen")
        for price in sorted(set(prices)):
            if printed.count(price) < prices.count(price):
                problems.append(f"{paper}: {price} is the price of {prices.count(price)} tiles, printed {printed.count(price)} times")
        for number, page in enumerate(pdf.pages, start=1):
            # Dates carry thin and no-break spaces that a PDF's text may drop or widen: compare without spaces.
            text = "".join((page.extract_text() or "").split())
            if "".join(validity.split()) not in text:
                problems.append(f"{paper} page {number}: no validity line")
            stroked = [r for r in page.rects if r.get("stroke") and not r.get("fill") and r["width"] > 5 and r["height"] > 5]
            # Tile borders are never nested; a stroked rectangle inside one is part of its image.
            for rect in stroked:
                inside = any(o is not rect and o["x0"] <= rect["x0"] and o["top"] <= rect["top"]
                             and o["x1"] >= rect["x1"] and o["bottom"] >= rect["bottom"] for o in stroked)
                if not inside:
                    inner = page.crop((rect["x0"], rect["top"], rect["x1"], rect["bottom"])).extract_text() or ""
                    borders.append((number, rect["top"], rect["x0"], rect["width"], rect["height"], inner))
            black = all(char.get("non_stroking_color") in (None, 0, (0,), [0], (0, 0, 0), [0, 0, 0], (0.0,), [0.0], (0.0, 0.0, 0.0))
                        for char in page.chars if char["text"] == "$")
            if not black:
                problems.append(f"{paper} page {number}: prices are not printed in black")
        borders.sort()
        if len(borders) != len(tiles):
            problems.append(f"{paper}: {len(borders)} tile borders in the PDF for {len(tiles)} tiles (a split tile leaves pieces)")
            return len(pdf.pages)
        for index, ((w, h), border) in enumerate(zip(tiles, borders)):
            if index < len(names) and letters(names[index]) not in letters(border[5]):
                problems.append(f"{paper}: tile {index}'s name {names[index]!r} is not printed whole in it")
            ratio, printed = w / h, border[3] / border[4]
            if abs(printed - ratio) / ratio > 0.03:
                problems.append(f"{paper}: tile {index} ({w}x{h}) printed {border[3]:.0f}x{border[4]:.0f} pt on page {border[0]}, not whole")
        return len(pdf.pages)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--public", required=True)
    parser.add_argument("--page", default="index.html")
    parser.add_argument("--feed", help="the week's feed snapshot: every special's name must print whole")
    args = parser.parse_args()
    page_html = open(os.path.join(args.public, args.page), encoding="utf-8").read()
    tiles = tiles_in(page_html)
    names = [special["display_name"] for special in json.load(open(args.feed))["managerSpecials"]] if args.feed else []
    # The controls' words as the page writes them: the search's label, the departments' first link.
    controls = [html.unescape(found.group(1)) for found in (
        re.search(r'<label for="week-search">([^<]*)</label>', page_html),
        re.search(r'<nav class="departments"[^>]*>.*?<a [^>]*>([^<]*)</a>', page_html, re.S)) if found]
    prices = [html.unescape(price) for price in re.findall(r'<span class="price">([^<]*)</span>', page_html)]
    validity = html.unescape(re.search(r'<p class="validity">([^<]*)</p>', page_html).group(1))

    problems = []
    server = serve(os.path.abspath(args.public), "/")
    driver = browser()
    pages = {}
    try:
        driver.get(f"http://127.0.0.1:{server.server_port}/{args.page.replace('index.html', '')}")
        for paper, (width, height) in PAPERS.items():
            pdf = driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": width, "paperHeight": height, "printBackground": False})
            with tempfile.NamedTemporaryFile(suffix=".pdf", delete=False) as out:
                out.write(base64.b64decode(pdf["data"]))
            pages[paper] = check_pdf(out.name, paper, tiles, prices, validity, problems, names, controls)
            os.unlink(out.name)
    finally:
        driver.quit()
        server.shutdown()
    summary = ", ".join(f"{paper} {count} pages" for paper, count in pages.items())
    return report("print", f"{len(tiles)} tiles whole, {len(prices)} prices, {len(names)} names, {len(controls)} screen controls "
                  f"left out, on {summary}, validity on every page", problems)


if __name__ == "__main__":
    sys.exit(main())
