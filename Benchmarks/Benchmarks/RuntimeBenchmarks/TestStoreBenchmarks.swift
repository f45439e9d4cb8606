import Benchmark
import BenchmarkFeatures
import ComposableTesting

func testStoreBenchmarks() {
  Benchmark("TestStore send and assert", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    let store = TestStore(initialState: Counter.State()) { Counter() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await store.send(.incrementButtonTapped) { $0.count += 1 }
    }
    benchmark.stopMeasurement()
  }

  Benchmark("TestStore send and receive", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    let store = TestStore(initialState: Echo.State()) { Echo() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await store.send(.ping)
      await store.receive(.pong) { $0.pongs += 1 }
    }
    benchmark.stopMeasurement()
  }
}
