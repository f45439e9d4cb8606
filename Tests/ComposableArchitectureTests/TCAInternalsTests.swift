import Testing

@_spi(Canary) @_spi(Internals) @testable import ComposableArchitecture

/// The internal names TCA's own tests reach with `@testable import`, and the SPI they use.
@MainActor
struct TCAInternalsTests {
  @Test func debugCaseOutputNamesCasesAndLabelsOfLocalTypes() {
    enum Action {
      case action1(Bool, label: String)
      case screen(Screen)
      enum Screen { case row(index: Int, action: Row) }
      enum Row { case tapped, textChanged(query: String) }
    }
    #expect(
      debugCaseOutput(Action.action1(true, label: "Blob"))
        == "TCAInternalsTests.Action.action1(_:, label:)")
    #expect(
      debugCaseOutput(Action.screen(.row(index: 1, action: .textChanged(query: "Hi"))))
        == "TCAInternalsTests.Action.screen(.row(index:, action: .textChanged(query:)))")
  }

  @Test func reduceHasItsInternalSpelling() {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool>(internal: { state, action in
        state += action ? 1 : -1
        return .none
      })
    }
    store.send(true)
    #expect(store.withState { $0 } == 1)
  }

  @Test func effectCancellablesCountsTheRunningEffects() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, start in
        start ? .run { _ in try await Task.never() }.cancellable(id: "never") : .cancel(id: "never")
      }
    }
    #expect(store.effectCancellables.isEmpty)
    let running: Task<Void, Never>? = store.send(true)
    #expect(running != nil)
    #expect(store.effectCancellables.count == 1)
    let cancel: Task<Void, Never>? = store.send(false)
    #expect(cancel == nil)
    await running?.value
    #expect(store.effectCancellables.isEmpty)
  }
}

/// `TestStoreTask(rawValue:timeout:)`, TCA's canary spelling over a plain task.
@MainActor
struct TestStoreTaskCanaryTests {
  @Test func aTaskOverAPlainTaskFinishesWithIt() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    // NB: The timeout only bounds a failure; the main actor is shared with the suite's other
    //     tests, and under the thread sanitizer on two cores it was once busy for 5 seconds.
    let task = TestStoreTask(rawValue: Task { for await _ in stream {} }, timeout: .seconds(60))
    #expect(!task.isCancelled)
    continuation.finish()
    await task.finish()
    await TestStoreTask(rawValue: nil, timeout: .seconds(1)).finish()
  }

  @Test func cancellingItCancelsThePlainTask() async {
    let (stream, _) = AsyncStream<Void>.makeStream()
    let plain = Task { for await _ in stream {} }
    let task = TestStoreTask(rawValue: plain, timeout: .seconds(5))
    await task.cancel()
    #expect(plain.isCancelled)
  }
}

/// `Effect.operation`, TCA's internal shape of an effect's work.
@MainActor
struct EffectOperationShapeTests {
  @Test func noWorkIsNone() {
    guard case .none = Effect<Int>.none.merge(with: .none).operation else {
      Issue.record("expected .none")
      return
    }
  }

  @Test func mergedAndConcatenatedWorkIsOneOperationThatSendsEverything() async {
    let effects: [Effect<Int>] = [
      .run { send in await send(42) }.merge(with: .none),
      .run { send in await send(1) }.concatenate(with: .run { send in await send(2) }),
      .merge(.send(7), .run { send in await send(8) }).map { $0 * 10 },
    ]
    var received: [[Int]] = []
    for effect in effects {
      guard case let .run(_, _, operation) = effect.operation else {
        Issue.record("expected .run")
        continue
      }
      let sent = LockIsolated<[Int]>([])
      await operation(Send { value in sent.withValue { $0.append(value) } })
      received.append(sent.value.sorted())
    }
    #expect(received == [[42], [1, 2], [70, 80]])
  }
}
