import FactClient
import FactClientLive
import FactServerTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Sends `request` on a new connection, shuts down the sending side, and reads the reply to
  /// its end (the server closes after a `Connection: close` request or a malformed one).
  private func exchange(_ request: String, port: UInt16) throws -> String {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(socket >= 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    let bytes = Array(request.utf8)
    try #require(send(socket, bytes, bytes.count, 0) == bytes.count)
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      try #require(count >= 0)
      if count == 0 { break }
      reply += buffer[..<count]
    }
    return String(decoding: reply, as: UTF8.self)
  }
}
