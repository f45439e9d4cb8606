import FlyingSocks
import Foundation

/// Runs `body` with the URL of a 127.0.0.1 port that refuses connections.
///
/// The port stays bound, but never listens, until `body` returns, so no other server
/// can take it meanwhile and every connection attempt is refused at once.
public func withClosedLoopbackPort<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let socket = try Socket(domain: AF_INET, type: .stream)
  defer { try? socket.close() }
  try socket.bind(to: .inet(ip4: "127.0.0.1", port: 0))
  guard case let .ip4(_, port) = try socket.sockname() else {
    throw SocketError.unsupportedAddress
  }
  return try await body(URL(string: "http://127.0.0.1:\(port)")!)
}
