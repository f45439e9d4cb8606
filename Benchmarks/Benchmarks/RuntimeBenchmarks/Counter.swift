import ComposableCore

/// The smallest useful feature: one synchronous action that changes state and returns `.none`.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}
