import BenchmarkFeatures
import ComposableCore
import ComposableTesting
import Foundation
import Observation

/// Runs one benchmark workload a given number of times, for `valgrind --tool=callgrind` and
/// `perf`, which cannot run inside the benchmark harness (its malloc interposer).
///
/// ```sh
/// profile send-depth1 10000       # count
/// profile cancel 10000 5           # count, repeated five times
/// profile cancel+runloop 1000      # from the main run loop, for callgrind
/// ```
///
/// Synchronous workloads run without starting the main queue, because valgrind does not survive
/// the signal wait that `dispatchMain()` parks the main thread in; an asynchronous one runs under
/// valgrind from the main run loop.
@main
@MainActor
enum Profile {
  static let synchronousWorkloads: [String: @MainActor (Int) -> Void] = [
    "none": { _ in },
    "push-floor": { count in
      let reducer = Counter()
      var state = Counter.State()
      let dependencies = DependencyValues._current
      for _ in 0..<count {
        DependencyValues.$_current.withValue(dependencies) {
          _ = reducer.reduce(into: &state, action: .incrementButtonTapped)
        }
      }
      precondition(state.count == count)
    },
    "send-depth0": { count in sendLoop(Counter.State(), Counter(), .incrementButtonTapped, count) },
    "send-depth1": { count in
      sendLoop(Level1.State(), Level1(), .child(.incrementButtonTapped), count)
    },
    "send-depth10": { count in
      sendLoop(
        Level10.State(), Level10(),
        .child(
          .child(
            .child(
              .child(
                .child(
                  .child(
                    .child(
                      .child(
                        .child(
                          .child(
                            .incrementButtonTapped)))))))))),
        count
      )
    },
  ]

  static let scopedWorkloads: [String: @MainActor (Int) -> Void] = [
    "scoped-depth1": { count in
      scopedSendLoop(Level1.State(), Level1(), count) { $0.scope(state: \.child, action: \.child) }
    },
    "scoped-depth10": { count in
      scopedSendLoop(Level10.State(), Level10(), count) {
        $0.scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
          .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
          .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
          .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
          .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      }
    },
  ]

  /// Stores made and kept alive until the count is reached, for the allocations each one makes.
  static let memoryWorkloads: [String: @MainActor (Int) -> Void] = [
    "store-create": { count in
      let stores = (0..<count).map { _ in Store(initialState: Counter.State()) { Counter() } }
      precondition(stores.count == count)
    },
    "scoped-store-create": { count in
      let roots = (0..<count).map { _ in Store(initialState: Level1.State()) { Level1() } }
      let children = roots.map { $0.scope(state: \.child, action: \.child) }
      precondition(children.count == count)
    },
  ]

  static let collectionWorkloads: [String: @MainActor (Int) -> Void] = [
    "foreach-10": { count in rowSendLoop(rows: 10, count) },
    "foreach-1000": { count in rowSendLoop(rows: 1_000, count) },
    "foreach-100000": { count in rowSendLoop(rows: 100_000, count) },
    "lookup-1000": { count in rowLookupLoop(rows: 1_000, count) },
    "lookup-100000": { count in rowLookupLoop(rows: 100_000, count) },
    "stack-element": { count in
      sendLoop(
        CounterStack.State(count: 3), CounterStack(),
        .path(.element(id: 2, action: .incrementButtonTapped)), count)
    },
    "iflet-child": { count in
      sendLoop(OptionalCounter.State(), OptionalCounter(), .child(.incrementButtonTapped), count)
    },
    "presented-child": { count in
      sendLoop(
        PresentedCounter.State(), PresentedCounter(), .child(.presented(.incrementButtonTapped)),
        count)
    },
    "presented-parent": { count in
      sendLoop(PresentedCounter.State(), PresentedCounter(), .incrementButtonTapped, count)
    },
  ]

  static let observedWorkloads: [String: @MainActor (Int) -> Void] = [
    "observed-depth0": { count in
      sendLoop(ObservedCounter.State(), ObservedCounter(), .incrementButtonTapped, count)
    },
    "observed-depth10": { count in
      sendLoop(ObservedLevel10.State(), ObservedLevel10(), observedDepth10Action, count)
    },
  ]

