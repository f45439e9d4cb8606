#!/usr/bin/env bash
# Runs the runtime benchmarks (release build, Benchmarks/ package) and prints per-operation
# medians and p90s, then the ratios that BENCHMARKS.md tracks, all from this one run.
# Extra arguments go to 'swift package benchmark' (e.g. --filter 'Store send.*').
set -euo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

# NB: SwiftPM can miss source files added to the root package since the last plan of this scratch
# path (a path dependency); removing the plan makes it look again, at the cost of a few seconds.
rm -f .build-bench/release.yaml
(cd Benchmarks && swift package --scratch-path ../.build-bench benchmark \
  --no-progress --format histogramPercentiles --path "$results" "$@") >&2

# Each file holds "percentile<TAB>value" lines, already divided by the benchmark's scaling factor.
value() { # benchmark name, metric, percentile
  local file="$results/Current_run.RuntimeBenchmarks.${1// /_}.$2.histogram.percentiles.tsv"
  [ -f "$file" ] && awk -F'\t' -v p="$3" '$1 == p { print $2 }' "$file" || echo ""
}

names=(
  "Baseline Counter reduce"
  "Dependency push floor"
  "Store send depth 0"
  "Store send depth 1"
  "Store send depth 5"
  "Store send depth 10"
  "Observed send depth 0"
  "Observed send depth 0, one observer"
  "Observed send depth 10"
  "Observed send depth 10, one observer"
  "Scoped store send depth 1"
  "Scoped store send depth 10"
  "ForEach row send 10 rows"
  "ForEach row send 1,000 rows"
  "ForEach row send 100,000 rows"
  "Row lookup 1,000 rows (floor)"
  "Row lookup 100,000 rows (floor)"
  "ForEach row send 1,000 observed rows"
  "Stack element send"
  "IfLet child send"
  "Presented child send"
  "Parent send, child presented"
  "Effect round trip"
  "Hop floor round trip"
  "10k cancellable effects cancelled by id"
  "10k tasks cancelled (floor)"
  "10k main-actor tasks cancelled (floor)"
  "10k main-actor tasks hopping (floor)"
  "TestStore send and assert"
  "TestStore send and receive"
  "Shared mutation, in memory"
  "Shared mutation, 1,000-element array"
  "Shared withLock, 4 threads contending"
  "NthPrime feature 50000"
  "Sieve with progress hops 50000"
  "Sieve 50000"
  "NthPrime feature 1000000"
  "Sieve with progress hops 1000000"
  "Sieve 1000000"
  "Memory: root store"
  "Memory: boxed state (floor)"
  "Memory: scoped child store"
  "Memory: boxed child state (floor)"
  "Memory: in-flight effect"
  "Memory: waiting task (floor)"
  "Memory: 100,000-row list in a store"
  "Memory: 100,000-row plain array (floor)"
)

