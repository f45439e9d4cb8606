import FactClient
import FactClientLive
import FactServerTestSupport
import Foundation
import Testing

/// A body must be as long as its `Content-Length` says, unless a content coding changed it.
///
/// A URL protocol plays the server, since over a socket libcurl cuts a longer body at the
/// `Content-Length`; `FactClientLiveSocketFaultTests` covers what a socket can show.
@Suite(.onServerExecutor, .timeLimit(.minutes(10)))
struct FactClientLiveContentLengthTests {
  func fetch(contentLength: Int, contentEncoding: String? = nil) async throws -> String {
    let baseURL = ContentLengthStubProtocol.baseURL(
      contentLength: contentLength, contentEncoding: contentEncoding
    )
    return try await FactClient.live(
      baseURL: baseURL, session: ContentLengthStubProtocol.session(), timeout: .pastTheTimeLimit
    )
    .fetch(42)
  }

  @Test func bodyAsLongAsItsContentLengthIsAccepted() async throws {
    #expect(try await fetch(contentLength: 17) == "42 is the answer.")
  }

  @Test func bodyLongerThanItsContentLengthFails() async throws {
    await #expect(
      throws: FactClient.Failure(
        "response from number-trivia.com is longer than the 5 bytes in its Content-Length"
      )
    ) {
      try await fetch(contentLength: 5)
    }
  }

  @Test func bodyShorterThanItsContentLengthFails() async throws {
    await #expect(
      throws: FactClient.Failure(
        "response from number-trivia.com ended after 17 of the 100 bytes in its Content-Length"
      )
    ) {
      try await fetch(contentLength: 100)
    }
  }

  /// The `Content-Length` of a coded body counts its coded bytes, not the decoded ones the
  /// client gets.
  @Test func codedBodyIsNotHeldToItsContentLength() async throws {
    #expect(try await fetch(contentLength: 5, contentEncoding: "gzip") == "42 is the answer.")
  }
}
