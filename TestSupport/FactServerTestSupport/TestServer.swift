/// A loopback server that a test starts and stops: ``FactServer`` or ``RawTCPServer``.
public protocol TestServer: Sendable {
  func start() async throws
  func stop() async
}

extension FactServer: TestServer {}
extension RawTCPServer: TestServer {}

/// Starts `server`, runs `body` with it, and stops it afterwards, whether `body` throws or not.
func withStarted<Server: TestServer, Result>(
  _ server: Server,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (Server) async throws -> Result
) async throws -> Result {
  try await server.start()
  do {
    let result = try await body(server)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}
