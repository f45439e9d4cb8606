import Clocks
import FactClient
import FactServerTestSupport
import Foundation
import TestSupport
import Testing

@testable import FactClientLive

@Suite(.onServerExecutor, .timeLimit(.minutes(10)))
struct FactClientLiveConcurrencyTests {
  /// Concurrent fetches on the shared session, more than it opens connections to one host, each
  /// get the fact for their own number: 24 in a plain `swift test`, 100 under `Scripts/soak.sh`.
  @Test func concurrentFetchesEachGetTheirOwnFact() async throws {
    try await withFactServer { server in
      let clock = TestClock()
      let client = FactClient.live(
        baseURL: server.baseURL, session: .shared, timeout: .seconds(30), maxBytes: 64 * 1024,
        clock: clock
      )
      let numbers = Array(1...testVolume(quick: 24, soak: 100))
      let outcomes = await withTaskGroup(of: (Int, String).self) { group in
        for number in numbers {
          group.addTask {
            do {
              return (number, try await client.fetch(number))
            } catch {
              return (number, "failed: \(error)")
            }
          }
        }
        var outcomes: [Int: String] = [:]
        for await (number, outcome) in group {
          outcomes[number] = outcome
        }
        return outcomes
      }
      #expect(
        outcomes
          == Dictionary(
            uniqueKeysWithValues: numbers.map { ($0, "\($0) is a number from the fact server.") }))
      #expect(server.requests.count == numbers.count)
      #expect(Set(server.requests.compactMap(\.number)) == Set(numbers))
      try await clock.checkSuspension()
    }
  }
}
