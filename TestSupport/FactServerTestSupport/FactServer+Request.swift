extension FactServer {
  /// A request the server received, recorded before its handler ran.
  public struct Request: Sendable, Equatable {
    /// The HTTP method, such as `GET`.
    public var method: String
    /// The request path, such as `/42/trivia`.
    public var path: String
    /// The request headers, keyed by lower-cased name.
    public var headers: [String: String]

    /// Creates a request record.
    public init(method: String, path: String, headers: [String: String] = [:]) {
      self.method = method
      self.path = path
      self.headers = headers
    }

    /// The number in a `/{n}/trivia` path, or `nil` for any other path.
    public var number: Int? {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0].isEmpty, parts[2] == "trivia" else { return nil }
      return Int(parts[1])
    }

    init(_ head: RequestHead) {
      self.init(method: head.method, path: head.path, headers: head.headers)
    }
  }
}
