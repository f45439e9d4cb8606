import ConcurrencyExtras

/// Receives the result of a key's load. Resume it exactly once.
public struct LoadContinuation<Value: Sendable>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void

  /// Creates a continuation that hands the result to a callback: `nil` means "keep the value
  /// the reference was declared with".
  public init(_ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.callback = callback
  }

  /// Finishes the load with a value.
  public func resume(returning value: Value) {
    callback(.success(value))
  }

  /// Finishes the load keeping the value the reference was declared with (nothing is stored yet).
  public func resumeReturningInitialValue() {
    callback(.success(nil))
  }

  /// Fails the load; the reference keeps its value and reports the error as `loadError`.
  public func resume(throwing error: any Error) {
    callback(.failure(error))
  }

  /// Finishes the load with a result.
  public func resume(with result: Result<Value?, any Error>) {
    callback(result)
  }
}

/// Receives the result of a key's save. Resume it exactly once.
public struct SaveContinuation: Sendable {
  let callback: @Sendable (Result<Void, any Error>) -> Void

  /// Creates a continuation that hands the result to a callback.
  public init(_ callback: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.callback = callback
  }

  /// Finishes the save.
  public func resume() {
    callback(.success(()))
  }

  /// Fails the save; the reference reports the error as `saveError`.
  public func resume(throwing error: any Error) {
    callback(.failure(error))
  }
}

/// Receives values a key sees change outside the process's shared references.
public struct SharedSubscriber<Value: Sendable>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void

  /// Creates a subscriber that hands each change to a callback: `nil` means "back to the value
  /// the reference was declared with".
  public init(_ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.callback = callback
  }

  /// Delivers a new value.
  public func yield(_ value: Value) {
    callback(.success(value))
  }

  /// Delivers the value the reference was declared with, as when the storage was removed.
  public func yieldReturningInitialValue() {
    callback(.success(nil))
  }

  /// Reports that reading the storage failed; the reference keeps its value.
  public func yield(throwing error: any Error) {
    callback(.failure(error))
  }
}

/// A running subscription; cancelling it stops the deliveries. It cancels itself when released.
public final class SharedSubscription: Sendable {
  private let onCancel: LockIsolated<(@Sendable () -> Void)?>

  /// Creates a subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockIsolated(cancel)
  }

  deinit {
    cancel()
  }

  /// Stops the deliveries.
  public func cancel() {
    let cancel = onCancel.withValue { value in
      defer { value = nil }
      return value
    }
    cancel?()
  }
}
