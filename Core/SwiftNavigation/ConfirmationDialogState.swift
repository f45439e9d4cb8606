import CustomDump
import Foundation

/// A confirmation dialog described as a value: its title, whether the title shows, its message
/// and its buttons.
///
/// It is built and tested the way ``AlertState`` is:
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share \(photo.name)")
/// } actions: {
///   ButtonState(action: .send(.shareByMessage)) { TextState("Message") }
///   ButtonState(action: .send(.shareByMail)) { TextState("Mail") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Two dialogs are equal when their title, title visibility, message and buttons are; ``id`` is
/// left out. On a terminal, ``plainText`` shows the dialog.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A fresh identity for each dialog built, kept by ``map(_:)``; not part of equality.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title shows.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// A dialog with a title, how it shows, buttons and a message.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title shows; `.automatic` by default.
  ///   - title: The title.
  ///   - actions: The buttons, built with ``ButtonStateBuilder``; none by default.
  ///   - message: The text under the title; none by default.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      buttons: actions(),
      message: message?(),
      title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// The same dialog, with each button's action transformed; it keeps its identity.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id,
      buttons: buttons.map { $0.map(transform) },
      message: message,
      title: title,
      titleVisibility: titleVisibility
    )
  }

  /// The dialog as a terminal shows it, in ``AlertState/plainText``'s format; the title line is
  /// left out when ``titleVisibility`` is `.hidden`.
  public var plainText: String {
    DialogText(
      title: titleVisibility == .hidden ? nil : title,
      message: message,
      buttons: buttons.map(\.plainText)
    ).plainText
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(titleVisibility)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Reads as its initializer: the title visibility unless `.automatic`, then as
  /// ``AlertState`` does.
  public var customDumpMirror: Mirror {
    var children = DialogText.mirrorChildren(title: title, buttons: buttons, message: message)
    if titleVisibility != .automatic {
      children.insert(("titleVisibility", titleVisibility), at: 0)
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
