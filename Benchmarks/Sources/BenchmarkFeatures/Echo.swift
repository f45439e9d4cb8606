import ComposableCore

/// A feature whose action starts a `.run` effect that sends one action back and ends.
public struct Echo: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var pongs = 0

    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case ping
    case pong
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ping:
        return .run { send in await send(.pong) }
      case .pong:
        state.pongs += 1
        return .none
      }
    }
  }
}
