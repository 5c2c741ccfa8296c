#!/usr/bin/env python3
"""A German site against the same site in English, in one run: the demo site, and a grocer's six weeks of
21 specials (Tests/tools/make_grocer.py), each built with `locale: de_DE` and with `locale: en_US`.

For each site and language, alternating, median of the runs:
  - full build: a fresh copy, no output and no cache (German loads its hyphenation patterns once);
  - rebuild: the output removed, the site's cache kept (every page rendered again, every word known);
  - one-note edit: a line added to a note, over the last build's output.
Prints wall and CPU seconds beside the goals: a German rebuild within 1.25x of English's, a German
one-note edit within 1.5 s of CPU, and a German full build that pays libhyphen's load of the German
patterns once (measured here through ctypes) over English's.

    make bench-languages    or    python3 Benchmarks/language_benchmark.py --specials .build/release/specials
"""
import argparse
import ctypes
import ctypes.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from measure import SetAside, measured

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEMO_NOW = "2026-11-24"
GROCER_NOW = "2026-11-24"
LANGUAGES = ("de_DE", "en_US")
NOTE = "---\ntitle: Opening hours\nweek: {week}\n---\nOpen every day from 8 to 20.\n"


def pattern_load_seconds():
    """How long libhyphen takes to load the German patterns on this machine (nil without them)."""
    path = "/usr/share/hyphen/hyph_de_DE.dic"
    library = ctypes.util.find_library("hyphen")
    if not library or not os.path.exists(path):
        return None
    hyphen = ctypes.CDLL(library)
    hyphen.hnj_hyphen_load.restype = ctypes.c_void_p
    hyphen.hnj_hyphen_free.argtypes = [ctypes.c_void_p]
    start = time.process_time()
    dictionary = hyphen.hnj_hyphen_load(path.encode())
    seconds = time.process_time() - start
    hyphen.hnj_hyphen_free(dictionary)
    return seconds


def with_locale(site, locale):
    """Sets site.yml's locale (and drops the currency and unit pricing the locale implies)."""
    path = os.path.join(site, "site.yml")
    lines = open(path, encoding="utf-8").read().splitlines()
    kept = [line for line in lines if not line.startswith(("currency:", "unit_pricing:"))]
    kept = [f"locale: {locale}" if line.startswith("locale:") else line for line in kept]
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(kept) + "\n")


def demo(folder):
    os.makedirs(folder)
    for name in ("Content", "Static"):
        shutil.copytree(os.path.join(ROOT, name), os.path.join(folder, name))
    shutil.copy(os.path.join(ROOT, "site.yml"), folder)
    return DEMO_NOW


def grocer(folder):
    os.makedirs(folder)
    shutil.copytree(os.path.join(ROOT, "Static"), os.path.join(folder, "Static"))
    subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "tools", "make_grocer.py"), folder, "--country", "de"],
                   check=True, stdout=subprocess.DEVNULL)
    notes = os.path.join(folder, "Content", "notes")
    os.makedirs(notes, exist_ok=True)
    with open(os.path.join(notes, "hours.md"), "w") as out:
        out.write(NOTE.format(week="2026-11-23"))
    return GROCER_NOW


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", default=os.path.join(ROOT, ".build/release/specials"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    specials = os.path.abspath(args.specials)
    load = pattern_load_seconds()
    print(f"libhyphen's load of hyph_de_DE.dic: {load:.2f} s CPU" if load is not None
          else "libhyphen's German patterns are not installed (apt-get install hyphen-de): German builds unhyphenated")

    with tempfile.TemporaryDirectory(prefix="specials-languages-") as scratch:
        aside = SetAside(os.path.join(scratch, "trash"))
        originals = {}
        for name, make in (("demo", demo), ("grocer", grocer)):
            for locale in LANGUAGES:
                folder = os.path.join(scratch, f"{name}-{locale}")
                now = make(folder)
                with_locale(folder, locale)
                originals[(name, locale)] = (folder, now)

        def build(site, now):
            return measured([specials, "build", "--site", site, "--now", now, "--quiet"])

        results = {}
        for run in range(args.runs):
            for (name, locale), (original, now) in originals.items():
                site = os.path.join(scratch, f"run-{name}-{locale}")
                aside(site)
                shutil.copytree(original, site)
                figures = results.setdefault((name, locale), {})
                figures.setdefault("full build", []).append(build(site, now))
                aside(os.path.join(site, "public"))
                figures.setdefault("rebuild", []).append(build(site, now))
                note = sorted(os.listdir(os.path.join(site, "Content", "notes")))[0]
                with open(os.path.join(site, "Content", "notes", note), "a") as out:
                    out.write(f"\nEdited in run {run}.\n")
                figures.setdefault("one-note edit", []).append(build(site, now))

        print(f"\nmedian of {args.runs} runs: wall s / CPU s")
        for name in ("demo", "grocer"):
            for step in ("full build", "rebuild", "one-note edit"):
                german, english = (results[(name, locale)][step] for locale in LANGUAGES)
                wall = [statistics.median(run[0] for run in runs) for runs in (german, english)]
                cpu = [statistics.median(run[1] for run in runs) for runs in (german, english)]
                print(f"{name:7} {step:14} de_DE {wall[0]:6.2f} / {cpu[0]:6.2f}   en_US {wall[1]:6.2f} / {cpu[1]:6.2f}"
                      f"   de/en CPU {cpu[0] / cpu[1]:5.2f}x   {goal(step, cpu, load)}")


def goal(step, cpu, load):
    """The goal of `step` for the German and English CPU seconds `cpu`, and whether it is met."""
    if step == "rebuild":
        return f"goal de/en <= 1.25x: {'met' if cpu[0] <= 1.25 * cpu[1] else 'NOT MET'}"
    if step == "one-note edit":
        return f"goal de_DE <= 1.5 s CPU: {'met' if cpu[0] <= 1.5 else 'NOT MET'}"
    if load is None:
        return "goal: one pattern load over en_US (no German patterns here)"
    # One load, with half of one for this machine's noise: two loads would be 2.0.
    loads = (cpu[0] - cpu[1]) / load
    return f"goal de - en = one load ({load:.2f} s), at most 1.5: {'met' if loads <= 1.5 else 'NOT MET'} ({loads:.2f} loads)"


if __name__ == "__main__":
    main()
