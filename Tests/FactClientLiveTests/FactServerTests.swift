import FactClient
import FactClientLive
import FactServerTestSupport
import Foundation
import Testing

/// The loopback server the live tests depend on: it keeps connections alive between requests
/// and answers what is not HTTP with a 400.
@Suite(.onServerExecutor, .timeLimit(.minutes(10)))
struct FactServerTests {
  @Test func sequentialFetchesShareOneConnection() async throws {
    try await withFactServer { server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      let first = try await client.fetch(1)
      let second = try await client.fetch(2)
      #expect(
        [first, second] == [
          "1 is a number from the fact server.", "2 is a number from the fact server.",
        ])
      #expect(server.requests.map(\.path) == ["/1/trivia", "/2/trivia"])
      #expect(server.openedConnections == 1)
    }
  }

  @Test func pipelinedRequestsAreAnsweredInOrderAndCloseEndsTheConnection() async throws {
    try await withFactServer { server in
      let reply = try exchange(
        "GET /1/trivia HTTP/1.1\r\nHost: x\r\n\r\nGET /2/trivia?x=1 HTTP/1.1\r\nHost: x\r\n"
          + "Connection: close\r\n\r\n",
        port: server.port)
      let bodies = reply.components(separatedBy: "\r\n\r\n")
      #expect(reply.hasPrefix("HTTP/1.1 200 OK\r\n"))
      #expect(bodies.count == 3)
      #expect(bodies[1].hasPrefix("1 is a number from the fact server.HTTP/1.1 200 OK\r\n"))
      #expect(bodies[0].contains("\r\nContent-Length: 35"))
      #expect(!bodies[0].contains("Connection: close"))
      #expect(bodies[1].hasSuffix("\r\nConnection: close"))
      #expect(bodies[2] == "2 is a number from the fact server.")
      #expect(server.requests.map(\.path) == ["/1/trivia", "/2/trivia"])
      await server.waitForClosedConnections(1)
    }
  }

  @Test func whatIsNotHTTPIsAnsweredWithA400() async throws {
    try await withFactServer { server in
      let reply = try exchange("HELLO\r\n\r\n", port: server.port)
      #expect(reply.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
      #expect(reply.contains("not an HTTP/1.x request head: \"HELLO\""))
      #expect(server.requests.isEmpty)
    }
  }

  /// Sends `request` on a new connection and reads the reply to its end (the server closes
  /// after a `Connection: close` request or a malformed one).
  private func exchange(_ request: String, port: UInt16) throws -> String {
    let client = try LoopbackClient(port: port)
    try client.send(request)
    return try client.readToEnd()
  }
}
