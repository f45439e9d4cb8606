import Benchmark
import ComposableCore

struct Concrete1: Reducer {
  struct State { var child = Counter.State() }
  @CasePathable enum Action { case child(Counter.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
  }
}

func experiments() {
  Benchmark("X concrete direct", configuration: .init(scalingFactor: .kilo)) { benchmark in
    let reducer = Concrete1()
    var state = Concrete1.State()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .child(.incrementButtonTapped)))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }
  Benchmark("X counter direct", configuration: .init(scalingFactor: .kilo)) { benchmark in
    let reducer = Counter()
    var state = Counter.State()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .incrementButtonTapped))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }
  Benchmark("X concrete store", configuration: .init(scalingFactor: .kilo)) { @MainActor benchmark async in
    let store = Store(initialState: Concrete1.State()) { Concrete1() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.child(.incrementButtonTapped)))
    }
    benchmark.stopMeasurement()
  }
  Benchmark("X counter store", configuration: .init(scalingFactor: .kilo)) { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.incrementButtonTapped))
    }
    benchmark.stopMeasurement()
  }
}
