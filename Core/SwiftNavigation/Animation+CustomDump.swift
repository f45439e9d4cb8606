import CustomDump

extension Animation: CustomDumpStringConvertible {
  /// The animation as SwiftUI's dumps read, such as `Animation.default` or
  /// `Animation.easeIn(duration: 0.3)`.
  public var customDumpDescription: String { "Animation.\(description)" }
}
