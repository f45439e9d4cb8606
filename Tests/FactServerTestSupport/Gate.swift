/// A one-shot signal that tasks can wait on until it is opened.
///
/// Handlers use it to stall a response: `await gate.wait()` suspends until the test calls
/// ``open()`` or the waiting task is cancelled (for example when the server stops).
public final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextID = 0
  }

  private let state = LockedState(State())

  /// Creates a closed gate.
  public init() {}

  /// Whether ``open()`` has been called.
  public var isOpen: Bool {
    state.withLock { $0.isOpen }
  }

  /// Opens the gate, resuming every current and future waiter.
  public func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters {
      waiter.resume()
    }
  }

  /// Suspends until the gate is opened or the current task is cancelled.
  public func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          if state.isOpen || Task.isCancelled {
            return true
          }
          state.waiters[id] = continuation
          return false
        }
        if resumeNow {
          continuation.resume()
        }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }
}
