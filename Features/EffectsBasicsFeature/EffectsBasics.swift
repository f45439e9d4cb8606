import ComposableCore
import FactClient

/// A counter that fetches a fact about its number: the basics of effects (episode 195).
@Reducer
public struct EffectsBasics {
  /// The counter, the fact request's progress and result, and the alert of a failed request.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public var isNumberFactRequestInFlight: Bool
    public var numberFact: String?
    @Presents public var alert: AlertState<Action.Alert>?

    public init(
      count: Int = 0, isNumberFactRequestInFlight: Bool = false, numberFact: String? = nil,
      alert: AlertState<Action.Alert>? = nil
    ) {
      self.count = count
      self.isNumberFactRequestInFlight = isNumberFactRequestInFlight
      self.numberFact = numberFact
      self.alert = alert
    }
  }

  /// The user's taps, the fact client's response, and the answer to the failure alert.
  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(Result<String, FactClient.Failure>)

    /// The failure alert's answers.
    @CasePathable
    public enum Alert: Codable, Equatable, Sendable {
      case retryButtonTapped
    }
  }

  enum CancelID { case numberFact }

  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return .none

      case .alert(.presented(.retryButtonTapped)), .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count, factClient] send in
          await send(.numberFactResponse(try await factClient.result(count)))
        }
        .cancellable(id: CancelID.numberFact, cancelInFlight: true)

      case .alert:
        return .none

      case let .numberFactResponse(.success(fact)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = fact
        return .none

      case let .numberFactResponse(.failure(failure)):
        state.isNumberFactRequestInFlight = false
        state.alert = .factRequestFailed(failure, about: state.count, retry: .retryButtonTapped)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
