/// How strictly a ``TestStore`` checks state changes, received actions and effects.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change and received action must be asserted, and every effect must finish.
  case on
  /// Only what the test asserts is checked; unasserted changes, actions and effects are ignored.
  case off
}
