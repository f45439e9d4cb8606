import Clocks
@_spi(Internals) import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(10)))
struct EffectActionsTests {
  func collect(_ effect: Effect<Int>) async -> [Int] {
    var actions: [Int] = []
    for await action in effect.actions { actions.append(action) }
    return actions
  }

  @Test func streamsSendsInOrderAndFinishes() async {
    #expect(await collect(.none) == [])
    #expect(await collect(.send(1)) == [1])
    #expect(await collect(.merge(.send(1), .send(2))) == [1, 2])
    #expect(await collect(.merge(.send(1).cancellable(id: 1)).cancellable(id: 2)) == [1])
  }

  @Test func concatenatedWorkRunsInTurn() async {
    let effect = Effect<Int>.concatenate(
      .send(1),
      .run { send in
        await send(2)
        await send(3)
      },
      .send(4)
    )
    #expect(await collect(effect) == [1, 2, 3, 4])
  }

  @Test func taskCancelOutsideAStoreCancelsIt() async {
    struct ID: Hashable, Sendable {}
    let clock = TestClock()
    let effect = Effect<Int>.run { send in
      await send(0)
      try await clock.sleep(for: .seconds(1))
      await send(1)
    }
    .cancellable(id: ID())
    var iterator = effect.actions.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    Task.cancel(id: ID())
    await clock.advance(by: .seconds(1))
    #expect(await iterator.next() == nil)
  }

  @Test func cancellingTheConsumerCancelsTheEffect() async {
    let (events, recorder) = AsyncStream<String>.makeStream()
    let effect = Effect<Int>.run { send in
      await send(0)
      do {
        try await TestClock().sleep(for: .seconds(1))
      } catch {
        recorder.yield("cancelled")
      }
    }
    let consumer = Task {
      for await _ in effect.actions {}
    }
    consumer.cancel()
    await consumer.value
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "cancelled")
  }
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct EffectActionsStartTests {
  @Test func onTheMainActorTheEffectStartsBeforeTheGetterReturns() async {
    struct ID: Hashable, Sendable {}
    let clock = TestClock()
    let actions = Effect<Int>.run { send in
      try await clock.sleep(for: .seconds(1))
      await send(1)
    }
    .cancellable(id: ID())
    .actions
    // NB: No await since the stream was made: the effect is registered, so this reaches it.
    Task.cancel(id: ID())
    await clock.advance(by: .seconds(1))
    var collected: [Int] = []
    for await action in actions { collected.append(action) }
    #expect(collected == [])
  }

  @Test func aDebounceWaitsFromWhenTheEffectIsBuilt() async {
    struct ID: Hashable, Sendable {}
    let clock = TestClock()
    let effect = Effect<Int>.send(1).debounce(id: ID(), for: .seconds(1), clock: clock)
    // The effect starts after half of its wait has passed: it still ends at the one-second mark.
    await clock.advance(by: .milliseconds(500))
    let task = Task {
      var collected: [Int] = []
      for await action in effect.actions { collected.append(action) }
      return collected
    }
    await clock.untilSomethingSleeps()
    await clock.advance(by: .milliseconds(500))
    #expect(await task.value == [1])
  }
}
