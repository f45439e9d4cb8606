import AppFeature

/// One line of a recording: an action, and the state after it when states are recorded.
public struct LogEntry: Codable, Equatable {
  public var action: AppReducer.Action
  public var state: TerminalApp.State?

  public init(action: AppReducer.Action, state: TerminalApp.State? = nil) {
    self.action = action
    self.state = state
  }
}
