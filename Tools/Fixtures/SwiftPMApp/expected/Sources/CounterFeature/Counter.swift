import ComposableArchitecture
import NumberFactClient
import SpeechClient
import Foundation

@Reducer
public struct Counter: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public var fact: String?
    public var transcript = ""
    public init() {}
  }

  public enum Action: Equatable {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case listenButtonTapped
    case transcribed(String)
  }

  @Dependency(\.numberFact) var numberFact
  @Dependency(\.speech) var speech

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .listenButtonTapped:
        return .run { send in
          await send(.transcribed(try await speech.transcribe()))
        }
      case let .transcribed(text):
        state.transcript = text
        return .none
      }
    }
  }
}
