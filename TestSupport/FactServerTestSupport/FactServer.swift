import FlyingFox
import FlyingSocks
import Foundation
import TestSupport

/// A loopback HTTP server that plays number-trivia.com for tests.
///
/// It listens on 127.0.0.1 with an ephemeral port, hands each request to a swappable
/// ``Handler``, records every request, counts the connections clients open and close,
/// and counts handlers that were cancelled, which happens to stalled ones on ``stop()``.
/// Each instance owns its own port, so suites using separate servers can run in parallel.
public final class FactServer: Sendable {
  /// Answers a request; it may suspend for as long as it likes, for example on a ``Gate``.
  public typealias Handler = @Sendable (Request) async throws -> Response

  /// Answers `/{n}/trivia` with `"{n} is a number from the fact server."`, anything else with 404.
  public static let defaultHandler: Handler = { request in
    guard let number = request.number else { return .status(404) }
    return .text("\(number) is a number from the fact server.")
  }

  struct State {
    var handler: Handler
    var port: UInt16?
    var http: HTTPServer?
    var runTask: Task<Void, any Error>?
    var isStopped = false
    var requests: [Request] = []
    var openedConnections = 0
    var closedConnections = 0
    var cancelledHandlers = 0
  }

  let state: Awaitable<State>

  /// Creates a stopped server that will answer with `handler`.
  public init(handler: @escaping Handler = FactServer.defaultHandler) {
    state = Awaitable(State(handler: handler))
  }

  /// The port the server listens on; only valid after ``start()``.
  public var port: UInt16 {
    guard let port = state.withValue({ $0.port }) else {
      preconditionFailure("FactServer.port read before start()")
    }
    return port
  }

  /// The server's root URL, `http://127.0.0.1:<port>`; only valid after ``start()``.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)")!
  }

  /// Replaces the handler used for requests that arrive from now on.
  public func setHandler(_ handler: @escaping Handler) {
    state.withValue { $0.handler = handler }
  }

  /// Binds 127.0.0.1 on an ephemeral port and returns once the server is listening.
  public func start() async throws {
    precondition(state.withValue { $0.http == nil }, "FactServer.start() called while running")
    let logger = ConnectionLogger { [weak self] event in self?.record(event) }
    let http = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0),
      timeout: 600,
      logger: logger,
      handler: ClosureHTTPHandler { [weak self] request in
        guard let self else { throw CancellationError() }
        return try await self.handle(request).httpResponse
      }
    )
    let runTask = Task(executorPreference: ServerExecutor.shared) { try await http.run() }
    state.withValue {
      $0.http = http; $0.runTask = runTask; $0.isStopped = false
    }
    do {
      // NB: FlyingFox gives up after 5 seconds by default, which one executor thread serving
      //     every test's server under the thread sanitizer did not always make.
      try await withTaskExecutorPreference(ServerExecutor.shared) {
        try await http.waitUntilListening(timeout: 60)
      }
    } catch {
      await stop()
      throw error
    }
    guard case let .ip4(_, port)? = await http.listeningAddress else {
      await stop()
      throw SocketError.unsupportedAddress
    }
    state.withValue { $0.port = port }
  }

  /// Stops listening, cancels running handlers and resumes every pending wait.
  public func stop() async {
    let (http, runTask) = state.withValue { state in
      defer { state.http = nil; state.runTask = nil; state.isStopped = true }
      return (state.http, state.runTask)
    }
    await http?.stop()
    _ = await runTask?.result
  }

  private func handle(_ request: HTTPRequest) async throws -> Response {
    let recorded = Request(request)
    let handler = state.withValue { state in
      state.requests.append(recorded)
      return state.handler
    }
    defer {
      if Task.isCancelled {
        state.withValue { $0.cancelledHandlers += 1 }
      }
    }
    return try await handler(recorded)
  }

  private func record(_ event: ConnectionLogger.Event) {
    state.withValue { state in
      switch event {
      case .opened: state.openedConnections += 1
      case .closed: state.closedConnections += 1
      }
    }
  }
}
