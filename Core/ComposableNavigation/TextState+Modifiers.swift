/// SwiftUI's text styling spellings, kept so that TCA code compiles; each returns the text as it
/// is, since a plain string has no style.
extension TextState {
  /// The same text; bold has no meaning in plain text.
  public func bold() -> Self { self }
  /// The same text; bold has no meaning in plain text.
  public func bold(isActive: Bool) -> Self { self }
  /// The same text; italics have no meaning in plain text.
  public func italic() -> Self { self }
  /// The same text; italics have no meaning in plain text.
  public func italic(isActive: Bool) -> Self { self }
  /// The same text; an underline has no meaning in plain text.
  public func underline(_ isActive: Bool = true) -> Self { self }
  /// The same text; a strikethrough has no meaning in plain text.
  public func strikethrough(_ isActive: Bool = true) -> Self { self }
  /// The same text; digit widths have no meaning in plain text.
  public func monospacedDigit() -> Self { self }
  /// The same text; kerning has no meaning in plain text.
  public func kerning(_ kerning: Double) -> Self { self }
  /// The same text; tracking has no meaning in plain text.
  public func tracking(_ tracking: Double) -> Self { self }
  /// The same text; a baseline offset has no meaning in plain text.
  public func baselineOffset(_ baselineOffset: Double) -> Self { self }
}
