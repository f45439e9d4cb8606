import FlyingSocks
import Foundation
import TestSupport

/// A loopback TCP server that misbehaves at the byte level, for testing clients against
/// broken servers.
///
/// It listens on 127.0.0.1 with an ephemeral port. On every connection it reads one request
/// head (up to the blank line), records its request line, writes the bytes of its
/// ``Behaviour`` verbatim and then ends the connection the way the behaviour says: a normal
/// close, a TCP reset, a stall that keeps the socket open until the client closes it or the
/// server stops, or a flood of bytes that lasts as long. Unlike ``FactServer`` nothing is
/// checked or fixed up, so it can send a wrong `Content-Length`, a truncated body, no body at
/// all or a body without end.
///
/// Call ``stop()`` (or use ``withRawTCPServer(behaviour:_:)``) to end stalled or flooded
/// connections.
public final class RawTCPServer: Sendable {
  struct State {
    var behaviour: Behaviour
    var port: UInt16?
    var runTask: Task<Void, Never>?
    var isStopped = false
    var requests: [String] = []
    var acceptedConnections = 0
    var replies = 0
    var connectionsClosedByClient = 0
  }

  let state: Awaitable<State>

  /// Creates a stopped server that will treat every connection with `behaviour`.
  public init(behaviour: Behaviour) {
    state = Awaitable(State(behaviour: behaviour))
  }

  /// The port the server listens on; only valid after ``start()``.
  public var port: UInt16 {
    guard let port = state.withValue({ $0.port }) else {
      preconditionFailure("RawTCPServer.port read before start()")
    }
    return port
  }

  /// The server's root URL, `http://127.0.0.1:<port>`; only valid after ``start()``.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)")!
  }

  /// Replaces the behaviour used for connections whose request head arrives from now on.
  public func setBehaviour(_ behaviour: Behaviour) {
    state.withValue { $0.behaviour = behaviour }
  }

  /// Binds 127.0.0.1 on an ephemeral port and returns once the server is listening.
  public func start() async throws {
    precondition(state.withValue { $0.runTask == nil }, "RawTCPServer.start() called while running")
    let listener = try await LoopbackListener()
    let runTask = listener.serve { [state] connection in
      await Self.serve(connection, state: state)
    }
    state.withValue {
      $0.port = listener.port; $0.runTask = runTask; $0.isStopped = false
    }
  }

  /// Stops listening, ends every connection (stalled ones included) and resumes every pending
  /// wait; returns once all connection sockets are closed.
  public func stop() async {
    let runTask = state.withValue { state in
      defer { state.runTask = nil; state.isStopped = true }
      return state.runTask
    }
    runTask?.cancel()
    await runTask?.value
  }

  /// Reads one request head, writes the behaviour's bytes and ends the connection as it says.
  private static func serve(_ connection: AsyncSocket, state: Awaitable<State>) async {
    state.withValue { $0.acceptedConnections += 1 }
    var isClosed = false
    defer {
      if !isClosed {
        try? connection.close()
      }
    }
    do {
      var reader = RequestReader()
      guard let requestLine = try await reader.next(from: connection)?.requestLine else { return }
      let behaviour = state.withValue { state in
        state.requests.append(requestLine)
        return state.behaviour
      }
      try await connection.write(Data(behaviour.reply))
      state.withValue { $0.replies += 1 }
      switch behaviour.ending {
      case .close:
        isClosed = true
        try connection.close()
      case .reset:
        try connection.socket.setValue(0, for: .lingerTime)
        isClosed = true
        try connection.close()
      case .stall:
        try await discardUntilEndOfStream(on: connection)
        state.withValue { $0.connectionsClosedByClient += 1 }
      case let .flood(bytes):
        if try await write(bytes, on: connection) {
          try await discardUntilEndOfStream(on: connection)
        }
        state.withValue { $0.connectionsClosedByClient += 1 }
      }
    } catch {
      // The client went away or the server is stopping; either way the connection is over.
    }
  }

  /// Reads and drops whatever the client sends until it closes the connection.
  ///
  /// A client that closes with bytes it has not read yet resets the connection instead. While
  /// the server waits to read, FlyingSocks reports a reset as a disconnection; a reset that
  /// comes before the first read (a test that cancels its fetch as soon as the reply is written
  /// can be that quick) fails the read with `ECONNRESET` instead.
  private static func discardUntilEndOfStream(on connection: AsyncSocket) async throws {
    do {
      while true {
        _ = try await connection.read(atMost: 4096)
      }
    } catch SocketError.disconnected {
      return
    } catch SocketError.failed(_, let code, _) where code == ECONNRESET {
      return
    }
  }

  /// Writes `count` bytes of `x` in chunks of up to 64 KiB, without end when `count` is `nil`.
  ///
  /// Returns `false` when a write fails because the client has closed its side.
  private static func write(_ count: Int?, on connection: AsyncSocket) async throws -> Bool {
    let chunk = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)
    var remaining = count ?? .max
    do {
      while remaining > 0 {
        let size = min(remaining, chunk.count)
        try await connection.write(size == chunk.count ? chunk : chunk.prefix(size))
        if count != nil { remaining -= size }
      }
      return true
    } catch is SocketError {
      return false
    }
  }
}
