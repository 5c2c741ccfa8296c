#!/usr/bin/env bash
# Builds the demo site and a generated site of 1,000 notes with two specials binaries and compares the
# outputs byte for byte: a refactoring must not change a single published byte.
#
#   Tests/tools/compare_builds.sh BEFORE_BINARY AFTER_BINARY
set -euo pipefail
before=$1 after=$2
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Tests/tools/make_site.py "$work/notes" --weeks 4 --tiles 40 --notes 1000 --first-week 2026-11-02 >/dev/null
for who in before after; do
    binary=${!who}
    "$binary" build --now 2026-11-21 --output "$work/demo-$who" --quiet
    "$binary" build --site "$work/notes" --now 2026-11-21 --output "$work/notes-$who" --quiet
done
for site in demo notes; do
    diff -r "$work/$site-before" "$work/$site-after"
    echo "$site: $(find "$work/$site-after" -type f | wc -l) files, byte-identical"
done
