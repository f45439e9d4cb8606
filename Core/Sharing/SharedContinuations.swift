import IssueReporting
import Synchronization

/// Receives the result of a key's load. Resume it exactly once.
///
/// A continuation that is released without being resumed reports an issue and resumes with the
/// initial value, so that nothing waiting on it hangs.
public struct LoadContinuation<Value>: Sendable {
  private let box: OneShot<Value?>

  /// Creates a continuation that hands the result to a callback: a `nil` value means "keep the
  /// initial value".
  ///
  /// - Parameters:
  ///   - description: What the continuation belongs to, for the issues it reports.
  ///   - callback: Called once, with the result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.box = OneShot(description: description, callback: callback)
  }

  /// Finishes the load with a value.
  public func resume(returning value: Value) {
    resume(with: .success(value))
  }

  /// Fails the load; the reference keeps its value and reports the error as `loadError`.
  public func resume(throwing error: any Error) {
    resume(with: .failure(error))
  }

  /// Finishes the load keeping the initial value (the storage holds none).
  public func resumeReturningInitialValue() {
    resume(with: .success(nil))
  }

  /// Finishes the load with a result; `.success(nil)` keeps the initial value.
  public func resume(with result: Result<Value?, any Error>) {
    box.resume(with: result)
  }
}

/// Receives the result of a key's save. Resume it exactly once.
///
/// A continuation that is released without being resumed reports an issue and resumes as if the
/// save succeeded, so that nothing waiting on it hangs.
public struct SaveContinuation: Sendable {
  private let box: OneShot<Void>

  /// Creates a continuation that hands the result to a callback.
  ///
  /// - Parameters:
  ///   - description: What the continuation belongs to, for the issues it reports.
  ///   - callback: Called once, with the result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    self.box = OneShot(description: description, callback: callback)
  }

  /// Finishes the save.
  public func resume() {
    resume(with: .success(()))
  }

  /// Fails the save; the reference reports the error as `saveError`.
  public func resume(throwing error: any Error) {
    resume(with: .failure(error))
  }

  /// Finishes the save with a result.
  public func resume(with result: Result<Void, any Error>) {
    box.resume(with: result)
  }
}

/// Receives what a key sees change in its storage while a shared reference subscribes to it.
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber that hands each change to a callback: a `nil` value means "back to the
  /// initial value".
  ///
  /// - Parameters:
  ///   - callback: Called with each change.
  ///   - onLoading: Called when the key says it starts or stops loading.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Delivers a new value.
  public func yield(_ value: Value) {
    yield(with: .success(value))
  }

  /// Says whether the key is loading a value, as `isLoading` shows.
  public func yieldLoading(_ isLoading: Bool = true) {
    onLoading?(isLoading)
  }

  /// Delivers the initial value, as when the storage was emptied.
  public func yieldReturningInitialValue() {
    yield(with: .success(nil))
  }

  /// Reports that reading the storage failed; the reference keeps its value and shows the error
  /// as `loadError`.
  public func yield(throwing error: any Error) {
    yield(with: .failure(error))
  }

  /// Delivers a result; `.success(nil)` means the initial value.
  public func yield(with result: Result<Value?, any Error>) {
    callback(result)
  }
}

/// A running subscription: cancelling it, or releasing its last copy, stops the deliveries.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Stops the deliveries.
  public func cancel() {
    box.cancel()
  }

  private final class Box: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = Mutex(onCancel)
    }

    deinit { cancel() }

    func cancel() {
      let onCancel = onCancel.withLock { onCancel in
        defer { onCancel = nil }
        return onCancel
      }
      onCancel?()
    }
  }
}

/// A callback that runs at most once, and once for certain: resuming twice reports an issue, and
/// being released unresumed reports one and resumes with the fallback result.
private final class OneShot<Success>: @unchecked Sendable {
  // NB: `fallback` is `nil` or `()`, both sendable.
  private let callback: Mutex<(@Sendable (Result<Success, any Error>) -> Void)?>
  private let description: @Sendable () -> String
  private let fallback: Result<Success, any Error>

  init<Value>(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) where Success == Value? {
    self.callback = Mutex(callback)
    self.description = description
    self.fallback = .success(nil)
  }

  init(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) where Success == Void {
    self.callback = Mutex(callback)
    self.description = description
    self.fallback = .success(())
  }

  deinit {
    guard let callback = take() else { return }
    reportIssue(
      """
      \(subject) leaked its continuation without one of its resume methods being invoked. This \
      will cause tasks waiting on it to resume immediately.
      """
    )
    callback(fallback)
  }

  func resume(with result: Result<Success, any Error>) {
    guard let callback = take() else {
      reportIssue("\(subject) tried to resume its continuation more than once.")
      return
    }
    callback(result)
  }

  private var subject: String {
    let description = description()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }

  private func take() -> (@Sendable (Result<Success, any Error>) -> Void)? {
    callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
  }
}
