import ComposableCore
import FactClient

/// A counter whose fact is refreshed on demand and can be cancelled (episodes 153 and 154).
///
/// With a `Store`, `await store.send(.refresh, while: \.isLoading)` suspends until the fact
/// arrives, which is what a pull-to-refresh needs.
@Reducer
public struct Refresh {
  /// The counter, the last fact, whether a refresh is under way, and the alert of a failed one.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public var fact: String?
    public var isLoading: Bool
    @Presents public var alert: AlertState<Action.Alert>?

    public init(
      count: Int = 0, fact: String? = nil, isLoading: Bool = false,
      alert: AlertState<Action.Alert>? = nil
    ) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
      self.alert = alert
    }
  }

  /// The user's taps, the fact client's response, and the answer to the failure alert.
  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case cancelButtonTapped
    case decrementButtonTapped
    case incrementButtonTapped
    case refresh
    case factResponse(Result<String, FactClient.Failure>)

    /// The failure alert's answers.
    @CasePathable
    public enum Alert: Codable, Equatable, Sendable {
      case retryButtonTapped
    }
  }

  enum CancelID { case factRequest }

  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isLoading = false
        return .cancel(id: CancelID.factRequest)

      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .alert(.presented(.retryButtonTapped)), .refresh:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(try await factClient.result(count)))
        }
        .cancellable(id: CancelID.factRequest, cancelInFlight: true)

      case .alert:
        return .none

      case let .factResponse(.success(fact)):
        state.fact = fact
        state.isLoading = false
        return .none

      case let .factResponse(.failure(failure)):
        state.isLoading = false
        state.alert = .factRequestFailed(failure, about: state.count, retry: .retryButtonTapped)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
