import Clocks
import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

/// A `.run` made cancellable keeps its identifier in itself when nothing else references it (see
/// `Effect.cancellable(id:cancelInFlight:)`): it must cancel exactly as an effect wrapped in a
/// cancellable does, through maps, rewrites and debouncing, and never reach a copy of the run.
///
/// Each effect logs its name as its task is cancelled, in the cancellation's own call, so the log
/// says which effects a send cancelled as soon as the send returns.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RunCancellationTests {
  enum ID { case a, b }

  struct Feature: Reducer {
    struct State {}
    enum Action {
      case shared, twoIdentifiers, inFlight(String), mapped, debounced
      case cancel(ID)
      case child(Never)
    }
    let started: Awaitable<[String]>
    let cancelled: LockIsolated<[String]>
    let clock: TestClock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .shared:
        let run = longRunning("shared")
        return .merge(run.cancellable(id: ID.a), run)
      case .twoIdentifiers:
        return longRunning("both").cancellable(id: ID.a).cancellable(id: ID.b)
      case let .inFlight(name):
        return longRunning(name).cancellable(id: ID.a, cancelInFlight: true)
      case .mapped:
        return Effect<Never>.run { @MainActor [started, cancelled] _ in
          await Self.runUntilCancelled("mapped", started: started, cancelled: cancelled)
        }
        .cancellable(id: ID.a)
        .map(Action.child)
      case .debounced:
        return longRunning("debounced").cancellable(id: ID.a)
          .debounce(id: ID.b, for: .seconds(1), clock: clock)
      case let .cancel(id):
        return .cancel(id: id)
      }
    }

    /// An effect that runs until it is cancelled, started on the main actor at once.
    private func longRunning(_ name: String) -> Effect<Action> {
      .run { _ in await Self.runUntilCancelled(name, started: started, cancelled: cancelled) }
    }

    private nonisolated(nonsending) static func runUntilCancelled(
      _ name: String, started: Awaitable<[String]>, cancelled: LockIsolated<[String]>
    ) async {
      started.withValue { $0.append(name) }
      await withTaskCancellationHandler {
        try? await Task.never()
      } onCancel: {
        cancelled.withValue { $0.append(name) }
      }
    }
  }

  let started = Awaitable<[String]>([])
  let cancelled = LockIsolated<[String]>([])
  let clock = TestClock()

  func makeStore() -> Store<Feature.State, Feature.Action> {
    Store(initialState: Feature.State()) {
      Feature(started: started, cancelled: cancelled, clock: clock)
    }
  }

  @Test func aRunReturnedTwiceIsCancellableOnlyWhereItWasMadeSo() async {
    let store = makeStore()
    let task = store.send(.shared)
    #expect(store.runningEffectCount == 2)
    store.send(.cancel(.a))
    #expect(cancelled.value == ["shared"], "only the copy made cancellable is cancelled")
    task.cancel()
    await task.finish()
  }

  @Test func aRunUnderTwoIdentifiersIsCancelledByEither() async {
    for id in [ID.a, .b] {
      cancelled.setValue([])
      let store = makeStore()
      let task = store.send(.twoIdentifiers)
      store.send(.cancel(id))
      #expect(cancelled.value == ["both"], "cancelled by \(id)")
      await task.finish()
    }
  }

  @Test func cancelInFlightCancelsTheRunningRun() async {
    let store = makeStore()
    let first = store.send(.inFlight("first"))
    let second = store.send(.inFlight("second"))
    #expect(cancelled.value == ["first"])
    await first.finish()
    #expect(second.isCancelled == false)
    store.send(.cancel(.a))
    #expect(cancelled.value == ["first", "second"])
    await second.finish()
  }

  @Test func aMappedRunKeepsItsIdentifier() async {
    let store = makeStore()
    let task = store.send(.mapped)
    store.send(.cancel(.a))
    #expect(cancelled.value == ["mapped"])
    await task.finish()
  }

  @Test func aDebouncedRunKeepsItsIdentifier() async {
    let store = makeStore()
    let task = store.send(.debounced)
    store.send(.cancel(.a))
    #expect(cancelled.value == [], "the run is not under its identifier while it waits")
    // NB: The debounce's sleep reaches the clock from another thread; a test clock advanced to a
    //     deadline before a sleep until it arrives would leave that sleep waiting for good.
    await clock.untilSomethingSleeps()
    await clock.advance(by: .seconds(1))
    await started.wait { $0 == ["debounced"] }
    store.send(.cancel(.a))
    #expect(cancelled.value == ["debounced"])
    await task.finish()
  }
}
