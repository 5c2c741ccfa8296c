#!/usr/bin/env python3
"""Measures `specials serve` on the demo site: from saving a note to the reload event reaching an open
page, and to the new page being served. Prints the figures; the goal is under 300 ms.

    python3 Benchmarks/preview_latency.py --specials .build/release/specials
"""
import argparse
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
NOTE = "Content/notes/which-water.md"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--specials", required=True)
    parser.add_argument("--edits", type=int, default=20)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="specials-preview-")
    site = os.path.join(work, "site")
    os.makedirs(site)
    for name in ("site.yml", "Content", "Templates", "Static"):
        source = os.path.join(ROOT, name)
        (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, os.path.join(site, name))
    serve = subprocess.Popen([os.path.abspath(args.specials), "serve", "--site", site, "--port", "0", "--now", "2026-11-21"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = serve.stdout.readline()
        port = int(re.search(r":(\d+)/", line).group(1))
        events = []
        connection = socket.create_connection(("127.0.0.1", port))
        connection.sendall(b"GET /__specials/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")

        def listen():
            buffer = b""
            while True:
                chunk = connection.recv(4096)
                if not chunk:
                    return
                buffer += chunk
                while b"event: reload" in buffer:
                    events.append(time.monotonic())
                    buffer = buffer.split(b"event: reload", 1)[1]
        threading.Thread(target=listen, daemon=True).start()
        time.sleep(0.5)

        original = open(os.path.join(site, NOTE)).read()
        to_event, to_page = [], []
        for edit in range(args.edits):
            marker = f"Edit number {edit} of the benchmark."
            seen = len(events)
            start = time.monotonic()
            with open(os.path.join(site, NOTE), "w") as out:
                out.write(original + "\n" + marker + "\n")
            while len(events) == seen and time.monotonic() - start < 5:
                time.sleep(0.001)
            if len(events) == seen:
                sys.exit("no reload event within 5 s")
            to_event.append(events[seen] - start)
            while True:
                body = urllib.request.urlopen(f"http://127.0.0.1:{port}/notes/which-water/").read().decode()
                if marker in body:
                    to_page.append(time.monotonic() - start)
                    break
            time.sleep(0.3)
        def figures(values):
            values = sorted(v * 1000 for v in values)
            return f"median {statistics.median(values):.0f} ms, 90th percentile {values[int(len(values) * 0.9) - 1]:.0f} ms, max {values[-1]:.0f} ms"
        print(f"preview on the demo site, {args.edits} edits of a note:")
        print(f"  save -> reload event at the page: {figures(to_event)}")
        print(f"  save -> new page served:          {figures(to_page)}")
        print(f"  goal: under 300 ms")
    finally:
        serve.terminate()
        serve.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
