#!/usr/bin/env bash
# Runs a command with TMPDIR set to a fresh folder of its own, removed when it ends; then fails if
# anything new is left in the system's temporary folder itself. Tests never touch a real folder: what
# Chromium, the Swift toolchain and the tests make goes into the scratch folder, and what escapes it is
# named (so is what another program makes there meanwhile: run the tests alone). One thing is let be:
# Java (vnu) keeps its per-user performance-data folder, hsperfdata_USER, in /tmp whatever TMPDIR
# says, and its options cannot be set without vnu's wrapper reading Java's note about them as a
# validation error.
set -uo pipefail
real="${TMPDIR:-/tmp}"
listing() { find "$real" -mindepth 1 -maxdepth 1 -printf '%f\n' | sort; }
before=$(listing)
scratch=$(mktemp -d "$real/specials-tests-XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT
TMPDIR="$scratch" "$@"
status=$?
left=$(comm -13 <(printf '%s\n' "$before") <(listing) | grep -vxF -e "${scratch##*/}" -e "hsperfdata_$(id -un)")
if [ -n "$left" ]; then
    echo "left in $real, outside the tests' scratch folder:" >&2
    sed 's/^/  /' <<<"$left" >&2
    [ "$status" -eq 0 ] && status=1
fi
exit "$status"
