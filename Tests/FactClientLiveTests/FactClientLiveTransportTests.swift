import Clocks
import FactClient
import FactServerTestSupport
import Foundation
import TestSupport
import Testing

@testable import FactClientLive

@Suite(.onServerExecutor, .timeLimit(.minutes(10)))
struct FactClientLiveTransportTests {
  /// A live client whose timeout runs on a test clock.
  func client(_ baseURL: URL, timeout: Duration, clock: TestClock<Duration>) -> FactClient {
    .live(baseURL: baseURL, session: .shared, timeout: timeout, maxBytes: 64 * 1024, clock: clock)
  }

  @Test func quickResponseWithinAShortTimeoutSucceeds() async throws {
    try await withFactServer { server in
      let client = client(server.baseURL, timeout: .milliseconds(200), clock: TestClock())
      let fact = try await client.fetch(8)
      #expect(fact == "8 is a number from the fact server.")
    }
  }

  @Test func stalledServerFailsPromptlyWithTheTimeout() async throws {
    let gate = Gate()
    try await withFactServer(handler: { _ in
      await gate.wait()
      return .text("too late")
    }) { server in
      let clock = TestClock()
      let client = client(server.baseURL, timeout: .milliseconds(200), clock: clock)
      let fetch = Task { try await client.fetch(1) }
      await server.waitForRequests(1)
      await clock.advance(by: .milliseconds(199))
      await clock.advance(by: .milliseconds(1))
      await #expect(throws: FactClient.Failure("timed out after 0.2 s")) {
        try await fetch.value
      }
      gate.open()
      await server.waitForClosedConnections(1)
      #expect(server.closedConnections == 1)
    }
  }

  @Test func stoppingTheServerCancelsAStalledHandler() async throws {
    try await withFactServer(handler: { _ in
      await Gate().wait()
      return .text("never sent")
    }) { server in
      let clock = TestClock()
      let client = client(server.baseURL, timeout: .milliseconds(100), clock: clock)
      let fetch = Task { try await client.fetch(1) }
      await server.waitForRequests(1)
      await clock.advance(by: .milliseconds(100))
      await #expect(throws: FactClient.Failure("timed out after 0.1 s")) {
        try await fetch.value
      }
      #expect(server.cancelledHandlers == 0)
      await server.stop()
      #expect(server.cancelledHandlers == 1)
    }
  }

  @Test func closedPortFailsToConnect() async throws {
    try await withClosedLoopbackPort { baseURL in
      let client = FactClient.live(baseURL: baseURL, timeout: .pastTheTimeLimit)
      await #expect(throws: FactClient.Failure("could not connect to 127.0.0.1:\(baseURL.port!)")) {
        try await client.fetch(1)
      }
    }
  }

  @Test func cancellingTheFetchThrowsCancellationErrorAndClosesTheConnection() async throws {
    let gate = Gate()
    try await withFactServer(handler: { _ in
      await gate.wait()
      return .text("too late")
    }) { server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      let fetch = Task { try await client.fetch(1) }
      await server.waitForRequests(1)
      #expect(server.openedConnections == 1)
      #expect(server.closedConnections == 0)
      fetch.cancel()
      await #expect(throws: CancellationError.self) {
        try await fetch.value
      }
      gate.open()
      await server.waitForClosedConnections(1)
      #expect(server.closedConnections == 1)
    }
  }
}
