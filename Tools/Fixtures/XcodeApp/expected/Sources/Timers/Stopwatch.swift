import ComposableArchitecture
import Foundation

@Reducer
struct Stopwatch {
  @ObservableState
  struct State: Equatable {
    var isRunning = false
    var seconds = 0
  }

  enum Action: Equatable {
    case tick
    case toggleButtonTapped
  }

  @Dependency(\.audioPlayer) var audioPlayer
  @Dependency(\.continuousClock) var clock
  private enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tick:
        state.seconds += 1
        return .none
      case .toggleButtonTapped:
        state.isRunning.toggle()
        guard state.isRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          await audioPlayer.play()
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}

#if DEBUG
#endif
