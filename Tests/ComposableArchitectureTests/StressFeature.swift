import ComposableArchitecture

/// A counter for the parallel stress test: it adds to a total it shares with its parent, to a
/// tally shared by every store and to an in-memory grand total; it counts later in an effect, and
/// listens until its listening is cancelled.
@Reducer
struct StressCounter {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
    var isListening = false
    @Shared var total: Int
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case incrementLaterButtonTapped
    case incremented
    case listenButtonTapped
    case stopButtonTapped
  }

  enum CancelID { case listening }

  let tally: Shared<Int>
  let listeners: Listeners

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped, .incremented:
        @Shared(.inMemory("grandTotal")) var grandTotal = 0
        state.count += 1
        state.$total.withLock { $0 += 1 }
        tally.withLock { $0 += 1 }
        $grandTotal.withLock { $0 += 1 }
        return .none
      case .incrementLaterButtonTapped:
        return .run { send in await send(.incremented) }
      case .listenButtonTapped:
        state.isListening = true
        return .run { [listeners] _ in await listeners.listen() }
          .cancellable(id: CancelID.listening, cancelInFlight: true)
      case .stopButtonTapped:
        state.isListening = false
        return .cancel(id: CancelID.listening)
      }
    }
  }
}

/// Counters side by side: one scoped, one presented and a list of rows, all adding to one total.
@Reducer
struct StressRoot {
  @ObservableState
  struct State: Equatable {
    var counter: StressCounter.State
    @Presents var detail: StressCounter.State?
    var rows: IdentifiedArrayOf<StressCounter.State> = []
    var nextID = 1
    @Shared var total: Int

    init(total: Shared<Int>) {
      self._total = total
      self.counter = StressCounter.State(id: 0, total: total)
    }

    /// A new counter on this state's total.
    mutating func makeCounter() -> StressCounter.State {
      defer { nextID += 1 }
      return StressCounter.State(id: nextID, total: $total)
    }
  }

  enum Action: Equatable {
    case counter(StressCounter.Action)
    case detail(PresentationAction<StressCounter.Action>)
    case rows(IdentifiedActionOf<StressCounter>)
    case addRowButtonTapped
    case removeRowButtonTapped(id: Int)
    case presentDetailButtonTapped
    case stopAllButtonTapped
  }

  let tally: Shared<Int>
  let listeners: Listeners

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      StressCounter(tally: tally, listeners: listeners)
    }
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(state.makeCounter())
        return .none
      case let .removeRowButtonTapped(id):
        state.rows.remove(id: id)
        return .none
      case .presentDetailButtonTapped:
        state.detail = state.makeCounter()
        return .none
      case .stopAllButtonTapped:
        state.stopListening()
        return .cancel(id: StressCounter.CancelID.listening)
      case .counter, .detail, .rows:
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      StressCounter(tally: tally, listeners: listeners)
    }
    .forEach(\.rows, action: \.rows) {
      StressCounter(tally: tally, listeners: listeners)
    }
  }
}

extension StressRoot.State {
  /// Marks every counter as not listening.
  mutating func stopListening() {
    counter.isListening = false
    detail?.isListening = false
    for id in rows.ids { rows[id: id]?.isListening = false }
  }
}

/// The listening effects running in every store, counted from inside them.
final class Listeners: Sendable {
  private let running = LockIsolated(0)

  /// How many listening effects are running.
  var count: Int { running.value }

  /// Listens until the task is cancelled.
  func listen() async {
    running.withValue { $0 += 1 }
    defer { running.withValue { $0 -= 1 } }
    for await _ in AsyncStream<Never>.makeStream().stream {}
  }
}
