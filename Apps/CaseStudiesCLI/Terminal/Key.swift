/// A key the interactive prompt understands, decoded from the bytes a terminal sends in raw mode.
public enum Key: Equatable, Sendable {
  /// A printable character.
  case character(Character)
  case enter
  case backspace
  case delete
  case left
  case right
  case up
  case down
  case home
  case end
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Ctrl-U: clears the line.
  case clearLine
}

/// Turns the bytes of a raw-mode terminal into ``Key``s, across reads: a read may end in the
/// middle of an escape sequence or of a character's UTF-8 bytes.
///
/// Unknown escape sequences and control bytes are dropped.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// The keys that `bytes`, after what earlier calls left pending, complete.
  public mutating func keys(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.decode(pending[index...]) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// The key at the start of `bytes` and how many bytes it takes; `nil` when more bytes are
  /// needed. A `nil` key stands for bytes that are dropped.
  private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x01: return (.home, 1)
    case 0x05: return (.end, 1)
    case 0x02: return (.left, 1)
    case 0x06: return (.right, 1)
    case 0x15: return (.clearLine, 1)
    case 0x1B: return decodeEscape(bytes)
    case ..<0x20: return (nil, 1)
    default: return decodeCharacter(bytes)
    }
  }

  /// `ESC [ …` and `ESC O …` sequences: arrows, Home, End and Delete in their common spellings.
  private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (nil, 1)
    }
    // Parameters (digits and ';') up to a final byte in 0x40...0x7E.
    var end = start + 2
    while end < bytes.endIndex, (0x30...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return nil }
    let final = bytes[end]
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let length = end - start + 1
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _): return (.up, length)
    case (UInt8(ascii: "B"), _): return (.down, length)
    case (UInt8(ascii: "C"), _): return (.right, length)
    case (UInt8(ascii: "D"), _): return (.left, length)
    case (UInt8(ascii: "H"), _): return (.home, length)
    case (UInt8(ascii: "F"), _): return (.end, length)
    case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
    case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
    case (UInt8(ascii: "~"), "3"): return (.delete, length)
    default: return (nil, length)
    }
  }

  /// One UTF-8 encoded character; invalid bytes are dropped one at a time.
  private static func decodeCharacter(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case ..<0x80: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    guard bytes.count >= length else { return nil }
    let encoded = bytes.prefix(length)
    guard encoded.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let scalar = String(validating: encoded, as: UTF8.self)?.unicodeScalars.first
    else {
      return (nil, 1)
    }
    return (.character(Character(scalar)), length)
  }
}
