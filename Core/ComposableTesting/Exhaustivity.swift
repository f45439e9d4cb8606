/// How strictly a ``TestStore`` checks state changes, received actions and effects.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change and received action must be asserted, and every effect must finish.
  case on
  /// Only what the test asserts is checked. With `showSkippedAssertions`, what an exhaustive
  /// store would have failed on is reported as known issues, which do not fail the test.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked; what is skipped is not shown.
  public static let off = Self.off(showSkippedAssertions: false)
}
