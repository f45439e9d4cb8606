import ComposableCore
import FactClient

/// A counter that fetches a fact about its number: the basics of effects (episode 195).
@Reducer
public struct EffectsBasics {
  /// The counter, and the fact request's progress and result.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public var isNumberFactRequestInFlight: Bool
    public var numberFact: String?

    public init(count: Int = 0, isNumberFactRequestInFlight: Bool = false, numberFact: String? = nil) {
      self.count = count
      self.isNumberFactRequestInFlight = isNumberFactRequestInFlight
      self.numberFact = numberFact
    }
  }

  /// The user's taps and the fact client's response.
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(Result<String, FactClient.Failure>)
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

      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count, factClient] send in
          await send(.numberFactResponse(try await factClient.result(count)))
        }
        .cancellable(id: CancelID.numberFact, cancelInFlight: true)

      case let .numberFactResponse(.success(fact)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = fact
        return .none

      case .numberFactResponse(.failure):
        state.isNumberFactRequestInFlight = false
        return .none
      }
    }
  }
}
