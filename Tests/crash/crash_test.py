#!/usr/bin/env python3
"""Proves publishing is crash-safe and one build runs at a time, with the real binary.

1. Kills `specials build` with SIGKILL at random moments across whole builds of a large site, again
   and again, alternating between two versions of the site; after every kill, public/ must be exactly
   one complete site, the old or the new (compared file by file with manifests of both).
2. A full disk (simulated with a file-size limit): exit 73, the old site intact.
3. A build while another holds the lock: exit 75 naming the holder; with --wait it goes ahead when the
   holder lets go. A lock left by a killed build never blocks the next one.
"""
import argparse
import fcntl
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2026-11-21"


def manifest(folder):
    result = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                result[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return result


def build(specials, site, output, *extra, limit_kb=None):
    command = [specials, "build", "--site", site, "--output", output, "--now", NOW, "--quiet", *extra]
    if limit_kb:
        command = ["bash", "-c", f"ulimit -f {limit_kb}; exec \"$@\"", "build", *command]
    return subprocess.run(command, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--specials", required=True)
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    specials = os.path.abspath(args.specials)
    rng = random.Random(args.seed)
    problems = []
    work = tempfile.mkdtemp(prefix="specials-crash-")
    try:
        sites = []
        for version in (0, 1):
            site = os.path.join(work, f"site{version}")
            subprocess.run([sys.executable, os.path.join(HERE, "..", "tools", "make_site.py"), site,
                            "--weeks", "20", "--tiles", "120", "--notes", "600", "--version", str(version)], check=True)
            sites.append(site)
        manifests = []
        durations = []
        for version, site in enumerate(sites):
            reference = os.path.join(work, f"reference{version}")
            start = time.monotonic()
            result = build(specials, site, reference)
            durations.append(time.monotonic() - start)
            if result.returncode != 0:
                sys.exit(f"the reference build failed: {result.stderr}")
            manifests.append(manifest(reference))
        print(f"crash: two versions of {len(manifests[0])} files each, a build takes {max(durations):.2f} s")

        # Time builds the way the loop runs them: over the other version's published site.
        output = os.path.join(work, "public")
        build(specials, sites[0], output)
        durations = []
        for version in (1, 0):
            start = time.monotonic()
            build(specials, sites[version], output)
            durations.append(time.monotonic() - start)
        print(f"crash: a rebuild over the other version takes {max(durations):.2f} s")
        current = 0
        outcomes = {"old": 0, "new": 0}
        for attempt in range(args.kills):
            target = 1 - current
            process = subprocess.Popen([specials, "build", "--site", sites[target], "--output", output, "--now", NOW, "--quiet"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            # Half the kills anywhere in the build, half in its last third, where files are written and swapped.
            late = attempt % 2 == 1
            time.sleep(rng.uniform(max(durations) * (0.6 if late else 0), max(durations) * (1.25 if late else 1.0)))
            process.send_signal(signal.SIGKILL)
            process.wait()
            found = manifest(output)
            if found == manifests[current]:
                outcomes["old"] += 1
            elif found == manifests[target]:
                outcomes["new"] += 1
                current = target
            else:
                problems.append(f"kill {attempt}: public/ is neither the old site nor the new one "
                                f"({len(found)} files; {len(set(found.items()) ^ set(manifests[target].items()))} differ from the new)")
                break
        print(f"crash: {args.kills} builds killed at random moments: public/ was the old site {outcomes['old']} times, "
              f"the new one {outcomes['new']} times, never anything else" if not problems else "crash: FAILED")

        # The kernel released every killed build's lock: a normal build goes ahead and tidies up.
        result = build(specials, sites[1 - current], output)
        if result.returncode != 0 or manifest(output) != manifests[1 - current]:
            problems.append(f"the build after the kills failed: {result.returncode} {result.stderr}")
        leftovers = [name for name in os.listdir(work) if ".staging-" in name or ".old-" in name]
        if leftovers:
            problems.append(f"leftovers after a good build: {leftovers}")

        # A full disk: the new site cannot be written. The site before the published one is kept beside
        # it, and a build reuses its files where they already hold the new contents (a change undone),
        # writing nothing; without it every file of the other version must be written.
        shutil.rmtree(os.path.join(work, ".public.previous"), ignore_errors=True)
        before = manifest(output)
        result = build(specials, sites[current], output, limit_kb=64)
        if result.returncode != 73 or "error: cannot write: File too large; the published site was left as it was" not in result.stderr:
            problems.append(f"a full disk gave exit {result.returncode}: {result.stderr.strip()[:200]}")
        if manifest(output) != before:
            problems.append("a full disk changed public/")
        said = [line for line in result.stderr.splitlines() if ": error: " in line] or result.stderr.strip().splitlines() or [""]
        print(f"crash: a full disk exits {result.returncode}: {said[0]}")

        # One build at a time.
        lock_path = os.path.join(work, ".public.lock")
        with open(lock_path, "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            lock.seek(0)
            lock.truncate()
            lock.write(f"pid {os.getpid()}\n")
            lock.flush()
            busy = build(specials, sites[current], output)
            expected = f"another build (pid {os.getpid()}) is publishing here"
            if busy.returncode != 75 or expected not in busy.stderr:
                problems.append(f"a locked output gave exit {busy.returncode}: {busy.stderr.strip()}")
            print(f"crash: a second build exits {busy.returncode}: {busy.stderr.strip()}")
            threading.Timer(1.0, lambda: fcntl.flock(lock, fcntl.LOCK_UN)).start()
            waited = build(specials, sites[current], output, "--wait", "10")
            if waited.returncode != 0:
                problems.append(f"--wait did not go ahead once the lock was free: {waited.stderr}")
            print(f"crash: with --wait 10 it waits for the holder and exits {waited.returncode}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
