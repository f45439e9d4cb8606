import ConcurrencyExtras
import Dependencies

extension FactClient: TestDependencyKey {
  /// An unimplemented client: a fetch reports an issue naming `FactClient.fetch` and throws.
  public static let testValue = FactClient()

  /// The ``mock`` client, for previews.
  public static let previewValue = FactClient.mock

  /// A client that answers every number with `"<n> is a good number."`.
  public static let mock = FactClient { number in
    "\(number) is a good number."
  }

  /// A client whose every fetch throws the given failure.
  public static func failing(
    _ failure: Failure = Failure("The fact could not be fetched.")
  ) -> FactClient {
    FactClient { _ in throw failure }
  }

  /// A client whose fetches wait until a test answers them through the returned controller.
  ///
  /// ```swift
  /// let (client, facts) = FactClient.controlled()
  /// // … a feature starts a fetch with `client` …
  /// facts.answer(.success("1 is the loneliest number."))
  /// ```
  public static func controlled() -> (client: FactClient, controller: Controller) {
    let controller = Controller()
    return (FactClient(fetch: controller.fetch), controller)
  }

  /// Answers the fetches of a ``controlled()`` client, and counts those in flight (started and not
  /// yet ended, cancelled ones included until they end).
  public final class Controller: Sendable {
    private struct State {
      var pending: [(id: Int, continuation: CheckedContinuation<String, any Error>)] = []
      var nextID = 0
      var inFlight = 0
    }

    private let state = LockIsolated(State())

    fileprivate init() {}

    /// The number of fetches started and not ended.
    public var inFlight: Int { state.value.inFlight }

    /// Whether a fetch waits for an answer.
    public var hasPending: Bool { !state.value.pending.isEmpty }

    /// Answers the oldest waiting fetch with a fact, or with an error.
    public func answer(_ result: Result<String, any Error>) {
      let continuation = state.withValue { state in
        state.pending.isEmpty ? nil : state.pending.removeFirst().continuation
      }
      continuation?.resume(with: result)
    }

    @Sendable fileprivate func fetch(_ number: Int) async throws -> String {
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
  }
}
