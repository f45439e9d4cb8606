import Foundation

/// Runs `body` with a started ``FactServer``, stopping the server afterwards.
public func withFactServer<Result>(
  isolation: isolated (any Actor)? = #isolation,
  handler: @escaping FactServer.Handler = FactServer.defaultHandler,
  _ body: (FactServer) async throws -> Result
) async throws -> Result {
  let server = FactServer(handler: handler)
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
