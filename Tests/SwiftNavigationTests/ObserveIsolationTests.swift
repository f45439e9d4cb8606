import Perception
import SwiftNavigation
import Testing

@Perceptible
private final class Counter {
  var count = 0
}

/// A counter that the test below changes on the main actor only.
@Perceptible
private final class SendableCounter: @unchecked Sendable {
  var count = 0
}

/// An actor that observes a counter it owns.
private actor Owner {
  let counter = Counter()
  let runs: AsyncStream<Int>.Continuation
  var token: ObserveToken?

  init(runs: AsyncStream<Int>.Continuation) {
    self.runs = runs
  }

  func start() {
    token = observe { [runs] in
      self.preconditionIsolated("an actor's observe closure runs on the actor")
      runs.yield(self.counter.count)
    }
  }

  func increment() {
    counter.count += 1
  }
}

/// `observe` outside the main actor: its closure runs at once where it was written, and again
/// after a change, on the actor it is isolated to.
struct ObserveIsolationTests {
  @Test func aClosureWrittenInAnActorRunsOnThatActor() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    var runs = stream.makeAsyncIterator()
    let owner = Owner(runs: continuation)
    await owner.start()
    #expect(await runs.next() == 0)
    await owner.increment()
    #expect(await runs.next() == 1)
    await owner.increment()
    #expect(await runs.next() == 2)
  }

  @Test func aNonisolatedClosureRunsNowAndAfterAChange() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    var runs = stream.makeAsyncIterator()
    let counter = SendableCounter()
    let token = observe { continuation.yield(counter.count) }
    #expect(await runs.next() == 0)
    // NB: Changed on the main actor, where the re-run goes: from another thread the re-run could
    //     read the counter before the change is made, as it is scheduled when the change begins.
    await MainActor.run { counter.count = 1 }
    #expect(await runs.next() == 1)
    _ = token
  }
}
