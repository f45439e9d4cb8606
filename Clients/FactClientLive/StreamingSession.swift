import ConcurrencyExtras
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL session whose data tasks hand their bodies, chunk by chunk, to a
/// ``BoundedBodyLoader`` each, so that no body is buffered whole.
///
/// NB: It owns a session made from the given configuration, whose delegate routes each task's
/// callbacks to its loader. swift-corelibs-foundation makes no callbacks at all to a delegate set
/// on a task (`URLSessionTask.delegate`), and the delegate of `data(for:delegate:)` gets its
/// chunks only after the session has buffered them, so neither bounds a body; and a session's
/// own delegate is fixed when it is created. Requests therefore do not go through a session the
/// caller passed in, only its configuration, and not its delegate.
final class StreamingSession: Sendable {
  private let session: URLSession
  private let router = Router()

  /// Creates a session with `configuration`; it is invalidated, once its tasks have finished,
  /// when this object goes away.
  init(configuration: URLSessionConfiguration) {
    let delegateQueue = OperationQueue()
    delegateQueue.maxConcurrentOperationCount = 1
    delegateQueue.underlyingQueue = router.queue
    session = URLSession(
      configuration: configuration, delegate: router, delegateQueue: delegateQueue
    )
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Loads `request`'s body, at most `maxBytes` of it; see ``BoundedBodyLoader``.
  func load(
    _ request: URLRequest,
    maxBytes: Int,
    host: String,
    checkResponse: @escaping @Sendable (URLResponse) throws -> Void
  ) async throws -> Data {
    let task = session.dataTask(with: request)
    let loader = BoundedBodyLoader(
      task: task, maxBytes: maxBytes, host: host, checkResponse: checkResponse
    )
    router.loaders.withValue { $0[task.taskIdentifier] = loader }
    return try await loader.load()
  }
}

extension StreamingSession {
  /// The session's delegate: passes each task's callbacks to its loader, and forgets the loader
  /// when the task completes.
  private final class Router: NSObject, URLSessionDataDelegate, Sendable {
    /// The queue the callbacks run on: one of its own, so that they keep up with a body arriving
    /// fast even when the global queues are busy. The router owns it because an operation queue
    /// does not retain its underlying queue, and the session retains the router until it is
    /// invalidated.
    let queue = DispatchQueue(label: "FactClientLive.StreamingSession")
    // NB: `LockIsolated` (NSLock), not `Mutex`: the thread sanitizer on Linux reports accesses
    //     inside `Mutex.withLock` on both sides as races, a false report that would hide real ones.
    let loaders = LockIsolated<[Int: BoundedBodyLoader]>([:])

    func urlSession(
      _ session: URLSession,
      dataTask: URLSessionDataTask,
      didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      completionHandler(.allow)
      loader(for: dataTask)?.didReceive(response)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      loader(for: dataTask)?.didReceive(data)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      let loader = loaders.withValue { $0.removeValue(forKey: task.taskIdentifier) }
      loader?.didComplete(with: error)
    }

    private func loader(for task: URLSessionTask) -> BoundedBodyLoader? {
      loaders.value[task.taskIdentifier]
    }
  }
}
