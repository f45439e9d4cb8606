/// What a button is for, when it is more than a plain choice.
///
/// It mirrors SwiftUI's `ButtonRole`: a platform places a cancel button last and draws a
/// destructive one in red.
///
/// ```swift
/// ButtonState(role: .destructive, action: .send(.confirmDeletion)) {
///   TextState("Delete")
/// }
/// ```
public enum ButtonStateRole: Hashable, Sendable, Codable {
  /// A button that dismisses without doing anything.
  case cancel
  /// A button that deletes data or does something else that cannot be undone.
  case destructive
}
