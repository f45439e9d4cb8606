import CustomDump
import Foundation

/// An alert described as a value: its title, message and buttons.
///
/// A feature keeps an optional `AlertState` in its state, sets it to show the alert, and its
/// tests compare it like any other state:
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \(item.name)?")
/// } actions: {
///   ButtonState(role: .destructive, action: .send(.confirmDeletion)) {
///     TextState("Delete")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Two alerts are equal when their title, message and buttons are; ``id`` is left out. On a
/// terminal, ``plainText`` shows the alert.
public struct AlertState<Action>: Identifiable {
  /// A fresh identity for each alert built, kept by ``map(_:)``; not part of equality.
  public let id: UUID
  /// The buttons, in order; SwiftUI shows a lone "OK" for an alert without any.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  public var message: TextState?
  /// The title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert with a title, buttons and a message.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons, built with ``ButtonStateBuilder``; none by default.
  ///   - message: The text under the title; none by default.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert, with each button's action transformed; it keeps its identity.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title
    )
  }

  /// The alert as a terminal shows it, one part a line: the title, the message, then the
  /// buttons side by side, as in `"Delete?\nThis cannot be undone.\n[Delete] [Cancel]"`.
  ///
  /// A part that is missing or empty leaves no line.
  public var plainText: String {
    DialogText(title: title, message: message, buttons: buttons.map(\.plainText)).plainText
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Reads as its initializer: the title, then the buttons and the message when there are any.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: DialogText.mirrorChildren(title: title, buttons: buttons, message: message),
      displayStyle: .struct
    )
  }
}
