import Clocks
import FactClient
import FactServerTestSupport
import Foundation
import TestSupport
import Testing

@testable import FactClientLive

/// The live client reads a body as it arrives: it stops at `maxBytes` however much the server
/// sends, and cancelling the fetch mid-body cancels the transfer.
///
/// The timeout runs on a `TestClock` that is never advanced, so every outcome comes from the
/// body, never from a timer. The tests run one at a time, so that each measures only its own
/// memory, and time the client on the servers' executor, so that other tests' work on the
/// global executor does not count.
@Suite(.onServerExecutor, .serialized, .timeLimit(.minutes(1)))
struct FactClientLiveBodyLimitTests {
  /// A live client on the shared session with a 64 KiB cap, whose 30-second timeout runs on
  /// `clock`.
  func client(_ baseURL: URL, clock: TestClock<Duration>) -> FactClient {
    .live(
      baseURL: baseURL, session: .shared, timeout: .seconds(30), maxBytes: 64 * 1024, clock: clock
    )
  }

  /// A body without end, delimited by closing or under a `Content-Length` of a terabyte, fails
  /// at the cap at once with memory flat, and the client then closes the connection.
  ///
  /// The server sends 1 MiB, 16 times the cap, and then stalls, so the body never ends; under
  /// `Scripts/soak.sh` it floods without end. (A flood keeps FoundationNetworking's work queue
  /// busy, so closing then takes seconds, which a plain `swift test` should not spend: with
  /// 4 MiB, closing took over a minute once with both cores loaded.)
  @Test(arguments: [nil, 1 << 40])
  func endlessBodyFailsAtTheCap(contentLength: Int?) async throws {
    let flood = RawTCPServer.Behaviour.http(
      contentLength: contentLength, body: "",
      then: .flood(bytes: testVolume(quick: 1 << 20, soak: nil)))
    try await withRawTCPServer(behaviour: flood) { server in
      let clock = TestClock()
      let client = client(server.baseURL, clock: clock)
      let (elapsed, growth) = try await withTaskExecutorPreference(ServerExecutor.shared) {
        let memoryBefore = try residentMemory()
        let start = ContinuousClock.now
        await #expect(
          throws: FactClient.Failure(
            "response from 127.0.0.1 is larger than 65536 bytes"
          )
        ) {
          try await client.fetch(1)
        }
        return (ContinuousClock.now - start, try residentMemory() - memoryBefore)
      }
      #expect(elapsed < .seconds(3))
      #expect(growth < 64 * 1024 * 1024)
      await server.waitForConnectionsClosedByClient(1)
      #expect(server.connectionsClosedByClient == 1)
      try await clock.checkSuspension()
    }
  }

  /// Cancelling the fetch while the body is still arriving throws `CancellationError` and closes
  /// the connection.
  @Test func cancellingMidBodyThrowsCancellationErrorAndClosesTheConnection() async throws {
    let stall = RawTCPServer.Behaviour.http(contentLength: 100, body: "0123456789", then: .stall)
    try await withRawTCPServer(behaviour: stall) { server in
      let clock = TestClock()
      let fetch = Task { try await client(server.baseURL, clock: clock).fetch(1) }
      await server.waitForReplies(1)
      fetch.cancel()
      await #expect(throws: CancellationError.self) {
        try await fetch.value
      }
      await server.waitForConnectionsClosedByClient(1)
      #expect(server.connectionsClosedByClient == 1)
      try await clock.checkSuspension()
    }
  }
}
