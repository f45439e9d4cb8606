import ConcurrencyExtras

/// A fact client stand-in whose fetches wait until the test answers them, and which counts the
/// fetches in flight (started and not yet ended, cancelled ones included until they end).
public final class FactGate: Sendable {
  private struct State {
    var pending: [(id: Int, continuation: CheckedContinuation<String, any Error>)] = []
    var nextID = 0
    var inFlight = 0
  }

  private let state = LockIsolated(State())

  public init() {}

  /// The number of fetches started and not ended.
  public var inFlight: Int { state.value.inFlight }

  /// Whether a fetch waits for an answer.
  public var hasPending: Bool { !state.value.pending.isEmpty }

  /// A fetch that waits for ``answer(_:)``; cancelling the caller ends it with `CancellationError`.
  @Sendable public func fetch(_ number: Int) async throws -> String {
    let id = state.withValue { state in
      state.inFlight += 1
      defer { state.nextID += 1 }
      return state.nextID
    }
    defer { state.withValue { $0.inFlight -= 1 } }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withValue { state -> Bool in
          if Task.isCancelled { return true }
          state.pending.append((id, continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let continuation = state.withValue { state in
        state.pending.firstIndex { $0.id == id }.map { state.pending.remove(at: $0).continuation }
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Answers the oldest waiting fetch with a fact, or with an error.
  public func answer(_ result: Result<String, any Error>) {
    let continuation = state.withValue { state in
      state.pending.isEmpty ? nil : state.pending.removeFirst().continuation
    }
    continuation?.resume(with: result)
  }
}
