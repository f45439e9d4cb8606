import ComposableCore
import ConcurrencyExtras
import Testing

/// A store evaluates each reducer's `body` once, also when a reducer is called from code it
/// cannot see into: a `Reduce` closure or an operator written outside the library.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ResolutionTests {
  @Test func aUserWrittenOperatorRunsItsBaseResolved() {
    let evaluations = Tally()
    let sends = Tally()
    let store = Store(initialState: Tallied.State()) {
      Tallied().counting(sends)
    } withDependencies: {
      $0.tally = evaluations
    }
    for _ in 1...100 { store.send(.child(.increment)) }
    #expect(store.state.child.count == 100)
    #expect(sends.value == 100)
    #expect(evaluations.value == 1)
  }

  @Test func aReduceThatCallsAReducerRunsItResolved() {
    let evaluations = Tally()
    let store = Store(initialState: Tallied.State()) {
      Reduce { state, action in Tallied().reduce(into: &state, action: action) }
    } withDependencies: {
      $0.tally = evaluations
    }
    for _ in 1...100 { store.send(.child(.increment)) }
    #expect(store.state.child.count == 100)
    #expect(evaluations.value == 1)
  }

  @Test func outsideAStoreABodyIsBuiltForEveryAction() {
    let evaluations = Tally()
    withDependencies {
      $0.tally = evaluations
    } operation: {
      var state = Tallied.State()
      for _ in 1...3 { _ = Tallied().reduce(into: &state, action: .child(.increment)) }
      #expect(state.child.count == 3)
    }
    #expect(evaluations.value == 3)
  }

  @Test func aReducerWithStoredValuesBuildsItsBodyForEveryActionAndStaysCorrect() {
    let store = Store(initialState: Tallied.State()) {
      Reduce { state, action in
        Stepped(step: state.child.count + 1).reduce(into: &state, action: action)
      }
    }
    for _ in 1...4 { store.send(.child(.increment)) }
    // NB: 0 → 1 → 3 → 7 → 15; a body memoized with its first step would count 1, 2, 3, 4.
    #expect(store.state.child.count == 15)
  }
}

/// Counts calls, from any thread.
final class Tally: Sendable {
  private let count = LockIsolated(0)
  var value: Int { count.value }
  func increment() { count.withValue { $0 += 1 } }
}

extension DependencyValues {
  var tally: Tally {
    get { self[TallyKey.self] }
    set { self[TallyKey.self] = newValue }
  }
}

private enum TallyKey: DependencyKey {
  static let liveValue = Tally()
  static let testValue = Tally()
}

/// A feature whose `body` counts its evaluations in the `tally` dependency.
struct Tallied: Reducer {
  struct State: Equatable {
    var child = Step.State()
  }

  @CasePathable
  enum Action: Equatable {
    case child(Step.Action)
  }

  @Dependency(\.tally) var tally

  var body: some ReducerOf<Self> {
    let _ = tally.increment()
    Scope(state: \.child, action: \.child) { Step(step: 1) }
  }
}

/// Adds `step` to a count.
struct Step: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }
  let step: Int
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += step
    return .none
  }
}

/// A feature with a stored value its body depends on.
struct Stepped: Reducer {
  let step: Int
  var body: some Reducer<Tallied.State, Tallied.Action> {
    Scope(state: \.child, action: \.child) { Step(step: step) }
  }
}

/// An operator as a user writes one: a struct that wraps its base and calls its `reduce`.
struct CountingReducer<Base: Reducer>: Reducer {
  let base: Base
  let sends: Tally

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    sends.increment()
    return base.reduce(into: &state, action: action)
  }
}

extension Reducer {
  func counting(_ sends: Tally) -> CountingReducer<Self> {
    CountingReducer(base: self, sends: sends)
  }
}
