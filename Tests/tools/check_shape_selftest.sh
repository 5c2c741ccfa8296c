#!/bin/sh
# The shape check's own test: swift_shape.awk measures shape-sample/Sample.swift.txt (each form of force
# unwrap and each look-alike that is not one, functions of every kind of declaration) and must print
# exactly shape-sample/expected.txt, which was written from the sample by hand.
set -eu
cd "$(dirname "$0")/../.."
sample=Tests/tools/shape-sample
if ! awk -f Tests/tools/swift_shape.awk "$sample/Sample.swift.txt" | diff "$sample/expected.txt" -; then
    echo "swift_shape.awk measured $sample/Sample.swift.txt differently from $sample/expected.txt (diff above)"
    exit 1
fi
echo "shape self-test: $(grep -c '^unwrap' "$sample/expected.txt") force unwraps and" \
    "$(grep -c '^function' "$sample/expected.txt") functions measured as expected"
