#!/usr/bin/env python3
"""Builds a site whose feed names, notes, comparison items and title carry script-injection
payloads, and checks in headless Chromium that no page runs any of them: no payload sets its flag, no
alert opens, no element has an on* attribute and no link or source uses javascript:. Served on
127.0.0.1 only.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from selenium.common.exceptions import UnexpectedAlertPresentException

from check_site import browser, report, serve

PAYLOADS = [
    "<script>window.__pwned='script'</script>",
    "<img src=x onerror=\"window.__pwned='img'\">",
    "\"><svg onload=\"window.__pwned='svg'\">",
    "'><iframe src=\"javascript:parent.__pwned='iframe'\"></iframe>",
    "javascript:window.__pwned='text'",
    "</title><script>window.__pwned='title'</script>",
    "{{! mustache }}{{{raw}}}<style>body{display:none}</style>",
    # A quote and a combining mark make one Character: an escaper working by Character misses it.
    "\"\u0301 onmouseover=window.__pwned='combining' x",
]


def write_site(folder):
    os.makedirs(os.path.join(folder, "Content", "specials"))
    os.makedirs(os.path.join(folder, "Content", "notes"))
    items = [{"display_name": f"{payload} Milk 1 gal", "width": 4 + index % 4, "height": 4, "price": "3.49",
              "original_price": "4.99", "id": payload, "imageUrl": f"https://img.example/{index}.png"}
             for index, payload in enumerate(PAYLOADS)]
    items.append({"display_name": "Safe Water 1 L", "width": 3, "height": 3, "price": "0.99", "imageUrl": "https://img.example/w.png"})
    with open(os.path.join(folder, "Content", "specials", "2026-11-16.json"), "w") as out:
        json.dump({"canvasUnit": 16, "managerSpecials": items}, out)
    compare = "\n".join(f"  - name: {json.dumps(payload)}\n    price: 1.00\n    size: 1 L" for payload in PAYLOADS)
    with open(os.path.join(folder, "Content", "notes", "attack.md"), "w") as out:
        out.write(f"---\ntitle: {json.dumps(PAYLOADS[5])}\ndate: 2026-11-16\nweek: 2026-11-16\n"
                  f"summary: {json.dumps(PAYLOADS[1])}\ncompare:\n{compare}\n---\n")
        out.write("\n\n".join(PAYLOADS) + "\n\n[click me](javascript:window.__pwned='link')\n\n"
                  "<a href=\"javascript:window.__pwned='a'\">raw link</a>\n\n![x](javascript:window.__pwned='image')\n")
    with open(os.path.join(folder, "site.yml"), "w") as out:
        out.write(f"title: {json.dumps(PAYLOADS[5])}\ndescription: {json.dumps(PAYLOADS[2])}\nbase_url: https://shop.example/\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--specials", required=True)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="specials-hostile-")
    problems = []
    try:
        site = os.path.join(work, "site")
        write_site(site)
        result = subprocess.run([os.path.abspath(args.specials), "build", "--site", site, "--now", "2026-11-21", "--quiet"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"the hostile site did not build: {result.stderr}")
        public = os.path.join(site, "public")
        pages = sorted(os.path.relpath(os.path.join(root, name), public)
                       for root, _, names in os.walk(public) for name in names if name.endswith(".html"))
        server = serve(public, "/")
        driver = browser()
        try:
            for page in pages:
                url = f"http://127.0.0.1:{server.server_port}/{page.replace('index.html', '')}"
                try:
                    driver.get(url)
                    state = driver.execute_script("""
                        return {
                          pwned: window.__pwned || null,
                          handlers: [...document.querySelectorAll('*')].flatMap(e => [...e.attributes].filter(a => a.name.startsWith('on')).map(a => e.tagName + '.' + a.name)),
                          scripts: [...document.scripts].filter(s => s.type !== 'application/ld+json'
                            && !(/\/assets\/specials\.[0-9a-f]{10}\.js$/.test(s.src) && s.src.startsWith(location.origin) && !s.text)).length,
                          javascriptURLs: [...document.querySelectorAll('[href],[src]')].filter(e => /^\\s*javascript:/i.test(e.getAttribute('href') || e.getAttribute('src') || '')).length,
                          hidden: getComputedStyle(document.body).display === 'none'
                        };""")
                except UnexpectedAlertPresentException:
                    problems.append(f"{page}: an alert opened")
                    continue
                if state["pwned"]:
                    problems.append(f"{page}: payload ran: {state['pwned']}")
                if state["handlers"]:
                    problems.append(f"{page}: event handler attributes: {state['handlers'][:5]}")
                if state["scripts"]:
                    problems.append(f"{page}: {state['scripts']} script elements")
                if state["javascriptURLs"]:
                    problems.append(f"{page}: {state['javascriptURLs']} javascript: URLs")
                if state["hidden"]:
                    problems.append(f"{page}: injected CSS hid the page")
        finally:
            driver.quit()
            server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return report("hostile", f"{len(PAYLOADS)} payloads in names, notes, comparisons and site.yml; {len(pages)} pages in Chromium", problems)


if __name__ == "__main__":
    sys.exit(main())
