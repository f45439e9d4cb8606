import Benchmark
import ComposableCore

func effectBenchmarks() {
  Benchmark(
    "Effect round trip (.run sends one action)",
    configuration: .init(scalingFactor: .kilo)
  ) { @MainActor benchmark async in
    let store = Store(initialState: Echo.State()) { Echo() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await store.send(.ping).finish()
    }
    benchmark.stopMeasurement()
    precondition(store.state.pongs == benchmark.scaledIterations.count)
  }

  Benchmark("10,000 cancellable effects, cancelled by id", configuration: .init(maxIterations: 50)) {
    @MainActor benchmark async in
    let effectCount = 10_000
    let started = Sleeper.Started()
    let store = Store(initialState: Sleeper.State()) { Sleeper(started: started) }
    benchmark.startMeasurement()
    let tasks = (0..<effectCount).map { _ in store.send(.start) }
    while started.count.load(ordering: .relaxed) < effectCount { await Task.yield() }
    store.send(.stop)
    for task in tasks { await task.finish() }
    benchmark.stopMeasurement()
  }
}
