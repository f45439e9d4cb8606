import CustomDump

extension Animation: CustomDumpStringConvertible {
  /// The spelling that makes the animation, such as `.default` or `.easeIn(duration: 0.3)`.
  public var customDumpDescription: String { ".\(description)" }
}
