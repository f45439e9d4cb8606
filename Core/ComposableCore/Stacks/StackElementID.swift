import CustomDump

/// The identity of an element of a ``StackState``: 0, 1, 2… in the order elements are pushed.
///
/// A stack numbers its own elements, so the numbering is the same in a store and in the state a
/// test expects, and tests can name elements by number: `\.path[id: 0]`.
public struct StackElementID: Hashable, Comparable, Sendable, Codable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The element's number in its stack.
  public let rawValue: Int

  /// The identity with the given number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public init(integerLiteral value: Int) {
    self.init(rawValue: value)
  }

  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try Int(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try rawValue.encode(to: encoder)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public var description: String {
    "#\(rawValue)"
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  public var debugDescription: String { description }
  public var customDumpDescription: String { description }
}

extension StackElementID {
  /// TCA's internal name for the element's number.
  @_spi(Internals)
  public var generation: Int { rawValue }

  /// The identity with the given number, as TCA's internals spell it.
  @_spi(Internals)
  public init(generation: Int) {
    self.init(rawValue: generation)
  }
}
