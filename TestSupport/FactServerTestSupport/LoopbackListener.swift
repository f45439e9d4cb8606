import FlyingSocks
import Foundation

/// A socket listening on 127.0.0.1 at an ephemeral port, whose connections a test server serves.
///
/// Every task it starts, the connections' included, is a child of one task that prefers
/// ``ServerExecutor``: a server answers however busy the global executor is.
struct LoopbackListener: Sendable {
  /// The port the socket listens on.
  let port: UInt16
  private let socket: AsyncSocket
  private let pool: any AsyncSocketPool

  /// Binds 127.0.0.1 on an ephemeral port and listens; clients can connect from now on, and are
  /// accepted once ``serve(_:)`` runs.
  init() async throws {
    let pool = SocketPool<Poll>.make()
    try await pool.prepare()
    let socket = try Socket(domain: AF_INET, type: .stream)
    do {
      try socket.bind(to: .inet(ip4: "127.0.0.1", port: 0))
      try socket.listen()
      guard case let .ip4(_, port) = try socket.sockname() else {
        throw SocketError.unsupportedAddress
      }
      self.port = port
      self.socket = try AsyncSocket(socket: socket, pool: pool)
    } catch {
      try? socket.close()
      throw error
    }
    self.pool = pool
  }

  /// Accepts connections and runs `serve` on each, concurrently, until the returned task is
  /// cancelled.
  ///
  /// The task ends after every `serve` has returned, with the listening socket closed. `serve`
  /// owns its connection and closes it.
  func serve(_ serve: @escaping @Sendable (AsyncSocket) async -> Void) -> Task<Void, Never> {
    Task(executorPreference: ServerExecutor.shared) { [pool, socket] in
      await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await pool.run() }
        group.addTask {
          try await withThrowingDiscardingTaskGroup { connections in
            while true {
              let connection = try await socket.accept()
              connections.addTask { await serve(connection) }
            }
          }
        }
        _ = try? await group.next()
        group.cancelAll()
      }
      try? socket.close()
    }
  }
}
