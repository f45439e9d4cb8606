/// A headless stand-in for SwiftUI's `Color`, so that TCA state that holds a color compiles on
/// Linux.
///
/// It carries the common named colors and an RGB form, compares and hashes by them, and draws
/// nothing: there is no view.
///
/// ```swift
/// var circleColor = Color.black
/// ```
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The color's name, or its components for an RGB color.
  public let description: String

  private init(_ description: String) {
    self.description = description
  }

  /// A color from red, green, blue and opacity components, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init("rgba(\(red), \(green), \(blue), \(opacity))")
  }

  /// A shade of gray, from 0 (black) to 1 (white).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  public static let black = Self("black")
  public static let blue = Self("blue")
  public static let brown = Self("brown")
  public static let clear = Self("clear")
  public static let cyan = Self("cyan")
  public static let gray = Self("gray")
  public static let green = Self("green")
  public static let indigo = Self("indigo")
  public static let mint = Self("mint")
  public static let orange = Self("orange")
  public static let pink = Self("pink")
  public static let purple = Self("purple")
  public static let red = Self("red")
  public static let teal = Self("teal")
  public static let white = Self("white")
  public static let yellow = Self("yellow")
  /// The platform's primary foreground color.
  public static let primary = Self("primary")
  /// The platform's secondary foreground color.
  public static let secondary = Self("secondary")
  /// The app's accent color.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Self("accentColor")

  /// The same color at another opacity.
  public func opacity(_ opacity: Double) -> Self {
    Self("\(description).opacity(\(opacity))")
  }
}
