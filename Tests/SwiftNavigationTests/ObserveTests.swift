import Perception
import SwiftNavigation
import TestSupport
import Testing

@Perceptible
@MainActor
private final class Model {
  var count = 0
  var other = 0
}

extension UITransaction {
  @UITransactionEntry fileprivate var isAnimated = false
  @UITransactionEntry fileprivate var source: String?
}

/// The values an `observe` closure read, one per run, in order.
@MainActor
private final class Runs<Value: Sendable> {
  let stream: AsyncStream<Value>
  let continuation: AsyncStream<Value>.Continuation
  private var iterator: AsyncStream<Value>.Iterator

  init() {
    (stream, continuation) = AsyncStream.makeStream()
    iterator = stream.makeAsyncIterator()
  }

  func next() async -> Value? {
    var iterator = iterator
    defer { self.iterator = iterator }
    return await iterator.next(isolation: MainActor.shared)
  }
}

@MainActor
struct ObserveTests {
  @Test func runsNowAndAfterAChangeToWhatItRead() async {
    let model = Model()
    let runs = Runs<Int>()
    let token = observe { [continuation = runs.continuation] in continuation.yield(model.count) }
    #expect(await runs.next() == 0)
    model.count = 1
    #expect(await runs.next() == 1)
    model.count = 2
    #expect(await runs.next() == 2)
    _ = token
  }

  @Test func aChangeOnTheMainActorIsReRunBeforeTheChangerResumes() async {
    let model = Model()
    var counts: [Int] = []
    let token = observe { counts.append(model.count) }
    model.count += 1
    await Task.yield()
    #expect(counts == [0, 1])
    _ = token
  }

  @Test func changesMadeTogetherReRunItOnce() async {
    let model = Model()
    let runs = Runs<Int>()
    let token = observe { [continuation = runs.continuation] in continuation.yield(model.count) }
    #expect(await runs.next() == 0)
    model.count = 1
    model.count = 2
    model.count = 3
    #expect(await runs.next() == 3)
    model.count = 4
    #expect(await runs.next() == 4)
    _ = token
  }

  /// Each re-run reaches the closure through as many frames as the one before: the token must
  /// not wrap the closure again every time it hands it out.
  @Test func reRunsDoNotDeepenTheCallStack() async {
    let model = Model()
    let depths = Runs<Int>()
    let token = observe { [continuation = depths.continuation] in
      _ = model.count
      continuation.yield(framesAboveJob())
    }
    _ = await depths.next()
    model.count += 1
    let firstReRun = await depths.next()
    for _ in 1...20 {
      model.count += 1
      _ = await depths.next()
    }
    model.count += 1
    let lastReRun = await depths.next()
    #expect(lastReRun == firstReRun)
    _ = token
  }

  @Test func aCancelledTokenStopsTheReRuns() async {
    let model = Model()
    let cancelled = Runs<Int>()
    let token = observe { [continuation = cancelled.continuation] in
      continuation.yield(model.count)
    }
    #expect(await cancelled.next() == 0)
    token.cancel()
    #expect(token.isCancelled)

    let barrier = Runs<Int>()
    let other = observe { [continuation = barrier.continuation] in
      continuation.yield(model.count)
    }
    #expect(await barrier.next() == 0)
    model.count = 1
    #expect(await barrier.next() == 1)
    cancelled.continuation.yield(-1)
    #expect(await cancelled.next() == -1)
    _ = other
  }

  @Test func aReleasedTokenReleasesWhatItsClosureCaptured() {
    weak var released: Model?
    do {
      let model = Model()
      released = model
      let token = observe { _ = model.count }
      _ = token
    }
    #expect(released == nil)
  }

  @Test func aCancelledTokenReleasesWhatItsClosureCaptured() {
    weak var released: Model?
    var token: ObserveToken?
    do {
      let model = Model()
      released = model
      token = observe { _ = model.count }
    }
    #expect(released != nil)
    token?.cancel()
    #expect(released == nil)
    _ = token
  }

