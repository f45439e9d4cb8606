/// A headless stand-in for SwiftUI's `Font`, so that TCA state that styles its ``TextState``
/// compiles on Linux.
///
/// It carries SwiftUI's text styles, system and custom fonts and their weights and designs,
/// compares and hashes by them, and draws nothing: there is no view.
///
/// ```swift
/// TextState("Settings").font(.headline)
/// TextState("42").font(.system(size: 24, weight: .bold, design: .monospaced))
/// ```
public struct Font: Hashable, Sendable, Codable, CustomStringConvertible {
  /// How the font was made, such as `headline` or `system(size: 24)`, then its modifiers.
  public let description: String

  private init(_ description: String) {
    self.description = description
  }

  public static let largeTitle = Self("largeTitle")
  public static let title = Self("title")
  public static let title2 = Self("title2")
  public static let title3 = Self("title3")
  public static let headline = Self("headline")
  public static let subheadline = Self("subheadline")
  public static let body = Self("body")
  public static let callout = Self("callout")
  public static let footnote = Self("footnote")
  public static let caption = Self("caption")
  public static let caption2 = Self("caption2")

  /// The system font of the given size, weight and design.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Self {
    Self("system(size: \(size)\(describe(weight: weight, design: design)))")
  }

  /// The system font for a text style, in the given design and weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Self
  {
    Self("system(.\(style.rawValue)\(describe(weight: weight, design: design)))")
  }

  /// A font of the given name and size.
  public static func custom(_ name: String, size: Double) -> Self {
    Self("custom(\(name), size: \(size))")
  }

  private static func describe(weight: Weight?, design: Design?) -> String {
    (weight.map { ", weight: .\($0.name)" } ?? "") + (design.map { ", design: .\($0)" } ?? "")
  }

  /// The same font in bold.
  public func bold() -> Self { Self("\(description).bold()") }
  /// The same font in italics.
  public func italic() -> Self { Self("\(description).italic()") }
  /// The same font with digits of equal width.
  public func monospacedDigit() -> Self { Self("\(description).monospacedDigit()") }
  /// The same font with every glyph of equal width.
  public func monospaced() -> Self { Self("\(description).monospaced()") }
  /// The same font in another weight.
  public func weight(_ weight: Weight) -> Self { Self("\(description).weight(.\(weight.name))") }

  /// The thickness of a font's strokes.
  public struct Weight: Hashable, Sendable, Codable {
    /// The weight's name, such as `bold`.
    let name: String

    public static let ultraLight = Self(name: "ultraLight")
    public static let thin = Self(name: "thin")
    public static let light = Self(name: "light")
    public static let regular = Self(name: "regular")
    public static let medium = Self(name: "medium")
    public static let semibold = Self(name: "semibold")
    public static let bold = Self(name: "bold")
    public static let heavy = Self(name: "heavy")
    public static let black = Self(name: "black")
  }

  /// A font's family of shapes.
  public enum Design: String, Hashable, Sendable, Codable {
    case `default`, serif, rounded, monospaced
  }

  /// A text style that the system font sizes for.
  public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }
}
