#!/usr/bin/env bash
# Runs the whole test suite N times on one build and prints "N passed, M failed" last.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
swift build --build-tests >/dev/null || { echo "build failed"; exit 1; }
passed=0
failed=0
for i in $(seq 1 "$runs"); do
  log=$(mktemp)
  if swift test --skip-build >"$log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "run $i failed:"
    grep -E "✘|error:|failed" "$log" | head -20
  fi
  rm -f "$log"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
