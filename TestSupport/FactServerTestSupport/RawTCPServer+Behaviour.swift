extension RawTCPServer {
  /// What a ``RawTCPServer`` does on a connection once it has read the request head:
  /// write ``reply`` verbatim, then end the connection as ``ending`` says.
  public struct Behaviour: Sendable, Equatable {
    /// How the server ends a connection after writing its reply.
    public enum Ending: Sendable, Equatable {
      /// Closes the socket normally; the client sees end of stream (FIN).
      case close
      /// Aborts the connection with a TCP reset (`SO_LINGER` of zero seconds, then close).
      case reset
      /// Sends nothing more and keeps the socket open until the client closes it or the
      /// server stops.
      case stall
      /// Writes the byte `x`, `bytes` of them or without end when `nil`, then stalls: a body
      /// that never finishes. It ends when a write fails or a read sees the end of the stream,
      /// because the client closed the connection, or when the server stops.
      case flood(bytes: Int?)
    }

    /// The bytes written, exactly as given.
    public var reply: [UInt8]
    /// How the connection ends after ``reply``.
    public var ending: Ending

    /// Creates a behaviour that writes `reply` and then ends the connection with `ending`.
    public init(reply: [UInt8], then ending: Ending) {
      self.reply = reply
      self.ending = ending
    }

    /// An HTTP/1.1 `200 OK` text response head and `body`, followed by `ending`.
    ///
    /// The head carries `Content-Length: contentLength` whether or not it matches the body,
    /// or no `Content-Length` at all when it is `nil` (a body delimited by closing).
    public static func http(
      contentLength: Int?, body: String, then ending: Ending
    ) -> Behaviour {
      var head = "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\n"
      if let contentLength {
        head += "Content-Length: \(contentLength)\r\n"
      }
      head += "\r\n"
      return Behaviour(reply: Array((head + body).utf8), then: ending)
    }
  }
}
