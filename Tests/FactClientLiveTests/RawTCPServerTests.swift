import FactServerTestSupport
import Testing

/// The misbehaving server the live tests depend on.
@Suite(.onServerExecutor, .timeLimit(.minutes(10)))
struct RawTCPServerTests {
  /// A client that closes a stalled connection, or resets it (as closing with bytes still
  /// unread does), has closed it: a test waiting for that must not wait forever.
  @Test(arguments: [false, true])
  func aClientThatEndsAStallIsCounted(byReset: Bool) async throws {
    let stall = RawTCPServer.Behaviour.http(contentLength: 100, body: "0123456789", then: .stall)
    try await withRawTCPServer(behaviour: stall) { server in
      let client = try LoopbackClient(port: server.port)
      try client.send("GET /1/trivia HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(try client.read(count: stall.reply.count) == stall.reply)
      if byReset {
        client.reset()
      } else {
        _ = consume client
      }
      await server.waitForConnectionsClosedByClient(1)
      #expect(server.connectionsClosedByClient == 1)
    }
  }
}
