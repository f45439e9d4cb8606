#!/usr/bin/env bash
# Runs the whole test suite N times on one build and prints "N passed, M failed" last.
#
# usage: Scripts/repeat-tests.sh [N] [--load | --heavy]
#   --load   keeps every core busy with a spinning process while the tests run, as a busy CI
#            machine would.
#   --heavy  runs eight spinning processes beside the tests whatever the number of cores: a load
#            of about ten on two cores, as a full compile beside the suite makes.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=10
spinning=0
for argument in "$@"; do
  case "$argument" in
    --load) spinning=$(nproc) ;;
    --heavy) spinning=8 ;;
    *) runs=$argument ;;
  esac
done
swift build --build-tests >/dev/null || { echo "build failed"; exit 1; }
spinners=()
for _ in $(seq 1 "$spinning"); do
  sh -c 'while :; do :; done' &
  spinners+=($!)
done
if [ "$spinning" -gt 0 ]; then trap 'kill "${spinners[@]}" 2>/dev/null' EXIT; fi
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
