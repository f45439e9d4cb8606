import Foundation

/// Text that a feature holds in its state and that tests compare, such as an alert's title.
///
/// SwiftUI renders it with `Text(_:)`; here, where there is no view, it reads as its plain string
/// (``Swift/String/init(state:locale:)``) and dumps with its styling marked up:
///
/// ```swift
/// let greeting = TextState("Hello, ") + TextState(name).bold().italic() + TextState("!")
/// String(state: greeting)            // "Hello, Blob!"
/// String(customDumping: greeting)    // "Hello, _**Blob**_!"
/// ```
///
/// Equality follows swift-navigation: two texts are equal when they are built the same way, with
/// the same strings and the same styling in the same order. A concatenation never equals a single
/// string, even one that reads the same.
///
/// A string literal or interpolation makes one too, so `"Delete \(count) items?"` can stand
/// wherever a `TextState` is expected.
public struct TextState: Hashable, Sendable {
  indirect enum Storage: Hashable, Sendable, Codable {
    case concatenated(TextState, TextState)
    case verbatim(String)

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case (.concatenated(let l1, let l2), .concatenated(let r1, let r2)):
        l1 == r1 && l2 == r2
      case (.verbatim(let lhs), .verbatim(let rhs)):
        lhs == rhs
      case (.concatenated, .verbatim), (.verbatim, .concatenated):
        false
      }
    }
  }

  let storage: Storage
  var modifiers: [Modifier] = []

  init(storage: Storage) {
    self.storage = storage
  }

  /// Text that shows the given string as it is.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Text that shows the given string or substring.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text that reads as the left-hand text followed by the right-hand one, each keeping its own
  /// styling.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  func appending(_ modifier: Modifier) -> Self {
    var text = self
    text.modifiers.append(modifier)
    return text
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

extension String {
  /// The plain string that the text reads as, without its styling.
  ///
  /// - Parameters:
  ///   - state: The text.
  ///   - locale: Accepted for TCA's spelling; text here is never localized, so it is ignored.
  public init(state: TextState, locale: Locale? = nil) {
    switch state.storage {
    case .concatenated(let lhs, let rhs):
      self = String(state: lhs, locale: locale) + String(state: rhs, locale: locale)
    case .verbatim(let string):
      self = string
    }
  }
}
