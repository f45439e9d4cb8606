import ComposableCore

/// A counter presented with `@Presents`, as a sheet is, run with `ifLet`; the parent keeps a
/// count of its own.
public struct PresentedCounter: Reducer, Sendable {
  @ObservableState
  public struct State: Sendable {
    @Presents public var child: Counter.State? = Counter.State()
    public var count = 0

    public init() {}
  }

  @CasePathable public enum Action: Sendable {
    case child(PresentationAction<Counter.Action>)
    case incrementButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Counter() }
  }
}
