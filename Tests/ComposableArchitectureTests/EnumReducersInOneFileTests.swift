import ComposableArchitecture
import Testing

// NB: Several top-level '@Reducer enum's in one file, as TCA's MacroTests.swift has. Before the
//     macro spelled its State and Action conformances inline, the nested '@CasePathable' expansions
//     crashed swift-frontend 6.3.1 while it type-checked a file like this one. That this file
//     compiles is the test; the tests below check that the conformances still work.

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
enum OneCase {
  case tally(Tally)
}

@Reducer
enum TwoCases {
  case first(Tally)
  case second(Tally)
}

@Reducer
enum ThreeCases {
  case first(Tally)
  case second(Tally)
  case third(Tally)
}

@Reducer(state: .equatable)
enum FourCases {
  case first(Tally)
  case second(Tally)
  case third(Tally)
  case fourth(Tally)
}

@Reducer(state: .equatable)
enum WithAlert {
  case tally(Tally)
  case alert(AlertState<Alert>)
  case ignored
  enum Alert { case ok }
}

@Reducer
enum Labeled {
  case tally(Tally)
  case note(String, author: String)
}

@MainActor
struct EnumReducersInOneFileTests {
  @Test func eachEnumRunsTheCaseItHolds() async {
    let store = TestStore(initialState: FourCases.State.third(Tally.State())) { FourCases.body }
    await store.send(\.third.increment) { $0 = .third(Tally.State(count: 1)) }
  }

  @Test func theStatesAreCasePathableAndIterable() {
    #expect(ThreeCases.State.allCasePaths.map { $0 }.count == 3)
    #expect(TwoCases.Action.allCasePaths.map { $0 }.count == 2)
    let state = OneCase.State.tally(Tally.State(count: 2))
    #expect(state.tally?.count == 2)
    #expect(state[case: \.tally] == Tally.State(count: 2))
  }

  @Test func synthesizedConformancesStillApply() {
    #expect(WithAlert.State.ignored == .ignored)
    #expect(WithAlert.State.alert(AlertState { TextState("Hi") }) != .ignored)
    #expect(Labeled.State.note("a", author: "b").is(\.note))
  }
}
