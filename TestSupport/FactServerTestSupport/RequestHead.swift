import Foundation

/// The head of an HTTP/1.x request: its request line and header fields.
struct RequestHead: Sendable, Equatable {
  /// A head that is not HTTP/1.x, quoted.
  struct Malformed: Error, CustomStringConvertible {
    let head: String
    var description: String { "not an HTTP/1.x request head: \(head.debugDescription)" }
  }

  /// The method, such as `GET`.
  var method: String
  /// The request target, such as `/42/trivia?lang=en`.
  var target: String
  /// The protocol version, `HTTP/1.1` or `HTTP/1.0`.
  var version: String
  /// The header fields keyed by lower-cased name; a repeated field keeps its last value.
  var headers: [String: String]
  /// The length of the body that follows the head, from `Content-Length` (0 without one).
  var contentLength: Int

  /// Parses a head without its closing blank line.
  init(parsing bytes: some Collection<UInt8>) throws {
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"),
      parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0"
    else { throw Malformed(head: text) }
    method = String(parts[0])
    target = String(parts[1])
    version = String(parts[2])
    headers = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
        throw Malformed(head: text)
      }
      headers[line[..<colon].lowercased()] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let length = headers["content-length"].map { Int($0) } ?? 0
    guard let length, length >= 0 else {
      throw Malformed(head: text)
    }
    contentLength = length
  }

  /// The request line, such as `GET /42/trivia HTTP/1.1`.
  var requestLine: String { "\(method) \(target) \(version)" }

  /// The target without its query, such as `/42/trivia`.
  var path: String { String(target.prefix { $0 != "?" }) }

  /// Whether the client keeps the connection for another request: in HTTP/1.1 unless it sends
  /// `Connection: close`, in HTTP/1.0 only if it sends `Connection: keep-alive`.
  var keepsAlive: Bool {
    let connection = headers["connection"]?.lowercased()
    return version == "HTTP/1.1" ? connection != "close" : connection == "keep-alive"
  }
}
