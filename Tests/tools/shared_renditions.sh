#!/usr/bin/env bash
# The specials binary as the browser checks run it: their sites share encoded pictures. Most of their
# sites are the demo's photos and share cards again (in five languages, a chain, a list's copy), and
# encoding them was most of what their 39 builds cost. `specials build` first finds in its site's
# `.specials-cache/renditions/` every rendition an earlier build of these checks encoded (hard links
# into a shared folder, .build/browser-renditions/), then adds what it encoded itself. A rendition's
# name is a hash of what it is made from, and its file is written whole and never changed (the cache
# renames a new file into place), so a site finds only what it would have encoded the same; what it
# does not use its own build prunes from its copy. Any other command runs as it is.
#
# Usage: exactly as the binary. SPECIALS_BINARY (default .build/debug/specials) and
# SPECIALS_SHARED_RENDITIONS (default .build/browser-renditions) name the binary and the shared folder.
set -uo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
binary=${SPECIALS_BINARY:-$repo/.build/debug/specials}
shared=${SPECIALS_SHARED_RENDITIONS:-$repo/.build/browser-renditions}
[ "${1:-}" = build ] || exec "$binary" "$@"

site=.
arguments=("$@")
for ((i = 1; i < ${#arguments[@]}; i++)); do
    case ${arguments[i]} in
        --site) site=${arguments[i + 1]:-.} ;;
        --site=*) site=${arguments[i]#--site=} ;;
    esac
done
own="$site/.specials-cache/renditions"
mkdir -p "$shared" "$own"
# A rendition's file is <key>-<width>x<height>; the cache's record of its builds and files being
# written (dot files) are each site's own. Linked where both folders are on one file system, else
# copied; a name already there is left as it is.
link() {
    local names=("$2"/*-*x*)
    [ -e "${names[0]}" ] || return 0
    flock "$1" "$shared/.lock" cp -l -n -t "$3" -- "${names[@]}" 2>/dev/null \
        || flock "$1" "$shared/.lock" cp -n -t "$3" -- "${names[@]}" 2>/dev/null || true
}
link -s "$shared" "$own"
"$binary" "$@"
status=$?
link -x "$own" "$shared"
exit "$status"
