import Foundation

extension TextState {
  enum Modifier: Hashable, Sendable, Codable {
    case accessibilityHeading(AccessibilityHeadingLevel)
    case accessibilityLabel(TextState)
    case accessibilityTextContentType(AccessibilityTextContentType)
    case baselineOffset(CGFloat)
    case bold(isActive: Bool)
    case font(Font?)
    case fontDesign(Font.Design?)
    case fontWeight(Font.Weight?)
    case fontWidth(FontWidth?)
    case foregroundColor(Color?)
    case italic(isActive: Bool)
    case kerning(CGFloat)
    case monospacedDigit
    case speechAdjustedPitch(Double)
    case speechAlwaysIncludesPunctuation(Bool)
    case speechAnnouncementsQueued(Bool)
    case speechSpellsOutCharacters(Bool)
    case strikethrough(isActive: Bool, pattern: LineStylePattern?, color: Color?)
    case tracking(CGFloat)
    case underline(isActive: Bool, pattern: LineStylePattern?, color: Color?)
  }

  /// How wide a font's glyphs are drawn.
  public enum FontWidth: String, Hashable, Sendable, Codable {
    case compressed, condensed, expanded, standard
  }

  /// The pattern of an underline or a strikethrough.
  public enum LineStylePattern: String, Hashable, Sendable, Codable {
    case dash, dashDot, dashDotDot, dot, solid
  }

  /// The heading level that assistive technologies announce for the text.
  public enum AccessibilityHeadingLevel: String, Hashable, Sendable, Codable {
    case h1, h2, h3, h4, h5, h6, unspecified
  }

  /// The kind of content the text is, which changes how assistive technologies read it.
  public enum AccessibilityTextContentType: String, Hashable, Sendable, Codable {
    case console, fileSystem, messaging, narrative, plain, sourceCode, spreadsheet, wordProcessing
  }
}

/// SwiftUI's text styling, kept as values: each returns the text with the style recorded, so that
/// it takes part in equality and shows in dumps. Nothing is drawn here.
extension TextState {
  /// The text moved up (positive) or down (negative) from its baseline.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Self {
    appending(.baselineOffset(baselineOffset))
  }

  /// The text in bold.
  public func bold() -> Self { appending(.bold(isActive: true)) }

  /// The text in bold when `isActive` is true.
  public func bold(isActive: Bool) -> Self { appending(.bold(isActive: isActive)) }

  /// The text in the given font, or in the surrounding one for `nil`.
  public func font(_ font: Font?) -> Self { appending(.font(font)) }

  /// The text in the given font design, or in the surrounding one for `nil`.
  public func fontDesign(_ design: Font.Design?) -> Self { appending(.fontDesign(design)) }

  /// The text in the given font weight, or in the surrounding one for `nil`.
  public func fontWeight(_ weight: Font.Weight?) -> Self { appending(.fontWeight(weight)) }

  /// The text in the given font width, or in the surrounding one for `nil`.
  public func fontWidth(_ width: FontWidth?) -> Self { appending(.fontWidth(width)) }

  /// The text in the given color, or in the surrounding one for `nil`.
  public func foregroundColor(_ color: Color?) -> Self { appending(.foregroundColor(color)) }

  /// The text in italics.
  public func italic() -> Self { appending(.italic(isActive: true)) }

  /// The text in italics when `isActive` is true.
  public func italic(isActive: Bool) -> Self { appending(.italic(isActive: isActive)) }

  /// The text with the space between pairs of characters widened (positive) or narrowed.
  public func kerning(_ kerning: CGFloat) -> Self { appending(.kerning(kerning)) }

  /// The text with digits of equal width.
  public func monospacedDigit() -> Self { appending(.monospacedDigit) }

  /// The text struck through when `isActive` is true, in the given color or the text's own.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self {
    appending(.strikethrough(isActive: isActive, pattern: nil, color: color))
  }

  /// The text struck through with a pattern when `isActive` is true.
  public func strikethrough(
    _ isActive: Bool = true,
    pattern: LineStylePattern,
    color: Color? = nil
  ) -> Self {
    appending(.strikethrough(isActive: isActive, pattern: pattern, color: color))
  }

  /// The text with the space between all characters widened (positive) or narrowed.
  public func tracking(_ tracking: CGFloat) -> Self { appending(.tracking(tracking)) }

  /// The text underlined when `isActive` is true, in the given color or the text's own.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self {
    appending(.underline(isActive: isActive, pattern: nil, color: color))
  }

  /// The text underlined with a pattern when `isActive` is true.
  public func underline(
    _ isActive: Bool = true,
    pattern: LineStylePattern,
    color: Color? = nil
  ) -> Self {
    appending(.underline(isActive: isActive, pattern: pattern, color: color))
  }
}

/// Accessibility and speech styling, kept as values like the visual styling.
extension TextState {
  /// The text announced as a heading of the given level.
  public func accessibilityHeading(_ headingLevel: AccessibilityHeadingLevel) -> Self {
    appending(.accessibilityHeading(headingLevel))
  }

  /// The text read aloud as the given label instead of as itself.
  public func accessibilityLabel(_ label: Self) -> Self {
    appending(.accessibilityLabel(label))
  }

  /// The text read aloud as the given string instead of as itself.
  public func accessibilityLabel(_ string: String) -> Self {
    accessibilityLabel(Self(verbatim: string))
  }

  /// The text read aloud as the given string instead of as itself.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ string: S) -> Self {
    accessibilityLabel(Self(string))
  }

  /// The label the text was last given with `accessibilityLabel(_:)`, if any.
  public var accessibilityLabel: TextState? {
    modifiers.reversed().lazy.compactMap {
      if case .accessibilityLabel(let label) = $0 { label } else { nil }
    }
    .first
  }

  /// The text read as the given kind of content.
  public func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> Self {
    appending(.accessibilityTextContentType(type))
  }

  /// The text spoken at a raised (positive) or lowered (negative) pitch.
  public func speechAdjustedPitch(_ value: Double) -> Self {
    appending(.speechAdjustedPitch(value))
  }

  /// The text spoken with its punctuation when `value` is true.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Self {
    appending(.speechAlwaysIncludesPunctuation(value))
  }

  /// The text spoken after the announcements already queued when `value` is true.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Self {
    appending(.speechAnnouncementsQueued(value))
  }

  /// The text spoken one character at a time when `value` is true.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Self {
    appending(.speechSpellsOutCharacters(value))
  }
}
