import AppFeature

/// One line of a recording: an action, and the state after it when states are recorded.
public struct LogEntry: Codable, Equatable {
  public var action: AppReducer.Action
  public var state: TerminalApp.State?

  public init(action: AppReducer.Action, state: TerminalApp.State? = nil) {
    self.action = action
    self.state = state
  }

  private enum CodingKeys: String, CodingKey { case action, state }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    action = try container.decode(RecordedAction.self, forKey: .action).action
    state = try container.decodeIfPresent(TerminalApp.State.self, forKey: .state)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(RecordedAction(action), forKey: .action)
    try container.encodeIfPresent(state, forKey: .state)
  }
}
