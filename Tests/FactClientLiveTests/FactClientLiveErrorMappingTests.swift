import FactClient
import FactClientLive
import FactServerTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.onServerExecutor)
struct FactClientLiveErrorMappingTests {
  @Test(arguments: [URLError.Code.cannotFindHost, .dnsLookupFailed])
  func unresolvableHostFailsNamingTheHost(code: URLError.Code) async {
    let client = FactClient.live(
      baseURL: URLErrorStubProtocol.baseURL(host: "number-trivia.com", failingWith: code),
      session: URLErrorStubProtocol.session()
    )
    await #expect(throws: FactClient.Failure("could not resolve host number-trivia.com")) {
      try await client.fetch(1)
    }
  }

  @Test func refusedConnectionUsesTheDefaultPort() async {
    let client = FactClient.live(
      baseURL: URLErrorStubProtocol.baseURL(
        host: "number-trivia.com", failingWith: .cannotConnectToHost),
      session: URLErrorStubProtocol.session()
    )
    await #expect(throws: FactClient.Failure("could not connect to number-trivia.com:80")) {
      try await client.fetch(1)
    }
  }

  @Test func sessionTimeoutReportsTheConfiguredTimeout() async {
    let client = FactClient.live(
      baseURL: URLErrorStubProtocol.baseURL(host: "number-trivia.com", failingWith: .timedOut),
      session: URLErrorStubProtocol.session()
    )
    await #expect(throws: FactClient.Failure("timed out after 10 s")) {
      try await client.fetch(1)
    }
  }

  @Test func otherURLErrorsFallBackToTheirDescription() async throws {
    let client = FactClient.live(
      baseURL: URLErrorStubProtocol.baseURL(
        host: "number-trivia.com", failingWith: .networkConnectionLost),
      session: URLErrorStubProtocol.session()
    )
    let error = await #expect(throws: FactClient.Failure.self) {
      try await client.fetch(1)
    }
    let message = try #require(error?.message)
    #expect(message.hasPrefix("request to number-trivia.com failed: "))
    #expect(message.hasSuffix("(URLError -1005)"))
  }
}
