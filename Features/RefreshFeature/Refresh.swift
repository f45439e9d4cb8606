import ComposableCore
import FactClient

/// A counter whose fact is refreshed on demand and can be cancelled (episodes 153 and 154).
///
/// With a `Store`, `await store.send(.refresh, while: \.isLoading)` suspends until the fact
/// arrives, which is what a pull-to-refresh needs.
@Reducer
public struct Refresh {
  /// The counter, the last fact and whether a refresh is under way.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public var fact: String?
    public var isLoading: Bool

    public init(count: Int = 0, fact: String? = nil, isLoading: Bool = false) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
    }
  }

  /// The user's taps and the fact client's response.
  public enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case decrementButtonTapped
    case incrementButtonTapped
    case refresh
    case factResponse(Result<String, FactClient.Failure>)
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

      case .refresh:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(try await factClient.result(count)))
        }
        .cancellable(id: CancelID.factRequest, cancelInFlight: true)

      case let .factResponse(.success(fact)):
        state.fact = fact
        state.isLoading = false
        return .none

      case .factResponse(.failure):
        state.isLoading = false
        return .none
      }
    }
  }
}
