import Benchmark
import ComposableCore

func sendBenchmarks() {
  let perSend = Benchmark.Configuration(scalingFactor: .kilo)

  Benchmark("Baseline: reduce(into:action:), depth 1", configuration: perSend) { benchmark in
    let reducer = Depth1()
    var state = Depth1.initialState
    let action = Depth1.embed(.incrementButtonTapped)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: action))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }

  storeSend(Depth1.self, name: "Store.send, depth 1", configuration: perSend)
  storeSend(Depth5.self, name: "Store.send, depth 5", configuration: perSend)
  storeSend(Depth10.self, name: "Store.send, depth 10", configuration: perSend)
  scopedStoreSend(Depth1.self, name: "Scoped store send, depth 1", configuration: perSend)
  scopedStoreSend(Depth10.self, name: "Scoped store send, depth 10", configuration: perSend)
}

/// Sends the leaf action into a root store whose reducer is `R`.
private func storeSend<R: Nested>(_: R.Type, name: String, configuration: Benchmark.Configuration) {
  Benchmark(name, configuration: configuration) { @MainActor benchmark async in
    let store = Store(initialState: R.initialState) { R() }
    let action = R.embed(.incrementButtonTapped)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(action))
    }
    benchmark.stopMeasurement()
  }
}

/// Sends the leaf action through a store scoped down to the `Counter` at the leaf of `R`.
private func scopedStoreSend<R: Nested>(_: R.Type, name: String, configuration: Benchmark.Configuration) {
  Benchmark(name, configuration: configuration) { @MainActor benchmark async in
    let store = Store(initialState: R.initialState) { R() }
    let leaf = R.leaf(of: store)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(leaf.send(.incrementButtonTapped))
    }
    benchmark.stopMeasurement()
  }
}
