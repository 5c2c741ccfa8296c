#!/usr/bin/env python3
"""specials build beside Hugo and the cmark floor on the same corpus, in one run.

Generates 10,000 notes of about 2 KB of CommonMark and 52 weekly snapshots of 200 tiles, then runs,
alternating, median of 5: `specials build` (release) into an empty folder, over its own output
(a no-op rebuild) and over a different version (every week and note page changes); Hugo (Debian's
hugo, if installed) on the same notes with a minimal template, into an empty folder and over its own
output; and `cmark` over the same files as the floor. Prints median wall and CPU times, peak memory,
every run's wall time (this kind of machine is noisy) and the ratios.

    make bench-build            or    python3 Benchmarks/build_benchmark.py --specials .build/release/specials
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

from measure import SetAside, measured

HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2026-11-21"
COPY = "cp -r of that output (the disk's floor)"


def run(command, cwd=None):
    """Wall time, peak resident memory (MiB) and CPU time (user + system) of one command."""
    wall, cpu, peak = measured(command, cwd=cwd)
    return wall, peak, cpu


def hugo_site(folder, notes):
    os.makedirs(os.path.join(folder, "layouts", "_default"))
    os.makedirs(os.path.join(folder, "content"))
    with open(os.path.join(folder, "config.toml"), "w") as out:
        out.write('baseURL = "https://generated.example/"\ntitle = "Generated"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(folder, "layouts", "_default", "single.html"), "w") as out:
        out.write("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n")
    with open(os.path.join(folder, "layouts", "_default", "list.html"), "w") as out:
        out.write("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}</body></html>\n")
    shutil.copytree(notes, os.path.join(folder, "content", "notes"))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--specials", required=True)
    parser.add_argument("--notes", type=int, default=10000)
    parser.add_argument("--weeks", type=int, default=52)
    parser.add_argument("--tiles", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hugo-style", action="store_true", help="notes with Hugo's tags:, categories: and aliases:")
    parser.add_argument("--own-base", action="store_true", help="the site's own Templates/base.mustache (the theme's, with a line added)")
    args = parser.parse_args()
    specials = os.path.abspath(args.specials)
    work = tempfile.mkdtemp(prefix="specials-bench-")
    try:
        sites = []
        for version in (0, 1):
            site = os.path.join(work, f"site{version}")
            subprocess.run([sys.executable, os.path.join(HERE, "..", "Tests", "tools", "make_site.py"), site, "--weeks", str(args.weeks),
                            "--tiles", str(args.tiles), "--notes", str(args.notes), "--version", str(version)]
                           + (["--hugo-style"] if args.hugo_style else []), check=True)
            if args.own_base:
                theme = open(os.path.join(HERE, "..", "Sources", "SpecialsKit", "Render", "Theme", "base.mustache")).read()
                os.makedirs(os.path.join(site, "Templates"))
                with open(os.path.join(site, "Templates", "base.mustache"), "w") as out:
                    out.write(theme.replace('<main id="main">', '<p class="brand-line">Fresh every week at {{site.title}}</p>\n<main id="main">', 1))
            sites.append(site)
        notes = os.path.join(sites[0], "Content", "notes")
        note_files = sorted(os.path.join(notes, name) for name in os.listdir(notes))
        size = sum(os.path.getsize(path) for path in note_files) / len(note_files)
        hugo = shutil.which("hugo")
        if hugo:
            hugo_site(os.path.join(work, "hugo"), notes)

        results = {}
        def record(name, figures):
            results.setdefault(name, []).append(figures)

        # Outputs are moved aside, not deleted, until the end (see SetAside).
        set_aside = SetAside(os.path.join(work, "set-aside"))

        out = os.path.join(work, "public")
        hugo_out = os.path.join(work, "hugo-public")
        for _ in range(args.runs):
            # Truly empty: also the previous site a publish keeps beside its output to start from, and
            # the layouts the site's cache keeps.
            set_aside(out)
            set_aside(os.path.join(work, ".public.previous"))
            set_aside(os.path.join(sites[0], ".specials-cache", "layouts.json"))
            record("specials: full build, empty output", run([specials, "build", "--site", sites[0], "--output", out, "--now", NOW, "--quiet"]))
            # The disk's floor: the same files and folders copied into an empty folder.
            copy = os.path.join(work, "copy")
            set_aside(copy)
            record(COPY, run(["cp", "-r", out, copy]))
            record("specials: no-op rebuild", run([specials, "build", "--site", sites[0], "--output", out, "--now", NOW, "--quiet"]))
            record("specials: full build over the other version", run([specials, "build", "--site", sites[1], "--output", out, "--now", NOW, "--quiet"]))
            run([specials, "build", "--site", sites[0], "--output", out, "--now", NOW, "--quiet"])
            if hugo:
                set_aside(hugo_out)
                record("hugo: empty output", run([hugo, "--quiet", "-s", os.path.join(work, "hugo"), "-d", hugo_out]))
                record("hugo: over its output", run([hugo, "--quiet", "-s", os.path.join(work, "hugo"), "-d", hugo_out]))
            if shutil.which("cmark"):  # Debian's cmark package; the floor is left out without it
                record("cmark: the notes' Markdown (floor)", run(["cmark", *note_files]))

        style = (" with Hugo's tags:, categories: and aliases:" if args.hugo_style else "") + (", the site's own base.mustache" if args.own_base else "")
        print(f"corpus: {len(note_files)} notes{style} of {size / 1024:.1f} KB, {args.weeks} weekly snapshots of {args.tiles} tiles; "
              f"median of {args.runs} alternating runs on {os.cpu_count()} cores")
        medians = {}
        for name, figures in results.items():
            seconds = statistics.median(f[0] for f in figures)
            memory = max(f[1] for f in figures)
            medians[name] = (seconds, memory)
            spread = ", ".join(f"{f[0]:.2f}" for f in figures)
            cpu = statistics.median(f[2] for f in figures)
            print(f"  {name:46} {seconds:7.2f} s   cpu {cpu:6.2f} s   peak {memory:7.0f} MiB   (runs: {spread})")
        full = medians["specials: full build, empty output"]
        changed = medians["specials: full build over the other version"]
        noop = medians["specials: no-op rebuild"]
        floor = medians.get("cmark: the notes' Markdown (floor)")
        print("ratios:")
        print(f"  no-op rebuild / full build:                 {noop[0] / changed[0]:.2f}   (goal <= 0.10)")
        if floor:
            print(f"  full build / cmark floor:                   {full[0] / floor[0]:.1f}x   (goal <= 4x)")
        if hugo:
            hugo_empty = medians['hugo: empty output'][0]
            print(f"  full build / hugo, empty output:            {full[0] / hugo_empty:.2f}   (goal <= 0.5)")
            print(f"  cp -r of the output / hugo, empty output:   {medians[COPY][0] / hugo_empty:.2f}   (the floor of the above)")
            print(f"  full build / hugo, over its output:         {changed[0] / medians['hugo: over its output'][0]:.2f}   (goal <= 0.20)")
            print(f"  peak memory / hugo:                         {max(full[1], changed[1]) / max(medians['hugo: empty output'][1], medians['hugo: over its output'][1]):.2f}   (goal <= 0.25)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
