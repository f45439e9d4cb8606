#!/usr/bin/env bash
# Builds the DocC catalogs of ComposableCore, ComposableTesting and ComposableArchitecture into
# .build/docs/<Target>. A warning, a broken symbol link among them, fails the script.
#
# usage: Scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build/docs
for target in ComposableCore ComposableTesting ComposableArchitecture; do
  swift package --allow-writing-to-directory .build/docs \
    generate-documentation --target "$target" \
    --output-path ".build/docs/$target" --warnings-as-errors
done
