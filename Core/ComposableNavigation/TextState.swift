import CustomDump
import Foundation

/// Text that a feature holds in its state and that tests compare, such as an alert's title.
///
/// SwiftUI renders it with `Text(_:)`; here, where there is no view, it is the plain string it
/// reads as. Two values are equal when they read the same, however they were built:
///
/// ```swift
/// let greeting = TextState("Hello, ") + TextState(name).bold() + TextState("!")
/// String(state: greeting)  // "Hello, Blob!"
/// ```
///
/// A string literal or interpolation makes one too, so `"Delete \(count) items?"` can stand
/// wherever a `TextState` is expected. Custom-dump shows it as its string.
public struct TextState: Hashable, Sendable {
  let string: String

  /// Text that shows the given string as it is.
  public init(verbatim content: String) {
    self.string = content
  }

  /// Text that shows the given string or substring.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text that reads as the left-hand text followed by the right-hand one.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(verbatim: lhs.string + rhs.string)
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Text from a string literal.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }

  /// Text from an interpolated string literal.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(verbatim: String(stringInterpolation: stringInterpolation))
  }
}

extension TextState: CustomDumpRepresentable {
  /// The plain string, so that dumps and diffs show text as a quoted string.
  public var customDumpValue: Any { string }
}

extension String {
  /// The plain string that the text reads as.
  ///
  /// - Parameters:
  ///   - state: The text.
  ///   - locale: Accepted for TCA's spelling; text here is never localized, so it is ignored.
  public init(state: TextState, locale: Locale? = nil) {
    self = state.string
  }
}
