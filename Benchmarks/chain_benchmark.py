#!/usr/bin/env python3
"""What a chain costs: a full build of hundreds of stores, one region's new snapshot, and shards.

Generates a chain from the demo site (its feeds, notes and Static/ photos): --stores stores in --regions
regions, --own of them on their own feed, every region's ad a reshuffle of the demo's weeks with its own
prices. Then, with the release binary restricted to --cores cores:
- the demo site alone (one store): the reference, measured in the same run;
- the chain's first build into an empty folder (every page, every rendition), a no-op rebuild, and
  every page rendered and published again into an empty folder with the layouts and renditions kept
  (what the render and publish steps cost);
- every page changed (a word every page shows), published over the previous output: a weekly build;
- one region's new snapshot: the rebuild, and every file outside that region's stores and item pages
  that was rewritten (there should be none but the sitemap index);
- --shards shards, each into its own folder: disjoint, together every store, shared files identical.
Prints wall time, CPU time and peak memory of each, median of --runs where it says so.

    make bench-chain     or    python3 Benchmarks/chain_benchmark.py --stores 2000 --regions 40
"""
import argparse
import json
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "tools"))
from make_chain import NOW, copy_demo, make_chain  # noqa: E402
from measure import SetAside, measured  # noqa: E402


def clear_output(output, set_aside, keep_slugs=False):
    """The output and what a build keeps beside it (.public.build, .public.previous, .public.slugs).
    With `keep_slugs`, the slugs stay: a full render and publish with nothing to pack or encode (the
    layouts and renditions are in the site's cache)."""
    parent, name = os.path.split(output)
    for entry in os.listdir(parent) if os.path.isdir(parent) else []:
        if entry == name or entry.startswith(f".{name}.") and not (keep_slugs and entry.endswith(".slugs")):
            set_aside(os.path.join(parent, entry))


def files_below(folder):
    """Path -> (inode, mtime) of every file below `folder`, the build's own records left out."""
    result = {}
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            relative = os.path.relpath(path, folder)
            if relative.startswith(".specials"):
                continue
            info = os.stat(path)
            result[relative] = (info.st_ino, info.st_mtime_ns)
    return result


