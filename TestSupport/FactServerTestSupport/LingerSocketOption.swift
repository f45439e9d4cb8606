import FlyingSocks
import Foundation

/// The `SO_LINGER` socket option; its value is the linger time in seconds, or `nil` for off.
///
/// A linger time of zero makes `close()` abort the connection with a TCP reset.
struct LingerSocketOption: SocketOption {
  var level: Int32 { SOL_SOCKET }
  var name: Int32 { SO_LINGER }

  func makeValue(from socketValue: linger) -> Int32? {
    socketValue.l_onoff == 0 ? nil : socketValue.l_linger
  }

  func makeSocketValue(from value: Int32?) -> linger {
    linger(l_onoff: value == nil ? 0 : 1, l_linger: value ?? 0)
  }
}

extension SocketOption where Self == LingerSocketOption {
  /// `SO_LINGER`; `setValue(0, for: .lingerTime)` makes the next `close()` send a reset.
  static var lingerTime: Self { LingerSocketOption() }
}
