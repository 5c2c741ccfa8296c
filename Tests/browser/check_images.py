#!/usr/bin/env python3
"""Images as a shopper's browser fetches them, on the demo's feed with product photos in Static/.

Builds a copy of the demo site whose tiles show generated product shots (make_photos.py shots: 450-552 px
and 2400 px shots on white, a transparent cutout, a phone photo stored sideways, a wide-gamut master),
serves it on 127.0.0.1 and, in headless Chromium, scrolls each page to its end and reads what was
fetched (Resource Timing). Checks, exiting 1 on any failure:

- a 390 x 844 phone at 3x downloads at most 300 KB of images, none over 60 KB; a 1280 px desktop at
  most 600 KB;
- on a 2x screen at 390, 768, 1024 and 1280 px, every image has at most 2.5 times the pixels its box
  shows it at, and at least 0.9 times unless the source itself is smaller;
- the first special's image is not lazy and has fetchpriority high; images below the first screen are
  lazy; every <img> has width, height and alt.

With --before BINARY it also builds the same site with an earlier specials and prints what it costs the
same browsers, for the figures of a change.
"""
import argparse
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

PHONE_BUDGET, PHONE_LARGEST, DESKTOP_BUDGET = 300_000, 60_000, 600_000


def photo_site(folder, python):
    """The demo site, every tile's image replaced by a generated product photo."""
    for part in ["site.yml", "Content", "Templates"]:
        source = os.path.join(ROOT, part)
        (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, os.path.join(folder, part))
    photos = os.path.join(folder, "Static", "photos")
    subprocess.run([python, os.path.join(ROOT, "Tests", "tools", "make_photos.py"), "shots", photos], check=True)
    names = sorted(os.listdir(photos))
    specials = os.path.join(folder, "Content", "specials")
    for name in os.listdir(specials):
        path = os.path.join(specials, name)
        feed = json.load(open(path))
        for index, item in enumerate(feed["managerSpecials"]):
            item["imageUrl"] = "photos/" + names[index % len(names)]
        json.dump(feed, open(path, "w"), indent=1)


def serve(folder):
    handler = lambda *args: http.server.SimpleHTTPRequestHandler(*args, directory=folder)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser(width, height, ratio):
    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]:
        options.add_argument(flag)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": ratio}})
    # Debian's Chromium and its driver, named: Selenium would otherwise look for a browser on the network.
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    return driver


MEASURE = """
const images = [...document.querySelectorAll('.tile img')].map(img => {
  const style = getComputedStyle(img);
  const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const box = img.getBoundingClientRect();
  return {src: img.currentSrc, natural: [img.naturalWidth, img.naturalHeight], box: [box.width - padX, box.height - padY],
          lazy: img.loading === 'lazy', priority: img.getAttribute('fetchpriority'), complete: img.complete,
          attrs: img.hasAttribute('width') && img.hasAttribute('height') && img.hasAttribute('alt')};
});
const fetched = performance.getEntriesByType('resource').filter(e => e.initiatorType === 'img' || /\\.(avif|webp|jpe?g|png|gif|svg)/.test(e.name))
  .map(e => ({name: e.name, bytes: e.encodedBodySize || e.transferSize}));
return {images, fetched};
"""


def visit(driver, url):
    driver.get(url)
    height = driver.execute_script("return document.body.scrollHeight")
    for y in range(0, height + 800, 400):
        driver.execute_script(f"window.scrollTo(0, {y})")
        time.sleep(0.05)
    deadline = time.time() + 20
    while time.time() < deadline and not driver.execute_script("return [...document.images].every(i => i.complete)"):
        time.sleep(0.1)
    time.sleep(0.3)
    return driver.execute_script(MEASURE)


def downloaded(result):
    sizes = {}
    for entry in result["fetched"]:
        sizes[entry["name"]] = max(sizes.get(entry["name"], 0), entry["bytes"])
    return sum(sizes.values()), max(sizes.values(), default=0), len(sizes)


