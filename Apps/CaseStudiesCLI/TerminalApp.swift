import AppFeature
import ComposableCore
import FactClient

/// `AppReducer` as the terminal runs it: the case studies plus the last failure of each fact
/// request, which the features do not keep but a person needs to see.
@Reducer
public struct TerminalApp {
  /// The case studies' state and the failures to show.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var app: AppReducer.State
    public var factFailure: String?
    public var refreshFailure: String?

    public init(app: AppReducer.State = AppReducer.State(), factFailure: String? = nil, refreshFailure: String? = nil) {
      self.app = app
      self.factFailure = factFailure
      self.refreshFailure = refreshFailure
    }
  }

  public typealias Action = AppReducer.Action

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.app, action: \.self) {
      AppReducer()
    }
    Reduce { state, action in
      switch action {
      case .effectsBasics(.numberFactButtonTapped):
        state.factFailure = nil
      case let .effectsBasics(.numberFactResponse(.failure(failure))):
        state.factFailure = failure.message.isEmpty ? "the fact could not be fetched" : failure.message
      case .refresh(.refresh), .refresh(.cancelButtonTapped):
        state.refreshFailure = nil
      case let .refresh(.factResponse(.failure(failure))):
        state.refreshFailure = failure.message.isEmpty ? "the fact could not be fetched" : failure.message
      default:
        break
      }
      return .none
    }
  }
}
