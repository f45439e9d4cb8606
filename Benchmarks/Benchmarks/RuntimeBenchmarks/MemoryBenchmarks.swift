import Benchmark
import BenchmarkFeatures
import ComposableCore
import ComposableTesting

/// What the runtime's objects hold in memory, each beside a floor: the bytes requested from malloc
/// and not freed while the measurement runs (`memoryLeakedBytes`), with every object kept alive
/// until it ends. Per object: the plugin divides by the scaling factor.
func memoryBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.memoryLeakedBytes, .mallocCountTotal],
    units: [.memoryLeakedBytes: .count, .mallocCountTotal: .count],
    scalingFactor: .kilo,
    maxIterations: 20
  )

  Benchmark("Memory: root store", configuration: configuration) { @MainActor benchmark async in
    await keepingAlive(benchmark) { Store(initialState: Counter.State()) { Counter() } }
  }

  Benchmark("Memory: boxed state (floor)", configuration: configuration) {
    @MainActor benchmark async in
    await keepingAlive(benchmark) { Box(Counter.State()) }
  }

  Benchmark("Memory: scoped child store", configuration: configuration) {
    @MainActor benchmark async in
    let roots = benchmark.scaledIterations.map { _ in
      Store(initialState: Level1.State()) { Level1() }
    }
    await keepingAlive(benchmark, from: roots) { $0.scope(state: \.child, action: \.child) }
  }

  Benchmark("Memory: boxed child state (floor)", configuration: configuration) {
    @MainActor benchmark async in
    await keepingAlive(benchmark) { Box(Level1.State().child) }
  }

  Benchmark("Memory: in-flight effect", configuration: configuration) {
    @MainActor benchmark async in
    let started = Sleeper.Started()
    let store = Store(initialState: Sleeper.State()) { Sleeper(started: started) }
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(benchmark.scaledIterations.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { tasks.append(store.send(.start)) }
    while started.count.load(ordering: .relaxed) < tasks.count { await Task.yield() }
    benchmark.stopMeasurement()
    store.send(.stop)
    for task in tasks { await task.finish() }
  }

  Benchmark("Memory: waiting task (floor)", configuration: configuration) {
    @MainActor benchmark async in
    let started = Sleeper.Started()
    var tasks: [Task<Void, Never>] = []
    tasks.reserveCapacity(benchmark.scaledIterations.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      tasks.append(
        Task.immediate { @MainActor in
          started.count.add(1, ordering: .relaxed)
          try? await Task.never()
        })
    }
    while started.count.load(ordering: .relaxed) < tasks.count { await Task.yield() }
    benchmark.stopMeasurement()
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
  }

  // NB: One list of 100,000 rows per measurement, not a thousand short lists, whose headers
  //     would dominate; Scripts/bench.sh divides by the row count.
  let single = Benchmark.Configuration(
    metrics: [.memoryLeakedBytes, .mallocCountTotal],
    units: [.memoryLeakedBytes: .count, .mallocCountTotal: .count],
    maxIterations: 10
  )

  Benchmark("Memory: 100,000-row list in a store", configuration: single) {
    @MainActor benchmark async in
    benchmark.startMeasurement()
    let store = Store(initialState: Rows.State(count: 100_000)) { Rows() }
    benchmark.stopMeasurement()
    precondition(store.withState(\.rows.count) == 100_000)
  }

  Benchmark("Memory: 100,000-row plain array (floor)", configuration: single) {
    @MainActor benchmark async in
    benchmark.startMeasurement()
    let list = (0..<100_000).map(Row.State.init(id:))
    benchmark.stopMeasurement()
    precondition(list.count == 100_000)
  }

  Benchmark("Memory: TestStore after 10,000 sends", configuration: single) {
    @MainActor benchmark async in
    await testStoreMemory(benchmark, sends: 10_000)
  }

  Benchmark("Memory: TestStore after 1 send (floor)", configuration: single) {
    @MainActor benchmark async in
    await testStoreMemory(benchmark, sends: 1)
  }
}

/// A heap box around a state: the floor of an object that holds nothing but the state.
private final class Box<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Makes one object per scaled iteration inside the measurement and releases them after it.
@MainActor
private func keepingAlive<Object>(_ benchmark: Benchmark, _ make: () -> Object) async {
  var objects: [Object] = []
  objects.reserveCapacity(benchmark.scaledIterations.count)
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations { objects.append(make()) }
  benchmark.stopMeasurement()
  blackHole(objects)
}

/// Makes one object from each of `sources` inside the measurement and releases them after it.
@MainActor
private func keepingAlive<Source, Object>(
  _ benchmark: Benchmark, from sources: [Source], _ make: (Source) -> Object
) async {
  var objects: [Object] = []
  objects.reserveCapacity(sources.count)
  benchmark.startMeasurement()
  for source in sources { objects.append(make(source)) }
  benchmark.stopMeasurement()
  blackHole(objects)
}

/// What a test store holds after `sends` sends of a synchronous action, each asserted.
@MainActor
private func testStoreMemory(_ benchmark: Benchmark, sends: Int) async {
  benchmark.startMeasurement()
  let store = TestStore(initialState: Counter.State()) { Counter() }
  for _ in 0..<sends {
    await store.send(.incrementButtonTapped) { $0.count += 1 }
  }
  benchmark.stopMeasurement()
  blackHole(store)
}
