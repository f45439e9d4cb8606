#!/usr/bin/env bash
# Runs the suite with full property-test and stress volume: 1,000 seeded streams per property
# test and 10,000 refresh cycles, where a plain `swift test` runs 100 and 1,000.
#
# usage: Scripts/soak.sh [swift test arguments…]
set -euo pipefail
cd "$(dirname "$0")/.."
SOAK=1 swift test "$@"
