#!/usr/bin/env bash
# Builds every target and its tests, and fails if the compiler warns about a file of this
# package; warnings in dependencies (under .build/checkouts) are not ours to fix.
#
# The compiler warns only about files it compiles, so the package's own sources are touched first:
# every one of its modules compiles again, while the dependencies' builds stay as they are.
#
# usage: Scripts/check-warnings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ours=(Package.swift Core Clients Features Apps Tests TestSupport)
find "${ours[@]}" -name '*.swift' -exec touch {} +
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
root=$(pwd -P)
# NB: Each warning once: the compiler can print one for several jobs of a module.
warnings=$(grep -E "^($root|$PWD)/[^:]+(:[0-9]+)*: warning:" "$log" |
  grep -v -E "^($root|$PWD)/\.build" |
  sort -u || true)
if [ -n "$warnings" ]; then
  echo >&2
  echo "The build warned $(echo "$warnings" | wc -l) time(s) about this package's files:" >&2
  echo "$warnings" >&2
  exit 1
fi
echo "No warnings in this package's files."
