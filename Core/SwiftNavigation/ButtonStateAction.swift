import CustomDump

/// The action a button sends when tapped, with the animation it asks for, if any.
///
/// ```swift
/// ButtonState(action: .send(.increment, animation: .default)) {
///   TextState("Increment")
/// }
/// ```
///
/// The animation is kept for equality and dumps; ``Animation`` is headless, so nothing animates.
public struct ButtonStateAction<Action> {
  /// The action to send, or `nil` for a button that only dismisses.
  public let action: Action?
  /// The animation the action is sent with, if any.
  public let animation: Animation?

  /// A button action that sends the given action, or nothing when it is `nil`.
  public static func send(_ action: Action?) -> Self {
    Self(action: action, animation: nil)
  }

  /// A button action that sends the given action with an animation.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }

  /// The same button action, its action transformed.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(action), animation: animation)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Reads as the spelling that makes it: `.send(.confirm)` or
  /// `.send(.confirm, animation: .default)`.
  public var customDumpMirror: Mirror {
    // NB: An action boxed as an optional dumps over several lines; unwrapped, on one.
    let action: Any = self.action.map { $0 as Any } ?? self.action as Any
    let payload: Any = if let animation { (action, animation: animation) } else { action }
    return Mirror(self, children: ["send": payload], displayStyle: .enum)
  }
}
