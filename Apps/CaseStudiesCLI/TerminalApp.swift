import AppFeature
import ComposableCore
import FactClient
import Sharing

/// `AppReducer` as the terminal runs it and records it: the case studies' state under `app`.
@Reducer
public struct TerminalApp {
  /// The case studies' state.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var app: AppReducer.State
    /// Where the counters are kept between runs, when `--state` names a file.
    public var savedCounters: Shared<SavedCounters>?

    public init(
      app: AppReducer.State = AppReducer.State(), savedCounters: Shared<SavedCounters>? = nil
    ) {
      self.app = app
      self.savedCounters = savedCounters
    }

    // NB: Recordings hold the app's state only; the saved counters are a copy of part of it.
    enum CodingKeys: String, CodingKey {
      case _app = "app"
    }
  }

  public typealias Action = AppReducer.Action

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.app, action: \.self) {
      AppReducer()
    }
    .onChange(of: { SavedCounters($0.app) }) { _, counters in
      Reduce { state, _ in
        state.savedCounters?.withLock { $0 = counters }
        return .none
      }
    }
  }
}
