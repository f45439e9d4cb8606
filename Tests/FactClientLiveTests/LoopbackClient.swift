import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A blocking client connection to 127.0.0.1, for tests that speak to a test server byte by
/// byte; the connection is closed when the value goes away.
struct LoopbackClient: ~Copyable {
  private let socket: Int32

  /// Connects to `port` on 127.0.0.1.
  init(port: UInt16) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(socket >= 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw ConnectFailed(errno: errno)
    }
    self.socket = socket
  }

  deinit { close(socket) }

  /// Sends all of `text`.
  func send(_ text: String) throws {
    let bytes = Array(text.utf8)
    try #require(Glibc.send(socket, bytes, bytes.count, 0) == bytes.count)
  }

  /// Reads exactly `count` bytes.
  func read(count: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < count {
      let received = recv(socket, &buffer, min(buffer.count, count - bytes.count), 0)
      try #require(received > 0)
      bytes += buffer[..<received]
    }
    return bytes
  }

  /// Reads until the server closes the connection.
  func readToEnd() throws -> String {
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      try #require(count >= 0)
      if count == 0 { return String(decoding: reply, as: UTF8.self) }
      reply += buffer[..<count]
    }
  }

  /// Aborts the connection with a TCP reset, as a close with unread bytes does.
  consuming func reset() {
    var abort = linger(l_onoff: 1, l_linger: 0)
    setsockopt(socket, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
  }

  struct ConnectFailed: Error {
    let errno: Int32
  }
}
