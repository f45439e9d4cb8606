import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct StoreTaskTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start(String), step(String), done(String) }
    let gates: [String: Gate]
    let cancelled: LockIsolated<[String]>
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .start(name):
        return .merge(
          .run { send in await send(.step(name)) },
          .run { [gate = gates[name]!, cancelled] send in
            await withTaskCancellationHandler {
              await gate.wait()
            } onCancel: {
              cancelled.withValue { $0.append(name) }
            }
            await send(.done(name))
          }
        )
      case let .step(name):
        state.log.append("step \(name)")
        return .run { send in await send(.done("\(name) via step")) }
      case let .done(name):
        state.log.append("done \(name)")
        return .none
      }
    }
  }

  @Test func finishWaitsForMergedAndLongLivingEffectsAndTheirActions() async {
    let gate = Gate()
    let store = Store(initialState: Feature.State()) {
      Feature(gates: ["a": gate], cancelled: LockIsolated([]))
    }
    let task = store.send(.start("a"))
    let finished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
    for await state in store.states where state.log.contains("done a via step") { break }
    #expect(!finished.value, "the long-living effect still waits on its gate")
    gate.open()
    await waiter.value
    #expect(Set(store.state.log) == ["step a", "done a via step", "done a"])
  }

  @Test func cancelCancelsExactlyTheEffectsOfThatSend() async {
    let gates = ["a": Gate(), "b": Gate()]
    let cancelled = LockIsolated<[String]>([])
    let store = Store(initialState: Feature.State()) { Feature(gates: gates, cancelled: cancelled) }
    let taskA = store.send(.start("a"))
    let taskB = store.send(.start("b"))
    taskA.cancel()
    await taskA.finish()
    #expect(taskA.isCancelled)
    #expect(!taskB.isCancelled)
    gates["b"]!.open()
    await taskB.finish()
    #expect(cancelled.value == ["a"])
    #expect(store.state.log.contains("done b"))
    #expect(!store.state.log.contains("done a"))
  }

  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
    let gate = Gate()
    let cancelled = LockIsolated<[String]>([])
    let store = Store(initialState: Feature.State()) {
      Feature(gates: ["a": gate], cancelled: cancelled)
    }
    let task = store.send(.start("a"))
    let waiter = Task { await task.finish() }
    for await state in store.states where state.log.contains("done a via step") { break }
    waiter.cancel()
    // NB: Cancellation handlers run synchronously, so the effect has seen it by now.
    #expect(cancelled.value == ["a"])
    #expect(task.isCancelled)
    gate.open()
    await waiter.value
    #expect(!store.state.log.contains("done a"))
  }

  @Test func finishWaitsFromOffTheMainActorToo() async {
    let gate = Gate()
    let store = Store(initialState: Feature.State()) {
      Feature(gates: ["a": gate], cancelled: LockIsolated([]))
    }
    let task = store.send(.start("a"))
    gate.open()
    await Task.detached { await task.finish() }.value
    #expect(store.state.log.contains("done a"))
    #expect(!task.isCancelled)
  }
}
