import Dependencies
import FactClient
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FactClient {
  /// Creates a client that fetches plain-text facts over HTTP from `GET {baseURL}/{n}/trivia`.
  ///
  /// Every problem surfaces as a ``FactClient/Failure`` with a human-readable message,
  /// except cancellation of the calling task, which throws `CancellationError`.
  /// - Parameters:
  ///   - baseURL: The root of a numbersapi.com-compatible server.
  ///   - session: The session whose configuration performs the requests; the client runs them
  ///     on a session of its own, without this session's delegate.
  ///   - timeout: How long one fetch may take in total before it fails.
  ///   - maxBytes: The largest response body accepted; the body is read as it arrives and the
  ///     fetch fails as soon as it passes this size.
  public static func live(
    baseURL: URL = URL(string: "http://number-trivia.com")!,
    session: URLSession = .shared,
    timeout: Duration = .seconds(10),
    maxBytes: Int = 64 * 1024
  ) -> FactClient {
    live(
      baseURL: baseURL,
      session: session,
      timeout: timeout,
      maxBytes: maxBytes,
      clock: ContinuousClock()
    )
  }

  /// A live client whose timeout runs on `clock`, so that tests can control it.
  static func live(
    baseURL: URL, session: URLSession, timeout: Duration, maxBytes: Int, clock: any Clock<Duration>
  ) -> FactClient {
    let fetcher = LiveFactFetcher(
      baseURL: baseURL,
      session: StreamingSession(configuration: session.configuration),
      timeout: timeout,
      maxBytes: maxBytes,
      clock: clock
    )
    return FactClient { number in
      try await fetcher.fetch(number)
    }
  }
}

extension FactClient: DependencyKey {
  /// A client that fetches facts from number-trivia.com.
  public static let liveValue = FactClient.live()
}
