import ConcurrencyExtras

/// A value behind a lock that tasks can wait on until a condition over it holds.
///
/// It is the one way test support waits: a ``Gate`` is an `Awaitable<Bool>`, and a test server
/// keeps its request log in one, so a test can wait for the third request instead of sleeping.
///
/// ```swift
/// let log = Awaitable<[String]>([])
/// Task { log.withValue { $0.append("request") } }
/// await log.wait { $0.count >= 1 }
/// ```
public final class Awaitable<Value: Sendable>: Sendable {
  private struct Waiter: Sendable {
    let isSatisfied: @Sendable (Value) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct Storage: Sendable {
    var value: Value
    var waiters: [Int: Waiter] = [:]
    var nextID = 0
  }

  private let storage: LockIsolated<Storage>

  /// Wraps an initial value.
  public init(_ value: Value) {
    storage = LockIsolated(Storage(value: value))
  }

  /// The current value.
  public var value: Value {
    storage.value.value
  }

  /// Reads or changes the value under the lock, then resumes the waiters whose condition now
  /// holds.
  @discardableResult
  public func withValue<Result: Sendable>(
    _ body: @Sendable (inout Value) throws -> Result
  ) rethrows -> Result {
    let (result, ready) = try storage.withValue { storage in
      let result = try body(&storage.value)
      let value = storage.value
      let ready = storage.waiters.filter { $0.value.isSatisfied(value) }
      for id in ready.keys { storage.waiters[id] = nil }
      return (result, ready.values.map(\.continuation))
    }
    for continuation in ready { continuation.resume() }
    return result
  }

  /// Suspends until `isSatisfied` holds for the value, or the waiting task is cancelled.
  public func wait(until isSatisfied: @escaping @Sendable (Value) -> Bool) async {
    let id = storage.withValue { storage in
      defer { storage.nextID += 1 }
      return storage.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = storage.withValue { storage in
          if Task.isCancelled || isSatisfied(storage.value) { return true }
          storage.waiters[id] = Waiter(isSatisfied: isSatisfied, continuation: continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      storage.withValue { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
    }
  }
}
