import FlyingSocks

/// Reads the requests a client sends on one connection, one head after another.
///
/// Bytes read past a request belong to the next one and are kept for it. Request bodies are
/// read and dropped: the servers answer from the head alone.
struct RequestReader {
  private static let headEnd = Array("\r\n\r\n".utf8)
  private static let maxHeadSize = 64 * 1024
  private var buffer: [UInt8] = []

  /// The next request's head, or `nil` once the client has closed the connection between
  /// requests.
  ///
  /// - Throws: `SocketError.disconnected` when the client closes within a request,
  ///   ``RequestHead/Malformed`` for what is not an HTTP/1.x request, and `CancellationError`.
  mutating func next(from connection: AsyncSocket) async throws -> RequestHead? {
    while true {
      if let end = buffer.firstRange(of: Self.headEnd) {
        let head = try RequestHead(parsing: buffer[..<end.lowerBound])
        buffer.removeSubrange(..<end.upperBound)
        try await dropBody(of: head.contentLength, from: connection)
        return head
      }
      guard buffer.count <= Self.maxHeadSize else {
        throw RequestHead.Malformed(head: String(decoding: buffer.prefix(200), as: UTF8.self))
      }
      do {
        buffer += try await connection.read(atMost: 4096)
      } catch SocketError.disconnected where buffer.isEmpty {
        return nil
      }
    }
  }

  private mutating func dropBody(of length: Int, from connection: AsyncSocket) async throws {
    var remaining = length
    let buffered = min(remaining, buffer.count)
    buffer.removeFirst(buffered)
    remaining -= buffered
    while remaining > 0 {
      remaining -= try await connection.read(atMost: min(remaining, 4096)).count
    }
  }
}
