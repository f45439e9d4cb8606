import ComposableCore

/// A timer that speeds up with every tick, driven by the continuous clock (episode 198).
///
/// Tick `k` (from 0) comes `max(10, 1000 - 50 k)` milliseconds after the previous one.
@Reducer
public struct Timers {
  /// The number of ticks and whether the timer runs.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public var isTimerRunning: Bool

    public init(count: Int = 0, isTimerRunning: Bool = false) {
      self.count = count
      self.isTimerRunning = isTimerRunning
    }
  }

  /// The user's taps and the timer's ticks.
  public enum Action: Equatable, Sendable {
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  public init() {}

  /// The wait before tick `k`, counting from 0: 1 s, then 50 ms less each time, at least 10 ms.
  public static func interval(beforeTick k: Int) -> Duration {
    .milliseconds(max(10, 1000 - 50 * min(k, 20)))
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTimerButtonTapped:
        guard !state.isTimerRunning else { return .none }
        state.isTimerRunning = true
        return .run { [clock] send in
          var tick = 0
          while true {
            try await clock.sleep(for: Self.interval(beforeTick: tick))
            await send(.timerTick)
            tick += 1
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopTimerButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)

      case .timerTick:
        state.count += 1
        return .none
      }
    }
  }
}