def contents(folder):
    result = {}
    for base, _, names in os.walk(folder):
        for name in names:
            relative = os.path.relpath(os.path.join(base, name), folder)
            if not relative.startswith(".specials"):
                with open(os.path.join(base, name), "rb") as handle:
                    result[relative] = handle.read()
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specials", default=os.path.join(ROOT, ".build/release/specials"))
    parser.add_argument("--stores", type=int, default=500)
    parser.add_argument("--regions", type=int, default=20)
    parser.add_argument("--own", type=int, default=50)
    parser.add_argument("--shards", type=int, default=4)
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    specials = os.path.abspath(args.specials)

    with tempfile.TemporaryDirectory(prefix="specials-chain-") as scratch:
        site = os.path.join(scratch, "chain")
        ad = make_chain(site, args.stores, args.regions, args.own)
        demo_site = os.path.join(scratch, "demo")
        copy_demo(demo_site)
        print(f"chain: {args.stores} stores in {args.regions} regions, {args.own} on their own feed; {args.cores} cores")

        # Outputs are moved aside, not deleted, until the end (see SetAside): the first build and
        # "every page again" publish into an empty folder as a new machine would, not one whose
        # thousands of files were deleted a moment ago.
        set_aside = SetAside(os.path.join(scratch, "set-aside"))
        demo_runs, full_runs, noop_runs, warm_runs, copy_runs = [], [], [], [], []
        for attempt in range(args.runs):
            # The reference: the demo site, one store, on a cold cache.
            set_aside(os.path.join(demo_site, ".specials-cache"))
            clear_output(os.path.join(demo_site, "public"), set_aside)
            demo_runs.append(measured([specials, "build", "--site", demo_site, "--now", NOW, "--quiet"], args.cores))
            # The chain, from nothing: no layouts, no renditions.
            set_aside(os.path.join(site, ".specials-cache"))
            output = os.path.join(scratch, "public")
            clear_output(output, set_aside)
            full_runs.append(measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet"], args.cores))
            noop_runs.append(measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet"], args.cores))
            # Every page rendered and published again, with the layouts and renditions kept.
            measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet", "--image-timeout", "600"], args.cores)
            clear_output(output, set_aside, keep_slugs=True)
            warm_runs.append(measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet"], args.cores))
            # The floor of that: copying its output with `cp -r` into an empty folder.
            copy = os.path.join(scratch, f"copy-{attempt}")
            copy_runs.append(measured(["cp", "-r", output, copy], args.cores))
            set_aside(copy)

        def show(name, runs):
            wall = statistics.median(run[0] for run in runs)
            cpu = statistics.median(run[1] for run in runs)
            memory = max(run[2] for run in runs)
            every = ", ".join(f"{run[0]:.2f}" for run in runs)
            print(f"{name:<44} {wall:7.2f} s wall {cpu:7.2f} s CPU {memory:7.0f} MiB peak   (runs: {every})")
            return wall

        demo = show("demo site, one store (reference)", demo_runs)
        full = show(f"chain, first build ({len(contents(output))} files)", full_runs)
        show("chain, nothing changed", noop_runs)
        warm = show("chain, every page again (layouts, pictures kept)", warm_runs)
        copied = show("cp -r of that output", copy_runs)
        print(f"{'':<44} the chain's build is {full / demo:.1f} times the one store's; every page again is "
              f"{warm / copied:.2f} times cp -r (goal <= 2), at {max(run[2] for run in warm_runs):.0f} MiB (goal <= 500)")

        # A first build may leave AVIF renditions for the next (its image step has a deadline): settle
        # them first, so that what follows measures the new snapshot alone.
        measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet", "--image-timeout", "600"], args.cores)

        # The weekly build's case: every page changed (a word every page shows), published over the
        # previous output.
        settings_path = os.path.join(site, "site.yml")
        settings = open(settings_path).read()
        assert "\nwords:" not in "\n" + settings, "the generated site.yml already sets words:"
        changed_runs = []
        for attempt in range(args.runs):
            with open(settings_path, "w") as handle:
                handle.write(settings + f"words:\n  nav_stores: Stores ({attempt})\n")
            changed_runs.append(measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet"], args.cores))
        with open(settings_path, "w") as handle:
            handle.write(settings)
        measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet"], args.cores)
        show("every page changed, over the previous output", changed_runs)
        # One region's new snapshot: its stores are rewritten and its new cards added, nothing else but the
        # sitemap index.
        region = 3 % args.regions
        before = files_below(output)
        update_runs = []
        for attempt in range(args.runs):
            snapshot = json.load(open(os.path.join(site, f"Content/regions/r{region}/specials", ad)))
            snapshot["managerSpecials"][0]["price"] = f"0.{attempt + 10}"
            path = os.path.join(site, f"Content/regions/r{region}/specials", NOW + ".json")
            with open(path, "w") as handle:
                json.dump(snapshot, handle)
            update_runs.append(measured([specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet"], args.cores))
        show(f"one region's new snapshot (r{region})", update_runs)
        after = files_below(output)
        members = {f"stores/s{store}/" for store in range(args.stores) if store % args.regions == region} | {f"regions/r{region}/"}
        # A share card is named by what it shows: the region's new week and prices are new cards in cards/,
        # never a card another store links to written again.
        outside = sorted(path for path, stamp in after.items()
                         if before.get(path) != stamp and not any(path.startswith(member) for member in members)
                         and not (path.startswith("cards/") and path not in before))
        inside = sum(1 for path, stamp in after.items() if before.get(path) != stamp and path not in outside)
        print(f"{'':<44} {inside} files of its {len(members) - 1} stores and its item pages written; outside them: {', '.join(outside) or 'none'}")

        # Shards into their own folders.
        shard_stores, merged, clashes, shard_runs = [], {}, [], []
        for index in range(1, args.shards + 1):
            folder = os.path.join(scratch, f"shard-{index}")
            shard_runs.append(measured([specials, "build", "--site", site, "--output", folder, "--now", NOW, "--quiet",
                                        "--shard", f"{index}/{args.shards}"], args.cores))
            files = contents(folder)
            shard_stores.append({path.split("/")[1] for path in files if path.startswith("stores/")})
            for path, data in files.items():
                if path in merged and merged[path] != data:
                    clashes.append(path)
                merged[path] = data
        show(f"{args.shards} shards, each", shard_runs)
        every = set().union(*shard_stores)
        disjoint = sum(len(stores) for stores in shard_stores) == len(every)
        full_files = contents(output)
        print(f"{'':<44} stores per shard: {', '.join(str(len(stores)) for stores in shard_stores)}; "
              f"disjoint: {disjoint}; together every store: {len(every) == args.stores}; "
              f"files in several shards differing: {len(clashes)}; merged == full build: {merged == full_files}")
        if clashes or not disjoint or len(every) != args.stores or merged != full_files:
            sys.exit("the shards do not merge into the full build")


if __name__ == "__main__":
    main()
