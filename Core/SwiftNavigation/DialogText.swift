/// The parts of an alert or a confirmation dialog that read as text, and the one place that
/// decides how they show on a terminal and in dumps.
struct DialogText {
  /// The title, or `nil` when the dialog hides it.
  var title: TextState?
  var message: TextState?
  /// The buttons, each already as plain text.
  var buttons: [String]

  /// One line for the title, one for the message, one for the buttons side by side; a part
  /// that is missing or empty leaves no line.
  var plainText: String {
    let lines: [String?] = [
      title.map { String(state: $0) },
      message.map { String(state: $0) },
      buttons.joined(separator: " "),
    ]
    return lines.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// The title, then the buttons (labelled `actions`, as in the builder initializers) and the
  /// message when there are any.
  static func mirrorChildren<Action>(
    title: TextState, buttons: [ButtonState<Action>], message: TextState?
  ) -> [(label: String?, value: Any)] {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return children
  }
}
