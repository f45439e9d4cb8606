import Benchmark
import BenchmarkFeatures
import ComposableCore

func effectBenchmarks() {
  Benchmark("Effect round trip", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    let store = Store(initialState: Echo.State()) { Echo() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await store.send(.ping).finish()
    }
    benchmark.stopMeasurement()
    precondition(store.state.pongs == benchmark.scaledIterations.count)
  }

  Benchmark("Hop floor round trip", configuration: .init(scalingFactor: .kilo)) {
    @MainActor benchmark async in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await Task { @concurrent in await MainActor.run { hops += 1 } }.value
    }
    benchmark.stopMeasurement()
  }

  Benchmark("10k cancellable effects cancelled by id", configuration: .init(maxIterations: 50)) {
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

  Benchmark("10k tasks cancelled (floor)", configuration: .init(maxIterations: 50)) {
    @MainActor benchmark async in
    await cancelTenThousandTasks(benchmark) { started in
      Task {
        started.count.add(1, ordering: .relaxed)
        try? await Task.never()
      }
    }
  }

  // NB: The floor of effects that run on the main actor and wait there: `Task.never()` is
  //     `nonisolated(nonsending)` (swift-concurrency-extras adopts NonisolatedNonsendingByDefault),
  //     so the task never leaves the main actor.
  Benchmark("10k main-actor tasks cancelled (floor)", configuration: .init(maxIterations: 50)) {
    @MainActor benchmark async in
    await cancelTenThousandTasks(benchmark) { started in
      Task.immediate { @MainActor in
        started.count.add(1, ordering: .relaxed)
        try? await Task.never()
      }
    }
  }

  // NB: The floor of the effects above, whose operation is `@concurrent` (as a closure with a
  //     capture list is, and as TCA's are): a main-actor task that awaits a `@concurrent`
  //     function, which hops to the global executor and, once cancelled, back.
  Benchmark("10k main-actor tasks hopping (floor)", configuration: .init(maxIterations: 50)) {
    @MainActor benchmark async in
    await cancelTenThousandTasks(benchmark) { started in
      Task.immediate { @MainActor in
        await Sleeper.start(counting: started)
      }
    }
  }
}

/// Measures starting 10,000 tasks that wait until cancelled, cancelling them, and awaiting each.
@MainActor
private func cancelTenThousandTasks(
  _ benchmark: Benchmark, _ start: (Sleeper.Started) -> Task<Void, Never>
) async {
  let taskCount = 10_000
  let started = Sleeper.Started()
  benchmark.startMeasurement()
  let tasks = (0..<taskCount).map { _ in start(started) }
  while started.count.load(ordering: .relaxed) < taskCount { await Task.yield() }
  for task in tasks { task.cancel() }
  for task in tasks { await task.value }
  benchmark.stopMeasurement()
}

/// What the hop floors do on the main actor, so that each hop has work to do.
@MainActor var hops = 0
