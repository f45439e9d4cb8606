/// Runs `body` with a started ``FactServer``, stopping the server afterwards.
public func withFactServer<Result>(
  isolation: isolated (any Actor)? = #isolation,
  handler: @escaping FactServer.Handler = FactServer.defaultHandler,
  _ body: (FactServer) async throws -> Result
) async throws -> Result {
  try await withStarted(FactServer(handler: handler), body)
}
