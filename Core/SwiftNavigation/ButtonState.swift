import CustomDump
import Foundation
import IssueReporting

/// A button of an alert or a confirmation dialog, described as a value: its label, role, and the
/// action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .send(.confirmDeletion)) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// Two buttons are equal when their label, role and action are; ``id`` is left out, so a button
/// built twice compares equal to itself.
public struct ButtonState<Action>: Identifiable {
  /// A fresh identity for each button built; not part of equality.
  public let id: UUID
  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's title.
  public let label: TextState
  /// What the button is for, or `nil` for a plain choice.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button that sends a button action when tapped.
  ///
  /// - Parameters:
  ///   - role: What the button is for; `nil`, the default, for a plain choice.
  ///   - action: What tapping sends; by default nothing, so the button only dismisses.
  ///   - label: The button's title.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends an action when tapped.
  ///
  /// - Parameters:
  ///   - role: What the button is for; `nil`, the default, for a plain choice.
  ///   - action: The action tapping sends.
  ///   - label: The button's title.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Hands the button's action, `nil` if it has none, to a closure, as a tap does.
  ///
  /// An animation the action asks for is not applied: ``Animation`` is headless.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// Hands the button's action, `nil` if it has none, to an async closure, as a tap does.
  ///
  /// An animated action cannot be animated across a suspension, so one is reported as an issue
  /// (as swift-navigation reports it) and then performed without its animation.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    if action.animation != nil, action.action != nil {
      var dump = ""
      customDump(action, to: &dump, indent: 4)
      reportIssue(
        """
        An animated action was performed asynchronously: …

          Action:
        \(dump)

        Asynchronous actions cannot be animated. Evaluate this action in a synchronous closure, \
        or use 'SwiftUI.withAnimation' explicitly.
        """
      )
    }
    await perform(action.action)
  }

  /// The same button, with its action transformed; it keeps its identity.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }

  /// The button as a terminal shows it: its label in brackets, as in `[Cancel]`.
  public var plainText: String {
    "[\(String(state: label))]"
  }
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Reads as its initializer: the role when it has one, the action and the label.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
