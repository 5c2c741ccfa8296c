#!/bin/sh
# The sources' shape (STYLE.md). `make format` lays the code out (.swift-format: 4 spaces, 120 columns);
# what it cannot wrap (a long string, a message a test expects) stays long. Counted here, and this fails
# past each bound: lines over 120 columns (at most 100 in Sources/), source files over 300 lines (none),
# force unwraps in Sources/ (at most 40), functions in Sources/ over 60 lines (none), test files over 400
# lines (none) and commands (Sources/specials/*Command.swift) over 60 lines (none).
# Force unwraps and function lengths are measured by swift_shape.awk, which says what each one is;
# check_shape_selftest.sh holds it to a sample of every form.
set -eu
cd "$(dirname "$0")/../.."
long() { find "$1" -name '*.swift' -exec awk 'length > 120 { print FILENAME ":" FNR }' {} +; }
# Files over a number of lines, as "path (N lines)".
over() { awk -v most="$1" '$2 != "total" && $1 > most { print $2 " (" $1 " lines)" }'; }
sources=$(long Sources | grep -c . || true)
tests=$(long Tests | grep -c . || true)
big=$(find Sources -name '*.swift' -exec wc -l {} + | over 300)
big_tests=$(find Tests -name '*.swift' -exec wc -l {} + | over 400)
big_commands=$(wc -l Sources/specials/*Command.swift | over 60)
measured=$(find Sources -name '*.swift' | sort | xargs awk -f Tests/tools/swift_shape.awk)
# Each force unwrap in Sources/ as file:line:column, each function over 60 lines as "file:line name (N lines)".
unwraps=$(echo "$measured" | sed -n 's/^unwrap //p')
long_functions=$(echo "$measured" | awk '$1 == "function" && $4 > 60 { print $2 " " $3 " (" $4 " lines)" }')
count() { if [ -n "$1" ]; then echo "$1" | grep -c .; else echo 0; fi; }
echo "shape: lines over 120 columns: $sources in Sources/, $tests in Tests/; source files over 300 lines:" \
    "$(count "$big"); force unwraps: $(count "$unwraps"); functions over 60 lines: $(count "$long_functions");" \
    "test files over 400 lines: $(count "$big_tests"); commands over 60 lines: $(count "$big_commands")"
status=0
fail() { echo "$2" | sed "s/^/  $1: /"; echo "$3"; status=1; }
if [ "$sources" -gt 100 ]; then
    fail "over 120 columns" "$(long Sources)" "more than 100 lines over 120 columns in Sources/: make format wraps what it can"
fi
if [ -n "$big" ]; then
    fail "over 300 lines" "$big" "a source file over 300 lines: split it along a seam, an extension in a file of its own"
fi
if [ "$(count "$unwraps")" -gt 40 ]; then
    fail "force unwrap" "$unwraps" "more than 40 force unwraps in Sources/: handle the absent value, or use an API that has none"
fi
if [ -n "$long_functions" ]; then
    fail "function" "$long_functions" "a function over 60 lines in Sources/: it does two things, split it there"
fi
if [ -n "$big_tests" ]; then
    fail "test file" "$big_tests" "a test file over 400 lines: split it by topic, a suite per file named for what it tests"
fi
if [ -n "$big_commands" ]; then
    fail "command" "$big_commands" "a command over 60 lines: keep it a thin shell over the library"
fi
exit $status
