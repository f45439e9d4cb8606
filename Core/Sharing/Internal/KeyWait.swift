import IssueReporting
import Synchronization

/// Waits for a key to resume a load or save continuation: until it does, until the waiting task
/// is cancelled (which throws `CancellationError`), or until ``bound`` passes, when it reports
/// what it was waiting for and throws ``SharedKeyTimedOut``. A resume after that is ignored.
enum KeyWait {
  /// How long a key may take to resume.
  static let bound = Duration.seconds(60)

  /// The clock the bound is measured on; tests replace it.
  @TaskLocal static var clock: any Clock<Duration> = ContinuousClock()

  /// Starts the key's work with a resume callback and waits for the result.
  ///
  /// - Parameters:
  ///   - what: What is waited for, as the issue names it: "load of FileStorageKey(…)".
  ///   - start: Starts the key's work, handing it the callback that finishes the wait.
  static func wait<T: Sendable>(
    for what: @escaping @Sendable () -> String,
    _ start: (_ resume: @escaping @Sendable (Result<T, any Error>) -> Void) -> Void
  ) async throws -> T {
    let waiter = Waiter<T>()
    let clock = clock
    let watchdog = Task {
      guard (try? await clock.sleep(for: bound)) != nil else { return }
      let timeout = SharedKeyTimedOut(what: what(), bound: bound)
      // NB: Reported before the waiting task resumes, so that the issue belongs to its test.
      waiter.finish(.failure(timeout)) { reportIssue(timeout.description) }
    }
    defer { watchdog.cancel() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiter.begin(continuation)
        start { waiter.finish($0) }
      }
    } onCancel: {
      waiter.finish(.failure(CancellationError()))
    }
  }

  /// The one continuation of a wait, resumed by whichever result comes first.
  private final class Waiter<T: Sendable>: Sendable {
    private enum State {
      case idle
      case waiting(CheckedContinuation<T, any Error>)
      case finished(Result<T, any Error>?)
    }

    private let state = Mutex(State.idle)

    func begin(_ continuation: CheckedContinuation<T, any Error>) {
      let early: Result<T, any Error>? = state.withLock { state in
        switch state {
        case .idle:
          state = .waiting(continuation)
          return nil
        case let .finished(result):
          state = .finished(nil)
          return result
        case .waiting:
          // NB: Unreachable: `wait` begins once.
          return nil
        }
      }
      if let early { continuation.resume(with: early) }
    }

    /// Finishes the wait with `result` unless it has finished already, running `first` before
    /// the waiting task resumes if this result is the one it gets.
    func finish(_ result: Result<T, any Error>, first: () -> Void = {}) {
      let (won, continuation): (Bool, CheckedContinuation<T, any Error>?) = state.withLock {
        state in
        switch state {
        case .idle:
          state = .finished(result)
          return (true, nil)
        case let .waiting(continuation):
          state = .finished(nil)
          return (true, continuation)
        case .finished:
          return (false, nil)
        }
      }
      guard won else { return }
      first()
      continuation?.resume(with: result)
    }
  }
}

/// The error a load or save throws when its key has not resumed it within a minute.
public struct SharedKeyTimedOut: Error, CustomStringConvertible {
  /// What was waited for.
  public let what: String
  /// How long it was waited for.
  public let bound: Duration

  public var description: String {
    """
    The \(what) was not resumed within \(bound). A key must resume each continuation it is \
    handed exactly once; the wait has given up.
    """
  }
}
