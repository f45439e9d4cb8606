import Foundation

extension FactServer {
  /// A response a handler asks the server to send.
  public struct Response: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// Extra response headers; `Content-Length` is always added by the server.
    public var headers: [String: String]
    /// The raw response body.
    public var body: Data

    /// Creates a response from a status, headers and raw body bytes.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
      self.status = status
      self.headers = headers
      self.body = body
    }

    /// A `text/plain` response with the UTF-8 encoding of `text`.
    public static func text(_ text: String, status: Int = 200) -> Response {
      Response(
        status: status,
        headers: ["Content-Type": "text/plain; charset=utf-8"],
        body: Data(text.utf8)
      )
    }

    /// A `text/plain` response carrying the given raw bytes, valid UTF-8 or not.
    public static func bytes(_ bytes: [UInt8], status: Int = 200) -> Response {
      Response(
        status: status,
        headers: ["Content-Type": "text/plain; charset=utf-8"],
        body: Data(bytes)
      )
    }

    /// An empty-bodied response with the given status.
    public static func status(_ status: Int) -> Response {
      Response(status: status)
    }

    /// The response's bytes: its status line, its headers with the body's `Content-Length`
    /// (and `Connection: close` when the connection ends after it), and its body.
    func encoded(keepingAlive: Bool) -> Data {
      var head = "HTTP/1.1 \(status) \(Self.phrase(for: status))\r\n"
      for (name, value) in headers.sorted(by: { $0.key < $1.key })
      where !["content-length", "connection"].contains(name.lowercased()) {
        head += "\(name): \(value)\r\n"
      }
      head += "Content-Length: \(body.count)\r\n"
      if !keepingAlive {
        head += "Connection: close\r\n"
      }
      head += "\r\n"
      return Data(head.utf8) + body
    }

    private static func phrase(for status: Int) -> String {
      switch status {
      case 200: "OK"
      case 400: "Bad Request"
      case 404: "Not Found"
      case 500: "Internal Server Error"
      case 503: "Service Unavailable"
      default: "Status \(status)"
      }
    }
  }
}
