/// A client that fetches a short trivia fact about a number.
///
/// The interface lives here; the networking implementation lives in `FactClientLive`,
/// which also registers it as the dependency's `liveValue`.
public struct FactClient: Sendable {
  /// Fetches a fact about the given number, throwing ``Failure`` when none can be had.
  public var fetch: @Sendable (Int) async throws -> String

  /// Creates a client from a fetch endpoint.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}
