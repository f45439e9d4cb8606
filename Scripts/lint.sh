#!/usr/bin/env bash
# Checks the tree against .swift-format (2 spaces, 100 columns); `--fix` rewrites it instead.
#
# usage: Scripts/lint.sh [--fix]
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Core Clients Features Apps Tests TestSupport Benchmarks Tools/TCALinux Tools/tca-linux)
if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place --recursive "${paths[@]}"
else
  swift format lint --strict --recursive "${paths[@]}"
fi
