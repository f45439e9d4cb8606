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
    var runTask: Task<Void, Never>?
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
    precondition(state.withValue { $0.runTask == nil }, "FactServer.start() called while running")
    let listener = try await LoopbackListener()
    let runTask = listener.serve { [weak self] connection in
      await self?.serve(connection)
    }
    state.withValue {
      $0.port = listener.port; $0.runTask = runTask; $0.isStopped = false
    }
  }

  /// Stops listening, cancels running handlers and resumes every pending wait; returns once
  /// every connection is closed.
  public func stop() async {
    let runTask = state.withValue { state in
      defer { state.runTask = nil; state.isStopped = true }
      return state.runTask
    }
    runTask?.cancel()
    await runTask?.value
  }

  /// Answers one connection's requests in turn, keeping it open between them as HTTP/1.1 does,
  /// until the client closes it, asks for it to close, or the server stops.
  private func serve(_ connection: AsyncSocket) async {
    state.withValue { $0.openedConnections += 1 }
    defer {
      try? connection.close()
      state.withValue { $0.closedConnections += 1 }
    }
    var reader = RequestReader()
    do {
      while let head = try await reader.next(from: connection) {
        let response = await respond(to: Request(head))
        guard !Task.isCancelled else { return }
        try await connection.write(response.encoded(keepingAlive: head.keepsAlive))
        guard head.keepsAlive else { return }
      }
    } catch let malformed as RequestHead.Malformed {
      let response = Response.text("\(malformed)", status: 400)
      try? await connection.write(response.encoded(keepingAlive: false))
    } catch {
      // The client went away or the server is stopping: either way the connection is over.
    }
  }

  /// Records the request and runs the handler; a handler's error is answered with a 500.
  private func respond(to request: Request) async -> Response {
    let handler = state.withValue { state in
      state.requests.append(request)
      return state.handler
    }
    defer {
      if Task.isCancelled {
        state.withValue { $0.cancelledHandlers += 1 }
      }
    }
    do {
      return try await handler(request)
    } catch {
      return .text("\(error)", status: 500)
    }
  }
}
