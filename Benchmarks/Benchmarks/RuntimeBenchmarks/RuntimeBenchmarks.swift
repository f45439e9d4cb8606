import Benchmark

/// Every benchmark reports wall time and mallocs per operation (the plugin divides by
/// `scalingFactor`); the Store runs on the main actor, so store benchmarks are `@MainActor` closures
/// that start the measurement once they run there.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    // NB: Plain counts, so that the exported percentiles that Scripts/bench.sh reads are not
    // silently in thousands for the larger benchmarks.
    units: [.mallocCountTotal: .count],
    warmupIterations: 3,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
  sendBenchmarks()
  effectBenchmarks()
  testStoreBenchmarks()
  sharingBenchmarks()
  nthPrimeBenchmarks()
  lifetimeBenchmarks()
  memoryBenchmarks()
}
