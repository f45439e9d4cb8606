import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct StoreOrderingTests {
  struct Recorder: Reducer {
    struct State: Equatable {
      var log: [Int] = []
      var isReducing = false
      var reentered = false
    }
    enum Action: Equatable { case start, startParallel, record(Int), chain(Int) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if state.isReducing { state.reentered = true }
      state.isReducing = true
      defer { state.isReducing = false }
      switch action {
      case .start:
        return .run { send in
          for value in 1...100 { await send(.record(value)) }
        }
      case .startParallel:
        return .merge(
          (0..<20).map { offset in
            .run { send in
              for value in 0..<10 { await send(.record(offset * 10 + value)) }
            }
          })
      case let .record(value):
        state.log.append(value)
        return .none
      case let .chain(value):
        state.log.append(value)
        return value < 3 ? .send(.chain(value + 1)) : .none
      }
    }
  }

  @Test func effectActionsAreReducedInTheOrderSent() async {
    let store = Store(initialState: Recorder.State()) { Recorder() }
    await store.send(.start).finish()
    #expect(store.state.log == Array(1...100))
    #expect(!store.state.reentered)
  }

  @Test func concurrentEffectsNeverReenterTheReducer() async {
    let store = Store(initialState: Recorder.State()) { Recorder() }
    await store.send(.startParallel).finish()
    #expect(store.state.log.count == 200)
    #expect(Set(store.state.log) == Set(0..<200))
    #expect(!store.state.reentered)
  }

  @Test func sendEffectIsProcessedBeforeSendReturns() {
    let store = Store(initialState: Recorder.State()) { Recorder() }
    let task = store.send(.chain(1))
    #expect(store.state.log == [1, 2, 3])
    #expect(task.isCancelled, "a send that starts no effect has nothing to await")
  }

  /// A store that logs every action it receives and answers `"start"` with `effect`.
  static func logStore(onStart effect: Effect<String>) -> Store<[String], String> {
    Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "start" ? effect : .none
      }
    }
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let gate = Gate()
    let store = Self.logStore(
      onStart: .concatenate(
        .send("sync"),
        .run { send in
          await gate.wait()
          await send("first")
        },
        .send("after first"),
        .run { send in await send("second") }
      ))
    let task = store.send("start")
    #expect(store.state == ["start", "sync"])
    gate.open()
    await task.finish()
    #expect(store.state == ["start", "sync", "first", "after first", "second"])
  }

  @Test func concatenateWithRunsTheOtherEffectAfterThisOne() async {
    let gate = Gate()
    let store = Self.logStore(
      onStart: Effect.run { send in
        await gate.wait()
        await send("first")
      }
      .concatenate(with: .send("second")))
    let task = store.send("start")
    #expect(store.state == ["start"])
    gate.open()
    await task.finish()
    #expect(store.state == ["start", "first", "second"])
  }

  @Test func mapTransformsEveryAction() async {
    let effect = Effect<Int>.merge(.send(1), .run { send in await send(2) }).map { "\($0)" }
    let store = Self.logStore(onStart: effect)
    await store.send("start").finish()
    #expect(store.state == ["start", "1", "2"])
  }

  @Test func statesStreamsCurrentStateThenEveryChange() async {
    let store = Store(initialState: Recorder.State()) { Recorder() }
    var iterator = store.states.makeAsyncIterator()
    store.send(.chain(2))
    let states = [
      await iterator.next(isolation: #isolation), await iterator.next(isolation: #isolation),
      await iterator.next(isolation: #isolation),
    ]
    #expect(states.map { $0?.log } == [[], [2], [2, 3]])
  }
}