  @Test func aTokenCancelsOnceAndWhenReleased() {
    let cancellations = Runs<Int>()
    var token: ObserveToken? = ObserveToken { [continuation = cancellations.continuation] in
      continuation.yield(1)
    }
    token?.cancel()
    token?.cancel()
    token = nil
    cancellations.continuation.finish()
    var tokens: Set<ObserveToken> = []
    ObserveToken().store(in: &tokens)
    ObserveToken().store(in: &tokens)
    #expect(tokens.count == 2)
    var list: [ObserveToken] = []
    ObserveToken().store(in: &list)
    #expect(list.count == 1)
  }

  @Test func aReRunSeesTheTransactionOfTheChange() async {
    let model = Model()
    let runs = Runs<(Int, Bool, Bool, String?)>()
    let token = observe { [continuation = runs.continuation] transaction in
      continuation.yield(
        (model.count, transaction.isAnimated, UITransaction.current.isAnimated, transaction.source))
    }
    let first = await runs.next()
    #expect(first?.0 == 0 && first?.1 == false && first?.2 == false && first?.3 == nil)
    withUITransaction(\.isAnimated, true) {
      withUITransaction(\.source, "test") {
        model.count = 1
      }
    }
    let second = await runs.next()
    #expect(second?.0 == 1 && second?.1 == true && second?.2 == true && second?.3 == "test")
    #expect(UITransaction.current.isAnimated == false)
    model.count = 2
    let third = await runs.next()
    #expect(third?.0 == 2 && third?.1 == false && third?.3 == nil)
    _ = token
  }

  @Test func aCustomKeyWrapsTheReRunsItReaches() async {
    let model = Model()
    let runs = Runs<String>()
    let token = observe { [continuation = runs.continuation] in
      continuation.yield("count \(model.count) in \(Tag.current ?? "none")")
    }
    #expect(await runs.next() == "count 0 in none")
    var transaction = UITransaction()
    transaction[Tag.self] = "custom"
    withUITransaction(transaction) { model.count = 1 }
    #expect(await runs.next() == "count 1 in custom")
    _ = token
  }

  @Test func bindingsAreObservedToo() async {
    @UIBinding var text = "a"
    let runs = Runs<String>()
    let token = observe { [continuation = runs.continuation, $text] in
      continuation.yield($text.wrappedValue)
    }
    #expect(await runs.next() == "a")
    text = "b"
    #expect(await runs.next() == "b")
    _ = token
  }

  @Test func aBindingWritesInItsTransaction() async {
    @UIBinding var count = 0
    var transaction = UITransaction()
    transaction.isAnimated = true
    let runs = Runs<(Int, Bool)>()
    let token = observe { [continuation = runs.continuation, $count] in
      continuation.yield(($count.wrappedValue, UITransaction.current.isAnimated))
    }
    #expect(await runs.next().map { $0 == (0, false) } == true)
    $count.transaction(transaction).wrappedValue = 1
    #expect(await runs.next().map { $0 == (1, true) } == true)
    count = 2
    #expect(await runs.next().map { $0 == (2, false) } == true)
    _ = token
  }
}

private enum Tag: _UICustomTransactionKey {
  static let defaultValue: String? = nil
  @TaskLocal static var current: String?

  static func perform(value: String?, operation: @Sendable () -> Void) {
    $current.withValue(value, operation: operation)
  }
}

struct UITransactionTests {
  @Test func valuesAreSetAroundABodyAndMerged() {
    #expect(UITransaction.current.isEmpty)
    withUITransaction(\.isAnimated, true) {
      #expect(UITransaction.current.isAnimated)
      withUITransaction(\.source, "inner") {
        #expect(UITransaction.current.isAnimated)
        #expect(UITransaction.current.source == "inner")
      }
      withUITransaction(\.isAnimated, false) {
        #expect(!UITransaction.current.isAnimated)
      }
    }
    #expect(!UITransaction.current.isAnimated)
    var transaction = UITransaction()
    #expect(transaction.isEmpty)
    transaction.source = "set"
    #expect(transaction.source == "set" && !transaction.isEmpty)
  }
}