  /// The action that reaches the counter at the bottom of `ObservedLevel10`.
  static let observedDepth10Action = ObservedLevel10.Action.child(
    .child(.child(.child(.child(.child(.child(.child(.child(.child(.incrementButtonTapped))))))))))

  /// The observed sends again, with one observer of a property that the sends leave alone.
  static let observerWorkloads: [String: @MainActor (Int) -> Void] = [
    "observed-depth0-observer": { count in
      observedSendLoop(ObservedCounter.State(), ObservedCounter(), .incrementButtonTapped, count) {
        _ = $0.label
      }
    },
    "observed-foreach-1000": { count in observedRowSendLoop(rows: 1_000, count) { _ in } },
    "observed-foreach-1000-observer": { count in
      observedRowSendLoop(rows: 1_000, count) { _ = $0.rows.count }
    },
    "observed-foreach-100000-observer": { count in
      observedRowSendLoop(rows: 100_000, count) { _ = $0.rows.count }
    },
    "observed-depth10-observer": { count in
      observedSendLoop(
        ObservedLevel10.State(), ObservedLevel10(), observedDepth10Action, count
      ) { _ = $0.child.child.child.child.child.child.child.child.child.child.label }
    },
  ]

  static let asynchronousWorkloads: [String: @MainActor (Int) async -> Void] = [
    "round-trip": { count in
      let store = Store(initialState: Echo.State()) { Echo() }
      for _ in 0..<count { await store.send(.ping).finish() }
      precondition(store.state.pongs == count)
    },
    "hop-floor": { count in
      for _ in 0..<count { await Task { @concurrent in await MainActor.run { hops += 1 } }.value }
    },
    "cancel-floor-main": { count in
      let started = Sleeper.Started()
      let tasks = (0..<count).map { _ in
        Task.immediate { @MainActor in
          started.count.add(1, ordering: .relaxed)
          try? await Task.never()
        }
      }
      while started.count.load(ordering: .relaxed) < count { await Task.yield() }
      for task in tasks { task.cancel() }
      for task in tasks { await task.value }
    },
    "cancel-floor-hop": { count in
      let started = Sleeper.Started()
      let tasks = (0..<count).map { _ in
        Task.immediate { @MainActor in await Sleeper.start(counting: started) }
      }
      while started.count.load(ordering: .relaxed) < count { await Task.yield() }
      for task in tasks { task.cancel() }
      for task in tasks { await task.value }
    },
    "cancel-floor": { count in
      let started = Sleeper.Started()
      let tasks = (0..<count).map { _ in
        Task {
          started.count.add(1, ordering: .relaxed)
          try? await Task.never()
        }
      }
      while started.count.load(ordering: .relaxed) < count { await Task.yield() }
      for task in tasks { task.cancel() }
      for task in tasks { await task.value }
    },
    "teststore-send": { count in
      let store = TestStore(initialState: Counter.State()) { Counter() }
      for _ in 0..<count { await store.send(.incrementButtonTapped) { $0.count += 1 } }
    },
    "teststore-receive": { count in
      let store = TestStore(initialState: Echo.State()) { Echo() }
      for _ in 0..<count {
        await store.send(.ping)
        await store.receive(.pong) { $0.pongs += 1 }
      }
    },
    "cancel": { count in
      let started = Sleeper.Started()
      let store = Store(initialState: Sleeper.State()) { Sleeper(started: started) }
      let tasks = (0..<count).map { _ in store.send(.start) }
      while started.count.load(ordering: .relaxed) < count { await Task.yield() }
      store.send(.stop)
      for task in tasks { await task.finish() }
    },
  ]

  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let numbers = arguments.dropFirst().compactMap { Int($0) }
    guard let name = arguments.first, (1...2).contains(numbers.count),
      numbers.count == arguments.count - 1
    else { return usage() }
    let (count, repeats) = (numbers[0], numbers.count == 2 ? numbers[1] : 1)
    if let workload = synchronousWorkloads[name] ?? scopedWorkloads[name]
      ?? memoryWorkloads[name] ?? collectionWorkloads[name] ?? observedWorkloads[name]
      ?? observerWorkloads[name]
    {
      for _ in 0..<repeats { workload(count) }
    } else if let workload = asynchronousWorkloads[name] {
      Task {
        for _ in 0..<repeats { await workload(count) }
        exit(0)
      }
      dispatchMain()
    } else if name.hasSuffix(runLoopSuffix),
      let workload = asynchronousWorkloads[String(name.dropLast(runLoopSuffix.count))]
    {
      // NB: The main run loop drains the main queue on this thread, which callgrind can follow,
      // unlike the signal wait that `dispatchMain()` parks it in.
      Task {
        for _ in 0..<repeats { await workload(count) }
        isDone = true
      }
      while !isDone { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    } else {
      usage()
    }
  }

