import Benchmark
import BenchmarkFeatures
import ComposableCore
import Observation

func sendBenchmarks() {
  Benchmark("Baseline Counter reduce", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    let reducer = Counter()
    var state = Counter.State()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .incrementButtonTapped))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }

  Benchmark("Dependency push floor", configuration: .init(scalingFactor: .kilo)) { benchmark in
    let reducer = Counter()
    var state = Counter.State()
    let dependencies = DependencyValues._current
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      DependencyValues.$_current.withValue(dependencies) {
        blackHole(reducer.reduce(into: &state, action: .incrementButtonTapped))
      }
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }

  storeSend("Store send depth 0", Counter.State(), Counter(), .incrementButtonTapped)
  storeSend("Store send depth 1", Level1.State(), Level1(), .child(.incrementButtonTapped))
  storeSend(
    "Store send depth 5", Level5.State(), Level5(),
    .child(.child(.child(.child(.child(.incrementButtonTapped)))))
  )
  storeSend(
    "Store send depth 10", Level10.State(), Level10(),
    .child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.incrementButtonTapped)))))))))
    )
  )

  let depth10: ObservedLevel10.Action =
    .child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.incrementButtonTapped)))))))))
    )
  storeSend(
    "Observed send depth 0", ObservedCounter.State(), ObservedCounter(), .incrementButtonTapped)
  storeSend("Observed send depth 10", ObservedLevel10.State(), ObservedLevel10(), depth10)
  observedStoreSend(
    "Observed send depth 0, one observer", ObservedCounter.State(), ObservedCounter(),
    .incrementButtonTapped
  ) { _ = $0.label }
  observedStoreSend(
    "Observed send depth 10, one observer", ObservedLevel10.State(), ObservedLevel10(), depth10
  ) { _ = $0.child.child.child.child.child.child.child.child.child.child.label }

  for (rows, label) in [(10, "10"), (1_000, "1,000"), (100_000, "100,000")] {
    rowSend("ForEach row send \(label) rows", rows: rows)
  }
  for (rows, label) in [(1_000, "1,000"), (100_000, "100,000")] {
    rowLookup("Row lookup \(label) rows (floor)", rows: rows)
  }
  observedRowSend("ForEach row send 1,000 observed rows", rows: 1_000)
  storeSend(
    "Stack element send", CounterStack.State(count: 3), CounterStack(),
    .path(.element(id: 2, action: .incrementButtonTapped)))
  storeSend(
    "IfLet child send", OptionalCounter.State(), OptionalCounter(), .child(.incrementButtonTapped))
  storeSend(
    "Presented child send", PresentedCounter.State(), PresentedCounter(),
    .child(.presented(.incrementButtonTapped)))
  storeSend(
    "Parent send, child presented", PresentedCounter.State(), PresentedCounter(),
    .incrementButtonTapped)

  scopedStoreSend("Scoped store send depth 1", Level1.State(), Level1()) {
    $0.scope(state: \.child, action: \.child)
  }
  scopedStoreSend("Scoped store send depth 10", Level10.State(), Level10()) {
    $0.scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
  }
}

/// Sends one synchronous action a thousand times into a root store.
private func storeSend<R: Reducer & Sendable>(
  _ name: String, _ initialState: R.State, _ reducer: R, _ action: R.Action
)
where R.State: Sendable, R.Action: Sendable {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { @MainActor benchmark async in
    let store = Store(initialState: initialState) { reducer }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(action))
    }
    benchmark.stopMeasurement()
  }
}

/// Sends a thousand actions to rows spread over a list of `rows` rows, a hundred of them in turn,
/// so that the time is not one row's luck in the hash table.
///
/// Each hundred is sent once before the measurement: a sample builds its list, and at 100,000
/// rows the list outgrows the core's cache, so the first touch of each row would otherwise be a
/// trip to memory that only the sample's setup causes.
private func rowSend(_ name: String, rows: Int) {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: rows)) { Rows() }
    let actions = Rows.Action.spread(over: rows)
    for action in actions { blackHole(store.send(action)) }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(store.send(actions[index % actions.count]))
    }
    benchmark.stopMeasurement()
  }
}

/// What a row action must do without a store: the row found by its identity in the same list,
/// among the same hundred rows in turn, and incremented; each once before the measurement, as
/// the row sends are.
private func rowLookup(_ name: String, rows: Int) {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { benchmark in
    var state = Rows.State(count: rows)
    let ids = (0..<100).map { $0 * rows / 100 }
    for id in ids { state.rows[id: id]?.count += 1 }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      state.rows[id: ids[index % ids.count]]?.count += 1
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }
}

/// Sends row actions to `ObservedRows`, `@ObservableState` rows in an `@ObservableState` list,
/// with an observer of the list, as a list's view is; each once before the measurement, as
/// `rowSend` does.
private func observedRowSend(_ name: String, rows: Int) {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { @MainActor benchmark async in
    let store = Store(initialState: ObservedRows.State(count: rows)) { ObservedRows() }
    let actions = ObservedRows.Action.spread(over: rows)
    withObservationTracking {
      _ = store.rows.count
    } onChange: {
    }
    for action in actions { blackHole(store.send(action)) }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(store.send(actions[index % actions.count]))
    }
    benchmark.stopMeasurement()
  }
}

/// Sends the counter's action a thousand times through a store scoped down to the counter.
private func scopedStoreSend<R: Reducer & Sendable>(
  _ name: String, _ initialState: R.State, _ reducer: R,
  toCounter: @escaping @MainActor (Store<R.State, R.Action>) -> Store<Counter.State, Counter.Action>
) where R.State: Sendable {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { @MainActor benchmark async in
    let counter = toCounter(Store(initialState: initialState) { reducer })
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(counter.send(.incrementButtonTapped))
    }
    benchmark.stopMeasurement()
  }
}

/// Sends one action a thousand times into a root store while one `withObservationTracking`
/// observer, registered before the loop, watches what `read` reads: the path down to a property
/// the action leaves alone, as a view that shows it would.
private func observedStoreSend<R: Reducer & Sendable>(
  _ name: String, _ initialState: R.State, _ reducer: R, _ action: R.Action,
  read: @escaping @MainActor (Store<R.State, R.Action>) -> Void
) where R.State: Sendable, R.Action: Sendable {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { @MainActor benchmark async in
    let store = Store(initialState: initialState) { reducer }
    withObservationTracking {
      read(store)
    } onChange: {
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(action))
    }
    benchmark.stopMeasurement()
  }
}
