import BenchmarkFeatures
import ComposableCore

/// Runs one benchmark workload a given number of times, for `valgrind --tool=callgrind` and
/// `perf`, which cannot run inside the benchmark harness (its malloc interposer).
///
/// ```sh
/// profile send-depth1 10000
/// ```
@main
@MainActor
enum Profile {
  static let workloads: [String: @MainActor (Int) async -> Void] = [
    "none": { _ in },
    "send-depth0": { count in sendLoop(Counter.State(), Counter(), .incrementButtonTapped, count) },
    "send-depth1": { count in
      sendLoop(Level1.State(), Level1(), .child(.incrementButtonTapped), count)
    },
    "send-depth10": { count in
      sendLoop(
        Level10.State(), Level10(),
        .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(
          .incrementButtonTapped)))))))))),
        count
      )
    },
    "round-trip": { count in
      let store = Store(initialState: Echo.State()) { Echo() }
      for _ in 0..<count { await store.send(.ping).finish() }
      precondition(store.state.pongs == count)
    },
    "hop-floor": { count in
      for _ in 0..<count { await Task { @concurrent in await MainActor.run { hops += 1 } }.value }
    },
    "cancel-floor": { count in
      let clock = ContinuousClock()
      var t = clock.now
      func lap(_ s: String) { print(s, t.duration(to: clock.now)); t = clock.now }
      let started = Sleeper.Started()
      let tasks = (0..<count).map { _ in
        Task {
          started.count.add(1, ordering: .relaxed)
          try? await Task.never()
        }
      }
      lap("send")
      while started.count.load(ordering: .relaxed) < count { await Task.yield() }
      lap("started")
      for task in tasks { task.cancel() }
      lap("stop")
      for task in tasks { await task.value }
      lap("finish")
    },
    "cancel": { count in
      let started = Sleeper.Started()
      let store = Store(initialState: Sleeper.State()) { Sleeper(started: started) }
      let clock = ContinuousClock()
      var t = clock.now
      func lap(_ s: String) { print(s, t.duration(to: clock.now)); t = clock.now }
      let tasks = (0..<count).map { _ in store.send(.start) }
      lap("send")
      while started.count.load(ordering: .relaxed) < count { await Task.yield() }
      lap("started")
      store.send(.stop)
      lap("stop")
      while started.ended.load(ordering: .relaxed) < count { await Task.yield() }
      lap("drained")
      var slow: [(Int, Duration)] = []
      for (i, task) in tasks.enumerated() {
        let s = clock.now
        await task.finish()
        let d = s.duration(to: clock.now)
        if d > .microseconds(100) { slow.append((i, d)) }
      }
      print(slow.count, slow.prefix(10))
      lap("finish")
    },
  ]

  static func main() async {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 2, let workload = workloads[arguments.first!],
      let count = Int(arguments.last!)
    else {
      print("usage: profile <\(workloads.keys.sorted().joined(separator: "|"))> <count>")
      return
    }
    await workload(count)
  }

  private static var hops = 0

  private static func sendLoop<R: Reducer>(
    _ state: R.State, _ reducer: R, _ action: R.Action, _ count: Int
  ) {
    let store = Store(initialState: state) { reducer }
    for _ in 0..<count { store.send(action) }
  }
}
