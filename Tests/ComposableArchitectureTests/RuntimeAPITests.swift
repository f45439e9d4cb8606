@_spi(Internals) import ComposableArchitecture
import Testing

/// The runtime and test-store spellings that TCA's own unit tests reach, written as they are.
@Reducer
struct Pinger {
  struct State: Equatable {
    var value = 0
    var pongs = 0
  }
  enum Action: Equatable { case ping, pong(Int), stop }
  enum CancelID { case ping }
  @Dependency(\.pingValue) var pingValue
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ping:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.pong(pingValue))
        }
        .cancellable(id: CancelID.ping)
      case let .pong(value):
        state.value = value
        state.pongs += 1
        return .none
      case .stop:
        return .run { _ in Task.cancel(id: CancelID.ping) }
      }
    }
  }
}

private enum PingValueKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  var pingValue: Int {
    get { self[PingValueKey.self] }
    set { self[PingValueKey.self] = newValue }
  }
}

@Observable
final class Counter {
  var count = 0
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RuntimeAPITests {
  @Test func dependencyOverridesReachEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Pinger.State()) {
      Pinger()
        .dependency(\.pingValue, 42)
        .transformDependency(\.pingValue) { $0 += 1 }
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.ping)
    await clock.advance(by: .seconds(1))
    await store.receive(.pong(42), timeout: NSEC_PER_SEC) {
      $0.value = 42
      $0.pongs = 1
    }
  }

  @Test func taskCancelStopsAnEffectOfTheStore() async {
    let store = TestStore(initialState: Pinger.State()) {
      Pinger()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.ping)
    await store.send(.stop)
    await store.finish(timeout: NSEC_PER_SEC)
  }

  @Test func nonExhaustiveSkipsAndAsserts() async {
    let clock = TestClock()
    let store = TestStore(initialState: Pinger.State()) {
      Pinger()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off(showSkippedAssertions: false)
    store.useMainSerialExecutor = true
    await store.send(.ping)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    store.assert { $0.pongs = 1 }
    #expect(store.withExhaustivity(.on) { store.exhaustivity } == .on)
  }

  @Test func effectActionsStreamsABareEffect() async {
    var actions: [Pinger.Action] = []
    for await action in Effect<Pinger.Action>.concatenate(.send(.ping), .send(.stop)).actions {
      actions.append(action)
    }
    #expect(actions == [.ping, .stop])
  }

  @Test func storeWithStateReadsTheState() {
    let store = Store(initialState: Pinger.State(value: 7)) { Pinger() }
    #expect(store.withState(\.value) == 7)
    #expect(store.state.value == 7)
  }

  @Test func perceptionTrackingIsObservationTracking() {
    let counter = Counter()
    let changed = LockIsolated(false)
    let count = withPerceptionTracking {
      counter.count
    } onChange: {
      changed.setValue(true)
    }
    #expect(count == 0)
    #expect(!changed.value)
    counter.count += 1
    #expect(changed.value)
  }
}
