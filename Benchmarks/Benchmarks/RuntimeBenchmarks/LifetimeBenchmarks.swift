import Benchmark
import BenchmarkFeatures
import ComposableCore

func lifetimeBenchmarks() {
  // NB: Checks that stores leave nothing behind: stores made, used with effects and released,
  // 10,000 at a time.
  // `mallocFreeDelta` counts the allocations an iteration leaves behind (mallocs less frees); it
  // must not grow with the number of stores.
  Benchmark(
    "10k stores created, used and released",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .freeCountTotal, .mallocFreeDelta],
      units: [.mallocCountTotal: .count, .freeCountTotal: .count, .mallocFreeDelta: .count],
      maxIterations: 20
    )
  ) { @MainActor benchmark async in
    benchmark.startMeasurement()
    for _ in 0..<10_000 {
      let store = Store(initialState: Echo.State()) { Echo() }
      await store.send(.ping).finish()
      precondition(store.withState(\.pongs) == 1)
    }
    benchmark.stopMeasurement()
  }
}
