/// A headless stand-in for SwiftUI's `Animation`, so that TCA code that animates compiles on
/// Linux.
///
/// It carries TCA's common spellings and **does nothing**: there is no view to animate. A store
/// sends an action with an animation exactly as it sends it without one.
///
/// ```swift
/// return .run { send in
///   await send(.loaded(items), animation: .default)
/// }
/// ```
public struct Animation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The curve's name, for descriptions and dumps.
  public let name: String
  /// The duration the animation asks for, when it names one.
  public let duration: Double?

  private init(_ name: String, duration: Double? = nil) {
    self.name = name
    self.duration = duration
  }

  /// The platform's default animation.
  public static let `default` = Self("default")
  /// A linear animation.
  public static let linear = Self("linear")
  /// An animation that starts slowly.
  public static let easeIn = Self("easeIn")
  /// An animation that ends slowly.
  public static let easeOut = Self("easeOut")
  /// An animation that starts and ends slowly.
  public static let easeInOut = Self("easeInOut")

  /// A linear animation of the given duration.
  public static func linear(duration: Double) -> Self { Self("linear", duration: duration) }
  /// An ease-in animation of the given duration.
  public static func easeIn(duration: Double) -> Self { Self("easeIn", duration: duration) }
  /// An ease-out animation of the given duration.
  public static func easeOut(duration: Double) -> Self { Self("easeOut", duration: duration) }
  /// An ease-in-out animation of the given duration.
  public static func easeInOut(duration: Double) -> Self { Self("easeInOut", duration: duration) }

  /// A spring animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Self {
    Self("spring", duration: response)
  }

  /// A spring animation with a duration and a bounce.
  public static func spring(duration: Double, bounce: Double = 0) -> Self {
    Self("spring", duration: duration)
  }

  /// An interactive spring animation.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Self {
    Self("interactiveSpring", duration: response)
  }

  /// A spring animation given by its stiffness and damping.
  public static func interpolatingSpring(
    stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Self {
    Self("interpolatingSpring")
  }

  /// A spring with a brief bounce.
  public static let bouncy = Self("bouncy")
  /// A spring without bounce.
  public static let smooth = Self("smooth")
  /// A quick spring with a small bounce.
  public static let snappy = Self("snappy")

  /// The same animation, delayed; the delay is ignored here.
  public func delay(_ delay: Double) -> Self { self }
  /// The same animation at another speed; the speed is ignored here.
  public func speed(_ speed: Double) -> Self { self }
  /// The same animation, repeated; ignored here.
  public func repeatForever(autoreverses: Bool = true) -> Self { self }

  public var description: String {
    duration.map { "\(name)(duration: \($0))" } ?? name
  }
}
