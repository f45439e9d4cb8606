import Clocks
import FactClient
import FactServerTestSupport
import Foundation
import Testing

@testable import FactClientLive

/// The live client against a server that breaks HTTP at the socket level: every fetch must end
/// in a value or a `FactClient.Failure`, and the client must keep working afterwards.
///
/// The timeout runs on a `TestClock` that only the stall test advances, so every other outcome
/// comes from the transport, never from a wall-clock timer.
@Suite(.onServerExecutor, .timeLimit(.minutes(10)))
struct FactClientLiveSocketFaultTests {
  /// A live client on the shared session whose 30-second timeout runs on `clock`.
  func client(_ baseURL: URL, clock: TestClock<Duration>) -> FactClient {
    .live(
      baseURL: baseURL, session: .shared, timeout: .seconds(30), maxBytes: 64 * 1024, clock: clock)
  }

  /// A well-formed response, to show the client recovers after a fault.
  static func wellFormed(_ body: String) -> RawTCPServer.Behaviour {
    .http(contentLength: body.utf8.count, body: body, then: .close)
  }

  /// Throws if the client's timeout is still pending: no timer may outlive a fetch.
  func expectNoPendingTimeout(_ clock: TestClock<Duration>) async throws {
    try await clock.checkSuspension()
  }

  /// The control case: a body without `Content-Length` that ends when the server closes is valid.
  @Test func bodyDelimitedByClosingIsAccepted() async throws {
    try await withRawTCPServer(
      behaviour: .http(contentLength: nil, body: "42 is the answer.\n", then: .close)
    ) { server in
      let clock = TestClock()
      let fact = try await client(server.baseURL, clock: clock).fetch(42)
      #expect(fact == "42 is the answer.")
      #expect(server.requests == ["GET /42/trivia HTTP/1.1"])
      try await expectNoPendingTimeout(clock)
    }
  }

  /// Headers promising 100 bytes, 10 of them, then a TCP reset: libcurl's receive error.
  @Test func resetMidBodyFailsAndTheClientRecovers() async throws {
    try await withRawTCPServer(
      behaviour: .http(contentLength: 100, body: "0123456789", then: .reset)
    ) { server in
      let clock = TestClock()
      let client = client(server.baseURL, clock: clock)
      await #expect(
        throws: FactClient.Failure(
          "request to 127.0.0.1 failed: Recv failure: Connection reset by peer (URLError -1005)"
        )
      ) {
        try await client.fetch(1)
      }
      #expect(server.requests == ["GET /1/trivia HTTP/1.1"])
      try await expectNoPendingTimeout(clock)

      server.setBehaviour(Self.wellFormed("2 is even."))
      #expect(try await client.fetch(2) == "2 is even.")
      #expect(server.acceptedConnections == 2)
    }
  }

  /// Headers, with or without a `Content-Length`, then silence: only the timeout ends the fetch,
  /// and the client then closes the connection.
  @Test(arguments: [100, nil])
  func stallAfterTheHeadersTimesOutOnTheClock(contentLength: Int?) async throws {
    try await withRawTCPServer(
      behaviour: .http(contentLength: contentLength, body: "", then: .stall)
    ) { server in
      let clock = TestClock()
      let client = client(server.baseURL, clock: clock)
      let fetch = Task { try await client.fetch(1) }
      await server.waitForReplies(1)
      // Had the timeout not started sleeping yet, advancing the clock would miss it.
      try await #require(throws: SuspensionError.self, "the timeout is pending") {
        try await clock.checkSuspension()
      }
      await clock.advance(by: .seconds(30) - .milliseconds(1))
      await #expect(throws: SuspensionError.self, "the timeout is still pending") {
        try await clock.checkSuspension()
      }
      await clock.advance(by: .milliseconds(1))
      await #expect(throws: FactClient.Failure("timed out after 30 s")) {
        try await fetch.value
      }
      try await expectNoPendingTimeout(clock)
      await server.waitForConnectionsClosedByClient(1)
      #expect(server.connectionsClosedByClient == 1)
      #expect(server.requests == ["GET /1/trivia HTTP/1.1"])

      server.setBehaviour(Self.wellFormed("2 is even."))
      #expect(try await client.fetch(2) == "2 is even.")
      #expect(server.acceptedConnections == 2)
    }
  }

  /// A body 74 bytes short of its `Content-Length`, then a normal close: the body disagrees
  /// with its length, which the failure says.
  @Test func contentLengthLongerThanTheBodyThenCloseFails() async throws {
    try await withRawTCPServer(
      behaviour: .http(contentLength: 100, body: "1 is the loneliest number.", then: .close)
    ) { server in
      let clock = TestClock()
      let client = client(server.baseURL, clock: clock)
      await #expect(
        throws: FactClient.Failure(
          "response from 127.0.0.1 ended after 26 of the 100 bytes in its Content-Length"
        )
      ) {
        try await client.fetch(1)
      }
      #expect(server.requests == ["GET /1/trivia HTTP/1.1"])
      try await expectNoPendingTimeout(clock)

      server.setBehaviour(Self.wellFormed("2 is even."))
      #expect(try await client.fetch(2) == "2 is even.")
      #expect(server.acceptedConnections == 2)
    }
  }

  /// A `Content-Length` of 5 before a 17-byte body: HTTP framing wins, so the fact is cut to its
  /// first five bytes whether or not the server closes, and the connection with the excess
  /// bytes is never reused. libcurl stops reading at the `Content-Length` and only logs the
  /// excess, so the client cannot tell this from a 5-byte body; where a transport does deliver
  /// the excess, the fetch fails (`FactClientLiveContentLengthTests`).
  @Test(arguments: [RawTCPServer.Behaviour.Ending.close, .stall])
  func contentLengthShorterThanTheBodyTruncatesTheFact(ending: RawTCPServer.Behaviour.Ending)
    async throws
  {
    try await withRawTCPServer(
      behaviour: .http(contentLength: 5, body: "42 is the answer.", then: ending)
    ) { server in
      let clock = TestClock()
      let client = client(server.baseURL, clock: clock)
      #expect(try await client.fetch(42) == "42 is")
      try await expectNoPendingTimeout(clock)
      if ending == .stall {
        await server.waitForConnectionsClosedByClient(1)
      }

      server.setBehaviour(Self.wellFormed("2 is even."))
      #expect(try await client.fetch(2) == "2 is even.")
      #expect(server.acceptedConnections == 2)
    }
  }
}