  private static func usage() {
    let names =
      (Array(synchronousWorkloads.keys) + scopedWorkloads.keys + memoryWorkloads.keys
      + collectionWorkloads.keys + observedWorkloads.keys + observerWorkloads.keys
      + asynchronousWorkloads.keys).sorted()
    print(
      "usage: profile <\(names.joined(separator: "|"))>[\(runLoopSuffix)] <count> [repeats]")
  }

  /// Appended to an asynchronous workload's name, runs it from the main run loop.
  private static let runLoopSuffix = "+runloop"
  private static var isDone = false
  private static var hops = 0

  private static func sendLoop<R: Reducer>(
    _ state: R.State, _ reducer: R, _ action: R.Action, _ count: Int
  ) {
    let store = Store(initialState: state) { reducer }
    for _ in 0..<count { store.send(action) }
  }

  /// `sendLoop` with one observer, which reads the store's state through `read` once.
  private static func observedSendLoop<R: Reducer>(
    _ state: R.State, _ reducer: R, _ action: R.Action, _ count: Int,
    read: @escaping @MainActor (Store<R.State, R.Action>) -> Void
  ) {
    let store = Store(initialState: state) { reducer }
    withObservationTracking {
      read(store)
    } onChange: {
    }
    for _ in 0..<count { store.send(action) }
  }

  /// Sends actions to observable rows spread over a list of `rows` rows, after `read`.
  private static func observedRowSendLoop(
    rows: Int, _ count: Int,
    read: @escaping @MainActor (Store<ObservedRows.State, ObservedRows.Action>) -> Void
  ) {
    let store = Store(initialState: ObservedRows.State(count: rows)) { ObservedRows() }
    withObservationTracking {
      read(store)
    } onChange: {
    }
    let actions = ObservedRows.Action.spread(over: rows)
    for index in 0..<count { store.send(actions[index % actions.count]) }
  }

  /// Sends actions to rows spread over a list of `rows` rows, a hundred of them in turn.
  private static func rowSendLoop(rows: Int, _ count: Int) {
    let store = Store(initialState: Rows.State(count: rows)) { Rows() }
    let actions = Rows.Action.spread(over: rows)
    for index in 0..<count { store.send(actions[index % actions.count]) }
  }

  /// What `rowSendLoop` does to the rows, without a store: finds each row by its identity and
  /// increments it in place, the floor of a row action in lists of this size.
  private static func rowLookupLoop(rows: Int, _ count: Int) {
    var state = Rows.State(count: rows)
    let ids = (0..<100).map { $0 * rows / 100 }
    for index in 0..<count { state.rows[id: ids[index % ids.count]]?.count += 1 }
    precondition(state.rows.reduce(0) { $0 + $1.count } == count)
  }

  /// Sends the counter's action through a store scoped down to the counter.
  private static func scopedSendLoop<R: Reducer>(
    _ state: R.State, _ reducer: R, _ count: Int,
    toCounter: (Store<R.State, R.Action>) -> Store<Counter.State, Counter.Action>
  ) {
    let counter = toCounter(Store(initialState: state) { reducer })
    for _ in 0..<count { counter.send(.incrementButtonTapped) }
  }
}
