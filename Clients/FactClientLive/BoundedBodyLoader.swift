import FactClient
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs one data task and collects its body as it streams in, failing with a
/// `FactClient.Failure` and cancelling the transfer as soon as the body passes `maxBytes` or
/// disagrees with its `Content-Length`.
///
/// A ``StreamingSession`` hands it its task's delegate callbacks.
final class BoundedBodyLoader: Sendable {
  private enum Phase {
    case running
    /// The caller was cancelled; the load ends when the task completes.
    case cancelling
    case finished
  }

  private struct State {
    var phase = Phase.running
    var continuation: CheckedContinuation<Data, any Error>?
    var hasResponse = false
    var declaredLength: Int?
    var received = 0
    var body = Data()
  }

  private let task: URLSessionDataTask
  private let maxBytes: Int
  private let host: String
  private let checkResponse: @Sendable (URLResponse) throws -> Void
  private let state = Mutex(State())

  /// Prepares to run `task`, which must not have been resumed; `checkResponse` vets the
  /// response head before any of the body is read, and its error fails the load.
  init(
    task: URLSessionDataTask,
    maxBytes: Int,
    host: String,
    checkResponse: @escaping @Sendable (URLResponse) throws -> Void
  ) {
    self.task = task
    self.maxBytes = maxBytes
    self.host = host
    self.checkResponse = checkResponse
  }

  /// Runs the task once and returns its body.
  ///
  /// Cancelling the calling task cancels the transfer and throws `CancellationError` once the
  /// task has completed, as `URLSession.data(for:)` does, so that the connection is gone by then.
  func load() async throws -> Data {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let isCancelled = state.withLock { state in
          guard state.phase == .running else {
            state.phase = .finished
            return true
          }
          state.continuation = continuation
          return false
        }
        if isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          task.resume()
        }
      }
    } onCancel: {
      let isRunning = state.withLock { state in
        guard state.phase == .running else { return false }
        state.phase = .cancelling
        return true
      }
      if isRunning {
        cancelTransfer()
      }
    }
  }

  /// Takes the response head: vets it, then lets the body come or fails.
  func didReceive(_ response: URLResponse) {
    do {
      try accept(response)
    } catch {
      fail(error)
    }
  }

  /// Takes a chunk of the body, failing once the body passes `maxBytes` or its
  /// `Content-Length`.
  func didReceive(_ data: Data) {
    let failure = state.withLock { state -> FactClient.Failure? in
      guard state.phase == .running else { return nil }
      state.received += data.count
      if state.received > maxBytes {
        return tooLarge
      }
      if let declared = state.declaredLength, state.received > declared {
        return longerThanDeclared(declared)
      }
      state.body.append(data)
      return nil
    }
    if let failure {
      fail(failure)
    }
  }

  /// Takes the end of the transfer and ends the load, unless a failure has ended it already.
  func didComplete(with error: (any Error)?) {
    if state.withLock({ $0.phase == .cancelling }) {
      end(.failure(CancellationError()))
      return
    }
    do {
      if !state.withLock({ $0.hasResponse }), let response = task.response {
        try accept(response)
      }
      let (received, declared, body) = state.withLock {
        ($0.received, $0.declaredLength, $0.body)
      }
      // NB: libcurl reports a body cut short by a normal close as a partial file, which
      // swift-corelibs-foundation turns into `URLError.unknown`; a reset stays a lost connection.
      let endedNormally = error == nil || (error as? URLError)?.code == .unknown
      if let declared, received < declared, endedNormally {
        throw shorterThanDeclared(declared, received: received)
      }
      if let error {
        throw error
      }
      end(.success(body))
    } catch {
      end(.failure(error))
    }
  }

  /// Vets a response head and records the body length its `Content-Length` promises.
  private func accept(_ response: URLResponse) throws {
    try checkResponse(response)
    let declared = Self.declaredLength(of: response)
    if let declared, declared > maxBytes {
      throw tooLarge
    }
    state.withLock { state in
      state.hasResponse = true
      state.declaredLength = declared
    }
  }

  /// Fails the load while it runs, then cancels the transfer without waiting for it.
  private func fail(_ error: any Error) {
    guard let continuation = finish(if: { $0 == .running }) else { return }
    continuation.resume(throwing: error)
    cancelTransfer()
  }

  /// Cancels the transfer on a thread of its own.
  ///
  /// NB: `cancel()` waits for the session's work queue, which libcurl can keep busy for a while
  ///     (a body arriving faster than it reads, a read that blocks). Called from a task
  ///     cancellation handler, the wait would hold one of the two threads of Swift's
  ///     cooperative pool on this machine, and with it every other task; called from the
  ///     delegate queue, it would pile up every chunk still to come.
  private func cancelTransfer() {
    Thread.detachNewThread { [task] in task.cancel() }
  }

  /// Ends the load as its task has completed, unless a failure has ended it already.
  private func end(_ result: Result<Data, any Error>) {
    finish(if: { $0 != .finished })?.resume(with: result)
  }

  /// Marks the load finished if its phase allows, handing back the continuation to resume.
  private func finish(
    if isAllowed: (Phase) -> Bool
  ) -> CheckedContinuation<Data, any Error>? {
    state.withLock { state in
      guard isAllowed(state.phase) else { return nil }
      defer {
        state.phase = .finished
        state.continuation = nil
        state.body = Data()
      }
      return state.continuation
    }
  }

  /// The `Content-Length` of an uncoded body; a content coding makes the delivered (decoded)
  /// body's length differ from it.
  private static func declaredLength(of response: URLResponse) -> Int? {
    guard response.expectedContentLength >= 0 else { return nil }
    if let response = response as? HTTPURLResponse,
      let coding = response.value(forHTTPHeaderField: "Content-Encoding"),
      coding.lowercased() != "identity"
    {
      return nil
    }
    return Int(exactly: response.expectedContentLength)
  }

  private var tooLarge: FactClient.Failure {
    FactClient.Failure("response from \(host) is larger than \(maxBytes) bytes")
  }

  private func longerThanDeclared(_ declared: Int) -> FactClient.Failure {
    FactClient.Failure(
      "response from \(host) is longer than the \(declared) bytes in its Content-Length"
    )
  }

  private func shorterThanDeclared(_ declared: Int, received: Int) -> FactClient.Failure {
    FactClient.Failure(
      "response from \(host) ended after \(received) of the \(declared) bytes in its Content-Length"
    )
  }
}
