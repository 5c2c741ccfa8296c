#!/usr/bin/env python3
"""What a chain's own look costs: the chain built with the built-in theme and with three of its files
overridden (`base.mustache` with a line of the chain's own, `tile.mustache` with a class of its own,
`style.mustache` with its colour), alternately, each into a new folder, beside `cp -r` of that output.

The layouts, renditions and share cards of both are made once before the runs (the site's cache keeps them), so each run
measures what a theme changes: rendering and publishing every page. Prints the median wall time, CPU
time and peak memory of each, every run's wall time, and the ratios the goals are set in.

    make bench-theme     or    python3 Benchmarks/theme_benchmark.py --stores 2000 --regions 80
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "tools"))
from make_chain import NOW, brand, make_chain  # noqa: E402
from measure import SetAside, measured  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", default=os.path.join(ROOT, ".build/release/specials"))
    parser.add_argument("--stores", type=int, default=2000)
    parser.add_argument("--regions", type=int, default=80)
    parser.add_argument("--own", type=int, default=0)
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    specials = os.path.abspath(args.specials)

    with tempfile.TemporaryDirectory(prefix="specials-theme-") as scratch:
        site = os.path.join(scratch, "chain")
        make_chain(site, args.stores, args.regions, args.own)
        templates = os.path.join(scratch, "Templates")
        brand(templates)
        print(f"chain: {args.stores} stores in {args.regions} regions, {args.own} on their own feed; {args.cores} cores")

        def build(output, branded):
            own = os.path.join(site, "Templates")
            if branded and not os.path.exists(own):
                shutil.copytree(templates, own)
            elif not branded and os.path.exists(own):
                shutil.rmtree(own)
            return measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet",
                             "--image-timeout", "600"], args.cores)

        set_aside = SetAside(os.path.join(scratch, "set-aside"))
        # Layouts, renditions and share cards (a brand's colours draw cards of their own) for every run after.
        build(os.path.join(scratch, "warm"), branded=False)
        build(os.path.join(scratch, "warm-branded"), branded=True)
        runs = {"built-in theme": [], "branded (three files overridden)": [], "cp -r of the branded output": []}
        for attempt in range(args.runs):
            for name, branded in (("built-in theme", False), ("branded (three files overridden)", True)):
                output = os.path.join(scratch, f"public-{attempt}-{int(branded)}")
                runs[name].append(build(output, branded))
            copy = os.path.join(scratch, f"copy-{attempt}")
            runs["cp -r of the branded output"].append(measured(["cp", "-r", output, copy], args.cores))
            files = sum(len(names) for _, _, names in os.walk(output))
            for name in os.listdir(scratch):
                if name.startswith(("public-", "copy-", ".public-")):
                    set_aside(os.path.join(scratch, name))

        medians = {}
        for name, figures in runs.items():
            wall = statistics.median(f[0] for f in figures)
            cpu = statistics.median(f[1] for f in figures)
            memory = max(f[2] for f in figures)
            medians[name] = wall
            every = ", ".join(f"{f[0]:.2f}" for f in figures)
            print(f"  {name:36} {wall:7.2f} s wall {cpu:7.2f} s CPU {memory:7.0f} MiB peak   (runs: {every})")
        built_in, branded = medians["built-in theme"], medians["branded (three files overridden)"]
        copied = medians["cp -r of the branded output"]
        peak = max(f[2] for name in ("built-in theme", "branded (three files overridden)") for f in runs[name])
        print(f"  {files} files; branded / built-in {branded / built_in:.2f} (goal <= 1.25); "
              f"built-in / cp -r {built_in / copied:.2f}, branded / cp -r {branded / copied:.2f} (goal <= 2); "
              f"peak {peak:.0f} MiB (goal <= 500)")


if __name__ == "__main__":
    main()
