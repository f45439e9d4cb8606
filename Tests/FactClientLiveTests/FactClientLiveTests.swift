import FactClient
import FactClientLive
import FactServerTestSupport
import Foundation
import Testing

@Suite(.onServerExecutor, .timeLimit(.minutes(10)))
struct FactClientLiveTests {
  @Test func fetchReturnsTheTrimmedFact() async throws {
    try await withFactServer(handler: { _ in .text(" \n42 is the answer.\r\n\t ") }) { server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      let fact = try await client.fetch(42)
      #expect(fact == "42 is the answer.")
      #expect(server.requests.map(\.method) == ["GET"])
      #expect(server.requests.map(\.path) == ["/42/trivia"])
    }
  }

  @Test(arguments: [(-5, "/-5/trivia"), (Int.max, "/9223372036854775807/trivia")])
  func numberBecomesOnePathSegment(number: Int, path: String) async throws {
    try await withFactServer { server in
      let fact = try await FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
        .fetch(number)
      #expect(fact == "\(number) is a number from the fact server.")
      #expect(server.requests.map(\.path) == [path])
    }
  }

  @Test(arguments: [404, 500, 503])
  func nonOKStatusFailsWithStatusAndHost(status: Int) async throws {
    try await withFactServer(handler: { _ in .text("nope", status: status) }) { server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      await #expect(throws: FactClient.Failure("HTTP \(status) from 127.0.0.1")) {
        try await client.fetch(1)
      }
    }
  }

  @Test func emptyBodyFails() async throws {
    try await withFactServer(handler: { _ in .status(200) }) { server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      await #expect(throws: FactClient.Failure("empty response from 127.0.0.1")) {
        try await client.fetch(1)
      }
    }
  }

  @Test func whitespaceOnlyBodyFails() async throws {
    try await withFactServer(handler: { _ in .text(" \r\n\t ") }) { server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      await #expect(throws: FactClient.Failure("response from 127.0.0.1 contains only whitespace"))
      {
        try await client.fetch(1)
      }
    }
  }

  @Test func bodyOfExactlyMaxBytesIsAccepted() async throws {
    try await withFactServer(handler: { _ in .text(String(repeating: "x", count: 16)) }) { server in
      let client = FactClient.live(
        baseURL: server.baseURL, timeout: .pastTheTimeLimit, maxBytes: 16)
      let fact = try await client.fetch(1)
      #expect(fact.count == 16)
    }
  }

  @Test func bodyLargerThanMaxBytesFails() async throws {
    try await withFactServer(handler: { _ in .text(String(repeating: "x", count: 17)) }) { server in
      let client = FactClient.live(
        baseURL: server.baseURL, timeout: .pastTheTimeLimit, maxBytes: 16)
      await #expect(throws: FactClient.Failure("response from 127.0.0.1 is larger than 16 bytes")) {
        try await client.fetch(1)
      }
    }
  }

  @Test func bodyLargerThanTheDefaultLimitFails() async throws {
    try await withFactServer(handler: { _ in .text(String(repeating: "x", count: 64 * 1024 + 1)) })
    { server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      await #expect(
        throws: FactClient.Failure("response from 127.0.0.1 is larger than 65536 bytes")
      ) {
        try await client.fetch(1)
      }
    }
  }

  @Test func invalidUTF8Fails() async throws {
    try await withFactServer(handler: { _ in .bytes([0x34, 0x32, 0x20, 0xC3, 0x28, 0xFF]) }) {
      server in
      let client = FactClient.live(baseURL: server.baseURL, timeout: .pastTheTimeLimit)
      await #expect(throws: FactClient.Failure("response from 127.0.0.1 is not valid UTF-8")) {
        try await client.fetch(1)
      }
    }
  }
}
