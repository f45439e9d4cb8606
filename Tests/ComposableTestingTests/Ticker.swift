import ComposableCore

/// A child feature for presentation and stack tests: a timer it starts, and a close button
/// that dismisses it through its `dismiss` dependency.
@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }

  enum Action {
    case closeButtonTapped
    case startButtonTapped
    case tick
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .startButtonTapped:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}
