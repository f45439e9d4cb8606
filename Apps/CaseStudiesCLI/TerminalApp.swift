import AppFeature
import ComposableCore
import FactClient

/// `AppReducer` as the terminal runs it and records it: the case studies' state under `app`.
@Reducer
public struct TerminalApp {
  /// The case studies' state.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var app: AppReducer.State

    public init(app: AppReducer.State = AppReducer.State()) {
      self.app = app
    }
  }

  public typealias Action = AppReducer.Action

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.app, action: \.self) {
      AppReducer()
    }
  }
}
