import ComposableCore

/// A feature whose action starts a `.run` effect that sends one action back and ends.
struct Echo: Reducer {
  struct State {
    var pongs = 0
  }

  enum Action {
    case ping
    case pong
  }

  var body: some ReducerOf<Self> {
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
