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
/// memory, and run the client on the servers' executor, so that other tests' work on the global
/// executor does not hold it up.
@Suite(.onServerExecutor, .serialized, .timeLimit(.minutes(10)))
struct FactClientLiveBodyLimitTests {
  /// A live client on the shared session with a 64 KiB cap, whose 30-second timeout runs on
  /// `clock`.
  func client(_ baseURL: URL, clock: TestClock<Duration>) -> FactClient {
    .live(
      baseURL: baseURL, session: .shared, timeout: .seconds(30), maxBytes: 64 * 1024, clock: clock
    )
  }

  /// A body without end, delimited by closing or under a `Content-Length` of a terabyte, fails
  /// at the cap, and the client then closes the connection.
  ///
  /// The server sends 1 MiB, 16 times the cap, and then stalls, so the body never ends: the fetch
  /// can only end by stopping at the cap. Under `Scripts/soak.sh` it floods without end, and the
  /// test also checks that memory stays flat, which only an endless flood can show. (A flood
  /// keeps FoundationNetworking's work queue busy, so closing then takes seconds, which a plain
  /// `swift test` should not spend: with 4 MiB, closing took over a minute once with both cores
  /// loaded.)
  @Test(arguments: [nil, 1 << 40])
  func endlessBodyFailsAtTheCap(contentLength: Int?) async throws {
    let floodBytes = testVolume(quick: 1 << 20, soak: nil as Int?)
    let flood = RawTCPServer.Behaviour.http(
      contentLength: contentLength, body: "", then: .flood(bytes: floodBytes))
    try await withRawTCPServer(behaviour: flood) { server in
      let clock = TestClock()
      let client = client(server.baseURL, clock: clock)
      let growth = try await withTaskExecutorPreference(ServerExecutor.shared) {
        let memoryBefore = try residentMemory()
        await #expect(
          throws: FactClient.Failure(
            "response from 127.0.0.1 is larger than 65536 bytes"
          )
        ) {
          try await client.fetch(1)
        }
        return try residentMemory() - memoryBefore
      }
      // NB: The resident size is the process's, which the suites running beside this one change
      //     too; 1 MiB of body is lost in that, an endless one is not.
      if floodBytes == nil {
        #expect(growth < 64 * 1024 * 1024)
      }
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