def build(specials, site, output):
    run = subprocess.run([specials, "build", "--site", site, "--output", output, "--now", "2026-11-21", "--timings"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"build failed:\n{run.stderr}")
    return run.stderr


def costs(port, label):
    """What the phone and the desktop fetch for the week's page."""
    url = f"http://127.0.0.1:{port}/"
    rows = {}
    for name, (width, height, ratio) in {"phone 390 at 3x": (390, 844, 3), "desktop 1280 at 1x": (1280, 800, 1)}.items():
        driver = browser(width, height, ratio)
        try:
            total, largest, count = downloaded(visit(driver, url))
        finally:
            driver.quit()
        rows[name] = (total, largest, count)
        print(f"{label}: {name}: {count} images, {total / 1000:.1f} KB in all, the largest {largest / 1000:.1f} KB")
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", required=True)
    parser.add_argument("--before", help="an earlier specials binary, for figures before a change")
    args = parser.parse_args()
    problems = []
    work = tempfile.mkdtemp(prefix="specials-images-")
    try:
        site = os.path.join(work, "site")
        os.makedirs(site)
        photo_site(site, sys.executable)
        public = os.path.join(work, "public")
        print(build(args.specials, site, public).strip())
        server = serve(public)
        port = server.server_address[1]
        if args.before:
            before = serve(os.path.join(work, "before"))
            build(args.before, site, os.path.join(work, "before"))
            costs(before.server_address[1], "before")
        rows = costs(port, "now")
        phone, desktop = rows["phone 390 at 3x"], rows["desktop 1280 at 1x"]
        if phone[0] > PHONE_BUDGET:
            problems.append(f"the phone downloads {phone[0]} bytes of images, more than {PHONE_BUDGET}")
        if phone[1] > PHONE_LARGEST:
            problems.append(f"the phone's largest image is {phone[1]} bytes, more than {PHONE_LARGEST}")
        if desktop[0] > DESKTOP_BUDGET:
            problems.append(f"the desktop downloads {desktop[0]} bytes of images, more than {DESKTOP_BUDGET}")

        for width in [390, 768, 1024, 1280]:
            driver = browser(width, 900, 2)
            try:
                result = visit(driver, f"http://127.0.0.1:{port}/")
            finally:
                driver.quit()
            ratios = []
            for index, image in enumerate(result["images"]):
                if not image["attrs"]:
                    problems.append(f"{width} px: image {index} lacks width, height or alt")
                if index == 0 and (image["lazy"] or image["priority"] != "high"):
                    problems.append(f"{width} px: the first special's image is lazy or not high priority")
                (nw, nh), (bw, bh) = image["natural"], image["box"]
                if nw == 0 or bw <= 0 or bh <= 0 or image["src"].endswith(".svg"):
                    continue
                # naturalWidth of a srcset candidate is in CSS pixels (its width over its density): the
                # file's own width is in its name. The picture as drawn (object-fit: contain), at 2
                # device pixels a CSS pixel.
                pixels = pixel_width(image["src"]) or nw
                scale = min(bw / nw, bh / nh)
                ratio = (pixels * pixels * nh / nw) / ((nw * scale * 2) * (nh * scale * 2))
                ratios.append(ratio)
                name = os.path.basename(image["src"])
                if ratio > 2.5:
                    problems.append(f"{width} px at 2x: {name} has {ratio:.2f} times the pixels its box needs")
                # Fewer is fine only when no wider rendition of the source exists.
                if ratio < 0.9 and pixels < max(rendition_widths(public, image["src"]), default=pixels):
                    problems.append(f"{width} px at 2x: {name} has {ratio:.2f} times the pixels its box needs")
            if ratios:
                print(f"{width} px at 2x: {len(ratios)} images, pixels over what the box needs from {min(ratios):.2f} to {max(ratios):.2f}")
        server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print("FAIL:", problem)
    print(f"{len(problems)} problems")
    sys.exit(1 if problems else 0)


def pixel_width(src):
    """A rendition's width from its name, images/<name>-<width>.<hash>.<ext>; None for other images."""
    try:
        return int(os.path.basename(src).rsplit("-", 1)[1].split(".")[0])
    except (IndexError, ValueError):
        return None


def rendition_widths(public, src):
    """The widths the renditions of `src`'s source come in: images/<name>-<width>.<hash>.<ext>."""
    stem = os.path.basename(src).rsplit("-", 1)[0]
    return [int(n.rsplit("-", 1)[1].split(".")[0]) for n in os.listdir(os.path.join(public, "images")) if n.rsplit("-", 1)[0] == stem]


if __name__ == "__main__":
    main()