{
  printf 'benchmark\ttime p50\ttime p90\tmallocs p50\tmallocs p90\n'
  for name in "${names[@]}"; do
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" \
      "$(value "$name" wallClock 50)" "$(value "$name" wallClock 90)" \
      "$(value "$name" mallocCountTotal 50)" "$(value "$name" mallocCountTotal 90)"
  done
  printf 'ratio\t%s\t%s\t%s\n' \
    "$(value "Store send depth 1" wallClock 50)/$(value "Baseline Counter reduce" wallClock 50)" \
    "$(value "Store send depth 10" wallClock 50)/$(value "Store send depth 1" wallClock 50)" \
    "$(value "NthPrime feature 50000" wallClock 50)/$(value "Sieve 50000" wallClock 50)/$(value "NthPrime feature 1000000" wallClock 50)/$(value "Sieve 1000000" wallClock 50)"
  printf 'single\t%s\t%s\t%s\t%s\n' \
    "$(value "Store send depth 1" mallocCountTotal 50)" \
    "$(value "Effect round trip" wallClock 50)" \
    "$(value "10k cancellable effects cancelled by id" wallClock 50)" \
    "$(value "10k tasks cancelled (floor)" wallClock 50)"
  # The same operations against floors that the contract imposes (see BENCHMARKS.md).
  floor() { printf 'floor\t%s\t%s/%s\n' "$1" "$(value "$2" wallClock 50)" "$(value "$3" wallClock 50)"; }
  floor "send depth 1 / dependency push" "Store send depth 1" "Dependency push floor"
  floor "observed send / plain send, depth 0" "Observed send depth 0" "Store send depth 0"
  floor "observed send / plain send, depth 10" "Observed send depth 10" "Store send depth 10"
  floor "with an observer / plain send, depth 0" "Observed send depth 0, one observer" "Store send depth 0"
  floor "with an observer / plain send, depth 10" "Observed send depth 10, one observer" "Store send depth 10"
  # NB: The goal for children: a row, stack element or optional child costs at most 1.5x a send
  #     through one `Scope`.
  floor "forEach row, 10 rows / send depth 1" "ForEach row send 10 rows" "Store send depth 1"
  floor "forEach row, 1,000 rows / send depth 1" "ForEach row send 1,000 rows" "Store send depth 1"
  floor "forEach row, 100,000 / send depth 1" "ForEach row send 100,000 rows" "Store send depth 1"
  floor "row lookup, 100,000 / 1,000 rows" "Row lookup 100,000 rows (floor)" "Row lookup 1,000 rows (floor)"
  floor "observed rows, 1,000 / send depth 1" "ForEach row send 1,000 observed rows" "Store send depth 1"
  floor "stack element / send depth 1" "Stack element send" "Store send depth 1"
  floor "ifLet child / send depth 1" "IfLet child send" "Store send depth 1"
  floor "presented child / send depth 1" "Presented child send" "Store send depth 1"
  floor "parent, child presented / depth 1" "Parent send, child presented" "Store send depth 1"
  floor "effect round trip / hop floor" "Effect round trip" "Hop floor round trip"
  floor "10k cancellations / 10k tasks" "10k cancellable effects cancelled by id" "10k tasks cancelled (floor)"
  floor "10k cancellations / 10k main-actor tasks" "10k cancellable effects cancelled by id" "10k main-actor tasks cancelled (floor)"
  floor "10k cancellations / 10k hopping tasks" "10k cancellable effects cancelled by id" "10k main-actor tasks hopping (floor)"
  floor "nth prime / hops, n = 50,000" "NthPrime feature 50000" "Sieve with progress hops 50000"
  floor "nth prime / hops, n = 1,000,000" "NthPrime feature 1000000" "Sieve with progress hops 1000000"
  # Bytes held, per object (per row for the lists), beside the floor each is measured against.
  memory() { printf 'memory\t%s\t%s\t%s\t%s\n' "$1" "$(value "$2" memoryLeakedBytes 50)" "$(value "$3" memoryLeakedBytes 50)" "${4:-1}"; }
  memory "root store / boxed state" "Memory: root store" "Memory: boxed state (floor)"
  memory "scoped child store / boxed child state" "Memory: scoped child store" "Memory: boxed child state (floor)"
  memory "in-flight effect / waiting task" "Memory: in-flight effect" "Memory: waiting task (floor)"
  memory "list row in a store / array row" "Memory: 100,000-row list in a store" "Memory: 100,000-row plain array (floor)" 100000
  memory "test store, 10,000 sends / 1 send" "Memory: TestStore after 10,000 sends" "Memory: TestStore after 1 send (floor)"
} | awk -F'\t' '
  function time(ns) {
    if (ns == "") return "-"
    if (ns < 1e3) return sprintf("%d ns", ns)
    if (ns < 1e6) return sprintf("%.1f us", ns / 1e3)
    if (ns < 1e9) return sprintf("%.1f ms", ns / 1e6)
    return sprintf("%.2f s", ns / 1e9)
  }
  function row(label, measured, goal, ok) {
    printf "%-40s %12s %10s  %s\n", label, measured, goal, measured == "-" ? "" : ok ? "met" : "missed"
  }
  function ratio(a, b, digits) { return a == "" || b == "" || b == 0 ? "-" : sprintf("%." digits "fx", a / b) }
  NR == 1 { printf "%-40s %10s %10s %12s %12s\n", $1, $2, $3, $4, $5; next }
  $1 == "ratio" {
    split($2, a, "/"); split($3, b, "/"); split($4, c, "/")
    print ""
    printf "%-40s %12s %10s\n", "ratio (medians of this run)", "measured", "goal"
    row("send depth 1 / baseline", ratio(a[1], a[2], 1), "<= 3x", ratio(a[1], a[2], 3) + 0 <= 3)
    row("send depth 10 / depth 1", ratio(b[1], b[2], 2), "<= 2x", ratio(b[1], b[2], 3) + 0 <= 2)
    row("nth prime / sieve, n = 50,000", ratio(c[1], c[2], 1), "<= 2x", ratio(c[1], c[2], 3) + 0 <= 2)
    row("nth prime / sieve, n = 1,000,000", ratio(c[3], c[4], 1), "<= 2x", ratio(c[3], c[4], 3) + 0 <= 2)
    next
  }
  $1 == "floor" {
    if (!floors++) { print ""; printf "%-40s %12s\n", "against the floors (same run)", "measured" }
    split($3, f, "/")
    printf "%-40s %12s\n", $2, ratio(f[1], f[2], 2)
    next
  }
  $1 == "memory" {
    if (!memories++) {
      print ""; printf "%-40s %12s %12s %8s\n", "memory held (bytes, medians)", "measured", "floor", "ratio"
    }
    measured = $3 == "" ? "-" : sprintf("%.0f", $3 / $5)
    floor = $4 == "" ? "-" : sprintf("%.0f", $4 / $5)
    printf "%-40s %12s %12s %8s\n", $2, measured, floor, ratio($3, $4, 2)
    next
  }
  $1 == "single" {
    row("mallocs per sync send (depth 1)", $2 == "" ? "-" : $2, "<= 1", $2 <= 1)
    # NB: The goals for effects: a round trip 3x faster than that of the fastest peer when the goal was
    # set (OneWay, 24.9 us), and 10k cancellations within 1.5x of as many bare tasks.
    row("effect round trip", time($3), "<= 8.3 us", $3 <= 8300)
    row("10k cancellations / 10k tasks", ratio($4, $5, 2), "<= 1.5x", ratio($4, $5, 3) + 0 <= 1.5)
    next
  }
  { printf "%-40s %10s %10s %12s %12s\n", $1, time($2), time($3), $4, $5 }
'
