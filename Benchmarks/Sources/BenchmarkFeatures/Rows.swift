import ComposableCore

/// One row of a list: a counter with an identity.
public struct Row: Reducer, Sendable {
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

/// A list of rows, run with `forEach`; the list itself does nothing with their actions.
public struct Rows: Reducer, Sendable {
  public struct State: Sendable {
    public var rows: IdentifiedArrayOf<Row.State>

    /// A list of `count` rows, with the identities `0..<count`.
    public init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map(Row.State.init(id:)))
    }
  }

  @CasePathable public enum Action: Sendable {
    case rows(IdentifiedActionOf<Row>)

    /// Increments of a hundred rows spread evenly over a list of `count` rows (of every row, if
    /// it has fewer).
    public static func spread(over count: Int) -> [Self] {
      (0..<100).map { .rows(.element(id: $0 * count / 100, action: .incrementButtonTapped)) }
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// A navigation stack of counters, run with `forEach`; the stack itself does nothing with their
/// actions.
public struct CounterStack: Reducer, Sendable {
  public struct State: Sendable {
    public var path: StackState<Counter.State>

    /// A stack of `count` counters, with the identities `0..<count`.
    public init(count: Int) {
      path = StackState((0..<count).map { _ in Counter.State() })
    }
  }

  @CasePathable public enum Action: Sendable { case path(StackActionOf<Counter>) }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Counter() }
  }
}

/// A presented counter, run with `ifLet`; the parent does nothing with its actions.
public struct OptionalCounter: Reducer, Sendable {
  public struct State: Sendable {
    public var child: Counter.State? = Counter.State()

    public init() {}
  }

  @CasePathable public enum Action: Sendable { case child(Counter.Action) }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.child, action: \.child) { Counter() }
  }
}
