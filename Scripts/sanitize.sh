#!/usr/bin/env bash
# Runs the whole test suite under the thread sanitizer and under the address sanitizer (with
# LeakSanitizer, which Linux's ASan includes), each in a scratch path of its own, and prints for
# each the number of sanitizer reports and the time it took. Exit status: non-zero if any report
# was found or a run failed.
#
# usage: Scripts/sanitize.sh [thread] [address]      (both by default)
set -uo pipefail
cd "$(dirname "$0")/.."
sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(thread address)
status=0
for sanitizer in "${sanitizers[@]}"; do
  log=$(mktemp)
  start=$(date +%s)
  # NB: The suppressions cover leaks inside the toolchain and races inside a test-only
  # dependency (see the files); they reach the case-studies processes that the CLI tests start
  # too, whose exit status a leak would change.
  LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0" \
    TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan.supp" \
    swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" >"$log" 2>&1
  result=$?
  seconds=$(($(date +%s) - start))
  reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log")
  summary=$(grep -E "Test run with|Executed .* tests" "$log" | tail -2 | tr '\n' ' ')
  echo "$sanitizer: $reports reports, exit $result, ${seconds}s. $summary"
  if [ "$reports" -gt 0 ] || [ "$result" -ne 0 ]; then
    grep -E -A12 "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" | head -80
    # The tests that failed, and what each recorded, so that a failure without a report is named.
    grep -E "✘|error:" "$log" | grep -v "known issue" | head -40
    status=1
  fi
  rm -f "$log"
done
exit $status
