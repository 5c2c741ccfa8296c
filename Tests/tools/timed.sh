#!/usr/bin/env bash
# Runs a command and says how long it took on the wall clock: `timed.sh NAME command...` prints
# "time: NAME: 123 s" (with the exit status if it failed) on stderr when the command ends, and adds
# the line to the file $STEP_TIMES names, if any, which `make test` lists at the end: CI's log shows
# where the minutes go. The command's exit status is the script's.
set -uo pipefail
name=$1
shift
start=$(date +%s%N)
"$@"
status=$?
line="$name: $((($(date +%s%N) - start + 500000000) / 1000000000)) s"
[ "$status" -eq 0 ] || line+=" (failed, exit $status)"
echo "time: $line" >&2
if [ -n "${STEP_TIMES:-}" ]; then echo "$line" >>"$STEP_TIMES"; fi
exit "$status"
