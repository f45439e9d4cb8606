import Foundation

// Alerts and dialogs are state, so apps that record or persist state can encode them. Identities
// are not encoded: they are not part of equality, and a decoded value gets a fresh one.

extension TextState: Codable {
  private enum CodingKeys: String, CodingKey { case storage, modifiers }

  /// Decodes text from its string, or from its parts and styling when it has them.
  public init(from decoder: any Decoder) throws {
    if let string = try? decoder.singleValueContainer().decode(String.self) {
      self.init(verbatim: string)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(storage: try container.decode(Storage.self, forKey: .storage))
    modifiers = try container.decode([Modifier].self, forKey: .modifiers)
  }

  /// Encodes plain text as its string, and other text as its parts and styling.
  public func encode(to encoder: any Encoder) throws {
    if case .verbatim(let string) = storage, modifiers.isEmpty {
      var container = encoder.singleValueContainer()
      try container.encode(string)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(storage, forKey: .storage)
    try container.encode(modifiers, forKey: .modifiers)
  }
}

extension ButtonStateAction: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey { case action, animation }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self = .send(
      try container.decodeIfPresent(Action.self, forKey: .action),
      animation: try container.decodeIfPresent(Animation.self, forKey: .animation))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(action, forKey: .action)
    try container.encodeIfPresent(animation, forKey: .animation)
  }
}

extension ButtonState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey { case action, label, role }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: UUID(),
      action: try container.decode(ButtonStateAction<Action>.self, forKey: .action),
      label: try container.decode(TextState.self, forKey: .label),
      role: try container.decodeIfPresent(ButtonStateRole.self, forKey: .role))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(action, forKey: .action)
    try container.encode(label, forKey: .label)
    try container.encodeIfPresent(role, forKey: .role)
  }
}

extension AlertState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey { case buttons, message, title }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: UUID(),
      buttons: try container.decode([ButtonState<Action>].self, forKey: .buttons),
      message: try container.decodeIfPresent(TextState.self, forKey: .message),
      title: try container.decode(TextState.self, forKey: .title))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(buttons, forKey: .buttons)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(title, forKey: .title)
  }
}

extension ConfirmationDialogState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey { case buttons, message, title, titleVisibility }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: UUID(),
      buttons: try container.decode([ButtonState<Action>].self, forKey: .buttons),
      message: try container.decodeIfPresent(TextState.self, forKey: .message),
      title: try container.decode(TextState.self, forKey: .title),
      titleVisibility: try container.decode(
        ConfirmationDialogStateTitleVisibility.self, forKey: .titleVisibility))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(buttons, forKey: .buttons)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(title, forKey: .title)
    try container.encode(titleVisibility, forKey: .titleVisibility)
  }
}
