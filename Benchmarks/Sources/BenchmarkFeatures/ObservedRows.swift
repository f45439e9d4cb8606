import ComposableCore

// NB: `Rows` again, with `@ObservableState` state, as a TCA 1.x list is.

/// `Row` with `@ObservableState` state.
public struct ObservedRow: Reducer, Sendable {
  @ObservableState
  public struct State: Identifiable, Sendable {
    public let id: Int
    public var count = 0

    public init(id: Int) { self.id = id }
  }

  public typealias Action = Counter.Action

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// `Rows` with `@ObservableState` state: a list of observable rows.
public struct ObservedRows: Reducer, Sendable {
  @ObservableState
  public struct State: Sendable {
    public var rows: IdentifiedArrayOf<ObservedRow.State>

    /// A list of `count` rows, with the identities `0..<count`.
    public init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map(ObservedRow.State.init(id:)))
    }
  }

  @CasePathable public enum Action: Sendable {
    case rows(IdentifiedActionOf<ObservedRow>)

    /// Increments of a hundred rows spread evenly over a list of `count` rows.
    public static func spread(over count: Int) -> [Self] {
      (0..<100).map { .rows(.element(id: $0 * count / 100, action: .incrementButtonTapped)) }
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { ObservedRow() }
  }
}
