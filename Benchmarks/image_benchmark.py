#!/usr/bin/env python3
"""What images cost: the build that makes every rendition, the rebuild that makes none, and what a
shopper's browser downloads, on the demo's feed with generated product photos (Tests/browser/check_images.py
builds the site).

Alternating, median of --runs, each on a cold rendition cache:
- the first build (every rendition: JPEG, WebP and AVIF);
- the same build with AVIF left for the next one (--image-timeout 0.001): the reference that shows what
  AVIF costs, measured in the same run on the same machine;
- a rebuild after a note changed (nothing encoded).
Then, with --before BINARY (an earlier specials), what a 390 px phone at 3x and a 1280 px desktop
download for the week before and now.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
import check_images  # noqa: E402


def timed_build(specials, site, output, *extra):
    start = time.perf_counter()
    run = subprocess.run([specials, "build", "--site", site, "--output", output, "--now", "2026-11-21", "--timings", *extra],
                         capture_output=True, text=True)
    wall = time.perf_counter() - start
    if run.returncode != 0:
        sys.exit(run.stderr)
    step = re.search(r"^images +(\d+\.\d+) s  (.*)$", run.stderr, re.M)
    if step is None:
        sys.exit(f"no images step in the timings of {' '.join(extra) or 'the build'}:\n{run.stderr}")
    return wall, float(step.group(1)), step.group(2)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", required=True)
    parser.add_argument("--before")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="specials-image-bench-")
    try:
        site = os.path.join(work, "site")
        os.makedirs(site)
        check_images.photo_site(site, sys.executable)
        rows = {"first build, every rendition": [], "first build, AVIF left for the next": [], "rebuild after a note changed": []}
        details = {}
        for run in range(args.runs):
            for mode, (name, extra) in enumerate([("first build, every rendition", []),
                                                  ("first build, AVIF left for the next", ["--image-timeout", "0.001"])]):
                shutil.rmtree(os.path.join(site, ".specials-cache"), ignore_errors=True)
                # A folder of its own: over the last build's output, a build with nothing changed publishes nothing.
                output = os.path.join(work, f"public-{run}-{mode}")
                wall, step, detail = timed_build(args.specials, site, output, *extra)
                rows[name].append((wall, step))
                details[name] = detail
                if name == "first build, every rendition":
                    with open(os.path.join(site, "Content", "notes", f"bench-{run}.md"), "w") as note:
                        note.write(f"---\ntitle: Bench {run}\ndate: 2026-11-16\n---\nA change.\n")
                    wall, step, detail = timed_build(args.specials, site, output)
                    rows["rebuild after a note changed"].append((wall, step))
                    details["rebuild after a note changed"] = detail
        print(f"{'':42} {'build':>8} {'images step':>12}   renditions")
        for name, values in rows.items():
            print(f"{name:42} {statistics.median(v[0] for v in values):7.2f}s {statistics.median(v[1] for v in values):11.2f}s   {details[name]}")
            print(f"{'':42} every run: " + ", ".join(f"{v[0]:.2f}s/{v[1]:.2f}s" for v in values))
        public = os.path.join(work, "public-0-0")
        server = check_images.serve(public)
        if args.before:
            # The built-in theme: a template override of today may use words an earlier binary lacks,
            # and the theme does not change which images a page shows.
            before_site = os.path.join(work, "site-before")
            shutil.copytree(site, before_site, ignore=lambda folder, names: ["Templates", ".specials-cache"] if folder == site else [])
            before = os.path.join(work, "before")
            check_images.build(args.before, before_site, before)
            old = check_images.serve(before)
            check_images.costs(old.server_address[1], "before")
        check_images.costs(server.server_address[1], "now")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
