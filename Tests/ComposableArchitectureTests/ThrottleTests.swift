import ComposableArchitecture
import Testing

/// A volume slider whose changes reach the speaker at most once a second, timed by a clock or,
/// in TCA's older spelling, by a scheduler.
@Reducer
struct Volume {
  @ObservableState
  struct State: Equatable {
    var volume = 0
    var applied: [Int] = []
  }

  enum Action: Equatable {
    case applied(Int)
    case volumeChanged(Int)
  }

  enum CancelID { case speaker }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.mainQueue) var mainQueue
  var latest: Bool
  var onScheduler = false

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .applied(volume):
        state.applied.append(volume)
        return .none
      case let .volumeChanged(volume):
        state.volume = volume
        let apply = Effect<Action>.send(.applied(volume))
        guard onScheduler else {
          return apply.throttle(
            id: CancelID.speaker, for: .seconds(1), clock: clock, latest: latest)
        }
        return apply.throttle(
          id: CancelID.speaker, for: .seconds(1), scheduler: mainQueue, latest: latest)
      }
    }
  }
}

@MainActor
struct ThrottleTests {
  @Test func latestDeliversTheLastChangeAtTheEndOfTheInterval() async {
    let clock = TestClock()
    let store = TestStore(initialState: Volume.State()) {
      Volume(latest: true)
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.volumeChanged(1)) { $0.volume = 1 }
    await store.receive(.applied(1)) { $0.applied = [1] }
    await clock.advance(by: .milliseconds(250))
    await store.send(.volumeChanged(2)) { $0.volume = 2 }
    await clock.advance(by: .milliseconds(250))
    await store.send(.volumeChanged(3)) { $0.volume = 3 }
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.applied(3)) { $0.applied = [1, 3] }

    await clock.advance(by: .milliseconds(500))
    await store.send(.volumeChanged(4)) { $0.volume = 4 }
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.applied(4)) { $0.applied = [1, 3, 4] }

    await clock.advance(by: .seconds(1))
    await store.send(.volumeChanged(5)) { $0.volume = 5 }
    await store.receive(.applied(5)) { $0.applied = [1, 3, 4, 5] }
  }

  @Test func firstDeliversTheFirstChangeAtTheEndOfTheInterval() async {
    let clock = TestClock()
    let store = TestStore(initialState: Volume.State()) {
      Volume(latest: false)
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.volumeChanged(1)) { $0.volume = 1 }
    await store.receive(.applied(1)) { $0.applied = [1] }
    await clock.advance(by: .milliseconds(250))
    await store.send(.volumeChanged(2)) { $0.volume = 2 }
    await clock.advance(by: .milliseconds(250))
    await store.send(.volumeChanged(3)) { $0.volume = 3 }
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.applied(2)) { $0.applied = [1, 2] }

    await clock.advance(by: .milliseconds(500))
    await store.send(.volumeChanged(4)) { $0.volume = 4 }
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.applied(4)) { $0.applied = [1, 2, 4] }

    await clock.advance(by: .seconds(1))
    await store.send(.volumeChanged(5)) { $0.volume = 5 }
    await store.receive(.applied(5)) { $0.applied = [1, 2, 4, 5] }
  }

  @Test func latestOnAScheduler() async {
    await expectSchedulerThrottling(latest: true, delivers: 3)
  }

  @Test func firstOnAScheduler() async {
    await expectSchedulerThrottling(latest: false, delivers: 2)
  }

  /// Sends 1, 2 and 3 within a second on `DispatchQueue.test`: 1 starts at once, `delivered` at
  /// the end of the second, and a change a second later at once again.
  ///
  /// NB: Two tests, not one with arguments: swift-dependencies keeps one test value per test, so
  /// the cases of a parameterized test, which run in parallel, would share the throttle's times.
  private func expectSchedulerThrottling(latest: Bool, delivers delivered: Int) async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Volume.State()) {
      Volume(latest: latest, onScheduler: true)
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }

    await store.send(.volumeChanged(1)) { $0.volume = 1 }
    await store.receive(.applied(1)) { $0.applied = [1] }
    await mainQueue.advance(by: .milliseconds(250))
    await store.send(.volumeChanged(2)) { $0.volume = 2 }
    await mainQueue.advance(by: .milliseconds(250))
    await store.send(.volumeChanged(3)) { $0.volume = 3 }
    await mainQueue.advance(by: .milliseconds(499))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.applied(delivered)) { $0.applied = [1, delivered] }

    await mainQueue.advance(by: .seconds(1))
    await store.send(.volumeChanged(4)) { $0.volume = 4 }
    await store.receive(.applied(4)) { $0.applied = [1, delivered, 4] }
  }
}
