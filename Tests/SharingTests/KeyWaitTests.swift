import Clocks
import ConcurrencyExtras
import Foundation
import Testing

@testable import Sharing

/// A load or save whose key never resumes it ends: at the bound, with an issue naming what it
/// waited for, or when the waiting task is cancelled.
@Suite struct KeyWaitTests {
  @Test func aLoadThatIsNeverResumedGivesUpAtTheBoundAndSaysWhatItWaitedFor() async {
    let key = HoldingKey()
    @SharedReader(key) var value = 7
    await withKnownIssue {
      await #expect(throws: SharedKeyTimedOut.self) {
        try await KeyWait.$clock.withValue(ImmediateClock()) { try await $value.load() }
      }
    } matching: { issue in
      issue.description.contains("The load of HoldingKey(")
        && issue.description.contains("was not resumed within 60.0 seconds.")
    }
    #expect(!$value.isLoading)

    // NB: A resume that comes after the bound is not lost: the value still arrives.
    key.resumeAll(with: 42)
    #expect(value == 42)
  }

  @Test func aSaveThatIsNeverResumedGivesUpAtTheBound() async {
    let key = HoldingKey()
    @Shared(key) var value = 7
    await withKnownIssue {
      await #expect(throws: SharedKeyTimedOut.self) {
        try await KeyWait.$clock.withValue(ImmediateClock()) { try await $value.save() }
      }
    } matching: { issue in
      issue.description.contains("The save of HoldingKey(")
    }
    key.resumeAll(with: 7)
  }

  @Test func cancellingTheWaitingTaskEndsTheWait() async {
    let key = HoldingKey()
    @SharedReader(key) var value = 7
    let loading = Task { [$value] in try await $value.load() }
    for await _ in key.handedOut { break }
    loading.cancel()
    await #expect(throws: CancellationError.self) { try await loading.value }
    key.resumeAll(with: 7)
  }

  @Test func aKeyThatResumesInTimeIsWaitedFor() async throws {
    let key = HoldingKey()
    @SharedReader(key) var value = 7
    let loading = Task { [$value] in try await $value.load() }
    for await _ in key.handedOut { break }
    key.resumeAll(with: 8)
    try await loading.value
    #expect(value == 8)
  }
}

/// A key that keeps the continuations it is handed until the test resumes them.
private final class HoldingKey: SharedKey, Sendable, CustomStringConvertible {
  let id = UUID()
  private let loads = LockIsolated<[LoadContinuation<Int>]>([])
  private let saves = LockIsolated<[SaveContinuation]>([])
  private let handOut = AsyncStream<Void>.makeStream()
  var handedOut: AsyncStream<Void> { handOut.stream }
  var description: String { "HoldingKey(\(id))" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    // NB: The initial load, when the reference is created, is answered at once.
    guard case .userInitiated = context else { return continuation.resumeReturningInitialValue() }
    loads.withValue { $0.append(continuation) }
    handOut.continuation.yield()
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    saves.withValue { $0.append(continuation) }
    handOut.continuation.yield()
  }

  func resumeAll(with value: Int) {
    for load in loads.withValue({ loads in
      defer { loads = [] }; return loads
    }) {
      load.resume(returning: value)
    }
    for save in saves.withValue({ saves in
      defer { saves = [] }; return saves
    }) { save.resume() }
  }
}
