#!/bin/sh
# The sources' shape (STYLE.md). `make format` lays the code out (.swift-format: 4 spaces, 120 columns);
# what it cannot wrap (a long string, a message a test expects) stays long. Counted here, and this fails
# past each bound: lines over 120 columns (at most 100 in Sources/), source files over 300 lines (none),
# force unwraps in Sources/ (at most 40).
set -eu
cd "$(dirname "$0")/../.."
long() { find "$1" -name '*.swift' -exec awk 'length > 120 { print FILENAME ":" FNR }' {} +; }
sources=$(long Sources | grep -c . || true)
tests=$(long Tests | grep -c . || true)
big=$(find Sources -name '*.swift' -exec wc -l {} + | awk '$2 != "total" && $1 > 300 { print $2 " (" $1 " lines)" }')
# Each force unwrap in Sources/, as file:line:match (what is counted is what is listed).
unwrapped() { grep -rnEo '[A-Za-z0-9_)\]]![^=]' --include='*.swift' Sources || true; }
unwraps=$(unwrapped | grep -c . || true)
echo "shape: lines over 120 columns: $sources in Sources/, $tests in Tests/; source files over 300 lines: $(echo "$big" | grep -c . || true); force unwraps: about $unwraps"
if [ -n "$big" ]; then echo "$big" | sed 's/^/  over 300 lines: /'; fi
if [ "$sources" -gt 100 ]; then
    long Sources | sed 's/^/  over 120 columns: /'
    echo "more than 100 lines over 120 columns in Sources/: make format wraps what it can"
    exit 1
fi
if [ -n "$big" ]; then
    echo "a source file over 300 lines: split it along a seam, an extension in a file of its own"
    exit 1
fi
if [ "$unwraps" -gt 40 ]; then
    unwrapped | sed 's/^/  force unwrap: /'
    echo "more than 40 force unwraps in Sources/"
    exit 1
fi
