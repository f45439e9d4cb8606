/// Runs `body` with a started ``RawTCPServer``, stopping the server afterwards.
public func withRawTCPServer<Result>(
  isolation: isolated (any Actor)? = #isolation,
  behaviour: RawTCPServer.Behaviour,
  _ body: (RawTCPServer) async throws -> Result
) async throws -> Result {
  try await withStarted(RawTCPServer(behaviour: behaviour), body)
}
