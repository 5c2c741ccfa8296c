#!/usr/bin/env python3
"""Share cards as a link preview reads them: every week page and item page of the demo and of a chain
(make_chain.py, its site.yml given a base_url so that its URLs are absolute), each served on 127.0.0.1.

Like Facebook's or WhatsApp's crawler, it reads each page's head over HTTP without running a script,
and fetches what it names. Checks, exiting 1 on any failure:

- every week page (the front page, weeks/<date>/ and its departments, a chain's store's front page and
  its weeks) and every item page has an
  og:image, with og:image:width 1200 and og:image:height 630, and twitter:card summary_large_image;
- the og:image is absolute where base_url is set, and its file is served and is a 1200 x 630 JPEG or PNG
  (read from the file's own header bytes);
- every page links an icon (<link rel="icon">) whose file is served;
- in Chromium, each site's front page's og:image loads as a 1200 x 630 image.

    python3 Tests/browser/check_cards.py --specials .build/debug/specials
"""
import argparse
import html.parser
import os
import re
import struct
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request

from check_site import browser, report, serve

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "tools"))
from make_chain import NOW as CHAIN_NOW, copy_demo, make_chain  # noqa: E402

DEMO_NOW = "2026-11-24"
CHAIN_BASE = "https://chain.example/"
WEEK_PAGE = re.compile(r"^(stores/[^/]+/)?(weeks/\d{4}-\d{2}-\d{2}/([^/]+/)?)?index\.html$")
ITEM_PAGE = re.compile(r"^(.+/)?items/[^/]+/index\.html$")


class Head(html.parser.HTMLParser):
    """The meta tags (property or name -> content) and the icon's href of a page."""

    def __init__(self):
        super().__init__()
        self.meta, self.icon = {}, None

    def handle_starttag(self, tag, attributes):
        values = dict(attributes)
        if tag == "meta" and ("property" in values or "name" in values):
            self.meta.setdefault(values.get("property") or values.get("name"), values.get("content"))
        if tag == "link" and values.get("rel") == "icon":
            self.icon = values.get("href")


def image_size(data):
    """(width, height, kind) from a PNG's IHDR or a JPEG's SOF marker; None for anything else."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        width, height = struct.unpack(">II", data[16:24])
        return width, height, "png"
    if data[:2] != b"\xff\xd8":
        return None
    index = 2
    while index + 9 < len(data):
        if data[index] != 0xFF:
            return None
        marker = data[index + 1]
        length = struct.unpack(">H", data[index + 2:index + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
            height, width = struct.unpack(">HH", data[index + 5:index + 9])
            return width, height, "jpeg"
        index += 2 + length
    return None


def fetch(url):
    """(status, body) of a GET."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, b""


def check_site(name, public, base_url):
    """Every week and item page of the site in `public`, served; its problems and the number of pages."""
    server = serve(public, "/")
    root = f"http://127.0.0.1:{server.server_address[1]}/"
    problems, pages, sizes = [], 0, {}
    try:
        paths = sorted(
            os.path.relpath(os.path.join(folder, file), public)
            for folder, _, files in os.walk(public) for file in files if file == "index.html")
        chain = os.path.isdir(os.path.join(public, "stores"))
        for path in paths:
            week, item = WEEK_PAGE.match(path), ITEM_PAGE.match(path)
            # A chain's front page is its store picker, no week's.
            if not week and not item or chain and path == "index.html":
                continue
            pages += 1
            page_url = root + path
            status, body = fetch(page_url)
            head = Head()
            head.feed(body.decode("utf-8"))
            where = f"{name} {path}"
            if status != 200:
                problems.append(f"{where}: served with status {status}")
                continue
            image = head.meta.get("og:image")
            if not image:
                problems.append(f"{where}: no og:image")
                continue
            if base_url and not image.startswith(base_url):
                problems.append(f"{where}: og:image {image} is not under base_url {base_url}")
            if not base_url and image.startswith("http"):
                problems.append(f"{where}: og:image {image} is absolute on a site without base_url")
            image_url = root + image[len(base_url):] if base_url and image.startswith(base_url) else urllib.parse.urljoin(page_url, image)
            for key, value in (("og:image:width", "1200"), ("og:image:height", "630"), ("twitter:card", "summary_large_image")):
                if head.meta.get(key) != value:
                    problems.append(f"{where}: {key} is {head.meta.get(key)!r}, not {value!r}")
            if image_url not in sizes:
                status, data = fetch(image_url)
                sizes[image_url] = image_size(data) if status == 200 else f"status {status}"
            size = sizes[image_url]
            if size is None or isinstance(size, str) or size[:2] != (1200, 630):
                problems.append(f"{where}: og:image {image} is {size or 'no JPEG or PNG'}, not a 1200 x 630 image")
            icon = urllib.parse.urljoin(page_url, head.icon) if head.icon else None
            if not icon:
                problems.append(f"{where}: no <link rel=\"icon\">")
            elif fetch(icon)[0] != 200 or not fetch(icon)[1]:
                problems.append(f"{where}: icon {head.icon} is not served")
        problems += check_in_chromium(name, root, public, base_url)
    finally:
        server.shutdown()
    if pages == 0:
        problems.append(f"{name}: no week or item page found in {public}")
    return problems, pages, len(sizes)


def check_in_chromium(name, root, public, base_url):
    """The front page's og:image, loaded by Chromium: its natural size."""
    front = "stores/s0/index.html" if os.path.isdir(os.path.join(public, "stores")) else "index.html"
    driver = browser()
    try:
        driver.get(root + front)
        image = driver.execute_script("return document.querySelector('meta[property=\"og:image\"]').content")
        url = root + image[len(base_url):] if base_url else urllib.parse.urljoin(root + front, image)
        size = driver.execute_async_script(
            "const done = arguments[arguments.length - 1]; const image = new Image();"
            "image.onload = () => done([image.naturalWidth, image.naturalHeight]); image.onerror = () => done(null);"
            "image.src = arguments[0];", url)
    finally:
        driver.quit()
    return [] if size == [1200, 630] else [f"{name} {front}: Chromium loads og:image {image} as {size}, not 1200 x 630"]


def build(specials, site, now):
    subprocess.run([specials, "build", "--site", site, "--now", now, "--quiet"], check=True, stderr=subprocess.DEVNULL)
    return os.path.join(site, "public")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", required=True)
    args = parser.parse_args()
    problems, counts = [], []
    with tempfile.TemporaryDirectory() as scratch:
        demo = os.path.join(scratch, "demo")
        os.makedirs(demo)
        copy_demo(demo)
        found, pages, images = check_site("demo", build(args.specials, demo, DEMO_NOW), "")
        problems += found
        counts.append(f"demo {pages} pages, {images} cards")
        chain = os.path.join(scratch, "chain")
        make_chain(chain, stores=4, regions=2, own=1)
        with open(os.path.join(chain, "site.yml"), "a") as settings:
            settings.write(f"\nbase_url: {CHAIN_BASE}\n")
        found, pages, images = check_site("chain", build(args.specials, chain, CHAIN_NOW), CHAIN_BASE)
        problems += found
        counts.append(f"chain {pages} pages, {images} cards")
    return report("cards", "share cards and icons of every week and item page (" + "; ".join(counts) + ")", problems)


if __name__ == "__main__":
    sys.exit(main())
