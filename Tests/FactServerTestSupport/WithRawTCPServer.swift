/// Runs `body` with a started ``RawTCPServer``, stopping the server afterwards.
public func withRawTCPServer<Result>(
  isolation: isolated (any Actor)? = #isolation,
  behaviour: RawTCPServer.Behaviour,
  _ body: (RawTCPServer) async throws -> Result
) async throws -> Result {
  let server = RawTCPServer(behaviour: behaviour)
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
