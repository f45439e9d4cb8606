// MARK: - Spellings from before the builder initializers, which TCA 1.25 still accepts

extension AlertState {
  /// An alert with a title, a message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
    self.init(title: { title }, actions: { buttons }, message: message.map { m in { m } })
  }

  /// An alert with a title, a message and at most one button.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState, message: TextState? = nil, dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
  }

  /// An alert with a title, a message and two buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
  }
}

extension ConfirmationDialogState {
  /// A dialog with a title, how it shows, a message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(titleVisibility:title:actions:message:)' instead.")
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      titleVisibility: titleVisibility,
      title: { title },
      actions: { buttons },
      message: message.map { m in { m } }
    )
  }

  /// A dialog with a title, a message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.init(title: title, titleVisibility: .automatic, message: message, buttons: buttons)
  }
}

extension ButtonState {
  /// A cancel button.
  @available(*, deprecated, message: "Use 'ButtonState(role: .cancel, action:label:)' instead.")
  public static func cancel(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .cancel, action: action) { label }
  }

  /// A button without a role.
  @available(*, deprecated, message: "Use 'ButtonState(action:label:)' instead.")
  public static func `default`(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(action: action) { label }
  }

  /// A destructive button.
  @available(
    *, deprecated, message: "Use 'ButtonState(role: .destructive, action:label:)' instead."
  )
  public static func destructive(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .destructive, action: action) { label }
  }
}

/// The name a confirmation dialog had when it was an action sheet.
@available(*, deprecated, renamed: "ConfirmationDialogState")
public typealias ActionSheetState<Action> = ConfirmationDialogState<Action>
