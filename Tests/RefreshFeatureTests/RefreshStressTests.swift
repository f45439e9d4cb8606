import Clocks
import ComposableCore
import ConcurrencyExtras
import FactClient
import RefreshFeature
import TestSupport
import Testing

/// Many refresh/cancel cycles against a `Store` whose fetches sleep on a test clock.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RefreshStressTests {
  @Test func cancelledRefreshesLeaveNothingBehind() async {
    let clock = TestClock()
    let responses = LockIsolated(0)
    let store = Store(initialState: Refresh.State()) {
      Refresh()
      Reduce<Refresh.State, Refresh.Action> { _, action in
        if case .factResponse = action { responses.withValue { $0 += 1 } }
        return .none
      }
    } withDependencies: {
      $0.factClient.fetch = { number in
        try await clock.sleep(for: .seconds(1))
        return "\(number)"
      }
    }
    let cycles = testVolume(quick: 1_000, soak: 10_000)
    var bookkeeping: [Int: (running: Int, ids: Int)] = [:]
    for cycle in 1...cycles {
      let refresh = store.send(.refresh)
      store.send(.cancelButtonTapped)
      await refresh.finish()
      if cycle == cycles / 10 || cycle == cycles {
        bookkeeping[cycle] = (store.runningEffectCount, store.cancellableIDCount)
      }
    }
    await clock.advance(by: .seconds(2))
    #expect(responses.value == 0, "no response of a cancelled refresh reaches the reducer")
    #expect(bookkeeping[cycles / 10]! == (0, 0))
    #expect(bookkeeping[cycles]! == (0, 0), "nothing accumulates with the number of cycles")
    #expect(store.state == Refresh.State())
  }

  @Test func releasingAStoreCancelsAThousandLongLivingEffects() async {
    let (cancellations, cancelled) = AsyncStream<Void>.makeStream()
    var tasks: [StoreTask] = []
    do {
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { _, _ in
          .run { _ in
            await withTaskCancellationHandler {
              for await _ in AsyncStream<Void>.makeStream().stream {}
            } onCancel: {
              cancelled.yield()
            }
          }
        }
      }
      for index in 1...1_000 { tasks.append(store.send(index)) }
      #expect(store.runningEffectCount == 1_000)
    }
    var count = 0
    for await _ in cancellations {
      count += 1
      if count == 1_000 { break }
    }
    for task in tasks { await task.finish() }
    #expect(count == 1_000)
  }
}
