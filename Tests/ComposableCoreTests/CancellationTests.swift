import Clocks
import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct CancellationTests {
  enum CancelID { case work }

  struct Worker: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start(String), cancel, finished(String) }
    let clock: any Clock<Duration>
    let sleepError: LockIsolated<(any Error)?>
    let gate: Gate
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .start(name):
        return .run { [clock, sleepError, gate] send in
          do {
            try await clock.sleep(for: .seconds(1))
          } catch {
            sleepError.setValue(error)
          }
          await gate.wait()
          await send(.finished(name))
        }
        .cancellable(id: CancelID.work, cancelInFlight: true)
      case .cancel:
        return .cancel(id: CancelID.work)
      case let .finished(name):
        state.log.append(name)
        return .none
      }
    }
  }

  /// A store whose effects sleep on `clock`; an unadvanced `TestClock` sleeps until cancelled.
  func makeStore(
    clock: any Clock<Duration> = ImmediateClock(),
    gate: Gate,
    sleepError: LockIsolated<(any Error)?> = .init(nil)
  ) -> Store<Worker.State, Worker.Action> {
    Store(initialState: Worker.State()) {
      Worker(clock: clock, sleepError: sleepError, gate: gate)
    }
  }

  @Test func cancellingStopsTheSleepAndDropsLaterSends() async {
    let gate = Gate()
    let sleepError = LockIsolated<(any Error)?>(nil)
    let store = makeStore(clock: TestClock(), gate: gate, sleepError: sleepError)
    let task = store.send(.start("a"))
    store.send(.cancel)
    gate.open()
    await task.finish()
    #expect(sleepError.value is CancellationError)
    #expect(store.state.log == [], "the cancelled effect's send must not reach the reducer")
  }

  @Test func cancelInFlightCancelsThePreviousEffect() async {
    let gate = Gate()
    let store = makeStore(gate: gate)
    let first = store.send(.start("first"))
    let second = store.send(.start("second"))
    #expect(first.isCancelled == false)
    gate.open()
    await first.finish()
    await second.finish()
    #expect(store.state.log == ["second"])
  }

  @Test func identifiersAreScopedToTheirStore() async {
    let gate = Gate()
    let storeA = makeStore(gate: gate)
    let storeB = makeStore(gate: gate)
    let taskA = storeA.send(.start("a"))
    let taskB = storeB.send(.start("b"))
    storeA.send(.cancel)
    gate.open()
    await taskA.finish()
    await taskB.finish()
    #expect(storeA.state.log == [])
    #expect(storeB.state.log == ["b"])
  }

  @Test func cancellingAConcatenationCancelsItsRemainingParts() async {
    let gate = Gate()
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        switch action {
        case "start":
          return .concatenate(
            .run { _ in await gate.wait() },
            .run { send in await send("never") }
          )
          .cancellable(id: CancelID.work)
        case "cancel":
          return .cancel(id: CancelID.work)
        default:
          return .none
        }
      }
    }
    let task = store.send("start")
    store.send("cancel")
    gate.open()
    await task.finish()
    #expect(store.state == ["start", "cancel"])
  }
}
